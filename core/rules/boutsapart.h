#pragma once

#include "procedure.h"

namespace adjutant::rules {

// Whether each bout of a fights step is won or lost whatever the other bouts did: the bouts are
// fought on the units as the fight began (ProcedureStep::simultaneous), and nothing a bout's
// branches do can reach what decides another bout's winner. No branch ends the procedure, fights,
// ticks a modifier, or takes a test that names a winner (or whose outcome leads to a `winner`
// step), and the conditions that lead to a `winner` step read no field that the branches'
// effects, or the tests they take, write (a figure's field written: every total over the
// figures and the unit's removal too), nor a number the branches keep. Read by field name,
// whichever unit: a field one unit's wound writes is taken as written for both.
//
// The exact odds then need not roll what is left of a bout once its winner is known (a loser's
// wound dice): who wins the fight does not depend on it (ProcedureRunner::ExactSearch).
bool boutsWonApart(const Ruleset &rs, const ProcedureStep &fights);

// Whether a fights step's bouts and their branches strike no figure but the bout's own two (the
// figures in focus): no step or test the branches take picks a figure afresh, changes each
// figure of a unit or rolls a table, nor does the bout's test. A figure standing that fights no
// more bouts then stands at the fight's end (Machine::lastStandingSettled).
bool restsStrikeOnlyTheirBout(const Ruleset &rs, const ProcedureStep &fights);

} // namespace adjutant::rules
