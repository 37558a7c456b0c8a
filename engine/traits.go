package engine

import "strings"

// Trait is one thing a special rule does that code elsewhere must know:
// whether a piece may carry two orders, fights its allies, dies of its own
// rule, changes its opponents' numbers, and so on. The traits of every
// special rule are one table (specialTraits); the resolver, the order checks,
// the solver and the screens ask a kind for a trait (Kind.Has, Special.Has)
// instead of comparing special rules by name, so that a rule's effects are
// written down once.
type Trait uint32

// The traits. Each names the special rule that has it today; the table is
// what counts.
const (
	// MovesAndTurns: it may carry a move and a turn in one turn (Witch).
	MovesAndTurns Trait = 1 << iota
	// CannotRotate: a turn order is refused (Left Berzerker, Cloud Man).
	CannotRotate
	// Vanishes: it leaves the board at the start of the turn and lands where
	// its move ends, in top combat with whatever holds the cell, ally or
	// enemy; while gone its cell is empty, for placement too (Cloud Man).
	Vanishes
	// TurnsToMove: at the end of a turn in which it moved it faces the way
	// it last moved (Drunk).
	TurnsToMove
	// DiesIfStill: it dies at the end of a turn in which it did not move
	// (Witch).
	DiesIfStill
	// DiesAfterFighting: it dies at the end of a turn in which it fought
	// (Skeleton).
	DiesAfterFighting
	// DiesInTrench: it dies when it enters a trench (Catapult).
	DiesInTrench
	// DoublesAgainstTrench: its combat is doubled against an enemy standing
	// in a trench (Catapult).
	DoublesAgainstTrench
	// FightsAllies: it fights allied pieces as well as enemies (Cerberus).
	FightsAllies
	// OpponentsUseSpeed: its opponents fight with their speed, undivided
	// (Reverse Centaur).
	OpponentsUseSpeed
	// OpponentsNineMinus: its opponents fight with 9 minus their combat
	// (Magician).
	OpponentsNineMinus
	// SumsGroup: its combat is the sum of its connected allies' (King).
	SumsGroup
	// Converts: a piece it helps beat joins its player instead of dying
	// (Priest).
	Converts
	// MultipliedByEnemies: its combat is multiplied, not divided, by the
	// enemies next to it (Priest).
	MultipliedByEnemies
	// KnocksBack: dying in close combat, it knocks back the pieces that beat
	// it (Harpy).
	KnocksBack
	// Bombs: two on opposite sides of an enemy, or three spread around it,
	// kill it whatever the numbers (Harpy).
	Bombs
	// KillsWhatLands: a piece that lands on it dies (Harpy).
	KillsWhatLands
	// JumpsToVictim: after a kill in close combat it moves onto its victim's
	// cell (Imp Swarm).
	JumpsToVictim
	// Raises: its player's graveyard target is raised when it dies or takes
	// part in a ransacking (Necromancer).
	Raises
	// PlacedInTrench: it is placed in a trench bordering its player's
	// territory, not in a territory (Snake).
	PlacedInTrench
	numTraits = iota
)

// specialTraits holds the traits of each special rule. It has a row for
// every value of a Special, so that a look-up needs no bounds check: the
// resolver asks it in its inner loops.
var specialTraits = [256]Trait{
	Plain:          0,
	Catapult:       DiesInTrench | DoublesAgainstTrench,
	Cerberus:       FightsAllies,
	CloudMan:       Vanishes | CannotRotate,
	Drunk:          TurnsToMove,
	Harpy:          KnocksBack | Bombs | KillsWhatLands,
	ImpSwarm:       JumpsToVictim,
	King:           SumsGroup,
	LeftBerzerker:  CannotRotate,
	Magician:       OpponentsNineMinus,
	Necromancer:    Raises,
	Priest:         Converts | MultipliedByEnemies,
	ReverseCentaur: OpponentsUseSpeed,
	Skeleton:       DiesAfterFighting,
	Snake:          PlacedInTrench,
	Witch:          MovesAndTurns | DiesIfStill,
}

var traitNames = [numTraits]string{
	"moves-and-turns", "cannot-rotate", "vanishes", "turns-to-move", "dies-if-still",
	"dies-after-fighting", "dies-in-trench", "doubles-against-trench", "fights-allies",
	"opponents-use-speed", "opponents-nine-minus", "sums-group", "converts",
	"multiplied-by-enemies", "knocks-back", "bombs", "kills-what-lands", "jumps-to-victim",
	"raises", "placed-in-trench",
}

// Traits returns the traits of the special rule.
func (s Special) Traits() Trait { return specialTraits[s] }

// Has reports whether the special rule has trait t (with several traits in
// t: any of them).
func (s Special) Has(t Trait) bool { return specialTraits[s]&t != 0 }

// Has reports whether t holds trait x (with several traits in x: any of
// them).
func (t Trait) Has(x Trait) bool { return t&x != 0 }

// Has reports whether the kind's special rule has trait t (with several
// traits in t: any of them).
func (k *Kind) Has(t Trait) bool { return k.Special.Has(t) }

// String names the traits, joined by "+": "dies-in-trench+doubles-against-trench";
// "none" for no trait.
func (t Trait) String() string {
	var names []string
	for i := 0; i < numTraits; i++ {
		if t&(1<<i) != 0 {
			names = append(names, traitNames[i])
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "+")
}
