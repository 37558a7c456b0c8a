package engine

import (
	"fmt"
	"strings"
)

// Rule names one rule of the game that Rules.Off can switch off. The
// switches serve one purpose: tests that show a lesson depends on the rule
// it teaches, by playing its position as a player who ignores the rule
// imagines the game (puzzles.Lesson's `without` key). A game is always played
// with every rule on: Off is zero by default, no command sets it, and the
// solver assumes it is zero. Each switch is a line or two in the resolver and
// changes nothing while it is off.
type Rule uint16

// The rules that can be switched off, and what the game does without each.
const (
	// RuleDivision: a piece's output in close combat is divided by the
	// opposing pieces next to it. Off: it is not divided.
	RuleDivision Rule = 1 << iota
	// RuleTies: a tie kills both pieces. Off: a tie kills neither, except
	// in top combat, where two pieces cannot share a cell.
	RuleTies
	// RuleAnyLoss: a piece dies if it loses or ties any one of its fights.
	// Off: a piece that won a fight of the round survives the others.
	RuleAnyLoss
	// RulePriorities: a move starts at the priority of the piece's speed
	// that way. Off: it starts at the priority of its distance, so that
	// every move takes its last step at priority 1.
	RulePriorities
	// RuleRotateLast: rotation comes after all movement. Off: pieces turn
	// before anything moves.
	RuleRotateLast
	// RulePlacedFight: placed pieces fight before anything moves. Off: the
	// first close combat comes after the first step of movement.
	RulePlacedFight
	// RuleAngled: an angled ranged fight adds two sides of each piece. Off:
	// each uses only its side toward the contested cell.
	RuleAngled
	// RuleBumpLasts: a bumped piece stops for the rest of the turn. Off: it
	// waits and tries its step again at the next priority.
	RuleBumpLasts
	// RuleMarch: a piece may step into a cell an ally leaves in the same
	// step. Off: a cell held by an ally bumps, whether the ally leaves or not.
	RuleMarch
	// RuleKeepMoving: a piece knocked back or jumping while it moves goes on
	// moving. Off: it stops where it was put.
	RuleKeepMoving
	// RuleOneKill: a player earns one kill for each piece his pieces kill,
	// however many killed it. Off: one for each of his pieces that killed,
	// however many it killed (two killing one earn two, one killing two
	// earns one).
	RuleOneKill
	// RuleRanged: enemies stepping into one cell fight there at range. Off:
	// they are bumped, as two allies are.
	RuleRanged
	// RuleMostKills: when every player left goes out in the same turn, the
	// one with the most kills wins. Off: that is a draw.
	RuleMostKills
	numRules = iota
)

var ruleNames = [numRules]string{
	"division", "ties", "any-loss", "priorities", "rotate-last", "placed-fight",
	"angled", "bump-lasts", "march", "keep-moving", "one-kill", "ranged",
	"most-kills",
}

// RuleNames lists the names of the rules Rules.Off can switch off, in order.
func RuleNames() []string { return append([]string(nil), ruleNames[:]...) }

// String names the rules, joined by "+"; "none" for none.
func (r Rule) String() string {
	var names []string
	for i := 0; i < numRules; i++ {
		if r&(1<<i) != 0 {
			names = append(names, ruleNames[i])
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "+")
}

// ParseRule reads the name of a rule that can be switched off ("division").
func ParseRule(s string) (Rule, error) {
	n := strings.ToLower(strings.TrimSpace(s))
	for i, name := range ruleNames {
		if name == n {
			return 1 << i, nil
		}
	}
	return 0, fmt.Errorf("unknown rule %q (rules that can be switched off: %s)", s, strings.Join(ruleNames[:], ", "))
}

// off reports whether rule r is switched off in the turn being resolved.
func (s *resolver) off(r Rule) bool { return s.without&r != 0 }

// wonAFight reports whether unit i won a fight recorded since the last
// settle (RuleAnyLoss off).
func (s *resolver) wonAFight(i int) bool {
	for _, p := range s.pairs[:s.npairs] {
		if (int(p.i) == i && !p.iLost) || (int(p.j) == i && !p.jLost) {
			return true
		}
	}
	return false
}

// newKillers counts the pieces of player o that beat or tied unit i in the
// fights recorded since the last settle and have not killed before this
// turn, and marks them (RuleOneKill off: a kill for each piece that
// killed). A death without such a fight counts one.
func (s *resolver) newKillers(i int, o uint8) int {
	n, beat := 0, false
	count := func(k int) {
		beat = true
		if s.u[k].flags&fKilled == 0 {
			s.u[k].flags |= fKilled
			n++
		}
	}
	for _, p := range s.pairs[:s.npairs] {
		switch {
		case int(p.i) == i && p.iLost && s.u[p.j].pc.Owner == o:
			count(int(p.j))
		case int(p.j) == i && p.jLost && s.u[p.i].pc.Owner == o:
			count(int(p.i))
		}
	}
	if !beat {
		return 1
	}
	return n
}
