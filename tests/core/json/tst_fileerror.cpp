// FileError on its own: the "file:line: path: message" line an editor jumps to, and oneLine,
// which shows every character that would break or disguise that line as an escape.
#include "json/fileerror.h"

#include <QTest>

using namespace adjutant::json;

class TestFileError : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneLine_data();
    void oneLine();
    void toString_data();
    void toString();
};

void TestFileError::oneLine_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("plain") << u"fire"_qs << u"fire"_qs;
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("spaces-stay") << u"morale save"_qs << u"morale save"_qs;
    QTest::newRow("line-feed") << u"a\nb"_qs << u"a\\nb"_qs;
    QTest::newRow("carriage-return") << u"a\r\nb"_qs << u"a\\r\\nb"_qs;
    QTest::newRow("tab") << u"a\tb"_qs << u"a\\tb"_qs;
    // Other control characters as \u and four lower-case hex digits.
    QTest::newRow("bell") << u"a\u0007b"_qs << u"a\\u0007b"_qs;
    QTest::newRow("nul") << QString(QChar(u'\0')) << u"\\u0000"_qs;
    QTest::newRow("unit-separator") << u"\u001f"_qs << u"\\u001f"_qs;
    QTest::newRow("delete") << u"\u007f"_qs << u"\\u007f"_qs;
    QTest::newRow("next-line") << u"\u0085"_qs << u"\\u0085"_qs;
    QTest::newRow("last-c1-control") << u"\u009f"_qs << u"\\u009f"_qs;
    // The Unicode line and paragraph separators, and the direction marks that would make a key
    // read backwards ("trojan source").
    QTest::newRow("line-separator") << u"a\u2028b"_qs << u"a\\u2028b"_qs;
    QTest::newRow("paragraph-separator") << u"\u2029"_qs << u"\\u2029"_qs;
    QTest::newRow("right-to-left-override") << u"id\u202Eevil"_qs << u"id\\u202eevil"_qs;
    QTest::newRow("left-to-right-isolate") << u"\u2066x\u2069"_qs << u"\\u2066x\\u2069"_qs;
    // Just outside those ranges: printable, kept as they are.
    QTest::newRow("no-break-space") << u"a\u00A0b"_qs << u"a\u00A0b"_qs;
    QTest::newRow("narrow-no-break-space") << u"\u202F"_qs << u"\u202F"_qs;
    QTest::newRow("word-joiner") << u"\u2060"_qs << u"\u2060"_qs;
    QTest::newRow("accents") << u"légère"_qs << u"légère"_qs;
    QTest::newRow("cyrillic") << u"Бородино"_qs << u"Бородино"_qs;
    // A backslash already there stays one: the escapes are for reading, not for parsing back.
    QTest::newRow("backslash") << u"a\\nb"_qs << u"a\\nb"_qs;
}

void TestFileError::oneLine()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(adjutant::json::oneLine(text), expected);
}

void TestFileError::toString_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");

    QTest::newRow("everything") << u"kgcwo.json"_qs << 120 << u"tests[3].modifiers[1].value"_qs
                                << u"expected a number"_qs
                                << u"kgcwo.json:120: tests[3].modifiers[1].value: expected a number"_qs;
    QTest::newRow("whole-file") << u"kgcwo.json"_qs << 1 << QString() << u"expected an object"_qs
                                << u"kgcwo.json:1: expected an object"_qs;
    // Without a line (the file could not be read) there is nothing to jump to.
    QTest::newRow("unreadable") << u"/home/u/rules.json"_qs << 0 << QString() << u"cannot be read"_qs
                                << u"/home/u/rules.json: cannot be read"_qs;
    QTest::newRow("no-line-with-path")
        << u"a.json"_qs << 0 << u"id"_qs << u"missing"_qs << u"a.json: id: missing"_qs;
    // No file concerned: the message alone, or with its path.
    QTest::newRow("no-file") << QString() << 0 << QString() << u"no ruleset has the id \"x\""_qs
                             << u"no ruleset has the id \"x\""_qs;
    QTest::newRow("no-file-with-path")
        << QString() << 0 << u"units[2]"_qs << u"unknown type"_qs << u"units[2]: unknown type"_qs;
    // A line but no file (a list pasted in): the line in words, not ":5:".
    QTest::newRow("line-no-file") << QString() << 5 << QString() << u"cannot read \"fire B\""_qs
                                  << u"line 5: cannot read \"fire B\""_qs;
    QTest::newRow("line-no-file-with-path")
        << QString() << 12 << u"units[2]"_qs << u"unknown type"_qs << u"line 12: units[2]: unknown type"_qs;
    QTest::newRow("first-line-no-file")
        << QString() << 1 << QString() << u"expected an object"_qs << u"line 1: expected an object"_qs;
    // A negative line is no line.
    QTest::newRow("negative-line-no-file") << QString() << -3 << QString() << u"bad"_qs << u"bad"_qs;
    QTest::newRow("negative-line") << u"a.json"_qs << -3 << QString() << u"bad"_qs << u"a.json: bad"_qs;
    // A key with a line break in it (as the file wrote it) stays on one line.
    QTest::newRow("broken-key") << u"s.json"_qs << 7 << u"units[0].na\nme"_qs << u"unknown key"_qs
                                << u"s.json:7: units[0].na\\nme: unknown key"_qs;
    QTest::newRow("disguised-message")
        << u"s.json"_qs << 2 << u"id"_qs << u"\"mini\u202Egnp.exe\" is no id"_qs
        << u"s.json:2: id: \"mini\\u202egnp.exe\" is no id"_qs;
    QTest::newRow("file-name-with-a-tab")
        << u"my\trules.json"_qs << 3 << QString() << u"bad"_qs << u"my\\trules.json:3: bad"_qs;
}

void TestFileError::toString()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, path);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    const FileError e{file, line, path, message};
    QCOMPARE(e.toString(), expected);
}

QTEST_GUILESS_MAIN(TestFileError)
#include "tst_fileerror.moc"
