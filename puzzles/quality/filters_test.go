package quality

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"
)

// analyzeTest loads a puzzle of testdata/filters.toml and analyses it.
func analyzeTest(t *testing.T, id string) (*Report, *engine.Catalogue) {
	t.Helper()
	pk, err := puzzles.Load("testdata/filters.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	pz := pk.Puzzle(id)
	if pz == nil {
		t.Fatalf("no puzzle %q", id)
	}
	q, err := FromScenario(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(context.Background(), q, Options{Workers: 1})
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return r, pk.Catalogue()
}

// wantVerdict runs one filter and wants it to reject (with a message
// holding want) or pass (want == "").
func wantVerdict(t *testing.T, id string, f func(*Report, *engine.Catalogue) error, want string) {
	t.Helper()
	r, cat := analyzeTest(t, id)
	err := f(r, cat)
	switch {
	case want == "" && err != nil:
		t.Errorf("%s: want a pass, got %v", id, err)
	case want != "" && err == nil:
		t.Errorf("%s: want a rejection (%s), got a pass", id, want)
	case want != "" && !strings.Contains(err.Error(), want):
		t.Errorf("%s: got %q, want it to say %q", id, err, want)
	}
}

func TestUniqueRejectsTwoSolutions(t *testing.T) {
	wantVerdict(t, "two-ways", Unique, "besides the accepted ones: move B2 E 1")
	wantVerdict(t, "the-net", Unique, "")
}

func TestUniqueRejectsAnOrderNotNeeded(t *testing.T) {
	wantVerdict(t, "idle-order", Unique, "without move CD4 A 1 it still works")
}

func TestNotTrivialRejectsFewCandidates(t *testing.T) {
	wantVerdict(t, "walk-in", NotTrivial, "4 candidate order sets")
	wantVerdict(t, "cover-the-exits", NotTrivial, "")
}

func TestModelMattersRejectsFixedOrdersThatChangeNothing(t *testing.T) {
	wantVerdict(t, "traffic-jam", ModelMatters, "the fixed orders change nothing")
	wantVerdict(t, "the-net", ModelMatters, "")
}

func TestModelMattersRejectsAnyWithoutNearMiss(t *testing.T) {
	wantVerdict(t, "the-only-way-in", ModelMatters, "no near miss")
	wantVerdict(t, "witch-hunt", ModelMatters, "")
}

func TestNotASumRejectsTwoKillsApart(t *testing.T) {
	wantVerdict(t, "two-blockheads", NotASum, "move DE1 B 2 and move E1 B 1 do not interact")
	// Two pieces that each cover one escape are one idea: neither part
	// holds against every reply alone.
	wantVerdict(t, "cover-the-exits", NotASum, "")
	wantVerdict(t, "witch-hunt", NotASum, "")
}

func TestThemedRejectsAPlainKill(t *testing.T) {
	wantVerdict(t, "the-only-way-in", Themed, "no theme")
	wantVerdict(t, "two-ways", Themed, "no theme")
	wantVerdict(t, "the-net", Themed, "")
}

func TestEveryFilterHasATestThatRejects(t *testing.T) {
	// The names of Filters, as the tests above exercise them.
	tested := map[string]bool{"unique": true, "not-trivial": true, "model-matters": true, "not-a-sum": true, "themed": true}
	for _, f := range Filters {
		if !tested[f.Name] {
			t.Errorf("filter %q has no test with a puzzle it must reject", f.Name)
		}
	}
}

func TestTheNetPassesEveryFilter(t *testing.T) {
	r, cat := analyzeTest(t, "the-net")
	for _, v := range Judge(r, cat) {
		if v.Err != nil {
			t.Errorf("%s: %v", v.Filter, v.Err)
		}
	}
}

// TestABumpedMoverIsNotInterrupted pins the theme "interrupted": a moving
// piece that dies before it has gone its distance. A piece bumped has
// stopped for the rest of the turn, so its death after the bump interrupts
// nothing. In the-kings-intercept player 2's Crab, bumped by an ally, is
// killed where it stopped; in the-crabs-long-run a Bird is bumped at the
// edge of the board, then killed. In all-the-way a piece dies on its way.
func TestABumpedMoverIsNotInterrupted(t *testing.T) {
	_, reports := analyzeShipped()
	for id, want := range map[string]bool{"the-kings-intercept": false, "the-crabs-long-run": false, "all-the-way": true} {
		r := reports[id]
		if r == nil {
			t.Fatalf("no puzzle %q in the tactics pack", id)
		}
		if got := slices.Contains(r.Themes, ThemeInterrupted); got != want {
			t.Errorf("%s: themes %q: interrupted %v, want %v", id, r.Themes, got, want)
		}
	}
}

// Failing fast on a puzzle the solver states, the analysis needs only to
// know that there are two minimal solutions: on a position with five, it
// stops at two (fewer nodes than the whole search), and Unique rejects it.
func TestFailFastStopsAtTwoSolutions(t *testing.T) {
	cat := puzzles.DefaultCatalogue()
	pos, err := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-")
	if err != nil {
		t.Fatal(err)
	}
	goals, err := engine.ParseGoals([]string{"kill A1"})
	if err != nil {
		t.Fatal(err)
	}
	p := &solver.Problem{Rules: &engine.Rules{Kinds: cat}, Pos: pos, Side: 1, Goals: goals, Opponent: solver.Hold}
	full, err := Analyze(context.Background(), &Puzzle{Problem: p, FromSolver: true}, Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	fast, err := Analyze(context.Background(), &Puzzle{Problem: p, FromSolver: true}, Options{Workers: 1, FailFast: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(full.Solutions) != 5 || len(fast.Solutions) != 2 || !fast.Partial || fast.Nodes >= full.Nodes {
		t.Fatalf("full: %d solutions in %d nodes; failing fast: %d in %d nodes, partial %v",
			len(full.Solutions), full.Nodes, len(fast.Solutions), fast.Nodes, fast.Partial)
	}
	if err := Unique(fast, cat); err == nil || !strings.Contains(err.Error(), "2 minimal solutions") {
		t.Errorf("Unique on the fast analysis: %v", err)
	}
}

// TestNotTrivialCountsInWords: one candidate, or one stray, is said in the
// singular ("1 candidate order sets" was printed by check).
func TestNotTrivialCountsInWords(t *testing.T) {
	for _, c := range []struct {
		count Count
		want  string
	}{
		{Count{Candidates: 1}, "trivial: 1 candidate order set, fewer than 50"},
		{Count{Candidates: 2}, "trivial: 2 candidate order sets, fewer than 50"},
		{Count{Candidates: 60, Stray: 1}, "1 candidate outside the solution's family works too"},
		{Count{Candidates: 60, Stray: 3}, "3 candidates outside the solution's family work too"},
	} {
		err := NotTrivial(&Report{Count: c.count}, nil)
		if err == nil || err.Error() != c.want {
			t.Errorf("%+v: %v, want %q", c.count, err, c.want)
		}
	}
}
