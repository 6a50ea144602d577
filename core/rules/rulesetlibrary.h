#pragma once

#include "rulesetloader.h"

#include <QList>
#include <QString>

namespace adjutant::rules {

// Where rulesets come from: those built into Adjutant, and an umpire's own files in the user
// folder (house rules), which may replace a built-in one by using its id.
class RulesetLibrary
{
public:
    struct Entry {
        QString id;
        QString name;
        QString version;
        QString path;
        bool builtIn = false;
        QList<RulesetError> errors; // a broken file is listed with its errors, never loaded
    };

    static QString builtInFolder() { return QStringLiteral(":/rulesets"); }
    // Earlier versions of the built-in rulesets, as ID-VERSION.json: a battle begun under one is
    // replayed and played on under the same rules, so that its journal means what it meant.
    static QString earlierFolder() { return QStringLiteral(":/rulesets/earlier"); }
    // The user's own are in AppFolders::rulesets().
    static QList<Entry> list();
    // By id (a user file wins over a built-in one with the same id), or by a file path.
    static RulesetLoadResult load(const QString &idOrPath);
    // The ruleset a battle was saved with: by id, in that version when the one load(id) finds is
    // another and a built-in earlier copy of that version is kept; otherwise as load(id).
    static RulesetLoadResult load(const QString &id, const QString &version);
};

} // namespace adjutant::rules
