#pragma once

#include "ruleset.h"
#include "situation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace adjutant::rules {

// Reads a situation written as JSON (see `adjutant-cli help resolve`) and checks every unit type,
// field, value, modifier, input and option against the ruleset.
class SituationJson
{
    Q_DECLARE_TR_FUNCTIONS(SituationJson)
public:
    static Situation read(const Ruleset &ruleset, const QJsonObject &json, QStringList *errors);
    // One field of a unit of type `type` against the ruleset, as read() checks every field of a
    // unit: the mistake as "ROLE.KEY: ..." (an unknown field, a value that does not fit it), or
    // empty when it fits.
    static QString fieldMistake(const Ruleset &ruleset, const QString &role, const QString &type,
                                const QString &key, const QJsonValue &value);
    // The mistakes read() finds in {ROLE: {"type": TYPE, KEY: VALUE}}, without a situation built
    // and read whole (the umpire's correction of one field is checked so, entry after entry):
    // the type, the key's value (or figures, for "roster"), a total counted from the figures.
    static QStringList unitKeyMistakes(const Ruleset &ruleset, const QString &role, const QString &type,
                                       const QString &key, const QJsonValue &value);
    static QJsonObject unitToJson(const Ruleset &ruleset, const UnitState &unit);
    // A unit's figures, each with its id, role, name (when it has one) and every figure field
    // (its default when not set), in the unit's order.
    static QJsonArray figuresToJson(const Ruleset &ruleset, const UnitState &unit);
    // Figures as written (in a situation, a scenario, a snapshot), each checked against the
    // ruleset's roles and figure fields; the mistakes as "WHERE[i].KEY: ...".
    static QList<Figure> figuresFromJson(const Ruleset &ruleset, const QJsonValue &json, const QString &where,
                                         QStringList *errors);
    // Reads KEY=VALUE option settings from the command line into the situation.
    static bool setOption(const Ruleset &ruleset, const QString &setting, Situation *situation,
                          QString *error);
};

} // namespace adjutant::rules
