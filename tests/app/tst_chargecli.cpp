// adjutant-cli charge: a charge from the declaration to the melee's last test, as scripts use it.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

#include <cmath>

using adjutant::testing::CliRun;
using adjutant::testing::runCli;

class TestChargeCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString situation(const QByteArray &json)
    {
        static int n = 0;
        const QString path = m_dir.filePath(QStringLiteral("s%1.json").arg(++n));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(json);
        return path;
    }
    QString horseOnFoot()
    {
        return situation(R"({"actor": {"id": "hussars", "type": "cavalry"},
                             "target": {"id": "45e", "type": "infantry", "formation": "line"},
                             "inputs": {"distance": 10}})");
    }

private Q_SLOTS:
    void helpListsTheCommand();
    void declarationGivesEveryResponseWithItsOdds();
    void estimatedOddsAreLabelled();
    void thoroughOddsAreExactWhereTheyReach();
    void refusedChargeSaysWhy();
    void resolvedWithDice_data();
    void resolvedWithDice();
    void withoutDiceTheQueueWaits();
    void umpireSkipsATriggeredTest();
    void simulationAgreesWithTheOdds();
    void badArguments_data();
    void badArguments();
    void brigadeChargeNamesItsSupportedGun_data();
    void brigadeChargeNamesItsSupportedGun();
};

void TestChargeCli::helpListsTheCommand()
{
    const CliRun all = runCli({QStringLiteral("help")});
    QCOMPARE(all.exitCode, 0);
    QVERIFY(all.out.contains(QStringLiteral("charge")));
    const CliRun one = runCli({QStringLiteral("help"), QStringLiteral("charge")});
    QCOMPARE(one.exitCode, 0);
    QVERIFY(one.out.contains(QStringLiteral("--response")));
    QVERIFY(one.out.contains(QStringLiteral("queue")));
}

void TestChargeCli::declarationGivesEveryResponseWithItsOdds()
{
    const CliRun r = runCli({QStringLiteral("charge"), QStringLiteral("--ruleset"), QStringLiteral("kgcwo"),
                             QStringLiteral("--situation"), horseOnFoot(), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    QCOMPARE(o.value(u"allowed").toBool(), true);
    QCOMPARE(o.value(u"inputs").toObject().value(u"chargeMove").toInt(), 12); // from the movement table
    QStringList offered;
    for (const QJsonValue &v : o.value(u"responses").toArray()) {
        const QJsonObject resp = v.toObject();
        if (!resp.value(u"available").toBool()) {
            QVERIFY(!resp.value(u"reason").toString().isEmpty());
            continue;
        }
        offered.append(resp.value(u"id").toString());
        double sum = 0;
        for (const QJsonValue &e : resp.value(u"odds").toArray())
            sum += e.toObject().value(u"probability").toDouble();
        QVERIFY(std::abs(sum - 1) < 1e-9);
        QVERIFY(resp.contains(u"ms"));
        QCOMPARE(resp.value(u"exact").toBool(), true);
        QCOMPARE(resp.value(u"simulatedRuns").toInt(), 0);
    }
    QCOMPARE(offered, (QStringList{"stand", "stand-and-fire", "form-square"}));
    const QJsonArray square = o.value(u"responses").toArray().at(2).toObject().value(u"odds").toArray();
    QCOMPARE(square.first().toObject().value(u"ending").toString(), u"repulsed");
}

// Two Chosen Men sections of fifteen, the target holding its fire: its volley's wound dice end in
// too many ways to work out exactly, so firing is estimated and says so, in JSON and in words; the
// same question, the same estimate. Each run moves thirty figures, so the budget buys some hundred
// runs (each chance within about ten points). Standing, the fifteen bouts a side, fought at once,
// are worked out exactly.
void TestChargeCli::estimatedOddsAreLabelled()
{
    const QString s = situation(R"({"actor": {"id": "a", "type": "squad", "figures": 15},
                                    "target": {"id": "b", "type": "squad", "hold-fire": true,
                                               "figures": 15},
                                    "inputs": {"distance": 10}})");
    const QStringList args{QStringLiteral("charge"), QStringLiteral("--ruleset"),
                           QStringLiteral("chosen-men"), QStringLiteral("--situation"), s};
    const CliRun r = runCli(args + QStringList{QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QJsonObject fire;
    QJsonObject stand;
    for (const QJsonValue &v : r.json().value(u"responses").toArray()) {
        if (v.toObject().value(u"id").toString() == u"fire")
            fire = v.toObject();
        if (v.toObject().value(u"id").toString() == u"stand")
            stand = v.toObject();
    }
    QVERIFY2(fire.value(u"available").toBool(), qPrintable(r.out));
    QCOMPARE(fire.value(u"exact").toBool(true), false);
    const int runs = fire.value(u"simulatedRuns").toInt();
    QVERIFY2(runs >= 100, qPrintable(QString::number(runs)));
    double sum = 0;
    for (const QJsonValue &e : fire.value(u"odds").toArray()) {
        const double p = e.toObject().value(u"probability").toDouble();
        QVERIFY(e.toObject().value(u"low").toDouble() <= p && p <= e.toObject().value(u"high").toDouble());
        QVERIFY(e.toObject().value(u"low").toDouble() < e.toObject().value(u"high").toDouble());
        sum += p;
    }
    QVERIFY(std::abs(sum - 1) < 1e-9);
    QVERIFY2(stand.value(u"available").toBool(), qPrintable(r.out));
    QCOMPARE(stand.value(u"exact").toBool(false), true);
    double standing = 0;
    for (const QJsonValue &e : stand.value(u"odds").toArray())
        standing += e.toObject().value(u"probability").toDouble();
    QVERIFY(std::abs(standing - 1) < 1e-9);
    // The same question again: the same answer.
    const CliRun again = runCli(args + QStringList{QStringLiteral("--json")});
    QJsonArray firstOdds = fire.value(u"odds").toArray();
    for (const QJsonValue &v : again.json().value(u"responses").toArray())
        if (v.toObject().value(u"id").toString() == u"fire")
            QCOMPARE(v.toObject().value(u"odds").toArray(), firstOdds);
    const CliRun words = runCli(args);
    QCOMPARE(words.exitCode, 0);
    QVERIFY2(words.out.contains(QStringLiteral("estimated from %1 simulated runs").arg(runs))
                 && words.out.contains(QStringLiteral("about")),
             qPrintable(words.out));
}

// --thorough takes the charge sheet's second pass: four men holding their fire as a full squad
// comes in are past the standard budget (estimated) and within the thorough one (exact).
void TestChargeCli::thoroughOddsAreExactWhereTheyReach()
{
    const QString s = situation(R"({"actor": {"id": "a", "type": "squad"},
                                    "target": {"id": "b", "type": "squad", "hold-fire": true,
                                               "figures": 4},
                                    "inputs": {"distance": 10}})");
    const QStringList args{QStringLiteral("charge"),
                           QStringLiteral("--ruleset"),
                           QStringLiteral("chosen-men"),
                           QStringLiteral("--situation"),
                           s,
                           QStringLiteral("--json")};
    const auto fireOf = [](const CliRun &r) {
        for (const QJsonValue &v : r.json().value(u"responses").toArray())
            if (v.toObject().value(u"id").toString() == u"fire")
                return v.toObject();
        return QJsonObject();
    };
    const CliRun standard = runCli(args);
    QCOMPARE(standard.exitCode, 0);
    QCOMPARE(fireOf(standard).value(u"exact").toBool(true), false);
    const CliRun thorough = runCli(args + QStringList{QStringLiteral("--thorough")});
    QCOMPARE(thorough.exitCode, 0);
    const QJsonObject fire = fireOf(thorough);
    QVERIFY2(fire.value(u"exact").toBool(false), qPrintable(thorough.out));
    QCOMPARE(fire.value(u"simulatedRuns").toInt(-1), 0);
    double sum = 0;
    for (const QJsonValue &e : fire.value(u"odds").toArray()) {
        const QJsonObject o = e.toObject();
        QCOMPARE(o.value(u"low").toDouble(), o.value(u"probability").toDouble());
        sum += o.value(u"probability").toDouble();
    }
    QVERIFY(std::abs(sum - 1) < 1e-9);
}

void TestChargeCli::refusedChargeSaysWhy()
{
    const QString s = situation(R"({"actor": {"type": "infantry", "formation": "line"},
                                    "target": {"type": "infantry", "formation": "line"},
                                    "inputs": {"distance": 3}})");
    const CliRun r = runCli({QStringLiteral("charge"), QStringLiteral("--ruleset"), QStringLiteral("kgcwo"),
                             QStringLiteral("--situation"), s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("refused")), qPrintable(r.out));
}

void TestChargeCli::resolvedWithDice_data()
{
    QTest::addColumn<QString>("response");
    QTest::addColumn<QString>("dice");
    QTest::addColumn<QString>("ending");
    QTest::addColumn<QString>("winner");
    QTest::newRow("square-repulses") << "form-square"
                                     << "7 6 4"
                                     << "repulsed"
                                     << "";
    // Square fails, horse wins: the foot is removed; the horse's check to hold back (6).
    QTest::newRow("square-fails") << "form-square"
                                  << "7 3 9 9 9 1 1 1 1 1 1 6"
                                  << "charger-won"
                                  << "hussars";
    // Typed faces are read as a player means them: 0 on a d10 is the ten. The horse hits three
    // times, the foot fails every save and is removed; its own 0 still hits; the horse saves 1
    // (a casualty), holds its wounds check (8) and its check to hold back (6).
    QTest::newRow("stand-zero-is-ten") << "stand"
                                       << "7 0 0 0 1 1 1 0 1 1 1 8 6"
                                       << "charger-won"
                                       << "hussars";
}

void TestChargeCli::resolvedWithDice()
{
    QFETCH(QString, response);
    QFETCH(QString, dice);
    QFETCH(QString, ending);
    QFETCH(QString, winner);
    const CliRun r = runCli({QStringLiteral("charge"), QStringLiteral("--ruleset"), QStringLiteral("kgcwo"),
                             QStringLiteral("--situation"), horseOnFoot(), QStringLiteral("--response"),
                             response, QStringLiteral("--dice"), dice, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject run = r.json().value(u"run").toObject();
    QCOMPARE(run.value(u"ending").toString(), ending);
    QCOMPARE(run.value(u"complete").toBool(), true);
    QCOMPARE(run.value(u"winner").toString(), winner);
    QCOMPARE(run.value(u"facesUsed").toInt(), int(dice.split(u' ').size()));
    QVERIFY(!run.value(u"steps").toArray().isEmpty());
}

void TestChargeCli::withoutDiceTheQueueWaits()
{
    const CliRun r = runCli({QStringLiteral("charge"), QStringLiteral("--ruleset"), QStringLiteral("kgcwo"),
                             QStringLiteral("--situation"), horseOnFoot(), QStringLiteral("--response"),
                             QStringLiteral("stand"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject run = r.json().value(u"run").toObject();
    QCOMPARE(run.value(u"complete").toBool(), false);
    QCOMPARE(run.value(u"pendingStep").toString(), u"procedures[0].before[2]");
    const QJsonArray queue = run.value(u"queue").toArray();
    QCOMPARE(queue.first().toObject().value(u"test").toString(), u"receive-charge");
}

void TestChargeCli::umpireSkipsATriggeredTest()
{
    const CliRun r = runCli({QStringLiteral("charge"), QStringLiteral("--ruleset"), QStringLiteral("kgcwo"),
                             QStringLiteral("--situation"), horseOnFoot(), QStringLiteral("--response"),
                             QStringLiteral("stand"), QStringLiteral("--skip"),
                             QStringLiteral("procedures[0].before[2]"), QStringLiteral("--dice"),
                             QStringLiteral("1 1 1 1 1 1"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject run = r.json().value(u"run").toObject();
    QCOMPARE(run.value(u"ending").toString(), u"drawn");
    bool skipped = false;
    for (const QJsonValue &v : run.value(u"steps").toArray())
        skipped = skipped || v.toObject().value(u"skipped").toBool();
    QVERIFY(skipped);
}

void TestChargeCli::simulationAgreesWithTheOdds()
{
    const CliRun r
        = runCli({QStringLiteral("charge"), QStringLiteral("--ruleset"), QStringLiteral("kgcwo"),
                  QStringLiteral("--situation"), horseOnFoot(), QStringLiteral("--response"),
                  QStringLiteral("stand-and-fire"), QStringLiteral("--simulate"), QStringLiteral("4000"),
                  QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray endings = r.json().value(u"simulation").toObject().value(u"endings").toArray();
    QVERIFY(endings.size() >= 3);
    for (const QJsonValue &v : endings) {
        const QJsonObject e = v.toObject();
        QVERIFY2(e.value(u"exact").toDouble() > 0, qPrintable(e.value(u"ending").toString()));
        QVERIFY2(std::abs(e.value(u"standardErrors").toDouble()) < 5,
                 qPrintable(e.value(u"ending").toString()));
    }
}

void TestChargeCli::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no-situation") << QStringList{"charge", "--ruleset", "kgcwo"};
    QTest::newRow("no-procedure") << QStringList{"charge", "--ruleset",   "kgcwo", "--situation",
                                                 "SIT",    "--procedure", "ambush"};
    QTest::newRow("unknown-response")
        << QStringList{"charge", "--ruleset", "kgcwo", "--situation", "SIT", "--response", "run-away"};
    QTest::newRow("simulate-without-seed") << QStringList{
        "charge", "--ruleset", "kgcwo", "--situation", "SIT", "--response", "stand", "--simulate", "10"};
}

void TestChargeCli::badArguments()
{
    QFETCH(QStringList, args);
    const QString s = horseOnFoot();
    for (QString &a : args)
        if (a == u"SIT")
            a = s;
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count(u'\n'), 1);
}

// The brigade rules' charge on foot with a gun beside it: the situation names the gun by its role,
// the gun takes two of the three hits as said, and a role no procedure has is refused.
void TestChargeCli::brigadeChargeNamesItsSupportedGun_data()
{
    QTest::addColumn<QByteArray>("gun");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says"); // on stderr when refused
    QTest::newRow("the supported gun") << QByteArray(
        R"("gun": {"id": "gun-1", "type": "gun-light", "formation": "unlimbered", "supported": true})")
                                       << 0 << QString();
    QTest::newRow("a gun not supported")
        << QByteArray(R"("gun": {"id": "gun-1", "type": "gun-light", "formation": "unlimbered"})") << 2
        << u"cannot be Supported gun"_qs;
    QTest::newRow("a role no procedure has") << QByteArray(R"("guns": {"id": "gun-1", "type": "gun-light"})")
                                             << 2 << u"roles.guns: no procedure of brigade has that role"_qs;
}

void TestChargeCli::brigadeChargeNamesItsSupportedGun()
{
    QFETCH(QByteArray, gun);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    const QString s = situation(R"({"actor": {"id": "55e", "type": "line-infantry", "formation": "column"},
                                    "target": {"id": "30th", "type": "line-infantry"},
                                    "roles": {)"
                                + gun + R"(},
                                    "inputs": {"distance": 6, "chargerElements": 3, "targetElements": 4,
                                               "gunHits": 2}})");
    // Both morale tests 6, both go in, three hits to none, the 30th falls back on 1 + 3.
    const CliRun r
        = runCli({u"charge"_qs, u"--ruleset"_qs, u"brigade"_qs, u"--situation"_qs, s, u"--response"_qs,
                  u"hold"_qs, u"--dice"_qs, u"3 3 3 3 6 6 9 9 9 1 1 1 1 1"_qs, u"--json"_qs});
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode != 0) {
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        return;
    }
    const QJsonObject run = r.json().value(u"run").toObject();
    QCOMPARE(run.value(u"ending").toString(), u"charger-won"_qs);
    const QJsonObject units = run.value(u"units").toObject();
    QCOMPARE(units.value(u"gun-1").toObject().value(u"crew").toInt(), 2);
    QCOMPARE(units.value(u"30th").toObject().value(u"figures-killed").toInt(), 1);
}

QTEST_GUILESS_MAIN(TestChargeCli)
#include "tst_chargecli.moc"
