#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonValue>
#include <QString>

#include <memory>

namespace adjutant::rules {

// JSON parsed with the line every value and key stands on, so that a mistake deep in a ruleset
// can be reported as "file:line: tests[3].modifiers[1].value: message". QJsonDocument keeps no
// positions and silently keeps the last of two equal keys; this reader reports both.
struct SourceJson {
    QJsonValue root;

    // Line (from 1) of the value at a path ("" for the root, "tests[3].name"), or else of its
    // nearest ancestor.
    int lineOf(const QString &path) const;
    // Line of an object's key, for "unknown key" messages; else as lineOf.
    int keyLineOf(const QString &path) const;

    // Where each value and key stands, by path.
    struct Lines {
        QHash<QString, int> values;
        QHash<QString, int> keys;
    };

private:
    friend class SourceJsonReader;
    const Lines &lines() const;

    // Most files have no mistake, so the lines are found only when a message first needs one,
    // by reading the text again.
    QByteArray m_text;
    mutable std::shared_ptr<const Lines> m_lines;
};

struct SourceJsonError {
    int line = 0;
    int column = 0;
    QString path; // where in the document, when known
    QString message;
};

class SourceJsonReader
{
    Q_DECLARE_TR_FUNCTIONS(SourceJsonReader)
public:
    // Parses text; on failure returns false and fills error.
    static bool read(const QByteArray &text, SourceJson *out, SourceJsonError *error);

    static QString childPath(const QString &parent, const QString &key);
    static QString indexPath(const QString &parent, qsizetype index);
};

} // namespace adjutant::rules
