#pragma once

#include "ruleset.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace adjutant::rules {

// The text with every character that would break or disguise a line shown as an escape: line
// breaks, tabs and other control characters as \n, \t, \u0007, and the Unicode line separators
// and direction overrides as \u2028, \u202e... A message made from a file's keys stays one line
// that reads as it is.
QString oneLine(QStringView text);

struct RulesetError {
    QString file; // empty when no file is concerned (no ruleset has the id asked for)
    int line = 0; // 0 when the file could not be read at all
    QString path; // "tests[3].modifiers[1].value"; empty for whole-file problems
    QString message;
    // "file:line: path: message", the form every editor can jump to ("file: message" without a
    // line), on one line (see oneLine).
    QString toString() const;
};

struct RulesetLoadResult {
    std::optional<Ruleset> ruleset; // empty unless the whole file is valid
    QList<RulesetError> errors;
    // Looked up by id: broken files of the user's that claim the id, passed over (each with its
    // first mistake). Worth a warning: the ruleset loaded is not the one they meant to write.
    QList<RulesetError> passedOver;
    bool ok() const { return ruleset.has_value(); }
};

// Reads and checks a ruleset file. It rejects unknown keys, wrong types, dangling references,
// duplicate ids and bad dice expressions, reports every mistake it finds, and returns a ruleset
// only when there are none: nothing is ever loaded partially.
class RulesetLoader
{
    Q_DECLARE_TR_FUNCTIONS(RulesetLoader)
public:
    static RulesetLoadResult loadFile(const QString &path);
    static RulesetLoadResult loadData(const QByteArray &data, const QString &fileName);

    static constexpr int kFormatVersion = 1;
};

} // namespace adjutant::rules
