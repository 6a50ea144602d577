#pragma once

#include "battlestate.h"
#include "scenario.h"

#include "dice/facequeue.h"
#include "rules/resolver.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// The fates a deck's Fortune/Calamity card (or the test of the same name) leaves waiting, where the
// ruleset keeps them so (rules::WaitingFates): every fate rolled waits, in the order rolled, until
// a unit it is for is activated; a row for no unit in particular (the battlefield's) applies at
// once; a fate that no unit left in play could take lapses, and so does one the end of the turn
// catches while an option says so. Each of these is said in the notes, so nothing rolled is lost
// without a word. What a row does beyond its effects is data too: it may strike a unit drawn at
// random, owe a test to each unit under a commander, or send the commander off the field.
class WaitingFates
{
    Q_DECLARE_TR_FUNCTIONS(WaitingFates)
public:
    // A row that lets the next cards be put in order ("rearranges"): offered until the next draw
    // (both the fates kept waiting and the one-slot fates of earlier copies).
    static void offerRearrange(const rules::TableRow &row, BattleState &state, QStringList &notes);
    WaitingFates(const Scenario &scenario, const rules::Ruleset &ruleset,
                 const QHash<QString, QString> &options)
        : m_scenario(scenario), m_rs(ruleset), m_options(options)
    { }

    // Whether the ruleset keeps every fate waiting (else one at a time, as before it could).
    static bool kept(const rules::Ruleset &ruleset);

    // A fate rolled, with its rows in the order rolled (a card's D10, the D66, a wound's D6...):
    // rows for no unit apply at once to the battlefield; from the first row for some unit on,
    // they wait. `text` is what was rolled in words, `source` what rolled it (the card, the test).
    void settle(const QList<rules::TableRoll> &rolls, const QString &text, const QString &source,
                BattleState &state, QStringList &notes) const;
    // What was rolled, in words: "6 Calamity → 26 Losing heart ...".
    static QString rollsText(const QList<rules::TableRoll> &rolls);
    // A unit (or commander) activated: every fate waiting that is for it lands on it, in order.
    // `faces` gives the die of a unit drawn at random; false when it ran out.
    bool land(const QString &unitId, BattleState &state, const dice::FaceSupplier &faces,
              QStringList &notes) const;
    // A commander's card that activates the units under him (the scale of the game): each fate
    // still waiting that is for one of them lands on one drawn at random among those it is for.
    bool landOnOneOf(const QStringList &units, BattleState &state, const dice::FaceSupplier &faces,
                     QStringList &notes) const;
    // After a draw: a fate no unit in play could ever take lapses. At the end of a turn too, and
    // every fate lapses there while the ruleset's option says fates last a turn.
    void lapse(BattleState &state, bool endOfTurn, QStringList &notes) const;

    // What the fates waiting are for, in words, one line each ("26 Losing heart: waits for a
    // commander who is not his side's commander-in-chief"), for the card screen.
    QStringList describe(const BattleState &state) const;

    // Whether the commander's card activates the units under him (the scale of the game; not when
    // he misses his turn), judged with him as actor before his card's activation; and who they are:
    // the units directly under him as the order of battle stands, in its order, in play.
    bool commanderActivatesUnits(const BattleState &state, const QString &commanderId) const;
    QStringList unitsUnder(const BattleState &state, const QString &commanderId, bool deep = false) const;

private:
    // Whether the fate's first row is for this unit as it stands.
    bool isFor(const BattleState::WaitingFate &fate, const BattleState &state, const QString &unitId) const;
    // The rows of a fate land on the unit: effects, a unit drawn at random, tests owed, leaving.
    bool apply(const BattleState::WaitingFate &fate, const QString &unitId, BattleState &state,
               const dice::FaceSupplier &faces, QStringList &notes) const;
    // The unit a row strikes: one drawn at random among those under the same commander as the
    // unit it landed on for which the row's condition holds; empty when none.
    std::optional<QString> drawnUnit(const rules::TableRow &row, const QString &unitId,
                                     const BattleState &state, const dice::FaceSupplier &faces,
                                     QStringList &notes) const;
    void owe(const rules::TableRow &row, const QString &commanderId, const QString &table, const QString &why,
             BattleState &state, QStringList &notes) const;
    void leave(const QString &commanderId, BattleState &state, QStringList &notes) const;
    // A force arrives (a row's "joins"): its commander under the side's commander-in-chief and
    // its units under him, `rolled` the row's own roll (how many units, when it says "result").
    void arrive(const rules::TableRow::Joining &force, int rolled, BattleState &state,
                QStringList &notes) const;
    // Where a unit stands in the order of battle now: its commander after the umpire's transfers.
    QString commanderOf(const BattleState &state, const QString &unitId) const;
    QList<const ScenarioUnit *> everyone(const BattleState &state) const;
    bool inPlay(const BattleState &state, const QString &unitId) const;
    rules::Situation situation(const BattleState &state, const QString &actor) const;

    const Scenario &m_scenario;
    const rules::Ruleset &m_rs;
    const QHash<QString, QString> &m_options;
};

} // namespace adjutant::battle
