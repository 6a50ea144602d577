#include "boutsapart.h"

#include "ruleset.h"
#include "testeffects.h"

namespace adjutant::rules {

namespace {

// What a fight's branches write and what leads them to a `winner` step, by name: a unit's field
// ("status"), a figure's ("figure:down", "figure:#role"), a number kept ("input:margin").
class BranchWalk
{
public:
    explicit BranchWalk(const Ruleset &rs) : m_rs(rs) { }

    void steps(const ProcedureSteps *list)
    {
        if (!list)
            return;
        for (const ProcedureStep &st : *list) {
            if (st.when)
                m_guards.push_back(&*st.when);
            step(st);
            if (st.when)
                m_guards.pop_back();
        }
    }

    // Whether a branch could reach what decides another bout's winner.
    bool apart() const
    {
        if (!m_ok)
            return false;
        QSet<QString> written = m_writes;
        const bool figures = std::any_of(m_writes.begin(), m_writes.end(),
                                         [](const QString &w) { return w.startsWith(u"figure:"); });
        if (figures && m_rs.figures) // a figure's wound moves the totals over the figures
            for (const FigureTotal &t : m_rs.figures->totals)
                written.insert(t.field);
        return !written.intersects(m_guardReads);
    }

private:
    void step(const ProcedureStep &st)
    {
        switch (st.kind) {
        case ProcedureStep::Kind::End:
        case ProcedureStep::Kind::ChargeRules:
        case ProcedureStep::Kind::Melee:
        case ProcedureStep::Kind::Fights:
        case ProcedureStep::Kind::Tick: // a tick reaches the bouts' own tests
        case ProcedureStep::Kind::WeaponRange:
            m_ok = false;
            return;
        case ProcedureStep::Kind::Test: {
            const Test *t = m_rs.test(st.test);
            if (!t || t->winnerLoser) {
                m_ok = false;
                return;
            }
            m_ok = forEachEffect(m_rs, st.test, false,
                                 [this](const Effect &e) {
                                     effect(e);
                                     return true;
                                 })
                && m_ok;
            for (const auto &[id, value] : st.store)
                m_writes.insert(u"input:"_qs + id);
            // A winner named by a test's outcome hangs on its dice and all it reads.
            ++m_underTest;
            for (const OutcomeBranch &b : st.onOutcome)
                steps(b.steps.get());
            for (const CascadeBranch &b : st.onCascade)
                steps(b.steps.get());
            --m_underTest;
            return;
        }
        case ProcedureStep::Kind::Effects:
            for (const Effect &e : st.effects)
                effect(e);
            return;
        case ProcedureStep::Kind::Store:
            for (const auto &[id, value] : st.store)
                m_writes.insert(u"input:"_qs + id);
            return;
        case ProcedureStep::Kind::If:
            if (st.condition)
                m_guards.push_back(&*st.condition);
            steps(st.then.get());
            steps(st.otherwise.get());
            if (st.condition)
                m_guards.pop_back();
            return;
        case ProcedureStep::Kind::IfWinner: // the bout's own winner
            steps(st.then.get());
            steps(st.otherwise.get());
            return;
        case ProcedureStep::Kind::Repeat:
            ++m_underTest; // how many rounds run hangs on what the rounds did
            steps(st.body.get());
            --m_underTest;
            return;
        case ProcedureStep::Kind::SetWinner:
            if (m_underTest) {
                m_ok = false;
                return;
            }
            for (const Condition *c : m_guards)
                reads(*c);
            return;
        }
    }

    void effect(const Effect &e)
    {
        switch (e.op) {
        case Effect::Op::Add:
        case Effect::Op::Set:
        case Effect::Op::Step:
        case Effect::Op::ClearAll:
            m_writes.insert(e.figure || e.eachFigure
                                ? u"figure:"_qs + (e.field == u"role" ? u"#role"_qs : e.field)
                                : e.field);
            return;
        case Effect::Op::Remove:
            m_writes.insert(u"#removed"_qs);
            return;
        case Effect::Op::RollTable: // what a table's rows do is not looked into
            m_ok = false;
            return;
        case Effect::Op::Note:
            return;
        }
    }

    void reads(const Reference &r)
    {
        switch (r.source) {
        case Reference::Source::Field:
        case Reference::Source::FieldStepAttribute:
            m_guardReads.insert(r.name);
            return;
        case Reference::Source::Input:
            m_guardReads.insert(u"input:"_qs + r.name);
            return;
        case Reference::Source::FigureField:
            m_guardReads.insert(u"figure:"_qs + r.name);
            return;
        case Reference::Source::FigureRole:
            m_guardReads.insert(u"figure:#role"_qs);
            return;
        default: // a type's attribute, an option, the turn: nothing a fight changes
            return;
        }
    }
    void reads(const Value &v)
    {
        if (v.kind == Value::Kind::Ref || v.kind == Value::Kind::FigureSum)
            reads(v.ref);
        if (v.where)
            reads(*v.where);
        for (const Value &a : v.args)
            reads(a);
        for (const ValueChoice &c : v.choices) {
            reads(c.when);
            reads(c.value);
        }
        for (const Value &o : v.otherwise)
            reads(o);
    }
    void reads(const Condition &c)
    {
        if (c.kind == Condition::Kind::Compare) {
            if (c.computed)
                reads(*c.computed);
            else
                reads(c.what);
        }
        for (const Condition &child : c.children)
            reads(child);
    }

    const Ruleset &m_rs;
    bool m_ok = true;
    int m_underTest = 0;
    QList<const Condition *> m_guards;
    QSet<QString> m_writes;
    QSet<QString> m_guardReads;
};

// Whether the steps strike no figure but those in focus (restsStrikeOnlyTheirBout).
bool strikeOnlyInFocus(const Ruleset &rs, const ProcedureSteps *list)
{
    if (!list)
        return true;
    for (const ProcedureStep &st : *list) {
        switch (st.kind) {
        case ProcedureStep::Kind::Test:
            if (st.figure || !strikesOnlyItsFigures(rs, st.test, st.alone))
                return false;
            break;
        case ProcedureStep::Kind::Effects:
            if (std::any_of(st.effects.begin(), st.effects.end(), reachesPastFocus))
                return false;
            break;
        case ProcedureStep::Kind::Melee:
        case ProcedureStep::Kind::Fights:
        case ProcedureStep::Kind::ChargeRules:
            return false;
        default:
            break;
        }
        for (const ProcedureSteps *inner : st.lists())
            if (!strikeOnlyInFocus(rs, inner))
                return false;
    }
    return true;
}

} // namespace

bool restsStrikeOnlyTheirBout(const Ruleset &rs, const ProcedureStep &fights)
{
    if (fights.kind != ProcedureStep::Kind::Fights || !strikesOnlyItsFigures(rs, fights.test, true))
        return false;
    const std::vector<const ProcedureSteps *> branches = fights.lists();
    return std::all_of(branches.begin(), branches.end(),
                       [&](const ProcedureSteps *list) { return strikeOnlyInFocus(rs, list); });
}

bool boutsWonApart(const Ruleset &rs, const ProcedureStep &fights)
{
    if (fights.kind != ProcedureStep::Kind::Fights || !fights.simultaneous)
        return false;
    BranchWalk walk(rs);
    for (const OutcomeBranch &b : fights.onOutcome)
        walk.steps(b.steps.get());
    return walk.apart();
}

} // namespace adjutant::rules
