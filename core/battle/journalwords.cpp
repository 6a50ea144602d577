#include "journalwords.h"

#include "turnsequence.h"

#include "rules/wording.h"

#include <QLocale>

#include <algorithm>

namespace adjutant::battle {

using rules::Test;
using rules::TestResult;
using rules::Wording;

namespace {

QString facesText(const QList<dice::RolledDie> &dice)
{
    QStringList faces;
    for (const dice::RolledDie &d : dice)
        faces.append(QLocale().toString(d.face));
    return faces.join(u' ');
}

} // namespace

QString JournalWords::result(const TestResult &t)
{
    if (!t.setup.test)
        return t.outcomeName;
    const Test &test = *t.setup.test;
    for (const rules::Outcome &o : test.outcomes)
        if (o.id == t.outcomeId)
            return o.doc.name;
    if (test.kind == Test::Kind::Threshold && test.pool)
        return Wording::successes(test, t.value);
    if (!t.outcomeName.isEmpty())
        return t.outcomeName;
    return Wording::result(test, t.value);
}

QString JournalWords::name(const QString &unitId) const
{
    return unitName(m_after, unitId);
}

QString JournalWords::lead(const TestResult &t) const
{
    const QString test = t.setup.test ? t.setup.test->doc.name : QString();
    QString actor = name(t.setup.actorId);
    if (t.figureNames.contains(u"actor"_qs))
        //: A unit and the figure of it a test fell on: "Voltigeurs, Ranker 3".
        actor = tr("%1, %2", "a unit and its figure").arg(actor, t.figureNames.value(u"actor"_qs));
    const QString faces = facesText(t.dice);
    if (t.setup.targetId.isEmpty() || t.setup.targetId == t.setup.actorId)
        //: The journal: a test, the unit taking it, what came of it, the faces rolled.
        return tr("%1: %2 — %3 [%4]").arg(test, actor, result(t), faces);
    // Fire and charges go "at" their target; other tests are taken "against" another unit.
    if (t.setup.test && !t.setup.test->cues.isEmpty())
        //: The journal: a test aimed at a unit ("Fire: 1/52nd Foot at 6e Léger — 2 hits [7 3 9]").
        return tr("%1: %2 at %3 — %4 [%5]").arg(test, actor, name(t.setup.targetId), result(t), faces);
    //: The journal: a test taken against another unit ("Melee: Scots Greys against 45e Ligne — …").
    return tr("%1: %2 against %3 — %4 [%5]").arg(test, actor, name(t.setup.targetId), result(t), faces);
}

QString JournalWords::followUp(const TestResult &t) const
{
    const QString test = t.setup.test ? t.setup.test->doc.name : QString();
    QString actor = name(t.setup.actorId);
    if (t.figureNames.contains(u"actor"_qs))
        actor = tr("%1, %2", "a unit and its figure").arg(actor, t.figureNames.value(u"actor"_qs));
    return tr("%1: %2 — %3 [%4]").arg(test, actor, result(t), facesText(t.dice));
}

QString JournalWords::procedure(const QString &procedureName, const QString &actor, const QString &target,
                                const QString &response, const QString &ending) const
{
    if (response.isEmpty())
        //: The journal: a procedure, the unit that began it, the unit it was against, how it ended.
        return tr("%1: %2 at %3 — %4").arg(procedureName, name(actor), name(target), ending);
    //: The journal: a procedure, the unit that began it, the unit it was against and its answer, how
    //: it ended ("Charge: Scots Greys at 45e Ligne, who chose Stand — Charger won the melee").
    return tr("%1: %2 at %3, who chose %4 — %5")
        .arg(procedureName, name(actor), name(target), response, ending);
}

QStringList JournalWords::changes(const QStringList &first) const
{
    // The units that changed, those named first in that order, the others by id.
    QStringList changedIds;
    for (auto was = m_before.cbegin(); was != m_before.cend(); ++was) {
        const auto it = m_after.units.constFind(was.key());
        if (it != m_after.units.cend() && (was->fields != it->fields || was->removed != it->removed))
            changedIds.append(was.key());
    }
    std::sort(changedIds.begin(), changedIds.end(), [&](const QString &a, const QString &b) {
        const qsizetype ia = first.indexOf(a) < 0 ? first.size() : first.indexOf(a);
        const qsizetype ib = first.indexOf(b) < 0 ? first.size() : first.indexOf(b);
        return ia != ib ? ia < ib : a < b;
    });
    QStringList out;
    for (const QString &id : changedIds) {
        const rules::UnitState was = m_before.value(id);
        const rules::UnitState now = m_after.units.value(id);
        QStringList changed;
        for (const rules::Field &f : m_rs.fields) {
            if (f.bookkeeping)
                continue;
            const QVariant before = was.fields.value(f.id, f.defaultValue);
            const QVariant after = now.fields.value(f.id, f.defaultValue);
            if (before != after)
                if (const QString change = Wording::change(m_rs, f, before, after); !change.isEmpty())
                    changed.append(change);
        }
        const QString who = name(id);
        if (!changed.isEmpty())
            //: The journal: a unit and what changed on it ("6e Léger: Casualties 0 → 1").
            out.append(tr("%1: %2").arg(who, changed.join(tr(", "))));
        if (now.removed && !was.removed)
            out.append(tr("%1 is removed from play").arg(who));
    }
    return out;
}

} // namespace adjutant::battle
