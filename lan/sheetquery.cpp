#include "sheetquery.h"

#include "phonewords.h"
#include "seatrights.h"

#include "battle/testinprogress.h"

#include <QJsonArray>

namespace adjutant::lan {

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

QJsonObject setupJson(const TestSetup &s)
{
    QJsonArray modifiers;
    for (const AppliedModifier &m : s.modifiers)
        if (m.applicable)
            modifiers.append(QJsonObject{{QStringLiteral("id"), m.id},
                                         {QStringLiteral("name"), m.doc.name},
                                         {QStringLiteral("value"), m.value},
                                         {QStringLiteral("active"), m.active},
                                         {QStringLiteral("derived"), m.derived},
                                         {QStringLiteral("choice"), m.choiceName},
                                         {QStringLiteral("detail"), m.detail},
                                         {QStringLiteral("explain"), m.doc.explain}});
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
            {QStringLiteral("odds"), odds},
            {QStringLiteral("problems"), QJsonArray::fromStringList(s.problems)}};
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
            out.insert(QStringLiteral("test"), setupJson(run.queue.first().setup));
        out.insert(QStringLiteral("ending"), run.endingName);
        out.insert(QStringLiteral("refusal"), run.refusal);
    } else {
        const Resolution &r = test.resolution();
        if (!r.pending.isEmpty())
            out.insert(QStringLiteral("test"), setupJson(r.pending.first().setup));
        out.insert(QStringLiteral("done"), doneJson(r));
    }
    return out;
}

} // namespace adjutant::lan
