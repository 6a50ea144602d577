#include "battle/testunderway.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace adjutant::battle;

// FILE.pending: the test under way kept beside a battle, read back whole or not at all; a damaged
// one is reported and left where it is.
class TestTestUnderWay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pathIsBesideTheBattle_data();
    void pathIsBesideTheBattle();
    void keepsTheTestWhole_data();
    void keepsTheTestWhole();
    void noneIsNoError();
    void damagedIsAnErrorAndLeftAlone_data();
    void damagedIsAnErrorAndLeftAlone();
    void cannotWriteWhereThereIsNoFolder();
    void forgetRemovesOnlyThePendingFile();
    void neverWrittenThroughALink_data();
    void neverWrittenThroughALink();
    void aPipeOrADeviceIsRefusedAtOnce_data();
    void aPipeOrADeviceIsRefusedAtOnce();
};

void TestTestUnderWay::pathIsBesideTheBattle_data()
{
    QTest::addColumn<QString>("battle");
    QTest::addColumn<QString>("pending");
    QTest::newRow("plain") << "/tmp/ridge.adjutant"
                           << "/tmp/ridge.adjutant.pending";
    QTest::newRow("relative") << "b.json"
                              << "b.json.pending";
    QTest::newRow("spaces") << "/home/u/Battles/San Marcial"
                            << "/home/u/Battles/San Marcial.pending";
}

void TestTestUnderWay::pathIsBesideTheBattle()
{
    QFETCH(QString, battle);
    QFETCH(QString, pending);
    QCOMPARE(TestUnderWay::pathFor(battle), pending);
}

void TestTestUnderWay::keepsTheTestWhole_data()
{
    QTest::addColumn<action::Resolve>("test");

    action::Resolve fire;
    fire.test = QStringLiteral("fire");
    fire.actor = QStringLiteral("52nd");
    fire.target = QStringLiteral("voltigeurs");
    QTest::newRow("just-chosen") << fire;

    action::Resolve ticked = fire;
    ticked.choices.ticked = QStringList{QStringLiteral("enfilade")};
    ticked.choices.chosen.insert(QStringLiteral("target-cover"), QStringLiteral("soft"));
    ticked.byTest[QStringLiteral("morale-save")].ticked = QStringList{QStringLiteral("general-near")};
    QTest::newRow("ticked-and-chosen") << ticked;

    action::Resolve typed = ticked;
    typed.setFaces({10, 3, 7}, FaceSource::Typed);
    QTest::newRow("faces-typed") << typed;

    action::Resolve mixed = typed;
    mixed.sources[1] = FaceSource::App;
    QTest::newRow("faces-typed-and-rolled") << mixed;

    action::Resolve charge;
    charge.procedure = QStringLiteral("charge");
    charge.actor = QStringLiteral("dragoons");
    charge.target = QStringLiteral("square");
    charge.response = QStringLiteral("stand");
    charge.inputs.insert(QStringLiteral("distance"), 6);
    charge.skipped = QStringList{QStringLiteral("steps[1]")};
    QTest::newRow("a-charge") << charge;
}

void TestTestUnderWay::keepsTheTestWhole()
{
    QFETCH(action::Resolve, test);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString battle = dir.filePath(QStringLiteral("b.adjutant"));
    QString error;
    QVERIFY2(TestUnderWay::write(battle, test, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    QVERIFY(QFile::exists(battle + QStringLiteral(".pending")));
    QVERIFY(!QFile::exists(battle)); // the battle itself is not touched
    const std::optional<action::Resolve> back = TestUnderWay::read(battle, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, test);

    // A second write replaces the first whole.
    action::Resolve other;
    other.test = QStringLiteral("morale");
    other.actor = QStringLiteral("52nd");
    QVERIFY(TestUnderWay::write(battle, other, &error));
    QCOMPARE(*TestUnderWay::read(battle, &error), other);
}

void TestTestUnderWay::noneIsNoError()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(!TestUnderWay::read(dir.filePath(QStringLiteral("b.adjutant")), &error));
    QVERIFY(error.isEmpty());
}

void TestTestUnderWay::damagedIsAnErrorAndLeftAlone_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error"); // after "the test under way in PATH "

    QTest::newRow("empty") << QByteArray() << "is damaged: ";
    QTest::newRow("cut-short") << QByteArray(R"({"kind":"resolve","test":"fi)") << "is damaged: ";
    QTest::newRow("a-list") << QByteArray("[1,2]") << "is damaged: ";
    QTest::newRow("another-action") << QByteArray(R"({"kind":"draw"})") << "is damaged: not a test";
    QTest::newRow("no-kind") << QByteArray(R"({"test":"fire","actor":"52nd"})")
                             << "is damaged: say what is done";
    QTest::newRow("misspelt-key") << QByteArray(R"({"kind":"resolve","test":"fire","actor":"a","facez":[1]})")
                                  << "is damaged: unknown key \"facez\"";
    QTest::newRow("too-large") << QByteArray((1 << 20) + 1, ' ') << "cannot be read";
}

void TestTestUnderWay::damagedIsAnErrorAndLeftAlone()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QTemporaryDir dir;
    const QString battle = dir.filePath(QStringLiteral("b.adjutant"));
    const QString pending = TestUnderWay::pathFor(battle);
    {
        QFile f(pending);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    QString said;
    QVERIFY(!TestUnderWay::read(battle, &said));
    const QString expected = QStringLiteral("the test under way in %1 %2").arg(pending, error);
    QVERIFY2(said.startsWith(expected), qPrintable(said + u" / " + expected));
    QFile f(pending);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), bytes);
}

void TestTestUnderWay::cannotWriteWhereThereIsNoFolder()
{
    QTemporaryDir dir;
    const QString battle = dir.filePath(QStringLiteral("missing/folder/b.adjutant"));
    action::Resolve fire;
    fire.test = QStringLiteral("fire");
    fire.actor = QStringLiteral("52nd");
    QString error;
    QVERIFY(!TestUnderWay::write(battle, fire, &error));
    QVERIFY2(
        error.startsWith(QStringLiteral("cannot keep the test under way in %1: ").arg(battle + u".pending")),
        qPrintable(error));
    QVERIFY(!QFile::exists(battle + u".pending"));
}

void TestTestUnderWay::forgetRemovesOnlyThePendingFile()
{
    QTemporaryDir dir;
    const QString battle = dir.filePath(QStringLiteral("b.adjutant"));
    {
        QFile f(battle);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("journal");
    }
    action::Resolve fire;
    fire.test = QStringLiteral("fire");
    fire.actor = QStringLiteral("52nd");
    QString error;
    QVERIFY(TestUnderWay::write(battle, fire, &error));
    TestUnderWay::forget(battle);
    QVERIFY(!QFile::exists(TestUnderWay::pathFor(battle)));
    QVERIFY(QFile::exists(battle));
    QVERIFY(!TestUnderWay::read(battle, &error));
    QVERIFY(error.isEmpty());
    TestUnderWay::forget(battle); // forgetting twice is harmless
    QVERIFY(QFile::exists(battle));
}

void TestTestUnderWay::neverWrittenThroughALink_data()
{
    QTest::addColumn<QString>("target"); // what FILE.pending links to, in the battle's folder
    QTest::newRow("the-journal") << "b.adjutant.journal";
    QTest::newRow("the-battle") << "b.adjutant";
    QTest::newRow("a-file-elsewhere") << "elsewhere/notes.txt";
    QTest::newRow("nothing-yet") << "elsewhere/new.txt";
}

// FILE.pending as a link: the app warned it was damaged, then wrote the next test under way
// through it, over the journal (an acknowledged entry lost), the battle, or any file outside.
void TestTestUnderWay::neverWrittenThroughALink()
{
    QFETCH(QString, target);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("elsewhere")));
    const QString battle = dir.filePath(QStringLiteral("b.adjutant"));
    for (const QString &name : {QStringLiteral("b.adjutant"), QStringLiteral("b.adjutant.journal"),
                                QStringLiteral("elsewhere/notes.txt")}) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(name.toUtf8());
    }
    QVERIFY(QFile::link(dir.filePath(target), TestUnderWay::pathFor(battle)));
    QString error;
    QVERIFY(!TestUnderWay::read(battle, &error)); // not read through the link either
    QVERIFY2(error.contains(QStringLiteral("link")), qPrintable(error));
    action::Resolve fire;
    fire.test = QStringLiteral("fire");
    fire.actor = QStringLiteral("52nd");
    error.clear();
    QVERIFY(!TestUnderWay::write(battle, fire, &error));
    QVERIFY2(error.contains(TestUnderWay::pathFor(battle)) && error.contains(QStringLiteral("link")),
             qPrintable(error));
    for (const QString &name : {QStringLiteral("b.adjutant"), QStringLiteral("b.adjutant.journal"),
                                QStringLiteral("elsewhere/notes.txt")}) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), name.toUtf8());
    }
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("elsewhere/new.txt"))));
    QVERIFY(QFileInfo(TestUnderWay::pathFor(battle)).isSymLink()); // left as it was
}

void TestTestUnderWay::aPipeOrADeviceIsRefusedAtOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a-pipe") << "pipe"; // blocked the app before its window appeared, lock held
    QTest::newRow("dev-zero") << "zero"; // read 1.9 GB, then bad_alloc
}

void TestTestUnderWay::aPipeOrADeviceIsRefusedAtOnce()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString battle = dir.filePath(QStringLiteral("b.adjutant"));
    const QString pending = TestUnderWay::pathFor(battle);
    if (kind == u"pipe")
        QVERIFY(::mkfifo(QFile::encodeName(pending).constData(), 0600) == 0);
    else
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), pending));
    QString error;
    QVERIFY(!TestUnderWay::read(battle, &error));
    QVERIFY2(error.startsWith(QStringLiteral("the test under way in %1 cannot be read: ").arg(pending)),
             qPrintable(error));
    action::Resolve fire;
    fire.test = QStringLiteral("fire");
    fire.actor = QStringLiteral("52nd");
    QVERIFY(!TestUnderWay::write(battle, fire, &error));
}

QTEST_GUILESS_MAIN(TestTestUnderWay)
#include "tst_testunderway.moc"
