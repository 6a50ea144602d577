#include "loader.h"

#include "rules/docjson.h"

namespace adjutant::rules::detail {

// {"id", "name", "explain", "ref", "after": [TEST], "test": TEST, "actor": ROLE, "target": ROLE,
//  "when": CONDITION, "rose": VALUE, "once": "phase"|"turn", "lapses": "phase"|"turn"}
void Loader::readTrigger(const Obj &o)
{
    Trigger t;
    t.id = o.text("id");
    t.doc = readDoc(o);
    t.after = o.texts("after");
    if (t.after.isEmpty())
        m_ctx.error(o.path("after"), RulesetLoader::tr("name the tests whose result owes this test"));
    for (qsizetype i = 0; i < t.after.size(); ++i)
        if (!m_testIds.contains(t.after.at(i)))
            m_ctx.error(item(o.path("after"), i),
                        RulesetLoader::tr("no test \"%1\" is defined").arg(t.after.at(i)));
    t.test = o.text("test", true);
    if (!t.test.isEmpty() && !m_testIds.contains(t.test))
        m_ctx.error(o.path("test"), RulesetLoader::tr("no test \"%1\" is defined").arg(t.test));
    t.actor = o.has("actor") ? o.text("actor", false) : QStringLiteral("target");
    t.target = o.text("target", false);
    for (const char *key : {"actor", "target"}) {
        const QString role = o.text(key, false);
        if (!role.isEmpty() && role != u"actor" && role != u"target")
            m_ctx.error(o.path(key), RulesetLoader::tr("a role is actor or target"));
    }
    if (!t.target.isEmpty() && t.target == t.actor)
        m_ctx.error(o.path("target"), RulesetLoader::tr("a unit does not take a test against itself"));
    if (o.has("when"))
        t.when = condition(o.value("when"), o.path("when"), nullptr);
    t.rose = valueKey(o, "rose", nullptr);
    const auto span = [&](const char *key) {
        const QString s = o.text(key, false);
        if (s == u"phase")
            return Trigger::Span::Phase;
        if (s == u"turn")
            return Trigger::Span::Turn;
        if (!s.isEmpty())
            m_ctx.error(o.path(key), RulesetLoader::tr("phase or turn"));
        return Trigger::Span::None;
    };
    t.once = span("once");
    t.lapses = span("lapses");
    m_rs.triggers.append(t);
}

} // namespace adjutant::rules::detail
