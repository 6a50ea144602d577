// What the battle screen's card shows of the battle as it stands (BattleSession): the card or cards
// up, or the phase and step with the side whose it is; the initiative; what the step offers; the
// notes, fates waiting and tests owed. Kept apart from the session's files and actions.
#include "battlesession.h"

#include "battle/owedtests.h"
#include "battle/waitingfates.h"
#include "rules/wording.h"

namespace adjutant::ui {

using namespace adjutant::battle;

QString BattleSession::currentTitle() const
{
    if (!m_live)
        return {};
    const BattleState &s = battle_().state();
    const auto &activation = battle_().ruleset().activation;
    if (!usesDeck()) {
        if (!activation || activation->phases.isEmpty())
            return tr("Turn %1").arg(s.turn);
        // The step in large type, led by the side whose phase it is: "French", then "Movement".
        // The side has a line of its own so that a long step name wraps between its own words.
        const QString step = battle_().turns().stepName(s);
        const QString side = actingSideName();
        return side.isEmpty() ? step : side + QLatin1Char('\n') + step;
    }
    const QList<DeckCard> up = cardsUp();
    if (up.isEmpty())
        return s.drawn.isEmpty() ? tr("Draw the first card") : tr("Draw the next card");
    QStringList names;
    for (const DeckCard &c : up) {
        if (!c.unit.isEmpty()) {
            names.append(unitName(c.unit));
            continue;
        }
        const rules::Card *def = battle_().ruleset().card(c.card);
        names.append(def ? def->doc.name : c.card);
    }
    return names.join(QStringLiteral(" · "));
}

QString BattleSession::currentDetail() const
{
    if (!m_live)
        return {};
    const BattleState &s = battle_().state();
    const auto &activation = battle_().ruleset().activation;
    if (!usesDeck()) {
        if (!activation || activation->phases.isEmpty())
            return {};
        // What happens in the step, under the phase it belongs to.
        const rules::Phase p = activation->phases.value(s.phase);
        const QString explain = battle_().turns().stepExplain(s);
        QString detail = p.segments.isEmpty() ? explain
            : explain.isEmpty()               ? p.doc.name
                                              : tr("%1: %2").arg(p.doc.name, explain);
        if (!p.initiative.isEmpty() && !s.firstSide.isEmpty())
            detail = tr("%1 has the initiative. %2").arg(sideName(s.firstSide), detail);
        return detail;
    }
    QStringList parts;
    for (const DeckCard &c : cardsUp()) {
        if (const ScenarioUnit *u = battle_().member(c.unit)) {
            const ScenarioSide *side = battle_().scenario().side(u->side);
            const ScenarioUnit *boss = battle_().member(u->commander);
            parts.append(boss ? tr("%1, under %2").arg(side ? side->name : u->side, boss->name)
                              : (side ? side->name : u->side));
        } else if (const rules::Card *def = battle_().ruleset().card(c.card)) {
            parts.append(def->doc.explain);
        }
    }
    return parts.join(QStringLiteral(" · "));
}

QList<DeckCard> BattleSession::cardsUp() const
{
    const BattleState &s = battle_().state();
    return s.drawn.isEmpty() ? QList<DeckCard>() : s.lastDrawn;
}

QString BattleSession::currentUnit() const
{
    if (!m_live)
        return {};
    for (const DeckCard &c : cardsUp())
        if (!c.unit.isEmpty())
            return c.unit;
    return {};
}

QList<UnitChoice> BattleSession::currentUnits() const
{
    QList<UnitChoice> out;
    if (!m_live)
        return out;
    for (const DeckCard &c : cardsUp())
        if (!c.unit.isEmpty())
            out.append({c.unit, unitName(c.unit)});
    return out;
}

QString BattleSession::currentColour() const
{
    if (!m_live)
        return {};
    if (!usesDeck()) {
        const ScenarioSide *acting
            = battle_().scenario().side(battle_().turns().actingSide(battle_().state()));
        return acting ? acting->colour : QString();
    }
    const ScenarioUnit *u = battle_().member(currentUnit());
    const ScenarioSide *side = u ? battle_().scenario().side(u->side) : nullptr;
    return side ? side->colour : QString();
}

QString BattleSession::currentPattern() const
{
    if (!m_live)
        return {};
    if (!usesDeck()) // the side whose phase it is
        return battle_().scenario().sidePattern(battle_().turns().actingSide(battle_().state()));
    const ScenarioUnit *u = battle_().member(currentUnit());
    return u ? battle_().scenario().sidePattern(u->side) : QString();
}

QString BattleSession::sideName(const QString &sideId) const
{
    const ScenarioSide *side = m_live ? battle_().scenario().side(sideId) : nullptr;
    return side ? side->name : sideId;
}

QString BattleSession::actingSideName() const
{
    if (!m_live || usesDeck())
        return {};
    const QString side = battle_().turns().actingSide(battle_().state());
    return side.isEmpty() ? QString() : sideName(side);
}

QString BattleSession::initiativeSideName() const
{
    return m_live && !battle_().state().firstSide.isEmpty() ? sideName(battle_().state().firstSide)
                                                            : QString();
}

QString BattleSession::initiativeTest() const
{
    return m_live ? battle_().turns().initiativeTest(battle_().state()) : QString();
}

QStringList BattleSession::initiativeTakers() const
{
    return m_live ? battle_().turns().initiativeTakers(battle_().state()) : QStringList();
}

QList<StepOffer> BattleSession::stepOffers() const
{
    QList<StepOffer> out;
    if (!m_live || usesDeck())
        return out;
    const rules::Ruleset &rs = battle_().ruleset();
    for (const QString &id : battle_().turns().offers(battle_().state())) {
        if (const rules::Test *t = rs.test(id))
            out.append({id, t->doc.name});
        else if (const rules::Procedure *p = rs.procedure(id))
            out.append({id, p->doc.name});
    }
    return out;
}

QStringList BattleSession::stepIds() const
{
    if (!m_live || usesDeck())
        return {};
    const auto &activation = battle_().ruleset().activation;
    const BattleState &s = battle_().state();
    if (!activation || s.phase < 0 || s.phase >= activation->phases.size())
        return {};
    const rules::Phase &p = activation->phases[s.phase];
    QStringList ids{p.id};
    if (s.segment >= 0 && s.segment < p.segments.size())
        ids.append(p.segments[s.segment].id);
    return ids;
}

int BattleSession::cardsLeft() const
{
    return m_live ? int(battle_().state().drawPile.size()) : 0;
}

QStringList BattleSession::notes() const
{
    return m_live ? battle_().state().notes : QStringList();
}

QStringList BattleSession::waitingFates() const
{
    if (!m_live)
        return {};
    const Battle &b = battle_();
    const BattleState &state = b.state();
    QStringList out = WaitingFates(b.scenario(), b.ruleset(), b.optionsUsed()).describe(state);
    if (!state.pendingTable.isEmpty())
        //: %1: a fate rolled whose group the next card drawn picks
        out.append(tr("%1: the next card drawn chooses the fate").arg(state.pendingFate));
    else if (!state.pendingFate.isEmpty())
        //: %1: a fate rolled (battles begun before fates could wait side by side)
        out.append(tr("%1: waits for the next unit activated").arg(state.pendingFate));
    return out;
}

QString BattleSession::owedSummary() const
{
    if (!m_live || battle_().state().owed.isEmpty())
        return {};
    const Battle &b = battle_();
    QStringList each;
    for (const OwedTest &o : b.state().owed) {
        const rules::Test *test = b.ruleset().test(o.test);
        each.append(tr("%1 %2").arg(unitName(o.actor), test ? test->doc.name : o.test));
    }
    const int count = int(each.size());
    return tr("%n test(s) owed: %1", nullptr, count).arg(each.join(QStringLiteral(", ")));
}

} // namespace adjutant::ui
