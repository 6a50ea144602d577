// The order of battle at a glance: losses as pips, the morale state by word and tone, formation and
// markers, as each system's display section says, for a unit of every demo battle.
#include "battle/battle.h"
#include "battle/unitglance.h"

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
