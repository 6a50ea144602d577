#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace adjutant::io {

// A piece of a larger block of bytes that it shares rather than copies: a battle file read whole
// keeps each journal entry as its line until play needs it, and copying 100,000 lines out of the
// file cost more than reading it. Copies are as cheap as a QByteArray's, and the block lives as
// long as any piece of it does.
class SharedSlice
{
public:
    SharedSlice() = default;
    // All of `bytes`.
    explicit SharedSlice(QByteArray bytes) : m_block(std::move(bytes)), m_size(m_block.size()) { }
    // `size` bytes of `block` from `at` (both within it).
    SharedSlice(QByteArray block, qsizetype at, qsizetype size)
        : m_block(std::move(block)), m_at(at), m_size(size)
    {
        Q_ASSERT(at >= 0 && size >= 0 && at + size <= m_block.size());
    }

    QByteArrayView view() const { return QByteArrayView(m_block).sliced(m_at, m_size); }
    bool isEmpty() const { return m_size == 0; }
    qsizetype size() const { return m_size; }
    // A QByteArray of its own bytes: the block itself when the slice is all of it, else a copy.
    QByteArray toByteArray() const
    {
        return m_at == 0 && m_size == m_block.size() ? m_block : view().toByteArray();
    }

private:
    QByteArray m_block;
    qsizetype m_at = 0;
    qsizetype m_size = 0;
};

} // namespace adjutant::io
