// The real app started beside hostile files in its own places: a pipe, a link to /dev/zero or to
// a battle where its settings, learn progress, tutor file or a battle's FILE.pending should be.
// Issue 31: a pipe there blocked the app before its window appeared (holding the battle's lock),
// /dev/zero read 1.9 GB and then bad_alloc. Now the window comes, says which file it left alone,
// and quits when asked; nothing is written through a link, and the pipe is still a pipe.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

QByteArray digest(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1)
                                       : QByteArray();
}

int cli(const QString &home, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + u"/data");
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + u"/config");
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ADJUTANT_CLI_PATH), args);
    return p.waitForFinished(60000) ? p.exitCode() : -1;
}

} // namespace

class TestHostileFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theWindowComesAndSaysWhatItLeftAlone_data();
    void theWindowComesAndSaysWhatItLeftAlone();
};

void TestHostileFiles::theWindowComesAndSaysWhatItLeftAlone_data()
{
    QTest::addColumn<QString>("file"); // in the app's home: config/..., data/...; BATTLE: the battle's
    QTest::addColumn<QString>("kind"); // pipe, zero (a link to /dev/zero), battle (a link to another battle)
    QTest::addColumn<QString>("ready"); // the item the probe waits for, then the notice it waits to see
    QTest::addColumn<QString>("tap");
    QTest::addColumn<QString>("notice");
    const QString settings = QStringLiteral("config/Adjutant/Adjutant.conf");
    const QString progress = QStringLiteral("data/Adjutant/learn/progress.json");
    const QString tutor = QStringLiteral("data/Adjutant/learn/tutor.json");
    const QString pending = QStringLiteral("BATTLE.pending");
    QTest::newRow("settings, a pipe") << settings << "pipe"
                                      << "homePage"
                                      << ""
                                      << "fileNotice";
    QTest::newRow("settings, a link to a battle") << settings << "battle"
                                                  << "homePage"
                                                  << ""
                                                  << "fileNotice";
    QTest::newRow("tutor, a pipe") << tutor << "pipe"
                                   << "homePage"
                                   << ""
                                   << "fileNotice";
    QTest::newRow("tutor, dev zero") << tutor << "zero"
                                     << "homePage"
                                     << ""
                                     << "fileNotice";
    QTest::newRow("progress, a pipe") << progress << "pipe"
                                      << "homePage"
                                      << "learnTile"
                                      << "learnFileNotice";
    QTest::newRow("progress, dev zero") << progress << "zero"
                                        << "homePage"
                                        << "learnTile"
                                        << "learnFileNotice";
    QTest::newRow("pending, a pipe") << pending << "pipe"
                                     << "battlePage"
                                     << ""
                                     << "errorBanner";
    QTest::newRow("pending, dev zero") << pending << "zero"
                                       << "battlePage"
                                       << ""
                                       << "errorBanner";
    QTest::newRow("pending, a link to another battle") << pending << "battle"
                                                       << "battlePage"
                                                       << ""
                                                       << "errorBanner";
}

void TestHostileFiles::theWindowComesAndSaysWhatItLeftAlone()
{
    QFETCH(QString, file);
    QFETCH(QString, kind);
    QFETCH(QString, ready);
    QFETCH(QString, tap);
    QFETCH(QString, notice);
    QTemporaryDir home;
    const QString battles = home.filePath(QStringLiteral("data/Adjutant/battles"));
    QVERIFY(QDir().mkpath(battles));
    const QString battle = battles + u"/ridge.adjutant";
    const QString other = battles + u"/other.adjutant";
    QCOMPARE(cli(home.path(), {"new", "kgcwo", "kgcwo-demo", "-o", battle, "--seed", "2"}), 0);
    QCOMPARE(cli(home.path(), {"new", "kgcwo", "kgcwo-demo", "-o", other, "--seed", "3"}), 0);
    const QByteArray otherBefore = digest(other);
    const QString path = file.startsWith(u"BATTLE") ? battle + file.mid(6) : home.filePath(file);
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    if (kind == u"pipe")
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    else
        QVERIFY(QFile::link(kind == u"zero" ? u"/dev/zero"_qs : other, path));

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("QT_PLUGIN_PATH"), QStringLiteral(ADJUTANT_PROBE_PLUGIN_PATH));
    env.insert(QStringLiteral("QT_QPA_GENERIC_PLUGINS"), QStringLiteral("adjutantprobe"));
    env.insert(QStringLiteral("ADJUTANT_PROBE_READY"), ready);
    if (!tap.isEmpty())
        env.insert(QStringLiteral("ADJUTANT_PROBE_TAP"), tap);
    env.insert(QStringLiteral("ADJUTANT_PROBE_THEN"), notice);
    QProcess app;
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(ADJUTANT_GUI_PATH),
              file.startsWith(u"BATTLE") ? QStringList{battle} : QStringList{});
    const bool finished = app.waitForFinished(60000);
    if (!finished) {
        app.kill();
        app.waitForFinished();
    }
    const QString out = QString::fromUtf8(app.readAllStandardOutput());
    const QString err = QString::fromUtf8(app.readAllStandardError());
    QVERIFY2(finished, "the app hung on the file");
    QVERIFY2(app.exitStatus() == QProcess::NormalExit && app.exitCode() == 0, qPrintable(out + err));
    QVERIFY2(out.contains(u"probe then " + notice), qPrintable(out + err));
    // Nothing written through the link, the pipe still a pipe, and the battle's lock let go.
    QCOMPARE(digest(other), otherBefore);
    QVERIFY(QFileInfo(path).isSymLink() || kind != u"battle");
    struct stat st {
    };
    if (kind == u"pipe")
        QVERIFY(::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    QVERIFY(!QFile::exists(battle + u".lock"));
}

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
