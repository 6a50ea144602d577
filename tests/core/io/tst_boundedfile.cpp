// Files are read whole only up to a cap; folders, devices and pipes are refused with a sentence.
#include "io/boundedfile.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using adjutant::io::BoundedFile;
using adjutant::io::BoundedRead;

class TestBoundedFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsOrRefuses_data();
    void readsOrRefuses();
    void aDeviceIsReadUpToTheCap_data();
    void aDeviceIsReadUpToTheCap();
    void sizesReadAsPeopleSayThem();
    void linksAreFollowedOnlyWhenAsked_data();
    void linksAreFollowedOnlyWhenAsked();
    void theStartOfAnyPlainFile();

private:
    QTemporaryDir m_dir;
    QString write(const QString &name, const QByteArray &bytes);
};

QString TestBoundedFile::write(const QString &name, const QByteArray &bytes)
{
    QFile f(m_dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write a test file");
    return f.fileName();
}

void TestBoundedFile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    write(u"ten.json"_qs, QByteArray(10, 'x'));
    write(u"eleven.json"_qs, QByteArray(11, 'x'));
    write(u"empty.json"_qs, QByteArray());
    QVERIFY(::mkfifo(QFile::encodeName(m_dir.filePath(u"pipe"_qs)).constData(), 0600) == 0);
}

void TestBoundedFile::readsOrRefuses_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<qint64>("cap");
    QTest::addColumn<int>("bytes"); // read, or -1 when refused
    QTest::addColumn<QString>("message");
    const QString dir = m_dir.path();
    QTest::newRow("at-the-cap") << dir + u"/ten.json" << qint64(10) << 10 << QString();
    QTest::newRow("empty") << dir + u"/empty.json" << qint64(10) << 0 << QString();
    QTest::newRow("one-byte-over") << dir + u"/eleven.json" << qint64(10) << -1
                                   << u"larger than 10 bytes, the most Adjutant reads; typical"_qs;
    QTest::newRow("a-folder") << dir << qint64(10) << -1 << u"this is a folder, not a file"_qs;
    QTest::newRow("root") << u"/"_qs << qint64(10) << -1 << u"this is a folder, not a file"_qs;
    QTest::newRow("dev-zero") << u"/dev/zero"_qs << qint64(10) << -1 << u"not a plain file"_qs;
    QTest::newRow("a-pipe") << dir + u"/pipe" << qint64(10) << -1 << u"not a plain file"_qs;
    QTest::newRow("missing") << dir + u"/nope.json" << qint64(10) << -1 << u"no such file"_qs;
    QTest::newRow("resource") << u":/rulesets/kgcwo.json"_qs << BoundedFile::kMaxRulesetBytes
                              << int(QFile(u":/rulesets/kgcwo.json"_qs).size()) << QString();
    QTest::newRow("resource-over-cap")
        << u":/rulesets/kgcwo.json"_qs << qint64(1024) << -1 << u"larger than 1 KB"_qs;
}

void TestBoundedFile::readsOrRefuses()
{
    QFETCH(QString, path);
    QFETCH(qint64, cap);
    QFETCH(int, bytes);
    QFETCH(QString, message);
    const BoundedRead r = BoundedFile::read(path, cap, u"typical"_qs);
    if (bytes < 0) {
        QVERIFY(!r.ok());
        QVERIFY(r.data.isEmpty());
        QVERIFY2(r.error.contains(message), qPrintable(r.error));
        QVERIFY(!r.error.contains(u'\n'));
    } else {
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.data.size(), bytes);
    }
}

void TestBoundedFile::aDeviceIsReadUpToTheCap_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<qint64>("cap");
    QTest::addColumn<bool>("ok");
    QTest::newRow("under") << 100 << qint64(1000) << true;
    QTest::newRow("at") << 1000 << qint64(1000) << true;
    QTest::newRow("over") << 1001 << qint64(1000) << false;
    QTest::newRow("many-pieces-under") << 300'000 << qint64(300'000) << true;
    QTest::newRow("many-pieces-over") << 300'001 << qint64(300'000) << false;
    // Large enough for the block read into to be offered huge pages (a long battle's files).
    QTest::newRow("huge-pages") << 9'000'001 << qint64(64) * 1024 * 1024 << true;
}

void TestBoundedFile::aDeviceIsReadUpToTheCap()
{
    QFETCH(int, size);
    QFETCH(qint64, cap);
    QFETCH(bool, ok);
    QByteArray bytes(size, Qt::Uninitialized);
    for (int i = 0; i < size; ++i)
        bytes[i] = char('a' + i % 23);
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const BoundedRead r = BoundedFile::read(buffer, cap);
    QCOMPARE(r.ok(), ok);
    QCOMPARE(r.data.size(), ok ? size : 0);
    if (ok)
        QVERIFY(r.data == bytes);
    // Never more than one byte beyond the cap is taken from the device.
    QVERIFY(buffer.pos() <= cap + 1);
}

void TestBoundedFile::sizesReadAsPeopleSayThem()
{
    QCOMPARE(BoundedFile::sizeText(4 * 1024 * 1024), u"4 MB");
    QCOMPARE(BoundedFile::sizeText(512 * 1024), u"512 KB");
    QCOMPARE(BoundedFile::sizeText(10), u"10 bytes");
}

void TestBoundedFile::linksAreFollowedOnlyWhenAsked_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("follow");
    QTest::addColumn<int>("status");
    const QString dir = m_dir.path();
    using Status = BoundedRead::Status;
    QTest::newRow("to-a-file-followed") << dir + u"/ten.json" << true << int(Status::Read);
    QTest::newRow("to-a-file-refused") << dir + u"/ten.json" << false << int(Status::Link);
    QTest::newRow("to-dev-zero-followed") << u"/dev/zero"_qs << true << int(Status::NotPlain);
    QTest::newRow("to-a-pipe-followed") << dir + u"/pipe" << true << int(Status::NotPlain);
    QTest::newRow("to-nowhere-followed") << dir + u"/nowhere" << true << int(Status::Missing);
    QTest::newRow("to-nowhere-refused") << dir + u"/nowhere" << false << int(Status::Link);
}

// A side file is read without following a link; what a link leads to is judged by what is opened,
// and a pipe is refused at once (opened without waiting for a writer).
void TestBoundedFile::linksAreFollowedOnlyWhenAsked()
{
    QFETCH(QString, target);
    QFETCH(bool, follow);
    QFETCH(int, status);
    const QString link
        = m_dir.filePath(QStringLiteral("link-") + QString::fromLatin1(QTest::currentDataTag()));
    QVERIFY(QFile::link(target, link));
    const BoundedRead r = BoundedFile::read(link, 100, QString(),
                                            follow ? BoundedFile::Links::Follow : BoundedFile::Links::Refuse);
    QCOMPARE(int(r.status), status);
    QCOMPARE(r.ok(), status == int(BoundedRead::Status::Read));
}

void TestBoundedFile::theStartOfAnyPlainFile()
{
    QCOMPARE(BoundedFile::readStart(m_dir.filePath(u"eleven.json"_qs), 4).data, QByteArray("xxxx"));
    QCOMPARE(BoundedFile::readStart(m_dir.filePath(u"ten.json"_qs), 100).data.size(), 10);
    QVERIFY(!BoundedFile::readStart(m_dir.filePath(u"pipe"_qs), 4).ok());
    QVERIFY(!BoundedFile::readStart(u"/dev/zero"_qs, 4).ok());
}

QTEST_GUILESS_MAIN(TestBoundedFile)
#include "tst_boundedfile.moc"
