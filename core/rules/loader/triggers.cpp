#include "loader.h"

#include "rules/docjson.h"
#include "rules/procedure.h"

#include <QSet>

namespace adjutant::rules::detail {

namespace {

const QStringList kRoles{QStringLiteral("actor"), QStringLiteral("target"), QStringLiteral("winner"),
                         QStringLiteral("loser")};

// Whether `test` is taken in the cascade of `from` (its follow-ups, at any depth).
bool inCascade(const Ruleset &rs, const QString &from, const QString &test, QSet<QString> &seen)
{
    if (seen.contains(from))
        return false;
    seen.insert(from);
    const Test *t = rs.test(from);
    if (!t)
        return false;
    QList<FollowUp> followUps = t->followUps;
    for (const Outcome &o : t->outcomes)
        followUps += o.followUps;
    return std::any_of(followUps.cbegin(), followUps.cend(), [&](const FollowUp &f) {
        return f.test == test || inCascade(rs, f.test, test, seen);
    });
}

bool inCascade(const Ruleset &rs, const QString &from, const QString &test)
{
    QSet<QString> seen;
    return inCascade(rs, from, test, seen);
}

bool inSteps(const Ruleset &rs, const ProcedureSteps &steps, const QString &test);

bool inSteps(const Ruleset &rs, const std::shared_ptr<ProcedureSteps> &steps, const QString &test)
{
    return steps && inSteps(rs, *steps, test);
}

// Whether a procedure's steps take `test`, as a step or in a step's cascade.
bool inSteps(const Ruleset &rs, const ProcedureSteps &steps, const QString &test)
{
    for (const ProcedureStep &s : steps) {
        if (!s.test.isEmpty() && (s.test == test || inCascade(rs, s.test, test)))
            return true;
        for (const OutcomeBranch &b : s.onOutcome)
            if (inSteps(rs, b.steps, test))
                return true;
        for (const CascadeBranch &b : s.onCascade)
            if (inSteps(rs, b.steps, test))
                return true;
        for (const auto *nested :
             {&s.then, &s.otherwise, &s.body, &s.within, &s.beyond, &s.decided, &s.drawn})
            if (inSteps(rs, *nested, test))
                return true;
    }
    return false;
}

} // namespace

// A note that owes nothing: the follow-ups or procedure steps it names take the test.
void Loader::readCoveringNote(const Obj &o, const Trigger &t)
{
    for (const char *key :
         {"after", "actor", "target", "outcomes", "when", "rose", "once", "lapses", "leftUnrolled"})
        if (o.has(key))
            m_ctx.error(o.path(key),
                        RulesetLoader::tr("a trigger covered by follow-ups or procedure steps owes nothing: "
                                          "leave out \"%1\"")
                            .arg(QString::fromLatin1(key)));
    // Checked once the procedures are read: each names the test in its cascade or its steps.
    const QString path = o.path("coveredBy");
    m_ctx.deferred([this, t, path] {
        for (qsizetype i = 0; i < t.coveredBy.size(); ++i) {
            // A test and a procedure may share an id (a melee): either may cover it.
            const QString &by = t.coveredBy.at(i);
            const Procedure *p = m_rs.procedure(by);
            if (!m_rs.test(by) && !p) {
                m_ctx.error(item(path, i),
                            RulesetLoader::tr("no test or procedure \"%1\" is defined").arg(by));
                continue;
            }
            bool covered = m_rs.test(by) && inCascade(m_rs, by, t.test);
            if (p) {
                covered = covered || inSteps(m_rs, p->before, t.test) || inSteps(m_rs, p->after, t.test);
                for (const ProcedureResponse &r : p->responses)
                    covered = covered || inSteps(m_rs, r.steps, t.test);
            }
            if (!covered)
                m_ctx.error(item(path, i),
                            RulesetLoader::tr("\"%1\" never takes the test \"%2\": it covers "
                                              "nothing")
                                .arg(by, t.test));
        }
    });
    m_rs.triggers.append(t);
}

// {"id", "name", "explain", "ref", "after": [TEST], "test": TEST, "actor": ROLE, "target": ROLE,
//  "outcomes": [OUTCOME], "when": CONDITION, "rose": VALUE, "once": "phase"|"turn",
//  "lapses": "phase"|"next-phase"|"turn", "leftUnrolled": BOOL}
// or, a note that owes nothing: {"id", "name", "explain", "ref", "test": TEST,
//  "coveredBy": [TEST or PROCEDURE]}
void Loader::readTrigger(const Obj &o)
{
    Trigger t;
    t.id = o.text("id");
    t.doc = readDoc(o);
    t.coveredBy = o.texts("coveredBy");
    t.test = o.text("test", true);
    if (!t.test.isEmpty() && !m_testIds.contains(t.test))
        m_ctx.error(o.path("test"), RulesetLoader::tr("no test \"%1\" is defined").arg(t.test));
    if (!t.coveredBy.isEmpty()) {
        readCoveringNote(o, t);
        return;
    }
    t.onActivation = o.flag("onActivation");
    t.after = o.texts("after");
    if (t.onActivation) {
        // Owed by the unit its card activates: it takes the test as actor, against nobody.
        for (const char *key : {"after", "target", "outcomes", "rose", "leftUnrolled"})
            if (o.has(key))
                m_ctx.error(o.path(key),
                            RulesetLoader::tr("a test owed on activation follows no result: leave out \"%1\"")
                                .arg(QString::fromLatin1(key)));
        if (o.has("actor") && o.text("actor", false) != u"actor")
            m_ctx.error(o.path("actor"), RulesetLoader::tr("the unit activated takes it, as actor"));
        t.actor = QStringLiteral("actor");
        if (o.has("when"))
            t.when = condition(o.value("when"), o.path("when"), nullptr);
        t.lapses = o.text("lapses", false) == u"turn" ? Trigger::Span::Turn : Trigger::Span::None;
        if (o.has("lapses") && o.text("lapses", false) != u"turn")
            m_ctx.error(o.path("lapses"),
                        RulesetLoader::tr("a test owed on activation lapses with the turn"));
        t.once = o.text("once", false) == u"turn" ? Trigger::Span::Turn : Trigger::Span::None;
        m_rs.triggers.append(t);
        return;
    }
    if (t.after.isEmpty())
        m_ctx.error(o.path("after"), RulesetLoader::tr("name the tests whose result owes this test"));
    for (qsizetype i = 0; i < t.after.size(); ++i)
        if (!m_testIds.contains(t.after.at(i)))
            m_ctx.error(item(o.path("after"), i),
                        RulesetLoader::tr("no test \"%1\" is defined").arg(t.after.at(i)));
    t.actor = o.has("actor") ? o.text("actor", false) : QStringLiteral("target");
    t.target = o.text("target", false);
    for (const char *key : {"actor", "target"}) {
        const QString role = o.text(key, false);
        if (!role.isEmpty() && !kRoles.contains(role))
            m_ctx.error(o.path(key), RulesetLoader::tr("a role is actor, target, winner or loser"));
    }
    if (!t.target.isEmpty() && t.target == t.actor)
        m_ctx.error(o.path("target"), RulesetLoader::tr("a unit does not take a test against itself"));
    const bool byResult
        = t.actor == u"winner" || t.actor == u"loser" || t.target == u"winner" || t.target == u"loser";
    t.outcomes = o.texts("outcomes");
    for (const QString &after : std::as_const(t.after)) {
        const Test *test = m_rs.test(after);
        if (!test)
            continue;
        if (byResult && !test->winnerLoser)
            m_ctx.error(o.path("actor"), RulesetLoader::tr("\"%1\" names no winner or loser").arg(after));
        for (qsizetype i = 0; i < t.outcomes.size(); ++i)
            if (std::none_of(test->outcomes.cbegin(), test->outcomes.cend(),
                             [&](const Outcome &out) { return out.id == t.outcomes.at(i); }))
                m_ctx.error(item(o.path("outcomes"), i),
                            RulesetLoader::tr("\"%1\" has no result \"%2\"").arg(after, t.outcomes.at(i)));
    }
    if (o.has("when"))
        t.when = condition(o.value("when"), o.path("when"), nullptr);
    t.rose = valueKey(o, "rose", nullptr);
    const auto span = [&](const char *key) {
        const QString s = o.text(key, false);
        const bool lapses = QByteArrayView(key) == "lapses";
        if (s == u"phase")
            return Trigger::Span::Phase;
        if (s == u"turn")
            return Trigger::Span::Turn;
        if (s == u"next-phase" && lapses)
            return Trigger::Span::NextPhase;
        if (!s.isEmpty())
            m_ctx.error(o.path(key),
                        lapses ? RulesetLoader::tr("phase, next-phase or turn")
                               : RulesetLoader::tr("phase or turn"));
        return Trigger::Span::None;
    };
    t.once = span("once");
    t.lapses = span("lapses");
    t.leftUnrolled = o.flag("leftUnrolled");
    m_rs.triggers.append(t);
}

} // namespace adjutant::rules::detail
