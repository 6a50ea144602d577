// Theme: colours that follow the player's setting, and a colour per morale tone.
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

class TestTheme : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void themeFollowsThePreference();
};

void TestTheme::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

// The theme's colours turn with the player's setting; a morale tone picks its colour.
void TestTheme::themeFollowsThePreference()
{
    Preferences preferences;
    const bool was = preferences.darkTheme();
    Theme theme(&preferences);
    QSignalSpy turned(&theme, &Theme::darkChanged);
    QCOMPARE(theme.dark(), was);
    const QColor background = theme.background();
    preferences.setDarkTheme(!was);
    QCOMPARE(turned.count(), 1);
    QCOMPARE(theme.dark(), !was);
    QVERIFY(theme.background() != background);
    QCOMPARE(theme.background(), was ? QColor(0xf4, 0xf1, 0xea) : QColor(0x11, 0x15, 0x1c));
    preferences.setDarkTheme(was);
    QVERIFY(Theme(nullptr).dark()); // dark with no setting to follow

    QCOMPARE(theme.toneColour(int(adjutant::rules::morale::Tone::Routed)), theme.routed());
    QCOMPARE(theme.toneColour(int(adjutant::rules::morale::Tone::Shaken)), theme.shaken());
    QCOMPARE(theme.toneColour(int(adjutant::rules::morale::Tone::Steady)), theme.textMuted());
}

QTEST_GUILESS_MAIN(TestTheme)
#include "tst_theme.moc"
