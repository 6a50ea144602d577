#include "unittable.h"

#include <atomic>

namespace adjutant::rules {

namespace {

// Beyond this many ids written, a record is dropped: looking at every unit costs no more.
constexpr qsizetype kWrittenAtMost = 4096;

std::atomic<quint64> nextRecord{1};

} // namespace

quint64 UnitTable::startRecord() const
{
    m_written.clear();
    m_wasOut.clear();
    m_markedAt = 0;
    m_record = nextRecord.fetch_add(1, std::memory_order_relaxed);
    return m_record;
}

std::optional<QStringList> UnitTable::writtenSince(quint64 record) const
{
    if (record == 0 || record != m_record)
        return std::nullopt;
    return m_written;
}

UnitTable::Mark UnitTable::mark() const
{
    if (m_record == 0)
        startRecord();
    m_markedAt = m_written.size();
    return {m_record, m_markedAt};
}

std::optional<QStringList> UnitTable::writtenSince(const Mark &mark) const
{
    if (mark.record == 0 || mark.record != m_record || mark.at > m_written.size())
        return std::nullopt;
    return m_written.sliced(mark.at);
}

std::optional<QList<bool>> UnitTable::wereOutSince(const Mark &mark) const
{
    if (mark.record == 0 || mark.record != m_record || mark.at > m_wasOut.size())
        return std::nullopt;
    return m_wasOut.sliced(mark.at);
}

void UnitTable::wrote(const QString &id)
{
    if (m_record == 0)
        return;
    if (m_written.size() >= kWrittenAtMost)
        forgetRecord();
    else if (m_written.size() == m_markedAt || m_written.constLast() != id) {
        m_written.append(id);
        const auto it = m_units.constFind(id);
        m_wasOut.append(it == m_units.cend() || it->removed);
    }
}

void UnitTable::forgetRecord() const
{
    m_record = 0;
    m_written.clear();
    m_wasOut.clear();
    m_markedAt = 0;
}

} // namespace adjutant::rules
