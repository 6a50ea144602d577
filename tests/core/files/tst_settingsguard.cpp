// The settings file is Adjutant's own: a pipe, a device or a link in its place (or in its lock's)
// is neither read nor written; this session's settings go to a scratch folder, and the user is
// told. QSettings would wait forever on a pipe, read /dev/zero without end, and write through a
// link over whatever it leads to.
#include "files/appfolders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <sys/stat.h>

using adjutant::AppFolders;

class TestSettingsGuard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void settingsAreKeptOnlyInAPlainFile_data();
    void settingsAreKeptOnlyInAPlainFile();
};

void TestSettingsGuard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppFolders::nameApplication();
}

void TestSettingsGuard::settingsAreKeptOnlyInAPlainFile_data()
{
    QTest::addColumn<QString>("name"); // under the configuration folder
    QTest::addColumn<QString>("kind"); // file, pipe, zero, battle (a link to one)
    // The plain file first: once a row has redirected the settings, they stay redirected.
    QTest::newRow("a plain file") << "Adjutant/Adjutant.conf"
                                  << "file";
    QTest::newRow("the file, a pipe") << "Adjutant/Adjutant.conf"
                                      << "pipe";
    QTest::newRow("the file, a link to dev zero") << "Adjutant/Adjutant.conf"
                                                  << "zero";
    QTest::newRow("the file, a link to a battle") << "Adjutant/Adjutant.conf"
                                                  << "battle";
    QTest::newRow("its lock, a pipe") << "Adjutant/Adjutant.conf.lock"
                                      << "pipe";
    QTest::newRow("the organisation's file, a pipe") << "Adjutant.conf"
                                                     << "pipe";
}

void TestSettingsGuard::settingsAreKeptOnlyInAPlainFile()
{
    QFETCH(QString, name);
    QFETCH(QString, kind);
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    QDir(config + u"/Adjutant").removeRecursively();
    QFile::remove(config + u"/Adjutant.conf");
    QVERIFY(QDir().mkpath(config + u"/Adjutant"));
    const QString path = config + u'/' + name;
    const QString battle = config + u"/ridge.adjutant";
    QFile b(battle);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("the battle");
    b.close();
    if (kind == u"file") {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[General]\nlastBattle=x\n");
    } else if (kind == u"pipe") {
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    } else {
        QVERIFY(QFile::link(kind == u"zero" ? u"/dev/zero"_qs : battle, path));
    }
    const QString notice = AppFolders::guardSettings();
    QCOMPARE(AppFolders::settingsNotice(), notice);
    QCOMPARE(notice.isEmpty(), kind == u"file");
    if (!notice.isEmpty())
        QVERIFY2(notice.contains(path), qPrintable(notice));
    {
        QSettings settings;
        // Read from the plain file; else from the scratch folder (what an earlier row wrote there).
        const QString last = settings.value(u"lastBattle"_qs).toString();
        QVERIFY2(kind == u"file" ? last == u"x" : last != u"x", qPrintable(last));
        settings.setValue(u"lastBattle"_qs, u"y"_qs);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    QVERIFY(b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), QByteArray("the battle"));
    struct stat st {
    };
    QVERIFY(::lstat(QFile::encodeName(path).constData(), &st) == 0);
    if (kind == u"pipe")
        QVERIFY(S_ISFIFO(st.st_mode));
    else if (kind != u"file")
        QVERIFY(S_ISLNK(st.st_mode));
}

QTEST_GUILESS_MAIN(TestSettingsGuard)
#include "tst_settingsguard.moc"
