#pragma once

#include "rulesetloader.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

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
        int format = 0; // as the file says
        QStringList migrated; // rewritten from an earlier format on reading, in words
        QString sha256; // of its content (Ruleset::sha256)
    };

    static QString builtInFolder() { return QStringLiteral(":/rulesets"); }
    // Earlier versions of the built-in rulesets, as ID-VERSION.json: a battle begun under one is
    // replayed and played on under the same rules, so that its journal means what it meant.
    static QString earlierFolder() { return QStringLiteral(":/rulesets/earlier"); }
    // The user's own are in AppFolders::rulesets().
    static QList<Entry> list();
    // By id (a user file wins over a built-in one with the same id), or by a file path.
    static RulesetLoadResult load(const QString &idOrPath);
    // The ruleset of that id whose content hashes to `sha256` (Ruleset::sha256), if the library
    // has one: the user's own, a built-in one, or (`earlierToo`) an earlier copy. What a battle
    // pinned to those rules uses rather than its own copy; none when no file holds them.
    static std::optional<Ruleset> loadExactly(const QString &id, const QString &sha256,
                                              bool earlierToo = false);
    // The rules a battle saved before battles carried their rules was begun under, by id and
    // version alone: Adjutant's own copy of that version (earlier/ID-VERSION.json, or the built-in
    // file when it is at that version), else the user's file of that id and version; an error
    // when none has that version. *warnings notes a user's file of the same id and version with
    // other content, which such a battle is not opened under.
    static RulesetLoadResult loadSavedBefore(const QString &id, const QString &version,
                                             QStringList *warnings);

    // Every ruleset Adjutant ships, the current files and the earlier copies, as
    // resources/rulesets/versions.lock lists them: "FILE ID VERSION SHA256" (FILE relative to
    // builtInFolder()), one a line, in the order of their files.
    static QStringList lockLines();
};

} // namespace adjutant::rules
