// FieldReads on its own: the log of which units' fields the evaluators on this thread read, open
// while one lives, nested (an inner log's reads pass to the outer one when it closes), paused.
#include "rules/fieldreads.h"
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

QTEST_GUILESS_MAIN(TestFieldReads)
#include "tst_fieldreads.moc"
