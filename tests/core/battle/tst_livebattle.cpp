// A battle in play never loses what it acknowledged: one writer at a time, every write checked
// (a full or failing disk refuses the action and changes nothing), a torn last record cut back
// with its bytes kept, and damaged files never written to.
#include "battle/journallog.h"
#include "battle/livebattle.h"
#include "rules/rulesetlibrary.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace adjutant::battle;
using Damage = BattleFile::Opened::Damage;

namespace {

Action act(const char *json)
{
    QString error;
    return *ActionJson::read(QJsonDocument::fromJson(json).object(), &error);
}

std::unique_ptr<Battle> demo(quint64 seed = 7)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(QStringLiteral(":/scenarios/kgcwo-demo.json"));
    return std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(), seed);
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

// A disk that takes `room` more bytes and then refuses, the way a full one does: the part that
// fits is written, the rest is not. Or one whose syncs fail, as a failing card's do.
class FaultyDisk : public DiskWriter
{
public:
    qint64 room = std::numeric_limits<qint64>::max();
    bool syncFails = false;
    bool write(QFileDevice &file, QByteArrayView bytes, QString *error) override
    {
        const qint64 fits = std::min<qint64>(room, bytes.size());
        file.write(bytes.data(), fits);
        room -= fits;
        if (fits == bytes.size())
            return true;
        *error = QStringLiteral("No space left on device");
        return false;
    }
    bool sync(QFileDevice &file, QString *error) override
    {
        if (syncFails) {
            *error = QStringLiteral("Input/output error");
            return false;
        }
        return DiskWriter::sync(file, error);
    }
};

const char *kActions[]
    = {R"({"kind":"draw"})", R"({"kind":"set","unit":"88th","field":"casualties","value":1})",
       R"({"kind":"draw"})", R"({"kind":"undo"})",
       R"({"kind":"set","unit":"52nd","field":"hold","value":true})"};

} // namespace

class TestLiveBattle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneWriterAtATime();
    void aStaleLockIsTakenOver();
    void aFullOrFailingDiskRefusesAndLosesNothing_data();
    void aFullOrFailingDiskRefusesAndLosesNothing();
    void aRealFullDiskRefusesAndLosesNothing();
    void aTornTailIsCutBackAndKept();
    void damagedFilesAreNeverWrittenTo_data();
    void damagedFilesAreNeverWrittenTo();
    void aNewBattleNeverOverwritesAnother();
    void saveAsMovesTheLock();
    void aLockThatIsNotAPlainFileIsNotTaken_data();
    void aLockThatIsNotAPlainFileIsNotTaken();
    void aTornRecordIsNeverKeptThroughALink();
    void aLongLogIsFoldedIntoTheBattleFile();
    void aLinkToABattleIsReadButNotPlayed();
};

void TestLiveBattle::oneWriterAtATime()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    LiveBattle::Opening first = LiveBattle::create(demo(), path);
    QVERIFY2(first.live, qPrintable(first.error));
    QVERIFY(first.live->play(act(kActions[0])).entry);

    LiveBattle::Opening second
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY(!second.live);
    QVERIFY(second.locked);
    QVERIFY2(second.error.contains(u"is open in another Adjutant (process "_qs
                                   + QString::number(QCoreApplication::applicationPid())),
             qPrintable(second.error));

    // Read-only: it sees everything acknowledged, and plays nothing.
    LiveBattle::Opening look
        = LiveBattle::open(path, LiveBattle::Access::ReadOnly, LiveBattle::OnDamage::Refuse);
    QVERIFY(look.live);
    QVERIFY(look.live->readOnly());
    QCOMPARE(look.live->battle().stateHash(), first.live->battle().stateHash());
    const LiveBattle::Played refused = look.live->play(act(kActions[1]));
    QVERIFY(!refused.entry);
    QVERIFY(refused.error.contains(u"read-only"));

    first.live.reset(); // lets go of the battle
    LiveBattle::Opening third
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY2(third.live, qPrintable(third.error));
    QCOMPARE(third.live->battle().journal().size(), 1);
}

void TestLiveBattle::aStaleLockIsTakenOver()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    QVERIFY(LiveBattle::create(demo(), path).live);
    // The lock as a process that died holding it left it: its own lock's words, another pid.
    QProcess gone;
    gone.start(u"sleep"_qs, {u"30"_qs});
    QVERIFY(gone.waitForStarted());
    const qint64 deadPid = gone.processId();
    gone.kill();
    gone.waitForFinished();
    QByteArray contents;
    {
        QLockFile probe(LiveBattle::lockPath(path));
        QVERIFY(probe.tryLock());
        contents = read(LiveBattle::lockPath(path));
    }
    const qsizetype newline = contents.indexOf('\n');
    write(LiveBattle::lockPath(path), QByteArray::number(deadPid) + contents.mid(newline));
    LiveBattle::Opening opening
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY2(opening.live, qPrintable(opening.error));
    QVERIFY(opening.live->play(act(kActions[0])).entry);
}

void TestLiveBattle::aFullOrFailingDiskRefusesAndLosesNothing_data()
{
    QTest::addColumn<qint64>("room");
    QTest::addColumn<bool>("syncFails");
    QTest::addColumn<QString>("why");
    QTest::newRow("disk-full-before-the-record") << qint64(0) << false << "No space left on device";
    QTest::newRow("disk-full-mid-record") << qint64(40) << false << "No space left on device";
    QTest::newRow("sync-fails") << std::numeric_limits<qint64>::max() << true << "Input/output error";
}

void TestLiveBattle::aFullOrFailingDiskRefusesAndLosesNothing()
{
    QFETCH(qint64, room);
    QFETCH(bool, syncFails);
    QFETCH(QString, why);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    FaultyDisk disk;
    LiveBattle::Opening opening = LiveBattle::create(demo(), path, disk);
    QVERIFY(opening.live);
    LiveBattle &live = *opening.live;
    QVERIFY(live.play(act(kActions[0])).entry);
    QVERIFY(live.play(act(kActions[1])).entry);
    const QString hash = live.battle().stateHash();
    const QByteArray logBefore = read(BattleFile::logPath(path));

    disk.room = room;
    disk.syncFails = syncFails;
    for (int attempt = 0; attempt < 3; ++attempt) {
        const LiveBattle::Played refused = live.play(act(kActions[2]));
        QVERIFY(!refused.entry);
        QVERIFY(refused.notSaved);
        QVERIFY2(refused.error.contains(why), qPrintable(refused.error));
        // Not done in memory, and nothing left behind on disk.
        QCOMPARE(live.battle().stateHash(), hash);
        QCOMPARE(live.battle().journal().size(), 2);
        QCOMPARE(read(BattleFile::logPath(path)), logBefore);
    }
    // Saving whole fails too, and leaves the battle file as it was.
    const QByteArray fileBefore = read(path);
    QString error;
    disk.room = 100;
    QVERIFY(!live.fold(&error));
    QCOMPARE(read(path), fileBefore);

    // Room again: the battle goes on, and every acknowledged action is there on reopening.
    disk.room = std::numeric_limits<qint64>::max();
    disk.syncFails = false;
    QVERIFY(live.play(act(kActions[2])).entry);
    QVERIFY(live.play(act(kActions[3])).entry);
    const QString finalHash = live.battle().stateHash();
    opening.live.reset();
    const BattleFile::Opened reopened = BattleFile::open(path);
    QVERIFY2(reopened.battle, qPrintable(reopened.error));
    QCOMPARE(reopened.damage, Damage::None);
    QVERIFY2(reopened.warnings.isEmpty(), qPrintable(reopened.warnings.join(u'\n')));
    QCOMPARE(reopened.battle->journal().size(), 3);
    QCOMPARE(reopened.battle->stateHash(), finalHash);
}

// The same on a real, small file system, when the tests may make one (as root).
void TestLiveBattle::aRealFullDiskRefusesAndLosesNothing()
{
    QTemporaryDir mountPoint;
    QProcess mount;
    mount.start(u"mount"_qs,
                {u"-t"_qs, u"tmpfs"_qs, u"-o"_qs, u"size=160k"_qs, u"tmpfs"_qs, mountPoint.path()});
    if (!mount.waitForFinished() || mount.exitCode() != 0)
        QSKIP("cannot mount a small tmpfs here (not root, or not allowed)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(u"umount"_qs, {mountPoint.path()}); });
    const QString path = mountPoint.filePath(u"b.adjutant"_qs);
    LiveBattle::Opening opening = LiveBattle::create(demo(), path);
    QVERIFY2(opening.live, qPrintable(opening.error));
    // Fill the rest of the disk.
    QFile filler(mountPoint.filePath(u"filler"_qs));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size() && filler.flush()) { }
    filler.close();
    int acknowledged = 0, refused = 0;
    QString lastHash;
    for (int i = 0; i < 200; ++i) {
        const LiveBattle::Played p
            = opening.live->play(act(R"({"kind":"set","unit":"88th","field":"hold","value":true})"));
        if (p.entry) {
            ++acknowledged;
            lastHash = p.entry->stateHash;
        } else {
            QVERIFY2(p.notSaved, qPrintable(p.error));
            QVERIFY2(p.error.contains(u"No space left on device"), qPrintable(p.error));
            ++refused;
        }
    }
    QVERIFY(refused > 0);
    QVERIFY(filler.remove()); // room again
    QVERIFY(opening.live->play(act(R"({"kind":"draw"})")).entry);
    ++acknowledged;
    lastHash = opening.live->battle().stateHash();
    opening.live.reset();
    const BattleFile::Opened reopened = BattleFile::open(path);
    QVERIFY2(reopened.battle, qPrintable(reopened.error));
    QCOMPARE(reopened.damage, Damage::None);
    QCOMPARE(int(reopened.battle->journal().size()), acknowledged);
    QCOMPARE(reopened.battle->stateHash(), lastHash);
}

void TestLiveBattle::aTornTailIsCutBackAndKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    {
        LiveBattle::Opening opening = LiveBattle::create(demo(), path);
        for (int i = 0; i < 3; ++i)
            QVERIFY(opening.live->play(act(kActions[i])).entry);
    }
    // A crash mid-write: half a record at the end of the log (record 1 is the copy of the battle,
    // 2 to 4 the actions).
    QFile log(BattleFile::logPath(path));
    QVERIFY(log.open(QIODevice::Append));
    const QByteArray torn = "5 0123456789abcdef {\"entry\":{\"action\":{\"kind\":\"dr";
    log.write(torn);
    log.close();

    LiveBattle::Opening opening
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY2(opening.live, qPrintable(opening.error));
    QCOMPARE(opening.damage, Damage::TornTail);
    const QString words = opening.warnings.join(u'\n');
    QVERIFY2(words.contains(u"the last record (5) was cut off") && words.contains(u"nothing is lost")
                 && words.contains(u".torn"),
             qPrintable(words));
    QCOMPARE(read(BattleFile::logPath(path) + u".torn"_qs), torn);
    QCOMPARE(opening.live->battle().journal().size(), 3);
    // Play goes on in the same file, and nothing after the cut is lost on the next opening.
    QVERIFY(opening.live->play(act(kActions[3])).entry);
    QVERIFY(opening.live->play(act(kActions[4])).entry);
    const QString hash = opening.live->battle().stateHash();
    opening.live.reset();
    const BattleFile::Opened reopened = BattleFile::open(path);
    QCOMPARE(reopened.damage, Damage::None);
    QVERIFY2(reopened.warnings.isEmpty(), qPrintable(reopened.warnings.join(u'\n')));
    QCOMPARE(reopened.battle->journal().size(), 4); // an undo marks an entry; it adds none
    QCOMPARE(reopened.battle->stateHash(), hash);
}

void TestLiveBattle::damagedFilesAreNeverWrittenTo_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<int>("kept");
    QTest::addColumn<QString>("words");
    QTest::newRow("log-record-altered") << "log-record-3" << 1 << "record 3 (line 3) is damaged";
    QTest::newRow("log-record-deleted") << "delete-log-record-3" << 1 << "record 3 is missing";
    QTest::newRow("log-records-swapped") << "swap-log-records-3-4" << 1 << "out of order";
    QTest::newRow("header-altered-log-intact") << "header" << 3 << "does not match its checksum";
}

void TestLiveBattle::damagedFilesAreNeverWrittenTo()
{
    QFETCH(QString, damage);
    QFETCH(int, kept);
    QFETCH(QString, words);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    {
        LiveBattle::Opening opening = LiveBattle::create(demo(), path);
        for (int i = 0; i < 3; ++i)
            QVERIFY(opening.live->play(act(kActions[i])).entry);
    }
    QByteArray logBytes = read(BattleFile::logPath(path));
    QList<QByteArray> lines = logBytes.split('\n');
    QByteArray fileBytes = read(path);
    if (damage == u"log-record-3") {
        lines[2].replace("casualties", "casualtieZ");
    } else if (damage == u"delete-log-record-3") {
        lines.removeAt(2);
    } else if (damage == u"swap-log-records-3-4") {
        lines.swapItemsAt(2, 3);
    } else if (damage == u"header") {
        const qsizetype at = fileBytes.indexOf("\"melee\":\"C\"");
        QVERIFY(at > 0);
        fileBytes[at + 9] = 'A'; // the bit flip that turns a C melee rating into an A
    }
    logBytes = lines.join('\n');
    write(BattleFile::logPath(path), logBytes);
    write(path, fileBytes);

    // The command line refuses, and writes nothing.
    LiveBattle::Opening refused
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY(!refused.live);
    QCOMPARE(refused.damage, Damage::Damaged);
    QVERIFY2(refused.warnings.join(u'\n').contains(words), qPrintable(refused.warnings.join(u'\n')));
    // The app plays on in a copy of what could be kept.
    LiveBattle::Opening copy
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::PlayOnInACopy);
    QVERIFY2(copy.live, qPrintable(copy.error));
    QCOMPARE(copy.recoveredInto, dir.filePath(u"b-recovered.adjutant"_qs));
    QCOMPARE(copy.live->path(), copy.recoveredInto);
    QCOMPARE(int(copy.live->battle().journal().size()), kept);
    QVERIFY(copy.live->play(act(kActions[4])).entry);
    // The log's copy of the order of battle, never the altered one.
    QCOMPARE(copy.live->battle().scenario().raw, demo()->scenario().raw);
    // Both damaged files as they were.
    QCOMPARE(read(path), fileBytes);
    QCOMPARE(read(BattleFile::logPath(path)), logBytes);
    // A second recovery never writes over the first.
    QCOMPARE(LiveBattle::recoveryPath(path), dir.filePath(u"b-recovered-2.adjutant"_qs));
}

void TestLiveBattle::aNewBattleNeverOverwritesAnother()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    QVERIFY(LiveBattle::create(demo(), path).live);
    const QByteArray before = read(path);
    LiveBattle::Opening again = LiveBattle::create(demo(99), path);
    QVERIFY(!again.live);
    QVERIFY(again.error.contains(u"already exists"));
    QCOMPARE(read(path), before);
}

// A battle played one action at a time, as adjutant-cli play does, is folded once its log holds
// more than kFoldAfter records: the log starts again from a copy of the battle file, and the
// battle opens with every action, now from the file's snapshot.
void TestLiveBattle::aLongLogIsFoldedIntoTheBattleFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"long.adjutant"_qs);
    const auto logLines = [&path] { return read(BattleFile::logPath(path)).count('\n'); };
    FaultyDisk disk; // with room and sound syncs
    LiveBattle::Opening opening = LiveBattle::create(demo(), path, disk);
    QVERIFY(opening.live);
    QCOMPARE(logLines(), 1); // the copy of the battle file
    const int plays = LiveBattle::kFoldAfter + 5;
    for (int i = 1; i <= plays; ++i) {
        const QByteArray action
            = QByteArrayLiteral(R"({"kind":"set","unit":"88th","field":"casualties","value":)")
            + QByteArray::number(1 + i % 2) + '}';
        QVERIFY2(opening.live->play(act(action.constData())).entry, qPrintable(QString::number(i)));
        QString error;
        QVERIFY2(opening.live->foldWhenLong(&error), qPrintable(error));
        // Folded once the copy and kFoldAfter actions are in the log, not before.
        QCOMPARE(logLines(), i < LiveBattle::kFoldAfter ? 1 + i : 1 + (i - LiveBattle::kFoldAfter));
    }
    const QString stateHash = opening.live->battle().stateHash();
    opening.live.reset();
    const BattleFile::Opened reopened = BattleFile::open(path);
    QVERIFY2(reopened.battle, qPrintable(reopened.error));
    QVERIFY2(reopened.warnings.isEmpty(), qPrintable(reopened.warnings.join(u"; ")));
    QCOMPARE(reopened.battle->journal().size(), plays);
    QCOMPARE(reopened.recoveredFromLog, 5);
    QCOMPARE(reopened.battle->stateHash(), stateHash);
}

void TestLiveBattle::saveAsMovesTheLock()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"a.adjutant"_qs);
    const QString other = dir.filePath(u"b.adjutant"_qs);
    LiveBattle::Opening opening = LiveBattle::create(demo(), path);
    QVERIFY(opening.live->play(act(kActions[0])).entry);
    QString error;
    QVERIFY2(opening.live->saveAs(other, &error), qPrintable(error));
    QVERIFY(opening.live->play(act(kActions[1])).entry);
    // The first file is free again; the second is this writer's.
    QVERIFY(LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse).live);
    QVERIFY(LiveBattle::open(other, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse).locked);
    opening.live.reset();
    const BattleFile::Opened reopened = BattleFile::open(other);
    QCOMPARE(reopened.battle->journal().size(), 2);
}

void TestLiveBattle::aLockThatIsNotAPlainFileIsNotTaken_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a-link-to-the-journal") << u"link"_qs;
    QTest::newRow("a-pipe") << u"pipe"_qs; // QLockFile read it to see who held it: it waited forever
    QTest::newRow("a-link-to-dev-zero") << u"zero"_qs;
}

// QLockFile reads a lock it finds and replaces a stale one: through a link, or from a pipe that
// never answers. A lock Adjutant did not make is not taken: the battle opens read-only, at once.
void TestLiveBattle::aLockThatIsNotAPlainFileIsNotTaken()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    LiveBattle::create(demo(), path).live.reset();
    const QByteArray journal = read(BattleFile::logPath(path));
    const QString lock = LiveBattle::lockPath(path);
    if (kind == u"pipe")
        QVERIFY(::mkfifo(QFile::encodeName(lock).constData(), 0600) == 0);
    else
        QVERIFY(QFile::link(kind == u"zero" ? u"/dev/zero"_qs : BattleFile::logPath(path), lock));
    const LiveBattle::Opening writer
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY(!writer.live);
    QVERIFY2(writer.error.contains(u"read-only"_qs) && writer.error.contains(lock), qPrintable(writer.error));
    QVERIFY(writer.lockNotPlain && !writer.locked); // the app offers it read-only
    const LiveBattle::Opening reader
        = LiveBattle::open(path, LiveBattle::Access::ReadOnly, LiveBattle::OnDamage::Refuse);
    QVERIFY(reader.live);
    QCOMPARE(read(BattleFile::logPath(path)), journal);
    QVERIFY(QFileInfo(lock).isSymLink() || QFileInfo(lock).exists());
}

// FILE.journal.torn as a link that leads nowhere: the cut-off record is kept under the next free
// name, never through the link.
void TestLiveBattle::aTornRecordIsNeverKeptThroughALink()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    {
        LiveBattle::Opening opening = LiveBattle::create(demo(), path);
        QVERIFY(opening.live->play(act(kActions[0])).entry);
    }
    QFile log(BattleFile::logPath(path));
    QVERIFY(log.open(QIODevice::Append));
    const QByteArray torn = "3 0123456789abcdef {\"entry\":{\"action\":{\"kind\":\"dr";
    log.write(torn);
    log.close();
    const QString elsewhere = dir.filePath(u"elsewhere.txt"_qs);
    QVERIFY(QFile::link(elsewhere, BattleFile::logPath(path) + u".torn"_qs));
    LiveBattle::Opening opening
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY2(opening.live, qPrintable(opening.error));
    QVERIFY(!QFile::exists(elsewhere));
    QCOMPARE(read(BattleFile::logPath(path) + u".torn-2"_qs), torn);
}

// A link to a battle: it may be looked at through the link, but played only by its own name, or
// the lock and log made beside the link would fork the battle from the one the target's writers
// keep. Nothing is made beside the link, and the battle's own files are left as they were.
void TestLiveBattle::aLinkToABattleIsReadButNotPlayed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    {
        LiveBattle::Opening made = LiveBattle::create(demo(), path);
        QVERIFY2(made.live, qPrintable(made.error));
        QVERIFY(made.live->play(act(kActions[0])).entry);
    }
    const QString link = dir.filePath(u"link.adjutant"_qs);
    QVERIFY(QFile::link(path, link));
    const QByteArray battle = read(path);
    const QByteArray log = read(BattleFile::logPath(path));

    LiveBattle::Opening played
        = LiveBattle::open(link, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY(!played.live);
    QVERIFY2(played.error.startsWith(link + u" is a link to "_qs + path), qPrintable(played.error));
    QVERIFY(!QFileInfo::exists(BattleFile::logPath(link)));
    QVERIFY(!QFileInfo::exists(LiveBattle::lockPath(link)));
    QVERIFY(QFileInfo(link).isSymLink());

    LiveBattle::Opening look
        = LiveBattle::open(link, LiveBattle::Access::ReadOnly, LiveBattle::OnDamage::Refuse);
    QVERIFY2(look.live, qPrintable(look.error));
    QCOMPARE(look.live->battle().journal().size(), 1);
    look.live.reset();

    QCOMPARE(read(path), battle);
    QCOMPARE(read(BattleFile::logPath(path)), log);
    LiveBattle::Opening byName
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY2(byName.live, qPrintable(byName.error));
}

QTEST_GUILESS_MAIN(TestLiveBattle)
#include "tst_livebattle.moc"
