#pragma once

#include "ruleset.h"

#include "json/fileerror.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace adjutant::rules {

// Rulesets report their mistakes as any hand-written file does.
using RulesetError = json::FileError;
using json::oneLine;

struct RulesetLoadResult {
    std::optional<Ruleset> ruleset; // empty unless the whole file is valid
    QList<RulesetError> errors;
    // Looked up by id: broken files of the user's that claim the id, passed over (each with its
    // first mistake). Worth a warning: the ruleset loaded is not the one they meant to write.
    QList<RulesetError> passedOver;
    bool ok() const { return ruleset.has_value(); }
};

// Reads and checks a ruleset file. It rejects unknown keys, wrong types, dangling references,
// duplicate ids and bad dice expressions, reports every mistake it finds, and returns a ruleset
// only when there are none: nothing is ever loaded partially.
class RulesetLoader
{
    Q_DECLARE_TR_FUNCTIONS(RulesetLoader)
public:
    static RulesetLoadResult loadFile(const QString &path);
    static RulesetLoadResult loadData(const QByteArray &data, const QString &fileName);

    static constexpr int kFormatVersion = 1;
};

} // namespace adjutant::rules
