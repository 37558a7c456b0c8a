package quality

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/prove"
	"github.com/birdcrab/birdcrab/solver"
)

// Puzzle is what the analysis reads: the solver's problem and the stated
// solution.
type Puzzle struct {
	Problem  *solver.Problem
	Solution []engine.Order
	// Alternatives are other solutions the author accepts ("the same idea,
	// one cell further"): a minimal solution inside one is no second idea.
	Alternatives [][]engine.Order
	// FromSolver takes the solution from the solver instead: the only
	// minimal solution, when there is exactly one (the generator's case).
	FromSolver bool
}

// FromScenario makes the analysis's puzzle of a pack's puzzle or lesson,
// with the problem package prove makes of it (the one check proves).
func FromScenario(s *puzzles.Scenario) (*Puzzle, error) {
	p, err := prove.Problem(s)
	if err != nil {
		return nil, err
	}
	alts := make([][]engine.Order, len(s.Alternatives))
	for i, a := range s.Alternatives {
		alts[i] = slices.Clone(a)
	}
	return &Puzzle{Problem: p, Solution: slices.Clone(s.Solution), Alternatives: alts}, nil
}

// Options bound an analysis.
type Options struct {
	// MaxNodes bounds each search (solutions, near misses, the solutions
	// under "hold"), in resolutions; 0: DefaultMaxNodes.
	MaxNodes int64
	// Workers are the goroutines of each search; 0: all cores. The report
	// is the same whatever the number.
	Workers int
	// NearMisses is how many near misses to look for under "any"; 0: 3.
	NearMisses int
	// FailFast stops at the first filter that fails (in the order of
	// Filters) and returns the report so far, with Partial set.
	FailFast bool
	// Decisive measures Report.Decisive: which special-rule themes decide
	// the puzzle (one more search per special rule that shows; the
	// generator's titles, hints and themed filter use it). Under FailFast
	// it is measured only when the puzzle is no sum.
	Decisive bool
}

// DefaultMaxNodes bounds each search when Options.MaxNodes is 0.
const DefaultMaxNodes = 5_000_000

// ErrTooBig reports a search that went past Options.MaxNodes.
var ErrTooBig = errors.New("the search went past its bound")

// Report is what Analyze measured of one puzzle.
type Report struct {
	Opponent solver.Opponent
	// Solutions are the minimal solutions under the puzzle's model, and
	// Nodes the resolutions the search took.
	Solutions [][]engine.Order
	Nodes     int64
	// Stated is the stated solution, in canonical order, and Alternatives
	// the other solutions the author accepts.
	Stated       []engine.Order
	Alternatives [][]engine.Order
	Count        Count
	// NearMisses are order sets that one or two replies refute (under
	// "any" only), smallest first.
	NearMisses []solver.Try
	// HoldSolutions are, under "fixed", the minimal solutions when the
	// opponent gives no orders instead.
	HoldSolutions [][]engine.Order
	// Themes are the rules that decided the solution's turn (see Themes).
	Themes []string
	// Decisive are, when DecisiveMeasured (Options.Decisive), the themes
	// that decide the puzzle: Themes without the special rules that the
	// stated solution does not need (see Decisive). The themed filter
	// then judges these.
	Decisive         []string
	DecisiveMeasured bool
	// Pieces counts the pieces whose fate or path the solution changed:
	// those that fought, were bumped, died or moved.
	Pieces int
	// Sum is, when the solution splits into parts that do not interact,
	// the parts; nil otherwise.
	Sum [][]engine.Order
	// OnlyWay is, when the stated solution is the only order that brings
	// a piece to a goal's place (see OnlyWay), that goal; nil otherwise.
	// The difficulty of such a puzzle is 1: the first try works.
	OnlyWay *engine.Goal
	// Difficulty is the estimate (1 to 5) and Score the number it rounds.
	Difficulty int
	Score      float64
	// Partial reports an analysis that stopped at a failed filter
	// (Options.FailFast): what comes after it was not measured.
	Partial bool
}

// Count is the census of the candidates (see Candidates).
type Count struct {
	Candidates int // order sets of one to three candidate orders
	Reaching   int // candidates that reach the goals when the opponent gives no orders
	Working    int // candidates that work under the puzzle's model
	Family     int // candidates that contain the stated solution
	Tempting   int // reaching, but failing under the puzzle's model
	Stray      int // working, but outside the stated solution's family
}

// TemptingShare is the share of the candidates that are tempting.
func (c Count) TemptingShare() float64 {
	if c.Candidates == 0 {
		return 0
	}
	return float64(c.Tempting) / float64(c.Candidates)
}

// Analyze solves pz and measures it. The error reports a problem the solver
// refuses, a stated solution that is illegal, a search past its bound
// (ErrTooBig) or a cancelled context.
func Analyze(ctx context.Context, pz *Puzzle, opt Options) (*Report, error) {
	p := pz.Problem
	if err := p.Check(); err != nil {
		return nil, err
	}
	cat := p.Rules.Kinds
	if !pz.FromSolver {
		var pl engine.Plan
		if err := p.Pos.CheckOrders(cat, p.Side, pz.Solution, &pl); err != nil {
			return nil, fmt.Errorf("the stated solution: %w", err)
		}
	}
	if opt.NearMisses <= 0 {
		opt.NearMisses = 3
	}
	r := &Report{Opponent: p.Opponent, Stated: slices.Clone(pz.Solution), Alternatives: pz.Alternatives}
	failed := func(f func(*Report, *engine.Catalogue) error) bool {
		if !opt.FailFast || f(r, cat) == nil {
			return false
		}
		r.Partial = true
		return true
	}

	// A puzzle the solver states must have one minimal solution: failing
	// fast, a search that finds two has said all it need (a position with
	// thousands of solutions would otherwise be listed whole, or run past
	// its bound). A search stopped so lists two minimal solutions.
	most := 0
	if opt.FailFast && pz.FromSolver && len(pz.Alternatives) == 0 {
		most = 2
	}
	res, err := solve(ctx, p, opt, opt.NearMisses, most)
	if err != nil {
		return nil, err
	}
	r.Nodes = res.Nodes
	for _, s := range res.Solutions {
		r.Solutions = append(r.Solutions, s.Orders)
	}
	r.NearMisses = res.Tries
	if pz.FromSolver && len(r.Solutions) == 1 {
		r.Stated = slices.Clone(r.Solutions[0])
	}
	solver.SortOrders(r.Stated)
	if failed(Unique) {
		return r, nil
	}
	if r.Count, err = Candidates(ctx, p, r.Stated); err != nil {
		return nil, err
	}
	if failed(NotTrivial) {
		return r, nil
	}
	if p.Opponent == solver.Fixed {
		hold := *p
		hold.Opponent, hold.Replies = solver.Hold, nil
		hres, err := solve(ctx, &hold, opt, 0, 0)
		if err != nil {
			return nil, fmt.Errorf("the solutions under hold: %w", err)
		}
		r.Nodes += hres.Nodes
		for _, s := range hres.Solutions {
			r.HoldSolutions = append(r.HoldSolutions, s.Orders)
		}
	}
	if failed(ModelMatters) {
		return r, nil
	}
	turn := playTurns(p, r.Stated)
	r.Themes = Themes(p, r.Stated, r.NearMisses)
	r.Pieces = turn.pieces()
	r.Sum = sumOf(ctx, p, r.Stated)
	if opt.Decisive && (!opt.FailFast || r.Sum == nil) {
		d, n, err := Decisive(ctx, p, r.Stated, r.Themes, opt)
		if err != nil {
			return nil, err
		}
		r.Decisive, r.DecisiveMeasured = d, true
		r.Nodes += n
	}
	if g, ok := OnlyWay(p, r.Stated); ok {
		r.OnlyWay = &g
	}
	r.Score = score(r)
	r.Difficulty = level(r.Score)
	return r, nil
}

// solve runs the solver within the node bound, stopping at most solutions
// (0: no limit).
func solve(ctx context.Context, p *solver.Problem, opt Options, tries, most int) (*solver.Result, error) {
	limit := opt.MaxNodes
	if limit <= 0 {
		limit = DefaultMaxNodes
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var over atomic.Bool
	res, err := solver.Solve(ctx, p, solver.Options{Workers: opt.Workers, Tries: tries, MaxSolutions: most, Progress: func(pr solver.Progress) {
		if pr.Nodes > limit {
			over.Store(true)
			cancel()
		}
	}})
	if err != nil {
		return nil, err
	}
	if res.Nodes > limit || (over.Load() && res.Stopped) {
		return nil, fmt.Errorf("%w of %d resolutions", ErrTooBig, limit)
	}
	if res.Stopped {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return nil, errors.New("the search stopped: " + res.NotProven)
	}
	return res, nil
}

// contains reports whether every order of small is in big.
func contains(big, small []engine.Order) bool {
	for _, o := range small {
		if !slices.Contains(big, o) {
			return false
		}
	}
	return true
}

// sameSets reports whether two lists of order sets hold the same sets.
func sameSets(a, b [][]engine.Order) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.ContainsFunc(b, func(y []engine.Order) bool { return len(x) == len(y) && contains(x, y) }) {
			return false
		}
	}
	return true
}
