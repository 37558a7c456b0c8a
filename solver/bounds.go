package solver

import (
	"math/bits"

	"github.com/birdcrab/birdcrab/engine"
)

// This file bounds the fights a piece can have. A failed goal's witness is
// often a piece still standing at the end of the turn: the victim of a kill,
// a defender in the territory, the Pit's holder, a survivor of the player to
// eliminate. The closure (relevance.go) branches on every free agent that
// can come next to it, and on every agent that can come next to those; yet
// often none of them, nor all of them together, can beat it. survives proves
// that from the combat numbers alone, and then the whole family fails.
//
// The argument. A piece that stands still all turn takes part in no ranged
// combat (that is for pieces stepping into one cell). It can die only by
// losing or tying a fight (close combat with a neighbour, top combat with a
// piece stepping onto it), by its own rule, by Harpy Bombs, or by sudden
// death; it leaves its cell only by dying or by a knockback. In close combat
// its output toward a neighbour is its combat number on the side toward it
// divided by the opposing pieces next to it, at most N, the agents that can
// be next to it in that stage (and at most its neighbouring cells); the
// neighbour's output is at most its own combat number on the side toward
// it (divided by at least 1). In top combat each uses the sum of its six
// numbers. So when every agent that could fight it, in every option the
// family leaves it, is weaker in every stage than its number divided by N
// (and weaker in sum, where it could step onto it), it wins every fight it
// has, whatever the family's orders: it ends where it stood, alive and its
// player's. Kinds whose rules change the numbers of a fight (King,
// Magician, Reverse Centaur, Priest, Catapult next to a trench), bomb or
// knock back (Harpy) or land (Cloud Man) are left to the search, as are
// switched-off rules and a cell sudden death could remove.

// attackerTraits are the traits of a piece next to the witness that the
// bound cannot follow.
const attackerTraits = engine.Vanishes | engine.OpponentsUseSpeed | engine.OpponentsNineMinus |
	engine.SumsGroup | engine.MultipliedByEnemies | engine.KnocksBack | engine.Bombs

// witnessTraits are the traits of the witness itself that the bound cannot
// follow: numbers changed, dying of its own rule, moving after a kill,
// fighting its allies.
const witnessTraits = engine.Vanishes | engine.OpponentsUseSpeed | engine.OpponentsNineMinus |
	engine.SumsGroup | engine.MultipliedByEnemies | engine.KnocksBack | engine.DiesIfStill |
	engine.DiesAfterFighting | engine.DiesInTrench | engine.JumpsToVictim | engine.FightsAllies |
	engine.DoublesAgainstTrench

// foe is one option of an agent that may fight the witness: its kind, its
// facing, and its cells stage by stage.
type foe struct {
	kind   *engine.Kind
	facing engine.Dir
	st     *stages
}

// stillOne is a witness standing still all turn: its cell, kind and facing.
type stillOne struct {
	l      engine.Loc
	kind   *engine.Kind
	facing engine.Dir
}

// survives reports whether the piece of agent x, held, standing still on
// its cell all turn, wins every fight it can have in every order set of the
// family the worker stands at (held agents on their options, the free ones
// on any option they have left): it then ends the turn where it stands,
// alive and its player's (see the top of this file).
func (w *worker) survives(x int, free *aset) bool {
	m := w.m
	if free.has(x) || m.rules.Off != 0 {
		return false
	}
	sx, ok := w.standing(x)
	if !ok {
		return false
	}
	// The stages in which fights can happen: placement and the priorities;
	// at the end only when Cloud Men land (see engine's endOfTurn).
	last := stEnd - 1
	if m.facts.clouds {
		last = stEnd
	}
	count, ok := w.gatherFoes(x, sx.l, free, last)
	return ok && sx.outclasses(w.foes, &count, last)
}

// standing returns the witness x as it stands all turn, and false when it
// does not stand still or follows a rule the bound cannot (see
// witnessTraits), or sudden death could remove its cell.
func (w *worker) standing(x int) (stillOne, bool) {
	m := w.m
	ag := &m.agents[x]
	op := &ag.opts[w.asg[x]]
	k, ok := m.optionKind(x, op)
	if !ok || ag.kind == agPiece && op.n > 0 && op.ords[0].Op == engine.OpMove {
		return stillOne{}, false
	}
	kx := m.cat.Kind(k)
	if kx.Has(witnessTraits) || m.facts.sdRing&(1<<ag.loc) != 0 {
		return stillOne{}, false
	}
	return stillOne{ag.loc, kx, m.optionFacing(x, op)}, true
}

// gatherFoes fills w.foes with the options of the family that may fight
// agent x's piece on l (every option left to a free agent, the current one
// of a held agent, of any agent that is not its ally, or that could turn or
// fights allies), and counts, per stage up to last, the agents that may
// stand next to it. It reports false when one of them follows a rule the
// bound cannot (see attackerTraits).
func (w *worker) gatherFoes(x int, l engine.Loc, free *aset, last int) ([nStages]int, bool) {
	m := w.m
	near := nbrMask[l]
	w.foes = w.foes[:0]
	var count [nStages]int
	player := m.agents[x].player
	for b := range m.agents {
		bg := &m.agents[b]
		if b == x || bg.player == player && !m.facts.convertible[b] && !m.facts.allyFight[b] {
			continue
		}
		isFree := free.has(b)
		if isFree && w.renvU[b]&near == 0 || !isFree && w.tr[b]&near == 0 {
			continue
		}
		var next uint8 // the stages in which some option is next to it
		for o := range bg.opts {
			bo := &bg.opts[o]
			if isFree && o > 0 && (bo.skip || !avoids(&bo.st, &w.excl[b])) || !isFree && o != int(w.asg[b]) {
				continue
			}
			st, ok := w.addFoe(b, bo, l, last)
			if !ok {
				return count, false
			}
			next |= st
		}
		for t := 0; t <= last; t++ {
			if next&(1<<t) != 0 {
				count[t]++
			}
		}
	}
	return count, true
}

// addFoe adds option bo of agent b to w.foes when it may come near l, and
// returns the stages up to last in which it may stand next to l; false when
// its kind follows a rule the bound cannot.
func (w *worker) addFoe(b int, bo *option, l engine.Loc, last int) (uint8, bool) {
	m := w.m
	if bo.trace&nbrMask[l] == 0 {
		return 0, true
	}
	k, ok := m.optionKind(b, bo)
	if !ok {
		return 0, true
	}
	kb := m.cat.Kind(k)
	if kb.Has(attackerTraits) || kb.Has(engine.DoublesAgainstTrench) && l.InTrench() {
		return 0, false
	}
	w.foes = append(w.foes, foe{kb, m.optionFacing(b, bo), &bo.st})
	nb := nbrMask[l] &^ (1 << l)
	var next uint8
	for t := 0; t <= last; t++ {
		if bo.st[t]&nb != 0 {
			next |= 1 << t
		}
	}
	return next, true
}

// outclasses reports whether the witness beats every foe in every stage up
// to last: in close combat its number toward the foe, divided by all that
// may stand next to it then (count), against the foe's number toward it;
// in top combat, where the foe may step onto it, its sum against the foe's.
func (sx stillOne) outclasses(foes []foe, count *[nStages]int, last int) bool {
	l, kx := sx.l, sx.kind
	near := nbrMask[l]
	cells := bits.OnesCount64(near &^ (1 << l))
	sumX := kx.CombatSum()
	for i := range foes {
		fo := &foes[i]
		for t := 0; t <= last; t++ {
			c := fo.st[t]
			if c&near == 0 {
				continue
			}
			if c&(1<<l) != 0 && fo.kind.CombatSum() >= sumX {
				return false // it may step onto the witness: top combat
			}
			n := min(count[t], cells)
			if testUnsound == unsoundSurvives {
				n = 1 // TestPruningsAreChecked
			}
			for d := engine.A; d <= engine.F; d++ {
				nl := l.Neighbour(d)
				if nl == engine.NoLoc || c&(1<<nl) == 0 {
					continue
				}
				yc := int(fo.kind.Combat[engine.SideOf(fo.facing, d.Opposite())])
				xc := int(kx.Combat[engine.SideOf(sx.facing, d)])
				if t == stEnd {
					// Either may have turned before Cloud Men land.
					yc, xc = maxOf(fo.kind.Combat), minOf(kx.Combat)
				}
				if yc*n >= xc {
					return false
				}
			}
		}
	}
	return true
}

func maxOf(c [6]int8) int {
	m := c[0]
	for _, v := range c[1:] {
		m = max(m, v)
	}
	return int(m)
}

func minOf(c [6]int8) int {
	m := c[0]
	for _, v := range c[1:] {
		m = min(m, v)
	}
	return int(m)
}
