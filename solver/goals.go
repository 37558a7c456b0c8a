package solver

import (
	"math/bits"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// This file holds what each kind of goal hangs on, met or failed: the seeds
// the closure (relevance.go) walks out from.

// seedSet is what a goal's value hangs on: agents, cells any agent reaching
// them must join, or everything.
type seedSet struct {
	agents  aset
	watched uint64
	global  bool
	gen     uint64 // the evaluation the seeds were read from (see worker.gen)
	// cut is how many stages at the end of the turn the seed agents' cells
	// do not matter in: a witness that died, or the victim of a lone kill,
	// matters only up to the stage it died in (see deathCut).
	cut int8
	// mine: the watched cells matter only to the side's pieces and those
	// that could join it: the goal is failed for want of a piece of ours
	// on them (see closure).
	mine bool
	// surv is 1 + the agent whose piece, alive and its player's at the end,
	// is the seeds' witness (0: none): while it stands, the goal stays
	// failed (see worker.stands).
	surv int16
	// lost is 1 + the agent of the side whose piece, lost (dead or
	// converted away), is the seeds' witness (0: none): a keep or a
	// no-losses goal stays failed while it is lost (see worker.stands).
	lost int16
	// vict holds, for a lone "kills n" goal met with more than n pieces
	// giving the side a kill, those pieces (up to maxVictims, by the stage
	// they died in), nv of them: any n of them suffice, and the search
	// follows the n the fewest free agents can reach (see pickVictims).
	vict [maxVictims]victim
	nv   int8
	need int8
	// sure is the cells of the other players' pieces the side surely
	// kills in the family the seeds were read in, as far as sureKills read
	// them: they are sure kills in every family within it too.
	sure uint64
}

// victim is a piece the side earned a kill from, and the stage it died in
// (stEnd+1: alive, converted).
type victim struct {
	a  int16
	at int8
}

// maxVictims bounds the victims a met "kills" goal keeps to choose from.
const maxVictims = 8

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
		if i := placedIndex(f.out, ag); i >= 0 {
			return f.out.Placed[i], true
		}
	}
	return engine.Fate{}, false
}

// placedIndex returns the index in out.Placed of what cell agent ag
// placed, or -1 when it placed nothing.
func placedIndex(out *engine.Outcome, ag *agent) int {
	for i := 0; i < int(out.NumPlaced); i++ {
		if x := out.PlacedAt[i]; x.Player == ag.player && x.Loc == ag.loc {
			return i
		}
	}
	return -1
}

// lostBy reports whether agent a's piece died or changed hands.
func (f fates) lostBy(a int) bool {
	ft, ok := f.fate(a)
	return ok && (!ft.Alive() || ft.Owner != f.m.agents[a].player)
}

// keptGround appends a witness for each territory that player p, one of
// two, keeps at the end of the turn last evaluated without a piece of the
// side in it. A player with a piece in hand and a territory is not out
// (engine: outReasons); a territory is lost before elimination only to
// ransacking (sudden death takes them after the turn is judged, ruling
// sudden-death-territories-held-to-the-turn-end, and once it has begun
// nobody holds one), which needs a piece of another player
// in it at the end, here a piece of the side, or one that could join it:
// so it fails for want of a piece of ours there, as an empty Pit does.
// It is not used when sudden death may come or advance this turn (sdRing):
// more cautious than needed, as before elimination its ring only takes
// pieces (and a Necromancer's death there may raise into a hand).
// Its hand only grows, but for what it places: in every order set of the
// family it places no more than its held agents place, or its free ones
// could.
func (w *worker) keptGround(dst []seedSet, p uint8, free *aset) []seedSet {
	m := w.m
	if m.pos.NumPlayers != 2 || p == m.side || m.facts.sdRing != 0 || m.rules.Off != 0 {
		return dst
	}
	hand := m.pos.Player(int(p)).HandSize()
	for _, a := range m.cellsOf[p-1] {
		if free.has(a) || w.asg[a] != 0 {
			hand--
		}
	}
	if hand <= 0 && testUnsound != unsoundKeptGround {
		return dst
	}
	f := fates{m, &w.out}
	for t, c := range m.pos.Control {
		if c != p {
			continue
		}
		cells := m.facts.terr[t]
		ours := false
		for _, a := range m.facts.live {
			if ft, ok := f.fate(a); ok && ft.Alive() && ft.Owner == m.side && cells&(1<<ft.Loc) != 0 {
				ours = true
				break
			}
		}
		if !ours {
			dst = append(dst, seedSet{gen: w.gen, watched: cells, mine: true})
		}
	}
	return dst
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
	// met adds to s what a met goal's value hangs on, given the outcome
	// just evaluated and the free agents.
	met func(w *worker, g engine.Goal, free *aset, s *seedSet)
	// failed adds to dst what a failed goal's value hangs on: one seed set,
	// or several witnesses, each of which, kept unchanged, keeps the goal
	// failed (a defender still in the territory, a piece of ours lost, a
	// piece of the player not eliminated). It returns dst.
	failed func(w *worker, g engine.Goal, free *aset, dst []seedSet) []seedSet
	// ring reports whether the goal could hang on whether sudden death
	// comes, when the orders decide that: on a piece that may end on the
	// ring it would remove (nil: it cannot). Who controls what does not
	// hang on it within the turn: the territories go only after the turn
	// is judged (ruling sudden-death-territories-held-to-the-turn-end).
	ring func(m *model, g engine.Goal, ring uint64) bool
}

// goalRules holds a rule for every kind of goal (engine.GoalKinds); a kind
// without one is treated as hanging on everything, and TestEveryGoalKind
// fails.
var goalRules = map[engine.GoalKind]goalRule{
	engine.GoalRansack:   {met: ransackMet, failed: ransackFailed},
	engine.GoalKill:      {met: killMet, failed: pieceFailed, ring: pieceOnRing},
	engine.GoalKills:     {met: killsMet, failed: oneSet(killsFailed)},
	engine.GoalKeep:      {met: keepMet, failed: pieceFailed, ring: pieceOnRing},
	engine.GoalNoLosses:  {met: noLossesMet, failed: noLossesFailed, ring: ownOnRing},
	engine.GoalPit:       {met: pitMet, failed: pitFailed},
	engine.GoalEliminate: {met: eliminateMet, failed: eliminateFailed, ring: suddenDeathDecides},
	engine.GoalWin:       {met: winMet, failed: winFailed, ring: suddenDeathDecides},
}

// maxWitnesses bounds the witnesses of one failed goal that are followed.
const maxWitnesses = 8

// oneSet makes a failed rule of a seeds function: one seed set.
func oneSet(f func(w *worker, g engine.Goal, free *aset, s *seedSet)) func(*worker, engine.Goal, *aset, []seedSet) []seedSet {
	return func(w *worker, g engine.Goal, free *aset, dst []seedSet) []seedSet {
		dst = append(dst, seedSet{gen: w.gen})
		f(w, g, free, &dst[len(dst)-1])
		return dst
	}
}

// witness appends a seed set holding agent a alone.
func (w *worker) witness(dst []seedSet, a int) []seedSet {
	if testUnsound == unsoundWitness {
		a = w.m.facts.live[0] // TestPruningsAreChecked
	}
	dst = append(dst, seedSet{gen: w.gen, cut: w.deathCut(a), surv: w.survivor(a)})
	dst[len(dst)-1].agents.set(a)
	if testUnsound == unsoundAnyLost {
		w.markLost(dst[len(dst)-1:]) // TestPruningsAreChecked
	}
	return dst
}

// markLost marks the witnesses of dst, each one agent's piece of the side
// that was lost, as lost witnesses (see seedSet.lost): for a keep or
// no-losses goal only. A piece of ours lost to a Priest may be another
// goal's witness, a defender of the Priest's player's territory, and that
// goal does not stay failed while it is lost, but while it stands there.
func (w *worker) markLost(dst []seedSet) {
	f := fates{w.m, &w.out}
	for i := range dst {
		for _, a := range w.m.facts.live {
			ag := &w.m.agents[a]
			if dst[i].agents.has(a) && ag.player == w.m.side && ag.kind == agPiece && f.lostBy(a) {
				dst[i].lost = int16(a + 1)
				break
			}
		}
	}
}

// survivor returns 1 + a when agent a's piece is alive and its player's at
// the end of the turn last evaluated, else 0 (see seedSet.surv).
func (w *worker) survivor(a int) int16 {
	ag := &w.m.agents[a]
	if ft, ok := (fates{w.m, &w.out}).fate(a); ok && ft.Alive() && ft.Owner == ag.player {
		return int16(a + 1)
	}
	return 0
}

// stands reports whether the witness of seeds s stands whatever the free
// agents do (see survives): then the goal stays failed in the whole family.
func (w *worker) stands(s *seedSet, free *aset) bool {
	return s.surv > 0 && w.survives(int(s.surv-1), free) || w.staysLost(s, free)
}

// staysLost reports whether the lost witness of seeds s (a piece of the
// side, for a keep or no-losses goal) is lost in the first fights whatever
// the free agents do (see lostFirst): then the goal stays failed in the
// whole family.
func (w *worker) staysLost(s *seedSet, free *aset) bool {
	return s.lost > 0 && w.lostFirst(int(s.lost-1), free)
}

// deathCut returns how many stages at the end of the turn do not matter to
// agent a's piece: those after the stage it died in, when it died in the
// turn last evaluated (0 when it lives or has no piece). A death is never
// undone: what happens to the piece after it cannot bring it back, so a
// witness that died (one of our pieces lost, for no-losses or keep) matters
// only up to then, and with it every agent that can reach it by then. A
// piece converted away, alive, could be converted back later, and matters
// to the end.
func (w *worker) deathCut(a int) int8 {
	if ft, ok := (fates{w.m, &w.out}).fate(a); ok && !ft.Alive() {
		return int8(stEnd - deathStage(ft.Died))
	}
	return 0
}

// deathStage returns the stage of the closure (see stages) of an engine
// stage a piece died in.
func deathStage(s engine.Stage) int {
	if testUnsound == unsoundDeath {
		return 0 // TestPruningsAreChecked
	}
	switch {
	case s <= engine.StagePlace:
		return 0
	case s.Priority() > 0:
		return priorityStage(s.Priority())
	}
	return stEnd
}

// witnesses appends a witness for each live agent for which holds is true,
// the first maxWitnesses of them.
func (w *worker) witnesses(dst []seedSet, holds func(a int) bool) []seedSet {
	n := len(dst)
	for _, a := range w.m.facts.live {
		if len(dst)-n == maxWitnesses {
			break
		}
		if holds(a) {
			dst = w.witness(dst, a)
		}
	}
	return dst
}

// goalSeedsMet adds to s what goal i, met, hangs on.
func (w *worker) goalSeedsMet(i int, free *aset, s *seedSet) {
	m := w.m
	if m.facts.goalGlobal[i] {
		s.global = true
		return
	}
	goalRules[m.goals[i].Kind].met(w, m.goals[i], free, s)
}

// goalSeedsFailed appends to dst what goal i, failed, hangs on.
func (w *worker) goalSeedsFailed(i int, free *aset, dst []seedSet) []seedSet {
	m := w.m
	if m.facts.goalGlobal[i] {
		return append(dst, seedSet{global: true, gen: w.gen})
	}
	return goalRules[m.goals[i].Kind].failed(w, m.goals[i], free, dst)
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

// suddenDeathDecides: sudden death removes the pieces of its ring before
// elimination, so who is left in the game (the goals "eliminate" and "win")
// hangs on whether it comes. It answers yes wherever the pieces stand, more
// cautious than needed since the territories go only after the turn is
// judged (ruling sudden-death-territories-held-to-the-turn-end): only a
// piece that may end on the ring (with the raise a Necromancer's death
// there may bring) could change who is out.
func suddenDeathDecides(m *model, g engine.Goal, ring uint64) bool { return true }

func ransackMet(w *worker, g engine.Goal, free *aset, s *seedSet) {
	s.watched |= w.m.facts.terr[g.Terr]
}

// ransackFailed: a defender standing there at the end was there at the
// ransack; each is a witness.
func ransackFailed(w *worker, g engine.Goal, free *aset, dst []seedSet) []seedSet {
	m := w.m
	f := fates{m, &w.out}
	cells := m.facts.terr[g.Terr]
	n := len(dst)
	if c := m.pos.Control[g.Terr]; c != 0 {
		// Ransacking comes before sudden death: a piece of the controller
		// that sudden death removed held the territory then if its option
		// may end the turn there. Where it stood is not told, so the goal
		// then hangs on everything.
		for _, a := range m.facts.live {
			ft, ok := f.fate(a)
			end := m.agents[a].opts[w.asg[a]].st[stEnd]
			if ok && ft.Died == engine.StageSuddenDeath && ft.Owner == c && end&cells != 0 && testUnsound != unsoundRansackSD {
				return append(dst, seedSet{gen: w.gen, global: true})
			}
		}
		dst = w.witnesses(dst, func(a int) bool {
			ft, ok := f.fate(a)
			return ok && ft.Alive() && ft.Owner == c && cells&(1<<ft.Loc) != 0
		})
	}
	if len(dst) == n {
		// No defender: it failed for want of a piece of ours there.
		dst = append(dst, seedSet{gen: w.gen, watched: cells, mine: true})
	}
	return dst
}

// pieceSeeds: a kill or keep goal hangs on its piece.
func pieceSeeds(w *worker, g engine.Goal, free *aset, s *seedSet) {
	if a := int(w.m.pieceAt[g.Loc]); a >= 0 {
		s.agents.set(a)
	}
}

// killMet: the piece died or joined us. When the kill is the only goal
// and the piece died, it hangs on what could reach the piece up to the
// stage it died in (see deathCut).
func killMet(w *worker, g engine.Goal, free *aset, s *seedSet) {
	if w.beatenFirst(g.Loc, free, 0) {
		return // dead after the placements, whatever the family does
	}
	pieceSeeds(w, g, free, s)
	a := int(w.m.pieceAt[g.Loc])
	if a < 0 || len(w.m.goals) != 1 {
		return
	}
	if s.cut = w.deathCut(a); s.cut > 0 && testUnsound == unsoundKilled {
		s.cut = stEnd // TestPruningsAreChecked
	}
}

// pieceFailed: a kill or keep goal failed; its piece is the witness,
// standing for a kill (see survivor), lost for a keep (see deathCut).
func pieceFailed(w *worker, g engine.Goal, free *aset, dst []seedSet) []seedSet {
	if a := int(w.m.pieceAt[g.Loc]); a >= 0 {
		n := len(dst)
		dst = w.witness(dst, a)
		if g.Kind == engine.GoalKeep {
			w.markLost(dst[n:])
		}
		return dst
	}
	return append(dst, seedSet{gen: w.gen})
}

func killsMet(w *worker, g engine.Goal, free *aset, s *seedSet) {
	m := w.m
	sure, enough := w.sureKills(free, g.N)
	s.sure |= sure
	if enough {
		return // sure kills, made whatever the family does
	}
	if w.killedBySide(g.N, sure, s) {
		return
	}
	f := fates{m, &w.out}
	// Kills are never undone: the fights that gave them suffice. Every
	// piece that fought (Touched), every piece lost, every piece placed: a
	// victim may have been ours at the start (converted by a Priest, then
	// killed by us), and Priests can convert each other to and fro, leaving
	// both as they began with kills credited all the same.
	for _, a := range m.facts.live {
		ag := &m.agents[a]
		_, placed := f.fate(a)
		if f.lostBy(a) || (ag.kind == agPiece && w.out.Touched&(1<<ag.loc) != 0) || (ag.kind == agCell && placed) {
			s.agents.set(a)
		}
	}
}

// killedBySide adds to s, when the side earned a kill from n pieces or
// more in the turn just evaluated, n of those pieces, those that died
// first: each gave its kill in its own history (it died beaten by the
// side, or the side converted it), which is the same while the agents
// that could reach it do as they did, and kills are never undone. So n of
// them suffice for "kills n" (engine: Fate.KilledBy). A piece of another
// player on the board that the side's pieces surely kill (on a cell of
// sure, see sureKills) gives its kill in every order set of the family
// whatever reaches it: it counts, and adds nothing. It
// reports false, adding nothing, when fewer pieces gave the side a kill.
func (w *worker) killedBySide(n int, sure uint64, s *seedSet) bool {
	m := w.m
	f := fates{m, &w.out}
	side := uint8(1) << (m.side - 1)
	// Kept by the stage they died in (alive: converted, and last).
	var buf [maxVictims]victim
	vs := buf[:0]
	nsure := 0
	for _, a := range m.facts.live {
		ft, ok := f.fate(a)
		if !ok || ft.KilledBy&side == 0 {
			continue
		}
		at := stEnd + 1
		if !ft.Alive() {
			at = deathStage(ft.Died)
		}
		if m.surelyKilled(a, sure) {
			nsure++
			continue
		}
		vs = append(vs, victim{int16(a), int8(at)})
	}
	if len(vs)+nsure < n {
		return false
	}
	if n -= nsure; n <= 0 {
		return true // the sure kills suffice
	}
	if testUnsound == unsoundKilledBy {
		n-- // TestPruningsAreChecked
	}
	slices.SortStableFunc(vs, func(x, y victim) int { return int(x.at) - int(y.at) })
	setVictims(s, vs, n, len(m.goals) == 1)
	if len(vs) > n && len(vs) <= maxVictims && n > 0 && len(m.goals) == 1 {
		s.nv, s.need = int8(copy(s.vict[:], vs)), int8(n)
	}
	return true
}

// setVictims makes the seeds of s the first n of the victims vs, sorted by
// the stage they died in; when the goal is alone and all n died, they
// matter only up to the stage the last of them died in, as for a lone kill
// (see killMet).
func setVictims(s *seedSet, vs []victim, n int, lone bool) {
	for _, v := range vs[:n] {
		s.agents.set(int(v.a))
	}
	if n > 0 && int(vs[n-1].at) <= stEnd && lone {
		s.cut = int8(stEnd - int(vs[n-1].at))
		if testUnsound == unsoundKilledByCut {
			s.cut = int8(stEnd - int(vs[0].at)) // TestPruningsAreChecked
		}
	}
}

// pickVictims chooses, for a lone "kills n" goal met with more victims
// than it needs (s.nv > 0), the n victims whose closure the fewest free
// agents join: each victim gave its kill in its own history, so any n of
// them keep the goal met while what can reach them does as it did. It is
// asked once per seed set, when a free agent joins the closure of the n
// that died first (the seeds as they are); it reports whether it chose
// others.
func (w *worker) pickVictims(s *seedSet, free *aset) bool {
	if s.nv == 0 {
		return false
	}
	nv, n := int(s.nv), int(s.need)
	vs := s.vict[:nv]
	s.nv = 0
	// The seeds as they are, the first set of n tried.
	_, bestN, _ := w.closure(s, free, 1<<20)
	start := 1
	if testUnsound == unsoundVictimsPick {
		n, bestN, start = n-1, 1<<30, 0 // TestPruningsAreChecked
	}
	var idx, best [maxVictims]int
	for i := range n {
		idx[i] = i
	}
	first := idx
	pick := func() seedSet {
		t := seedSet{gen: s.gen}
		var sub [maxVictims]victim
		for i := range n {
			sub[i] = vs[idx[i]]
		}
		setVictims(&t, sub[:n], n, true)
		return t
	}
	best = idx
	for tries := start; tries < maxVictimSets && bestN > 0; tries++ {
		if tries > 0 && !nextSubset(idx[:n], nv) {
			break
		}
		tmp := pick()
		a, c, _ := w.closure(&tmp, free, bestN-1)
		if a < 0 {
			c = 0
		}
		if c < bestN {
			bestN, best = c, idx
		}
	}
	if best == first && start > 0 {
		return false
	}
	idx = best
	t := pick()
	s.agents, s.cut = t.agents, t.cut
	return true
}

// nextSubset makes idx, the indices of a subset of 0..n-1 in increasing
// order, the next such subset of its size in lexicographic order; it
// reports false after the last.
func nextSubset(idx []int, n int) bool {
	k := len(idx)
	i := k - 1
	for i >= 0 && idx[i] == n-k+i {
		i--
	}
	if i < 0 {
		return false
	}
	idx[i]++
	for j := i + 1; j < k; j++ {
		idx[j] = idx[j-1] + 1
	}
	return true
}

// maxVictimSets bounds the sets of victims pickVictims tries.
const maxVictimSets = 20

// sureKills returns the cells of the pieces of other players that the
// side's pieces surely kill in the family the worker stands at: kills made
// whatever the others do; and whether they are n or more (it stops at the
// nth). First those beaten in the first fights after the placements (see
// beatenFirst): pieces on the board at the start, and those that held
// agents of the others place where no other player may place (see
// firstPiece: a held agent keeps its placement in every order set of the
// family); then, when those are too few, pieces on the board that a walk
// of the side's surely reaches and beats later (see killedLater), each
// named by its cell at the start.
//
// A sure kill is made in every order set of the family, so in the turn
// just evaluated too (the free agents at "no order", which each has left):
// only the pieces that gave the side a kill there are asked about. Those
// of w.sureFrom, sure in a family that holds this one, are not asked about
// again: a kill made in every order set of the family is made in every
// order set of a family within it.
func (w *worker) sureKills(free *aset, n int) (sure uint64, enough bool) {
	m := w.m
	side := uint8(1) << (m.side - 1)
	var gave uint64 // the cells of the others' pieces that gave the side a kill
	for _, v := range m.others {
		if ag := &m.agents[v]; ag.kind == agPiece && w.out.Start[ag.loc].KilledBy&side != 0 {
			gave |= 1 << ag.loc
		}
	}
	for i := 0; i < int(w.out.NumPlaced) && testUnsound != unsoundSureGave; i++ {
		if x := w.out.PlacedAt[i]; x.Player != m.side && w.out.Placed[i].KilledBy&side != 0 {
			gave |= 1 << x.Loc
		}
	}
	sure, enough = w.sureAmong(gave, free, n, w.sureFrom)
	if c := testSureGave; c != nil {
		c.given.Add(1)
		if s, e := w.sureAmong(1<<engine.NumLocs-1, free, n, w.sureFrom); s != sure || e != enough {
			c.wrong.Add(1)
		}
	}
	if c := testSureFrom; c != nil && w.sureFrom&gave != 0 {
		c.given.Add(1)
		if _, e := w.sureAmong(gave, free, n, 0); e != enough {
			c.wrong.Add(1)
		}
	}
	return sure, enough
}

// testSureGave, when set (by TestSureKillsGaveAKill), counts the calls of
// sureKills, and those in which asking about every piece finds other sure
// kills than asking about those that gave the side a kill.
var testSureGave *memoCheck

// testSureFrom, when set (by TestSureKillsHeldFromTheNode), counts the
// calls of sureKills that took sure kills from a family holding theirs,
// and those in which asking about every piece again tells otherwise
// whether they are enough.
var testSureFrom *memoCheck

// sureAmong is sureKills asking about the pieces on the cells of cand,
// those of from taken as sure.
func (w *worker) sureAmong(cand uint64, free *aset, n int, from uint64) (sure uint64, enough bool) {
	m := w.m
	sure = from & cand
	n -= bits.OnesCount64(sure)
	for c := cand &^ sure; c != 0 && n > 0; c &= c - 1 {
		l := engine.Loc(bits.TrailingZeros64(c))
		if w.beatenFirst(l, free, m.side) {
			sure |= 1 << l
			n--
		}
	}
	if n > 0 && m.laterKills {
		w.arrGen++ // the arrivals read before are another family's
		for _, v := range m.others {
			if l := m.agents[v].loc; cand&(1<<l) != 0 && sure&(1<<l) == 0 && w.killedLater(v, free) {
				sure |= 1 << l
				if n--; n == 0 {
					break
				}
			}
		}
	}
	return sure, n <= 0
}

// killedLater reports whether the piece of agent v, another player's on
// the board, held standing still or walking, surely dies beaten by the
// side after the first fights, in every order set of the family the
// worker stands at. Its walk is straight and nothing knocks it off it
// (see standing): alive, it is on its cell of each stage up to the first
// in which an ally of it may bump it (see firstBump), and only those
// stages are read. One of the side's pieces is surely alive and the
// side's on a cell next to it after the steps of a stage in which one of
// the two steps (see arrivals), and beats or ties it in the close combat
// that follows: a piece that has just stepped fights every opponent next
// to it. The side's piece's number toward it is divided by at most all
// that may stand next to it then, the victim's by at least 1; against a
// Reverse Centaur the side's piece fights with its speed, undivided. The
// victim is alive until then, or already dead at the side's hands: with
// two players, no Priest, no Harpy and no piece that fights allies in
// play (see model.laterKills) nothing else kills, converts or moves it.
// Plain kinds only, and a Reverse Centaur as the victim.
func (w *worker) killedLater(v int, free *aset) bool {
	_, ok := w.killedAt(v, free)
	return ok
}

// killedAt is killedLater that also returns the stage by whose end the
// victim is then surely dead: one in which a piece of the side surely
// beats it (see alike.go).
func (w *worker) killedAt(v int, free *aset) (int, bool) {
	m := w.m
	vg := &m.agents[v]
	if vg.kind != agPiece || free.has(v) {
		return 0, false
	}
	vp := m.pos.Board[vg.loc]
	kv := m.cat.Kind(vp.Kind)
	if kv.Special != engine.Plain && kv.Special != engine.ReverseCentaur {
		return 0, false
	}
	sv, ok := w.standing(v)
	if !ok {
		return 0, false
	}
	var near uint64 // the cells next to its cells after the first fights
	for t := 1; t < stEnd; t++ {
		near |= nbrMask[sv.at[t]]
	}
	// The side's pieces that may come next to it: with none, it is no
	// sure kill, and nothing more is read.
	xs := w.laterX[:0]
	for _, x := range m.own {
		if xg := &m.agents[x]; xg.kind == agPiece && !free.has(x) && w.tr[x]&near != 0 &&
			m.cat.Kind(m.pos.Board[xg.loc].Kind).Special == engine.Plain {
			xs = append(xs, int32(x))
		}
	}
	w.laterX = xs
	if len(xs) == 0 {
		return 0, false
	}
	// Its cells are sure before the first stage in which an ally of it
	// may bump it.
	until := stEnd
	if sv.moving() && testUnsound != unsoundVictimBumped {
		var steps uint64 // the cells it steps to
		for t := range sv.at {
			if sv.steps&(1<<t) != 0 {
				steps |= 1 << sv.at[t]
			}
		}
		for b := range m.agents {
			if b == v || m.agents[b].player != vg.player {
				continue
			}
			if isFree := free.has(b); isFree && w.renvU[b]&steps == 0 || !isFree && w.tr[b]&steps == 0 {
				continue
			}
			until = min(until, w.firstBump(b, &sv, free))
		}
	}
	speedy := kv.Has(engine.OpponentsUseSpeed)
	for _, x := range xs {
		if !w.mayStandNear(int(x), &sv, until) {
			if c := testStandNear; c != nil {
				c.given.Add(1)
				ar := w.arrivalsOf(int(x), free)
				for t := 1; t < until; t++ {
					if ar.nextTo(&sv, t) {
						c.wrong.Add(1)
						break
					}
				}
			}
			continue
		}
		ar := w.arrivalsOf(int(x), free)
		kx := ar.sx.kind
		for t := 1; t < until; t++ {
			if !ar.nextTo(&sv, t) {
				continue
			}
			cx, cv := ar.sx.at[t], sv.at[t]
			d, _ := engine.DirTo(cx, cv)
			vc := int(kv.Combat[engine.SideOf(vp.Facing, d.Opposite())])
			if speedy {
				if vc <= int(kx.Speed[engine.SideOf(ar.sx.facing, d)]) {
					return t, true
				}
				continue
			}
			n := max(min(ar.count[t], bits.OnesCount64(nbrMask[cx]&^(1<<cx))), 1)
			if vc*n <= int(kx.Combat[engine.SideOf(ar.sx.facing, d)]) {
				return t, true
			}
		}
	}
	return 0, false
}

// mayStandNear reports whether the piece of agent x, held, may stand next to
// the victim sv in a stage before until: its option's cells, stage by
// stage, hold where it stands then (see standing). One that may not never
// arrives next to it (see arrival.nextTo), and its arrivals are not read.
func (w *worker) mayStandNear(x int, sv *witnessAt, until int) bool {
	if testUnsound == unsoundStandNear {
		return false // TestArrivalsReadWhereTheyMayMeet: no piece taken to meet it
	}
	st := &w.m.agents[x].opts[w.asg[x]].st
	for t := 1; t < until; t++ {
		if st[t]&nbrMask[sv.at[t]]&^(1<<sv.at[t]) != 0 {
			return true
		}
	}
	return false
}

// testStandNear, when set (by TestArrivalsReadWhereTheyMayMeet), counts
// the pieces whose arrivals killedLater does not read (see mayStandNear),
// and those whose arrivals would have put them next to the victim.
var testStandNear *memoCheck

// nextTo reports whether, after the steps of stage t, the piece of ar is
// surely there (ar.at), on a cell next to the victim sv's, one of the two
// having just stepped: killedLater then reads its fight with the victim.
func (ar *arrival) nextTo(sv *witnessAt, t int) bool {
	cx, cv := ar.sx.at[t], sv.at[t]
	return ar.at&(1<<t) != 0 && (ar.sx.steps|sv.steps)&(1<<t) != 0 && cx != cv && nbrMask[cv]&(1<<cx) != 0
}

// arrival is what arrivals reads of a piece: the piece as the bound reads
// it, the most opponents next to it in each stage, and the stages it is
// surely there in.
type arrival struct {
	sx    witnessAt
	count [nStages]int
	at    uint8
}

// arrivalsOf is arrivals, read once for each piece in one reading of the
// sure kills (sureKills bumps w.arrGen): the family is the same for every
// victim. Across readings the memo gives it again (see arrivalsMemo).
func (w *worker) arrivalsOf(x int, free *aset) *arrival {
	if w.arr == nil {
		w.arr = make([]arrivalAt, len(w.m.agents))
		w.arrGen++ // none read yet
	}
	ar := &w.arr[x]
	if ar.gen != w.arrGen {
		ar.arrival, ar.gen = w.arrivalsMemo(x, free), w.arrGen
	}
	return &ar.arrival
}

// arrivalAt is an arrival with the reading of sure kills it was read for
// (see worker.arrGen).
type arrivalAt struct {
	arrival
	gen uint64
}

// surelyKilled reports whether the piece of agent a, another player's on
// the board at the start or placed where no other player may place, is
// one the side's pieces surely kill, its cell in sure (see sureKills): a
// kill of the side's in every order set of the family.
// A placement's cell is empty at the start and, when its bit is in sure,
// takes no other player's piece (see heldPlacement), so the bit is the
// placement's.
func (m *model) surelyKilled(a int, sure uint64) bool {
	ag := &m.agents[a]
	switch {
	case ag.player == m.side:
		return false
	case ag.kind == agCell && !m.pos.Board[ag.loc].Empty():
		return false
	case ag.kind != agPiece && ag.kind != agCell:
		return false
	}
	if testUnsound == unsoundSureVictims {
		return true // TestPruningsAreChecked: every victim taken so
	}
	return sure&(1<<ag.loc) != 0
}

// killsFailed: the side's kills are the pieces of other players that die
// beaten by its pieces or join it (a Priest's conversion), and its own
// pieces that a Priest of another player converted and it then killed. So
// they are the same while the pieces of the other players, and ours that a
// Priest could convert, do as they did.
//
// Fewer suffice. Each piece gives at most one kill (with the rules as the
// game has them), so when the pieces that could have given one (the other
// players' pieces lost, ours converted away) number fewer than the goal
// asks, keeping the others as they are keeps the goal failed, whatever
// becomes of those: the pieces of the other players still standing, and
// ours that could be converted; and of those standing, only the ones that
// could lose a fight (see hangOnFewer).
func killsFailed(w *worker, g engine.Goal, free *aset, s *seedSet) {
	m := w.m
	out := &w.out
	// The other players' pieces lost; the agents with a piece (as fate
	// finds them: the pieces, and the cells of the placements made).
	var gone, some aset
	lost := 0
	judge := func(a int, ft engine.Fate) {
		some.set(a)
		switch own := m.isOwn.has(a); {
		case ft.Owner == m.agents[a].player && (ft.Alive() || own):
			// standing as it began, or ours and died ours: no kill
		case own:
			lost++ // ours, converted away
		default:
			gone.set(a)
			lost++
		}
	}
	for _, a := range m.facts.livePieces {
		judge(a, out.Start[m.agents[a].loc])
	}
	for i := 0; i < int(out.NumPlaced); i++ {
		x := out.PlacedAt[i]
		if a := int(m.cellAt[x.Player-1][x.Loc]); a >= 0 && m.facts.liveSet.has(a) && !some.has(a) {
			judge(a, out.Placed[i])
		}
	}
	few := m.rules.Off == 0 && (lost < g.N || testUnsound == unsoundKills)
	var ask aset // the pieces standing that may win every fight
	for _, a := range m.facts.live {
		if m.isOwn.has(a) {
			if m.facts.convertible[a] {
				s.agents.set(a)
			}
		} else if !few || !gone.has(a) && (some.has(a) || free.has(a)) {
			// A held agent without a piece (a cell of a hand, nothing
			// placed) has none in the whole family: it gives no kill.
			s.agents.set(a)
			ask.set(a)
		}
	}
	if few {
		w.hangOnFewer(s, &ask, free)
	}
}

// hangOnFewer leaves out of seeds s, a failed kills goal's, the pieces of
// ask (those standing that could give a kill) that win every fight they
// can have in the family, where that can matter (see someJoin).
func (w *worker) hangOnFewer(s *seedSet, ask, free *aset) {
	if w.someJoin(s, ask, free) {
		w.dropSurvivors(s, ask, free)
	}
}

// dropSurvivors leaves out of seeds s the pieces of ask that win every
// fight they can have in the family (see givesNoKill).
func (w *worker) dropSurvivors(s *seedSet, ask, free *aset) {
	for _, a := range w.m.facts.live {
		if ask.has(a) && w.givesNoKill(a, free) {
			s.agents.clear(a)
		}
	}
}

// someJoin reports whether a free agent joins the closure from seeds s, a
// failed kills goal's with every piece standing that could give a kill
// (ask). The goal hangs on fewer: not on those that win every fight they
// can have in the family (givesNoKill). But a free agent that joins from
// some of them joins from all, so where none joins from all, the family
// fails either way, and the survivor bound is not asked of each (on
// any-kills-c, most of the side's order sets, each of three placements
// and some moves, end so: see "The fifty-sixth round" in
// docs/performance.md). The nodes are the same.
func (w *worker) someJoin(s *seedSet, ask, free *aset) bool {
	if testUnsound == unsoundNoneJoin {
		w.checkNoneJoin(s, ask, free)
		return false // TestKillsAskedWhereSomeJoin: as if none joined
	}
	a, _, _ := w.closure(s, free, 0)
	w.rs.ok = false // the walk was from seeds that may shrink
	if a < 0 {
		w.checkNoneJoin(s, ask, free)
		w.noneFrom(s, free)
	}
	return a >= 0
}

// testJoinedNone, when set (by TestNoneJoinedIsWalkedOnce), has the
// closure walked all the same where joinedNone finds it recorded, and
// counts those walks and the ones that a free agent joined.
var testJoinedNone *memoCheck

// noneJoined is a closure that no free agent joined: its seeds, and the
// family it was walked in (the evaluation, the restrictions, the free
// agents and the assignment).
type noneJoined struct {
	ok         bool
	s          seedSet
	gen, rmods uint64
	free       aset
	asg        []uint16
}

// noneFrom records that no free agent joins the closure from seeds s in
// the family the worker stands at.
func (w *worker) noneFrom(s *seedSet, free *aset) {
	nj := &w.nj
	nj.ok, nj.s, nj.gen, nj.rmods, nj.free = true, *s, w.gen, w.rmods, *free
	nj.asg = append(nj.asg[:0], w.asg...)
}

// joinedNone reports whether no free agent joins the closure from seeds s
// in the family the worker stands at, as recorded by noneFrom: the same
// seeds in the same family. At a leaf of the side's search, where a failed
// kills goal walked it from all its pieces standing (someJoin), the node's
// branching asks it again with the same seeds.
func (w *worker) joinedNone(s *seedSet, free *aset) bool {
	none := w.sameNone(s, free)
	if c := testJoinedNone; c != nil && none {
		c.given.Add(1)
		w.nj.ok = false // walked anew
		if a, _, _ := w.closure(s, free, 0); a >= 0 {
			c.wrong.Add(1)
		}
		w.nj.ok = true
	}
	return none
}

// sameNone reports whether noneFrom recorded seeds s in the family the
// worker stands at.
func (w *worker) sameNone(s *seedSet, free *aset) bool {
	nj := &w.nj
	if testUnsound == unsoundJoinedNone {
		// TestNoneJoinedIsWalkedOnce: the same seeds, read in any turn
		// evaluated, in any family.
		t := *s
		t.gen = nj.s.gen
		return nj.ok && nj.s == t
	}
	if !nj.ok || nj.s != *s {
		return false
	}
	return nj.gen == w.gen && nj.rmods == w.rmods && nj.free == *free && slices.Equal(nj.asg, w.asg)
}

// checkNoneJoin counts, for TestKillsAskedWhereSomeJoin, someJoin's
// finding that no free agent joins from seeds s, and whether one joins
// from them without the pieces that win every fight.
func (w *worker) checkNoneJoin(s *seedSet, ask, free *aset) {
	c := testNoneJoin
	if c == nil {
		return
	}
	c.given.Add(1)
	t := *s
	w.dropSurvivors(&t, ask, free)
	if a, _, _ := w.closure(&t, free, 0); a >= 0 {
		c.wrong.Add(1)
	}
	w.rs.ok = false
}

// testNoneJoin, when set (by TestKillsAskedWhereSomeJoin), counts the
// findings of someJoin that no free agent joins, and those that the seeds
// without the pieces that win every fight do not give.
var testNoneJoin *memoCheck

// givesNoKill reports whether the piece of agent a, another player's, held
// and standing at the end of the turn last evaluated, wins every fight it
// can have in the family (see survives): it gives no kill in any order set
// of it, so a failed kills goal does not hang on it.
func (w *worker) givesNoKill(a int, free *aset) bool {
	if testUnsound == unsoundGivesNoKill {
		return true // TestPruningsAreChecked: every piece standing taken so
	}
	return w.survives(a, free)
}

func noLossesMet(w *worker, g engine.Goal, free *aset, s *seedSet) {
	s.agents.or(&w.m.byOwner[w.m.side-1])
}

// noLossesFailed: a loss is never undone; each lost piece is a witness.
func noLossesFailed(w *worker, g engine.Goal, free *aset, dst []seedSet) []seedSet {
	m := w.m
	f := fates{m, &w.out}
	n := len(dst)
	dst = w.witnesses(dst, func(a int) bool { return m.agents[a].player == m.side && f.lostBy(a) })
	if len(dst) == n {
		dst = append(dst, seedSet{gen: w.gen})
		noLossesMet(w, g, free, &dst[n])
	}
	w.markLost(dst[n:])
	return dst
}

// pitMet: a piece of ours holds the Pit. When it is one of the side's
// pieces, held, that wins every fight it can have in the family and ends
// there (see survives), it holds it whatever the family does (the others'
// search: the side's orders held).
func pitMet(w *worker, g engine.Goal, free *aset, s *seedSet) {
	if a := (fates{w.m, &w.out}).occupant(engine.Pit); a >= 0 && w.holdsTo(a, engine.Pit, free) {
		return
	}
	s.watched |= 1 << engine.Pit
}

// keepMet: the piece to keep is alive and ours. When it wins every fight
// it can have in the family (see survives), it is so whatever the family
// does.
func keepMet(w *worker, g engine.Goal, free *aset, s *seedSet) {
	if a := int(w.m.pieceAt[g.Loc]); a >= 0 && w.holdsTo(a, engine.NoLoc, free) {
		return
	}
	pieceSeeds(w, g, free, s)
}

// holdsTo reports whether agent a, one of the side's, held, surely ends
// the turn alive and the side's, on cell l (NoLoc: anywhere), in every
// order set of the family the worker stands at (see survives).
func (w *worker) holdsTo(a int, l engine.Loc, free *aset) bool {
	if w.m.agents[a].player != w.m.side || free.has(a) {
		return false
	}
	if testUnsound == unsoundHoldsMet {
		return true // TestPruningsAreChecked: as the turn just evaluated
	}
	return w.survives(a, free) && (l == engine.NoLoc || w.endOf(a) == l)
}

func pitFailed(w *worker, g engine.Goal, free *aset, dst []seedSet) []seedSet {
	if a := (fates{w.m, &w.out}).occupant(engine.Pit); a >= 0 {
		return w.witness(dst, a)
	}
	// Empty: it failed for want of a piece of ours there.
	return append(dst, seedSet{gen: w.gen, watched: 1 << engine.Pit, mine: true})
}

func eliminateMet(w *worker, g engine.Goal, free *aset, s *seedSet) {
	if w.m.pos.Player(g.N).Out {
		return // out already: met whatever happens
	}
	w.m.elimSeeds(uint8(g.N), s)
}

// eliminateFailed: each piece of the player alive at the end keeps it in
// the game, and is a witness; so is each territory it keeps (see
// keptGround).
func eliminateFailed(w *worker, g engine.Goal, free *aset, dst []seedSet) []seedSet {
	m := w.m
	f := fates{m, &w.out}
	n := len(dst)
	dst = w.keptGround(dst, uint8(g.N), free)
	dst = w.witnesses(dst, func(a int) bool {
		ft, ok := f.fate(a)
		return ok && ft.Alive() && ft.Owner == uint8(g.N)
	})
	if len(dst) == n {
		dst = append(dst, seedSet{gen: w.gen})
		eliminateMet(w, g, free, &dst[n])
	}
	return dst
}

func winMet(w *worker, g engine.Goal, free *aset, s *seedSet) {
	s.global = true
}

// winFailed: a surviving piece of another player keeps that player in the
// game, so the game does not end with us as the winner; each is a witness,
// and so is each territory the other player keeps when there are two (see
// keptGround).
func winFailed(w *worker, g engine.Goal, free *aset, dst []seedSet) []seedSet {
	m := w.m
	f := fates{m, &w.out}
	n := len(dst)
	dst = w.keptGround(dst, 3-m.side, free) // between two players only
	dst = w.witnesses(dst, func(a int) bool {
		ft, ok := f.fate(a)
		return ok && ft.Alive() && ft.Owner != m.side && !m.pos.Player(int(ft.Owner)).Out
	})
	if len(dst) == n {
		dst = append(dst, seedSet{gen: w.gen, global: true})
	}
	return dst
}

// occupant returns the agent whose piece ends on l, or -1.
func (f fates) occupant(l engine.Loc) int {
	if f.out.Pos.Board[l].Empty() {
		return -1 // a piece alive stands on the cell of its fate
	}
	for _, a := range f.m.facts.live {
		if ft, ok := f.fate(a); ok && ft.Loc == l {
			return a
		}
	}
	return -1
}

// metSeeds returns what the goals, all met, hang on.
func (w *worker) metSeeds(free *aset, s *seedSet) {
	s.reset()
	s.gen = w.gen
	for i := range w.m.goals {
		w.goalSeedsMet(i, free, s)
	}
}

// failSeeds fills dst with the seed sets of the goals not met, one or more
// per goal (witnesses); keeping any one of them unchanged keeps the goals
// failed.
func (w *worker) failSeeds(free *aset, dst []seedSet) []seedSet {
	m := w.m
	dst = dst[:0]
	for i, g := range m.goals {
		if g.Met(&m.pos, &w.out, int(m.side)) {
			continue
		}
		dst = w.goalSeedsFailed(i, free, dst)
	}
	return dst
}
