#include "resolver.h"
#include "fieldreads.h"
#include "text/punctuation.h"

#include "figures.h"
#include "weaponreach.h"
#include "wording.h"

#include "kinds/kinds.h"

#include "dice/diceparser.h"

#include <cmath>

namespace adjutant::rules {

// Why a face is refused: a die shows 1 to its sides (a test's die and a table's alike); empty
// when it may.
QString Resolver::impossibleFaceError(int sides, int face)
{
    return face < 1 || face > sides ? tr("a d%1 has no face %2").arg(sides).arg(face) : QString();
}

// ---- Resolution with dice --------------------------------------------------------------------

Situation Resolver::situationFor(const Situation &base, const QHash<QString, QString> &roles,
                                 const UnitTable &states, const QString &testId) const
{
    Q_UNUSED(testId)
    return situationWithUnits(base, roles, states.hash());
}

bool Resolver::rollTable(const QString &tableId, const QHash<QString, QString> &roles, const Situation &base,
                         const FaceSupplier &faces, Resolution &out, TestResult &record, int tableDepth) const
{
    const Table *tb = m_rs.table(tableId);
    if (!tb || !tb->dice)
        return true;
    if (tableDepth >= Limits::kMaxTableChain) {
        out.errors.append(tr("a roll on %1 came after %2 other table rolls in a row: the ruleset's tables "
                             "lead to one another; no further roll was made")
                              .arg(tb->doc.name, QString::number(tableDepth)));
        return true;
    }
    // A face the die does not have is an error, said as a test's die says it; the roll stops.
    bool impossibleFace = false;
    const auto take = [&](const dice::DiceExpression &e, QList<int> *taken) {
        for (int sides : e.dieSides()) {
            const std::optional<int> face = faces(sides);
            if (!face)
                return false;
            if (const QString refused = impossibleFaceError(sides, *face); !refused.isEmpty()) {
                out.errors.append(refused);
                impossibleFace = true;
                return false;
            }
            taken->append(*face);
        }
        out.facesUsed += static_cast<int>(taken->size());
        return true;
    };
    TableRoll roll;
    roll.table = tableId;
    if (!take(*tb->dice, &roll.faces))
        return impossibleFace;
    roll.value = dice::evaluate(*tb->dice, roll.faces).value;
    const TableRow *row = nullptr;
    for (const TableRow &r : tb->rows)
        if (roll.value >= r.minimum && roll.value <= r.maximum)
            row = &r;
    if (!row)
        return true;
    roll.rowId = row->id;
    roll.rowName = row->doc.name;
    roll.rowExplain = row->doc.explain;
    if (row->thenRoll) {
        if (!take(*row->thenRoll, &roll.thenFaces))
            return impossibleFace;
        roll.thenValue = dice::evaluate(*row->thenRoll, roll.thenFaces).value;
        roll.thenExplain = row->thenDoc.explain;
    }
    record.tableRolls.append(roll);
    record.effects.append(
        {QString(), tr("%1 %2: %3").arg(tb->doc.name, QString::number(roll.value), row->doc.name)});
    // Where the ruleset keeps fates waiting, what the rows do is the battle's to apply, the same
    // whether a card or a test rolled them (battle::WaitingFates): here they are only rolled.
    const bool rowsWait = m_rs.activation && m_rs.activation->waitingFates;
    for (const Effect &e : row->effects)
        if (!rowsWait && !applyEffect(e, roll.value, roles, base, faces, out, record, tableDepth + 1))
            return false;
    if (!row->thenTable.isEmpty() && row->thenTable != m_stopBefore)
        return rollTable(row->thenTable, roles, base, faces, out, record, tableDepth + 1);
    return true;
}

const TableRow *Resolver::tableRow(const QString &tableId, int roll) const
{
    const Table *tb = m_rs.table(tableId);
    if (!tb)
        return nullptr;
    const TableRow *row = nullptr;
    for (const TableRow &r : tb->rows)
        if (roll >= r.minimum && roll <= r.maximum)
            row = &r;
    return row;
}

QList<EffectRecord> Resolver::applyEffects(const QList<Effect> &effects, const QHash<QString, QString> &roles,
                                           const Situation &base, UnitTable &units, int result) const
{
    return applyEffectRange(effects.constData(), effects.constData() + effects.size(), roles, base, units,
                            result);
}

QList<EffectRecord> Resolver::applyOneEffect(const Effect &effect, const QHash<QString, QString> &roles,
                                             const Situation &base, UnitTable &units, int result) const
{
    return applyEffectRange(&effect, &effect + 1, roles, base, units, result);
}

QList<EffectRecord> Resolver::applyEffectRange(const Effect *begin, const Effect *end,
                                               const QHash<QString, QString> &roles, const Situation &base,
                                               UnitTable &units, int result) const
{
    Resolution out;
    out.units = std::move(units);
    TestResult record;
    const FaceSupplier noDice = dice::FaceQueue::of({});
    for (const Effect *e = begin; e != end; ++e)
        applyEffect(*e, result, roles, base, noDice, out, record);
    units = std::move(out.units);
    return record.effects;
}

bool Resolver::applyToEvery(const Effect &e, int result, const QHash<QString, QString> &roles,
                            const Situation &base, const FaceSupplier &faces, Resolution &out,
                            TestResult &record, int tableDepth) const
{
    QStringList ids;
    for (auto it = out.units.cbegin(); it != out.units.cend(); ++it)
        if (!it->removed)
            ids.append(it.key());
    ids.sort(); // the same order on every replay, whatever the hash's
    TestResult each; // one line for the whole battlefield rather than one per unit
    for (const QString &id : std::as_const(ids)) {
        QHash<QString, QString> one = roles;
        one.insert(e.role, id);
        if (!applyEffect(e, result, one, base, faces, out, each, tableDepth))
            return false;
    }
    if (!each.effects.isEmpty()) {
        const Field *f = m_rs.field(e.field);
        const QString text = !e.doc.explain.isEmpty()
            ? e.doc.explain
            : tr("every unit: %1").arg(f ? f->doc.name : Wording::plainWords(e.field));
        // Two effects of one event that say the same (mud: shorter moves, and the mark that
        // gives them back) are said once.
        if (record.effects.isEmpty() || record.effects.last().text != text)
            record.effects.append({QString(), text});
    }
    return true;
}

bool Resolver::applyEffect(const Effect &e, int result, const QHash<QString, QString> &roles,
                           const Situation &base, const FaceSupplier &faces, Resolution &out,
                           TestResult &record, int tableDepth) const
{
    // An effect on "commanded" lands on each unit the actor commands, that unit as "commanded".
    if (e.role == u"commanded" && !roles.contains(e.role)) {
        for (const UnitState &u : base.commanded) {
            QHash<QString, QString> each = roles;
            each.insert(e.role, u.id);
            if (!applyEffect(e, result, each, base, faces, out, record, tableDepth))
                return false;
        }
        return true;
    }
    // An effect on "every" lands on each unit still in play, that unit as "every".
    if (e.role == u"every" && !roles.contains(e.role))
        return applyToEvery(e, result, roles, base, faces, out, record, tableDepth);
    // An effect on "commander" or "chief" lands on that general over the actor, if in play.
    if ((e.role == u"commander" || e.role == u"chief") && !roles.contains(e.role)) {
        const auto general = base.superiors.constFind(e.role);
        if (general == base.superiors.constEnd())
            return true;
        QHash<QString, QString> with = roles;
        with.insert(e.role, general->id);
        return applyEffect(e, result, with, base, faces, out, record, tableDepth);
    }
    if (e.figure)
        return applyFigureEffect(e, result, roles, base, out, record);
    if (e.when && !Evaluator(m_rs, base, roles, out.units.hash()).holds(*e.when))
        return true;
    if (e.op == Effect::Op::Note) {
        record.effects.append({QString(), e.doc.explain});
        return true;
    }
    if (e.op == Effect::Op::RollTable)
        return rollTable(e.table, roles, base, faces, out, record, tableDepth);
    if (e.op == Effect::Op::ClearAll) {
        for (UnitState &u : out.units.edit())
            u.fields.insert(e.field, false);
        const Field *cleared = m_rs.field(e.field);
        record.effects.append(
            {QString(),
             tr("every unit: no longer %1").arg(cleared ? cleared->doc.name : Wording::plainWords(e.field))});
        return true;
    }
    const QString unitId = roles.value(e.role);
    if (unitId.isEmpty() || !out.units.contains(unitId))
        return true; // e.g. a winner on a drawn melee
    UnitState &u = out.units[unitId];
    const Evaluator ev(m_rs, Situation());
    const Field *f = m_rs.field(e.field);
    const QString name = u.name.isEmpty() ? u.id : u.name;
    switch (e.op) {
    case Effect::Op::Add: {
        const int before = ev.fieldValue(u, e.field).toInt();
        const Evaluator here(m_rs, base, roles, out.units.hash());
        int after = Limits::bounded(qint64(before)
                                    + (e.amountValue ? here.value(*e.amountValue, result) : e.amount));
        after = std::max(after, f->minimum);
        if (f->maximum)
            after = std::min(after, *f->maximum);
        if (!f->maximumFrom.isEmpty())
            if (const UnitType *type = m_rs.unitType(u.type);
                type && type->attributes.contains(f->maximumFrom))
                after = std::min(after, type->attributes.value(f->maximumFrom).toInt());
        u.fields.insert(e.field, after);
        recordChange(record, u, name, *f, before, after);
        break;
    }
    case Effect::Op::Set: {
        const QVariant before = ev.fieldValue(u, e.field);
        u.fields.insert(e.field, e.to);
        recordChange(record, u, name, *f, before, e.to, f->bookkeeping);
        break;
    }
    case Effect::Op::Step: {
        const Ladder *l = m_rs.ladder(f->ladder);
        const QString before = ev.fieldValue(u, e.field).toString();
        const qsizetype i = std::clamp<qsizetype>(l->indexOf(before) + e.amount, 0, l->steps.size() - 1);
        const QString after = l->steps.at(i).id;
        u.fields.insert(e.field, after);
        recordChange(record, u, name, *f, before, after);
        break;
    }
    case Effect::Op::Remove:
        if (!u.removed) {
            u.removed = true;
            record.effects.append(
                {u.id, m_effectWords ? tr("%1 is removed from play").arg(name) : QString()});
        }
        return true;
    default:
        return true;
    }
    if (e.field == m_rs.removalField)
        removeIfSpent(u, record);
    return true;
}

bool Resolver::spent(const Ruleset &rs, const UnitState &u)
{
    // Removal when the counter reaches the unit type's limit, or the unit's own.
    if (rs.removalField.isEmpty())
        return false;
    if (const FieldReads *log = FieldReads::current();
        log && log->comparisons == FieldReads::Comparisons::AsAnswers) {
        // The odds need only the answer (comparisons are logged so too): worked out unlogged.
        std::optional<FieldReads::Pause> quiet(std::in_place);
        const bool answer = spent(rs, u);
        quiet.reset();
        FieldReads::note(u.id, FieldReads::spent());
        return answer;
    }
    const Evaluator ev(rs, Situation());
    const UnitType *type = rs.unitType(u.type);
    const int count = ev.fieldValue(u, rs.removalField).toInt();
    return (type && type->attributes.contains(rs.removalAtLeastFrom)
            && count >= type->attributes.value(rs.removalAtLeastFrom).toInt())
        || (!rs.removalAtLeastField.isEmpty() && count >= ev.fieldValue(u, rs.removalAtLeastField).toInt());
}

void Resolver::removeIfSpent(UnitState &u, TestResult &record) const
{
    if (u.removed || !spent(m_rs, u))
        return;
    u.removed = true;
    record.effects.append(
        {u.id,
         m_effectWords ? tr("%1 is removed from play").arg(u.name.isEmpty() ? u.id : u.name) : QString()});
}

bool Resolver::recordChange(TestResult &record, const UnitState &u, const QString &who, const Field &f,
                            const QVariant &before, const QVariant &after, bool bookkeeping) const
{
    if (!m_effectWords) {
        if (before == after)
            return false;
        record.effects.append({u.id, QString(), bookkeeping});
        return true;
    }
    const QString change = Wording::change(m_rs, f, before, after);
    if (change.isEmpty())
        return false;
    record.effects.append({u.id, tr("%1: %2").arg(who, change), bookkeeping});
    return true;
}

bool Resolver::applyFigureEffect(const Effect &e, int result, const QHash<QString, QString> &roles,
                                 const Situation &base, Resolution &out, TestResult &record) const
{
    const QString unitId = roles.value(e.role);
    if (unitId.isEmpty() || !out.units.contains(unitId))
        return true;
    // The figure the test falls on, or each of the unit's in turn; `when` judged on each.
    QStringList figures;
    if (e.eachFigure)
        for (const Figure &f : out.units.value(unitId).figures)
            figures.append(f.id);
    else if (const QString f = base.focus.value(unitId); !f.isEmpty())
        figures.append(f);
    bool changed = false;
    for (const QString &figureId : std::as_const(figures)) {
        const Evaluator ev
            = Evaluator(m_rs, situationFor(base, roles, out.units, QString())).onFigure(unitId, figureId);
        if (e.when && !ev.holds(*e.when))
            continue;
        UnitState &u = out.units[unitId];
        const qsizetype at = Roster::indexOf(u, figureId);
        if (at < 0)
            continue;
        // What it becomes depends on what it was, and what a total over the figures moves by on
        // what it reads of him (Roster::settle trusts whoever changed him to have read it).
        FieldReads::noteFigure(unitId, figureId, e.field);
        if (FieldReads::current())
            for (const FigureTotal &t : m_rs.figures->totals)
                if (t.reads.contains(e.field))
                    for (const QString &read : t.reads)
                        FieldReads::noteFigure(unitId, figureId, read);
        Figure &fig = u.figures[at];
        const QString who = m_effectWords
            ? tr("%1, %2").arg(u.name.isEmpty() ? u.id : u.name, Roster::name(m_rs, u, fig))
            : QString();
        if (e.field == u"role") {
            const QString before = fig.role;
            fig.role = e.to.toString();
            if (before != fig.role)
                record.effects.append({u.id,
                                       m_effectWords
                                           ? tr("%1: now %2").arg(who, Roster::roleName(m_rs, fig.role))
                                           : QString()});
            changed = changed || before != fig.role;
            continue;
        }
        const Field *f = m_rs.figures->field(e.field);
        const QVariant before = ev.figureValue(fig, e.field);
        QVariant after = e.to;
        if (e.op == Effect::Op::Add) {
            int n = Limits::bounded(qint64(before.toInt())
                                    + (e.amountValue ? ev.value(*e.amountValue, result) : e.amount));
            n = std::max(n, f->minimum);
            if (f->maximum)
                n = std::min(n, *f->maximum);
            after = n;
        }
        fig.fields.insert(e.field, after);
        changed = recordChange(record, u, who, *f, before, after) || changed;
    }
    if (changed)
        settleFigures(out.units[unitId], record, {e.field});
    return true;
}

void Resolver::settleFigures(UnitState &u, TestResult &record, const QSet<QString> &fieldsChanged) const
{
    // The unit fields the figures keep, worked out again and said where they changed.
    const UnitState was = u;
    const QStringList changed = Roster::settle(m_rs, u, fieldsChanged);
    const Evaluator ev(m_rs, Situation());
    std::optional<FieldReads::Pause> wording(std::in_place); // what is said, not what happens
    for (const QString &id : changed)
        if (const Field *f = m_rs.field(id))
            recordChange(record, u, u.name.isEmpty() ? u.id : u.name, *f, ev.fieldValue(was, id),
                         ev.fieldValue(u, id));
    wording.reset();
    if (changed.contains(m_rs.removalField))
        removeIfSpent(u, record);
}

std::optional<QList<TableRoll>> Resolver::rollOnTable(const QString &tableId, const FaceSupplier &faces,
                                                      QString *error) const
{
    Resolution scratch;
    TestResult record;
    const bool done = rollTable(tableId, {}, Situation(), faces, scratch, record);
    if (!scratch.errors.isEmpty()) {
        if (error)
            *error = scratch.errors.join(u"; ");
        return std::nullopt;
    }
    if (!done)
        return std::nullopt;
    return record.tableRolls;
}

QHash<QString, QString> Resolver::unitsByRole(const Situation &situation, UnitTable &units)
{
    QHash<QString, QString> roles;
    for (auto it = situation.units.begin(); it != situation.units.end(); ++it) {
        UnitState u = it.value();
        if (u.id.isEmpty())
            u.id = it.key();
        roles.insert(it.key(), u.id);
        units.insert(u.id, u);
    }
    return roles;
}

Resolution Resolver::applyEffects(const QList<Effect> &effects, const Situation &situation) const
{
    Resolution out;
    const QHash<QString, QString> roles = unitsByRole(situation, out.units);
    TestResult record;
    record.effects = applyEffects(effects, roles, situation, out.units);
    out.steps.append(record);
    return out;
}

} // namespace adjutant::rules
