#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace adjutant::text {

// The punctuation that joins texts the engine puts together, translated like any message, so
// that French gets its non-breaking space before ";" and ":" ("a ; b", "raison : texte") and
// every language its own marks. Never used for what files hold (ids, JSON, "file:line").
class Punctuation
{
    Q_DECLARE_TR_FUNCTIONS(Punctuation)
public:
    // "a; b; c": items that may hold commas of their own.
    static QString joined(const QStringList &items);
    static QString semicolon(); // "; "
    // "label: text".
    static QString labelled(const QString &label, const QString &text);
    static QString colon(); // ": ", before a text added to one already said
};

} // namespace adjutant::text
