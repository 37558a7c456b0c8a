package quality

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// TestDifficultyFollowsTheShippedOrder holds the estimate to the order the
// authors gave the puzzles it was fitted on: a rank correlation of at
// least 0.8, and every estimate within one of the author's difficulty. It
// holds the fit (fitScore): the only-way override is not fitted, and
// through-the-middle, which the authors gave 3, is one (its Pikeman's is
// the only move into the Pit); TestOnlyWayIsDifficultyOne tests it.
func TestDifficultyFollowsTheShippedOrder(t *testing.T) {
	pk, err := puzzles.Load("testdata/calibration.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	var est, given []float64
	for _, pz := range pk.Puzzles {
		q, err := FromScenario(&pz.Scenario)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Analyze(context.Background(), q, Options{Workers: 1})
		if err != nil {
			t.Fatalf("%s: %v", pz.ID, err)
		}
		fit := fitScore(r)
		if d := level(fit) - pz.Difficulty; d < -1 || d > 1 {
			t.Errorf("%s: estimate %d (score %.2f), the author gave %d", pz.ID, level(fit), fit, pz.Difficulty)
		}
		est = append(est, fit)
		given = append(given, float64(pz.Difficulty))
	}
	if len(est) != 44 {
		t.Fatalf("%d puzzles, want the 44 of the calibration", len(est))
	}
	if rho := spearman(est, given); rho < 0.8 {
		t.Errorf("rank correlation %.3f with the authors' difficulty, want at least 0.8", rho)
	}
}

// spearman is the rank correlation of two samples, ties sharing a rank.
func spearman(a, b []float64) float64 {
	ra, rb := ranks(a), ranks(b)
	mean := func(v []float64) float64 {
		s := 0.0
		for _, x := range v {
			s += x
		}
		return s / float64(len(v))
	}
	ma, mb := mean(ra), mean(rb)
	var cov, va, vb float64
	for i := range ra {
		cov += (ra[i] - ma) * (rb[i] - mb)
		va += (ra[i] - ma) * (ra[i] - ma)
		vb += (rb[i] - mb) * (rb[i] - mb)
	}
	return cov / math.Sqrt(va*vb)
}

func ranks(v []float64) []float64 {
	idx := make([]int, len(v))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(x, y int) int {
		switch {
		case v[x] < v[y]:
			return -1
		case v[x] > v[y]:
			return 1
		}
		return 0
	})
	r := make([]float64, len(v))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && v[idx[j+1]] == v[idx[i]] {
			j++
		}
		for k := i; k <= j; k++ {
			r[idx[k]] = float64(i+j) / 2
		}
		i = j + 1
	}
	return r
}

func TestLevelBounds(t *testing.T) {
	for _, c := range []struct {
		score float64
		want  int
	}{{-3, 1}, {1.49, 1}, {1.5, 2}, {3.2, 3}, {4.6, 5}, {9, 5}} {
		if got := level(c.score); got != c.want {
			t.Errorf("level(%v) = %d, want %d", c.score, got, c.want)
		}
	}
}

// A puzzle whose solution is the only move that brings a piece to the
// goal's place is difficulty 1 whatever else it measures: the first try
// works. A bird over the wall scored 4 (it was labelled so in the tactics
// pack): its Bird on F2 is the only piece that can end in the Pit. In A dog
// in the Pit the Bird on B2 can fly in too, and the puzzle keeps its score.
func TestOnlyWayIsDifficultyOne(t *testing.T) {
	r, _ := analyzeTest(t, "a-bird-over-the-wall")
	if r.OnlyWay == nil || r.OnlyWay.Kind != engine.GoalPit {
		t.Errorf("a-bird-over-the-wall: OnlyWay %v, want the Pit", r.OnlyWay)
	}
	if r.Difficulty != 1 || r.Score > OnlyWayScore {
		t.Errorf("a-bird-over-the-wall: difficulty %d (score %.2f), want 1", r.Difficulty, r.Score)
	}
	r, _ = analyzeTest(t, "a-dog-in-the-pit")
	if r.OnlyWay != nil {
		t.Errorf("a-dog-in-the-pit: OnlyWay %v, but the Bird on B2 flies into the Pit too", r.OnlyWay)
	}
	if r.Difficulty < 2 {
		t.Errorf("a-dog-in-the-pit: difficulty %d (score %.2f), want its measures' estimate, 2 or more", r.Difficulty, r.Score)
	}
}

// OnlyWay reads each goal's place: next to the piece to kill (the King on
// CD4 is there already, and does not count), the territory to ransack (the
// Magician on EF3 is inside already); and a solution with another way in,
// or a goal without a place, is no only way.
func TestOnlyWayReadsTheGoalsPlace(t *testing.T) {
	pk, err := puzzles.Load("testdata/filters.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id, want string
	}{
		{"the-harpys-revenge", "kill CD2"},
		{"centaur-at-the-gate", "ransack EF"},
		{"a-bird-over-the-wall", "pit"},
		{"a-dog-in-the-pit", ""},
		{"two-ways", ""},
		{"walk-in", ""},
		{"the-net", ""},
	} {
		pz := pk.Puzzle(c.id)
		if pz == nil {
			t.Fatalf("no puzzle %q", c.id)
		}
		q, err := FromScenario(&pz.Scenario)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if g, ok := OnlyWay(q.Problem, q.Solution); ok {
			got = g.String()
		}
		if got != c.want {
			t.Errorf("%s: OnlyWay %q, want %q", c.id, got, c.want)
		}
	}
}
