#pragma once

#include "rules/procedure.h"
#include "rules/resolver.h"

namespace adjutant::battle {
class Battle;
struct BattleState;
struct JournalEntry;
namespace action {
struct Draw;
struct Move;
struct Order;
} // namespace action
} // namespace adjutant::battle

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

namespace adjutant::learn {

// "Why?" after a result: one plain sentence per die and one for the outcome, read from what the
// resolver worked out (its die test, its totals, the faces it judged and the outcome it chose),
// never from a second copy of the rules. "7 + 1 = 8, needed 5: a hit"; "the natural 1 fails
// whatever the modifiers".
class Why
{
    Q_DECLARE_TR_FUNCTIONS(Why)
public:
    // A unit's name by id, for opposed tests ("52nd 9 against 45e 7"); ids are shown without it.
    using NameOf = std::function<QString(const QString &unitId)>;

    // The sentences for one test's result: the modifiers the app counted from the battle (a
    // formation, a marker, a distance: "Counted from the battle: +2 Attacking in attack column."),
    // its dice, then its outcome.
    static QStringList forResult(const rules::TestResult &result, const NameOf &nameOf = {});
    // The die sentences alone, one per die in the order the faces were read.
    static QStringList forDice(const rules::TestResult &result, const NameOf &nameOf = {});
    // The outcome sentence alone.
    static QString forOutcome(const rules::TestResult &result, const NameOf &nameOf = {});
    // Every step of a resolution, each sentence led by the test's name when there are several.
    static QStringList forResolution(const rules::Resolution &resolution, const NameOf &nameOf = {});
    // Both sides of a melee fought as one step of a procedure (the step, then each side's record
    // in the run, the charger's side first): each side's dice and what its blows did, then who won,
    // by how much and why (the side that lost more of the compared field loses the melee).
    static QStringList forMelee(const rules::Ruleset &ruleset, const rules::ProcedureStep &step,
                                const rules::ProcedureStepRecord &mine,
                                const rules::ProcedureStepRecord &theirs, const NameOf &nameOf = {});
    // Such a melee at arm's length: each side's name and one short line per test it rolled (a
    // pool's count of successes, a single die's sentence), the charger's side first; the whole
    // account (forMelee) is the "More" behind it.
    struct MeleeSide {
        QString name;
        QStringList lines;
    };
    static QList<MeleeSide> meleeSides(const rules::ProcedureStepRecord &mine,
                                       const rules::ProcedureStepRecord &theirs, const NameOf &nameOf = {});
    // The verdict of such a melee alone: "52nd lost 1 and 45e Ligne lost 3 (casualties): ...".
    static QString meleeVerdict(const rules::Ruleset &ruleset, const rules::ProcedureStep &step,
                                const rules::ProcedureStepRecord &theirs, const NameOf &nameOf = {});
    // A whole procedure (a charge and its melee): every step in order, each test's sentences led
    // by its name and the unit taking it, what the steps without dice decided, then the ending.
    static QStringList forProcedure(const rules::Ruleset &ruleset, const rules::ProcedureRun &run,
                                    const NameOf &nameOf = {});
    // A journal entry (one test, or a procedure) worked out again from the state before it with
    // its journaled faces: empty for entries that are neither.
    static QStringList forEntry(const battle::Battle &battle, const battle::JournalEntry &entry,
                                const battle::BattleState &before);
    // A draw a fate had a part in (rolled, landed on the unit drawn, lapsed): the ruleset's words
    // for how fates wait, then what this draw did with them, played again from the state before
    // it; empty for a draw no fate touched.
    static QStringList forDraw(const battle::Battle &battle, const battle::action::Draw &draw,
                               const battle::BattleState &before);
    // An entry that rolls no test's dice, in plain sentences: what the rules did (a move and
    // what it used, an order and what it does, the step of the turn it moved to, the card drawn),
    // what changed on the units, and what it left for the table; empty for other entries.
    static QStringList forPlay(const battle::Battle &battle, const battle::JournalEntry &entry,
                               const battle::BattleState &before, const battle::BattleState &after);
    static QStringList forMove(const battle::Battle &battle, const battle::action::Move &move,
                               const battle::BattleState &before);
    static QStringList forOrder(const battle::Battle &battle, const battle::action::Order &order,
                                const battle::BattleState &before);
    static QStringList forTurn(const battle::Battle &battle, const battle::JournalEntry &entry,
                               const battle::BattleState &before, const battle::BattleState &after);
    // The fields of the returns that changed, one sentence each ("52nd: Formation is now Line.").
    static QStringList whatChanged(const battle::Battle &battle, const battle::BattleState &before,
                                   const battle::BattleState &after);
    // The journal entry numbered `seq`, from the state before it (Battle::stateBefore, from the
    // nearest checkpoint): a test's dice (forEntry) or what else the entry did (forPlay); empty
    // for an undone entry.
    static QStringList forJournalEntry(const battle::Battle &battle, int seq);
};

} // namespace adjutant::learn
