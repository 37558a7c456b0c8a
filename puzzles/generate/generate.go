// Package generate mines new puzzles: it draws positions from a written
// distribution (see docs/generate.md), solves each with the solver, and
// keeps those whose only solution passes every filter of package quality.
// The same configuration always gives the same puzzles, whatever the number
// of jobs: candidate i is drawn from its own random stream, every search is
// bounded by a count of resolutions rather than by the clock, and candidates
// are accepted in the order of their index. Pack makes a pack of the
// puzzles found, each titled from its goal and the rules that decide it,
// and hinted from its analysis.
package generate

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles/quality"
	"github.com/birdcrab/birdcrab/solver"
)

// Config says what to generate.
type Config struct {
	Count int    // puzzles wanted
	Seed  uint64 // the seed of every random stream
	// Goal is the goal kind ("kill", "kills", "ransack", "pit", "keep",
	// "eliminate"); "" draws one per candidate.
	Goal string
	// Opponent is the opponent model when OpponentSet; otherwise each
	// candidate draws one.
	Opponent    solver.Opponent
	OpponentSet bool
	// With, when not "", is a kind player 1 always has: on the board half
	// the time and in hand otherwise (a Snake always in hand), so that a
	// run can feature one special rule. A kind with a special rule must
	// decide every puzzle kept (its rule among Report.Decisive): a
	// candidate it does not decide is rejected (ReasonWithIdle). A plain
	// kind is only given; it may play no part.
	With string
	// MinPieces and MaxPieces bound the pieces on the board, both players
	// together.
	MinPieces, MaxPieces int
	// Jobs is how many candidates are analysed at once; 0: all cores.
	Jobs int
	// MaxNodes bounds each search of a candidate, in resolutions; 0:
	// DefaultMaxNodes.
	MaxNodes int64
	// Timeout bounds the analysis of one candidate on the clock, as a
	// safety net; a candidate stopped by it is skipped and counted in
	// Stats.TimedOut (the one way a run can depend on the machine). 0: none.
	Timeout time.Duration
	// MaxTries bounds the candidates drawn; 0: DefaultMaxTries.
	MaxTries int
	// GiveUp ends a fruitless run early: when this many candidates in a
	// row that reached the solver were all stopped by a bound (--nodes,
	// --timeout) or an error, Run stops and says why in Stats.GaveUp.
	// Candidates dropped before the solver neither count nor break the
	// row. 0: DefaultGiveUp.
	GiveUp int
	// Progress, when not nil, is called after each candidate is judged,
	// from the goroutine that called Run.
	Progress func(Stats)
	// Kinds is the catalogue to draw kinds from; it must hold the kinds of
	// PlainKinds and SpecialKinds, and Snake.
	Kinds *engine.Catalogue
}

// DefaultMaxNodes bounds each search of a candidate when Config.MaxNodes
// is 0.
const DefaultMaxNodes = 100_000

// FewestPieces and MostPieces bound Config.MinPieces and Config.MaxPieces.
const FewestPieces, MostPieces = 2, 20

// DefaultMaxTries bounds the candidates drawn when Config.MaxTries is 0.
const DefaultMaxTries = 5_000_000

// DefaultGiveUp is Config.GiveUp when 0.
const DefaultGiveUp = 2000

// The reasons a candidate is rejected, as Stats.Rejected counts them.
// Besides these, a filter of package quality rejects by its name
// ("unique", "not-trivial", "model-matters", "not-a-sum", "themed"), and a
// search the solver refused by "error: " and its message.
const (
	ReasonNoPosition = "no sensible position"
	ReasonSolvedIdle = "solved by no orders"
	ReasonNoSolution = "no solution among the candidates"
	ReasonTooBig     = "search too big"
	ReasonTooLong    = "solution too long"
	ReasonOutOfTime  = "out of time"
	ReasonRepeat     = "a repeat"
	ReasonWithIdle   = "the --with kind decides nothing"
	ReasonError      = "error: "
)

// Reasons lists every reason of rejection but the filters'.
var Reasons = []string{ReasonNoPosition, ReasonSolvedIdle, ReasonNoSolution, ReasonTooBig,
	ReasonTooLong, ReasonOutOfTime, ReasonRepeat, ReasonWithIdle, ReasonError}

// MaxSolutionOrders is the most orders a generated solution has: the
// candidates of a puzzle are sets of up to this many orders.
const MaxSolutionOrders = quality.MaxCandidateOrders

// Found is one generated puzzle.
type Found struct {
	Index    int // the candidate's index in its stream
	Problem  *solver.Problem
	Solution []engine.Order
	Report   *quality.Report
}

// Stats count what happened to the candidates judged so far.
type Stats struct {
	Tried    int            // candidates judged, in index order
	Accepted int            // puzzles kept
	Rejected map[string]int // by reason: "no sensible position", "solved by no orders", a filter's name ...
	TimedOut int            // candidates the clock stopped
	Nodes    int64          // resolutions of every search
	Elapsed  time.Duration
	// GaveUp, when not "", says why Run stopped early (see
	// Config.GiveUp).
	GaveUp string
}

// Check reports a configuration that cannot run.
func (c *Config) Check() error {
	switch {
	case c.Count < 1:
		return errors.New("the count must be at least 1")
	case c.MinPieces < FewestPieces || c.MaxPieces < c.MinPieces || c.MaxPieces > MostPieces:
		return fmt.Errorf("pieces %d-%d: want a range within %d-%d", c.MinPieces, c.MaxPieces, FewestPieces, MostPieces)
	case c.Kinds == nil:
		return errors.New("no catalogue")
	}
	if c.Goal != "" {
		ok := false
		for _, g := range goalWeights {
			ok = ok || g.name == c.Goal
		}
		if !ok {
			return fmt.Errorf("unknown goal kind %q (want one of %v)", c.Goal, GoalKinds())
		}
	}
	if c.With != "" {
		if _, ok := c.Kinds.Lookup(c.With); !ok {
			return fmt.Errorf("--with: the catalogue has no kind %q", c.With)
		}
	}
	for _, name := range append(append([]string{"Snake"}, PlainKinds...), SpecialKinds...) {
		if _, ok := c.Kinds.Lookup(name); !ok {
			return fmt.Errorf("the catalogue has no kind %q", name)
		}
	}
	return nil
}

// verdict is what judging one candidate gave.
type verdict struct {
	found  *Found
	reason string // why it was rejected; "" when found
	nodes  int64
	timed  bool
	// bounded: the search stopped at a bound or an error; searched: it
	// finished within its bounds (see Config.GiveUp).
	bounded, searched bool
}

// Run generates cfg.Count puzzles, or fewer when the context is cancelled
// or MaxTries candidates gave too few; the puzzles come in index order.
func Run(ctx context.Context, cfg Config) ([]*Found, Stats, error) {
	st := Stats{Rejected: map[string]int{}}
	if err := cfg.Check(); err != nil {
		return nil, st, err
	}
	start := time.Now()
	jobs := cfg.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	maxTries := cfg.MaxTries
	if maxTries <= 0 {
		maxTries = DefaultMaxTries
	}
	row := fruitless{limit: cfg.GiveUp, row: map[string]int{}}
	if row.limit <= 0 {
		row.limit = DefaultGiveUp
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	indices := make(chan int)
	type result struct {
		i int
		v verdict
	}
	results := make(chan result, jobs)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range indices {
				v := judgeCandidate(ctx, &cfg, i)
				if ctx.Err() != nil {
					// Judged, in part, after the stop: a search cut
					// short can look like any verdict, so it counts as
					// cancelled, a verdict that ends the run.
					v = verdict{reason: reasonCancelled}
				}
				results <- result{i, v}
			}
		}()
	}
	go func() {
		defer close(indices)
		for i := 0; i < maxTries; i++ {
			select {
			case indices <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	c := taker{cfg: &cfg, st: &st, row: row, seen: map[string]bool{}, start: start}
	pending := map[int]verdict{}
	next := 0
	stopped := false // a cancelled candidate was reached in index order
	for r := range results {
		if stopped {
			continue // drain: the workers finish and close results
		}
		pending[r.i] = r.v
		for !c.done() {
			v, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if v.reason == reasonCancelled && ctx.Err() != nil {
				// The run stops at the first candidate the stop cut
				// short: the puzzles kept are those before it, as a
				// run with no stop would give them. Candidates after
				// it that finished in time are not taken in its place
				// (that pack no flags give).
				stopped = true
				break
			}
			c.take(v)
		}
		if c.done() || stopped {
			cancel()
			clear(pending)
		}
	}
	out := c.out
	st.Elapsed = time.Since(start)
	if len(out) < cfg.Count && ctx.Err() != nil && st.GaveUp == "" {
		if err := context.Cause(ctx); err != nil && !errors.Is(err, context.Canceled) {
			return out, st, err
		}
	}
	return out, st, nil
}

// taker takes the verdicts of a run in index order into its puzzles and
// its stats.
type taker struct {
	cfg   *Config
	st    *Stats
	row   fruitless
	seen  map[string]bool // the puzzles kept, by position and goals
	out   []*Found
	start time.Time
}

// done reports whether the run has its count of puzzles, or gave up.
func (c *taker) done() bool {
	return len(c.out) >= c.cfg.Count || c.st.GaveUp != ""
}

// take counts the verdict of the next candidate in index order, and keeps
// its puzzle unless it repeats one kept.
func (c *taker) take(v verdict) {
	st := c.st
	st.Tried++
	st.Nodes += v.nodes
	if v.timed {
		st.TimedOut++
	}
	if v.found != nil {
		key := v.found.Problem.Pos.Code(c.cfg.Kinds) + engine.GoalsText(v.found.Problem.Goals)
		if c.seen[key] {
			v = verdict{reason: ReasonRepeat, searched: true}
		} else {
			c.seen[key] = true
		}
	}
	if v.found == nil {
		st.Rejected[v.reason]++
	} else {
		c.out = append(c.out, v.found)
		st.Accepted++
	}
	if len(c.out) < c.cfg.Count {
		st.GaveUp = c.row.add(v)
	}
	st.Elapsed = time.Since(c.start)
	if c.cfg.Progress != nil {
		c.cfg.Progress(*st)
	}
}

// reasonCancelled is the verdict of a candidate the context stopped before
// it was judged in full.
const reasonCancelled = "cancelled"

// judgeCandidate judges candidate i; tests replace it to time the
// candidates as they please.
var judgeCandidate = judge

// fruitless counts the candidates in a row that reached the solver and
// were stopped by a bound (see Config.GiveUp), by reason.
type fruitless struct {
	limit int
	row   map[string]int
}

// add counts a candidate judged, in index order, and returns, when the row
// reaches the limit, why the run gives up ("" to go on).
func (f *fruitless) add(v verdict) string {
	switch {
	case v.bounded:
		f.row[v.reason]++
	case v.searched:
		clear(f.row)
	}
	n := 0
	for _, c := range f.row {
		n += c
	}
	if n < f.limit {
		return ""
	}
	return gaveUpText(f.row, n)
}

// gaveUpText says why a run gave up: n candidates in a row that reached
// the solver, each stopped by a bound (row: how many by which).
func gaveUpText(row map[string]int, n int) string {
	var parts []string
	for _, r := range []string{ReasonTooBig, ReasonOutOfTime} {
		if row[r] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", row[r], r))
		}
	}
	errs := n - row[ReasonTooBig] - row[ReasonOutOfTime]
	if errs > 0 {
		parts = append(parts, fmt.Sprintf("%d errors", errs))
	}
	return fmt.Sprintf("the last %d candidates that reached the solver all stopped before an answer (%s): "+
		"raise --nodes or --timeout, or ask for fewer pieces", n, strings.Join(parts, ", "))
}

// judge draws candidate i and judges it.
func judge(ctx context.Context, cfg *Config, i int) verdict {
	if ctx.Err() != nil {
		return verdict{reason: "cancelled"}
	}
	p := candidate(cfg, cfg.Kinds, i)
	if p == nil {
		return verdict{reason: ReasonNoPosition}
	}
	if solvedIdle(p) {
		return verdict{reason: ReasonSolvedIdle}
	}
	// The census of the candidates is cheap beside a search: it rejects
	// most candidates before the solver runs.
	count, sets, err := quality.Working(ctx, p)
	switch {
	case err != nil:
		return verdict{reason: "cancelled"}
	case count.Candidates < quality.MinCandidates:
		return verdict{reason: "not-trivial"}
	case len(sets) == 0:
		return verdict{reason: ReasonNoSolution}
	case p.Opponent != solver.Any && len(sets) > 1:
		return verdict{reason: "unique"}
	}
	if cfg.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, cfg.Timeout)
		defer cancel()
	}
	limit := cfg.MaxNodes
	if limit <= 0 {
		limit = DefaultMaxNodes
	}
	r, err := quality.Analyze(ctx, &quality.Puzzle{Problem: p, FromSolver: true},
		quality.Options{MaxNodes: limit, Workers: 1, FailFast: true, Decisive: true})
	switch {
	case errors.Is(err, quality.ErrTooBig):
		return verdict{reason: ReasonTooBig, bounded: true}
	case errors.Is(err, context.DeadlineExceeded):
		return verdict{reason: ReasonOutOfTime, timed: true, bounded: true}
	case err != nil && ctx.Err() != nil:
		return verdict{reason: "cancelled"}
	case err != nil:
		return verdict{reason: ReasonError + err.Error(), bounded: true}
	}
	if len(r.Solutions) == 1 && len(r.Solutions[0]) > MaxSolutionOrders {
		return verdict{reason: ReasonTooLong, nodes: r.Nodes, searched: true}
	}
	for _, v := range quality.Judge(r, cfg.Kinds) {
		if v.Err != nil {
			return verdict{reason: v.Filter, nodes: r.Nodes, searched: true}
		}
	}
	if !withDecides(cfg, r) {
		return verdict{reason: ReasonWithIdle, nodes: r.Nodes, searched: true}
	}
	return verdict{found: &Found{Index: i, Problem: p, Solution: r.Stated, Report: r}, nodes: r.Nodes, searched: true}
}

// withDecides reports whether the kind of --with, when it has a special
// rule, decides the puzzle: its rule is among the decisive themes.
func withDecides(cfg *Config, r *quality.Report) bool {
	if cfg.With == "" {
		return true
	}
	k, ok := cfg.Kinds.Lookup(cfg.With)
	if !ok {
		return false
	}
	sp := cfg.Kinds.Kind(k).Special
	return sp == engine.Plain || slices.Contains(r.Decisive, sp.String())
}

// solvedIdle reports whether giving no orders already reaches the goals.
func solvedIdle(p *solver.Problem) bool {
	all := make([][]engine.Order, p.Pos.NumPlayers)
	if p.Opponent == solver.Fixed {
		copy(all, p.Replies)
	}
	all[p.Side-1] = nil
	plan, err := p.Pos.PlanOrders(p.Rules.Kinds, all)
	if err != nil {
		return true
	}
	var out engine.Outcome
	p.Rules.Resolve(&p.Pos, &plan, &out, nil)
	return engine.AllMet(p.Goals, &p.Pos, &out, p.Side)
}
