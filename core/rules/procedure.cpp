#include "procedure.h"
#include "proceduremachine.h"

#include "text/punctuation.h"

#include "weaponreach.h"

#include "estimate.h"

#include "fieldreads.h"
#include "figures.h"
#include "kinds/kinds.h"
#include "orders.h"
#include "wording.h"

#include "dice/facequeue.h"
#include "dice/randomsource.h"
#include "dice/roll.h"

#include <QElapsedTimer>

#include <cmath>
#include <map>

namespace adjutant::rules {

bool ProcedureInput::asked(const Ruleset &ruleset, const Situation &declared) const
{
    return !when || Evaluator(ruleset, declared).holds(*when);
}

// ---- Running with faces -------------------------------------------------------------------------

namespace {

// What an input not entered is: the movement table's for its unit (while the declaration asks for
// it, or it has no default), else its default; nothing if neither.
std::optional<int> unenteredValue(const Ruleset &rs, const ProcedureInput &in, const Situation &declared,
                                  bool asked)
{
    if (!in.movementColumn.isEmpty() && (asked || !in.input.hasDefault)) {
        const MovementAllowance m = Orders::movement(rs, declared.units.value(in.movementRole));
        if (m.found && m.inches.contains(in.movementColumn))
            return m.inches.value(in.movementColumn);
    }
    if (in.input.hasDefault)
        return in.input.defaultValue;
    return std::nullopt;
}

} // namespace

bool initialState(const Ruleset &rs, const Procedure &proc, const ProcedureRequest &req,
                  ProcedureRunner::State &s, QStringList *errors)
{
    for (const QString &role : {u"actor"_qs, u"target"_qs}) {
        if (!req.situation.units.contains(role)) {
            errors->append(ProcedureRunner::tr("the procedure needs a unit as %1").arg(role));
            continue;
        }
        UnitState u = req.situation.units.value(role);
        if (u.id.isEmpty())
            u.id = role;
        s.roles.insert(role, u.id);
        s.units.insert(u.id, u);
    }
    // The procedure's other roles the declaration named (a supported gun): each must fit.
    const Evaluator declared(rs, req.situation);
    for (const ProcedureRole &role : proc.roles) {
        if (!req.situation.units.contains(role.id))
            continue;
        UnitState u = req.situation.units.value(role.id);
        if (u.id.isEmpty())
            u.id = role.id;
        Situation candidate;
        candidate.units.insert(u"actor"_qs, u);
        candidate.options = req.situation.options;
        const Evaluator fits(rs, candidate);
        const QString name = u.name.isEmpty() ? u.id : u.name;
        if (role.when && !declared.holds(*role.when))
            errors->append(ProcedureRunner::tr("%1 cannot be named as %2: only when %3")
                               .arg(name, role.doc.name, declared.describe(*role.when)));
        else if (role.fits && !fits.holds(*role.fits))
            errors->append(ProcedureRunner::tr("%1 cannot be %2: that needs %3")
                               .arg(name, role.doc.name, fits.describe(*role.fits)));
        else if (s.units.contains(u.id))
            errors->append(ProcedureRunner::tr("%1 cannot be %2: it is in the procedure already")
                               .arg(name, role.doc.name));
        s.roles.insert(role.id, u.id);
        s.units.insert(u.id, u);
    }
    s.values = req.situation.inputs;
    for (const ProcedureInput &in : proc.inputs) {
        const bool asked = in.asked(rs, req.situation);
        const std::optional<int> own = unenteredValue(rs, in, req.situation, asked);
        if (s.values.contains(in.input.id)) {
            // A number the declaration does not ask for would go unread: refused, not dropped
            // (hits on a supported gun with no gun named). The one it keeps says nothing, so stands.
            if (!asked && s.values.value(in.input.id) != own)
                errors->append(ProcedureRunner::tr("%1 is asked for only when %2")
                                   .arg(in.input.doc.name, declared.describe(*in.when)));
        } else if (own) {
            s.values.insert(in.input.id, *own);
        } else {
            errors->append(ProcedureRunner::tr("Enter %1").arg(Wording::inSentence(in.input.doc.name)));
        }
    }
    return errors->isEmpty();
}

namespace {

// What keeps a condition from holding, in plain words: only the parts that fail, each said the
// way it is ("the target is not cavalry"), never the whole condition in brackets.
QStringList whyNot(const Evaluator &ev, const Condition &c)
{
    if (c.kind == Condition::Kind::All) {
        QStringList out;
        for (const Condition &child : c.children)
            if (!ev.holds(child))
                out += whyNot(ev, child);
        return out;
    }
    Condition negated;
    negated.kind = Condition::Kind::Not;
    negated.children.append(c);
    if (c.kind == Condition::Kind::Any) {
        // None holds: each is said as it is.
        QStringList out;
        for (const Condition &child : c.children)
            out += whyNot(ev, child);
        return out;
    }
    return {ev.describe(negated)};
}

QString sentence(QStringList parts)
{
    // "A, B and C."
    const QString last = parts.size() > 1 ? parts.takeLast() : QString();
    QString text = parts.join(ProcedureRunner::tr(", "));
    if (!last.isEmpty())
        text = ProcedureRunner::tr("%1 and %2").arg(text, last);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return ProcedureRunner::tr("%1.").arg(text);
}

QList<ResponseChoice> responseChoices(const Ruleset &rs, const Procedure &proc, const ProcedureRequest &req,
                                      const ProcedureRunner::State &s)
{
    QList<ResponseChoice> out;
    Situation v = req.situation;
    v.inputs = s.values;
    const Evaluator ev(rs, v);
    for (const ProcedureResponse &r : proc.responses) {
        ResponseChoice c{r.id, r.doc, true, QString()};
        if (r.when) {
            c.available = ev.holds(*r.when);
            c.reason = c.available        ? ProcedureRunner::tr("because %1").arg(ev.describe(*r.when))
                : !r.notOffered.isEmpty() ? r.notOffered
                                          : sentence(whyNot(ev, *r.when));
        }
        out.append(c);
    }
    return out;
}

} // namespace

namespace {

bool asksChargeRules(const ProcedureSteps &steps)
{
    const auto in
        = [](const std::shared_ptr<ProcedureSteps> &list) { return list && asksChargeRules(*list); };
    return std::any_of(steps.begin(), steps.end(), [&](const ProcedureStep &st) {
        return st.kind == ProcedureStep::Kind::ChargeRules || in(st.then) || in(st.otherwise) || in(st.within)
            || in(st.beyond) || in(st.body);
    });
}

} // namespace

ProcedureRun ProcedureRunner::run(const ProcedureRequest &request, const FaceSupplier &faces) const
{
    ProcedureRun out;
    out.procedure = request.procedure;
    out.response = request.response;
    const Procedure *proc = m_rs.procedure(request.procedure);
    if (!proc) {
        out.errors.append(tr("no procedure \"%1\" in %2").arg(request.procedure, m_rs.id));
        return out;
    }
    State s;
    if (!initialState(m_rs, *proc, request, s, &out.errors))
        return out;
    out.responses = responseChoices(m_rs, *proc, request, s);
    out.values = s.values;
    out.units = s.units;
    if (request.response.isEmpty()) {
        // A procedure that asks the charge rules (a charge) is judged by them at the declaration;
        // another (a melee continued) is not a charge.
        if (asksChargeRules(proc->before)) {
            const ChargePermission p = Orders::charge(m_rs, request.situation);
            out.allowed = p.allowed() || !request.override.isEmpty(); // the umpire may allow it
            out.refusal = p.allowed() ? QString() : p.rule->doc.name;
        }
        return out;
    }
    const ProcedureResponse *resp = proc->response(request.response);
    if (!resp) {
        out.errors.append(tr("no response \"%1\" in the procedure %2").arg(request.response, proc->doc.name));
        return out;
    }
    for (const ResponseChoice &c : std::as_const(out.responses))
        if (c.id == resp->id && !c.available) {
            out.errors.append(tr("%1 is not allowed here: %2").arg(c.doc.name, c.reason));
            return out;
        }
    s.stack.emplace_back(&proc->after, 0);
    s.stack.emplace_back(&resp->steps, 0);
    s.stack.emplace_back(&proc->before, 0);

    Machine m{*this, m_rs, *proc, request, &out, {}, m_resolver};
    int used = 0;
    const FaceSupplier countingFaces = [&faces, &used](int sides) {
        const std::optional<int> f = faces(sides);
        if (f)
            ++used;
        return f;
    };
    m.drive(s, countingFaces);
    // The triggered tests still to come in the lists under way, after the one waiting for dice.
    if (!out.queue.isEmpty()) {
        State rest = s;
        if (rest.top())
            rest.pop();
        for (auto frame = rest.stack.rbegin(); frame != rest.stack.rend(); ++frame)
            for (std::size_t i = frame->second; i < frame->first->size(); ++i) {
                const ProcedureStep &st = frame->first->at(i);
                if (st.kind != ProcedureStep::Kind::Test || !st.triggered)
                    continue;
                const Situation sit = m.testSituation(rest, st, st.test);
                if (!sit.units.contains(u"actor"_qs))
                    continue;
                out.queue.append(
                    {m_resolver.setup(st.test, sit), 0, 1, st.doc.explain, sit.units, sit.focus, st.figure});
            }
    }
    out.errors += m.errors;
    out.units = s.units;
    out.values = s.values;
    out.ending = s.ending;
    if (const ProcedureEnding *e = proc->ending(s.ending))
        out.endingName = e->doc.name;
    out.facesUsed = used;
    if (s.ending.isEmpty() && out.queue.isEmpty() && out.errors.isEmpty())
        out.errors.append(tr("the procedure %1 came to no ending: the ruleset's steps end without one")
                              .arg(proc->doc.name));
    return out;
}

ProcedureRun ProcedureRunner::runOwing(ProcedureRequest request, const QList<int> &faces) const
{
    ProcedureRun out = run(request, dice::FaceQueue::of(faces));
    while (out.errors.isEmpty() && !out.queue.isEmpty() && !out.pendingPath.isEmpty()
           && !request.owed.contains(out.pendingPath)) {
        request.owed.insert(out.pendingPath);
        out = run(request, dice::FaceQueue::of(faces));
    }
    return out;
}

QList<int> ProcedureRunner::rollOwing(const ProcedureRequest &request, dice::RandomSource &dice) const
{
    QList<int> faces;
    // Each turn adds a die, and a run reads at most this many.
    while (faces.size() < qsizetype(Limits::kMaxCascadeTests) * Limits::kMaxDicePerTest) {
        const ProcedureRun owing = runOwing(request, faces);
        if (owing.complete() && owing.facesUsed == faces.size())
            break;
        dice::FaceQueue given(faces);
        run(request, given.supplier());
        if (given.wantedSides() == 0)
            break; // it asks for no more dice: the action says why it cannot be applied
        faces.append(dice.roll(given.wantedSides()));
    }
    return faces;
}

} // namespace adjutant::rules
