#include "table.h"

#include "seatmessages.h"
#include "seatrights.h"
#include "sheetquery.h"
#include "unitoffers.h"

#include "battle/journal.h"
#include "battle/seatview.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstdlib>

namespace adjutant::lan {

using namespace adjutant::battle;

namespace {

constexpr qsizetype kMaxIdLength = 64;
constexpr qsizetype kMaxNameLength = 40;

// The kinds of action that play the turn or the journal as a whole: made on an earlier revision,
// they may no longer mean what their sender saw (two phones drawing the next card at once).
bool needsCurrentRevision(const Action &action)
{
    return std::holds_alternative<action::Draw>(action) || std::holds_alternative<action::Next>(action)
        || std::holds_alternative<action::EndTurn>(action) || std::holds_alternative<action::Undo>(action)
        || std::holds_alternative<action::Redo>(action) || std::holds_alternative<action::Reorder>(action)
        || std::holds_alternative<action::SkipOwed>(action);
}

// A name as a phone gave it: plain text on one line, not too long.
QString cleanName(const QString &given)
{
    QString name;
    for (const QChar c : given)
        if (c.isPrint())
            name.append(c);
    return name.simplified().left(kMaxNameLength);
}

} // namespace

Table::Table(LiveBattle &live, SeatBook &book, Options options, QObject *parent)
    : QObject(parent),
      m_live(live),
      m_book(book),
      m_options(std::move(options)),
      m_pinGuard(m_options.pin, m_options.clock),
      m_umpireGuard(m_options.umpireCode, m_options.clock),
      m_languages(live)
{
    // Started on a battle already under way, no device knows which entries were hidden from it
    // before: one that comes back is sent everything.
    const int now = SeatMessages::revision(battle());
    for (const QString &key : viewKeys()) {
        m_hidden.insert(key, SeatView::hiddenEntries(battle(), key));
        m_hiddenChangedAt.insert(key, now);
    }
    m_spread = battle().journal().size();
    QString error;
    if (!m_answers.load(AnswerBook::pathFor(live.path()), &error))
        qWarning("%s", qPrintable(error)); // told again, as a signal, when an answer is kept
    settleAnswers();
    // The charges declared before the host stopped stand, as far as the battle still allows them.
    if (!m_charges.load(ChargeDesk::pathFor(live.path()), &error))
        qWarning("%s", qPrintable(error));
    else if (m_charges.recheck(battle()))
        saveCharges();
}

AnswerBook::Mark Table::journalMark() const
{
    const QList<JournalEntry> &entries = battle().journal();
    return {entries.size(),
            std::count_if(entries.cbegin(), entries.cend(), [](const JournalEntry &e) { return e.undone; })};
}

void Table::settleAnswers()
{
    // Written before it was played and never answered: the host stopped between the two. Played
    // when the journal is one step on from where it stood then (one entry more, or one more or
    // fewer undone: nothing else was played after it, the host having stopped); a retry is given
    // the answer it would have had, not played again. Further on (the app played on before it
    // shared the table again) nothing can be told, and a retry is judged anew as before.
    const AnswerBook::Mark now = journalMark();
    for (const AnswerBook::Unanswered &u : m_answers.takeUnanswered()) {
        const bool oneEntryMore = now.entries == u.before.entries + 1;
        const bool oneUndoneMoreOrLess
            = now.entries == u.before.entries && std::abs(now.undone - u.before.undone) == 1;
        if (!oneEntryMore && !oneUndoneMoreOrLess)
            continue; // not played, or nothing can be told: a retry is judged anew
        QJsonObject answer{{QStringLiteral("type"), QStringLiteral("answer")},
                           {QStringLiteral("id"), u.id},
                           {QStringLiteral("accepted"), true},
                           {QStringLiteral("revision"), SeatMessages::revision(battle())}};
        if (now.entries > u.before.entries)
            answer.insert(QStringLiteral("seq"), battle().journal().at(u.before.entries).seq);
        keepAnswer(u.device, u.id, answer);
    }
}

void Table::saveCharges()
{
    QString error;
    if (!m_charges.save(&error))
        Q_EMIT seatsNotKept(error);
}

void Table::battleChanged()
{
    if (battle().journal().size() != m_spread)
        spread();
}

QStringList Table::viewKeys() const
{
    QStringList keys{Seat{Seat::Role::Spectator, {}}.viewKey()};
    for (const ScenarioSide &side : battle().scenario().sides)
        keys.append(side.id);
    return keys;
}

QSet<int> Table::hiddenFor(const Seat &seat) const
{
    return seat.role == Seat::Role::Umpire ? QSet<int>() : m_hidden.value(seat.viewKey());
}

void Table::opened(int connection, const QString &address)
{
    Connection c;
    c.address = address;
    m_connections.insert(connection, c);
}

void Table::closed(int connection)
{
    const bool wasDevice = !m_connections.value(connection).device.isEmpty();
    m_connections.remove(connection);
    if (wasDevice)
        sendDevices();
}

void Table::received(int connection, const QByteArray &text)
{
    if (!m_connections.contains(connection))
        return;
    const QJsonDocument doc = QJsonDocument::fromJson(text);
    const QJsonObject message = doc.object();
    const QString type = message.value(u"type").toString();
    if (const QString language = message.value(u"language").toString(); !language.isEmpty())
        m_connections[connection].language = PhoneWords::languageOf(language);
    if (type == u"join")
        return join(connection, message);
    if (type == u"hello")
        return hello(connection, message);
    static const QStringList kSeatedTypes{QStringLiteral("action"),  QStringLiteral("seat"),
                                          QStringLiteral("sheet"),   QStringLiteral("why"),
                                          QStringLiteral("unit"),    QStringLiteral("charge"),
                                          QStringLiteral("respond"), QStringLiteral("dropCharge")};
    if (!kSeatedTypes.contains(type))
        return refuse(
            connection, QStringLiteral("error"),
            {QT_TRANSLATE_NOOP3("LanHost", "The host did not understand the message.",
                                "a phone sent something that is not one of the protocol's messages"),
             {}});
    if (m_connections.value(connection).device.isEmpty())
        return refuse(connection, QStringLiteral("error"),
                      {QT_TRANSLATE_NOOP3("LanHost", "Join the table with its PIN first.",
                                          "a phone acted before joining"),
                       {}},
                      {{QStringLiteral("id"), message.value(u"id")}});
    if (type == u"action")
        return action(connection, message);
    if (type == u"seat")
        return seatMessage(connection, message);
    if (type == u"sheet")
        return sheet(connection, message);
    if (type == u"unit")
        return unitQuery(connection, message);
    if (type == u"why")
        return why(connection, message);
    chargeMessage(connection, type, message);
}

void Table::join(int connection, const QJsonObject &message)
{
    const QString address = m_connections.value(connection).address;
    const PinGuard::Check pin = m_pinGuard.check(address, message.value(u"pin").toString());
    if (pin.verdict != PinGuard::Verdict::Right) {
        const QJsonObject wait{{QStringLiteral("waitMs"), pin.waitMs}};
        if (pin.verdict == PinGuard::Verdict::Wait)
            return refuse(
                connection, QStringLiteral("refused"),
                {QT_TRANSLATE_NOOP3("LanHost", "Too many wrong PINs: wait %1 seconds and try again.",
                                    "joining the table"),
                 {QString::number((pin.waitMs + 999) / 1000)}},
                wait);
        return refuse(
            connection, QStringLiteral("refused"),
            {QT_TRANSLATE_NOOP3("LanHost", "That is not the PIN the host shows.", "joining the table"), {}},
            wait);
    }
    const QString code = message.value(u"umpireCode").toString();
    bool umpire = false;
    if (!code.isEmpty()) {
        if (m_options.umpireCode.isEmpty()
            || m_umpireGuard.check(address, code).verdict != PinGuard::Verdict::Right)
            return refuse(connection, QStringLiteral("refused"),
                          {QT_TRANSLATE_NOOP3("LanHost", "That is not the umpire's code the host shows.",
                                              "joining the table"),
                           {}});
        umpire = true;
    }
    QString name = cleanName(message.value(u"name").toString());
    const SeatBook::Added added = m_book.add(name);
    if (umpire)
        m_book.setSeat(added.id, Seat{Seat::Role::Umpire, {}});
    saveBook();
    sendJson(connection,
             {{QStringLiteral("type"), QStringLiteral("joined")},
              {QStringLiteral("device"), added.id},
              {QStringLiteral("secret"), added.secret}});
    attach(connection, added.id, QJsonValue());
}

void Table::hello(int connection, const QJsonObject &message)
{
    const Device *device = m_book.bySecret(message.value(u"secret").toString());
    if (!device)
        return refuse(connection, QStringLiteral("refused"),
                      {QT_TRANSLATE_NOOP3("LanHost", "This device is not known at this table: enter the PIN.",
                                          "a phone came back with a secret the host does not know"),
                       {}},
                      {{QStringLiteral("unknownDevice"), true}});
    attach(connection, device->id, message.value(u"revision"));
}

void Table::attach(int connection, const QString &device, const QJsonValue &revision)
{
    m_connections[connection].device = device;
    const Device *d = m_book.byId(device);
    sendJson(connection,
             {{QStringLiteral("type"), QStringLiteral("welcome")},
              {QStringLiteral("device"), device},
              {QStringLiteral("name"), d->name},
              {QStringLiteral("seat"), SeatMessages::seatJson(d->seat)}});
    catchUp(connection, revision);
    sendCharges(connection);
    sendDevices();
}

const Seat *Table::seatOf(const Connection &c) const
{
    const Device *d = m_book.byId(c.device);
    return d ? &d->seat : nullptr;
}

void Table::catchUp(int connection, const QJsonValue &revision)
{
    const Seat *seat = seatOf(m_connections.value(connection));
    if (!seat || seat->role == Seat::Role::None)
        return;
    const int now = SeatMessages::revision(battle());
    const int seen = revision.isDouble() ? revision.toInt(-1) : -1;
    const QSet<int> hidden = hiddenFor(*seat);
    const QString language = m_connections.value(connection).language;
    const Battle &worded = m_languages.in(language);
    const LanguageBattles::Speaking speaking(m_languages, language);
    // What it missed, when what it saw is still as the seat may see it; else everything.
    if (seen >= 0 && seen <= now
        && (seat->role == Seat::Role::Umpire || seen >= m_hiddenChangedAt.value(seat->viewKey())))
        sendView(connection, SeatMessages::update(worded, *seat, seen, hidden));
    else
        sendView(connection, SeatMessages::snapshot(worded, *seat, hidden));
}

void Table::action(int connection, const QJsonObject &message)
{
    const Connection from = m_connections.value(connection);
    const QString id = message.value(u"id").toString();
    if (!isNewAction(connection, id))
        return;
    const qsizetype entries = battle().journal().size();
    const BattleState before = battle().state(); // implicitly shared: cheap
    const QJsonObject answer = answerTo(from, id, message);
    keepAnswer(from.device, id, answer);
    const bool playedOne = battle().journal().size() != entries;
    battleChanged();
    sendJson(connection, answer);
    if (playedOne)
        Q_EMIT played(battle().journal().last(), before);
}

QJsonObject Table::answerTo(const Connection &from, const QString &id, const QJsonObject &message)
{
    QJsonObject answer{{QStringLiteral("type"), QStringLiteral("answer")}, {QStringLiteral("id"), id}};
    const auto refused = [&](const QString &reason) {
        answer.insert(QStringLiteral("accepted"), false);
        answer.insert(QStringLiteral("reason"), reason);
        answer.insert(QStringLiteral("revision"), SeatMessages::revision(battle()));
        return answer;
    };
    QString error;
    const std::optional<Action> action = ActionJson::read(message.value(u"action").toObject(), &error);
    if (!action)
        return refused(error);
    const Seat *seat = seatOf(from);
    if (const Reason no = SeatRights::refusal(battle(), seat ? *seat : Seat{}, *action); !no.isEmpty())
        return refused(no.in(from.language));
    const int now = SeatMessages::revision(battle());
    const QJsonValue madeOn = message.value(u"revision");
    if (!madeOn.isDouble() || madeOn.toInt(-1) < 0 || madeOn.toInt() > now)
        return refused(Reason{
            QT_TRANSLATE_NOOP3("LanHost", "An action needs the revision it was made on.",
                               "a phone's message"),
            {}}.in(from.language));
    if (needsCurrentRevision(*action) && madeOn.toInt() != now)
        return refused(Reason{
            QT_TRANSLATE_NOOP3("LanHost",
                               "The battle moved on before this arrived: look again, then "
                               "send it anew if it still stands.",
                               "a phone's action came after another changed the battle"),
            {}}.in(from.language));
    QString notKept;
    if (!m_answers.expect(from.device, id, journalMark(), &notKept))
        Q_EMIT seatsNotKept(notKept);
    const LiveBattle::Played played = m_live.play(*action);
    if (!played.entry)
        return refused(played.notSaved ? played.error
                                       : m_languages.refusalIn(from.language, *action, played.error));
    answer.insert(QStringLiteral("accepted"), true);
    answer.insert(QStringLiteral("revision"), SeatMessages::revision(battle()));
    answer.insert(QStringLiteral("seq"), played.entry->seq);
    return answer;
}

void Table::spread()
{
    const qsizetype from = std::exchange(m_spread, battle().journal().size());
    const int now = SeatMessages::revision(battle());
    for (const QString &key : viewKeys()) {
        QSet<int> hidden = SeatView::hiddenEntries(battle(), key);
        if (hidden != m_hidden.value(key)) {
            m_hidden.insert(key, hidden);
            m_hiddenChangedAt.insert(key, now);
        }
    }
    for (const int connection : m_connections.keys()) {
        const Seat *seat = seatOf(m_connections.value(connection));
        if (!seat || seat->role == Seat::Role::None)
            continue;
        const bool allAgain
            = seat->role != Seat::Role::Umpire && m_hiddenChangedAt.value(seat->viewKey()) == now;
        const QString language = m_connections.value(connection).language;
        const Battle &worded = m_languages.in(language);
        const LanguageBattles::Speaking speaking(m_languages, language);
        sendView(connection,
                 allAgain ? SeatMessages::snapshot(worded, *seat, hiddenFor(*seat))
                          : SeatMessages::update(worded, *seat, from, hiddenFor(*seat)));
    }
    // A charge rolled is done; one the battle no longer allows (an undo, a new turn) is dropped.
    bool chargesChanged = false;
    for (qsizetype i = from; i < m_spread; ++i)
        if (const std::optional<JournalEntry> entry = Journal::parsed(battle().journal().at(i)))
            chargesChanged |= m_charges.played(entry->action);
    chargesChanged |= m_charges.recheck(battle());
    if (chargesChanged) {
        saveCharges();
        sendChargesToAll();
    }
}

void Table::seatMessage(int connection, const QJsonObject &message)
{
    const Connection from = m_connections.value(connection);
    const Seat *mine = seatOf(from);
    const QJsonValue id = message.value(u"id");
    if (!mine || mine->role != Seat::Role::Umpire)
        return refuse(connection, QStringLiteral("error"),
                      {QT_TRANSLATE_NOOP3("LanHost", "Only the umpire gives, moves or takes back seats.",
                                          "a phone's message"),
                       {}},
                      {{QStringLiteral("id"), id}});
    const std::optional<Seat> seat
        = Seat::fromIds(message.value(u"role").toString(), message.value(u"side").toString());
    QString error;
    if (!seat || !this->seat(message.value(u"device").toString(), *seat, &error))
        return refuse(
            connection, QStringLiteral("error"),
            {QT_TRANSLATE_NOOP3("LanHost", "No such device or seat at this table.", "a phone's message"), {}},
            {{QStringLiteral("id"), id}});
    sendJson(connection, {{QStringLiteral("type"), QStringLiteral("seated")}, {QStringLiteral("id"), id}});
}

bool Table::seat(const QString &deviceId, const Seat &seat, QString *error)
{
    if (!m_book.byId(deviceId)) {
        *error = deviceId;
        return false;
    }
    if (seat.role == Seat::Role::Side && !battle().scenario().side(seat.side)) {
        *error = seat.side;
        return false;
    }
    m_book.setSeat(deviceId, seat);
    saveBook();
    // Its connections learn their new seat and are sent everything it may see from now on.
    for (const int connection : m_connections.keys())
        if (m_connections.value(connection).device == deviceId) {
            sendJson(connection,
                     {{QStringLiteral("type"), QStringLiteral("seat")},
                      {QStringLiteral("seat"), SeatMessages::seatJson(seat)}});
            catchUp(connection, QJsonValue());
            sendCharges(connection);
        }
    sendDevices();
    return true;
}

void Table::sheet(int connection, const QJsonObject &message)
{
    const Connection from = m_connections.value(connection);
    const Seat *seat = seatOf(from);
    const LanguageBattles::Speaking speaking(m_languages, from.language);
    QJsonObject out
        = SheetQuery::answer(m_languages.in(from.language), seat ? *seat : Seat{}, message, from.language);
    out.insert(QStringLiteral("type"), QStringLiteral("sheet"));
    out.insert(QStringLiteral("id"), message.value(u"id"));
    sendJson(connection, out);
}

void Table::why(int connection, const QJsonObject &message)
{
    const Seat *seat = seatOf(m_connections.value(connection));
    QStringList lines;
    const QString language = m_connections.value(connection).language;
    if (seat && seat->role != Seat::Role::None) {
        const Battle &worded = m_languages.in(language);
        const LanguageBattles::Speaking speaking(m_languages, language);
        lines = SeatView::why(worded, message.value(u"seq").toInt(), seat->viewKey(), hiddenFor(*seat));
    }
    sendJson(connection,
             {{QStringLiteral("type"), QStringLiteral("why")},
              {QStringLiteral("id"), message.value(u"id")},
              {QStringLiteral("seq"), message.value(u"seq")},
              {QStringLiteral("lines"), QJsonArray::fromStringList(lines)}});
}

void Table::unitQuery(int connection, const QJsonObject &message)
{
    const Connection from = m_connections.value(connection);
    const Seat *seat = seatOf(from);
    const Battle &worded = m_languages.in(from.language);
    const LanguageBattles::Speaking speaking(m_languages, from.language);
    QJsonObject out
        = UnitOffers::answer(worded, seat ? *seat : Seat{}, message.value(u"unit").toString(), from.language);
    out.insert(QStringLiteral("type"), QStringLiteral("unit"));
    out.insert(QStringLiteral("id"), message.value(u"id"));
    sendJson(connection, out);
}

bool Table::isNewAction(int connection, const QString &id)
{
    if (id.isEmpty() || id.size() > kMaxIdLength) {
        refuse(connection, QStringLiteral("error"),
               {QT_TRANSLATE_NOOP3("LanHost", "An action needs an id of its own.", "a phone's message"), {}});
        return false;
    }
    return !answeredBefore(connection, id);
}

bool Table::answeredBefore(int connection, const QString &id)
{
    const QJsonObject *known = m_answers.find(m_connections.value(connection).device, id);
    if (known)
        sendJson(connection, *known);
    return known != nullptr;
}

void Table::keepAnswer(const QString &device, const QString &id, const QJsonObject &answer)
{
    QString error;
    if (!m_answers.keep(device, id, answer, &error))
        Q_EMIT seatsNotKept(error);
}

void Table::chargeMessage(int connection, const QString &type, const QJsonObject &message)
{
    const Connection from = m_connections.value(connection);
    const QString id = message.value(u"id").toString();
    if (!isNewAction(connection, id))
        return;
    const Seat *seat = seatOf(from);
    const Seat mine = seat ? *seat : Seat{};
    const QString charge = message.value(u"charge").toString();
    Reason no;
    QString rulesRefusal;
    // Judged on the battle worded in the phone's language (the same state), so that the rules'
    // reasons reach it in its words.
    const Battle &worded = m_languages.in(from.language);
    const LanguageBattles::Speaking speaking(m_languages, from.language);
    if (type == u"charge")
        no = m_charges.declare(worded, mine, message.value(u"action").toObject(), id, &rulesRefusal);
    else if (type == u"respond")
        no = m_charges.respond(worded, mine, charge, message.value(u"response").toString());
    else
        no = m_charges.drop(worded, mine, charge);
    QJsonObject answer{{QStringLiteral("type"), QStringLiteral("answer")},
                       {QStringLiteral("id"), id},
                       {QStringLiteral("accepted"), no.isEmpty()},
                       {QStringLiteral("revision"), SeatMessages::revision(battle())}};
    if (!no.isEmpty())
        answer.insert(QStringLiteral("reason"), no.in(from.language));
    else
        saveCharges(); // before it is acknowledged: a host started again still has it
    keepAnswer(from.device, id, answer);
    if (no.isEmpty())
        sendChargesToAll();
    sendJson(connection, answer);
}

void Table::sendCharges(int connection)
{
    const Seat *seat = seatOf(m_connections.value(connection));
    if (seat && seat->role != Seat::Role::None) {
        const QString language = m_connections.value(connection).language;
        const Battle &worded = m_languages.in(language);
        const LanguageBattles::Speaking speaking(m_languages, language);
        sendJson(connection, m_charges.message(worded));
    }
}

void Table::sendChargesToAll()
{
    for (const int connection : m_connections.keys())
        sendCharges(connection);
}

bool Table::online(const QString &deviceId) const
{
    return std::any_of(m_connections.cbegin(), m_connections.cend(),
                       [&](const Connection &c) { return c.device == deviceId; });
}

void Table::sendDevices()
{
    QJsonArray devices;
    for (const Device &d : m_book.devices()) {
        devices.append(QJsonObject{{QStringLiteral("device"), d.id},
                                   {QStringLiteral("name"), d.name},
                                   {QStringLiteral("seat"), SeatMessages::seatJson(d.seat)},
                                   {QStringLiteral("online"), online(d.id)}});
    }
    const QJsonObject message{{QStringLiteral("type"), QStringLiteral("devices")},
                              {QStringLiteral("devices"), devices}};
    for (auto it = m_connections.cbegin(); it != m_connections.cend(); ++it)
        if (const Seat *seat = seatOf(*it); seat && seat->role == Seat::Role::Umpire)
            sendJson(it.key(), message);
    Q_EMIT devicesChanged();
}

void Table::saveBook()
{
    QString error;
    if (!m_book.save(&error))
        Q_EMIT seatsNotKept(error);
}

void Table::sendView(int connection, QJsonObject message)
{
    Connection &to = m_connections[connection];
    const QJsonObject state = message.value(u"state").toObject();
    if (message.value(u"type").toString() == u"update" && !to.state.isEmpty()) {
        message.remove(QStringLiteral("state"));
        message.insert(QStringLiteral("statePatch"), SeatMessages::statePatch(to.state, state));
    }
    to.state = state;
    sendJson(connection, message);
}

void Table::sendJson(int connection, const QJsonObject &message)
{
    Q_EMIT send(connection, QJsonDocument(message).toJson(QJsonDocument::Compact));
}

void Table::refuse(int connection, const QString &type, const Reason &reason, const QJsonObject &extra)
{
    QJsonObject message = extra;
    message.insert(QStringLiteral("type"), type);
    message.insert(QStringLiteral("reason"), reason.in(m_connections.value(connection).language));
    sendJson(connection, message);
}

} // namespace adjutant::lan
