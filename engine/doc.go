// Package engine holds the rules of Bird Crab: the board, the kinds of piece,
// positions, orders, and the resolution of one turn with its events. It uses
// the standard library only; files, terminals and search live elsewhere.
//
// # Board
//
// The board is a hexagon of radius 4: 61 locations (Loc, numbered row by row
// from the top as printed). Directions (Dir) are the letters A..F clockwise
// from east; a piece's sides (Side) are counted clockwise from its front, so
// SideOf(facing, dir) names the side of a piece pointing in an absolute
// direction. The Pit is the centre; trench X runs from the Pit toward corner
// X (X1..X4); territory XY is the wedge between trenches X and Y (XY1..XY6).
// Names parse and print with ParseLoc, ParseDir, ParseTerritory and String.
//
// # Kinds
//
// A Kind has six combat and six speed numbers, one per side, and a Special
// rule. What each special rule does that other code must know (moves and
// turns, cannot rotate, fights allies, opponents use their speed ...) is a
// Trait, and the traits of every rule are one table: code asks Kind.Has or
// Special.Has, never compares rules by name. A Catalogue holds any set of
// kinds; the engine depends on no particular numbers (the default catalogue
// lives in package puzzles).
//
// # Positions
//
// A Position is a value made of fixed-size arrays: copying it never
// allocates and two positions compare with ==. It holds the board, each
// player's hand, hand maximum, kills and Necromancer target, territory
// control, the graveyard (kept sorted), deck size, turn, sudden-death stage
// and whether the turn began with a draw. Code and ParseCode write and read
// it as a one-line position code:
//
//	bc1 t2 d30 | AB.BC.CD m6 h:Spear Spear/A2/D | DE.EF.FA m6 Spear/A1/A | g:-
//
// # Orders
//
// Orders are written in notation ("move AB3 C 2", "turn BC2 E",
// "place Pikeman AB4 D", "target Pikeman") and read with ParseOrder.
// Position.CheckOrders validates one player's orders and adds them to a Plan,
// the resolver's form of every player's orders; an illegal order gives an
// *OrderError with the reason. PieceOptions and PlaceCells list what is legal.
//
// # Resolution
//
// Rules.Resolve plays one turn in the order of the rules document: automatic
// special actions, placement (then top and close combat), priorities 5 to 1
// (bumps, ranged combat, one step, close combat), rotation, automatic special
// actions at the end of the turn, ransacking, bonuses, sudden death, and
// elimination with the end of the game. It writes an Outcome: the next position, the fate of every piece,
// kills, losses, ransacks and eliminations. Given a Record it also appends the
// turn's events, each fight with the numbers that decided it; without one it
// does not allocate. Resolve never changes its input, and the result does not
// depend on the order in which orders were listed. A Resolver does the same
// in scratch space it keeps from one turn to the next, for callers that
// resolve many turns (the solver).
//
// The special rules hook into the resolution at fixed points, listed at the
// top of special.go.
//
// Rules.Off switches single rules off (teach.go: RuleDivision, RuleTies,
// ...), for one purpose only: tests that show a lesson depends on the rule
// it teaches. It is zero in every game and the solver assumes so.
//
// # Goals
//
// A Goal ("ransack DE", "kill DE3", "kills 2", "keep AB3", "no-losses", "pit",
// "eliminate 2", "win") is evaluated on an Outcome by Goal.Met. GoalKinds is
// the one list of the kinds of goal, which the parser, the solver and the
// documentation follow. The Opponent model of a puzzle (Hold, Fixed, Any)
// says what the other players do meanwhile; it is defined here once, for the
// packs, the solver and the screens, with ParseOpponent and the text methods.
//
// # Concurrency
//
// Positions, Plans and Outcomes are values. A Catalogue and Rules may be read
// by any number of goroutines at once while nobody changes them; Resolve
// keeps all its scratch state on the stack, a Resolver in itself (one per
// goroutine).
package engine
