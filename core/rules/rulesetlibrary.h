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
    // The user's own are in AppFolders::rulesets().
    static QList<Entry> list();
    // By id (a user file wins over a built-in one with the same id), or by a file path.
    static RulesetLoadResult load(const QString &idOrPath);
};

} // namespace adjutant::rules
