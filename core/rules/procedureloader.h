#pragma once

#include "checkedjson.h"
#include "ruleset.h"

#include <functional>
#include <optional>

namespace adjutant::rules {

// What the ruleset loader lends the procedure loader: its readers of conditions, numbers and
// effects, so that a procedure's are checked exactly as a test's are.
struct ProcedureParsers {
    std::function<std::optional<Condition>(const QJsonValue &, const QString &, const Test *)> condition;
    std::function<std::optional<Value>(const QJsonValue &, const QString &, const Test *, bool allowResult)>
        value;
    std::function<QList<Effect>(const checked::Obj &, const char *, const Test *)> effects;
};

// Reads the "procedures" section (see procedure.h) into the ruleset, reporting every mistake.
void readProcedures(checked::Context &ctx, const checked::Obj &top, Ruleset &ruleset,
                    const ProcedureParsers &parsers);

} // namespace adjutant::rules
