#pragma once

// Helpers shared by the rules tests: loading a test ruleset, building situations, and the
// brute-force check of a test's odds through the resolver itself.

#include "bruteforce.h"

#include "rules/figures.h"
#include "rules/resolver.h"
#include "rules/rulesetlibrary.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

namespace adjutant::testing {

inline rules::Ruleset loadRuleset(const QString &idOrPath)
{
    const rules::RulesetLoadResult r = rules::RulesetLibrary::load(idOrPath);
    for (const rules::RulesetError &e : r.errors)
        qWarning().noquote() << e.toString();
    Q_ASSERT(r.ok());
    return *r.ruleset;
}

// The shipped ruleset `id` as JSON (empty when there is none).
inline QJsonObject shippedRulesetJson(const QString &id)
{
    QFile f(QStringLiteral(":/rulesets/%1.json").arg(id));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// A built-in ruleset's file with `change` made to each fights step of its procedures' "after"
// lists (a variant of how its bouts are fought); empty if the file cannot be read.
inline QByteArray withFightsChanged(const QString &id, const std::function<void(QJsonObject &fights)> &change)
{
    QJsonObject rs = shippedRulesetJson(id);
    if (rs.isEmpty())
        return {};
    QJsonArray procedures = rs.value(u"procedures").toArray();
    for (qsizetype p = 0; p < procedures.size(); ++p) {
        QJsonObject procedure = procedures.at(p).toObject();
        QJsonArray after = procedure.value(u"after").toArray();
        for (qsizetype i = 0; i < after.size(); ++i) {
            QJsonObject step = after.at(i).toObject();
            if (!step.contains(u"fights"))
                continue;
            QJsonObject fights = step.value(u"fights").toObject();
            change(fights);
            step.insert(QStringLiteral("fights"), fights);
            after[i] = step;
        }
        procedure.insert(QStringLiteral("after"), after);
        procedures[p] = procedure;
    }
    rs.insert(QStringLiteral("procedures"), procedures);
    return QJsonDocument(rs).toJson();
}

// The ruleset `id` as shipped, with the test `testId` changed by `change` (a variant a test needs).
inline QByteArray withTestChanged(const QString &id, const QString &testId,
                                  const std::function<void(QJsonObject &test)> &change)
{
    QJsonObject rs = shippedRulesetJson(id);
    if (rs.isEmpty())
        return {};
    QJsonArray tests = rs.value(u"tests").toArray();
    for (qsizetype i = 0; i < tests.size(); ++i) {
        QJsonObject test = tests.at(i).toObject();
        if (test.value(u"id").toString() != testId)
            continue;
        change(test);
        tests[i] = test;
    }
    rs.insert(QStringLiteral("tests"), tests);
    return QJsonDocument(rs).toJson();
}

inline rules::UnitState unit(const QString &id, const QString &type, const QVariantHash &fields = {})
{
    rules::UnitState u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.fields = fields;
    return u;
}

// A unit of a ruleset whose units are made of figures, given those its fields make (as a battle
// gives them), with fields set on some of them ({"ranker-1": {{"minor", 2}}}); its totals follow.
inline rules::UnitState unit(const rules::Ruleset &rs, const QString &id, const QString &type,
                             const QVariantHash &fields = {},
                             const QHash<QString, QVariantHash> &onFigures = {})
{
    rules::UnitState u = unit(id, type, fields);
    rules::Roster::ensure(rs, u);
    for (auto it = onFigures.begin(); it != onFigures.end(); ++it) {
        const qsizetype at = rules::Roster::indexOf(u, it.key());
        Q_ASSERT(at >= 0);
        for (auto f = it->begin(); f != it->end(); ++f)
            u.figures[at].fields.insert(f.key(), f.value());
    }
    rules::Roster::settle(rs, u);
    return u;
}

// Resolves the test for every combination of its own dice and counts the outcomes it reaches;
// the set-up's odds must match exactly (follow-ups wait for dice that are not given).
inline bool oddsMatchEnumeration(const rules::Ruleset &rs, const QString &testId, const rules::Situation &s,
                                 QString *why)
{
    const rules::Resolver resolver(rs);
    const rules::TestSetup setup = resolver.setup(testId, s);
    if (!setup.problems.isEmpty()) {
        *why = setup.problems.join(u"; ");
        return false;
    }
    QHash<QString, qint64> counts;
    qint64 total = 0;
    forEachFaces(setup.dieSides, [&](const QList<int> &faces) {
        const rules::Resolution r = resolver.resolve(testId, s, dice::FaceQueue::of(faces));
        if (r.steps.isEmpty())
            return;
        const rules::TestResult &first = r.steps.first();
        ++counts[first.outcomeId.isEmpty() ? QString::number(first.value) : first.outcomeId];
        ++total;
    });
    if (setup.odds.isEmpty()) {
        *why = QStringLiteral("no odds reported");
        return false;
    }
    for (const rules::OutcomeOdds &o : setup.odds) {
        const double expected = double(counts.value(o.id)) / double(total);
        if (std::abs(expected - o.probability) > 1e-12) {
            *why = QStringLiteral("%1: reported %2, enumeration %3")
                       .arg(o.id)
                       .arg(o.probability)
                       .arg(expected);
            return false;
        }
    }
    // Pools: the distribution of successes too.
    if (setup.successes && setup.test->pool) {
        QHash<int, qint64> byCount;
        forEachFaces(setup.dieSides, [&](const QList<int> &faces) {
            int n = 0;
            for (int f : faces)
                n += setup.dieTest.passes(f) ? 1 : 0;
            ++byCount[n];
        });
        for (int n = setup.successes->minimum(); n <= setup.successes->maximum(); ++n)
            if (std::abs(setup.successes->probability(n) - double(byCount.value(n)) / double(total))
                > 1e-12) {
                *why = QStringLiteral("%1 successes").arg(n);
                return false;
            }
    }
    return true;
}

} // namespace adjutant::testing
