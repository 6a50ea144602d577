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
