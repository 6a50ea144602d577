// The made-up fifth system's assault (tests/core/battle/data/every-feature.json): a procedure
// written with every kind of step the format has (the charge rules with a banded test, a branch
// on a worked-out number, a weapon's range with its ticks and kept reach, a cascade, a repeat that
// stops early, a tick, a melee with a drawn push that a rule gives to one side), played through the
// engine with no C++ of its own. Its odds are checked against sums worked out by hand, and each
// branch is played through a battle with the dice given.

#include "everyfeature.h"

#include "dice/facequeue.h"
#include "rules/procedure.h"

#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;
using everyfeature::act;

namespace {

using Fields = QList<std::pair<QString, QString>>; // unit.field → value, set before the assault

QByteArray setField(const QString &unitField, const QString &value)
{
    const QString unit = unitField.section(u'.', 0, 0);
    const QString field = unitField.section(u'.', 1);
    bool isNumber = false;
    value.toInt(&isNumber);
    const QString json = isNumber || value == u"true" || value == u"false" ? value : u'"' + value + u'"';
    return QStringLiteral(R"({"kind":"set","unit":"%1","field":"%2","value":%3,"reason":"set up"})")
        .arg(unit, field, json)
        .toUtf8();
}

} // namespace

class TestNewSystemProcedure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void itsOddsAreTheSumsWorkedByHand_data();
    void itsOddsAreTheSumsWorkedByHand();
    void eachBranchPlaysThroughTheBattle_data();
    void eachBranchPlaysThroughTheBattle();
    void aResponseNotOfferedSaysWhyInItsOwnWords();

private:
    // The battle with the fields set (each unit's card drawn: it may act), or a failed check.
    std::unique_ptr<Battle> battleWith(const Fields &fields) const;
    Ruleset m_rs;
};

void TestNewSystemProcedure::initTestCase()
{
    const std::optional<Ruleset> rs = everyfeature::ruleset();
    QVERIFY(rs);
    m_rs = *rs;
}

std::unique_ptr<Battle> TestNewSystemProcedure::battleWith(const Fields &fields) const
{
    auto b = everyfeature::battle(m_rs);
    if (!b)
        return nullptr;
    for (const QString &unit : {u"n-foot"_qs, u"n-horse"_qs})
        if (!b->apply(act(setField(unit + u".acted", u"true"_qs))).entry)
            return nullptr;
    for (const auto &[unitField, value] : fields) {
        const Battle::Applied a = b->apply(act(setField(unitField, value)));
        if (!a.entry) {
            qWarning().noquote() << a.error;
            return nullptr;
        }
    }
    return b;
}

// Push of pike, one die a side (4+ strikes), then the other side's save (d10, 5+; a 1 always
// fails, quality A +1): North Foot (A, keen +1) strikes on 3+ and South Foot (B) fails its save
// 4 times in 10, so North Foot draws blood 2/3 × 0.4 = 4/15 of the time; South Foot strikes on 4+
// and North Foot fails 3 times in 10: 0.5 × 0.3 = 0.15. A drawn push goes to the quality A side,
// so the attacker loses only when South Foot draws blood and it does not: 0.15 × 11/15 = 0.11.
// Horse at a hedgehog must pass its nerve (d10 under its base morale of 8, no flight possible):
// a 9 or 10 falls back and it balks, 0.2. Then the horse's walk of 9" makes a crush of it (+1 on
// both sides' push): each side, quality B against B, draws blood 2/3 × 0.4 = 4/15.
void TestNewSystemProcedure::itsOddsAreTheSumsWorkedByHand_data()
{
    QTest::addColumn<Fields>("fields");
    QTest::addColumn<QByteArray>("assault");
    QTest::addColumn<QVariantMap>("odds");
    const double blood = 4.0 / 15.0;
    QTest::newRow("foot-at-foot-that-stands")
        << Fields{}
        << QByteArray(R"("actor":"n-foot","target":"s-foot","response":"stand","inputs":{"distance":3})")
        << QVariantMap{{u"won"_qs, 0.89}, {u"lost"_qs, 0.11}};
    QTest::newRow("horse-at-a-hedgehog")
        << Fields{{u"s-foot.formation"_qs, u"hedgehog"_qs}}
        << QByteArray(R"("actor":"n-horse","target":"s-foot","response":"stand","inputs":{"distance":3})")
        << QVariantMap{{u"balked"_qs, 0.2},
                       {u"won"_qs, 0.8 * blood * (1 - blood)},
                       {u"lost"_qs, 0.8 * blood * (1 - blood)},
                       {u"drawn"_qs, 0.8 * (1 - 2 * blood * (1 - blood))}};
    QTest::newRow("beyond-its-walk")
        << Fields{}
        << QByteArray(R"("actor":"n-foot","target":"s-foot","response":"stand","inputs":{"distance":10})")
        << QVariantMap{{u"short"_qs, 1.0}};
}

void TestNewSystemProcedure::itsOddsAreTheSumsWorkedByHand()
{
    QFETCH(Fields, fields);
    QFETCH(QByteArray, assault);
    QFETCH(QVariantMap, odds);
    const auto b = battleWith(fields);
    QVERIFY(b);
    const Action a = act(R"({"kind":"resolve","procedure":"assault",)" + assault + "}");
    const auto *resolve = std::get_if<action::Resolve>(&a);
    QVERIFY(resolve);
    QString error;
    const QList<EndingOdds> endings
        = ProcedureRunner(b->ruleset()).odds(b->procedureRequest(*resolve), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVariantMap got;
    for (const EndingOdds &e : endings) {
        QVERIFY2(!e.estimated(), qPrintable(e.ending));
        if (e.probability > 0)
            got.insert(e.ending, e.probability);
    }
    QCOMPARE(got.keys(), odds.keys());
    for (auto it = odds.cbegin(); it != odds.cend(); ++it)
        QVERIFY2(qAbs(got.value(it.key()).toDouble() - it.value().toDouble()) < 1e-9,
                 qPrintable(it.key() + u": " + QString::number(got.value(it.key()).toDouble(), 'g', 12)));
}

void TestNewSystemProcedure::eachBranchPlaysThroughTheBattle_data()
{
    QTest::addColumn<Fields>("fields");
    QTest::addColumn<QByteArray>("assault");
    QTest::addColumn<QString>("ending");
    QTest::addColumn<int>("reach"); // the inches the weapon's range band kept, 0: none
    QTest::addColumn<QVariantMap>("after"); // unit.field → value
    QTest::addColumn<QString>("note"); // words one of the steps' notes has

    // South Foot in line fires at 3": the arquebus's close band ticks point-blank (5+ to hit), the
    // three dice all strike, North Foot fails every save and then its shock test: halted.
    QTest::newRow("fire-at-close-range-halts-it")
        << Fields{{u"s-foot.formation"_qs, u"line"_qs}}
        << QByteArray(R"("actor":"n-foot","target":"s-foot","response":"fire","inputs":{"distance":3},)"
                      R"("faces":[5,9,9,2,2,1,1])")
        << u"halted"_qs << 3
        << QVariantMap{{u"n-foot.hits"_qs, 3}, {u"n-foot.state"_qs, u"shaken"_qs}, {u"s-foot.ammo"_qs, 4}}
        << u"close range of the Arquebus"_qs;
    // From 12", beyond the arquebus's long range of 9": no volley, two rounds of powder burnt, a
    // crush (the rush of 12" entered); North Foot misses, South Foot strikes and the save's 1 fails:
    // the attacker lost the push, and its nerve holds.
    QTest::newRow("fire-from-beyond-reach-then-the-push")
        << Fields{{u"s-foot.formation"_qs, u"line"_qs}}
        << QByteArray(
               R"("actor":"n-foot","target":"s-foot","response":"fire","inputs":{"distance":12,"rush":12},)"
               R"("faces":[1,4,1,3])")
        << u"lost"_qs << 0
        << QVariantMap{{u"n-foot.hits"_qs, 1}, {u"s-foot.ammo"_qs, 3}, {u"s-foot.hits"_qs, 0}}
        << u"beyond the volley's reach"_qs;
    // Raw foot braces and its nerve gives way (10 against 6: flees): the assault wins at once.
    QTest::newRow("brace-and-flee")
        << Fields{{u"s-foot.formation"_qs, u"line"_qs}, {u"s-foot.grade"_qs, u"raw"_qs}}
        << QByteArray(
               R"("actor":"n-foot","target":"s-foot","response":"brace","inputs":{"distance":2},"faces":[10])")
        << u"won"_qs << 0 << QVariantMap{{u"s-foot.state"_qs, u"broken"_qs}, {u"s-foot.ammo"_qs, 5}}
        << u"Flees"_qs;
    // It holds, one charge of powder left burns (the second round finds none), both sides miss:
    // the drawn push goes to quality A.
    QTest::newRow("a-drawn-push-goes-to-the-best")
        << Fields{{u"s-foot.formation"_qs, u"line"_qs},
                  {u"s-foot.grade"_qs, u"raw"_qs},
                  {u"s-foot.ammo"_qs, u"1"_qs}}
        << QByteArray(R"("actor":"n-foot","target":"s-foot","response":"brace","inputs":{"distance":2},)"
                      R"("faces":[4,1,1])")
        << u"won"_qs << 0
        << QVariantMap{{u"s-foot.ammo"_qs, 0}, {u"n-foot.hits"_qs, 0}, {u"s-foot.hits"_qs, 0}}
        << u"The best carry a drawn push: The best carry a drawn push"_qs;
    QTest::newRow("short-of-its-walk-and-shaken")
        << Fields{}
        << QByteArray(R"("actor":"n-foot","target":"s-foot","response":"stand","inputs":{"distance":10})")
        << u"short"_qs << 0 << QVariantMap{{u"n-foot.state"_qs, u"shaken"_qs}} << u"Falls short"_qs;
    // The horse balks at the pikes: its nerve falls back, the charge rules' failed outcome.
    QTest::newRow("horse-balks-at-pikes")
        << Fields{{u"s-foot.formation"_qs, u"hedgehog"_qs}}
        << QByteArray(
               R"("actor":"n-horse","target":"s-foot","response":"stand","inputs":{"distance":3},"faces":[9])")
        << u"balked"_qs << 0 << QVariantMap{{u"n-horse.state"_qs, u"steady"_qs}} << u"Falls back"_qs;
}

void TestNewSystemProcedure::eachBranchPlaysThroughTheBattle()
{
    QFETCH(Fields, fields);
    QFETCH(QByteArray, assault);
    QFETCH(QString, ending);
    QFETCH(int, reach);
    QFETCH(QVariantMap, after);
    QFETCH(QString, note);
    const auto b = battleWith(fields);
    QVERIFY(b);
    const Action a = act(R"({"kind":"resolve","procedure":"assault",)" + assault + "}");
    const auto *resolve = std::get_if<action::Resolve>(&a);
    QVERIFY(resolve);
    const ProcedureRun run = ProcedureRunner(b->ruleset())
                                 .run(b->procedureRequest(*resolve),
                                      adjutant::dice::FaceQueue::of(resolve->faces.value_or(QList<int>{})));
    QVERIFY2(run.errors.isEmpty(), qPrintable(run.errors.join(u'\n')));
    QCOMPARE(run.ending, ending);
    QVERIFY(run.complete());
    QCOMPARE(run.values.value(u"reach"_qs), reach);

    const Battle::Applied applied = b->apply(a);
    QVERIFY2(applied.entry, qPrintable(applied.error));
    QVERIFY2(applied.entry->summary.contains(u" — " + run.endingName + u';'),
             qPrintable(applied.entry->summary));
    QStringList notes;
    for (const ProcedureStepRecord &r : run.steps)
        notes.append(r.name + u": " + r.note);
    QVERIFY2(notes.join(u'\n').contains(note), qPrintable(notes.join(u'\n')));
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        QCOMPARE(everyfeature::fieldNow(*b, it.key()), it.value().toString());
    // Undone and replayed, the battle is the same.
    const Battle::ReplayCheck check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
}

void TestNewSystemProcedure::aResponseNotOfferedSaysWhyInItsOwnWords()
{
    const auto b = battleWith({}); // South Foot is in column
    QVERIFY(b);
    const Battle::Applied a = b->apply(act(
        R"({"kind":"resolve","procedure":"assault","actor":"n-foot","target":"s-foot","response":"brace","inputs":{"distance":2}})"));
    QVERIFY(!a.entry);
    QVERIFY2(a.error.contains(u"Only a company in line or hedgehog braces."), qPrintable(a.error));
}

QTEST_GUILESS_MAIN(TestNewSystemProcedure)
#include "tst_newsystemprocedure.moc"
