#include "journal.h"

#include "actionline.h"
#include "entryline.h"

#include <QJsonDocument>

namespace adjutant::battle {

qsizetype Journal::undoTarget() const
{
    for (qsizetype i = m_entries.size() - 1; i >= 0; --i)
        if (!m_entries.at(i).undone)
            return i;
    return -1;
}

qsizetype Journal::redoTarget() const
{
    qsizetype target = -1;
    for (qsizetype i = m_entries.size() - 1; i >= 0 && m_entries.at(i).undone; --i)
        if (!m_entries.at(i).superseded)
            target = i;
    return target;
}

void Journal::append(JournalEntry entry)
{
    // The undone entries after the last live one (those before it were superseded when it was
    // played) can never be redone now.
    for (auto it = m_entries.rbegin(); it != m_entries.rend() && it->undone; ++it)
        it->superseded = true;
    m_entries.append(std::move(entry));
}

void Journal::mark(qsizetype index, bool undone)
{
    m_entries[index].undone = undone;
    dropCheckpointsAfter(index);
}

void Journal::reset(QList<JournalEntry> entries)
{
    m_entries = std::move(entries);
    m_checkpoints.clear();
}

void Journal::readFrom(qsizetype from)
{
    for (qsizetype i = std::max<qsizetype>(0, from); i < m_entries.size(); ++i)
        if (m_entries.at(i).isRaw())
            m_entries[i] = parsed(m_entries.at(i));
}

JournalEntry Journal::parsed(const JournalEntry &e, EntryLine::Summary summary)
{
    if (!e.isRaw())
        return e;
    // A line laid out as Adjutant writes it is split without parsing it whole; any other, whole.
    const std::optional<EntryLine> line = EntryLine::split(e.raw.view(), summary);
    std::optional<JournalEntry> full
        = line ? fromLine(*line) : fromJson(QJsonDocument::fromJson(e.raw.toByteArray()).object());
    if (!full) {
        JournalEntry damaged = e;
        damaged.summary = tr("(entry %1 cannot be read)").arg(e.seq);
        return damaged;
    }
    full->undone = e.undone;
    full->superseded = e.superseded;
    full->raw = e.raw; // kept, so that saving it again costs nothing
    return std::move(*full);
}

QJsonObject Journal::toJson(const JournalEntry &entry)
{
    const JournalEntry e = parsed(entry);
    QJsonObject o{{QStringLiteral("seq"), e.seq},
                  {QStringLiteral("action"), ActionJson::write(e.action)},
                  {QStringLiteral("hash"), e.stateHash},
                  {QStringLiteral("summary"), e.summary}};
    if (e.undone)
        o.insert(QStringLiteral("undone"), true);
    if (e.superseded)
        o.insert(QStringLiteral("superseded"), true);
    return o;
}

std::optional<JournalEntry> Journal::fromJson(const QJsonObject &o)
{
    if (!o.value(u"seq").isDouble() || !o.value(u"action").isObject())
        return std::nullopt;
    std::optional<Action> action = actionFrom(o.value(u"action").toObject());
    if (!action)
        return std::nullopt;
    JournalEntry e;
    e.seq = o.value(u"seq").toInt();
    e.action = std::move(*action);
    e.undone = o.value(u"undone").toBool();
    e.superseded = o.value(u"superseded").toBool();
    e.stateHash = o.value(u"hash").toString();
    e.summary = o.value(u"summary").toString();
    return e;
}

std::optional<JournalEntry> Journal::fromLine(const EntryLine &line)
{
    // The action read from its bytes when it is one of the plain kinds, laid out as written;
    // otherwise parsed alone (an object that is not JSON would have failed the whole line too).
    std::optional<Action> read = ActionLine::read(line.action);
    if (!read) {
        const QJsonDocument action = QJsonDocument::fromJson(line.action.toByteArray());
        read = action.isObject() ? actionFrom(action.object()) : std::nullopt;
    }
    if (!read)
        return std::nullopt;
    JournalEntry e;
    e.seq = line.seq;
    e.action = std::move(*read);
    e.undone = line.undone;
    e.superseded = line.superseded;
    e.stateHash = line.hash;
    e.summary = line.summary;
    return e;
}

std::optional<Action> Journal::actionFrom(const QJsonObject &action)
{
    QString error;
    // What was journaled was played: read as it was written, keys since retired included.
    return ActionJson::read(action, &error, ActionJson::Keys::AsJournaled);
}

std::optional<std::pair<qsizetype, BattleState>> Journal::checkpointBefore(qsizetype index) const
{
    // A checkpoint at N holds the state after the first N entries: the entry at `index` is in
    // those at N > index.
    auto it = m_checkpoints.upperBound(index);
    if (it == m_checkpoints.begin())
        return std::nullopt;
    --it;
    return std::make_pair(it.key(), it.value());
}

void Journal::keep(Checkpoints &checkpoints, qsizetype entries, const BattleState &state)
{
    checkpoints.insert(entries, state);
    while (checkpoints.size() > kCheckpointsKept)
        checkpoints.erase(checkpoints.begin());
}

void Journal::dropCheckpointsAfter(qsizetype index)
{
    m_checkpoints.erase(m_checkpoints.upperBound(index), m_checkpoints.end());
}

} // namespace adjutant::battle
