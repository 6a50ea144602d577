#include "battle/diskwriter.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::battle;

// Every write and sync checked: bytes on the disk or an error that says which file and why.
class TestDiskWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesEveryByte_data();
    void writesEveryByte();
    void aFileNotOpenForWritingIsAnError();
    void aFullDiskIsAnError();
    void syncingAClosedFileIsAnError();
};

void TestDiskWriter::writesEveryByte_data()
{
    QTest::addColumn<QList<QByteArray>>("pieces");
    QTest::addColumn<QByteArray>("onDisk");
    QTest::newRow("one-line") << QList<QByteArray>{"{\"kind\":\"draw\"}\n"}
                              << QByteArray("{\"kind\":\"draw\"}\n");
    QTest::newRow("appended") << QList<QByteArray>{"a\n", "bc\n", "d"} << QByteArray("a\nbc\nd");
    QTest::newRow("nothing") << QList<QByteArray>{QByteArray()} << QByteArray();
    QTest::newRow("binary") << QList<QByteArray>{QByteArray("\0\xff\n", 3)} << QByteArray("\0\xff\n", 3);
    QTest::newRow("large") << QList<QByteArray>{QByteArray(300000, 'x'), "!"}
                           << QByteArray(300000, 'x') + QByteArray("!");
}

void TestDiskWriter::writesEveryByte()
{
    QFETCH(QList<QByteArray>, pieces);
    QFETCH(QByteArray, onDisk);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("journal"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QString error;
    for (const QByteArray &piece : std::as_const(pieces))
        QVERIFY2(DiskWriter::system().write(file, piece, &error), qPrintable(error));
    QVERIFY2(DiskWriter::system().sync(file, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    // On the disk before the file is closed.
    QFile reader(path);
    QVERIFY(reader.open(QIODevice::ReadOnly));
    QCOMPARE(reader.readAll(), onDisk);
}

void TestDiskWriter::aFileNotOpenForWritingIsAnError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("journal"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("kept");
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString error;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("ReadOnly device")));
    QVERIFY(!DiskWriter::system().write(file, "more", &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write %1: ").arg(path)), qPrintable(error));
    file.close();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("kept"));
}

// /dev/full takes every write and fails it with "no space left": the error says so.
void TestDiskWriter::aFullDiskIsAnError()
{
#ifdef Q_OS_LINUX
    QFile full(QStringLiteral("/dev/full"));
    if (!full.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        QSKIP("no /dev/full here");
    QString error;
    QVERIFY(!DiskWriter::system().write(full, "entry\n", &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write /dev/full: ")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("space"), Qt::CaseInsensitive), qPrintable(error));
#else
    QSKIP("needs /dev/full");
#endif
}

void TestDiskWriter::syncingAClosedFileIsAnError()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("never-opened")));
    QString error;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("flush: No file engine")));
    QVERIFY(!DiskWriter::system().sync(file, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write %1 to the disk: ").arg(file.fileName())),
             qPrintable(error));
}

QTEST_GUILESS_MAIN(TestDiskWriter)
#include "tst_diskwriter.moc"
