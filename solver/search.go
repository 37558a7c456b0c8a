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
	known     [][]ao // solutions found, as options: a node holding one is pruned
	cands     [][]engine.Order
	wantCands bool

	sFrames []frame
	oFrames []frame
	others  aset
	rest    []int // closure scratch: agents not reached yet
}

type frame struct {
	ref refutation
	met seedSet
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
	if w.subsumed() {
		return
	}
	fr := &w.sFrames[depth]
	if !w.refuteS(&free, &fr.ref) {
		w.solution()
		return
	}
	if w.wantCands && len(w.cands) < maxCands {
		w.cands = append(w.cands, w.m.orders(w.asg, w.m.side))
	}
	w.expand(free, depth)
}

// solution records the current order set of the side as a solution, unless
// the search was stopped (then the verdict is not proven).
func (w *worker) solution() {
	if w.stopped() {
		return
	}
	m := w.m
	var s []ao
	for _, a := range m.own {
		if o := w.asg[a]; o != 0 {
			s = append(s, ao{int32(a), o})
		}
	}
	w.known = append(w.known, s)
	w.sols = append(w.sols, m.orders(w.asg, m.side))
	w.sh.found.Add(1)
}

// subsumed reports whether the current assignment holds a solution already
// found: every order set below it then contains that solution, and none is
// minimal.
func (w *worker) subsumed() bool {
	for _, s := range w.known {
		held := true
		for _, x := range s {
			if w.asg[x.a] != x.o {
				held = false
				break
			}
		}
		if held {
			return true
		}
	}
	return false
}

// expand branches a refuted node on the free agents that can change the
// verdict: the first such agent held at "no order" first (smaller order
// sets first, so that the solutions found prune more), then each of its
// options.
func (w *worker) expand(free aset, depth int) {
	m := w.m
	fr := &w.sFrames[depth]
	if w.stopped() {
		return
	}
	a := w.pickS(&fr.ref, &free)
	if a < 0 {
		return
	}
	free.clear(a)
	w.expand(free, depth)
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

// pickS returns the free agent to branch on under refutation ref, or -1
// when no free agent can change the verdict. Of several failed goals it
// follows the one with the fewest free agents that matter.
func (w *worker) pickS(ref *refutation, free *aset) int {
	w.setReply(ref.reply)
	defer w.clearReply(ref.reply)
	if len(ref.seeds) == 1 {
		a, _ := w.closure(&ref.seeds[0], free, true)
		return a
	}
	best, bestLen := -1, 1<<30
	for i := range ref.seeds {
		a, n := w.closure(&ref.seeds[i], free, false)
		if a < 0 {
			return -1
		}
		if n < bestLen {
			best, bestLen = a, n
		}
	}
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
		a, _ := w.closure(&fr.met, &ofree, true)
		if a < 0 {
			return false
		}
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

// task is one branch of the search: options assigned to some of the side's
// agents, the agents still free below it, and the replies that refuted its
// ancestors (Any), tried first.
type task struct {
	set   []ao
	free  aset
	kills [][]ao
	known [][]ao // solutions found at earlier levels of the split
}

// taskResult is what searching (or splitting) one task found.
type taskResult struct {
	sols     [][]engine.Order
	known    [][]ao
	cands    [][]engine.Order
	nodes    int64
	finished bool
	children []task // when split: the branches below it, in order
}

// maxCands bounds the near-miss candidates one task keeps.
const maxCands = 4096

// Tasks are split, level by level, until there are at least minTasks of
// them (or splitLevels levels), so that the workers share the work evenly.
// The split depends on the problem only, never on the number of workers:
// the nodes counted are the same whatever the number of workers.
const (
	minTasks    = 64
	splitLevels = 4
)

// Solve finds every minimal order set of the side that meets all the goals
// under the opponent model, or proves there is none. The result, nodes
// included, is the same whatever the number of workers. The error reports a
// bad problem only (see Problem.Check); a cancelled context or the time
// limit give a Result with Stopped set.
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
	wantCands := m.opp == Any && opt.Tries > 0

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

	var root task
	for _, a := range m.own {
		root.free.set(a)
	}
	level := []task{root}
	var done []taskResult // results of split tasks and of the last level
	var known [][]ao      // solutions found while splitting, shared by all later tasks
	for depth := 0; depth < splitLevels && len(level) < minTasks && len(level) > 0; depth++ {
		res := runTasks(m, sh, level, workers, wantCands, true)
		var next []task
		for i := range res {
			known = append(known, res[i].known...)
		}
		for i := range res {
			for _, c := range res[i].children {
				c.known = known
				next = append(next, c)
			}
			res[i].children = nil
		}
		done = append(done, res...)
		level = next
	}
	total.Store(int32(len(level)))
	done = append(done, runTasks(m, sh, level, workers, wantCands, false)...)

	// Gather: the result does not depend on the schedule.
	res := &Result{}
	var all, cands [][]engine.Order
	unfinished := 0
	for i := range done {
		r := &done[i]
		all = append(all, r.sols...)
		cands = append(cands, r.cands...)
		res.Nodes += r.nodes
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
		res.NotProven = fmt.Sprintf("%d of %d branches not searched to the end: "+
			"other solutions may exist, and a solution found may not be minimal", unfinished, len(done))
	}
	if res.Complete && wantCands {
		tw := newWorker(m, sh)
		res.Tries = tw.tries(cands, opt.Tries)
		res.Nodes += tw.nodes
		if tw.stopped() {
			res.Tries = nil
		}
	}
	close(finished)
	watch.Wait()
	res.Elapsed = time.Since(start)
	if opt.Progress != nil {
		opt.Progress(Progress{Nodes: res.Nodes, Done: int(sh.done.Load()), Total: len(level),
			Found: len(res.Solutions), Elapsed: res.Elapsed})
	}
	return res, nil
}

// runTasks runs tasks on the workers and returns their results in task
// order. With split set each task is only evaluated and cut into the
// branches below it; otherwise each is searched to the end.
func runTasks(m *model, sh *shared, tasks []task, workers int, wantCands, split bool) []taskResult {
	results := make([]taskResult, len(tasks))
	var next atomic.Int32
	var wg sync.WaitGroup
	for range min(workers, len(tasks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(tasks) {
					return
				}
				results[i] = runTask(m, sh, &tasks[i], wantCands, split)
				if !split {
					sh.done.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	return results
}

// runTask searches one task, or with split set evaluates its node and
// returns the branches below it.
func runTask(m *model, sh *shared, t *task, wantCands, split bool) taskResult {
	w := newWorker(m, sh)
	w.wantCands = wantCands
	for i := len(t.kills) - 1; i >= 0; i-- {
		w.addKiller(t.kills[i])
	}
	for _, x := range t.set {
		w.assign(int(x.a), int(x.o))
	}
	w.known = t.known
	nKnown := len(t.known)
	var children []task
	if split {
		children = w.split(t)
	} else {
		w.sNode(t.free, 0)
	}
	sh.nodes.Add(w.flush)
	return taskResult{sols: w.sols, known: w.known[nKnown:], cands: w.cands, nodes: w.nodes,
		finished: !w.stopped(), children: children}
}

// split evaluates the node of task t and returns the branches below it, in
// the order sNode would search them.
func (w *worker) split(t *task) []task {
	m := w.m
	free := t.free
	if w.subsumed() {
		return nil
	}
	var ref refutation
	if !w.refuteS(&free, &ref) {
		w.solution()
		return nil
	}
	if w.wantCands {
		w.cands = append(w.cands, w.m.orders(w.asg, w.m.side))
	}
	kills := t.kills
	if m.opp == Any && !slices.ContainsFunc(kills, func(k []ao) bool { return slices.Equal(k, ref.reply) }) {
		kills = append([][]ao{slices.Clone(ref.reply)}, t.kills...)
	}
	// The branches in expand's order: an agent held at "no order" before
	// its options.
	var chain []int
	for !w.stopped() {
		a := w.pickS(&ref, &free)
		if a < 0 {
			break
		}
		free.clear(a)
		chain = append(chain, a)
	}
	var out []task
	for i := len(chain) - 1; i >= 0; i-- {
		a := chain[i]
		below := t.free
		for _, b := range chain[:i+1] {
			below.clear(b)
		}
		for o := 1; o < len(m.agents[a].opts); o++ {
			if m.agents[a].opts[o].skip || !m.legal(&w.bud, a, o) {
				continue
			}
			set := append(slices.Clone(t.set), ao{int32(a), uint16(o)})
			out = append(out, task{set: set, free: below, kills: kills})
		}
	}
	return out
}
