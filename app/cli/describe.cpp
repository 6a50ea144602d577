#include "describe.h"
#include "text/punctuation.h"

#include "cli.h"

#include "rules/dicereading.h"
#include "rules/procedure.h"
#include "rules/situation.h"
#include "rules/wording.h"

#include <QJsonArray>

namespace adjutant::cli {

using namespace adjutant::rules;

namespace {

void putDoc(QJsonObject &o, const Doc &d)
{
    o.insert(QStringLiteral("name"), d.name);
    if (!d.explain.isEmpty())
        o.insert(QStringLiteral("explain"), d.explain);
    if (!d.ref.isEmpty())
        o.insert(QStringLiteral("ref"), d.ref);
}

QString kindText(Test::Kind k)
{
    switch (k) {
    case Test::Kind::Threshold:
        return QStringLiteral("threshold");
    case Test::Kind::RollUnder:
        return QStringLiteral("roll-under");
    case Test::Kind::Bands:
        return QStringLiteral("bands");
    case Test::Kind::Table:
        return QStringLiteral("table");
    case Test::Kind::Opposed:
        return QStringLiteral("opposed");
    }
    return {};
}

QString diceText(const DiceSpec &d)
{
    if (d.expression)
        return d.expression->toString();
    if (d.expressionFrom)
        return Cli::tr("dice from %1").arg(d.expressionFrom->text);
    if (!d.byCondition.isEmpty())
        return Cli::tr("dice chosen by the unit");
    return (d.count ? d.count->text : QString::number(d.fixedCount)) + u" × d" + QString::number(d.sides);
}

QString bound(const Outcome &o)
{
    if (o.minimum && o.maximum)
        return *o.minimum == *o.maximum ? QString::number(*o.minimum)
                                        : QStringLiteral("%1..%2").arg(*o.minimum).arg(*o.maximum);
    if (o.minimum)
        return QStringLiteral("%1+").arg(*o.minimum);
    if (o.maximum)
        return QStringLiteral("≤%1").arg(*o.maximum);
    return {};
}

QString modifierValueText(const Modifier &m)
{
    QString v;
    if (m.fromRating)
        v = Cli::tr("rating %1").arg(m.fromRating->text);
    if (m.value != 0 || v.isEmpty())
        v += (v.isEmpty() ? QString() : QStringLiteral(" ")) + (m.value > 0 ? u"+" : u"")
            + QString::number(m.value);
    if (m.per)
        v += Cli::tr(" per %1").arg(m.per->text);
    if (m.kind == Modifier::Kind::OneOf) {
        QStringList c;
        for (const ModifierChoice &x : m.choices)
            c.append(QStringLiteral("%1 %2%3").arg(x.id, x.value > 0 ? QStringLiteral("+") : QString(),
                                                   QString::number(x.value)));
        v = c.join(QStringLiteral(" | "));
    }
    return v;
}

} // namespace

namespace {

QJsonObject effectJson(const Effect &e, const Evaluator &ev)
{
    static const char *const ops[] = {"add", "set", "step", "remove", "clearAll", "note", "rollTable"};
    QJsonObject j{{QStringLiteral("op"), QString::fromLatin1(ops[int(e.op)])}};
    if (!e.role.isEmpty())
        j.insert(QStringLiteral("role"), e.role);
    if (!e.field.isEmpty())
        j.insert(QStringLiteral("field"), e.field);
    if (e.op == Effect::Op::Add || e.op == Effect::Op::Step)
        j.insert(QStringLiteral("amount"), e.amount);
    if (e.amountValue)
        j.insert(QStringLiteral("amountFrom"), ev.describe(*e.amountValue));
    if (e.op == Effect::Op::Set)
        j.insert(QStringLiteral("to"), QJsonValue::fromVariant(e.to));
    if (!e.table.isEmpty())
        j.insert(QStringLiteral("table"), e.table);
    if (e.when)
        j.insert(QStringLiteral("when"), ev.describe(*e.when));
    putDoc(j, e.doc);
    return j;
}

QJsonObject byKey(const QHash<QString, double> &h)
{
    QJsonObject o;
    for (auto it = h.begin(); it != h.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonObject byKey(const QHash<QString, int> &h)
{
    QJsonObject o;
    for (auto it = h.begin(); it != h.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

void describeMovementColumns(const Ruleset &rs, QJsonObject &root)
{
    QJsonArray columns;
    for (const MovementColumn &c : rs.movementColumns) {
        QJsonObject j{{QStringLiteral("id"), c.id}};
        if (!c.base.isEmpty())
            j.insert(QStringLiteral("base"), c.base);
        if (!c.plus.isEmpty())
            j.insert(QStringLiteral("plus"), c.plus);
        putDoc(j, c.doc);
        columns.append(j);
    }
    root.insert(QStringLiteral("movementColumns"), columns);
    // The dice a column adds to a move (the charge bonus), by movement row.
    QJsonArray bonuses;
    for (const MovementRow &m : rs.movement) {
        if (m.bonus.isEmpty())
            continue;
        QJsonObject dice;
        for (auto it = m.bonus.begin(); it != m.bonus.end(); ++it)
            dice.insert(it.key(), it.value());
        bonuses.append(QJsonObject{{QStringLiteral("arm"), m.arm},
                                   {QStringLiteral("unitType"), m.unitType},
                                   {QStringLiteral("formation"), m.formation},
                                   {QStringLiteral("dice"), dice}});
    }
    root.insert(QStringLiteral("movementBonus"), bonuses);
}

void describeTerrain(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    QJsonArray terrain;
    for (const Terrain &t : rs.terrain) {
        QJsonObject j{{QStringLiteral("id"), t.id},
                      {QStringLiteral("speed"), byKey(t.speed)},
                      {QStringLiteral("cost"), byKey(t.cost)},
                      {QStringLiteral("costMove"), t.costMove},
                      {QStringLiteral("forbidden"), QJsonArray::fromStringList(t.forbidden)},
                      {QStringLiteral("forbiddenFormed"), t.forbiddenFormed},
                      {QStringLiteral("formedOnly"), t.formedOnly},
                      {QStringLiteral("disorders"), QJsonArray::fromStringList(t.disorders)},
                      {QStringLiteral("disordersFormedOnly"), t.disordersFormedOnly}};
        putDoc(j, t.doc);
        terrain.append(j);
    }
    root.insert(QStringLiteral("terrain"), terrain);
    if (rs.formed)
        root.insert(QStringLiteral("formed"), ev.describe(*rs.formed));
}

void describeManoeuvres(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    QJsonArray manoeuvres;
    for (const Manoeuvre &m : rs.manoeuvres) {
        QJsonArray rates;
        for (const ManoeuvreRate &r : m.rates) {
            QJsonObject rj{{QStringLiteral("forbidden"), r.forbidden}};
            if (r.fraction)
                rj.insert(QStringLiteral("fraction"), *r.fraction);
            if (r.inches)
                rj.insert(QStringLiteral("inches"), *r.inches);
            if (r.when)
                rj.insert(QStringLiteral("when"), ev.describe(*r.when));
            putDoc(rj, r.doc);
            rates.append(rj);
        }
        QJsonObject j{{QStringLiteral("id"), m.id}, {QStringLiteral("rates"), rates}};
        putDoc(j, m.doc);
        manoeuvres.append(j);
    }
    root.insert(QStringLiteral("manoeuvres"), manoeuvres);
}

void describeAfterMove(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    QJsonArray afterMove;
    for (const AfterMove &a : rs.afterMove) {
        QJsonArray effects;
        for (const Effect &e : a.effects)
            effects.append(effectJson(e, ev));
        QJsonObject j{{QStringLiteral("id"), a.id},
                      {QStringLiteral("movedMoreThan"), a.movedMoreThan},
                      {QStringLiteral("effects"), effects}};
        if (a.when)
            j.insert(QStringLiteral("when"), ev.describe(*a.when));
        putDoc(j, a.doc);
        afterMove.append(j);
    }
    root.insert(QStringLiteral("afterMove"), afterMove);
}

void describeFormationChanges(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    if (rs.formationChanges) {
        const FormationChanges &fc = *rs.formationChanges;
        QJsonArray chains;
        for (const FormationChain &c : fc.chains) {
            QJsonObject j{{QStringLiteral("id"), c.id},
                          {QStringLiteral("nationalities"), QJsonArray::fromStringList(c.nationalities)},
                          {QStringLiteral("chain"), QJsonArray::fromStringList(c.chain)}};
            putDoc(j, c.doc);
            chains.append(j);
        }
        QJsonArray costWhen;
        for (const auto &[when, cost] : fc.costWhen)
            costWhen.append(QJsonObject{{QStringLiteral("when"), ev.describe(when)},
                                        {QStringLiteral("costPerStep"), cost}});
        QJsonObject j{{QStringLiteral("chains"), chains},
                      {QStringLiteral("chainBy"), fc.chainBy},
                      {QStringLiteral("rating"), fc.ratingField},
                      {QStringLiteral("ratingOption"), fc.ratingOption},
                      {QStringLiteral("costPerStep"), byKey(fc.costPerStep)},
                      {QStringLiteral("costWhen"), costWhen},
                      {QStringLiteral("testEachStep"), fc.test}};
        if (fc.testEachStepWhen)
            j.insert(QStringLiteral("testEachStepWhen"), ev.describe(*fc.testEachStepWhen));
        putDoc(j, fc.doc);
        root.insert(QStringLiteral("formationChanges"), j);
    }
}

void describeDisplay(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    const Display &d = rs.display;
    QJsonObject tones;
    for (auto it = d.tones.begin(); it != d.tones.end(); ++it)
        tones.insert(it.key(),
                     it.value() == Display::Tone::Routed       ? QStringLiteral("routed")
                         : it.value() == Display::Tone::Shaken ? QStringLiteral("shaken")
                                                               : QStringLiteral("steady"));
    QJsonArray actions;
    for (const QString &a : d.actions) {
        QJsonObject aj{{QStringLiteral("test"), a}};
        if (const auto when = d.actionWhen.constFind(a); when != d.actionWhen.constEnd() && *when)
            aj.insert(QStringLiteral("when"), ev.describe(**when));
        actions.append(aj);
    }
    root.insert(
        QStringLiteral("display"),
        QJsonObject{{QStringLiteral("losses"),
                     QJsonObject{{QStringLiteral("field"), d.lossesField},
                                 {QStringLiteral("outOf"), d.lossesOutOf},
                                 {QStringLiteral("countsLeft"), d.lossesCountLeft}}},
                    {QStringLiteral("state"),
                     QJsonObject{{QStringLiteral("field"), d.stateField}, {QStringLiteral("tones"), tones}}},
                    {QStringLiteral("formation"), d.formation()},
                    {QStringLiteral("markers"), QJsonArray::fromStringList(d.markers)},
                    {QStringLiteral("moved"), d.moved},
                    {QStringLiteral("actions"), actions}});
}

// Movement, terrain, manoeuvres, what a move brings about, formation changes and the display, with
// their values as numbers (fractions of a move as decimals, inches as whole numbers).
void describeOrders(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    describeMovementColumns(rs, root);
    describeTerrain(rs, ev, root);
    describeManoeuvres(rs, ev, root);
    describeAfterMove(rs, ev, root);
    describeFormationChanges(rs, ev, root);
    describeDisplay(rs, ev, root);
}

void describeOptions(const Ruleset &rs, QJsonObject &root)
{
    QJsonArray options;
    for (const Option &o : rs.options) {
        QJsonObject j{{QStringLiteral("id"), o.id}, {QStringLiteral("default"), o.defaultChoice}};
        putDoc(j, o.doc);
        QJsonArray choices;
        for (const OptionChoice &c : o.choices)
            choices.append(QJsonObject{{QStringLiteral("id"), c.id}, {QStringLiteral("name"), c.doc.name}});
        j.insert(QStringLiteral("choices"), choices);
        options.append(j);
    }
    root.insert(QStringLiteral("options"), options);
}

// Dice read off others (a d5 off a d10), with the condition that puts each in force.
void describeDiceReadings(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    QJsonArray readings;
    for (const DiceReading &r : rs.diceReadings) {
        QJsonObject j{{QStringLiteral("sides"), r.sides},
                      {QStringLiteral("rolledOn"), r.rolledOn},
                      {QStringLiteral("read"),
                       r.way == DiceReading::Way::Wrap ? QStringLiteral("wrap") : QStringLiteral("halve-up")},
                      {QStringLiteral("reads"), DiceReadings::describe(r)}};
        QJsonArray faces; // the face each face of the die in hand stands for, 1 first
        for (int f = 1; f <= r.rolledOn; ++f)
            faces.append(r.read(f));
        j.insert(QStringLiteral("faces"), faces);
        if (r.when)
            j.insert(QStringLiteral("when"), ev.describe(*r.when));
        putDoc(j, r.doc);
        readings.append(j);
    }
    if (!readings.isEmpty())
        root.insert(QStringLiteral("diceReadings"), readings);
}

void describeLadders(const Ruleset &rs, QJsonObject &root)
{
    QJsonArray ladders;
    for (const Ladder &l : rs.ladders) {
        QJsonObject j{{QStringLiteral("id"), l.id}};
        putDoc(j, l.doc);
        QJsonArray steps;
        for (const LadderStep &s : l.steps)
            steps.append(
                QJsonObject{{QStringLiteral("id"), s.id},
                            {QStringLiteral("name"), s.doc.name},
                            {QStringLiteral("value"), s.value},
                            {QStringLiteral("attributes"), QJsonObject::fromVariantHash(s.attributes)}});
        j.insert(QStringLiteral("steps"), steps);
        ladders.append(j);
    }
    root.insert(QStringLiteral("ladders"), ladders);
}

void describeFields(const Ruleset &rs, QJsonObject &root)
{
    QJsonArray fields;
    static const char *kinds[] = {"ladder", "integer", "flag", "choice"};
    for (const Field &f : rs.fields) {
        QJsonObject j{{QStringLiteral("id"), f.id},
                      {QStringLiteral("kind"), QString::fromLatin1(kinds[int(f.kind)])},
                      {QStringLiteral("default"), QJsonValue::fromVariant(f.defaultValue)}};
        putDoc(j, f.doc);
        if (!f.ladder.isEmpty())
            j.insert(QStringLiteral("ladder"), f.ladder);
        if (!f.choices.isEmpty())
            j.insert(QStringLiteral("choices"), QJsonArray::fromStringList(f.choices));
        if (f.maximum)
            j.insert(QStringLiteral("max"), *f.maximum);
        if (!f.maximumFrom.isEmpty())
            j.insert(QStringLiteral("maxFrom"), f.maximumFrom);
        fields.append(j);
    }
    root.insert(QStringLiteral("fields"), fields);
}

void describeUnitTypes(const Ruleset &rs, QJsonObject &root)
{
    QJsonArray types;
    for (const UnitType &t : rs.unitTypes) {
        QJsonObject j{{QStringLiteral("id"), t.id},
                      {QStringLiteral("arm"), t.arm},
                      {QStringLiteral("attributes"), QJsonObject::fromVariantHash(t.attributes)},
                      {QStringLiteral("formations"), QJsonArray::fromStringList(t.formations)}};
        putDoc(j, t.doc);
        types.append(j);
    }
    root.insert(QStringLiteral("unitTypes"), types);
}

void describeFormations(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    QJsonArray formations;
    for (const Formation &f : rs.formations) {
        QJsonObject j{{QStringLiteral("id"), f.id},
                      {QStringLiteral("arms"), QJsonArray::fromStringList(f.arms)}};
        putDoc(j, f.doc);
        if (f.requirement)
            j.insert(QStringLiteral("requires"), ev.describe(*f.requirement));
        formations.append(j);
    }
    root.insert(QStringLiteral("formations"), formations);
}

void describeMovement(const Ruleset &rs, QJsonObject &root)
{
    QJsonArray movement;
    for (const MovementRow &m : rs.movement) {
        QJsonObject j{{QStringLiteral("arm"), m.arm},
                      {QStringLiteral("unitType"), m.unitType},
                      {QStringLiteral("formation"), m.formation}};
        for (auto it = m.inches.begin(); it != m.inches.end(); ++it)
            j.insert(it.key(), it.value());
        movement.append(j);
    }
    root.insert(QStringLiteral("movement"), movement);
}

void describeWeapons(const Ruleset &rs, QJsonObject &root)
{
    QJsonArray weapons;
    for (const Weapon &w : rs.weapons) {
        QJsonObject ranges;
        for (auto it = w.ranges.begin(); it != w.ranges.end(); ++it)
            ranges.insert(it.key(), it.value());
        QJsonObject j{{QStringLiteral("id"), w.id}, {QStringLiteral("ranges"), ranges}};
        putDoc(j, w.doc);
        weapons.append(j);
    }
    root.insert(QStringLiteral("weapons"), weapons);
}

void describeTests(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    QJsonArray tests;
    for (const Test &t : rs.tests) {
        QJsonObject j{{QStringLiteral("id"), t.id},
                      {QStringLiteral("kind"), kindText(t.kind)},
                      {QStringLiteral("dice"), diceText(t.dice)},
                      {QStringLiteral("pool"), t.pool}};
        putDoc(j, t.doc);
        if (t.kind == Test::Kind::Threshold || t.kind == Test::Kind::RollUnder) {
            j.insert(QStringLiteral("target"), t.targetFrom ? t.targetFrom->text : QString::number(t.target));
            j.insert(QStringLiteral("comparison"),
                     t.comparison == dice::Comparison::AtLeast ? QStringLiteral("at-least")
                                                               : QStringLiteral("at-most"));
            j.insert(QStringLiteral("naturalPass"),
                     QJsonArray::fromVariantList(QVariantList(t.naturalPass.begin(), t.naturalPass.end())));
            j.insert(QStringLiteral("naturalFail"),
                     QJsonArray::fromVariantList(QVariantList(t.naturalFail.begin(), t.naturalFail.end())));
        }
        QJsonArray inputs;
        for (const TestInput &in : t.inputs)
            inputs.append(QJsonObject{{QStringLiteral("id"), in.id},
                                      {QStringLiteral("name"), in.doc.name},
                                      {QStringLiteral("min"), in.minimum},
                                      {QStringLiteral("max"), in.maximum}});
        j.insert(QStringLiteral("inputs"), inputs);
        QJsonArray mods;
        for (const Modifier &m : t.modifiers) {
            QJsonObject mj{{QStringLiteral("id"), m.id},
                           {QStringLiteral("kind"),
                            m.kind == Modifier::Kind::Automatic    ? QStringLiteral("automatic")
                                : m.kind == Modifier::Kind::Toggle ? QStringLiteral("toggle")
                                                                   : QStringLiteral("one-of")},
                           {QStringLiteral("value"), modifierValueText(m)}};
            putDoc(mj, m.doc);
            if (m.when)
                mj.insert(QStringLiteral("when"), ev.describe(*m.when));
            if (!m.side.isEmpty())
                mj.insert(QStringLiteral("side"), m.side);
            mods.append(mj);
        }
        j.insert(QStringLiteral("modifiers"), mods);
        QJsonArray outcomes;
        for (const Outcome &o : t.outcomes) {
            QJsonObject oj{{QStringLiteral("id"), o.id}, {QStringLiteral("range"), bound(o)}};
            putDoc(oj, o.doc);
            QJsonArray then;
            for (const FollowUp &f : o.followUps)
                then.append(f.test);
            oj.insert(QStringLiteral("then"), then);
            outcomes.append(oj);
        }
        j.insert(QStringLiteral("outcomes"), outcomes);
        QJsonArray follow;
        static const char *moments[]
            = {"always", "per-success", "per-failure", "if-any-failed", "if-any-success"};
        for (const FollowUp &f : t.followUps)
            follow.append(QJsonObject{{QStringLiteral("test"), f.test},
                                      {QStringLiteral("when"), QString::fromLatin1(moments[int(f.moment)])},
                                      {QStringLiteral("actor"), f.actor},
                                      {QStringLiteral("target"), f.target}});
        j.insert(QStringLiteral("followUps"), follow);
        tests.append(j);
    }
    root.insert(QStringLiteral("tests"), tests);
}

void describeTables(const Ruleset &rs, QJsonObject &root)
{
    QJsonArray tables;
    for (const Table &t : rs.tables) {
        QJsonObject j{{QStringLiteral("id"), t.id},
                      {QStringLiteral("dice"), t.dice ? t.dice->toString() : QString()}};
        putDoc(j, t.doc);
        QJsonArray rows;
        for (const TableRow &r : t.rows) {
            QJsonObject rj{{QStringLiteral("min"), r.minimum},
                           {QStringLiteral("max"), r.maximum},
                           {QStringLiteral("id"), r.id}};
            putDoc(rj, r.doc);
            if (!r.thenTable.isEmpty())
                rj.insert(QStringLiteral("thenTable"), r.thenTable);
            if (r.thenRoll)
                rj.insert(QStringLiteral("thenRoll"), r.thenRoll->toString());
            rows.append(rj);
        }
        j.insert(QStringLiteral("rows"), rows);
        QJsonArray lookup;
        for (const LookupRow &r : t.lookup) {
            QJsonArray cols;
            for (const LookupColumn &c : r.columns)
                cols.append(
                    QJsonObject{{QStringLiteral("min"), c.minimum ? QJsonValue(*c.minimum) : QJsonValue()},
                                {QStringLiteral("max"), c.maximum ? QJsonValue(*c.maximum) : QJsonValue()},
                                {QStringLiteral("value"), c.value}});
            lookup.append(QJsonObject{{QStringLiteral("min"), r.minimum},
                                      {QStringLiteral("max"), r.maximum},
                                      {QStringLiteral("columns"), cols}});
        }
        if (!lookup.isEmpty())
            j.insert(QStringLiteral("lookup"), lookup);
        tables.append(j);
    }
    root.insert(QStringLiteral("tables"), tables);
}

void describeChargeRules(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    QJsonArray charges;
    for (const ChargeRule &c : rs.chargeRules) {
        QJsonObject j{{QStringLiteral("id"), c.id},
                      {QStringLiteral("when"), ev.describe(c.when)},
                      {QStringLiteral("verdict"),
                       c.verdict == ChargeRule::Verdict::Allowed         ? QStringLiteral("allowed")
                           : c.verdict == ChargeRule::Verdict::Forbidden ? QStringLiteral("forbidden")
                                                                         : QStringLiteral("test")},
                      {QStringLiteral("test"), c.test}};
        putDoc(j, c.doc);
        charges.append(j);
    }
    root.insert(QStringLiteral("chargeRules"), charges);
}

void describeProcedures(const Ruleset &rs, const Evaluator &ev, QJsonObject &root)
{
    QJsonArray procedures;
    for (const Procedure &p : rs.procedures ? *rs.procedures : QList<Procedure>()) {
        QJsonObject j{{QStringLiteral("id"), p.id}};
        putDoc(j, p.doc);
        QJsonArray responses;
        for (const ProcedureResponse &r : p.responses) {
            QJsonObject rj{{QStringLiteral("id"), r.id}};
            putDoc(rj, r.doc);
            if (r.when)
                rj.insert(QStringLiteral("when"), ev.describe(*r.when));
            responses.append(rj);
        }
        j.insert(QStringLiteral("responses"), responses);
        QJsonArray endings;
        for (const ProcedureEnding &e : p.endings) {
            QJsonObject ej{{QStringLiteral("id"), e.id}};
            putDoc(ej, e.doc);
            endings.append(ej);
        }
        j.insert(QStringLiteral("endings"), endings);
        procedures.append(j);
    }
    root.insert(QStringLiteral("procedures"), procedures);
}

void describeActivation(const Ruleset &rs, QJsonObject &root)
{
    if (rs.activation) {
        QJsonObject a{{QStringLiteral("kind"),
                       rs.activation->kind == Activation::Kind::Deck ? QStringLiteral("deck")
                                                                     : QStringLiteral("phases")},
                      {QStringLiteral("draw"), rs.activation->draw}};
        QJsonArray cards;
        for (const Card &c : rs.activation->cards) {
            QJsonObject j{{QStringLiteral("id"), c.id},
                          {QStringLiteral("per"),
                           c.per == Card::Per::Unit            ? QStringLiteral("unit")
                               : c.per == Card::Per::Commander ? QStringLiteral("commander")
                                                               : QStringLiteral("once")},
                          {QStringLiteral("count"), c.count},
                          {QStringLiteral("endsTurn"), c.endsTurn},
                          {QStringLiteral("roll"), c.rollTable}};
            putDoc(j, c.doc);
            cards.append(j);
        }
        a.insert(QStringLiteral("cards"), cards);
        QJsonArray phases;
        for (const Phase &p : rs.activation->phases) {
            const auto byText = [](ActingBy by) {
                return by == ActingBy::Acting ? QStringLiteral("acting")
                    : by == ActingBy::Other   ? QStringLiteral("other")
                                              : QStringLiteral("both");
            };
            QJsonArray segments;
            for (const Segment &sg : p.segments) {
                QJsonObject o{{QStringLiteral("id"), sg.id},
                              {QStringLiteral("name"), Wording::segmentName(rs, sg)},
                              {QStringLiteral("offers"), QJsonArray::fromStringList(sg.offers)},
                              {QStringLiteral("by"), byText(sg.by)}};
                if (!sg.doc.explain.isEmpty())
                    o.insert(QStringLiteral("explain"), sg.doc.explain);
                segments.append(o);
            }
            QJsonObject j{{QStringLiteral("id"), p.id},
                          {QStringLiteral("segments"), segments},
                          {QStringLiteral("offers"), QJsonArray::fromStringList(p.offers)},
                          {QStringLiteral("by"), byText(p.by)},
                          {QStringLiteral("side"),
                           p.side == Phase::Side::First        ? QStringLiteral("first")
                               : p.side == Phase::Side::Second ? QStringLiteral("second")
                                                               : QStringLiteral("none")}};
            if (!p.initiative.isEmpty())
                j.insert(QStringLiteral("initiative"),
                         QJsonObject{{QStringLiteral("test"), p.initiative},
                                     {QStringLiteral("actorWins"), p.actorWins},
                                     {QStringLiteral("targetWins"), p.targetWins}});
            putDoc(j, p.doc);
            phases.append(j);
        }
        a.insert(QStringLiteral("phases"), phases);
        root.insert(QStringLiteral("activation"), a);
    }
}

} // namespace

QJsonObject describeJson(const Ruleset &rs)
{
    const Evaluator ev(rs, Situation());
    QJsonObject root{{QStringLiteral("id"), rs.id}, {QStringLiteral("version"), rs.version}};
    putDoc(root, rs.doc);
    describeOptions(rs, root);
    describeDiceReadings(rs, ev, root);
    describeLadders(rs, root);
    describeFields(rs, root);
    describeUnitTypes(rs, root);
    describeFormations(rs, ev, root);
    describeMovement(rs, root);
    describeWeapons(rs, root);
    describeOrders(rs, ev, root);
    describeTests(rs, ev, root);
    describeTables(rs, root);
    describeChargeRules(rs, ev, root);
    describeProcedures(rs, ev, root);
    describeActivation(rs, root);
    return root;
}

QString describeText(const Ruleset &rs)
{
    const Evaluator ev(rs, Situation());
    QString t;
    t += QStringLiteral("%1 (%2, version %3)\n%4\n").arg(rs.doc.name, rs.id, rs.version, rs.doc.explain);

    t += Cli::tr("\nOptions (--option KEY=VALUE):\n");
    for (const Option &o : rs.options) {
        QStringList c;
        QStringList names;
        for (const OptionChoice &x : o.choices) {
            c.append(x.id == o.defaultChoice ? x.id + u'*' : x.id);
            //: describe: an option's choice, its id (what --option takes) and its name
            names.append(Cli::tr("%1: %2").arg(x.id, x.doc.name.isEmpty() ? x.id : x.doc.name));
        }
        //: describe: an option's id, its choices (the default starred), its name, its choices named, its
        //: explanation
        t += Cli::tr("  %1 = %2\n      %3 (%4)\n      %5\n")
                 .arg(o.id, c.join(u'|'), o.doc.name, names.join(Cli::tr("; ")), o.doc.explain);
    }
    t += Cli::tr("\nRatings:\n");
    for (const Ladder &l : rs.ladders) {
        QStringList steps;
        for (const LadderStep &s : l.steps) {
            QString x = s.doc.name
                + (s.value ? QStringLiteral(" %1%2").arg(s.value > 0 ? QStringLiteral("+") : QString(),
                                                         QString::number(s.value))
                           : QString());
            for (auto it = s.attributes.begin(); it != s.attributes.end(); ++it)
                x += QStringLiteral(" %1=%2").arg(it.key(), it.value().toString());
            steps.append(x);
        }
        t += u"  "_qs + text::Punctuation::labelled(l.id, steps.join(QStringLiteral(", "))) + u'\n';
    }
    t += Cli::tr("\nUnit state fields:\n");
    for (const Field &f : rs.fields)
        //: describe: a field's id, its name, its default value in the ruleset's words
        t += Cli::tr("  %1 (%2) default %3%4\n")
                 .arg(f.id, f.doc.name, Wording::fieldValue(rs, f, f.defaultValue),
                      f.maximumFrom.isEmpty() ? QString()
                                              : Cli::tr(", at most the type's %1").arg(f.maximumFrom));
    t += Cli::tr("\nUnit types:\n");
    for (const UnitType &u : rs.unitTypes) {
        QStringList attrs;
        for (auto it = u.attributes.begin(); it != u.attributes.end(); ++it)
            attrs.append(QStringLiteral("%1=%2").arg(it.key(), it.value().toString()));
        attrs.sort();
        //: describe: a unit type's id, its name, its arm, then its attributes
        t += Cli::tr("  %1 (%2, %3): %4\n").arg(u.id, u.doc.name, u.arm, attrs.join(u' '));
    }
    t += Cli::tr("\nMovement (inches):\n");
    for (const MovementRow &m : rs.movement) {
        QStringList cols;
        for (const MovementColumn &c : rs.movementColumns)
            if (const auto inches = m.inchesIn(c))
                cols.append(QStringLiteral("%1 %2%3").arg(
                    c.doc.name, QString::number(*inches),
                    m.bonus.contains(c.id) ? u" + " + m.bonus.value(c.id) : QString()));
        const UnitType *type = rs.unitType(m.unitType);
        const Formation *formation = rs.formation(m.formation);
        //: describe: a row of the movement table: the unit type (or arm), the formation, the columns
        t += Cli::tr("  %1 %2: %3\n")
                 .arg(type ? type->doc.name : (m.unitType.isEmpty() ? m.arm : m.unitType),
                      formation && !formation->doc.name.isEmpty() ? formation->doc.name : m.formation,
                      cols.join(Cli::tr(", ")));
    }
    t += Cli::tr("\nWeapons (inches):\n");
    for (const Weapon &w : rs.weapons) {
        QStringList r;
        for (auto it = w.ranges.begin(); it != w.ranges.end(); ++it)
            r.append(QStringLiteral("%1 %2").arg(it.key(), QString::number(it.value())));
        r.sort();
        t += u"  "_qs + text::Punctuation::labelled(w.doc.name, r.join(QStringLiteral(", "))) + u'\n';
    }
    t += Cli::tr("\nTests:\n");
    for (const Test &x : rs.tests) {
        t += QStringLiteral("  %1 — %2 [%3, %4]\n").arg(x.id, x.doc.name, kindText(x.kind), diceText(x.dice));
        for (const Modifier &m : x.modifiers)
            t += QStringLiteral("      %1 %2 %3%4\n")
                     .arg((m.kind == Modifier::Kind::Automatic    ? QStringLiteral("auto")
                               : m.kind == Modifier::Kind::Toggle ? QStringLiteral("tick")
                                                                  : QStringLiteral("pick"))
                              .leftJustified(4),
                          m.id, modifierValueText(m),
                          m.when ? Cli::tr(" when %1").arg(ev.describe(*m.when)) : QString());
        for (const Outcome &o : x.outcomes)
            t += QStringLiteral("      → %1 %2%3\n")
                     .arg(o.id, bound(o),
                          o.doc.explain.isEmpty() ? QString() : text::Punctuation::colon() + o.doc.explain);
    }
    t += Cli::tr("\nTables:\n");
    for (const Table &tb : rs.tables) {
        t += QStringLiteral("  %1 (%2)\n").arg(tb.id, tb.dice ? tb.dice->toString() : Cli::tr("lookup"));
        for (const TableRow &r : tb.rows)
            //: describe: a table's row: its faces, its name, what it does
            t += Cli::tr("      %1 %2: %3\n")
                     .arg(r.minimum == r.maximum ? QString::number(r.minimum)
                                                 : QStringLiteral("%1-%2").arg(r.minimum).arg(r.maximum),
                          r.doc.name, r.doc.explain);
    }
    if (!rs.chargeRules.isEmpty()) {
        t += Cli::tr("\nCharges (the first rule that fits decides):\n");
        for (const ChargeRule &c : rs.chargeRules)
            t += u"  "_qs + text::Punctuation::labelled(c.doc.name, ev.describe(c.when)) + u'\n';
    }
    for (const Procedure &p : rs.procedures ? *rs.procedures : QList<Procedure>()) {
        t += Cli::tr("\n%1 (adjutant-cli charge): %2\n").arg(p.doc.name, p.doc.explain);
        for (const ProcedureResponse &r : p.responses)
            t += u"  "_qs
                + text::Punctuation::labelled(r.doc.name, r.when ? ev.describe(*r.when) : r.doc.explain)
                + u'\n';
    }
    if (rs.activation && rs.activation->kind == Activation::Kind::Deck) {
        t += Cli::tr("\nActivation deck (draw %1):\n").arg(rs.activation->draw);
        for (const Card &c : rs.activation->cards)
            t += u"  "_qs + text::Punctuation::labelled(c.doc.name, c.doc.explain) + u'\n';
    }
    return t;
}

} // namespace adjutant::cli
