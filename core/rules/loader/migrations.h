#pragma once

// Rulesets written for an earlier format of the file, brought up to the current one before the
// loader reads them, so that an umpire's file written for an earlier Adjutant keeps loading.
// Private to the loader: RulesetLoader (rulesetloader.h) is the interface.

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace adjutant::rules::detail {

// One step per change of the schema, each rewriting only what is still in the old shape (every
// shape between two raises of `format` claimed the same number, so each step looks for its own
// old keys rather than trusting the number) and saying in words what it rewrote.
class FormatMigrations
{
    Q_DECLARE_TR_FUNCTIONS(FormatMigrations)
public:
    // Rewrites `root`, written for `format`, into the current format (RulesetLoader::kFormatVersion)
    // and returns a note for each change made; none when nothing was in an old shape.
    static QStringList migrate(QJsonObject &root, int format);

private:
    // Format 1 → 2: a movement row's columns were its own keys ("move": 4, "rough": 2, and
    // "chargeBonus"); they are the ruleset's declared movementColumns now, by "inches" and "bonus".
    static void movementColumnsDeclared(QJsonObject &root, QStringList &notes);
    // Format 1 → 2: activation.endOfPhase (every unit, at the end of every phase) became each
    // phase's own "atEnd".
    static void endOfPhaseIntoEachPhase(QJsonObject &root, QStringList &notes);
};

} // namespace adjutant::rules::detail
