// adjutant-cli as a script or a person uses it: exit statuses, one-line errors, stable JSON.
#include "malformedcorpus.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

static const QString kFire = QStringLiteral(CLI_TEST_DATA "/fire.json");
static const QString kCorpus = QStringLiteral(RULES_TEST_DATA "/malformed");

// A ruleset with a bad dice expression, made from the malformed corpus.
static const QString &malformedRuleset()
{
    static const QTemporaryDir dir;
    static const QString path
        = adjutant::testing::writeMalformedRuleset(kCorpus, u"18-bad-dice-expression.json"_qs, dir.path());
    return path;
}

static CliRun runCli(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(QStringLiteral(ADJUTANT_CLI_PATH), args);
    if (!input.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    CliRun r;
    if (!p.waitForFinished(30000))
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void badArgumentsGiveOneLineAndStatus2_data();
    void badArgumentsGiveOneLineAndStatus2();
    void helpListsCommands();
    void helpForOneCommand();
    void rollIsReproducibleFromItsSeed();
    void rollTakesTypedFaces();
    void rollPoolMarksSuccesses();
    void oddsAtLeast();
    void oddsWholeDistribution();
    void chainJson();
    void chainText();
    void rulesetsListsTheBuiltInOnes();
    void describeGivesEveryTestWithIds();
    void checkAcceptsAGoodFile();
    void checkListsEveryMistakeWithItsLine();
    void checkSaysWhatAnEarlierFormatHadOtherwise();
    void rulesetsLockPrintsTheLockFile();
    void resolveWithDiceRunsTheCascade();
    void resolveWithoutDiceReportsPendingOdds();
    void resolveReadsTheSituationFromStandardInput();
    void resolveWithASeedIsReproducible();
    void resolveRejectsBadInput_data();
    void resolveRejectsBadInput();
    void oddsOfATestInASituation();
    void costlyOddsOfATestAreEstimated();
    void helpResolveDocumentsTheJson();
    void unreadableFilesAreRefused_data();
    void unreadableFilesAreRefused();
    void anOversizedSituationOnStandardInputIsRefused();
    void brokenUserRulesetsHarmNothingElse();
    void resolveErrorsGoToStandardError();
    void aTableDieRefusesAFaceItHasNot_data();
    void aTableDieRefusesAFaceItHasNot();
    void messagesStayOnOneLine_data();
    void messagesStayOnOneLine();
};

void TestCli::badArgumentsGiveOneLineAndStatus2_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");

    QTest::newRow("no-command") << QStringList{} << "Usage";
    QTest::newRow("unknown-command") << QStringList{"frobnicate"} << "unknown command 'frobnicate'";
    QTest::newRow("unknown-option") << QStringList{"roll", "2d6", "--frob"} << "frob";
    QTest::newRow("bad-expression") << QStringList{"roll", "2d7"} << "column 3: there is no d7";
    QTest::newRow("two-expressions") << QStringList{"roll", "2d6", "d6"} << "exactly one dice expression";
    QTest::newRow("bad-seed") << QStringList{"roll", "2d6", "--seed", "abc"} << "--seed needs a whole number";
    QTest::newRow("seed-and-faces") << QStringList{"roll", "2d6", "--seed", "1", "--faces", "1 2"}
                                    << "exclude each other";
    QTest::newRow("impossible-face") << QStringList{"roll", "2d6", "--faces", "3 7"} << "no face 7";
    QTest::newRow("too-few-faces") << QStringList{"roll", "3d10", "--faces", "3 4"} << "but got 2";
    QTest::newRow("odds-both-bounds")
        << QStringList{"odds", "2d6", "--at-least", "3", "--at-most", "4"} << "exclude each other";
    QTest::newRow("odds-not-a-number")
        << QStringList{"odds", "2d6", "--at-least", "x"} << "--at-least needs a whole number";
    QTest::newRow("chain-missing-cap")
        << QStringList{"chain", "--dice", "3", "--hit-mod", "0", "--save-mod", "0"} << "--cap is required";
    QTest::newRow("chain-bad-dice") << QStringList{"chain",      "--dice", "three", "--hit-mod", "0",
                                                   "--save-mod", "0",      "--cap", "3"}
                                    << "--dice needs a whole number";
    QTest::newRow("chain-negative-dice")
        << QStringList{"chain", "--dice", "-1", "--hit-mod", "0", "--save-mod", "0", "--cap", "3"}
        << "from 0 to 1000";
    QTest::newRow("chain-huge-modifier")
        << QStringList{"chain", "--dice", "3", "--hit-mod", "2147483647", "--save-mod", "0", "--cap", "3"}
        << "--hit-mod must be from -100 to 100, not 2147483647";
    QTest::newRow("chain-modifier-beyond-an-int")
        << QStringList{"chain", "--dice", "3", "--hit-mod", "0", "--save-mod", "-99999999999", "--cap", "3"}
        << "--save-mod needs a whole number";
    QTest::newRow("odds-too-costly") << QStringList{"odds", "100d20kh99"}
                                     << "too many dice to work out exact odds: 100d20kh99";
    QTest::newRow("odds-too-many-dice") << QStringList{"odds", "100d20+100d20+d6"} << "at most 200 dice";
    QTest::newRow("chain-stray-argument")
        << QStringList{"chain", "extra", "--dice", "1", "--hit-mod", "0", "--save-mod", "0", "--cap", "3"}
        << "unexpected argument";
}

void TestCli::badArgumentsGiveOneLineAndStatus2()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    const QString shown = args.isEmpty() ? r.out : r.err;
    QVERIFY2(shown.contains(message), qPrintable(shown));
    if (!args.isEmpty()) {
        QCOMPARE(r.err.trimmed().count(u'\n'), 0); // exactly one line
        QVERIFY(r.out.isEmpty());
    }
}

void TestCli::helpListsCommands()
{
    const CliRun r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char *command : {"roll", "odds", "chain"})
        QVERIFY2(r.out.contains(QLatin1String("  ") + QLatin1String(command)), command);
}

void TestCli::helpForOneCommand()
{
    const CliRun viaHelp = runCli({QStringLiteral("help"), QStringLiteral("odds")});
    const CliRun viaOption = runCli({QStringLiteral("odds"), QStringLiteral("--help")});
    QCOMPARE(viaHelp.exitCode, 0);
    QVERIFY(viaHelp.out.contains(u"--at-least"));
    QCOMPARE(viaHelp.out, viaOption.out);
}

void TestCli::rollIsReproducibleFromItsSeed()
{
    const QStringList args{"roll", "4d10kh3+2", "--seed", "42", "--json"};
    const CliRun first = runCli(args);
    const CliRun second = runCli(args);
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.out, second.out);
    const QJsonObject o = first.json();
    QCOMPARE(o[u"seed"].toString(), u"42");
    QCOMPARE(o[u"source"].toString(), u"seeded");
    const QJsonArray dice = o[u"dice"].toArray();
    QCOMPARE(dice.size(), 4);
    int kept = 0;
    int sum = 2;
    for (const QJsonValue &d : dice) {
        QCOMPARE(d[u"sides"].toInt(), 10);
        if (d[u"kept"].toBool()) {
            ++kept;
            sum += d[u"face"].toInt();
        }
    }
    QCOMPARE(kept, 3);
    QCOMPARE(o[u"value"].toInt(), sum);
}

void TestCli::rollTakesTypedFaces()
{
    const CliRun r = runCli({"roll", "3d10", "--faces", "3 0 7", "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()[u"value"].toInt(), 20);
    QCOMPARE(r.json()[u"source"].toString(), u"typed");
    QVERIFY(!r.json().contains(u"seed"));

    const CliRun text = runCli({"roll", "2d10-5", "--faces", "07"});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.out.trimmed(), u"2d10-5: 10 7 → 12");
}

void TestCli::rollPoolMarksSuccesses()
{
    const CliRun r = runCli({"roll", "3d10>=5", "--faces", "5 4 0", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    QVERIFY(o[u"pool"].toBool());
    QCOMPARE(o[u"value"].toInt(), 2);
    QCOMPARE(o[u"dice"].toArray()[1][u"success"].toBool(), false);
}

void TestCli::oddsAtLeast()
{
    const CliRun r = runCli({"odds", "2d6", "--at-least", "7", "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()[u"probability"].toDouble(), 7.0 / 12.0);
    QCOMPARE(r.json()[u"comparison"].toString(), u"at-least");

    const CliRun text = runCli({"odds", "2d6", "--at-most", "4"});
    QCOMPARE(text.out.trimmed(), u"2d6: 4 or less: 16.7%");
}

void TestCli::oddsWholeDistribution()
{
    const CliRun r = runCli({"odds", "3d10>=5", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    const QJsonArray outcomes = o[u"outcomes"].toArray();
    QCOMPARE(outcomes.size(), 4);
    QVERIFY(std::abs(o[u"mean"].toDouble() - 1.8) < 1e-12);
    double total = 0;
    for (const QJsonValue &v : outcomes)
        total += v[u"probability"].toDouble();
    QVERIFY(std::abs(total - 1.0) < 1e-12);
    QVERIFY(std::abs(outcomes[3][u"probability"].toDouble() - 0.216) < 1e-12);

    const CliRun d66 = runCli({"odds", "d66", "--json"});
    QCOMPARE(d66.json()[u"outcomes"].toArray().size(), 36); // gaps between the tens are left out
}

void TestCli::chainJson()
{
    const CliRun r
        = runCli({"chain", "--dice", "3", "--hit-mod", "1", "--save-mod", "-1", "--cap", "3", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    QCOMPARE(o[u"hitProbability"].toDouble(), 0.7);
    QCOMPARE(o[u"saveProbability"].toDouble(), 0.5);
    const QJsonArray c = o[u"casualties"].toArray();
    QCOMPARE(c.size(), 4);
    // Each die is a casualty with chance 0.7 * 0.5 = 0.35.
    const double q = 0.35;
    QVERIFY(std::abs(c[0][u"probability"].toDouble() - std::pow(1 - q, 3)) < 1e-12);
    QVERIFY(std::abs(c[3][u"probability"].toDouble() - std::pow(q, 3)) < 1e-12);
    QVERIFY(std::abs(o[u"expectedCasualties"].toDouble() - 3 * q) < 1e-12);
}

void TestCli::chainText()
{
    const CliRun r = runCli({"chain", "--dice", "5", "--hit-mod", "0", "--save-mod", "0", "--cap", "2"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"2 casualties (removed)"), qPrintable(r.out));
    // One casualty in the singular (it read "1 casualties").
    QVERIFY2(r.out.contains(u" 1 casualty: "), qPrintable(r.out));
    QVERIFY2(!r.out.contains(u"1 casualties"), qPrintable(r.out));
}

void TestCli::rulesetsListsTheBuiltInOnes()
{
    const CliRun r = runCli({"rulesets", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray list = r.json()[u"rulesets"].toArray();
    QVERIFY(std::any_of(list.begin(), list.end(), [](const QJsonValue &v) {
        return v[u"id"].toString() == u"kgcwo" && v[u"builtIn"].toBool() && v[u"errors"].toArray().isEmpty();
    }));
    QVERIFY(!r.json()[u"userFolder"].toString().isEmpty());
    QVERIFY(runCli({"rulesets"}).out.contains(u"King George Commands and We Obey"));
}

void TestCli::describeGivesEveryTestWithIds()
{
    const CliRun r = runCli({"describe", "kgcwo", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    QCOMPARE(o[u"id"].toString(), u"kgcwo");
    const QJsonArray tests = o[u"tests"].toArray();
    QVERIFY(tests.size() >= 20);
    const auto fire = *std::find_if(tests.begin(), tests.end(),
                                    [](const QJsonValue &v) { return v[u"id"].toString() == u"fire"; });
    const QJsonArray mods = fire[u"modifiers"].toArray();
    QVERIFY(std::any_of(mods.begin(), mods.end(), [](const QJsonValue &m) {
        return m[u"id"].toString() == u"first-shot" && m[u"value"].toString() == u"+1"
            && m[u"when"].toString().contains(u"Fired");
    }));
    for (const char *section : {"options", "ladders", "fields", "unitTypes", "formations", "movement",
                                "weapons", "tables", "chargeRules", "activation"})
        QVERIFY2(o.contains(QLatin1String(section)), section);
    const CliRun text = runCli({"describe", "kgcwo"});
    QVERIFY(text.out.contains(u"morale-table-rating = morale*|melee"));
    QCOMPARE(runCli({"describe", "nosuch"}).exitCode, 2);
}

void TestCli::checkAcceptsAGoodFile()
{
    const CliRun r = runCli({"check", QStringLiteral(RULES_TEST_DATA "/minimal.json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(u": ok"));
}

// A ruleset written for format 1 (the first KGCWO published) loads, and check says what was
// rewritten on reading; --json gives the notes and the content's hash.
void TestCli::checkSaysWhatAnEarlierFormatHadOtherwise()
{
    const QString old = QStringLiteral(RULES_TEST_DATA "/earlier-formats/kgcwo-536de98.json");
    CliRun r = runCli({"check", old});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(old + u": note: written for format 1, read as format 2: movement: 11 row"),
             qPrintable(r.out));
    r = runCli({"check", old, "--json"});
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(u"format").toInt(), 1);
    QCOMPARE(o.value(u"migrated").toArray().size(), 1);
    QCOMPARE(o.value(u"sha256").toString().size(), 64);
}

// What updates resources/rulesets/versions.lock prints it as it stands (tst_rulesetlock checks it
// against the files).
void TestCli::rulesetsLockPrintsTheLockFile()
{
    QFile lock(QStringLiteral(RULES_TEST_DATA "/../../../../resources/rulesets/versions.lock"));
    QVERIFY(lock.open(QIODevice::ReadOnly));
    const CliRun r = runCli({"rulesets", "--lock"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QString::fromUtf8(lock.readAll()));
}

void TestCli::checkListsEveryMistakeWithItsLine()
{
    const QString kMalformed = malformedRuleset();
    QVERIFY(!kMalformed.isEmpty());
    const CliRun r = runCli({"check", kMalformed});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(kMalformed + u":"), qPrintable(r.out));
    QVERIFY(r.out.contains(u": tests[1].dice: bad dice \"d7\": column 2: there is no d7"));
    const CliRun json = runCli({"check", kMalformed, "--json"});
    QCOMPARE(json.exitCode, 1);
    const QJsonObject first = json.json()[u"errors"].toArray().first().toObject();
    QCOMPARE(first[u"path"].toString(), u"tests[1].dice");
    QVERIFY(first[u"line"].toInt() > 0);
    QCOMPARE(runCli({"check", "/no/such/file.json"}).exitCode, 2);
}

void TestCli::resolveWithDiceRunsTheCascade()
{
    const CliRun r = runCli({"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", kFire,
                             "--dice", "7 2 4 6 3 8", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    QVERIFY(o[u"complete"].toBool());
    QCOMPARE(o[u"facesUsed"].toInt(), 6);
    const QJsonArray steps = o[u"steps"].toArray();
    QCOMPARE(steps.size(), 4);
    QCOMPARE(steps[0][u"test"].toString(), u"fire");
    QCOMPARE(steps[0][u"total"].toInt(), 1);
    QCOMPARE(steps[0][u"value"].toInt(), 2);
    QCOMPARE(steps[2][u"outcome"][u"id"].toString(), u"fail");
    QCOMPARE(steps[3][u"test"].toString(), u"received-wounds");
    QCOMPARE(o[u"units"][u"45e"][u"casualties"].toInt(), 1);
    QCOMPARE(o[u"units"][u"1st-foot"][u"fired"].toBool(), true);
    for (const char *key : {"modifiers", "odds", "dice", "effects", "need", "depth", "tableRolls"})
        QVERIFY2(steps[0].toObject().contains(QLatin1String(key)), key);
}

void TestCli::resolveWithoutDiceReportsPendingOdds()
{
    const CliRun r = runCli({"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", kFire,
                             "--dice", "9 9 9", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    QVERIFY(!o[u"complete"].toBool());
    const QJsonObject pending = o[u"pending"].toArray().first().toObject();
    QCOMPARE(pending[u"test"].toString(), u"save-hit");
    QCOMPARE(pending[u"count"].toInt(), 3);
    QCOMPARE(pending[u"odds"].toArray().size(), 2);
    const CliRun text = runCli({"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", kFire});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(u"waiting for dice: Fire"));
    QVERIFY(text.out.contains(u"needs 4+ on a d10"));
}

void TestCli::resolveReadsTheSituationFromStandardInput()
{
    QFile f(kFire);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const CliRun r = runCli(
        {"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", "-", "--dice", "1 1 1", "--json"},
        f.readAll());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.json()[u"complete"].toBool());
    QCOMPARE(r.json()[u"steps"].toArray().size(), 1); // no hits, nothing follows
}

void TestCli::resolveWithASeedIsReproducible()
{
    const QStringList args{"resolve",     "--ruleset", "kgcwo",  "--test", "fire",
                           "--situation", kFire,       "--seed", "7",      "--json"};
    const CliRun a = runCli(args);
    QCOMPARE(a.exitCode, 0);
    QVERIFY(a.json()[u"complete"].toBool());
    QCOMPARE(a.out, runCli(args).out);
}

void TestCli::resolveRejectsBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString fire = kFire;
    QTest::newRow("missing-test") << QStringList{"resolve", "--ruleset", "kgcwo", "--situation", fire}
                                  << "--test is required";
    QTest::newRow("unknown-test") << QStringList{"resolve", "--ruleset",   "kgcwo", "--test",
                                                 "volley",  "--situation", fire}
                                  << "no test \"volley\"";
    QTest::newRow("unknown-ruleset") << QStringList{"resolve", "--ruleset",   "nosuch", "--test",
                                                    "fire",    "--situation", fire}
                                     << "no ruleset \"nosuch\"";
    QTest::newRow("missing-situation-file")
        << QStringList{"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", "/no/file.json"}
        << "cannot read /no/file.json";
    QTest::newRow("bad-option") << QStringList{"resolve", "--ruleset", "kgcwo",
                                               "--test",  "fire",      "--situation",
                                               fire,      "--option",  "wounds-check=sometimes"}
                                << "\"sometimes\" is not one of";
    QTest::newRow("impossible-face") << QStringList{"resolve",     "--ruleset", "kgcwo",  "--test", "fire",
                                                    "--situation", fire,        "--dice", "11 2 3"}
                                     << "no face 11";
    QTest::newRow("not-a-face") << QStringList{"resolve",     "--ruleset", "kgcwo",  "--test", "fire",
                                               "--situation", fire,        "--dice", "x"}
                                << "'x' is not a die face";
    QTest::newRow("dice-and-seed") << QStringList{"resolve", "--ruleset",   "kgcwo", "--test",
                                                  "fire",    "--situation", fire,    "--dice",
                                                  "1",       "--seed",      "2"}
                                   << "exclude each other";
    const QString pair = QStringLiteral(CLI_TEST_DATA "/foot-pair.json");
    QTest::newRow("missing-input")
        << QStringList{"odds", "--ruleset", "kgcwo", "--test", "stand-and-fire-range", "--situation", pair}
        << "Enter charge distance — its inputs by id: chargeDistance (Charge distance)";
    // The distance measured: asked for where the rules read a range, refused where they read none,
    // and a shot past the weapon's reach refused with the reason.
    QTest::newRow("no-distance-measured")
        << QStringList{"odds", "--ruleset", "kgcwo", "--test", "fire", "--situation", pair}
        << "Enter distance to the target — its inputs by id: distance (Distance to the target)";
    QTest::newRow("no-distance-measured-on-resolve")
        << QStringList{"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", pair, "--seed", "1"}
        << "resolve: Enter distance to the target — its inputs by id: distance (Distance to the target)";
    QTest::newRow("distance-to-a-test-that-measures-none")
        << QStringList{"odds", "--ruleset", "kgcwo", "--test", "stand-and-fire-range", "--situation", fire}
        << "distance: Stand and fire: range measures no distance";
    QTest::newRow("out-of-range") << QStringList{"odds",
                                                 "--ruleset",
                                                 "kgcwo",
                                                 "--test",
                                                 "fire",
                                                 "--situation",
                                                 QStringLiteral(CLI_TEST_DATA "/fire-at-14.json")}
                                  << "out of range: 14\" is beyond the 8\" of the Musket";
}

void TestCli::resolveRejectsBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = runCli(args);
    QVERIFY2(r.exitCode == 2, qPrintable(r.err + r.out));
    QVERIFY2(QString(r.err + r.out).contains(message), qPrintable(r.err + r.out));
}

void TestCli::oddsOfATestInASituation()
{
    const CliRun r = runCli({"odds", "--ruleset", "kgcwo", "--test", "fire", "--situation", kFire, "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    const QJsonArray odds = o[u"odds"].toArray();
    QCOMPARE(odds.size(), 4);
    QVERIFY(std::abs(odds[3][u"probability"].toDouble() - 0.343) < 1e-12);
    QCOMPARE(o[u"casualties"].toArray().size(), 4); // 0 to 3: where the target is removed
    double total = 0;
    for (const QJsonValue &c : o[u"casualties"].toArray())
        total += c[u"probability"].toDouble();
    QVERIFY(std::abs(total - 1.0) < 1e-12);
}

// A test rolling a hundred d20 and keeping the best 48: its exact odds would take longer than the
// app allows, so they are estimated, and said to be, in JSON and in words; the same question, the
// same estimate.
void TestCli::costlyOddsOfATestAreEstimated()
{
    QFile minimal(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(minimal.open(QIODevice::ReadOnly));
    QJsonObject rs = QJsonDocument::fromJson(minimal.readAll()).object();
    QJsonArray tests = rs[u"tests"].toArray();
    tests.append(QJsonObject{
        {u"id"_qs, u"huge"_qs},
        {u"name"_qs, u"Huge"_qs},
        {u"kind"_qs, u"bands"_qs},
        {u"dice"_qs, u"100d20kh48"_qs},
        {u"bands"_qs,
         QJsonArray{QJsonObject{{u"id"_qs, u"low"_qs}, {u"name"_qs, u"Low"_qs}, {u"max"_qs, 700}},
                    QJsonObject{{u"id"_qs, u"high"_qs}, {u"name"_qs, u"High"_qs}, {u"min"_qs, 701}}}}});
    rs[u"tests"] = tests;
    QTemporaryDir dir;
    QFile ruleset(dir.filePath(u"huge.json"_qs));
    QVERIFY(ruleset.open(QIODevice::WriteOnly));
    ruleset.write(QJsonDocument(rs).toJson());
    ruleset.close();
    QFile situation(dir.filePath(u"situation.json"_qs));
    QVERIFY(situation.open(QIODevice::WriteOnly));
    situation.write(R"({"actor": {"id": "a", "type": "foot"}})");
    situation.close();
    const QStringList args{"odds", "--ruleset",   ruleset.fileName(),  "--test",
                           "huge", "--situation", situation.fileName()};
    const CliRun r = runCli(args + QStringList{"--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    QCOMPARE(o[u"exact"].toBool(true), false);
    const int runs = o[u"simulatedRuns"].toInt();
    QVERIFY2(runs >= 1000, qPrintable(r.out));
    double sum = 0;
    for (const QJsonValue &v : o[u"odds"].toArray()) {
        const double p = v[u"probability"].toDouble();
        QVERIFY(v[u"low"].toDouble() <= p && p <= v[u"high"].toDouble());
        QVERIFY(v[u"low"].toDouble() < v[u"high"].toDouble());
        sum += p;
    }
    QVERIFY(std::abs(sum - 1) < 1e-9);
    QCOMPARE(runCli(args + QStringList{"--json"}).json()[u"odds"].toArray(), o[u"odds"].toArray());
    const CliRun words = runCli(args);
    QCOMPARE(words.exitCode, 0);
    QVERIFY2(words.out.contains(QStringLiteral("estimated from %1 simulated runs").arg(runs))
                 && words.out.contains(u"Low (700 or less) about "),
             qPrintable(words.out));
    // Resolved, the step's odds say so too; a test worked out exactly says it is exact.
    const CliRun resolved = runCli({"resolve", "--ruleset", ruleset.fileName(), "--test", "huge",
                                    "--situation", situation.fileName(), "--seed", "1", "--json"});
    QCOMPARE(resolved.exitCode, 0);
    const QJsonObject step = resolved.json()[u"steps"].toArray().first().toObject();
    QCOMPARE(step[u"exact"].toBool(true), false);
    QCOMPARE(step[u"simulatedRuns"].toInt(), runs);
    const CliRun exact
        = runCli({"odds", "--ruleset", "kgcwo", "--test", "fire", "--situation", kFire, "--json"});
    QCOMPARE(exact.json()[u"exact"].toBool(), true);
    QCOMPARE(exact.json()[u"simulatedRuns"].toInt(), 0);
}

void TestCli::helpResolveDocumentsTheJson()
{
    const CliRun r = runCli({"help", "resolve"});
    QCOMPARE(r.exitCode, 0);
    for (const char *key : {"steps", "pending", "units", "modifiers", "odds", "facesUsed", "complete",
                            "exact", "simulatedRuns", "low", "high"})
        QVERIFY2(r.out.contains(QLatin1String(key)), key);
}

void TestCli::unreadableFilesAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList resolve{"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation"};
    QTest::newRow("check-a-folder") << QStringList{"check", "/"} << "check: /: this is a folder, not a file";
    QTest::newRow("check-a-device") << QStringList{"check", "/dev/zero"}
                                    << "/dev/zero: this is not a plain file";
    QTest::newRow("check-missing") << QStringList{"check", "/no/such/file.json"}
                                   << "/no/such/file.json: cannot read the file: no such file";
    QTest::newRow("situation-a-folder") << resolve + QStringList{"/"} << "cannot read /: this is a folder";
    QTest::newRow("situation-a-device")
        << resolve + QStringList{"/dev/zero"} << "cannot read /dev/zero: this is not a plain file";
    QTest::newRow("ruleset-a-folder") << QStringList{"describe", "/"} << "/: this is a folder, not a file";
    QTest::newRow("ruleset-a-device")
        << QStringList{"describe", "/dev/zero"} << "/dev/zero: this is not a plain file";
}

void TestCli::unreadableFilesAreRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(!r.err.contains(u":0:"), qPrintable(r.err)); // no line to jump to: none is shown
    QCOMPARE(r.err.trimmed().count(u'\n'), 0);
    QVERIFY(r.out.isEmpty());
}

void TestCli::anOversizedSituationOnStandardInputIsRefused()
{
    // Spaces are valid JSON padding: only the size is wrong.
    const QByteArray big = QByteArray("{}") + QByteArray(1024 * 1024, ' ');
    const CliRun r = runCli({"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", "-"}, big);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(u"more than 1 MB"), qPrintable(r.err));
}

void TestCli::brokenUserRulesetsHarmNothingElse()
{
    QTemporaryDir dir;
    QVERIFY(!adjutant::testing::writeMalformedRuleset(kCorpus, u"69-ladders-not-objects.json"_qs, dir.path(),
                                                      u"house.json"_qs)
                 .isEmpty());
    QFile kgcwo(dir.filePath(u"my-kgcwo.json"_qs));
    QVERIFY(kgcwo.open(QIODevice::WriteOnly));
    kgcwo.write(R"({"format": 1, "id": "kgcwo", "name": "Mine", "version": "x", "tests": 3})");
    kgcwo.close();
    qputenv("ADJUTANT_RULESETS_DIR", dir.path().toLocal8Bit());
    const CliRun list = runCli({"rulesets"});
    const CliRun kgcwoRun = runCli({"describe", "kgcwo"});
    const CliRun other = runCli({"describe", "chosen-men"});
    const CliRun mine = runCli({"describe", "mini"});
    qunsetenv("ADJUTANT_RULESETS_DIR");
    QCOMPARE(list.exitCode, 0);
    QVERIFY2(list.out.contains(u"): " + dir.filePath(u"house.json"_qs)
                               + u":25: ladders[0]: expected an object, found text"),
             qPrintable(list.out));
    QVERIFY(list.out.contains(u"mini      BROKEN (3 problem")); // by the id it claims
    QVERIFY2(list.out.contains(u"kgcwo     King George Commands and We Obey"), qPrintable(list.out));
    QVERIFY(list.out.contains(u"kgcwo     BROKEN"));
    // The built-in kgcwo still loads; the broken file that claims its id is named on stderr.
    QCOMPARE(kgcwoRun.exitCode, 0);
    QVERIFY2(kgcwoRun.err.startsWith(u"warning: " + dir.filePath(u"my-kgcwo.json"_qs)),
             qPrintable(kgcwoRun.err));
    QVERIFY(kgcwoRun.err.contains(u"passed over for its mistakes"));
    QCOMPARE(other.exitCode, 0);
    QVERIFY(other.err.isEmpty());
    // The broken one itself: its mistakes, exit status 1.
    QCOMPARE(mine.exitCode, 1);
    QVERIFY(mine.err.contains(u"house.json:25: ladders[0]"));
}

void TestCli::resolveErrorsGoToStandardError()
{
    // What was resolved on stdout, why it stopped on stderr: the save's die shows an 11.
    const CliRun r = runCli(
        {"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", kFire, "--dice", "7 2 4 11"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.contains(u"Fire — 1st Foot against 45e Ligne"), qPrintable(r.out)); // named, not by id
    QVERIFY2(!r.out.contains(u"no face 11"), qPrintable(r.out));
    QCOMPARE(r.err, u"adjutant-cli resolve: a d10 has no face 11\n");
    const CliRun json = runCli({"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", kFire,
                                "--dice", "7 2 4 11", "--json"});
    QCOMPARE(json.exitCode, 2);
    QCOMPARE(json.json()[u"errors"].toArray().first().toString(), u"a d10 has no face 11");
    QCOMPARE(json.err, r.err);
}

// The dice of a random table are checked as a test's are: a face the die does not have stops the
// roll with the reason (a KGCWO fate's d6 showing 9 found no row and was passed over in silence; a
// d3 showing 7 became seven turns).
void TestCli::aTableDieRefusesAFaceItHasNot_data()
{
    QTest::addColumn<QString>("dice");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("err");
    QTest::newRow("fate-d6-shows-9") << "8 9 9" << 2 << "adjutant-cli resolve: a d6 has no face 9\n";
    QTest::newRow("replacement-d3-shows-7")
        << "8 1 5 6 7" << 2 << "adjutant-cli resolve: a d3 has no face 7\n";
    QTest::newRow("replacement-d3-shows-2") << "8 1 5 6 2" << 0 << "";
}

void TestCli::aTableDieRefusesAFaceItHasNot()
{
    QFETCH(QString, dice);
    QFETCH(int, exitCode);
    QFETCH(QString, err);
    QTemporaryDir dir;
    QFile situation(dir.filePath(u"commander.json"_qs));
    QVERIFY(situation.open(QIODevice::WriteOnly));
    situation.write(R"({"actor": {"id": "hale", "name": "Sir Arthur Hale", "type": "infantry"}})");
    situation.close();
    const CliRun r = runCli({"resolve", "--ruleset", "kgcwo", "--test", "fortune-or-calamity", "--situation",
                             situation.fileName(), "--dice", dice});
    QCOMPARE(r.exitCode, exitCode);
    QCOMPARE(r.err, err);
    if (exitCode == 0)
        QVERIFY2(r.out.contains(u"Killed"), qPrintable(r.out));
}

void TestCli::messagesStayOnOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("file"); // written to a scratch file named in args as FILE
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // on stderr, or on stdout for check's findings
    QTest::newRow("a-situation-key-with-a-line-break")
        << QStringList{"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", "FILE"}
        << QByteArray(R"({"act\nor": {}, "tar\u202eget": {}})") << 2
        << R"(unknown key "act\nor"; a situation has)";
    QTest::newRow("a-ruleset-key-with-a-bell")
        << QStringList{"check", "FILE"} << QByteArray(R"({"format": 1, "\u0007id": "x"})") << 1
        << u"FILE:1: \\u0007id: unknown key"_qs;
    QTest::newRow("a-scenario-without-its-ruleset")
        << QStringList{"check", "FILE"} << QByteArray("{\"format\": 1,\n \"sides\": []}") << 1
        << u"FILE:1: ruleset: the key \"ruleset\" is required"_qs;
    QTest::newRow("a-situation-nested-too-deep")
        << QStringList{"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", "FILE"}
        << QByteArray("{\"actor\":\n" + QByteArray(30'000, '[') + QByteArray(30'000, ']') + "}") << 2
        << u"FILE:2: column 64: lists and objects nest more than 64 levels deep here"_qs;
    QTest::newRow("a-situation-with-a-syntax-error")
        << QStringList{"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", "FILE"}
        << QByteArray("{\"actor\": {},\n \"target\" {}}") << 2 << u"FILE:2: column 11: expected ':'"_qs;
    QTest::newRow("a-situation-not-an-object")
        << QStringList{"resolve", "--ruleset", "kgcwo", "--test", "fire", "--situation", "FILE"}
        << QByteArray("[1, 2]") << 2 << u"FILE: the situation is a JSON object, {...}"_qs;
    QTest::newRow("a-long-expression-cut-short")
        << QStringList{"roll", QString(u"d7"_qs + u"+d6"_qs.repeated(100))} << QByteArray() << 2
        << u"'d7+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6…': column 2: there is no d7"_qs;
}

void TestCli::messagesStayOnOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, file);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"input.json"_qs);
    if (!file.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    args.replaceInStrings(u"FILE"_qs, path);
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, exitCode);
    const QString shown = exitCode == 1 ? r.out : r.err;
    QVERIFY2(shown.contains(QString(message).replace(u"FILE"_qs, path)), qPrintable(shown));
    for (const QString &line : shown.split(u'\n', Qt::SkipEmptyParts))
        QVERIFY2(line.startsWith(u"adjutant-cli ") || line.startsWith(path), qPrintable(line));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
