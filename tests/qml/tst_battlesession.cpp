// BattleSession: starting, saving, reopening and refusing battles, and journaling every action.
#include "controllers/battlesession.h"
#include "controllers/dicecontroller.h"
#include "controllers/preferences.h"
#include "controllers/testsheet.h"
#include "controllers/unitsheet.h"
#include "models/oddsmodel.h"
#include "theme.h"

#include "dice/diceparser.h"

#include "battle/battlefile.h"
#include "files/appfolders.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace adjutant::ui;

class TestBattleSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sessionStartsADemoAndJournalsEveryAction();
    void sessionSaveAsAndContinue();
    void sessionRefusesABrokenFile();
    void aBattleReadOnAnotherThreadOpensAsOnThisOne_data();
    void aBattleReadOnAnotherThreadOpensAsOnThisOne();
    void oldBattlesMoveAndTheLastOneGoesOn();
    void anActionThatCannotBeSavedIsNotDone();
    void saveAsNeverLandsOnABattle_data();
    void saveAsNeverLandsOnABattle();
    void aLockThatIsNotAPlainFileLeavesTheBattleReadOnly();
    void theUmpireMovesTheBattleOntoTheLibrarysRules();
    void theCardShowsNoUnitOnceTheTurnHasEnded_data();
    void theCardShowsNoUnitOnceTheTurnHasEnded();
};

namespace {
const QString kKgcwo = QStringLiteral(":/scenarios/kgcwo-demo.json");

int rowOf(const OrderOfBattleModel &model, const QString &unitId)
{
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.data(model.index(r), OrderOfBattleModel::UnitIdRole).toString() == unitId)
            return r;
    return -1;
}
} // namespace

void TestBattleSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

// After End the turn the next card is to be drawn: the card no longer names last turn's unit
// (it did, and its sheet's button opened a unit that could no longer act).
void TestBattleSession::theCardShowsNoUnitOnceTheTurnHasEnded_data()
{
    QTest::addColumn<int>("draws"); // cards drawn before the turn ends
    QTest::newRow("one card") << 1;
    QTest::newRow("three cards") << 3;
}

void TestBattleSession::theCardShowsNoUnitOnceTheTurnHasEnded()
{
    QFETCH(int, draws);
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    // Units' cards drawn in one turn (a drawn End of turn starts the count again).
    int turn = session.turn();
    int shown = 0;
    for (int guard = 0; shown < draws && guard < 60; ++guard) {
        QVERIFY(session.draw());
        if (session.turn() != turn) {
            turn = session.turn();
            shown = 0;
        } else if (!session.currentUnit().isEmpty()) {
            ++shown;
        }
    }
    QCOMPARE(shown, draws);
    QVERIFY2(!session.currentTitle().startsWith(u"Draw"), qPrintable(session.currentTitle()));
    QVERIFY(session.endTurn());
    QCOMPARE(session.turn(), turn + 1);
    QVERIFY(session.currentUnit().isEmpty());
    QVERIFY(session.currentUnits().isEmpty());
    QVERIFY2(session.currentTitle().startsWith(u"Draw"), qPrintable(session.currentTitle()));
    QVERIFY(session.draw());
    QVERIFY(!session.currentTitle().startsWith(u"Draw"));
}

void TestBattleSession::sessionStartsADemoAndJournalsEveryAction()
{
    BattleSession session;
    QAbstractItemModelTester units(session.units(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester journal(session.journal(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&session, &BattleSession::loadedChanged);
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(session.loaded());
    QVERIFY(loaded.count() >= 1);
    QVERIFY(session.usesDeck());
    QCOMPARE(session.turn(), 1);
    QCOMPARE(session.title(), u"The ridge at San Marcial (demo)");
    QVERIFY(QFile::exists(session.filePath()));
    QCOMPARE(session.currentTitle(), u"Draw the first card");
    const int deck = session.cardsLeft();
    QVERIFY(session.draw());
    QVERIFY(session.cardsLeft() == deck - 1 || session.turn() == 2); // End of turn may come first
    QCOMPARE(session.journal()->rowCount(), 1);
    QVERIFY(session.canUndo());
    QVERIFY(!session.currentTitle().isEmpty());

    // What the screen shows is on disk already: another session opens the same battle. It is not
    // a second writer: it is told who has the battle, and may look at it read-only.
    BattleSession other;
    QVERIFY(!other.open(session.filePath()));
    QVERIFY2(other.problemText().contains(u"is open in another Adjutant"), qPrintable(other.problemText()));
    QVERIFY(other.canOpenReadOnly());
    QVERIFY(other.openReadOnly());
    QVERIFY(other.readOnly());
    QCOMPARE(other.battle()->stateHash(), session.battle()->stateHash());
    QCOMPARE(other.journal()->rowCount(), 1);
    QVERIFY(!other.draw());
    QVERIFY(other.error().contains(u"read-only"));
    QCOMPARE(other.journal()->rowCount(), 1);

    // A failed action says why and changes nothing.
    const QString hash = session.battle()->stateHash();
    QVERIFY(
        !session.setField(QStringLiteral("88th"), QStringLiteral("morale-state"), QStringLiteral("sulking")));
    QVERIFY(!session.error().isEmpty());
    QCOMPARE(session.battle()->stateHash(), hash);
    QVERIFY(
        session.setField(QStringLiteral("88th"), QStringLiteral("morale-state"), QStringLiteral("shaken")));
    QVERIFY(session.error().isEmpty());
}

void TestBattleSession::sessionSaveAsAndContinue()
{
    const QString path = QDir::temp().filePath(QStringLiteral("adjutant-saveas-test.adjutant"));
    QFile::remove(path);
    QFile::remove(adjutant::battle::BattleFile::logPath(path));
    QString hash;
    {
        BattleSession session;
        QVERIFY(session.startNew(kKgcwo));
        QVERIFY(session.draw());
        QVERIFY(session.saveAs(QUrl::fromLocalFile(path).toString()));
        QCOMPARE(session.filePath(), path);
        QVERIFY(session.draw()); // goes to the new file's log
        hash = session.battle()->stateHash();
    }
    BattleSession later;
    QVERIFY(later.canContinue());
    QCOMPARE(later.continueTitle(), u"adjutant-saveas-test");
    // Going on with the battle already remembered writes no settings (the usual start, where a
    // write would wait on the disk before the first frame).
    const QString settingsFile = QSettings().fileName();
    const QDateTime written = QFileInfo(settingsFile).lastModified();
    QVERIFY(written.isValid());
    // Past the file system's clock step, so a write would show: a file written now, beside the
    // settings, is stamped later than they are.
    const QString stamp = QFileInfo(settingsFile).dir().filePath(QStringLiteral("clock-step"));
    const auto stampedNow = [&stamp] {
        QFile f(stamp);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write("now") != 3)
            return QDateTime();
        f.close();
        return QFileInfo(stamp).lastModified();
    };
    QTRY_VERIFY(stampedNow() > written);
    QVERIFY(QFile::remove(stamp));
    QVERIFY(later.continueLast());
    QCOMPARE(QFileInfo(settingsFile).lastModified(), written);
    QCOMPARE(later.filePath(), path);
    QCOMPARE(later.battle()->stateHash(), hash);
    QCOMPARE(later.journal()->rowCount(), 2);
}

void TestBattleSession::sessionRefusesABrokenFile()
{
    const QString path = QDir::temp().filePath(QStringLiteral("adjutant-broken-test.adjutant"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("{ this is not a battle");
    f.close();
    QFile::remove(adjutant::battle::BattleFile::logPath(path));
    BattleSession session;
    QVERIFY(!session.open(path));
    QVERIFY(!session.loaded());
    QVERIFY(!session.error().isEmpty());
    QVERIFY(!session.startNew(QStringLiteral("/no/such/scenario.json")));
    QVERIFY(session.error().contains(u"scenario.json"));
}

// The app reads a battle named on its command line on another thread while its window's QML
// loads (readForOpening, then open with the reading): the session ends as open(path) leaves it,
// for a battle that opens and for one that does not.
void TestBattleSession::aBattleReadOnAnotherThreadOpensAsOnThisOne_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a played battle") << QStringLiteral("played");
    QTest::newRow("not a battle") << QStringLiteral("broken");
    QTest::newRow("no such file") << QStringLiteral("missing");
}

void TestBattleSession::aBattleReadOnAnotherThreadOpensAsOnThisOne()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("read-apart.adjutant"));
    if (kind == u"played") {
        BattleSession session;
        QVERIFY(session.startNew(kKgcwo));
        QVERIFY(session.draw());
        QVERIFY(session.saveAs(path));
    } else if (kind == u"broken") {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ this is not a battle");
    }
    struct Seen {
        bool opened;
        bool loaded;
        QString error;
        QString hash;
        int entries;
    };
    const auto seen = [](BattleSession &s, bool opened) {
        return Seen{opened, s.loaded(), s.error(), s.loaded() ? s.battle()->stateHash() : QString(),
                    s.journal()->rowCount()};
    };
    Seen here;
    {
        BattleSession session;
        here = seen(session, session.open(path));
    }
    BattleSession apart;
    const Seen there = seen(apart, apart.open(path, BattleSession::readForOpening(path)));
    QCOMPARE(there.opened, here.opened);
    QCOMPARE(there.opened, kind == u"played");
    QCOMPARE(there.loaded, here.loaded);
    QCOMPARE(there.error, here.error);
    QCOMPARE(there.hash, here.hash);
    QCOMPARE(there.entries, here.entries);
    if (there.opened)
        QCOMPARE(apart.filePath(), path);
    else
        QVERIFY(!there.error.isEmpty());
}

void TestBattleSession::oldBattlesMoveAndTheLastOneGoesOn()
{
    // A battle played with version 0.1, in its folder, and the last one played.
    QString name;
    QString hash;
    {
        BattleSession session;
        QVERIFY(session.startNew(kKgcwo));
        QVERIFY(session.draw());
        name = QFileInfo(session.filePath()).fileName();
        hash = session.battle()->stateHash();
    }
    const QString oldPath = adjutant::AppFolders::oldBattles() + u'/' + name;
    const QString newPath = adjutant::AppFolders::battles() + u'/' + name;
    QVERIFY(QDir().mkpath(adjutant::AppFolders::oldBattles()));
    for (const QString &file : {name, adjutant::battle::BattleFile::logPath(name)})
        QVERIFY(QFile::rename(adjutant::AppFolders::battles() + u'/' + file,
                              adjutant::AppFolders::oldBattles() + u'/' + file));
    {
        BattleSession session;
        QVERIFY(session.open(oldPath));
    }
    QCOMPARE(BattleSession::lastBattlePath(), oldPath);

    const auto moved = BattleSession::moveOldBattles();
    QVERIFY2(moved.leftBehind.isEmpty(), qPrintable(moved.leftBehind.join(u'\n')));
    QCOMPARE(moved.moved.value(oldPath), newPath);
    QVERIFY(!QFileInfo::exists(adjutant::AppFolders::oldBattles()));
    QCOMPARE(BattleSession::lastBattlePath(), newPath);
    BattleSession later;
    QVERIFY(later.continueLast());
    QCOMPARE(later.filePath(), newPath);
    QCOMPARE(later.battle()->stateHash(), hash);
    QCOMPARE(later.journal()->rowCount(), 1);
}

// A full disk, a pulled card: when the journal cannot take an action, the action is not done,
// the screen says why, and the battle is exactly as it was on disk.
void TestBattleSession::anActionThatCannotBeSavedIsNotDone()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(session.draw());
    QVERIFY(session.saveAs(session.filePath())); // the draw in the battle file itself
    const QString hash = session.battle()->stateHash();
    const QString log = adjutant::battle::BattleFile::logPath(session.filePath());
    QVERIFY(QFile::remove(log));
    QVERIFY(QDir().mkpath(log)); // the log cannot be written now
    QVERIFY(!session.setField(QStringLiteral("88th"), QStringLiteral("casualties"), 1));
    QVERIFY2(session.error().startsWith(u"Not saved, so not done"), qPrintable(session.error()));
    QCOMPARE(session.battle()->stateHash(), hash);
    QCOMPARE(session.journal()->rowCount(), 1);
    const int row = rowOf(*session.units(), QStringLiteral("88th"));
    QCOMPARE(session.units()->data(session.units()->index(row), OrderOfBattleModel::LostRole).toInt(), 0);
    QVERIFY(QDir(log).removeRecursively());
}

void TestBattleSession::saveAsNeverLandsOnABattle_data()
{
    QTest::addColumn<QString>("name"); // chosen in Save as's dialog
    QTest::addColumn<bool>("asked"); // "Replace it?" before anything is written
    QTest::addColumn<bool>("saved"); // after the user says Replace, if asked
    QTest::addColumn<QString>("said");
    QTest::newRow("a new name") << "new.adjutant" << false << true << "";
    QTest::newRow("an ordinary file") << "notes.txt" << true << true << "";
    QTest::newRow("another battle") << "other.adjutant" << false << false << "is an Adjutant battle";
    QTest::newRow("another battle's journal")
        << "other.adjutant.journal" << false << false << "belongs to the battle";
    QTest::newRow("a link to another battle") << "link.adjutant" << false << false << "(a link to";
    QTest::newRow("beside a journal left there")
        << "stale.adjutant" << false << false << "stale.adjutant.journal";
}

// Save as over another battle (or one of its files, or through a link to it) is refused even when
// the user says Replace; another file is replaced only once the user said so.
void TestBattleSession::saveAsNeverLandsOnABattle()
{
    QFETCH(QString, name);
    QFETCH(bool, asked);
    QFETCH(bool, saved);
    QFETCH(QString, said);
    QTemporaryDir dir;
    const auto at = [&](const char *file) { return dir.filePath(QString::fromLatin1(file)); };
    {
        BattleSession other;
        QVERIFY(other.startNew(kKgcwo));
        QVERIFY(other.draw());
        QVERIFY(other.saveAs(at("other.adjutant")));
    }
    QFile note(at("notes.txt"));
    QVERIFY(note.open(QIODevice::WriteOnly));
    note.write("notes");
    note.close();
    QFile stale(at("stale.adjutant.journal"));
    QVERIFY(stale.open(QIODevice::WriteOnly));
    stale.write("left here");
    stale.close();
    QVERIFY(QFile::link(at("other.adjutant"), at("link.adjutant")));
    QHash<QString, QByteArray> before;
    for (const char *file :
         {"other.adjutant", "other.adjutant.journal", "notes.txt", "stale.adjutant.journal"}) {
        QFile f(at(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        before.insert(QString::fromLatin1(file), f.readAll());
    }

    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    const QString path = dir.filePath(name);
    const QString url = QUrl::fromLocalFile(path).toString();
    QCOMPARE(session.saveAs(url, false), saved && !asked);
    QCOMPARE(!session.replaceQuestion().isEmpty(), asked);
    if (asked) {
        QVERIFY(session.replaceQuestion().contains(path));
        QCOMPARE(session.saveAs(url, true), saved); // the user said Replace
    } else if (!saved) {
        QVERIFY2(session.error().contains(said), qPrintable(session.error()));
        QVERIFY(!session.saveAs(url, true)); // saying Replace changes nothing
    }
    if (saved)
        QCOMPARE(session.filePath(), path);
    for (auto it = before.begin(); it != before.end(); ++it) {
        if (saved && dir.filePath(it.key()) == path)
            continue;
        QFile f(dir.filePath(it.key()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(f.readAll() == it.value(), qPrintable(it.key()));
    }
    QVERIFY(QFileInfo(at("link.adjutant")).isSymLink());
}

// A pipe in FILE.lock's place: QLockFile waited on it forever. Now the battle is not taken for
// writing, the dialog says why, and it may be opened read-only.
void TestBattleSession::aLockThatIsNotAPlainFileLeavesTheBattleReadOnly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    {
        BattleSession first;
        QVERIFY(first.startNew(kKgcwo));
        QVERIFY(first.saveAs(path));
    }
    QVERIFY(::mkfifo(QFile::encodeName(path + u".lock"_qs).constData(), 0600) == 0);
    BattleSession session;
    QVERIFY(!session.open(path));
    QVERIFY2(session.problemText().contains(u".lock"_qs), qPrintable(session.problemText()));
    QVERIFY(session.canOpenReadOnly());
    QVERIFY(session.openReadOnly());
    QVERIFY(session.readOnly());
}

// The library has newer rules of the battle's ruleset: the session says so (rulesUpdate, which the
// battle screen shows the umpire) and moves the battle onto them only when asked, as one entry
// undone like any other; the order of battle is read afresh under the rules in force.
void TestBattleSession::theUmpireMovesTheBattleOntoTheLibrarysRules()
{
    QTemporaryDir house;
    qputenv("ADJUTANT_RULESETS_DIR", QFile::encodeName(house.path()));
    QString path;
    {
        BattleSession session;
        QVERIFY(session.startNew(kKgcwo));
        QCOMPARE(session.rulesUpdate(), QString());
        QVERIFY(!session.updateRules());
        path = session.filePath();
    }
    QFile builtIn(QStringLiteral(":/rulesets/kgcwo.json"));
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    QByteArray newer = builtIn.readAll();
    // The built-in's version as it ships (a bump of the built-in moves this test on with it).
    QVERIFY(newer.contains("\"version\": \"1.5.0\""));
    newer.replace("\"version\": \"1.5.0\"", "\"version\": \"1.6.0\"");
    QFile file(house.filePath(QStringLiteral("kgcwo.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(newer);
    file.close();

    BattleSession session;
    QVERIFY(session.open(path));
    QCOMPARE(session.battle()->ruleset().version, u"1.5.0"); // nothing moves on opening
    QCOMPARE(session.rulesUpdate(), u"King George Commands and We Obey 1.5.0 → 1.6.0");
    QSignalSpy loaded(&session, &BattleSession::loadedChanged);
    QVERIFY(session.updateRules());
    QCOMPARE(session.battle()->ruleset().version, u"1.6.0");
    QCOMPARE(session.rulesUpdate(), QString());
    QCOMPARE(session.journal()->rowCount(), 1);
    QCOMPARE(loaded.count(), 1);
    QVERIFY(session.undoText().contains(u"rules updated from 1.5.0 to 1.6.0"));
    QVERIFY(session.undo());
    QCOMPARE(session.battle()->ruleset().version, u"1.5.0");
    QCOMPARE(session.rulesUpdate(), u"King George Commands and We Obey 1.5.0 → 1.6.0");
    QCOMPARE(loaded.count(), 2);
    qunsetenv("ADJUTANT_RULESETS_DIR");
}

QTEST_GUILESS_MAIN(TestBattleSession)
#include "tst_battlesession.moc"
