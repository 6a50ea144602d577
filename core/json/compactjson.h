#pragma once

#include <QByteArrayView>
#include <QString>

#include <cstring>
#include <optional>

namespace adjutant::json::compact {

// Pieces of a JSON text laid out as QJsonDocument writes it compact, read straight from its bytes
// by those who read a great many of them (a long battle's journal). Each reads at `at` and moves
// past what it read; each gives nothing (false, -1) for what it does not take on, which its
// caller leaves to Qt's parser: what they do read is what Qt reads (fuzz_journalentry).

// The text expected at `at` (inline: a journal line is read a few bytes at a time).
inline bool take(QByteArrayView json, qsizetype &at, QByteArrayView expected)
{
    if (json.size() - at < expected.size()
        || std::memcmp(json.data() + at, expected.data(), std::size_t(expected.size())) != 0)
        return false;
    at += expected.size();
    return true;
}

// The character expected at `at`.
inline bool take(QByteArrayView json, qsizetype &at, char expected)
{
    if (at >= json.size() || json.at(at) != expected)
        return false;
    ++at;
    return true;
}

// The end of the object that opens at `at` (just past its closing brace), strings and nesting
// followed; -1 for one that does not close or nests deeper than `deepest`.
qsizetype objectEnd(QByteArrayView json, qsizetype at, int deepest);

// The text in quotes at `at`, unescaped; nothing for one with a \u escape, a control character or
// bytes that are not UTF-8, or that opens with a byte order mark (Qt's parser drops it or keeps
// it as the text has escapes or not).
std::optional<QString> text(QByteArrayView json, qsizetype &at);
// Past the text in quotes at `at`, without making a string of it: true exactly when text() would
// give one, for a reader that does not want it.
bool skipText(QByteArrayView json, qsizetype &at);

// A whole number as Qt reads it into an int: digits only, no sign, no leading zero, at most nine.
std::optional<int> whole(QByteArrayView json, qsizetype &at);

} // namespace adjutant::json::compact
