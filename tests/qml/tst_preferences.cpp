// Preferences: the player's settings persist.
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
#include <QTest>

using namespace adjutant::ui;

class TestPreferences : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void preferencesPersist();
};

void TestPreferences::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestPreferences::preferencesPersist()
{
    {
        Preferences p;
        QVERIFY(p.darkTheme()); // dark is the default
        QSignalSpy spy(&p, &Preferences::darkThemeChanged);
        p.setDarkTheme(false);
        p.setDarkTheme(false);
        QCOMPARE(spy.count(), 1);
        p.setDiceByHand(true);
    }
    Preferences again;
    QVERIFY(!again.darkTheme());
    QVERIFY(again.diceByHand());
    again.setDarkTheme(true);
    again.setDiceByHand(false);
}

QTEST_GUILESS_MAIN(TestPreferences)
#include "tst_preferences.moc"
