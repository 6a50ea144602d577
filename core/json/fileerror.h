#pragma once

#include <QString>
#include <QStringView>

namespace adjutant::json {

// The text with every character that would break or disguise a line shown as an escape: line
// breaks, tabs and other control characters as \n, \t, \u0007, and the Unicode line separators
// and direction overrides as \u2028, \u202e... A message made from a file's keys stays one line
// that reads as it is.
QString oneLine(QStringView text);

// A mistake in a file people write by hand (a ruleset, a scenario), where an editor can jump to it.
struct FileError {
    QString file; // empty when no file is concerned (no ruleset has the id asked for)
    int line = 0; // 0 when the file could not be read at all
    QString path; // "tests[3].modifiers[1].value"; empty for whole-file problems
    QString message;
    // "file:line: path: message", the form every editor can jump to ("file: message" without a
    // line, "line 5: message" without a file), on one line (see oneLine).
    QString toString() const;
};

} // namespace adjutant::json
