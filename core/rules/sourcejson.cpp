#include "sourcejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace adjutant::rules {

int SourceJson::lineOf(const QString &path) const
{
    // The value's own line, or else its nearest ancestor's.
    const Lines &l = lines();
    QString p = path;
    while (true) {
        if (const auto it = l.values.constFind(p); it != l.values.constEnd())
            return *it;
        if (const auto it = l.keys.constFind(p); it != l.keys.constEnd())
            return *it;
        if (p.isEmpty())
            return 1;
        const qsizetype cut = std::max(p.lastIndexOf(u'.'), p.lastIndexOf(u'['));
        p = cut > 0 ? p.left(cut) : QString();
    }
}

int SourceJson::keyLineOf(const QString &path) const
{
    const Lines &l = lines();
    const auto it = l.keys.constFind(path);
    return it != l.keys.constEnd() ? *it : lineOf(path);
}

QString SourceJsonReader::childPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + u'.' + key;
}

QString SourceJsonReader::indexPath(const QString &parent, qsizetype index)
{
    return parent + u'[' + QString::number(index) + u']';
}

namespace {

using Lines = SourceJson::Lines;

class Parser
{
public:
    // With lines, every value's path and line is noted (and errors carry their path); without,
    // no path is ever built, which makes reading several times faster.
    Parser(const QByteArray &text, QJsonValue *root, Lines *lines)
        : m_text(text), m_root(root), m_lines(lines)
    { }

    bool run(SourceJsonError *error)
    {
        if (m_text.startsWith("\xEF\xBB\xBF"))
            m_pos = 3; // a byte order mark, as some editors on Windows write
        skipSpace();
        if (!parseValue(QString(), m_root))
            return fail(error);
        skipSpace();
        if (m_pos < m_text.size()) {
            setError(SourceJsonReader::tr("unexpected text after the end of the document"));
            return fail(error);
        }
        return true;
    }

private:
    bool fail(SourceJsonError *error)
    {
        *error = m_error;
        return false;
    }

    void setError(const QString &message, const QString &path = QString())
    {
        if (!m_error.message.isEmpty())
            return; // keep the first, innermost error
        m_error.line = m_line;
        m_error.column = static_cast<int>(m_pos - m_lineStart) + 1;
        m_error.path = path;
        m_error.message = message;
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '\n') {
                ++m_line;
                m_lineStart = m_pos + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            ++m_pos;
        }
    }

    bool parseValue(const QString &path, QJsonValue *value)
    {
        skipSpace();
        if (m_lines)
            m_lines->values.insert(path, m_line);
        if (m_pos >= m_text.size()) {
            setError(SourceJsonReader::tr("the document ends where a value was expected"), path);
            return false;
        }
        const char c = m_text[m_pos];
        if (c == '{')
            return parseObject(path, value);
        if (c == '[')
            return parseArray(path, value);
        if (c == '"') {
            QString s;
            if (!parseString(&s))
                return false;
            *value = s;
            return true;
        }
        if (c == '-' || (c >= '0' && c <= '9'))
            return parseNumber(value);
        for (const auto &[word, literal] :
             {std::pair{"true", QJsonValue(true)}, std::pair{"false", QJsonValue(false)},
              std::pair{"null", QJsonValue(QJsonValue::Null)}}) {
            const qsizetype n = qsizetype(qstrlen(word));
            if (m_text.mid(m_pos, n) == word) {
                m_pos += n;
                *value = literal;
                return true;
            }
        }
        setError(SourceJsonReader::tr("expected a value (text in quotes, a number, true, false, "
                                      "null, an object or a list)"),
                 path);
        return false;
    }

    bool parseObject(const QString &path, QJsonValue *value)
    {
        ++m_pos; // {
        QJsonObject object;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            *value = object;
            return true;
        }
        while (true) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"') {
                setError(SourceJsonReader::tr("expected a key in double quotes"), path);
                return false;
            }
            const int keyLine = m_line;
            QString key;
            if (!parseString(&key))
                return false;
            const QString child = m_lines ? SourceJsonReader::childPath(path, key) : QString();
            if (object.contains(key)) {
                setError(SourceJsonReader::tr("the key \"%1\" appears twice in this object").arg(key), child);
                return false;
            }
            if (m_lines)
                m_lines->keys.insert(child, keyLine);
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':') {
                setError(SourceJsonReader::tr("expected ':' after the key \"%1\"").arg(key), child);
                return false;
            }
            ++m_pos;
            QJsonValue member;
            if (!parseValue(child, &member))
                return false;
            object.insert(key, member);
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == '}') {
                ++m_pos;
                *value = object;
                return true;
            }
            setError(SourceJsonReader::tr("expected ',' or '}' after the value of \"%1\"").arg(key), child);
            return false;
        }
    }

    bool parseArray(const QString &path, QJsonValue *value)
    {
        ++m_pos; // [
        QJsonArray array;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            *value = array;
            return true;
        }
        while (true) {
            QJsonValue item;
            if (!parseValue(m_lines ? SourceJsonReader::indexPath(path, array.size()) : QString(), &item))
                return false;
            array.append(item);
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == ']') {
                ++m_pos;
                *value = array;
                return true;
            }
            setError(SourceJsonReader::tr("expected ',' or ']' in the list"), path);
            return false;
        }
    }

    bool parseString(QString *out)
    {
        ++m_pos; // opening quote
        // Most text has no escapes and no line breaks: take it in one piece.
        for (qsizetype end = m_pos; end < m_text.size(); ++end) {
            const char c = m_text[end];
            if (c == '"') {
                *out = QString::fromUtf8(m_text.constData() + m_pos, end - m_pos);
                m_pos = end + 1;
                return true;
            }
            if (c == '\\' || c == '\n')
                break;
        }
        QByteArray bytes;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c == '"') {
                *out = QString::fromUtf8(bytes);
                return true;
            }
            if (c == '\n') {
                --m_pos; // point at the break itself
                setError(SourceJsonReader::tr("a line break inside text; close the quotes first"));
                return false;
            }
            if (c != '\\') {
                bytes += c;
                continue;
            }
            if (m_pos >= m_text.size())
                break;
            const char e = m_text[m_pos++];
            switch (e) {
            case '"':
                bytes += '"';
                break;
            case '\\':
                bytes += '\\';
                break;
            case '/':
                bytes += '/';
                break;
            case 'b':
                bytes += '\b';
                break;
            case 'f':
                bytes += '\f';
                break;
            case 'n':
                bytes += '\n';
                break;
            case 'r':
                bytes += '\r';
                break;
            case 't':
                bytes += '\t';
                break;
            case 'u': {
                bool ok = false;
                const uint code = m_text.mid(m_pos, 4).toUInt(&ok, 16);
                if (!ok || m_pos + 4 > m_text.size()) {
                    setError(SourceJsonReader::tr("\\u needs four hexadecimal digits"));
                    return false;
                }
                m_pos += 4;
                bytes += QString(QChar(char16_t(code))).toUtf8();
                break;
            }
            default:
                setError(SourceJsonReader::tr("unknown escape \\%1 in text").arg(QLatin1Char(e)));
                return false;
            }
        }
        setError(SourceJsonReader::tr("the text is never closed with a double quote"));
        return false;
    }

    bool parseNumber(QJsonValue *value)
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && QByteArrayView("+-.eE0123456789").contains(m_text[m_pos]))
            ++m_pos;
        bool ok = false;
        const double d = m_text.mid(start, m_pos - start).toDouble(&ok);
        if (!ok) {
            m_pos = start;
            setError(SourceJsonReader::tr("'%1' is not a number")
                         .arg(QString::fromUtf8(m_text.mid(start, std::max<qsizetype>(1, m_pos - start)))));
            return false;
        }
        *value = d;
        return true;
    }

    const QByteArray &m_text;
    QJsonValue *m_root;
    Lines *m_lines;
    qsizetype m_pos = 0;
    int m_line = 1;
    qsizetype m_lineStart = 0;
    SourceJsonError m_error;
};

// How many keys the text has: every string followed by a colon. -1 if a string has something
// Qt's reader lets pass and ours does not (an unknown escape, a line break), so that ours reads
// it and says what is wrong.
qsizetype keysInText(const QByteArray &text)
{
    qsizetype keys = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        if (text[i] != '"')
            continue;
        for (++i; i < n && text[i] != '"'; ++i) {
            if (text[i] == '\n')
                return -1;
            if (text[i] == '\\') {
                if (++i >= n || !QByteArrayView("\"\\/bfnrtu").contains(text[i]))
                    return -1;
            }
        }
        qsizetype after = i + 1;
        while (after < n
               && (text[after] == ' ' || text[after] == '\t' || text[after] == '\r' || text[after] == '\n'))
            ++after;
        if (after < n && text[after] == ':')
            ++keys;
    }
    return keys;
}

// How many keys the parsed document holds. Walked through references, not copies: a value
// copied out of its object costs more than the check is worth.
qsizetype keysIn(const QJsonArray &array);

qsizetype keysIn(const QJsonObject &object)
{
    qsizetype keys = object.size();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const QJsonValueConstRef value = it.value();
        if (value.isObject())
            keys += keysIn(value.toObject());
        else if (value.isArray())
            keys += keysIn(value.toArray());
    }
    return keys;
}

qsizetype keysIn(const QJsonArray &array)
{
    qsizetype keys = 0;
    for (const QJsonValueConstRef value : array) {
        if (value.isObject())
            keys += keysIn(value.toObject());
        else if (value.isArray())
            keys += keysIn(value.toArray());
    }
    return keys;
}

} // namespace

bool SourceJsonReader::read(const QByteArray &text, SourceJson *out, SourceJsonError *error)
{
    *out = SourceJson();
    out->m_text = text;
    // Qt's reader is several times faster than ours. It keeps the last of two equal keys
    // without a word, so its result stands only if every key in the text survived; otherwise,
    // or if it fails, ours reads the text and says what is wrong and where.
    QJsonParseError qtError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &qtError);
    if (qtError.error == QJsonParseError::NoError) {
        const QJsonValue root
            = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
        const qsizetype parsedKeys
            = document.isObject() ? keysIn(document.object()) : keysIn(document.array());
        if (parsedKeys == keysInText(text)) {
            out->root = root;
            return true;
        }
    }
    if (Parser(text, &out->root, nullptr).run(error))
        return true;
    // Read again with paths, so the error says where it is.
    QJsonValue discarded;
    SourceJson::Lines lines;
    Parser(text, &discarded, &lines).run(error);
    return false;
}

const SourceJson::Lines &SourceJson::lines() const
{
    if (!m_lines) {
        auto lines = std::make_shared<Lines>();
        QJsonValue discarded;
        SourceJsonError ignored;
        Parser(m_text, &discarded, lines.get()).run(&ignored);
        m_lines = std::move(lines);
    }
    return *m_lines;
}

} // namespace adjutant::rules
