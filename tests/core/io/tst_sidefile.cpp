// The files Adjutant keeps for itself: never written through a link or into a pipe, never read
// from one (at once, without waiting), and one whose bytes do not read moved aside, never over
// another file, never written over.
#include "io/sidefile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using adjutant::io::OwnFile;
using adjutant::io::SideFile;

class TestSideFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mayWriteOnlyAPlainFileOrNothing_data();
    void mayWriteOnlyAPlainFileOrNothing();
    void readsOwnFilesOrSaysWhyNot_data();
    void readsOwnFilesOrSaysWhyNot();
    void movedAsideNeverOverAnotherFile();
};

namespace {

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What the test's folder holds at `name`: "file", "nothing", "link" (to the battle), "dangling",
// "pipe", "zero" (a link to /dev/zero) or "folder".
void make(const QTemporaryDir &dir, const QString &name, const QString &kind)
{
    const QString path = dir.filePath(name);
    if (kind == u"file")
        write(path, "{\"ok\": true}");
    else if (kind == u"link")
        QVERIFY(QFile::link(dir.filePath(u"battle.adjutant"_qs), path));
    else if (kind == u"dangling")
        QVERIFY(QFile::link(dir.filePath(u"nowhere"_qs), path));
    else if (kind == u"zero")
        QVERIFY(QFile::link(u"/dev/zero"_qs, path));
    else if (kind == u"pipe")
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    else if (kind == u"folder")
        QVERIFY(QDir(dir.path()).mkdir(name));
}

} // namespace

void TestSideFile::mayWriteOnlyAPlainFileOrNothing_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("may");
    QTest::addColumn<QString>("why");
    QTest::newRow("nothing") << u"nothing"_qs << true << QString();
    QTest::newRow("a-plain-file") << u"file"_qs << true << QString();
    QTest::newRow("a-link-to-a-battle") << u"link"_qs << false << u"is a link to another file"_qs;
    QTest::newRow("a-link-to-nowhere") << u"dangling"_qs << false << u"is a link to another file"_qs;
    QTest::newRow("a-pipe") << u"pipe"_qs << false << u"not a plain file"_qs;
    QTest::newRow("a-folder") << u"folder"_qs << false << u"not a plain file"_qs;
}

void TestSideFile::mayWriteOnlyAPlainFileOrNothing()
{
    QFETCH(QString, kind);
    QFETCH(bool, may);
    QFETCH(QString, why);
    QTemporaryDir dir;
    write(dir.filePath(u"battle.adjutant"_qs), "the battle");
    make(dir, u"b.pending"_qs, kind);
    QString error;
    QCOMPARE(SideFile::mayWrite(dir.filePath(u"b.pending"_qs), &error), may);
    QVERIFY2(error.contains(why), qPrintable(error));
    if (!may)
        QVERIFY(error.contains(dir.filePath(u"b.pending"_qs)));
}

void TestSideFile::readsOwnFilesOrSaysWhyNot_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("bytes"); // for a plain file
    QTest::addColumn<int>("state");
    QTest::newRow("nothing") << u"nothing"_qs << QByteArray() << int(OwnFile::State::Missing);
    QTest::newRow("good") << u"file"_qs << QByteArray("good") << int(OwnFile::State::Read);
    QTest::newRow("damaged") << u"file"_qs << QByteArray("bad") << int(OwnFile::State::MovedAside);
    QTest::newRow("too-large") << u"file"_qs << QByteArray(2000, 'g') << int(OwnFile::State::MovedAside);
    QTest::newRow("a-link") << u"link"_qs << QByteArray() << int(OwnFile::State::LeftAlone);
    QTest::newRow("a-pipe") << u"pipe"_qs << QByteArray() << int(OwnFile::State::LeftAlone);
    QTest::newRow("dev-zero") << u"zero"_qs << QByteArray() << int(OwnFile::State::LeftAlone);
    QTest::newRow("a-folder") << u"folder"_qs << QByteArray() << int(OwnFile::State::LeftAlone);
}

void TestSideFile::readsOwnFilesOrSaysWhyNot()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, bytes);
    QFETCH(int, state);
    QTemporaryDir dir;
    write(dir.filePath(u"battle.adjutant"_qs), "good");
    const QString path = dir.filePath(u"own.json"_qs);
    if (kind == u"file")
        write(path, bytes);
    else
        make(dir, u"own.json"_qs, kind);
    const OwnFile own = SideFile::readOwn(path, 1000, [](const QByteArray &data) {
        return data.startsWith("good") ? QString() : u"not good"_qs;
    });
    QCOMPARE(int(own.state), state);
    QCOMPARE(own.writable(), state != int(OwnFile::State::LeftAlone));
    QCOMPARE(read(dir.filePath(u"battle.adjutant"_qs)), QByteArray("good"));
    if (state == int(OwnFile::State::MovedAside)) {
        QVERIFY(!QFile::exists(path));
        QVERIFY(own.movedTo.startsWith(path + u".damaged-"));
        QCOMPARE(read(own.movedTo), bytes);
    } else if (state == int(OwnFile::State::Read)) {
        QCOMPARE(own.data, bytes);
    } else if (state == int(OwnFile::State::LeftAlone)) {
        QVERIFY(!own.why.isEmpty());
        QVERIFY(QFileInfo(path).isSymLink() || QFileInfo(path).exists());
    }
}

void TestSideFile::movedAsideNeverOverAnotherFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"progress.json"_qs);
    const QDateTime when(QDate(2024, 5, 1), QTime(20, 30, 5));
    const QString first = path + u".damaged-20240501-203005"_qs;
    write(first, "kept from before");
    QFile::link(dir.filePath(u"elsewhere"_qs), first + u"-2"_qs); // a link counts as taken too
    write(path, "damaged now");
    QString error;
    const QString aside = SideFile::moveAside(path, &error, when);
    QCOMPARE(aside, first + u"-3"_qs);
    QCOMPARE(read(first), QByteArray("kept from before"));
    QCOMPARE(read(aside), QByteArray("damaged now"));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!QFile::exists(dir.filePath(u"elsewhere"_qs)));
}

QTEST_GUILESS_MAIN(TestSideFile)
#include "tst_sidefile.moc"
