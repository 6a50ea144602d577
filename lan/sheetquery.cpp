#include "sheetquery.h"

#include "phonewords.h"
#include "seatrights.h"

#include "battle/testinprogress.h"

#include <QJsonArray>

namespace adjutant::lan {

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

const Modifier *modifierOf(const Test &test, const QString &id)
{
    for (const Modifier &m : test.modifiers)
        if (m.id == id)
            return &m;
    return nullptr;
}

QString kindName(Modifier::Kind kind)
{
    switch (kind) {
    case Modifier::Kind::Toggle:
        return QStringLiteral("toggle");
    case Modifier::Kind::OneOf:
        return QStringLiteral("oneOf");
    case Modifier::Kind::Automatic:
        break;
    }
    return QStringLiteral("automatic");
}

// One of the sheet's modifiers. What only the table knows (a tick, a one-of's choice) is
// `optional`, with the choices a one-of offers: the phone sets it in the action's choices for
// this test, and asks again.
QJsonObject modifierJson(const TestSetup &s, const AppliedModifier &m)
{
    QJsonObject out{{QStringLiteral("id"), m.id},           {QStringLiteral("name"), m.doc.name},
                    {QStringLiteral("value"), m.value},     {QStringLiteral("active"), m.active},
                    {QStringLiteral("derived"), m.derived}, {QStringLiteral("kind"), kindName(m.kind)},
                    {QStringLiteral("choice"), m.choice},   {QStringLiteral("choiceName"), m.choiceName},
                    {QStringLiteral("detail"), m.detail},   {QStringLiteral("explain"), m.doc.explain}};
    const Modifier *rule = s.test ? modifierOf(*s.test, m.id) : nullptr;
    out.insert(QStringLiteral("optional"), m.kind != Modifier::Kind::Automatic && rule);
    if (rule && m.kind == Modifier::Kind::OneOf) {
        QJsonArray choices;
        for (const ModifierChoice &c : rule->choices)
            choices.append(QJsonObject{{QStringLiteral("id"), c.id},
                                       {QStringLiteral("name"), c.doc.name},
                                       {QStringLiteral("value"), c.value}});
        out.insert(QStringLiteral("choices"), choices);
    }
    return out;
}

// The numbers the test asks for as things stand (an input whose "when" does not hold is left
// out), each with the value the action gives it or its default.
QJsonArray inputsJson(const TestSetup &s, const action::Resolve &action)
{
    QJsonArray out;
    if (!s.test)
        return out;
    for (const TestInput &in : s.test->inputs) {
        if (s.inputsLeftOut.contains(in.id))
            continue;
        const int value = action.inputs.value(in.id, in.hasDefault ? in.defaultValue : in.minimum);
        out.append(QJsonObject{{QStringLiteral("id"), in.id},
                               {QStringLiteral("name"), in.doc.name},
                               {QStringLiteral("minimum"), in.minimum},
                               {QStringLiteral("maximum"), in.maximum},
                               {QStringLiteral("value"), value},
                               {QStringLiteral("given"), action.inputs.contains(in.id)},
                               {QStringLiteral("inches"), in.inches}});
    }
    return out;
}

QJsonObject setupJson(const TestSetup &s, const action::Resolve &action)
{
    QJsonArray modifiers;
    for (const AppliedModifier &m : s.modifiers)
        if (m.applicable)
            modifiers.append(modifierJson(s, m));
    QJsonArray odds;
    for (const OutcomeOdds &o : s.odds)
        odds.append(QJsonObject{{QStringLiteral("id"), o.id},
                                {QStringLiteral("name"), o.name},
                                {QStringLiteral("probability"), o.probability}});
    return {{QStringLiteral("test"), s.test ? s.test->id : QString()},
            {QStringLiteral("name"), s.test ? s.test->doc.name : QString()},
            {QStringLiteral("actor"), s.actorId},
            {QStringLiteral("target"), s.targetId},
            {QStringLiteral("total"), s.total},
            {QStringLiteral("need"), s.needText},
            {QStringLiteral("modifiers"), modifiers},
            {QStringLiteral("inputs"), inputsJson(s, action)},
            {QStringLiteral("odds"), odds},
            {QStringLiteral("problems"), QJsonArray::fromStringList(s.problems)}};
}

// The other units the procedure may name (the brigade rules' gun the unit charged supports),
// each with the units core offers for it as things stand; a role not asked for now is left out.
QJsonArray rolesJson(const Battle &battle, const action::Resolve &action)
{
    QJsonArray out;
    const Procedure *procedure = battle.ruleset().procedure(action.procedure);
    if (!procedure || action.target.isEmpty())
        return out;
    for (const ProcedureRole &role : procedure->roles) {
        QJsonArray candidates;
        for (const QString &unit :
             battle.roleCandidates(action.procedure, role.id, action.actor, action.target)) {
            const std::optional<ScenarioUnit> placed = battle.placed(unit);
            candidates.append(QJsonObject{{QStringLiteral("id"), unit},
                                          {QStringLiteral("name"), placed ? placed->name : unit}});
        }
        if (candidates.isEmpty() && !action.roles.contains(role.id))
            continue;
        out.append(QJsonObject{{QStringLiteral("id"), role.id},
                               {QStringLiteral("name"), role.doc.name},
                               {QStringLiteral("explain"), role.doc.explain},
                               {QStringLiteral("chosen"), action.roles.value(role.id)},
                               {QStringLiteral("candidates"), candidates}});
    }
    return out;
}

QJsonArray doneJson(const Resolution &r)
{
    QJsonArray out;
    for (const TestResult &t : r.steps)
        out.append(QJsonObject{{QStringLiteral("test"), t.setup.test ? t.setup.test->id : QString()},
                               {QStringLiteral("name"), t.setup.test ? t.setup.test->doc.name : QString()},
                               {QStringLiteral("outcome"), t.outcomeId},
                               {QStringLiteral("outcomeName"), t.outcomeName}});
    return out;
}

QJsonObject refused(const Reason &reason, const QString &language)
{
    return {{QStringLiteral("ok"), false}, {QStringLiteral("reason"), reason.in(language)}};
}

} // namespace

QJsonObject SheetQuery::answer(const Battle &battle, const Seat &seat, const QJsonObject &message,
                               const QString &language)
{
    QString error;
    const std::optional<Action> action = ActionJson::read(message.value(u"action").toObject(), &error);
    const auto *resolve = action ? std::get_if<action::Resolve>(&*action) : nullptr;
    if (!resolve)
        return {{QStringLiteral("ok"), false},
                {QStringLiteral("reason"),
                 action ? Reason{QT_TRANSLATE_NOOP3("LanHost", "A test sheet is for a test or a charge.",
                                                    "a phone asked for a sheet of something else"),
                                 {}}
                              .in(language)
                        : error}};
    if (const Reason no = SeatRights::refusal(battle, seat, *action); !no.isEmpty())
        return refused(no, language);
    TestInProgress test;
    action::Resolve setup = *resolve;
    setup.faces.reset();
    setup.sources.clear();
    test.setUp(&battle, setup, true);
    QString faceError;
    const QJsonArray typed = message.value(u"faces").toArray();
    for (const auto &face : typed)
        if (!test.enterFace(&battle, face.toInt()) && faceError.isEmpty())
            faceError = test.error();
    QJsonObject out{{QStringLiteral("ok"), true},
                    {QStringLiteral("wanted"), test.wantedSides()},
                    {QStringLiteral("dieInHand"), test.dieInHand(&battle)},
                    {QStringLiteral("faces"), test.facesText()},
                    {QStringLiteral("complete"), test.complete()},
                    {QStringLiteral("error"), faceError.isEmpty() ? test.error() : faceError}};
    QJsonArray faces; // as the action takes them (a d10's typed 0 is its ten)
    for (const int face : test.faces())
        faces.append(face);
    out.insert(QStringLiteral("faceList"), faces);
    if (test.isProcedure()) {
        const ProcedureRun &run = test.run();
        if (!run.queue.isEmpty())
            out.insert(QStringLiteral("test"), setupJson(run.queue.first().setup, setup));
        out.insert(QStringLiteral("roles"), rolesJson(battle, setup));
        out.insert(QStringLiteral("ending"), run.endingName);
        out.insert(QStringLiteral("refusal"), run.refusal);
    } else {
        const Resolution &r = test.resolution();
        if (!r.pending.isEmpty())
            out.insert(QStringLiteral("test"), setupJson(r.pending.first().setup, setup));
        out.insert(QStringLiteral("done"), doneJson(r));
    }
    return out;
}

} // namespace adjutant::lan
