#include "entryline.h"

#include "json/jsonescape.h"

#include <QStringDecoder>

namespace adjutant::battle {

namespace {

// Deeper than this, the action is left to Qt with the whole line: Qt's parser has a limit of its
// own, which the action read alone would meet one level later.
constexpr int kDeepestAction = 64;

// Reads the text expected at `at`, moving past it.
bool take(QByteArrayView line, qsizetype &at, QByteArrayView expected)
{
    if (line.sliced(at).startsWith(expected)) {
        at += expected.size();
        return true;
    }
    return false;
}

// The end of the JSON object that opens at `at` (just past its closing brace), strings and
// nesting followed; -1 for one that does not close or nests too deep.
qsizetype objectEnd(QByteArrayView line, qsizetype at)
{
    int depth = 0;
    for (qsizetype i = at; i < line.size(); ++i) {
        switch (line.at(i)) {
        case '"':
            for (++i; i < line.size() && line.at(i) != '"'; ++i)
                if (line.at(i) == '\\')
                    ++i;
            break;
        case '{':
        case '[':
            if (++depth > kDeepestAction)
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

// The JSON text in quotes at `at`, moving past it; nothing for one with a \u escape, a control
// character or bytes that are not UTF-8, or that opens with a byte order mark (Qt's parser drops
// it or keeps it as the text has escapes or not): all left to Qt.
std::optional<QString> text(QByteArrayView line, qsizetype &at)
{
    if (at >= line.size() || line.at(at) != '"' || line.sliced(at + 1).startsWith("\xef\xbb\xbf"))
        return std::nullopt;
    // Most texts have nothing escaped: taken as they stand.
    bool ascii = true;
    for (qsizetype i = at + 1; i < line.size(); ++i) {
        const auto c = static_cast<unsigned char>(line.at(i));
        if (c == '"') {
            const QByteArrayView bytes = line.sliced(at + 1, i - at - 1);
            at = i + 1;
            return decoded(bytes, ascii);
        }
        if (c < 0x20 || c == '\\')
            break;
        ascii = ascii && c < 0x80;
    }
    QByteArray bytes;
    for (qsizetype i = at + 1; i < line.size(); ++i) {
        const auto c = static_cast<unsigned char>(line.at(i));
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
        if (++i == line.size())
            return std::nullopt;
        const std::optional<char> escaped = json::shortEscape(line.at(i));
        if (!escaped) // \u, or no escape at all
            return std::nullopt;
        bytes += *escaped;
    }
    return std::nullopt;
}

// A whole number as Qt reads it into an int: digits only, no leading zero, at most nine.
std::optional<int> number(QByteArrayView line, qsizetype &at)
{
    qsizetype end = at;
    while (end < line.size() && line.at(end) >= '0' && line.at(end) <= '9')
        ++end;
    const qsizetype digits = end - at;
    if (digits == 0 || digits > 9 || (digits > 1 && line.at(at) == '0'))
        return std::nullopt;
    int n = 0;
    for (; at < end; ++at)
        n = n * 10 + (line.at(at) - '0');
    return n;
}

} // namespace

std::optional<EntryLine> EntryLine::split(QByteArrayView line)
{
    EntryLine entry;
    qsizetype at = 0;
    if (!take(line, at, "{\"action\":") || at >= line.size() || line.at(at) != '{')
        return std::nullopt;
    const qsizetype actionEnd = objectEnd(line, at);
    if (actionEnd < 0)
        return std::nullopt;
    entry.action = line.sliced(at, actionEnd - at);
    at = actionEnd;
    std::optional<QString> hash, summary;
    std::optional<int> seq;
    if (!take(line, at, ",\"hash\":") || !(hash = text(line, at)) || !take(line, at, ",\"seq\":")
        || !(seq = number(line, at)) || !take(line, at, ",\"summary\":") || !(summary = text(line, at)))
        return std::nullopt;
    entry.hash = std::move(*hash);
    entry.seq = *seq;
    entry.summary = std::move(*summary);
    entry.superseded = take(line, at, ",\"superseded\":true");
    entry.undone = take(line, at, ",\"undone\":true");
    if (at != line.size() - 1 || line.at(at) != '}')
        return std::nullopt;
    return entry;
}

} // namespace adjutant::battle
