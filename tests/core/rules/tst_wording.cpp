// The one wording of values, needs, bands, changes, conditions and results that every screen
// and the CLI share: table language, no ids, no boolean expressions, no effects that change
// nothing.
#include "rulestesting.h"

#include "rules/wording.h"

#include <QLocale>
#include <QRegularExpression>

Q_DECLARE_METATYPE(adjutant::rules::Condition)

using namespace adjutant::rules;
using adjutant::dice::FaceQueue;
using namespace adjutant::testing;

static const QString kKinds = QStringLiteral(RULES_TEST_DATA "/kinds.json");

namespace {

Condition compare(const QString &role, const QString &field, Condition::Op op, const QVariantList &values)
{
    Condition c;
    c.what.source = Reference::Source::Field;
    c.what.role = role;
    c.what.name = field;
    c.op = op;
    c.values = values;
    return c;
}

Condition group(Condition::Kind kind, const QList<Condition> &children)
{
    Condition c;
    c.kind = kind;
    c.children = children;
    return c;
}

} // namespace

class TestWording : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_rs = loadRuleset(kKinds);
    }
    void cleanupTestCase() { QLocale::setDefault(QLocale::system()); }
    void need_data();
    void need();
    void range_data();
    void range();
    void plainWords_data();
    void plainWords();
    void change_data();
    void change();
    void conditions_data();
    void conditions();
    void opposed_data();
    void opposed();
    void numbersFollowTheLocale_data();
    void numbersFollowTheLocale();
    void outcomeTones_data();
    void outcomeTones();
    void tonesAndEffectsThatChangeNothing();

private:
    Ruleset m_rs;
};

void TestWording::need_data()
{
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("comparison"); // 0 at least, 1 at most
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QList<int>>("naturalPass");
    QTest::addColumn<QList<int>>("naturalFail");
    QTest::addColumn<QString>("expected");
    const QList<int> none;
    QTest::newRow("plain") << 10 << 0 << 5 << 1 << none << none << "needs 4+ on a d10";
    QTest::newRow("naturals-that-change-nothing")
        << 10 << 0 << 5 << 1 << QList<int>{10} << QList<int>{1} << "needs 4+ on a d10";
    QTest::newRow("natural-1-fails-not-1+")
        << 10 << 0 << 5 << 6 << none << QList<int>{1} << "needs 2+ on a d10";
    QTest::newRow("only-a-natural-10") << 10 << 0 << 9 << -3 << QList<int>{10} << none << "needs 10 on a d10";
    QTest::newRow("every-face") << 6 << 0 << 2 << 3 << none << none << "any face of a d6 passes";
    QTest::newRow("no-face") << 6 << 0 << 12 << 0 << none << none << "no face of a d6 passes";
    QTest::newRow("roll-under") << 10 << 1 << 6 << 0 << none << none << "needs 6 or less on a d10";
    QTest::newRow("roll-under-with-natural-10")
        << 10 << 1 << 3 << 0 << QList<int>{10} << none << "needs 3 or less or 10 on a d10";
    QTest::newRow("middle-faces") << 10 << 0 << 4 << 0 << none << QList<int>{9, 10} << "needs 4–8 on a d10";
}

void TestWording::need()
{
    QFETCH(int, sides);
    QFETCH(int, comparison);
    QFETCH(int, target);
    QFETCH(int, modifier);
    QFETCH(QList<int>, naturalPass);
    QFETCH(QList<int>, naturalFail);
    QFETCH(QString, expected);
    adjutant::dice::DieTest t;
    t.sides = sides;
    t.comparison = comparison ? adjutant::dice::Comparison::AtMost : adjutant::dice::Comparison::AtLeast;
    t.target = target;
    t.modifier = modifier;
    t.naturalPass = naturalPass;
    t.naturalFail = naturalFail;
    QCOMPARE(Wording::need(t), expected);
}

void TestWording::range_data()
{
    QTest::addColumn<QVariant>("minimum");
    QTest::addColumn<QVariant>("maximum");
    QTest::addColumn<QString>("expected");
    QTest::newRow("open-above") << QVariant(6) << QVariant() << "6+";
    QTest::newRow("open-below-negative") << QVariant() << QVariant(-3) << QString::fromUtf8("−3 or less");
    QTest::newRow("closed") << QVariant(2) << QVariant(4) << "2 to 4";
    QTest::newRow("one-value") << QVariant(5) << QVariant(5) << "5";
    QTest::newRow("negative-to-positive") << QVariant(-1) << QVariant(1) << QString::fromUtf8("−1 to 1");
    QTest::newRow("everything") << QVariant() << QVariant() << "any";
}

void TestWording::range()
{
    QFETCH(QVariant, minimum);
    QFETCH(QVariant, maximum);
    QFETCH(QString, expected);
    const auto bound
        = [](const QVariant &v) { return v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt; };
    QCOMPARE(Wording::range(bound(minimum), bound(maximum)), expected);
    Outcome o;
    o.doc.name = u"Holds"_qs;
    o.minimum = bound(minimum);
    o.maximum = bound(maximum);
    // A band names its thresholds; an outcome without bounds is its name alone.
    QCOMPARE(Wording::outcomeName(o),
             minimum.isValid() || maximum.isValid() ? u"Holds (" + expected + u')' : u"Holds"_qs);
}

void TestWording::plainWords_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("expected");
    QTest::newRow("camel-case") << "routingSameClass"
                                << "routing same class";
    QTest::newRow("hyphens") << "morale-rating"
                             << "morale rating";
    QTest::newRow("already-words") << "cover"
                                   << "cover";
}

void TestWording::plainWords()
{
    QFETCH(QString, id);
    QFETCH(QString, expected);
    QCOMPARE(Wording::plainWords(id), expected);
}

void TestWording::change_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QVariant>("before");
    QTest::addColumn<QVariant>("after");
    QTest::addColumn<QString>("expected");
    QTest::newRow("flag-set") << "formed" << QVariant(false) << QVariant(true) << "now Formed";
    QTest::newRow("flag-cleared") << "formed" << QVariant(true) << QVariant(false) << "no longer Formed";
    QTest::newRow("flag-unchanged") << "formed" << QVariant(true) << QVariant(true) << "";
    QTest::newRow("counter") << "hits" << QVariant(1) << QVariant(2) << QString::fromUtf8("Hits 1 → 2");
    QTest::newRow("counter-at-its-cap") << "hits" << QVariant(3) << QVariant(3) << "";
    QTest::newRow("ladder-by-name") << "state" << QVariant(u"steady"_qs) << QVariant(u"shaken"_qs)
                                    << QString::fromUtf8("State Steady → Shaken");
}

void TestWording::change()
{
    QFETCH(QString, field);
    QFETCH(QVariant, before);
    QFETCH(QVariant, after);
    QFETCH(QString, expected);
    const Field *f = m_rs.field(field);
    QVERIFY(f);
    QCOMPARE(Wording::change(m_rs, *f, before, after), expected);
}

void TestWording::conditions_data()
{
    QTest::addColumn<Condition>("condition");
    QTest::addColumn<QString>("expected");
    const Condition formed = compare(u"actor"_qs, u"formed"_qs, Condition::Op::Is, {true});
    const Condition shaken = compare(u"target"_qs, u"state"_qs, Condition::Op::Is, {u"shaken"_qs});
    const Condition hits = compare(u"actor"_qs, u"hits"_qs, Condition::Op::AtLeast, {2});
    QTest::newRow("flag") << formed << "the unit is Formed";
    QTest::newRow("flag-negated") << group(Condition::Kind::Not, {formed}) << "the unit is not Formed";
    QTest::newRow("flag-false") << compare(u"actor"_qs, u"formed"_qs, Condition::Op::Is, {false})
                                << "the unit is not Formed";
    QTest::newRow("ladder-by-name") << shaken << "the target's State is Shaken";
    QTest::newRow("not-a-step") << group(Condition::Kind::Not, {shaken})
                                << "the target's State is not Shaken";
    QTest::newRow("not-at-least") << group(Condition::Kind::Not, {hits}) << "the unit's Hits is at most 1";
    QTest::newRow("not-in") << group(
        Condition::Kind::Not,
        {compare(u"target"_qs, u"state"_qs, Condition::Op::In, {u"shaken"_qs, u"broken"_qs})})
                            << "the target's State is none of Shaken, Broken";
    QTest::newRow("de-morgan") << group(Condition::Kind::Not, {group(Condition::Kind::All, {formed, hits})})
                               << "the unit is not Formed or the unit's Hits is at most 1";
    QTest::newRow("double-negation") << group(Condition::Kind::Not, {group(Condition::Kind::Not, {formed})})
                                     << "the unit is Formed";
    // A group inside a group of the other kind reads one way without brackets.
    QTest::newRow("mixed-groups-both")
        << group(Condition::Kind::Any, {formed, group(Condition::Kind::All, {shaken, hits})})
        << "the unit is Formed or both the target's State is Shaken and the unit's Hits is at least 2";
    QTest::newRow("mixed-groups-either")
        << group(Condition::Kind::All, {formed, group(Condition::Kind::Any, {shaken, hits})})
        << "the unit is Formed and either the target's State is Shaken or the unit's Hits is at least 2";
    QTest::newRow("three-in-a-list")
        << group(Condition::Kind::All, {formed, shaken, hits})
        << "the unit is Formed, the target's State is Shaken and the unit's Hits "
           "is at least 2";
    Condition said = group(Condition::Kind::All, {formed, hits});
    said.says = u"the unit stands formed and hurt"_qs;
    QTest::newRow("in-the-rulesets-words") << said << "the unit stands formed and hurt";
    // Its own words say what holds; negated, it is spelled out.
    QTest::newRow("own-words-negated")
        << group(Condition::Kind::Not, {said}) << "the unit is not Formed or the unit's Hits is at most 1";
}

void TestWording::conditions()
{
    QFETCH(Condition, condition);
    QFETCH(QString, expected);
    const QString text = Evaluator(m_rs, Situation()).describe(condition);
    QCOMPARE(text, expected);
    QVERIFY2(!text.contains(u"not ("), qPrintable(text));
}

void TestWording::opposed_data()
{
    QTest::addColumn<int>("margin");
    QTest::addColumn<QString>("expected");
    QTest::newRow("actor-wins") << 3 << "Guard wins by 3";
    QTest::newRow("target-wins-by-one") << -1 << "Line wins by 1";
    QTest::newRow("draw") << 0 << "a draw: Guard and Line are level";
}

void TestWording::opposed()
{
    QFETCH(int, margin);
    QFETCH(QString, expected);
    QCOMPARE(Wording::opposed(u"Guard"_qs, u"Line"_qs, margin), expected);
}

void TestWording::numbersFollowTheLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("probability");
    QTest::addColumn<QString>("percent");
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("signedNumber");
    QTest::newRow("english") << "en_GB" << 0.343 << "34.3%" << -1200 << QString::fromUtf8("−1,200");
    QTest::newRow("german") << "de_DE" << 0.343 << "34,3%" << 1200 << "+1.200";
    QTest::newRow("possible-but-tiny") << "en_GB" << 0.0001 << "<0.1%" << 0 << "0";
    QTest::newRow("almost-sure-german") << "de_DE" << 0.9999 << ">99,9%" << 3 << "+3";
}

void TestWording::numbersFollowTheLocale()
{
    QFETCH(QString, locale);
    QFETCH(double, probability);
    QFETCH(QString, percent);
    QFETCH(int, number);
    QFETCH(QString, signedNumber);
    QLocale::setDefault(QLocale(locale));
    const QString p = Wording::percent(probability);
    const QString n = Wording::signedNumber(number);
    QLocale::setDefault(QLocale::c());
    QCOMPARE(p, percent);
    QCOMPARE(n, signedNumber);
}

void TestWording::outcomeTones_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("tone");
    // Read from the ruleset's own outcomes: ids and what their effects do to whom.
    QTest::newRow("pass") << "save"
                          << "pass"
                          << "good";
    QTest::newRow("fail") << "save"
                          << "fail"
                          << "bad";
}

void TestWording::outcomeTones()
{
    QFETCH(QString, test);
    QFETCH(QString, outcome);
    QFETCH(QString, tone);
    const Test *t = m_rs.test(test);
    QVERIFY(t);
    const Outcome *o = nullptr;
    for (const Outcome &x : t->outcomes)
        if (x.id == outcome)
            o = &x;
    QVERIFY(o);
    QCOMPARE(Wording::toneId(Wording::outcomeTone(*t, *o)), tone);
    QCOMPARE(Wording::toneId(Wording::flipped(Wording::outcomeTone(*t, *o))),
             tone == u"good" ? u"bad" : u"good");
}

void TestWording::tonesAndEffectsThatChangeNothing()
{
    // Harm to the taker is bad, to the other side good, for bands named by data.
    Outcome hurtMe;
    hurtMe.id = u"falls-back"_qs;
    Effect stepBack;
    stepBack.op = Effect::Op::Step;
    stepBack.role = u"actor"_qs;
    stepBack.amount = 1;
    hurtMe.effects = {stepBack};
    Outcome hurtThem = hurtMe;
    hurtThem.effects.first().role = u"target"_qs;
    Outcome note;
    note.id = u"nothing"_qs;
    const Test t;
    QCOMPARE(Wording::outcomeTone(t, hurtMe), Tone::Bad);
    QCOMPARE(Wording::outcomeTone(t, hurtThem), Tone::Good);
    QCOMPARE(Wording::outcomeTone(t, note), Tone::Neutral);

    // A resolved chain writes no "yes → yes": every effect text it gives changes something.
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"foot"_qs, {{u"formed"_qs, true}}));
    s.units.insert(u"target"_qs, unit(u"b"_qs, u"foot"_qs));
    const Resolution r = Resolver(m_rs).resolve(u"volley"_qs, s, FaceQueue::of({6, 6, 6, 6, 6, 6, 6, 6}));
    for (const TestResult &step : r.steps)
        for (const EffectRecord &e : step.effects) {
            QVERIFY2(!e.text.contains(u"yes → yes") && !e.text.contains(u"no → no"), qPrintable(e.text));
            static const QRegularExpression same(u"(\\S+) → \\1$"_qs);
            QVERIFY2(!same.match(e.text).hasMatch(), qPrintable(e.text));
        }
}

QTEST_GUILESS_MAIN(TestWording)
#include "tst_wording.moc"
