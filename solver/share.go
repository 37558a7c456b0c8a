package solver

import (
	"math"
	"slices"
	"sync"
	"sync/atomic"
)

// This file lends idle workers to the others' search under Any, without
// changing its result or the nodes it counts. A candidate that no reply
// beats is proven so only when the others' search has run to its end, and
// one such candidate can outlast every other branch of the side's search:
// then one worker searches while the others wait (a lopsided tree). So when
// a node of the others' search has children to search below, and workers
// are idle, they search the children's subtrees at once, each taking the
// next child not yet taken.
//
// The sequential search tries the children in order and stops at the first
// whose subtree holds a reply that beats the candidate. A child's subtree
// is searched alike by any worker: the worker's state is copied from the
// node (assignment, budget, the options each agent has left, the option of
// the last refutation of each agent, which changes only when a search
// ends), and each child's seeds are read with the outcome of its own
// evaluation, kept by the node's worker and put back before its subtree is
// searched (see worker.below), which nothing writes while they search. So
// the subtrees of the children before the first that holds a reply are
// searched, and counted, as the sequential search would; children after it
// stop as soon as they can (see worker.stopped), and are not counted. The
// worker of the node then searches that child again itself, as the
// sequential search would, and goes on from there: it finds the same
// reply, and fills the refutation as the sequential search does.

// maxShareDepth bounds the depth of the others' search at which workers
// are lent, and so the copies made for small subtrees. 3, 6 and 12 gave the
// same speed within the noise (10 s of any-kill-b, any-keep-c and
// any-kills-a each, two cores).
const maxShareDepth = 6

// abort is a shared search a worker takes part in: it stops when a child
// before its own (kid) found a reply (cut).
type abort struct {
	cut *atomic.Int32
	kid int32
}

// kidResult is what searching one child's subtree found.
type kidResult struct {
	done, found bool
	capped      bool // a node was left unsearched for want of oCap
	nodes       int64
	ended       uint32 // the twins the subtree's search ended (see twins.go)
}

// oShare searches the subtrees of the children of a node of the others'
// search with the idle workers, if any. It returns the child the worker of
// the node must search from (see above), len(kids) when none; or -1 when
// no worker was idle, or the search was stopped.
func (w *worker) oShare(kids []oKid, res []restriction, depth int) (from int) {
	var helpers []*worker
	for len(helpers) < len(kids)-1 {
		var h *worker
		select {
		case h = <-w.pool:
		default:
		}
		if h == nil {
			break
		}
		helpers = append(helpers, h)
	}
	if len(helpers) == 0 {
		return -1
	}
	w.sh.lent.Add(int32(len(helpers)))
	n := len(kids)
	results := make([]kidResult, n)
	var next, cut atomic.Int32
	live := w.tw.live
	cut.Store(math.MaxInt32)
	n0 := w.nodes
	var wg sync.WaitGroup
	for _, h := range helpers {
		h.cloneFrom(w)
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.oKids(kids, res, depth, live, &next, &cut, results)
			h.tw = twinWatch{}
			h.sh.nodes.Add(h.flush)
			h.addCheck()
			h.check, h.flush = nil, 0
			h.ab = h.ab[:0]
			w.pool <- h
		}()
	}
	ko := slices.Clone(w.killOpt) // a reply found below sets it (see refuted)
	w.oKids(kids, res, depth, live, &next, &cut, results)
	copy(w.killOpt, ko)
	wg.Wait()
	// Count what the sequential search would have, up to where it stops,
	// and end the twins it would have ended: those the subtrees before
	// that child ended (each searched from the node's twins, as its
	// search does not depend on the twins watched).
	w.nodes = n0
	w.tw.live = live
	for i := range results {
		r := &results[i]
		if !r.done {
			// Stopped: every node searched counts.
			for j := i; j < n; j++ {
				w.nodes += results[j].nodes
				w.tw.live &^= results[j].ended
			}
			return -1
		}
		if r.found {
			return i
		}
		w.nodes += r.nodes
		w.tw.live &^= r.ended
		w.oCapped = w.oCapped || r.capped
	}
	return n
}

// oKids searches the children's subtrees, the next not yet taken each time,
// until none is left or one before found a reply.
func (w *worker) oKids(kids []oKid, res []restriction, depth int, live uint32, next, cut *atomic.Int32, results []kidResult) {
	w.ab = append(w.ab, abort{cut: cut})
	defer func() { w.ab = w.ab[:len(w.ab)-1] }()
	var ref refutation
	for {
		i := next.Add(1) - 1
		if int(i) >= len(results) || i > cut.Load() && !testPastCut {
			return
		}
		w.ab[len(w.ab)-1].kid = i
		met := kids[i].met
		met.gen = math.MaxUint64 // evaluated by another worker: its outcome put back (see below)
		n0, c0 := w.nodes, w.oCapped
		w.oCapped = false
		w.tw.live = live // the node's twins, whatever the children before ended
		found := w.below(&kids[i], res, depth, &met, &ref)
		results[i].nodes, results[i].capped, results[i].ended = w.nodes-n0, w.oCapped, live&^w.tw.live
		w.oCapped = c0
		if w.stopped() && !found {
			return // stopped, or a child before this one found a reply
		}
		results[i].done, results[i].found = true, found
		if found {
			for c := cut.Load(); i < c && !cut.CompareAndSwap(c, i); c = cut.Load() {
			}
			return
		}
	}
}

// testPastCut, set by TestSharedSearchPastTheReply, has the children after
// one that found a reply searched to their ends all the same, as a helper
// may have searched them before the reply was found.
var testPastCut bool

// cloneFrom makes w, an idle worker, search where v stands in the others'
// search.
func (w *worker) cloneFrom(v *worker) {
	copy(w.asg, v.asg)
	w.placed = v.placed
	copy(w.tr, v.tr)
	w.bud.placed, w.bud.snakes, w.bud.necroes = v.bud.placed, v.bud.snakes, v.bud.necroes
	for n := range w.bud.used {
		copy(w.bud.used[n], v.bud.used[n])
	}
	copy(w.excl, v.excl)
	copy(w.renv, v.renv)
	copy(w.renvU, v.renvU)
	copy(w.drop, v.drop)
	copy(w.rver, v.rver)
	copy(w.killOpt, v.killOpt)
	w.sFree = v.sFree
	w.oCap = v.oCap
	w.undo = w.undo[:0]
	w.lent = true
	w.rs.ok = false
	w.rmods++
	w.ab = append(w.ab[:0], v.ab...)
	w.nodes, w.flush = 0, 0
	w.check, w.checkSkip = v.check, 0
	w.tw, w.br, w.twRead, w.twDepth, w.twIn = v.tw, v.br, 0, 0, false
}
