package solver

import (
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
// to, a cell a possible victim may hold in that stage. After a jump, the
// rest of its walk goes on from where it landed, so each step is taken from
// every cell it may be on. The trace stays wide (pieces act on it from two
// cells out) as before; only its cells shrink.
//
// Its victims are the other players' pieces, its allies that fight allies,
// and its allies that a Priest of another player may have converted: those
// from the first stage in which they may meet such a Priest (see
// priestReach). A converted Imp Swarm jumps no more (engine: displace), so
// while it jumps it is its player's, and the pieces it kills are not.
// A piece beaten at once (see markDoomed) is a victim only where it may
// still stand.
//
// In the search, the closure reads a held Imp Swarm's cells again from the
// family it stands at (see jumpCells): its victims are then the held
// agents' options and the free agents' options left, not every option of
// every agent.

// narrowJumps narrows the traces of the Imp Swarms' options (see above).
// harpies is the number of Harpies in play (see buildModel's widen): with
// any, the widening stays.
func (m *model) narrowJumps(harpies int) {
	if harpies > 0 {
		return
	}
	m.markVictims()
	for a := range m.agents {
		ag := &m.agents[a]
		for o := range ag.opts {
			op := &ag.opts[o]
			k, ok := m.optionKind(a, op)
			if !ok || !m.cat.Kind(k).Has(engine.JumpsToVictim) {
				continue
			}
			victims := m.victimCells(a)
			op.st = m.jumpStages(a, op, &victims)
			op.trace = op.st.union()
			op.jumps = true
			m.jumpers = true
		}
		ag.setEnv()
	}
}

// markVictims sets, per agent and option, the first stage from which its
// piece may be the victim of an Imp Swarm of its own player (victimFrom),
// and the least over its options (victimMin): from the start for a piece
// that fights allies, from the stage it may meet a Priest of another
// player for the rest (see convertedBy), never without a piece.
func (m *model) markVictims() {
	conv := m.convertedBy()
	m.victimFrom = make([][]int8, len(m.agents))
	m.victimMin = make([]int8, len(m.agents))
	for b := range m.agents {
		bg := &m.agents[b]
		m.victimFrom[b] = make([]int8, len(bg.opts))
		least := int8(nStages)
		for o := range bg.opts {
			from := conv[b][o]
			k, ok := m.optionKind(b, &bg.opts[o])
			switch {
			case !ok:
				from = nStages
			case m.cat.Kind(k).Has(engine.FightsAllies):
				from = 0
			case testUnsound == unsoundVictims:
				from = nStages // TestPruningsAreChecked
			}
			m.victimFrom[b][o] = from
			least = min(least, from)
		}
		m.victimMin[b] = least
	}
}

// victimCells returns, stage by stage, the cells where a piece the Imp
// Swarm of agent a could kill may stand: those of the other players'
// agents, and of its allies from the stage they may be its victims (see
// markVictims).
func (m *model) victimCells(a int) stages {
	var v stages
	p := m.agents[a].player
	for b := range m.agents {
		bg := &m.agents[b]
		if b == a {
			continue
		}
		for o := range bg.opts {
			from := 0
			if bg.player == p {
				from = int(m.victimFrom[b][o])
			}
			for t := from; t < nStages; t++ {
				v[t] |= bg.opts[o].st[t]
			}
		}
	}
	return v
}

// jumpCells reads the cells the Imp Swarm of agent a, held on an option
// narrowed by narrowJumps, may stand on, stage by stage, in the family the
// worker stands at: its victims are read from the held agents' options and
// the free agents' options left (see victimCells).
func (w *worker) jumpCells(a int, free *aset) *jumpMemo {
	m := w.m
	p := m.agents[a].player
	var v stages
	for _, b := range m.facts.live {
		if b == a {
			continue
		}
		bg := &m.agents[b]
		var src *stages
		from := 0
		if free.has(b) {
			if testUnsound == unsoundJumpsFamily {
				continue // TestPruningsAreChecked
			}
			src = &w.renv[b]
			if bg.player == p {
				from = int(m.victimMin[b])
			}
		} else {
			o := w.asg[b]
			src = &bg.opts[o].st
			if bg.player == p {
				from = int(m.victimFrom[b][o])
			}
		}
		for t := from; t < nStages; t++ {
			v[t] |= src[t]
		}
	}
	// The same victims give the same cells: those of the last reading are
	// kept.
	o := w.asg[a]
	c := &w.jlast[a]
	if !c.ok || c.o != o || c.v != v {
		*c = jumpMemo{ok: true, o: o, v: v, st: m.jumpStages(a, &m.agents[a].opts[o], &v)}
	}
	return c
}

// jumpMemo is the last reading of a held Imp Swarm's cells (see jumpCells):
// the closure it was last asked in (see jumpsOf), its option, its victims'
// cells, its own cells, and the cells from which pieces act on it (dst,
// once asked for: see near).
type jumpMemo struct {
	gen     uint64
	ok, dok bool
	o       uint16
	v, st   stages
	dst     stages
}

// near returns, stage by stage, the cells from which pieces act on the
// Imp Swarm: two cells out, as for every piece that may be displaced.
func (c *jumpMemo) near() *stages {
	if !c.dok {
		c.dok = true
		for t, x := range c.st {
			c.dst[t] = dilate(dilate(x))
		}
	}
	return &c.dst
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
		if testUnsound == unsoundJumps || v[t] == 0 {
			return
		}
		var vs [6]uint64 // vs[e]: the cells whose neighbour toward e is a victim's
		for e := range vs {
			vs[e] = shift(v[t], engine.Dir(e).Opposite())
		}
		for {
			n := s | landings(s, v[t], &vs)
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
// Imp Swarm, hold victims). vs[e] holds the cells whose neighbour toward
// e is in v.
func landings(s, v uint64, vs *[6]uint64) uint64 {
	var out uint64
	for d := engine.A; d <= engine.F; d++ {
		out |= shift(s, d) & v
		if testUnsound != unsoundJumpsTie {
			out |= shift(s&vs[(d+5)%6]&vs[(d+1)%6], d)
		}
	}
	return out
}

// shiftTab[d][k][b] is the cells one step toward d from the cells of byte
// k of a set of cells holding b (see shift).
var shiftTab [6][8][256]uint64

func init() {
	for d := engine.A; d <= engine.F; d++ {
		for k := range 8 {
			for b := range 256 {
				var out uint64
				for i := range 8 {
					if l := engine.Loc(8*k + i); b&(1<<i) != 0 && l < engine.NumLocs {
						if nl := l.Neighbour(d); nl != engine.NoLoc {
							out |= 1 << nl
						}
					}
				}
				shiftTab[d][k][b] = out
			}
		}
	}
}

// shift returns the cells one step in direction d from the cells of s.
func shift(s uint64, d engine.Dir) uint64 {
	var out uint64
	t := &shiftTab[d]
	for k := 0; s != 0; k, s = k+1, s>>8 {
		out |= t[k][s&0xff]
	}
	return out
}

// convertedBy returns, per agent and option, the first stage by which
// its piece may have met a Priest of another player, which could have
// converted it (nStages: never; see priestReach).
func (m *model) convertedBy() [][]int8 {
	near := m.priestReach()
	conv := make([][]int8, len(m.agents))
	for a := range m.agents {
		ag := &m.agents[a]
		conv[a] = make([]int8, len(ag.opts))
		for o := range ag.opts {
			conv[a][o] = int8(firstMeeting(&ag.opts[o].st, &near, ag.player))
		}
	}
	return conv
}

// firstMeeting returns the first stage at which cells st meet near[q] for
// a player q other than p (nStages: never).
func firstMeeting(st *stages, near *[engine.MaxPlayers]stages, p uint8) int {
	first := nStages
	for q := range near {
		if q+1 != int(p) {
			first = min(first, firstStage(st, &near[q]))
		}
	}
	return first
}

// priestReach returns, for each player and stage, the cells next to where
// a Priest that may then be that player's may stand (its cells included):
// the player's own Priests, and, from the stage it may meet one of the
// player's Priests, a Priest of another player, which that one could
// convert (a Priest converted fights, and converts, for its new side).
func (m *model) priestReach() [engine.MaxPlayers]stages {
	var near [engine.MaxPlayers]stages
	type priest struct {
		st *stages
		p  uint8
	}
	var ps []priest
	for a := range m.agents {
		ag := &m.agents[a]
		for o := range ag.opts {
			op := &ag.opts[o]
			if k, ok := m.optionKind(a, op); ok && m.cat.Kind(k).Has(engine.Converts) {
				ps = append(ps, priest{&op.st, ag.player})
				for t := range op.st {
					near[ag.player-1][t] |= dilate(op.st[t])
				}
			}
		}
	}
	for changed := len(ps) > 1 && testUnsound != unsoundPriestChain; changed; {
		changed = false
		for _, pr := range ps {
			for q := range near {
				if q+1 == int(pr.p) {
					continue
				}
				for t := firstStage(pr.st, &near[q]); t < nStages; t++ {
					if c := near[q][t] | dilate(pr.st[t]); c != near[q][t] {
						near[q][t] = c
						changed = true
					}
				}
			}
		}
	}
	return near
}
