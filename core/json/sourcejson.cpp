#include "sourcejson.h"

#include "jsonescape.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <numeric>

namespace adjutant::json {

namespace {

// Follows a path from a node as far as it goes: the deepest node reached and where in the path
// it stopped. A key may itself hold '.' or '[', so each way of cutting the path into keys is
// tried until one leads all the way; `budget` bounds the tries, for keys made to mislead.
std::pair<qint32, qsizetype> follow(const SourceJson::Lines &l, QStringView path, qint32 node, qsizetype pos,
                                    bool first, int *budget)
{
    if (pos == path.size() || --*budget < 0)
        return {node, pos};
    if (path[pos] == u'[') {
        const qsizetype close = path.indexOf(u']', pos);
        bool ok = false;
        const qint64 index = close > pos ? path.mid(pos + 1, close - pos - 1).toLongLong(&ok) : -1;
        const auto it = ok ? l.items.constFind({node, index}) : l.items.constEnd();
        if (it == l.items.constEnd())
            return {node, pos};
        return follow(l, path, *it, close + 1, false, budget);
    }
    if (!first && path[pos] != u'.')
        return {node, pos};
    const qsizetype keyStart = first ? pos : pos + 1;
    std::pair<qint32, qsizetype> best{node, pos};
    for (qsizetype end = keyStart; end <= path.size(); ++end) {
        if (end < path.size() && path[end] != u'.' && path[end] != u'[')
            continue;
        const auto it = l.members.constFind({node, path.mid(keyStart, end - keyStart).toString()});
        if (it == l.members.constEnd())
            continue;
        const auto reached = follow(l, path, *it, end, false, budget);
        if (reached.second == path.size())
            return reached;
        if (reached.second > best.second)
            best = reached;
    }
    return best;
}

} // namespace

qint32 SourceJson::Lines::find(QStringView path, bool *whole) const
{
    int budget = 1000;
    const auto [node, pos] = follow(*this, path, 0, 0, true, &budget);
    if (whole)
        *whole = pos == path.size();
    return node;
}

int SourceJson::lineOf(const QString &path) const
{
    // The value's own line, or else its nearest ancestor's.
    const Lines &l = lines();
    if (l.nodes.empty())
        return 1;
    const Lines::Node &n = l.nodes[static_cast<std::size_t>(l.find(path, nullptr))];
    return n.line > 0 ? n.line : n.keyLine > 0 ? n.keyLine : 1;
}

int SourceJson::keyLineOf(const QString &path) const
{
    const Lines &l = lines();
    bool whole = false;
    const qint32 node = l.nodes.empty() ? 0 : l.find(path, &whole);
    if (whole && l.nodes[static_cast<std::size_t>(node)].keyLine > 0)
        return l.nodes[static_cast<std::size_t>(node)].keyLine;
    return lineOf(path);
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
    // With lines, every value's node and line is noted (and errors carry their path); without,
    // no path is ever built, which makes reading several times faster.
    Parser(const QByteArray &text, QJsonValue *root, Lines *lines)
        : m_text(text), m_root(root), m_lines(lines)
    { }

    bool run(SourceJsonError *error)
    {
        if (m_text.startsWith("\xEF\xBB\xBF"))
            m_pos = 3; // a byte order mark, as some editors on Windows write
        skipSpace();
        if (!parseValue(newNode(), m_root))
            return fail(error);
        skipSpace();
        if (m_pos < m_text.size()) {
            setError(SourceJsonReader::tr("unexpected text after the end of the document"), false);
            return fail(error);
        }
        return true;
    }

private:
    // One step of the path to the value being read, kept only to say where an error is.
    struct Step {
        QString key;
        qsizetype index = -1; // a list's item, else an object's member
    };

    bool fail(SourceJsonError *error)
    {
        *error = m_error;
        return false;
    }

    QString currentPath() const
    {
        QString path;
        for (const Step &s : m_steps)
            path = s.index < 0 ? SourceJsonReader::childPath(path, s.key)
                               : SourceJsonReader::indexPath(path, s.index);
        return path;
    }

    // Errors in the structure say where they are; errors inside a string or a number do not.
    void setError(const QString &message, bool atPath = true)
    {
        if (!m_error.message.isEmpty())
            return; // keep the first, innermost error
        m_error.line = m_line;
        m_error.column = static_cast<int>(m_pos - m_lineStart) + 1;
        m_error.path = atPath && m_lines ? currentPath() : QString();
        m_error.message = message;
    }

    void setErrorAt(int line, int column, const QString &message)
    {
        setError(message);
        m_error.line = line;
        m_error.column = column;
    }

    qint32 newNode()
    {
        if (!m_lines)
            return -1;
        m_lines->nodes.push_back({});
        return static_cast<qint32>(m_lines->nodes.size() - 1);
    }
    Lines::Node *node(qint32 id) { return m_lines ? &m_lines->nodes[static_cast<std::size_t>(id)] : nullptr; }

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

    bool parseValue(qint32 id, QJsonValue *value)
    {
        skipSpace();
        if (Lines::Node *n = node(id))
            n->line = m_line;
        if (m_pos >= m_text.size()) {
            setError(SourceJsonReader::tr("the document ends where a value was expected"));
            return false;
        }
        const char c = m_text[m_pos];
        if (c == '{' || c == '[') {
            // Each level is a call: a limit keeps a hostile file from running off the stack.
            if (m_depth >= SourceJsonReader::kMaxDepth) {
                setError(SourceJsonReader::tr("lists and objects nest more than %1 levels deep here; "
                                              "a ruleset needs a dozen at most")
                             .arg(SourceJsonReader::kMaxDepth));
                return false;
            }
            ++m_depth;
            const bool ok = c == '{' ? parseObject(id, value) : parseArray(id, value);
            --m_depth;
            return ok;
        }
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
                                      "null, an object or a list)"));
        return false;
    }

    // Members are gathered and put in the object in key order, at its end: QJsonObject keeps its
    // keys sorted, and a key inserted anywhere else moves every key after it. A small object is
    // searched for a key seen twice as each key comes; a large one is sorted once, at its end.
    bool parseObject(qint32 id, QJsonValue *value)
    {
        ++m_pos; // {
        struct Member {
            QString key;
            QJsonValue value;
            int line = 0;
            int column = 0;
        };
        std::vector<Member> members;
        constexpr std::size_t kSearched = 16;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            *value = QJsonObject();
            return true;
        }
        while (true) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"') {
                setError(SourceJsonReader::tr("expected a key in double quotes"));
                return false;
            }
            const int keyLine = m_line;
            const int keyColumn = static_cast<int>(m_pos - m_lineStart) + 1;
            QString key;
            if (!parseString(&key))
                return false;
            if (m_lines)
                m_steps.push_back({key, -1});
            if (members.size() < kSearched
                && std::any_of(members.begin(), members.end(),
                               [&](const Member &m) { return m.key == key; })) {
                setError(SourceJsonReader::tr("the key \"%1\" appears twice in this object").arg(key));
                return false;
            }
            const qint32 child = newNode();
            if (m_lines) {
                m_lines->members.insert({id, key}, child);
                node(child)->keyLine = keyLine;
            }
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':') {
                setError(SourceJsonReader::tr("expected ':' after the key \"%1\"").arg(key));
                return false;
            }
            ++m_pos;
            QJsonValue member;
            if (!parseValue(child, &member))
                return false;
            members.push_back({key, std::move(member), keyLine, keyColumn});
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                if (m_lines)
                    m_steps.pop_back();
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == '}') {
                ++m_pos;
                if (m_lines)
                    m_steps.pop_back();
                break;
            }
            setError(SourceJsonReader::tr("expected ',' or '}' after the value of \"%1\"").arg(key));
            return false;
        }
        // Sorted by key, then by place in the text: the same key twice stands side by side.
        std::vector<std::size_t> order(members.size());
        std::iota(order.begin(), order.end(), std::size_t(0));
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return members[a].key < members[b].key || (members[a].key == members[b].key && a < b);
        });
        std::size_t twice = members.size();
        for (std::size_t i = 1; i < order.size(); ++i)
            if (members[order[i]].key == members[order[i - 1]].key)
                twice = std::min(twice, order[i]);
        if (twice < members.size()) {
            const Member &m = members[twice];
            if (m_lines)
                m_steps.push_back({m.key, -1});
            setErrorAt(m.line, m.column,
                       SourceJsonReader::tr("the key \"%1\" appears twice in this object").arg(m.key));
            return false;
        }
        QJsonObject object;
        for (const std::size_t i : order)
            object.insert(members[i].key, members[i].value);
        *value = object;
        return true;
    }

    bool parseArray(qint32 id, QJsonValue *value)
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
            const qint32 child = newNode();
            if (m_lines) {
                m_lines->items.insert({id, array.size()}, child);
                m_steps.push_back({QString(), array.size()});
            }
            QJsonValue item;
            if (!parseValue(child, &item))
                return false;
            if (m_lines)
                m_steps.pop_back();
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
            setError(SourceJsonReader::tr("expected ',' or ']' in the list"));
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
                setError(SourceJsonReader::tr("a line break inside text; close the quotes first"), false);
                return false;
            }
            if (c != '\\') {
                bytes += c;
                continue;
            }
            if (m_pos >= m_text.size())
                break;
            const char e = m_text[m_pos++];
            if (const std::optional<char> escaped = shortEscape(e)) {
                bytes += *escaped;
                continue;
            }
            switch (e) {
            case 'u': {
                bool ok = false;
                const uint code = m_text.mid(m_pos, 4).toUInt(&ok, 16);
                if (!ok || m_pos + 4 > m_text.size()) {
                    setError(SourceJsonReader::tr("\\u needs four hexadecimal digits"), false);
                    return false;
                }
                m_pos += 4;
                bytes += QString(QChar(char16_t(code))).toUtf8();
                break;
            }
            default:
                setError(SourceJsonReader::tr("unknown escape \\%1 in text").arg(QLatin1Char(e)), false);
                return false;
            }
        }
        setError(SourceJsonReader::tr("the text is never closed with a double quote"), false);
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
                         .arg(QString::fromUtf8(m_text.mid(start, std::max<qsizetype>(1, m_pos - start)))),
                     false);
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
    int m_depth = 0;
    std::vector<Step> m_steps;
};

// How many keys the text has: every string followed by a colon. -1 if a string has something
// Qt's reader lets pass and ours does not (an unknown escape, a line break), or if lists and
// objects nest deeper than ours allows, so that ours reads it and says what is wrong.
qsizetype keysInText(const QByteArray &text)
{
    qsizetype keys = 0;
    int depth = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = text[i];
        if (c == '[' || c == '{') {
            if (++depth > SourceJsonReader::kMaxDepth)
                return -1;
            continue;
        }
        if (c == ']' || c == '}') {
            --depth;
            continue;
        }
        if (c != '"')
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
    // or if it fails, ours reads the text and says what is wrong and where. The keys in the
    // text are counted first: that count also finds a nesting too deep for ours.
    const qsizetype textKeys = keysInText(text);
    if (textKeys >= 0) {
        QJsonParseError qtError;
        const QJsonDocument document = QJsonDocument::fromJson(text, &qtError);
        if (qtError.error == QJsonParseError::NoError) {
            const QJsonValue root
                = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
            const qsizetype parsedKeys
                = document.isObject() ? keysIn(document.object()) : keysIn(document.array());
            if (parsedKeys == textKeys) {
                out->root = root;
                return true;
            }
        }
    }
    // Ours notes the lines as it goes: a failure needs them for its message, and a text that
    // only ours takes would need them again for the loader's.
    auto lines = std::make_shared<SourceJson::Lines>();
    if (!Parser(text, &out->root, lines.get()).run(error)) {
        out->root = QJsonValue();
        return false;
    }
    out->m_lines = std::move(lines);
    return true;
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

} // namespace adjutant::json
