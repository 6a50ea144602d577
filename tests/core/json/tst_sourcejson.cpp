#include "json/sourcejson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace adjutant::json;

class TestSourceJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordsTheLineOfEveryValue();
    void nearestAncestorLineForUnknownPaths();
    void readsEscapes();
    void keysInsideTextDoNotCount();
    void readsPastAByteOrderMark();
    void rejects_data();
    void rejects();
    void nestingUpToTheLimitReads_data();
    void nestingUpToTheLimitReads();
    void keysWithDotsAndBracketsFindTheirLines();
    void largeObjectsKeepEveryKey();
};

void TestSourceJson::recordsTheLineOfEveryValue()
{
    const QByteArray text = "{\n  \"a\": 1,\n  \"list\": [\n    {\"b\": true},\n    \"x\"\n  ],\n  \"c\": "
                            "{\n    \"d\": null\n  }\n}\n";
    SourceJson src;
    SourceJsonError error;
    QVERIFY(SourceJsonReader::read(text, &src, &error));
    QCOMPARE(src.root.toObject().value("a").toInt(), 1);
    QCOMPARE(src.lineOf("a"), 2);
    QCOMPARE(src.lineOf("list"), 3);
    QCOMPARE(src.lineOf("list[0]"), 4);
    QCOMPARE(src.lineOf("list[0].b"), 4);
    QCOMPARE(src.lineOf("list[1]"), 5);
    QCOMPARE(src.lineOf("c.d"), 8);
    QCOMPARE(src.keyLineOf(QStringLiteral("c")), 7);
}

void TestSourceJson::nearestAncestorLineForUnknownPaths()
{
    SourceJson src;
    SourceJsonError error;
    QVERIFY(SourceJsonReader::read("{\n\"x\":\n  {\"y\": 2}\n}", &src, &error));
    QCOMPARE(src.lineOf("x.y.z"), 3);
    QCOMPARE(src.lineOf("nothing"), 1);
}

void TestSourceJson::readsEscapes()
{
    SourceJson src;
    SourceJsonError error;
    QVERIFY(SourceJsonReader::read(R"({"s": "a\"b\\c\n\u00e9"})", &src, &error));
    QCOMPARE(src.root.toObject().value("s").toString(), QString::fromUtf8("a\"b\\c\n\xc3\xa9"));
}

// Qt's reader does the work when every key survives it; colons and quotes inside text must not
// be taken for keys, or a good file would be read twice and a duplicate could slip through.
void TestSourceJson::keysInsideTextDoNotCount()
{
    SourceJson src;
    SourceJsonError error;
    QVERIFY(SourceJsonReader::read(R"({"a": "x\":y", "b": {"c:": 1, "d": ["e:", {"f": 2}]}})", &src, &error));
    const QJsonObject root = src.root.toObject();
    QCOMPARE(root.value("a").toString(), QStringLiteral("x\":y"));
    QCOMPARE(root.value("b").toObject().value("c:").toInt(), 1);
    QCOMPARE(root.value("b").toObject().value("d").toArray().at(1).toObject().value("f").toInt(), 2);
    QVERIFY(!SourceJsonReader::read("{\"b\": {\"c\": \"k\", \"c\": \"k:\"}}", &src, &error));
    QVERIFY2(error.message.contains("appears twice"), qPrintable(error.message));
    QCOMPARE(error.path, QStringLiteral("b.c"));
}

void TestSourceJson::readsPastAByteOrderMark()
{
    SourceJson src;
    SourceJsonError error;
    QVERIFY(SourceJsonReader::read("\xEF\xBB\xBF{\n\"a\": 1}", &src, &error));
    QCOMPARE(src.root.toObject().value("a").toInt(), 1);
    QCOMPARE(src.lineOf("a"), 2);
    QVERIFY(!SourceJsonReader::read("\xEF\xBB\xBF{\n\"a\": }", &src, &error));
    QCOMPARE(error.line, 2);
}

void TestSourceJson::rejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray("") << 1 << 1 << "ends where a value was expected";
    QTest::newRow("missing-colon") << QByteArray("{\n\"a\" 1}") << 2 << 5 << "expected ':'";
    QTest::newRow("duplicate-key") << QByteArray("{\"a\": 1,\n \"a\": 2}") << 2 << 5 << "appears twice";
    QTest::newRow("bad-literal") << QByteArray("{\"a\": tru}") << 1 << 7 << "expected a value";
    QTest::newRow("unclosed-list") << QByteArray("[1, 2") << 1 << 6 << "expected ',' or ']'";
    QTest::newRow("bad-escape") << QByteArray("{\"a\": \"\\q\"}") << 1 << 10 << "unknown escape";
    QTest::newRow("line-break-in-text")
        << QByteArray("{\"a\": \"one\ntwo\"}") << 1 << 11 << "line break inside text";
    QTest::newRow("unquoted-key") << QByteArray("{a: 1}") << 1 << 2 << "expected a key in double quotes";
    QTest::newRow("trailing") << QByteArray("{}\n{}") << 2 << 1 << "after the end of the document";
    // One level too deep is refused at the bracket that goes too far, with its line.
    const int limit = SourceJsonReader::kMaxDepth;
    QTest::newRow("lists-one-too-deep") << QByteArray(limit, '[') + "\n[" + QByteArray(limit + 1, ']') << 2
                                        << 1 << "nest more than 64 levels";
    QTest::newRow("objects-one-too-deep")
        << QByteArray("{\"a\":").repeated(limit) + "\n {}" + QByteArray(limit, '}') << 2 << 2
        << "nest more than 64 levels";
    // 30,000 brackets once overflowed the stack; unclosed ones too.
    QTest::newRow("thirty-thousand") << QByteArray(30'000, '[') + QByteArray(30'000, ']') << 1 << limit + 1
                                     << "nest more than 64 levels";
    QTest::newRow("unclosed-thirty-thousand")
        << QByteArray(30'000, '[') << 1 << limit + 1 << "nest more than";
}

void TestSourceJson::rejects()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    SourceJson src;
    SourceJsonError error;
    QVERIFY(!SourceJsonReader::read(text, &src, &error));
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
}

void TestSourceJson::nestingUpToTheLimitReads_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("qtReadsIt"); // Qt's reader takes it, or ours (a duplicate key later on)
    const int limit = SourceJsonReader::kMaxDepth;
    const QByteArray lists = QByteArray(limit, '[') + QByteArray(limit, ']');
    const QByteArray objects = QByteArray("{\"a\":").repeated(limit - 1) + "{}" + QByteArray(limit - 1, '}');
    QTest::newRow("lists-at-the-limit") << lists << true;
    QTest::newRow("objects-at-the-limit") << objects << true;
    // A byte order mark sends the text to our reader, which must also take it.
    QTest::newRow("lists-at-the-limit-ours") << QByteArray("\xEF\xBB\xBF") + lists << false;
    QTest::newRow("objects-at-the-limit-ours") << QByteArray("\xEF\xBB\xBF") + objects << false;
}

void TestSourceJson::nestingUpToTheLimitReads()
{
    QFETCH(QByteArray, text);
    SourceJson src;
    SourceJsonError error;
    QVERIFY2(SourceJsonReader::read(text, &src, &error), qPrintable(error.message));
    QVERIFY(src.root.isArray() || src.root.isObject());
}

void TestSourceJson::keysWithDotsAndBracketsFindTheirLines()
{
    // A path is keys joined by dots and indexes in brackets; a key may hold either. A syntax
    // error makes our reader, not Qt's, read the text; the lines are found all the same.
    const QByteArray text = "{\n\"a.b\": {\n\"c[1]\":\n [0,\n 7]},\n\"a\": {\"x\": 1}\n}";
    SourceJson src;
    SourceJsonError error;
    QVERIFY2(SourceJsonReader::read(text, &src, &error), qPrintable(error.message));
    QCOMPARE(src.lineOf(u"a.b"_qs), 2); // not "b" in "a", which has none
    QCOMPARE(src.lineOf(u"a.x"_qs), 6);
    QCOMPARE(src.lineOf(u"a.b.c[1]"_qs), 4);
    QCOMPARE(src.keyLineOf(u"a.b.c[1]"_qs), 3);
    QCOMPARE(src.lineOf(u"a.b.c[1][1]"_qs), 5);
    QCOMPARE(src.lineOf(u"a.b.c[1][7]"_qs), 4); // no such item: its list's line
    QCOMPARE(src.lineOf(u"a.b.c[1][x"_qs), 4);
}

void TestSourceJson::largeObjectsKeepEveryKey()
{
    // Our reader takes this one (a byte order mark); it must keep every key of a large object,
    // whatever order they come in, and still find a duplicate among them.
    QByteArray text = "\xEF\xBB\xBF{";
    const int n = 5000;
    for (int i = 0; i < n; ++i)
        text += (i ? ",\n\"" : "\"") + QByteArray::number((i * 7919) % n) + "\": " + QByteArray::number(i);
    SourceJson src;
    SourceJsonError error;
    QVERIFY2(SourceJsonReader::read(text + "}", &src, &error), qPrintable(error.message));
    const QJsonObject o = src.root.toObject();
    QCOMPARE(o.size(), n);
    QVERIFY(!o.contains(u"7919"_qs)); // 7919 >= n: never a key
    QCOMPARE(o.value(QString::number(7919 % n)).toInt(), 1);
    QCOMPARE(src.lineOf(QString::number(7919 % n)), 2);
    QVERIFY(!SourceJsonReader::read(text + ",\n\"17\": 0}", &src, &error));
    QVERIFY2(error.message.contains(u"\"17\" appears twice"), qPrintable(error.message));
    QCOMPARE(error.line, n + 1);
}

QTEST_GUILESS_MAIN(TestSourceJson)
#include "tst_sourcejson.moc"
