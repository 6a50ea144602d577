// The loader accepts good rulesets and rejects each kind of mistake with file:line: path: message,
// loading nothing. The malformed corpus is data/malformed/: one patch per case that breaks
// data/minimal.json, and expected.tsv (see malformedcorpus.h).
#include "malformedcorpus.h"

#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace adjutant::rules;

static const QString kData = QStringLiteral(RULES_TEST_DATA);
static const QString kCorpus = kData + u"/malformed";

// The cases of the corpus, made from their patches once for the whole run.
static const QTemporaryDir &malformedCases()
{
    static const QTemporaryDir dir;
    return dir;
}

class TestRulesetLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void minimalRulesetLoads();
    void lookupsStayRightWhenTheListsChange();
    void builtInRulesetsLoadWithoutErrors();
    void triggersAreChecked_data();
    void triggersAreChecked();
    void chargeRulesReadTheChargesInputs_data();
    void chargeRulesReadTheChargesInputs();
    void malformedRulesetsAreRejected_data();
    void malformedRulesetsAreRejected();
    void everyMistakeIsReportedInOnePass();
    void aThousandMistakesAreListedAndTheRestCounted();
    void oneLineEscapesWhatBreaksALine_data();
    void oneLineEscapesWhatBreaksALine();
    void aKeyWithControlCharactersStaysOnOneLine();
    void missingFileIsAClearError();
    void userFolderOverridesABuiltInId();
    void brokenUserRulesetIsListedNotLoaded();
    void brokenUserFilesHarmNoOtherLookup_data();
    void brokenUserFilesHarmNoOtherLookup();
    void aBrokenOverrideIsPassedOverWithWord();
};

void TestRulesetLoader::minimalRulesetLoads()
{
    const RulesetLoadResult r = RulesetLoader::loadFile(kData + u"/minimal.json");
    for (const RulesetError &e : r.errors)
        qWarning() << e.toString();
    QVERIFY(r.ok());
    QCOMPARE(r.ruleset->id, u"mini");
    QCOMPARE(r.ruleset->tests.size(), 2);
    QCOMPARE(r.ruleset->test(u"shoot"_qs)->modifiers.size(), 2); // the set's one plus its own
}

void TestRulesetLoader::lookupsStayRightWhenTheListsChange()
{
    // Lookups go through an index built by the loader; a ruleset changed afterwards (a test's
    // copy, say) must still find what it holds, and nothing it does not.
    const RulesetLoadResult r = RulesetLoader::loadFile(kData + u"/minimal.json");
    QVERIFY(r.ok());
    QCOMPARE(r.ruleset->field(u"hits"_qs)->id, u"hits");
    QVERIFY(!r.ruleset->field(u"nope"_qs));
    QCOMPARE(r.ruleset->ladder(u"quality"_qs)->indexOf(u"B"_qs), 1);
    Ruleset changed = *r.ruleset;
    Field added;
    added.id = u"added"_qs;
    changed.fields.append(added);
    QCOMPARE(changed.field(u"added"_qs)->id, u"added");
    std::reverse(changed.fields.begin(), changed.fields.end());
    QCOMPARE(changed.field(u"hits"_qs)->id, u"hits");
    QCOMPARE(changed.field(u"q"_qs), &changed.fields.last());
    Ladder &quality = changed.ladders.first();
    std::swap(quality.steps.first(), quality.steps.last());
    QCOMPARE(quality.indexOf(u"B"_qs), 0);
    QCOMPARE(quality.step(u"A"_qs)->value, 1);
    changed.buildIndexes();
    QCOMPARE(changed.field(u"added"_qs), &changed.fields.first());
    QVERIFY(!changed.field(u"nope"_qs));
}

void TestRulesetLoader::builtInRulesetsLoadWithoutErrors()
{
    const auto entries = RulesetLibrary::list();
    QVERIFY(!entries.isEmpty());
    for (const auto &e : entries) {
        if (!e.builtIn)
            continue;
        for (const RulesetError &x : e.errors)
            qWarning() << x.toString();
        QVERIFY2(e.errors.isEmpty(), qPrintable(e.path));
    }
    QVERIFY(std::any_of(entries.begin(), entries.end(), [](const auto &e) { return e.id == u"kgcwo"; }));
}

void TestRulesetLoader::triggersAreChecked_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("trigger");
    QTest::addColumn<QString>("error");
    // A note that a test is covered must name tests or procedures that really take it.
    QTest::newRow("covered by a test's follow-ups")
        << u"kgcwo"_qs << uR"({"id": "x", "name": "X", "test": "received-wounds", "coveredBy": ["melee"]})"_qs
        << QString();
    QTest::newRow("covered deeper in the cascade")
        << u"kgcwo"_qs
        << uR"({"id": "x", "name": "X", "test": "received-wounds", "coveredBy": ["stand-and-fire-range"]})"_qs
        << QString();
    QTest::newRow("covered by a procedure's steps")
        << u"kgcwo"_qs << uR"({"id": "x", "name": "X", "test": "receive-charge", "coveredBy": ["charge"]})"_qs
        << QString();
    QTest::newRow("a test that never takes it")
        << u"kgcwo"_qs << uR"({"id": "x", "name": "X", "test": "lost-melee", "coveredBy": ["fire"]})"_qs
        << u"\"fire\" never takes the test \"lost-melee\""_qs;
    QTest::newRow("a procedure that never takes it")
        << u"kgcwo"_qs << uR"({"id": "x", "name": "X", "test": "rally", "coveredBy": ["melee"]})"_qs
        << u"\"melee\" never takes the test \"rally\""_qs;
    QTest::newRow("covered by nothing known")
        << u"kgcwo"_qs << uR"({"id": "x", "name": "X", "test": "rally", "coveredBy": ["parley"]})"_qs
        << u"no test or procedure \"parley\""_qs;
    QTest::newRow("a note that also owes")
        << u"kgcwo"_qs
        << uR"({"id": "x", "name": "X", "test": "lost-melee", "coveredBy": ["melee"], "after": ["fire"]})"_qs
        << u"owes nothing: leave out \"after\""_qs;
    // The loser of a test that names one; a result the test has.
    QTest::newRow("the loser of an opposed test")
        << u"nap-igougo"_qs
        << uR"({"id": "x", "name": "X", "after": ["melee"], "test": "morale", "actor": "loser", "outcomes": ["decisive"]})"_qs
        << QString();
    QTest::newRow("the loser of a test that names none")
        << u"nap-igougo"_qs
        << uR"({"id": "x", "name": "X", "after": ["musketry"], "test": "morale", "actor": "loser"})"_qs
        << u"\"musketry\" names no winner or loser"_qs;
    QTest::newRow("a result the test does not have")
        << u"nap-igougo"_qs
        << uR"({"id": "x", "name": "X", "after": ["melee"], "test": "morale", "outcomes": ["rout"]})"_qs
        << u"\"melee\" has no result \"rout\""_qs;
    QTest::newRow("a role no test has")
        << u"nap-igougo"_qs
        << uR"({"id": "x", "name": "X", "after": ["melee"], "test": "morale", "actor": "umpire"})"_qs
        << u"a role is actor, target, winner or loser"_qs;
    // Owed for the next phase (the next move's morale step), or for this one, or the turn.
    QTest::newRow("lapsing when the next phase ends")
        << u"brigade"_qs
        << uR"({"id": "x", "name": "X", "after": ["melee"], "test": "morale", "lapses": "next-phase"})"_qs
        << QString();
    QTest::newRow("owed once in the next phase is no span")
        << u"brigade"_qs
        << uR"({"id": "x", "name": "X", "after": ["melee"], "test": "morale", "once": "next-phase"})"_qs
        << u"triggers[3].once: phase or turn"_qs;
    QTest::newRow("lapsing at no known moment")
        << u"brigade"_qs
        << uR"({"id": "x", "name": "X", "after": ["melee"], "test": "morale", "lapses": "week"})"_qs
        << u"triggers[3].lapses: phase, next-phase or turn"_qs;
}

void TestRulesetLoader::chargeRulesReadTheChargesInputs_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("error");
    // A charge rule may read what every procedure that asks the charge rules has entered: the
    // brigade rules' charge into a flank.
    QTest::newRow("the charge's flank")
        << u"brigade"_qs
        << uR"({"id": "x", "name": "X", "when": {"field": "input.flank", "atLeast": 1}, "verdict": "allowed"})"_qs
        << QString();
    QTest::newRow("the charge's distance")
        << u"kgcwo"_qs
        << uR"({"id": "x", "name": "X", "when": {"field": "input.distance", "atMost": 2}, "verdict": "forbidden"})"_qs
        << QString();
    // KGCWO's charge has no flank to enter.
    QTest::newRow("an input the charge lacks")
        << u"kgcwo"_qs
        << uR"({"id": "x", "name": "X", "when": {"field": "input.flank", "atLeast": 1}, "verdict": "allowed"})"_qs
        << u"when.field: \"input.flank\": not every procedure that asks the charge rules declares the input \"flank\""_qs;
    QTest::newRow("an input no procedure has")
        << u"nap-igougo"_qs
        << uR"({"id": "x", "name": "X", "when": {"field": "input.rounds", "atLeast": 1}, "verdict": "allowed"})"_qs
        << u"declares the input \"rounds\""_qs;
}

void TestRulesetLoader::chargeRulesReadTheChargesInputs()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, rule);
    QFETCH(QString, error);
    QFile file(u":/rulesets/"_qs + ruleset + u".json"_qs);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject rs = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray rules = rs.value(u"chargeRules").toArray();
    rules.prepend(QJsonDocument::fromJson(rule.toUtf8()).object());
    rs.insert(u"chargeRules"_qs, rules);
    const RulesetLoadResult r = RulesetLoader::loadData(QJsonDocument(rs).toJson(), u"t.json"_qs);
    QStringList seen;
    for (const RulesetError &e : r.errors)
        seen.append(e.toString());
    if (error.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(seen.join(u'\n')));
        return;
    }
    QVERIFY2(seen.size() == 1 && seen.first().contains(error) && seen.first().startsWith(u"t.json:"_qs)
                 && seen.first().contains(u"chargeRules[0]"_qs),
             qPrintable(seen.join(u'\n')));
}

void TestRulesetLoader::triggersAreChecked()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, trigger);
    QFETCH(QString, error);
    QFile file(u":/rulesets/"_qs + ruleset + u".json"_qs);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject rs = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray triggers = rs.value(u"triggers").toArray();
    triggers.append(QJsonDocument::fromJson(trigger.toUtf8()).object());
    rs.insert(u"triggers"_qs, triggers);
    const RulesetLoadResult r = RulesetLoader::loadData(QJsonDocument(rs).toJson(), u"t.json"_qs);
    QStringList seen;
    for (const RulesetError &e : r.errors)
        seen.append(e.toString());
    if (error.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(seen.join(u'\n')));
        QCOMPARE(r.ruleset->triggers.last().id, u"x"_qs);
        return;
    }
    QVERIFY(!r.ok());
    QVERIFY2(seen.size() == 1 && seen.first().contains(error), qPrintable(seen.join(u'\n')));
    QVERIFY2(seen.first().contains(u"triggers["_qs), qPrintable(seen.first()));
}

void TestRulesetLoader::malformedRulesetsAreRejected_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QFile table(kData + u"/malformed/expected.tsv");
    QVERIFY(table.open(QIODevice::ReadOnly));
    int rows = 0;
    while (!table.atEnd()) {
        const QString line = QString::fromUtf8(table.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList cols = line.split(u'\t');
        QCOMPARE(cols.size(), 4);
        QTest::newRow(qPrintable(cols[0])) << cols[0] << cols[1].toInt() << cols[2] << cols[3];
        ++rows;
    }
    QVERIFY2(rows >= 30, "the corpus must hold at least 30 malformed rulesets");
    // Every patch applies to the base, made here for the rows below; the base itself is valid.
    const QStringList patches = QDir(kCorpus).entryList({u"*.patch"_qs}, QDir::Files);
    QVERIFY2(patches.size() >= 30, "the corpus has lost its patches");
    for (const QString &patch : patches) {
        const QString caseFile = patch.chopped(6) + u".json";
        QVERIFY2(
            !adjutant::testing::writeMalformedRuleset(kCorpus, caseFile, malformedCases().path()).isEmpty(),
            qPrintable(caseFile));
    }
    QVERIFY(RulesetLoader::loadFile(kData + u"/minimal.json").ok());
}

void TestRulesetLoader::malformedRulesetsAreRejected()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const QString casePath = QDir(malformedCases().path()).filePath(file);
    QVERIFY2(QFile::exists(casePath), qPrintable(u"no patch makes " + file));
    const RulesetLoadResult r = RulesetLoader::loadFile(casePath);
    QVERIFY2(!r.ok(), "a malformed ruleset must not load");
    QVERIFY(!r.ruleset.has_value());
    QStringList seen;
    bool found = false;
    for (const RulesetError &e : r.errors) {
        seen.append(e.toString());
        if (e.line == line && e.path == path && e.message.contains(message)) {
            found = true;
            // The form editors jump to: file:line: path: message.
            const QString prefix = casePath + u':' + QString::number(line) + u": ";
            QVERIFY(e.toString().startsWith(prefix));
        }
    }
    QVERIFY2(found,
             qPrintable(u"expected line " + QString::number(line) + u" " + path + u": " + message
                        + u"\ngot:\n" + seen.join(u'\n')));
}

void TestRulesetLoader::everyMistakeIsReportedInOnePass()
{
    QFile f(kData + u"/minimal.json");
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    text.replace("\"dice\": \"d10\"", "\"dice\": \"d9\"");
    text.replace("\"test\": \"save\"", "\"test\": \"saved\"");
    text.replace("\"maxFrom\": \"max\"", "\"maxFrom\": \"most\"");
    const RulesetLoadResult r = RulesetLoader::loadData(text, QStringLiteral("three.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.size(), 3);
    for (qsizetype i = 1; i < r.errors.size(); ++i)
        QVERIFY(r.errors[i - 1].line <= r.errors[i].line); // in file order
}

void TestRulesetLoader::aThousandMistakesAreListedAndTheRestCounted()
{
    QFile f(kData + u"/minimal.json");
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    QByteArray unknown;
    for (int i = 0; i < 1500; ++i)
        unknown += "\"colour" + QByteArray::number(i) + "\": 1,\n";
    text.replace("\"format\": 2,", QByteArray(QByteArray("\"format\": 2,\n") + unknown));
    const RulesetLoadResult r = RulesetLoader::loadData(text, QStringLiteral("many.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.size(), 1001);
    for (qsizetype i = 1; i < 1000; ++i)
        QVERIFY(r.errors[i - 1].line < r.errors[i].line); // each its own line, in file order
    QCOMPARE(r.errors.last().toString(), u"many.json: and 500 more mistakes, not listed; fix these first");
}

void TestRulesetLoader::oneLineEscapesWhatBreaksALine_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain") << u"tests[0].name"_qs << u"tests[0].name"_qs;
    QTest::newRow("accents-and-dashes") << u"Général — ç"_qs << u"Général — ç"_qs;
    QTest::newRow("line-break") << u"a\nb"_qs << u"a\\nb"_qs;
    QTest::newRow("carriage-return-and-tab") << u"a\rb\tc"_qs << u"a\\rb\\tc"_qs;
    QTest::newRow("bell-and-escape") << u"a\u0007\u001b[2J"_qs << u"a\\u0007\\u001b[2J"_qs;
    QTest::newRow("delete-and-c1") << u"a\u007f\u0085"_qs << u"a\\u007f\\u0085"_qs;
    QTest::newRow("line-separator") << u"a\u2028b"_qs << u"a\\u2028b"_qs;
    QTest::newRow("right-to-left-override") << u"a\u202egnp.exe"_qs << u"a\\u202egnp.exe"_qs;
    QTest::newRow("isolate") << u"\u2066x\u2069"_qs << u"\\u2066x\\u2069"_qs;
}

void TestRulesetLoader::oneLineEscapesWhatBreaksALine()
{
    QFETCH(QString, text);
    QFETCH(QString, shown);
    QCOMPARE(oneLine(text), shown);
}

void TestRulesetLoader::aKeyWithControlCharactersStaysOnOneLine()
{
    QFile f(kData + u"/minimal.json");
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    text.replace("\"format\": 2,", "\"format\": 2,\n  \"col\\nour\\u202e\": 1,");
    const RulesetLoadResult r = RulesetLoader::loadData(text, QStringLiteral("keys.json"));
    QCOMPARE(r.errors.size(), 1);
    QCOMPARE(r.errors.first().path, u"col\nour\u202e"); // as read
    QVERIFY2(r.errors.first().toString().startsWith(u"keys.json:3: col\\nour\\u202e: unknown key"),
             qPrintable(r.errors.first().toString()));
}

void TestRulesetLoader::missingFileIsAClearError()
{
    const RulesetLoadResult r = RulesetLoader::loadFile(u"/nonexistent/house.json"_qs);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.size(), 1);
    QVERIFY(r.errors.first().toString().startsWith(u"/nonexistent/house.json: cannot read the file"));
}

void TestRulesetLoader::userFolderOverridesABuiltInId()
{
    QTemporaryDir dir;
    QFile builtIn(u":/rulesets/kgcwo.json"_qs);
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    QByteArray text = builtIn.readAll();
    // Whatever version the built-in file is at, the house copy says its own.
    text.replace(
        QRegularExpression(uR"("version": "[^"]*")"_qs).match(QString::fromUtf8(text)).captured().toUtf8(),
        "\"version\": \"1.0.0-house\"");
    QFile house(dir.filePath(u"my-kgcwo.json"_qs));
    QVERIFY(house.open(QIODevice::WriteOnly));
    house.write(text);
    house.close();
    qputenv("ADJUTANT_RULESETS_DIR", dir.path().toLocal8Bit());
    const RulesetLoadResult r = RulesetLibrary::load(u"kgcwo"_qs);
    qunsetenv("ADJUTANT_RULESETS_DIR");
    QVERIFY(r.ok());
    QCOMPARE(r.ruleset->version, u"1.0.0-house");
}

void TestRulesetLoader::brokenUserRulesetIsListedNotLoaded()
{
    QTemporaryDir dir;
    QVERIFY(!adjutant::testing::writeMalformedRuleset(kCorpus, u"18-bad-dice-expression.json"_qs, dir.path(),
                                                      u"broken.json"_qs)
                 .isEmpty());
    qputenv("ADJUTANT_RULESETS_DIR", dir.path().toLocal8Bit());
    const auto entries = RulesetLibrary::list();
    qunsetenv("ADJUTANT_RULESETS_DIR");
    const auto it = std::find_if(entries.begin(), entries.end(), [](const auto &e) { return !e.builtIn; });
    QVERIFY(it != entries.end());
    QCOMPARE(it->id, u"mini"); // the id it claims
    QVERIFY(!it->errors.isEmpty());
}

// A user folder holding every kind of broken file, and one good ruleset ("mini").
static void fillWithBrokenFiles(const QTemporaryDir &dir)
{
    const auto put = [&dir](const char *name, const QByteArray &text) {
        QFile f(dir.filePath(QString::fromLatin1(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    QFile minimal(kData + u"/minimal.json");
    QVERIFY(minimal.open(QIODevice::ReadOnly));
    const QByteArray good = minimal.readAll();
    put("a-syntax.json", "{\"id\": \"syntax\", ");
    put("b-deep.json", QByteArray(30'000, '[') + QByteArray(30'000, ']'));
    put("c-list.json", "[1, 2]");
    put("d-empty.json", "");
    QVERIFY(!adjutant::testing::writeMalformedRuleset(kCorpus, u"69-ladders-not-objects.json"_qs, dir.path(),
                                                      u"e-ladders.json"_qs)
                 .isEmpty());
    QVERIFY(!adjutant::testing::writeMalformedRuleset(kCorpus, u"68-field-without-kind.json"_qs, dir.path(),
                                                      u"f-kind.json"_qs)
                 .isEmpty());
    QVERIFY(QFile::link(u"/dev/zero"_qs, dir.filePath(u"g-zero.json"_qs)));
    QVERIFY(QDir(dir.path()).mkdir(u"h-folder.json"_qs));
    put("z-good.json", good);
}

void TestRulesetLoader::brokenUserFilesHarmNoOtherLookup_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("loads");
    QTest::addColumn<int>("passedOver"); // broken files that claim the id
    QTest::newRow("built-in") << u"kgcwo"_qs << true << 0;
    QTest::newRow("another-built-in") << u"chosen-men"_qs << true << 0;
    QTest::newRow("the-good-user-file") << u"mini"_qs << true << 2;
    QTest::newRow("nowhere") << u"nope"_qs << false << 0;
}

void TestRulesetLoader::brokenUserFilesHarmNoOtherLookup()
{
    QFETCH(QString, id);
    QFETCH(bool, loads);
    QFETCH(int, passedOver);
    QTemporaryDir dir;
    fillWithBrokenFiles(dir);
    qputenv("ADJUTANT_RULESETS_DIR", dir.path().toLocal8Bit());
    const RulesetLoadResult r = RulesetLibrary::load(id);
    const auto entries = RulesetLibrary::list();
    qunsetenv("ADJUTANT_RULESETS_DIR");
    QCOMPARE(r.ok(), loads);
    if (loads)
        QCOMPARE(r.ruleset->id, id);
    QCOMPARE(r.passedOver.size(), passedOver);
    // Every broken file is listed as broken, with its first message; the good ones are not.
    int broken = 0;
    for (const auto &e : entries) {
        if (e.builtIn || e.path.endsWith(u"z-good.json")) {
            QVERIFY2(e.errors.isEmpty(), qPrintable(e.path));
            continue;
        }
        ++broken;
        QVERIFY2(!e.errors.isEmpty(), qPrintable(e.path));
        QVERIFY(!e.errors.first().toString().isEmpty());
    }
    QCOMPARE(broken, 7); // the link to /dev/zero too ("not a plain file"); the folder is no file
}

void TestRulesetLoader::aBrokenOverrideIsPassedOverWithWord()
{
    QTemporaryDir dir;
    QFile builtIn(u":/rulesets/kgcwo.json"_qs);
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    QByteArray text = builtIn.readAll();
    text.replace("\"dice\": \"2d6\"", "\"dice\": \"2d7\"");
    QFile house(dir.filePath(u"my-kgcwo.json"_qs));
    QVERIFY(house.open(QIODevice::WriteOnly));
    house.write(text);
    house.close();
    qputenv("ADJUTANT_RULESETS_DIR", dir.path().toLocal8Bit());
    const RulesetLoadResult r = RulesetLibrary::load(u"kgcwo"_qs);
    qunsetenv("ADJUTANT_RULESETS_DIR");
    QVERIFY(r.ok());
    QCOMPARE(r.ruleset->source, u"rulesets/kgcwo.json"); // the built-in one
    QCOMPARE(r.passedOver.size(), 1);
    QVERIFY2(r.passedOver.first().toString().contains(u"my-kgcwo.json:"),
             qPrintable(r.passedOver.first().toString()));
    QVERIFY(
        r.passedOver.first().message.contains(u"passed over for its mistakes; the first: bad dice \"2d7\""));
}

QTEST_GUILESS_MAIN(TestRulesetLoader)
#include "tst_rulesetloader.moc"
