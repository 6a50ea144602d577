#include "seatrights.h"

#include "battle/journal.h"

#include <QCoreApplication>

namespace adjutant::lan {

using namespace adjutant::battle;

namespace {

// The actor of the owed test a resolve takes, when it names none itself.
QString owedActor(const Battle &battle, int owed)
{
    for (const OwedTest &o : battle.state().owed)
        if (o.id == owed)
            return o.actor;
    return {};
}

// The entry an undo or redo would concern, parsed.
std::optional<JournalEntry> markedEntry(const Battle &battle, bool undo)
{
    const qsizetype at = undo ? battle.history().undoTarget() : battle.history().redoTarget();
    if (at < 0)
        return std::nullopt;
    return Journal::parsed(battle.journal().at(at));
}

Reason umpireOnly(const Action &action)
{
    if (std::holds_alternative<action::SkipOwed>(action))
        return {QT_TRANSLATE_NOOP3("LanHost", "Only the umpire passes over an owed test.",
                                   "a phone's action refused"),
                {}};
    if (std::holds_alternative<action::Note>(action))
        return {QT_TRANSLATE_NOOP3("LanHost", "Only the umpire writes notes in the journal.",
                                   "a phone's action refused"),
                {}};
    if (std::holds_alternative<action::EndTurn>(action))
        return {QT_TRANSLATE_NOOP3("LanHost", "Only the umpire ends the turn.", "a phone's action refused"),
                {}};
    if (std::holds_alternative<action::Reorder>(action))
        return {
            QT_TRANSLATE_NOOP3("LanHost", "Only the umpire rearranges the deck.", "a phone's action refused"),
            {}};
    if (std::holds_alternative<action::SetField>(action) || std::holds_alternative<action::Join>(action)
        || std::holds_alternative<action::Rename>(action) || std::holds_alternative<action::Transfer>(action)
        || std::holds_alternative<action::Withdraw>(action)
        || std::holds_alternative<action::UpdateRules>(action))
        return {QT_TRANSLATE_NOOP3("LanHost", "Only the umpire changes the order of battle or the rules.",
                                   "a phone's action refused"),
                {}};
    return {};
}

QString unitName(const Battle &battle, const QString &id)
{
    const std::optional<ScenarioUnit> placed = battle.placed(id);
    return placed ? placed->name : id;
}

} // namespace

QString SeatRights::actingUnit(const Battle &battle, const Action &action)
{
    if (const auto *r = std::get_if<action::Resolve>(&action))
        return r->actor.isEmpty() && r->owed > 0 ? owedActor(battle, r->owed) : r->actor;
    if (const auto *o = std::get_if<action::Order>(&action))
        return o->unit;
    if (const auto *m = std::get_if<action::Move>(&action))
        return m->unit;
    return {};
}

Reason SeatRights::refusal(const Battle &battle, const Seat &seat, const Action &action)
{
    switch (seat.role) {
    case Seat::Role::Umpire:
        return {};
    case Seat::Role::None:
        return {QT_TRANSLATE_NOOP3("LanHost", "You have no seat yet: the umpire gives you one.",
                                   "a phone's action refused"),
                {}};
    case Seat::Role::Spectator:
        return {QT_TRANSLATE_NOOP3("LanHost", "A spectator watches and plays nothing.",
                                   "a phone's action refused"),
                {}};
    case Seat::Role::Side:
        break;
    }
    if (Reason umpire = umpireOnly(action); !umpire.isEmpty())
        return umpire;
    if (!ActionJson::overrideOf(action).isEmpty())
        return {QT_TRANSLATE_NOOP3("LanHost", "Only the umpire allows what the rules forbid.",
                                   "a phone's action refused"),
                {}};
    if (const auto *r = std::get_if<action::Resolve>(&action); r && !r->skipped.isEmpty())
        return {QT_TRANSLATE_NOOP3("LanHost", "Only the umpire passes over an owed test.",
                                   "a phone's action refused"),
                {}};
    const bool undo = std::holds_alternative<action::Undo>(action);
    if (undo || std::holds_alternative<action::Redo>(action)) {
        const std::optional<JournalEntry> entry = markedEntry(battle, undo);
        const QString unit = entry ? actingUnit(battle, entry->action) : QString();
        const std::optional<ScenarioUnit> placed = battle.placed(unit);
        if (entry && (!placed || placed->side != seat.side))
            return {QT_TRANSLATE_NOOP3("LanHost",
                                       "Only the umpire takes back or brings back another seat's entry.",
                                       "a phone's action refused"),
                    {}};
        return {};
    }
    const QString unit = actingUnit(battle, action);
    if (unit.isEmpty())
        return {}; // the turn played on: a draw, the next phase
    const std::optional<ScenarioUnit> placed = battle.placed(unit);
    if (!placed || placed->side != seat.side)
        return {QT_TRANSLATE_NOOP3("LanHost", "%1 is not one of your side's units.",
                                   "a phone's action refused; %1: a unit's name or id"),
                {unitName(battle, unit)}};
    return {};
}

} // namespace adjutant::lan
