#pragma once

#include "action.h"
#include "battlestate.h"
#include "scenario.h"

#include "dice/randomsource.h"
#include "rules/resolver.h"
#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

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
                 const QHash<QString, QString> &options)
        : m_scenario(scenario), m_ruleset(ruleset), m_options(options)
    { }

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

    // What chance decides for a draw, decided once when it is played: the next turn's deck if the
    // draw ends the turn, and the rolls on the table of a Fortune or Calamity card.
    void complete(action::Draw &draw, const BattleState &state, dice::RandomSource &dice) const;
    void complete(action::EndTurn &end, const BattleState &state, dice::RandomSource &dice) const;

    bool draw(const action::Draw &draw, BattleState &state, QStringList &notes, QString *summary,
              QString *error) const;
    bool next(BattleState &state, QStringList &notes, QString *summary, QString *error) const;
    void endTurn(const std::optional<QList<DeckCard>> &shuffle, BattleState &state, QStringList &notes) const;
    bool reorder(const action::Reorder &reorder, BattleState &state, QString *summary, QString *error) const;

    // The chance that End of turn comes up before the unit's card, as far as the players know
    // (the order of the cards left is hidden): 0 when its card is already out.
    double endOfTurnBefore(const BattleState &state, const QString &unitId) const;

    // The end of the phase in play (player-turn rules): the ruleset's endOfPhase effects on each
    // unit in play.
    void endPhase(BattleState &state, QStringList &notes) const;

private:
    // Effects on each unit in play (scenario order, then those who joined) as actor, each told in
    // its own words when it changed something.
    void applyToEachUnit(const QList<rules::Effect> &effects, BattleState &state, QStringList &notes) const;
    // A unit activated by a card: the ruleset's onActivation effects, then a fate waiting for it.
    void activate(const QString &unit, BattleState &state, QStringList &notes) const;
    // What a fate rolled leaves waiting: the rows from the first that is "for" some unit on.
    void settleFate(const QList<rules::TableRoll> &rolls, const QString &cardName, BattleState &state,
                    QStringList &notes) const;
    // The roll on a table whose tens the card drawn picks (fate-reading next-card): the group of
    // the first row "for" the card's unit, else a die; nothing when faces run out.
    std::optional<QList<rules::TableRoll>> rollPendingTable(const BattleState &state, const DeckCard &first,
                                                            const dice::FaceSupplier &faces) const;
    // Whether a card's roll stops before the table the next card picks (its option holds).
    bool readsNextCard(const rules::Card &card) const;
    static QString rollsText(const QList<rules::TableRoll> &rolls);
    const rules::Card *card(const QString &id) const;
    bool drawEndsTurn(const BattleState &state) const;
    bool dealtTo(const rules::Card &card, const ScenarioUnit &unit, const BattleState &state) const;
    rules::Situation optionsOnly() const;

    const Scenario &m_scenario;
    const rules::Ruleset &m_ruleset;
    const QHash<QString, QString> &m_options;
};

// A unit's name as the battle stands (those who joined included), or its id.
QString unitName(const BattleState &state, const QString &id);

} // namespace adjutant::battle
