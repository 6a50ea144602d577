#include "fileerror.h"

#include <QCoreApplication>

namespace adjutant::json {

QString oneLine(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool control = u < 0x20 || (u >= 0x7f && u <= 0x9f) || (u >= 0x2028 && u <= 0x202e)
            || (u >= 0x2066 && u <= 0x2069);
        if (!control)
            out += c;
        else if (u == u'\n')
            out += u"\\n";
        else if (u == u'\r')
            out += u"\\r";
        else if (u == u'\t')
            out += u"\\t";
        else
            out += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
    }
    return out;
}

QString FileError::toString() const
{
    // Without a line (the file cannot be read at all) there is nothing to jump to: "file: ...".
    // A line without a file (text pasted in, a list read from the clipboard) is said in words:
    // "line 5: ...", not ":5: ...".
    QString s = file;
    if (line > 0 && !file.isEmpty())
        s += u':' + QString::number(line);
    else if (line > 0)
        s = QCoreApplication::translate("FileError", "line %1").arg(line);
    if (!s.isEmpty())
        s += u": ";
    if (!path.isEmpty())
        s += path + u": ";
    s += message;
    return oneLine(s);
}

} // namespace adjutant::json
