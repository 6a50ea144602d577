// OddsModel: rows and roles of a distribution, impossible values left out.
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

class TestOddsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void oddsModelRowsAndRoles();
    void oddsModelSkipsImpossibleValues();
};

void TestOddsModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestOddsModel::oddsModelRowsAndRoles()
{
    OddsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto parsed = adjutant::dice::DiceParser::parse(u"2d6");
    model.setDistribution(adjutant::dice::distributionOf<double>(*parsed.expression));
    QCOMPARE(model.rowCount(), 11);
    const QModelIndex seven = model.index(5);
    QCOMPARE(model.data(seven, OddsModel::ValueRole).toInt(), 7);
    QCOMPARE(model.data(seven, OddsModel::ProbabilityRole).toDouble(), 6.0 / 36.0);
    QCOMPARE(model.data(seven, OddsModel::ProbabilityTextRole).toString(), u"16.7%");
    QCOMPARE(model.data(seven, OddsModel::AtLeastTextRole).toString(), u"58.3%");
    QCOMPARE(model.peak(), 6.0 / 36.0);
    QVERIFY(model.roleNames().values().contains("probabilityText"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestOddsModel::oddsModelSkipsImpossibleValues()
{
    OddsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto parsed = adjutant::dice::DiceParser::parse(u"d66");
    model.setDistribution(adjutant::dice::distributionOf<double>(*parsed.expression));
    QCOMPARE(model.rowCount(), 36);
    QCOMPARE(model.data(model.index(6), OddsModel::ValueRole).toInt(), 21);
}

QTEST_GUILESS_MAIN(TestOddsModel)
#include "tst_oddsmodel.moc"
