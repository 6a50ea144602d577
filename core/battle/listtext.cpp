#include "listtext.h"

#include <QStringDecoder>

namespace adjutant::battle {

namespace {

// What Windows-1252 has at 0x80..0x9F, where Latin-1 has control characters (0 where it has none).
constexpr char16_t kWindows1252High[32]
    = {0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
       0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
       0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

QString fromWindows1252(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        const char16_t high = b >= 0x80 && b < 0xA0 ? kWindows1252High[b - 0x80] : 0;
        out.append(QChar(high ? high : char16_t(b)));
    }
    return out;
}

// Whether every surrogate of the text comes in its pair.
bool wholeSurrogates(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i;
        else if (c.isSurrogate())
            return false;
    }
    return true;
}

bool isUtf8(QByteArrayView bytes)
{
    QStringDecoder utf8(QStringConverter::Utf8, QStringConverter::Flag::Stateless);
    const QString decoded = utf8.decode(bytes); // decoded only when made into a string
    return !utf8.hasError();
}

// "3, 7, 12 and 40 more": the lines named in a message, the first few of them.
QString lineList(const QList<int> &lines)
{
    constexpr qsizetype kNamed = 5;
    QStringList named;
    for (qsizetype i = 0; i < std::min(kNamed, lines.size()); ++i)
        named.append(QString::number(lines.at(i)));
    return lines.size() > kNamed ? ListText::tr("%1 and %n more", nullptr, int(lines.size() - kNamed))
                                       .arg(named.join(QStringLiteral(", ")))
                                 : named.join(QStringLiteral(", "));
}

} // namespace

ListText::Decoded ListText::decode(const QByteArray &bytes, const QString &fileName)
{
    Decoded d;
    const auto fail = [&](const QString &message) {
        d.errors.append({fileName, 1, QString(), message});
        return d;
    };
    // A byte-order mark says the encoding; UTF-32's before UTF-16's, whose mark starts it.
    struct Mark {
        QByteArrayView bytes;
        QStringConverter::Encoding encoding;
        const char *name;
        qsizetype unit; // bytes a code unit
    };
    static const Mark marks[] = {
        {"\xEF\xBB\xBF", QStringConverter::Utf8, "UTF-8", 1},
        {QByteArrayView("\xFF\xFE\x00\x00", 4), QStringConverter::Utf32LE, "UTF-32", 4},
        {QByteArrayView("\x00\x00\xFE\xFF", 4), QStringConverter::Utf32BE, "UTF-32", 4},
        {"\xFF\xFE", QStringConverter::Utf16LE, "UTF-16", 2},
        {"\xFE\xFF", QStringConverter::Utf16BE, "UTF-16", 2},
    };
    for (const Mark &m : marks) {
        if (!QByteArrayView(bytes).startsWith(m.bytes))
            continue;
        const QByteArrayView body = QByteArrayView(bytes).sliced(m.bytes.size());
        QStringDecoder decoder(m.encoding, QStringConverter::Flag::Stateless);
        d.text = decoder.decode(body);
        // Qt's UTF-16 decoder says nothing of a byte left over or a surrogate without its pair.
        if (decoder.hasError() || body.size() % m.unit != 0 || !wholeSurrogates(d.text)) {
            d.text.clear();
            return fail(tr("the list starts as %1 text but is not %1 all through: save it again as UTF-8")
                            .arg(QLatin1String(m.name)));
        }
        return d;
    }
    // NUL bytes are no text: UTF-16 without its mark, or not a list at all.
    if (const qsizetype nul = bytes.indexOf('\0'); nul >= 0)
        return fail(tr("the list holds NUL bytes (at byte %1): is it UTF-16 without its byte-order mark, "
                       "or not text at all? Save it as UTF-8")
                        .arg(nul));
    if (isUtf8(bytes)) {
        d.text = QString::fromUtf8(bytes);
    } else {
        // Windows-1252, as Western European spreadsheets save CSV: every line changed is named.
        QList<int> changed;
        int line = 1;
        for (qsizetype start = 0; start <= bytes.size();) {
            qsizetype end = bytes.indexOf('\n', start);
            if (end < 0)
                end = bytes.size();
            if (!isUtf8(QByteArrayView(bytes).sliced(start, end - start)))
                changed.append(line);
            ++line;
            start = end + 1;
        }
        d.text = fromWindows1252(bytes);
        d.warnings.append({fileName, changed.value(0, 1), QString(),
                           tr("the list is not UTF-8, so it was read as Windows-1252 (Western European, "
                              "Latin-1): check the letters of the names on %n line(s): %1 (or save the "
                              "list as UTF-8)",
                              nullptr, int(changed.size()))
                               .arg(lineList(changed))});
    }
    return d;
}

QStringList ListText::lines(const QString &text)
{
    QStringList out;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c != u'\n' && c != u'\r')
            continue;
        out.append(text.mid(start, i - start));
        if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
            ++i;
        start = i + 1;
    }
    out.append(text.mid(start));
    return out;
}

ListText::Cells ListText::cells(QStringView line)
{
    Cells out;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                cell.append(u'"');
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                cell.append(c);
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',' || c == u';' || c == u'\t') {
            out.cells.append(cell.trimmed());
            cell.clear();
        } else {
            cell.append(c);
        }
    }
    out.cells.append(cell.trimmed());
    out.unclosedQuote = quoted;
    return out;
}

bool ListText::isComment(QStringView line)
{
    const QStringView t = line.trimmed();
    return t.startsWith(u'#') && (t.size() == 1 || !t.at(1).isLetterOrNumber());
}

} // namespace adjutant::battle
