// "Why?" after a result: the sentences read from the resolver's own result, die by die and for the
// outcome, in the words of the issue ("7 + 1 = 8, needed 5: a hit"; "the natural 1 fails whatever
// the modifiers"), and for every test of every built-in ruleset one sentence per die whose verdict
// is the resolver's.
#include "learn/why.h"

#include "rules/rulesetlibrary.h"
#include "rules/wording.h"

#include "dice/facequeue.h"

#include <QTest>

#include <random>

using namespace adjutant;
using namespace adjutant::rules;

namespace {

Ruleset load(const QString &id)
{
    const RulesetLoadResult r = RulesetLibrary::load(id);
    Q_ASSERT(r.ok());
    return *r.ruleset;
}

UnitState unit(const QString &id, const QString &type, const QVariantHash &fields)
{
    UnitState u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.fields = fields;
    return u;
}

} // namespace

class TestWhy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kgcwoFireDieByDie_data();
    void kgcwoFireDieByDie();
    void everyTestEveryRuleset_data();
    void everyTestEveryRuleset();
    void severalStepsNameTheirTest();
};

// Without a catalogue loaded, plurals read in their source form ("1 hit(s)"); the app's English
// catalogue makes them "1 hit", "3 dice".
void TestWhy::kgcwoFireDieByDie_data()
{
    QTest::addColumn<QVariantHash>("actor");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QStringList>("expected");
    // Fire A +2, first shot +1, smoothbore musket −1: +2 in all.
    QTest::newRow("plus-two-hit-natural-one-miss")
        << QVariantHash{{"fire", "A"}} << QList<int>{7, 1, 2}
        << QStringList{u"7 +2 = 9, needed 5: a hit."_qs, u"Natural 1: a miss whatever the modifiers."_qs,
                       u"2 +2 = 4, needed 5: a miss."_qs, u"1 hit(s) from 3 die/dice."_qs};
    // Fire E −2, fired (no first shot), two casualties −2, shaken −1, smoothbore −1: −6.
    QTest::newRow("minus-six-natural-ten-hits")
        << QVariantHash{{"fire", "E"}, {"fired", true}, {"casualties", 2}, {"morale-state", "shaken"}}
        << QList<int>{10, 9, 4}
        << QStringList{u"Natural 10: a hit whatever the modifiers."_qs, u"9 −6 = 3, needed 5: a miss."_qs,
                       u"4 −6 = −2, needed 5: a miss."_qs, u"1 hit(s) from 3 die/dice."_qs};
    // Fire C 0, first shot +1, smoothbore −1: no modifier at all.
    QTest::newRow("no-modifier-plain-faces")
        << QVariantHash{} << QList<int>{5, 4, 6}
        << QStringList{u"5, needed 5: a hit."_qs, u"4, needed 5: a miss."_qs, u"6, needed 5: a hit."_qs,
                       u"2 hit(s) from 3 die/dice."_qs};
}

void TestWhy::kgcwoFireDieByDie()
{
    QFETCH(QVariantHash, actor);
    QFETCH(QList<int>, faces);
    QFETCH(QStringList, expected);
    const Ruleset rs = load(u"kgcwo"_qs);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"infantry"_qs, actor));
    s.units.insert(u"target"_qs, unit(u"t"_qs, u"infantry"_qs, {}));
    const Resolution r = Resolver(rs).resolve(u"fire"_qs, s, dice::FaceQueue::of(faces));
    QVERIFY(!r.steps.isEmpty());
    QCOMPARE(learn::Why::forResult(r.steps.first()), expected);
}

void TestWhy::everyTestEveryRuleset_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const QString &id : {u"kgcwo"_qs, u"nap-igougo"_qs, u"chosen-men"_qs, u"brigade"_qs})
        QTest::newRow(qPrintable(id)) << id;
}

// Every test, 40 seeded rolls each, its own unit types as actor and target: one sentence per die for
// dice judged one by one, whose verdict is the resolver's; one or two for a rolled total; then the
// outcome, which names the resolver's outcome.
void TestWhy::everyTestEveryRuleset()
{
    QFETCH(QString, ruleset);
    const Ruleset rs = load(ruleset);
    std::mt19937 gen(20);
    int checked = 0;
    for (const Test &t : rs.tests) {
        for (int round = 0; round < 40; ++round) {
            const UnitType &a = rs.unitTypes.at(qsizetype(gen() % quint32(rs.unitTypes.size())));
            const UnitType &b = rs.unitTypes.at(qsizetype(gen() % quint32(rs.unitTypes.size())));
            Situation s;
            s.units.insert(u"actor"_qs, unit(u"a"_qs, a.id, {}));
            s.units.insert(u"target"_qs, unit(u"b"_qs, b.id, {}));
            for (const TestInput &in : t.inputs)
                s.inputs.insert(in.id, in.hasDefault ? in.defaultValue : in.minimum);
            const Resolver resolver(rs);
            const TestSetup setup = resolver.setup(t.id, s);
            if (!setup.problems.isEmpty())
                continue;
            QList<int> faces;
            for (int sides : setup.dieSides)
                faces.append(1 + int(gen() % quint32(sides)));
            const Resolution r = resolver.resolve(t.id, s, dice::FaceQueue::of(faces));
            if (r.steps.isEmpty())
                continue;
            const TestResult &res = r.steps.first();
            const QStringList dice = learn::Why::forDice(res);
            const QString outcome = learn::Why::forOutcome(res);
            const QString where = t.id + u' ' + QString::number(round);
            if (t.kind == Test::Kind::Threshold || t.kind == Test::Kind::RollUnder) {
                QCOMPARE(dice.size(), res.dice.size());
                for (qsizetype i = 0; i < dice.size(); ++i) {
                    const bool saysPass = dice.at(i).endsWith(u"a hit."_qs)
                        || dice.at(i).endsWith(u"a success."_qs) || dice.at(i).endsWith(u"passes."_qs)
                        || dice.at(i).contains(u"passes by"_qs) || dice.at(i).contains(u"passes exactly"_qs)
                        || dice.at(i).contains(u": a hit whatever"_qs)
                        || dice.at(i).contains(u": passes whatever"_qs)
                        || dice.at(i).contains(u": a success whatever"_qs);
                    QVERIFY2(saysPass == res.dice.at(i).success, qPrintable(where + u": "_qs + dice.at(i)));
                    QVERIFY2(
                        dice.at(i).startsWith(QString::number(res.dice.at(i).face))
                            || dice.at(i).startsWith(u"Natural "_qs + QString::number(res.dice.at(i).face)),
                        qPrintable(where + u": "_qs + dice.at(i)));
                }
            } else {
                QVERIFY2(dice.size() == (t.kind == Test::Kind::Opposed ? 2 : 1), qPrintable(where));
            }
            if (!res.outcomeName.isEmpty())
                QVERIFY2(outcome.contains(res.outcomeName), qPrintable(where + u": "_qs + outcome));
            if (t.kind == Test::Kind::Opposed)
                QVERIFY2(outcome.contains(u"wins by"_qs) == (res.margin != 0),
                         qPrintable(where + u": "_qs + outcome));
            ++checked;
        }
    }
    QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
}

void TestWhy::severalStepsNameTheirTest()
{
    const Ruleset rs = load(u"kgcwo"_qs);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"infantry"_qs, {{"fire", "A"}}));
    s.units.insert(u"target"_qs, unit(u"t"_qs, u"infantry"_qs, {}));
    // Three fire dice, then a save for each hit: the saves' sentences say whose test they are.
    const Resolution r = Resolver(rs).resolve(u"fire"_qs, s, dice::FaceQueue::of({7, 8, 1, 3, 9, 5}));
    QVERIFY(r.steps.size() > 1);
    const QStringList lines
        = learn::Why::forResolution(r, [](const QString &id) -> QString { return u"Unit "_qs + id; });
    QVERIFY2(lines.first().startsWith(rs.test(u"fire"_qs)->doc.name + u" (Unit a): "_qs),
             qPrintable(lines.first()));
    QVERIFY2(lines.last().startsWith(r.steps.last().setup.test->doc.name), qPrintable(lines.last()));
}

QTEST_GUILESS_MAIN(TestWhy)
#include "tst_why.moc"
