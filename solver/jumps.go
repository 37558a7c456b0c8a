package solver

import (
	"math/bits"

	"github.com/birdcrab/birdcrab/engine"
)

// An Imp Swarm jumps onto each piece it kills in close combat, so its
// trace was widened by a cell for every piece in play. But it lands only
// where its victim stood: on a cell of a piece it could kill, next to where
// it stood, in that same stage (or, between two victims it kills on a par,
// on the cell in front of it or behind it, next to both). So, while no
// Harpy can knock it about, narrowJumps follows it stage by stage instead:
// from its cell, after each stage's step (if its walk may take one then),
// it may jump again and again onto a neighbouring cell that is, or is next
// to, a cell a possible victim may hold in that stage.
// Its victims are the other players' pieces and its allies that fight
// allies. When a Priest of another player is in play, a conversion may
// turn either side, and its trace stays widened. After a jump, the rest of its walk
// goes on from where it landed, so each step is taken from every cell it
// may be on. The trace stays wide (pieces act on it from two cells out) as
// before; only its cells shrink.

// narrowJumps narrows the traces of the Imp Swarms' options (see above).
// harpies is the number of Harpies in play (see buildModel's widen): with
// any, the widening stays.
func (m *model) narrowJumps(harpies int) {
	if harpies > 0 {
		return
	}
	priests := m.priests
	for a := range m.agents {
		ag := &m.agents[a]
		if priests.other(ag.player) {
			continue // its victims could be anyone: the widening stays
		}
		for o := range ag.opts {
			op := &ag.opts[o]
			k, ok := m.optionKind(a, op)
			if !ok || !m.cat.Kind(k).Has(engine.JumpsToVictim) {
				continue
			}
			victims := m.victimCells(a)
			op.st = m.jumpStages(a, op, &victims)
			op.trace = op.st.union()
		}
		ag.setEnv()
	}
}

// victimCells returns, stage by stage, the cells where a piece the Imp
// Swarm of agent a could kill may stand, with no Priest of another player
// in play: those of the other players' agents and of its allies that fight
// allies.
func (m *model) victimCells(a int) stages {
	var v stages
	p := m.agents[a].player
	for b := range m.agents {
		bg := &m.agents[b]
		if b == a {
			continue
		}
		for o := range bg.opts {
			bo := &bg.opts[o]
			if bg.player == p {
				k, ok := m.optionKind(b, bo)
				if !ok || !m.cat.Kind(k).Has(engine.FightsAllies) {
					continue
				}
			}
			for t := range v {
				v[t] |= bo.st[t]
			}
		}
	}
	return v
}

// jumpStages returns the cells the Imp Swarm of option op of agent a may
// stand on, stage by stage, jumping onto the victims' cells v (see
// narrowJumps).
func (m *model) jumpStages(a int, op *option, v *stages) stages {
	ag := &m.agents[a]
	var st stages
	s := uint64(1) << ag.loc
	moving := ag.kind == agPiece && op.n > 0 && op.ords[0].Op == engine.OpMove
	jump := func(t int) {
		for testUnsound != unsoundJumps {
			n := s | landings(s, v[t])
			if n == s {
				return
			}
			s = n
		}
	}
	jump(0)
	st[0] = s
	for p := engine.MaxSpeed; p >= 1; p-- {
		t := priorityStage(p)
		if moving {
			// It steps at this priority when its speed reaches it and
			// its walk is not done (see walkStages).
			if stepsAt(int(op.spd), int(op.ords[0].Dist), p) {
				s |= shift(s, op.ords[0].Dir)
			}
		}
		jump(t)
		st[t] = s
	}
	jump(stEnd)
	st[stEnd] = s
	return st
}

// landings returns the cells an Imp Swarm on a cell of s may jump to when
// pieces it kills stand on cells of v: a victim's cell next to it, or,
// between two victims on a par, the cell in front of it or behind it,
// which is next to both (then both cells beside that one, seen from the
// Imp Swarm, hold victims).
func landings(s, v uint64) uint64 {
	var out uint64
	for ; s != 0; s &= s - 1 {
		c := engine.Loc(bits.TrailingZeros64(s))
		for d := engine.A; d <= engine.F; d++ {
			m := c.Neighbour(d)
			if m == engine.NoLoc {
				continue
			}
			if v&(1<<m) != 0 {
				out |= 1 << m
				continue
			}
			l, r := c.Neighbour((d+5)%6), c.Neighbour((d+1)%6)
			if testUnsound != unsoundJumpsTie && l != engine.NoLoc && r != engine.NoLoc && v&(1<<l) != 0 && v&(1<<r) != 0 {
				out |= 1 << m
			}
		}
	}
	return out
}

// shift returns the cells one step in direction d from the cells of s.
func shift(s uint64, d engine.Dir) uint64 {
	var out uint64
	for ; s != 0; s &= s - 1 {
		l := engine.Loc(bits.TrailingZeros64(s))
		if nl := l.Neighbour(d); nl != engine.NoLoc {
			out |= 1 << nl
		}
	}
	return out
}
