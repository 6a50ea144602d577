#include "compactjson.h"

#include "jsonescape.h"

#include <QByteArray>
#include <QStringDecoder>

#include <algorithm>

namespace adjutant::json::compact {

namespace {

// The bytes of a JSON text, unescaped, as a string; nothing for bytes that are not UTF-8.
std::optional<QString> decoded(QByteArrayView bytes, bool ascii)
{
    if (ascii)
        return QString::fromLatin1(bytes);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8(bytes);
    if (utf8.hasError())
        return std::nullopt;
    return text;
}

} // namespace

qsizetype objectEnd(QByteArrayView json, qsizetype at, int deepest)
{
    int depth = 0;
    for (qsizetype i = at; i < json.size(); ++i) {
        switch (json.at(i)) {
        case '"':
            for (++i; i < json.size() && json.at(i) != '"'; ++i)
                if (json.at(i) == '\\')
                    ++i;
            break;
        case '{':
        case '[':
            if (++depth > deepest)
                return -1;
            break;
        case '}':
        case ']':
            if (--depth == 0)
                return i + 1;
            break;
        default:
            break;
        }
    }
    return -1;
}

std::optional<QString> text(QByteArrayView json, qsizetype &at)
{
    if (at >= json.size() || json.at(at) != '"' || json.sliced(at + 1).startsWith("\xef\xbb\xbf"))
        return std::nullopt;
    // Most texts have nothing escaped: taken as they stand.
    bool ascii = true;
    for (qsizetype i = at + 1; i < json.size(); ++i) {
        const auto c = static_cast<unsigned char>(json.at(i));
        if (c == '"') {
            const QByteArrayView bytes = json.sliced(at + 1, i - at - 1);
            at = i + 1;
            return decoded(bytes, ascii);
        }
        if (c < 0x20 || c == '\\')
            break;
        ascii = ascii && c < 0x80;
    }
    QByteArray bytes;
    for (qsizetype i = at + 1; i < json.size(); ++i) {
        const auto c = static_cast<unsigned char>(json.at(i));
        if (c == '"') {
            at = i + 1;
            return decoded(bytes, ascii);
        }
        if (c < 0x20)
            return std::nullopt;
        if (c != '\\') {
            ascii = ascii && c < 0x80;
            bytes += char(c);
            continue;
        }
        if (++i == json.size())
            return std::nullopt;
        const std::optional<char> escaped = shortEscape(json.at(i));
        if (!escaped) // \u, or no escape at all
            return std::nullopt;
        bytes += *escaped;
    }
    return std::nullopt;
}

bool skipText(QByteArrayView json, qsizetype &at)
{
    if (at >= json.size() || json.at(at) != '"')
        return false;
    const qsizetype close = json.indexOf('"', at + 1);
    if (close < 0)
        return false;
    const QByteArrayView bytes = json.sliced(at + 1, close - at - 1);
    unsigned char lowest = 0xff;
    unsigned char highest = 0;
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        lowest = std::min(lowest, c);
        highest = std::max(highest, c);
    }
    // An escape (the quote found may be an escaped one) or bytes beyond ASCII, which must be
    // UTF-8: read as text() reads them.
    if (highest >= 0x80 || bytes.contains('\\')) {
        qsizetype past = at;
        if (!text(json, past))
            return false;
        at = past;
        return true;
    }
    if (lowest < 0x20)
        return false;
    at = close + 1;
    return true;
}

std::optional<int> whole(QByteArrayView json, qsizetype &at)
{
    qsizetype end = at;
    while (end < json.size() && json.at(end) >= '0' && json.at(end) <= '9')
        ++end;
    const qsizetype digits = end - at;
    if (digits == 0 || digits > 9 || (digits > 1 && json.at(at) == '0'))
        return std::nullopt;
    int n = 0;
    for (; at < end; ++at)
        n = n * 10 + (json.at(at) - '0');
    return n;
}

} // namespace adjutant::json::compact
