#include "packedkey.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <optional>

namespace adjutant::rules {

namespace {

// The tags of a number and a text: bytes no mark uses (marks are printable).
constexpr char kNumber = '\x01';
constexpr char kText = '\x02';
// Numbers of up to 18 digits are keyed as numbers; longer ones by their text, either way.
constexpr qint64 kLongest = 999'999'999'999'999'999;

// The number a text writes exactly as QString::number would ("12", "-3"; not "012", "-0" or
// "+1"), so that the text and the number key alike; nothing for any other text.
std::optional<qint64> canonicalNumber(QStringView s)
{
    const bool negative = s.startsWith(u'-');
    const QStringView digits = negative ? s.mid(1) : s;
    if (digits.isEmpty() || digits.size() > 18 || (digits.size() > 1 && digits.front() == u'0')
        || (negative && digits == u"0"))
        return std::nullopt;
    qint64 n = 0;
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        n = n * 10 + (c.unicode() - u'0');
    }
    return negative ? -n : n;
}

} // namespace

PackedKey &PackedKey::number(qint64 n)
{
    m_bytes.push_back(kNumber);
    // Zigzag, then seven bits a byte: small numbers, the most of them, take one byte.
    auto u = (static_cast<quint64>(n) << 1) ^ static_cast<quint64>(n >> 63);
    while (u >= 0x80) {
        m_bytes.push_back(static_cast<char>(0x80 | (u & 0x7f)));
        u >>= 7;
    }
    m_bytes.push_back(static_cast<char>(u));
    return *this;
}

PackedKey &PackedKey::text(QStringView s)
{
    if (const std::optional<qint64> n = canonicalNumber(s))
        return number(*n);
    m_bytes.push_back(kText);
    const auto length = static_cast<quint32>(s.size());
    m_bytes.append(reinterpret_cast<const char *>(&length), sizeof length);
    m_bytes.append(reinterpret_cast<const char *>(s.utf16()), std::size_t(s.size()) * sizeof(char16_t));
    return *this;
}

PackedKey &PackedKey::value(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::Short:
    case QMetaType::UShort:
        if (const qint64 n = v.toLongLong(); n >= -kLongest && n <= kLongest)
            return number(n);
        return text(v.toString());
    case QMetaType::Bool:
        return text(v.toBool() ? u"true" : u"false");
    case QMetaType::QString:
        return text(*static_cast<const QString *>(v.constData()));
    case QMetaType::Double: {
        // A whole number of a few digits is written as that number; any other as Qt writes it
        // ("1e+06", "0.5", "-0"), which text() keys as a number only when it reads as one.
        const double d = v.toDouble();
        if (std::abs(d) < 1000 && d == std::trunc(d) && !(d == 0 && std::signbit(d)))
            return number(static_cast<qint64>(d));
        return text(v.toString());
    }
    default:
        return text(v.toString());
    }
}

PackedKey &PackedKey::fields(const QVariantHash &fields)
{
    QVarLengthArray<QVariantHash::const_iterator, 32> sorted;
    for (auto it = fields.cbegin(); it != fields.cend(); ++it)
        sorted.append(it);
    std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.key() < b.key(); });
    for (const auto &it : sorted) {
        text(it.key());
        value(it.value());
    }
    return *this;
}

} // namespace adjutant::rules
