// Threshold tests: each die against a target, alone or as a pool of successes.

#include "kinds.h"

#include "rules/wording.h"

namespace adjutant::rules::kinds {

void ThresholdTest::workOutOdds(TestSetup &s, const Evaluator &ev) const
{
    const Test &t = *s.test;
    const int n = static_cast<int>(s.dieTest.sides > 0 ? s.dieSides.size() : 0);
    // From the faces that pass: a natural face that changes nothing is not worth a word.
    const QString need = Wording::need(s.dieTest);
    s.needText = t.pool ? Resolver::tr("%1, each of %n die/dice", nullptr, n).arg(need) : need;
    const double p = dice::passProbability<double>(s.dieTest);
    if (!t.pool) {
        for (const Outcome &o : t.outcomes)
            s.odds.append({o.id, o.doc.name, o.kind == Outcome::Kind::Pass ? p : 1.0 - p});
        return;
    }
    s.successes = dice::binomial<double>(n, p);
    if (t.outcomes.isEmpty()) {
        for (int k = 0; k <= n; ++k)
            s.odds.append({QString::number(k), Wording::successes(t, k), s.successes->probability(k)});
    } else {
        appendOutcomeOdds(s, *s.successes);
    }
    workOutChainedCasualties(s, ev, n);
}

void ThresholdTest::workOutChainedCasualties(TestSetup &s, const Evaluator &ev, int n) const
{
    for (const FollowUp &fu : s.test->followUps) {
        if (fu.moment != FollowUp::When::PerSuccess)
            continue;
        const Test *child = m_rs.test(fu.test);
        if (!child || child->kind != Test::Kind::Threshold || child->pool)
            continue;
        const Outcome *fail = nullptr;
        for (const Outcome &o : child->outcomes)
            if (o.kind == Outcome::Kind::Fail)
                fail = &o;
        const Effect *add = nullptr;
        for (const Effect &e : fail ? fail->effects : QList<Effect>())
            if (e.op == Effect::Op::Add && e.role == u"actor")
                add = &e;
        if (!add)
            continue;
        // The save is taken by the follow-up's actor: build its situation to set it up.
        Situation sub;
        const QString subActorRole = fu.actor;
        const UnitState *subActor = ev.unit(subActorRole);
        if (!subActor)
            continue;
        sub.units.insert(QStringLiteral("actor"), *subActor);
        if (!fu.target.isEmpty())
            if (const UnitState *o = ev.unit(fu.target))
                sub.units.insert(QStringLiteral("target"), *o);
        const TestSetup save = m_resolver.setup(fu.test, sub);
        if (!save.problems.isEmpty())
            continue;
        int cap = n;
        const Field *f = m_rs.field(add->field);
        const UnitType *type = m_rs.unitType(subActor->type);
        const int current = Evaluator(m_rs, sub).fieldValue(*subActor, add->field).toInt();
        if (f && f->maximum)
            cap = *f->maximum - current;
        if (f && !f->maximumFrom.isEmpty() && type && type->attributes.contains(f->maximumFrom))
            cap = type->attributes.value(f->maximumFrom).toInt() - current;
        s.casualties = dice::chainedCasualties<double>(n, s.dieTest, save.dieTest, std::max(0, cap));
        s.casualtiesField = add->field;
        break;
    }
}

Judgement ThresholdTest::judge(const TestSetup &s, const QList<int> &faces) const
{
    const Test &t = *s.test;
    Judgement j;
    for (int i = 0; i < faces.size(); ++i) {
        const bool ok = s.dieTest.passes(faces[i]);
        j.dice.append({s.dieSides[i], faces[i], true, ok, 0});
        (ok ? j.successes : j.failures)++;
    }
    j.value = j.successes;
    j.outcome = t.pool ? bandOutcome(t, j.successes) : passFailOutcome(t, j.successes > 0);
    return j;
}

} // namespace adjutant::rules::kinds
