#pragma once

#include "situation.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace adjutant::rules {

// A battle's units and commanders by id, as a QHash that keeps a record of the units written.
// Reading is QHash's; every way of writing goes through here and names the unit written, so a
// reader that wants only what changed since it last looked (the state's digest, the report's
// state one entry behind) need not walk 2,000 units after each entry, and no handler can forget
// to say what it changed. A record is begun by startRecord() and read back by writtenSince();
// copies of the table carry the record on, and write their own.
class UnitTable
{
public:
    using Hash = QHash<QString, UnitState>;
    using const_iterator = Hash::const_iterator;
    using iterator = Hash::iterator;

    UnitTable() = default;
    UnitTable(Hash units) : m_units(std::move(units)) { }
    UnitTable(const UnitTable &) = default;
    UnitTable &operator=(const UnitTable &) = default;
    // A table moved from keeps no record: its units are gone, which the record would not say.
    UnitTable(UnitTable &&other) noexcept
        : m_units(std::move(other.m_units)),
          m_record(std::exchange(other.m_record, 0)),
          m_written(std::move(other.m_written)),
          m_wasOut(std::move(other.m_wasOut)),
          m_markedAt(std::exchange(other.m_markedAt, 0))
    { }
    UnitTable &operator=(UnitTable &&other) noexcept
    {
        m_units = std::move(other.m_units);
        m_record = std::exchange(other.m_record, 0);
        m_written = std::move(other.m_written);
        m_wasOut = std::move(other.m_wasOut);
        m_markedAt = std::exchange(other.m_markedAt, 0);
        return *this;
    }
    ~UnitTable() = default;

    // ---- reading, as QHash
    const Hash &hash() const { return m_units; }
    qsizetype size() const { return m_units.size(); }
    bool isEmpty() const { return m_units.isEmpty(); }
    bool contains(const QString &id) const { return m_units.contains(id); }
    UnitState value(const QString &id) const { return m_units.value(id); }
    UnitState value(const QString &id, const UnitState &otherwise) const
    {
        return m_units.value(id, otherwise);
    }
    const_iterator constFind(const QString &id) const { return m_units.constFind(id); }
    const_iterator find(const QString &id) const { return m_units.constFind(id); }
    const_iterator begin() const { return m_units.cbegin(); }
    const_iterator end() const { return m_units.cend(); }
    const_iterator cbegin() const { return m_units.cbegin(); }
    const_iterator cend() const { return m_units.cend(); }
    const_iterator constBegin() const { return m_units.cbegin(); }
    const_iterator constEnd() const { return m_units.cend(); }
    QStringList keys() const { return m_units.keys(); }

    // ---- writing: each names the unit written
    UnitState &operator[](const QString &id)
    {
        wrote(id);
        return m_units[id];
    }
    iterator find(const QString &id)
    {
        wrote(id);
        return m_units.find(id);
    }
    void insert(const QString &id, const UnitState &unit)
    {
        wrote(id);
        m_units.insert(id, unit);
    }
    bool remove(const QString &id)
    {
        wrote(id);
        return m_units.remove(id);
    }
    // The whole table to write at will (a walk over every unit at a turn's end): the record
    // then no longer knows what changed, and its readers look at every unit.
    Hash &edit()
    {
        forgetRecord();
        return m_units;
    }

    // ---- the record of units written
    // Begins a record of the units written from now on; returns its number, for writtenSince.
    quint64 startRecord() const;
    // The ids written (some perhaps only read for writing) since startRecord gave `record`, in
    // the order written; none when that record is no longer kept (another was begun since, or
    // the table was written whole), and the reader must look at every unit.
    std::optional<QStringList> writtenSince(quint64 record) const;
    // The record under way: 0 when none is kept.
    quint64 record() const { return m_record; }
    // A place in the record, for one who writes the table (an action) to learn what it wrote
    // while a reader's record goes on; a record is begun when none is under way.
    struct Mark {
        quint64 record = 0;
        qsizetype at = 0;
    };
    Mark mark() const;
    // The ids written since the mark, in the order written; none when its record is no longer
    // kept, and any unit may have been written.
    std::optional<QStringList> writtenSince(const Mark &mark) const;
    // For each id writtenSince(mark) gives, in its order: whether that unit was out of play (not
    // in the table, or removed) just before it was written there. A reader that cares whether a
    // unit came into or went out of play (the chain of command) compares it with the unit now,
    // instead of looking at every unit it cares about before each action.
    std::optional<QList<bool>> wereOutSince(const Mark &mark) const;

private:
    void wrote(const QString &id);
    void forgetRecord() const;

    Hash m_units;
    // The record, begun by a reader of a const table (a cache's bookkeeping, not its content).
    mutable quint64 m_record = 0;
    mutable QStringList m_written;
    mutable QList<bool> m_wasOut; // one for each of m_written
    // Where the last mark was made: the unit written first after it is noted even when it is
    // the one noted last before it.
    mutable qsizetype m_markedAt = 0;
};

} // namespace adjutant::rules
