#include "controllers/dicecontroller.h"
#include "controllers/preferences.h"
#include "models/oddsmodel.h"

#include "dice/diceparser.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

class TestViewModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void oddsModelRowsAndRoles();
    void oddsModelSkipsImpossibleValues();
    void controllerShowsOddsForWhatIsTyped();
    void controllerReportsParseErrors();
    void controllerRollsReproducibly();
    void controllerTakesTypedFaces();
    void controllerRejectsImpossibleFaces();
    void preferencesPersist();
};

void TestViewModels::oddsModelRowsAndRoles()
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

void TestViewModels::oddsModelSkipsImpossibleValues()
{
    OddsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto parsed = adjutant::dice::DiceParser::parse(u"d66");
    model.setDistribution(adjutant::dice::distributionOf<double>(*parsed.expression));
    QCOMPARE(model.rowCount(), 36);
    QCOMPARE(model.data(model.index(6), OddsModel::ValueRole).toInt(), 21);
}

void TestViewModels::controllerShowsOddsForWhatIsTyped()
{
    DiceController c;
    QAbstractItemModelTester tester(c.odds(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(&c, &DiceController::expressionChanged);
    c.setExpression(QStringLiteral("3d10>=5"));
    QCOMPARE(changed.count(), 1);
    QVERIFY(c.valid());
    QVERIFY(c.pool());
    QCOMPARE(c.diceCount(), 3);
    QCOMPARE(c.odds()->rowCount(), 4);
    QCOMPARE(c.meanText(), u"1.80");
}

void TestViewModels::controllerReportsParseErrors()
{
    DiceController c;
    c.setExpression(QStringLiteral("2d7"));
    QVERIFY(!c.valid());
    QCOMPARE(c.error(), u"column 3: there is no d7; use d3, d4, d5, d6, d8, d10, d12, d20 or d66");
    QCOMPARE(c.odds()->rowCount(), 0);
    c.roll(); // nothing to roll: no result, no crash
    QVERIFY(!c.hasResult());
}

void TestViewModels::controllerRollsReproducibly()
{
    DiceController a;
    DiceController b;
    for (DiceController *c : {&a, &b}) {
        c->setExpression(QStringLiteral("4d10kh3"));
        c->reseed(QStringLiteral("42"));
        c->roll();
        QVERIFY(c->hasResult());
    }
    QCOMPARE(a.lastDice(), b.lastDice());
    // Seed 42's first d10 faces are 7 5 1 3: the 1 is dropped.
    QCOMPARE(a.lastValue(), 15);
    QCOMPARE(a.lastDice().at(2).toMap().value(u"kept"_qs).toBool(), false);
}

void TestViewModels::controllerTakesTypedFaces()
{
    DiceController c;
    c.setExpression(QStringLiteral("3d10>=5"));
    QSignalSpy rolled(&c, &DiceController::rolled);
    QVERIFY(c.enterFaces(QStringLiteral("5 4 0")));
    QCOMPARE(rolled.count(), 1);
    QCOMPARE(c.lastValue(), 2);
    QCOMPARE(c.lastDice().at(2).toMap().value(u"face"_qs).toInt(), 10);
    QCOMPARE(c.lastSource(), u"typed from real dice");
}

void TestViewModels::controllerRejectsImpossibleFaces()
{
    DiceController c;
    c.setExpression(QStringLiteral("2d6"));
    QVERIFY(!c.enterFaces(QStringLiteral("3 7")));
    QVERIFY(c.faceError().contains(u"no face 7"));
    QVERIFY(!c.hasResult());
    QVERIFY(c.enterFaces(QStringLiteral("3 6")));
    QVERIFY(c.faceError().isEmpty());
}

void TestViewModels::preferencesPersist()
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

QTEST_GUILESS_MAIN(TestViewModels)
#include "tst_viewmodels.moc"
