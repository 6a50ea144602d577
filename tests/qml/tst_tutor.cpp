// Home's offer of a guided first battle goes to a first-timer only: nobody has begun a tutorial,
// there is no battle of one's own, and "Not now" was not said (it is remembered). The data and
// settings folders are a fresh temporary home for each case.
#include "controllers/battlesession.h"
#include "controllers/tutor.h"

#include "files/appfolders.h"

#include <QDir>
#include <QFileInfo>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

using namespace adjutant::ui;

class TestTutor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void offeredOnlyToAFirstTimer_data();
    void offeredOnlyToAFirstTimer();
    void startingABattleEndsTheOffer();
    void notNowIsRemembered();
    void homeOffersItAndNotNowPutsItAway();
    void tutorialsListedOnFirstReadFollowTheTutor_data();
    void tutorialsListedOnFirstReadFollowTheTutor();

private:
    std::unique_ptr<QTemporaryDir> m_home;
};

void TestTutor::initTestCase()
{
    // Settings are read from $XDG_CONFIG_HOME once per run: one folder for the run, emptied below.
    static QTemporaryDir config;
    QVERIFY(config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    adjutant::AppFolders::nameApplication();
    qputenv("ADJUTANT_SEED", "7");
}

void TestTutor::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_home->path()));
    QSettings().clear();
    QVERIFY(!QDir(adjutant::AppFolders::battles()).exists());
}

// The Learn page's list of tutorials: empty until first read (listing them loads every built-in
// ruleset), then each row follows the tutor in place, the list never made anew under the page.
void TestTutor::tutorialsListedOnFirstReadFollowTheTutor_data()
{
    QTest::addColumn<QString>("step"); // what the newcomer does once the tutorial is begun
    QTest::addColumn<QString>("progressState");
    QTest::newRow("begun") << QString() << u"under-way"_qs;
    QTest::newRow("turned-off") << u"off"_qs << u"off"_qs;
    QTest::newRow("restarted") << u"restart"_qs << u"new"_qs;
}

void TestTutor::tutorialsListedOnFirstReadFollowTheTutor()
{
    QFETCH(QString, step);
    QFETCH(QString, progressState);
    Tutor tutor;
    const auto *unread = tutor.findChild<GadgetListModel *>();
    QVERIFY(unread);
    QCOMPARE(unread->count(), 0); // no ruleset loaded for it until the list is read
    const auto rowOf = [&tutor](const QString &system) {
        const QList<TutorialChoice> rows = tutor.tutorials()->rows<TutorialChoice>();
        for (const TutorialChoice &row : rows)
            if (row.systemId == system)
                return row;
        return TutorialChoice();
    };
    QCOMPARE(rowOf(u"kgcwo"_qs).progressState, u"new"_qs);
    QVERIFY(!rowOf(u"kgcwo"_qs).name.isEmpty());
    const int count = tutor.tutorials()->count();
    QSignalSpy reset(tutor.tutorials(), &QAbstractItemModel::modelReset);
    QSignalSpy changed(tutor.tutorials(), &QAbstractItemModel::dataChanged);
    QVERIFY(tutor.begin(u"kgcwo"_qs, m_home->filePath(u"tutorial.adjutant"_qs)));
    if (step == u"off")
        tutor.turnOff();
    else if (step == u"restart")
        tutor.restart(u"kgcwo"_qs);
    QCOMPARE(rowOf(u"kgcwo"_qs).progressState, progressState);
    QCOMPARE(tutor.tutorials()->count(), count);
    QCOMPARE(reset.count(), 0);
    QVERIFY(changed.count() >= 1);
}

void TestTutor::offeredOnlyToAFirstTimer_data()
{
    QTest::addColumn<bool>("tutorialBegun");
    QTest::addColumn<bool>("ownBattle");
    QTest::addColumn<bool>("notNow");
    QTest::addColumn<bool>("offered");
    QTest::newRow("first-timer") << false << false << false << true;
    QTest::newRow("tutorial-begun") << true << false << false << false;
    QTest::newRow("battle-of-their-own") << false << true << false << false;
    QTest::newRow("not-now") << false << false << true << false;
    QTest::newRow("battle-and-tutorial") << true << true << false << false;
}

void TestTutor::offeredOnlyToAFirstTimer()
{
    QFETCH(bool, tutorialBegun);
    QFETCH(bool, ownBattle);
    QFETCH(bool, notNow);
    QFETCH(bool, offered);
    {
        Tutor before;
        if (tutorialBegun)
            QVERIFY(before.begin(u"kgcwo"_qs, m_home->filePath(u"tutorial.adjutant"_qs)));
        if (notNow)
            before.dismissOffer();
    }
    if (ownBattle) {
        BattleSession session;
        QVERIFY2(session.startNew(u":/scenarios/kgcwo-demo.json"_qs), qPrintable(session.error()));
        QVERIFY(QFileInfo::exists(session.filePath()));
    }
    // As the app finds it when it starts again.
    Tutor tutor;
    QCOMPARE(tutor.firstTimer(), offered);
}

// A newcomer who starts a battle of their own from New battle is offered no guided battle on
// coming back Home: the tutor hears of the battle on show and says so.
void TestTutor::startingABattleEndsTheOffer()
{
    Tutor tutor;
    QVERIFY(tutor.firstTimer());
    BattleSession session;
    QVERIFY2(session.startNew(u":/scenarios/brigade-demo.json"_qs), qPrintable(session.error()));
    QSignalSpy changed(&tutor, &Tutor::changed);
    tutor.setBattlePath(session.filePath()); // as Main.qml binds it
    QVERIFY(changed.count() >= 1);
    QVERIFY(!tutor.firstTimer());
}

void TestTutor::notNowIsRemembered()
{
    {
        Tutor tutor;
        QVERIFY(tutor.firstTimer());
        QSignalSpy changed(&tutor, &Tutor::changed);
        tutor.dismissOffer();
        QCOMPARE(changed.count(), 1);
        QVERIFY(!tutor.firstTimer());
    }
    QVERIFY(QSettings().value(Tutor::offerDismissedKey()).toBool());
    Tutor again;
    QVERIFY(!again.firstTimer());
    // Every tutorial is still there for the Learn page.
    QVERIFY(again.tutorials()->count() > 0);
}

// On Home itself: the offer is there for a first-timer, and "Not now" takes it away and says so
// in the settings, for the next time the app starts.
void TestTutor::homeOffersItAndNotNowPutsItAway()
{
    QQmlEngine engine;
    engine.addImportPath(u"qrc:/qt/qml"_qs);
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nimport Adjutant\nHomePage { width: 1024; height: 600 }", QUrl());
    std::unique_ptr<QObject> home(component.create());
    QVERIFY2(home, qPrintable(component.errorString()));
    auto *offer = home->findChild<QQuickItem *>(u"tutorOffer"_qs);
    auto *tile = home->findChild<QQuickItem *>(u"tutorTile"_qs);
    auto *notNow = home->findChild<QQuickItem *>(u"tutorNotNow"_qs);
    QVERIFY(offer && tile && notNow);
    QVERIFY(offer->isVisible());
    QVERIFY(tile->isVisible());
    QVERIFY(QMetaObject::invokeMethod(notNow, "clicked"));
    QTRY_VERIFY(!offer->isVisible());
    QVERIFY(QSettings().value(Tutor::offerDismissedKey()).toBool());
}

QTEST_MAIN(TestTutor)
#include "tst_tutor.moc"
