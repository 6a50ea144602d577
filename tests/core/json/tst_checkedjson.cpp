#include "json/checkedjson.h"

#include <QJsonDocument>
#include <QTest>

using namespace adjutant::json;
using namespace adjutant::json::checked;

// The checked reader every hand-written file goes through: each read checks the value's type,
// unknown keys are reported, and each mistake names its line and path, with the reading going on.
class TestCheckedJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsOneKey_data();
    void readsOneKey();
    void contextKeepsEachMistakeOnceInFileOrder();
    void contextCountsMistakesPastItsLimit();
    void deferredChecksRunInOrderWhenAsked();
    void paths_data();
    void paths();
    void ids_data();
    void ids();
};

namespace {

const Keys kAllowed = {"id", "count", "ratio", "on", "list", "names"};

// "line|path|message"
QStringList described(const QList<FileError> &errors)
{
    QStringList out;
    for (const FileError &e : errors)
        out.append(QStringLiteral("%1|%2|%3").arg(e.line).arg(e.path, e.message));
    return out;
}

} // namespace

void TestCheckedJson::readsOneKey_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<bool>("required");
    QTest::addColumn<QString>("value"); // what the reader gave, written out; "none" for no value
    QTest::addColumn<QStringList>("errors"); // "line|path|message"

    // text
    QTest::newRow("text") << QByteArray("{\n\"id\": \"fire\"\n}") << "text" << QByteArray("id") << true
                          << "fire" << QStringList{};
    QTest::newRow("text-required-missing") << QByteArray("{\n\"count\": 1\n}") << "text" << QByteArray("id")
                                           << true << "" << QStringList{"1|id|the key \"id\" is required"};
    QTest::newRow("text-optional-missing")
        << QByteArray("{\n\"count\": 1\n}") << "text" << QByteArray("id") << false << "" << QStringList{};
    QTest::newRow("text-given-a-number") << QByteArray("{\n\"id\": 3\n}") << "text" << QByteArray("id")
                                         << true << "" << QStringList{"2|id|expected text, found a number"};
    QTest::newRow("text-given-null") << QByteArray("{\n\"id\": null\n}") << "text" << QByteArray("id")
                                     << false << "" << QStringList{"2|id|expected text, found null"};
    QTest::newRow("text-blank-required") << QByteArray("{\n\"id\": \"  \"\n}") << "text" << QByteArray("id")
                                         << true << "  " << QStringList{"2|id|must not be empty"};
    QTest::newRow("text-blank-optional")
        << QByteArray("{\n\"id\": \"\"\n}") << "text" << QByteArray("id") << false << "" << QStringList{};
    QTest::newRow("prose-without-catalogue")
        << QByteArray("{\n\"id\": \"Each hit needs a save.\"\n}") << "prose" << QByteArray("id") << false
        << "Each hit needs a save." << QStringList{};

    // integer
    QTest::newRow("integer") << QByteArray("{\n\"count\": 7\n}") << "integer" << QByteArray("count") << false
                             << "7" << QStringList{};
    QTest::newRow("integer-negative-bound") << QByteArray("{\n\"count\": -1000000\n}") << "integer"
                                            << QByteArray("count") << false << "-1000000" << QStringList{};
    QTest::newRow("integer-written-with-point") << QByteArray("{\n\"count\": 4.0\n}") << "integer"
                                                << QByteArray("count") << false << "4" << QStringList{};
    QTest::newRow("integer-fraction")
        << QByteArray("{\n\n\"count\": 2.5\n}") << "integer" << QByteArray("count") << false << "none"
        << QStringList{"3|count|expected a whole number from -1000000 to 1000000, not 2.5"};
    QTest::newRow("integer-past-the-bound")
        << QByteArray("{\n\"count\": 1000001\n}") << "integer" << QByteArray("count") << false << "none"
        << QStringList{"2|count|expected a whole number from -1000000 to 1000000, not 1"};
    QTest::newRow("integer-huge") << QByteArray("{\n\"count\": 1e308\n}") << "integer" << QByteArray("count")
                                  << false << "none"
                                  << QStringList{
                                         "2|count|expected a whole number from -1000000 to 1000000, not 1"};
    QTest::newRow("integer-as-text") << QByteArray("{\n\"count\": \"7\"\n}") << "integer"
                                     << QByteArray("count") << false << "none"
                                     << QStringList{"2|count|expected a whole number, found text"};
    QTest::newRow("integer-required-missing")
        << QByteArray("{\n\"id\": \"x\"\n}") << "integer" << QByteArray("count") << true << "none"
        << QStringList{"1|count|the key \"count\" is required"};
    QTest::newRow("integer-optional-missing") << QByteArray("{\n\"id\": \"x\"\n}") << "integer"
                                              << QByteArray("count") << false << "none" << QStringList{};

    // number
    QTest::newRow("number") << QByteArray("{\n\"ratio\": 0.25\n}") << "number" << QByteArray("ratio") << false
                            << "0.25" << QStringList{};
    QTest::newRow("number-missing") << QByteArray("{\n\"id\": \"x\"\n}") << "number" << QByteArray("ratio")
                                    << false << "none" << QStringList{};
    QTest::newRow("number-given-true")
        << QByteArray("{\n\"ratio\": true\n}") << "number" << QByteArray("ratio") << false << "none"
        << QStringList{"2|ratio|expected a number, found true/false"};

    // flag: the fallback (false) when absent or wrong
    QTest::newRow("flag-true") << QByteArray("{\n\"on\": true\n}") << "flag" << QByteArray("on") << false
                               << "true" << QStringList{};
    QTest::newRow("flag-missing") << QByteArray("{\n\"id\": \"x\"\n}") << "flag" << QByteArray("on") << false
                                  << "false" << QStringList{};
    QTest::newRow("flag-given-yes") << QByteArray("{\n\"on\": \"yes\"\n}") << "flag" << QByteArray("on")
                                    << false << "false"
                                    << QStringList{"2|on|expected true or false, found text"};

    // array and texts
    QTest::newRow("array") << QByteArray("{\n\"list\": [1, 2]\n}") << "array" << QByteArray("list") << false
                           << "[1,2]" << QStringList{};
    QTest::newRow("array-given-an-object")
        << QByteArray("{\n\"list\": {}\n}") << "array" << QByteArray("list") << false << "[]"
        << QStringList{"2|list|expected a list, found an object"};
    QTest::newRow("array-required-missing")
        << QByteArray("{\n\"id\": \"x\"\n}") << "array" << QByteArray("list") << true << "[]"
        << QStringList{"1|list|the key \"list\" is required"};
    QTest::newRow("texts") << QByteArray("{\n\"names\": [\"a\", \"b\"]\n}") << "texts" << QByteArray("names")
                           << false << "a,b" << QStringList{};
    QTest::newRow("texts-with-a-number")
        << QByteArray("{\n\"names\": [\n\"a\",\n2,\n\"b\"\n]\n}") << "texts" << QByteArray("names") << false
        << "a,b" << QStringList{"4|names[1]|expected text, found a number"};

    // the object itself
    QTest::newRow("unknown-key-listed-with-the-allowed")
        << QByteArray("{\n\"id\": \"x\",\n\"colour\": \"red\"\n}") << "text" << QByteArray("id") << true
        << "x" << QStringList{"3|colour|unknown key; allowed here: count, id, list, names, on, ratio"};
    QTest::newRow("two-unknown-keys")
        << QByteArray("{\n\"Id\": \"x\",\n\"id\": \"y\",\n\"cnt\": 2\n}") << "text" << QByteArray("id")
        << true << "y"
        << QStringList{"2|Id|unknown key; allowed here: count, id, list, names, on, ratio",
                       "4|cnt|unknown key; allowed here: count, id, list, names, on, ratio"};
    QTest::newRow("not-an-object") << QByteArray("[\n1\n]") << "text" << QByteArray("id") << true << ""
                                   << QStringList{"1||expected an object, found a list"};
    QTest::newRow("a-number-not-an-object") << QByteArray("42") << "integer" << QByteArray("count") << true
                                            << "none" << QStringList{"1||expected an object, found a number"};
}

void TestCheckedJson::readsOneKey()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, reader);
    QFETCH(QByteArray, key);
    QFETCH(bool, required);
    QFETCH(QString, value);
    QFETCH(QStringList, errors);

    SourceJson src;
    SourceJsonError parseError;
    QVERIFY2(SourceJsonReader::read(json, &src, &parseError), qPrintable(parseError.message));
    Context ctx(src, QStringLiteral("house.json"));
    const Obj obj(ctx, src.root, QString(), kAllowed);
    QCOMPARE(obj.valid(), src.root.isObject());

    const char *k = key.constData();
    QString got;
    if (reader == u"text") {
        got = obj.text(k, required);
    } else if (reader == u"prose") {
        got = obj.prose(k, required);
    } else if (reader == u"integer") {
        const std::optional<int> n = obj.integer(k, required);
        got = n ? QString::number(*n) : QStringLiteral("none");
    } else if (reader == u"number") {
        const std::optional<double> d = obj.number(k);
        got = d ? QString::number(*d) : QStringLiteral("none");
    } else if (reader == u"flag") {
        got = obj.flag(k) ? QStringLiteral("true") : QStringLiteral("false");
    } else if (reader == u"array") {
        got = QString::fromUtf8(QJsonDocument(obj.array(k, required)).toJson(QJsonDocument::Compact));
    } else if (reader == u"texts") {
        got = obj.texts(k).join(u',');
    } else {
        QFAIL("unknown reader in the table");
    }
    QCOMPARE(got, value);

    // Message texts are compared up to their start: a number's spelling is the locale's.
    const QStringList said = described(ctx.errors());
    QCOMPARE(said.size(), errors.size());
    for (qsizetype i = 0; i < said.size(); ++i)
        QVERIFY2(said.at(i).startsWith(errors.at(i)), qPrintable(said.at(i) + u" / " + errors.at(i)));
    QCOMPARE(ctx.hasErrors(), !errors.isEmpty());
    for (const FileError &e : ctx.errors())
        QCOMPARE(e.file, QStringLiteral("house.json"));
}

void TestCheckedJson::contextKeepsEachMistakeOnceInFileOrder()
{
    const QByteArray json = "{\n\"id\": 1,\n\"count\": \"x\"\n}";
    SourceJson src;
    SourceJsonError parseError;
    QVERIFY(SourceJsonReader::read(json, &src, &parseError));
    Context ctx(src, QStringLiteral("f.json"));
    const Obj obj(ctx, src.root, QString(), kAllowed);
    // Read in reverse file order, and twice: each mistake once, sorted by line.
    QVERIFY(!obj.integer("count"));
    QVERIFY(obj.text("id").isEmpty());
    QVERIFY(!obj.integer("count"));
    QVERIFY(obj.text("id").isEmpty());
    obj.missing("ratio");
    obj.missing("ratio");
    QCOMPARE(described(ctx.errors()),
             (QStringList{"1|ratio|the key \"ratio\" is required", "2|id|expected text, found a number",
                          "3|count|expected a whole number, found text"}));
}

void TestCheckedJson::contextCountsMistakesPastItsLimit()
{
    SourceJson src;
    SourceJsonError parseError;
    QVERIFY(SourceJsonReader::read("{}", &src, &parseError));
    Context ctx(src, QStringLiteral("f.json"));
    const qsizetype extra = 3;
    for (qsizetype i = 0; i < Context::kMaxErrors + extra; ++i)
        ctx.error(QStringLiteral("k%1").arg(i), QStringLiteral("wrong"));
    const QList<FileError> errors = ctx.errors();
    QCOMPARE(errors.size(), Context::kMaxErrors + 1);
    QCOMPARE(errors.last().line, 0);
    QVERIFY(errors.last().path.isEmpty());
    QCOMPARE(errors.last().message, QStringLiteral("and 3 more mistakes, not listed; fix these first"));
    // A mistake already kept is not counted again as dropped.
    ctx.error(QStringLiteral("k0"), QStringLiteral("wrong"));
    QCOMPARE(ctx.errors().last().message, QStringLiteral("and 3 more mistakes, not listed; fix these first"));
}

void TestCheckedJson::deferredChecksRunInOrderWhenAsked()
{
    SourceJson src;
    SourceJsonError parseError;
    QVERIFY(SourceJsonReader::read("{}", &src, &parseError));
    Context ctx(src, QStringLiteral("f.json"));
    QStringList ran;
    ctx.deferred([&ran] { ran.append(QStringLiteral("first")); });
    ctx.deferred([&ran, &ctx] {
        ran.append(QStringLiteral("second"));
        ctx.error(QStringLiteral("tests[0].then"), QStringLiteral("no test \"x\""));
    });
    QVERIFY(ran.isEmpty());
    QVERIFY(!ctx.hasErrors());
    ctx.runDeferred();
    QCOMPARE(ran, (QStringList{"first", "second"}));
    QCOMPARE(described(ctx.errors()), QStringList{"1|tests[0].then|no test \"x\""});
}

void TestCheckedJson::paths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    QTest::newRow("top-key") << child(QString(), QStringLiteral("tests")) << "tests";
    QTest::newRow("nested-key") << child(QStringLiteral("tests[1]"), QStringLiteral("dice"))
                                << "tests[1].dice";
    QTest::newRow("item") << item(QStringLiteral("tests"), 3) << "tests[3]";
    QTest::newRow("item-of-item") << item(item(QStringLiteral("a"), 0), 2) << "a[0][2]";
}

void TestCheckedJson::paths()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    QCOMPARE(path, expected);
}

void TestCheckedJson::ids_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("valid");
    QTest::newRow("word") << "fire" << true;
    QTest::newRow("hyphenated") << "morale-save" << true;
    QTest::newRow("digits") << "d10-table-2" << true;
    // Capitals stand: the built-in rulesets have an option "cardScale", a movement column
    // "counterCharge" and ladder steps "A" to "E".
    QTest::newRow("camel-case") << "cardScale" << true;
    QTest::newRow("one-capital") << "A" << true;
    // A joining unit's id is made from its name, accents and all.
    QTest::newRow("accented") << QStringLiteral("légion-étrangère") << true;
    QTest::newRow("underscore") << "first_fire" << false;
    QTest::newRow("underscore-alone") << "_" << false;
    QTest::newRow("tab") << "a\tb" << false;
    QTest::newRow("plus") << "a+b" << false;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("space") << "morale save" << false;
    QTest::newRow("dot") << "actor.fired" << false;
    QTest::newRow("slash") << "a/b" << false;
    QTest::newRow("quote") << "a\"b" << false;
}

void TestCheckedJson::ids()
{
    QFETCH(QString, id);
    QFETCH(bool, valid);
    QCOMPARE(isId(id), valid);
}

QTEST_GUILESS_MAIN(TestCheckedJson)
#include "tst_checkedjson.moc"
