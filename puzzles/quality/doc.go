// Package quality measures how good a puzzle is, beyond being sound: how
// many tempting wrong answers it has, whether its opponent model matters,
// which rules decide it, how hard it is. It imports engine, solver, puzzles
// and puzzles/prove (package puzzles may not import the solver; this one
// may); nothing imports it but the commands, the generator and the screens.
//
// # The analysis
//
// Analyze solves a puzzle and measures it. A Report holds:
//
//   - the minimal solutions under the puzzle's model (see package solver),
//     with the nodes the proof took;
//   - the candidates: every order set of one to three candidate orders of
//     the side, counted the same way for every puzzle (see Candidates), and
//     how many of them reach the goals when the opponent gives no orders,
//     how many work under the puzzle's model, and how many are tempting:
//     they reach the goals when the opponent gives no orders, and fail under
//     the puzzle's model (always none under "hold");
//   - near misses under "any" (the solver's tries: order sets that only one
//     or two replies refute), and under "fixed" the minimal solutions when
//     the opponent gives no orders instead;
//   - the themes: the rules that decided the winning resolution, found in
//     the events of the solution's turn that the turn without orders does
//     not have (Themes);
//   - the pieces involved, and a difficulty estimate (Difficulty).
//
// # The filters
//
// A filter is a named function of a Report that returns nil when the
// puzzle passes and an error saying why when it does not. Filters lists
// them in the order they are reported:
//
//   - unique: the search finished, every minimal solution lies inside the
//     stated solution or an accepted alternative (the same idea, one cell
//     further), and the stated solution is minimal: every one of its orders
//     is needed;
//   - not-trivial: at least MinCandidates candidates, and every candidate
//     that works lies in the solution's family (contains its orders);
//   - model-matters: under "any" at least one near miss; under "fixed" the
//     fixed orders change the minimal solutions compared to "hold"; under
//     "hold" nothing to compare, so it passes;
//   - not-a-sum: the solution does not split into two parts whose turns,
//     played apart, add up to the whole (two kills that do not interact);
//   - themed: at least one rule decided the turn besides the goal itself
//     (ransacking, elimination) and the side a loser was hit on (facing).
//
// # Explanations
//
// Explain derives why a puzzle's stated solution works, as the trainer
// shows it once the puzzle is solved: what the orders do, the fights that
// decide the goals with the numbers that decided them (engine.Fighter's
// NumberText, the replay's words), and the goals reached, with the claims
// that state every number and cell it names (package puzzles checks them).
// Under "any" each part is kept only when its claims hold on the turn of
// every legal reply (Replies, Turns), and the piece the goals turn on is
// said to be beaten where each reply leaves it, and by whom. The generator
// explains each puzzle it writes; the shipped tactics' explanations are
// derived so, and a test in package puzzles derives them again.
//
// # Searches and limits
//
// Every search is bounded by Options.MaxNodes, resolutions counted by the
// solver, so that a verdict does not depend on the machine or on the number
// of workers: a search that goes past the bound is an error, whatever the
// clock says. The context still cancels.
package quality
