#include "rulesetloader.h"

#include "docjson.h"
#include "limits.h"
#include "procedureloader.h"

#include "json/checkedjson.h"
#include "json/sourcejson.h"

#include "dice/diceparser.h"
#include "dice/distribution.h"
#include "io/boundedfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <functional>

namespace adjutant::rules {

namespace {

using namespace json;
using namespace json::checked;

class Loader
{
public:
    Loader(Context &ctx, Ruleset &rs) : m_ctx(ctx), m_rs(rs) { }

    void load(const QJsonValue &root)
    {
        Obj top(m_ctx, root, QString(), {"format",          "id",         "name",        "version",
                                         "explain",         "ref",        "ladders",     "fields",
                                         "removal",         "unitTypes",  "formations",  "formationChanges",
                                         "movementColumns", "movement",   "weapons",     "terrain",
                                         "formed",          "manoeuvres", "afterMove",   "modifierSets",
                                         "tests",           "tables",     "chargeRules", "activation",
                                         "options",         "display",    "procedures"});
        if (!top.valid())
            return;
        const auto format = top.integer("format", true);
        if (format && *format != RulesetLoader::kFormatVersion)
            m_ctx.error(top.path("format"),
                        RulesetLoader::tr("this Adjutant reads format %1, not %2")
                            .arg(RulesetLoader::kFormatVersion)
                            .arg(*format));
        m_rs.id = top.text("id");
        if (!m_rs.id.isEmpty() && !isId(m_rs.id))
            m_ctx.error(top.path("id"), RulesetLoader::tr("an id uses letters, digits and hyphens only"));
        m_ctx.setTextContext(u"ruleset:" + m_rs.id);
        m_rs.doc = readDoc(top);
        m_rs.version = top.text("version");

        // Order matters: what later sections refer to is read first.
        readList(top, "options", [this](const Obj &o) { readOption(o); }, "option",
                 {"id", "name", "explain", "ref", "choices", "default"});
        readList(top, "ladders", [this](const Obj &o) { readLadder(o); }, "ladder",
                 {"id", "name", "explain", "ref", "steps"});
        // Each section is looked up by the next ones: indexed as it is complete, so that a file
        // of thousands of definitions and references to them takes no more than a moment.
        m_rs.buildIndexes();
        readList(top, "formations", [this](const Obj &o) { readFormation(o); }, "formation",
                 {"id", "name", "explain", "ref", "arms", "requires"});
        m_rs.buildIndexes();
        readList(top, "unitTypes", [this](const Obj &o) { readUnitType(o); }, "unitType",
                 {"id", "name", "explain", "ref", "arm", "attributes", "formations"});
        m_rs.buildIndexes();
        for (const UnitType &t : std::as_const(m_rs.unitTypes)) {
            for (auto it = t.attributes.begin(); it != t.attributes.end(); ++it)
                m_typeAttributes.insert(it.key());
            if (!m_arms.contains(t.arm))
                m_armList.append(t.arm);
            m_arms.insert(t.arm);
            m_typeIds.insert(t.id);
            m_typeIdList.append(t.id);
        }
        readList(top, "fields", [this](const Obj &o) { readField(o); }, "field",
                 {"id", "name", "explain", "ref", "kind", "ladder", "choices", "choicesFrom", "default",
                  "min", "max", "maxFrom", "resetAtEndOfTurn"});
        m_rs.buildIndexes();
        if (top.has("removal"))
            readRemoval(
                Obj(m_ctx, top.value("removal"), top.path("removal"), {"field", "atLeastFrom", "explain"}));
        if (top.has("modifierSets"))
            readModifierSets(top);
        // Tests and tables refer to each other: collect ids first.
        collectIds(top, "tests", m_testIds);
        collectIds(top, "tables", m_tableIds);
        readList(top, "tables", [this](const Obj &o) { readTable(o); }, "table",
                 {"id", "name", "explain", "ref", "dice", "rows", "lookup"});
        m_rs.buildIndexes();
        readList(top, "tests", [this](const Obj &o) { readTest(o); }, "test",
                 {"id",          "name",        "explain",     "ref",           "kind",
                  "dice",        "pool",        "atLeast",     "atMost",        "targetFrom",
                  "modifiersOn", "naturalPass", "naturalFail", "base",          "compareWith",
                  "table",       "row",         "inputs",      "modifiers",     "effects",
                  "perSuccess",  "perFailure",  "ifAnyFailed", "ifAnySuccess",  "perNaturalPass",
                  "then",        "naturalWhen", "halveWhen",   "floor",         "onPass",
                  "onFail",      "bands",       "winnerLoser", "targetDieFrom", "cue"});
        m_rs.buildIndexes();
        readList(top, "movementColumns", [this](const Obj &o) { readMovementColumn(o); }, "movement column",
                 {"id", "name", "explain", "ref", "base"});
        readList(top, "movement", [this](const Obj &o) { readMovement(o); }, "",
                 {"arm", "unitType", "formation", "inches", "bonus"});
        if (top.has("formed"))
            m_rs.formed = condition(top.value("formed"), top.path("formed"), nullptr);
        readList(top, "terrain", [this](const Obj &o) { readTerrain(o); }, "terrain",
                 {"id", "name", "explain", "ref", "speed", "cost", "costMove", "forbidden", "forbiddenFormed",
                  "formedOnly", "disorders", "disordersFormedOnly"});
        readList(top, "manoeuvres", [this](const Obj &o) { readManoeuvre(o); }, "manoeuvre",
                 {"id", "name", "explain", "ref", "rates"});
        readList(top, "afterMove",
                 [this](const Obj &o) {
                     AfterMove a{
                         o.text("id"), readDoc(o), std::nullopt, o.integer("movedMoreThan").value_or(0), {}};
                     if (o.has("when"))
                         a.when = condition(o.value("when"), o.path("when"), nullptr);
                     a.effects = readEffects(o, "effects", nullptr);
                     m_rs.afterMove.append(a);
                 },
                 "afterMove", {"id", "name", "explain", "ref", "when", "movedMoreThan", "effects"});
        readList(top, "weapons", [this](const Obj &o) { readWeapon(o); }, "weapon",
                 {"id", "name", "explain", "ref", "ranges"});
        if (top.has("formationChanges"))
            readFormationChanges(Obj(m_ctx, top.value("formationChanges"), top.path("formationChanges"),
                                     {"explain", "ref", "chains", "chainBy", "rating", "ratingOption",
                                      "costPerStep", "costWhen", "testEachStep"}));
        readList(top, "chargeRules", [this](const Obj &o) { readChargeRule(o); }, "chargeRule",
                 {"id", "name", "explain", "ref", "when", "verdict", "test"});
        if (top.has("procedures"))
            readProcedures(
                m_ctx, top, m_rs,
                {[this](const QJsonValue &v, const QString &p, const Test *t) { return condition(v, p, t); },
                 [this](const QJsonValue &v, const QString &p, const Test *t, bool r) {
                     return value(v, p, t, r);
                 },
                 [this](const Obj &o, const char *k, const Test *t) { return readEffects(o, k, t); }});
        if (top.has("activation"))
            readActivation(Obj(m_ctx, top.value("activation"), top.path("activation"),
                               {"kind", "draw", "explain", "ref", "cards", "phases", "endOfTurn"}));
        if (top.has("display"))
            readDisplay(Obj(m_ctx, top.value("display"), top.path("display"),
                            {"losses", "state", "formation", "markers", "actions", "moved"}));
        m_rs.buildIndexes();
        m_ctx.runDeferred();
        checkCertainLoops();
    }

private:
    // Reads a list of objects with ids, reporting duplicates.
    void readList(const Obj &parent, const char *key, const std::function<void(const Obj &)> &read,
                  const char *whatId, Keys allowed)
    {
        const QString what = QString::fromLatin1(whatId);
        const QJsonArray list = parent.array(key);
        QHash<QString, QString> seen; // id -> first path
        for (qsizetype i = 0; i < list.size(); ++i) {
            const Obj o(m_ctx, list[i], item(parent.path(key), i), allowed);
            if (!o.valid())
                continue;
            if (!what.isEmpty()) {
                const QString id = o.text("id");
                if (!id.isEmpty() && !isId(id))
                    m_ctx.error(o.path("id"),
                                RulesetLoader::tr("an id uses letters, digits and hyphens only"));
                if (seen.contains(id) && !id.isEmpty())
                    m_ctx.error(o.path("id"),
                                RulesetLoader::tr("duplicate %1 id \"%2\"; the first is at %3")
                                    .arg(what, id, seen.value(id)));
                seen.insert(id, o.path());
            }
            read(o);
        }
    }

    void collectIds(const Obj &top, const char *key, QSet<QString> &ids)
    {
        const QJsonValue v = top.value(key);
        if (!v.isArray())
            return;
        for (const QJsonValue e : v.toArray())
            if (e.isObject())
                ids.insert(e.toObject().value(QStringLiteral("id")).toString());
    }

    // ---- options, ladders, formations, unit types, fields --------------------------------

    void readOption(const Obj &o)
    {
        Option opt;
        opt.id = o.text("id");
        opt.doc = readDoc(o);
        const QJsonArray choices = o.array("choices", true);
        for (qsizetype i = 0; i < choices.size(); ++i) {
            const Obj c(m_ctx, choices[i], item(o.path("choices"), i), {"id", "name", "explain"});
            if (c.valid())
                opt.choices.append({c.text("id"), readDoc(c)});
        }
        if (opt.choices.size() < 2 && o.has("choices"))
            m_ctx.error(o.path("choices"), RulesetLoader::tr("an option needs at least two choices"));
        opt.defaultChoice = o.text("default");
        if (!opt.defaultChoice.isEmpty() && !hasChoice(opt, opt.defaultChoice))
            m_ctx.error(
                o.path("default"),
                RulesetLoader::tr("\"%1\" is not one of this option's choices").arg(opt.defaultChoice));
        m_rs.options.append(opt);
    }

    static bool hasChoice(const Option &opt, const QString &id)
    {
        return std::any_of(opt.choices.begin(), opt.choices.end(),
                           [&](const OptionChoice &c) { return c.id == id; });
    }

    void readLadder(const Obj &o)
    {
        Ladder l;
        l.id = o.text("id");
        l.doc = readDoc(o);
        const QJsonArray steps = o.array("steps", true);
        QSet<QString> seen;
        for (qsizetype i = 0; i < steps.size(); ++i) {
            const Obj s(m_ctx, steps[i], item(o.path("steps"), i),
                        {"id", "name", "explain", "value", "attributes"});
            if (!s.valid())
                continue;
            LadderStep step;
            step.id = s.text("id");
            step.doc = readDoc(s, false);
            if (step.doc.name.isEmpty())
                step.doc.name = step.id;
            step.value = s.integer("value").value_or(0);
            if (s.has("attributes")) {
                if (!s.value("attributes").isObject())
                    s.wrongType("attributes", RulesetLoader::tr("an object"));
                else
                    step.attributes = s.value("attributes").toObject().toVariantHash();
            }
            if (seen.contains(step.id))
                m_ctx.error(s.path("id"),
                            RulesetLoader::tr("duplicate step \"%1\" in this ladder").arg(step.id));
            seen.insert(step.id);
            l.steps.append(step);
        }
        if (l.steps.isEmpty() && o.has("steps"))
            m_ctx.error(o.path("steps"), RulesetLoader::tr("a ladder needs at least one step"));
        m_rs.ladders.append(l);
    }

    void readFormation(const Obj &o)
    {
        m_rs.formations.append({o.text("id"), readDoc(o), o.texts("arms"), nullptr});
        if (o.has("requires")) {
            // Conditions read fields, which are defined after formations: read it at the end.
            const qsizetype index = m_rs.formations.size() - 1;
            const QJsonValue value = o.value("requires");
            const QString path = o.path("requires");
            m_ctx.deferred([this, index, value, path] {
                if (auto c = condition(value, path, nullptr))
                    m_rs.formations[index].requirement = std::make_shared<Condition>(*c);
            });
        }
    }

    void readUnitType(const Obj &o)
    {
        UnitType t;
        t.id = o.text("id");
        t.doc = readDoc(o);
        t.arm = o.text("arm");
        if (o.has("attributes")) {
            if (!o.value("attributes").isObject())
                o.wrongType("attributes", RulesetLoader::tr("an object"));
            else
                t.attributes = o.value("attributes").toObject().toVariantHash();
        }
        t.formations = o.texts("formations");
        for (qsizetype i = 0; i < t.formations.size(); ++i)
            if (!m_rs.formation(t.formations[i]))
                m_ctx.error(item(o.path("formations"), i),
                            RulesetLoader::tr("no formation \"%1\" is defined").arg(t.formations[i]));
        m_rs.unitTypes.append(t);
    }

    void readField(const Obj &o)
    {
        Field f;
        f.id = o.text("id");
        f.doc = readDoc(o);
        const QString kind = o.text("kind");
        static const QHash<QString, FieldKind> kinds{{QStringLiteral("ladder"), FieldKind::Ladder},
                                                     {QStringLiteral("integer"), FieldKind::Integer},
                                                     {QStringLiteral("flag"), FieldKind::Flag},
                                                     {QStringLiteral("choice"), FieldKind::Choice}};
        if (!kind.isEmpty() && !kinds.contains(kind))
            m_ctx.error(o.path("kind"), RulesetLoader::tr("kind must be ladder, integer, flag or choice"));
        if (!kinds.contains(kind)) {
            // Missing, mistyped or unknown: reported above. The field is kept, so that what refers
            // to it is not reported too, but nothing is checked against a kind it does not have.
            m_brokenFields.insert(f.id);
            m_rs.fields.append(f);
            return;
        }
        f.kind = kinds.value(kind);
        f.resetAtEndOfTurn = o.flag("resetAtEndOfTurn");
        switch (f.kind) {
        case FieldKind::Ladder: {
            f.ladder = o.text("ladder");
            const Ladder *l = m_rs.ladder(f.ladder);
            if (!l) {
                // Missing, not text, or not defined (the ladders themselves may be broken).
                if (!f.ladder.isEmpty())
                    m_ctx.error(o.path("ladder"),
                                RulesetLoader::tr("no ladder \"%1\" is defined").arg(f.ladder));
                m_brokenFields.insert(f.id);
                break;
            }
            f.defaultValue = o.has("default") ? QVariant(o.text("default")) : QVariant(l->steps.value(0).id);
            if (l->indexOf(f.defaultValue.toString()) < 0)
                m_ctx.error(o.path("default"),
                            RulesetLoader::tr("\"%1\" is not a step of the ladder \"%2\"")
                                .arg(f.defaultValue.toString(), f.ladder));
            break;
        }
        case FieldKind::Integer:
            f.minimum = o.integer("min").value_or(0);
            f.maximum = o.integer("max");
            f.maximumFrom = o.text("maxFrom", false);
            if (!f.maximumFrom.isEmpty() && !typeAttributeExists(f.maximumFrom))
                m_ctx.error(o.path("maxFrom"),
                            RulesetLoader::tr("no unit type has the attribute \"%1\"").arg(f.maximumFrom));
            f.defaultValue = o.integer("default").value_or(f.minimum);
            break;
        case FieldKind::Flag:
            f.defaultValue = o.flag("default", false);
            break;
        case FieldKind::Choice:
            f.choicesFrom = o.text("choicesFrom", false);
            if (f.choicesFrom == u"formations") {
                for (const Formation &fm : m_rs.formations)
                    f.choices.append(fm.id);
            } else if (!f.choicesFrom.isEmpty()) {
                m_ctx.error(o.path("choicesFrom"),
                            RulesetLoader::tr("only \"formations\" can supply choices"));
            } else {
                f.choices = o.texts("choices");
                if (f.choices.isEmpty())
                    m_ctx.error(o.path(),
                                RulesetLoader::tr("a choice field needs \"choices\" or \"choicesFrom\""));
            }
            f.defaultValue = o.has("default") ? QVariant(o.text("default")) : QVariant(f.choices.value(0));
            if (!f.choices.isEmpty() && !f.choices.contains(f.defaultValue.toString()))
                m_ctx.error(
                    o.path("default"),
                    RulesetLoader::tr("\"%1\" is not one of the choices").arg(f.defaultValue.toString()));
            break;
        }
        m_rs.fields.append(f);
    }

    // Whether a field can be used as the given kind: it is of that kind, or its own definition
    // is broken (already reported there; a second message about it would only mislead).
    bool kindFits(const Field *f, FieldKind kind) const
    {
        return f && (f->kind == kind || m_brokenFields.contains(f->id));
    }
    bool broken(const Field *f) const { return f && m_brokenFields.contains(f->id); }

    bool typeAttributeExists(const QString &attribute) const { return m_typeAttributes.contains(attribute); }

    // A field the display names, of one of the kinds it can show.
    QString displayField(const Obj &o, const char *key, std::initializer_list<FieldKind> kinds,
                         const QString &kindText)
    {
        QString id = o.text(key, false);
        if (id.isEmpty())
            return {};
        const Field *f = m_rs.field(id);
        if (!f)
            m_ctx.error(o.path(key), RulesetLoader::tr("no field \"%1\"").arg(id));
        else if (!broken(f) && std::find(kinds.begin(), kinds.end(), f->kind) == kinds.end())
            m_ctx.error(o.path(key), RulesetLoader::tr("\"%1\" is not %2").arg(id, kindText));
        return id;
    }

    QStringList displayFieldList(const Obj &o, const char *key, bool tests)
    {
        QStringList ids = o.texts(key);
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (tests && !m_rs.test(ids[i]))
                m_ctx.error(item(o.path(key), i), RulesetLoader::tr("no test \"%1\"").arg(ids[i]));
            else if (!tests && !kindFits(m_rs.field(ids[i]), FieldKind::Flag))
                m_ctx.error(item(o.path(key), i), RulesetLoader::tr("no flag field \"%1\"").arg(ids[i]));
        }
        return ids;
    }

    // "actions": ["fire", {"test": "rally", "when": {...}}, ...]: a test id, or one offered only
    // while a condition on the unit (the actor) holds.
    void readDisplayActions(const Obj &o)
    {
        Display &d = m_rs.display;
        const QJsonArray list = o.array("actions");
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = item(o.path("actions"), i);
            QString id;
            if (list[i].isString()) {
                id = list[i].toString();
            } else {
                const Obj action(m_ctx, list[i], path, {"test", "when"});
                if (!action.valid())
                    continue;
                id = action.text("test");
                if (action.has("when"))
                    if (std::optional<Condition> when
                        = condition(action.value("when"), action.path("when"), nullptr))
                        d.actionWhen.insert(id, std::make_shared<Condition>(*when));
            }
            if (!id.isEmpty() && !m_rs.test(id))
                m_ctx.error(list[i].isString() ? path : child(path, QStringLiteral("test")),
                            RulesetLoader::tr("no test \"%1\"").arg(id));
            d.actions.append(id);
        }
    }

    void readDisplay(const Obj &o)
    {
        if (!o.valid())
            return;
        Display &d = m_rs.display;
        if (o.has("losses")) {
            const Obj losses(m_ctx, o.value("losses"), o.path("losses"), {"field", "outOf", "counts"});
            if (losses.valid()) {
                if (!losses.has("field"))
                    losses.missing("field");
                d.lossesField
                    = displayField(losses, "field", {FieldKind::Integer}, RulesetLoader::tr("a number"));
                d.lossesOutOf = losses.text("outOf", false);
                if (d.lossesOutOf.startsWith(u"type.")) {
                    if (!typeAttributeExists(d.lossesOutOf.mid(5)))
                        m_ctx.error(losses.path("outOf"),
                                    RulesetLoader::tr("no unit type has the attribute \"%1\"")
                                        .arg(d.lossesOutOf.mid(5)));
                } else if (!d.lossesOutOf.isEmpty() && !m_rs.field(d.lossesOutOf)) {
                    m_ctx.error(losses.path("outOf"),
                                RulesetLoader::tr("expected a field or \"type.\" and a unit type attribute"));
                }
                const QString counts = losses.text("counts", false);
                if (!counts.isEmpty() && counts != u"lost" && counts != u"left")
                    m_ctx.error(losses.path("counts"), RulesetLoader::tr("expected \"lost\" or \"left\""));
                d.lossesCountLeft = counts == u"left";
            }
        }
        if (o.has("state")) {
            const Obj state(m_ctx, o.value("state"), o.path("state"), {"field", "tones"});
            if (state.valid()) {
                if (!state.has("field"))
                    state.missing("field");
                d.stateField = displayField(state, "field", {FieldKind::Ladder, FieldKind::Choice},
                                            RulesetLoader::tr("a ladder or a choice"));
                const QJsonObject tones = state.value("tones").toObject();
                if (state.has("tones") && !state.value("tones").isObject())
                    state.wrongType("tones", RulesetLoader::tr("an object"));
                const Field *f = m_rs.field(d.stateField);
                const Ladder *ladder = f ? m_rs.ladder(f->ladder) : nullptr;
                for (auto it = tones.begin(); it != tones.end(); ++it) {
                    const QString path = child(state.path("tones"), it.key());
                    if ((ladder && !ladder->step(it.key()))
                        || (f && !ladder && !f->choices.contains(it.key())))
                        m_ctx.error(
                            path,
                            RulesetLoader::tr("\"%1\" is not a value of %2").arg(it.key(), d.stateField));
                    const QString tone = it.value().toString();
                    if (tone == u"steady")
                        d.tones.insert(it.key(), Display::Tone::Steady);
                    else if (tone == u"shaken")
                        d.tones.insert(it.key(), Display::Tone::Shaken);
                    else if (tone == u"routed")
                        d.tones.insert(it.key(), Display::Tone::Routed);
                    else
                        m_ctx.error(path, RulesetLoader::tr("expected \"steady\", \"shaken\" or \"routed\""));
                }
            }
        }
        d.formationField = displayField(o, "formation", {FieldKind::Choice}, RulesetLoader::tr("a choice"));
        d.markers = displayFieldList(o, "markers", false);
        d.moved = displayField(o, "moved", {FieldKind::Flag}, RulesetLoader::tr("a flag"));
        readDisplayActions(o);
    }

    void readRemoval(const Obj &o)
    {
        if (!o.valid())
            return;
        m_rs.removalField = o.text("field");
        m_rs.removalAtLeastFrom = o.text("atLeastFrom");
        const Field *f = m_rs.field(m_rs.removalField);
        if (!m_rs.removalField.isEmpty() && !kindFits(f, FieldKind::Integer))
            m_ctx.error(o.path("field"),
                        RulesetLoader::tr("removal needs an integer field, such as casualties"));
        if (!m_rs.removalAtLeastFrom.isEmpty() && !typeAttributeExists(m_rs.removalAtLeastFrom))
            m_ctx.error(
                o.path("atLeastFrom"),
                RulesetLoader::tr("no unit type has the attribute \"%1\"").arg(m_rs.removalAtLeastFrom));
    }

    // ---- references and conditions -----------------------------------------------------

    // Reads "actor.casualties", "target.type.maxCasualties", "actor.fire.rocketDie", "input.x"...
    std::optional<Reference> reference(const QString &text, const QString &path, const Test *test,
                                       const QStringList &roles
                                       = {QStringLiteral("actor"), QStringLiteral("target")})
    {
        Reference r;
        r.text = text;
        const QStringList parts = text.split(u'.');
        const auto bad = [&](const QString &why) {
            m_ctx.error(path, RulesetLoader::tr("\"%1\": %2").arg(text, why));
            return std::nullopt;
        };
        if (parts.size() == 2 && parts[0] == u"input") {
            r.source = Reference::Source::Input;
            r.name = parts[1];
            const bool known = test
                && std::any_of(test->inputs.begin(), test->inputs.end(),
                               [&](const TestInput &i) { return i.id == r.name; });
            if (!known)
                return bad(RulesetLoader::tr("this test declares no input \"%1\"").arg(r.name));
            return r;
        }
        if (parts.size() == 2 && parts[0] == u"option") {
            r.source = Reference::Source::Option;
            r.name = parts[1];
            if (!m_rs.option(r.name))
                return bad(RulesetLoader::tr("no option \"%1\" is defined").arg(r.name));
            return r;
        }
        if (parts.size() < 2 || !roles.contains(parts[0]))
            return bad(
                RulesetLoader::tr("start with %1, input. or option.").arg(roles.join(QStringLiteral(", "))));
        r.role = parts[0];
        if (parts[1] == u"type" && parts.size() == 2) {
            r.source = Reference::Source::TypeId;
            return r;
        }
        if (parts[1] == u"arm" && parts.size() == 2) {
            r.source = Reference::Source::Arm;
            return r;
        }
        if (parts[1] == u"type" && parts.size() == 3) {
            r.source = Reference::Source::TypeAttribute;
            r.name = parts[2];
            if (!typeAttributeExists(r.name))
                return bad(RulesetLoader::tr("no unit type has the attribute \"%1\"").arg(r.name));
            return r;
        }
        const Field *f = m_rs.field(parts[1]);
        if (!f)
            return bad(RulesetLoader::tr("no field \"%1\" is defined").arg(parts[1]));
        r.name = parts[1];
        if (parts.size() == 2) {
            r.source = Reference::Source::Field;
            return r;
        }
        if (parts.size() == 3 && f->kind == FieldKind::Ladder) {
            r.source = Reference::Source::FieldStepAttribute;
            r.attribute = parts[2];
            const Ladder *l = m_rs.ladder(f->ladder);
            const bool known = l && std::any_of(l->steps.begin(), l->steps.end(), [&](const LadderStep &s) {
                                   return s.attributes.contains(r.attribute);
                               });
            if (!known)
                return bad(RulesetLoader::tr("no step of the ladder \"%1\" has the attribute \"%2\"")
                               .arg(f->ladder, r.attribute));
            return r;
        }
        return bad(RulesetLoader::tr("too many parts"));
    }

    std::optional<Reference> referenceKey(const Obj &o, const char *key, const Test *test,
                                          bool required = false)
    {
        if (!o.has(key)) {
            if (required)
                o.missing(key);
            return std::nullopt;
        }
        const QString text = o.text(key);
        if (text.isEmpty())
            return std::nullopt;
        return reference(text, o.path(key), test);
    }

    // Checks that a value fits what the reference reads (a step of its ladder, a known choice...).
    // Membership is looked up, not searched: a file may compare thousands of times against a
    // ladder of thousands of steps.
    void checkValue(const Reference &r, const QJsonValue &v, const QString &path)
    {
        const auto expectText = [&](const std::function<bool(const QString &)> &allowed,
                                    const std::function<QStringList()> &all, const QString &what) {
            if (!v.isString())
                m_ctx.error(path, RulesetLoader::tr("expected text naming %1").arg(what));
            else if (!allowed(v.toString()))
                m_ctx.error(path,
                            RulesetLoader::tr("\"%1\" is not %2; one of: %3")
                                .arg(v.toString(), what, all().join(QStringLiteral(", "))));
        };
        const auto inSet
            = [](const QSet<QString> &set) { return [&set](const QString &x) { return set.contains(x); }; };
        switch (r.source) {
        case Reference::Source::Field: {
            const Field *f = m_rs.field(r.name);
            if (!f || broken(f))
                break; // its definition is reported where it stands
            if (f->kind == FieldKind::Ladder) {
                const Ladder *ladder = m_rs.ladder(f->ladder);
                if (!ladder)
                    break;
                expectText([ladder](const QString &x) { return ladder->indexOf(x) >= 0; },
                           [ladder] {
                               QStringList steps;
                               for (const LadderStep &s : ladder->steps)
                                   steps.append(s.id);
                               return steps;
                           },
                           RulesetLoader::tr("a step of %1").arg(f->ladder));
            } else if (f->kind == FieldKind::Choice) {
                const QSet<QString> &choices = choiceSet(u"field:" + f->id, f->choices);
                expectText(
                    inSet(choices), [f] { return f->choices; },
                    RulesetLoader::tr("a choice of %1").arg(f->id));
            } else if (f->kind == FieldKind::Flag && !v.isBool()) {
                m_ctx.error(path,
                            RulesetLoader::tr("%1 is a flag: compare it with true or false").arg(f->id));
            } else if (f->kind == FieldKind::Integer && !v.isDouble()) {
                m_ctx.error(path, RulesetLoader::tr("%1 is a number").arg(f->id));
            }
            break;
        }
        case Reference::Source::TypeId:
            expectText(
                inSet(m_typeIds), [this] { return m_typeIdList; }, RulesetLoader::tr("a unit type"));
            break;
        case Reference::Source::Arm:
            expectText(
                inSet(m_arms), [this] { return m_armList; }, RulesetLoader::tr("an arm"));
            break;
        case Reference::Source::Option: {
            const Option *option = m_rs.option(r.name);
            if (!option)
                break;
            QStringList ids;
            for (const OptionChoice &c : option->choices)
                ids.append(c.id);
            const QSet<QString> &choices = choiceSet(u"option:" + r.name, ids);
            expectText(
                inSet(choices), [ids] { return ids; },
                RulesetLoader::tr("a choice of the option %1").arg(r.name));
            break;
        }
        case Reference::Source::Input:
        case Reference::Source::TypeAttribute:
        case Reference::Source::FieldStepAttribute:
            break; // any plain value
        }
    }

    // A field's or an option's choices as a set, made once.
    const QSet<QString> &choiceSet(const QString &key, const QStringList &choices)
    {
        auto it = m_choiceSets.find(key);
        if (it == m_choiceSets.end())
            it = m_choiceSets.insert(key, QSet<QString>(choices.begin(), choices.end()));
        return *it;
    }

    std::optional<Condition> condition(const QJsonValue &v, const QString &path, const Test *test)
    {
        const Obj o(m_ctx, v, path,
                    {"field", "option", "ticked", "is", "in", "atLeast", "atMost", "all", "any", "not"});
        if (!o.valid())
            return std::nullopt;
        Condition c;
        for (const char *group : {"all", "any"}) {
            if (!o.has(group))
                continue;
            c.kind = QByteArrayView(group) == "all" ? Condition::Kind::All : Condition::Kind::Any;
            const QJsonArray list = o.array(group);
            if (list.isEmpty())
                m_ctx.error(o.path(group), RulesetLoader::tr("list at least one condition"));
            for (qsizetype i = 0; i < list.size(); ++i)
                if (auto sub = condition(list[i], item(o.path(group), i), test))
                    c.children.append(*sub);
            return c;
        }
        if (o.has("not")) {
            c.kind = Condition::Kind::Not;
            if (auto sub = condition(o.value("not"), o.path("not"), test))
                c.children.append(*sub);
            return c;
        }
        if (o.has("ticked")) {
            c.kind = Condition::Kind::Ticked;
            c.ticked = o.text("ticked");
            return c;
        }
        if (o.value("field").isObject()) {
            auto computed = valueKey(o, "field", test);
            if (!computed)
                return std::nullopt;
            c.computed = std::make_shared<Value>(*computed);
            const char *key = o.has("atLeast") ? "atLeast" : o.has("atMost") ? "atMost" : "is";
            if (!o.has(key)) {
                m_ctx.error(
                    path,
                    RulesetLoader::tr("compare a computed value with \"atLeast\", \"atMost\" or \"is\""));
                return std::nullopt;
            }
            c.op = o.has("atLeast") ? Condition::Op::AtLeast
                : o.has("atMost")   ? Condition::Op::AtMost
                                    : Condition::Op::Is;
            if (const auto n = o.integer(key))
                c.values.append(*n);
            return c;
        }
        std::optional<Reference> what;
        if (o.has("option")) {
            what = reference(QStringLiteral("option.") + o.text("option"), o.path("option"), test);
        } else if (o.has("field")) {
            what = referenceKey(o, "field", test);
        } else {
            m_ctx.error(
                path,
                RulesetLoader::tr("a condition needs \"field\", \"option\", \"all\", \"any\" or \"not\""));
            return std::nullopt;
        }
        if (!what)
            return std::nullopt;
        c.what = *what;
        if (o.has("is")) {
            c.op = Condition::Op::Is;
            checkValue(c.what, o.value("is"), o.path("is"));
            c.values.append(o.value("is").toVariant());
        } else if (o.has("in")) {
            c.op = Condition::Op::In;
            const QJsonArray list = o.array("in");
            for (qsizetype i = 0; i < list.size(); ++i) {
                checkValue(c.what, list[i], item(o.path("in"), i));
                c.values.append(list[i].toVariant());
            }
        } else if (o.has("atLeast") || o.has("atMost")) {
            const char *key = o.has("atLeast") ? "atLeast" : "atMost";
            c.op = o.has("atLeast") ? Condition::Op::AtLeast : Condition::Op::AtMost;
            if (const auto n = o.integer(key))
                c.values.append(*n);
        } else {
            m_ctx.error(
                path,
                RulesetLoader::tr("say what to compare with: \"is\", \"in\", \"atLeast\" or \"atMost\""));
            return std::nullopt;
        }
        return c;
    }

    // Reads a number worked out from the situation (see Value in ruleset.h).
    std::optional<Value> value(const QJsonValue &v, const QString &path, const Test *test,
                               bool allowResult = false)
    {
        Value out;
        if (v.isDouble()) {
            const double d = v.toDouble();
            if (std::abs(d) > Limits::kMaxMagnitude || d != double(qint64(d))) {
                m_ctx.error(path,
                            RulesetLoader::tr("expected a whole number from %1 to %2, not %3")
                                .arg(-Limits::kMaxMagnitude)
                                .arg(Limits::kMaxMagnitude)
                                .arg(d));
                return std::nullopt;
            }
            out.kind = Value::Kind::Constant;
            out.constant = int(d);
            out.text = QString::number(out.constant);
            return out;
        }
        if (v.isString()) {
            out.text = v.toString();
            if (out.text == u"result") {
                if (!allowResult) {
                    m_ctx.error(
                        path, RulesetLoader::tr("\"result\" means a test's result: only effects may use it"));
                    return std::nullopt;
                }
                out.kind = Value::Kind::Result;
                return out;
            }
            const auto r = reference(out.text, path, test);
            if (!r)
                return std::nullopt;
            out.kind = Value::Kind::Ref;
            out.ref = *r;
            return out;
        }
        const Obj o(m_ctx, v, path, {"sum", "product", "quotient", "percent", "choose", "otherwise"});
        if (!o.valid())
            return std::nullopt;
        static const QList<std::pair<const char *, Value::Kind>> operations{
            {"sum", Value::Kind::Sum},
            {"product", Value::Kind::Product},
            {"quotient", Value::Kind::Quotient},
            {"percent", Value::Kind::Percent}};
        for (const auto &[key, kind] : operations) {
            if (!o.has(key))
                continue;
            out.kind = kind;
            const QJsonArray list = o.array(key);
            const bool pair = kind == Value::Kind::Quotient || kind == Value::Kind::Percent;
            if ((pair && list.size() != 2) || (!pair && list.size() < 2)) {
                m_ctx.error(o.path(key),
                            pair ? RulesetLoader::tr("give two values: [a, b]")
                                 : RulesetLoader::tr("give at least two values"));
                return std::nullopt;
            }
            for (qsizetype i = 0; i < list.size(); ++i) {
                auto arg = value(list[i], item(o.path(key), i), test, allowResult);
                if (!arg)
                    return std::nullopt;
                out.args.push_back(*arg);
            }
            out.text = QString::fromLatin1(key);
            return out;
        }
        if (o.has("choose")) {
            out.kind = Value::Kind::Choose;
            const QJsonArray list = o.array("choose");
            for (qsizetype i = 0; i < list.size(); ++i) {
                const Obj c(m_ctx, list[i], item(o.path("choose"), i), {"when", "value"});
                if (!c.valid())
                    continue;
                auto when = condition(c.value("when"), c.path("when"), test);
                auto val = value(c.value("value"), c.path("value"), test, allowResult);
                if (when && val)
                    out.choices.push_back({*when, *val});
            }
            if (o.has("otherwise"))
                if (auto other = value(o.value("otherwise"), o.path("otherwise"), test, allowResult))
                    out.otherwise.push_back(*other);
            out.text = QStringLiteral("choose");
            return out;
        }
        m_ctx.error(path,
                    RulesetLoader::tr(
                        "a value is a number, a reference, or sum, product, quotient, percent or choose"));
        return std::nullopt;
    }

    std::optional<Value> valueKey(const Obj &o, const char *key, const Test *test)
    {
        if (!o.has(key))
            return std::nullopt;
        return value(o.value(key), o.path(key), test);
    }

    // ---- dice --------------------------------------------------------------------------

    std::optional<dice::DiceExpression> diceExpression(const QJsonValue &v, const QString &path)
    {
        if (!v.isString()) {
            m_ctx.error(path, RulesetLoader::tr("expected dice such as \"2d6\", found %1").arg(typeName(v)));
            return std::nullopt;
        }
        const dice::DiceParseResult parsed = dice::DiceParser::parse(v.toString());
        if (!parsed.ok()) {
            m_ctx.error(path,
                        RulesetLoader::tr("bad dice \"%1\": %2").arg(v.toString(), parsed.error.toString()));
            return std::nullopt;
        }
        return parsed.expression;
    }

    void readDice(const QJsonValue &v, const QString &path, Test &t)
    {
        if (v.isString()) {
            t.dice.expression = diceExpression(v, path);
            return;
        }
        const Obj o(m_ctx, v, path, {"count", "sides", "from", "choose"});
        if (!o.valid())
            return;
        if (o.has("from")) {
            t.dice.expressionFrom = referenceKey(o, "from", &t);
            return;
        }
        if (o.has("choose")) {
            const QJsonArray list = o.array("choose");
            for (qsizetype i = 0; i < list.size(); ++i) {
                const Obj c(m_ctx, list[i], item(o.path("choose"), i), {"when", "dice"});
                if (!c.valid())
                    continue;
                auto when = condition(c.value("when"), c.path("when"), &t);
                auto expr = diceExpression(c.value("dice"), c.path("dice"));
                if (when && expr)
                    t.dice.byCondition.append({*when, *expr});
            }
            return;
        }
        const auto sides = o.integer("sides", true);
        if (sides && !dice::isSupportedSides(*sides))
            m_ctx.error(o.path("sides"), RulesetLoader::tr("there is no d%1").arg(*sides));
        t.dice.sides = sides.value_or(10);
        if (o.value("count").isDouble() || !o.has("count")) {
            t.dice.fixedCount = o.integer("count").value_or(1);
            if (t.dice.fixedCount < 0 || t.dice.fixedCount > Limits::kMaxDicePerTest)
                m_ctx.error(o.path("count"),
                            RulesetLoader::tr("a test rolls 0 to %1 dice, not %2")
                                .arg(Limits::kMaxDicePerTest)
                                .arg(t.dice.fixedCount));
        } else {
            t.dice.count = valueKey(o, "count", &t);
            if (t.dice.count && t.dice.count->kind == Value::Kind::Ref
                && t.dice.count->ref.source == Reference::Source::TypeAttribute)
                checkDiceAttribute(t.dice.count->ref.name, o.path("count"));
        }
    }

    // A unit type's number that a test rolls as its count of dice ("fireDice": 3) stays within
    // what one test may roll; said at the unit type, where it is written.
    void checkDiceAttribute(const QString &attribute, const QString &usedAt)
    {
        for (qsizetype i = 0; i < m_rs.unitTypes.size(); ++i) {
            const auto it = m_rs.unitTypes.at(i).attributes.constFind(attribute);
            if (it == m_rs.unitTypes.at(i).attributes.constEnd())
                continue;
            bool number = false;
            const double n = it->toDouble(&number);
            if (number && n >= 0 && n <= Limits::kMaxDicePerTest)
                continue;
            m_ctx.error(
                child(child(item(QStringLiteral("unitTypes"), i), QStringLiteral("attributes")), attribute),
                RulesetLoader::tr("%1 rolls this many dice (%2): a number from 0 to %3")
                    .arg(usedAt, it->toString())
                    .arg(Limits::kMaxDicePerTest));
        }
    }

    // ---- modifiers, effects, follow-ups --------------------------------------------------

    void readModifierSets(const Obj &top)
    {
        const QJsonValue sets = top.value("modifierSets");
        if (!sets.isObject()) {
            top.wrongType("modifierSets", RulesetLoader::tr("an object of named modifier lists"));
            return;
        }
        const QJsonObject o = sets.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            m_modifierSets.insert(it.key(), {it.value(), child(top.path("modifierSets"), it.key())});
    }

    void readModifiers(const Obj &o, Test &t)
    {
        const QJsonArray list = o.array("modifiers");
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = item(o.path("modifiers"), i);
            if (list[i].isObject() && list[i].toObject().contains(QStringLiteral("use"))) {
                const Obj use(m_ctx, list[i], path, {"use"});
                const QString set = use.text("use");
                if (!m_modifierSets.contains(set)) {
                    m_ctx.error(use.path("use"),
                                RulesetLoader::tr("no modifier set \"%1\" is defined").arg(set));
                    continue;
                }
                const auto &[value, setPath] = m_modifierSets.value(set);
                if (!value.isArray()) {
                    m_ctx.error(setPath, RulesetLoader::tr("a modifier set is a list of modifiers"));
                    continue;
                }
                const QJsonArray setList = value.toArray();
                // A set is read again for every test that uses it: a large set used by many tests
                // would make a small file take gigabytes, so what is read has a bound.
                if (!modifiersFit(t, setList.size(), use.path("use")))
                    continue;
                for (qsizetype j = 0; j < setList.size(); ++j)
                    readModifier(setList[j], item(setPath, j), t);
                continue;
            }
            if (modifiersFit(t, 1, path))
                readModifier(list[i], path, t);
        }
        QSet<QString> seen;
        for (const Modifier &m : t.modifiers) {
            if (seen.contains(m.id))
                m_ctx.error(o.path("modifiers"), RulesetLoader::tr("duplicate modifier id \"%1\"").arg(m.id));
            seen.insert(m.id);
        }
    }

    // Room for `more` modifiers in the test and in the ruleset; said once each where it runs out.
    bool modifiersFit(const Test &t, qsizetype more, const QString &path)
    {
        if (t.modifiers.size() + more > Limits::kMaxModifiersPerTest) {
            if (!m_tooManyModifiers.contains(t.id))
                m_ctx.error(path,
                            RulesetLoader::tr("a test has at most %1 modifiers, its sets' included")
                                .arg(Limits::kMaxModifiersPerTest));
            m_tooManyModifiers.insert(t.id);
            return false;
        }
        if (m_modifiersRead + more > Limits::kMaxModifiers) {
            if (m_modifiersRead <= Limits::kMaxModifiers)
                m_ctx.error(path,
                            RulesetLoader::tr("the tests have at most %1 modifiers in all, a set counted "
                                              "once for every test that uses it")
                                .arg(Limits::kMaxModifiers));
            m_modifiersRead = Limits::kMaxModifiers + 1;
            return false;
        }
        m_modifiersRead += more;
        return true;
    }

    void readModifier(const QJsonValue &v, const QString &path, Test &t)
    {
        const Obj o(m_ctx, v, path,
                    {"id", "name", "explain", "ref", "value", "fromRating", "per", "when", "situational",
                     "choices", "side"});
        if (!o.valid())
            return;
        Modifier m;
        m.id = o.text("id");
        m.doc = readDoc(o);
        m.value = o.integer("value").value_or(0);
        if (o.has("fromRating")) {
            m.fromRating = referenceKey(o, "fromRating", &t);
            if (m.fromRating
                && (m.fromRating->source != Reference::Source::Field
                    || !kindFits(m_rs.field(m.fromRating->name), FieldKind::Ladder)))
                m_ctx.error(o.path("fromRating"),
                            RulesetLoader::tr("fromRating needs a ladder field, such as actor.fire"));
        }
        m.per = valueKey(o, "per", &t);
        if (o.has("when"))
            m.when = condition(o.value("when"), o.path("when"), &t);
        const QJsonValue situational = o.value("situational");
        if (situational.isBool() && situational.toBool()) {
            m.kind = Modifier::Kind::Toggle;
        } else if (situational.isString() && situational.toString() == u"one-of") {
            m.kind = Modifier::Kind::OneOf;
            const QJsonArray choices = o.array("choices", true);
            for (qsizetype i = 0; i < choices.size(); ++i) {
                const Obj c(m_ctx, choices[i], item(o.path("choices"), i),
                            {"id", "name", "explain", "value"});
                if (c.valid())
                    m.choices.append({c.text("id"), readDoc(c), c.integer("value", true).value_or(0)});
            }
            if (m.choices.size() < 2 && o.has("choices"))
                m_ctx.error(o.path("choices"),
                            RulesetLoader::tr("a one-of modifier needs at least two choices"));
        } else if (o.has("situational") && !(situational.isBool())) {
            m_ctx.error(o.path("situational"), RulesetLoader::tr("situational is true or \"one-of\""));
        }
        if (m.kind != Modifier::Kind::OneOf && o.has("choices"))
            m_ctx.error(o.path("choices"), RulesetLoader::tr("choices belong to a \"one-of\" modifier"));
        if (m.kind == Modifier::Kind::Automatic && !o.has("value") && !m.fromRating)
            m_ctx.error(path, RulesetLoader::tr("a modifier needs a \"value\" or \"fromRating\""));
        m.side = o.text("side", false);
        if (!m.side.isEmpty() && m.side != u"actor" && m.side != u"target" && m.side != u"both")
            m_ctx.error(o.path("side"), RulesetLoader::tr("side is \"actor\", \"target\" or \"both\""));
        if (m.side == u"both" && m.kind != Modifier::Kind::Automatic)
            m_ctx.error(o.path("side"),
                        RulesetLoader::tr(
                            "only automatic modifiers apply to both sides; give each side its own toggle"));
        t.modifiers.append(m);
    }

    QList<Effect> readEffects(const Obj &o, const char *key, const Test *t, bool winnerLoser = false)
    {
        QList<Effect> out;
        const QJsonArray list = o.array(key);
        QStringList roles{QStringLiteral("actor"), QStringLiteral("target")};
        if (winnerLoser)
            roles << QStringLiteral("winner") << QStringLiteral("loser");
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = item(o.path(key), i);
            const Obj e(m_ctx, list[i], path,
                        {"add", "set", "step", "remove", "clearAll", "note", "roll", "amount", "to",
                         "explain", "when"});
            if (!e.valid())
                continue;
            Effect fx;
            fx.doc.explain = e.prose("explain");
            if (e.has("when"))
                fx.when = condition(e.value("when"), e.path("when"), t);
            const auto target = [&](const char *k) {
                const QString text = e.text(k);
                const auto r = reference(text, e.path(k), t, roles);
                if (r && r->source != Reference::Source::Field)
                    m_ctx.error(
                        e.path(k),
                        RulesetLoader::tr("an effect changes a field of a unit, such as actor.casualties"));
                if (r) {
                    fx.role = r->role;
                    fx.field = r->name;
                }
                return r ? m_rs.field(r->name) : nullptr;
            };
            if (e.has("add")) {
                fx.op = Effect::Op::Add;
                const Field *f = target("add");
                if (f && !kindFits(f, FieldKind::Integer))
                    m_ctx.error(e.path("add"), RulesetLoader::tr("add works on integer fields"));
                if (e.has("amount") && !e.value("amount").isDouble())
                    fx.amountValue = value(e.value("amount"), e.path("amount"), t, true);
                else
                    fx.amount = e.integer("amount").value_or(1);
            } else if (e.has("set")) {
                fx.op = Effect::Op::Set;
                if (!e.has("to"))
                    e.missing("to");
                fx.to = e.value("to").toVariant();
                if (target("set")) {
                    Reference r;
                    r.source = Reference::Source::Field;
                    r.name = fx.field;
                    checkValue(r, e.value("to"), e.path("to"));
                }
            } else if (e.has("step")) {
                fx.op = Effect::Op::Step;
                const Field *f = target("step");
                if (f && !kindFits(f, FieldKind::Ladder))
                    m_ctx.error(e.path("step"), RulesetLoader::tr("step works on ladder fields"));
                fx.amount = e.integer("amount").value_or(1);
            } else if (e.has("remove")) {
                fx.op = Effect::Op::Remove;
                fx.role = e.text("remove");
                if (!roles.contains(fx.role))
                    m_ctx.error(e.path("remove"),
                                RulesetLoader::tr("remove names a role: %1").arg(roles.join(u", ")));
            } else if (e.has("clearAll")) {
                fx.op = Effect::Op::ClearAll;
                fx.field = e.text("clearAll");
                const Field *f = m_rs.field(fx.field);
                if (!kindFits(f, FieldKind::Flag))
                    m_ctx.error(e.path("clearAll"), RulesetLoader::tr("clearAll names a flag field"));
            } else if (e.has("note")) {
                fx.op = Effect::Op::Note;
                fx.doc.explain = e.prose("note", true);
            } else if (e.has("roll")) {
                fx.op = Effect::Op::RollTable;
                fx.table = e.text("roll");
                const QString tablePath = e.path("roll");
                const QString id = fx.table;
                m_ctx.deferred([this, id, tablePath] {
                    if (!m_tableIds.contains(id))
                        m_ctx.error(tablePath, RulesetLoader::tr("no table \"%1\" is defined").arg(id));
                });
            } else {
                m_ctx.error(
                    path,
                    RulesetLoader::tr("an effect is one of add, set, step, remove, clearAll, note, roll"));
                continue;
            }
            out.append(fx);
        }
        return out;
    }

    // `certain`: the list is taken whatever the dice (a test's own "then", or that of a band
    // that covers every result); a loop made only of such follow-ups never ends.
    QList<FollowUp> readFollowUps(const Obj &o, const char *key, FollowUp::When when,
                                  bool winnerLoser = false, bool certain = false)
    {
        QList<FollowUp> out;
        const QJsonArray list = o.array(key);
        QStringList roles{QStringLiteral("actor"), QStringLiteral("target")};
        if (winnerLoser)
            roles << QStringLiteral("winner") << QStringLiteral("loser");
        for (qsizetype i = 0; i < list.size(); ++i) {
            const Obj f(m_ctx, list[i], item(o.path(key), i),
                        {"test", "actor", "target", "explain", "when", "times"});
            if (!f.valid())
                continue;
            FollowUp fu;
            fu.moment = when;
            if (f.has("when"))
                fu.when = condition(f.value("when"), f.path("when"), nullptr);
            if (f.has("times"))
                fu.times = value(f.value("times"), f.path("times"), nullptr, true);
            fu.test = f.text("test");
            fu.actor = f.has("actor") ? f.text("actor") : QStringLiteral("actor");
            fu.target = f.text("target", false);
            fu.doc.explain = f.prose("explain");
            if (!roles.contains(fu.actor))
                m_ctx.error(f.path("actor"), RulesetLoader::tr("actor is one of %1").arg(roles.join(u", ")));
            if (!fu.target.isEmpty() && !roles.contains(fu.target))
                m_ctx.error(f.path("target"),
                            RulesetLoader::tr("target is one of %1").arg(roles.join(u", ")));
            const QString testPath = f.path("test");
            const QString id = fu.test;
            const bool once
                = !fu.times || (fu.times->kind == Value::Kind::Constant && fu.times->constant >= 1);
            if (certain && !fu.when && once && !id.isEmpty())
                m_certainFollowUps.append({m_currentTest, id, f.path()});
            m_ctx.deferred([this, id, testPath] {
                if (!id.isEmpty() && !m_testIds.contains(id))
                    m_ctx.error(testPath, RulesetLoader::tr("no test \"%1\" is defined").arg(id));
            });
            out.append(fu);
        }
        return out;
    }

    Outcome readOutcome(const Obj &o, const Test &t, bool winnerLoser, bool band)
    {
        Outcome out;
        out.id = o.has("id") ? o.text("id") : QString();
        out.doc = readDoc(o, false);
        out.minimum = o.integer("min");
        out.maximum = o.integer("max");
        if (out.minimum && out.maximum && *out.minimum > *out.maximum)
            m_ctx.error(o.path("min"),
                        RulesetLoader::tr("min %1 is above max %2").arg(*out.minimum).arg(*out.maximum));
        out.effects = readEffects(o, "effects", &t, winnerLoser);
        // A band with neither min nor max takes every result: its follow-ups are certain.
        out.followUps = readFollowUps(o, "then", FollowUp::When::Always, winnerLoser,
                                      band && !out.minimum && !out.maximum);
        return out;
    }

    // ---- tests -------------------------------------------------------------------------

    void readTest(const Obj &o)
    {
        Test t;
        t.id = o.text("id");
        m_currentTest = t.id;
        t.doc = readDoc(o);
        static const QHash<QString, Test::Kind> kinds{{QStringLiteral("threshold"), Test::Kind::Threshold},
                                                      {QStringLiteral("roll-under"), Test::Kind::RollUnder},
                                                      {QStringLiteral("bands"), Test::Kind::Bands},
                                                      {QStringLiteral("table"), Test::Kind::Table},
                                                      {QStringLiteral("opposed"), Test::Kind::Opposed}};
        const QString kind = o.text("kind");
        if (!kind.isEmpty() && !kinds.contains(kind))
            m_ctx.error(o.path("kind"),
                        RulesetLoader::tr("kind is threshold, roll-under, bands, table or opposed"));
        t.kind = kinds.value(kind);

        const QJsonArray inputs = o.array("inputs");
        for (qsizetype i = 0; i < inputs.size(); ++i) {
            const Obj in(m_ctx, inputs[i], item(o.path("inputs"), i),
                         {"id", "name", "explain", "min", "max", "default"});
            if (!in.valid())
                continue;
            TestInput ti{in.text("id"), readDoc(in), in.integer("min").value_or(0),
                         in.integer("max").value_or(1000), 0};
            ti.defaultValue = in.integer("default").value_or(ti.minimum);
            ti.hasDefault = in.has("default");
            t.inputs.append(ti);
        }

        if (o.has("dice"))
            readDice(o.value("dice"), o.path("dice"), t);
        else
            o.missing("dice");
        t.pool = o.flag("pool");
        if (o.has("atLeast")) {
            t.comparison = dice::Comparison::AtLeast;
            t.target = o.integer("atLeast").value_or(0);
        } else if (o.has("atMost")) {
            t.comparison = dice::Comparison::AtMost;
            t.target = o.integer("atMost").value_or(0);
        }
        t.targetFrom = valueKey(o, "targetFrom", &t);
        const QString on = o.text("modifiersOn", false);
        if (!on.isEmpty() && on != u"roll" && on != u"target")
            m_ctx.error(o.path("modifiersOn"), RulesetLoader::tr("modifiersOn is \"roll\" or \"target\""));
        t.modifiersOnTarget = on == u"target";
        for (const char *key : {"naturalPass", "naturalFail"}) {
            const QJsonArray faces = o.array(key);
            for (qsizetype i = 0; i < faces.size(); ++i) {
                const int face = faces[i].toInt(0);
                if (!faces[i].isDouble() || face < 1 || face > 20)
                    m_ctx.error(item(o.path(key), i),
                                RulesetLoader::tr("a natural face is a die face number"));
                (QByteArrayView(key) == "naturalPass" ? t.naturalPass : t.naturalFail).append(face);
            }
        }
        t.base = valueKey(o, "base", &t);
        t.compareWith = valueKey(o, "compareWith", &t);
        t.winnerLoser = o.flag("winnerLoser");
        t.targetDieFrom = o.text("targetDieFrom", false);
        if (o.has("table")) {
            t.table = o.text("table");
            const QString id = t.table;
            const QString path = o.path("table");
            m_ctx.deferred([this, id, path] {
                const Table *tb = m_rs.table(id);
                if (!tb)
                    m_ctx.error(path, RulesetLoader::tr("no table \"%1\" is defined").arg(id));
                else if (!tb->isLookup())
                    m_ctx.error(
                        path,
                        RulesetLoader::tr("\"%1\" is a random table; a table test needs a lookup table")
                            .arg(id));
            });
        }
        t.tableRow = valueKey(o, "row", &t);

        readModifiers(o, t);
        t.effects = readEffects(o, "effects", &t);
        t.followUps += readFollowUps(o, "perSuccess", FollowUp::When::PerSuccess);
        t.followUps += readFollowUps(o, "perFailure", FollowUp::When::PerFailure);
        t.followUps += readFollowUps(o, "ifAnyFailed", FollowUp::When::IfAnyFailed);
        t.followUps += readFollowUps(o, "ifAnySuccess", FollowUp::When::IfAnySuccess);
        t.followUps += readFollowUps(o, "perNaturalPass", FollowUp::When::PerNaturalPass);
        if (o.has("naturalWhen"))
            t.naturalWhen = condition(o.value("naturalWhen"), o.path("naturalWhen"), &t);
        if (o.has("halveWhen"))
            t.halveWhen = condition(o.value("halveWhen"), o.path("halveWhen"), &t);
        t.floor = o.integer("floor");
        t.followUps += readFollowUps(o, "then", FollowUp::When::Always, false, true);

        for (const char *key : {"onPass", "onFail"}) {
            if (!o.has(key))
                continue;
            const Obj r(m_ctx, o.value(key), o.path(key), {"name", "explain", "ref", "effects", "then"});
            if (!r.valid())
                continue;
            Outcome out = readOutcome(r, t, false, false);
            const bool pass = QByteArrayView(key) == "onPass";
            out.kind = pass ? Outcome::Kind::Pass : Outcome::Kind::Fail;
            out.id = pass ? QStringLiteral("pass") : QStringLiteral("fail"); // as the journal names it
            if (out.doc.name.isEmpty())
                out.doc.name = pass ? RulesetLoader::tr("Pass") : RulesetLoader::tr("Fail");
            t.outcomes.append(out);
        }
        const QJsonArray bands = o.array("bands");
        for (qsizetype i = 0; i < bands.size(); ++i) {
            const Obj b(m_ctx, bands[i], item(o.path("bands"), i),
                        {"id", "name", "explain", "ref", "min", "max", "effects", "then"});
            if (b.valid())
                t.outcomes.append(readOutcome(b, t, t.winnerLoser, true));
        }
        if (o.has("cue"))
            t.cues = readCues(o.value("cue"), o.path("cue"), t);
        checkTestShape(o, t);
        m_rs.tests.append(t);
    }

    // A test whose follow-ups lead back to it whatever the dice would be resolved for ever: each
    // such loop is reported once, at the follow-up that closes it. Loops the dice can end (a tie
    // rolled again, a close fight fought again) are the rules' own; the resolver bounds those.
    void checkCertainLoops()
    {
        QHash<QString, QList<const FollowUpEdge *>> out;
        for (const FollowUpEdge &e : m_certainFollowUps)
            if (m_testIds.contains(e.to))
                out[e.from].append(&e);
        // Depth first without recursion: a file may hold tens of thousands of tests.
        enum class Mark { New, OnPath, Done };
        QHash<QString, Mark> mark;
        for (const Test &root : std::as_const(m_rs.tests)) {
            if (mark.value(root.id, Mark::New) != Mark::New)
                continue;
            struct Frame {
                QString test;
                qsizetype next = 0;
            };
            QList<Frame> path{{root.id, 0}};
            mark.insert(root.id, Mark::OnPath);
            while (!path.isEmpty()) {
                Frame &top = path.last();
                const QList<const FollowUpEdge *> edges = out.value(top.test);
                if (top.next >= edges.size()) {
                    mark.insert(top.test, Mark::Done);
                    path.removeLast();
                    continue;
                }
                const FollowUpEdge *e = edges.at(top.next++);
                const Mark m = mark.value(e->to, Mark::New);
                if (m == Mark::New) {
                    mark.insert(e->to, Mark::OnPath);
                    path.append({e->to, 0});
                } else if (m == Mark::OnPath) {
                    QStringList loop;
                    qsizetype start = path.size() - 1;
                    while (start > 0 && path.at(start).test != e->to)
                        --start;
                    for (qsizetype i = start; i < path.size(); ++i)
                        loop.append(path.at(i).test);
                    loop.append(e->to);
                    m_ctx.error(e->path,
                                RulesetLoader::tr("%1 loops back: these follow-ups are taken whatever "
                                                  "the dice, so the tests would never end")
                                    .arg(loop.join(QStringLiteral(" → "))));
                }
            }
        }
    }

    // What each kind of test needs, said in terms of the file.
    void checkTestShape(const Obj &o, const Test &t)
    {
        const bool hasBands = o.has("bands");
        const bool passFail = o.has("onPass") || o.has("onFail");
        // Dice judged one at a time are plain dice of one size; how many, each kind says.
        QList<dice::DiceExpression> expressions;
        if (t.dice.expression)
            expressions.append(*t.dice.expression);
        for (const auto &[when, expression] : t.dice.byCondition)
            expressions.append(expression);
        const bool oneByOne = t.kind == Test::Kind::Threshold || t.kind == Test::Kind::RollUnder;
        const bool plain
            = std::all_of(expressions.begin(), expressions.end(), [](const dice::DiceExpression &e) {
                  return e.terms.size() == 1 && e.terms.first().kind == dice::Term::Kind::Dice
                      && e.terms.first().keep == dice::Keep::All && e.terms.first().sign > 0 && !e.isPool();
              });
        const bool several = t.dice.count || t.dice.fixedCount != 1
            || std::any_of(expressions.begin(), expressions.end(),
                           [](const dice::DiceExpression &e) { return e.diceCount() != 1; });
        if (oneByOne && !plain)
            m_ctx.error(o.path("dice"),
                        RulesetLoader::tr("dice judged one by one are plain dice of one size, such "
                                          "as d10 (or 3d10 in a pool)"));
        switch (t.kind) {
        case Test::Kind::Threshold:
            if (!o.has("atLeast") && !o.has("atMost") && !t.targetFrom)
                m_ctx.error(
                    o.path(),
                    RulesetLoader::tr("a threshold test needs \"atLeast\", \"atMost\" or \"targetFrom\""));
            if (!t.pool && plain && several)
                m_ctx.error(o.path("dice"),
                            RulesetLoader::tr("several dice judged one by one need \"pool\": true"));
            if (t.pool && passFail)
                m_ctx.error(o.path("pool"),
                            RulesetLoader::tr("a pool has perSuccess/perFailure, not onPass/onFail"));
            if (hasBands)
                m_ctx.error(o.path("bands"),
                            RulesetLoader::tr("a threshold test has onPass/onFail, not bands"));
            break;
        case Test::Kind::RollUnder:
            if (!o.has("atMost") && !t.targetFrom)
                m_ctx.error(o.path(),
                            RulesetLoader::tr("a roll-under test needs \"atMost\" or \"targetFrom\""));
            if (!passFail && !hasBands)
                m_ctx.error(o.path(),
                            RulesetLoader::tr("give onPass/onFail, or bands on how far the roll is over"));
            if (plain && several)
                m_ctx.error(o.path("dice"), RulesetLoader::tr("a roll-under test rolls one die"));
            break;
        case Test::Kind::Bands:
        case Test::Kind::Opposed:
        case Test::Kind::Table:
            if (passFail)
                m_ctx.error(o.path(o.has("onPass") ? "onPass" : "onFail"),
                            RulesetLoader::tr("this kind of test reads its result from bands"));
            if (t.kind == Test::Kind::Table && (t.table.isEmpty() || !t.tableRow))
                m_ctx.error(o.path(), RulesetLoader::tr("a table test needs \"table\" and \"row\""));
            if (t.kind == Test::Kind::Opposed
                && std::none_of(t.modifiers.begin(), t.modifiers.end(),
                                [](const Modifier &m) { return !m.side.isEmpty(); })
                && !t.modifiers.isEmpty())
                m_ctx.error(o.path("modifiers"),
                            RulesetLoader::tr("an opposed test's modifiers say their side"));
            break;
        }
        if (!t.targetDieFrom.isEmpty())
            checkTargetDieFrom(o, t);
        if (t.dice.expression && t.dice.expression->isPool())
            m_ctx.error(
                o.path("dice"),
                RulesetLoader::tr("write the dice without a success rule; the test says what passes"));
    }

    // "cue": "volley", or [{"cue": "cannon", "when": {...}}, {"cue": "volley"}]: the first whose
    // condition holds.
    QList<TestCue> readCues(const QJsonValue &v, const QString &path, const Test &t)
    {
        static const QHash<QString, TestCue::Kind> kinds{{QStringLiteral("volley"), TestCue::Kind::Volley},
                                                         {QStringLiteral("cannon"), TestCue::Kind::Cannon},
                                                         {QStringLiteral("charge"), TestCue::Kind::Charge}};
        QList<TestCue> cues;
        const auto kindOf = [&](const QJsonValue &name, const QString &at) -> std::optional<TestCue::Kind> {
            if (!name.isString() || !kinds.contains(name.toString())) {
                m_ctx.error(at, RulesetLoader::tr("a cue is \"volley\", \"cannon\" or \"charge\""));
                return std::nullopt;
            }
            return kinds.value(name.toString());
        };
        if (!v.isArray()) {
            if (const auto kind = kindOf(v, path))
                cues.append({*kind, std::nullopt});
            return cues;
        }
        const QJsonArray list = v.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const Obj c(m_ctx, list[i], item(path, i), {"cue", "when"});
            if (!c.valid())
                continue;
            if (!c.has("cue")) {
                c.missing("cue");
                continue;
            }
            const auto kind = kindOf(c.value("cue"), c.path("cue"));
            std::optional<Condition> when;
            if (c.has("when"))
                when = condition(c.value("when"), c.path("when"), &t);
            if (kind)
                cues.append({*kind, when});
        }
        return cues;
    }

    // The target's die given by an input: an opposed test where each side rolls one die, and an
    // input of the test that holds no more than the die's faces.
    void checkTargetDieFrom(const Obj &o, const Test &t)
    {
        const QString path = o.path("targetDieFrom");
        if (t.kind != Test::Kind::Opposed) {
            m_ctx.error(path, RulesetLoader::tr("only an opposed test has a target's die to give"));
            return;
        }
        const auto input = std::find_if(t.inputs.begin(), t.inputs.end(),
                                        [&t](const TestInput &in) { return in.id == t.targetDieFrom; });
        if (input == t.inputs.end()) {
            m_ctx.error(path, RulesetLoader::tr("this test has no input \"%1\"").arg(t.targetDieFrom));
            return;
        }
        if (!t.dice.expression || t.dice.expression->diceCount() != 1
            || t.dice.expression->terms.size() != 1) {
            m_ctx.error(path,
                        RulesetLoader::tr("a target's die can be given only when each side rolls one "
                                          "die with nothing added (\"d10\")"));
            return;
        }
        const int sides = t.dice.expression->terms.first().sides;
        if (input->minimum != 0 || input->maximum > sides)
            m_ctx.error(path,
                        RulesetLoader::tr("input \"%1\" runs from 0 (rolled now) to at most %2, the "
                                          "die's faces")
                            .arg(t.targetDieFrom)
                            .arg(sides));
    }

    // ---- tables, movement, weapons, formations, charges, activation -----------------------

    void readTable(const Obj &o)
    {
        Table tb;
        tb.id = o.text("id");
        tb.doc = readDoc(o);
        if (o.has("dice"))
            tb.dice = diceExpression(o.value("dice"), o.path("dice"));
        const QJsonArray rows = o.array("rows");
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const Obj r(m_ctx, rows[i], item(o.path("rows"), i),
                        {"id", "name", "explain", "ref", "min", "max", "is", "effects", "thenTable",
                         "thenRoll", "thenExplain"});
            if (!r.valid())
                continue;
            TableRow row;
            row.id = r.text("id", false);
            row.doc = readDoc(r);
            if (r.has("is")) {
                row.minimum = row.maximum = r.integer("is").value_or(0);
            } else {
                row.minimum = r.integer("min", true).value_or(0);
                row.maximum = r.integer("max", true).value_or(0);
            }
            row.effects = readEffects(r, "effects", nullptr);
            row.thenTable = r.text("thenTable", false);
            if (!row.thenTable.isEmpty() && !m_tableIds.contains(row.thenTable))
                m_ctx.error(r.path("thenTable"),
                            RulesetLoader::tr("no table \"%1\" is defined").arg(row.thenTable));
            if (r.has("thenRoll"))
                row.thenRoll = diceExpression(r.value("thenRoll"), r.path("thenRoll"));
            row.thenDoc.explain = r.prose("thenExplain");
            tb.rows.append(row);
        }
        const QJsonArray lookup = o.array("lookup");
        for (qsizetype i = 0; i < lookup.size(); ++i) {
            const Obj r(m_ctx, lookup[i], item(o.path("lookup"), i), {"min", "max", "columns", "when"});
            if (!r.valid())
                continue;
            LookupRow row{
                r.integer("min", true).value_or(0), r.integer("max", true).value_or(0), {}, std::nullopt};
            if (r.has("when"))
                row.when = condition(r.value("when"), r.path("when"), nullptr);
            const QJsonArray cols = r.array("columns", true);
            for (qsizetype j = 0; j < cols.size(); ++j) {
                const Obj c(m_ctx, cols[j], item(r.path("columns"), j), {"min", "max", "value", "when"});
                if (!c.valid())
                    continue;
                LookupColumn col{c.integer("min"), c.integer("max"), c.integer("value", true).value_or(0),
                                 std::nullopt};
                if (c.has("when"))
                    col.when = condition(c.value("when"), c.path("when"), nullptr);
                row.columns.append(col);
            }
            tb.lookup.append(row);
        }
        if (tb.rows.isEmpty() && tb.lookup.isEmpty())
            m_ctx.error(o.path(), RulesetLoader::tr("a table needs \"rows\" (a random table) or \"lookup\""));
        if (!tb.rows.isEmpty() && !tb.dice)
            m_ctx.error(o.path(), RulesetLoader::tr("a random table needs \"dice\""));
        if (tb.dice && !tb.rows.isEmpty())
            checkCoverage(tb, o);
        m_rs.tables.append(tb);
    }

    // Every possible roll of a random table must land on exactly one row. A gap is reported at the
    // row after it, an overlap at the second row that claims the roll.
    void checkCoverage(const Table &tb, const Obj &o)
    {
        const auto distribution = dice::distributionOf<double>(*tb.dice);
        const int lo = distribution.minimum();
        const int hi = distribution.maximum();
        // How many rows cover each possible roll, counted in one pass over the rows (a table
        // may have many rows, a roll many values: not every row for every value).
        std::vector<int> starts(static_cast<std::size_t>(hi - lo) + 2, 0);
        for (const TableRow &r : tb.rows) {
            const int from = std::max(r.minimum, lo);
            const int to = std::min(r.maximum, hi);
            if (from > to)
                continue;
            ++starts[static_cast<std::size_t>(from - lo)];
            --starts[static_cast<std::size_t>(to - lo) + 1];
        }
        int covering = 0;
        for (int v = lo; v <= hi; ++v) {
            covering += starts[static_cast<std::size_t>(v - lo)];
            if (distribution.probability(v) == 0.0 || covering == 1)
                continue;
            qsizetype first = -1;
            qsizetype second = -1;
            qsizetype after = -1;
            for (qsizetype i = 0; i < tb.rows.size(); ++i) {
                const TableRow &r = tb.rows[i];
                if (v >= r.minimum && v <= r.maximum && second < 0)
                    (first < 0 ? first : second) = i;
                if (r.minimum > v && (after < 0 || r.minimum < tb.rows[after].minimum))
                    after = i;
            }
            if (first < 0)
                m_ctx.error(after >= 0 ? item(o.path("rows"), after) : o.path("rows"),
                            RulesetLoader::tr("no row covers a roll of %1").arg(v));
            else
                m_ctx.error(item(o.path("rows"), second),
                            RulesetLoader::tr("several rows cover a roll of %1").arg(v));
            return;
        }
    }

    void readMovement(const Obj &o)
    {
        MovementRow row;
        row.arm = o.text("arm", false);
        row.unitType = o.text("unitType", false);
        if (row.arm.isEmpty() == row.unitType.isEmpty())
            m_ctx.error(o.path(),
                        RulesetLoader::tr("a movement row names either an \"arm\" or a \"unitType\""));
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

    void readMovementColumn(const Obj &o)
    {
        MovementColumn c{o.text("id"), readDoc(o), o.text("base", false)};
        if (!c.base.isEmpty() && !m_movementColumns.contains(c.base))
            m_ctx.error(
                o.path("base"),
                RulesetLoader::tr("no movement column \"%1\" is declared before this one to be its base")
                    .arg(c.base));
        m_movementColumns.insert(c.id);
        m_movementColumnList.append(c.id);
        m_rs.movementColumns.append(c);
    }

    // "speed": 0.5 or {"cavalry": 0.5}; "cost": 2 or {"infantry": 1, "cavalry": 2}.
    QHash<QString, double> perArm(const Obj &o, const char *key)
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

    void checkArm(const QString &arm, const QString &path)
    {
        if (arm != u"*" && !m_arms.contains(arm))
            m_ctx.error(path, RulesetLoader::tr("no unit type has the arm \"%1\"").arg(arm));
    }

    void readTerrain(const Obj &o)
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
        m_rs.terrain.append(t);
    }

    void readManoeuvre(const Obj &o)
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
                m_ctx.error(
                    r.path(),
                    RulesetLoader::tr("a rate gives \"fraction\", \"inches\" or \"forbidden\": true"));
            m.rates.append(rate);
        }
        m_rs.manoeuvres.append(m);
    }

    void readWeapon(const Obj &o)
    {
        Weapon w{o.text("id"), readDoc(o), {}};
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

    void readFormationChanges(const Obj &o)
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
        fc.ratingField = o.text("rating", false);
        fc.ratingOption = o.text("ratingOption", false);
        if (fc.ratingField.isEmpty() == fc.ratingOption.isEmpty())
            m_ctx.error(
                o.path(),
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
            m_ctx.error(o.path("rating"),
                        RulesetLoader::tr("no field \"%1\" is defined").arg(fc.ratingField));
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

    void readChargeRule(const Obj &o)
    {
        ChargeRule r;
        r.id = o.text("id");
        r.doc = readDoc(o);
        if (auto c = condition(o.value("when"), o.path("when"), nullptr))
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

    void readActivation(const Obj &o)
    {
        if (!o.valid())
            return;
        Activation a;
        a.doc = {QString(), o.prose("explain"), o.text("ref", false)};
        const QString kind = o.text("kind");
        if (kind == u"deck") {
            a.kind = Activation::Kind::Deck;
            a.draw = o.integer("draw").value_or(1);
            if (a.draw < 1 || a.draw > 6)
                m_ctx.error(o.path("draw"), RulesetLoader::tr("draw 1 to 6 cards at a time"));
            const QJsonArray cards = o.array("cards", true);
            QSet<QString> seen;
            for (qsizetype i = 0; i < cards.size(); ++i) {
                const Obj c(
                    m_ctx, cards[i], item(o.path("cards"), i),
                    {"id", "name", "explain", "ref", "per", "when", "count", "endsTurn", "effects", "roll"});
                if (!c.valid())
                    continue;
                Card card;
                card.id = c.text("id");
                card.doc = readDoc(c);
                const QString per = c.text("per", false);
                if (per == u"unit")
                    card.per = Card::Per::Unit;
                else if (per == u"commander")
                    card.per = Card::Per::Commander;
                else if (!per.isEmpty() && per != u"once")
                    m_ctx.error(c.path("per"), RulesetLoader::tr("per is unit, commander or once"));
                if (c.has("when")) {
                    if (card.per == Card::Per::Once)
                        m_ctx.error(c.path("when"),
                                    RulesetLoader::tr("only a card per unit or per commander has a when"));
                    card.when = condition(c.value("when"), c.path("when"), nullptr);
                }
                card.count = c.integer("count").value_or(1);
                card.endsTurn = c.flag("endsTurn");
                card.effects = readEffects(c, "effects", nullptr);
                card.rollTable = c.text("roll", false);
                if (!card.rollTable.isEmpty() && !m_tableIds.contains(card.rollTable))
                    m_ctx.error(c.path("roll"),
                                RulesetLoader::tr("no table \"%1\" is defined").arg(card.rollTable));
                if (seen.contains(card.id))
                    m_ctx.error(c.path("id"), RulesetLoader::tr("duplicate card id \"%1\"").arg(card.id));
                seen.insert(card.id);
                a.cards.append(card);
            }
        } else if (kind == u"phases") {
            a.kind = Activation::Kind::Phases;
            const QJsonArray phases = o.array("phases", true);
            for (qsizetype i = 0; i < phases.size(); ++i) {
                const Obj p(m_ctx, phases[i], item(o.path("phases"), i),
                            {"id", "name", "explain", "ref", "segments"});
                if (p.valid())
                    a.phases.append({p.text("id"), readDoc(p), p.texts("segments")});
            }
        } else if (!kind.isEmpty()) {
            m_ctx.error(o.path("kind"), RulesetLoader::tr("activation kind is deck or phases"));
        }
        a.endOfTurn = readEffects(o, "endOfTurn", nullptr);
        m_rs.activation = a;
    }

    Context &m_ctx;
    Ruleset &m_rs;
    QSet<QString> m_testIds;
    QSet<QString> m_tableIds;
    QSet<QString> m_movementColumns;
    QStringList m_movementColumnList; // in the order of the file
    QSet<QString> m_brokenFields; // fields whose kind or ladder is missing or wrong
    struct FollowUpEdge {
        QString from;
        QString to;
        QString path;
    };
    QList<FollowUpEdge> m_certainFollowUps; // taken whatever the dice
    QString m_currentTest;
    qsizetype m_modifiersRead = 0; // in all the tests, sets expanded
    // What the unit types hold, gathered once they are read.
    QSet<QString> m_typeAttributes;
    QSet<QString> m_arms;
    QStringList m_armList; // in the order of the file
    QSet<QString> m_typeIds;
    QStringList m_typeIdList; // in the order of the file
    QHash<QString, QSet<QString>> m_choiceSets;
    QSet<QString> m_tooManyModifiers; // tests already told
    QHash<QString, std::pair<QJsonValue, QString>> m_modifierSets;
};

} // namespace

RulesetLoadResult RulesetLoader::loadData(const QByteArray &data, const QString &fileName)
{
    RulesetLoadResult result;
    SourceJson src;
    SourceJsonError jsonError;
    if (!SourceJsonReader::read(data, &src, &jsonError)) {
        result.errors.append({fileName, jsonError.line, jsonError.path,
                              tr("column %1: %2").arg(jsonError.column).arg(jsonError.message)});
        return result;
    }
    Context ctx(src, fileName);
    Ruleset rs;
    rs.source = fileName;
    Loader(ctx, rs).load(src.root);
    if (ctx.hasErrors()) {
        result.errors = ctx.errors();
        return result;
    }
    rs.buildIndexes();
    result.ruleset = std::move(rs);
    return result;
}

RulesetLoadResult RulesetLoader::loadFile(const QString &path)
{
    // Built-in rulesets are named by their resource path without the ":/".
    const QString name = path.startsWith(u":/") ? path.mid(2) : path;
    const io::BoundedRead file
        = io::BoundedFile::read(path, io::BoundedFile::kMaxRulesetBytes, tr("a ruleset is a few hundred KB"));
    if (!file.ok()) {
        RulesetLoadResult result;
        result.errors.append({name, 0, QString(), file.error});
        return result;
    }
    return loadData(file.data, name);
}

// ---- Ruleset lookups -------------------------------------------------------------------

qsizetype Ladder::indexOf(const QString &stepId) const
{
    return stepIndex.indexOf(steps, stepId);
}
const LadderStep *Ladder::step(const QString &stepId) const
{
    return stepIndex.find(steps, stepId);
}
const Ladder *Ruleset::ladder(const QString &i) const
{
    return indexes.ladders.find(ladders, i);
}
const Field *Ruleset::field(const QString &i) const
{
    return indexes.fields.find(fields, i);
}
const UnitType *Ruleset::unitType(const QString &i) const
{
    return indexes.unitTypes.find(unitTypes, i);
}
const Formation *Ruleset::formation(const QString &i) const
{
    return indexes.formations.find(formations, i);
}
const Test *Ruleset::test(const QString &i) const
{
    return indexes.tests.find(tests, i);
}
const Table *Ruleset::table(const QString &i) const
{
    return indexes.tables.find(tables, i);
}
const Option *Ruleset::option(const QString &i) const
{
    return indexes.options.find(options, i);
}
const Weapon *Ruleset::weapon(const QString &i) const
{
    return indexes.weapons.find(weapons, i);
}
const Terrain *Ruleset::terrainType(const QString &i) const
{
    return indexes.terrain.find(terrain, i);
}

void Ruleset::buildIndexes()
{
    for (Ladder &l : ladders)
        l.stepIndex.build(l.steps);
    indexes.ladders.build(ladders);
    indexes.fields.build(fields);
    indexes.unitTypes.build(unitTypes);
    indexes.formations.build(formations);
    indexes.tests.build(tests);
    indexes.tables.build(tables);
    indexes.options.build(options);
    indexes.weapons.build(weapons);
    indexes.terrain.build(terrain);
    if (activation)
        indexes.cards.build(activation->cards);
}

const Card *Ruleset::card(const QString &i) const
{
    return activation ? indexes.cards.find(activation->cards, i) : nullptr;
}

} // namespace adjutant::rules
