#pragma once

#include "action.h"
#include "battlestate.h"
#include "scenario.h"

#include "dice/facequeue.h"
#include "dice/randomsource.h"
#include "rules/resolver.h"
#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

class WaitingFates;

// How a turn goes by: the activation deck (cards drawn, Fortune and Calamity, End of turn, the
// reshuffle that brings in newcomers and leaves out the lost) or the player-turn phases and their
// segments. It works on a state it is given and keeps none of its own.
class TurnSequence
{
    Q_DECLARE_TR_FUNCTIONS(TurnSequence)
public:
    // `options`: the ruleset's options in force (the battle's, else the scenario's); all three
    // must outlive the sequence.
    TurnSequence(const Scenario &scenario, const rules::Ruleset &ruleset,
                 const QHash<QString, QString> &options);

    bool usesDeck() const;
    bool usesPhases() const;

    // The deck for the coming turn, in order: one card for each unit or commander still in play
    // (scenario order, then those who joined) and the special cards.
    QList<DeckCard> freshDeck(const BattleState &state) const;
    // A recorded shuffle (of a draw that ends the turn, or of an end of turn) must be a shuffle of
    // the deck the state before it deals: a journal cannot add, drop or forge a card. No shuffle
    // recorded is fine (the battle deals one).
    bool shuffleFits(const std::optional<QList<DeckCard>> &shuffle, const BattleState &before,
                     QString *error) const;
    // Fisher-Yates with the battle's own dice, so a seed reproduces a battle's decks.
    static QList<DeckCard> shuffled(QList<DeckCard> cards, dice::RandomSource &dice);
    // A fresh deck shuffled, then the cards the ruleset puts last (End of turn, by an option)
    // moved to the bottom in the order they came.
    QList<DeckCard> dealt(const BattleState &state, dice::RandomSource &dice) const;

    // What chance decides for a draw, decided once when it is played: the next turn's deck if the
    // draw ends the turn, and the rolls on the table of a Fortune or Calamity card.
    void complete(action::Draw &draw, const BattleState &state, dice::RandomSource &dice) const;
    void complete(action::EndTurn &end, const BattleState &state, dice::RandomSource &dice) const;

    bool draw(const action::Draw &draw, BattleState &state, QStringList &notes, QString *summary,
              QString *error) const;
    bool next(BattleState &state, QStringList &notes, QString *summary, QString *error) const;
    void endTurn(const std::optional<QList<DeckCard>> &shuffle, BattleState &state, QStringList &notes) const;
    bool reorder(const action::Reorder &reorder, BattleState &state, QString *summary, QString *error) const;

    // Player-turn rules: the phase and segment the battle is in, and their name and explanation
    // for the table ("Movement"; the segment's, else the phase's). Null without phases.
    const rules::Phase *phase(const BattleState &state) const;
    const rules::Segment *segment(const BattleState &state) const;
    QString stepName(const BattleState &state) const;
    // The id of the segment the turn is in, or of its phase when it has none (what conditions read
    // as "turn.step"); empty without phases.
    QString stepId(const BattleState &state) const;
    QString stepExplain(const BattleState &state) const;
    // The side whose phase it is (the phasing side), or empty when the phase is nobody's: the
    // first side is the initiative's winner this turn, else the scenario's first side.
    QString actingSide(const BattleState &state) const;
    // The sides in the order they play this turn.
    QStringList sideOrder(const BattleState &state) const;
    // The tests and procedures the step offers (empty: it says nothing, and a unit's sheet offers
    // what it always does), and whether a unit of this side may act in it.
    QStringList offers(const BattleState &state) const;
    bool mayAct(const BattleState &state, const QString &sideId) const;
    // The initiative test this phase takes (empty if none), and the two sides' top commanders who
    // take it, the first listed as actor.
    QString initiativeTest(const BattleState &state) const;
    QStringList initiativeTakers(const BattleState &state) const;
    // Marks each side's commanders-in-chief as things stand (UnitState::chief, read as
    // `actor.chief`), and counts the commanders over each unit still in play up its chain
    // (UnitState::commanders, `actor.commanders`): the battle calls it after every change to the
    // order of battle.
    void markChiefs(BattleState &state) const;
    // Marks the units of the side whose phase it is (UnitState::phasing, read as
    // `actor.phasing`; none in a phase that is nobody's, or with a deck): the battle calls it after
    // every action.
    void markPhasing(BattleState &state) const;
    // What a state's marks (chief, commanders, phasing) are worked out from, kept before an
    // action so that remark() can tell what the action changed without a copy of every unit.
    struct MarksInputs {
        const TurnSequence *turns = nullptr;
        QString rules;
        qsizetype units = 0;
        QList<ScenarioUnit> joined;
        QMap<QString, QString> transferred;
        QStringList withdrawn;
        QString actingSide;
    };
    MarksInputs marksInputs(const BattleState &state) const;
    // After an action from a state whose marks came from `before`: marks again what the action
    // may have changed, and only that. A test or a draw that leaves the order of battle, the
    // commanders in play and the phasing side as they were leaves the marks alone, so that its
    // cost does not grow with the number of units in the battle.
    // `written`: the mark made on the state's units before the action. The commanders in play are
    // looked at again only when one of the chain the action wrote came into or went out of play;
    // when the table no longer knows what was written, always.
    void remark(const MarksInputs &before, BattleState &state, const rules::UnitTable::Mark &written) const;
    // After a test: when it is the phase's initiative test, the winner's side goes first this
    // turn; the journal's summary says so.
    void recordInitiative(const QString &test, const QList<rules::TestResult> &steps, BattleState &state,
                          QStringList &notes, QStringList &summary) const;

    // The chance that End of turn comes up before the unit's card, as far as the players know
    // (the order of the cards left is hidden): 0 when its card is already out.
    double endOfTurnBefore(const BattleState &state, const QString &unitId) const;

    // The end of the phase in play (player-turn rules): the phase's atEnd effects on the units of
    // its acting side, then the fields that last a phase (resetAtEndOfPhase) cleared.
    void endPhase(BattleState &state, QStringList &notes) const;
    // The fields taken off every unit that holds them (what lasts a phase or a turn).
    static void clearFields(BattleState &state, const QStringList &fields);

private:
    // A draw played with the faces given (recorded, or rolled by the app while completing it).
    bool play(const action::Draw &draw, const dice::FaceSupplier &faces, BattleState &state,
              QStringList &notes, QString *summary, QString *error) const;
    // The ruleset's onActivation effects on a unit a card activates, each told in the notes.
    void onActivation(const QString &unit, BattleState &state, QStringList &notes) const;
    // A unit activated by a card: its onActivation effects, then the fates waiting for it; false
    // when the faces ran out (a unit a fate strikes is drawn at random).
    bool activate(const QString &unit, BattleState &state, const dice::FaceSupplier &faces,
                  QStringList &notes) const;
    // A commander's card where it activates the units under him (WaitingFates): each is activated
    // as if by its own card, and the fates for one of them land on one drawn at random.
    bool activateUnitsUnder(const rules::Card &card, const QString &commander, BattleState &state,
                            const dice::FaceSupplier &faces, QStringList &notes) const;
    // The roll on the table a card drawn rolls on (a Fortune or a Calamity): its fate settled, left
    // waiting, or waiting for the next card to pick its tens; what it rolled in `rolledTexts`.
    // False when the faces ran out or one was impossible (then `error` says so).
    bool rollCardTable(const rules::Card &drawn, const dice::FaceSupplier &faces, const WaitingFates &fates,
                       BattleState &state, QStringList &notes, QStringList &rolledTexts,
                       QString *error) const;
    // What a fate rolled leaves waiting: the rows from the first that is "for" some unit on.
    void settleFate(const QList<rules::TableRoll> &rolls, const QString &cardName, BattleState &state,
                    QStringList &notes) const;
    // The roll on a table whose tens the card drawn picks (fate-reading next-card): the group of
    // the first row "for" the card's unit, else a die; nothing when faces run out or one is
    // impossible (then `error` says so).
    std::optional<QList<rules::TableRoll>> rollPendingTable(const BattleState &state, const DeckCard &first,
                                                            const dice::FaceSupplier &faces,
                                                            QString *error) const;
    // Whether a card's roll stops before the table the next card picks (its option holds).
    bool readsNextCard(const rules::Card &card) const;
    const rules::Card *card(const QString &id) const;
    bool drawEndsTurn(const BattleState &state) const;
    bool dealtTo(const rules::Card &card, const ScenarioUnit &unit, const BattleState &state) const;
    rules::Situation optionsOnly() const;
    QString sideOf(const BattleState &state, const QString &unitId) const;
    // Everyone who can stand in a chain of command as the state has it: the scenario's
    // commanders and those named as one, those who joined likewise, and those units were
    // transferred under.
    // Whether the unit is in the chain of command: a commander, or one a unit answers to (their
    // removal changes who commands whom).
    bool inChain(const BattleState &state, const QString &id) const;
    // Whether one of the chain the action wrote came into play or went out of it.
    bool chainInPlayChanged(const BattleState &state, const rules::UnitTable::Mark &written) const;
    QString sideName(const QString &sideId) const;
    // Each unit in play, in the order of the deck: scenario order, then those who joined.
    QStringList unitsInPlay(const BattleState &state) const;
    // ... of the side whose phase it is (all of them in a phase that is nobody's).
    QStringList actingUnits(const BattleState &state) const;
    // Effects on each unit (as actor) of the list, each told in its own words in the notes.
    void applyToEach(const QList<rules::Effect> &effects, const QStringList &units, BattleState &state,
                     QStringList &notes) const;

    const Scenario &m_scenario;
    const rules::Ruleset &m_ruleset;
    const QHash<QString, QString> &m_options;
    // The scenario's units who can stand in a chain of command: its commanders and everyone
    // named as a commander (those who join, and transfers, are read from the state).
    QSet<QString> m_chainUnits;
};

// A unit's name as the battle stands (those who joined included), or its id.
QString unitName(const BattleState &state, const QString &id);

} // namespace adjutant::battle
