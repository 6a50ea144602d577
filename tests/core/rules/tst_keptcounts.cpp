// KeptCounts, the exact odds' shortcut for the count behind a flag total (a squad's leaders still
// standing): for units copied from one another and changed figure by figure, as the odds' states
// are, every kept count equals Roster::countBehind worked out afresh, the unit a copy was taken
// from keeps its own, and that holds past the most it keeps.
#include "rulestesting.h"

#include "rules/figures.h"
#include "rules/keptcounts.h"

#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

class TestKeptCounts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keptEqualsFresh_data();
    void keptEqualsFresh();
};

namespace {

// Every read of a count behind a flag total the ruleset has.
QStringList countReads(const Ruleset &rs)
{
    QStringList out;
    for (const FigureTotal &t : rs.figures->totals)
        if (t.holds && t.holds->computed && Roster::overFigures(*t.holds->computed))
            out.append(Roster::countRead(t.field));
    return out;
}

} // namespace

void TestKeptCounts::keptEqualsFresh_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("fields");
    QTest::addColumn<int>("units"); // copies made, each with a figure changed
    QTest::newRow("squad") << "squad" << QVariantHash{} << 40;
    QTest::newRow("squad-of-two") << "squad" << QVariantHash{{"figures", 2}} << 40;
    QTest::newRow("large-gun") << "gun-large" << QVariantHash{{"figures", 6}} << 40;
    QTest::newRow("past-the-most-kept") << "squad" << QVariantHash{} << int(KeptCounts::kMost) + 300;
}

void TestKeptCounts::keptEqualsFresh()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, fields);
    QFETCH(int, units);
    const Ruleset rs = testing::loadRuleset(QStringLiteral("chosen-men"));
    const QStringList reads = countReads(rs);
    QVERIFY(!reads.isEmpty());
    KeptCounts kept(rs);
    QList<UnitState> seen{testing::unit(rs, QStringLiteral("a"), type, fields)};
    QVERIFY(!seen.first().figures.isEmpty());
    for (int i = 1; i < units; ++i) {
        // A copy of an earlier unit (sharing its figures and fields) with one figure downed or
        // stood up again and its totals settled, or left as it is every third time.
        const qsizetype from = (i * 7) % seen.size();
        UnitState u = seen.at(from);
        if (i % 3 != 0) {
            Figure &f = u.figures[i % u.figures.size()];
            f.fields.insert(QStringLiteral("down"), !f.fields.value(QStringLiteral("down")).toBool());
            Roster::settle(rs, u);
        }
        seen.append(u);
        // The new unit, the one it was copied from and the first: each kept count is the fresh one.
        for (const qsizetype at : {seen.size() - 1, from, qsizetype(0)})
            for (const QString &read : reads)
                QCOMPARE(kept.countBehind(seen.at(at), read), Roster::countBehind(rs, seen.at(at), read));
    }
}

QTEST_GUILESS_MAIN(TestKeptCounts)
#include "tst_keptcounts.moc"
