#include "procedureloader.h"

#include "docjson.h"
#include "procedure.h"

namespace adjutant::rules {

namespace {

using namespace json;
using namespace json::checked;

class ProcedureLoader
{
    Q_DECLARE_TR_FUNCTIONS(ProcedureLoader)
public:
    ProcedureLoader(Context &ctx, Ruleset &rs, const ProcedureParsers &p) : m_ctx(ctx), m_rs(rs), m_p(p) { }

    void read(const Obj &top)
    {
        const QJsonArray list = top.array("procedures");
        auto procedures = std::make_shared<QList<Procedure>>();
        QSet<QString> seen;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const Obj o(m_ctx, list[i], item(top.path("procedures"), i),
                        {"id", "name", "explain", "ref", "when", "requires", "inputs", "roles", "vars",
                         "endings", "before", "responses", "after"});
            if (!o.valid())
                continue;
            Procedure p;
            p.id = o.text("id");
            if (seen.contains(p.id))
                m_ctx.error(o.path("id"), tr("duplicate procedure id \"%1\"").arg(p.id));
            seen.insert(p.id);
            p.doc = readDoc(o);
            readRoles(o, p);
            if (m_p.roles)
                m_p.roles(m_roles);
            readInputs(o, p);
            m_endings.clear();
            const QJsonArray endings = o.array("endings", true);
            for (qsizetype e = 0; e < endings.size(); ++e) {
                const Obj eo(m_ctx, endings[e], item(o.path("endings"), e), {"id", "name", "explain", "ref"});
                if (!eo.valid())
                    continue;
                p.endings.append({eo.text("id"), readDoc(eo)});
                m_endings.insert(p.endings.last().id);
            }
            m_scope = &p.scope;
            if (o.has("when"))
                p.when = m_p.condition(o.value("when"), o.path("when"), m_scope);
            const QJsonArray demands = o.array("requires");
            for (qsizetype r = 0; r < demands.size(); ++r) {
                const Obj ro(m_ctx, demands[r], item(o.path("requires"), r), {"when", "explain", "ref"});
                if (!ro.valid())
                    continue;
                Requirement req;
                req.doc.explain = ro.prose("explain", true);
                req.doc.ref = ro.text("ref", false);
                if (!ro.has("when"))
                    ro.missing("when");
                else if (auto c = m_p.condition(ro.value("when"), ro.path("when"), m_scope))
                    p.requirements.append({*c, req.doc});
            }
            p.before = steps(o, "before");
            const QJsonArray responses = o.array("responses");
            for (qsizetype r = 0; r < responses.size(); ++r) {
                const Obj ro(m_ctx, responses[r], item(o.path("responses"), r),
                             {"id", "name", "explain", "ref", "when", "notOffered", "steps"});
                if (!ro.valid())
                    continue;
                ProcedureResponse resp;
                resp.id = ro.text("id");
                resp.doc = readDoc(ro);
                if (ro.has("when"))
                    resp.when = m_p.condition(ro.value("when"), ro.path("when"), m_scope);
                resp.notOffered = ro.prose("notOffered");
                if (!resp.notOffered.isEmpty() && !resp.when)
                    m_ctx.error(
                        ro.path("notOffered"),
                        ProcedureLoader::tr("says why the response is not offered, but it has no \"when\""));
                resp.steps = steps(ro, "steps");
                p.responses.append(std::move(resp));
            }
            p.after = steps(o, "after");
            m_scope = nullptr;
            m_roles.clear();
            if (m_p.roles)
                m_p.roles(m_roles);
            procedures->append(std::move(p));
        }
        m_rs.procedures = procedures;
    }

private:
    void readInputs(const Obj &o, Procedure &p)
    {
        const QJsonArray inputs = o.array("inputs");
        for (qsizetype i = 0; i < inputs.size(); ++i) {
            const Obj in(m_ctx, inputs[i], item(o.path("inputs"), i),
                         {"id", "name", "explain", "min", "max", "default", "fromMovement", "of", "when"});
            if (!in.valid())
                continue;
            ProcedureInput pi;
            pi.input = {in.text("id"), readDoc(in), in.integer("min").value_or(0),
                        in.integer("max").value_or(1000), 0};
            pi.input.defaultValue = in.integer("default").value_or(pi.input.minimum);
            pi.input.hasDefault = in.has("default");
            pi.movementColumn = in.text("fromMovement", false);
            pi.movementRole = in.has("of") ? in.text("of") : QStringLiteral("actor");
            if (!pi.movementColumn.isEmpty() && pi.movementRole != u"actor" && pi.movementRole != u"target")
                m_ctx.error(in.path("of"), tr("a role: actor or target"));
            if (in.has("when")) {
                pi.when = m_p.condition(in.value("when"), in.path("when"), &p.scope);
                if (!in.has("default") && pi.movementColumn.isEmpty())
                    m_ctx.error(in.path("when"),
                                tr("an input asked for only at times needs a default for the others"));
            }
            p.inputs.append(pi);
            p.scope.inputs.append(pi.input);
        }
        const QJsonArray vars = o.array("vars");
        for (qsizetype i = 0; i < vars.size(); ++i) {
            const Obj in(m_ctx, vars[i], item(o.path("vars"), i), {"id", "name", "explain"});
            if (!in.valid())
                continue;
            TestInput v{in.text("id"), readDoc(in), -1000, 1000, 0};
            v.hasDefault = true;
            p.vars.append(v);
            p.scope.inputs.append(v);
        }
        p.scope.id = p.id;
    }

    // {"id", "name", "explain", "side": "actor"|"target", "when": CONDITION, "fits": CONDITION}
    void readRoles(const Obj &o, Procedure &p)
    {
        const QJsonArray roles = o.array("roles");
        for (qsizetype i = 0; i < roles.size(); ++i) {
            const Obj ro(m_ctx, roles[i], item(o.path("roles"), i),
                         {"id", "name", "explain", "ref", "side", "when", "fits"});
            if (!ro.valid())
                continue;
            ProcedureRole r{ro.text("id"), readDoc(ro), ro.text("side"), std::nullopt, std::nullopt};
            if (isRole(r.id, true) || m_roles.contains(r.id))
                m_ctx.error(ro.path("id"), tr("\"%1\" is already a role of the procedure").arg(r.id));
            if (r.side != u"actor" && r.side != u"target")
                m_ctx.error(ro.path("side"), tr("a side: actor or target"));
            // Judged at the declaration (when) and on a candidate as actor (fits): no role of its own.
            if (ro.has("when"))
                r.when = m_p.condition(ro.value("when"), ro.path("when"), &p.scope);
            if (ro.has("fits"))
                r.fits = m_p.condition(ro.value("fits"), ro.path("fits"), &p.scope);
            m_roles.append(r.id);
            p.roles.append(std::move(r));
        }
    }

    bool isRole(const QString &r, bool meleeRoles = false) const
    {
        return r == u"actor" || r == u"target" || (meleeRoles && (r == u"winner" || r == u"loser"))
            || m_roles.contains(r);
    }

    bool isVar(const QString &id) const
    {
        return std::any_of(m_scope->inputs.begin(), m_scope->inputs.end(),
                           [&](const TestInput &i) { return i.id == id; });
    }

    std::shared_ptr<ProcedureSteps> stepsPtr(const Obj &o, const char *key)
    {
        return std::make_shared<ProcedureSteps>(steps(o, key));
    }

    ProcedureSteps steps(const Obj &o, const char *key)
    {
        ProcedureSteps out;
        if (!o.has(key))
            return out;
        const QJsonArray list = o.array(key);
        for (qsizetype i = 0; i < list.size(); ++i)
            if (auto s = step(list[i], item(o.path(key), i)))
                out.push_back(std::move(*s));
        return out;
    }

    void readStore(const Obj &o, const char *key, ProcedureStep &s, bool allowResult)
    {
        const QJsonValue v = o.value(key);
        if (!v.isObject()) {
            o.wrongType(key, tr("an object of numbers by name"));
            return;
        }
        const QJsonObject obj = v.toObject();
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            const QString path = child(o.path(key), it.key());
            if (!isVar(it.key()))
                m_ctx.error(path, tr("the procedure declares no var \"%1\"").arg(it.key()));
            if (auto value = m_p.value(it.value(), path, m_scope, allowResult))
                s.store.append({it.key(), *value});
        }
    }

    std::optional<ProcedureStep> step(const QJsonValue &v, const QString &path)
    {
        const Obj o(m_ctx, v, path,
                    {"test",   "effects",   "if",        "ifWinner", "end",   "chargeRules", "weaponRange",
                     "store",  "melee",     "name",      "explain",  "ref",   "actor",       "target",
                     "when",   "inputs",    "tick",      "choose",   "alone", "triggered",   "onPass",
                     "onFail", "onOutcome", "onCascade", "then",     "else",  "repeat",      "steps",
                     "winner", "figure",    "fights"});
        if (!o.valid())
            return std::nullopt;
        ProcedureStep s;
        s.path = path;
        s.doc = readDoc(o, false);
        if (o.has("actor"))
            s.actor = o.text("actor");
        if (o.has("target"))
            s.target = o.text("target");
        for (const auto &[key, role] : {std::pair{"actor", s.actor}, std::pair{"target", s.target}})
            if (!isRole(role, true))
                m_ctx.error(o.path(key),
                            m_roles.isEmpty() ? tr("a role: actor, target, winner or loser")
                                              : tr("a role: actor, target, winner, loser or %1")
                                                    .arg(m_roles.join(QStringLiteral(", "))));
        if (o.has("when"))
            s.when = m_p.condition(o.value("when"), o.path("when"), m_scope);
        const auto ending = [&](const char *key) {
            QString id = o.text(key);
            if (!id.isEmpty() && !m_endings.contains(id))
                m_ctx.error(o.path(key), tr("the procedure declares no ending \"%1\"").arg(id));
            return id;
        };
        if (o.has("test")) {
            if (!readTestStep(o, s))
                return std::nullopt;
        } else if (o.has("fights")) {
            readFights(o, s);
        } else if (o.has("repeat")) {
            s.kind = ProcedureStep::Kind::Repeat;
            s.times = m_p.value(o.value("repeat"), o.path("repeat"), m_scope, false);
            s.body = stepsPtr(o, "steps");
        } else if (o.has("tick")) {
            readTickStep(o, s);
        } else if (o.has("winner")) {
            s.kind = ProcedureStep::Kind::SetWinner;
            s.winnerRole = o.value("winner").isNull() ? QString() : o.text("winner");
            if (!s.winnerRole.isEmpty() && (!isRole(s.winnerRole, true) || m_roles.contains(s.winnerRole)))
                m_ctx.error(o.path("winner"), tr("a role: actor, target, winner or loser"));
        } else if (o.has("effects")) {
            s.kind = ProcedureStep::Kind::Effects;
            s.effects = m_p.effects(o, "effects", m_scope);
        } else if (o.has("if")) {
            s.kind = ProcedureStep::Kind::If;
            s.condition = m_p.condition(o.value("if"), o.path("if"), m_scope);
            s.then = stepsPtr(o, "then");
            s.otherwise = stepsPtr(o, "else");
        } else if (o.has("ifWinner")) {
            s.kind = ProcedureStep::Kind::IfWinner;
            s.winnerRole = o.text("ifWinner");
            if (!isRole(s.winnerRole) || m_roles.contains(s.winnerRole))
                m_ctx.error(o.path("ifWinner"), tr("a role: actor or target"));
            s.then = stepsPtr(o, "then");
            s.otherwise = stepsPtr(o, "else");
        } else if (o.has("end")) {
            s.kind = ProcedureStep::Kind::End;
            s.ending = ending("end");
        } else if (o.has("chargeRules")) {
            readChargeRulesStep(o, s);
        } else if (o.has("weaponRange")) {
            readWeaponRangeStep(o, s);
        } else if (o.has("store")) {
            s.kind = ProcedureStep::Kind::Store;
            readStore(o, "store", s, false);
        } else if (o.has("melee")) {
            readMeleeStep(o, s);
        } else {
            m_ctx.error(path,
                        tr("a step is one of test, effects, if, ifWinner, end, chargeRules, "
                           "weaponRange, store, melee, fights, repeat, tick, winner"));
            return std::nullopt;
        }
        return s;
    }

    // {"test": ID, ...}: a test taken, with its inputs, ticks, choices, the figure it falls on,
    // what it keeps, and the steps after each outcome; false when there is no such test.
    bool readTestStep(const Obj &o, ProcedureStep &s)
    {
        s.kind = ProcedureStep::Kind::Test;
        s.test = o.text("test");
        const Test *t = m_rs.test(s.test);
        if (!t) {
            m_ctx.error(o.path("test"), tr("no test \"%1\" is defined").arg(s.test));
            return false;
        }
        if (s.doc.name.isEmpty())
            s.doc.name = t->doc.name;
        if (o.has("inputs")) {
            const QJsonObject inputs = o.value("inputs").toObject();
            for (auto it = inputs.begin(); it != inputs.end(); ++it) {
                const QString ipath = child(o.path("inputs"), it.key());
                if (std::none_of(t->inputs.begin(), t->inputs.end(),
                                 [&](const TestInput &i) { return i.id == it.key(); }))
                    m_ctx.error(ipath, tr("the test \"%1\" has no input \"%2\"").arg(s.test, it.key()));
                if (auto value = m_p.value(it.value(), ipath, m_scope, false))
                    s.inputs.append({it.key(), *value});
            }
        }
        const auto modifier = [&](const QString &id) {
            return std::any_of(t->modifiers.begin(), t->modifiers.end(),
                               [&](const Modifier &m) { return m.id == id; });
        };
        s.tick = o.texts("tick");
        for (qsizetype i = 0; i < s.tick.size(); ++i)
            if (!modifier(s.tick[i]))
                m_ctx.error(item(o.path("tick"), i),
                            tr("the test \"%1\" has no modifier \"%2\"").arg(s.test, s.tick[i]));
        if (o.has("choose")) {
            const QJsonObject chosen = o.value("choose").toObject();
            for (auto it = chosen.begin(); it != chosen.end(); ++it) {
                if (!modifier(it.key()))
                    m_ctx.error(child(o.path("choose"), it.key()),
                                tr("the test \"%1\" has no modifier \"%2\"").arg(s.test, it.key()));
                s.choose.insert(it.key(), it.value().toString());
            }
        }
        s.alone = o.flag("alone");
        s.triggered = o.flag("triggered");
        if (o.has("figure"))
            s.figure = m_p.pick(o.value("figure"), o.path("figure"), m_scope);
        if (o.has("store"))
            readStore(o, "store", s, true);
        readOutcomeSteps(o, s, *t);
        return true;
    }

    // The steps a test leads to: on a pass or a fail, on each of its outcomes, and on an outcome
    // of a test of its cascade.
    void readOutcomeSteps(const Obj &o, ProcedureStep &s, const Test &test)
    {
        const Test *t = &test;
        const auto outcomeKnown = [&](const QString &id) {
            return std::any_of(t->outcomes.begin(), t->outcomes.end(),
                               [&](const Outcome &oc) { return oc.id == id; });
        };
        if (o.has("onPass"))
            s.onOutcome.append({QStringLiteral("pass"), stepsPtr(o, "onPass")});
        if (o.has("onFail"))
            s.onOutcome.append({QStringLiteral("fail"), stepsPtr(o, "onFail")});
        if (o.has("onOutcome")) {
            const QJsonObject byOutcome = o.value("onOutcome").toObject();
            for (auto it = byOutcome.begin(); it != byOutcome.end(); ++it) {
                const QString opath = child(o.path("onOutcome"), it.key());
                if (!outcomeKnown(it.key()))
                    m_ctx.error(opath, tr("the test \"%1\" has no outcome \"%2\"").arg(s.test, it.key()));
                auto list = std::make_shared<ProcedureSteps>();
                const QJsonArray a = it.value().toArray();
                for (qsizetype i = 0; i < a.size(); ++i)
                    if (auto st = step(a[i], item(opath, i)))
                        list->push_back(std::move(*st));
                s.onOutcome.append({it.key(), list});
            }
        }
        for (const auto &b : std::as_const(s.onOutcome))
            if ((b.outcome == u"pass" || b.outcome == u"fail")
                && std::none_of(t->outcomes.begin(), t->outcomes.end(), [&](const Outcome &oc) {
                       return oc.kind == (b.outcome == u"pass" ? Outcome::Kind::Pass : Outcome::Kind::Fail);
                   }))
                m_ctx.error(o.path(b.outcome == u"pass" ? "onPass" : "onFail"),
                            tr("the test \"%1\" has no %2 outcome").arg(s.test, b.outcome));
        const QJsonArray cascade = o.array("onCascade");
        for (qsizetype i = 0; i < cascade.size(); ++i) {
            const Obj co(m_ctx, cascade[i], item(o.path("onCascade"), i), {"test", "outcome", "steps"});
            if (!co.valid())
                continue;
            CascadeBranch b{co.text("test"), co.text("outcome"), stepsPtr(co, "steps")};
            const Test *ct = m_rs.test(b.test);
            if (!ct)
                m_ctx.error(co.path("test"), tr("no test \"%1\" is defined").arg(b.test));
            else if (std::none_of(ct->outcomes.begin(), ct->outcomes.end(), [&](const Outcome &oc) {
                         return oc.id == b.outcome || (b.outcome == u"pass" && oc.kind == Outcome::Kind::Pass)
                             || (b.outcome == u"fail" && oc.kind == Outcome::Kind::Fail);
                     }))
                m_ctx.error(co.path("outcome"),
                            tr("the test \"%1\" has no outcome \"%2\"").arg(b.test, b.outcome));
            s.onCascade.append(b);
        }
    }

    // {"tick": [MODIFIER]}: modifiers ticked for the tests that follow, each one some test has.
    void readTickStep(const Obj &o, ProcedureStep &s)
    {
        s.kind = ProcedureStep::Kind::Tick;
        s.tick = o.texts("tick");
        for (qsizetype i = 0; i < s.tick.size(); ++i) {
            const QString id = s.tick[i].section(u':', 0, 0);
            const bool known = std::any_of(m_rs.tests.begin(), m_rs.tests.end(), [&](const Test &t) {
                return std::any_of(t.modifiers.begin(), t.modifiers.end(),
                                   [&](const Modifier &m) { return m.id == id; });
            });
            if (!known)
                m_ctx.error(item(o.path("tick"), i), tr("no test has a modifier \"%1\"").arg(s.tick[i]));
        }
    }

    // {"chargeRules": {...}}: the charge rules judged, with the endings of a refusal or a failed test.
    void readChargeRulesStep(const Obj &o, ProcedureStep &s)
    {
        s.kind = ProcedureStep::Kind::ChargeRules;
        const Obj c(m_ctx, o.value("chargeRules"), o.path("chargeRules"),
                    {"refused", "testFailed", "failOutcomes"});
        if (c.valid()) {
            for (const char *key : {"refused", "testFailed"}) {
                const QString id = c.text(key, QByteArrayView(key) == "refused");
                if (!id.isEmpty() && !m_endings.contains(id))
                    m_ctx.error(c.path(key), tr("the procedure declares no ending \"%1\"").arg(id));
                (QByteArrayView(key) == "refused" ? s.refusedEnding : s.testFailedEnding) = id;
            }
            if (s.testFailedEnding.isEmpty())
                s.testFailedEnding = s.refusedEnding;
            s.failOutcomes = c.texts("failOutcomes");
        }
    }

    // {"weaponRange": {...}}: the steps within the weapon's reach and beyond it.
    void readWeaponRangeStep(const Obj &o, ProcedureStep &s)
    {
        s.kind = ProcedureStep::Kind::WeaponRange;
        const Obj w(m_ctx, o.value("weaponRange"), o.path("weaponRange"),
                    {"distance", "weaponFrom", "weaponWhen", "keepReach", "ticks", "within", "beyond"});
        if (w.valid()) {
            s.distance = m_p.value(w.value("distance"), w.path("distance"), m_scope, false);
            s.weaponAttribute = w.text("weaponFrom");
            s.reachVar = w.text("keepReach", false);
            if (!s.reachVar.isEmpty() && !isVar(s.reachVar))
                m_ctx.error(w.path("keepReach"), tr("the procedure declares no var \"%1\"").arg(s.reachVar));
            s.weapon.from = Reference{Reference::Source::TypeAttribute, QStringLiteral("actor"),
                                      s.weaponAttribute, QString(), u"actor.type." + s.weaponAttribute};
            const QJsonArray when = w.array("weaponWhen");
            for (qsizetype i = 0; i < when.size(); ++i) {
                const Obj ww(m_ctx, when[i], item(w.path("weaponWhen"), i), {"when", "weapon"});
                if (!ww.valid())
                    continue;
                WeaponWhen each;
                if (const std::optional<Condition> c
                    = m_p.condition(ww.value("when"), ww.path("when"), m_scope))
                    each.when = *c;
                each.weapon = ww.text("weapon", true);
                if (!each.weapon.isEmpty() && !m_rs.weapon(each.weapon))
                    m_ctx.error(ww.path("weapon"), tr("no weapon \"%1\" is defined").arg(each.weapon));
                s.weapon.when.append(each);
            }
            if (w.has("ticks")) {
                const QJsonObject ticks = w.value("ticks").toObject();
                for (auto it = ticks.begin(); it != ticks.end(); ++it) {
                    QStringList ids;
                    for (const QJsonValue t : it.value().toArray())
                        ids.append(t.toString());
                    s.rangeTicks.insert(it.key(), ids);
                }
            }
            s.within = stepsPtr(w, "within");
            s.beyond = stepsPtr(w, "beyond");
        }
    }

    // {"melee": {...}}: a melee test between the two sides, and the steps once it is decided or drawn.
    void readMeleeStep(const Obj &o, ProcedureStep &s)
    {
        s.kind = ProcedureStep::Kind::Melee;
        const Obj m(m_ctx, o.value("melee"), o.path("melee"),
                    {"test", "loserHasMore", "decided", "drawn", "actorInputs", "targetInputs"});
        if (m.valid()) {
            s.test = m.text("test");
            if (!m_rs.test(s.test))
                m_ctx.error(m.path("test"), tr("no test \"%1\" is defined").arg(s.test));
            s.compareField = m.text("loserHasMore");
            const Field *f = m_rs.field(s.compareField);
            if (!s.compareField.isEmpty() && (!f || f->kind != FieldKind::Integer))
                m_ctx.error(m.path("loserHasMore"), tr("an integer field, such as casualties"));
            for (const auto &[key, into] :
                 {std::pair{"actorInputs", &s.actorInputs}, std::pair{"targetInputs", &s.targetInputs}}) {
                const QJsonObject inputs = m.value(key).toObject();
                for (auto it = inputs.begin(); it != inputs.end(); ++it) {
                    const Test *t = m_rs.test(s.test);
                    const QString ipath = child(m.path(key), it.key());
                    if (t && std::none_of(t->inputs.begin(), t->inputs.end(), [&](const TestInput &i) {
                            return i.id == it.key();
                        }))
                        m_ctx.error(ipath, tr("the test \"%1\" has no input \"%2\"").arg(s.test, it.key()));
                    if (auto value = m_p.value(it.value(), ipath, m_scope, false))
                        into->append({it.key(), *value});
                }
            }
            s.decided = stepsPtr(m, "decided");
            s.drawn = stepsPtr(m, "drawn");
        }
    }

    // {"fights": {"test": ID, "most": N, "simultaneous": BOOL, "lastStandingWins": BOOL|CONDITION,
    //  "outnumbered": {ROLE: MODIFIER},
    //  "tally": {"actor"|"target"|"drawn": VAR}, "onOutcome": {OUTCOME: [STEP]}}}: bouts between
    //  the figures in contact.
    void readFights(const Obj &o, ProcedureStep &s)
    {
        s.kind = ProcedureStep::Kind::Fights;
        const Obj f(m_ctx, o.value("fights"), o.path("fights"),
                    {"test", "most", "simultaneous", "lastStandingWins", "outnumbered", "tally", "onOutcome",
                     "store"});
        if (!f.valid())
            return;
        if (!m_rs.figures)
            m_ctx.error(f.path(), tr("only units made of figures fight bout by bout (see \"figures\")"));
        s.test = f.text("test");
        const Test *t = m_rs.test(s.test);
        if (!t || t->kind != Test::Kind::Opposed || !t->winnerLoser) {
            m_ctx.error(
                f.path("test"),
                tr("an opposed test with a winner and a loser (winnerLoser), not \"%1\"").arg(s.test));
            return;
        }
        if (s.doc.name.isEmpty())
            s.doc.name = t->doc.name;
        s.most = int(f.integer("most").value_or(1));
        if (s.most < 1 || s.most > 6)
            m_ctx.error(f.path("most"), tr("at most 1 to 6 figures against one"));
        s.simultaneous = f.flag("simultaneous");
        if (const QJsonValue last = f.value("lastStandingWins"); last.isObject()) {
            s.lastStandingWins = true;
            s.lastStandingWhen = m_p.condition(last, f.path("lastStandingWins"), m_scope);
        } else {
            s.lastStandingWins = f.flag("lastStandingWins");
        }
        const QJsonObject outnumbered = f.value("outnumbered").toObject();
        for (auto it = outnumbered.begin(); it != outnumbered.end(); ++it) {
            const QString at = child(f.path("outnumbered"), it.key());
            if (!isRole(it.key()))
                m_ctx.error(at, tr("a role: actor or target"));
            if (std::none_of(t->modifiers.begin(), t->modifiers.end(),
                             [&](const Modifier &m) { return m.id == it.value().toString(); }))
                m_ctx.error(at,
                            tr("the test \"%1\" has no modifier \"%2\"").arg(s.test, it.value().toString()));
            s.outnumbered.insert(it.key(), it.value().toString());
        }
        const QJsonObject tally = f.value("tally").toObject();
        for (auto it = tally.begin(); it != tally.end(); ++it) {
            const QString at = child(f.path("tally"), it.key());
            if (it.key() != u"actor" && it.key() != u"target" && it.key() != u"drawn")
                m_ctx.error(at, tr("a tally counts bouts won by actor or target, or drawn"));
            if (!isVar(it.value().toString()))
                m_ctx.error(at, tr("the procedure declares no var \"%1\"").arg(it.value().toString()));
            s.tally.insert(it.key(), it.value().toString());
        }
        if (f.has("store"))
            readStore(f, "store", s, true);
        const QJsonObject byOutcome = f.value("onOutcome").toObject();
        for (auto it = byOutcome.begin(); it != byOutcome.end(); ++it) {
            const QString at = child(f.path("onOutcome"), it.key());
            if (std::none_of(t->outcomes.begin(), t->outcomes.end(),
                             [&](const Outcome &oc) { return oc.id == it.key(); }))
                m_ctx.error(at, tr("the test \"%1\" has no outcome \"%2\"").arg(s.test, it.key()));
            auto list = std::make_shared<ProcedureSteps>();
            const QJsonArray a = it.value().toArray();
            for (qsizetype i = 0; i < a.size(); ++i)
                if (auto st = step(a[i], item(at, i)))
                    list->push_back(std::move(*st));
            s.onOutcome.append({it.key(), list});
        }
    }

    Context &m_ctx;
    Ruleset &m_rs;
    const ProcedureParsers &m_p;
    const Test *m_scope = nullptr;
    QSet<QString> m_endings;
    QStringList m_roles; // the procedure's own roles besides actor and target
};

} // namespace

void readProcedures(Context &ctx, const Obj &top, Ruleset &ruleset, const ProcedureParsers &parsers)
{
    ProcedureLoader(ctx, ruleset, parsers).read(top);
}

const Procedure *Ruleset::procedure(const QString &wanted) const
{
    if (!procedures)
        return nullptr;
    for (const Procedure &p : *procedures)
        if (p.id == wanted)
            return &p;
    return nullptr;
}

const ProcedureEnding *Procedure::ending(const QString &wanted) const
{
    for (const ProcedureEnding &e : endings)
        if (e.id == wanted)
            return &e;
    return nullptr;
}

const ProcedureRole *Procedure::role(const QString &wanted) const
{
    for (const ProcedureRole &r : roles)
        if (r.id == wanted)
            return &r;
    return nullptr;
}

const ProcedureResponse *Procedure::response(const QString &wanted) const
{
    for (const ProcedureResponse &r : responses)
        if (r.id == wanted)
            return &r;
    return nullptr;
}

namespace {

const ProcedureStep *stepIn(const ProcedureSteps &steps, const QString &path);

const ProcedureStep *stepIn(const std::shared_ptr<ProcedureSteps> &steps, const QString &path)
{
    return steps ? stepIn(*steps, path) : nullptr;
}

const ProcedureStep *stepIn(const ProcedureSteps &steps, const QString &path)
{
    for (const ProcedureStep &s : steps) {
        if (s.path == path)
            return &s;
        for (const auto &list : {s.then, s.otherwise, s.within, s.beyond, s.decided, s.drawn, s.body})
            if (const ProcedureStep *found = stepIn(list, path))
                return found;
        for (const OutcomeBranch &b : s.onOutcome)
            if (const ProcedureStep *found = stepIn(b.steps, path))
                return found;
        for (const CascadeBranch &b : s.onCascade)
            if (const ProcedureStep *found = stepIn(b.steps, path))
                return found;
    }
    return nullptr;
}

} // namespace

const ProcedureStep *Procedure::step(const QString &path) const
{
    if (const ProcedureStep *s = stepIn(before, path))
        return s;
    for (const ProcedureResponse &r : responses)
        if (const ProcedureStep *s = stepIn(r.steps, path))
            return s;
    return stepIn(after, path);
}

} // namespace adjutant::rules
