// Tests on a rolled total: read in bands, looked up in a table, or opposed to the target's roll.

#include "kinds.h"

#include "rules/wording.h"

#include "dice/randomsource.h"

#include <map>

#include <cmath>

namespace adjutant::rules::kinds {

using dice::Distribution;

namespace {

// The distribution of a roll halved and rounded down (moves through woods or water).
Distribution<double> halved(const Distribution<double> &d)
{
    std::vector<double> p(static_cast<std::size_t>(std::max(0, d.maximum() / 2 - d.minimum() / 2) + 1), 0.0);
    const int low = d.minimum() / 2;
    for (int v = d.minimum(); v <= d.maximum(); ++v)
        p[static_cast<std::size_t>(v / 2 - low)] += d.probability(v);
    return Distribution<double>::fromProbabilities(low, std::move(p));
}

// Values below the floor count as the floor (a move cannot be negative).
Distribution<double> floored(const Distribution<double> &d, int floor)
{
    if (d.minimum() >= floor)
        return d;
    if (d.maximum() <= floor)
        return Distribution<double>::point(floor);
    std::vector<double> p;
    p.push_back(d.atMost(floor));
    for (int v = floor + 1; v <= d.maximum(); ++v)
        p.push_back(d.probability(v));
    return Distribution<double>::fromProbabilities(floor, std::move(p));
}

// The row of a lookup table for a number, honouring rows that count only under a condition.
const LookupRow *lookupRow(const Table &table, int row, const Evaluator &ev)
{
    for (const LookupRow &r : table.lookup)
        if (row >= r.minimum && row <= r.maximum && (!r.when || ev.holds(*r.when)))
            return &r;
    return nullptr;
}

// The column a modified roll falls in: the first that fits (and whose condition holds).
int lookupColumn(const LookupRow &row, int roll, const Evaluator &ev)
{
    for (const LookupColumn &c : row.columns)
        if ((!c.minimum || roll >= *c.minimum) && (!c.maximum || roll <= *c.maximum)
            && (!c.when || ev.holds(*c.when)))
            return c.value;
    return 0;
}

// What a row of a lookup table gives for a rolled value of this distribution: the chance of each
// column value, from the least a column holds to the most (0 when none fits).
Distribution<double> columnValues(const LookupRow &row, const Distribution<double> &value,
                                  const Evaluator &ev)
{
    int minValue = 0;
    int maxValue = 0;
    for (const LookupColumn &c : row.columns) {
        minValue = std::min(minValue, c.value);
        maxValue = std::max(maxValue, c.value);
    }
    std::vector<double> byValue(static_cast<std::size_t>(maxValue - minValue) + 1, 0.0);
    for (int v = value.minimum(); v <= value.maximum(); ++v)
        byValue[static_cast<std::size_t>(lookupColumn(row, v, ev) - minValue)] += value.probability(v);
    return Distribution<double>::fromProbabilities(minValue, byValue);
}

QString signedNumber(int v)
{
    return Wording::signedNumber(v);
}

// What an opposed test rolls: each side's dice and total, a die rolled already said as such.
QString opposedNeedText(const TestSetup &s)
{
    if (s.givenActorFace)
        return Resolver::tr("%1 (already rolled) %2 against %3 %4")
            .arg(s.givenActorFace)
            .arg(signedNumber(s.total + s.base), s.expression->toString(), signedNumber(s.targetTotal));
    return s.givenTargetFace
        ? Resolver::tr("%1 %2 against %3 (already rolled) %4")
              .arg(s.expression->toString(), signedNumber(s.total + s.base),
                   QString::number(s.givenTargetFace), signedNumber(s.targetTotal))
        : Resolver::tr("%1 %2 against %1 %3")
              .arg(s.expression->toString(), signedNumber(s.total + s.base), signedNumber(s.targetTotal));
}
} // namespace

void RolledTotalTest::workOutOdds(TestSetup &s, const Evaluator &ev, const Situation &situation,
                                  const QString &testId) const
{
    const Test &t = *s.test;
    if (!s.expression)
        return;
    // Worked out once per expression: a cascade meets the same dice again and again. Past the
    // budget's exact work (several expressions of many large dice) the odds are estimated.
    const bool halve = t.halveWhen && ev.holds(*t.halveWhen);
    const QString key = s.expression->toString() + (halve ? QStringLiteral(" halved") : QString());
    auto known = m_memo.rolls.constFind(key);
    if (known == m_memo.rolls.constEnd()) {
        const double work = dice::oddsWork(*s.expression);
        if (m_memo.work + work <= double(m_memo.budget.exact)) {
            m_memo.work += work;
            Distribution<double> d = dice::distributionOf<double>(*s.expression);
            known = m_memo.rolls.insert(key, halve ? halved(d) : d);
        }
    }
    bool exact = known != m_memo.rolls.constEnd();
    const Distribution<double> roll = exact ? *known : Distribution<double>::point(0);
    int offset = Limits::bounded(qint64(s.total) + s.base);
    if (t.compareWith)
        offset = Limits::bounded(qint64(offset) - ev.value(*t.compareWith));
    Distribution<double> value = roll.shifted(offset);
    if (t.floor)
        value = floored(value, *t.floor);
    const QString rolled = s.expression->toString() + (offset ? u' ' + signedNumber(offset) : QString());
    s.needText = Resolver::tr("roll %1").arg(rolled);
    if (t.kind == Test::Kind::Table && !s.splitRows.isEmpty()) {
        // Each part rolled and read on its own row; the results added.
        const Table *tb = m_rs.table(t.table);
        std::optional<Distribution<double>> sum;
        QStringList parts;
        for (const int part : s.splitRows) {
            const LookupRow *lr = lookupRow(*tb, part, ev);
            if (!lr) {
                s.problems.append(
                    Resolver::tr("%1 has no row for %2").arg(tb->doc.name, QString::number(part)));
                return;
            }
            if (exact) {
                const Distribution<double> one = columnValues(*lr, value, ev);
                sum = sum ? *sum + one : one;
            }
            parts.append(QString::number(part));
        }
        if (exact)
            value = *sum;
        s.needText = Resolver::tr("roll %1 for each part on %2, rows %3")
                         .arg(rolled, tb->doc.name, parts.join(QStringLiteral(" + ")));
    } else if (t.kind == Test::Kind::Table) {
        const Table *tb = m_rs.table(t.table);
        const int row = t.tableRow ? ev.value(*t.tableRow) : 0;
        const LookupRow *lr = tb ? lookupRow(*tb, row, ev) : nullptr;
        if (!lr) {
            s.problems.append(
                Resolver::tr("%1 has no row for %2. %3")
                    .arg(tb ? tb->doc.name : t.table, QString::number(row), tb ? tb->doc.explain : QString())
                    .trimmed());
            return;
        }
        if (exact)
            value = columnValues(*lr, value, ev);
        s.needText = Resolver::tr("roll %1 on %2, row %3")
                         .arg(rolled, tb ? tb->doc.name : t.table, QString::number(row));
    }
    if (exact && t.kind == Test::Kind::Opposed && s.givenActorFace) {
        // The actor's die was rolled already (one figure against two or three): only theirs rolls.
        value
            = Distribution<double>::point(s.givenActorFace + offset) + roll.shifted(s.targetTotal).negated();
    } else if (exact && t.kind == Test::Kind::Opposed && !s.givenTargetFace && !t.floor) {
        // Both sides roll the same dice: the difference of two rolls, shifted by the totals.
        auto difference = m_memo.differences.constFind(key);
        const double work = double(roll.probabilities().size()) * double(roll.probabilities().size());
        if (difference == m_memo.differences.constEnd()
            && m_memo.work + work <= double(m_memo.budget.exact)) {
            m_memo.work += work;
            difference = m_memo.differences.insert(key, roll + roll.negated());
        }
        exact = difference != m_memo.differences.constEnd();
        if (exact)
            value = difference->shifted(offset - s.targetTotal);
    } else if (exact && t.kind == Test::Kind::Opposed) {
        const Distribution<double> other = s.givenTargetFace
            ? Distribution<double>::fromProbabilities(s.givenTargetFace + s.targetTotal, {1.0})
            : roll.shifted(s.targetTotal);
        value = value + other.negated();
    }
    if (exact && t.kind == Test::Kind::Opposed && t.winnerLoser) {
        // |difference| runs over no more values than the difference does, however far from 0
        // the totals put it.
        const int lo = value.minimum() >= 0 ? value.minimum() : value.maximum() <= 0 ? -value.maximum() : 0;
        const int hi = std::max(std::abs(value.minimum()), std::abs(value.maximum()));
        std::vector<double> absolute(static_cast<std::size_t>(hi - lo) + 1, 0.0);
        for (int v = value.minimum(); v <= value.maximum(); ++v)
            absolute[static_cast<std::size_t>(std::abs(v) - lo)] += value.probability(v);
        s.successes = value; // the signed difference, for "who wins" odds
        value = Distribution<double>::fromProbabilities(lo, absolute);
    }
    if (t.kind == Test::Kind::Opposed)
        s.needText = opposedNeedText(s);
    if (!exact) {
        estimateOdds(s, situation, testId);
        return;
    }
    if (t.outcomes.isEmpty()) {
        for (int v = value.minimum(); v <= value.maximum(); ++v)
            if (value.probability(v) > 0)
                s.odds.append({QString::number(v), Wording::result(t, v), value.probability(v)});
    } else {
        appendOutcomeOdds(s, value);
    }
}

// Past the exact work: the test's dice rolled again and again from a seed drawn from the test and
// its situation (the same question, the same estimate) and judged as at the table, each outcome's
// chance the share of the runs it came up in, with its 95 % interval. Runs cost their dice, within
// what the whole request may roll; when that is spent, the odds are left out.
void RolledTotalTest::estimateOdds(TestSetup &s, const Situation &situation, const QString &testId) const
{
    constexpr int kFewestRuns = 100; // fewer say too little: within some 10 points
    const Test &t = *s.test;
    const qint64 perRun = qint64(s.dieSides.size()) + 1;
    const qint64 left = std::max<qint64>(0, m_memo.budget.simulation - m_memo.simulated);
    const int runs = int(std::min<qint64>(m_memo.budget.runs, left / perRun));
    if (runs < kFewestRuns) {
        s.oddsLeftOut = true;
        return;
    }
    m_memo.simulated += qint64(runs) * perRun;
    dice::SeededRandomSource source(estimateSeed(testId + u'\x1e' + canonicalText(situation)));
    std::map<int, int> byValue;
    std::map<int, int> byMargin;
    QList<int> faces(s.dieSides.size());
    for (int run = 0; run < runs; ++run) {
        for (qsizetype i = 0; i < faces.size(); ++i)
            faces[i] = source.roll(s.dieSides.at(i));
        const Judgement j = judge(s, faces, situation, testId);
        ++byValue[j.value];
        ++byMargin[j.margin];
    }
    const auto add = [&](const QString &id, const QString &name, int k) {
        const auto [low, high] = wilsonInterval(k, runs);
        s.odds.append({id, name, double(k) / runs, runs, low, high});
    };
    if (t.outcomes.isEmpty()) {
        for (const auto &[v, k] : byValue)
            add(QString::number(v), Wording::result(t, v), k);
    } else {
        for (const Outcome &o : t.outcomes) {
            int k = 0;
            for (const auto &[v, n] : byValue)
                k += o.contains(v) ? n : 0;
            add(o.id, Wording::outcomeName(o), k);
        }
    }
    if (t.kind == Test::Kind::Opposed && t.winnerLoser) {
        // the signed difference, for "who wins" odds
        const int lo = byMargin.begin()->first;
        std::vector<double> p(static_cast<std::size_t>(byMargin.rbegin()->first - lo) + 1, 0.0);
        for (const auto &[v, k] : byMargin)
            p[static_cast<std::size_t>(v - lo)] = double(k) / runs;
        s.successes = Distribution<double>::fromProbabilities(lo, std::move(p));
    }
}

Judgement RolledTotalTest::judge(const TestSetup &s, const QList<int> &faces, const Situation &situation,
                                 const QString &testId) const
{
    const Test &t = *s.test;
    Judgement j;
    if (t.kind == Test::Kind::Table && !s.splitRows.isEmpty()) {
        // A part's dice after another's, each part read on its own row; the results added.
        const qsizetype per = s.expression->diceCount();
        const Table *tb = m_rs.table(t.table);
        const Evaluator lookupView(m_rs, situation, testId);
        int total = 0;
        for (qsizetype i = 0; i < s.splitRows.size(); ++i) {
            const dice::RollResult part = dice::evaluate(*s.expression, faces.mid(i * per, per));
            j.dice += part.dice;
            const LookupRow *lr = lookupRow(*tb, s.splitRows.at(i), lookupView);
            total += lr ? lookupColumn(*lr, part.value + s.total + s.base, lookupView) : 0;
        }
        j.value = total;
        j.outcome = bandOutcome(t, total);
        return j;
    }
    // The actor's die already rolled (against another target) is read, not taken from the faces.
    const qsizetype half = s.givenActorFace ? 0 : s.expression->diceCount();
    const dice::RollResult mine = s.givenActorFace
        ? dice::RollResult{{{s.dieSides.value(0), s.givenActorFace, true, false, 0}}, s.givenActorFace}
        : dice::evaluate(*s.expression, faces.mid(0, half));
    j.dice = mine.dice;
    const Evaluator here(m_rs, situation, testId);
    const bool halve = t.halveWhen && here.holds(*t.halveWhen);
    int value = (halve ? mine.value / 2 : mine.value) + s.total + s.base;
    if (t.compareWith)
        value -= here.value(*t.compareWith);
    if (t.floor && t.kind == Test::Kind::Bands)
        value = std::max(value, *t.floor);
    if (t.kind == Test::Kind::Table) {
        const Table *tb = m_rs.table(t.table);
        const Evaluator lookupView(m_rs, situation, testId);
        const LookupRow *lr = lookupRow(*tb, lookupView.value(*t.tableRow), lookupView);
        value = lr ? lookupColumn(*lr, value, lookupView) : 0;
    }
    if (t.kind == Test::Kind::Opposed) {
        dice::RollResult theirs;
        if (s.givenTargetFace) // rolled before, against another attacker
            theirs = {{{s.dieSides.value(0), s.givenTargetFace, true, false, 0}}, s.givenTargetFace};
        else
            theirs = dice::evaluate(*s.expression, faces.mid(half));
        for (dice::RolledDie d : theirs.dice) {
            d.termIndex = 1; // the target side's dice
            j.dice.append(d);
        }
        const int diff = value - (theirs.value + s.targetTotal);
        j.margin = diff;
        value = t.winnerLoser ? std::abs(diff) : diff;
    }
    j.value = value;
    j.outcome = bandOutcome(t, value);
    return j;
}

} // namespace adjutant::rules::kinds
