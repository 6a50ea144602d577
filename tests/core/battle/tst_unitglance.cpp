// The order of battle at a glance: losses as pips, the morale state by word and tone, formation and
// markers, as each system's display section says, for a unit of every demo battle.
#include "battle/battle.h"
#include "battle/unitglance.h"
#include "demobattle.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;
using adjutant::rules::Display;

class TestUnitGlance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void glanceFollowsTheState_data();
    void glanceFollowsTheState();
    void standingAlikeWhenSaidAlike_data();
    void standingAlikeWhenSaidAlike();
    void fieldValuesInWords();
};

void TestUnitGlance::glanceFollowsTheState_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QByteArray>("set"); // fields set before looking
    QTest::addColumn<int>("lost");
    QTest::addColumn<int>("outOf");
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("tone");
    QTest::addColumn<QString>("formation");
    QTest::addColumn<QStringList>("markers");

    const int steady = int(Display::Tone::Steady);
    const int shaken = int(Display::Tone::Shaken);
    const int routed = int(Display::Tone::Routed);
    // KGCWO: casualties out of the type's maximum (an infantry regiment takes three).
    QTest::newRow("kgcwo fresh") << "kgcwo-demo"
                                 << "88th" << QByteArray("{}") << 0 << 3 << "Normal" << steady << "Line"
                                 << QStringList();
    QTest::newRow("kgcwo shaken, fired, one casualty")
        << "kgcwo-demo"
        << "88th" << QByteArray(R"({"casualties": 1, "morale-state": "shaken", "fired": true})") << 1 << 3
        << "Shaken" << shaken << "Line" << QStringList{"Fired"};
    QTest::newRow("kgcwo routed on hold")
        << "kgcwo-demo"
        << "88th" << QByteArray(R"({"morale-state": "routed", "hold": true})") << 0 << 3 << "Routed" << routed
        << "Line" << QStringList{"On hold"};
    // 001: casualties out of the unit's own strength (6 for this regiment).
    QTest::newRow("001 regiment") << "nap-igougo-demo"
                                  << "ir-12" << QByteArray(R"({"casualties": 2})") << 2 << 6 << "Normal"
                                  << steady << "Line" << QStringList();
    QTest::newRow("001 disordered") << "nap-igougo-demo"
                                    << "ir-12" << QByteArray(R"({"disordered": true})") << 0 << 6 << "Normal"
                                    << steady << "Line" << QStringList{"Disordered"};
    // 003: figures lost (three of its figures down) out of the squad's figures; status by word.
    QTest::newRow("003 riflemen")
        << "chosen-men-demo"
        << "riflemen-1"
        << QByteArray(
               R"({"ranker-1/down": true, "ranker-2/down": true, "ranker-3/down": true, "status": "fleeing"})")
        << 3 << 8 << "Fleeing" << routed << "" << QStringList{"Loaded"};
    QTest::newRow("003 unloaded") << "chosen-men-demo"
                                  << "redcoats" << QByteArray(R"({"loaded": false})") << 0 << 10 << "Steady"
                                  << steady << "" << QStringList();
    // 004: bases counted as what is left, out of those the unit began with.
    QTest::newRow("004 two bases left") << "brigade-demo"
                                        << "30th" << QByteArray(R"({"bases": 2})") << 2 << 4 << "Controlled"
                                        << steady << "Line" << QStringList();
    QTest::newRow("004 uncontrolled, disordered")
        << "brigade-demo"
        << "44th" << QByteArray(R"({"control": "uncontrolled", "disordered": true})") << 0 << 4
        << "Uncontrolled" << shaken << "Line" << QStringList{"Disordered"};
}

void TestUnitGlance::glanceFollowsTheState()
{
    QFETCH(QString, scenario);
    QFETCH(QString, unit);
    QFETCH(QByteArray, set);
    QFETCH(int, lost);
    QFETCH(int, outOf);
    QFETCH(QString, state);
    QFETCH(int, tone);
    QFETCH(QString, formation);
    QFETCH(QStringList, markers);

    ScenarioLoadResult r = ScenarioLoader::loadFile(u":/scenarios/" + scenario + u".json");
    QVERIFY(r.ok());
    Battle battle(*r.scenario, *r.ruleset, {}, 1);
    const QJsonObject fields = QJsonDocument::fromJson(set).object();
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        // "ranker-1/down": a field of one of the unit's figures.
        const QString figure = it.key().section(u'/', 0, -2);
        const QString field = it.key().section(u'/', -1);
        const auto applied = battle.apply(action::SetField{unit, field, *it, QString(), figure});
        QVERIFY2(applied.entry, qPrintable(applied.error));
    }
    const UnitGlance g = UnitView::glance(battle.ruleset(), battle.state().units.value(unit),
                                          battle.initialState().units.value(unit));
    QCOMPARE(g.lost, lost);
    QCOMPARE(g.outOf, outOf);
    QCOMPARE(g.stateName, state);
    QCOMPARE(int(g.tone), tone);
    QCOMPARE(g.formation, formation);
    QCOMPARE(g.markers, markers);
    QVERIFY(!g.removed);
}

// The report passes over a unit whose two states UnitView::standingMayDiffer says stand alike:
// each state a unit goes through, against each other, must then glance alike in its losses, its
// state and whether it is out of play; and the shortcut must be taken for some of them.
void TestUnitGlance::standingAlikeWhenSaidAlike_data()
{
    QTest::addColumn<QString>("demo");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QByteArray>("steps"); // fields set one after the other, as [field, value]
    QTest::newRow("kgcwo") << "kgcwo"
                           << "88th" << QByteArray(R"([["fired", true], ["casualties", 1], ["fired", false],
                                ["morale-state", "shaken"], ["hold", true], ["casualties", 1.0],
                                ["morale-state", "normal"], ["casualties", 0]])");
    QTest::newRow("nap-igougo") << "nap-igougo"
                                << "ir-12" << QByteArray(R"([["disordered", true], ["casualties", 2],
                                     ["disordered", false], ["casualties", 2], ["casualties", 0]])");
    QTest::newRow("chosen-men") << "chosen-men"
                                << "riflemen-1" << QByteArray(R"([["loaded", false], ["status", "fleeing"],
                                     ["loaded", true], ["status", "steady"]])");
    QTest::newRow("brigade") << "brigade"
                             << "30th"
                             << QByteArray(R"([["disordered", true], ["bases", 2], ["disordered", false],
                                  ["control", "uncontrolled"], ["bases", 4], ["control", "controlled"]])");
}

void TestUnitGlance::standingAlikeWhenSaidAlike()
{
    QFETCH(QString, demo);
    QFETCH(QString, unit);
    QFETCH(QByteArray, steps);
    const std::unique_ptr<Battle> played = adjutant::testing::demo(demo, {}, 1);
    Battle &battle = *played;
    const adjutant::rules::UnitState start = battle.initialState().units.value(unit);
    QList<adjutant::rules::UnitState> states{battle.state().units.value(unit)};
    const QJsonArray script = QJsonDocument::fromJson(steps).array();
    QVERIFY(!script.isEmpty());
    for (const QJsonValue &step : script) {
        const QJsonArray s = step.toArray();
        const auto applied
            = battle.apply(action::SetField{unit, s.at(0).toString(), s.at(1), QString(), QString()});
        QVERIFY2(applied.entry, qPrintable(applied.error));
        states.append(battle.state().units.value(unit));
    }
    int alike = 0, apart = 0;
    for (const adjutant::rules::UnitState &a : std::as_const(states))
        for (const adjutant::rules::UnitState &b : std::as_const(states)) {
            const UnitGlance x = UnitView::glance(battle.ruleset(), a, start);
            const UnitGlance y = UnitView::glance(battle.ruleset(), b, start);
            const bool standsAlike = x.lost == y.lost && x.outOf == y.outOf && x.stateId == y.stateId
                && x.stateName == y.stateName && x.tone == y.tone && x.removed == y.removed;
            if (UnitView::standingMayDiffer(battle.ruleset(), a, b)) {
                ++apart;
                continue;
            }
            QVERIFY(standsAlike);
            if (!(a.fields == b.fields))
                ++alike; // passed over though its fields moved
        }
    QVERIFY(alike > 0);
    QVERIFY(apart > 0);
}

void TestUnitGlance::fieldValuesInWords()
{
    ScenarioLoadResult r = ScenarioLoader::loadFile(QStringLiteral(":/scenarios/kgcwo-demo.json"));
    QVERIFY(r.ok());
    Battle battle(*r.scenario, *r.ruleset, {}, 1);
    const auto &u = battle.state().units.value(QStringLiteral("52nd-lights"));
    QCOMPARE(UnitView::valueText(battle.ruleset(), u, QStringLiteral("formation")), u"Skirmish");
    QCOMPARE(UnitView::valueText(battle.ruleset(), u, QStringLiteral("fired")), u"no");
    QCOMPARE(UnitView::valueText(battle.ruleset(), u, QStringLiteral("casualties")), u"0");
    QCOMPARE(UnitView::valueText(battle.ruleset(), u, QStringLiteral("fire")), u"A");
}

QTEST_GUILESS_MAIN(TestUnitGlance)
#include "tst_unitglance.moc"
