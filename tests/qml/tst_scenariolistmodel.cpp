// ScenarioListModel: every demo scenario, listed.
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

class TestScenarioListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void scenarioListShowsEveryDemo();
};

void TestScenarioListModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestScenarioListModel::scenarioListShowsEveryDemo()
{
    BattleSession session;
    ScenarioListModel *model = session.scenarios();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model->reload();
    QCOMPARE(model->rowCount(), 4);
    QStringList rulesets;
    for (int r = 0; r < model->rowCount(); ++r) {
        QVERIFY(!model->data(model->index(r), ScenarioListModel::NameRole).toString().isEmpty());
        QVERIFY(model->data(model->index(r), ScenarioListModel::BuiltInRole).toBool());
        // One demo per system, grouped by system: each heads its own group.
        QVERIFY(model->data(model->index(r), ScenarioListModel::FirstOfRulesetRole).toBool());
        rulesets.append(model->data(model->index(r), ScenarioListModel::RulesetRole).toString());
    }
    QVERIFY(rulesets.contains(u"King George Commands and We Obey"));
    QVERIFY(std::is_sorted(rulesets.begin(), rulesets.end()));
    QVERIFY(rulesets.contains(u"Chosen Men, expanded (003)"));
}

QTEST_GUILESS_MAIN(TestScenarioListModel)
#include "tst_scenariolistmodel.moc"
