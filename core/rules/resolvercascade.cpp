#include "resolver.h"

#include "figures.h"
#include "setupreplays.h"

#include "kinds/kinds.h"

namespace adjutant::rules {

// One resolution's cascade: the test asked for and the follow-ups its results lead to, taken in
// turn as long as the faces last. What every test of it shares (the resolver, the faces, the
// resolution written into, and whether it has stopped) is kept here instead of passed down.
class Resolver::Cascade
{
public:
    Cascade(const Resolver &resolver, const FaceSupplier &supplier, Resolution &resolution)
        : r(resolver), rs(resolver.m_rs), faces(supplier), out(resolution)
    { }

    // One test of the cascade, where it falls.
    struct Node {
        const QString &testId;
        const QHash<QString, QString> &roles; // unit ids by role
        const Situation &given;
        const QHash<QString, UnitState> &evaluateOn; // the units its set-up judges, by id
        int depth = 0; // 0 for the test asked for, 1 for its follow-ups, ...
        const QString &why;
        const FigurePick *pick = nullptr; // the follow-up's figure pick that leads here, if any
    };

    // Resolves the node's test, then its follow-ups; the kind of its outcome, when it has one.
    // Stops (stopped()) where the faces run out or something is wrong.
    std::optional<Outcome::Kind> take(const Node &n);
    bool stopped() const { return m_stopped; }

private:
    // A test judged, as its follow-ups read it.
    struct Judged {
        const Node &node;
        const Test &test;
        const TestSetup &setup;
        const Situation &base;
        const TestResult &result;
        QHash<QString, QString> roles; // the node's, with winner and loser
        int successes = 0;
        int failures = 0;
        const Outcome *outcome = nullptr;
    };

    bool overLimits(const Node &n);
    // Its dice's faces; where they run out, the test waits (pending) on the units it is set up on.
    std::optional<QList<int>> takeFaces(const Node &n, const TestSetup &s,
                                        const std::function<const Situation &()> &setUpOn,
                                        const Situation &base);
    kinds::Judgement judge(const TestSetup &s, const QList<int> &rolled, const Situation &situation,
                           const QString &testId) const;
    // The test judged on its dice and its effects landed (take); false where it stopped.
    bool applyResult(const Node &n, const TestSetup &s, const Situation &base, const Situation &requested,
                     const QList<int> &rolled, TestResult &result, std::optional<Judged> &j);
    // Per-success and per-failure follow-ups; whether any of them failed.
    bool followEachDie(const Judged &j);
    // The follow-ups after all of those, and those of the outcome.
    void followAfter(const Judged &j, bool anyFailed);
    // Takes a follow-up `times` times; false when the cascade stopped.
    // `place` names the follow-up among those of its list, for Resolution::stoppedAt.
    bool takeFollowUp(const Judged &j, const FollowUp &fu, const QHash<QString, QString> &childRoles,
                      const QHash<QString, UnitState> &evaluateOn, const QString &why, int times,
                      bool *anyFailed, const QString &place);

    QString roleUnit(const Judged &j, const QString &role) const;
    QHash<QString, QString> childRoles(const Judged &j, const FollowUp &fu) const;
    bool actorRemoved(const QHash<QString, QString> &childRoles) const;
    bool holds(const Judged &j, const FollowUp &fu) const;
    int repeat(const Judged &j, const FollowUp &fu) const;
    Situation baseFor(const Judged &j, const FollowUp &fu) const;
    int counted(const Judged &j, const FollowUp &fu) const;

    const Resolver &r;
    const Ruleset &rs;
    const FaceSupplier &faces;
    Resolution &out;
    bool m_stopped = false;
};

Resolution Resolver::resolve(const QString &testId, const Situation &situation,
                             const FaceSupplier &faces) const
{
    const Request request(m_odds);
    Resolution out;
    const QHash<QString, QString> roles = unitsByRole(situation, out.units);
    for (const UnitState &u : situation.commanded)
        if (!out.units.contains(u.id))
            out.units.insert(u.id, u);
    for (const UnitState &u : situation.superiors)
        if (!out.units.contains(u.id))
            out.units.insert(u.id, u);
    // The test is judged on its units as they were where the situation keeps them so; what it
    // does lands on them as they stand, and its follow-ups see that.
    QHash<QString, UnitState> judgedOn = out.units.hash();
    for (auto it = situation.judgedOn.begin(); it != situation.judgedOn.end(); ++it)
        if (roles.contains(it.key()))
            judgedOn.insert(roles.value(it.key()), it.value());
    Situation base = situation;
    base.judgedOn.clear();
    out.struckLeft = situation.struck;
    Cascade(*this, faces, out).take({testId, roles, base, judgedOn, 0, QString(), nullptr});
    return out;
}

std::optional<Outcome::Kind> Resolver::Cascade::take(const Node &n)
{
    if (overLimits(n))
        return std::nullopt;
    // A replay of a search's (SetupReplays) takes again what an earlier one did at the same place.
    SetupReplays *const replays = SetupReplays::openFor(r);
    const PackedKey place = replays ? replays->nextTest() : PackedKey();
    // The figure the test falls on: its follow-up's pick, else the one already picked for its unit
    // (a loser's wound dice after his fight), else the test's own. The follow-ups see it too.
    Situation base;
    std::optional<Situation> requested; // the situation it is set up on, worked out when wanted
    // Worked out before any effect of this test lands (its set-up, its wait for dice, its judging):
    // a follow-up's units to be judged on may be the cascade's own as they stand (followAfter).
    const std::function<const Situation &()> setUpOn = [&]() -> const Situation & {
        if (!requested)
            requested = r.situationFor(base, n.roles, n.evaluateOn, n.testId);
        return *requested;
    };
    TestSetup s;
    if (const SetupReplays::Before *known = replays ? replays->before(place) : nullptr) {
        base = n.given; // withFigure changes only the figures in focus
        base.focus = known->focus;
        out.picked = known->picked;
        out.struckLeft = known->struckLeft;
        // A replay that reached this place by other faces would be a bug in the key, not a
        // different test: the resolver is a function of the faces it is handed.
        Q_ASSERT(!known->setup.test || known->setup.test->id == n.testId);
        s = known->setup;
    } else {
        base = r.withFigure(n.testId, n.roles, n.given, out, n.pick);
        s = r.setup(n.testId, setUpOn());
        if (replays)
            replays->keepBefore(place, {base.focus, out.picked, out.struckLeft, s});
    }
    if (!s.problems.isEmpty()) {
        out.errors += s.problems;
        m_stopped = true;
        return std::nullopt;
    }
    const Test &t = *s.test;
    // Take the faces; if they run out, the test waits with its odds.
    const std::optional<QList<int>> rolled = takeFaces(n, s, setUpOn, base);
    if (!rolled)
        return std::nullopt;

    TestResult result;
    std::optional<Judged> j;
    const qsizetype facesBefore = replays ? replays->facesTaken() : 0;
    const qsizetype errorsBefore = out.errors.size();
    if (const SetupReplays::After *known = replays ? replays->after(place, *rolled) : nullptr) {
        result = known->result;
        j.emplace(
            Judged{n, t, s, base, result, known->roles, known->successes, known->failures, known->outcome});
        out.units = known->units;
    } else if (!applyResult(n, s, base, setUpOn(), *rolled, result, j)) {
        return std::nullopt;
    } else if (replays && replays->facesTaken() == facesBefore && out.errors.size() == errorsBefore) {
        // Kept where its effects took no dice of their own: those would be part of its place.
        replays->keepAfter(place, *rolled,
                           {result, j->roles, j->successes, j->failures, j->outcome, out.units});
    }
    out.steps.append(result);
    const bool anyFailed = followEachDie(*j);
    if (!m_stopped)
        followAfter(*j, anyFailed);
    if (j->outcome)
        return j->outcome->kind;
    return std::nullopt;
}

// The test judged on its dice, its effects landed on the units; false (stopped) where they need
// dice that ran out.
bool Resolver::Cascade::applyResult(const Node &n, const TestSetup &s, const Situation &base,
                                    const Situation &requested, const QList<int> &rolled, TestResult &result,
                                    std::optional<Judged> &j)
{
    const Test &t = *s.test;
    // The band a measured distance gives, for reading the dice as the set-up did.
    QStringList bandProblems;
    QHash<QString, DerivedBand> bands;
    const std::optional<Situation> ranged = r.withRangeBands(t, requested, &bandProblems, &bands);
    const Situation &situation = ranged ? *ranged : requested;
    // What the test does sees the bands its distance gave, as its modifiers did ("took
    // canister": {"ticked": "range:canister"} in an effect's condition).
    Situation effectBase = base;
    if (ranged)
        for (auto it = bands.cbegin(); it != bands.cend(); ++it)
            if (const QString c = ranged->chosenByTest.value(n.testId).value(it.key()); !c.isEmpty())
                effectBase.chosen.insert(it.key(), c);
    result.setup = s;
    result.depth = n.depth;
    r.recordFigures(result, n.roles, base, out);
    const kinds::Judgement judged = judge(s, rolled, situation, n.testId);
    result.dice = judged.dice;
    result.value = judged.value;
    result.margin = judged.margin;
    j.emplace(Judged{n, t, s, base, result, n.roles, judged.successes, judged.failures, judged.outcome});
    if (t.kind == Test::Kind::Opposed && t.winnerLoser && result.margin != 0) {
        j->roles.insert(QStringLiteral("winner"),
                        n.roles.value(result.margin > 0 ? u"actor"_qs : u"target"_qs));
        j->roles.insert(QStringLiteral("loser"),
                        n.roles.value(result.margin > 0 ? u"target"_qs : u"actor"_qs));
    }
    if (j->outcome) {
        result.outcomeId = j->outcome->id;
        result.outcomeName = j->outcome->doc.name;
        result.outcomeExplain = j->outcome->doc.explain;
    }
    QList<Effect> effects = t.effects;
    if (j->outcome)
        effects += j->outcome->effects;
    for (const Effect &e : std::as_const(effects)) {
        if (!r.applyEffect(e, result.value, j->roles, effectBase, faces, out, result)) {
            out.steps.append(result);
            out.errors.append(Resolver::tr("more dice are needed for the table roll of %1").arg(t.doc.name));
            m_stopped = true;
            return false;
        }
    }
    return true;
}

// A loop the dice keep going, or follow-ups that multiply, stop here with word of it.
bool Resolver::Cascade::overLimits(const Node &n)
{
    const Test *asked = rs.test(n.testId);
    const QString name = asked ? asked->doc.name : n.testId;
    if (n.depth > Limits::kMaxCascadeDepth) {
        out.errors.append(
            Resolver::tr("the follow-ups went more than %1 deep, to %2: the ruleset's follow-ups loop and "
                         "the dice have not ended it; resolved up to there")
                .arg(Limits::kMaxCascadeDepth)
                .arg(name));
        m_stopped = true;
        return true;
    }
    if (out.steps.size() >= Limits::kMaxCascadeTests) {
        out.errors.append(
            Resolver::tr("more than %1 tests in one cascade, up to %2: the ruleset's follow-ups multiply; "
                         "resolved up to there")
                .arg(Limits::kMaxCascadeTests)
                .arg(name));
        m_stopped = true;
        return true;
    }
    return false;
}

std::optional<QList<int>> Resolver::Cascade::takeFaces(const Node &n, const TestSetup &s,
                                                       const std::function<const Situation &()> &setUpOn,
                                                       const Situation &base)
{
    QList<int> rolled;
    for (int sides : s.dieSides) {
        const std::optional<int> face = faces(sides);
        if (!face) {
            out.pending.append({s, n.depth, 1, n.why, setUpOn().units, base.focus,
                                n.pick ? std::optional<FigurePick>(*n.pick) : std::nullopt});
            m_stopped = true;
            return std::nullopt;
        }
        if (const QString refused = impossibleFaceError(sides, *face); !refused.isEmpty()) {
            out.errors.append(refused);
            m_stopped = true;
            return std::nullopt;
        }
        rolled.append(*face);
    }
    out.facesUsed += static_cast<int>(rolled.size());
    return rolled;
}

kinds::Judgement Resolver::Cascade::judge(const TestSetup &s, const QList<int> &rolled,
                                          const Situation &situation, const QString &testId) const
{
    switch (s.test->kind) {
    case Test::Kind::Threshold:
        return kinds::ThresholdTest(rs, r).judge(s, rolled);
    case Test::Kind::RollUnder:
        return kinds::RollUnderTest().judge(s, rolled);
    case Test::Kind::Bands:
    case Test::Kind::Table:
    case Test::Kind::Opposed:
        break;
    }
    return kinds::RolledTotalTest(rs, r.m_odds).judge(s, rolled, situation, testId);
}

// Per-success (and per-failure) follow-ups are one batch: all are set up on the state from
// before the batch (an attack's saves all count the casualties from before it), and their
// effects land as they are resolved.
bool Resolver::Cascade::followEachDie(const Judged &j)
{
    bool anyFailed = false;
    const QHash<QString, UnitState> batchState = out.units.hash();
    qsizetype index = -1;
    for (const FollowUp &fu : j.test.followUps) {
        ++index;
        if (fu.moment != FollowUp::When::PerSuccess && fu.moment != FollowUp::When::PerFailure)
            continue;
        const QHash<QString, QString> cr = childRoles(j, fu);
        if (!holds(j, fu))
            continue;
        const int times = counted(j, fu) * repeat(j, fu);
        const QString reason = !r.m_effectWords ? QString()
            : fu.moment == FollowUp::When::PerSuccess
            ? Resolver::tr("for each success of %1").arg(j.test.doc.name)
            : Resolver::tr("for each failure of %1").arg(j.test.doc.name);
        if (!takeFollowUp(j, fu, cr, batchState, reason, times, &anyFailed, u'e' + QString::number(index)))
            break;
    }
    return anyFailed;
}

void Resolver::Cascade::followAfter(const Judged &j, bool anyFailed)
{
    QList<FollowUp> after;
    int naturalPasses = 0;
    for (const dice::RolledDie &d : j.result.dice)
        naturalPasses += d.success && j.setup.dieTest.naturalPass.contains(d.face) ? 1 : 0;
    for (const FollowUp &fu : j.test.followUps) {
        if ((fu.moment == FollowUp::When::IfAnyFailed && anyFailed)
            || (fu.moment == FollowUp::When::IfAnySuccess && j.successes > 0))
            after.append(fu);
        if (fu.moment == FollowUp::When::PerNaturalPass)
            for (int i = 0; i < naturalPasses; ++i)
                after.append(fu);
    }
    for (const FollowUp &fu : j.test.followUps)
        if (fu.moment == FollowUp::When::Always)
            after.append(fu);
    if (j.outcome)
        after += j.outcome->followUps;
    const QString list = anyFailed ? u"af"_qs : u"a"_qs;
    qsizetype index = -1;
    for (const FollowUp &fu : after) {
        ++index;
        const QHash<QString, QString> cr = childRoles(j, fu);
        if (cr.value(QStringLiteral("actor")).isEmpty() || actorRemoved(cr)
            || j.base.skippedFollowUps.contains(fu.test))
            continue;
        if (!holds(j, fu))
            continue;
        const QString reason = !fu.doc.explain.isEmpty() ? fu.doc.explain
            : r.m_effectWords                            ? Resolver::tr("after %1").arg(j.test.doc.name)
                                                         : QString();
        if (!takeFollowUp(j, fu, cr, out.units.hash(), reason, repeat(j, fu), nullptr,
                          list + QString::number(index)))
            return;
    }
}

bool Resolver::Cascade::takeFollowUp(const Judged &j, const FollowUp &fu, const QHash<QString, QString> &cr,
                                     const QHash<QString, UnitState> &evaluateOn, const QString &why,
                                     int times, bool *anyFailed, const QString &place)
{
    for (int i = 0; i < times; ++i) {
        if (actorRemoved(cr))
            break; // nothing more can happen to a unit that has left play
        const std::optional<Outcome::Kind> outcome
            = take({fu.test, cr, baseFor(j, fu), evaluateOn, j.node.depth + 1, why,
                    fu.figure ? &*fu.figure : nullptr});
        if (m_stopped) {
            if (!out.pending.isEmpty())
                out.pending.last().count = times - i;
            out.stoppedAt += place + u'/' + QString::number(i) + u'/' + QString::number(times)
                + (anyFailed && *anyFailed ? u"f;" : u";");
            out.underWay.append({j.node.depth, j.node.testId, j.result.value, j.result.margin,
                                 j.outcome ? j.outcome->id : QString(), j.result.dice, j.roles, j.base.focus,
                                 j.base.inputs, anyFailed != nullptr,
                                 anyFailed ? evaluateOn : QHash<QString, UnitState>()});
            return false;
        }
        if (anyFailed)
            *anyFailed = *anyFailed || outcome == Outcome::Kind::Fail;
    }
    return true;
}

// A follow-up's role "commander" (not one of this test's roles) is the commander over this
// test's actor, where the battle gave him (Situation::superiors, "commander:UNIT").
QString Resolver::Cascade::roleUnit(const Judged &j, const QString &role) const
{
    if (role == u"commander" && !j.roles.contains(role))
        return j.base.superiors.value(u"commander:" + j.roles.value(QStringLiteral("actor"))).id;
    return j.roles.value(role);
}

QHash<QString, QString> Resolver::Cascade::childRoles(const Judged &j, const FollowUp &fu) const
{
    QHash<QString, QString> cr;
    cr.insert(QStringLiteral("actor"), roleUnit(j, fu.actor));
    if (!fu.target.isEmpty())
        cr.insert(QStringLiteral("target"), roleUnit(j, fu.target));
    return cr;
}

bool Resolver::Cascade::actorRemoved(const QHash<QString, QString> &cr) const
{
    return out.units.value(cr.value(QStringLiteral("actor"))).removed;
}

bool Resolver::Cascade::holds(const Judged &j, const FollowUp &fu) const
{
    return !fu.when
        || Evaluator(rs, r.situationFor(j.base, j.roles, out.units, j.node.testId)).holds(*fu.when);
}

int Resolver::Cascade::repeat(const Judged &j, const FollowUp &fu) const
{
    if (!fu.times)
        return 1;
    const Evaluator view(rs, r.situationFor(j.base, j.roles, out.units, j.node.testId), j.node.testId);
    // No more than the cascade can hold, so that counts multiplied never overflow.
    return std::clamp(view.value(*fu.times, j.result.value), 0, Limits::kMaxCascadeTests);
}

// The numbers a follow-up gives the test it takes, worked out as this one ends.
Situation Resolver::Cascade::baseFor(const Judged &j, const FollowUp &fu) const
{
    if (fu.inputs.isEmpty())
        return j.base; // a copy: base is kept for the other follow-ups
    Situation withInputs = j.base;
    const Evaluator view(rs, r.situationFor(j.base, j.roles, out.units, j.node.testId), j.node.testId);
    for (const auto &[id, value] : fu.inputs)
        withInputs.inputs.insert(id, view.value(value, j.result.value));
    return withInputs;
}

// Successes (or failures) among the dice showing the faces a follow-up counts.
int Resolver::Cascade::counted(const Judged &j, const FollowUp &fu) const
{
    if (fu.onFaces.isEmpty() && fu.exceptFaces.isEmpty())
        return fu.moment == FollowUp::When::PerSuccess ? j.successes : j.failures;
    int n = 0;
    for (const dice::RolledDie &d : j.result.dice)
        n += d.success == (fu.moment == FollowUp::When::PerSuccess)
                && (fu.onFaces.isEmpty() || fu.onFaces.contains(d.face)) && !fu.exceptFaces.contains(d.face)
            ? 1
            : 0;
    return n;
}

Situation Resolver::withFigure(const QString &testId, const QHash<QString, QString> &roles,
                               const Situation &given, Resolution &out, const FigurePick *pick) const
{
    const Test *t = m_rs.test(testId);
    if (!m_rs.figures || roles.value(QStringLiteral("actor")).isEmpty())
        return given;
    // The follow-up's pick, made afresh; else the test's own, for a unit with no figure in focus.
    QList<const FigurePick *> picks;
    if (pick)
        picks.append(pick);
    else if (t)
        for (const FigurePick &p : t->figures)
            if (!given.focus.contains(roles.value(p.of)))
                picks.append(&p);
    Situation here = given;
    for (const FigurePick *p : std::as_const(picks)) {
        const QString unit = roles.value(p->of);
        if (unit.isEmpty() || !out.units.contains(unit))
            continue;
        // Judged on the unit as it stands now: a figure already down is passed over, and a
        // volley's hits fall on different men while the squad has them.
        const Situation now = situationFor(here, roles, out.units, testId);
        QStringList &named = out.struckLeft[unit];
        const QString figure = Roster::pick(m_rs, *p, now, &named, out.picked.value(unit));
        if (figure.isEmpty()) {
            here.focus.remove(unit);
        } else {
            here.focus.insert(unit, figure);
            out.picked[unit].insert(figure);
        }
    }
    return here;
}

void Resolver::recordFigures(TestResult &r, const QHash<QString, QString> &roles, const Situation &base,
                             const Resolution &out) const
{
    if (!m_rs.figures)
        return;
    for (const QString &role : {u"actor"_qs, u"target"_qs}) {
        const QString unit = roles.value(role);
        const QString figure = base.focus.value(unit);
        if (unit.isEmpty() || figure.isEmpty() || !out.units.contains(unit))
            continue;
        const UnitState &u = *out.units.constFind(unit);
        if (const Figure *f = Roster::find(u, figure)) {
            r.figures.insert(role, figure);
            if (m_effectWords)
                r.figureNames.insert(role, Roster::name(m_rs, u, *f));
        }
    }
}

} // namespace adjutant::rules
