// Modifiers, modifier sets, effects, follow-ups and outcomes of tests.

#include "loader.h"

#include <algorithm>

#include "rules/docjson.h"
#include "rules/limits.h"

#include <QJsonArray>
#include <QJsonObject>

namespace adjutant::rules::detail {

void Loader::readModifierSets(const Obj &top)
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

void Loader::readModifiers(const Obj &o, Test &t)
{
    const QJsonArray list = o.array("modifiers");
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = item(o.path("modifiers"), i);
        if (list[i].isObject() && list[i].toObject().contains(QStringLiteral("use"))) {
            const Obj use(m_ctx, list[i], path, {"use"});
            const QString set = use.text("use");
            if (!m_modifierSets.contains(set)) {
                m_ctx.error(use.path("use"), RulesetLoader::tr("no modifier set \"%1\" is defined").arg(set));
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

bool Loader::modifiersFit(const Test &t, qsizetype more, const QString &path)
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

WeaponSpec Loader::readWeaponSpec(const Obj &o, const Test *t)
{
    WeaponSpec spec;
    if (o.has("weaponFrom")) {
        spec.from = referenceKey(o, "weaponFrom", t);
        if (spec.from && spec.from->source != Reference::Source::TypeAttribute
            && !(spec.from->source == Reference::Source::Field
                 && kindFits(m_rs.field(spec.from->name), FieldKind::Choice)))
            m_ctx.error(o.path("weaponFrom"),
                        RulesetLoader::tr("weaponFrom reads a weapon id: a unit type attribute "
                                          "(actor.type.weapon) or a choice field (actor.weapon)"));
    }
    const QJsonArray when = o.array("weaponWhen");
    for (qsizetype i = 0; i < when.size(); ++i) {
        const Obj w(m_ctx, when[i], item(o.path("weaponWhen"), i), {"when", "weapon"});
        if (!w.valid())
            continue;
        WeaponWhen ww;
        if (!w.has("when"))
            w.missing("when");
        else if (const std::optional<Condition> c = condition(w.value("when"), w.path("when"), t))
            ww.when = *c;
        ww.weapon = w.text("weapon", true);
        if (!ww.weapon.isEmpty() && !m_weaponIds.contains(ww.weapon))
            m_ctx.error(w.path("weapon"), RulesetLoader::tr("no weapon \"%1\" is defined").arg(ww.weapon));
        spec.when.append(ww);
    }
    return spec;
}

void Loader::readModifier(const QJsonValue &v, const QString &path, Test &t)
{
    const Obj o(m_ctx, v, path,
                {"id", "name", "explain", "ref", "value", "fromRating", "per", "when", "situational",
                 "choices", "side", "byRange", "weaponFrom", "weaponWhen", "reason", "reasonOne"});
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
    m.reason = o.prose("reason");
    m.reasonOne = o.prose("reasonOne");
    if (o.has("reasonOne") && !m.per)
        m_ctx.error(o.path("reasonOne"),
                    RulesetLoader::tr("\"reasonOne\" is the reason of a modifier that counts (\"per\") for a "
                                      "count of one"));
    if (o.has("when"))
        m.when = condition(o.value("when"), o.path("when"), &t);
    const QJsonValue situational = o.value("situational");
    if (situational.isBool() && situational.toBool()) {
        m.kind = Modifier::Kind::Toggle;
    } else if (situational.isString() && situational.toString() == u"one-of") {
        m.kind = Modifier::Kind::OneOf;
        const QJsonArray choices = o.array("choices", true);
        for (qsizetype i = 0; i < choices.size(); ++i) {
            const Obj c(m_ctx, choices[i], item(o.path("choices"), i), {"id", "name", "explain", "value"});
            if (c.valid())
                m.choices.append({c.text("id"), readDoc(c), c.integer("value", true).value_or(0)});
        }
        if (m.choices.size() < 2 && o.has("choices"))
            m_ctx.error(o.path("choices"), RulesetLoader::tr("a one-of modifier needs at least two choices"));
    } else if (o.has("situational") && !(situational.isBool())) {
        m_ctx.error(o.path("situational"), RulesetLoader::tr("situational is true or \"one-of\""));
    }
    if (o.has("byRange")) {
        m.byRange = o.text("byRange");
        if (m.kind != Modifier::Kind::OneOf)
            m_ctx.error(o.path("byRange"),
                        RulesetLoader::tr("only a \"one-of\" modifier picks a range band"));
        if (std::none_of(t.inputs.begin(), t.inputs.end(),
                         [&](const TestInput &in) { return in.id == m.byRange; }))
            m_ctx.error(
                o.path("byRange"),
                RulesetLoader::tr("test \"%1\" has no input \"%2\" for the distance").arg(t.id, m.byRange));
    }
    m.weapon = readWeaponSpec(o, &t);
    if ((o.has("weaponFrom") || o.has("weaponWhen")) && !o.has("byRange"))
        m_ctx.error(o.has("weaponFrom") ? o.path("weaponFrom") : o.path("weaponWhen"),
                    RulesetLoader::tr("only a modifier that picks a range band (byRange) names a weapon"));
    if (m.kind != Modifier::Kind::OneOf && o.has("choices"))
        m_ctx.error(o.path("choices"), RulesetLoader::tr("choices belong to a \"one-of\" modifier"));
    if (m.kind == Modifier::Kind::Automatic && !o.has("value") && !m.fromRating)
        m_ctx.error(path, RulesetLoader::tr("a modifier needs a \"value\" or \"fromRating\""));
    m.side = o.text("side", false);
    if (!m.side.isEmpty() && m.side != u"actor" && m.side != u"target" && m.side != u"both")
        m_ctx.error(o.path("side"), RulesetLoader::tr("side is \"actor\", \"target\" or \"both\""));
    if (m.side == u"both" && m.kind != Modifier::Kind::Automatic)
        m_ctx.error(
            o.path("side"),
            RulesetLoader::tr("only automatic modifiers apply to both sides; give each side its own toggle"));
    t.modifiers.append(m);
}

QList<Effect> Loader::readEffects(const Obj &o, const char *key, const Test *t, bool winnerLoser)
{
    QList<Effect> out;
    const QJsonArray list = o.array(key);
    QStringList roles{QStringLiteral("actor"), QStringLiteral("target")};
    if (winnerLoser)
        roles << QStringLiteral("winner") << QStringLiteral("loser");
    // "commanded": each unit the unit taking the test commands as things stand, one by one; its
    // `when` may read them as commanded.FIELD. "commander" and "chief": the generals over it.
    // "every": each unit in play, one by one (a storm over the whole battlefield), read in its
    // `when` as every.FIELD.
    const QStringList over{QStringLiteral("commanded"), QStringLiteral("commander"), QStringLiteral("chief")};
    roles << over << QStringLiteral("every") << m_procedureRoles;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = item(o.path(key), i);
        const Obj e(m_ctx, list[i], path,
                    {"add", "set", "step", "remove", "clearAll", "note", "roll", "amount", "to", "explain",
                     "when", "eachFigure"});
        if (!e.valid())
            continue;
        Effect fx;
        fx.doc.explain = e.prose("explain");
        if (e.has("when")) {
            m_extraRoles = over;
            m_extraRoles << QStringLiteral("every");
            if (winnerLoser) // a melee's winner that is no square may break through
                m_extraRoles << QStringLiteral("winner") << QStringLiteral("loser");
            fx.when = condition(e.value("when"), e.path("when"), t);
            m_extraRoles.clear();
        }
        const auto target = [&](const char *k) -> const Field * {
            const QString text = e.text(k);
            const auto r = reference(text, e.path(k), t, roles);
            const bool onFigure = r
                && (r->source == Reference::Source::FigureField
                    || r->source == Reference::Source::FigureRole);
            if (r && r->source != Reference::Source::Field && !onFigure)
                m_ctx.error(
                    e.path(k),
                    RulesetLoader::tr("an effect changes a field of a unit, such as actor.casualties"));
            if (!r)
                return nullptr;
            fx.role = r->role;
            fx.field = r->name;
            fx.figure = onFigure;
            if (!onFigure)
                checkNotATotal(fx.field, e.path(k));
            if (r->source == Reference::Source::FigureRole)
                return nullptr; // checked as a value below
            return onFigure ? m_rs.figures->field(r->name) : m_rs.field(r->name);
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
            if (target("set") || (fx.figure && fx.field == u"role")) {
                Reference r;
                r.source = !fx.figure     ? Reference::Source::Field
                    : fx.field == u"role" ? Reference::Source::FigureRole
                                          : Reference::Source::FigureField;
                r.name = fx.field;
                checkValue(r, e.value("to"), e.path("to"));
            }
        } else if (e.has("step")) {
            fx.op = Effect::Op::Step;
            const Field *f = target("step");
            if (fx.figure)
                m_ctx.error(e.path("step"), RulesetLoader::tr("a figure's fields are integers and flags"));
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
                path, RulesetLoader::tr("an effect is one of add, set, step, remove, clearAll, note, roll"));
            continue;
        }
        fx.eachFigure = e.flag("eachFigure");
        if (fx.eachFigure && !fx.figure)
            m_ctx.error(
                e.path("eachFigure"),
                RulesetLoader::tr("eachFigure goes with an effect on a figure, such as actor.figure.minor"));
        out.append(fx);
    }
    return out;
}

QList<FollowUp> Loader::readFollowUps(const Obj &o, const char *key, FollowUp::When when, bool winnerLoser,
                                      bool certain)
{
    QList<FollowUp> out;
    const QJsonArray list = o.array(key);
    // "commander": the commander over this test's actor, in a battle (an officer struck beside
    // his squad takes his own wound die).
    QStringList roles{QStringLiteral("actor"), QStringLiteral("target"), QStringLiteral("commander")};
    if (winnerLoser)
        roles << QStringLiteral("winner") << QStringLiteral("loser");
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Obj f(m_ctx, list[i], item(o.path(key), i),
                    {"test", "actor", "target", "explain", "when", "times", "inputs", "onFaces",
                     "exceptFaces", "figure"});
        if (!f.valid())
            continue;
        FollowUp fu;
        fu.moment = when;
        // After a fight, its winner and loser may be read too.
        if (winnerLoser)
            m_extraRoles = {QStringLiteral("winner"), QStringLiteral("loser")};
        if (f.has("when"))
            fu.when = condition(f.value("when"), f.path("when"), nullptr);
        if (f.has("times"))
            fu.times = value(f.value("times"), f.path("times"), nullptr, true);
        m_extraRoles.clear();
        fu.test = f.text("test");
        // Numbers for the test it takes, worked out from this one (its inputs, its result).
        if (f.has("inputs")) {
            const Test *from = m_readingTest && m_readingTest->id == m_currentTest ? m_readingTest : nullptr;
            const QJsonObject inputs = f.value("inputs").toObject();
            if (!f.value("inputs").isObject())
                m_ctx.error(f.path("inputs"),
                            RulesetLoader::tr("inputs: an object of input ids and numbers"));
            for (auto it = inputs.begin(); it != inputs.end(); ++it)
                if (const std::optional<Value> v
                    = value(it.value(), f.path("inputs") + u'.' + it.key(), from, true))
                    fu.inputs.append({it.key(), *v});
            const QString inputsPath = f.path("inputs");
            const QStringList ids = inputs.keys();
            const QString takes = fu.test;
            m_ctx.deferred([this, ids, takes, inputsPath] {
                const Test *t = m_rs.test(takes);
                for (const QString &id : ids)
                    if (t && std::none_of(t->inputs.begin(), t->inputs.end(), [&](const TestInput &in) {
                            return in.id == id;
                        }))
                        m_ctx.error(inputsPath + u'.' + id,
                                    RulesetLoader::tr("test \"%1\" has no input \"%2\"").arg(takes, id));
            });
        }
        fu.actor = f.has("actor") ? f.text("actor") : QStringLiteral("actor");
        fu.target = f.text("target", false);
        fu.doc.explain = f.prose("explain");
        for (const char *k : {"onFaces", "exceptFaces"}) {
            if (!f.has(k))
                continue;
            if (when != FollowUp::When::PerSuccess && when != FollowUp::When::PerFailure)
                m_ctx.error(f.path(k),
                            RulesetLoader::tr("only a follow-up for each success or failure counts faces"));
            for (const QJsonValue face : f.array(k))
                (QByteArrayView(k) == "onFaces" ? fu.onFaces : fu.exceptFaces).append(face.toInt());
        }
        if (f.has("figure"))
            fu.figure = readPick(f.value("figure"), f.path("figure"), nullptr);
        if (!roles.contains(fu.actor))
            m_ctx.error(f.path("actor"), RulesetLoader::tr("actor is one of %1").arg(roles.join(u", ")));
        if (!fu.target.isEmpty() && !roles.contains(fu.target))
            m_ctx.error(f.path("target"), RulesetLoader::tr("target is one of %1").arg(roles.join(u", ")));
        const QString testPath = f.path("test");
        const QString id = fu.test;
        const bool once = !fu.times || (fu.times->kind == Value::Kind::Constant && fu.times->constant >= 1);
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

Outcome Loader::readOutcome(const Obj &o, const Test &t, bool winnerLoser, bool band)
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
    out.followUps
        = readFollowUps(o, "then", FollowUp::When::Always, winnerLoser, band && !out.minimum && !out.maximum);
    return out;
}

} // namespace adjutant::rules::detail
