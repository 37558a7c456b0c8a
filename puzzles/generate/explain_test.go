package generate

import (
	"context"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/quality"
)

// A generated puzzle comes explained: the text quality.Explain derives
// from its turn, with the claims that state its numbers and cells, which
// hold on that turn (check tests them).
func TestGeneratedPuzzleIsExplained(t *testing.T) {
	pk, err := puzzles.Load("../quality/testdata/decisive.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	src := pk.Puzzle("gen-2-949")
	q, err := quality.FromScenario(&src.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	r, err := quality.Analyze(context.Background(), q, quality.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	found := []*Found{{Index: 949, Problem: q.Problem, Solution: r.Stated, Report: r}}
	gen, err := Pack("g.toml", pk.Catalogue(), Config{Seed: 2}, found)
	if err != nil {
		t.Fatal(err)
	}
	pz := gen.Puzzle("gen-2-949")
	want, err := quality.Explain(&src.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	if pz.Explanation == "" || pz.Explanation != want.Text {
		t.Errorf("explanation %q, want %q", pz.Explanation, want.Text)
	}
	turn, ok, err := pz.Try(pz.Solution)
	if err != nil || !ok {
		t.Fatalf("the solution: %v %v", ok, err)
	}
	for _, err := range pz.CheckClaims(pz.Claims, turn) {
		t.Error(err)
	}
	if n, c := pz.UnclaimedNumbers(), pz.UnclaimedCells(); len(n)+len(c) > 0 {
		t.Errorf("%q names %v %v, which no claim states", pz.Explanation, n, c)
	}
	t.Log(pz.Explanation)
}
