package solver

import (
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// Twin proofs. Under Any, order sets of the side that differ only in the
// facing of one placement are often all solutions, each proved by a search
// of the others' replies as large as the next (see "The thirty-sixth
// round" in docs/performance.md): a placed piece's facing counts only in
// its fights, and in most replies they come out alike. So while a
// candidate is proved, the order sets that give one of its placements
// another facing (its twins) are watched: the proof is a computation that
// reads the candidate through the turns it resolves and through the bounds
// that read a placed piece's numbers (the first fights' verdicts, the
// survivor bound, the arrivals of the sure kills). A twin stays alike as
// long as every turn resolved with the twin's facing instead comes out the
// same (but for the piece's facing) and every such bound, read again with
// the twin's facing, gives the same verdict. A twin alike to the end of a
// proof that no reply beats would have been searched the same way, node
// for node, and found unbeaten too: it is a solution, and is not searched
// again (see worker.refuteS). Twins are kept per task, so the nodes of a
// search do not depend on the workers.

// testTwin, when set by a test, is handed each order set of the side
// that a twin's proof stood for, assigned.
var testTwin func(w *worker)

// maxTwins bounds the twins watched in one proof.
const maxTwins = 16

// twinWatch is the twins watched in the proof under way: agent a[i] with
// option o[i] instead of its own, alike so far while bit i of live is set.
type twinWatch struct {
	n    int
	a    [maxTwins]int32
	o    [maxTwins]uint16
	live uint32
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

// findTwins sets, for each option of each of the side's cell agents under
// Any, the options that are its twins (see twinOptions), and numbers the
// side's cell agents for the facings read (sideBit; the 64th and after
// share the last bit).
func (m *model) findTwins() {
	m.sideBit = make([]uint64, len(m.agents))
	m.twinOf = make([][][]uint16, len(m.agents))
	if m.opp != Any {
		return
	}
	n := 0
	for _, a := range m.own {
		ag := &m.agents[a]
		if ag.kind != agCell {
			continue
		}
		m.sideBit[a] = 1 << min(n, 63)
		n++
		if ag.spec.Has(engine.JumpsToVictim) {
			continue
		}
		tw := make([][]uint16, len(ag.opts))
		for o := 1; o < len(ag.opts); o++ {
			if ag.opts[o].skip || !m.twinKind(ag.opts[o].ords[0].Kind) {
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

// twinKind reports whether placements of kind k may have twins: not a
// kind whose jumps the search follows (an Imp Swarm's cells are read from
// what it beats).
func (m *model) twinKind(k engine.KindID) bool {
	return !m.cat.Kind(k).Has(engine.JumpsToVictim)
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
			if w.m.sideBit[w.tw.a[i]]&b != 0 {
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
		return r // unsoundTwinReads: TestPruningsAreChecked
	}
	for i := 0; i < w.tw.n; i++ {
		a := int(w.tw.a[i])
		if w.tw.live&(1<<i) == 0 || w.m.sideBit[a]&read == 0 {
			continue
		}
		o := w.asg[a]
		w.asg[a] = w.tw.o[i]
		w.twIn = true
		w.twDepth++
		r2 := f()
		w.twDepth--
		w.twIn = false
		w.asg[a] = o
		if r2 != r {
			w.tw.live &^= 1 << i
		}
	}
	return r
}

// twinEval ends the live twins whose turn, resolved with the twin's
// facing, differs from w.out but for the placed piece's facing. A twin
// whose placement's facing the turn did not read comes out alike (see
// engine.Outcome.PlacedFaced), and is not resolved again.
func (w *worker) twinEval() {
	m := w.m
	for i := 0; i < w.tw.n; i++ {
		if w.tw.live&(1<<i) == 0 {
			continue
		}
		a := int(w.tw.a[i])
		if !w.placedFaced(a) {
			continue
		}
		o := w.asg[a]
		w.asg[a] = w.tw.o[i]
		w.planOf(&w.twPlan)
		w.asg[a] = o
		w.res.Resolve(m.rules, &m.pos, &w.twPlan, &w.twOut, nil)
		if testUnsound == unsoundTwinEval || testUnsound == unsoundTwinAll {
			continue // TestPruningsAreChecked: every outcome taken as alike
		}
		if !w.sameBut(a) {
			w.tw.live &^= 1 << i
		}
	}
}

// placedFaced reports whether the turn of w.out read the facing of agent
// a's placement, the side's.
func (w *worker) placedFaced(a int) bool {
	l, p := w.m.agents[a].loc, w.m.side
	for i := 0; i < int(w.out.NumPlaced); i++ {
		if x := w.out.PlacedAt[i]; x.Loc == l && x.Player == p {
			return w.out.PlacedFaced&(1<<i) != 0
		}
	}
	return true
}

// sameBut reports whether w.twOut is w.out but for the facing of agent a's
// placement (the side's).
func (w *worker) sameBut(a int) bool {
	l, p := w.m.agents[a].loc, w.m.side
	t, o := &w.twOut, &w.out
	for i := 0; i < int(o.NumPlaced); i++ {
		if x := o.PlacedAt[i]; x.Loc == l && x.Player == p && t.PlacedAt[i].Loc == l && t.PlacedAt[i].Player == p {
			t.PlacedAt[i].Facing = x.Facing
			if f := o.Placed[i]; f.Loc != engine.NoLoc && t.Placed[i].Loc == f.Loc {
				t.Pos.Board[f.Loc].Facing = o.Pos.Board[f.Loc].Facing
			}
			t.Placed[i].Facing = o.Placed[i].Facing
			break
		}
	}
	return *t == *o
}

// watchTwins sets the twins watched in the proof of the side's current
// order set: every other facing of each of its placements that the task
// will judge later, the options its agent is branched on after its own
// (see expand; the options before it were judged already, and those of an
// agent given its option elsewhere belong to other tasks).
func (w *worker) watchTwins() {
	m := w.m
	w.tw = twinWatch{}
	if testUnsound == noTwins {
		return
	}
	for _, a := range m.own {
		o := w.asg[a]
		if o == 0 || m.twinOf[a] == nil {
			continue
		}
		later := w.bst[w.later[a][0]:w.later[a][1]]
		for _, o2 := range m.twinOf[a][o] {
			if w.tw.n == maxTwins {
				break
			}
			if !slices.Contains(later, o2) {
				continue
			}
			w.tw.a[w.tw.n], w.tw.o[w.tw.n] = int32(a), o2
			w.tw.live |= 1 << w.tw.n
			w.tw.n++
		}
	}
}

// twinKey writes into w.twKey the side's options under the current
// assignment, with agent a given option o when a is not negative.
func (w *worker) twinKey(a int, o uint16) []byte {
	k := w.twKey[:0]
	for _, b := range w.m.own {
		x := w.asg[b]
		if b == a {
			x = o
		}
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
		k := w.twinKey(int(w.tw.a[i]), w.tw.o[i])
		if _, ok := w.twSols[string(k)]; ok || !w.keep(int64(len(k))+48) {
			continue
		}
		if w.twSols == nil {
			w.twSols = make(map[string]struct{})
		}
		w.twSols[string(k)] = struct{}{}
	}
	w.tw = twinWatch{}
}

// twinProved reports whether the side's current order set is a twin kept
// by an earlier proof (see keepTwins).
func (w *worker) twinProved() bool {
	if len(w.twSols) == 0 {
		return false
	}
	_, ok := w.twSols[string(w.twinKey(-1, 0))]
	return ok
}
