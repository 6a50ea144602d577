// adjutant-cli move: a unit's move as the table asks about it, in each rule system: what a change
// of formation leaves of the move, what the ground makes of it, what a move brings about, and the
// manoeuvres; and describe --json giving those parts of a ruleset as numbers.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryFile>
#include <QTest>

#include "clirun.h"

using adjutant::testing::CliRun;
using adjutant::testing::runCli;

class TestMoveCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void moveAnswersTheTable_data();
    void moveAnswersTheTable();
    void moveRefusesWhatItCannotAnswer_data();
    void moveRefusesWhatItCannotAnswer();
    void describeGivesOrdersAsNumbers_data();
    void describeGivesOrdersAsNumbers();
    void diceReadOffTheDiceInHand_data();
    void diceReadOffTheDiceInHand();
};

void TestMoveCli::initTestCase()
{
    qputenv("LANGUAGE", "en");
}

void TestMoveCli::moveAnswersTheTable_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("move"); // the full move in the column
    QTest::addColumn<double>("cost"); // of the formation change, in moves (-1: none asked)
    QTest::addColumn<bool>("mayMove");
    QTest::addColumn<double>("left"); // inches left to move
    QTest::addColumn<QStringList>("afterMove"); // rules a move of --inches sets off
    QTest::addColumn<QString>("text"); // in the text answer

    // Brigade (004): formation changes cost half a move (militia a whole one); ground and walls.
    QTest::newRow("004 trained line to column")
        << QStringList{"--ruleset",     "brigade", "--unit", "line-infantry", "--field",
                       "grade=trained", "--from",  "line",   "--to",          "column"}
        << 6 << 0.5 << true << 3.0 << QStringList{} << "½ move used: 3\" left";
    QTest::newRow("004 militia line to column")
        << QStringList{"--ruleset",     "brigade", "--unit", "line-infantry", "--field",
                       "grade=militia", "--from",  "line",   "--to",          "column"}
        << 6 << 1.0 << true << 0.0 << QStringList{} << "1 move used: 0\" left";
    QTest::newRow("004 line through a stream")
        << QStringList{"--ruleset", "brigade", "--unit",    "line-infantry",
                       "--from",    "line",    "--terrain", "stream"}
        << 6 << -1.0 << true << 3.0 << QStringList{} << "disorders";
    QTest::newRow("004 line over a wall") << QStringList{"--ruleset", "brigade", "--unit",    "line-infantry",
                                                         "--from",    "line",    "--terrain", "wall"}
                                          << 6 << -1.0 << true << 4.5 << QStringList{} << "4½\" left";
    QTest::newRow("004 guns at a wall") << QStringList{"--ruleset", "brigade",  "--unit",    "gun-light",
                                                       "--from",    "limbered", "--terrain", "wall"}
                                        << 10 << -1.0 << false << 0.0 << QStringList{} << "may not enter";
    QTest::newRow("004 change then a stream")
        << QStringList{"--ruleset", "brigade", "--unit", "line-infantry", "--from",
                       "line",      "--to",    "column", "--terrain",     "stream"}
        << 6 << 0.5 << true << 1.5 << QStringList{} << "1½\" left";
    // Changing face costs what a change of formation does (there was no change of face to ask for).
    QTest::newRow("004 trained line changes face")
        << QStringList{"--ruleset", "brigade", "--unit", "line-infantry", "--from", "line", "--face"} << 6
        << -1.0 << true << 3.0 << QStringList{} << "½ move used to change face: 3\" left";
    QTest::newRow("004 skirmishers change face")
        << QStringList{"--ruleset", "brigade", "--unit", "skirmishers-musket", "--from", "skirmish", "--face"}
        << 12 << -1.0 << true << 9.0 << QStringList{} << "¼ move used to change face: 9\" left";
    QTest::newRow("004 wheel at half speed")
        << QStringList{"--ruleset", "brigade", "--unit", "line-infantry", "--from", "line"} << 6 << -1.0
        << true << 6.0 << QStringList{} << "Wheeling: 3\"";
    // 001: ground by the terrain table; the moves that disorder.
    QTest::newRow("001 line in light woods")
        << QStringList{"--ruleset", "nap-igougo", "--unit",    "infantry",
                       "--from",    "line",       "--terrain", "light-woods"}
        << 4 << -1.0 << true << 2.0 << QStringList{} << "2\" left";
    QTest::newRow("001 a river") << QStringList{"--ruleset", "nap-igougo", "--unit",    "infantry",
                                                "--from",    "line",       "--terrain", "river"}
                                 << 4 << -1.0 << false << 0.0 << QStringList{} << "may not enter";
    QTest::newRow("001 untrained line moves 3\"")
        << QStringList{"--ruleset",      "nap-igougo", "--unit", "infantry", "--field",
                       "untrained=true", "--from",     "line",   "--inches", "3"}
        << 4 << -1.0 << true << 4.0 << QStringList{"untrained-line"} << "Untrained line moves too far";
    QTest::newRow("001 untrained line moves 2\"")
        << QStringList{"--ruleset",      "nap-igougo", "--unit", "infantry", "--field",
                       "untrained=true", "--from",     "line",   "--inches", "2"}
        << 4 << -1.0 << true << 4.0 << QStringList{} << "Moves: ";
    QTest::newRow("001 a square moves")
        << QStringList{"--ruleset", "nap-igougo", "--unit", "infantry", "--from", "square", "--inches", "1"}
        << 2 << -1.0 << true << 2.0 << QStringList{"square-moves"} << "A square moves";
    // KGCWO (000): steps along the army's chain, each by the quality's cost.
    QTest::newRow("000 British line to march column")
        << QStringList{"--ruleset", "kgcwo",    "--unit", "infantry", "--field", "nationality=british",
                       "--field",   "morale=C", "--from", "line",     "--to",    "march-column"}
        << 4 << 0.5 << true << 2.0 << QStringList{} << "½ move used: 2\" left";
    QTest::newRow("000 French line to march column, two steps")
        << QStringList{"--ruleset", "kgcwo",    "--unit", "infantry", "--field", "nationality=french",
                       "--field",   "morale=C", "--from", "line",     "--to",    "march-column"}
        << 4 << 1.0 << true << 0.0 << QStringList{} << "1 move used: 0\" left";
    QTest::newRow("000 quality A, a quarter")
        << QStringList{"--ruleset", "kgcwo",    "--unit", "infantry", "--field", "nationality=british",
                       "--field",   "morale=A", "--from", "line",     "--to",    "march-column"}
        << 4 << 0.25 << true << 3.0 << QStringList{} << "¼ move used: 3\" left";
    // KGCWO's fate 42 (Bloodstock): the unit's move bonus is in every move.
    QTest::newRow("000 cavalry with a move bonus")
        << QStringList{"--ruleset", "kgcwo", "--unit", "cavalry", "--field", "move-bonus=2", "--from", "line"}
        << 10 << -1.0 << true << 10.0 << QStringList{} << "Move changed by fate: +2\"";
    QTest::newRow("000 charging with a move bonus")
        << QStringList{"--ruleset",    "kgcwo",  "--unit", "cavalry",  "--field",
                       "move-bonus=2", "--from", "line",   "--column", "charge"}
        << 14 << -1.0 << true << 14.0 << QStringList{} << "14\" to move";
    // Chosen Men rolls its move: what its Move test gave (a field of the unit) is the move.
    QTest::newRow("003 no move rolled yet")
        << QStringList{"--ruleset", "chosen-men", "--unit", "squad"} << 0 << -1.0 << true << 0.0
        << QStringList{} << "0\" to move (Inches its Move test gave: 0\")";
    QTest::newRow("003 a rolled move")
        << QStringList{"--ruleset", "chosen-men",    "--unit",   "squad",
                       "--field",   "move-rolled=7", "--inches", "6"}
        << 7 << -1.0 << true << 7.0 << QStringList{} << "7\" to move (Inches its Move test gave: 7\")";
    QTest::newRow("003 past its rolled move")
        << QStringList{"--ruleset", "chosen-men",    "--unit",   "squad",
                       "--field",   "move-rolled=7", "--inches", "8"}
        << 7 << -1.0 << true << 7.0 << QStringList{}
        << "8\" is more than the 7\" it has (Inches its Move test gave: 7\")";
}

void TestMoveCli::moveAnswersTheTable()
{
    QFETCH(QStringList, args);
    QFETCH(int, move);
    QFETCH(double, cost);
    QFETCH(bool, mayMove);
    QFETCH(double, left);
    QFETCH(QStringList, afterMove);
    QFETCH(QString, text);
    const CliRun r = runCli(QStringList{"move"} + args + QStringList{"--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject j = r.json();
    QCOMPARE(j.value(u"move").toInt(), move);
    if (cost >= 0) {
        QVERIFY(j.value(u"formationChange").toObject().value(u"allowed").toBool());
        QCOMPARE(j.value(u"formationChange").toObject().value(u"cost").toDouble(), cost);
    }
    QCOMPARE(j.value(u"mayMove").toBool(), mayMove);
    QCOMPARE(j.value(u"left").toDouble(), left);
    QStringList fired;
    for (const QJsonValue &a : j.value(u"afterMove").toArray())
        fired.append(a.toObject().value(u"id").toString());
    QCOMPARE(fired, afterMove);
    // The same answer in words.
    const CliRun words = runCli(QStringList{"move"} + args);
    QCOMPARE(words.exitCode, 0);
    QVERIFY2(words.out.contains(text), qPrintable(words.out));
}

void TestMoveCli::moveRefusesWhatItCannotAnswer_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::newRow("no unit") << QStringList{"--ruleset", "brigade"} << "--unit is required";
    QTest::newRow("unknown terrain") << QStringList{"--ruleset",     "brigade",   "--unit",
                                                    "line-infantry", "--terrain", "swamp"}
                                     << "no terrain \"swamp\"";
    QTest::newRow("unknown formation")
        << QStringList{"--ruleset", "brigade", "--unit", "line-infantry", "--to", "wedge"} << "no formation";
    QTest::newRow("unknown field") << QStringList{"--ruleset",     "brigade", "--unit",
                                                  "line-infantry", "--field", "grade=heroic"}
                                   << "heroic";
}

void TestMoveCli::moveRefusesWhatItCannotAnswer()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const CliRun r = runCli(QStringList{"move"} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(error), qPrintable(r.err));
}

void TestMoveCli::describeGivesOrdersAsNumbers_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QStringList>("parts"); // non-empty parts of describe --json
    QTest::newRow("000") << "kgcwo" << QStringList{"movementColumns", "formationChanges", "display"};
    QTest::newRow("001") << "nap-igougo"
                         << QStringList{"movementColumns", "movementBonus", "terrain", "afterMove",
                                        "display"};
    QTest::newRow("003") << "chosen-men" << QStringList{"display"};
    QTest::newRow("004") << "brigade" << QStringList{"movementColumns",  "terrain", "manoeuvres",
                                                     "formationChanges", "display", "diceReadings"};
}

void TestMoveCli::describeGivesOrdersAsNumbers()
{
    QFETCH(QString, ruleset);
    QFETCH(QStringList, parts);
    const CliRun r = runCli({"describe", ruleset, "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject j = r.json();
    for (const QString &part : parts) {
        const QJsonValue v = j.value(part);
        QVERIFY2((v.isArray() && !v.toArray().isEmpty()) || (v.isObject() && !v.toObject().isEmpty()),
                 qPrintable(part));
    }
    // Values are numbers, not prose.
    for (const QJsonValue &t : j.value(u"terrain").toArray()) {
        const QJsonObject o = t.toObject();
        QVERIFY(o.value(u"costMove").isDouble());
        for (const QJsonValue &speed : o.value(u"speed").toObject())
            QVERIFY(speed.isDouble() && speed.toDouble() > 0 && speed.toDouble() <= 1);
    }
    if (j.contains(u"formationChanges")) {
        const QJsonObject fc = j.value(u"formationChanges").toObject();
        QVERIFY(!fc.value(u"costPerStep").toObject().isEmpty());
        for (const QJsonValue &cost : fc.value(u"costPerStep").toObject())
            QVERIFY(cost.isDouble());
    }
    for (const QJsonValue &m : j.value(u"manoeuvres").toArray())
        for (const QJsonValue &rate : m.toObject().value(u"rates").toArray())
            QVERIFY(rate.toObject().value(u"fraction").isDouble()
                    || rate.toObject().value(u"inches").isDouble()
                    || rate.toObject().value(u"forbidden").toBool());
    for (const QJsonValue &a : j.value(u"afterMove").toArray())
        QVERIFY(a.toObject().value(u"movedMoreThan").isDouble());
    // The phases of the player-turn systems: each segment with its name and what it offers.
    for (const QJsonValue &p : j.value(u"activation").toObject().value(u"phases").toArray())
        for (const QJsonValue &s : p.toObject().value(u"segments").toArray()) {
            QVERIFY(!s.toObject().value(u"name").toString().isEmpty());
            QVERIFY(s.toObject().value(u"offers").isArray());
        }
}

void TestMoveCli::diceReadOffTheDiceInHand_data()
{
    QTest::addColumn<QString>("option"); // d5-reading
    QTest::addColumn<QString>("dice"); // typed off the d10s in hand
    QTest::addColumn<QList<int>>("faces"); // the d5 faces they stand for
    QTest::addColumn<QList<int>>("readOff"); // describe --json: each d10 face as a d5
    QTest::newRow("halved") << "halve-up"
                            << "7 0" << QList<int>{4, 5} << QList<int>{1, 1, 2, 2, 3, 3, 4, 4, 5, 5};
    QTest::newRow("wrapped") << "wrap"
                             << "7 0" << QList<int>{2, 5} << QList<int>{1, 2, 3, 4, 5, 1, 2, 3, 4, 5};
}

void TestMoveCli::diceReadOffTheDiceInHand()
{
    // The elite 44th tests its morale on 2D5, the players rolling d10s.
    QFETCH(QString, option);
    QFETCH(QString, dice);
    QFETCH(QList<int>, faces);
    QFETCH(QList<int>, readOff);
    QTemporaryFile situation;
    QVERIFY(situation.open());
    situation.write(R"({"actor": {"type": "line-infantry", "grade": "elite"}})");
    situation.flush();
    const QStringList common{"resolve",
                             "--ruleset",
                             "brigade",
                             "--test",
                             "morale",
                             "--situation",
                             situation.fileName(),
                             "--option",
                             "d5-reading=" + option,
                             "--json"};
    const CliRun inHand = runCli(common + QStringList{"--dice", dice, "--in-hand"});
    QVERIFY2(inHand.exitCode == 0, qPrintable(inHand.err));
    const QJsonArray steps = inHand.json().value(u"steps").toArray();
    QVERIFY(!steps.isEmpty());
    QList<int> got;
    for (const QJsonValue d : steps.first().toObject().value(u"dice").toArray())
        got.append(d.isObject() ? d.toObject().value(u"face").toInt() : d.toInt());
    QCOMPARE(got, faces);
    // Typed as d5 faces, the same answer.
    const CliRun asD5 = runCli(
        common + QStringList{"--dice", QString::number(faces.at(0)) + u' ' + QString::number(faces.at(1))});
    QCOMPARE(asD5.exitCode, 0);
    QCOMPARE(asD5.json().value(u"steps"), inHand.json().value(u"steps"));
    // A face the d10 does not have is refused; so is --in-hand without faces.
    QCOMPARE(runCli(common + QStringList{"--dice", "7 11", "--in-hand"}).exitCode, 2);
    QCOMPARE(runCli(common + QStringList{"--in-hand", "--seed", "3"}).exitCode, 2);
    // describe --json: the reading in force under the option, face by face.
    const CliRun described = runCli({"describe", "brigade", "--json"});
    QCOMPARE(described.exitCode, 0);
    bool found = false;
    for (const QJsonValue r : described.json().value(u"diceReadings").toArray()) {
        const QJsonObject o = r.toObject();
        if (o.value(u"read").toString() != option)
            continue;
        found = true;
        QCOMPARE(o.value(u"sides").toInt(), 5);
        QCOMPARE(o.value(u"rolledOn").toInt(), 10);
        QList<int> each;
        for (const QJsonValue f : o.value(u"faces").toArray())
            each.append(f.toInt());
        QCOMPARE(each, readOff);
    }
    QVERIFY(found);
}

QTEST_GUILESS_MAIN(TestMoveCli)
#include "tst_movecli.moc"
