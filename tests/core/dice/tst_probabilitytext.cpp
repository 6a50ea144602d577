#include "dice/probabilitytext.h"

#include <QLocale>
#include <QTest>

using namespace adjutant::dice;

// How a chance reads in the odds table: one decimal, the locale's digits, and never a rounded
// "0.0%" for something that can happen or "100.0%" for something that can still fail.
class TestProbabilityText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void readsAsThePercentOnTheTable_data();
    void readsAsThePercentOnTheTable();
};

void TestProbabilityText::readsAsThePercentOnTheTable_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("probability");
    QTest::addColumn<QString>("text");

    QTest::newRow("impossible") << "C" << 0.0 << "0.0%";
    QTest::newRow("certain") << "C" << 1.0 << "100.0%";
    QTest::newRow("half") << "C" << 0.5 << "50.0%";
    QTest::newRow("a-third-rounds-down") << "C" << 1.0 / 3.0 << "33.3%";
    QTest::newRow("two-thirds-rounds-up") << "C" << 2.0 / 3.0 << "66.7%";
    QTest::newRow("d10-5-plus") << "C" << 0.6 << "60.0%";
    QTest::newRow("34-3") << "C" << 0.343 << "34.3%";
    // 1 in 1000 is 0.1% exactly; 1 in 10,000 would round to 0.0%, so it reads "<0.1%".
    QTest::newRow("one-in-a-thousand") << "C" << 0.001 << "0.1%";
    QTest::newRow("one-in-ten-thousand") << "C" << 0.0001 << "<0.1%";
    QTest::newRow("just-under-the-floor") << "C" << 0.00049 << "<0.1%";
    QTest::newRow("just-over-the-floor") << "C" << 0.00051 << "0.1%";
    // 1 - 1/10,000 would round to 100.0%: it reads ">99.9%".
    QTest::newRow("all-but-one-in-ten-thousand") << "C" << 0.9999 << ">99.9%";
    QTest::newRow("just-over-the-ceiling") << "C" << 0.99951 << ">99.9%";
    QTest::newRow("just-under-the-ceiling") << "C" << 0.99949 << "99.9%";
    QTest::newRow("german-comma") << "de_DE" << 0.343 << "34,3%";
    QTest::newRow("german-floor") << "de_DE" << 0.0001 << "<0,1%";
    QTest::newRow("french-ceiling") << "fr_FR" << 0.9999 << ">99,9%";
}

void TestProbabilityText::readsAsThePercentOnTheTable()
{
    QFETCH(QString, locale);
    QFETCH(double, probability);
    QFETCH(QString, text);
    QLocale::setDefault(QLocale(locale));
    QCOMPARE(percentText(probability), text);
}

QTEST_GUILESS_MAIN(TestProbabilityText)
#include "tst_probabilitytext.moc"
