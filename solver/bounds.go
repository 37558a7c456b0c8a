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
// facing, and the stages in which it can stand next to it.
type foe struct {
	kind   *engine.Kind
	facing engine.Dir
	st     *stages
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
	ag := &m.agents[x]
	op := &ag.opts[w.asg[x]]
	var kind engine.KindID
	var facing engine.Dir
	switch ag.kind {
	case agPiece:
		for i := 0; i < int(op.n); i++ {
			if op.ords[i].Op == engine.OpMove {
				return false
			}
		}
		pc := m.pos.Board[ag.loc]
		kind, facing = pc.Kind, pc.Facing
	case agCell:
		if op.n == 0 || op.ords[0].Op != engine.OpPlace {
			return false
		}
		kind, facing = op.ords[0].Kind, op.ords[0].Dir
	default:
		return false
	}
	l := ag.loc
	kx := m.cat.Kind(kind)
	if kx.Has(witnessTraits) || m.facts.sdRing&(1<<l) != 0 {
		return false
	}
	nb := nbrMask[l] &^ (1 << l)
	near := nbrMask[l]
	// The stages in which fights can happen: placement and the priorities;
	// at the end only when Cloud Men land (see engine's endOfTurn).
	last := stEnd - 1
	if m.facts.clouds {
		last = stEnd
	}
	foes := w.foes[:0]
	var count [nStages]int
	for b := range m.agents {
		if b == x {
			continue
		}
		bg := &m.agents[b]
		if bg.player == ag.player && !m.facts.convertible[b] && !m.facts.allyFight[b] {
			continue
		}
		isFree := free.has(b)
		if isFree {
			if w.renvU[b]&near == 0 {
				continue
			}
		} else if w.tr[b]&near == 0 {
			continue
		}
		var stagesNext uint8 // the stages in which some option is next to it
		try := func(o int) bool {
			bo := &bg.opts[o]
			if bo.trace&near == 0 {
				return true
			}
			k, ok := m.optionKind(b, bo)
			if !ok {
				return true
			}
			kb := m.cat.Kind(k)
			if kb.Has(attackerTraits) || kb.Has(engine.DoublesAgainstTrench) && l.InTrench() {
				return false
			}
			f := bg.opts[o].ords[0].Dir // a placement's facing
			if bg.kind == agPiece {
				f = m.pos.Board[bg.loc].Facing
			}
			foes = append(foes, foe{kb, f, &bo.st})
			for t := 0; t <= last; t++ {
				if bo.st[t]&nb != 0 {
					stagesNext |= 1 << t
				}
			}
			return true
		}
		if isFree {
			for o := range bg.opts {
				if o > 0 && (bg.opts[o].skip || !avoids(&bg.opts[o].st, &w.excl[b])) {
					continue
				}
				if !try(o) {
					w.foes = foes
					return false
				}
			}
		} else if !try(int(w.asg[b])) {
			w.foes = foes
			return false
		}
		for t := 0; t <= last; t++ {
			if stagesNext&(1<<t) != 0 {
				count[t]++
			}
		}
	}
	w.foes = foes
	cells := bits.OnesCount64(nb)
	var sumX int
	for _, c := range kx.Combat {
		sumX += int(c)
	}
	for i := range foes {
		fo := &foes[i]
		for t := 0; t <= last; t++ {
			c := fo.st[t]
			if c&near == 0 {
				continue
			}
			if c&(1<<l) != 0 {
				// It may step onto the witness: top combat.
				sum := 0
				for _, v := range fo.kind.Combat {
					sum += int(v)
				}
				if sum >= sumX {
					return false
				}
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
				xc := int(kx.Combat[engine.SideOf(facing, d)])
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
