#pragma once

#include "battlestate.h"

#include "rules/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>

#include <optional>

namespace adjutant::battle {

// The battle's state as JSON: whole, for a battle file's snapshot (read back only if every unit
// is accounted for), and as the command line shows it.
namespace StateJson {

QJsonObject snapshot(const BattleState &state);
// The snapshot read back; nothing if it is not one of this battle, with *why saying what is amiss:
// its units must be exactly the order of battle's (`startingUnits`) and those who joined since,
// each under its own id.
std::optional<BattleState> fromSnapshot(const QJsonObject &json, const rules::Ruleset &ruleset,
                                        const QSet<QString> &startingUnits, QString *why = nullptr);

// What `adjutant-cli show --json` and `play --json` print: every unit's fields with their values
// (defaults filled in), the turn, the deck or the phase.
QJsonObject view(const BattleState &state, const rules::Ruleset &ruleset);

QJsonArray cardsToJson(const QList<DeckCard> &cards);
QJsonArray rollsToJson(const QList<BattleState::PendingRoll> &rolls);
QJsonArray fatesToJson(const QList<BattleState::WaitingFate> &fates);
// Owed tests: {"id", "test", "actor", "target", "trigger", "after", "lapses", "why"}, in order.
QJsonArray owedToJson(const QList<OwedTest> &owed);
QList<DeckCard> cardsFromJson(const QJsonArray &array);

} // namespace StateJson

} // namespace adjutant::battle
