// The journal log's records prove themselves: every way a record can go missing, come twice,
// move, change or be cut short is found and named, and everything before it is kept.
#include "battle/journallog.h"

#include <QCryptographicHash>
#include <QTest>

using adjutant::battle::JournalLog;
using Kind = JournalLog::Problem::Kind;

Q_DECLARE_METATYPE(JournalLog::Problem::Kind)

namespace {

// A log of `n` records, "{"n":1}" to "{"n":N}", one line each.
QList<QByteArray> lines(int n)
{
    QList<QByteArray> out;
    QByteArray hash;
    for (int i = 1; i <= n; ++i)
        out.append(JournalLog::line(i, hash, QByteArray(QByteArray("{\"n\":") + QByteArray::number(i) + "}"),
                                    &hash));
    return out;
}

QByteArray joined(const QList<QByteArray> &l)
{
    QByteArray out;
    for (const QByteArray &line : l)
        out += line;
    return out;
}

} // namespace

class TestJournalLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void damageIsFoundAndNamed_data();
    void damageIsFoundAndNamed();
    void recordsCarryTheirJson();
    void logsFromBeforeTheChainStillRead();
};

void TestJournalLog::damageIsFoundAndNamed_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<int>("kept");
    QTest::addColumn<Kind>("problem");
    QTest::addColumn<int>("at"); // the first record not kept
    QTest::addColumn<QString>("words");

    const QList<QByteArray> five = lines(5);
    QTest::newRow("intact") << joined(five) << 5 << Kind::None << 0 << QString();
    QTest::newRow("empty") << QByteArray() << 0 << Kind::None << 0 << QString();

    QByteArray torn = joined(five);
    torn.chop(7);
    QTest::newRow("torn-last-record")
        << torn << 4 << Kind::TornTail << 5 << "the last record (5) was cut off";
    QByteArray newlineOnly = joined(five);
    newlineOnly.chop(1);
    QTest::newRow("torn-before-its-newline") << newlineOnly << 4 << Kind::TornTail << 5 << "was cut off";
    QTest::newRow("zeros-after-a-power-cut")
        << joined(five) + QByteArray(300, '\0') << 5 << Kind::TornTail << 6 << "the last record (6)";

    QList<QByteArray> missing = five;
    missing.removeAt(2);
    QTest::newRow("record-deleted") << joined(missing) << 2 << Kind::Missing << 3
                                    << "record 3 is missing: record 4 follows record 2";
    QList<QByteArray> lastMissing = five;
    lastMissing.removeAt(0);
    QTest::newRow("first-record-deleted")
        << joined(lastMissing) << 0 << Kind::Missing << 1 << "record 1 is missing";

    QList<QByteArray> repeated = five;
    repeated.insert(3, five.at(2));
    QTest::newRow("record-repeated") << joined(repeated) << 3 << Kind::Repeated << 4
                                     << "record 3 appears a second time at line 4";
    QList<QByteArray> twoWriters = five;
    twoWriters.append(five.at(4)); // two processes appending "record 5" at once
    QTest::newRow("two-writers-one-number")
        << joined(twoWriters) << 5 << Kind::Repeated << 6 << "record 5 appears a second time";

    QList<QByteArray> swapped = five;
    swapped.swapItemsAt(1, 2);
    QTest::newRow("records-swapped") << joined(swapped) << 1 << Kind::OutOfOrder << 2
                                     << "out of order: record 3 comes before record 2";

    QByteArray flipped = joined(five);
    flipped[flipped.indexOf("{\"n\":3}") + 5] = '8';
    QTest::newRow("json-changed") << flipped << 2 << Kind::Damaged << 3 << "record 3 (line 3) is damaged";
    QByteArray hashFlipped = joined(five);
    const qsizetype line4 = hashFlipped.indexOf("\n4 ") + 3;
    hashFlipped[line4] = hashFlipped.at(line4) == 'a' ? 'b' : 'a';
    QTest::newRow("hash-changed") << hashFlipped << 3 << Kind::Damaged << 4 << "record 4 (line 4) is damaged";
    QByteArray numberFlipped = joined(five);
    numberFlipped[numberFlipped.indexOf("\n4 ") + 1] = '2';
    QTest::newRow("number-changed") << numberFlipped << 3 << Kind::Damaged << 4
                                    << "record 4 (line 4) is damaged";
    QTest::newRow("line-of-rubbish") << joined(five.mid(0, 2)) + "hello\n" + joined(five.mid(2)) << 2
                                     << Kind::Damaged << 3 << "record 3 (line 3) is damaged";
    QList<QByteArray> foreign = five;
    foreign[3] = lines(7).at(3); // a record 4 from another log
    foreign[3].replace("{\"n\":4}", "{\"n\":9}");
    QTest::newRow("record-from-another-log") << joined(foreign) << 3 << Kind::Damaged << 4 << "is damaged";
}

void TestJournalLog::damageIsFoundAndNamed()
{
    QFETCH(QByteArray, log);
    QFETCH(int, kept);
    QFETCH(Kind, problem);
    QFETCH(int, at);
    QFETCH(QString, words);
    const JournalLog::Scan scan = JournalLog::scan(log);
    QCOMPARE(scan.records.size(), kept);
    QCOMPARE(scan.problem.kind, problem);
    QCOMPARE(scan.problem.record, at);
    QVERIFY2(scan.problem.text.contains(words), qPrintable(scan.problem.text));
    QVERIFY(!scan.legacy);
    // What was kept ends where its bytes end: a writer may cut there and append.
    QCOMPARE(scan.intactBytes, joined(lines(kept)).size());
    for (int i = 0; i < kept; ++i)
        QCOMPARE(scan.records.at(i).number, i + 1);
    if (problem != Kind::None)
        QVERIFY(scan.linesNotKept >= 1);
}

void TestJournalLog::recordsCarryTheirJson()
{
    const JournalLog::Scan scan = JournalLog::scan(joined(lines(3)));
    QCOMPARE(scan.records.at(1).json, QByteArray("{\"n\":2}"));
    QCOMPARE(scan.lastNumber(), 3);
    // The next record chains to the last one's hash.
    QByteArray hash;
    const QByteArray fourth = JournalLog::line(4, scan.lastHash(), "{\"n\":4}", &hash);
    QCOMPARE(JournalLog::scan(QByteArray(joined(lines(3)) + fourth)).records.size(), 4);
    QCOMPARE(fourth, lines(4).at(3));
}

// Logs written before the chain had "CHECKSUM JSON" lines: still read, line by line.
void TestJournalLog::logsFromBeforeTheChainStillRead()
{
    QByteArray log;
    for (const char *json : {"{\"battle\":{}}", "{\"entry\":{}}"}) {
        const QByteArray sum = QCryptographicHash::hash(json, QCryptographicHash::Sha1).toHex().left(12);
        log += sum + ' ' + json + '\n';
    }
    JournalLog::Scan scan = JournalLog::scan(log);
    QVERIFY(scan.legacy);
    QCOMPARE(scan.records.size(), 2);
    QCOMPARE(scan.problem.kind, Kind::None);
    log.chop(3);
    scan = JournalLog::scan(log);
    QCOMPARE(scan.records.size(), 1);
    QCOMPARE(scan.problem.kind, Kind::TornTail);
}

QTEST_GUILESS_MAIN(TestJournalLog)
#include "tst_journallog.moc"
