package solver

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"birdcrab/engine"
)

// This file holds the search. The side's agents are searched depth first:
// a node assigns options to some agents and leaves the rest free, at "no
// order"; its evaluation is the order set it stands for.
//
//   - If that order set is a solution, the node is a leaf: every other set
//     below it contains it and so is not minimal.
//   - If not, a refutation says why: the reply that beats it (under Any) and
//     the seeds of a failed goal. Only free agents in the closure of those
//     seeds can change the verdict; the node branches on the first of them,
//     and when there is none the whole family below it fails.
//
// Under Any the refutation is found by a search of the other players'
// agents built the same way: a node whose reply beats the candidate is a
// leaf, a node that does not branches on the free agents that could change
// that. Replies that refuted earlier candidates are tried first.

// ao is one agent's option.
type ao struct {
	a int32
	o uint16
}

// refutation is why a candidate fails: the others' options (Any) and the
// seeds of each failed goal.
type refutation struct {
	reply []ao
	seeds []seedSet
}

// shared is what the workers of one search share.
type shared struct {
	stop  atomic.Bool
	nodes atomic.Int64
	done  atomic.Int32
	found atomic.Int32
}

// worker searches with its own assignment and scratch space.
type worker struct {
	m     *model
	sh    *shared
	asg   []uint16
	bud   budget
	plan  engine.Plan
	out   engine.Outcome
	nodes int64
	flush int64 // nodes not yet added to sh.nodes

	sFree   aset         // the side's free agents, while the others are searched
	killers []refutation // Any: replies that refuted earlier candidates, most recent first
	killOpt []uint16     // per agent: its option in the last refutation found

	sols      [][]engine.Order
	cands     [][]engine.Order
	wantCands bool

	sFrames []frame
	oFrames []frame
	others  aset
}

type frame struct {
	ref refutation
	met seedSet
	b   []int
}

// maxKillers bounds the refutations kept for reuse.
const maxKillers = 12

func newWorker(m *model, sh *shared) *worker {
	w := &worker{m: m, sh: sh}
	w.asg = slices.Clone(m.fixed)
	w.bud = newBudget(m)
	for a, o := range w.asg {
		if o != 0 {
			m.take(&w.bud, a, int(o))
		}
	}
	w.killOpt = make([]uint16, len(m.agents))
	w.sFrames = make([]frame, len(m.own)+2)
	w.oFrames = make([]frame, len(m.others)+2)
	for _, a := range m.others {
		w.others.set(a)
	}
	return w
}

func (w *worker) stopped() bool { return w.sh.stop.Load() }

// eval resolves the turn under the current assignment and reports whether
// the goals are met.
func (w *worker) eval() bool {
	m := w.m
	w.plan = engine.Plan{}
	for a, o := range w.asg {
		if o != 0 {
			applyOption(&w.plan, m.agents[a].player, &m.agents[a].opts[o])
		}
	}
	m.rules.Resolve(&m.pos, &w.plan, &w.out, nil)
	w.nodes++
	if w.flush++; w.flush >= 1024 {
		w.sh.nodes.Add(w.flush)
		w.flush = 0
	}
	return engine.AllMet(m.goals, &m.pos, &w.out, int(m.side))
}

func (w *worker) assign(a, o int) {
	w.asg[a] = uint16(o)
	w.m.take(&w.bud, a, o)
}

func (w *worker) unassign(a, o int) {
	w.asg[a] = 0
	w.m.give(&w.bud, a, o)
}

func (w *worker) setReply(r []ao) {
	for _, x := range r {
		w.asg[x.a] = x.o
	}
}

func (w *worker) clearReply(r []ao) {
	for _, x := range r {
		w.asg[x.a] = 0
	}
}

// sNode searches the family of the side's order sets that agree with the
// current assignment, the free agents taking any options.
func (w *worker) sNode(free aset, depth int) {
	fr := &w.sFrames[depth]
	if !w.refuteS(&free, &fr.ref) {
		if !w.stopped() {
			w.sols = append(w.sols, w.m.orders(w.asg, w.m.side))
			w.sh.found.Add(1)
		}
		return
	}
	if w.wantCands && len(w.cands) < maxCands {
		w.cands = append(w.cands, w.m.orders(w.asg, w.m.side))
	}
	w.expand(free, depth)
}

// expand branches a refuted node on the free agents that can change the
// verdict, one at a time: all options of the first, then, with it held at
// "no order", the next.
func (w *worker) expand(free aset, depth int) {
	m := w.m
	fr := &w.sFrames[depth]
	for !w.stopped() {
		a := w.pickS(&fr.ref, &free, &fr.b)
		if a < 0 {
			return
		}
		free.clear(a)
		for o := 1; o < len(m.agents[a].opts); o++ {
			if m.agents[a].opts[o].skip || !m.legal(&w.bud, a, o) {
				continue
			}
			w.assign(a, o)
			w.sNode(free, depth+1)
			w.unassign(a, o)
			if w.stopped() {
				return
			}
		}
	}
}

// pickS returns the free agent to branch on under refutation ref, or -1
// when no free agent can change the verdict. Of the failed goals it follows
// the one with the fewest agents that matter.
func (w *worker) pickS(ref *refutation, free *aset, buf *[]int) int {
	w.setReply(ref.reply)
	best, bestLen := -1, 1<<30
	for i := range ref.seeds {
		*buf = w.closure(&ref.seeds[i], free, *buf)
		if len(*buf) == 0 {
			best = -1
			break
		}
		if len(*buf) < bestLen {
			best, bestLen = (*buf)[0], len(*buf)
		}
	}
	w.clearReply(ref.reply)
	return best
}

// refuteS finds why the current order set of the side fails; it reports
// false when it is a solution (or the search was stopped).
func (w *worker) refuteS(free *aset, ref *refutation) bool {
	m := w.m
	if m.opp != Any {
		if w.eval() {
			return false
		}
		ref.reply = ref.reply[:0]
		ref.seeds = w.failSeeds(free, ref.seeds)
		return true
	}
	for i := range w.killers {
		k := w.killers[i].reply
		w.setReply(k)
		met := w.eval()
		if !met {
			ref.reply = append(ref.reply[:0], k...)
			ref.seeds = w.failSeeds(free, ref.seeds)
			w.clearReply(k)
			// Move it to the front.
			kr := w.killers[i]
			copy(w.killers[1:i+1], w.killers[:i])
			w.killers[0] = kr
			return true
		}
		w.clearReply(k)
	}
	w.sFree = *free
	if !w.oNode(w.others, 0, ref) {
		return false
	}
	w.addKiller(ref.reply)
	return true
}

// addKiller keeps a refutation for reuse, at the front.
func (w *worker) addKiller(r []ao) {
	if len(w.killers) < maxKillers {
		w.killers = append(w.killers, refutation{})
	}
	last := w.killers[len(w.killers)-1]
	copy(w.killers[1:], w.killers[:len(w.killers)-1])
	last.reply = append(last.reply[:0], r...)
	w.killers[0] = last
}

// oNode searches the others' replies that agree with the current
// assignment, the free agents of ofree taking any options, for one that
// beats the side's current order set. It fills ref and reports true when it
// finds one.
func (w *worker) oNode(ofree aset, depth int, ref *refutation) bool {
	m := w.m
	if w.stopped() {
		return false
	}
	if !w.eval() {
		ref.reply = ref.reply[:0]
		for _, a := range m.others {
			if o := w.asg[a]; o != 0 {
				ref.reply = append(ref.reply, ao{int32(a), o})
				w.killOpt[a] = o
			}
		}
		ref.seeds = w.failSeeds(&w.sFree, ref.seeds)
		return true
	}
	fr := &w.oFrames[depth]
	w.metSeeds(&ofree, &fr.met)
	for {
		fr.b = w.closure(&fr.met, &ofree, fr.b)
		if len(fr.b) == 0 {
			return false
		}
		a := fr.b[0]
		ofree.clear(a)
		ko := int(w.killOpt[a])
		if ko > 0 && !m.agents[a].opts[ko].skip && m.legal(&w.bud, a, ko) {
			w.assign(a, ko)
			found := w.oNode(ofree, depth+1, ref)
			w.unassign(a, ko)
			if found {
				return true
			}
		}
		for o := 1; o < len(m.agents[a].opts); o++ {
			if o == ko || m.agents[a].opts[o].skip || !m.legal(&w.bud, a, o) {
				continue
			}
			w.assign(a, o)
			found := w.oNode(ofree, depth+1, ref)
			w.unassign(a, o)
			if found {
				return true
			}
			if w.stopped() {
				return false
			}
		}
	}
}

// task is one branch of the first level: an agent of the side and its
// option, with the agents still free below it.
type task struct {
	a    int
	o    int
	free aset
}

// taskResult is what searching one task found.
type taskResult struct {
	sols     [][]engine.Order
	cands    [][]engine.Order
	nodes    int64
	finished bool
}

// maxCands bounds the near-miss candidates one task keeps.
const maxCands = 4096

// Solve finds every minimal order set of the side that meets all the goals
// under the opponent model, or proves there is none. The result is the same
// whatever the number of workers. The error reports a bad problem only (see
// Problem.Check); a cancelled context or the time limit give a Result with
// Stopped set.
func Solve(ctx context.Context, p *Problem, opt Options) (*Result, error) {
	start := time.Now()
	m, err := buildModel(p)
	if err != nil {
		return nil, err
	}
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	sh := &shared{}
	res := &Result{}

	// Watch the context and report progress until the search ends.
	var total atomic.Int32
	finished := make(chan struct{})
	var watch sync.WaitGroup
	watch.Add(1)
	go func() {
		defer watch.Done()
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				sh.stop.Store(true)
				<-finished
				return
			case <-finished:
				return
			case <-tick.C:
				if opt.Progress != nil {
					opt.Progress(Progress{Nodes: sh.nodes.Load(), Done: int(sh.done.Load()),
						Total: int(total.Load()), Found: int(sh.found.Load()), Elapsed: time.Since(start)})
				}
			}
		}
	}()

	// The first level, searched alone: its refutation seeds every task.
	root := newWorker(m, sh)
	root.wantCands = m.opp == Any && opt.Tries > 0
	var free aset
	for _, a := range m.own {
		free.set(a)
	}
	var tasks []task
	var rootRef refutation
	rootFinished := true
	if !root.refuteS(&free, &rootRef) {
		if root.stopped() {
			rootFinished = false
		} else {
			root.sols = append(root.sols, []engine.Order{})
		}
	} else {
		if root.wantCands {
			root.cands = append(root.cands, []engine.Order{})
		}
		var buf []int
		for !root.stopped() {
			a := root.pickS(&rootRef, &free, &buf)
			if a < 0 {
				break
			}
			free.clear(a)
			for o := 1; o < len(m.agents[a].opts); o++ {
				if !m.agents[a].opts[o].skip && m.legal(&root.bud, a, o) {
					tasks = append(tasks, task{a: a, o: o, free: free})
				}
			}
		}
		rootFinished = !root.stopped()
	}
	sh.nodes.Add(root.flush)
	total.Store(int32(len(tasks)))

	results := make([]taskResult, len(tasks))
	var next atomic.Int32
	var wg sync.WaitGroup
	for range min(workers, max(len(tasks), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(tasks) {
					return
				}
				results[i] = runTask(m, sh, &tasks[i], rootRef.reply, root.wantCands)
				sh.done.Add(1)
			}
		}()
	}
	wg.Wait()

	// Gather, in task order: the result does not depend on the schedule.
	all := root.sols
	cands := root.cands
	nodes := root.nodes
	unfinished := 0
	if !rootFinished {
		unfinished++
	}
	for i := range results {
		r := &results[i]
		all = append(all, r.sols...)
		cands = append(cands, r.cands...)
		nodes += r.nodes
		if !r.finished {
			unfinished++
		}
	}
	for _, s := range all {
		SortOrders(s)
	}
	for _, s := range minimalSets(all) {
		res.Solutions = append(res.Solutions, Solution{Orders: s})
	}
	res.Stopped = unfinished > 0 || sh.stop.Load()
	res.Complete = !res.Stopped
	res.Unique = res.Complete && len(res.Solutions) == 1
	if res.Stopped {
		res.NotProven = fmt.Sprintf("%d of %d branches of the first level not searched to the end: "+
			"other solutions may exist, and a solution found may not be minimal", unfinished, len(tasks)+1)
	}
	if res.Complete && root.wantCands {
		tw := newWorker(m, sh)
		res.Tries = tw.tries(cands, opt.Tries)
		nodes += tw.nodes
		if tw.stopped() {
			res.Tries = nil
		}
	}
	close(finished)
	watch.Wait()
	res.Nodes = nodes
	res.Elapsed = time.Since(start)
	if opt.Progress != nil {
		opt.Progress(Progress{Nodes: nodes, Done: int(sh.done.Load()), Total: len(tasks),
			Found: len(res.Solutions), Elapsed: res.Elapsed})
	}
	return res, nil
}

// runTask searches one branch of the first level.
func runTask(m *model, sh *shared, t *task, rootReply []ao, wantCands bool) taskResult {
	w := newWorker(m, sh)
	w.wantCands = wantCands
	if m.opp == Any {
		// The root was refuted (a task exists only then): its reply, even
		// "no orders", is the first to try.
		w.addKiller(rootReply)
	}
	w.assign(t.a, t.o)
	w.sNode(t.free, 0)
	sh.nodes.Add(w.flush)
	return taskResult{sols: w.sols, cands: w.cands, nodes: w.nodes, finished: !w.stopped()}
}
