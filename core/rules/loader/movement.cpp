// Movement columns and rates, terrain, manoeuvres, weapons, formation changes, charge rules.

#include "loader.h"

#include "rules/docjson.h"

#include <QJsonArray>
#include <QJsonObject>

namespace adjutant::rules::detail {

void Loader::readMovement(const Obj &o)
{
    MovementRow row;
    row.arm = o.text("arm", false);
    row.unitType = o.text("unitType", false);
    if (row.arm.isEmpty() == row.unitType.isEmpty())
        m_ctx.error(o.path(), RulesetLoader::tr("a movement row names either an \"arm\" or a \"unitType\""));
    if (!row.unitType.isEmpty() && !m_rs.unitType(row.unitType))
        m_ctx.error(o.path("unitType"),
                    RulesetLoader::tr("no unit type \"%1\" is defined").arg(row.unitType));
    if (!row.arm.isEmpty() && !m_arms.contains(row.arm))
        m_ctx.error(o.path("arm"), RulesetLoader::tr("no unit type has the arm \"%1\"").arg(row.arm));
    row.formation = o.text("formation", false);
    if (!row.formation.isEmpty() && !m_rs.formation(row.formation))
        m_ctx.error(o.path("formation"),
                    RulesetLoader::tr("no formation \"%1\" is defined").arg(row.formation));
    // Keyed by the ruleset's own columns.
    const auto byColumn
        = [&](const char *key,
              const std::function<void(const QString &, const QJsonValue &, const QString &)> &read) {
              if (!o.has(key))
                  return;
              if (!o.value(key).isObject()) {
                  o.wrongType(key, RulesetLoader::tr("an object keyed by movement column"));
                  return;
              }
              const QJsonObject obj = o.value(key).toObject();
              for (auto it = obj.begin(); it != obj.end(); ++it) {
                  const QString at = child(o.path(key), it.key());
                  if (!m_movementColumns.contains(it.key())) {
                      m_ctx.keyError(at,
                                     RulesetLoader::tr("no movement column \"%1\" is declared; "
                                                       "movementColumns: %2")
                                         .arg(it.key(), m_movementColumnList.join(QStringLiteral(", "))));
                      continue;
                  }
                  read(it.key(), it.value(), at);
              }
          };
    byColumn("inches", [&](const QString &column, const QJsonValue &v, const QString &at) {
        if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 0 || v.toInt() > 1000)
            m_ctx.error(at, RulesetLoader::tr("inches are a whole number from 0 to 1000"));
        else
            row.inches.insert(column, v.toInt());
    });
    if (!o.has("inches"))
        o.missing("inches");
    else if (row.inches.isEmpty())
        m_ctx.error(o.path("inches"),
                    RulesetLoader::tr("a movement row gives the inches of a column at least"));
    byColumn("bonus", [&](const QString &column, const QJsonValue &v, const QString &at) {
        if (diceExpression(v, at))
            row.bonus.insert(column, v.toString());
    });
    m_rs.movement.append(row);
}

void Loader::readMovementColumn(const Obj &o)
{
    MovementColumn c{o.text("id"), readDoc(o), o.text("base", false), o.text("plus", false)};
    if (!c.plus.isEmpty()) {
        const Field *f = m_rs.field(c.plus);
        if (!f)
            m_ctx.error(o.path("plus"), RulesetLoader::tr("no field \"%1\" is defined").arg(c.plus));
        else if (f->kind != FieldKind::Integer)
            m_ctx.error(o.path("plus"), RulesetLoader::tr("plus names an integer field of the unit"));
    }
    if (!c.base.isEmpty() && !m_movementColumns.contains(c.base))
        m_ctx.error(o.path("base"),
                    RulesetLoader::tr("no movement column \"%1\" is declared before this one to be its base")
                        .arg(c.base));
    m_movementColumns.insert(c.id);
    m_movementColumnList.append(c.id);
    m_rs.movementColumns.append(c);
}

QHash<QString, double> Loader::perArm(const Obj &o, const char *key)
{
    QHash<QString, double> out;
    const QJsonValue v = o.value(key);
    if (v.isDouble()) {
        out.insert(QStringLiteral("*"), v.toDouble());
    } else if (v.isObject()) {
        const QJsonObject obj = v.toObject();
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            if (!it.value().isDouble())
                m_ctx.error(child(o.path(key), it.key()), RulesetLoader::tr("a number is needed"));
            checkArm(it.key(), child(o.path(key), it.key()));
            out.insert(it.key(), it.value().toDouble());
        }
    } else if (o.has(key)) {
        o.wrongType(key, RulesetLoader::tr("a number, or an object of arm -> number"));
    }
    return out;
}

void Loader::checkArm(const QString &arm, const QString &path)
{
    if (arm != u"*" && !m_arms.contains(arm))
        m_ctx.error(path, RulesetLoader::tr("no unit type has the arm \"%1\"").arg(arm));
}

void Loader::readTerrain(const Obj &o)
{
    Terrain t;
    t.id = o.text("id");
    t.doc = readDoc(o);
    t.speed = perArm(o, "speed");
    const auto costs = perArm(o, "cost");
    for (auto it = costs.begin(); it != costs.end(); ++it)
        t.cost.insert(it.key(), static_cast<int>(it.value()));
    t.costMove = o.number("costMove").value_or(0);
    t.forbidden = o.texts("forbidden");
    for (qsizetype i = 0; i < t.forbidden.size(); ++i)
        checkArm(t.forbidden[i], item(o.path("forbidden"), i));
    t.forbiddenFormed = o.flag("forbiddenFormed");
    t.formedOnly = o.flag("formedOnly");
    if ((t.formedOnly || t.forbiddenFormed) && !m_rs.formed)
        m_ctx.error(o.path(),
                    RulesetLoader::tr("formed-only terrain needs the ruleset's \"formed\" condition"));
    t.disorders = o.texts("disorders");
    t.disordersFormedOnly = o.flag("disordersFormedOnly");
    t.requirements = readRequirements(o, nullptr);
    m_rs.terrain.append(t);
}

void Loader::readAfterMove(const Obj &o)
{
    AfterMove a{o.text("id"), readDoc(o), std::nullopt, o.integer("movedMoreThan").value_or(0), {},
                false,        {}};
    if (o.has("when"))
        a.when = condition(o.value("when"), o.path("when"), nullptr);
    a.terrain = o.texts("terrain");
    for (qsizetype i = 0; i < a.terrain.size(); ++i)
        if (!m_rs.terrainType(a.terrain.at(i)))
            m_ctx.error(item(o.path("terrain"), i),
                        RulesetLoader::tr("no terrain \"%1\" is defined").arg(a.terrain.at(i)));
    a.formationChange = o.flag("formationChange");
    a.effects = readEffects(o, "effects", nullptr);
    m_rs.afterMove.append(a);
}

void Loader::readMoving(const Obj &o)
{
    if (!o.valid())
        return;
    Moving m;
    m.doc = {QString(), o.prose("explain"), o.text("ref", false)};
    m.requirements = readRequirements(o, nullptr);
    const QJsonArray limits = o.array("limits");
    for (qsizetype i = 0; i < limits.size(); ++i) {
        const Obj l(m_ctx, limits[i], item(o.path("limits"), i),
                    {"name", "explain", "ref", "when", "fraction"});
        if (!l.valid())
            continue;
        MoveLimit limit;
        limit.doc = readDoc(l);
        const std::optional<double> fraction = l.number("fraction");
        if (!fraction || *fraction < 0 || *fraction >= 1)
            m_ctx.error(l.path("fraction"),
                        RulesetLoader::tr("a limit is a fraction of the move, from 0 up to (not) 1"));
        limit.fraction = fraction.value_or(1);
        if (!l.has("when"))
            l.missing("when");
        else if (auto c = condition(l.value("when"), l.path("when"), nullptr))
            limit.when = *c;
        m.limits.append(limit);
    }
    m.spent = o.text("spent", false);
    if (!m.spent.isEmpty()) {
        const Field *f = m_rs.field(m.spent);
        if (!f)
            m_ctx.error(o.path("spent"), RulesetLoader::tr("no field \"%1\" is defined").arg(m.spent));
        else if (f->kind != FieldKind::Integer)
            m_ctx.error(o.path("spent"), RulesetLoader::tr("spent names an integer field of the unit"));
        else if (!f->resetAtEndOfTurn && !f->resetAtEndOfPhase)
            m_ctx.error(o.path("spent"),
                        RulesetLoader::tr("the inches spent must be cleared when the turn or phase ends "
                                          "(resetAtEndOfTurn or resetAtEndOfPhase on the field)"));
    }
    m.effects = readEffects(o, "effects", nullptr);
    m.disorder = readEffects(o, "disorder", nullptr);
    m_rs.moving = m;
}

void Loader::readManoeuvre(const Obj &o)
{
    Manoeuvre m{o.text("id"), readDoc(o), {}};
    const QJsonArray rates = o.array("rates", true);
    for (qsizetype i = 0; i < rates.size(); ++i) {
        const Obj r(m_ctx, rates[i], item(o.path("rates"), i),
                    {"when", "fraction", "inches", "forbidden", "explain"});
        if (!r.valid())
            continue;
        ManoeuvreRate rate;
        if (r.has("when"))
            rate.when = condition(r.value("when"), r.path("when"), nullptr);
        rate.fraction = r.number("fraction");
        rate.inches = r.integer("inches");
        rate.forbidden = r.flag("forbidden");
        rate.doc.explain = r.prose("explain");
        if (!rate.fraction && !rate.inches && !rate.forbidden)
            m_ctx.error(r.path(),
                        RulesetLoader::tr("a rate gives \"fraction\", \"inches\" or \"forbidden\": true"));
        m.rates.append(rate);
    }
    m_rs.manoeuvres.append(m);
}

void Loader::readWeapon(const Obj &o)
{
    Weapon w{o.text("id"), readDoc(o), {}, std::nullopt};
    if (o.has("when"))
        w.when = condition(o.value("when"), o.path("when"), nullptr);
    if (!o.value("ranges").isObject()) {
        o.wrongType("ranges", RulesetLoader::tr("an object of ranges in inches"));
    } else {
        const QJsonObject ranges = o.value("ranges").toObject();
        for (auto it = ranges.begin(); it != ranges.end(); ++it) {
            if (!it.value().isDouble())
                m_ctx.error(child(o.path("ranges"), it.key()),
                            RulesetLoader::tr("a range is a number of inches"));
            w.ranges.insert(it.key(), it.value().toInt());
        }
    }
    m_rs.weapons.append(w);
}

void Loader::readFormationChanges(const Obj &o)
{
    if (!o.valid())
        return;
    FormationChanges fc;
    fc.doc = {QString(), o.prose("explain"), o.text("ref", false)};
    const QJsonArray chains = o.array("chains", true);
    for (qsizetype i = 0; i < chains.size(); ++i) {
        const Obj c(m_ctx, chains[i], item(o.path("chains"), i),
                    {"id", "name", "explain", "nationalities", "chain"});
        if (!c.valid())
            continue;
        FormationChain chain{c.text("id"), readDoc(c), c.texts("nationalities"), c.texts("chain")};
        for (qsizetype j = 0; j < chain.chain.size(); ++j)
            if (!m_rs.formation(chain.chain[j]))
                m_ctx.error(item(c.path("chain"), j),
                            RulesetLoader::tr("no formation \"%1\" is defined").arg(chain.chain[j]));
        fc.chains.append(chain);
    }
    fc.chainBy = o.text("chainBy", false);
    if (!fc.chainBy.isEmpty()) {
        const Field *by = m_rs.field(fc.chainBy);
        if (!kindFits(by, FieldKind::Choice))
            m_ctx.error(o.path("chainBy"),
                        RulesetLoader::tr("chainBy names a choice field, such as the army"));
        else if (!broken(by))
            for (const FormationChain &c : fc.chains)
                for (const QString &n : c.nationalities)
                    if (!by->choices.contains(n))
                        m_ctx.error(o.path("chains"),
                                    RulesetLoader::tr("\"%1\" is not a choice of %2").arg(n, fc.chainBy));
    }
    fc.face = o.flag("face");
    fc.ratingField = o.text("rating", false);
    fc.ratingOption = o.text("ratingOption", false);
    if (fc.ratingField.isEmpty() == fc.ratingOption.isEmpty())
        m_ctx.error(o.path(),
                    RulesetLoader::tr("name the rating that sets the cost: \"rating\" or \"ratingOption\""));
    if (!fc.ratingOption.isEmpty()) {
        const Option *opt = m_rs.option(fc.ratingOption);
        if (!opt)
            m_ctx.error(o.path("ratingOption"),
                        RulesetLoader::tr("no option \"%1\" is defined").arg(fc.ratingOption));
        else
            for (const OptionChoice &c : opt->choices)
                if (!m_rs.field(c.id))
                    m_ctx.error(o.path("ratingOption"),
                                RulesetLoader::tr("the option's choice \"%1\" is not a field").arg(c.id));
    } else if (!fc.ratingField.isEmpty() && !m_rs.field(fc.ratingField)) {
        m_ctx.error(o.path("rating"), RulesetLoader::tr("no field \"%1\" is defined").arg(fc.ratingField));
    }
    if (!o.value("costPerStep").isObject()) {
        o.wrongType("costPerStep", RulesetLoader::tr("an object: rating step -> fraction of a move"));
    } else {
        const QJsonObject costs = o.value("costPerStep").toObject();
        for (auto it = costs.begin(); it != costs.end(); ++it) {
            if (!it.value().isDouble() || it.value().toDouble() <= 0)
                m_ctx.error(child(o.path("costPerStep"), it.key()),
                            RulesetLoader::tr("a cost is a positive fraction of a move"));
            fc.costPerStep.insert(it.key(), it.value().toDouble());
        }
    }
    const QJsonArray costWhen = o.array("costWhen");
    for (qsizetype i = 0; i < costWhen.size(); ++i) {
        const Obj c(m_ctx, costWhen[i], item(o.path("costWhen"), i), {"when", "cost"});
        if (!c.valid())
            continue;
        auto when = condition(c.value("when"), c.path("when"), nullptr);
        const auto cost = c.number("cost");
        if (!cost || *cost <= 0)
            m_ctx.error(c.path("cost"), RulesetLoader::tr("a cost is a positive fraction of a move"));
        else if (when)
            fc.costWhen.append({*when, *cost});
    }
    if (o.has("testEachStep")) {
        const Obj t(m_ctx, o.value("testEachStep"), o.path("testEachStep"), {"when", "test"});
        if (t.valid()) {
            fc.testEachStepWhen = condition(t.value("when"), t.path("when"), nullptr);
            fc.test = t.text("test");
            if (!m_testIds.contains(fc.test))
                m_ctx.error(t.path("test"), RulesetLoader::tr("no test \"%1\" is defined").arg(fc.test));
        }
    }
    m_rs.formationChanges = fc;
}

namespace {

// Whether a procedure's steps (at any depth, in any branch) ask the charge rules.
bool asksChargeRules(const QJsonValue &v)
{
    if (v.isArray())
        return std::any_of(v.toArray().begin(), v.toArray().end(),
                           [](const QJsonValue &e) { return asksChargeRules(e); });
    if (!v.isObject())
        return false;
    const QJsonObject o = v.toObject();
    return o.contains(u"chargeRules"_qs)
        || std::any_of(o.begin(), o.end(), [](const QJsonValue &e) { return asksChargeRules(e); });
}

} // namespace

void Loader::collectChargeRuleInputs(const Obj &top)
{
    // An input every procedure that asks the charge rules declares: only then is it entered
    // whenever they are asked (their reading of an input nobody entered would be 0).
    std::optional<QSet<QString>> common;
    QList<TestInput> inputs;
    for (const QJsonValue p : top.value("procedures").toArray()) {
        const QJsonObject po = p.toObject();
        if (!asksChargeRules(po.value(u"before"_qs)) && !asksChargeRules(po.value(u"responses"_qs))
            && !asksChargeRules(po.value(u"after"_qs)))
            continue;
        QSet<QString> ids;
        for (const QJsonValue in : po.value(u"inputs"_qs).toArray()) {
            const QJsonObject io = in.toObject();
            const QString id = io.value(u"id"_qs).toString();
            ids.insert(id);
            if (std::none_of(inputs.begin(), inputs.end(), [&](const TestInput &i) { return i.id == id; }))
                inputs.append({id, {io.value(u"name"_qs).toString(), {}, {}}, 0, 1000, 0, true});
        }
        common = common ? common->intersect(ids) : ids;
    }
    m_chargeRuleScope = Test();
    for (const TestInput &in : std::as_const(inputs))
        if (common && common->contains(in.id))
            m_chargeRuleScope.inputs.append(in);
}

void Loader::readChargeRule(const Obj &o)
{
    ChargeRule r;
    r.id = o.text("id");
    r.doc = readDoc(o);
    if (auto c = condition(o.value("when"), o.path("when"), &m_chargeRuleScope))
        r.when = *c;
    const QString verdict = o.text("verdict");
    if (verdict == u"allowed")
        r.verdict = ChargeRule::Verdict::Allowed;
    else if (verdict == u"forbidden")
        r.verdict = ChargeRule::Verdict::Forbidden;
    else if (verdict == u"test")
        r.verdict = ChargeRule::Verdict::TestFirst;
    else if (!verdict.isEmpty())
        m_ctx.error(o.path("verdict"), RulesetLoader::tr("verdict is allowed, forbidden or test"));
    if (r.verdict == ChargeRule::Verdict::TestFirst) {
        r.test = o.text("test");
        if (!r.test.isEmpty() && !m_testIds.contains(r.test))
            m_ctx.error(o.path("test"), RulesetLoader::tr("no test \"%1\" is defined").arg(r.test));
    }
    m_rs.chargeRules.append(r);
}

} // namespace adjutant::rules::detail
