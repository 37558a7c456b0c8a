package generate

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/quality"
	"github.com/birdcrab/birdcrab/solver"
)

func testConfig(t *testing.T) Config {
	t.Helper()
	return Config{Count: 2, Seed: 5, MinPieces: 4, MaxPieces: 8, Kinds: puzzles.DefaultCatalogue(),
		Opponent: solver.Hold, OpponentSet: true}
}

// The same seed gives the same puzzles whatever the number of jobs.
func TestSameSeedSamePuzzlesWhateverTheJobs(t *testing.T) {
	var runs [][]*Found
	for _, jobs := range []int{1, 3} {
		cfg := testConfig(t)
		cfg.Jobs = jobs
		found, st, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if len(found) != cfg.Count || st.Accepted != cfg.Count {
			t.Fatalf("jobs %d: %d puzzles (stats %+v), want %d", jobs, len(found), st, cfg.Count)
		}
		runs = append(runs, found)
	}
	cat := puzzles.DefaultCatalogue()
	for i := range runs[0] {
		a, b := runs[0][i], runs[1][i]
		if a.Index != b.Index || a.Problem.Pos != b.Problem.Pos || !slices.Equal(a.Solution, b.Solution) {
			t.Errorf("puzzle %d differs: %d %s against %d %s", i, a.Index, a.Problem.Pos.Code(cat), b.Index, b.Problem.Pos.Code(cat))
		}
	}
}

// Every puzzle found passes every filter when analysed afresh, with its
// stated solution, and has at most MaxSolutionOrders orders.
func TestFoundPuzzlesPassEveryFilter(t *testing.T) {
	cfg := testConfig(t)
	cfg.Opponent = solver.Fixed
	found, _, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		r, err := quality.Analyze(context.Background(), &quality.Puzzle{Problem: f.Problem, Solution: f.Solution}, quality.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range quality.Judge(r, cfg.Kinds) {
			if v.Err != nil {
				t.Errorf("candidate %d: %s: %v", f.Index, v.Filter, v.Err)
			}
		}
		if len(f.Solution) == 0 || len(f.Solution) > MaxSolutionOrders {
			t.Errorf("candidate %d: %d orders", f.Index, len(f.Solution))
		}
	}
}

// The distribution as docs/generate.md writes it: two players, the pieces
// within the range, hands of at most three, every piece within three cells
// of another piece, positions a game could reach, and the goal's first
// piece where the goal says.
func TestTheDistribution(t *testing.T) {
	cfg := testConfig(t)
	cfg.OpponentSet = false
	cat := cfg.Kinds
	seen := map[solver.Opponent]int{}
	kinds := map[string]bool{}
	n := 0
	for i := range 600 {
		p := Candidate(&cfg, i)
		if p == nil {
			continue
		}
		n++
		pos := &p.Pos
		seen[p.Opponent]++
		pieces := pos.CountPieces(1) + pos.CountPieces(2)
		if pieces < cfg.MinPieces || pieces > cfg.MaxPieces {
			t.Errorf("candidate %d: %d pieces, want %d-%d", i, pieces, cfg.MinPieces, cfg.MaxPieces)
		}
		for pl := 1; pl <= 2; pl++ {
			if h := pos.Player(pl).HandSize(); h > 3 {
				t.Errorf("candidate %d: player %d holds %d", i, pl, h)
			}
		}
		if len(pos.Warnings(cat)) > 0 || pos.Validate(cat) != nil {
			t.Errorf("candidate %d: a position no game reaches: %v", i, pos.Warnings(cat))
		}
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if pos.Board[l].Empty() {
				continue
			}
			kinds[cat.Name(pos.Board[l].Kind)] = true
			near := false
			for m := engine.Loc(0); m < engine.NumLocs; m++ {
				if m != l && !pos.Board[m].Empty() && engine.Distance(l, m) <= 6 {
					near = true
				}
			}
			if !near {
				t.Errorf("candidate %d: the piece on %v is alone", i, l)
			}
		}
		for _, g := range p.Goals {
			if g.Kind == engine.GoalKill && pos.Board[g.Loc].Owner != 2 || g.Kind == engine.GoalKeep && pos.Board[g.Loc].Owner != 1 {
				t.Errorf("candidate %d: goal %v names the wrong piece", i, g)
			}
		}
		if p.Opponent == solver.Any && pos.CountPieces(2) > 3 {
			t.Errorf("candidate %d: %d opposing pieces under any, want at most 3", i, pos.CountPieces(2))
		}
	}
	if n < 100 {
		t.Fatalf("only %d sensible candidates of 600", n)
	}
	for _, o := range []solver.Opponent{solver.Hold, solver.Fixed, solver.Any} {
		if seen[o] < n/5 {
			t.Errorf("opponent %v drawn %d times of %d", o, seen[o], n)
		}
	}
	for _, k := range append(slices.Clone(PlainKinds), SpecialKinds...) {
		if !kinds[k] {
			t.Errorf("no %s drawn", k)
		}
	}
}

func TestConfigCheck(t *testing.T) {
	bad := []Config{
		{Count: 0, MinPieces: 4, MaxPieces: 8},
		{Count: 1, MinPieces: 1, MaxPieces: 8},
		{Count: 1, MinPieces: 6, MaxPieces: 4},
		{Count: 1, MinPieces: 4, MaxPieces: 8, Goal: "dance"},
		{Count: 1, MinPieces: 4, MaxPieces: 8, With: "Unicorn"},
	}
	for i, c := range bad {
		c.Kinds = puzzles.DefaultCatalogue()
		if c.Check() == nil {
			t.Errorf("config %d: %+v passes Check", i, c)
		}
	}
}

// --with gives player 1 a piece of its kind in every candidate, on the
// board or in hand (docs/generate.md), also when the goal's own piece takes
// the only one of player 1's places on the board.
func TestWithGivesEveryCandidateTheKind(t *testing.T) {
	for _, goal := range GoalKinds() {
		cfg := testConfig(t)
		cfg.MinPieces, cfg.MaxPieces = 2, 4
		cfg.Goal, cfg.With = goal, "Harpy"
		harpy, _ := cfg.Kinds.Lookup("Harpy")
		n := 0
		for i := range 300 {
			p := Candidate(&cfg, i)
			if p == nil {
				continue
			}
			n++
			has := slices.Contains(p.Pos.Player(1).HandKinds(), harpy)
			for l := engine.Loc(0); l < engine.NumLocs; l++ {
				if pc := p.Pos.Board[l]; !pc.Empty() && pc.Owner == 1 && pc.Kind == harpy {
					has = true
				}
			}
			if !has {
				t.Errorf("goal %s, candidate %d: player 1 has no Harpy: %s", goal, i, p.Pos.Code(cfg.Kinds))
			}
		}
		if n == 0 {
			t.Errorf("goal %s: no sensible candidate", goal)
		}
	}
}

// A --with kind with a special rule must decide the puzzle: candidate 70
// of seed 1 with a Harpy passes every filter, but its Harpy decides
// nothing (with the Harpy rule off the solution is the same and still the
// only one), and is rejected. A plain kind is only given.
func TestWithMustDecide(t *testing.T) {
	cfg := Config{Count: 1, Seed: 1, MinPieces: 4, MaxPieces: 8, Kinds: puzzles.DefaultCatalogue(), With: "Harpy"}
	if v := judge(context.Background(), &cfg, 70); v.reason != ReasonWithIdle {
		t.Errorf("candidate 70: rejected as %q, found %v; want %q", v.reason, v.found != nil, ReasonWithIdle)
	}
	r := &quality.Report{Decisive: []string{"facing", "Cerberus"}, DecisiveMeasured: true}
	if withDecides(&cfg, r) {
		t.Error("a Harpy that is not among the decisive themes decides")
	}
	r.Decisive = append(r.Decisive, "Harpy")
	if !withDecides(&cfg, r) {
		t.Error("a Harpy among the decisive themes does not decide")
	}
	cfg.With = "Pikeman"
	r.Decisive = nil
	if !withDecides(&cfg, r) {
		t.Error("a plain kind, which has no rule to decide, rejects the puzzle")
	}
}

// A run whose every search runs past --nodes gives up after GiveUp such
// candidates in a row, and says why, instead of drawing DefaultMaxTries.
func TestGiveUpEndsAFruitlessRun(t *testing.T) {
	cfg := testConfig(t)
	cfg.Count, cfg.MaxNodes, cfg.GiveUp, cfg.Jobs = 1, 1, 5, 1
	found, st, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 0 {
		t.Fatalf("found %d puzzles within 1 resolution", len(found))
	}
	if st.Rejected[ReasonTooBig] != 5 {
		t.Errorf("rejected %v: want 5 %s, then the end", st.Rejected, ReasonTooBig)
	}
	want := "the last 5 candidates that reached the solver all stopped before an answer (5 search too big)"
	if !strings.Contains(st.GaveUp, want) {
		t.Errorf("gave up %q, want it to say %q", st.GaveUp, want)
	}
}
