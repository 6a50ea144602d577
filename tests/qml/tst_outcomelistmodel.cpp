// OutcomeListModel: the chance of each outcome of a test, in words and with its tone; the same
// number of outcomes updates the rows in place.
#include "models/outcomelistmodel.h"

#include "dice/probabilitytext.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace adjutant;
using namespace adjutant::ui;

class TestOutcomeListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsCarryNameChanceAndTone();
    void sameCountUpdatesInPlace();
    void estimatedOddsSayAbout();
};

void TestOutcomeListModel::rowsCarryNameChanceAndTone()
{
    OutcomeListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy count(&model, &OutcomeListModel::countChanged);
    model.show({{u"pass"_qs, u"Holds"_qs, 0.7}, {u"fail"_qs, u"Shaken"_qs, 0.3}},
               {rules::Tone::Good, rules::Tone::Bad});
    QCOMPARE(count.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.data(model.index(0), OutcomeListModel::NameRole).toString(), u"Holds");
    QCOMPARE(model.data(model.index(0), Qt::DisplayRole).toString(), u"Holds");
    QCOMPARE(model.data(model.index(1), OutcomeListModel::ProbabilityRole).toDouble(), 0.3);
    QCOMPARE(model.data(model.index(1), OutcomeListModel::ProbabilityTextRole).toString(),
             dice::percentText(0.3));
    QCOMPARE(model.data(model.index(0), OutcomeListModel::ToneRole).toString(),
             rules::Wording::toneId(rules::Tone::Good));
    QCOMPARE(model.data(model.index(1), OutcomeListModel::ToneRole).toString(),
             rules::Wording::toneId(rules::Tone::Bad));
    // Without tones, every row is neutral.
    model.show({{u"a"_qs, u"A"_qs, 1.0}});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.data(model.index(0), OutcomeListModel::ToneRole).toString(),
             rules::Wording::toneId(rules::Tone::Neutral));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestOutcomeListModel::sameCountUpdatesInPlace()
{
    OutcomeListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.show({{u"0"_qs, u"0 hits"_qs, 0.5}, {u"1"_qs, u"1 hit"_qs, 0.5}});
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.show({{u"0"_qs, u"0 hits"_qs, 0.25}, {u"1"_qs, u"1 hit"_qs, 0.75}});
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.data(model.index(1), OutcomeListModel::ProbabilityRole).toDouble(), 0.75);
    model.show({{u"0"_qs, u"0 hits"_qs, 1.0}});
    QCOMPARE(reset.count(), 1);
}

// A chance worked out exactly reads "Holds 70 %"; one estimated by simulated rolls (the test's dice
// too many to work out) reads "Holds about 70 %", on the sheet and in the prompt alike.
void TestOutcomeListModel::estimatedOddsSayAbout()
{
    OutcomeListModel model;
    model.show(
        {{u"pass"_qs, u"Holds"_qs, 0.7, 0, 0.7, 0.7}, {u"fail"_qs, u"Shaken"_qs, 0.3, 2000, 0.28, 0.32}});
    const QString exact = model.data(model.index(0), OutcomeListModel::TextRole).toString();
    const QString estimated = model.data(model.index(1), OutcomeListModel::TextRole).toString();
    QCOMPARE(exact, QStringLiteral("Holds %1").arg(dice::percentText(0.7)));
    QCOMPARE(estimated, QStringLiteral("Shaken about %1").arg(dice::percentText(0.3)));
    QCOMPARE(OutcomeListModel::text({u"fail"_qs, u"Shaken"_qs, 0.3, 2000, 0.28, 0.32}), estimated);
    QVERIFY(model.roleNames().value(OutcomeListModel::TextRole) == "oddsText");
}

QTEST_GUILESS_MAIN(TestOutcomeListModel)
#include "tst_outcomelistmodel.moc"
