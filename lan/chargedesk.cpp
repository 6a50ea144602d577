#include "chargedesk.h"

#include "seatrights.h"

#include "battle/diskwriter.h"
#include "dice/facequeue.h"
#include "io/sidefile.h"
#include "rules/procedure.h"

#include <QJsonDocument>
#include <QSaveFile>

namespace adjutant::lan {

using namespace adjutant::battle;

namespace {

constexpr qsizetype kMostOpen = 32; // more than a table declares at once
constexpr qint64 kMaxKeptBytes = 1024 * 1024; // kMostOpen charges are a few kilobytes

// The charge's procedure run as far as the declaration, as the app's charge flow runs it: whether
// it may go in and the responses offered.
rules::ProcedureRun declaration(const Battle &battle, const action::Resolve &resolve)
{
    rules::ProcedureRequest request = battle.procedureRequest(resolve);
    request.response.clear();
    return rules::ProcedureRunner(battle.ruleset()).run(request, dice::FaceQueue::of({}));
}

// A charge as declared (no response yet) read as the resolve the journal takes, which names one.
std::optional<Action> readDeclared(QJsonObject json, QString *error)
{
    json.insert(QStringLiteral("response"), QStringLiteral("-"));
    json.remove(QStringLiteral("faces"));
    return ActionJson::read(json, error);
}

QString nameOf(const Battle &battle, const QString &unit)
{
    const std::optional<ScenarioUnit> placed = battle.placed(unit);
    return placed ? placed->name : unit;
}

// The charges kept in a file's bytes, or why they are not charges.
QString readKept(const QByteArray &data, QList<ChargeDesk::Charge> *out)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parse);
    if (!doc.isObject())
        return ChargeDesk::tr("not the charges declared: %1").arg(parse.errorString());
    const QJsonArray charges = doc.object().value(u"charges").toArray();
    for (const QJsonValue &value : charges) {
        const QJsonObject kept = value.toObject();
        QString error;
        const std::optional<Action> action = readDeclared(kept.value(u"action").toObject(), &error);
        const auto *resolve = action ? std::get_if<action::Resolve>(&*action) : nullptr;
        const QString id = kept.value(u"charge").toString();
        if (!resolve || id.isEmpty())
            return ChargeDesk::tr("a charge kept does not read: %1").arg(error);
        out->append(ChargeDesk::Charge{id, kept.value(u"action").toObject(), resolve->procedure,
                                       resolve->actor, resolve->target, kept.value(u"response").toString()});
    }
    if (out->size() > kMostOpen)
        return ChargeDesk::tr("more charges than a table declares");
    return {};
}

} // namespace

bool ChargeDesk::load(const QString &path, QString *error)
{
    m_path = path;
    m_charges.clear();
    const io::OwnFile own = io::SideFile::readOwn(path, kMaxKeptBytes, [](const QByteArray &data) {
        QList<Charge> probe;
        return readKept(data, &probe);
    });
    m_writable = own.writable();
    if (own.state == io::OwnFile::State::Read)
        readKept(own.data, &m_charges);
    if (own.state == io::OwnFile::State::Read || own.state == io::OwnFile::State::Missing)
        return true;
    *error = own.why;
    return false;
}

bool ChargeDesk::save(QString *error) const
{
    if (m_path.isEmpty())
        return true; // a table that keeps nothing on disk (no battle file)
    if (!m_writable) {
        *error = tr("the charges declared are not kept: %1 cannot be written").arg(m_path);
        return false;
    }
    if (!io::SideFile::mayWrite(m_path, error))
        return false;
    QJsonArray charges;
    for (const Charge &c : m_charges)
        charges.append(QJsonObject{{QStringLiteral("charge"), c.id},
                                   {QStringLiteral("action"), c.action},
                                   {QStringLiteral("response"), c.response}});
    const QByteArray bytes
        = QJsonDocument(QJsonObject{{QStringLiteral("charges"), charges}}).toJson(QJsonDocument::Compact);
    QSaveFile file(m_path);
    QString why;
    if (!file.open(QIODevice::WriteOnly) || !DiskWriter::system().write(file, bytes, &why)
        || !file.commit()) {
        *error = tr("the charges declared could not be written to %1: %2")
                     .arg(m_path, why.isEmpty() ? file.errorString() : why);
        return false;
    }
    syncFolderOf(m_path);
    return true;
}

const ChargeDesk::Charge *ChargeDesk::find(const QString &id) const
{
    for (const Charge &c : m_charges)
        if (c.id == id)
            return &c;
    return nullptr;
}

Reason ChargeDesk::declare(const Battle &battle, const Seat &seat, const QJsonObject &json, const QString &id,
                           QString *rulesRefusal)
{
    QString error;
    const std::optional<Action> action = readDeclared(json, &error);
    const auto *resolve = action ? std::get_if<action::Resolve>(&*action) : nullptr;
    if (!resolve || resolve->procedure.isEmpty() || resolve->target.isEmpty() || !battle.ruleset().procedures
        || m_charges.size() >= kMostOpen || find(id))
        return {QT_TRANSLATE_NOOP3("LanHost",
                                   "A charge names its procedure, its charger and the unit charged.",
                                   "a phone declared a charge"),
                {}};
    if (Reason no = SeatRights::refusal(battle, seat, *action); !no.isEmpty())
        return no;
    const rules::ProcedureRun run = declaration(battle, *resolve);
    if (!run.errors.isEmpty())
        return {QT_TRANSLATE_NOOP3("LanHost", "The charge cannot be declared so: %1",
                                   "a phone declared a charge"),
                {run.errors.join(u' ')}};
    if (!run.allowed) {
        *rulesRefusal = run.refusal;
        return {
            QT_TRANSLATE_NOOP3("LanHost", "The rules forbid this charge: %1", "a phone declared a charge"),
            {run.refusal}};
    }
    // What the rules forbid of the charge itself (the unit not activated, the wrong step), as
    // they judge it when it is rolled, whichever response comes.
    action::Resolve asRolled = *resolve;
    asRolled.response = run.responses.isEmpty() ? QString() : run.responses.first().id;
    if (const QStringList refused = battle.refusals(asRolled); !refused.isEmpty())
        return {
            QT_TRANSLATE_NOOP3("LanHost", "The rules forbid this charge: %1", "a phone declared a charge"),
            {refused.join(u' ')}};
    QJsonObject declared = json;
    declared.remove(QStringLiteral("faces"));
    declared.remove(QStringLiteral("response"));
    m_charges.append(Charge{id, declared, resolve->procedure, resolve->actor, resolve->target, {}});
    return {};
}

Reason ChargeDesk::respond(const Battle &battle, const Seat &seat, const QString &chargeId,
                           const QString &response)
{
    auto it
        = std::find_if(m_charges.begin(), m_charges.end(), [&](const Charge &c) { return c.id == chargeId; });
    if (it == m_charges.end())
        return {
            QT_TRANSLATE_NOOP3("LanHost", "That charge is no longer declared.", "a phone answered a charge"),
            {}};
    const std::optional<ScenarioUnit> target = battle.placed(it->target);
    if (seat.role != Seat::Role::Umpire
        && (seat.role != Seat::Role::Side || !target || target->side != seat.side))
        return {QT_TRANSLATE_NOOP3("LanHost", "Only the charged unit's side answers a charge.",
                                   "a phone answered a charge"),
                {}};
    QString unread;
    std::optional<Action> action = readDeclared(it->action, &unread);
    const rules::ProcedureRun run = declaration(battle, std::get<action::Resolve>(*action));
    const auto offered = std::find_if(run.responses.cbegin(), run.responses.cend(),
                                      [&](const rules::ResponseChoice &r) { return r.id == response; });
    if (offered == run.responses.cend() || !offered->available)
        return {QT_TRANSLATE_NOOP3("LanHost", "The rules do not offer that response here.",
                                   "a phone answered a charge"),
                {}};
    it->response = response;
    return {};
}

Reason ChargeDesk::drop(const Battle &battle, const Seat &seat, const QString &chargeId)
{
    const Charge *charge = find(chargeId);
    if (!charge)
        return {
            QT_TRANSLATE_NOOP3("LanHost", "That charge is no longer declared.", "a phone answered a charge"),
            {}};
    const std::optional<ScenarioUnit> actor = battle.placed(charge->actor);
    if (seat.role != Seat::Role::Umpire
        && (seat.role != Seat::Role::Side || !actor || actor->side != seat.side))
        return {QT_TRANSLATE_NOOP3("LanHost", "Only the charger's side or the umpire calls a charge off.",
                                   "a phone called a charge off"),
                {}};
    m_charges.removeIf([&](const Charge &c) { return c.id == chargeId; });
    return {};
}

bool ChargeDesk::played(const Action &action)
{
    const auto *resolve = std::get_if<action::Resolve>(&action);
    if (!resolve || resolve->procedure.isEmpty())
        return false;
    return m_charges.removeIf([&](const Charge &c) {
        return c.procedure == resolve->procedure && c.actor == resolve->actor && c.target == resolve->target;
    }) > 0;
}

bool ChargeDesk::recheck(const Battle &battle)
{
    QString unread;
    return m_charges.removeIf([&](const Charge &c) {
        const std::optional<Action> action = readDeclared(c.action, &unread);
        return !action || !declaration(battle, std::get<action::Resolve>(*action)).allowed;
    }) > 0;
}

QJsonObject ChargeDesk::message(const Battle &battle) const
{
    QJsonArray charges;
    QString unread;
    for (const Charge &c : m_charges) {
        const std::optional<Action> action = readDeclared(c.action, &unread);
        const rules::ProcedureRun run = declaration(battle, std::get<action::Resolve>(*action));
        QJsonArray responses;
        QString responseName;
        for (const rules::ResponseChoice &r : run.responses) {
            responses.append(QJsonObject{{QStringLiteral("id"), r.id},
                                         {QStringLiteral("name"), r.doc.name},
                                         {QStringLiteral("available"), r.available},
                                         {QStringLiteral("reason"), r.reason}});
            if (r.id == c.response)
                responseName = r.doc.name;
        }
        const rules::Procedure *procedure = nullptr;
        for (const rules::Procedure &p : *battle.ruleset().procedures)
            if (p.id == c.procedure)
                procedure = &p;
        QJsonObject rolled = c.action;
        if (!c.response.isEmpty())
            rolled.insert(QStringLiteral("response"), c.response);
        charges.append(
            QJsonObject{{QStringLiteral("charge"), c.id},
                        {QStringLiteral("procedure"), c.procedure},
                        {QStringLiteral("name"), procedure ? procedure->doc.name : c.procedure},
                        {QStringLiteral("actor"), c.actor},
                        {QStringLiteral("actorName"), nameOf(battle, c.actor)},
                        {QStringLiteral("target"), c.target},
                        {QStringLiteral("targetName"), nameOf(battle, c.target)},
                        {QStringLiteral("responses"), responses},
                        {QStringLiteral("response"), c.response},
                        {QStringLiteral("responseName"), responseName},
                        {QStringLiteral("ready"), !c.response.isEmpty() || run.responses.isEmpty()},
                        {QStringLiteral("action"), rolled}});
    }
    return {{QStringLiteral("type"), QStringLiteral("charges")}, {QStringLiteral("charges"), charges}};
}

} // namespace adjutant::lan
