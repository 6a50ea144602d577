#pragma once

#include "ruleset.h"

#include "json/checkedjson.h"

#include <functional>
#include <optional>

namespace adjutant::rules {

// What the ruleset loader lends the procedure loader: its readers of conditions, numbers and
// effects, so that a procedure's are checked exactly as a test's are.
struct ProcedureParsers {
    std::function<std::optional<Condition>(const QJsonValue &, const QString &, const Test *)> condition;
    std::function<std::optional<Value>(const QJsonValue &, const QString &, const Test *, bool allowResult)>
        value;
    std::function<QList<Effect>(const json::checked::Obj &, const char *, const Test *)> effects;
    std::function<std::optional<FigurePick>(const QJsonValue &, const QString &, const Test *)> pick;
    // The procedure's own roles besides actor and target (a supported gun), which its conditions
    // may read while it is read (gun.crew); empty once it is done. Optional.
    std::function<void(const QStringList &)> roles;
};

// Reads the "procedures" section (see procedure.h) into the ruleset, reporting every mistake.
void readProcedures(json::checked::Context &ctx, const json::checked::Obj &top, Ruleset &ruleset,
                    const ProcedureParsers &parsers);

} // namespace adjutant::rules
