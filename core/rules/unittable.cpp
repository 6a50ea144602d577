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
    m_record = nextRecord.fetch_add(1, std::memory_order_relaxed);
    return m_record;
}

std::optional<QStringList> UnitTable::writtenSince(quint64 record) const
{
    if (record == 0 || record != m_record)
        return std::nullopt;
    return m_written;
}

void UnitTable::wrote(const QString &id)
{
    if (m_record == 0)
        return;
    if (m_written.size() >= kWrittenAtMost)
        forgetRecord();
    else if (m_written.isEmpty() || m_written.constLast() != id)
        m_written.append(id);
}

void UnitTable::forgetRecord() const
{
    m_record = 0;
    m_written.clear();
}

} // namespace adjutant::rules
