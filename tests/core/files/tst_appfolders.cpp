// One data folder: battles, rulesets and scenarios side by side (moving version 0.1's battles
// into it is tst_battlefoldermove's).
#include "files/appfolders.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant;

class TestAppFolders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void foldersSitSideBySide();
    void foldersCanBeOverridden_data();
    void foldersCanBeOverridden();
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

QTEST_GUILESS_MAIN(TestAppFolders)
#include "tst_appfolders.moc"
