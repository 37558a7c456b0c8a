package generate

import (
	"context"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/quality"
)

// The title and the second hint of a generated puzzle say the rules that
// decide it: not a special rule whose piece only took part (gen-2-949's
// Catapult: with it made plain the solution is the same and still the
// only one), and not the weak themes the goal or a side effect gives
// (facing, ransack, eliminate). The rule that decides (its Reverse
// Centaur) stays.
func TestGeneratedTitleAndHintsSayOnlyWhatDecides(t *testing.T) {
	pk, err := puzzles.Load("../quality/testdata/decisive.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	cat := pk.Catalogue()
	src := pk.Puzzle("gen-2-949")
	q, err := quality.FromScenario(&src.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	r, err := quality.Analyze(context.Background(), q, quality.Options{Workers: 1, Decisive: true})
	if err != nil {
		t.Fatal(err)
	}
	found := []*Found{{Index: 949, Problem: q.Problem, Solution: r.Stated, Report: r}}
	gen, err := Pack("g.toml", cat, Config{Seed: 2}, found)
	if err != nil {
		t.Fatal(err)
	}
	pz := gen.Puzzle("gen-2-949")
	if want := "Kill the Blockhead on FA1 with the Reverse Centaur"; pz.Title != want {
		t.Errorf("title %q, want %q", pz.Title, want)
	}
	if len(pz.Hints) != 2 {
		t.Fatalf("hints %q: want two", pz.Hints)
	}
	if want := "What decides it: division, priority, Reverse Centaur."; pz.Hints[1] != want {
		t.Errorf("hint %q, want %q", pz.Hints[1], want)
	}
	if !strings.Contains(strings.Join(pz.Tags, ","), "Catapult") {
		t.Errorf("tags %q: the tags are the rules that show in the turn, the Catapult among them", pz.Tags)
	}
}

// Hint 2 leaves out the weak themes: a kill losing nothing that ransacks
// on the way is not decided by "ransack", nor an eliminate puzzle by
// "eliminate".
func TestGeneratedHintLeavesOutWeakThemes(t *testing.T) {
	r := &quality.Report{Stated: nil, Themes: []string{"facing", "top", "ransack", "eliminate"},
		Decisive: []string{"facing", "top", "ransack", "eliminate"}, DecisiveMeasured: true}
	h := autoHints(nil, nil, r)
	if len(h) != 2 || h[1] != "What decides it: top." {
		t.Errorf("hints %q: want the second to be %q", h, "What decides it: top.")
	}
	r.Themes, r.Decisive = []string{"eliminate"}, []string{"eliminate"}
	if h := autoHints(nil, nil, r); len(h) != 1 {
		t.Errorf("hints %q: want no second hint when only weak themes show", h)
	}
}
