#pragma once

#include "ruleset.h"
#include "situation.h"

#include <QCoreApplication>
#include <QStringList>

namespace adjutant::rules {

// What a change of formation costs the unit taking it ("actor" in the situation).
struct FormationChangePlan {
    bool allowed = false;
    QString reason; // why not, when not allowed
    QStringList path; // formations passed through, from the current one to the new one
    int steps = 0;
    QString ratingStep; // the rating step that set the cost ("A")
    double costPerStep = 0; // in moves
    double totalCost = 0; // in moves; over 1 carries into the next activation
    QString costText; // "¾ move", "1½ moves"
    int testsRequired = 0; // morale checks, one per step, when the ruleset asks for them
    QString test;
};

// A unit's movement allowances in inches by the ruleset's columns (move, rough, charge...).
struct MovementAllowance {
    bool found = false;
    QHash<QString, int> inches; // column id -> inches, a column's base filled in
    QHash<QString, QString> bonus; // column id -> dice added to it
    QHash<QString, int> added; // column id -> inches its `plus` field adds (already in `inches`)
};

// A move through a kind of ground.
struct TerrainMove {
    bool allowed = true;
    double inches = 0; // what is left of the move
    double speed = 1; // the rate the ground moves the unit at (½ in woods): inches used = moved ÷ speed
    bool disorders = false;
    QStringList reasons; // "formed units at half speed", "-1\" for infantry"
};

// Charge permission: the first rule of the ruleset whose condition holds.
struct ChargePermission {
    const ChargeRule *rule = nullptr; // none: the ruleset says nothing about this charge
    bool allowed() const { return !rule || rule->verdict != ChargeRule::Verdict::Forbidden; }
    bool needsTest() const { return rule && rule->verdict == ChargeRule::Verdict::TestFirst; }
};

// A move as the table plans it: a change of formation first, then ground, then how far it went.
struct MoveRequest {
    QString column; // the movement column (empty: the first the unit has)
    QString toFormation; // a change of formation first (empty: none)
    bool changeFace = false; // a change of face first (to a flank or about), where the rules cost it
    QString terrain; // the ground it moves through (empty: open ground)
    QString manoeuvre; // a wheel, an incline... instead of straight ahead (empty: none)
    std::optional<double> moved; // how far it moved, for what a move brings about
};

// What the move leaves and brings about.
struct MovePlan {
    bool found = false; // the unit has a move in the column
    QString column;
    int move = 0; // the full move, in inches, with what the unit's own field adds
    int added = 0; // of which its column's `plus` field adds (a fate's move bonus)
    std::optional<FormationChangePlan> change;
    std::optional<FormationChangePlan> face; // a change of face, asked for
    std::optional<TerrainMove> ground;
    bool mayMove = true; // not stopped by a change refused or ground it may not enter
    double left = 0; // inches it may still move
    // With the ruleset's `moving.spent`: the inches of the move used before this one, and what the
    // unit will have used once it has moved `moved` (the ground's rate and costs counted in).
    int spentBefore = 0;
    int spentAfter = 0;
    double rate = 1; // inches of open-ground move per inch moved this time, over 1 (woods: ½)
    QList<const AfterMove *> afterMove; // what a move of `moved` inches brings about
    bool withinMove = true; // `moved` is no more than what it had
    const MoveLimit *limit = nullptr; // the ruleset's limit that cut the move (a half-move marker)
    std::optional<ManoeuvreRate> manoeuvre; // the rate of the manoeuvre asked for
    // Everything the rules forbid in this move, with why (a loaded gun, a line on a bridge, more
    // inches than it has): the umpire may still allow it.
    QStringList refused;
    QString summary; // "½ move used: 2\" left", "may not enter River"
};

class Orders
{
    Q_DECLARE_TR_FUNCTIONS(Orders)
public:
    // Whether units of the type ever take the formation: the type's own list when it has one,
    // else the formation's arms. Whether it can now, and at what cost, is formationChange's answer.
    static bool mayForm(const UnitType &type, const Formation &formation);
    static FormationChangePlan formationChange(const Ruleset &ruleset, const Situation &situation,
                                               const QString &toFormation);
    // What a change of face costs the unit: one step of formation, where the ruleset says so.
    static FormationChangePlan faceChange(const Ruleset &ruleset, const Situation &situation);
    static MovementAllowance movement(const Ruleset &ruleset, const UnitState &unit);
    static ChargePermission charge(const Ruleset &ruleset, const Situation &situation);
    // What is left of a move of `inches` that crosses or enters the given ground.
    static TerrainMove terrain(const Ruleset &ruleset, const Situation &situation, const QString &terrainId,
                               double inches);
    // The rate of a manoeuvre (wheel, incline...) for the unit: a fraction of its move, inches,
    // or not allowed; nullopt when no rate fits.
    static std::optional<ManoeuvreRate> manoeuvre(const Ruleset &ruleset, const Situation &situation,
                                                  const QString &id);
    // The rules a move of `inches` sets off for the unit (the effects are the caller's to apply).
    // `terrain` and `changedFormation`: the ground moved through and whether the move began with a
    // change of formation, for the rules that name them.
    static QList<const AfterMove *> afterMove(const Ruleset &ruleset, const Situation &situation,
                                              double inches, const QString &terrain = QString(),
                                              bool changedFormation = false);
    // What forbids the unit to move at all now (the ruleset's moving requirements), with why.
    static QStringList moveRefusals(const Ruleset &ruleset, const Situation &situation);
    // The ruleset's limit on the unit's move now (the least fraction of those that hold), or none.
    static const MoveLimit *moveLimit(const Ruleset &ruleset, const Situation &situation);
    // A move planned: what the rules forbid in it, the limit on the move, the change of formation's cost
    // taken off the move, what the ground makes of the rest, and what a move of so many inches brings about.
    static MovePlan movePlan(const Ruleset &ruleset, const Situation &situation, const MoveRequest &request);

private:
    // The inches of its move the unit will have used once it has moved so far on the plan, out of
    // the allowance it had before anything was spent.
    static int spentAfterMove(const MovePlan &plan, double allowance, double moved);
    // The inches of its move the unit has used already (the ruleset's `moving.spent`), taken off.
    static void planSpent(const Ruleset &ruleset, const Situation &situation, MovePlan &plan,
                          QStringList &said);
    // The cost of the plan's steps for the unit, by its rating (or the ruleset's special cases);
    // allowed once it is known.
    static void costSteps(const Ruleset &ruleset, const Evaluator &ev, const UnitState &unit,
                          FormationChangePlan &plan);

public:
    // Inches as the table reads them, to a quarter: 2", 2½", ¾".
    static QString inchesText(double inches);
    // 0.75 -> "¾ move", 1.5 -> "1½ moves".
    static QString movesText(double moves);

private:
    // movePlan's change of formation and of face first, each refused or cutting what is left of
    // the move (with `measured`).
    static void planChanges(const Ruleset &ruleset, const Situation &situation, const MoveRequest &request,
                            bool measured, MovePlan &plan, QStringList &said);
    // movePlan's ground and manoeuvre, judged on the unit in the formation it has taken; with
    // `measured` (a move in inches to cut) they cut what is left of it.
    static void planGround(const Ruleset &ruleset, const Situation &changed, const QString &terrainId,
                           bool measured, MovePlan &plan, QStringList &said);
    static void planManoeuvre(const Ruleset &ruleset, const Situation &changed, const QString &manoeuvreId,
                              bool measured, MovePlan &plan, QStringList &said);
};

} // namespace adjutant::rules
