package solver

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/birdcrab/birdcrab/engine"
)

// This file shares the search among goroutines without changing its
// result, nor the nodes it counts.
//
// The search tree is cut near its root into tasks. A split node is
// evaluated alone; the branches below it, in the order the search would
// take them (an agent held at "no order" before its options), form waves:
// all the options of one agent. The waves run one after the other, and the
// tasks of one wave at the same time. A solution found in one task can prune
// (by subsumption) only tasks of later waves: the tasks of one wave give
// their agent different options, so none holds another's solutions. Each
// task receives the solutions of the waves before it, exactly those the
// sequential search would know at that point: the pruning, and the nodes
// counted, are the same whatever the number of workers.
//
// A wave's task is one option of its agent, or, under Any, a run of
// options that place the same piece on the same cell with other facings
// (see twinRuns): searched one after the other in one task, as expand
// does, the first branch's search may stand for the others'.
//
// Under Any a task that has searched handNodes nodes hands off the
// branches it has not begun (see handing): each node of the side's search
// still open, from the deepest up, gives its agent's options left as one
// more wave, as split does, with the assignment, the free agents and the
// restrictions in force there. The tree below one option of the root can
// hold most of the search (any-pit-b seed 3: 2.75 of its 4.49 million
// nodes), and its waves keep every worker busy. The tasks handed off know
// the solutions the task found (they prune by subsumption as they would
// have), the refutations it ended with, the option of the last refutation
// of each agent, the twins its proofs found unbeaten (the order sets they
// stand for may be among those handed off), and the options of their
// agents judged after them (see watchTwins). When a task hands off depends
// on its own nodes only, so the nodes stay the same whatever the workers.

// task is one branch of the search: options assigned to some of the side's
// agents, the agents still free below it, the options they have left, and
// the replies that refuted its ancestors (Any), tried first.
type task struct {
	set   []ao
	free  aset
	res   []restriction
	kills [][]ao
	// twBase is the twins proved unbeaten that tasks before it kept (see
	// watchTwins), and later the options of set's agents that the search
	// judges after it, in the order the agents were branched on: a task
	// handed off knows them (see handing).
	twBase *twinSet
	later  []handCtx
	// spent is how many of set's agents free has spent already (see
	// spend): those of a task handed off.
	spent int
	// killOpt is the option of the last refutation, per agent, of the
	// task that handed this one off (nil: none).
	killOpt []uint16
	// run, when set, is twin options of agent ra (placements alike but for
	// their facings), searched one after the other as expand does, so
	// that a branch's search may stand for its twins (see mirror).
	ra  int
	run []uint16
	// weight is the task's part of the whole search, in units of
	// wholeWeight: the root's is all of it, and a task that hands off
	// branches shares its own among them and itself (see Progress.Part).
	weight int64
}

// wholeWeight is the weight of the whole search (the root task's).
const wholeWeight = int64(1) << 60

// taskResult is what searching one task, and everything below it, found.
type taskResult struct {
	sols     [][]engine.Order
	known    [][]ao // the same solutions, as options
	cands    [][]engine.Order
	kills    [][]ao                // the refutations the task ended with, most recent first
	tw       []map[string]struct{} // the twins proved that tasks after it may judge (see watchTwins)
	nodes    int64
	stats    Stats
	tasks    int // tasks run
	finished bool
}

func (r *taskResult) add(s *taskResult) {
	r.sols = append(r.sols, s.sols...)
	r.known = append(r.known, s.known...)
	r.cands = append(r.cands, s.cands...)
	if len(r.cands) > 2*maxCands {
		// Tasks handed off can be many: keep the candidates the near
		// misses are looked for among first (see worker.tries).
		slices.SortFunc(r.cands, compareSets)
		c := slices.CompactFunc(r.cands, func(a, b []engine.Order) bool { return compareSets(a, b) == 0 })
		r.cands = slices.Clip(c[:min(len(c), maxCands)])
	}
	r.nodes += s.nodes
	r.stats.add(&s.stats)
	r.tasks += s.tasks
	r.tw = append(r.tw, s.tw...)
	r.finished = r.finished && s.finished
}

// maxCands bounds the near-miss candidates one task keeps, and (at about
// twice as many) those the results of many tasks keep together.
const maxCands = 4096

// splitDepth is how deep the tree is cut into tasks: under Hold and Fixed
// the root and the nodes below it are split, the nodes two levels down
// searched whole. Under Any only the root is split: a task searched whole
// reuses the refutations it finds from one candidate to the next, and
// smaller tasks lose more of that than they gain in balance.
func splitDepth(opp Opponent) int {
	if opp == Any {
		return 1
	}
	return 2
}

// scheduler runs tasks on a bounded number of goroutines.
type scheduler struct {
	m         *model
	sh        *shared
	tokens    chan *worker // the idle workers: a task takes one to search
	wantCands bool
	total     atomic.Int32 // tasks created, for progress
}

// run searches task t at depth d, knowing the solutions known.
func (s *scheduler) run(t *task, d int, known [][]ao) taskResult {
	if s.sh.stop.Load() {
		// Stopped: the branch is left unsearched, at no cost, so that a
		// search with many branches left ends at once.
		return taskResult{tasks: 1}
	}
	w := <-s.tokens
	if s.sh.stop.Load() {
		s.tokens <- w
		return taskResult{tasks: 1}
	}
	if s.sh.stop.Load() {
		s.sh.late.Add(1) // begun after the stop: TestStopStartsNoBranch
	}
	free := s.begin(w, t, known)
	var waves [][]task
	switch {
	case t.run != nil:
		w.searchRun(t.ra, t.run, free)
	case d < splitDepth(s.m.opp) && !testOneTask:
		waves = w.split(t, free)
	default:
		w.sNode(free, 0, -1)
	}
	waves = append(waves, w.handWaves(t)...)
	s.sh.nodes.Add(w.flush)
	res := taskResult{sols: w.sols, known: slices.Clone(w.known[len(known):]), cands: w.cands, nodes: w.nodes,
		stats: w.stats, tasks: 1, finished: !w.stopped()}
	if len(w.twSols) > 0 && (len(t.later) > 0 || len(waves) > 0) {
		// The twins the task proved may be judged by the tasks after it
		// (see watchTwins): they are kept for them, and the memory they
		// take stays counted.
		res.tw = append(res.tw, w.twSols)
		w.twSols, w.twBytes = nil, 0
	}
	for _, k := range w.killers {
		res.kills = append(res.kills, k.reply)
	}
	s.tokens <- w
	// The task's weight is shared evenly among itself and the branches it
	// handed off, the rest of the division its own.
	n := 0
	for _, wave := range waves {
		n += len(wave)
	}
	per := t.weight / int64(n+1)
	if res.finished {
		s.sh.done.Add(1) // a task cut short by a stop is not done
		s.sh.doneWeight.Add(t.weight - per*int64(n))
	}
	known = append(slices.Clip(known), res.known...) // those of the task itself, before the branches it handed off
	kills := res.kills
	var tws *twinSet
	if len(waves) > 0 {
		tws = t.twBase.with(res.tw)
	}
	for _, wave := range waves {
		s.total.Add(int32(len(wave)))
		if s.sh.stop.Load() {
			res.finished = false
			break
		}
		for i := range wave {
			wave[i].kills = kills
			wave[i].twBase = tws
			wave[i].weight = per
		}
		results := make([]taskResult, len(wave))
		if cap(s.tokens) == 1 {
			// One worker takes the tasks in order, not as goroutines
			// race for it: a search stopped at enough solutions then
			// stops at the same ones each time.
			for i := range wave {
				results[i] = s.run(&wave[i], d+1, known)
			}
		} else {
			var wg sync.WaitGroup
			for i := range wave {
				wg.Add(1)
				go func() {
					defer wg.Done()
					results[i] = s.run(&wave[i], d+1, known)
				}()
			}
			wg.Wait()
		}
		// The next wave tries first the refutations this one ended with.
		var next [][]ao
		var tw []map[string]struct{}
		for i := range results {
			known = append(known, results[i].known...)
			tw = append(tw, results[i].tw...)
			res.add(&results[i])
			next = mergeKills(next, results[i].kills)
		}
		kills = mergeKills(next, kills)
		tws = tws.with(tw)
	}
	return res
}

// begin readies worker w for task t, knowing the solutions known, and
// returns the agents free at its node.
func (s *scheduler) begin(w *worker, t *task, known [][]ao) aset {
	w.reset()
	w.wantCands = s.wantCands
	for i := len(t.kills) - 1; i >= 0; i-- {
		w.addKiller(t.kills[i])
	}
	for _, x := range t.set {
		w.assign(int(x.a), int(x.o))
	}
	free := t.free
	for _, x := range t.set[t.spent:] {
		w.spend(&free, int(x.a))
	}
	for _, r := range t.res {
		w.impose(r)
	}
	w.setKnown(known)
	w.twBase = t.twBase
	w.laterOf(t.later)
	if t.killOpt != nil {
		copy(w.killOpt, t.killOpt)
	}
	w.handAt = 0
	switch {
	case testHandNodes > 0:
		w.handAt = testHandNodes
	case !testOneTask && s.m.opp == Any:
		w.handAt = handNodes
	}
	return free
}

// mergeKills returns the refutations of a, then those of b not in a, at
// most maxKillers.
func mergeKills(a, b [][]ao) [][]ao {
	out := slices.Clip(a)
	for _, k := range b {
		if len(out) >= maxKillers {
			break
		}
		if !slices.ContainsFunc(out, func(x []ao) bool { return slices.Equal(x, k) }) {
			out = append(out, k)
		}
	}
	return out
}

// split evaluates the node of task t, free the agents free at it (t's, less
// the cells its placements spent), and returns the branches below it as
// waves, in the order sNode would search them.
func (w *worker) split(t *task, free aset) [][]task {
	if w.subsumed(-1) {
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
	// The agents branched on, in the order expand picks them: each with the
	// options it is branched on, and the free agents and restrictions in
	// force when it was picked.
	type pick struct {
		a    int
		opts []uint16
		free aset
		nres int
	}
	var chain []pick
	var res []restriction
	mark := len(w.undo)
	for !w.stopped() {
		lo := len(w.bst)
		before := free
		a, left := w.branch(&ref, &free)
		if a < 0 {
			break
		}
		chain = append(chain, pick{a, slices.Clone(w.bst[lo:]), before, len(res)})
		w.bst = w.bst[:lo]
		if !left {
			free.clear(a)
		}
		res = append(res, w.restrictionOf(a))
	}
	w.rollback(mark)
	var waves [][]task
	for i := len(chain) - 1; i >= 0; i-- {
		c := chain[i]
		below := c.free
		below.clear(c.a)
		wave := w.wave(c.a, c.opts, task{set: t.set, free: below, res: append(slices.Clone(t.res), res[:c.nres]...)})
		if len(wave) > 0 {
			waves = append(waves, wave)
		}
	}
	return waves
}

// twinRuns parts the options opts of agent a into the runs of a wave's
// tasks, in the order of their first options. Under Any, the placements
// alike but for their facings (see twinOptions) form one run, in the order
// of opts, so that one branch's search may stand for its twins' (see
// watchBranch) as in the sequential search: with a task each, each twin's
// branch proved its solutions anew. Under Hold and Fixed no proof is saved,
// and the twins' branches are worth more as tasks of their own (with runs,
// fixed-ransack-b seed 3 of the positions like the suite's took 1.0 s with
// two workers instead of 0.5). Every other option is a run of its own.
func (w *worker) twinRuns(a int, opts []uint16) [][]uint16 {
	var runs [][]uint16
	ops := w.m.agents[a].opts
next:
	for _, o := range opts {
		if w.m.opp == Any && testUnsound != noMirrors {
			for i, r := range runs {
				if twinOptions(&ops[r[0]], &ops[o]) {
					runs[i] = append(r, o)
					continue next
				}
			}
		}
		runs = append(runs, []uint16{o})
	}
	return runs
}

// wave returns the tasks of a wave that branches on agent a's options opts,
// each a run of them (see twinRuns) on top of x.
func (w *worker) wave(a int, opts []uint16, x task) []task {
	var wave []task
	for _, run := range w.twinRuns(a, opts) {
		y := x
		y.set = slices.Clone(x.set)
		if len(run) == 1 {
			y.set = append(y.set, ao{int32(a), run[0]})
		} else {
			y.ra, y.run = a, run
		}
		wave = append(wave, y)
	}
	return wave
}

// searchRun searches the branches of agent a's options run, free the agents
// free, one after the other, as expand does.
func (w *worker) searchRun(a int, run []uint16, free aset) {
	lo := len(w.bst)
	w.bst = append(w.bst, run...)
	w.branches(a, lo, len(w.bst), free, 0)
	w.bst = w.bst[:lo]
}

// handNodes is how many nodes a task under Any searches before it hands
// off the branches it has not begun (see handing). A task handed off
// starts without what the search carries from one branch to the next
// within a task (the refutations found meanwhile, the twins watched of
// branches in other tasks): of 20,000, 50,000, 100,000, 300,000 and
// 1,000,000, 100,000 did best on any-pit-b seed 3 and any-keep-b seed 6 of
// the positions like the suite's (two workers); at 50,000 any-keep-b seed
// 6 searched 7.9 million nodes instead of 6.9.
const handNodes = 100_000

// handPick is branches a task handed off: agent a's options opts, under
// the assignment set, the agents free, and the restrictions res.
type handPick struct {
	set  []ao
	free aset
	res  []restriction
	a    int
	opts []uint16
}

// handing reports whether the task is to hand off the branches it has not
// begun: it has searched handNodes nodes, and no branch it is in is watched
// for twins still alike (see watchBranch): that branch's search must end in
// the same task. (A branch whose twins have all ended stands for none.)
func (w *worker) handing() bool {
	if w.handAt == 0 || w.nodes < w.handAt || !w.handed && w.tw.live&(1<<w.br.n-1) != 0 {
		return false
	}
	if !w.handed && testHanded != nil {
		testHanded.Add(1)
	}
	w.handed = true
	return true
}

// testHandNodes, when set by a test, is handNodes; testHanded counts the
// tasks that hand branches off.
var (
	testHandNodes int64
	testHanded    *atomic.Int64
)

// handOff records the branches of agent a's options opts (mirrored ones,
// 0, left out), free the agents free, as a handPick.
func (w *worker) handOff(a int, opts []uint16, free aset) {
	h := handPick{a: a, free: free}
	for _, b := range w.m.own {
		if o := w.asg[b]; o != w.m.fixed[b] {
			h.set = append(h.set, ao{int32(b), o})
		}
	}
	var seen aset
	for _, r := range w.undo {
		if !seen.has(int(r.a)) {
			seen.set(int(r.a))
			h.res = append(h.res, w.restrictionOf(int(r.a)))
		}
	}
	for _, o := range opts {
		if o != 0 {
			h.opts = append(h.opts, o)
		}
	}
	if testUnsound == unsoundHandOff && len(h.opts) > 0 {
		h.opts = h.opts[:len(h.opts)-1] // TestHandOffIsChecked
	}
	if len(h.opts) > 0 {
		w.hand = append(w.hand, h)
	}
}

// handCtx is the options of agent a that the search judges later.
type handCtx struct {
	a    int
	opts []uint16
}

// handWaves turns the branches handed off by task t into waves, in the
// order the search would have taken them. Each knows the options the
// branches after it give the agents it has assigned.
func (w *worker) handWaves(t *task) [][]task {
	var waves [][]task
	var ko []uint16 // read only by the tasks (see begin)
	if len(w.hand) > 0 {
		ko = slices.Clone(w.killOpt)
	}
	for j, h := range w.hand {
		later := slices.Clip(t.later)
		for k := len(w.hand) - 1; k > j; k-- {
			later = append(later, handCtx{w.hand[k].a, w.hand[k].opts})
		}
		waves = append(waves, w.wave(h.a, h.opts, task{set: h.set, spent: len(h.set), free: h.free, res: h.res, later: later, killOpt: ko}))
	}
	w.hand, w.handed = w.hand[:0], false
	return waves
}

// laterOf sets, of each agent assigned, the options that the search judges
// after the task (see watchTwins), in the order they were branched on.
func (w *worker) laterOf(ctx []handCtx) {
	w.bst = w.bst[:0]
	for i, c := range ctx {
		if w.asg[c.a] == 0 || w.later[c.a] != [2]int32{} {
			continue
		}
		lo := len(w.bst)
		for _, d := range ctx[i:] {
			if d.a == c.a {
				w.bst = append(w.bst, d.opts...)
			}
		}
		w.later[c.a] = [2]int32{int32(lo), int32(len(w.bst))}
	}
}

// testOneTask, set by a test, searches the whole tree as one task: every
// other worker is idle, to be lent to the others' search (see share.go).
var testOneTask bool

// testShared, when set by a test, is handed the shared state of each search.
var testShared func(*shared)

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
	// The workers, and one more for the tries after the search; stopping
	// at enough solutions, a reducer for each worker too (see enough.go).
	memos := workers + 1
	if opt.MaxSolutions > 0 {
		memos += workers
	}
	sh := &shared{memoBytes: memoShare(opt.MemoryMB, memos), maxSols: max(0, opt.MaxSolutions)}
	if sh.maxSols > 0 {
		var stop func() bool
		sh.en, stop = newEnough(ctx, sh.memoBytes)
		defer stop()
	}
	if testShared != nil {
		testShared(sh)
	}
	sh.stop.Store(ctx.Err() != nil)
	s := &scheduler{m: m, sh: sh, tokens: make(chan *worker, workers), wantCands: m.opp == Any && opt.Tries > 0}
	for range workers {
		w := newWorker(m, sh)
		if m.opp == Any && workers > 1 {
			w.pool = s.tokens
		}
		s.tokens <- w
	}

	// Watch the context and report progress until the search ends;
	// hunting tells the reports that the near misses are looked for.
	var hunting atomic.Bool
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
					var pr Progress
					pr.Checking, pr.CheckNodes = sh.checking() // before the nodes, that hold them (see checks.go)
					pr.Nodes, pr.Done, pr.Total = sh.nodes.Load(), int(sh.done.Load()), int(s.total.Load())
					pr.Part, pr.Found, pr.Elapsed = sh.part(), int(sh.found.Load()), time.Since(start)
					pr.NearMisses = hunting.Load()
					opt.Progress(pr)
				}
			}
		}
	}()

	root := task{weight: wholeWeight}
	for _, a := range m.own {
		if !m.inert.has(a) {
			root.free.set(a)
		}
	}
	s.total.Store(1)
	tr := s.run(&root, 0, nil)

	res := &Result{Nodes: tr.nodes, Stats: tr.stats}
	for _, x := range tr.sols {
		SortOrders(x)
	}
	found := minimalSets(tr.sols)
	res.Limited = sh.enough.Load()
	if res.Limited {
		found = sh.en.solutions() // each shown minimal
	}
	// Giving no orders reaches the goals: every other order set holds
	// that one, so it is the only minimal solution, whatever the search
	// had left to do (a search stopped at enough solutions, or by the time
	// limit, is complete then).
	whole := slices.ContainsFunc(found, func(s []engine.Order) bool { return len(s) == 0 })
	if whole {
		found, res.Limited = [][]engine.Order{{}}, false
	}
	sols := m.expandSolutions(found)
	slices.SortFunc(sols, compareSets)
	if res.Limited && len(sols) > opt.MaxSolutions {
		sols = sols[:opt.MaxSolutions]
	}
	for _, x := range sols {
		res.Solutions = append(res.Solutions, Solution{Orders: x})
	}
	res.Stopped = !res.Limited && !whole && (!tr.finished || sh.stop.Load())
	res.Complete = !res.Stopped && !res.Limited
	res.Unique = res.Complete && len(res.Solutions) == 1
	switch {
	case res.Limited:
		res.NotProven = fmt.Sprintf("the search stopped at %s, as asked: other solutions may exist", plural(opt.MaxSolutions, "solution"))
	case res.Stopped:
		res.NotProven = stoppedText(sh.part(), sh.cutText(), len(res.Solutions))
	}
	// The near misses, after a complete search (of every solution: no
	// orders stand for all only). A stop meanwhile ends the hunt, which
	// keeps those found and says so: the search's answer stands.
	if res.Complete && s.wantCands && tr.finished && !(opt.TriesIfUnsolved && len(res.Solutions) > 0) {
		hunting.Store(true)
		tw := newWorker(m, sh)
		res.Tries, res.TriesStopped = tw.tries(tr.cands, opt.Tries)
		res.Nodes += tw.nodes
	}
	close(finished)
	watch.Wait()
	res.Elapsed = time.Since(start)
	if opt.Progress != nil {
		// The work done, as the reports before counted it: never less than
		// the last of them, nor than the result's nodes.
		part := sh.part()
		if res.Complete {
			part = 1 // complete by its solution of no orders too, with branches left
		}
		opt.Progress(Progress{Nodes: max(res.Nodes, sh.nodes.Load()), Done: int(sh.done.Load()), Total: int(s.total.Load()),
			Part: part, Found: len(res.Solutions), Elapsed: res.Elapsed})
	}
	return res, nil
}

// stoppedText is Result.NotProven of a search stopped with part of it
// done (Progress.Part), check saying the checks of order sets against
// every reply it cut short (shared.cutText), and found solutions found.
// The part is the one the progress showed: the branches cut near the root
// so far, of which most may be done while the search is far from its end,
// are not said beside it ("225 of the 232 branches" read as 97% beside
// 27%). Only a solution found may not be minimal.
func stoppedText(part float64, check string, found int) string {
	text := fmt.Sprintf("stopped at about %d%% of the search%s: ", int(100*part), check)
	if found == 0 {
		return text + "a solution may exist"
	}
	return text + "other solutions may exist, and a solution found may not be minimal"
}

// cacheLine is the bytes of a line of the processor's cache (64 on the
// machines of today), the unit the cores pass written memory between them
// in. Two workers writing each their own data on one line would pass it to
// and fro at each write (false sharing): a worker's struct opens and
// closes with a line of padding, and the slices it writes as it searches
// come from ownLines. (On any-pit-b seed 3 of the positions like the
// suite's, two workers spent 11% more processor time than one before: see
// "The forty-third round" in docs/performance.md.)
const cacheLine = 64

// ownLines returns a slice of n zero elements that shares no cache line
// with any other allocation: it stands a line of padding in from both
// ends of its array, and its capacity is its length.
func ownLines[T any](n int) []T {
	var z T
	pad := 1
	if sz := int(unsafe.Sizeof(z)); sz > 0 {
		pad = (cacheLine + sz - 1) / sz
	}
	return make([]T, n+2*pad)[pad : pad+n : pad+n]
}
