// Tests: their kinds and shapes, cues, and the check that no chain of tests loops for certain.

#include "loader.h"

#include "dice/diceparser.h"
#include "dice/distribution.h"
#include "rules/docjson.h"

#include <QJsonArray>

#include <algorithm>

namespace adjutant::rules::detail {

void Loader::readTest(const Obj &o)
{
    Test t;
    t.id = o.text("id");
    m_currentTest = t.id;
    m_readingTest = &t;
    t.doc = readDoc(o);
    t.resultWords = o.prose("resultWords");
    t.resultWordsOne = o.prose("resultWordsOne");
    static const QHash<QString, Test::Kind> kinds{{QStringLiteral("threshold"), Test::Kind::Threshold},
                                                  {QStringLiteral("roll-under"), Test::Kind::RollUnder},
                                                  {QStringLiteral("bands"), Test::Kind::Bands},
                                                  {QStringLiteral("table"), Test::Kind::Table},
                                                  {QStringLiteral("opposed"), Test::Kind::Opposed}};
    const QString kind = o.text("kind");
    if (!kind.isEmpty() && !kinds.contains(kind))
        m_ctx.error(o.path("kind"),
                    RulesetLoader::tr("kind is threshold, roll-under, bands, table or opposed"));
    t.kind = kinds.value(kind);

    const QJsonArray inputs = o.array("inputs");
    struct InputWhen {
        qsizetype input; // in t.inputs
        QString path;
        QJsonValue when;
    };
    QList<InputWhen> inputWhens;
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        const Obj in(m_ctx, inputs[i], item(o.path("inputs"), i),
                     {"id", "name", "explain", "min", "max", "maxFrom", "default", "inches", "when"});
        if (!in.valid())
            continue;
        TestInput ti{in.text("id"), readDoc(in), in.integer("min").value_or(0),
                     in.integer("max").value_or(1000), 0};
        // A bound the unit sets: figures firing, no more than the figures it has.
        if (in.has("maxFrom"))
            ti.maximumFrom = value(in.value("maxFrom"), in.path("maxFrom"), nullptr);
        ti.defaultValue = in.integer("default").value_or(ti.minimum);
        ti.hasDefault = in.has("default");
        ti.inches = in.flag("inches");
        if (in.has("when") && !in.has("default"))
            m_ctx.error(
                in.path("when"),
                RulesetLoader::tr("an input asked only when something holds needs a default for when it "
                                  "does not"));
        if (in.has("when"))
            inputWhens.append({t.inputs.size(), in.path("when"), in.value("when")});
        t.inputs.append(ti);
    }

    readTestDice(o, t);
    t.tableRow = valueKey(o, "row", &t);

    readModifiers(o, t);
    // "figure": one pick, or a list of them (one for each side of a fight).
    if (o.value("figure").isArray()) {
        const QJsonArray picks = o.array("figure");
        for (qsizetype i = 0; i < picks.size(); ++i)
            if (auto pick = readPick(picks[i], item(o.path("figure"), i), &t))
                t.figures.append(*pick);
    } else if (o.has("figure")) {
        if (auto pick = readPick(o.value("figure"), o.path("figure"), &t))
            t.figures.append(*pick);
    }
    t.effects = readEffects(o, "effects", &t);
    t.followUps += readFollowUps(o, "perSuccess", FollowUp::When::PerSuccess);
    t.followUps += readFollowUps(o, "perFailure", FollowUp::When::PerFailure);
    t.followUps += readFollowUps(o, "ifAnyFailed", FollowUp::When::IfAnyFailed);
    t.followUps += readFollowUps(o, "ifAnySuccess", FollowUp::When::IfAnySuccess);
    t.followUps += readFollowUps(o, "perNaturalPass", FollowUp::When::PerNaturalPass);
    if (o.has("naturalWhen"))
        t.naturalWhen = condition(o.value("naturalWhen"), o.path("naturalWhen"), &t);
    if (o.has("halveWhen"))
        t.halveWhen = condition(o.value("halveWhen"), o.path("halveWhen"), &t);
    t.floor = o.integer("floor");
    t.followUps += readFollowUps(o, "then", FollowUp::When::Always, false, true);

    readTestOutcomes(o, t);
    if (o.has("cue"))
        t.cues = readCues(o.value("cue"), o.path("cue"), t);
    t.requirements = readRequirements(o, &t);
    if (o.has("oncePerTarget"))
        readOncePerTarget(o, t);
    // An input's condition may read the test's own choices, so it is read once they are known.
    for (const InputWhen &w : std::as_const(inputWhens))
        t.inputs[w.input].when = condition(w.when, w.path, &t);
    checkTestShape(o, t);
    m_readingTest = nullptr;
    m_rs.tests.append(t);
}

// Its dice, what they must reach, their natural passes and fails, its base, and the lookup table
// it reads.
void Loader::readTestDice(const Obj &o, Test &t)
{
    if (o.has("dice"))
        readDice(o.value("dice"), o.path("dice"), t);
    else
        o.missing("dice");
    t.pool = o.flag("pool");
    if (o.has("atLeast")) {
        t.comparison = dice::Comparison::AtLeast;
        t.target = o.integer("atLeast").value_or(0);
    } else if (o.has("atMost")) {
        t.comparison = dice::Comparison::AtMost;
        t.target = o.integer("atMost").value_or(0);
    }
    t.targetFrom = valueKey(o, "targetFrom", &t);
    const QString on = o.text("modifiersOn", false);
    if (!on.isEmpty() && on != u"roll" && on != u"target")
        m_ctx.error(o.path("modifiersOn"), RulesetLoader::tr("modifiersOn is \"roll\" or \"target\""));
    t.modifiersOnTarget = on == u"target";
    for (const char *key : {"naturalPass", "naturalFail"}) {
        const QJsonArray faces = o.array(key);
        for (qsizetype i = 0; i < faces.size(); ++i) {
            const int face = faces[i].toInt(0);
            if (!faces[i].isDouble() || face < 1 || face > 20)
                m_ctx.error(item(o.path(key), i), RulesetLoader::tr("a natural face is a die face number"));
            (QByteArrayView(key) == "naturalPass" ? t.naturalPass : t.naturalFail).append(face);
        }
    }
    t.base = valueKey(o, "base", &t);
    t.compareWith = valueKey(o, "compareWith", &t);
    t.winnerLoser = o.flag("winnerLoser");
    t.targetDieFrom = o.text("targetDieFrom", false);
    t.actorDieFrom = o.text("actorDieFrom", false);
    if (o.has("table")) {
        t.table = o.text("table");
        const QString id = t.table;
        const QString path = o.path("table");
        m_ctx.deferred([this, id, path] {
            const Table *tb = m_rs.table(id);
            if (!tb)
                m_ctx.error(path, RulesetLoader::tr("no table \"%1\" is defined").arg(id));
            else if (!tb->isLookup())
                m_ctx.error(
                    path,
                    RulesetLoader::tr("\"%1\" is a random table; a table test needs a lookup table").arg(id));
        });
    }
}

// Its pass and fail, or its bands.
void Loader::readTestOutcomes(const Obj &o, Test &t)
{
    for (const char *key : {"onPass", "onFail"}) {
        if (!o.has(key))
            continue;
        const Obj r(m_ctx, o.value(key), o.path(key), {"name", "explain", "ref", "effects", "then"});
        if (!r.valid())
            continue;
        Outcome out = readOutcome(r, t, false, false);
        const bool pass = QByteArrayView(key) == "onPass";
        out.kind = pass ? Outcome::Kind::Pass : Outcome::Kind::Fail;
        out.id = pass ? QStringLiteral("pass") : QStringLiteral("fail"); // as the journal names it
        if (out.doc.name.isEmpty())
            out.doc.name = pass ? RulesetLoader::tr("Pass") : RulesetLoader::tr("Fail");
        t.outcomes.append(out);
    }
    const QJsonArray bands = o.array("bands");
    for (qsizetype i = 0; i < bands.size(); ++i) {
        const Obj b(m_ctx, bands[i], item(o.path("bands"), i),
                    {"id", "name", "explain", "ref", "min", "max", "effects", "then"});
        if (b.valid())
            t.outcomes.append(readOutcome(b, t, t.winnerLoser, true));
    }
}

// "oncePerTarget": how often the test may be taken at one target.
void Loader::readOncePerTarget(const Obj &o, Test &t)
{
    const Obj once(m_ctx, o.value("oncePerTarget"), o.path("oncePerTarget"),
                   {"when", "count", "explain", "ref"});
    if (once.valid()) {
        Test::OncePerTarget rule;
        rule.doc.explain = once.prose("explain", true);
        rule.doc.ref = once.text("ref", false);
        if (!once.has("when"))
            once.missing("when");
        else if (auto c = condition(once.value("when"), once.path("when"), &t))
            rule.when = *c;
        if (auto n = valueKey(once, "count", &t))
            rule.count = *n;
        else
            once.missing("count");
        t.oncePerTarget = rule;
    }
}

void Loader::checkCertainLoops()
{
    QHash<QString, QList<const FollowUpEdge *>> out;
    for (const FollowUpEdge &e : m_certainFollowUps)
        if (m_testIds.contains(e.to))
            out[e.from].append(&e);
    // Depth first without recursion: a file may hold tens of thousands of tests.
    enum class Mark { New, OnPath, Done };
    QHash<QString, Mark> mark;
    for (const Test &root : std::as_const(m_rs.tests)) {
        if (mark.value(root.id, Mark::New) != Mark::New)
            continue;
        struct Frame {
            QString test;
            qsizetype next = 0;
        };
        QList<Frame> path{{root.id, 0}};
        mark.insert(root.id, Mark::OnPath);
        while (!path.isEmpty()) {
            Frame &top = path.last();
            const QList<const FollowUpEdge *> edges = out.value(top.test);
            if (top.next >= edges.size()) {
                mark.insert(top.test, Mark::Done);
                path.removeLast();
                continue;
            }
            const FollowUpEdge *e = edges.at(top.next++);
            const Mark m = mark.value(e->to, Mark::New);
            if (m == Mark::New) {
                mark.insert(e->to, Mark::OnPath);
                path.append({e->to, 0});
            } else if (m == Mark::OnPath) {
                QStringList loop;
                qsizetype start = path.size() - 1;
                while (start > 0 && path.at(start).test != e->to)
                    --start;
                for (qsizetype i = start; i < path.size(); ++i)
                    loop.append(path.at(i).test);
                loop.append(e->to);
                m_ctx.error(e->path,
                            RulesetLoader::tr("%1 loops back: these follow-ups are taken whatever "
                                              "the dice, so the tests would never end")
                                .arg(loop.join(QStringLiteral(" → "))));
            }
        }
    }
}

void Loader::checkTestShape(const Obj &o, const Test &t)
{
    const bool hasBands = o.has("bands");
    const bool passFail = o.has("onPass") || o.has("onFail");
    // Dice judged one at a time are plain dice of one size; how many, each kind says.
    QList<dice::DiceExpression> expressions;
    if (t.dice.expression)
        expressions.append(*t.dice.expression);
    for (const auto &[when, expression] : t.dice.byCondition)
        expressions.append(expression);
    const bool oneByOne = t.kind == Test::Kind::Threshold || t.kind == Test::Kind::RollUnder;
    const bool plain = std::all_of(expressions.begin(), expressions.end(), [](const dice::DiceExpression &e) {
        return e.terms.size() == 1 && e.terms.first().kind == dice::Term::Kind::Dice
            && e.terms.first().keep == dice::Keep::All && e.terms.first().sign > 0 && !e.isPool();
    });
    const bool several = t.dice.count || t.dice.fixedCount != 1
        || std::any_of(expressions.begin(), expressions.end(),
                       [](const dice::DiceExpression &e) { return e.diceCount() != 1; });
    if (oneByOne && !plain)
        m_ctx.error(o.path("dice"),
                    RulesetLoader::tr("dice judged one by one are plain dice of one size, such "
                                      "as d10 (or 3d10 in a pool)"));
    switch (t.kind) {
    case Test::Kind::Threshold:
        if (!o.has("atLeast") && !o.has("atMost") && !t.targetFrom)
            m_ctx.error(
                o.path(),
                RulesetLoader::tr("a threshold test needs \"atLeast\", \"atMost\" or \"targetFrom\""));
        if (!t.pool && plain && several)
            m_ctx.error(o.path("dice"),
                        RulesetLoader::tr("several dice judged one by one need \"pool\": true"));
        if (t.pool && passFail)
            m_ctx.error(o.path("pool"),
                        RulesetLoader::tr("a pool has perSuccess/perFailure, not onPass/onFail"));
        if (hasBands)
            m_ctx.error(o.path("bands"), RulesetLoader::tr("a threshold test has onPass/onFail, not bands"));
        break;
    case Test::Kind::RollUnder:
        if (!o.has("atMost") && !t.targetFrom)
            m_ctx.error(o.path(), RulesetLoader::tr("a roll-under test needs \"atMost\" or \"targetFrom\""));
        if (!passFail && !hasBands)
            m_ctx.error(o.path(),
                        RulesetLoader::tr("give onPass/onFail, or bands on how far the roll is over"));
        if (plain && several)
            m_ctx.error(o.path("dice"), RulesetLoader::tr("a roll-under test rolls one die"));
        break;
    case Test::Kind::Bands:
    case Test::Kind::Opposed:
    case Test::Kind::Table:
        if (passFail)
            m_ctx.error(o.path(o.has("onPass") ? "onPass" : "onFail"),
                        RulesetLoader::tr("this kind of test reads its result from bands"));
        if (t.kind == Test::Kind::Table && (t.table.isEmpty() || !t.tableRow))
            m_ctx.error(o.path(), RulesetLoader::tr("a table test needs \"table\" and \"row\""));
        if (t.kind == Test::Kind::Opposed
            && std::none_of(t.modifiers.begin(), t.modifiers.end(),
                            [](const Modifier &m) { return !m.side.isEmpty(); })
            && !t.modifiers.isEmpty())
            m_ctx.error(o.path("modifiers"), RulesetLoader::tr("an opposed test's modifiers say their side"));
        break;
    }
    if (!t.targetDieFrom.isEmpty())
        checkGivenDie(o, t, "targetDieFrom", t.targetDieFrom);
    if (!t.actorDieFrom.isEmpty())
        checkGivenDie(o, t, "actorDieFrom", t.actorDieFrom);

    if (t.dice.expression && t.dice.expression->isPool())
        m_ctx.error(o.path("dice"),
                    RulesetLoader::tr("write the dice without a success rule; the test says what passes"));
}

QList<TestCue> Loader::readCues(const QJsonValue &v, const QString &path, const Test &t)
{
    static const QHash<QString, TestCue::Kind> kinds{{QStringLiteral("volley"), TestCue::Kind::Volley},
                                                     {QStringLiteral("cannon"), TestCue::Kind::Cannon},
                                                     {QStringLiteral("charge"), TestCue::Kind::Charge}};
    QList<TestCue> cues;
    const auto kindOf = [&](const QJsonValue &name, const QString &at) -> std::optional<TestCue::Kind> {
        if (!name.isString() || !kinds.contains(name.toString())) {
            m_ctx.error(at, RulesetLoader::tr("a cue is \"volley\", \"cannon\" or \"charge\""));
            return std::nullopt;
        }
        return kinds.value(name.toString());
    };
    if (!v.isArray()) {
        if (const auto kind = kindOf(v, path))
            cues.append({*kind, std::nullopt});
        return cues;
    }
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Obj c(m_ctx, list[i], item(path, i), {"cue", "when"});
        if (!c.valid())
            continue;
        if (!c.has("cue")) {
            c.missing("cue");
            continue;
        }
        const auto kind = kindOf(c.value("cue"), c.path("cue"));
        std::optional<Condition> when;
        if (c.has("when"))
            when = condition(c.value("when"), c.path("when"), &t);
        if (kind)
            cues.append({*kind, when});
    }
    return cues;
}

void Loader::checkGivenDie(const Obj &o, const Test &t, const char *key, const QString &inputId)
{
    const QString path = o.path(key);
    if (t.kind != Test::Kind::Opposed) {
        m_ctx.error(path, RulesetLoader::tr("only an opposed test has a target's die to give"));
        return;
    }
    const auto input = std::find_if(t.inputs.begin(), t.inputs.end(),
                                    [&inputId](const TestInput &in) { return in.id == inputId; });
    if (input == t.inputs.end()) {
        m_ctx.error(path, RulesetLoader::tr("this test has no input \"%1\"").arg(inputId));
        return;
    }
    if (!t.dice.expression || t.dice.expression->diceCount() != 1 || t.dice.expression->terms.size() != 1) {
        m_ctx.error(path,
                    RulesetLoader::tr("a target's die can be given only when each side rolls one "
                                      "die with nothing added (\"d10\")"));
        return;
    }
    const int sides = t.dice.expression->terms.first().sides;
    if (input->minimum != 0 || input->maximum > sides)
        m_ctx.error(path,
                    RulesetLoader::tr("input \"%1\" runs from 0 (rolled now) to at most %2, the "
                                      "die's faces")
                        .arg(inputId, QString::number(sides)));
}

} // namespace adjutant::rules::detail
