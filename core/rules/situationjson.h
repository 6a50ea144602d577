#pragma once

#include "ruleset.h"
#include "situation.h"

#include <QCoreApplication>
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
    // Reads KEY=VALUE option settings from the command line into the situation.
    static bool setOption(const Ruleset &ruleset, const QString &setting, Situation *situation,
                          QString *error);
};

} // namespace adjutant::rules
