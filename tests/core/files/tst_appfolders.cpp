// One data folder: battles, rulesets and scenarios side by side, and the battles of version 0.1's
// folder moved into it without losing or overwriting anything.
#include "files/appfolders.h"
#include "files/battlefoldermove.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;

namespace {

// A folder's files as "relative/path=content", sorted; the move's note is listed by name only.
QStringList contents(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString name = QDir(folder).relativeFilePath(path);
        if (name == BattleFolderMove::noteName()) {
            files.append(name);
            continue;
        }
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        files.append(name + u'=' + QString::fromUtf8(f.readAll()));
    }
    files.sort();
    return files;
}

// Writes "relative/path=content" entries; "sub/" alone makes an empty folder.
void make(const QString &folder, const QStringList &files)
{
    QDir().mkpath(folder);
    for (const QString &entry : files) {
        const QString name = entry.section(u'=', 0, 0);
        const QString path = folder + u'/' + name;
        QDir().mkpath(QFileInfo(path).path());
        if (name.endsWith(u'/'))
            continue;
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(entry.section(u'=', 1).toUtf8());
    }
}

// A battle's lock file (QLockFile's format) left by an app on this machine that is no longer running.
QString deadLock()
{
    qint64 pid = 4'000'000; // above Linux's largest process id
    return QString::number(pid) + u"\nadjutant\n" + QSysInfo::machineHostName() + u'\n';
}

} // namespace

class TestAppFolders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void foldersSitSideBySide();
    void foldersCanBeOverridden_data();
    void foldersCanBeOverridden();
    void oldBattlesMove_data();
    void oldBattlesMove();
    void aSecondStartMovesWhatIsNoLongerInTheWay();
    void aBattleOpenInAdjutantStays();
    void nothingToMoveDoesNothing();
};

void TestAppFolders::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppFolders::nameApplication();
}

void TestAppFolders::foldersSitSideBySide()
{
    const QString dataHome = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    QCOMPARE(AppFolders::root(), dataHome + u"/Adjutant");
    for (const QString &folder : {AppFolders::battles(), AppFolders::rulesets(), AppFolders::scenarios()})
        QCOMPARE(QFileInfo(folder).path(), AppFolders::root());
    QCOMPARE(QFileInfo(AppFolders::battles()).fileName(), u"battles");
    QCOMPARE(QFileInfo(AppFolders::rulesets()).fileName(), u"rulesets");
    QCOMPARE(QFileInfo(AppFolders::scenarios()).fileName(), u"scenarios");
    // Version 0.1 kept battles in the application folder Qt makes of organisation and application.
    QCOMPARE(AppFolders::oldBattles(),
             QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/battles");
}

void TestAppFolders::foldersCanBeOverridden_data()
{
    QTest::addColumn<QByteArray>("variable");
    QTest::addColumn<bool>("rulesets"); // which folder it moves
    QTest::newRow("ADJUTANT_RULESETS_DIR") << QByteArray("ADJUTANT_RULESETS_DIR") << true;
    QTest::newRow("ADJUTANT_SCENARIOS_DIR") << QByteArray("ADJUTANT_SCENARIOS_DIR") << false;
}

void TestAppFolders::foldersCanBeOverridden()
{
    QFETCH(QByteArray, variable);
    QFETCH(bool, rulesets);
    const auto folder = [rulesets] { return rulesets ? AppFolders::rulesets() : AppFolders::scenarios(); };
    const QString usual = folder();
    qputenv(variable.constData(), "/somewhere/else");
    const QString overridden = folder();
    qunsetenv(variable.constData());
    QCOMPARE(overridden, u"/somewhere/else");
    QCOMPARE(folder(), usual);
}

void TestAppFolders::oldBattlesMove_data()
{
    QTest::addColumn<QStringList>("before"); // in the old folder
    QTest::addColumn<QStringList>("there"); // in the new folder already
    QTest::addColumn<QStringList>("after"); // in the new folder afterwards
    QTest::addColumn<QStringList>("left"); // still in the old folder, the note included
    QTest::addColumn<int>("leftBehind"); // files the result names as not moved

    QTest::newRow("a battle moves with its journal")
        << QStringList{u"a.adjutant=A"_qs, u"a.adjutant.journal=AJ"_qs, u"b.json=B"_qs} << QStringList{}
        << QStringList{u"a.adjutant.journal=AJ"_qs, u"a.adjutant=A"_qs, u"b.json=B"_qs} << QStringList{} << 0;
    QTest::newRow("a journal alone moves") << QStringList{u"a.adjutant.journal=AJ"_qs} << QStringList{}
                                           << QStringList{u"a.adjutant.journal=AJ"_qs} << QStringList{} << 0;
    QTest::newRow("beside battles already there")
        << QStringList{u"a.adjutant=A"_qs} << QStringList{u"z.adjutant=Z"_qs, u"z.adjutant.journal=ZJ"_qs}
        << QStringList{u"a.adjutant=A"_qs, u"z.adjutant.journal=ZJ"_qs, u"z.adjutant=Z"_qs} << QStringList{}
        << 0;
    QTest::newRow("a name taken: the battle and its journal stay, nothing is overwritten")
        << QStringList{u"a.adjutant=old"_qs, u"a.adjutant.journal=oldJ"_qs, u"b.adjutant=B"_qs}
        << QStringList{u"a.adjutant=new"_qs} << QStringList{u"a.adjutant=new"_qs, u"b.adjutant=B"_qs}
        << QStringList{u"NOT-MOVED.txt"_qs, u"a.adjutant.journal=oldJ"_qs, u"a.adjutant=old"_qs} << 2;
    QTest::newRow("the journal's name taken: the battle stays too")
        << QStringList{u"a.adjutant=old"_qs} << QStringList{u"a.adjutant.journal=newJ"_qs}
        << QStringList{u"a.adjutant.journal=newJ"_qs}
        << QStringList{u"NOT-MOVED.txt"_qs, u"a.adjutant=old"_qs} << 1;
    QTest::newRow("a folder inside moves whole")
        << QStringList{u"club/x.adjutant=X"_qs, u"club/x.adjutant.journal=XJ"_qs} << QStringList{}
        << QStringList{u"club/x.adjutant.journal=XJ"_qs, u"club/x.adjutant=X"_qs} << QStringList{} << 0;
    QTest::newRow("a folder inside joins one of its name")
        << QStringList{u"club/x.adjutant=X"_qs} << QStringList{u"club/y.adjutant=Y"_qs}
        << QStringList{u"club/x.adjutant=X"_qs, u"club/y.adjutant=Y"_qs} << QStringList{} << 0;
    QTest::newRow("a file where a folder would go: the folder stays")
        << QStringList{u"club/x.adjutant=X"_qs} << QStringList{u"club=file"_qs}
        << QStringList{u"club=file"_qs} << QStringList{u"NOT-MOVED.txt"_qs, u"club/x.adjutant=X"_qs} << 1;
    QTest::newRow("the files beside a battle move with it")
        << QStringList{u"a.adjutant=A"_qs, u"a.adjutant.journal=AJ"_qs, u"a.adjutant.journal.torn=T"_qs,
                       u"a.adjutant.Xy12ab=partial"_qs}
        << QStringList{}
        << QStringList{u"a.adjutant.Xy12ab=partial"_qs, u"a.adjutant.journal.torn=T"_qs,
                       u"a.adjutant.journal=AJ"_qs, u"a.adjutant=A"_qs}
        << QStringList{} << 0;
    QTest::newRow("what is left of a battle of its name keeps it here")
        << QStringList{u"a.adjutant=A"_qs, u"a.adjutant.journal=AJ"_qs}
        << QStringList{u"a.adjutant.journal.torn=T"_qs} << QStringList{u"a.adjutant.journal.torn=T"_qs}
        << QStringList{u"NOT-MOVED.txt"_qs, u"a.adjutant.journal=AJ"_qs, u"a.adjutant=A"_qs} << 2;
    QTest::newRow("a lock whose app has gone is dropped")
        << QStringList{u"a.adjutant=A"_qs, u"a.adjutant.lock="_qs + deadLock()} << QStringList{}
        << QStringList{u"a.adjutant=A"_qs} << QStringList{} << 0;
    QTest::newRow("hidden files and leftovers move too")
        << QStringList{u".a.adjutant=A"_qs, u"b.adjutant.Xy12ab=partial"_qs} << QStringList{}
        << QStringList{u".a.adjutant=A"_qs, u"b.adjutant.Xy12ab=partial"_qs} << QStringList{} << 0;
}

void TestAppFolders::oldBattlesMove()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, there);
    QFETCH(QStringList, after);
    QFETCH(QStringList, left);
    QFETCH(int, leftBehind);
    QTemporaryDir home;
    const QString from = home.path() + u"/Adjutant/Adjutant/battles";
    const QString to = home.path() + u"/Adjutant/battles";
    make(from, before);
    if (!there.isEmpty())
        make(to, there);

    const BattleFolderMove::Result result = BattleFolderMove::run(from, to);

    QCOMPARE(contents(to), after);
    QCOMPARE(result.leftBehind.size(), leftBehind);
    qsizetype movedFiles = 0;
    for (const QString &entry : before)
        movedFiles += after.contains(entry) ? 1 : 0;
    QCOMPARE(result.moved.size(), movedFiles);
    for (auto it = result.moved.cbegin(); it != result.moved.cend(); ++it) {
        QVERIFY2(!QFileInfo::exists(it.key()), qPrintable(it.key()));
        QVERIFY2(QFileInfo::exists(it.value()), qPrintable(it.value()));
    }
    if (left.isEmpty()) {
        // Emptied, the old folder goes, and the doubled application folder above it.
        QVERIFY(!QFileInfo::exists(from));
        QVERIFY(!QFileInfo::exists(home.path() + u"/Adjutant/Adjutant"));
        QVERIFY(result.notePath.isEmpty());
        return;
    }
    QCOMPARE(contents(from), left);
    QCOMPARE(result.notePath, from + u'/' + BattleFolderMove::noteName());
    QFile note(result.notePath);
    QVERIFY(note.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(note.readAll());
    QVERIFY(text.contains(to));
    for (const QString &entry : left) // every file left behind is named, with where it would go
        if (entry != BattleFolderMove::noteName())
            QVERIFY2(text.contains(from + u'/' + entry.section(u'=', 0, 0) + u": "), qPrintable(text));
}

void TestAppFolders::aSecondStartMovesWhatIsNoLongerInTheWay()
{
    QTemporaryDir home;
    const QString from = home.path() + u"/Adjutant/Adjutant/battles";
    const QString to = home.path() + u"/Adjutant/battles";
    make(from, {u"a.adjutant=old"_qs, u"a.adjutant.journal=oldJ"_qs});
    make(to, {u"a.adjutant=new"_qs});
    QCOMPARE(BattleFolderMove::run(from, to).leftBehind.size(), 2);
    QVERIFY(QFileInfo::exists(from + u'/' + BattleFolderMove::noteName()));

    QVERIFY(QFile::rename(to + u"/a.adjutant", to + u"/a-mine.adjutant")); // the user makes room
    const BattleFolderMove::Result second = BattleFolderMove::run(from, to);
    QVERIFY(second.leftBehind.isEmpty());
    QCOMPARE(second.moved.size(), 2);
    QCOMPARE(contents(to),
             (QStringList{u"a-mine.adjutant=new"_qs, u"a.adjutant.journal=oldJ"_qs, u"a.adjutant=old"_qs}));
    QVERIFY(!QFileInfo::exists(from)); // the note went with it
}

void TestAppFolders::aBattleOpenInAdjutantStays()
{
    QTemporaryDir home;
    const QString from = home.path() + u"/Adjutant/Adjutant/battles";
    const QString to = home.path() + u"/Adjutant/battles";
    make(from, {u"a.adjutant=A"_qs, u"a.adjutant.journal=AJ"_qs, u"b.adjutant=B"_qs});
    QLockFile open(from + u"/a.adjutant.lock");
    QVERIFY(open.tryLock(0));
    const BattleFolderMove::Result result = BattleFolderMove::run(from, to);
    QCOMPARE(result.leftBehind.size(), 3); // the battle, its journal and its lock
    QCOMPARE(contents(to), QStringList{u"b.adjutant=B"_qs});
    QVERIFY(QFileInfo::exists(from + u"/a.adjutant"));
    QVERIFY(QFileInfo::exists(from + u"/a.adjutant.journal"));
    open.unlock();
    QCOMPARE(BattleFolderMove::run(from, to).moved.size(), 2); // closed, it moves
    QCOMPARE(contents(to),
             (QStringList{u"a.adjutant.journal=AJ"_qs, u"a.adjutant=A"_qs, u"b.adjutant=B"_qs}));
}

void TestAppFolders::nothingToMoveDoesNothing()
{
    QTemporaryDir home;
    const BattleFolderMove::Result result
        = BattleFolderMove::run(home.path() + u"/none", home.path() + u"/battles");
    QVERIFY(result.moved.isEmpty());
    QVERIFY(result.leftBehind.isEmpty());
    QVERIFY(!QFileInfo::exists(home.path() + u"/battles")); // not made for nothing
}

QTEST_GUILESS_MAIN(TestAppFolders)
#include "tst_appfolders.moc"
