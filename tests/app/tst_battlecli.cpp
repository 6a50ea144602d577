// Battles through adjutant-cli as a script drives them, and a crash harness: the CLI is killed
// with SIGKILL at random moments of play; every restart must open and keep every action that
// was acknowledged (the command returned 0) before the kill.
#include "battle/action.h"
#include "battle/livebattle.h"
#include "battle/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
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

// The unit's card (KGCWO, Chosen Men) put on top of the pile and drawn, so that it may act: two
// journal entries, a reorder and a draw. An empty unit: the first card of that kind.
static bool activate(const QString &file, const QString &card, const QString &unit)
{
    const QJsonObject state = cli({"show", file, "--json"}).json();
    for (const QJsonValue drawn : state[u"drawn"].toArray())
        if (drawn[u"card"].toString() == card && drawn[u"unit"].toString() == unit)
            return true; // drawn already this turn (Chosen Men draws two at a time)
    QJsonArray pile = state[u"drawPile"].toArray();
    for (qsizetype i = 0; i < pile.size(); ++i) {
        const QJsonObject c = pile.at(i).toObject();
        if (c[u"card"].toString() != card || c[u"unit"].toString() != unit)
            continue;
        pile.removeAt(i);
        pile.prepend(c);
        const QJsonObject reorder{{"kind", "reorder"}, {"cards", pile}};
        return cli({"play", file, QString::fromUtf8(QJsonDocument(reorder).toJson(QJsonDocument::Compact))})
                   .exitCode
            == 0
            && cli({"play", file, R"({"kind":"draw"})"}).exitCode == 0;
    }
    return false;
}

class TestBattleCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void newPlayShowReplay();
    void aChargeIsPlayedAsOneEntry();
    void eachDemoPlaysATurnWithMovesAndACharge_data();
    void eachDemoPlaysATurnWithMovesAndACharge();
    void aFateDieFaceItHasNotIsRefused();
    void resolveAndChargeSayWhatTheyCouldNotCheck_data();
    void resolveAndChargeSayWhatTheyCouldNotCheck();
    void showListsTheOrderOfBattleAsItStands_data();
    void showListsTheOrderOfBattleAsItStands();
    void badActionsAreRefused_data();
    void badActionsAreRefused();
    void killedAtRandomMomentsLosesNothingAcknowledged();
    void twoWritersLoseNothingAcknowledged();
    void newNeverWritesOverABattle();
    void aTornTailIsCutBackBeforeTheNextPlay();
    void aLongLogIsFoldedByTheNextPlay();
    void aDamagedBattleIsRefusedAndRecovered();
    void theRulesStayPinnedWhateverTheFilesAround();
    void aBattleOfRulesNobodyHasIsRefusedNotPlayedOn();
};

void TestBattleCli::newPlayShowReplay()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "5"}).exitCode, 0);
    QVERIFY(QFile::exists(file + ".journal"));
    QVERIFY(activate(file, "unit", "52nd")); // entries 1 and 2
    Run r = cli(
        {"play", file,
         R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","distance":3,"faces":[7,2,5,8,2,4]})",
         "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.json()[u"seq"].toInt(), 3);
    QCOMPARE(r.json()[u"state"][u"units"][u"45e-1"][u"casualties"].toInt(), 1);
    QCOMPARE(cli({"play", file, R"({"kind":"undo"})"}).exitCode, 0);
    QCOMPARE(cli({"play", file, R"({"kind":"redo"})"}).exitCode, 0);
    QCOMPARE(cli({"play", file, R"({"kind":"draw"})"}).exitCode, 0);
    r = cli({"show", file, "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()[u"journal"].toArray().size(), 4);
    QCOMPARE(r.json()[u"units"][u"45e-1"][u"morale-state"].toString(), "shaken");
    const Run text = cli({"show", file, "--journal"});
    QVERIFY(text.out.contains("1/45e Ligne"));
    QVERIFY(text.out.contains("Journal:"));
    r = cli({"replay", file, "--verify", "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.json()[u"ok"].toBool());
    QCOMPARE(r.json()[u"checked"].toInt(), 4);
}

// A whole charge played from the command line: one journal entry, undone as one, replayed.
void TestBattleCli::aChargeIsPlayedAsOneEntry()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "5"}).exitCode, 0);
    QVERIFY(activate(file, "unit", "14th-ld")); // entries 1 and 2
    // The foot holds (9), the horse hits three times, every save fails: the foot is removed; its
    // own dice miss; the horse passes its check to hold back.
    Run r = cli(
        {"play", file,
         R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"14th-ld","target":"45e-1",)"
         R"("inputs":{"distance":10},"faces":[9,9,9,9,1,1,1,1,1,1,9]})",
         "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.json()[u"seq"].toInt(), 3);
    QCOMPARE(r.json()[u"state"][u"units"][u"45e-1"][u"removed"].toBool(), true);
    // Too few faces: refused, nothing journaled.
    const Run short_ = cli({"play", file,
                            R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"52nd",)"
                            R"("target":"45e-2","inputs":{"distance":3},"faces":[9]})"});
    QCOMPARE(short_.exitCode, 2);
    r = cli({"show", file, "--json"});
    QCOMPARE(r.json()[u"journal"].toArray().size(), 3);
    QCOMPARE(cli({"play", file, R"({"kind":"undo"})"}).exitCode, 0);
    r = cli({"show", file, "--json"});
    QCOMPARE(r.json()[u"units"][u"45e-1"][u"removed"].toBool(), false);
    QCOMPARE(cli({"play", file, R"({"kind":"redo"})"}).exitCode, 0);
    r = cli({"replay", file, "--verify", "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.json()[u"ok"].toBool());
}

// Each demo battle played for a turn from adjutant-cli play alone: moves (a change of formation, a
// kind of ground), a shot at a distance measured (its range band the app's) and a charge, each unit acting
// when the rules let it, then the turn's end; the journal replays to the same state. A step is an action's
// JSON, "activate CARD UNIT" (its card put on top and drawn) or "next-to STEP" (Next until that step of the
// turn).
void TestBattleCli::eachDemoPlaysATurnWithMovesAndACharge_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QStringList>("steps");
    QTest::newRow("kgcwo")
        << "kgcwo"
        << QStringList{"activate unit 52nd",
                       R"({"kind":"move","unit":"52nd","inches":4})",
                       "activate unit 45e-1",
                       R"({"kind":"move","unit":"45e-1","inches":2,"to":"line"})",
                       "activate unit ross",
                       R"({"kind":"resolve","test":"fire","actor":"ross","target":"45e-1","distance":6})",
                       "activate unit 14th-ld",
                       R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"14th-ld",)"
                       R"("target":"45e-2","inputs":{"distance":10}})",
                       R"({"kind":"end-turn"})"};
    QTest::newRow("chosen-men") << "chosen-men"
                                << QStringList{
                                       "activate unit redcoats",
                                       R"({"kind":"resolve","test":"move","actor":"redcoats"})",
                                       R"({"kind":"move","unit":"redcoats","inches":4})",
                                       "activate unit riflemen-1",
                                       R"({"kind":"resolve","test":"fire","actor":"riflemen-1",)"
                                       R"("target":"voltigeurs-1","distance":10,"inputs":{"firers":8}})",
                                       "activate unit dragoons",
                                       R"({"kind":"resolve","procedure":"charge","response":"stand",)"
                                       R"("actor":"dragoons","target":"riflemen-1","inputs":{"distance":8}})",
                                       R"({"kind":"end-turn"})"};
    QTest::newRow("nap-igougo") << "nap-igougo"
                                << QStringList{
                                       R"({"kind":"resolve","test":"initiative","actor":"kessler",)"
                                       R"("target":"lacoste","faces":[10,1]})", // the Austrians go first
                                       "next-to Movement",
                                       R"({"kind":"move","unit":"ir-12","inches":3})",
                                       R"({"kind":"move","unit":"ir-12b","inches":0,"to":"attack-column"})",
                                       R"({"kind":"move","unit":"chevaulegers","inches":6})",
                                       "next-to Stationary fire",
                                       R"({"kind":"resolve","test":"artillery-fire","actor":"fb-6",)"
                                       R"("target":"24e-b","distance":12,"inputs":{"guns":4}})",
                                       "next-to Charge test",
                                       R"({"kind":"resolve","procedure":"charge","response":"stand",)"
                                       R"("actor":"chevaulegers","target":"24e","inputs":{"distance":8}})",
                                       R"({"kind":"end-turn"})"};
    QTest::newRow("brigade")
        << "brigade"
        << QStringList{"next-to Normal moves",
                       R"({"kind":"move","unit":"30th","inches":6})",
                       R"({"kind":"move","unit":"44th","inches":0,"to":"column"})",
                       R"({"kind":"move","unit":"rifles","inches":4,"terrain":"close-woods"})",
                       "next-to The other side fires",
                       R"({"kind":"resolve","test":"fire","actor":"55e","target":"30th","distance":6})",
                       "next-to Chargers test to go in",
                       R"({"kind":"resolve","procedure":"charge","response":"hold","actor":"30th",)"
                       R"("target":"55e","inputs":{"distance":6,"chargerElements":4,"targetElements":4}})",
                       R"({"kind":"end-turn"})"};
}

void TestBattleCli::eachDemoPlaysATurnWithMovesAndACharge()
{
    QFETCH(QString, system);
    QFETCH(QStringList, steps);
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", system, system + "-demo", "-o", file, "--seed", "5"}).exitCode, 0);
    for (const QString &step : steps) {
        if (step.startsWith("activate ")) {
            QVERIFY2(activate(file, step.section(u' ', 1, 1), step.section(u' ', 2)), qPrintable(step));
        } else if (step.startsWith("next-to ")) {
            const QString wanted = u", " + step.section(u' ', 1) + u" (";
            bool there = false;
            for (int i = 0; i < 30 && !there; ++i) {
                const Run r = cli({"play", file, R"({"kind":"next"})"});
                QVERIFY2(r.exitCode == 0, qPrintable(r.err));
                there = r.out.contains(wanted);
            }
            QVERIFY2(there, qPrintable(step));
        } else {
            const Run r = cli({"play", file, step});
            QVERIFY2(r.exitCode == 0, qPrintable(step + u": " + r.err));
        }
    }
    const QJsonObject shown = cli({"show", file, "--json"}).json();
    QCOMPARE(shown[u"turn"].toInt(), 2);
    QStringList summaries;
    for (const QJsonValue e : shown[u"journal"].toArray())
        summaries.append(e[u"summary"].toString());
    QVERIFY2(!summaries.filter(QRegularExpression(u"^Move: "_qs)).isEmpty(),
             qPrintable(summaries.join(u'\n')));
    QVERIFY2(summaries.filter(QRegularExpression(u"^Charge: "_qs)).size() == 1,
             qPrintable(summaries.join(u'\n')));
    QVERIFY2(!summaries.filter(QRegularExpression(u"Fire|fire"_qs)).isEmpty(),
             qPrintable(summaries.join(u'\n')));
    const Run replayed = cli({"replay", file, "--verify", "--json"});
    QCOMPARE(replayed.exitCode, 0);
    QVERIFY(replayed.json()[u"ok"].toBool());
}

// A draw that brings a fate takes only faces its dice have: a d6 showing 9 is refused with the
// reason and nothing is journaled; the faces a d6 has are played.
void TestBattleCli::aFateDieFaceItHasNotIsRefused()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "5"}).exitCode, 0);
    const Run refused = cli({"play", file, R"({"kind":"draw","fate":[8,9,9]})"});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(u"a d6 has no face 9"), qPrintable(refused.err));
    QVERIFY(cli({"show", file, "--json"}).json()[u"journal"].toArray().isEmpty());
    const Run played = cli({"play", file, R"({"kind":"draw","fate":[8,1,5,6,2]})"});
    QCOMPARE(played.exitCode, 0);
    QVERIFY2(played.out.contains(u"Killed"), qPrintable(played.out));
}

void TestBattleCli::resolveAndChargeSayWhatTheyCouldNotCheck_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("said"); // on stdout (exit 0) or stderr
    QTest::newRow("resolve-a-limbered-gun-fires")
        << QStringList{"resolve",     "--ruleset", "kgcwo",  "--test", "fire",
                       "--situation", "-",         "--dice", "7 2 4"}
        << 2 << "Fire is not allowed: ";
    QTest::newRow("resolve-with-the-umpire-s-reason")
        << QStringList{"resolve", "--ruleset", "kgcwo", "--test",     "fire",           "--situation",
                       "-",       "--dice",    "7 2 4", "--override", "a scenario rule"}
        << 0 << "Allowed by the umpire (a scenario rule)";
    QTest::newRow("resolve-cannot-see-the-card")
        << QStringList{"resolve", "--ruleset", "kgcwo", "--test",     "fire",           "--situation",
                       "-",       "--dice",    "7 2 4", "--override", "a scenario rule"}
        << 0
        << "Not checked without a battle: whether the unit has been activated (Fire is a unit's own action)";
    QTest::newRow("charge-cannot-see-the-card")
        << QStringList{"charge", "--ruleset", "kgcwo", "--situation", "-"} << 0
        << "Not checked without a battle: whether the unit has been activated (Charge is a unit's own "
           "action)";
}

void TestBattleCli::resolveAndChargeSayWhatTheyCouldNotCheck()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, said);
    // A limbered battery (KGCWO's guns fire unlimbered only) against foot.
    const QByteArray situation = args.first() == u"resolve"
        ? R"({"actor":{"type":"artillery-light","formation":"limbered"},"target":{"type":"infantry"},"distance":6})"
        : R"({"actor":{"type":"cavalry"},"target":{"type":"infantry"},"inputs":{"distance":6}})";
    QProcess p;
    p.start(QStringLiteral(ADJUTANT_CLI_PATH), args);
    p.write(situation);
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), exitCode);
    QVERIFY2((exitCode == 0 ? out : err).contains(said), qPrintable(out + err));
}

// Issue 31: after the umpire renamed a unit, moved it under another commander and took it out,
// `show` still listed it under its old commander. It lists the order of battle as it stands, in
// command order (as the app does): `returns` in --json, and the text indented by rank.
void TestBattleCli::showListsTheOrderOfBattleAsItStands_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("name"); // as shown after it; empty: not listed at all
    QTest::addColumn<QString>("commander"); // the one it answers to after it
    QTest::newRow("rename") << R"({"kind":"rename","unit":"52nd","name":"1/52nd Oxfordshire"})"
                            << "52nd"
                            << "1/52nd Oxfordshire"
                            << "thornby";
    QTest::newRow("move under") << R"({"kind":"transfer","unit":"52nd","commander":"hale"})"
                                << "52nd"
                                << "1/52nd Foot"
                                << "hale";
    QTest::newRow("take out") << R"({"kind":"withdraw","unit":"52nd","reason":"never arrived"})"
                              << "52nd"
                              << ""
                              << "";
    QTest::newRow("join") << R"({"kind":"join","unit":{"id":"43rd","name":"1/43rd Foot","type":"infantry",)"
                             R"("side":"british","commander":"thornby"}})"
                          << "43rd"
                          << "1/43rd Foot"
                          << "thornby";
}

void TestBattleCli::showListsTheOrderOfBattleAsItStands()
{
    QFETCH(QString, action);
    QFETCH(QString, unit);
    QFETCH(QString, name);
    QFETCH(QString, commander);
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "5"}).exitCode, 0);
    const Run played = cli({"play", file, action});
    QVERIFY2(played.exitCode == 0, qPrintable(played.err));
    const Run json = cli({"show", file, "--json"});
    QCOMPARE(json.exitCode, 0);
    QJsonObject row;
    int commanderDepth = -1;
    for (const QJsonValue v : json.json()[u"returns"].toArray()) {
        if (v[u"id"].toString() == unit)
            row = v.toObject();
        if (v[u"id"].toString() == commander)
            commanderDepth = v[u"depth"].toInt();
    }
    const Run text = cli({"show", file});
    QCOMPARE(text.exitCode, 0);
    if (name.isEmpty()) {
        QVERIFY2(row.isEmpty(), "a unit taken out of the battle is in the returns");
        QVERIFY(json.json()[u"withdrawn"].toArray().contains(unit));
        QVERIFY2(text.out.contains(u"Taken out of the battle: 1/52nd Foot"), qPrintable(text.out));
        QVERIFY2(!text.out.contains(u"  1/52nd Foot ("), qPrintable(text.out));
        return;
    }
    QCOMPARE(row[u"name"].toString(), name);
    // Its state by id for scripts and by name for people (a phone shows the name).
    QCOMPARE(row[u"state"].toString(), u"normal"_qs);
    QCOMPARE(row[u"stateName"].toString(), u"Normal"_qs);
    QCOMPARE(row[u"commander"].toString(), commander);
    QCOMPARE(row[u"depth"].toInt(), commanderDepth + 1);
    // The text: the unit one step in from its commander, after him and before the next of his rank.
    const QStringList lines = text.out.split(u'\n');
    const auto lineOf = [&](const QString &start) {
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (lines.at(i).trimmed().startsWith(start))
                return i;
        return qsizetype(-1);
    };
    const qsizetype unitLine = lineOf(name + u" (");
    QVERIFY2(unitLine > 0, qPrintable(text.out));
    const QString commanderName = commander == u"hale" ? u"Sir Arthur Hale"_qs : u"Colonel Thornby"_qs;
    const qsizetype above = lineOf(QStringLiteral("★ %1").arg(commanderName));
    QVERIFY2(above >= 0 && above < unitLine, qPrintable(text.out));
    const auto indent = [](const QString &line) { return line.size() - line.trimmed().size(); };
    QCOMPARE(indent(lines.at(unitLine)), indent(lines.at(above)) + 2);
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
    QTest::newRow("an-unknown-tick")
        << R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","ticked":["flank"]})"
        << "ticked: Fire has no toggle \"flank\"";
    QTest::newRow("a-unit-not-yet-drawn")
        << R"({"kind":"resolve","test":"fire","actor":"88th","target":"45e-1"})"
        << "2/88th Foot has not been activated this turn";
    QTest::newRow("a-move-too-far") << R"({"kind":"move","unit":"52nd","inches":9})"
                                    << "9\" is more than the 4\" it has";
}

void TestBattleCli::badActionsAreRefused()
{
    QFETCH(QString, action);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.json");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file}).exitCode, 0);
    QVERIFY(activate(file, "unit", "52nd")); // entries 1 and 2: the 52nd may act
    const Run r = cli({"play", file, action});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(cli({"show", file, "--json"}).json()[u"journal"].toArray().size(), 2); // nothing journaled
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
        R"({"kind":"resolve","test":"fire","actor":"88th","distance":3,"target":"45e-2","override":"the crash harness"})",
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
    QVERIFY2(again.err.contains("is an Adjutant battle, which is never written over"), qPrintable(again.err));
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

// A battle played one command at a time never closes a session, where the app folds its log: the
// command folds it once it is long, so that opening the battle does not replay every action since
// it was made. The long log is written here in-process (a thousand commands would take minutes).
void TestBattleCli::aLongLogIsFoldedByTheNextPlay()
{
    using namespace adjutant::battle;
    QTemporaryDir dir;
    const QString file = dir.filePath("battle.adjutant");
    {
        const ScenarioLoadResult sc = ScenarioLoader::loadFile(QStringLiteral(":/scenarios/kgcwo-demo.json"));
        QVERIFY(sc.scenario && sc.ruleset);
        LiveBattle::Opening made = LiveBattle::create(
            std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(), 4), file);
        QVERIFY2(made.live, qPrintable(made.error));
        for (int i = 0; i < LiveBattle::kFoldAfter; ++i) {
            QString error;
            const QJsonObject set{
                {"kind", "set"}, {"unit", "88th"}, {"field", "casualties"}, {"value", 1 + i % 2}};
            QVERIFY(made.live->play(*ActionJson::read(set, &error)).entry);
        }
    }
    QFile log(BattleFile::logPath(file));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QCOMPARE(log.readAll().count('\n'), LiveBattle::kFoldAfter + 1); // the copy, then every action
    log.close();
    const Run played = cli({"play", file, R"({"kind":"draw"})"});
    QCOMPARE(played.exitCode, 0);
    QVERIFY2(played.err.isEmpty(), qPrintable(played.err));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QCOMPARE(log.readAll().count('\n'), 1); // folded: the log starts again from the battle file
    const Run shown = cli({"show", file, "--json"});
    QVERIFY2(shown.err.isEmpty(), qPrintable(shown.err));
    QCOMPARE(shown.json()[u"journal"].toArray().size(), LiveBattle::kFoldAfter + 1);
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

// House rules of KGCWO: the same id, a hit saved on 9 rather than 5 (one number changed), at
// `version`.
static QByteArray houseKgcwo(const QString &version, int saveOn)
{
    QFile f(QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/kgcwo.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    QJsonArray tests = o.value(u"tests").toArray();
    for (qsizetype i = 0; i < tests.size(); ++i) {
        QJsonObject t = tests.at(i).toObject();
        if (t.value(u"id").toString() == u"save-hit")
            t.insert(u"atLeast"_qs, saveOn);
        tests[i] = t;
    }
    o.insert(u"tests"_qs, tests);
    o.insert(u"version"_qs, version);
    return QJsonDocument(o).toJson();
}

static void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// Every command opens a battle under the rules it was played with, the house rules it was begun
// under edited since (the same id and version) or not; `play` journals under them, and moves
// onto the library's rules only when asked, with update-rules, undone like any entry. (adjutant-
// cli once warned and then journaled under the rules the library had now.)
void TestBattleCli::theRulesStayPinnedWhateverTheFilesAround()
{
    QTemporaryDir dir;
    QTemporaryDir house;
    qputenv("ADJUTANT_RULESETS_DIR", QFile::encodeName(house.path()));
    const QString rules = house.filePath("kgcwo.json");
    writeFile(rules, houseKgcwo("1.4.0", 9));
    const QString file = dir.filePath("ridge.adjutant");
    QCOMPARE(cli({"new", "kgcwo", "kgcwo-demo", "-o", file, "--seed", "5"}).exitCode, 0);
    const QString fire
        = R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","distance":6,"faces":[9,9,9,6,6,6],)"
          R"("override":"out of its card, for the rules' sake"})";
    Run r = cli({"play", file, fire, "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()[u"state"][u"units"][u"45e-1"][u"casualties"].toInt(), 3);
    // The club puts its number back, keeping the id and version.
    writeFile(rules, houseKgcwo("1.4.0", 5));
    r = cli({"show", file, "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.json()[u"units"][u"45e-1"][u"casualties"].toInt(), 3);
    // Three hits on the other battalion, saved on 9 still.
    r = cli({"play", file, QString(fire).replace("45e-1", "45e-2"), "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.json()[u"state"][u"units"][u"45e-2"][u"casualties"].toInt(), 3);
    r = cli({"replay", file, "--verify", "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()[u"checked"].toInt(), 2);
    // Newer house rules: said by show, taken only when the umpire asks.
    writeFile(rules, houseKgcwo("1.5.0", 5));
    r = cli({"show", file});
    QVERIFY2(
        r.out.contains(R"(the library has kgcwo 1.5.0: {"kind":"update-rules"} moves the battle onto it)"),
        qPrintable(r.out));
    r = cli({"play", file, R"({"kind":"update-rules"})"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(
        r.out.contains("Umpire: rules updated from 1.4.0 to 1.5.0; play goes on from the state as it stands"),
        qPrintable(r.out));
    QCOMPARE(cli({"show", file, "--json"}).json()[u"rules"][u"version"].toString(), "1.5.0");
    QCOMPARE(cli({"play", file, R"({"kind":"undo"})"}).exitCode, 0);
    r = cli({"show", file, "--json"});
    QCOMPARE(r.json()[u"rules"][u"version"].toString(), "1.4.0");
    QCOMPARE(r.json()[u"units"][u"45e-2"][u"casualties"].toInt(), 3);
    qunsetenv("ADJUTANT_RULESETS_DIR");
}

// A battle saved before battles kept their rules, of a version nobody has: refused by every
// command, with why, and nothing written. (It once opened under the current rules with a warning,
// and play then journaled under them.)
void TestBattleCli::aBattleOfRulesNobodyHasIsRefusedNotPlayedOn()
{
    QTemporaryDir dir;
    QFile scenario(QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/scenarios/brigade-demo.json"));
    QVERIFY(scenario.open(QIODevice::ReadOnly));
    // The first battle format: no checksums, the rules by id and version.
    const QJsonObject battle{{"format", 1},
                             {"ruleset", QJsonObject{{"id", "brigade"}, {"version", "0.9.0"}}},
                             {"options", QJsonObject()},
                             {"seed", "1"},
                             {"scenario", QJsonDocument::fromJson(scenario.readAll()).object()},
                             {"initialDeck", QJsonArray()},
                             {"journal", QJsonArray()}};
    const QString file = dir.filePath("old.adjutant");
    const QByteArray text = QJsonDocument(battle).toJson();
    writeFile(file, text);
    for (const QStringList &args : {QStringList{"play", file, R"({"kind":"next"})"},
                                    QStringList{"show", file}, QStringList{"replay", file, "--verify"}}) {
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains("brigade 0.9.0, which neither it nor Adjutant has any more: it cannot be replayed "
                           "as it was played"),
            qPrintable(r.err));
    }
    QVERIFY(!QFile::exists(file + ".journal"));
    QFile again(file);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), text);
}

QTEST_GUILESS_MAIN(TestBattleCli)
#include "tst_battlecli.moc"
