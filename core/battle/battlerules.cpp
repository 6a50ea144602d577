#include "battlerules.h"
#include "text/punctuation.h"

#include "rules/rulesetcopy.h"
#include "rules/rulesetlibrary.h"

namespace adjutant::battle {

using rules::RulesetCopy;
using rules::RulesetLibrary;
using rules::RulesetLoadResult;
using rules::RulesetPin;

BattleRules::Found BattleRules::find(const QJsonObject &pinJson, const QString &copy, const QString &file)
{
    Found out;
    const RulesetPin pin = RulesetPin::fromJson(pinJson);
    if (pin.sha256.isEmpty()) {
        // Saved before battles kept their rules: by id and version, under Adjutant's own copy.
        RulesetLoadResult r = RulesetLibrary::loadSavedBefore(pin.id, pin.version, &out.warnings);
        if (!r.ok()) {
            out.error = tr("the battle's ruleset %1 %2 cannot be loaded").arg(pin.id, pin.version);
            if (!r.errors.isEmpty())
                out.error += text::Punctuation::colon() + r.errors.first().message;
            return out;
        }
        out.ruleset = std::move(r.ruleset);
        return out;
    }
    out.pinned = true;
    // The library's file when it holds the very content, else the battle's own copy, read once.
    if ((out.ruleset = RulesetLibrary::loadExactly(pin.id, pin.sha256)))
        return out;
    const RulesetLoadResult own
        = RulesetCopy::unpack(copy, pin.sha256, tr("%1: its copy of %2 %3").arg(file, pin.id, pin.version));
    if (own.ok() && own.ruleset->id == pin.id) {
        out.ruleset = own.ruleset;
        out.ownCopy = true;
        return out;
    }
    const QString why = own.errors.isEmpty()
        ? tr("%1: its copy of %2 %3 holds other rules").arg(file, pin.id, pin.version)
        : own.errors.first().toString();
    // Damaged: an earlier copy Adjutant ships may still hold the very content.
    if ((out.ruleset = RulesetLibrary::loadExactly(pin.id, pin.sha256, true))) {
        out.warnings.append(tr("%1; Adjutant's own copy of those rules was used").arg(why));
        return out;
    }
    out.error = tr("%1, and no ruleset Adjutant has holds those rules: the battle cannot be replayed as it "
                   "was played")
                    .arg(why);
    return out;
}

std::optional<rules::Ruleset> BattleRules::otherInLibrary(const Battle &battle, QString *error)
{
    RulesetLoadResult r = RulesetLibrary::load(battle.ruleset().id);
    if (!r.ok()) {
        *error = r.errors.isEmpty() ? tr("the library has no ruleset %1").arg(battle.ruleset().id)
                                    : r.errors.first().toString();
        return std::nullopt;
    }
    if (r.ruleset->sha256 == battle.ruleset().sha256)
        return std::nullopt;
    return std::move(r.ruleset);
}

std::optional<action::UpdateRules> BattleRules::fromLibrary(const Battle &battle, QString *error)
{
    const std::optional<rules::Ruleset> other = otherInLibrary(battle, error);
    if (!other) {
        if (error->isEmpty())
            *error = tr("the library's %1 is the very rules the battle is played under (%2)")
                         .arg(battle.ruleset().id, battle.ruleset().version);
        return std::nullopt;
    }
    return action::UpdateRules{RulesetPin::of(battle.ruleset()), RulesetPin::of(*other),
                               RulesetCopy::pack(*other)};
}

QString BattleRules::changeText(const rules::Ruleset &from, const rules::Ruleset &to)
{
    const RulesetPin a = RulesetPin::of(from);
    const RulesetPin b = RulesetPin::of(to);
    return tr("%1 %2 → %3").arg(from.doc.name, a.versionBeside(b), b.versionBeside(a));
}

} // namespace adjutant::battle
