package solver

import (
	"math/bits"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// This file decides which agents can matter. Everything rests on one claim.
//
// Locality. During a search some agents are free (their option will still be
// varied) and the others are held. A free agent can be anywhere in its
// envelope; a held agent anywhere in the trace of its current option. A
// piece acts on another only from the same or a neighbouring cell: fights of
// every kind, bumps against allies, the count of adjacent opponents that
// divides close combat, a King's group, Harpy Bombs, knockbacks and jumps
// (traces are widened by the displacements possible), landings. So if K is a
// set of agents and no agent outside K can ever stand within one cell of the
// trace of an agent of K, then the agents of K behave exactly alike whatever
// the agents outside K do: varying any free agents outside K changes
// nothing that happens to K's pieces. Closure builds the smallest such K
// around a set of seeds: agents whose fate decides a goal, and watched cells
// (the Pit, a territory) that any agent able to reach them joins.
//
// Global effects. The end of the turn couples distant pieces: elimination,
// sudden death, the Tech Fall option. Elimination needs a player without a
// piece on the board, so it removes no piece: it changes only the goals
// "eliminate" and "win", whose seeds hold all it hangs on (the player's
// agents and territories; everything when its hand and the deck could
// decide). Sudden death removes the pieces of a ring. When it surely comes
// (it has begun, and the game cannot end this turn), a piece's removal
// hangs on the piece's own end cell, which locality covers; when whether it
// comes depends on the orders (it begins if nothing anywhere is drawn,
// placed or killed; it advances unless the game ends), a goal on a piece
// that could end on that ring is marked global. Tech Fall eliminates by
// material counted over the whole board: everything is global.
//
// Witnesses. A failed goal often has a small proof that it stays failed:
// the defender still standing in the territory, one piece of the player not
// eliminated, one of our pieces lost (the pieces of K end as they did). The
// seeds of a failed goal are that witness when there is one. A met goal
// needs everything that could undo it; a met "kills" goal, the pieces that
// fought, since a kill is never taken back (Priests converting each other
// to and fro leave no trace at the end but the kills).

// facts are what analyse learns of a problem once.
type facts struct {
	global      bool   // Tech Fall: every agent matters
	deckLow     bool   // the deck could run out this turn
	sdDep       bool   // whether sudden death removes a ring this turn depends on the orders
	sdRing      uint64 // the cells sudden death would remove this turn
	canElim     [engine.MaxPlayers]bool
	handMatters [engine.MaxPlayers]bool // elimination could hinge on the hand (deck low, few pieces)
	terrCells   [engine.MaxPlayers]uint64
	goalGlobal  []bool                    // the goal cannot be localised: all free agents matter
	allyFight   []bool                    // per agent: it can fight allies (Cerberus, or a Cloud Man landing)
	allyOpt     [][]bool                  // per cell agent whose placements do not all fight allies or all not: per option
	convertible []bool                    // per agent: a Priest of another player could convert its piece
	kingAg      []bool                    // per agent: an option of it is a King's (see groupZone)
	live        []int                     // agents with a nonempty envelope
	liveSet     aset                      // the same, as a set
	livePieces  []int                     // the pieces on the board among them
	terr        [6]uint64                 // cells of each territory
	clouds      bool                      // a Cloud Man could land: close combat at the end of the turn
	priestNear  [engine.MaxPlayers]uint64 // cells next to where each player's Priests may be
	// convNear, per player and stage, where a piece its Priests converted
	// may stand by then: next to where one of them may have been, at that
	// stage or before, since a converted piece stops where it is; and
	// anywhere with a Harpy in play, which could knock it on.
	convNear [engine.MaxPlayers]stages
	// lostAtStart, per agent: a piece of the side on the board that is
	// beaten before anything moves (see beatenAtStart), and so never the
	// side's after the placements: it dies, or a Priest converts it, once.
	lostAtStart []bool
	// deadFirst, per agent: whether a piece on the board, beaten in the
	// first round of close combat, dies there and that round tells all it
	// does in the turn (see worker.deadFirst): never, or always beaten
	// there, or beaten in some families.
	deadFirst []deadState
}

// analyse computes the facts of m.
func analyse(m *model) facts {
	var f facts
	pos := &m.pos
	np := int(pos.NumPlayers)
	f.global = m.rules.TechFall > 0
	// Bonus draws: at most one per player credited per ransacked territory.
	f.deckLow = int(pos.Deck) <= 6*np
	for t := engine.AB; t <= engine.FA; t++ {
		for _, l := range t.Cells() {
			f.terr[t] |= 1 << l
		}
		if c := pos.Control[t]; c != 0 {
			f.terrCells[c-1] |= f.terr[t]
		}
	}
	f.allyFight = make([]bool, len(m.agents))
	f.allyOpt = make([][]bool, len(m.agents))
	f.lostAtStart = make([]bool, len(m.agents))
	beaten := make([]bool, len(m.agents)) // per piece on the board: see beatenAtStart
	for a := range m.agents {
		ag := &m.agents[a]
		if ag.env != 0 {
			f.live = append(f.live, a)
			f.liveSet.set(a)
			if ag.kind == agPiece {
				f.livePieces = append(f.livePieces, a)
			}
		}
		switch ag.kind {
		case agPiece:
			f.allyFight[a] = ag.spec.Has(engine.FightsAllies | engine.Vanishes)
			if testUnsound == unsoundPlacedCloud {
				f.allyFight[a] = ag.spec.Has(engine.FightsAllies) // TestPruningsAreChecked: no Cloud Man lands
			}
			pc := pos.Board[ag.loc]
			beaten[a] = m.beatenAtStart(pc.Kind, pc.Owner, pc.Facing, ag.loc, 0)
			if ag.player == m.side {
				f.lostAtStart[a] = beaten[a] || testUnsound == unsoundLostAtStart
			}
		case agCell:
			opt := make([]bool, len(ag.opts))
			some, all := false, true
			for o, op := range ag.opts[1:] {
				// A Cloud Man placed stays on the board, a plain piece,
				// until the next turn: it vanished, if at all, before the
				// placements, and does not land.
				opt[o+1] = m.cat.Kind(op.ords[0].Kind).Has(engine.FightsAllies)
				some, all = some || opt[o+1], all && opt[o+1]
			}
			f.allyFight[a] = some
			if some && !all {
				if testUnsound == unsoundAllyOption {
					clear(opt) // TestPruningsAreChecked
				}
				f.allyOpt[a] = opt
			}
		}
	}
	// Priests convert what they beat: a piece that could meet another
	// player's Priest could change sides.
	// The closure walks the agents in this order, and the search branches
	// on the first free agent to join it: those with the most options
	// first, the cells of a hand (every kind and facing it may place)
	// before most pieces. Measured on the hard suite (docs/performance.md,
	// "The eleventh round"): any-kills-b searches 3.5 million nodes so
	// instead of 7.2 million, in the order the agents were made.
	slices.SortStableFunc(f.live, func(a, b int) int { return len(m.agents[b].opts) - len(m.agents[a].opts) })
	f.convertible = make([]bool, len(m.agents))
	priests := &f.priestNear
	reach := m.priestReach()
	for n, st := range reach {
		priests[n] = st.union()
		var c uint64
		for t := range st {
			switch c |= st[t]; {
			case testUnsound == unsoundConvNear:
				c = 0 // TestPruningsAreChecked: never another player's
			case len(m.harpyOpts) > 0:
				c = 1<<engine.NumLocs - 1
			}
			f.convNear[n][t] = c
		}
	}
	f.kingAg = make([]bool, len(m.agents))
	for a := range m.agents {
		ag := &m.agents[a]
		for o := range ag.opts {
			op := &ag.opts[o]
			k, ok := m.optionKind(a, op)
			if !ok {
				continue
			}
			kd := m.cat.Kind(k)
			f.kingAg[a] = f.kingAg[a] || kd.Has(engine.SumsGroup)
			f.clouds = f.clouds || kd.Has(engine.Vanishes)
		}
	}
	for a := range m.agents {
		for n := range priests {
			if n+1 != int(m.agents[a].player) && priests[n]&m.agents[a].env != 0 {
				f.convertible[a] = true
			}
		}
	}
	f.deadFirst = make([]deadState, len(m.agents))
	if np == 2 && m.rules.Off == 0 {
		for a := range m.agents {
			ag := &m.agents[a]
			if ag.kind != agPiece || ag.spec.Has(deadFirstTraits) {
				continue
			}
			// No Priest of the other player next to it after the
			// placements: beaten then, it dies.
			if reach[2-ag.player][0]&(1<<ag.loc) != 0 && testUnsound != unsoundDeadPriest {
				continue
			}
			// Beaten by the other player's pieces: the kill is its own.
			switch pc, by := pos.Board[ag.loc], 3-ag.player; {
			case beaten[a] && m.beatenAtStart(pc.Kind, pc.Owner, pc.Facing, ag.loc, by):
				// Beaten with every placement made that could
				// divide its beater: beaten in every family.
				f.deadFirst[a] = deadAlways
			case m.mayBeBeatenFirst(pc, ag.loc):
				f.deadFirst[a] = deadAsk
			}
		}
	}
	canFight := func(a, b int) bool {
		return m.agents[a].player != m.agents[b].player || f.allyFight[a] || f.allyFight[b]
	}
	// contact reports whether agent a could ever fight anyone.
	contact := func(a int) bool {
		za := dilate(m.agents[a].env)
		for _, b := range f.live {
			if b != a && canFight(a, b) && m.agents[b].env&za != 0 {
				return true
			}
		}
		return false
	}
	anyElim := false
	for n := 1; n <= np; n++ {
		pl := pos.Player(n)
		if pl.Out {
			continue
		}
		safe := false
		// A piece no one can reach, that does not die by its own rule.
		for _, a := range m.own0(n) {
			ag := &m.agents[a]
			if ag.kind != agPiece || ag.spec.Has(engine.DiesIfStill) {
				continue
			}
			if ag.spec.Has(engine.DiesInTrench) && ag.env&trenchMask != 0 {
				continue
			}
			if !contact(a) {
				safe = true
				break
			}
		}
		// Or a territory no opponent can enter, while the deck or the hand
		// cannot run dry.
		if !safe && (!f.deckLow || pl.HandSize() > engine.MaxPlace) {
			for t := engine.AB; t <= engine.FA && !safe; t++ {
				if pos.Control[t] != uint8(n) {
					continue
				}
				reach := false
				for _, b := range f.live {
					if int(m.agents[b].player) != n && m.agents[b].env&f.terr[t] != 0 {
						reach = true
						break
					}
				}
				safe = !reach
			}
		}
		f.canElim[n-1] = !safe
		anyElim = anyElim || !safe
		f.handMatters[n-1] = f.deckLow && pl.HandSize() <= engine.MaxPlace
	}
	// Sudden death this turn.
	switch st := int(pos.SuddenDeath); {
	case st >= engine.Radius:
	case st == 0 && !pos.NoDraw:
	case st == 0:
		// It begins if nothing is drawn, placed or killed anywhere.
		f.sdRing, f.sdDep = ringMask[engine.Radius], true
	default:
		// It advances unless the game ends this turn.
		f.sdRing, f.sdDep = ringMask[engine.Radius-st], anyElim
	}
	f.goalGlobal = make([]bool, len(m.goals))
	for i, g := range m.goals {
		rule, ok := goalRules[g.Kind]
		// A goal without a rule hangs on everything: slow, never wrong.
		f.goalGlobal[i] = f.global || !ok || (f.sdDep && rule.ring != nil && rule.ring(m, g, f.sdRing))
	}
	return f
}

// fightsAllies reports whether the piece of agent a, on option o, may
// fight its allies (see allyFight): for a free agent, on any option.
func (f *facts) fightsAllies(a int, o uint16, free bool) bool {
	if free || f.allyOpt[a] == nil {
		return f.allyFight[a]
	}
	return f.allyOpt[a][o]
}

// own0 returns the agents of player n.
func (m *model) own0(n int) []int {
	var out []int
	for a := range m.agents {
		if int(m.agents[a].player) == n {
			out = append(out, a)
		}
	}
	return out
}

// czone is what the closure has reached, stage by stage: the cells where a
// piece of each player would act on a reached piece (p), and the cells next
// to a reached piece, where a piece that fights allies would (all).
type czone struct {
	p   [nStages][engine.MaxPlayers]uint64
	all stages
	// mine: the watched cells of a goal failed for want of a piece of
	// ours there (see seedSet.mine), where at the end a piece acts on
	// the goal if it may then be the side's.
	mine uint64
	// place: per player, the cells next to a piece dead in the first
	// round (see worker.deadFirst) where only a piece that player places
	// acts on it: one of another player, or one that fights allies
	// (placeAlly, that piece's own player), by being there in the first
	// round (see closure). (Through a King's group its own player's act
	// on it too: see groupZone.)
	place     [engine.MaxPlayers]uint64
	placeAlly [engine.MaxPlayers]uint64
	// q and qall are the presence layer (see closure): the cells where a
	// piece of each player, or one that fights allies, would act on a
	// reached piece that counts in that stage only by being there, with
	// its number and the opponents next to it, in the stage's one round
	// of close combat.
	q    [nStages][engine.MaxPlayers]uint64
	qall stages
	// u holds, per stage, every cell of every layer above (at the end
	// with mine, at placing with place and placeAlly): a candidate's
	// cells that meet none of them in a stage meet nothing in it, and the
	// walk reads that stage no further (see closure).
	u stages
}

// testZoneUnion, when set (by TestZoneUnionHoldsEveryLayer), counts the
// stages at which the closure passes over a candidate whose cells meet none
// of the zone's then (see czone.u), read in full all the same, and those
// at which the full reading finds them meeting the zone.
var testZoneUnion *memoCheck

// project returns the cells of z where agent a's piece would act on a
// reached piece: its player's, those of another player where that
// player's Priest could have converted it (see czone.at), and every cell
// next to a reached piece when it fights allies.
func (w *worker) project(a int, z *czone, out *stages) {
	m := w.m
	n := m.agents[a].player - 1
	conv, ally := m.facts.convertible[a], m.alliesNear(a, 0, true)
	np := int(m.pos.NumPlayers)
	for t := range out {
		out[t] = z.at(t, n, np, conv, ally, w.cn) | z.atPres(t, n, np, conv, ally, w.cn)
	}
	if m.agents[a].kind == agCell {
		out[0] |= z.placed(n, ally)
	}
	out[stEnd] |= w.mineAt(a, z)
}

// placed returns the cells of z where a placement of player n+1 acts on a
// piece dead in the first round (see czone.place): ally, one of its
// options fights allies.
func (z *czone) placed(n uint8, ally bool) uint64 {
	if ally {
		return z.place[n] | z.placeAlly[n]
	}
	return z.place[n]
}

// mineAt returns the watched cells of z (see czone.mine) when agent a's
// piece may be the side's at the end of the turn: one of the side's not
// lost before anything moves, or one that a Priest could convert.
func (w *worker) mineAt(a int, z *czone) uint64 {
	m := w.m
	if z.mine == 0 || m.facts.lostAtStart[a] {
		return 0
	}
	if p := m.agents[a].player; p != m.side && (!m.facts.convertible[a] || testUnsound == unsoundMine) {
		return 0 // TestPruningsAreChecked: none we could convert
	}
	return z.mine
}

// at returns the cells of z at stage t where a piece of player n+1 would
// act on a reached piece (see project): conv, a Priest of another player
// could convert it, and it acts as another player q's where it may stand
// once converted (cn[q], see facts.convNear); ally, it fights allies; np
// players.
func (z *czone) at(t int, n uint8, np int, conv, ally bool, cn *[engine.MaxPlayers]stages) uint64 {
	return layerAt(&z.p, &z.all, t, n, np, conv, ally, cn)
}

// atPres is at, in z's presence layer.
func (z *czone) atPres(t int, n uint8, np int, conv, ally bool, cn *[engine.MaxPlayers]stages) uint64 {
	return layerAt(&z.q, &z.qall, t, n, np, conv, ally, cn)
}

// layerAt is at, in the layer of a zone whose cells per stage and player
// are p and where a piece that fights allies acts, all.
func layerAt(p *[nStages][engine.MaxPlayers]uint64, all *stages, t int, n uint8, np int, conv, ally bool, cn *[engine.MaxPlayers]stages) uint64 {
	c := p[t][n]
	if conv {
		for q := 0; q < np; q++ {
			c |= p[t][q] & cn[q][t]
		}
	}
	if ally {
		c |= all[t]
	}
	return c
}

// The levels an agent joins the closure at (see closure): in stage t,
// level(t, lvPresence) when only its being there in that stage's close
// combat counts (its own cells: a piece stepping onto it, or into its
// step, bumping it), level(t, lvCount) when the opponents next to it then
// count too (they divide its number), level(t, lvFull) when its fate in
// that stage counts. Each level holds those below it; a stage's full level
// is below the next stage's presence level.
const (
	lvPresence = iota
	lvCount
	lvFull
	lvSteps
)

func level(t, k int) int { return lvSteps*t + k }

// actual fills ps with the cells agent a's piece occupied or stepped
// toward in each stage of the turn last evaluated, and reports whether the
// outcome tells them; when it does not, the cells of its option's trace
// stand for them. A piece that moved and is alive at the end, and that
// could not have been displaced or was not (pushed false), took its steps
// at the priorities its speed gives, one a priority, until it stopped: its
// cells are known exactly.
func (w *worker) actual(a int, ps *stages, pushed bool) bool {
	m := w.m
	ag := &m.agents[a]
	op := &ag.opts[w.asg[a]]
	if ag.kind != agPiece || op.n == 0 || op.ords[0].Op != engine.OpMove || pushed ||
		ag.spec.Has(engine.Vanishes) {
		return false
	}
	ft := w.out.Start[ag.loc]
	if !ft.Alive() || ft.Owner != ag.player {
		return false
	}
	n := int(op.ords[0].Dist)
	k := -1
	for j := 0; j <= n; j++ {
		if op.path[j] == ft.Loc {
			k = j
			break
		}
	}
	if k < 0 {
		return false
	}
	s := int(op.spd)
	cell := func(j int) uint64 {
		if l := op.path[j]; l != engine.NoLoc {
			return 1 << l
		}
		return 0
	}
	ps[0] = cell(0)
	done := 0
	for p := engine.MaxSpeed; p >= 1; p-- {
		c := cell(done)
		if s-p+1 >= 1 && done < k {
			done++
		} else if s-p+1 == k+1 && k < n {
			c |= cell(k + 1) // the step it was stopped at
		}
		ps[priorityStage(p)] = c | cell(done)
	}
	ps[stEnd] = cell(k)
	if testUnsound == unsoundActual {
		*ps = fixedStages(cell(k)) // TestPruningsAreChecked
	}
	return true
}

// cand is an agent that may join the closure: the cells it may occupy at
// any stage (see closure), and whether it is free.
type cand struct {
	u    uint64
	a    int32
	free bool
}

// resume is where a closure stopped, at the first free agent to join (a),
// for the next closure from the same seeds of the same evaluation when all
// that changed since is a restriction of a: the walk up to a's joining is
// the same then (a's cells only shrank, and no other free agent had
// joined), so it takes up from there, a tried anew.
type resume struct {
	ok               bool
	s                *seedSet
	gen, rmods       uint64
	a                int
	free             aset
	asg              []uint16
	any              uint64
	i, j, stop, next int
	pres, early      aset
}

// resumes reports whether a closure from seeds s with free agents free can
// take up where the last one stopped (see resume).
func (w *worker) resumes(s *seedSet, free *aset) bool {
	rs := &w.rs
	if !rs.ok || rs.s != s || rs.gen != w.gen || s.gen != w.gen || w.rmods != rs.rmods+1 || w.lastR != rs.a {
		return false
	}
	for i := range free {
		if d := free[i] ^ rs.free[i]; d != 0 && (i != rs.a>>6 || d != 1<<(rs.a&63)) {
			return false
		}
	}
	return slices.Equal(rs.asg, w.asg)
}

// closure walks out from the seeds, stage by stage. A reached piece keeps
// its history up to a stage (its deadline) as long as no other piece comes
// to act on it before then: an opponent next to it (fights, and the count
// of opponents that divides close combat), an ally on a cell it steps
// toward (bumps), any piece next to it when one of the two fights allies,
// and, for a King, any ally next to its group (its sum: see groupZone). A
// push (a knockback, an Imp Swarm's jump) is blocked by a piece on the
// cell it goes to, or by another push to the same cell, made by a piece
// next to that cell; the cells of a piece that may be pushed hold every
// cell it may be pushed to (knocked back: see narrow and knockStages; an Imp Swarm's jumps: see
// narrowJumps), and those of the other piece hold that cell too: so one
// cell out is enough there as well, and its allies act on it from its
// cells. A piece is taken to be knocked back only while a Harpy that could
// beat it may stand next to its walk in the family walked, and, with one
// Harpy in play, only away from those (see knockedCells).
// So an agent joins, with a deadline, when the cells it may occupy in
// some stage meet the zone of the reached pieces in that stage (see
// project; a held placement that fights allies by the cells next to them,
// one that does not by its own cells: see facts.allyOpt); a held agent
// adds its cells up to its deadline to the zone (the cells it occupied in
// the outcome analysed, when known), a free agent those of its current
// option. Seeds join with the end as deadline; watched cells are in the
// zone of every player at the end, or, for a goal failed for want of a
// piece of ours there, of the pieces that may then be ours (see mineAt).
// The deadline is a level (see level): an agent that acts on a reached
// piece's fate in stage t joins with its history before t in full, and in
// t by its being there and the opponents next to it, who join by their
// being there alone, and add only their own cells in t: a round of close
// combat fights on the numbers and the counts taken before its deaths.
// Where a second round may follow in the stage, near a Harpy of the
// family's or a Priest or an Imp Swarm in play, and at the end, it joins
// in full, its fate in t too (see model.presence).
// A placement whose cells meet the zone only next to a piece dead in the
// first round (see czone.place) acts on the seeds by being there in that
// round and by nothing else: the dead piece's fights are told by its own
// number and the count of its opponents. Nothing but a placement of
// another player on the same cell (top combat, before the first fights)
// can take it away before then, so it adds only its own cell, in the
// first stage, for the other players' pieces; it joins in full if its
// cells come to meet the zone otherwise.
//
// A free agent whose options left all have its piece do as with no order
// up to its deadline (see option.from) is read as held, on the cells of "no
// order": it joins as a free agent only if its deadline comes to reach a
// stage where one of them may do otherwise (early).
//
// It returns the first free agent to join (-1 when none does), the zone it
// joined by (only its options whose cells meet it can change what the seeds
// hang on, as long as the zone does not grow; allZone when it is a seed
// itself), and how many free agents join in all, or limit+1 when more than
// limit do: it stops there (limit 0: at the first). The free agents that never join can
// take any options together without changing what the seeds hang on. A
// free agent's cells are those of the options it has left (see
// worker.restrict).
func (w *worker) closure(s *seedSet, free *aset, limit int) (found, count int, zone stages) {
	m := w.m
	found = -1
	if w.joinedNone(s, free) {
		w.rs.ok = false
		return found, count, zone
	}
	resumed := w.resumes(s, free)
	w.rs.ok = false
	if s.global {
		for a := range m.agents {
			if free.has(a) {
				if found < 0 {
					found, zone = a, allZone
				}
				if count++; count > limit {
					return found, count, zone
				}
			}
		}
		return found, count, zone
	}
	if !w.mayJoin(s, free) {
		// No free agent has a cell left, nor is a seed: none can join,
		// and the walk would find none. (What follows, the Priests'
		// reach and the Harpies' walks, is read by the walk alone.)
		if testNoJoin == nil {
			return found, count, zone
		}
		testNoJoin.given.Add(1)
		defer func() {
			if found >= 0 || count > 0 {
				testNoJoin.wrong.Add(1)
			}
		}()
	}
	cur := s.gen == w.gen
	w.cn = w.convNear(free)
	w.jclock++ // the held Imp Swarms' cells are read anew (see jumpsOf)
	w.harpyWalks(free)
	// The cells near a Harpy of the family's, where a second round of
	// close combat may follow in a stage: a piece knocked back lands two
	// cells from the Harpy (which other Harpies may have knocked a cell
	// off its walk each), and fights again, as do the pieces next to it,
	// counting the opponents next to them. A piece within two of where it
	// lands may count in that round: its fate in the first counts in full
	// (see level). So near a Priest or an Imp Swarm (see model.rounds).
	var hw uint64
	for _, c := range w.hw {
		hw |= c
	}
	if testUnsound == unsoundRoundsHarpy {
		hw = 0 // TestPruningsAreChecked
	}
	hw = dilateBy(hw, 3+m.harpies)
	if testUnsound != unsoundRoundsPriest {
		hw |= m.rounds // else TestPruningsAreChecked
	}
	z := &w.cz
	np := int(m.pos.NumPlayers)
	any := s.watched // every cell of the zone, for a quick test
	dl := w.dl
	var ps stages
	// add adds agent a's cells to the zone: in full in stages from through
	// to, and in stage pt (when not -1, after to) at level pk (lvCount or
	// lvPresence): to the presence layer, its cells next to it or its own.
	add := func(a, from, to, pt, pk int) {
		ag := &m.agents[a]
		op := &ag.opts[w.asg[a]]
		zs := w.zoneSrc(a, free, cur, true, &ps)
		src, dsrc, blk, pushed := zs.src, zs.dsrc, zs.blk, zs.pushed
		to = min(to, zs.last)
		if pt > zs.last {
			pt = -1
		}
		o := int(ag.player - 1)
		wide := m.alliesNear(a, w.asg[a], free.has(a)) || zs.converted
		// Its allies act on a piece that may be displaced from its cells,
		// as on any piece: a push is blocked by a piece on the cell it
		// goes to, or by another push to that cell, and the cells of both
		// hold it (the cells of a piece that may be knocked back hold
		// every cell it may be knocked to, see narrow; those of an Imp
		// Swarm whose jumps narrowJumps follows, every cell it may jump
		// to).
		jumping := pushed && m.jumpers && op.jumps
		var last, nb uint64
		for t := from; t <= to; t++ {
			c := src[t]
			if c == 0 {
				continue
			}
			if dsrc != nil {
				nb = dsrc[t]
			} else if c != last {
				last, nb = c, dilate(c)
			}
			nbt, ct := nb, c
			if blk != nil {
				nbt |= blk[t]
				ct |= blk[t]
			}
			if t == stEnd && (m.presence && !m.facts.clouds || testUnsound == unsoundEndFights) {
				// No fight at the end of the turn (no Cloud Man lands):
				// only a piece on its cell acts on it then.
				nbt = ct
			}
			any |= nbt
			// Every player's pieces act on it from next to it, its own
			// from its cells (wide: from next to it too).
			zp := &z.p[t]
			own := zp[o] | ct
			if wide {
				own = zp[o] | nbt
			}
			if jumping && testUnsound == unsoundJumpAllies || pushed && !jumping && testUnsound == unsoundKnockAllies ||
				testUnsound == unsoundLandsOnly && m.landsOnly(a) {
				own = zp[o] // TestPruningsAreChecked: no ally acts on it
			}
			zp[0] |= nbt
			zp[1] |= nbt
			for q := 2; q < np; q++ {
				zp[q] |= nbt
			}
			zp[o] = own
			z.all[t] |= nbt
			z.u[t] |= nbt
		}
		if pt >= 0 && src[pt] != 0 {
			c := src[pt]
			nbt := dilate(c)
			if blk != nil {
				nbt |= blk[pt]
				c |= blk[pt]
			}
			zq := &z.q[pt]
			if pk == lvCount {
				// Its opponents next to it divide its number: their
				// being there counts.
				any |= nbt
				for q := 0; q < np; q++ {
					if q != o {
						zq[q] |= nbt
					}
				}
				if wide {
					zq[o] |= nbt
				}
				z.qall[pt] |= nbt
			}
			any |= c
			for q := 0; q < np; q++ {
				zq[q] |= c
			}
			if testUnsound != unsoundZoneUnion { // else TestZoneUnionHoldsEveryLayer
				z.u[pt] |= nbt
			}
		}
		if m.facts.kingAg[a] && testUnsound != unsoundGroupZone {
			any |= w.groupZone(a, free, cur, src, from, max(to, pt))
		}
	}
	cs := w.cand[:0]
	i, j, stop, next := 0, 0, -1, -1
	var pres aset  // agents that joined by being there in the first round only
	var early aset // free agents whose options left all do as "no order" does up to their deadlines
	if resumed {
		rs := &w.rs
		cs, any, i, j, stop, next, pres, early = w.cand, rs.any, rs.i, rs.j, rs.stop, rs.next, rs.pres, rs.early
		x := &cs[i]
		x.free = free.has(int(x.a))
		if x.u = w.tr[x.a]; x.free {
			x.u = w.renvU[x.a]
		}
	} else {
		*z = czone{}
		z.u[stEnd] = s.watched
		if s.mine {
			// Only a piece of the side, or one that could join it, ending
			// there could change the goal.
			z.mine = s.watched
		} else {
			for q := 0; q < np; q++ {
				z.p[stEnd][q] |= s.watched
			}
			z.all[stEnd] |= s.watched
		}
		for _, a := range m.facts.live {
			dl[a] = -1
			if !s.agents.has(a) {
				// A candidate to join, with the cells it may occupy at any
				// stage: none, and it never joins.
				isFree := free.has(a)
				u := w.tr[a]
				if isFree {
					u = w.renvU[a]
				}
				if u != 0 {
					cs = append(cs, cand{u, int32(a), isFree})
				}
				continue
			}
			if free.has(a) && !w.freeDeadFirst(a, free) {
				if found < 0 {
					found, zone = a, allZone
				}
				if count++; count > limit {
					return found, count, zone
				}
			}
			dl[a] = int8(level(stEnd-int(s.cut), lvFull))
			add(a, 0, stEnd-int(s.cut), -1, 0)
		}
	}
	// Walk the candidates round after round until a round adds nothing.
	// A round after one that added stops at the agent that added last
	// (stop): every agent after it was tried against the zone as it is
	// now, and that agent's own cells reach no stage it could still join
	// by. Agents that joined by the end leave the list, which keeps its
	// order.
	for {
		for ; i < len(cs); i++ {
			if i == stop && next < 0 {
				break // nothing added since this agent added
			}
			x := cs[i]
			if x.u&any == 0 {
				cs[j] = x
				j++
				continue
			}
			a := int(x.a)
			da := int(dl[a])
			var r *stages
			switch op := &m.agents[a].opts[w.asg[a]]; {
			case x.free:
				r = &w.renv[a]
			case m.jumpers && op.jumps:
				r = &w.jumpsOf(a, free).st
			case op.wide:
				r = w.knockedCells(a, op)
			default:
				r = &op.st
			}
			// The latest stage at which a's cells meet the zone its
			// piece would act on (see project), stage by stage.
			n := m.agents[a].player - 1
			conv, ally := m.facts.convertible[a], m.alliesNear(a, w.asg[a], x.free)
			d, lv := -1, -1
			placedOnly := false // met at placing only next to a piece dead then
			for t := stEnd; t >= 0 && level(t, lvFull) > da; t-- {
				if testUnsound == unsoundStages && t < stEnd {
					break // the end only: TestPruningsAreChecked
				}
				rt := r[t]
				if rt == 0 {
					continue
				}
				// Cells that meet no layer of the zone then meet nothing
				// (testZoneUnion: read in full all the same).
				passed := rt&z.u[t] == 0
				if passed && testZoneUnion == nil {
					continue
				}
				zt := z.at(t, n, np, conv, ally, w.cn)
				if t == stEnd {
					zt |= w.mineAt(a, z)
				}
				zq := z.atPres(t, n, np, conv, ally, w.cn)
				if t == 0 && m.agents[a].kind == agCell && !pres.has(a) {
					placedOnly = rt&(zt|zq) == 0
					zt |= z.placed(n, ally)
				}
				if passed {
					testZoneUnion.given.Add(1)
					if rt&(zt|zq) != 0 {
						testZoneUnion.wrong.Add(1)
					}
					continue
				}
				switch {
				case rt&zt != 0:
					// It acts on a piece whose fate counts then: by its
					// number, its being there and the opponents next to
					// it.
					d, lv = t, lvCount
				case rt&zq != 0:
					d, lv = t, lvPresence // by its being there
				default:
					continue
				}
				// Its own fate then counts too where a second round of
				// close combat may follow (hw: near a Harpy, a Priest or
				// an Imp Swarm), at the end, and where the levels are not
				// read (see model.presence).
				if (!m.presence || t == stEnd || rt&hw != 0) && testUnsound != unsoundPresenceFull {
					lv = lvFull
				}
				lv = level(t, lv)
				break
			}
			if lv <= da {
				cs[j] = x
				j++
				continue
			}
			// Dead in the first round (see deadFirst): asked once, of a
			// free agent here, of a held one below.
			dead := false
			if da < 0 && x.free && w.freeDeadFirst(a, free) {
				x.free, dead = false, true // read as held from now on (see freeDeadFirst)
			}
			// A free agent not yet counted (or read as held so far).
			joins := x.free && (da < 0 || early.has(a)) && !pres.has(a)
			if joins && !w.doesOtherBy(a, d) {
				// Every option it has left does as "no order" does up to
				// its deadline: it is read as held, until the zone comes
				// to meet it at a stage where one may do otherwise.
				early.set(a)
			} else if joins {
				early.clear(a)
				if found < 0 {
					found = a
					w.project(a, z, &zone)
				}
				if count++; count > limit {
					w.cand = cs
					if count == 1 && cur {
						w.rs = resume{true, s, w.gen, w.rmods, a, *free, append(w.rs.asg[:0], w.asg...), any, i, j, stop, next, pres, early}
					}
					return found, count, zone
				}
			}
			next = j
			if d == 0 && placedOnly {
				// It acts only on pieces dead in the first round, by
				// being there (see czone.place): only a placement of
				// another player on its cell (top combat) acts on that.
				c := r[0]
				if testUnsound == unsoundPresence {
					c = 0 // TestPruningsAreChecked
				}
				for q := 0; q < np; q++ {
					if q != int(n) {
						z.p[0][q] |= c
					}
				}
				z.u[0] |= c
				any |= c
				pres.set(a)
				cs[j] = x
				j++
				continue
			}
			if da < 0 && !x.free && (dead || w.deadFirst(a, free)) {
				// Only the placements next to it act on it, and it
				// acts on nothing after the first round. (In that round
				// it may join a King of its player to the allies next to
				// it: the King's group holds them, see groupZone.)
				if testUnsound != unsoundDeadFirst {
					nb := dilate(1 << m.agents[a].loc)
					o := m.agents[a].player - 1
					for q := 0; q < np; q++ {
						if q != int(o) {
							z.place[q] |= nb
						}
					}
					z.placeAlly[o] |= nb
					z.u[0] |= nb
					any |= nb
				}
				dl[a] = int8(level(stEnd, lvFull))
				continue
			}
			// The stages it is added in from: after those it was added
			// in full, and again the stage it was added at a lower level.
			from := 0
			if da >= 0 {
				from = da / lvSteps
				if da%lvSteps == lvFull {
					from++
				}
			}
			if lv%lvSteps == lvFull {
				add(a, from, d, -1, 0)
			} else {
				add(a, from, d-1, d, lv%lvSteps)
			}
			dl[a] = int8(lv)
			if lv < level(stEnd, lvFull) {
				cs[j] = x
				j++
			}
		}
		if next < 0 {
			break
		}
		cs, stop = cs[:j], next
		i, j, next = 0, 0, -1
	}
	w.cand = cs
	return found, count, zone
}

// doesOtherBy reports whether one of the options free agent a has left may
// have its piece do otherwise than with no order by stage d (see
// option.from).
func (w *worker) doesOtherBy(a, d int) bool {
	opts := w.m.agents[a].opts
	for o := 1; o < len(opts); o++ {
		from := int(opts[o].from)
		if testUnsound == unsoundFrom && from > 0 && from < stEnd {
			from++ // a move's first step missed: TestPruningsAreChecked
		}
		if from <= d && w.left(a, o) {
			return true
		}
	}
	return false
}

// zoneSrc is what the closure reads of a reached piece: the cells it adds
// to the zone from (src; dsrc the cells next to them, when kept; blk cells
// every player's pieces act on it from too), whether it may be displaced
// (pushed), whether it changed sides in the outcome analysed (converted),
// and the last stage it may be anywhere (last).
type zoneSrc struct {
	src, dsrc, blk    *stages
	pushed, converted bool
	last              int
}

// zoneSrc reads agent a's piece for the closure (see zoneSrc), ps holding
// its cells when the outcome just analysed (cur) tells them. An Imp Swarm's
// jumps are read in the family (see jumpsOf) when jumps is set, else on
// its option's cells, which hold them.
func (w *worker) zoneSrc(a int, free *aset, cur, jumps bool, ps *stages) zoneSrc {
	m := w.m
	ag := &m.agents[a]
	op := &ag.opts[w.asg[a]]
	zs := zoneSrc{src: &op.st, dsrc: &op.dst, pushed: op.wide, last: stEnd}
	if zs.pushed {
		if zs.src = w.knockedCells(a, op); zs.src != &op.st {
			zs.pushed, zs.dsrc = zs.src != &op.plain, nil
		}
	}
	if cur && !free.has(a) {
		ft, ok := (fates{m, &w.out}).fate(a)
		if ok && ft.Owner != ag.player {
			zs.converted = true // it fought for both sides
		}
		if ok && !ft.Alive() {
			// Dead, and dead whatever the agents outside do, which can
			// only reach it through what is added here: after that
			// stage it is nowhere.
			zs.last = deathStage(ft.Died)
		}
		if zs.pushed && ok && (!ft.Displaced || testUnsound == unsoundPushed) {
			// Not displaced, and not whatever the agents outside do:
			// only a Harpy next to its walk, reached through what is
			// added here, could have knocked it off it; or, when a
			// knockback or a jump it was due was held (engine:
			// Fate.Held), a piece on the cell it would have gone to:
			// then the cells it may be displaced to stay in the zone,
			// for every player.
			zs.pushed = false
			if ft.Held && testUnsound != unsoundKnockHeld && testUnsound != unsoundPushed {
				zs.blk = &op.st
			}
			zs.src, zs.dsrc = &op.plain, nil
		}
	}
	if cur && w.actual(a, ps, zs.pushed) {
		zs.src, zs.dsrc = ps, nil
	} else if jumps && zs.pushed && m.jumpers && op.jumps {
		j := w.jumpsOf(a, free)
		zs.src, zs.dsrc = &j.st, j.near()
	}
	return zs
}

// groupZone adds to the closure's zone the cells of the group of the King
// that agent a's piece may be (or place), reached in stages from to to on
// the cells src, and returns them. A King fights with the sum of the
// allies connected to it through allied neighbours, so every piece of its
// player on a cell of its group acts on it; and no piece elsewhere does
// through the group: an ally next to a piece that is no King's changes
// none of its fights. The group, stage by stage, is taken as every cell
// connected to the King's through cells where a piece of its player may
// then stand (see allyCells); a King a Priest could convert may be any
// player's.
func (w *worker) groupZone(a int, free *aset, cur bool, src *stages, from, to int) uint64 {
	m := w.m
	np := int(m.pos.NumPlayers)
	p := int(m.agents[a].player - 1)
	ps := uint8(1) << p
	if m.facts.convertible[a] {
		ps = 1<<np - 1
	}
	w.allyCells(free, cur, ps)
	fights := w.kingFights(a, free, src)
	var added, lastK, lastIn, lastG uint64
	for t := from; t <= to; t++ {
		k := src[t]
		if k == 0 || fights&(1<<t) == 0 {
			continue
		}
		for q := 0; q < np; q++ {
			if ps&(1<<q) == 0 {
				continue
			}
			in := w.allies[t][q]
			if k != lastK || in != lastIn {
				lastK, lastIn, lastG = k, in, groupOf(k, in)
			}
			w.cz.p[t][q] |= lastG
			w.cz.u[t] |= lastG
			added |= lastG
		}
	}
	return added
}

// convNear returns, per player and stage, where a piece its Priests
// converted may stand by then (see facts.convNear) in the family of order
// sets the worker stands at: from the Priests of the held agents' options
// and of the options the free agents have left, not of every option. A
// Priest held on "no order" converts only next to its own cell. With a
// Harpy in play, or an Imp Swarm whose jumps are followed (converted, it
// may jump on), the problem's are read.
func (w *worker) convNear(free *aset) *[engine.MaxPlayers]stages {
	m := w.m
	if len(m.priestOpts) == 0 || len(m.harpyOpts) > 0 || m.jumpers {
		return &m.facts.convNear
	}
	k := &w.cnKey
	same := k.ok
	for i, a := range m.priestAgents {
		st := priestState{free.has(int(a)), w.asg[a], w.rver[a]}
		if !st.free {
			st.ver = 0 // a held agent's restriction does not matter
		}
		if same && k.st[i] != st {
			same = false
		}
		k.st[i] = st
	}
	if same {
		return &w.fcn
	}
	k.ok = true
	ps := w.fps[:0]
	for _, po := range m.priestOpts {
		a, o := int(po.a), int(po.o)
		held := !free.has(a) || testUnsound == unsoundConvFamily // TestPruningsAreChecked: free ones too
		if !held && (o == 0 || w.left(a, o)) || held && int(w.asg[a]) == o {
			ps = append(ps, priestAt{&m.agents[a].opts[o].st, po.p})
		}
	}
	w.fps = ps
	var near [engine.MaxPlayers]stages
	reachOf(ps, &near)
	for n := range near {
		var c uint64
		for t := range near[n] {
			if c |= near[n][t]; testUnsound == unsoundConvNear {
				c = 0 // TestPruningsAreChecked: never another player's
			}
			w.fcn[n][t] = c
		}
	}
	return &w.fcn
}

// priestState is what convNear reads of an agent that may hold a Priest.
type priestState struct {
	free bool
	asg  uint16
	ver  uint64
}

// convKey is what w.fcn was read for (see convNear).
type convKey struct {
	ok bool
	st []priestState
}

// kingFights returns the stages (bit t for stage t) in which the King of
// agent a, on the cells src stage by stage, may fight: its group's sum
// counts in its fights only, so the group matters in those stages alone.
// After the first round of close combat that follows the placements, a
// pair of pieces side by side fights again only when one of them has just
// arrived where it stands (stepped, landed, knocked back, jumped) or
// changed sides (engine: dirty units). So a King may fight in the first
// stage; in a priority, when it may step, when a piece that would fight
// it may stand next to it then on a cell other than the one it starts the
// turn on (it may have just stepped there: a walk is a straight line, and
// never comes back), or when a Priest may convert a piece next to it; at
// the end, when a Cloud Man may land next to it or on it, or a Priest may
// convert. With a Harpy or an Imp Swarm in play, whose knockbacks and
// jumps may bring a piece back to its first cell, and for a King a Priest
// could convert, every stage counts.
func (w *worker) kingFights(a int, free *aset, src *stages) uint8 {
	m := w.m
	const all = 1<<nStages - 1
	if len(m.harpyOpts) > 0 || m.jumpers || m.facts.convertible[a] {
		return all
	}
	p := m.agents[a].player
	arr := w.kingFoes(a, p, free)
	fights := uint8(1)
	for t := 1; t < nStages; t++ {
		nb := dilate(src[t])
		switch {
		case nb == 0:
		case t < stEnd && (free.has(a) || src[t] != src[t-1]):
			fights |= 1 << t // it may step
		case arr[t]&nb != 0:
			fights |= 1 << t
		}
	}
	return fights
}

// kingFoes returns, stage by stage from the first priority on, the cells
// where a piece that would fight a King of player p (agent a) may arrive
// (see kingFights): a cell it may stand on in a priority other than its
// first, where it may have just stepped; at the end, a cell a Cloud Man
// may land on; in either, the cells next to where a Priest may convert
// (one of its own player's may convert a Cerberus, which fights allies).
func (w *worker) kingFoes(a int, p uint8, free *aset) *stages {
	m := w.m
	arr := &w.kfoes
	*arr = stages{}
	for n := range m.priests {
		if m.priests[n] {
			for t := 1; t < nStages; t++ {
				arr[t] |= w.cn[n][t]
			}
		}
	}
	for _, b := range m.facts.live {
		ag := &m.agents[b]
		if b == a || ag.player == p && !m.facts.convertible[b] && !m.facts.allyFight[b] {
			continue // an ally never fights the King
		}
		var st *stages
		switch {
		case free.has(b):
			st = &w.renv[b]
		case w.tr[b] != 0:
			st = &ag.opts[w.asg[b]].st
		default:
			continue
		}
		for t := 1; t < stEnd; t++ {
			arr[t] |= st[t] &^ (1 << ag.loc)
		}
		if st[stEnd] != 0 && m.lands(b) && testUnsound != unsoundKingFights {
			arr[stEnd] |= st[stEnd] // it lands
		}
	}
	return arr
}

// lands reports whether agent b's piece is a Cloud Man on the board: it
// leaves the board before the placements and lands at the end, whatever its
// orders (one placed stays where it is put).
func (m *model) lands(b int) bool {
	ag := &m.agents[b]
	return ag.kind == agPiece && ag.spec.Has(engine.Vanishes)
}

// landsOnly reports whether agent a's piece fights its allies only by
// landing on one: a Cloud Man on the board, gone from the start of the turn
// to its end, when it lands and fights top combat with what holds its cell,
// ally or not, and close combat with its opponents only. An ally acts on it,
// and it on an ally, only on the cell it lands on: its own cells, which its
// player's zone holds as any piece's.
func (m *model) landsOnly(a int) bool {
	return m.lands(a) && !m.agents[a].spec.Has(engine.FightsAllies)
}

// alliesNear reports whether, in the closure, agent a's piece on option o
// (free: on any option it has left) fights allies next to it, and they it
// (see facts.fightsAllies): a Cloud Man landing does so only on its own
// cells (see landsOnly).
func (m *model) alliesNear(a int, o uint16, free bool) bool {
	return m.facts.fightsAllies(a, o, free) && !m.landsOnly(a)
}

// groupOf returns the cells of the group of a King on the cells k, its
// allies on the cells in: every cell joined to k through cells of in, and
// the cells next to those.
func groupOf(k, in uint64) uint64 {
	g, edge := k, k
	for edge != 0 {
		edge = dilateMany(edge) & in &^ g
		g |= edge
	}
	return dilateMany(g)
}

// allyCells sets w.allies[t][q] for the players q of the set ps to the
// cells where a piece of q may stand in stage t, in the order set the
// worker stands at, each piece read as the closure reads it when it joins
// (see zoneSrc): a free agent's other options join the closure where they
// meet the group, as anywhere; an Imp Swarm on all the cells its jumps
// may take it to. A piece a Priest could convert may stand there as any
// player's. Each piece's cells are kept while what they are read from is
// (see allyCellsOf).
func (w *worker) allyCells(free *aset, cur bool, ps uint8) {
	m := w.m
	np := int(m.pos.NumPlayers)
	for q := 0; q < np; q++ {
		if ps&(1<<q) != 0 {
			for t := range w.allies {
				w.allies[t][q] = 0
			}
		}
	}
	if w.allyHW != w.hw {
		w.allyHW = w.hw
		w.allyGen++
	}
	for _, b := range m.facts.live {
		if w.tr[b] == 0 {
			continue // no cells: a placement not made, a Necromancer's target
		}
		as := ps & (1 << (m.agents[b].player - 1)) // the players it may stand for
		if m.facts.convertible[b] {
			as = ps
		}
		if as == 0 {
			continue
		}
		c := w.allyCellsOf(b, free, cur)
		for t := 0; t <= int(c.last); t++ {
			for qs := as; qs != 0; qs &= qs - 1 {
				w.allies[t][bits.TrailingZeros8(qs)] |= c.st[t]
			}
		}
	}
}

// allyMemo is the cells of an agent's piece, stage by stage, as
// allyCells reads them (see zoneSrc: its cells, and those pieces act on it
// from, up to the last stage it may be anywhere), with what they were read
// from: its option, whether it was free, whether the outcome analysed was
// read and what became of its piece there (zoneSrc reads no more of it), and
// the Harpies' walks (allyGen).
type allyMemo struct {
	ok   bool
	free bool
	cur  bool
	last int8
	o    uint16
	gen  uint64
	fate engine.Fate
	st   stages
}

// allyCellsOf returns agent b's cells as allyCells reads them, read anew
// only when what they are read from changed (see allyMemo): from one
// outcome to the next, most pieces fare alike.
func (w *worker) allyCellsOf(b int, free *aset, cur bool) *allyMemo {
	c := &w.allyOf[b]
	isFree := free.has(b)
	var ft engine.Fate
	if cur && !isFree {
		ft, _ = (fates{w.m, &w.out}).fate(b)
	}
	if c.ok && c.o == w.asg[b] && c.free == isFree && c.cur == cur && (c.fate == ft || testUnsound == unsoundAllyMemo) && c.gen == w.allyGen {
		if testAllyMemo != nil {
			testAllyMemo.given.Add(1)
			saved := *c
			w.readAllyCells(b, free, cur, c)
			if c.st != saved.st || c.last != saved.last {
				testAllyMemo.wrong.Add(1)
			}
		}
		return c
	}
	w.readAllyCells(b, free, cur, c)
	c.ok, c.o, c.free, c.cur, c.fate, c.gen = true, w.asg[b], isFree, cur, ft, w.allyGen
	return c
}

// readAllyCells reads agent b's cells into c (see allyMemo).
func (w *worker) readAllyCells(b int, free *aset, cur bool, c *allyMemo) {
	var cells stages
	zs := w.zoneSrc(b, free, cur, false, &cells)
	c.st, c.last = stages{}, int8(zs.last)
	for t := 0; t <= zs.last; t++ {
		c.st[t] = zs.src[t]
		if zs.blk != nil {
			c.st[t] |= zs.blk[t]
		}
	}
}

// testAllyMemo, when set by TestAllyMemoGivesTheReading, counts the
// cells allyCellsOf gives again, and those a fresh reading would not give.
var testAllyMemo *memoCheck

// mayJoin reports whether a free agent could join the closure from seeds
// s: one that is a seed, or has cells left among its options (see closure).
func (w *worker) mayJoin(s *seedSet, free *aset) bool {
	cells := testUnsound != unsoundNoJoin // TestClosureWithNoneToJoinIsChecked: the seeds only
	for _, a := range w.m.facts.live {
		if free.has(a) && (cells && w.renvU[a] != 0 || s.agents.has(a)) {
			return true
		}
	}
	return false
}

// testNoJoin, when set by TestClosureWithNoneToJoin, has the closure walk
// on where mayJoin finds no free agent that could join, and count the walks
// that found one.
var testNoJoin *memoCheck

// harpyWalks sets w.hw to the walks, per player, of the Harpies the family
// the worker stands at may hold: the agents' current options that place or
// move one, and the free agents' options left that do.
func (w *worker) harpyWalks(free *aset) {
	m := w.m
	w.hw = [engine.MaxPlayers]uint64{}
	for _, r := range m.harpyRuns {
		hs := m.harpyOpts[r[0]:r[1]]
		a := int(hs[0].a)
		if !free.has(a) || testUnsound == unsoundHarpyFree {
			// Held: its current option only.
			w.hw[m.agents[a].player-1] |= m.agents[a].opts[w.asg[a]].harpy
			continue
		}
		for _, h := range hs {
			if int(w.asg[a]) == int(h.o) || w.left(a, int(h.o)) {
				w.hw[h.player-1] |= h.walk
			}
		}
	}
	w.knockRunWalks(free)
}

// familyHarpies returns the walks of the Harpies of w.hw that could beat
// the piece of wide option op (see narrow).
func (w *worker) familyHarpies(op *option) uint64 {
	var hw uint64
	for q := range w.hw {
		if op.beat&(1<<q) != 0 {
			hw |= w.hw[q]
		}
	}
	return hw
}

// knockedCells returns the cells of wide option op, agent a's current, in
// the family the closure walks, only the Harpies of w.hw counted: its plain
// cells when none that could beat it may stand next to its walk (see
// narrow); with one Harpy in play, its walk moved away from those alone
// (knockStages, kept in w.knocked[a] while the walks are the same), and so,
// knocked once with more in play, from where the one that could beat it
// may stand when it dies (knockerCells); else op.st, as for an Imp
// Swarm's jumps.
func (w *worker) knockedCells(a int, op *option) *stages {
	if op.jumps || op.near == 0 {
		return &op.st
	}
	hw := w.familyHarpies(op)
	switch {
	case op.near&hw == 0:
		return &op.plain
	case op.walk == 0:
		if st, ok := w.knockedNearIn(a, op); ok {
			return st
		}
		return &op.st
	}
	if w.m.harpies > 1 {
		hw = w.knockerCells(op) // knocked once (knockonce.go)
	}
	k := &w.knocked[a]
	if !k.ok || k.op != op || k.hw != hw {
		*k = knockMemo{true, op, hw, knockStages(&op.plain, op.walk, hw)}
	}
	return &k.st
}

// knockMemo is the last cells knockedCells read for an agent: those of
// option op with the Harpies' walks hw.
type knockMemo struct {
	ok bool
	op *option
	hw uint64
	st stages
}

// deadState is what facts.deadFirst knows of a piece beaten in the first
// round of close combat.
type deadState uint8

const (
	deadNever  deadState = iota // never beaten there, or not one deadFirst follows
	deadAsk                     // beaten there in some families: ask firstBeaten
	deadAlways                  // beaten there in every family (see beatenAtStart)
)

// mayBeBeatenFirst reports whether piece x on cell l could lose or tie a
// fight in the first round of close combat in some order set (see
// firstBeaten): by loses, against a piece on the board next to it, or one
// placed there, taken undivided (x at least is its opponent), x with every
// cell around it holding one of its opponents that could.
func (m *model) mayBeBeatenFirst(x engine.Piece, l engine.Loc) bool {
	kx := m.cat.Kind(x.Kind)
	// ys calls f on each piece that may stand next to x in that round,
	// of another player, by direction.
	ys := func(f func(d engine.Dir, y engine.Piece)) {
		for d := engine.A; d <= engine.F; d++ {
			nl := l.Neighbour(d)
			if nl == engine.NoLoc {
				continue
			}
			if y, ok := m.opponentAt(nl, x.Owner); ok {
				if !m.cat.Kind(y.Kind).Has(engine.Vanishes) {
					f(d, y)
				}
				continue
			}
			for q := range m.cellAt {
				c := int(m.cellAt[q][nl])
				if c < 0 || q+1 == int(x.Owner) {
					continue
				}
				for o := 1; o < len(m.agents[c].opts); o++ {
					if ord := m.agents[c].opts[o].ords[0]; !m.cat.Kind(ord.Kind).Has(engine.Vanishes) {
						f(d, engine.Piece{Kind: ord.Kind, Owner: uint8(q + 1), Facing: ord.Dir})
					}
				}
			}
		}
	}
	var near [6]bool
	ys(func(d engine.Dir, _ engine.Piece) { near[d] = true })
	nx := 0
	for _, in := range near {
		if in {
			nx++
		}
	}
	may := false
	undivided := func(engine.Loc, engine.Piece) int { return 1 }
	ys(func(d engine.Dir, y engine.Piece) {
		var one [6]engine.Piece
		one[d] = y
		may = may || m.loses(kx, x.Facing, l, &one, nx, 0, undivided)
	})
	return may
}

// deadFirstTraits are the traits of a piece that deadFirst leaves out: it
// is not on the board, or its numbers or its opponents' change, or it
// acts on others through allies, conversions, or its death.
const deadFirstTraits = engine.Vanishes | engine.FightsAllies | numberTraits | engine.Converts |
	engine.KnocksBack | engine.Bombs | engine.KillsWhatLands | engine.Raises

// deadFirst reports whether the piece of agent a, held, dies in the first
// round of close combat in every order set of the family the worker
// stands at, and so acts on the rest of the turn by that round's fights
// alone. With two players, a piece beaten there (see firstBeaten) by the
// only other player dies, and no Priest of that player stands next to it
// to convert it instead (see facts.deadFirst); its kill is that player's.
// In that round the pieces on the board stand where the turn found them,
// facing as they did (turns come after the moves), whatever their orders:
// its fights are told by its own number, fixed, and its opponents'
// count, which only a placement next to it changes. So a piece it acts on
// hangs on those placements, not on what acts on the pieces next to it.
func (w *worker) deadFirst(a int, free *aset) bool {
	switch w.m.facts.deadFirst[a] {
	case deadAlways:
		return true
	case deadAsk:
		return w.firstBeaten(w.m.agents[a].loc, free, 3-w.m.agents[a].player, false)
	}
	return false
}

// freeDeadFirst reports whether the piece of free agent a dies in the
// first round of close combat in every order set of the family (see
// deadFirst). Its orders would act only after that round: a move's first
// step, a turn, all come later (deadFirst leaves out the Cloud Man, who
// leaves the board before it). So every option it has does as "no order"
// does, and the closure reads it as held: it never joins as a free agent,
// and is never branched on, in the side's search or the others'.
func (w *worker) freeDeadFirst(a int, free *aset) bool {
	if testUnsound == unsoundFreeDead {
		return w.m.facts.deadFirst[a] != deadNever // without asking: TestPruningsAreChecked
	}
	return w.m.facts.deadFirst[a] != deadNever && w.deadFirst(a, free)
}

// diedFirst reports whether the piece of agent a, one that may or may not
// die in the first round of close combat (see facts.deadFirst), died in it
// in the turn last evaluated (w.out).
func (w *worker) diedFirst(a int) bool {
	m := w.m
	if m.facts.deadFirst[a] != deadAsk {
		return false
	}
	ft := w.out.Start[m.agents[a].loc]
	return !ft.Alive() && ft.Died <= engine.StagePlace
}

// actingFirst returns the free agent to branch on in place of a, the first
// to join the closure of seeds s, and the zone it joined by (z). When a's
// piece died in the first round of close combat of the turn last
// evaluated (see diedFirst), it is the first free agent to join with the
// free agents of group whose pieces died so read as held; a and z when
// no other joins, or when a is -1 (none joined). Then it sets *deadOnly, and is not asked again while it
// is set: the closure with those pieces read as held stays without a free
// agent as long as only they are branched on (their options are not read
// when they are read as held).
//
// Such a piece's orders act only after that round (see freeDeadFirst):
// alone they change nothing, and they count only in the order sets where
// a placement next to it saves it. Branched on first, each of its options
// has the whole family below it, and the placements that may save it are
// searched again below each one. Branched on after the agents that act
// at once, it is searched only where they leave it a chance: once the
// placements next to it are given (or restricted away), freeDeadFirst
// reads it as held, and it is not branched on at all.
//
// Any free agent may be branched on: its options that meet the zone it
// joined by are branched on one by one, and it keeps the others (see
// restrict). So the choice changes the nodes searched, not the answer:
// the closure of the free agents as they are still decides when none is
// left to branch on.
func (w *worker) actingFirst(s *seedSet, free *aset, group []int, a int, z stages, deadOnly *bool) (int, stages) {
	if a < 0 || testUnsound == noDeadLast || *deadOnly || !w.diedFirst(a) {
		return a, z
	}
	alt := *free
	for _, x := range group {
		if alt.has(x) && w.diedFirst(x) {
			alt.clear(x)
		}
	}
	if b, _, zb := w.closure(s, &alt, 0); b >= 0 {
		return b, zb
	}
	*deadOnly = true
	return a, z
}

// jumpsOf returns the cells of agent a, held on an option that follows
// an Imp Swarm's jumps, in the family the worker stands at (see
// jumpCells); read once per closure.
func (w *worker) jumpsOf(a int, free *aset) *jumpMemo {
	if c := &w.jlast[a]; c.ok && c.gen == w.jclock {
		return c
	}
	c := w.jumpCells(a, free)
	c.gen = w.jclock
	return c
}
