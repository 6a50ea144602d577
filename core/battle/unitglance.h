#pragma once

#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// A unit's state as the order of battle shows it at a glance, worked out from the ruleset's
// display section: losses as pips, the morale state by word and tone, formation and markers.
struct UnitGlance {
    int lost = 0; // pips marked
    int outOf = 0; // pips in all; 0 when the ruleset shows no losses for this unit
    QString stateId;
    QString stateName;
    rules::Display::Tone tone = rules::Display::Tone::Steady;
    QString formation; // its name
    QStringList markers; // names of the marker flags that are set
    bool removed = false;
    friend bool operator==(const UnitGlance &, const UnitGlance &) = default;
};

class UnitView
{
    Q_DECLARE_TR_FUNCTIONS(UnitView)
public:
    // `start` is the unit as the battle began, for losses counted from what is left.
    static UnitGlance glance(const rules::Ruleset &ruleset, const rules::UnitState &unit,
                             const rules::UnitState &start);
    // Whether two states of one unit, from the same start under the same rules, may glance
    // otherwise in how the unit stands: its losses, its state (id, name and tone), whether it is
    // out of play. False only when what glance reads for those is alike: the same type and the
    // same losses and state fields, of the same kinds (the report passes over a unit an entry
    // wrote without moving it, a marker set, instead of glancing at it twice).
    static bool standingMayDiffer(const rules::Ruleset &ruleset, const rules::UnitState &a,
                                  const rules::UnitState &b);
    // A field's value, or the ruleset's default when the unit does not set it.
    static QVariant value(const rules::Ruleset &ruleset, const rules::UnitState &unit,
                          const QString &fieldId);
    // The value in words: a ladder step's or formation's name, "yes"/"no", a number.
    static QString valueText(const rules::Ruleset &ruleset, const rules::UnitState &unit,
                             const QString &fieldId);
    static QString choiceName(const rules::Ruleset &ruleset, const rules::Field &field,
                              const QString &choice);
    // The choices a field offers, as (id, name): ladder steps, or choices.
    static QList<std::pair<QString, QString>> choices(const rules::Ruleset &ruleset,
                                                      const rules::Field &field);
};

} // namespace adjutant::battle
