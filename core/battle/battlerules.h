#pragma once

#include "action.h"
#include "battle.h"

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::battle {

// How a battle holds on to the rules it is played with, and how it moves onto others.
//
// A battle file names its rules in its header, {"id", "version", "sha256"}, and keeps a copy of
// them (RulesetCopy) beside. Opening takes the library's file of that id when its content hashes
// the same (a built-in ruleset, the user's house rules, an earlier copy), else the battle's own
// copy: whatever has become of the files around it, and whatever a house-rules file of the same
// id and version now says, the battle replays as it was played. Battles saved before battles kept
// their rules name an id and a version alone and are opened under Adjutant's own copy of that
// version (RulesetLibrary::loadSavedBefore); they carry their rules from their next save on.
//
// Moving onto other rules is an entry of its own (action::UpdateRules), never done on opening.
class BattleRules
{
    Q_DECLARE_TR_FUNCTIONS(BattleRules)
public:
    struct Found {
        std::optional<rules::Ruleset> ruleset;
        QString error; // why no rules could be had
        QStringList warnings;
        bool pinned = false; // named by their content; false: by id and version alone (saved before)
        bool ownCopy = false; // from the battle's own copy, the library having no file with that content
    };
    // `pin` is the header's "ruleset", `copy` its "rulesetCopy"; `file` names the battle in messages.
    static Found find(const QJsonObject &pin, const QString &copy, const QString &file);

    // What the library has now for the battle's ruleset, when it is not what the battle is played
    // under: the rules an update would move onto. None when they are the same, or the library's
    // file of that id does not load (*error then says why).
    static std::optional<rules::Ruleset> otherInLibrary(const Battle &battle, QString *error);
    // An update of the rules as asked ({"kind": "update-rules"}), filled in with the library's
    // rules of the battle's id; none with *error saying why (there are none, or the same).
    static std::optional<action::UpdateRules> fromLibrary(const Battle &battle, QString *error);
    // "kgcwo 1.4.0 → 1.5.0", for a notice or a button.
    static QString changeText(const rules::Ruleset &from, const rules::Ruleset &to);
};

} // namespace adjutant::battle
