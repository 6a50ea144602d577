#pragma once

#include <QByteArrayView>
#include <QHash>
#include <QStringView>
#include <QVariant>

#include <string>

namespace adjutant::rules {

// A key written as bytes, not as formatted text: a number as itself, a text as its UTF-16 behind
// its length, each behind a tag byte, so that two keys are equal exactly when the same things
// were written in the same order. The exact odds key their states with it (tens of thousands of
// states, each keyed by every field of every figure): formatting those as text was most of the
// work. A hash table compares its keys whole, so two keys never pass for one by their hashes.
class PackedKey
{
public:
    // A mark between parts, telling one part from the next where their lengths vary.
    PackedKey &mark(char c)
    {
        m_bytes.push_back(c);
        return *this;
    }
    PackedKey &number(qint64 n);
    PackedKey &text(QStringView s);
    // A unit's or a figure's field value, as alike as their texts are (QVariant::toString): 1,
    // 1.0 and "1" are one value, true and "true" another; two values whose texts differ differ.
    PackedKey &value(const QVariant &v);
    // A field table: its entries in the order of their field ids, whatever order it holds them in.
    PackedKey &fields(const QVariantHash &fields);
    PackedKey &key(const PackedKey &other)
    {
        m_bytes.append(other.m_bytes);
        return *this;
    }

    QByteArrayView bytes() const { return {m_bytes.data(), qsizetype(m_bytes.size())}; }
    bool isEmpty() const { return m_bytes.empty(); }
    friend bool operator==(const PackedKey &a, const PackedKey &b) { return a.m_bytes == b.m_bytes; }
    friend size_t qHash(const PackedKey &k, size_t seed = 0) { return qHash(k.bytes(), seed); }

private:
    // A standard string: its short keys need no allocation, and a byte is added in place.
    std::string m_bytes;
};

} // namespace adjutant::rules
