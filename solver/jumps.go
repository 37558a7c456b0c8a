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
// every cell it may be on.
//
// Pieces act on it from one cell out, as on any piece: its cells hold
// every cell it may jump to, and a jump is stopped only by a piece on that
// cell or by another piece moved onto it at once (engine: displace), which
// stands next to it; with no Harpy in play only another Imp Swarm's jump
// can be that. (So for a piece knocked back by a Harpy, whose cells hold
// every cell it may be knocked to: see narrow.)
//
// Its victims are the other players' pieces, its allies that fight allies
// (of those its player may place, no more than its hand holds: see
// victimSet), and its allies that a Priest of another player may have
// converted, on the cell they were converted on, next to that Priest (see
// allyVictimsOf, priestReach). A converted Imp Swarm jumps no more
// (engine: displace), so while it jumps it is its player's, and the pieces
// it kills are not. A piece beaten at once (see markDoomed) is a victim
// only where it may still stand.
//
// In the search, the closure reads a held Imp Swarm's cells again from the
// family it stands at (see jumpCells): its victims are then the held
// agents' options and the free agents' options left, not every option of
// every agent.
//
// With a Harpy in play, the options keep their widened cells, which hold
// for every order set, and so do the victims (knocked back, they stand on
// their widened cells). The closure still follows a held Imp Swarm's jumps,
// with its knockbacks (see jumpCells): a Harpy it beats, standing next to
// it, knocks it one cell away, and then it does not jump that round
// (engine: displace). The Harpies read are the family's that could beat it
// (held agents' options, free agents' options left: see
// worker.harpyWalks), each on its walk, or, with r Harpies in play, up to
// r-1 cells off it (the others knock it: see narrow). With one Harpy in
// play a knockback goes away from it (see knockStages); with more, the
// pushes of Harpies on several sides add up, and it may go to any cell
// next to it. Its cells are then where its walk, its jumps and its
// knockbacks may take it, and no wider than its widened ones.

// narrowJumps narrows the traces of the Imp Swarms' options (see above).
// With a Harpy in play (m.harpies, see buildModel's widen), the options
// keep their widened cells.
func (m *model) narrowJumps() {
	harpies := m.harpies
	near := m.priestReach()
	m.markVictims(&near)
	var env []stages // each agent's cells, over all its options (read with no Harpy in play)
	if harpies == 0 {
		env = make([]stages, len(m.agents))
		for b := range m.agents {
			env[b] = m.agents[b].allStages()
		}
	}
	var imps []int // the agents with an option that jumps
	for a := range m.agents {
		ag := &m.agents[a]
		jumps := false
		for o := range ag.opts {
			op := &ag.opts[o]
			k, ok := m.optionKind(a, op)
			if !ok || !m.cat.Kind(k).Has(engine.JumpsToVictim) {
				continue
			}
			op.jumps, jumps = true, true
			m.jumpers = true
			if harpies > 0 {
				continue // its cells, widened, hold whoever knocks it back
			}
			victims := m.victims(a, nil, nil, func(int) (uint16, bool) { return 0, false },
				func(b int) *stages { return &env[b] },
				func(b int) (v, lim *stages) { return &m.allyVictimEnv[b], &m.allyLimEnv[b] })
			op.st = m.jumpStages(a, op, &victims)
			op.trace = op.st.union()
		}
		if jumps {
			imps = append(imps, a)
		}
		ag.setEnv()
	}
	// An Imp Swarm's ally that is an Imp Swarm too is its victim where its
	// narrowed cells say (see markVictims).
	for _, b := range imps {
		m.allyVictimsOf(b, &near)
	}
}

// markVictims sets, per agent and option, where its piece may stand as
// the victim of an Imp Swarm of its own player (see allyVictimsOf), near
// holding the cells next to where each player's Priests may be (see
// priestReach); and how many pieces that fight allies each player may
// place (allyPlaceable).
func (m *model) markVictims(near *[engine.MaxPlayers]stages) {
	m.allyVictim = make([][]stages, len(m.agents))
	m.allyVictimEnv = make([]stages, len(m.agents))
	m.allyLimEnv = make([]stages, len(m.agents))
	for b := range m.agents {
		m.allyVictimsOf(b, near)
	}
	for n := range m.allyPlaceable {
		for _, k := range m.pos.Player(n + 1).HandKinds() {
			if m.cat.Kind(k).Has(engine.FightsAllies) {
				m.allyPlaceable[n]++
			}
		}
		m.allyPlaceable[n] = min(m.allyPlaceable[n], engine.MaxPlace)
	}
}

// allyVictimsOf sets where the piece of each option of agent b may stand
// as the victim of an Imp Swarm of its own player (allyVictim), and the
// union over its options: on its cells from the start for a piece that
// fights allies; for the rest, only once a Priest of another player may
// have converted it, and then on the cell it was converted on, next to
// that Priest (near), since a converted piece stops moving (engine:
// convert), and nothing but a Harpy displaces it: with r Harpies in play,
// it may stand r cells from there (see narrow). Without a
// piece, nowhere. The union of a cell agent's placements that fight
// allies is kept apart (allyLimEnv; the rest in allyVictimEnv): its player
// places no more of them than its hand holds (see victimSet).
func (m *model) allyVictimsOf(b int, near *[engine.MaxPlayers]stages) {
	bg := &m.agents[b]
	m.allyVictim[b] = make([]stages, len(bg.opts))
	m.allyVictimEnv[b], m.allyLimEnv[b] = stages{}, stages{}
	for o := range bg.opts {
		op := &bg.opts[o]
		v := &m.allyVictim[b][o]
		env := &m.allyVictimEnv[b]
		k, ok := m.optionKind(b, op)
		switch {
		case !ok:
		case m.cat.Kind(k).Has(engine.FightsAllies):
			*v = op.st
			if m.placesAllyFighter(b, o) {
				env = &m.allyLimEnv[b]
			}
		case testUnsound == unsoundVictims:
			// TestPruningsAreChecked: never a victim
		default:
			var conv uint64 // cells it may have been converted on by now
			for t := range v {
				for q := range near {
					if q+1 != int(bg.player) {
						c := near[q][t]
						if testUnsound == unsoundConvertedOn {
							c &^= dilate(^c & (1<<engine.NumLocs - 1)) // TestPruningsAreChecked: a Priest's own cells
						}
						conv |= op.st[t] & c
					}
				}
				v[t] = conv
				for range m.harpies {
					v[t] = dilate(v[t]) // then knocked back by the Harpies (see narrow)
				}
			}
		}
		env.or(v)
	}
}

// victimSet is where the pieces an Imp Swarm could kill may stand, stage
// by stage: any number of them on the cells of v, and at most k on the
// cells of lim, the placements of its allies that fight allies that free
// agents may make (a hand holds so many of them).
type victimSet struct {
	v, lim stages
	k      int
	knock  uint64 // where a Harpy that could knock it back may stand (see jumpCells)
}

// victims returns the victims of the Imp Swarm of agent a: the other
// players' pieces, and its allies where they may be its victims (see
// markVictims). held reports whether agent b is held, and on which
// option; a free agent b may take any option it has left: opts gives the
// cells of another player's, allies those of an ally's as a victim, apart
// and not (see victimSet). from lists the agents read (nil: all but a),
// and base the cells of victims read already.
func (m *model) victims(a int, from []int32, base *stages, held func(b int) (uint16, bool), opts func(b int) *stages,
	allies func(b int) (v, lim *stages)) victimSet {
	var vs victimSet
	p := m.agents[a].player
	vs.k = m.allyPlaceable[p-1]
	if base != nil {
		vs.v = *base
	}
	read := func(b int) {
		bg := &m.agents[b]
		o, isHeld := held(b)
		switch {
		case isHeld && bg.player == p:
			vs.v.or(&m.allyVictim[b][o])
			if m.placesAllyFighter(b, int(o)) {
				vs.k-- // placed: one fewer left in hand
			}
		case isHeld:
			vs.v.or(&bg.opts[o].st)
		case bg.player == p:
			v, lim := allies(b)
			vs.v.or(v)
			vs.lim.or(lim)
		default:
			vs.v.or(opts(b))
		}
	}
	if from == nil {
		for b := range m.agents {
			if b != a && m.agents[b].env != 0 {
				read(b)
			}
		}
	} else {
		for _, b := range from {
			read(int(b))
		}
	}
	vs.k = max(vs.k, 0)
	return vs
}

// victimSources sets, for each agent with an option whose jumps narrowJumps
// follows, the agents jumpCells reads its victims from (jumpFrom): not
// an ally that is never a victim and places no piece that fights allies,
// and not another player's agent that is held on one option all along (the
// others', unless under Any), whose cells are read once, into jumpBase.
func (m *model) victimSources() {
	if !m.jumpers {
		return
	}
	m.jumpFrom = make([][]int32, len(m.agents))
	m.jumpBase = make([]stages, len(m.agents))
	for a := range m.agents {
		jumps := false
		for o := range m.agents[a].opts {
			jumps = jumps || m.agents[a].opts[o].jumps
		}
		if !jumps {
			continue
		}
		p := m.agents[a].player
		from := []int32{}
		for b := range m.agents {
			bg := &m.agents[b]
			switch {
			case b == a || bg.env == 0:
			case bg.player == p:
				if m.allyVictimEnv[b].union()|m.allyLimEnv[b].union() != 0 {
					from = append(from, int32(b))
				}
			case bg.player != m.side && m.opp != Any:
				o := m.fixed[b]
				if testUnsound == unsoundJumpBase {
					o = 0 // TestPruningsAreChecked: read as holding
				}
				m.jumpBase[a].or(&bg.opts[o].st)
			default:
				from = append(from, int32(b))
			}
		}
		m.jumpFrom[a] = from
	}
}

// jumpCells reads the cells the Imp Swarm of agent a, held on an option
// whose jumps narrowJumps follows, may stand on, stage by stage, in the
// family the worker stands at: its victims are read from the held agents'
// options and the free agents' options left (see victims), and, with a
// Harpy in play, the Harpies that could knock it back from the family's
// (w.hw, see harpyWalks).
func (w *worker) jumpCells(a int, free *aset) *jumpMemo {
	m := w.m
	vs := m.victims(a, m.jumpFrom[a], &m.jumpBase[a], func(b int) (uint16, bool) { return w.asg[b], !free.has(b) }, func(b int) *stages {
		if testUnsound == unsoundJumpsFamily {
			return &stages{} // TestPruningsAreChecked
		}
		return &w.renv[b]
	}, w.allyVictims)
	if m.harpies > 0 && testUnsound != unsoundHarpyJumps {
		// The family's Harpies that could beat it, each off its walk by
		// no more than the other Harpies knock it (see narrow).
		vs.knock = w.familyHarpies(&m.agents[a].opts[w.asg[a]])
		for range m.harpies - 1 {
			vs.knock = dilate(vs.knock)
		}
	}
	// The same victims give the same cells: those of the last reading are
	// kept, and earlier ones in a small cache (a family's victims take a
	// few values over and over).
	o := w.asg[a]
	c := &w.jlast[a]
	if !c.ok || c.o != o || c.v != vs {
		*c = jumpMemo{ok: true, o: o, v: vs, st: w.jumpCache(a, o, &vs)}
		if m.harpies > 0 {
			c.st.and(&m.agents[a].opts[o].st) // its widened cells hold too
		}
	}
	return c
}

// jumpEntry is a reading kept by jumpCache.
type jumpEntry struct {
	ok bool
	a  int32
	o  uint16
	v  victimSet
	st stages
}

// jumpCacheSize is the number of readings jumpCache keeps (a power of 2).
const jumpCacheSize = 64

// jumpCache returns the cells of the Imp Swarm of agent a on option o with
// victims vs (see jumpStages), from the cache when they were read there
// last.
func (w *worker) jumpCache(a int, o uint16, vs *victimSet) stages {
	h := (uint64(a)*0x9e3779b97f4a7c15 ^ uint64(o)<<32 ^ uint64(vs.k) ^ vs.knock) * 0xff51afd7ed558ccd
	for t := range vs.v {
		h = (h ^ vs.v[t] ^ vs.lim[t]<<1) * 0xff51afd7ed558ccd
	}
	h ^= h >> 33 // every bit of the cells reaches the low bits
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	e := &w.jcache[h&(jumpCacheSize-1)]
	if !e.ok || e.a != int32(a) || e.o != o || e.v != *vs {
		*e = jumpEntry{ok: true, a: int32(a), o: o, v: *vs, st: w.m.jumpStages(a, &w.m.agents[a].opts[o], vs)}
	}
	return e.st
}

// allyVictims returns where the piece of the free agent b, an ally of an
// Imp Swarm, may stand as its victim, on the options it has left (see
// markVictims): apart, the placements that fight allies (see victimSet).
// The reading is kept while b's options left are the same.
func (w *worker) allyVictims(b int) (v, lim *stages) {
	m := w.m
	c := &w.avc[b]
	if !c.ok || c.ver != w.rver[b] {
		*c = allyVictimMemo{ok: true, ver: w.rver[b]}
		bg := &m.agents[b]
		for o := range bg.opts {
			if o != 0 && !w.left(b, o) {
				continue
			}
			dst := &c.v
			if m.placesAllyFighter(b, o) {
				dst = &c.lim
			}
			dst.or(&m.allyVictim[b][o])
		}
	}
	return &c.v, &c.lim
}

// allyVictimMemo is a free agent's last reading by allyVictims: the
// version of its options left (see worker.rver), and its cells.
type allyVictimMemo struct {
	ok     bool
	ver    uint64
	v, lim stages
}

// jumpMemo is the last reading of a held Imp Swarm's cells (see jumpCells):
// the closure it was last asked in (see jumpsOf), its option, its victims'
// cells, its own cells, and the cells from which pieces act on it (dst,
// once asked for: see near).
type jumpMemo struct {
	gen     uint64
	ok, dok bool
	o       uint16
	v       victimSet
	st, dst stages
}

// near returns, stage by stage, the cells from which pieces act on the
// Imp Swarm: one cell out (see narrowJumps).
func (c *jumpMemo) near() *stages {
	if !c.dok {
		c.dok = true
		for t, x := range c.st {
			c.dst[t] = dilate(x)
		}
	}
	return &c.dst
}

// jumpStages returns the cells the Imp Swarm of option op of agent a may
// stand on, stage by stage, jumping onto the victims' cells v, and knocked
// back by the Harpies on the cells of vs.knock (see narrowJumps).
func (m *model) jumpStages(a int, op *option, vs *victimSet) stages {
	ag := &m.agents[a]
	var st stages
	// s[i]: the cells it may stand on having jumped onto i of the
	// victims of vs.lim (at most vs.k).
	var s [engine.MaxPlace + 1]uint64
	k := vs.k
	if testUnsound == unsoundAlliesPlaced {
		k = 0
	}
	s[0] = uint64(1) << ag.loc
	moving := ag.kind == agPiece && op.n > 0 && op.ords[0].Op == engine.OpMove
	jump := func(t int) {
		v, lim := vs.v[t], vs.lim[t]&^vs.v[t]
		if k == 0 {
			lim = 0
		}
		if testUnsound == unsoundJumps || v|lim|vs.knock == 0 {
			return
		}
		// next[e], nextAll[e]: the cells whose neighbour toward e is a
		// victim's, of v, of v or lim.
		var next, nextAll [6]uint64
		for e := range next {
			next[e] = shift(v, engine.Dir(e).Opposite())
			nextAll[e] = shift(v|lim, engine.Dir(e).Opposite())
		}
		for changed := true; changed; {
			changed = false
			for i := 0; i <= k; i++ {
				n := s[i] | landings(s[i], v, &next) | m.knockedFrom(s[i], vs.knock)
				if i > 0 {
					// Onto one of lim, or between two victims, one of
					// them (at least) of lim.
					n |= landings(s[i-1], lim, &nextAll)
				}
				if n != s[i] {
					s[i], changed = n, true
				}
			}
		}
	}
	cells := func() uint64 {
		var c uint64
		for i := 0; i <= k; i++ {
			c |= s[i]
		}
		return c
	}
	jump(0)
	st[0] = cells()
	for p := engine.MaxSpeed; p >= 1; p-- {
		t := priorityStage(p)
		if moving {
			// It steps at this priority when its speed reaches it and
			// its walk is not done (see walkStages).
			if stepsAt(int(op.spd), int(op.ords[0].Dist), p) {
				for i := 0; i <= k; i++ {
					s[i] |= shift(s[i], op.ords[0].Dir)
				}
			}
		}
		jump(t)
		st[t] = cells()
	}
	jump(stEnd)
	st[stEnd] = cells()
	return st
}

// knockedFrom returns the cells a piece on a cell of s may be knocked back
// to by a Harpy it beats on a cell of h next to it: one cell away from it
// with one Harpy in play (see knockStages), with more any cell next to it
// (the pushes of Harpies on several sides add up: engine, displace).
func (m *model) knockedFrom(s, h uint64) uint64 {
	if h == 0 {
		return 0
	}
	if m.harpies > 1 {
		return dilate(s & dilate(h))
	}
	var out uint64
	for e := engine.A; e <= engine.F; e++ {
		away := e.Opposite()
		out |= shift(s&shift(h, away), away)
	}
	return out
}

// landings returns the cells an Imp Swarm on a cell of s may jump to when
// pieces it kills stand on cells of v: a victim's cell next to it, or,
// between two victims on a par, the cell in front of it or behind it,
// which is next to both (then both cells beside that one, seen from the
// Imp Swarm, hold victims). vs[e] holds the cells whose neighbour toward
// e is a victim's (nil: victims' cells only).
func landings(s, v uint64, vs *[6]uint64) uint64 {
	var out uint64
	for d := engine.A; d <= engine.F; d++ {
		out |= shift(s, d) & v
		if vs != nil && testUnsound != unsoundJumpsTie {
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

// priestReach returns, for each player and stage, the cells next to where
// a Priest that may then be that player's may stand (its cells included):
// the player's own Priests, and, from the stage it may meet one of the
// player's Priests, a Priest of another player, which that one could
// convert (a Priest converted fights, and converts, for its new side).
func (m *model) priestReach() [engine.MaxPlayers]stages {
	var near [engine.MaxPlayers]stages
	var ps []priestAt
	for _, po := range m.priestOpts {
		ps = append(ps, priestAt{&m.agents[po.a].opts[po.o].st, po.p})
	}
	reachOf(ps, &near)
	return near
}

// priestOpt is an option that places or moves a Priest, or leaves one on
// the board.
type priestOpt struct {
	a int32
	o uint16
	p uint8
}

// priestAt is a Priest's cells, stage by stage, and its player.
type priestAt struct {
	st *stages
	p  uint8
}

// reachOf sets near to the reach of the Priests ps (see priestReach).
func reachOf(ps []priestAt, near *[engine.MaxPlayers]stages) {
	*near = [engine.MaxPlayers]stages{}
	for _, pr := range ps {
		for t := range pr.st {
			near[pr.p-1][t] |= dilate(pr.st[t])
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
}
