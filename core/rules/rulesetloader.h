#pragma once

#include "ruleset.h"

#include "json/fileerror.h"
#include "json/sourcejson.h"

#include <QCoreApplication>
#include <QJsonObject>
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
    // What a ruleset is pinned by (Ruleset::canonical and Ruleset::sha256): its content as compact
    // JSON, and that text's SHA-256.
    struct Pin {
        QByteArray canonical;
        QString sha256;
    };
    static Pin pinOf(const QJsonObject &root);
    // A file already read as JSON (json::SourceJsonReader), loaded as loadData loads its bytes;
    // `pin`, when the caller worked it out already, is the pinOf its root.
    static RulesetLoadResult loadRead(json::SourceJson src, const QString &fileName,
                                      const std::optional<Pin> &pin = std::nullopt);

    // The format of the file this Adjutant writes and reads: raised whenever the schema changes in a
    // way an earlier file would not load (a key renamed, moved or given another shape). Files of
    // an earlier format, back to kOldestFormat, are rewritten on reading (loader/migrations.cpp,
    // with a note of each change in Ruleset::migrated); a newer one is refused with word to update.
    static constexpr int kFormatVersion = 2;
    static constexpr int kOldestFormat = 1;

private:
    // The file's format: a newer one refused, an earlier one rewritten into the current one.
    static std::optional<RulesetError> readFormat(json::SourceJson &src, const QString &fileName,
                                                  Ruleset &rs);
};

} // namespace adjutant::rules
