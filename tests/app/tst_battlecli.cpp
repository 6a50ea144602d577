// Battles through adjutant-cli as a script drives them, and a crash harness: the CLI is killed
// with SIGKILL at random moments of play; every restart must open and keep every action that
// was acknowledged (the command returned 0) before the kill.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

struct Run {
    int exitCode = -1;
    bool crashed = false;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

static Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(ADJUTANT_CLI_PATH), args);
    p.waitForFinished(60000);
    return {p.exitCode(), p.exitStatus() == QProcess::CrashExit, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

class TestBattleCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void newPlayShowReplay();
    void aChargeIsPlayedAsOneEntry();
    void badActionsAreRefused_data();
    void badActionsAreRefused();
    void killedAtRandomMomentsLosesNothingAcknowledged();
    void twoWritersLoseNothingAcknowledged();
    void newNeverWritesOverABattle();
    void aTornTailIsCutBackBeforeTheNextPlay();
    void aDamagedBattleIsRefusedAndRecovered();
};

void TestBattleCli::newPlayShowReplay()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "5"}).exitCode, 0);
    QVERIFY(QFile::exists(file + ".journal"));
    Run r = cli(
        {"play", file,
         R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[7,2,5,8,2,4]})",
         "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()[u"seq"].toInt(), 1);
    QCOMPARE(r.json()[u"state"][u"units"][u"45e-1"][u"casualties"].toInt(), 1);
    QCOMPARE(cli({"play", file, R"({"kind":"undo"})"}).exitCode, 0);
    QCOMPARE(cli({"play", file, R"({"kind":"redo"})"}).exitCode, 0);
    QCOMPARE(cli({"play", file, R"({"kind":"draw"})"}).exitCode, 0);
    r = cli({"show", file, "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()[u"journal"].toArray().size(), 2);
    QCOMPARE(r.json()[u"units"][u"45e-1"][u"morale-state"].toString(), "shaken");
    const Run text = cli({"show", file, "--journal"});
    QVERIFY(text.out.contains("1/45e Ligne"));
    QVERIFY(text.out.contains("Journal:"));
    r = cli({"replay", file, "--verify", "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.json()[u"ok"].toBool());
    QCOMPARE(r.json()[u"checked"].toInt(), 2);
}

// A whole charge played from the command line: one journal entry, undone as one, replayed.
void TestBattleCli::aChargeIsPlayedAsOneEntry()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "5"}).exitCode, 0);
    // The foot holds (9), the horse hits three times, every save fails: the foot is removed; its
    // own dice miss; the horse passes its check to hold back.
    Run r = cli(
        {"play", file,
         R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"14th-ld","target":"45e-1",)"
         R"("inputs":{"distance":10},"faces":[9,9,9,9,1,1,1,1,1,1,9]})",
         "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.json()[u"seq"].toInt(), 1);
    QCOMPARE(r.json()[u"state"][u"units"][u"45e-1"][u"removed"].toBool(), true);
    // Too few faces: refused, nothing journaled.
    const Run short_ = cli({"play", file,
                            R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"52nd",)"
                            R"("target":"45e-2","inputs":{"distance":3},"faces":[9]})"});
    QCOMPARE(short_.exitCode, 2);
    r = cli({"show", file, "--json"});
    QCOMPARE(r.json()[u"journal"].toArray().size(), 1);
    QCOMPARE(cli({"play", file, R"({"kind":"undo"})"}).exitCode, 0);
    r = cli({"show", file, "--json"});
    QCOMPARE(r.json()[u"units"][u"45e-1"][u"removed"].toBool(), false);
    QCOMPARE(cli({"play", file, R"({"kind":"redo"})"}).exitCode, 0);
    r = cli({"replay", file, "--verify", "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.json()[u"ok"].toBool());
}

void TestBattleCli::badActionsAreRefused_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("message");
    QTest::newRow("not-json") << "draw"
                              << "not a JSON object";
    QTest::newRow("an-array") << "[]"
                              << "the action is not a JSON object: it must look like {\"kind\":\"draw\"}";
    QTest::newRow("unknown-kind") << R"({"kind":"charge!"})"
                                  << "unknown action";
    QTest::newRow("impossible-face")
        << R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[11,2,3]})"
        << "no face 11";
    QTest::newRow("too-few-faces")
        << R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[9,9,9]})"
        << "more dice are needed";
    QTest::newRow("bad-correction") << R"({"kind":"set","unit":"52nd","field":"fire","value":"Z"})"
                                    << "does not fit";
    QTest::newRow("nothing-to-redo") << R"({"kind":"redo"})"
                                     << "nothing to redo";
}

void TestBattleCli::badActionsAreRefused()
{
    QFETCH(QString, action);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file}).exitCode, 0);
    const Run r = cli({"play", file, action});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(cli({"show", file, "--json"}).json()[u"journal"].toArray().size(), 0); // nothing journaled
}

void TestBattleCli::killedAtRandomMomentsLosesNothingAcknowledged()
{
    const int kills = qEnvironmentVariableIntValue("ADJUTANT_CRASH_KILLS") > 0
        ? qEnvironmentVariableIntValue("ADJUTANT_CRASH_KILLS")
        : 100;
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "11"}).exitCode, 0);
    QRandomGenerator rng(20261122);
    const QStringList actions{
        R"({"kind":"draw"})",
        R"({"kind":"resolve","test":"fire","actor":"88th","distance":3,"target":"45e-2"})",
        R"({"kind":"set","unit":"52nd","field":"hold","value":true})", R"({"kind":"undo"})"};
    int acknowledged = 0; // live entries the last successful command reported
    int killed = 0;
    for (int i = 0; i < kills; ++i) {
        QProcess p;
        p.start(QStringLiteral(ADJUTANT_CLI_PATH),
                {"play", file, actions.at(rng.bounded(actions.size())), "--json"});
        QVERIFY(p.waitForStarted());
        // Somewhere between start-up and well after the write.
        QThread::usleep(rng.bounded(40000));
        if (p.state() == QProcess::Running)
            p.kill(); // SIGKILL
        p.waitForFinished();
        if (p.exitStatus() == QProcess::CrashExit)
            ++killed;
        if (p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0) {
            const QJsonObject entry = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
            acknowledged = entry[u"seq"].toInt() > acknowledged ? entry[u"seq"].toInt() : acknowledged;
        }
        // Every restart opens, and holds at least what was acknowledged.
        const Run shown = cli({"show", file, "--json"});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        const QJsonArray journal = shown.json()[u"journal"].toArray();
        const int lastSeq = journal.isEmpty() ? 0 : journal.last()[u"seq"].toInt();
        QVERIFY2(lastSeq >= acknowledged,
                 qPrintable(QStringLiteral("kill %1: journal ends at %2, %3 acknowledged")
                                .arg(i)
                                .arg(lastSeq)
                                .arg(acknowledged)));
    }
    qInfo("%d of %d runs killed mid-flight; %d entries acknowledged", killed, kills, acknowledged);
    QVERIFY(killed > 0);
    QCOMPARE(cli({"replay", file, "--verify"}).exitCode, 0);
}

// Two scripts playing one battle at once: each play is either done and on disk, or refused;
// never acknowledged and then lost.
void TestBattleCli::twoWritersLoseNothingAcknowledged()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.adjutant");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "3"}).exitCode, 0);
    const int rounds = 100;
    int acknowledged = 0, refused = 0;
    for (int i = 0; i < rounds; ++i) {
        QProcess a, b;
        const QString action = QStringLiteral(R"({"kind":"set","unit":"88th","field":"hold","value":%1})")
                                   .arg(i % 2 ? u"true"_qs : u"false"_qs);
        a.start(QStringLiteral(ADJUTANT_CLI_PATH), {"play", file, action});
        b.start(QStringLiteral(ADJUTANT_CLI_PATH), {"play", file, action});
        QVERIFY(a.waitForFinished(30000) && b.waitForFinished(30000));
        for (QProcess *p : {&a, &b}) {
            if (p->exitCode() == 0)
                ++acknowledged;
            else
                ++refused;
        }
    }
    const Run shown = cli({"show", file, "--json"});
    QCOMPARE(shown.exitCode, 0);
    QVERIFY2(shown.err.isEmpty(), qPrintable(shown.err));
    qInfo("%d plays acknowledged, %d refused", acknowledged, refused);
    QCOMPARE(shown.json()[u"journal"].toArray().size(), acknowledged);
    QCOMPARE(cli({"replay", file, "--verify"}).exitCode, 0);
}

void TestBattleCli::newNeverWritesOverABattle()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.adjutant");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file}).exitCode, 0);
    QCOMPARE(cli({"play", file, R"({"kind":"draw"})"}).exitCode, 0);
    const Run again = cli({"new", "kgcwo", "kgcwo-demo", "-o", file});
    QCOMPARE(again.exitCode, 2);
    QVERIFY2(again.err.contains("already exists"), qPrintable(again.err));
    QCOMPARE(cli({"show", file, "--json"}).json()[u"journal"].toArray().size(), 1);
}

void TestBattleCli::aTornTailIsCutBackBeforeTheNextPlay()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.adjutant");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "4"}).exitCode, 0);
    QCOMPARE(cli({"play", file, R"({"kind":"draw"})"}).exitCode, 0);
    QFile log(file + ".journal");
    QVERIFY(log.open(QIODevice::Append));
    log.write("3 abcdef0123456789 {\"entry\":{\"act"); // what a crash mid-append leaves
    log.close();
    const Run shown = cli({"show", file});
    QCOMPARE(shown.exitCode, 0);
    QVERIFY2(shown.err.contains("was cut off while it was being written"), qPrintable(shown.err));
    const Run played = cli({"play", file, R"({"kind":"draw"})"});
    QCOMPARE(played.exitCode, 0);
    QVERIFY2(played.err.contains(".torn"), qPrintable(played.err));
    QCOMPARE(cli({"play", file, R"({"kind":"draw"})"}).exitCode, 0);
    const Run after = cli({"show", file, "--json"});
    QVERIFY2(after.err.isEmpty(), qPrintable(after.err));
    QCOMPARE(after.json()[u"journal"].toArray().size(), 3);
}

void TestBattleCli::aDamagedBattleIsRefusedAndRecovered()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.adjutant");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "4"}).exitCode, 0);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(cli({"play", file, R"({"kind":"draw"})"}).exitCode, 0);
    QFile log(file + ".journal");
    QVERIFY(log.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = log.readAll().split('\n');
    log.close();
    lines.removeAt(2); // the second draw's record
    QVERIFY(log.open(QIODevice::WriteOnly | QIODevice::Truncate));
    log.write(lines.join('\n'));
    log.close();
    const Run refused = cli({"play", file, R"({"kind":"draw"})"});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("record 3 is missing") && refused.err.contains("adjutant-cli recover"),
             qPrintable(refused.err));
    const Run recovered = cli({"recover", file, "--json"});
    QCOMPARE(recovered.exitCode, 0);
    const QString copy = recovered.json()[u"file"].toString();
    QCOMPARE(copy, dir.filePath("battle-recovered.adjutant"));
    QCOMPARE(recovered.json()[u"entries"].toInt(), 1);
    QCOMPARE(cli({"play", copy, R"({"kind":"draw"})"}).exitCode, 0);
    QCOMPARE(cli({"show", copy, "--json"}).json()[u"journal"].toArray().size(), 2);
}

QTEST_GUILESS_MAIN(TestBattleCli)
#include "tst_battlecli.moc"
