package solver

import (
	"hash/maphash"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// Twin proofs. Under Any, order sets of the side that differ only in the
// facings of one or two placements are often all solutions, each proved by a search
// of the others' replies as large as the next (see "The thirty-sixth
// round" in docs/performance.md): a placed piece's facing counts only in
// its fights, and in most replies they come out alike. So while a
// candidate is proved, the order sets that give one or two of its
// placements other facings (its twins) are watched: the proof is a computation that
// reads the candidate through the turns it resolves and through the bounds
// that read a placed piece's numbers (the first fights' verdicts, the
// survivor bound, the arrivals of the sure kills). A twin stays alike as
// long as every turn resolved with the twin's facings instead comes out the
// same (but for those facings) and every such bound, read again with the
// twin's facings, gives the same verdict. A twin alike to the end of a
// proof that no reply beats would have been searched the same way, node
// for node, and found unbeaten too: it is a solution, and is not searched
// again (see worker.refuteS). Twins are kept per task, and handed on to
// the tasks after it (see scheduler.run), so the nodes of a search do not
// depend on the workers.

// testTwin, when set by a test, is handed each order set of the side
// that a twin's proof stood for, assigned.
var testTwin func(w *worker)

// maxTwins bounds the twins watched in one proof.
const maxTwins = 32

// twinWatch is the twins watched in the proof under way: twin i gives agent
// a[i][0] option o[i][0] instead of its own, and agent a[i][1] (when not
// -1) option o[i][1]; the side's placements it changes are sides[i] (see
// model.sideBit). It is alike so far while bit i of live is set.
type twinWatch struct {
	n     int
	a     [maxTwins][2]int32
	o     [maxTwins][2]uint16
	sides [maxTwins]uint64
	live  uint32
}

// add watches one more twin, live: agent a0 given option o0, and agent a1
// (when not -1) option o1; none past maxTwins.
func (t *twinWatch) add(m *model, a0 int, o0 uint16, a1 int, o1 uint16) {
	if t.n == maxTwins {
		return
	}
	i := t.n
	t.a[i], t.o[i], t.sides[i] = [2]int32{int32(a0), int32(a1)}, [2]uint16{o0, o1}, m.sideBit[a0]
	if a1 >= 0 {
		t.sides[i] |= m.sideBit[a1]
	}
	t.live |= 1 << i
	t.n++
}

// swap exchanges the options of twin i's agents in asg with the twin's:
// once, asg holds the twin; twice, the order set proved again.
func (t *twinWatch) swap(i int, asg []uint16) {
	for k := range 2 {
		if a := t.a[i][k]; a >= 0 {
			asg[a], t.o[i][k] = t.o[i][k], asg[a]
		}
	}
}

// twinOptions reports whether two options place the same piece on the same
// cell, alike in everything the search knows of them but the facing.
func twinOptions(p, q *option) bool {
	if p.n != 1 || q.n != 1 || p.ords[0].Op != engine.OpPlace || q.ords[0].Op != engine.OpPlace {
		return false
	}
	x, y := *p, *q
	x.ords[0].Dir, y.ords[0].Dir = 0, 0
	x.skip, y.skip = false, false
	return x == y
}

// findTwins sets, for each option of each of the side's cell agents, the
// options that are its twins (see twinOptions), and numbers the side's cell
// agents for the facings read (sideBit; the 64th and after share the last
// bit). Under Any the proofs watch twins, and under every model the
// branches (see watchBranch).
func (m *model) findTwins() {
	m.sideBit = make([]uint64, len(m.agents))
	m.twinOf = make([][][]uint16, len(m.agents))
	n := 0
	for _, a := range m.own {
		ag := &m.agents[a]
		if ag.kind != agCell {
			continue
		}
		m.sideBit[a] = 1 << min(n, 63)
		n++
		tw := make([][]uint16, len(ag.opts))
		for o := 1; o < len(ag.opts); o++ {
			if ag.opts[o].skip {
				continue
			}
			for o2 := 1; o2 < len(ag.opts); o2++ {
				if o2 != o && !ag.opts[o2].skip && twinOptions(&ag.opts[o], &ag.opts[o2]) && m.sameVictim(a, o, o2) {
					tw[o] = append(tw[o], uint16(o2))
				}
			}
		}
		m.twinOf[a] = tw
	}
}

// sameVictim reports whether options o and o2 of agent a stand alike as
// victims of an Imp Swarm of their player's (see markVictims).
func (m *model) sameVictim(a, o, o2 int) bool {
	if a >= len(m.allyVictim) || m.allyVictim[a] == nil {
		return true
	}
	return m.allyVictim[a][o] == m.allyVictim[a][o2]
}

// twMark records that the facing of agent a's placement was read (see
// twinCheck). Read outside any bound twinCheck follows, it ends every
// twin of that agent.
func (w *worker) twMark(a int) {
	b := w.m.sideBit[a]
	if b == 0 {
		return
	}
	w.twRead |= b
	if w.twDepth == 0 && w.tw.live != 0 {
		for i := 0; i < w.tw.n; i++ {
			if w.tw.sides[i]&b != 0 {
				w.tw.live &^= 1 << i
			}
		}
	}
}

// twinCheck returns f(), a bound's verdict, and while twins are watched,
// reads it again with the facing of each live twin whose agent's facing it
// read, ending the twins for which it differs.
func twinCheck[T comparable](w *worker, f func() T) T {
	saved := w.twRead
	w.twRead = 0
	w.twDepth++
	r := f()
	w.twDepth--
	read := w.twRead
	w.twRead = saved | read
	if read == 0 || w.tw.live == 0 || w.twIn || testUnsound == unsoundTwinReads || testUnsound == unsoundTwinAll {
		return r // unsoundTwinReads, unsoundTwinAll: TestTwinsAreChecked
	}
	for i := 0; i < w.tw.n; i++ {
		if w.tw.live&(1<<i) == 0 || w.tw.sides[i]&read == 0 {
			continue
		}
		w.tw.swap(i, w.asg)
		w.twIn = true
		w.twDepth++
		r2 := f()
		w.twDepth--
		w.twIn = false
		w.tw.swap(i, w.asg)
		if r2 != r {
			w.tw.live &^= 1 << i
		}
	}
	return r
}

// twinEval ends the live twins whose turn, resolved with the twin's
// facings, differs from w.out but for the placed pieces' facings. A twin
// whose placements' facings the turn did not read, or read only where
// they change nothing (see twinAlike), comes out alike and is not
// resolved again.
func (w *worker) twinEval() {
	m := w.m
	for i := 0; i < w.tw.n; i++ {
		if w.tw.live&(1<<i) == 0 || w.twinAlike(i) {
			continue
		}
		a0, a1 := int(w.tw.a[i][0]), int(w.tw.a[i][1])
		w.tw.swap(i, w.asg)
		w.planOf(&w.twPlan)
		w.tw.swap(i, w.asg)
		w.twRes.Resolve(m.rules, &m.pos, &w.twPlan, &w.twOut, nil)
		if testUnsound == unsoundTwinEval || testUnsound == unsoundTwinAll {
			continue // TestTwinsAreChecked: every outcome taken as alike
		}
		if testUnsound == unsoundBranchEval && i < w.br.n {
			continue // TestMirrorsAreChecked: the branch's twins taken as alike
		}
		if !w.sameBut(a0, a1) {
			w.tw.live &^= 1 << i
		}
	}
}

// twinCells returns the cells of the placements the live twins change,
// and sets w.twFaces to the facings they give each (see
// engine.Resolver.WatchFacingsOf).
func (w *worker) twinCells() uint64 {
	var c uint64
	for i := 0; i < w.tw.n; i++ {
		if w.tw.live&(1<<i) == 0 {
			continue
		}
		for k, a := range w.tw.a[i] {
			if a < 0 {
				continue
			}
			ag := &w.m.agents[a]
			f := uint8(1) << (ag.opts[w.tw.o[i][k]].ords[0].Dir & 7)
			if b := uint64(1) << ag.loc; c&b == 0 {
				c |= b
				w.twFaces[ag.loc] = f
			} else {
				w.twFaces[ag.loc] |= f
			}
		}
	}
	return c
}

// twinAlike reports whether the engine tells that twin i's turn comes out
// as w.out but for its facings (see engine.Resolver.Alike and AlikeWith):
// each placement it changes unread, or its facing alike; two read, their
// pair alike and not both bent.
func (w *worker) twinAlike(i int) bool {
	var at [2]int
	var face [2]engine.Dir
	read := 0
	for k, a := range w.tw.a[i] {
		if a < 0 {
			break
		}
		ag := &w.m.agents[a]
		j := placedIndex(&w.out, ag)
		if j < 0 {
			return false
		}
		if w.out.PlacedFaced&(1<<j) == 0 {
			continue // not read
		}
		f := ag.opts[w.tw.o[i][k]].ords[0].Dir
		if w.res.Alike(j)&(1<<(f&7)) == 0 {
			return false
		}
		at[read], face[read] = j, f
		read++
	}
	if read < 2 {
		return true
	}
	return w.res.Alike(at[0])&w.res.Alike(at[1])&engine.AlikeBent == 0 &&
		w.res.AlikeWith(at[0], at[1])&(1<<(6*face[0]+face[1])) != 0
}

// sameBut reports whether w.twOut is w.out but for the facings of the
// placements of agents a0 and a1 (the side's; a1 -1: none; see
// engine.Outcome.SameBut).
func (w *worker) sameBut(a0, a1 int) bool {
	i, j := placedIndex(&w.out, &w.m.agents[a0]), -1
	if a1 >= 0 {
		j = placedIndex(&w.out, &w.m.agents[a1])
	}
	return w.out.SameBut(&w.twOut, i, j)
}

// watchTwins sets the twins watched in the proof of the side's current
// order set: the order sets that give one of its placements, or two, other
// facings, and that the task will judge later. An order set is judged
// later when the option it gives the agent branched on first (of those it
// changes) is among those that agent is branched on after its own (see
// expand): the options before it were judged already, and those of an
// agent given its option elsewhere belong to other tasks.
func (w *worker) watchTwins() {
	m := w.m
	// The branch's twins first, each watched whether or not its branch is
	// still alike: the proof may stand for its order set all the same.
	w.tw.n, w.tw.live = w.br.n, 1<<w.br.n-1
	if testUnsound == noTwins {
		return
	}
	later := func(a int, o uint16) bool {
		return slices.Contains(w.bst[w.later[a][0]:w.later[a][1]], o)
	}
	add := func(a0 int, o0 uint16, a1 int, o1 uint16) {
		if a1 >= 0 || !w.branchTwin(a0, o0) {
			w.tw.add(m, a0, o0, a1, o1)
		}
	}
	own := m.own
	for _, a := range own {
		if o := w.asg[a]; o != 0 && m.twinOf[a] != nil {
			for _, o2 := range m.twinOf[a][o] {
				if later(a, o2) {
					add(a, o2, -1, 0)
				}
			}
		}
	}
	// Then the pairs, while there is room.
	for x, a := range own {
		o := w.asg[a]
		if o == 0 || m.twinOf[a] == nil {
			continue
		}
		for _, b := range own[x+1:] {
			ob := w.asg[b]
			if ob == 0 || m.twinOf[b] == nil {
				continue
			}
			// The agent branched on first: options before the other's in
			// the stack of expand.
			first, second, of, os := a, b, o, ob
			if w.later[b][0] < w.later[a][0] {
				first, second, of, os = b, a, ob, o
			}
			for _, o1 := range m.twinOf[first][of] {
				if !later(first, o1) {
					continue
				}
				for _, o2 := range m.twinOf[second][os] {
					add(first, o1, second, o2)
				}
			}
		}
	}
}

// twinKey writes into w.twKey the side's options under the current
// assignment.
func (w *worker) twinKey() []byte {
	k := w.twKey[:0]
	for _, b := range w.m.own {
		x := w.asg[b]
		k = append(k, byte(x), byte(x>>8))
	}
	w.twKey = k
	return k
}

// keepTwins records, after a proof that no reply beats the side's current
// order set, the twins still alike: each is a solution too.
func (w *worker) keepTwins() {
	for i := 0; i < w.tw.n; i++ {
		if w.tw.live&(1<<i) == 0 {
			continue
		}
		w.tw.swap(i, w.asg)
		w.keepProved()
		w.tw.swap(i, w.asg)
	}
}

// keepProved records the side's current order set as proved (see
// twinProved), within the memory budget.
func (w *worker) keepProved() {
	k := w.twinKey()
	n := int64(len(k)) + 48
	if _, ok := w.twSols[string(k)]; ok || !w.keep(n) {
		return
	}
	w.twBytes += n
	if w.twSols == nil {
		w.twSols = make(map[string]struct{})
	}
	w.twSols[string(k)] = struct{}{}
}

// twinProved reports whether the side's current order set is a twin kept
// by an earlier proof (see keepTwins).
func (w *worker) twinProved() bool {
	if len(w.twSols) == 0 && w.twBase == nil {
		return false
	}
	k := w.twinKey()
	if _, ok := w.twSols[string(k)]; ok {
		return true
	}
	return w.twBase.has(k)
}

// twinSet is the twins proved unbeaten that tasks before a task kept (see
// scheduler.run), read only: their sets, and a filter of their keys'
// hashes that tells at once most order sets not among them (a task's
// base can hold hundreds of sets, and each order set judged is looked up).
type twinSet struct {
	sets   []map[string]struct{}
	filter [twinFilterBits / 64]uint64
}

// twinFilterBits is the size of a twinSet's filter: two bits a key.
const twinFilterBits = 1 << 16

var twinSeed = maphash.MakeSeed()

// twinBits returns the two bits of the filter that a key of hash h sets.
func twinBits(h uint64) (uint64, uint64) {
	return h % twinFilterBits, h >> 32 % twinFilterBits
}

// with returns the twins of s and the sets add, leaving s as it was (nil:
// none).
func (s *twinSet) with(add []map[string]struct{}) *twinSet {
	if len(add) == 0 {
		return s
	}
	n := &twinSet{}
	if s != nil {
		n.sets, n.filter = slices.Clip(s.sets), s.filter
	}
	for _, m := range add {
		n.sets = append(n.sets, m)
		for k := range m {
			i, j := twinBits(maphash.String(twinSeed, k))
			n.filter[i/64] |= 1 << (i % 64)
			n.filter[j/64] |= 1 << (j % 64)
		}
	}
	return n
}

// has reports whether the order set of key k is among the twins of s.
func (s *twinSet) has(k []byte) bool {
	if s == nil {
		return false
	}
	i, j := twinBits(maphash.Bytes(twinSeed, k))
	if s.filter[i/64]&(1<<(i%64)) == 0 || s.filter[j/64]&(1<<(j%64)) == 0 {
		return false
	}
	for _, m := range s.sets {
		if _, ok := m[string(k)]; ok {
			return true
		}
	}
	return false
}

// Twin branches. The side's search branches on an agent's options one by
// one, and a placement's facings are often all branched on, each searched
// below as the others are: the subtrees of two facings that come out alike
// in every turn the search resolves and every bound it reads are searched
// node for node the same (see "The thirty-eighth round" in
// docs/performance.md). So while the branch of one facing is searched, the
// branches of its twins (the same placement with the facings branched on
// after it) are watched as twins are in a proof (see twinWatch), through the
// side's nodes and, under Any, through each proof below it; a twin branch
// alike to the end of its branch's search finds the same solutions but for
// the facing, and is not searched: its solutions are the branch's,
// mirrored. One branch is watched at a time: another starts only when every
// twin of the one watched has ended.

// branchWatch is the branch whose twins are watched: agent a's option o.
// Its twins are the first n of w.tw, each giving a another option, kept
// there through the proofs below it (see watchTwins).
type branchWatch struct {
	a int32
	o uint16
	n int
}

// branchTwin reports whether agent a's option o is a twin of the branch
// watched.
func (w *worker) branchTwin(a int, o uint16) bool {
	for i := 0; i < w.br.n; i++ {
		if int(w.tw.a[i][0]) == a && w.tw.o[i][0] == o {
			return true
		}
	}
	return false
}

// watchBranch starts watching, for the branch that gives agent a option o,
// the twin branches among those branched on after it (next), unless the
// twins of another branch are still watched. A twin branch is watched only
// when no solution known gives a either option: the two branches are then
// pruned alike by the solutions known. It reports whether it watches any.
func (w *worker) watchBranch(a, o int, next []uint16) bool {
	m := w.m
	// Near misses, when asked for, are kept as each branch's search meets
	// them: a twin branch is then searched.
	if m.twinOf == nil || m.twinOf[a] == nil || w.tw.live != 0 || w.wantCands ||
		testUnsound == noTwins || testUnsound == noMirrors || w.knownGives(a, o) {
		return false
	}
	w.tw, w.br = twinWatch{}, branchWatch{}
	for _, o2 := range m.twinOf[a][o] {
		if slices.Contains(next, o2) && !w.knownGives(a, int(o2)) {
			w.tw.add(m, a, o2, -1, 0)
		}
	}
	w.br = branchWatch{int32(a), uint16(o), w.tw.n}
	return w.tw.n > 0
}

// knownGives reports whether a solution known gives agent a option o.
func (w *worker) knownGives(a, o int) bool {
	return len(w.knownBy[w.knownAt[a]+int32(o)]) > 0 && testUnsound != unsoundBranchKnown
}

// proofOver leaves in w.tw, once a proof is over, the twins of the branch
// watched only, those of live alike (see watchTwins).
func (w *worker) proofOver(live uint32) {
	w.tw.n = w.br.n
	w.tw.live = live & (1<<w.br.n - 1)
}

// proveBranchTwins settles, at an order set of the side proved a solution,
// the twin branches of ended (bits of w.tw) whose order set here the proof
// did not stand for: each is a solution too, and stays alike, when a twin's
// proof stood for it before or a search of the others' replies of its own
// proves it now (it is judged so, as its branch's search would judge it);
// else the twin branch ends. Searched, it would end the same way: what the
// side's search reads of an order set proved is that it is a solution.
func (w *worker) proveBranchTwins(ended uint32, free *aset) {
	if ended == 0 {
		return
	}
	tw, br := w.tw, w.br
	a := int(br.a)
	for i := 0; i < br.n; i++ {
		if ended&(1<<i) == 0 {
			continue
		}
		o2 := tw.o[i][0]
		w.setAsg(a, o2)
		ok := w.twinProved()
		if !ok && testUnsound != unsoundBranchProof {
			w.tw, w.br = twinWatch{}, branchWatch{} // its own twins watched
			w.stats.Judged++
			if !w.searchReplies(free, &w.brRef) && !w.stopped() {
				w.keepProved()
				ok = true
			}
		}
		w.setAsg(a, br.o)
		if ok || testUnsound == unsoundBranchProof {
			tw.live |= 1 << i
		} else {
			tw.live &^= 1 << i
		}
	}
	w.tw, w.br = tw, br
}

// testMirror, when set by a test, is handed each solution a twin branch's
// search stood for.
var testMirror func(w *worker, orders []engine.Order)

// mirror ends the watch of the branch just searched: the solutions it found
// from index s0 of w.sols (k0 of w.known) are, with the facing of each twin
// branch still alike, solutions of that branch too, found as its own search
// would, and its option in next (the options branched on after the
// branch's) is cleared, not to be searched.
func (w *worker) mirror(s0, k0 int, next []uint16) {
	live, br, opts := w.tw.live&(1<<w.br.n-1), w.br, w.tw.o
	w.tw, w.br = twinWatch{}, branchWatch{}
	if live == 0 || w.stopped() {
		return
	}
	m := w.m
	a := int(br.a)
	ns, nk := len(w.sols), len(w.known)
	for i := 0; i < br.n; i++ {
		if live&(1<<i) == 0 {
			continue
		}
		o2 := opts[i][0]
		to := m.agents[a].opts[o2].ords[0]
		for x := s0; x < ns; x++ {
			s := slices.Clone(w.sols[x])
			for j := range s {
				if s[j].Op == engine.OpPlace && s[j].Loc == to.Loc {
					s[j] = to
				}
			}
			w.sols = append(w.sols, s)
			if testMirror != nil {
				testMirror(w, s)
			}
		}
		for x := k0; x < nk; x++ {
			k := slices.Clone(w.known[x])
			for j := range k {
				if int(k[j].a) == a {
					k[j].o = o2
				}
			}
			w.addKnown(k)
		}
		w.stats.Mirrored += int64(ns - s0)
		w.foundSolutions(w.sols[len(w.sols)-(ns-s0):])
		if j := slices.Index(next, o2); j >= 0 {
			next[j] = 0
		}
	}
}
