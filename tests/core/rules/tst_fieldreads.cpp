// FieldReads on its own: the log of which units' fields the evaluators on this thread read, open
// while one lives, nested (an inner log's reads pass to the outer one when it closes), paused.
#include "rules/fieldreads.h"
#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QTest>

#include <thread>

using namespace adjutant::rules;

class TestFieldReads : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noLogNoteIsDropped();
    void aLogSeesWhatIsNoted();
    void logsNest();
    void aPauseHidesReads();
    void eachThreadHasItsOwn();
    void theEvaluatorNotesFieldsItReads();
    void aComparisonIsLoggedAsItsAnswer_data();
    void aComparisonIsLoggedAsItsAnswer();
    void anInnerLogKeepsAnswers();
    void aFigureIsReadWholeOrByField_data();
    void aFigureIsReadWholeOrByField();
    void aFigureReadNamesItsFigureAndField();
};

namespace {

using Read = std::pair<QString, QString>;

Read read(const char *unit, const char *field)
{
    return {QString::fromLatin1(unit), QString::fromLatin1(field)};
}

} // namespace

void TestFieldReads::noLogNoteIsDropped()
{
    QCOMPARE(FieldReads::current(), nullptr);
    FieldReads::note(u"a"_qs, u"hits"_qs); // nowhere to go, and no harm
    QCOMPARE(FieldReads::current(), nullptr);
}

void TestFieldReads::aLogSeesWhatIsNoted()
{
    {
        FieldReads log;
        QCOMPARE(FieldReads::current(), &log);
        FieldReads::note(u"a"_qs, u"hits"_qs);
        FieldReads::note(u"a"_qs, u"hits"_qs); // a set: once
        FieldReads::note(u"b"_qs, u"morale"_qs);
        QCOMPARE(log.seen, (QSet<Read>{read("a", "hits"), read("b", "morale")}));
    }
    QCOMPARE(FieldReads::current(), nullptr); // closed with it
}

void TestFieldReads::logsNest()
{
    FieldReads outer;
    FieldReads::note(u"a"_qs, u"hits"_qs);
    {
        FieldReads inner;
        QCOMPARE(FieldReads::current(), &inner);
        FieldReads::note(u"b"_qs, u"morale"_qs);
        // What the inner log sees is its own until it closes.
        QCOMPARE(inner.seen, QSet<Read>{read("b", "morale")});
        QCOMPARE(outer.seen, QSet<Read>{read("a", "hits")});
    }
    QCOMPARE(FieldReads::current(), &outer);
    QCOMPARE(outer.seen, (QSet<Read>{read("a", "hits"), read("b", "morale")}));
}

void TestFieldReads::aPauseHidesReads()
{
    {
        // A pause with no log open pauses nothing, and leaves none open.
        const FieldReads::Pause none;
        QCOMPARE(none.outer(), nullptr);
    }
    QCOMPARE(FieldReads::current(), nullptr);
    FieldReads log;
    {
        const FieldReads::Pause pause;
        QCOMPARE(pause.outer(), &log);
        QCOMPARE(FieldReads::current(), nullptr);
        FieldReads::note(u"a"_qs, u"hits"_qs);
        {
            // A log opened inside a pause passes its reads to none when it closes.
            FieldReads within;
            FieldReads::note(u"c"_qs, u"state"_qs);
            QCOMPARE(within.seen, QSet<Read>{read("c", "state")});
        }
    }
    QCOMPARE(FieldReads::current(), &log);
    FieldReads::note(u"b"_qs, u"morale"_qs);
    QCOMPARE(log.seen, QSet<Read>{read("b", "morale")});
}

void TestFieldReads::eachThreadHasItsOwn()
{
    FieldReads log;
    FieldReads *elsewhere = &log;
    std::thread other([&elsewhere] {
        elsewhere = FieldReads::current();
        FieldReads::note(u"x"_qs, u"hits"_qs);
    });
    other.join();
    QCOMPARE(elsewhere, nullptr);
    QVERIFY(log.seen.isEmpty());
}

void TestFieldReads::theEvaluatorNotesFieldsItReads()
{
    // An empty ruleset: every field read falls back to nothing, but the read is logged all the same.
    const Ruleset rs;
    Situation s;
    UnitState u;
    u.id = u"u1"_qs;
    u.fields.insert(u"hits"_qs, 2);
    s.units.insert(u"actor"_qs, u);
    const Evaluator ev(rs, s);
    FieldReads log;
    QCOMPARE(ev.fieldValue(u, u"hits"_qs), QVariant(2));
    QCOMPARE(ev.fieldValue(u, u"morale"_qs), QVariant());
    QCOMPARE(log.seen, (QSet<Read>{read("u1", "hits"), read("u1", "morale")}));
}

namespace {

Condition comparison(const char *field, Condition::Op op, const QVariantList &values)
{
    Condition c;
    c.what.source = Reference::Source::Field;
    c.what.role = u"actor"_qs;
    c.what.name = QString::fromLatin1(field);
    c.op = op;
    c.values = values;
    return c;
}

} // namespace

// Logged for the odds, a threshold on a field is its answer: the log names the comparison, not
// the field, and comparisonHolds works the same answer out again from the unit alone, for values
// on either side of it. A match on a flag or a choice, or anything logged for a question, is the
// field read.
void TestFieldReads::aComparisonIsLoggedAsItsAnswer_data()
{
    QTest::addColumn<Condition>("condition");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<bool>("asAnswer");
    const QVariantList ten{10};
    QTest::newRow("at-least-below") << comparison("standing", Condition::Op::AtLeast, ten) << QVariant(9)
                                    << true;
    QTest::newRow("at-least-at") << comparison("standing", Condition::Op::AtLeast, ten) << QVariant(10)
                                 << true;
    QTest::newRow("at-most-above") << comparison("blown", Condition::Op::AtMost, {0}) << QVariant(2) << true;
    QTest::newRow("at-most-unset") << comparison("blown", Condition::Op::AtMost, {0}) << QVariant() << true;
    QTest::newRow("at-least-flag") << comparison("formed", Condition::Op::AtLeast, {1}) << QVariant(true)
                                   << true;
    QTest::newRow("is-flag") << comparison("formed", Condition::Op::Is, {true}) << QVariant(false) << false;
    QTest::newRow("in-words") << comparison("class", Condition::Op::In, {u"veteran"_qs, u"crack"_qs})
                              << QVariant(u"crack"_qs) << false;
}

void TestFieldReads::aComparisonIsLoggedAsItsAnswer()
{
    QFETCH(Condition, condition);
    QFETCH(QVariant, value);
    QFETCH(bool, asAnswer);
    const Ruleset rs;
    UnitState u;
    u.id = u"u1"_qs;
    if (value.isValid())
        u.fields.insert(condition.what.name, value);
    Situation s;
    s.units.insert(u"actor"_qs, u);
    const Evaluator ev(rs, s);
    const Read field(u"u1"_qs, condition.what.name);
    bool plain = false;
    {
        FieldReads log;
        plain = ev.holds(condition);
        QCOMPARE(log.seen, QSet<Read>{field});
    }
    FieldReads log(FieldReads::Comparisons::AsAnswers);
    QCOMPARE(ev.holds(condition), plain);
    const QString logged = Evaluator::comparisonRead(condition);
    QVERIFY(logged.startsWith(FieldReads::comparisonPrefix()));
    QCOMPARE(log.seen, QSet<Read>{asAnswer ? Read(u"u1"_qs, logged) : field});
    QCOMPARE(Evaluator::comparisonHolds(rs, u, logged), plain);
    QCOMPARE(log.seen.size(), 1); // working the answer out again is not a read
}

void TestFieldReads::anInnerLogKeepsAnswers()
{
    FieldReads outer(FieldReads::Comparisons::AsAnswers);
    const FieldReads inner;
    QCOMPARE(inner.comparisons, FieldReads::Comparisons::AsAnswers);
    const FieldReads::Pause pause;
    const FieldReads apart;
    QCOMPARE(apart.comparisons, FieldReads::Comparisons::AsFields);
}

// A read of a figure's field (or his role) through the evaluator is logged as the whole figure,
// or, in a log that keeps figures by field (the odds'), as that field of him alone; a log inside
// such a one keeps them so too.
void TestFieldReads::aFigureIsReadWholeOrByField_data()
{
    QTest::addColumn<int>("figures");
    QTest::addColumn<bool>("nested");
    QTest::addColumn<QSet<Read>>("expected");
    const QSet<Read> byField{{u"u1"_qs, FieldReads::figureField(u"f2"_qs, u"down"_qs)},
                             {u"u1"_qs, FieldReads::figureField(u"f2"_qs, FieldReads::roleField())}};
    QTest::newRow("whole") << int(FieldReads::Figures::Whole) << false
                           << QSet<Read>{{u"u1"_qs, FieldReads::figure(u"f2"_qs)}};
    QTest::newRow("by-field") << int(FieldReads::Figures::ByField) << false << byField;
    QTest::newRow("by-field-nested") << int(FieldReads::Figures::ByField) << true << byField;
}

void TestFieldReads::aFigureIsReadWholeOrByField()
{
    QFETCH(int, figures);
    QFETCH(bool, nested);
    QFETCH(QSet<Read>, expected);
    const Ruleset rs;
    Situation s;
    UnitState u;
    u.id = u"u1"_qs;
    u.figures = {{u"f1"_qs, {}, u"leader"_qs, {}}, {u"f2"_qs, {}, u"ranker"_qs, {{u"down"_qs, true}}}};
    s.units.insert(u"actor"_qs, u);
    s.focus.insert(u"u1"_qs, u"f2"_qs);
    const Evaluator ev(rs, s);
    Reference down;
    down.source = Reference::Source::FigureField;
    down.role = u"actor"_qs;
    down.name = u"down"_qs;
    Reference role;
    role.source = Reference::Source::FigureRole;
    role.role = u"actor"_qs;
    FieldReads log(FieldReads::Comparisons::AsFields, nullptr, FieldReads::Figures(figures));
    std::optional<FieldReads> inner;
    if (nested)
        inner.emplace();
    QCOMPARE(ev.read(down), QVariant(true));
    QCOMPARE(ev.read(role), QVariant(u"ranker"_qs));
    const QSet<Read> seen = inner ? inner->seen : log.seen;
    QCOMPARE(seen, expected);
}

// What a read of a figure names, taken apart again, and moved onto another figure.
void TestFieldReads::aFigureReadNamesItsFigureAndField()
{
    const QString byField = FieldReads::figureField(u"f2"_qs, u"minor"_qs);
    const auto one = FieldReads::figureRead(byField);
    QVERIFY(one);
    QCOMPARE(one->figure.toString(), u"f2"_qs);
    QCOMPARE(one->field.toString(), u"minor"_qs);
    QCOMPARE(FieldReads::onFigure(*one, u"f7"_qs), FieldReads::figureField(u"f7"_qs, u"minor"_qs));
    const auto whole = FieldReads::figureRead(FieldReads::figure(u"f2"_qs));
    QVERIFY(whole);
    QCOMPARE(whole->figure.toString(), u"f2"_qs);
    QVERIFY(whole->field.isEmpty());
    QCOMPARE(FieldReads::onFigure(*whole, u"f7"_qs), FieldReads::figure(u"f7"_qs));
    QVERIFY(!FieldReads::figureRead(u"minor"_qs));
    QVERIFY(!FieldReads::figureRead(FieldReads::figures()));
}

QTEST_GUILESS_MAIN(TestFieldReads)
#include "tst_fieldreads.moc"
