// Figures: what a unit made of single figures is (roles, each figure's fields), how a unit whose
// order of battle lists none gets them, which unit fields they keep, and which figure a test falls on.

#include "loader.h"

#include "rules/docjson.h"

#include <QJsonArray>

namespace adjutant::rules::detail {

void Loader::readFigures(const Obj &o)
{
    if (!o.valid())
        return;
    Figures fig;
    fig.doc = readDoc(o, false);
    // Roles and fields first: everything after refers to them.
    const QJsonArray roles = o.array("roles", true);
    QSet<QString> seen;
    for (qsizetype i = 0; i < roles.size(); ++i) {
        const Obj r(m_ctx, roles[i], item(o.path("roles"), i), {"id", "name", "explain", "ref", "fights"});
        if (!r.valid())
            continue;
        FigureRole role{r.text("id"), readDoc(r), r.flag("fights", true)};
        if (!isId(role.id))
            m_ctx.error(r.path("id"), RulesetLoader::tr("an id uses letters, digits and hyphens only"));
        if (seen.contains(role.id))
            m_ctx.error(r.path("id"), RulesetLoader::tr("duplicate role \"%1\"").arg(role.id));
        seen.insert(role.id);
        fig.roles.append(role);
    }
    if (fig.roles.isEmpty() && o.has("roles"))
        m_ctx.error(o.path("roles"), RulesetLoader::tr("figures need at least one role"));
    // A figure's fields are read as a unit's are, then moved to the figures.
    const qsizetype unitFields = m_rs.fields.size();
    readList(o, "fields", [this](const Obj &f) { readField(f); }, "field",
             {"id", "name", "explain", "ref", "kind", "default", "min", "max"});
    for (qsizetype i = unitFields; i < m_rs.fields.size(); ++i) {
        const Field &f = m_rs.fields.at(i);
        const QString path = item(o.path("fields"), i - unitFields);
        if (f.kind != FieldKind::Integer && f.kind != FieldKind::Flag)
            m_ctx.error(path, RulesetLoader::tr("a figure's field is an integer or a flag"));
        if (f.id == u"role")
            m_ctx.error(path, RulesetLoader::tr("\"role\" is every figure's own: name the field otherwise"));
        fig.fields.append(f);
    }
    m_rs.fields.resize(unitFields);
    m_rs.buildIndexes();
    m_rs.figures = fig;

    if (o.has("standing"))
        if (auto c = condition(o.value("standing"), o.path("standing"), nullptr))
            m_rs.figures->standing = *c;
    m_rs.figures->hurt = valueKey(o, "hurt", nullptr);
    m_rs.figures->tiesByMen = o.flag("tiesByMen");
    const QJsonArray derive = o.array("derive");
    for (qsizetype i = 0; i < derive.size(); ++i) {
        const Obj d(m_ctx, derive[i], item(o.path("derive"), i), {"role", "count", "upTo", "when"});
        if (!d.valid())
            continue;
        FigureRule rule{d.text("role"), valueKey(d, "count", nullptr), valueKey(d, "upTo", nullptr),
                        std::nullopt};
        if (!m_rs.figures->role(rule.role))
            m_ctx.error(d.path("role"), RulesetLoader::tr("no figure role \"%1\"").arg(rule.role));
        if (rule.count.has_value() == rule.upTo.has_value())
            m_ctx.error(d.path(), RulesetLoader::tr("give \"count\" or \"upTo\", one of them"));
        if (d.has("when"))
            rule.when = condition(d.value("when"), d.path("when"), nullptr);
        m_rs.figures->derive.append(rule);
    }
    const QJsonArray totals = o.array("totals");
    for (qsizetype i = 0; i < totals.size(); ++i)
        readFigureTotal(Obj(m_ctx, totals[i], item(o.path("totals"), i), {"field", "value", "holds"}));
}

namespace {

void figureReads(const Condition &c, QSet<QString> &into);

void figureReads(const Reference &r, QSet<QString> &into)
{
    if (r.source == Reference::Source::FigureField)
        into.insert(r.name);
    else if (r.source == Reference::Source::FigureRole)
        into.insert(QStringLiteral("role"));
}

// Every figure field a number or a condition reads, at any depth.
void figureReads(const Value &v, QSet<QString> &into)
{
    figureReads(v.ref, into);
    for (const Value &a : v.args)
        figureReads(a, into);
    for (const ValueChoice &c : v.choices) {
        figureReads(c.when, into);
        figureReads(c.value, into);
    }
    for (const Value &o : v.otherwise)
        figureReads(o, into);
    if (v.where)
        figureReads(*v.where, into);
}

void figureReads(const Condition &c, QSet<QString> &into)
{
    figureReads(c.what, into);
    if (c.computed)
        figureReads(*c.computed, into);
    for (const Condition &child : c.children)
        figureReads(child, into);
}

} // namespace

void Loader::readFigureTotal(const Obj &o)
{
    if (!o.valid())
        return;
    FigureTotal t;
    t.field = o.text("field");
    const Field *f = m_rs.field(t.field);
    if (!f) {
        m_ctx.error(o.path("field"), RulesetLoader::tr("no field \"%1\" is defined").arg(t.field));
        return;
    }
    if (m_rs.figures->total(t.field))
        m_ctx.error(o.path("field"), RulesetLoader::tr("%1 is kept by another total already").arg(t.field));
    if (f->kind == FieldKind::Integer) {
        t.value = valueKey(o, "value", nullptr);
        if (!o.has("value"))
            o.missing("value");
        if (o.has("holds"))
            m_ctx.error(o.path("holds"), RulesetLoader::tr("an integer field takes a \"value\""));
    } else if (f->kind == FieldKind::Flag) {
        if (o.has("holds"))
            t.holds = condition(o.value("holds"), o.path("holds"), nullptr);
        else
            o.missing("holds");
        if (o.has("value"))
            m_ctx.error(o.path("value"), RulesetLoader::tr("a flag takes \"holds\": a condition"));
    } else {
        m_ctx.error(o.path("field"), RulesetLoader::tr("the figures keep integer fields and flags only"));
    }
    if (t.value)
        figureReads(*t.value, t.reads);
    if (t.holds)
        figureReads(*t.holds, t.reads);
    if (m_rs.figures->standing) // a figure down or up again changes every total that counts
        figureReads(*m_rs.figures->standing, t.reads);
    m_rs.figures->totals.append(t);
}

std::optional<FigurePick> Loader::readPick(const QJsonValue &v, const QString &path, const Test *test,
                                           const QStringList &roles)
{
    const Obj o(m_ctx, v, path, {"of", "roles", "where", "rolesInTurn", "mostHurt"});
    if (!o.valid())
        return std::nullopt;
    if (!m_rs.figures) {
        m_ctx.error(path, RulesetLoader::tr("this ruleset's units have no figures (see \"figures\")"));
        return std::nullopt;
    }
    FigurePick pick;
    if (o.has("of"))
        pick.of = o.text("of");
    if (!roles.contains(pick.of))
        m_ctx.error(o.path("of"), RulesetLoader::tr("of names a role: %1").arg(roles.join(u", ")));
    pick.roles = o.texts("roles");
    for (qsizetype i = 0; i < pick.roles.size(); ++i)
        if (!m_rs.figures->role(pick.roles.at(i)))
            m_ctx.error(item(o.path("roles"), i),
                        RulesetLoader::tr("no figure role \"%1\"").arg(pick.roles.at(i)));
    if (o.has("where"))
        if (auto c = condition(o.value("where"), o.path("where"), test))
            pick.where = std::make_shared<Condition>(*c);
    pick.rolesInTurn = o.flag("rolesInTurn");
    pick.mostHurt = o.flag("mostHurt");
    return pick;
}

void Loader::checkNotATotal(const QString &field, const QString &path)
{
    if (m_rs.figures && m_rs.figures->total(field))
        m_ctx.error(path,
                    RulesetLoader::tr("%1 is kept by the figures (a total): change a figure's field instead")
                        .arg(field));
}

} // namespace adjutant::rules::detail
