#include "rules/sourcejson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace adjutant::rules;

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

QTEST_GUILESS_MAIN(TestSourceJson)
#include "tst_sourcejson.moc"
