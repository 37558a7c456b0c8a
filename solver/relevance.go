package solver

import (
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
	goalGlobal  []bool    // the goal cannot be localised: all free agents matter
	allyFight   []bool    // per agent: it can fight allies (Cerberus, or a Cloud Man landing)
	live        []int     // agents with a nonempty envelope
	terr        [6]uint64 // cells of each territory
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
	for a := range m.agents {
		ag := &m.agents[a]
		if ag.env != 0 {
			f.live = append(f.live, a)
		}
		switch ag.kind {
		case agPiece:
			f.allyFight[a] = ag.spec.Has(engine.FightsAllies | engine.Vanishes)
		case agCell:
			for _, op := range ag.opts[1:] {
				f.allyFight[a] = f.allyFight[a] || m.cat.Kind(op.ords[0].Kind).Has(engine.FightsAllies|engine.Vanishes)
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

// seedSet is what a goal's value hangs on: agents, cells any agent reaching
// them must join, or everything.
type seedSet struct {
	agents  aset
	watched uint64
	global  bool
}

func (s *seedSet) reset() { *s = seedSet{} }

// fates gives, after an evaluation, what became of each agent's piece.
type fates struct {
	m   *model
	out *engine.Outcome
}

// fate returns the fate of the piece of agent a and whether it has one (a
// cell agent that placed nothing has none).
func (f fates) fate(a int) (engine.Fate, bool) {
	ag := &f.m.agents[a]
	switch ag.kind {
	case agPiece:
		return f.out.Start[ag.loc], true
	case agCell:
		for i := 0; i < int(f.out.NumPlaced); i++ {
			x := f.out.PlacedAt[i]
			if x.Player == ag.player && x.Loc == ag.loc {
				return f.out.Placed[i], true
			}
		}
	}
	return engine.Fate{}, false
}

// lostBy reports whether agent a's piece died or changed hands.
func (f fates) lostBy(a int) bool {
	ft, ok := f.fate(a)
	return ok && (!ft.Alive() || ft.Owner != f.m.agents[a].player)
}

// aliveFor returns an agent whose piece is alive at the end and owned by
// player n, preferring pieces standing on cells in where (0: anywhere);
// -1 when there is none.
func (f fates) aliveFor(n uint8, where uint64) int {
	for _, a := range f.m.facts.live {
		ft, ok := f.fate(a)
		if !ok || !ft.Alive() || ft.Owner != n {
			continue
		}
		if where == 0 || where&(1<<ft.Loc) != 0 {
			return a
		}
	}
	return -1
}

// elimSeeds adds all that player n's elimination hangs on.
func (m *model) elimSeeds(n uint8, s *seedSet) {
	if m.facts.handMatters[n-1] {
		s.global = true
		return
	}
	s.agents.or(&m.byOwner[n-1])
	s.watched |= m.facts.terrCells[n-1]
}

// goalRule is what the solver knows of one kind of goal.
type goalRule struct {
	// seeds adds to s what the goal's value hangs on, given the outcome just
	// evaluated (met tells whether the goal was met) and the free agents.
	seeds func(w *worker, g engine.Goal, met bool, free *aset, s *seedSet)
	// ring reports whether the goal could hang on a piece that may end on
	// the ring sudden death would remove (nil: it cannot).
	ring func(m *model, g engine.Goal, ring uint64) bool
}

// goalRules holds a rule for every kind of goal (engine.GoalKinds); a kind
// without one is treated as hanging on everything, and TestEveryGoalKind
// fails.
var goalRules = map[engine.GoalKind]goalRule{
	engine.GoalRansack:   {seeds: ransackSeeds},
	engine.GoalKill:      {seeds: pieceSeeds, ring: pieceOnRing},
	engine.GoalKills:     {seeds: killsSeeds},
	engine.GoalKeep:      {seeds: pieceSeeds, ring: pieceOnRing},
	engine.GoalNoLosses:  {seeds: noLossesSeeds, ring: ownOnRing},
	engine.GoalPit:       {seeds: pitSeeds},
	engine.GoalEliminate: {seeds: eliminateSeeds},
	engine.GoalWin:       {seeds: winSeeds},
}

// goalSeeds adds to s what goal i's value hangs on, given the outcome just
// evaluated (met tells whether the goal was met) and the free agents.
func (w *worker) goalSeeds(i int, met bool, free *aset, s *seedSet) {
	m := w.m
	if m.facts.goalGlobal[i] {
		s.global = true
		return
	}
	goalRules[m.goals[i].Kind].seeds(w, m.goals[i], met, free, s)
}

// pieceOnRing: the piece of a kill or keep goal could end on the ring.
func pieceOnRing(m *model, g engine.Goal, ring uint64) bool {
	a := m.pieceAt[g.Loc]
	return a >= 0 && m.agents[a].env&ring != 0
}

// ownOnRing: a piece of the side could end on the ring.
func ownOnRing(m *model, g engine.Goal, ring uint64) bool {
	for _, a := range m.own {
		if m.agents[a].env&ring != 0 {
			return true
		}
	}
	return false
}

func ransackSeeds(w *worker, g engine.Goal, met bool, free *aset, s *seedSet) {
	m := w.m
	f := fates{m, &w.out}
	cells := m.facts.terr[g.Terr]
	if !met {
		// A defender standing there at the end was there at the ransack.
		if c := m.pos.Control[g.Terr]; c != 0 {
			if a := f.aliveFor(c, cells); a >= 0 {
				s.agents.set(a)
				return
			}
		}
	}
	s.watched |= cells
}

// pieceSeeds: a kill or keep goal hangs on its piece.
func pieceSeeds(w *worker, g engine.Goal, met bool, free *aset, s *seedSet) {
	if a := int(w.m.pieceAt[g.Loc]); a >= 0 {
		s.agents.set(a)
	}
}

func killsSeeds(w *worker, g engine.Goal, met bool, free *aset, s *seedSet) {
	m := w.m
	f := fates{m, &w.out}
	if met {
		// Kills are never undone: the fights that gave them suffice.
		// Every piece that fought (Touched), every piece lost, every
		// piece placed: a victim may have been ours at the start
		// (converted by a Priest, then killed by us), and Priests can
		// convert each other to and fro, leaving both as they began
		// with kills credited all the same.
		for _, a := range m.facts.live {
			ag := &m.agents[a]
			_, placed := f.fate(a)
			if f.lostBy(a) || (ag.kind == agPiece && w.out.Touched&(1<<ag.loc) != 0) || (ag.kind == agCell && placed) {
				s.agents.set(a)
			}
		}
		return
	}
	// A further kill needs a fight between one of ours and another's.
	w.contactSeeds(free, s)
}

func noLossesSeeds(w *worker, g engine.Goal, met bool, free *aset, s *seedSet) {
	m := w.m
	f := fates{m, &w.out}
	if !met {
		// A loss is never undone.
		for _, a := range m.facts.live {
			if m.agents[a].player == m.side && f.lostBy(a) {
				s.agents.set(a)
				return
			}
		}
	}
	s.agents.or(&m.byOwner[m.side-1])
}

func pitSeeds(w *worker, g engine.Goal, met bool, free *aset, s *seedSet) {
	f := fates{w.m, &w.out}
	if !met {
		if a := f.occupant(engine.Pit); a >= 0 {
			s.agents.set(a)
			return
		}
	}
	s.watched |= 1 << engine.Pit
}

func eliminateSeeds(w *worker, g engine.Goal, met bool, free *aset, s *seedSet) {
	m := w.m
	f := fates{m, &w.out}
	n := uint8(g.N)
	if m.pos.Player(g.N).Out {
		return // out already: met whatever happens
	}
	if !met {
		if a := f.aliveFor(n, 0); a >= 0 {
			s.agents.set(a)
			return
		}
	}
	m.elimSeeds(n, s)
}

func winSeeds(w *worker, g engine.Goal, met bool, free *aset, s *seedSet) {
	m := w.m
	f := fates{m, &w.out}
	if !met {
		// A surviving piece of another player keeps that player in the
		// game, so the game does not end with us as the winner.
		for n := uint8(1); n <= m.pos.NumPlayers; n++ {
			if n == m.side || m.pos.Player(int(n)).Out {
				continue
			}
			if a := f.aliveFor(n, 0); a >= 0 {
				s.agents.set(a)
				return
			}
		}
	}
	s.global = true
}

// occupant returns the agent whose piece ends on l, or -1.
func (f fates) occupant(l engine.Loc) int {
	for _, a := range f.m.facts.live {
		if ft, ok := f.fate(a); ok && ft.Loc == l {
			return a
		}
	}
	return -1
}

// reach returns the cells agent a may occupy: its envelope when it is free,
// the trace of its option when it is held.
func (w *worker) reach(a int, free *aset) uint64 {
	if free.has(a) {
		return w.renv[a]
	}
	return w.m.agents[a].opts[w.asg[a]].trace
}

// contactSeeds adds every agent of the side that could fight a piece of
// another player, and those pieces: an agent of ours could fight one of
// theirs when its reach, widened by a cell, meets the union of their
// reaches, and the other way round.
func (w *worker) contactSeeds(free *aset, s *seedSet) {
	m := w.m
	var mineNear, theirs uint64 // our reach widened; their reach
	for _, a := range m.facts.live {
		if m.agents[a].player == m.side {
			mineNear |= w.nearReach(a, free)
		} else {
			theirs |= w.reach(a, free)
		}
	}
	for _, a := range m.facts.live {
		if m.agents[a].player == m.side {
			if w.nearReach(a, free)&theirs != 0 {
				s.agents.set(a)
			}
		} else if w.reach(a, free)&mineNear != 0 {
			s.agents.set(a)
		}
	}
}

// nearReach is reach widened by one cell.
func (w *worker) nearReach(a int, free *aset) uint64 {
	if free.has(a) {
		return w.rdenv[a]
	}
	return w.m.agents[a].opts[w.asg[a]].dtrace
}

// metSeeds returns what the goals, all met, hang on.
func (w *worker) metSeeds(free *aset, s *seedSet) {
	s.reset()
	for i := range w.m.goals {
		w.goalSeeds(i, true, free, s)
	}
}

// failSeeds fills dst with one seed set per goal not met; keeping any one of
// them unchanged keeps the goals failed.
func (w *worker) failSeeds(free *aset, dst []seedSet) []seedSet {
	m := w.m
	dst = dst[:0]
	for i, g := range m.goals {
		if g.Met(&m.pos, &w.out, int(m.side)) {
			continue
		}
		dst = append(dst, seedSet{})
		w.goalSeeds(i, false, free, &dst[len(dst)-1])
	}
	return dst
}

// closure walks out from the seeds: every agent that can stand within a
// cell of the trace of an agent already reached, or on a watched cell,
// joins. It returns the first free agent to join (-1 when none does), the
// zone it joined by (the cells within a cell of what was reached before it:
// only its options whose traces meet the zone can change what the seeds hang
// on, as long as the zone does not grow; every cell when it is a seed
// itself), and, unless first is set, how many free agents join in all; with
// first set it stops at the first. The free agents that never join can take
// any options together without changing what the seeds hang on (see the
// claim at the top of this file). A free agent's reach is the envelope of
// the options it has left (see worker.restrict).
func (w *worker) closure(s *seedSet, free *aset, first bool) (found, count int, zone uint64) {
	m := w.m
	found = -1
	if s.global {
		for a := range m.agents {
			if free.has(a) {
				if found < 0 {
					found, zone = a, allCells
					if first {
						return found, 1, zone
					}
				}
				count++
			}
		}
		return found, count, zone
	}
	z := s.watched
	rest := w.rest[:0]
	for _, a := range m.facts.live {
		if !s.agents.has(a) {
			rest = append(rest, a)
			continue
		}
		z |= m.agents[a].opts[w.asg[a]].dtrace
		if free.has(a) {
			if found < 0 {
				found, zone = a, allCells
				if first {
					w.rest = rest
					return found, 1, zone
				}
			}
			count++
		}
	}
	for changed := true; changed; {
		changed = false
		k := 0
		for _, a := range rest {
			ag := &m.agents[a]
			isFree := free.has(a)
			var r uint64
			if isFree {
				r = w.renv[a]
			} else {
				r = ag.opts[w.asg[a]].trace
			}
			if r&z == 0 {
				rest[k] = a
				k++
				continue
			}
			if isFree && found < 0 {
				found, zone = a, z
				if first {
					w.rest = rest
					return found, 1, zone
				}
			}
			z |= ag.opts[w.asg[a]].dtrace
			changed = true
			if isFree {
				count++
			}
		}
		rest = rest[:k]
	}
	w.rest = rest
	return found, count, zone
}
