#pragma once

#include "files/outputpath.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace adjutant::ui {

// The app's way through OutputPath::check for a path chosen in a file dialog: write, refuse with
// a reason, or first ask "Replace it?" (Qt's own dialog does not ask in every platform theme, so
// the app's dialogs are told not to, and the app asks itself, once).
struct ReplaceQuestion {
    Q_DECLARE_TR_FUNCTIONS(ReplaceQuestion)
public:
    bool write = false; // go ahead
    QString error; // refused: why (the path named)
    QString question; // asked first: "FILE already exists: replace it?"

    static ReplaceQuestion ask(const QString &path, OutputPath::Writes writes, const QStringList &inputs,
                               bool replace)
    {
        const OutputPath::Check check = OutputPath::check(path, writes, inputs);
        ReplaceQuestion q;
        if (check.allows(replace))
            q.write = true;
        else if (check.verdict == OutputPath::Verdict::Replaces)
            q.question = tr("%1: replace it?").arg(check.reason);
        else
            q.error = check.reason;
        return q;
    }
};

} // namespace adjutant::ui
