// The umpire's own entries played onto the battle. See umpireplay.h.

#include "umpireplay.h"

#include "battle/battle.h"

#include "rules/figures.h"
#include "rules/resolver.h"
#include "rules/situationjson.h"
#include "rules/wording.h"
#include "text/punctuation.h"
#include "json/checkedjson.h"

#include <QJsonArray>

namespace adjutant::battle {

using namespace adjutant::rules;

bool UmpirePlay::operator()(const action::Note &a) const
{
    const QString text = a.text.trimmed();
    if (text.isEmpty())
        return m_play.fail(tr("note: say what the umpire notes, as \"text\""));
    if (text.size() > Battle::kMaxNoteLength)
        return m_play.fail(
            tr("note: at most %1 characters, not %2").arg(Battle::kMaxNoteLength).arg(text.size()));
    *m_play.summary = tr("Umpire's note: %1").arg(text);
    return true;
}

bool UmpirePlay::operator()(const action::SetField &a) const
{
    const Ruleset &rs = m_play.ruleset();
    BattleState &state = m_play.state;
    if (!m_play.inBattle(a.unit))
        return false;
    if (!a.figure.isEmpty())
        return setFigure(a);
    if (rs.figures && rs.figures->total(a.field) && !state.units.value(a.unit).figures.isEmpty())
        return m_play.fail(
            tr("%1 is counted from the unit's figures: correct the figure instead (\"figure\")")
                .arg(a.field));
    if (a.field == u"removed") {
        state.units[a.unit].removed = a.value.toBool();
    } else {
        // Checked as a situation's unit {"type": ..., FIELD: VALUE} would be, one key alone.
        const QStringList errors = SituationJson::unitKeyMistakes(
            rs, QStringLiteral("actor"), state.units.constFind(a.unit)->type, a.field, a.value);
        if (!errors.isEmpty())
            return m_play.fail(
                errors.join(text::Punctuation::semicolon()).replace(u"actor."_qs, a.unit + u'.'));
        state.units[a.unit].fields.insert(a.field, a.value.toVariant());
    }
    if (m_play.summaryWanted) // a replay sets thousands of fields and keeps the words journaled
        *m_play.summary = tr("Umpire: %1 %2 set to %3%4")
                              .arg(unitName(state, a.unit), a.field, a.value.toVariant().toString(),
                                   ActionPlay::reasonText(a.reason));
    return true;
}

bool UmpirePlay::setFigure(const action::SetField &a) const
{
    const Ruleset &rs = m_play.ruleset();
    BattleState &state = m_play.state;
    UnitState &u = state.units[a.unit];
    const qsizetype at = Roster::indexOf(u, a.figure);
    if (at < 0)
        return m_play.fail(tr("%1 has no figure \"%2\"").arg(unitName(state, a.unit), a.figure));
    Figure &f = u.figures[at];
    const QString who = tr("%1, %2").arg(unitName(state, a.unit), Roster::name(rs, u, f));
    QString shown;
    if (a.field == u"role") {
        if (!a.value.isString() || !rs.figures->role(a.value.toString()))
            return m_play.fail(
                tr("role: \"%1\" is not a figure's role in %2").arg(a.value.toVariant().toString(), rs.id));
        f.role = a.value.toString();
        shown = Roster::roleName(rs, f.role);
    } else {
        QStringList errors;
        const QJsonObject probe{
            {QStringLiteral("id"), f.id}, {QStringLiteral("role"), f.role}, {a.field, a.value}};
        SituationJson::figuresFromJson(rs, QJsonArray{probe}, a.figure, &errors);
        if (!errors.isEmpty())
            return m_play.fail(errors.join(text::Punctuation::semicolon())
                                   .replace(a.figure + u"[0]", a.unit + u'.' + a.figure));
        f.fields.insert(a.field, a.value.isBool() ? QVariant(a.value.toBool()) : QVariant(a.value.toInt()));
        shown = Wording::fieldValue(rs, *rs.figures->field(a.field), f.fields.value(a.field));
    }
    Roster::settle(rs, u);
    u.removed = u.removed || Resolver::spent(rs, u);
    *m_play.summary = tr("Umpire: %1: %2 set to %3%4")
                          .arg(who, a.field == u"role" ? tr("role") : rs.figures->field(a.field)->doc.name,
                               shown, ActionPlay::reasonText(a.reason));
    return true;
}

bool UmpirePlay::operator()(const action::Join &a) const
{
    const Ruleset &rs = m_play.ruleset();
    BattleState &state = m_play.state;
    ScenarioUnit su;
    su.id = a.id;
    su.name = a.name.isEmpty() ? a.id : a.name;
    su.type = a.type;
    su.side = a.side;
    su.commander = a.commander;
    su.isCommander = a.isCommander;
    su.level = a.level;
    const auto fail = [this](const QString &message) { return m_play.fail(message); };
    if (!json::checked::isId(su.id))
        return fail(tr("a joining unit needs an id of letters, digits and hyphens"));
    if (state.units.contains(su.id))
        return fail(tr("there is already a unit \"%1\"").arg(su.id));
    if (!rs.unitType(su.type))
        return fail(tr("%1 has no unit type \"%2\"").arg(rs.id, su.type));
    const ScenarioSide *side = m_play.battle.scenario().side(su.side);
    if (!side)
        return fail(tr("no side \"%1\" in this battle").arg(su.side));
    if (!su.commander.isEmpty()) {
        const std::optional<ScenarioUnit> boss = m_play.battle.placedIn(su.commander, state);
        if (!boss || !boss->isCommander || boss->side != su.side)
            return fail(tr("\"%1\" is not a commander of %2").arg(su.commander, side->name));
    }
    // The side's defaults (its army), then what the umpire gave, checked like a correction.
    su.fields = side->defaults;
    QJsonObject probe = a.fields;
    probe.insert(QStringLiteral("type"), su.type);
    QStringList errors;
    SituationJson::read(rs, QJsonObject{{QStringLiteral("actor"), probe}}, &errors);
    if (!errors.isEmpty())
        return fail(errors.join(text::Punctuation::semicolon()).replace(u"actor."_qs, su.id + u'.'));
    for (auto it = a.fields.begin(); it != a.fields.end(); ++it)
        if (it.key() != u"roster") // its figures, one by one: not a field
            su.fields.insert(it.key(), it.value().toVariant());
    if (a.fields.contains(u"roster"))
        su.figures = SituationJson::figuresFromJson(rs, a.fields.value(u"roster"), su.id, &errors);
    UnitState us;
    us.id = su.id;
    us.name = su.name;
    us.type = su.type;
    us.fields = su.fields;
    us.figures = su.figures;
    Roster::ensure(rs, us, m_play.battle.optionsUsed());
    state.units.insert(su.id, us);
    state.joined.append(su);
    *m_play.summary
        = tr("%1 joins the battle (%2, %3)%4")
              .arg(su.name, rs.unitType(su.type)->doc.name, side->name, ActionPlay::reasonText(a.reason));
    if (m_play.battle.turnsIn(state).usesDeck())
        m_play.notes.append(tr("%1's card joins the deck when it is next shuffled").arg(su.name));
    return true;
}

bool UmpirePlay::operator()(const action::Rename &a) const
{
    BattleState &state = m_play.state;
    if (!m_play.inBattle(a.unit))
        return false;
    const QString name = a.name.simplified();
    if (name.isEmpty())
        return m_play.fail(tr("give %1 a name").arg(unitName(state, a.unit)));
    const QString before = unitName(state, a.unit);
    state.units[a.unit].name = name;
    *m_play.summary = tr("Umpire: %1 renamed %2%3").arg(before, name, ActionPlay::reasonText(a.reason));
    return true;
}

bool UmpirePlay::operator()(const action::Transfer &a) const
{
    BattleState &state = m_play.state;
    const Battle &battle = m_play.battle;
    const auto fail = [this](const QString &message) { return m_play.fail(message); };
    if (!m_play.inBattle(a.unit))
        return false;
    const std::optional<ScenarioUnit> unit = battle.placedIn(a.unit, state);
    const std::optional<ScenarioUnit> boss = battle.placedIn(a.commander, state);
    const ScenarioSide *side = battle.scenario().side(unit->side);
    if (!boss || !boss->isCommander || boss->side != unit->side)
        return fail(tr("\"%1\" is not a commander of %2").arg(a.commander, side ? side->name : unit->side));
    if (boss->id == unit->commander)
        return fail(tr("%1 already answers to %2").arg(unit->name, boss->name));
    // A commander never ends up under himself or one of his own subordinates.
    for (std::optional<ScenarioUnit> up = boss; up; up = battle.placedIn(up->commander, state))
        if (up->id == unit->id)
            return fail(tr("%1 cannot answer to %2, who is under his command").arg(unit->name, boss->name));
    // Back under the commander it began under, it is as it began.
    const ScenarioUnit *first = battle.member(a.unit);
    const ScenarioUnit *joined = nullptr;
    for (const ScenarioUnit &j : state.joined)
        if (j.id == a.unit)
            joined = &j;
    const QString original = joined ? joined->commander : first ? first->commander : QString();
    if (a.commander == original)
        state.transferred.remove(a.unit);
    else
        state.transferred.insert(a.unit, a.commander);
    *m_play.summary = tr("Umpire: %1 moved from %2 to %3%4")
                          .arg(unit->name,
                               unit->commander.isEmpty() ? (side ? side->name : unit->side)
                                                         : unitName(state, unit->commander),
                               boss->name, ActionPlay::reasonText(a.reason));
    return true;
}

bool UmpirePlay::operator()(const action::Withdraw &a) const
{
    BattleState &state = m_play.state;
    if (!m_play.inBattle(a.unit))
        return false;
    // Those under a commander keep a commander: they are moved first, or go first.
    QStringList under;
    for (const ScenarioUnit &su : m_play.battle.orderOfBattleIn(state))
        if (su.commander == a.unit)
            under.append(su.name);
    if (!under.isEmpty())
        return m_play.fail(
            tr("%1 still commands %2: move them under another commander or take them out first")
                .arg(unitName(state, a.unit), under.join(QStringLiteral(", "))));
    state.withdrawn.append(a.unit);
    state.transferred.remove(a.unit);
    // Its cards leave the deck now; it has no more turns.
    const qsizetype before = state.drawPile.size();
    state.drawPile.removeIf([&a](const DeckCard &c) { return c.unit == a.unit; });
    if (state.drawPile.size() != before)
        m_play.notes.append(tr("%1's card is taken out of the deck").arg(unitName(state, a.unit)));
    *m_play.summary = tr("Umpire: %1 taken out of the battle%2")
                          .arg(unitName(state, a.unit), ActionPlay::reasonText(a.reason));
    return true;
}

} // namespace adjutant::battle
