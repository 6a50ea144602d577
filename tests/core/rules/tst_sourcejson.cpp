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
