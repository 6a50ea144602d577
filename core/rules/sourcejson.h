#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonValue>
#include <QString>

namespace adjutant::rules {

// JSON parsed with the line every value and key stands on, so that a mistake deep in a ruleset
// can be reported as "file:line: tests[3].modifiers[1].value: message". QJsonDocument keeps no
// positions and silently keeps the last of two equal keys; this reader reports both.
struct SourceJson {
    QJsonValue root;
    // Line (from 1) of the value at each path: "" for the root, "tests[3].name", ...
    QHash<QString, int> valueLines;
    // Line of each object key, for "unknown key" messages.
    QHash<QString, int> keyLines;

    int lineOf(const QString &path) const;
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
