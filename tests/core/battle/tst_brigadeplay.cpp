// The brigade rules (rule book 004) played in a battle, as `adjutant-cli play` and the app play
// them: a general killed beside a unit leaves play and stops commanding, a routed unit must rally
// from its rout before it recovers its order, and a charge with each of its answers is one journal
// entry that replays the same. The demo: Brigadier Fabre (ability 5) commands the 55e, the 58e, the
// voltigeurs and the hussars under Général Ravel; the British 30th, 44th, rifles and a gun stand
// under Brigadier Lister and General Gray.
#include "battle/battle.h"
#include "battle/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

std::unique_ptr<Battle> demo(const QHash<QString, QString> &options = {})
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/brigade-demo.json"_qs);
    if (!sc.ok() || !sc.ruleset)
        qFatal("the brigade demo does not load");
    return std::make_unique<Battle>(*sc.scenario, *sc.ruleset, options, 5);
}

// The action's error, or nothing when it was journaled.
QString apply(Battle &b, const QString &json)
{
    QString error;
    const std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
    if (!a)
        qFatal("not an action: %s (%s)", qPrintable(error), qPrintable(json));
    const Battle::Applied applied = b.apply(*a);
    return applied.entry ? QString() : applied.error;
}

// Steps on to the segment `segment` of the phase `phase` (the British move in side-a, the French
// in side-b), into the next turn if it is behind.
bool stepTo(Battle &b, const QString &phase, const QString &segment)
{
    for (int i = 0; i < 60; ++i) {
        const Phase *p = b.turns().phase(b.state());
        if (p && p->id == phase && b.turns().stepId(b.state()) == segment)
            return true;
        if (!apply(b, uR"({"kind":"next"})"_qs).isEmpty())
            return false;
    }
    return false;
}

QVariant field(const Battle &b, const QString &unit, const QString &id)
{
    const UnitState &u = b.state().units.value(unit);
    if (u.fields.contains(id))
        return u.fields.value(id);
    const Field *f = b.ruleset().field(id);
    return f ? f->defaultValue : QVariant();
}

QString commandCheck(const QString &unit, const QStringList &answers)
{
    QJsonObject order{{"kind", "order"}, {"order", "command-check"}, {"unit", unit}};
    order.insert(u"answers"_qs, QJsonArray::fromStringList(answers));
    return QString::fromUtf8(QJsonDocument(order).toJson(QJsonDocument::Compact));
}

void replaysTheSame(const Battle &b)
{
    const Battle::ReplayCheck check = b.replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.hash, b.stateHash());
}

} // namespace

class TestBrigadePlay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aKilledGeneralLeavesPlayAndStopsCommanding_data();
    void aKilledGeneralLeavesPlayAndStopsCommanding();
    void aRoutedUnitRalliesFromItsRoutFirst();
    void aChargeIsOneEntryWithEachAnswer_data();
    void aChargeIsOneEntryWithEachAnswer();
};

// The 55e, a general with it, loses four figures to the 30th's volley; the general's roll is owed
// and taken with the face given: at or under 4 he is killed. He used to stay in play, commanding
// as before; now he leaves it, and the table can no longer answer that a unit is within his span.
void TestBrigadePlay::aKilledGeneralLeavesPlayAndStopsCommanding_data()
{
    QTest::addColumn<QString>("general"); // attached-general of the 55e
    QTest::addColumn<int>("face"); // his roll: killed at or under 4
    QTest::addColumn<QString>("killed"); // the general who leaves play, or none
    QTest::addColumn<QStringList>("answers"); // then the 58e's command check, answered so
    QTest::addColumn<QString>("refusedBecause"); // ... refused with this reason, or empty
    QTest::addColumn<QString>("control"); // ... else the 58e's control state
    QTest::newRow("brigadier killed: his units are out of any span")
        << "brigadier" << 4 << "brig-fabre" << QStringList{u"within-span"_qs}
        << u"Its brigadier has been killed"_qs << QString();
    QTest::newRow("brigadier killed: uncontrolled")
        << "brigadier" << 4 << "brig-fabre" << QStringList{} << QString() << u"uncontrolled"_qs;
    QTest::newRow("brigadier unhurt: still commands")
        << "brigadier" << 5 << QString() << QStringList{u"within-span"_qs, u"brigadier-commanded"_qs}
        << QString() << u"controlled"_qs;
    QTest::newRow("chief killed: no brigadier is commanded")
        << "cinc" << 1 << "cinc-ravel" << QStringList{u"within-span"_qs, u"brigadier-commanded"_qs}
        << u"The commander-in-chief has been killed"_qs << QString();
    QTest::newRow("chief killed: influenced at best")
        << "cinc" << 1 << "cinc-ravel" << QStringList{u"within-span"_qs} << QString() << u"influenced"_qs;
}

void TestBrigadePlay::aKilledGeneralLeavesPlayAndStopsCommanding()
{
    QFETCH(QString, general);
    QFETCH(int, face);
    QFETCH(QString, killed);
    QFETCH(QStringList, answers);
    QFETCH(QString, refusedBecause);
    QFETCH(QString, control);
    auto b = demo();
    QCOMPARE(b->state().units.value(u"58e"_qs).commanders, 2); // Fabre, and Ravel over him
    QCOMPARE(
        apply(*b, uR"({"kind":"set","unit":"55e","field":"attached-general","value":"%1"})"_qs.arg(general)),
        QString());
    // The 30th fires in the French move, when the other side fires.
    QVERIFY(stepTo(*b, u"side-b"_qs, u"enemy-fire"_qs));
    QCOMPARE(
        apply(
            *b,
            uR"({"kind":"resolve","test":"fire","actor":"30th","target":"55e","distance":3,"faces":[9,9,9,9]})"_qs),
        QString());
    int owed = 0; // the general's roll (the morale test after two hits is owed too)
    for (const OwedTest &o : b->state().owed)
        if (o.test == u"general-shot")
            owed = o.id;
    QVERIFY(owed > 0);
    QCOMPARE(apply(*b, uR"({"kind":"resolve","owed":%1,"faces":[%2]})"_qs.arg(owed).arg(face)), QString());
    for (const QString &g : {u"brig-fabre"_qs, u"cinc-ravel"_qs})
        QCOMPARE(b->state().units.value(g).removed, g == killed);
    QCOMPARE(field(*b, u"55e"_qs, u"attached-general"_qs).toString(),
             killed.isEmpty() ? general : u"none"_qs);
    if (killed == u"cinc-ravel")
        QVERIFY(b->state().units.value(u"brig-fabre"_qs).chief); // nobody over him now
    // The 58e's command check in the next French command and control.
    QVERIFY(stepTo(*b, u"side-b"_qs, u"command"_qs));
    const QString refused = apply(*b, commandCheck(u"58e"_qs, answers));
    if (!refusedBecause.isEmpty()) {
        QVERIFY2(refused.contains(refusedBecause), qPrintable(refused));
    } else {
        QVERIFY2(refused.isEmpty(), qPrintable(refused));
        QCOMPARE(field(*b, u"58e"_qs, u"control"_qs).toString(), control);
    }
    replaysTheSame(*b);
}

// A routed unit is disordered by its rout, and the order that spends a move to recover order was
// given to it all the same; it must rally from the rout first (a morale test of 5 or more).
void TestBrigadePlay::aRoutedUnitRalliesFromItsRoutFirst()
{
    auto b = demo();
    QCOMPARE(apply(*b, uR"({"kind":"set","unit":"30th","field":"control","value":"routed"})"_qs), QString());
    QCOMPARE(apply(*b, uR"({"kind":"set","unit":"30th","field":"disordered","value":true})"_qs), QString());
    QVERIFY(stepTo(*b, u"side-a"_qs, u"normal-moves"_qs)); // where the British give it
    const QString refused = apply(*b, uR"({"kind":"order","order":"rally-from-disorder","unit":"30th"})"_qs);
    QVERIFY2(refused.contains(u"must first rally from its rout"_qs), qPrintable(refused));
    QVERIFY(field(*b, u"30th"_qs, u"disordered"_qs).toBool());
    // Rallied from the rout on 5 or more (3 + 4 - 2 in rout) in the next turn's morale tests, still
    // disordered; then the order.
    QVERIFY(stepTo(*b, u"side-a"_qs, u"morale"_qs));
    QCOMPARE(apply(*b, uR"({"kind":"resolve","test":"morale","actor":"30th","faces":[3,4]})"_qs), QString());
    QCOMPARE(field(*b, u"30th"_qs, u"control"_qs).toString(), u"uncontrolled"_qs);
    QVERIFY(field(*b, u"30th"_qs, u"disordered"_qs).toBool());
    QVERIFY(stepTo(*b, u"side-a"_qs, u"normal-moves"_qs));
    QCOMPARE(apply(*b, uR"({"kind":"order","order":"rally-from-disorder","unit":"30th"})"_qs), QString());
    QVERIFY(!field(*b, u"30th"_qs, u"disordered"_qs).toBool());
    replaysTheSame(*b);
}

// A charge by the 55e (a trained column) or the hussars, from `play`: one entry with every die,
// replayed the same; what it did is in the state.
void TestBrigadePlay::aChargeIsOneEntryWithEachAnswer_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("fieldId");
    QTest::addColumn<QVariant>("value");
    // The rifles, charged by close order, evade: from 4" the column's 12" falls short of 4 + 14.
    QTest::newRow("evade")
        << uR"({"kind":"resolve","procedure":"charge","actor":"55e","target":"rifles","response":"evade",
               "inputs":{"distance":4,"chargerElements":3,"targetElements":2},"faces":[3,3,3,3]})"_qs
        << u"55e"_qs << u"disordered"_qs << QVariant(true);
    // Foot may charge horse in its flank now: the hussars stand and lose 3 for the flank, so
    // their 3 breaks them.
    QTest::newRow("foot into the flank of horse")
        << uR"({"kind":"resolve","procedure":"charge","actor":"30th","target":"hussars","response":"hold",
               "inputs":{"distance":4,"flank":1,"chargerElements":3,"targetElements":2},"faces":[3,3,3,3,1,3]})"_qs
        << u"hussars"_qs << u"control"_qs << QVariant(u"routed"_qs);
    // The charger's morale test to charge: 2 + 2 = 4 holds it back.
    QTest::newRow("would not charge")
        << uR"({"kind":"resolve","procedure":"charge","actor":"30th","target":"55e","response":"hold",
               "inputs":{"distance":4,"chargerElements":3,"targetElements":2},"faces":[2,2]})"_qs
        << u"30th"_qs << u"charged"_qs << QVariant(false);
}

void TestBrigadePlay::aChargeIsOneEntryWithEachAnswer()
{
    QFETCH(QString, action);
    QFETCH(QString, unit);
    QFETCH(QString, fieldId);
    QFETCH(QVariant, value);
    auto b = demo();
    QVERIFY(stepTo(*b, u"side-a"_qs, u"charges"_qs)); // charges are declared
    const qsizetype entries = b->journal().size();
    QCOMPARE(apply(*b, action), QString());
    QCOMPARE(b->journal().size(), entries + 1);
    QCOMPARE(field(*b, unit, fieldId), value);
    replaysTheSame(*b);
}

QTEST_GUILESS_MAIN(TestBrigadePlay)
#include "tst_brigadeplay.moc"
