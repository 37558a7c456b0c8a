package solver

import (
	"context"
	"math/bits"
	"slices"
	"sync"

	"github.com/birdcrab/birdcrab/engine"
)

// Enough solutions. A player who asks whether a position has an answer at
// all, or for one or two of them, need not wait for every solution: with
// Options.MaxSolutions the search stops once it has found that many (as
// Popeye's "maxsolutions" does). A solution is a leaf of the side's search
// and proven when found, but, the search cut short, it may hold an order
// that is not needed: a smaller order set inside it may be a solution that
// another branch had not reached yet. So each solution found is reduced to
// a minimal one as it is found: its proper subsets are judged, smallest
// first, and the first that is a solution (none smaller being one) stands
// for it. Two found may reduce to one, so the search counts the distinct
// minimal solutions, and stops when they are as many as asked for: a
// search stopped so lists exactly that many, and one asked for two tells
// at once whether the position's solution is unique.

// enoughState is what the workers of a search that stops at
// Options.MaxSolutions share: the minimal solutions found so far, each
// reduced from a solution the search found, by key, and how many they
// stand for once written out (see model.expandSolutions).
type enoughState struct {
	mu    sync.Mutex
	sols  map[string][]engine.Order
	count int
	redSh *shared // the reductions' own: it stops when the context ends or enough are found
}

// newEnough readies the shared state of a search that stops at enough
// solutions; the reductions stop when ctx ends (the call returned undoes
// that), and when enough solutions are found (see foundSolutions).
func newEnough(ctx context.Context, memoBytes int64) (*enoughState, func() bool) {
	en := &enoughState{sols: map[string][]engine.Order{}, redSh: &shared{memoBytes: memoBytes}}
	en.redSh.stop.Store(ctx.Err() != nil)
	return en, context.AfterFunc(ctx, func() { en.redSh.stop.Store(true) })
}

// foundSolutions counts the solutions sets found. When the search stops at
// enough solutions, each is first reduced to a minimal one (see reduced),
// and the search stops, as having found enough, once the distinct minimal
// ones stand for as many solutions as asked for.
func (w *worker) foundSolutions(sets [][]engine.Order) {
	n := 0
	for _, s := range sets {
		n += w.m.expandedCount(s) // as the result will write them out
	}
	w.sh.found.Add(int32(n))
	en := w.sh.en
	if en == nil {
		return
	}
	for _, s := range sets {
		if w.sh.enough.Load() {
			return // enough found: the rest need not be reduced, nor listed
		}
		r, ok := w.reduced(s)
		k := setKey(r)
		en.mu.Lock()
		if en.count >= w.sh.maxSols {
			// Enough were found while this one was reduced (the reduction
			// stopped then, its answer unsure): it is not listed.
			en.mu.Unlock()
			return
		}
		if _, seen := en.sols[k]; !seen && ok {
			// Only a solution shown minimal counts toward enough, and is
			// listed then: one not shown may hold a smaller one found
			// later, and the two would list as one.
			en.sols[k] = r
			en.count += w.m.expandedCount(r)
		}
		n := en.count
		en.mu.Unlock()
		if n >= w.sh.maxSols && w.sh.stop.CompareAndSwap(false, true) {
			w.sh.enough.Store(true)
			en.redSh.stop.Store(true) // the other workers' reductions too
		}
	}
}

// solutions returns the minimal solutions a search that stopped at
// enough solutions found: those shown minimal, which are as many as asked
// for (a solution not shown minimal is not kept: a search whose solutions
// all have more than maxReduced orders goes on to its end).
func (en *enoughState) solutions() [][]engine.Order {
	en.mu.Lock()
	defer en.mu.Unlock()
	var out [][]engine.Order
	for _, r := range en.sols {
		out = append(out, r)
	}
	return minimalSets(out)
}

// maxReduced bounds the orders of a solution whose subsets are judged: one
// of more is not shown minimal, and does not count toward enough.
const maxReduced = 10

// reduced returns a minimal solution within the side's solution s (see
// reduce), judged on the worker's reducer, a worker of its own that stops
// when the search's context ends, with the worker's refutations tried
// first; its turns count as the worker's.
func (w *worker) reduced(s []engine.Order) ([]engine.Order, bool) {
	if w.red == nil {
		w.red = newWorker(w.m, w.sh.en.redSh)
	}
	red := w.red
	for i := len(w.killers) - 1; i >= 0; i-- {
		red.addKiller(w.killers[i].reply)
	}
	n := red.nodes
	r, ok := red.reduce(slices.Clone(s))
	w.nodes += red.nodes - n
	SortOrders(r)
	return r, ok
}

// reduce returns a minimal solution within the side's solution s: the first
// of its proper subsets, smallest first, that is a solution, or s itself.
// It reports false when that is not shown: s has more than maxReduced
// orders, a subset could not be judged, or the worker was stopped.
func (w *worker) reduce(s []engine.Order) ([]engine.Order, bool) {
	if len(s) > maxReduced {
		return s, false
	}
	sure := true
	var sub []engine.Order
	for size := 0; size < len(s); size++ {
		for mask := 0; mask < 1<<len(s); mask++ {
			if bits.OnesCount(uint(mask)) != size {
				continue
			}
			sub = sub[:0]
			for i, o := range s {
				if mask&(1<<i) != 0 {
					sub = append(sub, o)
				}
			}
			sol, ok := w.judgeSet(sub)
			if w.stopped() {
				return s, false
			}
			if !ok {
				sure = false
				continue
			}
			if sol {
				return slices.Clone(sub), sure
			}
		}
	}
	return s, sure
}

// judgeSet reports whether the side's order set orders meets the goals
// under the model (under Any, against every reply: the refutations kept
// are tried first, and a reply found is kept). An illegal set is no
// solution, and judged so: a subset of a solution may be illegal (a
// Necromancer's target kept without the Necromancer placed). It reports ok
// false when the set is not among the options the search knows.
func (w *worker) judgeSet(orders []engine.Order) (sol, ok bool) {
	m := w.m
	var pl engine.Plan
	if err := m.pos.CheckOrders(m.cat, int(m.side), orders, &pl); err != nil {
		return false, true
	}
	own, err := m.assignment(int(m.side), orders)
	if err != nil {
		return false, false
	}
	for _, x := range own {
		w.assign(int(x.a), int(x.o))
	}
	defer func() {
		for _, x := range own {
			w.unassign(int(x.a), int(x.o))
		}
	}()
	if m.opp != Any {
		return w.eval(), true
	}
	if i := w.killerBeats(); i >= 0 {
		w.clearReply(w.killers[i].reply)
		return false, true
	}
	var ref refutation
	if w.oSearch(&ref) {
		w.addKiller(ref.reply)
		return false, true
	}
	return !w.stopped(), true
}
