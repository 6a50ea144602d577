#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonValue>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace adjutant::json {

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

    // Where each value and key stands: a tree of the document's values, each with its lines,
    // found from its parent by key or index. Memory grows with the number of values, never with
    // the length of their paths (a path string per value grows with the square of the depth).
    struct Lines {
        struct Node {
            int line = 0; // of the value; 0 until it is read
            int keyLine = 0; // of its key, for an object's member
        };
        std::vector<Node> nodes; // nodes[0] is the root
        QHash<std::pair<qint32, QString>, qint32> members; // (object, key) -> node
        QHash<std::pair<qint32, qint64>, qint32> items; // (list, index) -> node
        // The deepest node the path leads to; *whole tells whether it leads all the way.
        qint32 find(QStringView path, bool *whole) const;
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
    // Lists and objects nest at most this deep. The built-in rulesets nest 14 levels at most
    // (a condition inside a choice inside a test); 64 leaves a house-rule writer four times
    // that, and keeps the reader and the loaders, which recurse once a level, far from the
    // end of any thread's stack.
    static constexpr int kMaxDepth = 64;

    // Parses text; on failure returns false and fills error.
    static bool read(const QByteArray &text, SourceJson *out, SourceJsonError *error);

    static QString childPath(const QString &parent, const QString &key);
    static QString indexPath(const QString &parent, qsizetype index);
};

} // namespace adjutant::json
