// BattleFolderMove on its own: the battles of version 0.1's folder moved into the new one without
// losing or overwriting anything; a battle goes with the files kept beside it or not at all, and
// what cannot move stays, named in the result and in a note beside it.
#include "files/battlefoldermove.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
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

class TestBattleFolderMove : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oldBattlesMove_data();
    void oldBattlesMove();
    void aSecondStartMovesWhatIsNoLongerInTheWay();
    void aBattleOpenInAdjutantStays();
    void nothingToMoveDoesNothing();
    void eachFileIsNamedWithWhereItWent();
    void whyEachFileStayed_data();
    void whyEachFileStayed();
    void anOldFolderThatIsALinkIsLeftAlone();
    void aNewFolderThatCannotBeMade();
    void anEarlierNoteGoesOnceAllHasMoved();
    void theFolderAboveStaysIfNotEmpty();
};

void TestBattleFolderMove::oldBattlesMove_data()
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

void TestBattleFolderMove::oldBattlesMove()
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

void TestBattleFolderMove::aSecondStartMovesWhatIsNoLongerInTheWay()
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

void TestBattleFolderMove::aBattleOpenInAdjutantStays()
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

void TestBattleFolderMove::nothingToMoveDoesNothing()
{
    QTemporaryDir home;
    const BattleFolderMove::Result result
        = BattleFolderMove::run(home.path() + u"/none", home.path() + u"/battles");
    QVERIFY(result.moved.isEmpty());
    QVERIFY(result.leftBehind.isEmpty());
    QVERIFY(!QFileInfo::exists(home.path() + u"/battles")); // not made for nothing
}

void TestBattleFolderMove::eachFileIsNamedWithWhereItWent()
{
    QTemporaryDir home;
    const QString from = home.path() + u"/old";
    const QString to = home.path() + u"/new";
    make(from, {u"a.adjutant=A"_qs, u"a.adjutant.journal=AJ"_qs, u"club/x.adjutant=X"_qs});
    const BattleFolderMove::Result result = BattleFolderMove::run(from, to);
    const QHash<QString, QString> expected{{from + u"/a.adjutant", to + u"/a.adjutant"},
                                           {from + u"/a.adjutant.journal", to + u"/a.adjutant.journal"},
                                           {from + u"/club/x.adjutant", to + u"/club/x.adjutant"}};
    QCOMPARE(result.moved, expected);
    QVERIFY(result.leftBehind.isEmpty());
    QVERIFY(result.notePath.isEmpty());
}

void TestBattleFolderMove::whyEachFileStayed_data()
{
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QStringList>("there");
    QTest::addColumn<bool>("openBattle"); // a.adjutant held open by a live lock
    // "old/NAME: why", with old and new standing for the two folders, sorted.
    QTest::addColumn<QStringList>("leftBehind");

    QTest::newRow("its name taken") << QStringList{u"a.adjutant=old"_qs} << QStringList{u"a.adjutant=new"_qs}
                                    << false
                                    << QStringList{u"old/a.adjutant: new/a.adjutant is there already"_qs};
    // Each file of the battle names what is in the way: here the journal of the same name.
    QTest::newRow("its journal's name taken")
        << QStringList{u"a.adjutant=old"_qs, u"a.adjutant.journal=oldJ"_qs}
        << QStringList{u"a.adjutant.journal=newJ"_qs} << false
        << QStringList{u"old/a.adjutant.journal: new/a.adjutant.journal is there already"_qs,
                       u"old/a.adjutant: new/a.adjutant.journal is there already"_qs};
    QTest::newRow("open in adjutant")
        << QStringList{u"a.adjutant=A"_qs, u"a.adjutant.journal=AJ"_qs} << QStringList{} << true
        << QStringList{u"old/a.adjutant.journal: the battle is open in Adjutant"_qs,
                       u"old/a.adjutant.lock: the battle is open in Adjutant"_qs,
                       u"old/a.adjutant: the battle is open in Adjutant"_qs};
    QTest::newRow("a file where its folder would go")
        << QStringList{u"club/x.adjutant=X"_qs, u"club/y.adjutant=Y"_qs} << QStringList{u"club=file"_qs}
        << false
        << QStringList{u"old/club/x.adjutant: new/club is there already, and not a folder"_qs,
                       u"old/club/y.adjutant: new/club is there already, and not a folder"_qs};
}

void TestBattleFolderMove::whyEachFileStayed()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, there);
    QFETCH(bool, openBattle);
    QFETCH(QStringList, leftBehind);
    QTemporaryDir home;
    const QString from = home.path() + u"/old";
    const QString to = home.path() + u"/new";
    make(from, before);
    make(to, there);
    QLockFile lock(from + u"/a.adjutant.lock");
    if (openBattle)
        QVERIFY(lock.tryLock(0));
    BattleFolderMove::Result result = BattleFolderMove::run(from, to);
    QStringList named;
    for (QString line : std::as_const(result.leftBehind))
        named.append(line.replace(from, u"old"_qs).replace(to, u"new"_qs));
    named.sort();
    QCOMPARE(named, leftBehind);
    QVERIFY(result.moved.isEmpty());
    QCOMPARE(result.notePath, from + u'/' + BattleFolderMove::noteName());
}

void TestBattleFolderMove::anOldFolderThatIsALinkIsLeftAlone()
{
    // A link is not the old folder Adjutant made: nothing is taken through it.
    QTemporaryDir home;
    const QString real = home.path() + u"/elsewhere";
    make(real, {u"a.adjutant=A"_qs});
    const QString from = home.path() + u"/old";
    QVERIFY(QFile::link(real, from));
    const BattleFolderMove::Result result = BattleFolderMove::run(from, home.path() + u"/new");
    QVERIFY(result.moved.isEmpty());
    QVERIFY(result.leftBehind.isEmpty());
    QVERIFY(result.notePath.isEmpty());
    QCOMPARE(contents(real), QStringList{u"a.adjutant=A"_qs});
    QVERIFY(!QFileInfo::exists(home.path() + u"/new"));
}

void TestBattleFolderMove::aNewFolderThatCannotBeMade()
{
    // The new folder would go inside a file: everything stays, and the note says so.
    QTemporaryDir home;
    const QString from = home.path() + u"/old";
    make(from, {u"a.adjutant=A"_qs});
    make(home.path(), {u"file=not a folder"_qs});
    const QString to = home.path() + u"/file/battles";
    const BattleFolderMove::Result result = BattleFolderMove::run(from, to);
    QVERIFY(result.moved.isEmpty());
    QCOMPARE(result.leftBehind, QStringList{to + u": the folder cannot be made"});
    QCOMPARE(result.notePath, from + u'/' + BattleFolderMove::noteName());
    QCOMPARE(contents(from), (QStringList{u"NOT-MOVED.txt"_qs, u"a.adjutant=A"_qs}));
}

void TestBattleFolderMove::anEarlierNoteGoesOnceAllHasMoved()
{
    // A note left by an earlier start is not a battle: it is not moved, and it goes with the
    // old folder once nothing else is left.
    QTemporaryDir home;
    const QString from = home.path() + u"/old";
    const QString to = home.path() + u"/new";
    make(from, {u"NOT-MOVED.txt=an earlier note"_qs, u"a.adjutant=A"_qs});
    const BattleFolderMove::Result result = BattleFolderMove::run(from, to);
    QCOMPARE(result.moved.size(), 1);
    QCOMPARE(contents(to), QStringList{u"a.adjutant=A"_qs});
    QVERIFY(!QFileInfo::exists(from));
}

void TestBattleFolderMove::theFolderAboveStaysIfNotEmpty()
{
    // The doubled application folder above the old one goes only when nothing else is in it.
    QTemporaryDir home;
    const QString above = home.path() + u"/Adjutant/Adjutant";
    const QString from = above + u"/battles";
    make(from, {u"a.adjutant=A"_qs});
    make(above, {u"settings.conf=kept"_qs});
    const BattleFolderMove::Result result = BattleFolderMove::run(from, home.path() + u"/Adjutant/battles");
    QCOMPARE(result.moved.size(), 1);
    QVERIFY(!QFileInfo::exists(from));
    QCOMPARE(contents(above), QStringList{u"settings.conf=kept"_qs});
}

QTEST_GUILESS_MAIN(TestBattleFolderMove)
#include "tst_battlefoldermove.moc"
