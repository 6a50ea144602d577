// Where a command may write a file a user named: never over a battle or one of its files (found
// by name, by content, through links, `..` and hard links), never over what the command reads,
// and over another existing file only when the user asks.
#include "battle/livebattle.h"
#include "battle/testunderway.h"
#include "files/outputpath.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using adjutant::OutputPath;
using Verdict = OutputPath::Verdict;
using Writes = OutputPath::Writes;
using namespace adjutant::battle;

class TestOutputPath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void judgesWhereTheBytesWouldLand_data();
    void judgesWhereTheBytesWouldLand();
    void tellsABattlesFilesByTheirContent_data();
    void tellsABattlesFilesByTheirContent();

private:
    QString at(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
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

void link(const QString &target, const QString &name)
{
    if (::symlink(QFile::encodeName(target).constData(), QFile::encodeName(name).constData()) != 0)
        qFatal("cannot link %s", qPrintable(name));
}

} // namespace

void TestOutputPath::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // A real battle, as the app and adjutant-cli leave it: ridge.adjutant and its journal.
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(QStringLiteral(":/scenarios/kgcwo-demo.json"));
    QVERIFY(sc.ok());
    {
        LiveBattle::Opening made = LiveBattle::create(
            std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(), 7),
            at(u"ridge.adjutant"_qs));
        QVERIFY2(made.live, qPrintable(made.error));
        QString error;
        action::Resolve test;
        test.test = u"fire"_qs;
        test.actor = u"52nd"_qs;
        QVERIFY(TestUnderWay::write(at(u"ridge.adjutant"_qs), test, &error));
        // A lock's bytes as QLockFile writes them, under another name.
        QLockFile lock(at(u"held.adjutant.lock"_qs));
        QVERIFY(lock.tryLock());
        QVERIFY(QFile::copy(at(u"held.adjutant.lock"_qs), at(u"lock-copy.txt"_qs)));
    }
    // Copies and links of the battle's files under other names.
    QVERIFY(QFile::copy(at(u"ridge.adjutant"_qs), at(u"game.html"_qs)));
    QVERIFY(QFile::copy(at(u"ridge.adjutant.journal"_qs), at(u"journal-copy.txt"_qs)));
    QVERIFY(QFile::copy(at(u"ridge.adjutant.pending"_qs), at(u"pending-copy.json"_qs)));
    QVERIFY(::link(QFile::encodeName(at(u"ridge.adjutant"_qs)).constData(),
                   QFile::encodeName(at(u"hard.pdf"_qs)).constData())
            == 0);
    link(at(u"ridge.adjutant"_qs), at(u"link.pdf"_qs));
    link(u"link.pdf"_qs, at(u"link-to-link.pdf"_qs)); // relative, and two deep
    link(at(u"other.adjutant.pending"_qs), at(u"dangling.pdf"_qs));
    link(at(u"circle-b"_qs), at(u"circle-a"_qs));
    link(at(u"circle-a"_qs), at(u"circle-b"_qs));
    // A battle whose file was lost: its journal alone holds it.
    QVERIFY(QFile::copy(at(u"ridge.adjutant.journal"_qs), at(u"lost.adjutant.journal"_qs)));
    QVERIFY(QFile::copy(at(u"ridge.adjutant"_qs), at(u"other.adjutant"_qs)));
    // Ordinary files.
    write(at(u"notes.txt"_qs), "a note\n");
    write(at(u"scenario.json"_qs), R"({"format": 1, "id": "x", "ruleset": "kgcwo", "sides": []})");
    write(at(u"stale.adjutant.journal"_qs), "left from something\n");
    QVERIFY(QDir(m_dir.path()).mkpath(u"sub/inner"_qs));
    QVERIFY(QDir(m_dir.path()).mkpath(u"elsewhere/deep"_qs));
    write(at(u"elsewhere/notes.txt"_qs), "another note\n");
    link(at(u"elsewhere/deep"_qs), at(u"sub/into"_qs));
    QVERIFY(::mkfifo(QFile::encodeName(at(u"pipe"_qs)).constData(), 0600) == 0);
    QVERIFY(::link(QFile::encodeName(at(u"notes.txt"_qs)).constData(),
                   QFile::encodeName(at(u"notes-hard.txt"_qs)).constData())
            == 0);
}

void TestOutputPath::judgesWhereTheBytesWouldLand_data()
{
    QTest::addColumn<QString>("path"); // in the test's folder
    QTest::addColumn<int>("writes");
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("reason"); // part of it
    QTest::addColumn<QString>("target"); // where it lands, when it is not the path itself

    const int file = int(Writes::File);
    const int battle = int(Writes::Battle);
    const int free = int(Verdict::Free);
    const int replaces = int(Verdict::Replaces);
    const int refused = int(Verdict::Refused);
    QTest::newRow("nothing-there") << u"new.json"_qs << file << QStringList() << free << QString()
                                   << QString();
    QTest::newRow("in-a-folder-not-made-yet")
        << u"new-folder/new.json"_qs << file << QStringList() << free << QString() << QString();
    QTest::newRow("an-ordinary-file") << u"notes.txt"_qs << file << QStringList() << replaces
                                      << u"notes.txt already exists"_qs << QString();
    QTest::newRow("a-battle") << u"ridge.adjutant"_qs << file << QStringList() << refused
                              << u"is an Adjutant battle"_qs << QString();
    QTest::newRow("its-journal") << u"ridge.adjutant.journal"_qs << file << QStringList() << refused
                                 << u"belongs to the battle"_qs << QString();
    QTest::newRow("its-test-under-way") << u"ridge.adjutant.pending"_qs << file << QStringList() << refused
                                        << u"belongs to the battle"_qs << QString();
    QTest::newRow("its-lock-not-there") << u"ridge.adjutant.lock"_qs << file << QStringList() << refused
                                        << u"belongs to the battle"_qs << QString();
    QTest::newRow("its-torn-record-not-there") << u"ridge.adjutant.journal.torn-2"_qs << file << QStringList()
                                               << refused << u"belongs to the battle"_qs << QString();
    QTest::newRow("a-battle-named-html")
        << u"game.html"_qs << file << QStringList() << refused << u"is an Adjutant battle"_qs << QString();
    QTest::newRow("a-hard-link-to-a-battle")
        << u"hard.pdf"_qs << file << QStringList() << refused << u"is an Adjutant battle"_qs << QString();
    QTest::newRow("a-journal-under-another-name") << u"journal-copy.txt"_qs << file << QStringList()
                                                  << refused << u"a battle's journal"_qs << QString();
    QTest::newRow("a-test-under-way-under-another-name")
        << u"pending-copy.json"_qs << file << QStringList() << refused << u"test under way"_qs << QString();
    QTest::newRow("a-lock-under-another-name")
        << u"lock-copy.txt"_qs << file << QStringList() << refused << u"a battle's lock"_qs << QString();
    QTest::newRow("a-link-to-a-battle")
        << u"link.pdf"_qs << file << QStringList() << refused << u"(a link to "_qs << u"ridge.adjutant"_qs;
    QTest::newRow("a-link-to-a-link-to-a-battle")
        << u"link-to-link.pdf"_qs << file << QStringList() << refused << u"is an Adjutant battle"_qs
        << u"ridge.adjutant"_qs;
    QTest::newRow("a-link-to-a-side-file-not-there")
        << u"dangling.pdf"_qs << file << QStringList() << refused << u"belongs to the battle"_qs
        << u"other.adjutant.pending"_qs;
    QTest::newRow("dot-dot") << u"sub/inner/../../ridge.adjutant"_qs << file << QStringList() << refused
                             << u"is an Adjutant battle"_qs << u"ridge.adjutant"_qs;
    QTest::newRow("dot-dot-after-a-link") << u"sub/into/../notes.txt"_qs << file << QStringList() << replaces
                                          << u"already exists"_qs << u"elsewhere/notes.txt"_qs;
    QTest::newRow("the-name-of-a-battle-whose-file-was-lost")
        << u"lost.adjutant"_qs << file << QStringList() << refused << u"whose journal is"_qs << QString();
    QTest::newRow("a-folder") << u"sub"_qs << file << QStringList() << refused << u"is a folder"_qs
                              << QString();
    QTest::newRow("a-pipe") << u"pipe"_qs << file << QStringList() << refused << u"not a plain file"_qs
                            << QString();
    QTest::newRow("links-in-a-circle")
        << u"circle-a"_qs << file << QStringList() << refused << u"round in a circle"_qs << QString();
    QTest::newRow("what-is-being-read") << u"notes.txt"_qs << file << QStringList{u"notes.txt"_qs} << refused
                                        << u"which is being read"_qs << QString();
    QTest::newRow("a-hard-link-to-what-is-being-read")
        << u"notes-hard.txt"_qs << file << QStringList{u"notes.txt"_qs} << refused
        << u"which is being read"_qs << QString();
    QTest::newRow("a-scenario") << u"scenario.json"_qs << file << QStringList() << replaces
                                << u"already exists"_qs << QString();
    QTest::newRow("a-battle-beside-a-stale-journal") << u"stale.adjutant"_qs << battle << QStringList()
                                                     << refused << u"stale.adjutant.journal"_qs << QString();
    QTest::newRow("a-battle-over-an-ordinary-file")
        << u"notes.txt"_qs << battle << QStringList() << replaces << u"already exists"_qs << QString();
    QTest::newRow("a-battle-over-a-battle") << u"other.adjutant"_qs << battle << QStringList() << refused
                                            << u"is an Adjutant battle"_qs << QString();
    QTest::newRow("a-battle-where-nothing-is")
        << u"fresh.adjutant"_qs << battle << QStringList() << free << QString() << QString();
}

void TestOutputPath::judgesWhereTheBytesWouldLand()
{
    QFETCH(QString, path);
    QFETCH(int, writes);
    QFETCH(QStringList, inputs);
    QFETCH(int, verdict);
    QFETCH(QString, reason);
    QFETCH(QString, target);
    for (QString &input : inputs)
        input = at(input);
    const QByteArray before = read(at(u"ridge.adjutant"_qs));
    const OutputPath::Check c = OutputPath::check(at(path), Writes(writes), inputs);
    QVERIFY2(int(c.verdict) == verdict, qPrintable(c.reason));
    QVERIFY2(c.reason.contains(reason), qPrintable(c.reason));
    QVERIFY(!c.reason.contains(u'\n'));
    if (!target.isEmpty())
        QCOMPARE(c.target, QFileInfo(at(target)).absoluteFilePath());
    QCOMPARE(c.allows(false), verdict == int(Verdict::Free));
    QCOMPARE(c.allows(true), verdict != int(Verdict::Refused));
    QCOMPARE(read(at(u"ridge.adjutant"_qs)), before); // judged by looking only
}

void TestOutputPath::tellsABattlesFilesByTheirContent_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("kind");
    QTest::newRow("battle") << u"ridge.adjutant"_qs << int(OutputPath::Kind::Battle);
    QTest::newRow("journal") << u"ridge.adjutant.journal"_qs << int(OutputPath::Kind::Journal);
    QTest::newRow("pending") << u"ridge.adjutant.pending"_qs << int(OutputPath::Kind::Pending);
    QTest::newRow("lock") << u"lock-copy.txt"_qs << int(OutputPath::Kind::Lock);
    QTest::newRow("scenario") << u"scenario.json"_qs << int(OutputPath::Kind::Other);
    QTest::newRow("text") << u"notes.txt"_qs << int(OutputPath::Kind::Other);
    QTest::newRow("nothing") << u"nothing-here"_qs << int(OutputPath::Kind::Other);
    QTest::newRow("a-pipe-is-not-read") << u"pipe"_qs << int(OutputPath::Kind::Other);
}

void TestOutputPath::tellsABattlesFilesByTheirContent()
{
    QFETCH(QString, path);
    QFETCH(int, kind);
    QCOMPARE(int(OutputPath::kindOf(at(path))), kind);
}

QTEST_GUILESS_MAIN(TestOutputPath)
#include "tst_outputpath.moc"
