// Options, ladders, formations, unit types, fields and removal: what units are.

#include "loader.h"

#include "rules/docjson.h"

#include <QJsonArray>

#include <algorithm>

namespace adjutant::rules::detail {

void Loader::readOption(const Obj &o)
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
        m_ctx.error(o.path("default"),
                    RulesetLoader::tr("\"%1\" is not one of this option's choices").arg(opt.defaultChoice));
    m_rs.options.append(opt);
}

bool Loader::hasChoice(const Option &opt, const QString &id)
{
    return std::any_of(opt.choices.begin(), opt.choices.end(),
                       [&](const OptionChoice &c) { return c.id == id; });
}

void Loader::readLadder(const Obj &o)
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
            m_ctx.error(s.path("id"), RulesetLoader::tr("duplicate step \"%1\" in this ladder").arg(step.id));
        seen.insert(step.id);
        l.steps.append(step);
    }
    if (l.steps.isEmpty() && o.has("steps"))
        m_ctx.error(o.path("steps"), RulesetLoader::tr("a ladder needs at least one step"));
    m_rs.ladders.append(l);
}

void Loader::readFormation(const Obj &o)
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

void Loader::readUnitType(const Obj &o)
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

void Loader::readField(const Obj &o)
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
    if (o.has("hidden")) {
        // {"from": "other-sides", "until": CONDITION}: the condition reads other fields, read at
        // the end like a formation's requirement.
        const Obj h(m_ctx, o.value("hidden"), o.path("hidden"), {"from", "until"});
        if (h.valid()) {
            if (h.text("from") != u"other-sides")
                m_ctx.error(h.path("from"), RulesetLoader::tr("a field is hidden from \"other-sides\""));
            f.hidden = Field::Hidden{std::make_shared<Condition>()};
            const qsizetype index = m_rs.fields.size();
            const QJsonValue until = h.value("until");
            const QString path = h.path("until");
            if (!h.has("until"))
                h.missing("until");
            else
                m_ctx.deferred([this, index, until, path] {
                    if (auto c = condition(until, path, nullptr))
                        *m_rs.fields[index].hidden->revealedWhen = *c;
                });
        }
    }
    f.resetAtEndOfTurn = o.flag("resetAtEndOfTurn");
    f.resetAtEndOfPhase = o.flag("resetAtEndOfPhase");
    f.bookkeeping = o.flag("bookkeeping");
    switch (f.kind) {
    case FieldKind::Ladder: {
        f.ladder = o.text("ladder");
        const Ladder *l = m_rs.ladder(f.ladder);
        if (!l) {
            // Missing, not text, or not defined (the ladders themselves may be broken).
            if (!f.ladder.isEmpty())
                m_ctx.error(o.path("ladder"), RulesetLoader::tr("no ladder \"%1\" is defined").arg(f.ladder));
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
            m_ctx.error(o.path("choicesFrom"), RulesetLoader::tr("only \"formations\" can supply choices"));
        } else {
            f.choices = o.texts("choices");
            if (f.choices.isEmpty())
                m_ctx.error(o.path(),
                            RulesetLoader::tr("a choice field needs \"choices\" or \"choicesFrom\""));
        }
        f.defaultValue = o.has("default") ? QVariant(o.text("default")) : QVariant(f.choices.value(0));
        if (!f.choices.isEmpty() && !f.choices.contains(f.defaultValue.toString()))
            m_ctx.error(o.path("default"),
                        RulesetLoader::tr("\"%1\" is not one of the choices").arg(f.defaultValue.toString()));
        break;
    }
    m_rs.fields.append(f);
}

bool Loader::kindFits(const Field *f, FieldKind kind) const
{
    return f && (f->kind == kind || m_brokenFields.contains(f->id));
}

void Loader::readRemoval(const Obj &o)
{
    if (!o.valid())
        return;
    m_rs.removalField = o.text("field");
    m_rs.removalAtLeastFrom = o.text("atLeastFrom", false);
    const Field *f = m_rs.field(m_rs.removalField);
    if (!m_rs.removalField.isEmpty() && !kindFits(f, FieldKind::Integer))
        m_ctx.error(o.path("field"), RulesetLoader::tr("removal needs an integer field, such as casualties"));
    m_rs.removalAtLeastField = o.text("atLeastField", false);
    if (!m_rs.removalAtLeastField.isEmpty()
        && !kindFits(m_rs.field(m_rs.removalAtLeastField), FieldKind::Integer))
        m_ctx.error(o.path("atLeastField"),
                    RulesetLoader::tr("atLeastField names an integer field, such as figures"));
    if (m_rs.removalAtLeastFrom.isEmpty() && m_rs.removalAtLeastField.isEmpty())
        o.missing("atLeastFrom");
    if (!m_rs.removalAtLeastFrom.isEmpty() && !m_rs.removalAtLeastField.isEmpty())
        m_ctx.error(o.path("atLeastField"),
                    RulesetLoader::tr("removal takes atLeastFrom or atLeastField, not both"));
    if (!m_rs.removalAtLeastFrom.isEmpty() && !typeAttributeExists(m_rs.removalAtLeastFrom))
        m_ctx.error(o.path("atLeastFrom"),
                    RulesetLoader::tr("no unit type has the attribute \"%1\"").arg(m_rs.removalAtLeastFrom));
}

} // namespace adjutant::rules::detail
