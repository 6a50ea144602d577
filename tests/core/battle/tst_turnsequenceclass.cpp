#include "battle/turnsequence.h"

#include "rules/rulesetloader.h"

#include <QJsonDocument>
#include <QTest>

using namespace adjutant;
using namespace adjutant::battle;

// How a turn goes by, on its own: the deck dealt and shuffled, cards drawn, the phases stepped,
// the top of the pile rearranged, and the chance that the turn ends before a unit's card.
// minimal.json's rules with an activation set here: a deck of a card per unit, one per commander,
// two Fortune cards and End of turn; or two phases, the second with two segments.
class TestTurnSequenceClass : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void freshDeck_data();
    void freshDeck();
    void shuffled_data();
    void shuffled();
    void drawsInTurn();
    void drawMistakes();
    void aForgedShuffleIsRefused();
    void nextStepsThroughPhases_data();
    void nextStepsThroughPhases();
    void reorder_data();
    void reorder();
    void endOfTurnBefore_data();
    void endOfTurnBefore();

private:
    BattleState start() const;
    std::optional<rules::Ruleset> m_deck;
    std::optional<rules::Ruleset> m_phases;
    Scenario m_scenario;
    QHash<QString, QString> m_options;
};

namespace {

ScenarioUnit member(const QString &id, bool commander = false)
{
    ScenarioUnit su;
    su.id = id;
    su.name = id.toUpper();
    su.type = QStringLiteral("foot");
    su.side = QStringLiteral("red");
    su.isCommander = commander;
    if (!commander)
        su.commander = QStringLiteral("gen");
    return su;
}

rules::Card card(const char *id, rules::Card::Per per, int count = 1, bool endsTurn = false)
{
    rules::Card c;
    c.id = QString::fromLatin1(id);
    c.doc.name = c.id.at(0).toUpper() + c.id.mid(1);
    c.per = per;
    c.count = count;
    c.endsTurn = endsTurn;
    return c;
}

DeckCard dc(const char *text) // "unit:u1" or "end"
{
    const QString s = QString::fromLatin1(text);
    return {s.section(u':', 0, 0), s.section(u':', 1)};
}

QList<DeckCard> cards(std::initializer_list<const char *> texts)
{
    QList<DeckCard> out;
    for (const char *t : texts)
        out.append(dc(t));
    return out;
}

} // namespace

void TestTurnSequenceClass::initTestCase()
{
    const rules::RulesetLoadResult r
        = rules::RulesetLoader::loadFile(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(r.ok());
    m_deck = r.ruleset;
    rules::Activation deck;
    deck.kind = rules::Activation::Kind::Deck;
    deck.cards = {card("unit", rules::Card::Per::Unit), card("general", rules::Card::Per::Commander),
                  card("fortune", rules::Card::Per::Once, 2), card("end", rules::Card::Per::Once, 1, true)};
    m_deck->activation = deck;

    m_phases = r.ruleset;
    rules::Activation phases;
    phases.kind = rules::Activation::Kind::Phases;
    rules::Phase volley;
    volley.id = QStringLiteral("volley");
    volley.doc.name = QStringLiteral("Volley");
    rules::Phase fight;
    fight.id = QStringLiteral("fight");
    fight.doc.name = QStringLiteral("Fight");
    for (const char *id : {"close", "push"}) {
        rules::Segment segment;
        segment.id = QString::fromLatin1(id);
        fight.segments.append(segment);
    }
    phases.phases = {volley, fight};
    m_phases->activation = phases;

    m_scenario.units = {member(QStringLiteral("gen"), true), member(QStringLiteral("u1")),
                        member(QStringLiteral("u2")), member(QStringLiteral("u3"))};
}

BattleState TestTurnSequenceClass::start() const
{
    BattleState s;
    for (const ScenarioUnit &su : m_scenario.units) {
        rules::UnitState u;
        u.id = su.id;
        u.name = su.name;
        u.type = su.type;
        s.units.insert(su.id, u);
    }
    return s;
}

void TestTurnSequenceClass::freshDeck_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QList<DeckCard>>("deck");

    // The ruleset's card order; per-unit cards in scenario order; special cards `count` times.
    QTest::newRow("everyone") << ""
                              << cards({"unit:u1", "unit:u2", "unit:u3", "general:gen", "fortune", "fortune",
                                        "end"});
    QTest::newRow("a-unit-lost") << "remove u2"
                                 << cards({"unit:u1", "unit:u3", "general:gen", "fortune", "fortune", "end"});
    QTest::newRow("the-general-lost")
        << "remove gen" << cards({"unit:u1", "unit:u2", "unit:u3", "fortune", "fortune", "end"});
    QTest::newRow("a-unit-joined") << "join u4"
                                   << cards({"unit:u1", "unit:u2", "unit:u3", "unit:u4", "general:gen",
                                             "fortune", "fortune", "end"});
    QTest::newRow("a-general-joined") << "join gen2"
                                      << cards({"unit:u1", "unit:u2", "unit:u3", "general:gen",
                                                "general:gen2", "fortune", "fortune", "end"});
    // A unit of the order of battle the state does not hold gets no card.
    QTest::newRow("a-unit-not-in-the-state")
        << "forget u3" << cards({"unit:u1", "unit:u2", "general:gen", "fortune", "fortune", "end"});
}

void TestTurnSequenceClass::freshDeck()
{
    QFETCH(QString, change);
    QFETCH(QList<DeckCard>, deck);
    BattleState s = start();
    const QString who = change.section(u' ', 1);
    if (change.startsWith(u"remove")) {
        s.units[who].removed = true;
    } else if (change.startsWith(u"join")) {
        const ScenarioUnit su = member(who, who.startsWith(u"gen"));
        s.joined.append(su);
        s.units.insert(su.id, rules::UnitState{su.id, su.name, su.type, {}, false});
    } else if (change.startsWith(u"forget")) {
        s.units.remove(who);
    }
    const TurnSequence deckTurns(m_scenario, *m_deck, m_options);
    QVERIFY(deckTurns.usesDeck());
    QVERIFY(!deckTurns.usesPhases());
    QCOMPARE(deckTurns.freshDeck(s), deck);
    const TurnSequence phaseTurns(m_scenario, *m_phases, m_options);
    QVERIFY(phaseTurns.usesPhases());
    QVERIFY(phaseTurns.freshDeck(s).isEmpty());
}

void TestTurnSequenceClass::shuffled_data()
{
    QTest::addColumn<QList<DeckCard>>("deck");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QList<DeckCard>>("shuffled");

    // Fisher-Yates from the last card down: card i swaps with the one at face - 1, the face
    // rolled on a die of i + 1 sides.
    const QList<DeckCard> abcd = cards({"a", "b", "c", "d"});
    QTest::newRow("each-stays") << abcd << QList<int>{4, 3, 2} << abcd;
    // i=3 swaps with 0: d b c a; i=2 with 0: c b d a; i=1 with 0: b c d a.
    QTest::newRow("all-ones") << abcd << QList<int>{1, 1, 1} << cards({"b", "c", "d", "a"});
    // i=3 with 1: a d c b; i=2 stays; i=1 with 0: d a c b.
    QTest::newRow("mixed") << abcd << QList<int>{2, 3, 1} << cards({"d", "a", "c", "b"});
    QTest::newRow("two-cards-swap") << cards({"x", "y"}) << QList<int>{1} << cards({"y", "x"});
    QTest::newRow("one-card-rolls-nothing") << cards({"x"}) << QList<int>{} << cards({"x"});
    QTest::newRow("none") << QList<DeckCard>{} << QList<int>{} << QList<DeckCard>{};
}

void TestTurnSequenceClass::shuffled()
{
    QFETCH(QList<DeckCard>, deck);
    QFETCH(QList<int>, faces);
    QFETCH(QList<DeckCard>, shuffled);
    dice::ScriptedRandomSource dice(faces);
    QCOMPARE(TurnSequence::shuffled(deck, dice), shuffled);
    QCOMPARE(dice.remaining(), 0); // one face per card but the first
}

void TestTurnSequenceClass::drawsInTurn()
{
    const TurnSequence turns(m_scenario, *m_deck, m_options);
    BattleState s = start();
    s.drawPile = cards({"unit:u1", "fortune", "end"});
    QStringList notes;
    QString summary, error;

    QVERIFY2(turns.draw({}, s, notes, &summary, &error), qPrintable(error));
    QCOMPARE(summary, QStringLiteral("Drew U1"));
    QCOMPARE(s.drawn, cards({"unit:u1"}));
    QCOMPARE(s.lastDrawn, cards({"unit:u1"}));
    QCOMPARE(s.drawPile, cards({"fortune", "end"}));
    QCOMPARE(s.turn, 1);

    QVERIFY(turns.draw({}, s, notes, &summary, &error));
    QCOMPARE(summary, QStringLiteral("Drew Fortune")); // a card of nobody by its name
    QCOMPARE(s.drawn, cards({"unit:u1", "fortune"}));
    QCOMPARE(s.lastDrawn, cards({"fortune"}));

    // End of turn: the next turn begins on the shuffle the draw recorded (a shuffle of the whole
    // deck the turn's end deals: see freshDeck).
    action::Draw last;
    last.shuffle = cards({"end", "fortune", "unit:u3", "general:gen", "unit:u2", "fortune", "unit:u1"});
    notes.clear();
    QVERIFY(turns.draw(last, s, notes, &summary, &error));
    QCOMPARE(summary, QStringLiteral("Drew End"));
    QCOMPARE(s.turn, 2);
    QVERIFY(s.drawn.isEmpty());
    QCOMPARE(s.lastDrawn, cards({"end"}));
    QCOMPARE(s.drawPile, *last.shuffle);
    QCOMPARE(notes, QStringList{"Turn 2 begins"});

    // A pile used up ends the turn too.
    s.drawPile.clear();
    action::Draw empty;
    empty.shuffle = cards({"unit:u1", "unit:u2", "unit:u3", "general:gen", "fortune", "fortune", "end"});
    notes.clear();
    QVERIFY(turns.draw(empty, s, notes, &summary, &error));
    QCOMPARE(s.turn, 3);
    QCOMPARE(notes, (QStringList{"The deck is used up", "Turn 3 begins"}));
    QCOMPARE(s.drawPile, *empty.shuffle);
}

void TestTurnSequenceClass::drawMistakes()
{
    QStringList notes;
    QString summary, error;
    {
        const TurnSequence turns(m_scenario, *m_phases, m_options);
        BattleState s = start();
        QVERIFY(!turns.draw({}, s, notes, &summary, &error));
        QCOMPARE(error,
                 QStringLiteral("Minimal has no activation deck; use \"next\" to step through the turn"));
        QCOMPARE(s.turn, 1);
    }
    {
        const TurnSequence turns(m_scenario, *m_deck, m_options);
        BattleState s = start();
        QVERIFY(!turns.next(s, notes, &summary, &error));
        QCOMPARE(error, QStringLiteral("Minimal uses an activation deck; use \"draw\""));
        QCOMPARE(s.phase, 0);
        // A recorded shuffle on a draw that does not end the turn is not this pile's.
        s.drawPile = cards({"unit:u1", "end"});
        action::Draw draw;
        draw.shuffle = cards({"unit:u2", "end"});
        error.clear();
        BattleState copy = s;
        QVERIFY(!turns.draw(draw, copy, notes, &summary, &error));
        QCOMPARE(error, QStringLiteral("the recorded shuffle is not a shuffle of this deck"));
    }
}

// A journal's shuffle must be a shuffle of the deck the turn's end deals (TurnSequence::
// shuffleFits, against the state before the draw): a forged one (a card too many, a lost unit's
// card) is refused, not put in place.
void TestTurnSequenceClass::aForgedShuffleIsRefused()
{
    const TurnSequence turns(m_scenario, *m_deck, m_options);
    BattleState s = start();
    s.drawPile = cards({"end"});
    action::Draw draw;
    draw.shuffle = cards({"unit:u1", "unit:u1"});
    QStringList notes;
    QString summary, error;
    QVERIFY(!turns.draw(draw, s, notes, &summary, &error));
    QVERIFY2(error.contains(u"not a shuffle of this deck"), qPrintable(error));
}

void TestTurnSequenceClass::nextStepsThroughPhases_data()
{
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("segment");
    QTest::addColumn<int>("nextPhase");
    QTest::addColumn<int>("nextSegment");
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("summary"); // its start: a segment's name is the ruleset's wording

    QTest::newRow("into-the-first-segment") << 0 << 0 << 1 << 0 << 1 << "Now: Fight, ";
    QTest::newRow("to-the-second-segment") << 1 << 0 << 1 << 1 << 1 << "Now: Fight, ";
    QTest::newRow("past-the-last-a-new-turn") << 1 << 1 << 0 << 0 << 2 << "Now: Volley";
}

void TestTurnSequenceClass::nextStepsThroughPhases()
{
    QFETCH(int, phase);
    QFETCH(int, segment);
    QFETCH(int, nextPhase);
    QFETCH(int, nextSegment);
    QFETCH(int, turn);
    QFETCH(QString, summary);
    const TurnSequence turns(m_scenario, *m_phases, m_options);
    BattleState s = start();
    s.phase = phase;
    s.segment = segment;
    QStringList notes;
    QString said, error;
    QVERIFY(turns.next(s, notes, &said, &error));
    QCOMPARE(s.phase, nextPhase);
    QCOMPARE(s.segment, nextSegment);
    QCOMPARE(s.turn, turn);
    QVERIFY2(said.startsWith(summary), qPrintable(said));
    if (!summary.endsWith(u' '))
        QCOMPARE(said, summary); // a phase without segments is named alone
    QCOMPARE(notes.contains(QStringLiteral("Turn 2 begins")), turn == 2);
}

void TestTurnSequenceClass::reorder_data()
{
    QTest::addColumn<QList<DeckCard>>("cards");
    QTest::addColumn<QList<DeckCard>>("pile"); // after; the same as before on a mistake
    QTest::addColumn<QString>("said"); // the summary, or the error

    QTest::newRow("top-two-swapped") << cards({"unit:u2", "unit:u1"})
                                     << cards({"unit:u2", "unit:u1", "fortune", "end"})
                                     << "The next 2 card(s) were rearranged";
    QTest::newRow("whole-pile") << cards({"end", "fortune", "unit:u2", "unit:u1"})
                                << cards({"end", "fortune", "unit:u2", "unit:u1"})
                                << "The next 4 card(s) were rearranged";
    QTest::newRow("the-same-order") << cards({"unit:u1"}) << cards({"unit:u1", "unit:u2", "fortune", "end"})
                                    << "The next 1 card(s) were rearranged";
    QTest::newRow("nothing") << QList<DeckCard>{} << cards({"unit:u1", "unit:u2", "fortune", "end"})
                             << "reorder the next cards only: give the same cards as the top 0 of the pile";
    QTest::newRow("not-the-top-cards")
        << cards({"fortune", "unit:u1"}) << cards({"unit:u1", "unit:u2", "fortune", "end"})
        << "reorder the next cards only: give the same cards as the top 2 of the pile";
    QTest::newRow("a-card-twice")
        << cards({"unit:u1", "unit:u1"}) << cards({"unit:u1", "unit:u2", "fortune", "end"})
        << "reorder the next cards only: give the same cards as the top 2 of the pile";
    QTest::newRow("more-than-the-pile")
        << cards({"unit:u1", "unit:u2", "fortune", "end", "end"})
        << cards({"unit:u1", "unit:u2", "fortune", "end"})
        << "reorder the next cards only: give the same cards as the top 5 of the pile";
}

void TestTurnSequenceClass::reorder()
{
    QFETCH(QList<DeckCard>, cards);
    QFETCH(QList<DeckCard>, pile);
    QFETCH(QString, said);
    const TurnSequence turns(m_scenario, *m_deck, m_options);
    BattleState s = start();
    s.drawPile = ::cards({"unit:u1", "unit:u2", "fortune", "end"});
    QString summary, error;
    action::Reorder r;
    r.cards = cards;
    const bool ok = turns.reorder(r, s, &summary, &error);
    QCOMPARE(ok, !said.startsWith(u"reorder"));
    QCOMPARE(ok ? summary : error, said);
    QCOMPARE(s.drawPile, pile);
}

void TestTurnSequenceClass::endOfTurnBefore_data()
{
    QTest::addColumn<QList<DeckCard>>("pile");
    QTest::addColumn<double>("chance");
    // Of the unit's card and the k End of turn cards, each equally likely to come first: k/(k+1).
    QTest::newRow("one-end") << cards({"fortune", "end", "unit:u1"}) << 0.5;
    QTest::newRow("two-ends") << cards({"end", "unit:u1", "end"}) << 2.0 / 3.0;
    QTest::newRow("no-end-left") << cards({"unit:u2", "unit:u1"}) << 0.0;
    QTest::newRow("card-already-out") << cards({"unit:u2", "end"}) << 0.0;
    QTest::newRow("empty-pile") << QList<DeckCard>{} << 0.0;
}

void TestTurnSequenceClass::endOfTurnBefore()
{
    QFETCH(QList<DeckCard>, pile);
    QFETCH(double, chance);
    const TurnSequence turns(m_scenario, *m_deck, m_options);
    BattleState s = start();
    s.drawPile = pile;
    QCOMPARE(turns.endOfTurnBefore(s, QStringLiteral("u1")), chance);
    QCOMPARE(unitName(s, QStringLiteral("u1")), QStringLiteral("U1"));
    QCOMPARE(unitName(s, QStringLiteral("stranger")), QStringLiteral("stranger"));
}

QTEST_GUILESS_MAIN(TestTurnSequenceClass)
#include "tst_turnsequenceclass.moc"
