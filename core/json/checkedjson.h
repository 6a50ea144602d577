#pragma once

// Reading JSON that people write by hand: every value is checked for its type, unknown keys are
// reported, and each mistake carries the file, line and path it stands at. The ruleset and the
// scenario loaders both read through these.

#include "bounds.h"
#include "fileerror.h"
#include "filetexts.h"
#include "sourcejson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <functional>
#include <initializer_list>

namespace adjutant::json::checked {

class CheckedJson
{
    Q_DECLARE_TR_FUNCTIONS(CheckedJson)
};

using Keys = std::initializer_list<const char *>;

// Collects errors with their line; every reader below reports here and carries on, so one run
// lists every mistake in the file, up to a limit: past it they are counted, not kept (a file
// made of mistakes would otherwise take seconds and hundreds of MB to list them).
class Context
{
public:
    static constexpr qsizetype kMaxErrors = 1000;

    Context(const SourceJson &src, const QString &file) : m_src(src), m_file(file) { }

    void error(const QString &path, const QString &message)
    {
        if (keep(path, message))
            m_errors.append(FileError{m_file, m_src.lineOf(path), path, message});
    }
    void keyError(const QString &path, const QString &message)
    {
        if (keep(path, message))
            m_errors.append(FileError{m_file, m_src.keyLineOf(path), path, message});
    }
    bool hasErrors() const { return !m_errors.isEmpty(); }
    // In the order of the file, with a last word on those not kept.
    QList<FileError> errors() const
    {
        QList<FileError> out = m_errors;
        std::stable_sort(out.begin(), out.end(),
                         [](const FileError &a, const FileError &b) { return a.line < b.line; });
        if (m_dropped > 0)
            out.append({m_file, 0, QString(),
                        CheckedJson::tr("and %1 more mistakes, not listed; fix these first").arg(m_dropped)});
        return out;
    }

    // Checks done once every definition is read: references to tests and tables defined later.
    std::function<void()> &deferred(std::function<void()> check)
    {
        m_deferred.append(std::move(check));
        return m_deferred.last();
    }
    void runDeferred()
    {
        // A check may defer another (a condition read late that names a step of the turn).
        for (qsizetype i = 0; i < m_deferred.size(); ++i) {
            const std::function<void()> check = m_deferred.at(i);
            check();
        }
    }

    // What people read in the file (names, explanations, notes) is translated in the file's own
    // context, "ruleset:ID" or "scenario:ID" (see FileTexts): translations/ruleset_strings.py
    // puts the same texts in that context into the .ts files, and an umpire's own file may bring
    // a catalogue.
    void setTextContext(const QString &context) { m_textContext = context; }
    QString translated(const QString &text) const { return FileTexts::translate(m_textContext, text); }

private:
    // Once each (a key read twice is missing twice), and no more than the limit.
    bool keep(const QString &path, const QString &message)
    {
        if (m_said.contains({path, message}))
            return false;
        if (m_errors.size() >= kMaxErrors) {
            ++m_dropped;
            return false;
        }
        m_said.insert({path, message});
        return true;
    }

    const SourceJson &m_src;
    QString m_file;
    QList<FileError> m_errors;
    QSet<std::pair<QString, QString>> m_said;
    qsizetype m_dropped = 0;
    QList<std::function<void()>> m_deferred;
    QString m_textContext;
};

inline QString child(const QString &path, const QString &key)
{
    return SourceJsonReader::childPath(path, key);
}
inline QString item(const QString &path, qsizetype i)
{
    return SourceJsonReader::indexPath(path, i);
}

inline QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return CheckedJson::tr("null");
    case QJsonValue::Bool:
        return CheckedJson::tr("true/false");
    case QJsonValue::Double:
        return CheckedJson::tr("a number");
    case QJsonValue::String:
        return CheckedJson::tr("text");
    case QJsonValue::Array:
        return CheckedJson::tr("a list");
    case QJsonValue::Object:
        return CheckedJson::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return CheckedJson::tr("nothing");
}

// One JSON object being read: knows its path, checks types, and reports unknown keys.
class Obj
{
public:
    Obj(Context &ctx, const QJsonValue &value, const QString &path, Keys allowed) : m_ctx(ctx), m_path(path)
    {
        if (!value.isObject()) {
            ctx.error(path, CheckedJson::tr("expected an object, found %1").arg(typeName(value)));
            m_valid = false;
            return;
        }
        // The allowed keys it has, with their values, gathered in one pass: the readers look keys
        // up thousands of times in a ruleset, and QJsonObject finds a key by walking all of them.
        const QJsonObject object = value.toObject();
        QString allowedText; // for the first unknown key, if any
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = it.key();
            const auto known = std::find_if(allowed.begin(), allowed.end(),
                                            [&key](const char *k) { return key == QLatin1String(k); });
            if (known != allowed.end()) {
                m_fields.append({*known, it.value()});
                continue;
            }
            if (allowedText.isEmpty()) {
                QStringList sorted;
                for (const char *k : allowed)
                    sorted.append(QString::fromLatin1(k));
                sorted.sort();
                allowedText = sorted.join(QStringLiteral(", "));
            }
            ctx.keyError(child(path, key), CheckedJson::tr("unknown key; allowed here: %1").arg(allowedText));
        }
    }

    bool valid() const { return m_valid; }
    bool has(const char *key) const { return find(key) != nullptr; }
    QJsonValue value(const char *key) const
    {
        const QJsonValue *v = find(key);
        return v ? *v : QJsonValue(QJsonValue::Undefined);
    }
    QString path(const char *key) const { return child(m_path, QString::fromLatin1(key)); }
    const QString &path() const { return m_path; }
    Context &ctx() const { return m_ctx; }

    // Said at the missing key's own path ("tests[1].dice", or "id" at the top), on the line of
    // the object that lacks it.
    void missing(const char *key) const
    {
        m_ctx.error(path(key), CheckedJson::tr("the key \"%1\" is required").arg(QLatin1String(key)));
    }
    void wrongType(const char *key, const QString &expected) const
    {
        m_ctx.error(path(key), CheckedJson::tr("expected %1, found %2").arg(expected, typeName(value(key))));
    }

    // Each reader below looks its key up once: a lookup walks the object's keys, and a ruleset
    // makes thousands of them.
    QString text(const char *key, bool required = true) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined()) {
            if (required && m_valid)
                missing(key);
            return {};
        }
        if (!v.isString()) {
            wrongType(key, CheckedJson::tr("text"));
            return {};
        }
        QString s = v.toString();
        if (required && s.trimmed().isEmpty())
            m_ctx.error(path(key), CheckedJson::tr("must not be empty"));
        return s;
    }

    std::optional<int> integer(const char *key, bool required = false) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined()) {
            if (required && m_valid)
                missing(key);
            return std::nullopt;
        }
        if (!v.isDouble()) {
            wrongType(key, CheckedJson::tr("a whole number"));
            return std::nullopt;
        }
        // 1e308 fits no int (and qint64(1e308) is undefined): the range is checked first.
        const double d = v.toDouble();
        if (std::abs(d) > kMaxMagnitude || d != double(qint64(d))) {
            m_ctx.error(path(key),
                        CheckedJson::tr("expected a whole number from %1 to %2, not %3")
                            .arg(-kMaxMagnitude)
                            .arg(kMaxMagnitude)
                            .arg(d));
            return std::nullopt;
        }
        return static_cast<int>(d);
    }

    std::optional<double> number(const char *key) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isDouble()) {
            wrongType(key, CheckedJson::tr("a number"));
            return std::nullopt;
        }
        return v.toDouble();
    }

    bool flag(const char *key, bool fallback = false) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined())
            return fallback;
        if (!v.isBool()) {
            wrongType(key, CheckedJson::tr("true or false"));
            return fallback;
        }
        return v.toBool();
    }

    QJsonArray array(const char *key, bool required = false) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined()) {
            if (required && m_valid)
                missing(key);
            return {};
        }
        if (!v.isArray()) {
            wrongType(key, CheckedJson::tr("a list"));
            return {};
        }
        return v.toArray();
    }

    QStringList texts(const char *key) const
    {
        QStringList out;
        const QJsonArray a = array(key);
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a[i].isString())
                m_ctx.error(item(path(key), i),
                            CheckedJson::tr("expected text, found %1").arg(typeName(a[i])));
            else
                out.append(a[i].toString());
        }
        return out;
    }

    // Text for people, in the language of the app when a catalogue has it (see Context).
    QString prose(const char *key, bool required = false) const
    {
        return m_ctx.translated(text(key, required));
    }

private:
    const QJsonValue *find(const char *key) const
    {
        for (const auto &[name, v] : m_fields)
            if (name == key || std::strcmp(name, key) == 0)
                return &v;
        return nullptr;
    }

    Context &m_ctx;
    QString m_path;
    QVarLengthArray<std::pair<const char *, QJsonValue>, 8> m_fields;
    bool m_valid = true;
};

// Ids are letters, digits and hyphens, so they read well in files and on the command line: no
// spaces, dots, slashes, underscores or other marks. Mostly lower-case words joined by hyphens
// ("first-shot"), but capitals stand: built-in rulesets name an option "cardScale" and a movement
// column "counterCharge", and battles saved under them record those ids. Letters of any script
// stand too: a unit joining a battle takes an id made from its name ("légion"), kept in journals.
inline bool isId(const QString &id)
{
    if (id.isEmpty())
        return false;
    for (QChar c : id)
        if (!(c.isLetterOrNumber() || c == u'-'))
            return false;
    return true;
}

} // namespace adjutant::json::checked
