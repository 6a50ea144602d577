// The loader accepts good rulesets and rejects each kind of mistake with file:line: path: message,
// loading nothing. The malformed corpus is data/malformed/ with expected.tsv beside it.
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::rules;

static const QString kData = QStringLiteral(RULES_TEST_DATA);

class TestRulesetLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void minimalRulesetLoads();
    void builtInRulesetsLoadWithoutErrors();
    void malformedRulesetsAreRejected_data();
    void malformedRulesetsAreRejected();
    void everyMistakeIsReportedInOnePass();
    void aThousandMistakesAreListedAndTheRestCounted();
    void missingFileIsAClearError();
    void userFolderOverridesABuiltInId();
    void brokenUserRulesetIsListedNotLoaded();
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
}

void TestRulesetLoader::malformedRulesetsAreRejected()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const RulesetLoadResult r = RulesetLoader::loadFile(kData + u"/malformed/" + file);
    QVERIFY2(!r.ok(), "a malformed ruleset must not load");
    QVERIFY(!r.ruleset.has_value());
    QStringList seen;
    bool found = false;
    for (const RulesetError &e : r.errors) {
        seen.append(e.toString());
        if (e.line == line && e.path == path && e.message.contains(message)) {
            found = true;
            // The form editors jump to: file:line: path: message.
            const QString prefix = kData + u"/malformed/" + file + u':' + QString::number(line) + u": ";
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
    text.replace("\"format\": 1,", QByteArray(QByteArray("\"format\": 1,\n") + unknown));
    const RulesetLoadResult r = RulesetLoader::loadData(text, QStringLiteral("many.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.size(), 1001);
    for (qsizetype i = 1; i < 1000; ++i)
        QVERIFY(r.errors[i - 1].line < r.errors[i].line); // each its own line, in file order
    QCOMPARE(r.errors.last().toString(), u"many.json: and 500 more mistakes, not listed; fix these first");
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
    text.replace("\"version\": \"1.0.0\"", "\"version\": \"1.0.0-house\"");
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
    QVERIFY(QFile::copy(kData + u"/malformed/18-bad-dice-expression.json", dir.filePath(u"broken.json"_qs)));
    qputenv("ADJUTANT_RULESETS_DIR", dir.path().toLocal8Bit());
    const auto entries = RulesetLibrary::list();
    qunsetenv("ADJUTANT_RULESETS_DIR");
    const auto it = std::find_if(entries.begin(), entries.end(), [](const auto &e) { return !e.builtIn; });
    QVERIFY(it != entries.end());
    QCOMPARE(it->id, u"broken");
    QVERIFY(!it->errors.isEmpty());
}

QTEST_GUILESS_MAIN(TestRulesetLoader)
#include "tst_rulesetloader.moc"
