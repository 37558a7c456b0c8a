package solver

import (
	"context"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// Refute answers, for one order set of the side, the reply that defeats it
// under the opponent model, or that none does. Under Hold the reply is "no
// orders" and under Fixed the scripted replies; under Any it is a reply of
// the other players from which no single order can be left out (reply[n-1]
// are player n's orders; the side's entry is empty). refuted is false when
// the orders meet the goals against every reply. The error reports a bad
// problem, orders that are not legal, or a context cancelled before the
// answer was proven.
func Refute(ctx context.Context, p *Problem, orders []engine.Order) (reply [][]engine.Order, refuted bool, err error) {
	m, err := buildModel(p)
	if err != nil {
		return nil, false, err
	}
	var pl engine.Plan
	if err := m.pos.CheckOrders(m.cat, p.Side, orders, &pl); err != nil {
		return nil, false, err
	}
	own, err := m.assignment(p.Side, orders)
	if err != nil {
		return nil, false, err
	}
	if err := ctx.Err(); err != nil {
		return nil, false, err
	}
	sh := &shared{}
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-ctx.Done():
			sh.stop.Store(true)
		case <-done:
		}
	}()
	w := newWorker(m, sh)
	for _, x := range own {
		w.assign(int(x.a), int(x.o))
	}
	if m.opp != Any {
		if w.eval() {
			return nil, false, nil
		}
		return w.replyOrders(), true, nil
	}
	var ref refutation
	found := w.oSearch(&ref)
	if w.stopped() {
		return nil, false, ctx.Err()
	}
	if !found {
		return nil, false, nil
	}
	w.setReply(ref.reply)
	for _, x := range ref.reply {
		w.m.take(&w.bud, int(x.a), int(x.o))
	}
	w.shrinkReply(ref.reply)
	return w.replyOrders(), true, nil
}

// shrinkReply leaves out, one at a time, each order of the refuting reply
// now assigned whose absence still refutes (and keeps the reply legal).
func (w *worker) shrinkReply(reply []ao) {
	for _, x := range reply {
		a, o := int(x.a), int(x.o)
		w.unassign(a, o)
		if !w.targetsLegal() || w.eval() {
			w.assign(a, o)
		}
	}
}

// targetsLegal reports whether every assigned Necromancer target still has
// its Necromancer.
func (w *worker) targetsLegal() bool {
	m := w.m
	for a := range m.agents {
		if m.agents[a].kind == agTarget && w.asg[a] != 0 && !m.legal(&w.bud, a, int(w.asg[a])) {
			return false
		}
	}
	return true
}

// replyOrders returns the other players' orders under the current
// assignment, one list per player, the side's empty.
func (w *worker) replyOrders() [][]engine.Order {
	m := w.m
	out := make([][]engine.Order, m.pos.NumPlayers)
	for n := uint8(1); n <= m.pos.NumPlayers; n++ {
		if n == m.side {
			out[n-1] = []engine.Order{}
			continue
		}
		out[n-1] = m.orders(w.asg, n)
	}
	return out
}

// Limits of the hunt for near misses: candidates are tried smallest first,
// each with at most triesNodes resolutions and triesLeaves refuting
// replies, and no candidate is begun once the hunt has used triesBudget.
const (
	triesNodes  = 50_000
	triesLeaves = 16
	triesBudget = 500_000
)

// TriesMaxNodes is the most resolutions the hunt for near misses adds to a
// search: its budget, and the last candidate begun within it.
const TriesMaxNodes = triesBudget + triesNodes

// tries picks, among the refuted candidates of the search (the side's order
// sets it visited), up to want near misses, smallest first: order sets that
// meet the goals when the others give no orders, and whose refuting replies
// all contain one of at most two minimal ones. A candidate holding a near
// miss already found, with the same refutations, is the same idea and left
// out. Each reported try is exact; the hunt is bounded, so a near miss may
// be left out. stopped reports that the search's stop (its time limit, or
// its context) cut the hunt short: the tries are those found before.
func (w *worker) tries(cands [][]engine.Order, want int) (out []Try, stopped bool) {
	m := w.m
	slices.SortFunc(cands, compareSets)
	cands = slices.CompactFunc(cands, func(a, b []engine.Order) bool { return compareSets(a, b) == 0 })
	var seen []seenTry
	for _, c := range cands {
		if len(out) >= want || w.nodes >= triesBudget {
			break
		}
		if testHuntStop != nil && testHuntStop(len(out)) {
			w.sh.stop.Store(true) // as the time limit would
		}
		if w.stopped() {
			return out, true
		}
		own, err := m.assignment(int(m.side), c)
		if err != nil {
			continue
		}
		for _, x := range own {
			w.assign(int(x.a), int(x.o))
		}
		acc := refAcc{limit: w.nodes + triesNodes}
		if w.eval() { // it beats "no orders": count what beats it
			w.allRefs(w.others, 0, &acc)
		}
		for _, x := range own {
			w.unassign(int(x.a), int(x.o))
		}
		if acc.aborted && w.stopped() {
			return out, true // cut by the stop, not by the hunt's bounds
		}
		if acc.aborted || len(acc.leaves) == 0 {
			continue
		}
		mins := minimalReplies(acc.leaves)
		if len(mins) > 2 {
			continue
		}
		slices.SortFunc(mins, compareReplies)
		// The same idea with orders added that change nothing is not
		// another near miss.
		if slices.ContainsFunc(seen, func(s seenTry) bool {
			return isSubset(s.orders, c) && slices.EqualFunc(s.refs, mins, slices.Equal)
		}) {
			continue
		}
		seen = append(seen, seenTry{c, mins})
		t := Try{Orders: c}
		for _, r := range mins {
			w.setReply(r)
			t.Refutations = append(t.Refutations, w.replyOrders())
			w.clearReply(r)
		}
		out = append(out, t)
	}
	return out, false
}

// testHuntStop, when set by a test, is asked before each candidate of the
// hunt for near misses, with the near misses found so far, whether the
// search is to stop there.
var testHuntStop func(found int) bool

// seenTry is a near miss found, with its minimal refutations.
type seenTry struct {
	orders []engine.Order
	refs   [][]ao
}

// compareReplies orders replies: fewer options first, then by agent and
// option.
func compareReplies(x, y []ao) int {
	if len(x) != len(y) {
		return len(x) - len(y)
	}
	for i := range x {
		if x[i].a != y[i].a {
			return int(x[i].a - y[i].a)
		}
		if x[i].o != y[i].o {
			return int(x[i].o) - int(y[i].o)
		}
	}
	return 0
}

// refAcc gathers the refuting replies of one candidate.
type refAcc struct {
	leaves  [][]ao
	limit   int64
	aborted bool
}

// allRefs is oNode that does not stop at the first refutation: it gathers
// every refuting node (each the least reply of its family), unless the
// limits are reached.
func (w *worker) allRefs(ofree aset, depth int, acc *refAcc) {
	m := w.m
	if acc.aborted || w.stopped() || w.nodes >= acc.limit {
		acc.aborted = true
		return
	}
	if !w.eval() {
		var r []ao
		for _, a := range m.others {
			if o := w.asg[a]; o != 0 {
				r = append(r, ao{int32(a), o})
			}
		}
		acc.leaves = append(acc.leaves, r)
		if len(acc.leaves) > triesLeaves {
			acc.aborted = true
		}
		return
	}
	fr := &w.oFrames[depth]
	w.metSeeds(&ofree, &fr.met)
	for {
		a, _, _ := w.closure(&fr.met, &ofree, 0)
		if a < 0 || acc.aborted {
			return
		}
		ofree.clear(a)
		for o := 1; o < len(m.agents[a].opts); o++ {
			if m.agents[a].opts[o].skip || !m.legal(&w.bud, a, o) {
				continue
			}
			w.assign(a, o)
			w.allRefs(ofree, depth+1, acc)
			w.unassign(a, o)
		}
	}
}

// minimalReplies returns the replies (sorted by agent) that contain no other.
func minimalReplies(leaves [][]ao) [][]ao {
	var out [][]ao
	sorted := slices.Clone(leaves)
	slices.SortStableFunc(sorted, func(x, y []ao) int { return len(x) - len(y) })
	for _, r := range sorted {
		minimal := true
		for _, q := range out {
			if aoSubset(q, r) {
				minimal = false
				break
			}
		}
		if minimal {
			out = append(out, r)
		}
	}
	return out
}

// aoSubset reports whether sorted q is contained in sorted r.
func aoSubset(q, r []ao) bool {
	i := 0
	for _, x := range r {
		if i < len(q) && q[i] == x {
			i++
		}
	}
	return i == len(q)
}
