#include "inputvocabulary.h"

#include <algorithm>

namespace adjutant::rules {

namespace {

QString listed(QStringList ids)
{
    ids.sort();
    return ids.isEmpty() ? InputVocabulary::tr("none") : ids.join(QStringLiteral(", "));
}

} // namespace

InputVocabulary InputVocabulary::forTest(const Ruleset &rs, const QString &test)
{
    InputVocabulary v(rs);
    v.m_name = rs.test(test) ? rs.test(test)->doc.name : test;
    v.addTest(test);
    return v;
}

InputVocabulary InputVocabulary::forProcedure(const Ruleset &rs, const Procedure &p)
{
    InputVocabulary v(rs);
    v.m_name = p.doc.name;
    for (const ProcedureInput &in : p.inputs) {
        v.m_inputs.append(in.input.id);
        v.m_inputNames.insert(in.input.id, in.input.doc.name);
    }
    v.addSteps(p.before);
    for (const ProcedureResponse &r : p.responses)
        v.addSteps(r.steps);
    v.addSteps(p.after);
    return v;
}

QString InputVocabulary::inputsNamed() const
{
    QStringList named;
    for (const QString &id : m_inputs)
        //: an input as a script types it and as the player reads it: "distance (Distance to the target)"
        named.append(tr("%1 (%2)").arg(id, m_inputNames.value(id, id)));
    return named.join(QStringLiteral(", "));
}

void InputVocabulary::addTest(const QString &id)
{
    const Test *t = m_rs->test(id);
    if (!t || m_tests.contains(id))
        return;
    m_tests.append(id);
    for (const Modifier &m : t->modifiers) {
        QStringList &ids = m.kind == Modifier::Kind::Toggle ? m_toggles : m_automatic;
        if (m.kind == Modifier::Kind::OneOf) {
            for (const ModifierChoice &c : m.choices)
                if (!m_choices[m.id].contains(c.id))
                    m_choices[m.id].append(c.id);
        } else if (!ids.contains(m.id)) {
            ids.append(m.id);
        }
    }
    for (const TestInput &in : t->inputs)
        if (!m_inputs.contains(in.id)) {
            m_inputs.append(in.id);
            m_inputNames.insert(in.id, in.doc.name);
        }
    for (const FollowUp &f : t->followUps)
        addTest(f.test);
    for (const Outcome &o : t->outcomes)
        for (const FollowUp &f : o.followUps)
            addTest(f.test);
}

void InputVocabulary::addSteps(const ProcedureSteps &steps)
{
    for (const ProcedureStep &s : steps) {
        if (!s.test.isEmpty()) {
            m_ownTests.insert(s.test);
            addTest(s.test);
        }
        if (s.kind == ProcedureStep::Kind::ChargeRules)
            for (const ChargeRule &r : m_rs->chargeRules)
                if (!r.test.isEmpty()) {
                    m_ownTests.insert(r.test);
                    addTest(r.test);
                }
        for (const auto &b : s.onOutcome)
            if (b.steps)
                addSteps(*b.steps);
        for (const auto &b : s.onCascade)
            if (b.steps)
                addSteps(*b.steps);
        for (const auto &list : {s.then, s.otherwise, s.body, s.within, s.beyond, s.decided, s.drawn})
            if (list)
                addSteps(*list);
    }
}

QString InputVocabulary::unknownChoices(const QSet<QString> &ticked, const QHash<QString, QString> &chosen,
                                        const QString &where) const
{
    QStringList sortedTicks(ticked.begin(), ticked.end());
    sortedTicks.sort();
    for (const QString &id : std::as_const(sortedTicks)) {
        if (m_toggles.contains(id))
            continue;
        if (m_automatic.contains(id))
            return tr("%1ticked: \"%2\" is worked out by the app from the battle, never ticked; the toggles "
                      "of %3: %4")
                .arg(where, id, m_name, listed(m_toggles));
        if (m_choices.contains(id))
            return tr("%1ticked: \"%2\" is a choice of one of several: give it in \"chosen\" as one of %3")
                .arg(where, id, listed(m_choices.value(id)));
        return tr("%1ticked: %2 has no toggle \"%3\" (nor does what follows it); its toggles: %4")
            .arg(where, m_name, id, listed(m_toggles));
    }
    QStringList sortedChoices = chosen.keys();
    sortedChoices.sort();
    for (const QString &id : std::as_const(sortedChoices)) {
        if (!m_choices.contains(id))
            return tr("%1chosen: %2 has no choice of one of several \"%3\"; those it has: %4")
                .arg(where, m_name, id, listed(m_choices.keys()));
        if (!m_choices.value(id).contains(chosen.value(id)))
            return tr("%1chosen.%2: \"%3\" is not one of its choices: %4")
                .arg(where, id, chosen.value(id), listed(m_choices.value(id)));
    }
    return {};
}

QString InputVocabulary::unknownIn(const Situation &given) const
{
    if (QString e = unknownChoices(given.ticked, given.chosen, QString()); !e.isEmpty())
        return e;
    QStringList perTest(given.tickedByTest.keyBegin(), given.tickedByTest.keyEnd());
    for (auto it = given.chosenByTest.keyBegin(); it != given.chosenByTest.keyEnd(); ++it)
        if (!perTest.contains(*it))
            perTest.append(*it);
    perTest.sort();
    for (const QString &key : std::as_const(perTest)) {
        const QString test = key.section(u'@', 0, 0);
        const QString side = key.section(u'@', 1);
        const bool sideKnown
            = side.isEmpty() || ((side == u"actor" || side == u"target") && m_ownTests.contains(test));
        if (!m_tests.contains(test) || !sideKnown) {
            QStringList allowed = m_tests;
            for (const QString &own : m_ownTests) {
                allowed.append(own + u"@actor");
                allowed.append(own + u"@target");
            }
            return tr("tests: %1 takes no test \"%2\"; it takes %3").arg(m_name, key, listed(allowed));
        }
        const QString where = u"tests." + key + u'.';
        if (QString e = unknownChoices(given.tickedByTest.value(key), given.chosenByTest.value(key), where);
            !e.isEmpty())
            return e;
    }
    QStringList inputs = given.inputs.keys();
    inputs.sort();
    for (const QString &id : std::as_const(inputs))
        if (!m_inputs.contains(id))
            return tr("inputs: %1 reads no input \"%2\"; its inputs: %3").arg(m_name, id, listed(m_inputs));
    return {};
}

} // namespace adjutant::rules
