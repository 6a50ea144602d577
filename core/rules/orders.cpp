#include "orders.h"
#include "text/punctuation.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::rules {

QString Orders::movesText(double moves)
{
    const int whole = static_cast<int>(std::floor(moves + 1e-9));
    const double part = moves - whole;
    QString fraction;
    if (std::abs(part - 0.25) < 1e-9)
        fraction = QStringLiteral("¼");
    else if (std::abs(part - 0.5) < 1e-9)
        fraction = QStringLiteral("½");
    else if (std::abs(part - 0.75) < 1e-9)
        fraction = QStringLiteral("¾");
    else if (part > 1e-9)
        return tr("%1 moves").arg(moves, 0, 'g', 3);
    const QString number = whole == 0 ? fraction : QString::number(whole) + fraction;
    return moves <= 1.0 + 1e-9 ? tr("%1 move").arg(number) : tr("%1 moves").arg(number);
}

bool Orders::mayForm(const UnitType &type, const Formation &formation)
{
    if (!type.formations.isEmpty())
        return type.formations.contains(formation.id);
    return formation.arms.isEmpty() || formation.arms.contains(type.arm);
}

FormationChangePlan Orders::formationChange(const Ruleset &rs, const Situation &situation, const QString &to)
{
    FormationChangePlan plan;
    const Evaluator ev(rs, situation);
    const UnitState *unit = ev.unit(QStringLiteral("actor"));
    if (!rs.formationChanges || !unit) {
        plan.reason = tr("this ruleset has no formation changes");
        return plan;
    }
    const FormationChanges &fc = *rs.formationChanges;
    const UnitType *type = rs.unitType(unit->type);
    const Formation *target = rs.formation(to);
    const QString from = ev.fieldValue(*unit, rs.display.formation()).toString();
    if (!type || !target) {
        plan.reason = tr("unknown unit type or formation");
        return plan;
    }
    if (!mayForm(*type, *target)) {
        plan.reason = tr("a %1 cannot form %2").arg(type->doc.name, target->doc.name);
        return plan;
    }
    if (target->requirement && !ev.holds(*target->requirement)) {
        plan.reason = tr("%1 needs %2").arg(target->doc.name, ev.describe(*target->requirement));
        return plan;
    }
    if (from == to) {
        plan.reason = tr("already in %1").arg(target->doc.name);
        return plan;
    }
    // The army's chain; formations off the chain (square, limbered...) are one step from any.
    const QString army = fc.chainBy.isEmpty() ? QString() : ev.fieldValue(*unit, fc.chainBy).toString();
    const FormationChain *chain = nullptr;
    for (const FormationChain &c : fc.chains)
        if (c.nationalities.contains(army))
            chain = &c;
    if (!chain)
        for (const FormationChain &c : fc.chains)
            if (c.nationalities.isEmpty())
                chain = &c;
    const qsizetype a = chain ? chain->chain.indexOf(from) : -1;
    const qsizetype b = chain ? chain->chain.indexOf(to) : -1;
    const auto onSomeChain = [&fc](const QString &f) {
        return std::any_of(fc.chains.begin(), fc.chains.end(),
                           [&f](const FormationChain &c) { return c.chain.contains(f); });
    };
    if (a >= 0 && b >= 0) {
        for (qsizetype i = a; i != b; i += (b > a ? 1 : -1))
            plan.path.append(chain->chain.at(i));
        plan.path.append(to);
    } else if ((a >= 0 || !onSomeChain(from)) && (b >= 0 || !onSomeChain(to))) {
        plan.path = {from, to}; // square, limbered...: one step from wherever the unit is
    } else {
        plan.reason = tr("%1 cannot change to %2: that formation is not on its army's chain")
                          .arg(chain ? chain->doc.name : army, target->doc.name);
        return plan;
    }
    plan.steps = static_cast<int>(plan.path.size() - 1);
    costSteps(rs, ev, *unit, plan);
    return plan;
}

void Orders::costSteps(const Ruleset &rs, const Evaluator &ev, const UnitState &unit,
                       FormationChangePlan &plan)
{
    const FormationChanges &fc = *rs.formationChanges;
    const QString ratingField = fc.ratingOption.isEmpty() ? fc.ratingField : ev.optionChoice(fc.ratingOption);
    plan.ratingStep = ev.fieldValue(unit, ratingField).toString();
    const auto special = std::find_if(fc.costWhen.begin(), fc.costWhen.end(),
                                      [&ev](const auto &c) { return ev.holds(c.first); });
    if (special == fc.costWhen.end() && !fc.costPerStep.contains(plan.ratingStep)) {
        plan.reason = tr("no cost is given for rating %1").arg(plan.ratingStep);
        return;
    }
    plan.costPerStep = special != fc.costWhen.end() ? special->second : fc.costPerStep.value(plan.ratingStep);
    plan.totalCost = plan.costPerStep * plan.steps;
    plan.costText = movesText(plan.totalCost);
    if (fc.testEachStepWhen && ev.holds(*fc.testEachStepWhen)) {
        plan.testsRequired = plan.steps;
        plan.test = fc.test;
    }
    plan.allowed = true;
}

FormationChangePlan Orders::faceChange(const Ruleset &rs, const Situation &situation)
{
    FormationChangePlan plan;
    const Evaluator ev(rs, situation);
    const UnitState *unit = ev.unit(QStringLiteral("actor"));
    if (!rs.formationChanges || !rs.formationChanges->face || !unit) {
        plan.reason = tr("this ruleset gives no cost for a change of face");
        return plan;
    }
    plan.steps = 1;
    costSteps(rs, ev, *unit, plan);
    return plan;
}

MovementAllowance Orders::movement(const Ruleset &rs, const UnitState &unit)
{
    MovementAllowance m;
    const UnitType *type = rs.unitType(unit.type);
    if (!type)
        return m;
    const Evaluator ev(rs, Situation());
    const QString formation = ev.fieldValue(unit, rs.display.formation()).toString();
    // Most specific first: this unit type in this formation, then its arm in this formation,
    // then its arm in any formation.
    const MovementRow *best = nullptr;
    int bestScore = -1;
    for (const MovementRow &row : rs.movement) {
        const bool typeMatch = !row.unitType.isEmpty() && row.unitType == unit.type;
        const bool armMatch = !row.arm.isEmpty() && row.arm == type->arm;
        if (!typeMatch && !armMatch)
            continue;
        if (!row.formation.isEmpty() && row.formation != formation)
            continue;
        const int score = (typeMatch ? 2 : 0) + (row.formation.isEmpty() ? 0 : 1);
        if (score > bestScore) {
            best = &row;
            bestScore = score;
        }
    }
    if (best) {
        m.found = true;
        m.bonus = best->bonus;
        for (const MovementColumn &c : rs.movementColumns)
            if (const auto inches = best->inchesIn(c)) {
                // A field of the unit that adds to the move (a fate's bonus, for good or ill).
                const int added = c.plus.isEmpty() ? 0 : ev.fieldValue(unit, c.plus).toInt();
                m.inches.insert(c.id, std::max(0, *inches + added));
                if (added != 0)
                    m.added.insert(c.id, added);
            }
    }
    return m;
}

TerrainMove Orders::terrain(const Ruleset &rs, const Situation &situation, const QString &terrainId,
                            double inches)
{
    TerrainMove m;
    m.inches = inches;
    const Terrain *t = rs.terrainType(terrainId);
    const Evaluator ev(rs, situation);
    const UnitState *unit = ev.unit(QStringLiteral("actor"));
    const UnitType *type = unit ? rs.unitType(unit->type) : nullptr;
    if (!t || !type) {
        m.allowed = false;
        m.reasons.append(tr("unknown ground or unit"));
        return m;
    }
    const QString arm = type->arm;
    const bool formed = rs.formed && ev.holds(*rs.formed);
    const auto forArm = [&arm](const auto &table) {
        return table.contains(arm) ? table.value(arm) : table.value(QStringLiteral("*"));
    };
    if (t->forbidden.contains(arm) || t->forbidden.contains(u"*"_qs) || (t->forbiddenFormed && formed)) {
        m.allowed = false;
        m.inches = 0;
        m.reasons.append(tr("%1 may not enter %2").arg(type->doc.name, t->doc.name));
        return m;
    }
    if (!t->formedOnly || formed) {
        if (t->speed.contains(arm) || t->speed.contains(u"*"_qs)) {
            const double factor = forArm(t->speed);
            m.inches *= factor;
            m.speed = factor;
            m.reasons.append(tr("%1: speed × %2").arg(t->doc.name, QString::number(factor)));
        }
        if (t->costMove > 0) {
            m.inches -= inches * t->costMove;
            m.reasons.append(tr("%1: %2 of the move lost").arg(t->doc.name, movesText(t->costMove)));
        }
        if (t->cost.contains(arm) || t->cost.contains(u"*"_qs)) {
            const int cost = forArm(t->cost);
            m.inches -= cost;
            m.reasons.append(tr("%1: %2\" to cross").arg(t->doc.name, QString::number(cost)));
        }
    }
    m.inches = std::max(0.0, m.inches);
    m.disorders = (t->disorders.contains(arm) || t->disorders.contains(u"*"_qs))
        && (!t->disordersFormedOnly || formed);
    return m;
}

std::optional<ManoeuvreRate> Orders::manoeuvre(const Ruleset &rs, const Situation &situation,
                                               const QString &id)
{
    const Evaluator ev(rs, situation);
    for (const Manoeuvre &m : rs.manoeuvres)
        if (m.id == id)
            for (const ManoeuvreRate &r : m.rates)
                if (!r.when || ev.holds(*r.when))
                    return r;
    return std::nullopt;
}

QList<const AfterMove *> Orders::afterMove(const Ruleset &rs, const Situation &situation, double inches,
                                           const QString &terrain, bool changedFormation)
{
    QList<const AfterMove *> out;
    const Evaluator ev(rs, situation);
    for (const AfterMove &a : rs.afterMove)
        // A rule about changing formation holds for the change, however far the unit went after.
        if ((a.formationChange ? changedFormation : inches > a.movedMoreThan)
            && (!a.when || ev.holds(*a.when)) && (a.terrain.isEmpty() || a.terrain.contains(terrain)))
            out.append(&a);
    return out;
}

QString Orders::inchesText(double inches)
{
    const double quarters = std::round(inches * 4) / 4;
    const int whole = static_cast<int>(std::floor(quarters + 1e-9));
    const double part = quarters - whole;
    const QString fraction = std::abs(part - 0.25) < 1e-9 ? QStringLiteral("¼")
        : std::abs(part - 0.5) < 1e-9                     ? QStringLiteral("½")
        : std::abs(part - 0.75) < 1e-9                    ? QStringLiteral("¾")
                                                          : QString();
    return tr("%1\"").arg(whole == 0 && !fraction.isEmpty() ? fraction
                                                            : QLocale().toString(whole) + fraction);
}

namespace {

// The unit as it is once it has taken the new formation: the ground and what the move brings
// about are judged on it.
Situation inFormation(const Ruleset &rs, const Situation &situation, const QString &formation)
{
    Situation after = situation;
    if (!formation.isEmpty())
        after.units[QStringLiteral("actor")].fields.insert(rs.display.formation(), formation);
    return after;
}

} // namespace

QStringList Orders::moveRefusals(const Ruleset &rs, const Situation &situation)
{
    QStringList out;
    if (!rs.moving)
        return out;
    const Evaluator ev(rs, situation);
    for (const Requirement &r : rs.moving->requirements)
        if (!ev.holds(r.when))
            out.append(r.doc.explain);
    return out;
}

const MoveLimit *Orders::moveLimit(const Ruleset &rs, const Situation &situation)
{
    if (!rs.moving)
        return nullptr;
    const Evaluator ev(rs, situation);
    const MoveLimit *least = nullptr;
    for (const MoveLimit &l : rs.moving->limits)
        if (ev.holds(l.when) && (!least || l.fraction < least->fraction))
            least = &l;
    return least;
}

void Orders::planGround(const Ruleset &rs, const Situation &changed, const QString &terrainId, bool measured,
                        MovePlan &plan, QStringList &said)
{
    plan.ground = terrain(rs, changed, terrainId, plan.left);
    const Terrain *t = rs.terrainType(terrainId);
    const QString groundName = t ? t->doc.name : terrainId;
    const Evaluator ev(rs, changed);
    for (const Requirement &r : t ? t->requirements : QList<Requirement>())
        if (!ev.holds(r.when)) {
            plan.ground->allowed = false;
            plan.ground->reasons.append(r.doc.explain);
        }
    if (!plan.ground->allowed) {
        plan.mayMove = false;
        plan.left = 0;
        const QString why = plan.ground->reasons.join(u' ');
        said.append(tr("may not enter %1").arg(groundName));
        plan.refused.append(tr("may not enter %1: %2").arg(groundName, why));
    } else if (measured) {
        plan.left = plan.ground->inches;
        plan.rate *= plan.ground->speed;
        said.append(tr("%1: %2 left").arg(groundName, inchesText(plan.left)));
        if (plan.ground->disorders)
            said.append(tr("crossing it disorders the unit"));
    }
}

void Orders::planManoeuvre(const Ruleset &rs, const Situation &changed, const QString &manoeuvreId,
                           bool measured, MovePlan &plan, QStringList &said)
{
    plan.manoeuvre = manoeuvre(rs, changed, manoeuvreId);
    const auto named = std::find_if(rs.manoeuvres.begin(), rs.manoeuvres.end(),
                                    [&](const Manoeuvre &m) { return m.id == manoeuvreId; });
    const QString name = named != rs.manoeuvres.end() ? named->doc.name : manoeuvreId;
    if (!plan.manoeuvre || plan.manoeuvre->forbidden) {
        const QString why = plan.manoeuvre ? plan.manoeuvre->doc.explain : QString();
        plan.mayMove = false;
        plan.left = 0;
        said.append(tr("%1: not allowed").arg(name));
        plan.refused.append(why.isEmpty() ? tr("%1: not allowed for this unit").arg(name)
                                          : tr("%1: not allowed (%2)").arg(name, why));
    } else if (measured) {
        if (plan.manoeuvre->fraction) {
            plan.left *= *plan.manoeuvre->fraction;
            plan.rate *= *plan.manoeuvre->fraction;
        }
        if (plan.manoeuvre->inches)
            plan.left = std::min(plan.left, double(*plan.manoeuvre->inches));
        said.append(tr("%1: %2").arg(name, inchesText(plan.left)));
    }
}

void Orders::planSpent(const Ruleset &rs, const Situation &situation, MovePlan &plan, QStringList &said)
{
    if (!rs.moving || rs.moving->spent.isEmpty())
        return;
    const Evaluator ev(rs, situation);
    plan.spentBefore = ev.fieldValue(*ev.unit(QStringLiteral("actor")), rs.moving->spent).toInt();
    plan.spentAfter = plan.spentBefore;
    if (plan.spentBefore > 0) {
        plan.left = std::max(0.0, plan.left - plan.spentBefore);
        said.append(tr("%1 of its move used already: %2 left")
                        .arg(inchesText(plan.spentBefore), inchesText(plan.left)));
    }
}

int Orders::spentAfterMove(const MovePlan &plan, double allowance, double moved)
{
    // What is left after this move, in inches of open ground: a turn in place (no rate) uses it all.
    const double remaining
        = plan.rate > 0 && plan.mayMove ? std::max(0.0, plan.left - moved) / plan.rate : 0.0;
    const int spent = static_cast<int>(std::lround(allowance - remaining));
    return std::max(plan.spentBefore, std::min(spent, static_cast<int>(std::lround(allowance))));
}

namespace {

const MovementColumn *columnOf(const Ruleset &rs, const QString &id)
{
    const auto it = std::find_if(rs.movementColumns.begin(), rs.movementColumns.end(),
                                 [&id](const MovementColumn &c) { return c.id == id; });
    return it == rs.movementColumns.end() ? nullptr : &*it;
}

} // namespace

void Orders::planChanges(const Ruleset &rs, const Situation &situation, const MoveRequest &request,
                         bool measured, MovePlan &plan, QStringList &said)
{
    if (!request.toFormation.isEmpty()) {
        plan.change = formationChange(rs, situation, request.toFormation);
        const Formation *to = rs.formation(request.toFormation);
        const QString toName = to ? to->doc.name : request.toFormation;
        if (!plan.change->allowed) {
            plan.mayMove = false;
            plan.left = 0;
            said.append(tr("%1: not allowed (%2)").arg(toName, plan.change->reason));
            plan.refused.append(tr("%1: not allowed (%2)").arg(toName, plan.change->reason));
        } else if (measured) {
            // A change dearer than one move takes this one and carries into the next.
            plan.left = std::max(0.0, plan.left - plan.move * plan.change->totalCost);
            said.append(tr("%1 used: %2 left").arg(plan.change->costText, inchesText(plan.left)));
        }
    }
    if (plan.mayMove && request.changeFace) {
        plan.face = faceChange(rs, situation);
        if (!plan.face->allowed) {
            said.append(tr("no change of face (%1)").arg(plan.face->reason));
            plan.refused.append(said.last());
        } else if (measured) {
            plan.left = std::max(0.0, plan.left - plan.move * plan.face->totalCost);
            said.append(
                tr("%1 used to change face: %2 left").arg(plan.face->costText, inchesText(plan.left)));
        }
    }
}

MovePlan Orders::movePlan(const Ruleset &rs, const Situation &situation, const MoveRequest &request)
{
    MovePlan plan;
    const auto actor = situation.units.constFind(QStringLiteral("actor"));
    if (actor == situation.units.cend())
        return plan;
    plan.refused = moveRefusals(rs, situation);
    MovementAllowance allowance = movement(rs, *actor);
    // A unit with no move as it stands (a hedgehog) moves as the formation it takes.
    if (!allowance.found && !request.toFormation.isEmpty())
        allowance = movement(
            rs, inFormation(rs, situation, request.toFormation).units.value(QStringLiteral("actor")));
    plan.column = request.column;
    if (plan.column.isEmpty())
        for (const MovementColumn &c : rs.movementColumns)
            if (allowance.inches.contains(c.id)) {
                plan.column = c.id;
                break;
            }
    // Without a move to measure (a ruleset that rolls its moves) what forbids the move is still
    // judged; only the inches are not.
    plan.found = allowance.found && allowance.inches.contains(plan.column);
    const bool measured = plan.found;
    plan.move = allowance.inches.value(plan.column);
    plan.added = allowance.added.value(plan.column);
    plan.left = measured ? plan.move : std::numeric_limits<double>::infinity();
    QStringList said;
    if (!plan.refused.isEmpty()) {
        plan.mayMove = false;
        said += plan.refused;
    }
    if (!measured && !rs.movement.isEmpty() && request.moved && *request.moved > 0) {
        const QString formation
            = Evaluator(rs, situation).fieldValue(*actor, rs.display.formation()).toString();
        const Formation *f = rs.formation(formation);
        const UnitType *type = rs.unitType(actor->type);
        plan.refused.append(tr("a %1 has no move in %2")
                                .arg(type ? type->doc.name : actor->type, f ? f->doc.name : formation));
    }
    // A marker that holds the unit back (half a move, none at all) cuts the move first.
    plan.limit = moveLimit(rs, situation);
    if (plan.limit && measured) {
        plan.left = plan.move * plan.limit->fraction;
        said.append(tr("%1: %2").arg(plan.limit->doc.name, inchesText(plan.left)));
    }
    const double wholeMove = plan.left; // the whole of this phase's (or card's) move
    if (measured)
        planSpent(rs, situation, plan, said);
    // A move that is all a field's (Chosen Men's rolled move) says where its inches come from,
    // even none; one a field adds to, how much it adds.
    const MovementColumn *column = columnOf(rs, plan.column);
    const QString plusName = !column || column->plus.isEmpty() ? QString()
        : rs.field(column->plus)                               ? rs.field(column->plus)->doc.name
                                                               : column->plus;
    const bool allFromField = measured && !plusName.isEmpty() && plan.move - plan.added <= 0;
    QString addedNote; // "Move bonus: +2\"", said after the rest
    if (allFromField)
        addedNote = tr("%1: %2").arg(plusName, inchesText(plan.added));
    else if (plan.added != 0)
        addedNote = tr("%1: %2%3")
                        .arg(plusName, plan.added > 0 ? QStringLiteral("+") : QStringLiteral("−"),
                             inchesText(std::abs(plan.added)));
    planChanges(rs, situation, request, measured, plan, said);
    const Situation changed
        = inFormation(rs, situation, plan.change && plan.change->allowed ? request.toFormation : QString());
    if (!request.terrain.isEmpty())
        planGround(rs, changed, request.terrain, measured, plan, said);
    if (!request.manoeuvre.isEmpty())
        planManoeuvre(rs, changed, request.manoeuvre, measured, plan, said);
    if (request.moved) {
        plan.afterMove = afterMove(rs, changed, *request.moved, request.terrain, plan.change.has_value());
        plan.withinMove = plan.mayMove && *request.moved <= plan.left + 1e-9;
        for (const AfterMove *a : std::as_const(plan.afterMove))
            said.append(a->doc.name);
        if (measured && rs.moving && !rs.moving->spent.isEmpty())
            plan.spentAfter = spentAfterMove(plan, wholeMove, *request.moved);
        if (measured && plan.mayMove && !plan.withinMove) {
            // Why it has no more: the marker that cut it, the inches moved already this phase or card.
            QStringList why;
            if (plan.limit)
                why.append(plan.limit->doc.name);
            if (plan.spentBefore > 0)
                why.append(tr("%1 of its move used already").arg(inchesText(plan.spentBefore)));
            if (allFromField) {
                why.append(addedNote); // said here, not again after the summary
                addedNote.clear();
            }
            said.append(why.isEmpty() ? tr("%1 is more than the %2 it has")
                                            .arg(inchesText(*request.moved), inchesText(plan.left))
                                      : tr("%1 is more than the %2 it has (%3)")
                                            .arg(inchesText(*request.moved), inchesText(plan.left),
                                                 why.join(QStringLiteral("; "))));
            plan.refused.append(said.last());
        }
    }
    if (!measured)
        plan.left = 0;
    plan.summary = said.isEmpty() ? tr("%1 to move").arg(inchesText(plan.left))
                                  : said.join(text::Punctuation::semicolon());
    if (!addedNote.isEmpty())
        plan.summary = tr("%1 (%2)").arg(plan.summary, addedNote);
    return plan;
}

ChargePermission Orders::charge(const Ruleset &rs, const Situation &situation)
{
    const Evaluator ev(rs, situation);
    for (const ChargeRule &rule : rs.chargeRules)
        if (ev.holds(rule.when))
            return {&rule};
    return {};
}

} // namespace adjutant::rules
