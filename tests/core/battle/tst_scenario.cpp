// Orders of battle: the demo battle of every system loads, and mistakes in a scenario are
// reported like a ruleset's, as file:line: path: message, against the ruleset it names.
#include "battle/scenario.h"
#include "rules/rulesetlibrary.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace adjutant::battle;

class TestScenario : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoBattlesLoad_data();
    void demoBattlesLoad();
    void everyRulesetHasADemo();
    void mistakesAreReportedWithTheirLine_data();
    void mistakesAreReportedWithTheirLine();
    void sidePatterns_data();
    void sidePatterns();
};

void TestScenario::demoBattlesLoad_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("ruleset");
    QTest::newRow("kgcwo") << ":/scenarios/kgcwo-demo.json"
                           << "kgcwo";
    QTest::newRow("nap-igougo") << ":/scenarios/nap-igougo-demo.json"
                                << "nap-igougo";
    QTest::newRow("chosen-men") << ":/scenarios/chosen-men-demo.json"
                                << "chosen-men";
    QTest::newRow("brigade") << ":/scenarios/brigade-demo.json"
                             << "brigade";
}

void TestScenario::demoBattlesLoad()
{
    QFETCH(QString, file);
    QFETCH(QString, ruleset);
    const ScenarioLoadResult r = ScenarioLoader::loadFile(file);
    for (const auto &e : r.errors)
        qWarning().noquote() << e.toString();
    QVERIFY(r.ok());
    QCOMPARE(r.ruleset->id, ruleset);
    QCOMPARE(r.scenario->sides.size(), 2);
    int units = 0;
    for (const ScenarioUnit &u : r.scenario->units) {
        if (u.isCommander)
            continue;
        ++units;
        QVERIFY2(r.scenario->unit(u.commander) && r.scenario->unit(u.commander)->isCommander,
                 qPrintable(u.id));
    }
    QVERIFY2(units >= 6 && units <= 12, "a small battle: 6 to 12 units");
    for (const ScenarioSide &s : r.scenario->sides) {
        const bool hasCommander
            = std::any_of(r.scenario->units.begin(), r.scenario->units.end(), [&](const ScenarioUnit &u) {
                  return u.side == s.id && u.isCommander && u.commander.isEmpty();
              });
        QVERIFY2(hasCommander, qPrintable(s.id));
    }
}

void TestScenario::everyRulesetHasADemo()
{
    const QStringList demos = QDir(u":/scenarios"_qs).entryList({u"*.json"_qs});
    for (const auto &entry : adjutant::rules::RulesetLibrary::list()) {
        if (!entry.builtIn)
            continue;
        QVERIFY2(demos.contains(entry.id + u"-demo.json"), qPrintable(entry.id));
    }
}

void TestScenario::mistakesAreReportedWithTheirLine_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown-type") << QByteArray("\"type\": \"cavalry\"")
                                  << QByteArray("\"type\": \"lancers\"")
                                  << "sides[0].commanders[0].commanders[0].units[4].type"
                                  << "not a unit type of kgcwo";
    QTest::newRow("bad-rating") << QByteArray("\"fire\": \"B\"") << QByteArray("\"fire\": \"F\"")
                                << "sides[0].commanders[0].commanders[0].units[0].fields.fire"
                                << "Fire rating takes one of A, B, C, D, E";
    QTest::newRow("unknown-field") << QByteArray("\"melee\": \"B\"") << QByteArray("\"bravery\": \"B\"")
                                   << "sides[0].commanders[0].commanders[0].units[1].fields.bravery"
                                   << "kgcwo has no field \"bravery\"";
    QTest::newRow("too-many-casualties")
        << QByteArray("\"formation\": \"unlimbered\"") << QByteArray("\"casualties\": 5")
        << "sides[0].commanders[0].commanders[0].units[3].fields.casualties"
        << "from 0 to 2";
    QTest::newRow("duplicate-id") << QByteArray("\"id\": \"88th\"") << QByteArray("\"id\": \"52nd\"")
                                  << "sides[0].commanders[0].commanders[0].units[1].id"
                                  << "duplicate id \"52nd\"";
    QTest::newRow("unknown-key") << QByteArray("\"level\": \"army\"") << QByteArray("\"rank\": \"army\"")
                                 << "sides[0].commanders[0].rank"
                                 << "unknown key";
    QTest::newRow("unknown-pattern")
        << QByteArray("\"colour\": \"#b3261e\"")
        << QByteArray("\"colour\": \"#b3261e\", \"pattern\": \"tartan\"") << "sides[0].pattern"
        << "a side's pattern is one of solid, stripes, dots, checks, not \"tartan\"";
    QTest::newRow("pattern-not-text")
        << QByteArray("\"colour\": \"#1f4e9c\"") << QByteArray("\"colour\": \"#1f4e9c\", \"pattern\": 2")
        << "sides[1].pattern"
        << "expected text";
    QTest::newRow("pattern-empty") << QByteArray("\"colour\": \"#1f4e9c\"")
                                   << QByteArray("\"colour\": \"#1f4e9c\", \"pattern\": \"\"")
                                   << "sides[1].pattern"
                                   << "one of solid, stripes, dots, checks, not \"\"";
    QTest::newRow("wrong-ruleset") << QByteArray("\"ruleset\": \"kgcwo\"")
                                   << QByteArray("\"ruleset\": \"nosuch\"") << "ruleset"
                                   << "cannot be loaded";
}

void TestScenario::mistakesAreReportedWithTheirLine()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, path);
    QFETCH(QString, message);
    QFile f(u":/scenarios/kgcwo-demo.json"_qs);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    const qsizetype at = text.indexOf(from);
    QVERIFY2(at >= 0, from.constData());
    const int line
        = int(text.left(at + from.indexOf(':')).count('\n')) + 1 + int(to.left(to.indexOf(':')).count('\n'));
    text.replace(at, from.size(), to);
    const ScenarioLoadResult r = ScenarioLoader::loadData(text, u"battle.json"_qs);
    QVERIFY(!r.ok());
    QStringList seen;
    bool found = false;
    for (const auto &e : r.errors) {
        seen.append(e.toString());
        found = found || (e.path == path && e.message.contains(message) && e.line == line);
    }
    QVERIFY2(found,
             qPrintable(QStringLiteral("expected line %1 %2: %3\ngot:\n").arg(line).arg(path, message)
                        + seen.join(u'\n')));
}

void TestScenario::sidePatterns_data()
{
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("second");
    QTest::addColumn<QString>("firstPattern");
    QTest::addColumn<QString>("secondPattern");
    // Named in neither: by their places, the first solid and the second striped, as before.
    QTest::newRow("by-place") << QByteArray() << QByteArray() << "solid"
                              << "stripes";
    QTest::newRow("dots-and-checks") << QByteArray("dots") << QByteArray("checks") << "dots"
                                     << "checks";
    QTest::newRow("one-named") << QByteArray() << QByteArray("solid") << "solid"
                               << "solid";
    QTest::newRow("stripes-first") << QByteArray("stripes") << QByteArray() << "stripes"
                                   << "stripes";
}

void TestScenario::sidePatterns()
{
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, second);
    QFETCH(QString, firstPattern);
    QFETCH(QString, secondPattern);
    QFile f(u":/scenarios/kgcwo-demo.json"_qs);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    const auto name = [&](const QByteArray &colour, const QByteArray &pattern) {
        if (!pattern.isEmpty())
            text.replace(colour, QByteArray(colour + ", \"pattern\": \"" + pattern + '"'));
    };
    name("\"colour\": \"#b3261e\"", first);
    name("\"colour\": \"#1f4e9c\"", second);
    const ScenarioLoadResult r = ScenarioLoader::loadData(text, u"battle.json"_qs);
    for (const auto &e : r.errors)
        qWarning().noquote() << e.toString();
    QVERIFY(r.ok());
    QCOMPARE(r.scenario->sides.at(0).pattern, firstPattern);
    QCOMPARE(r.scenario->sides.at(1).pattern, secondPattern);
    QCOMPARE(r.scenario->sidePattern(r.scenario->sides.at(1).id), secondPattern);
    QCOMPARE(defaultSidePattern(2), QStringLiteral("dots"));
    QCOMPARE(defaultSidePattern(5), QStringLiteral("stripes"));
}

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
