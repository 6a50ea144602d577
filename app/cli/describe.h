#pragma once

#include "rules/ruleset.h"

#include <QJsonObject>
#include <QString>

namespace adjutant::cli {

// Everything a ruleset defines, with the ids scripts and situation files use.
QJsonObject describeJson(const rules::Ruleset &ruleset);
QString describeText(const rules::Ruleset &ruleset);

} // namespace adjutant::cli
