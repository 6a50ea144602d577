#pragma once

// What the commands on rulesets share: reading a ruleset and a situation, and writing a test's
// set-up and resolution as text or JSON (rulescommands.cpp).

#include "cli.h"

#include "rules/resolver.h"
#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QJsonObject>

#include <optional>

namespace adjutant::cli {

struct Loaded {
    std::optional<rules::Ruleset> ruleset;
    int status = Ok;
};

Loaded loadRuleset(const Invocation &invocation, const QString &idOrPath);
std::optional<rules::Situation> loadSituation(const Invocation &invocation, const rules::Ruleset &rs,
                                              const QString &file, const QStringList &optionSettings,
                                              int *status);
QJsonObject setupJson(const rules::TestSetup &s);
QJsonObject resolutionJson(const rules::Ruleset &rs, const QString &testId, const rules::Resolution &r);
QString setupText(const rules::Ruleset &rs, const rules::TestSetup &s, const QString &indent);
QString resolutionText(const rules::Ruleset &rs, const rules::Resolution &r);

} // namespace adjutant::cli
