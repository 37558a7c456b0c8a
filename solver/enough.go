package solver

import (
	"context"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// Enough solutions. A player who asks whether a position has an answer at
// all, or for one or two of them, need not wait for every solution: with
// Options.MaxSolutions the search stops once it has found that many (as
// Popeye's "maxsolutions" does). A solution is a leaf of the side's search
// and proven when found, but, the search cut short, it may hold an order
// that is not needed: a smaller order set inside it may be a solution that
// another branch had not reached yet. So each solution found is reduced to
// a minimal one before it is reported: its proper subsets are judged,
// smallest first, and the first that is a solution (none smaller being one)
// stands for it.

// foundSolutions counts n solutions found, and stops the search, as having
// found enough, once the count reaches the limit asked for.
func (w *worker) foundSolutions(n int) {
	c := w.sh.found.Add(int32(n))
	if w.sh.maxSols > 0 && int(c) >= w.sh.maxSols && w.sh.stop.CompareAndSwap(false, true) {
		w.sh.enough.Store(true)
	}
}

// maxReduced bounds the orders of a solution whose subsets are judged: one
// of more is reported as found, not shown minimal.
const maxReduced = 10

// reduceSolutions returns, for each set of sols (solutions of the side,
// each sorted), a minimal solution it contains, judged on a worker of its
// own with the refutations kills tried first, and the turns it resolved;
// minimal reports false when some set could not be reduced (the context
// ended, a subset could not be judged, or it has more than maxReduced
// orders) and stands as found.
func (m *model) reduceSolutions(ctx context.Context, sols [][]engine.Order, kills [][]ao, memoBytes int64) (out [][]engine.Order, minimal bool, nodes int64) {
	sh := &shared{memoBytes: memoBytes}
	sh.stop.Store(ctx.Err() != nil)
	defer context.AfterFunc(ctx, func() { sh.stop.Store(true) })()
	w := newWorker(m, sh)
	for i := len(kills) - 1; i >= 0; i-- {
		w.addKiller(kills[i])
	}
	minimal = true
	for _, s := range sols {
		r, ok := w.reduce(s)
		minimal = minimal && ok
		out = append(out, r)
	}
	return out, minimal, w.nodes
}

// reduce returns a minimal solution within the side's solution s: the first
// of its proper subsets, smallest first, that is a solution, or s itself.
// It reports false when that is not shown (see reduceSolutions).
func (w *worker) reduce(s []engine.Order) ([]engine.Order, bool) {
	if len(s) > maxReduced {
		return s, false
	}
	sure := true
	var sub []engine.Order
	for size := 0; size < len(s); size++ {
		for mask := 0; mask < 1<<len(s); mask++ {
			if bitCount(mask) != size {
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

func bitCount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
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
	for i := range w.killers {
		k := w.killers[i].reply
		w.setReply(k)
		beaten := !w.eval()
		w.clearReply(k)
		if beaten {
			return false, true
		}
	}
	var ref refutation
	if w.oSearch(&ref) {
		w.addKiller(ref.reply)
		return false, true
	}
	return !w.stopped(), true
}
