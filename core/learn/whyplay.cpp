// "Why?" for the entries that roll no dice of a test: a move, an order, a step of the turn, a card
// drawn, the end of a turn. What the rules did, in whole sentences, then what changed on the units
// and what the entry left for the table.

#include "why.h"

#include "battle/battle.h"
#include "rules/orders.h"
#include "rules/wording.h"
#include "text/punctuation.h"

#include <QMap>

namespace adjutant::learn {

using namespace adjutant::rules;
using text::Punctuation;

namespace {

QString nameIn(const battle::BattleState &state, const QString &id)
{
    return battle::unitName(state, id);
}

} // namespace

QStringList Why::forMove(const battle::Battle &battle, const battle::action::Move &move,
                         const battle::BattleState &before)
{
    const Ruleset &rs = battle.rulesetIn(before);
    const MovePlan plan = battle.movePlanIn(move, before);
    const QString unit = nameIn(before, move.unit);
    QStringList out;
    if (plan.found)
        //: %1: the unit; %2: inches moved; %3: its whole move in inches
        out.append(tr("%1 moved %2 of the %3 its movement table gives it as it stands.")
                       .arg(unit, Orders::inchesText(move.inches), Orders::inchesText(plan.move)));
    else
        out.append(tr("%1 moved %2.").arg(unit, Orders::inchesText(move.inches)));
    if (plan.added != 0)
        //: %1: inches a fate or marker adds to (or takes off) the move
        out.append(tr("Its move counts %1 from what its returns add or take off (a fate, mud).")
                       .arg(Orders::inchesText(plan.added)));
    if (plan.change && !move.to.isEmpty()) {
        const Formation *f = rs.formation(move.to);
        //: %1: the formation; %2: what the change cost ("½ move")
        out.append(tr("It first changed formation to %1, which cost %2.")
                       .arg(f ? f->doc.name : move.to, plan.change->costText));
    }
    if (!move.terrain.isEmpty())
        if (const Terrain *t = rs.terrainType(move.terrain))
            //: %1: the kind of ground
            out.append(tr("It went through %1, as that ground allows.").arg(t->doc.name));
    if (rs.moving && !rs.moving->spent.isEmpty())
        //: %1: inches of its move used before; %2: used once this move is made
        out.append(tr("Of its move on this card it had used %1 before and has used %2 now.")
                       .arg(Orders::inchesText(plan.spentBefore), Orders::inchesText(plan.spentAfter)));
    if (!move.override.isEmpty())
        out.append(tr("The rules forbade it; the umpire allowed it: %1.").arg(move.override));
    return out;
}

QStringList Why::forOrder(const battle::Battle &battle, const battle::action::Order &order,
                          const battle::BattleState &before)
{
    const Ruleset &rs = battle.rulesetIn(before);
    const Order *def = rs.order(order.order);
    const QString name = def ? def->doc.name : order.order;
    QStringList out;
    if (order.target.isEmpty())
        //: %1: the unit; %2: the order
        out.append(tr("%1 took the order %2. An order rolls no dice: the rules carry out what it says.")
                       .arg(nameIn(before, order.unit), name));
    else
        //: %1: the unit giving it; %2: the order; %3: the unit it is given to
        out.append(tr("%1 gave the order %2 to %3. An order rolls no dice: the rules carry out what it says.")
                       .arg(nameIn(before, order.unit), name, nameIn(before, order.target)));
    if (def && !def->doc.explain.isEmpty())
        out.append(def->doc.explain);
    if (!order.override.isEmpty())
        out.append(tr("The rules forbade it; the umpire allowed it: %1.").arg(order.override));
    return out;
}

QStringList Why::forTurn(const battle::Battle &battle, const battle::JournalEntry &entry,
                         const battle::BattleState &before, const battle::BattleState &after)
{
    const Ruleset &rs = battle.rulesetIn(after);
    const battle::TurnSequence &turns = battle.turns();
    QStringList out;
    if (std::holds_alternative<battle::action::Next>(entry.action)) {
        //: %1: the step of the turn left; %2: the step the turn is in now
        out.append(tr("The turn moved on from %1 to %2, as the sequence of play orders it.")
                       .arg(turns.stepName(before), turns.stepName(after)));
        if (after.turn != before.turn)
            out.append(tr("That began turn %1.").arg(after.turn));
        if (const QString explain = turns.stepExplain(after); !explain.isEmpty())
            out.append(explain);
        return out;
    }
    if (std::holds_alternative<battle::action::EndTurn>(entry.action))
        out.append(
            tr("The turn ended here: the deck was gathered and shuffled for turn %1.").arg(after.turn));
    if (std::holds_alternative<battle::action::Draw>(entry.action)) {
        for (const battle::DeckCard &c : after.lastDrawn) {
            const Card *card = rs.card(c.card);
            const QString cardName = card ? card->doc.name : c.card;
            if (c.unit.isEmpty())
                //: %1: the card drawn
                out.append(tr("The card drawn was %1.").arg(cardName));
            else
                //: %1: the card's unit; %2: the kind of card
                out.append(tr("The card drawn was %1's (%2): it is that one's turn to act.")
                               .arg(nameIn(after, c.unit), cardName));
            if (card && !card->doc.explain.isEmpty())
                out.append(card->doc.explain);
        }
        if (after.turn != before.turn)
            out.append(tr("It ended the turn: turn %1 begins with a fresh deck.").arg(after.turn));
    }
    return out;
}

QStringList Why::whatChanged(const battle::Battle &battle, const battle::BattleState &before,
                             const battle::BattleState &after)
{
    const Ruleset &rs = battle.rulesetIn(after);
    const Evaluator ev(rs, Situation());
    QStringList out;
    // Each change of a field to a value, with the units it came to: one made to every unit in
    // play (a downpour, mud, a ford) is said once for them all.
    QMap<std::pair<int, QString>, QStringList> changes; // (field's place, value in words) -> units
    int inPlay = 0;
    for (auto it = after.units.cbegin(); it != after.units.cend(); ++it) {
        inPlay += it->removed ? 0 : 1;
        const auto was = before.units.constFind(it.key());
        if (was == before.units.cend()) {
            out.append(tr("%1 joined the battle.").arg(it->name));
            continue;
        }
        if (it->removed && !was->removed)
            out.append(tr("%1 is out of the battle.").arg(it->name));
        for (int k = 0; k < rs.fields.size(); ++k) {
            const Field &f = rs.fields.at(k);
            const QVariant now = ev.fieldValue(*it, f.id);
            if (!f.bookkeeping && now != ev.fieldValue(*was, f.id))
                changes[{k,
                         f.kind == FieldKind::Flag ? (now.toBool() ? u"+"_qs : u"-"_qs)
                                                   : Wording::fieldValue(rs, f, now)}]
                    .append(it->name);
        }
    }
    for (auto c = changes.cbegin(); c != changes.cend(); ++c) {
        const Field &f = rs.fields.at(c.key().first);
        const QString &value = c.key().second;
        if (c->size() > 1 && c->size() == inPlay) {
            if (f.kind == FieldKind::Flag)
                //: %1: a marker every unit in play now has, or no longer has ("Downpour")
                out.append(value == u"+" ? tr("Every unit now has the mark %1.").arg(f.doc.name)
                                         : tr("No unit has the mark %1 any more.").arg(f.doc.name));
            else
                //: %1: a field of the returns; %2: its value now, the same for every unit in play
                out.append(tr("Every unit: %1 is now %2.").arg(f.doc.name, value));
            continue;
        }
        for (const QString &unit : *c) {
            if (f.kind == FieldKind::Flag)
                //: %1: the unit; %2: a marker of its returns ("On hold")
                out.append(value == u"+" ? tr("%1 now has the mark %2.").arg(unit, f.doc.name)
                                         : tr("%1 no longer has the mark %2.").arg(unit, f.doc.name));
            else
                //: %1: the unit; %2: a field of its returns; %3: its value now
                out.append(tr("%1: %2 is now %3.").arg(unit, f.doc.name, value));
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

QStringList Why::forPlay(const battle::Battle &battle, const battle::JournalEntry &entry,
                         const battle::BattleState &before, const battle::BattleState &after)
{
    QStringList out;
    if (const auto *m = std::get_if<battle::action::Move>(&entry.action))
        out = forMove(battle, *m, before);
    else if (const auto *o = std::get_if<battle::action::Order>(&entry.action))
        out = forOrder(battle, *o, before);
    else if (std::holds_alternative<battle::action::Next>(entry.action)
             || std::holds_alternative<battle::action::EndTurn>(entry.action)
             || std::holds_alternative<battle::action::Draw>(entry.action))
        out = forTurn(battle, entry, before, after);
    else
        return {};
    out += whatChanged(battle, before, after);
    // A draw a fate had a part in says the fate's notes itself (forDraw).
    const auto *draw = std::get_if<battle::action::Draw>(&entry.action);
    const QStringList fate = draw ? forDraw(battle, *draw, before) : QStringList();
    if (!fate.isEmpty())
        return out + fate;
    for (const QString &note : after.notes)
        //: something the entry left for the players to do at the table
        out.append(Punctuation::labelled(tr("For the table"), note));
    return out;
}

} // namespace adjutant::learn
