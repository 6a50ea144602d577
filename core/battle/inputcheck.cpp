#include "inputcheck.h"

#include "rules/figures.h"
#include "rules/inputvocabulary.h"
#include "rules/procedure.h"

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

template<class List>
QString idsOf(const List &list)
{
    QStringList ids;
    for (const auto &item : list)
        ids.append(item.id);
    return ids.isEmpty() ? InputCheck::tr("none") : ids.join(QStringLiteral(", "));
}

// What the players said, as the situation a test reads it.
Situation said(const action::Resolve &a)
{
    Situation s;
    s.ticked = QSet<QString>(a.choices.ticked.begin(), a.choices.ticked.end());
    for (auto it = a.choices.chosen.begin(); it != a.choices.chosen.end(); ++it)
        s.chosen.insert(it.key(), it.value());
    for (auto it = a.byTest.begin(); it != a.byTest.end(); ++it) {
        s.tickedByTest.insert(it.key(), QSet<QString>(it->ticked.begin(), it->ticked.end()));
        for (auto c = it->chosen.begin(); c != it->chosen.end(); ++c)
            s.chosenByTest[it.key()].insert(c.key(), c.value());
    }
    for (auto it = a.inputs.begin(); it != a.inputs.end(); ++it)
        s.inputs.insert(it.key(), it.value());
    return s;
}

} // namespace

bool InputCheck::action(const Action &action, QString *error) const
{
    if (const auto *r = std::get_if<action::Resolve>(&action))
        return resolve(*r, error);
    if (const auto *m = std::get_if<action::Move>(&action))
        return move(*m, error);
    return true;
}

bool InputCheck::resolve(const action::Resolve &a, QString *error) const
{
    if (!a.procedure.isEmpty()) {
        const Procedure *p = m_rs.procedure(a.procedure);
        if (!p)
            return true; // said when it is played, as before
        if (!p->responses.isEmpty() && !p->response(a.response)) {
            *error = tr("response: %1 has no response \"%2\"; its responses: %3")
                         .arg(p->doc.name, a.response, idsOf(p->responses));
            return false;
        }
        for (const QString &path : a.skipped)
            if (!p->step(path)) {
                *error = tr("skip: %1 has no step \"%2\" ('adjutant-cli help charge' lists them)")
                             .arg(p->doc.name, path);
                return false;
            }
        *error = InputVocabulary::forProcedure(m_rs, *p).unknownIn(said(a));
        return error->isEmpty();
    }
    if (!m_rs.test(a.test))
        return true; // said when it is played
    *error = InputVocabulary::forTest(m_rs, a.test).unknownIn(said(a));
    return error->isEmpty();
}

bool InputCheck::figuresNamed(const action::Resolve &a, const BattleState &state, QString *error) const
{
    for (const auto &[key, lists] : {std::pair{QStringLiteral("struck"), &a.struck},
                                     std::pair{QStringLiteral("inContact"), &a.inContact}})
        for (auto it = lists->begin(); it != lists->end(); ++it) {
            const auto unit = state.units.constFind(it.key());
            if (unit == state.units.cend()) {
                *error = tr("%1: no unit \"%2\" in this battle").arg(key, it.key());
                return false;
            }
            QStringList ids;
            for (const Figure &f : unit->figures)
                ids.append(f.id);
            for (const QString &figure : it.value())
                if (!Roster::find(*unit, figure)) {
                    //: %1: struck or inContact; %2: the unit; %3: the figure id named; %4: its figures' ids
                    *error = tr("%1: %2 has no figure \"%3\"; its figures: %4")
                                 .arg(key, unit->name.isEmpty() ? unit->id : unit->name, figure,
                                      ids.isEmpty() ? tr("none") : ids.join(QStringLiteral(", ")));
                    return false;
                }
        }
    return true;
}

bool InputCheck::move(const action::Move &a, QString *error) const
{
    if (!a.to.isEmpty() && !m_rs.formation(a.to)) {
        *error = tr("to: %1 has no formation \"%2\"; its formations: %3")
                     .arg(m_rs.id, a.to, idsOf(m_rs.formations));
        return false;
    }
    if (!a.terrain.isEmpty() && !m_rs.terrainType(a.terrain)) {
        *error = tr("terrain: %1 has no kind of ground \"%2\"; its kinds: %3 (leave it out for open ground)")
                     .arg(m_rs.id, a.terrain, idsOf(m_rs.terrain));
        return false;
    }
    if (!a.manoeuvre.isEmpty()
        && std::none_of(m_rs.manoeuvres.begin(), m_rs.manoeuvres.end(),
                        [&a](const Manoeuvre &m) { return m.id == a.manoeuvre; })) {
        *error = tr("manoeuvre: %1 has no manoeuvre \"%2\"; its manoeuvres: %3")
                     .arg(m_rs.id, a.manoeuvre, idsOf(m_rs.manoeuvres));
        return false;
    }
    // A turn in place (a manoeuvre, a change of face) is a move of 0".
    if (a.inches <= 0 && a.to.isEmpty() && a.manoeuvre.isEmpty() && !a.face) {
        *error
            = tr("a move of 0\" changes nothing: give the inches moved, the formation changed to (\"to\"), a "
                 "change of face or a manoeuvre");
        return false;
    }
    return true;
}

} // namespace adjutant::battle
