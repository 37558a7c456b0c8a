package quality

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
)

// TestDifficultyFollowsTheShippedOrder holds the estimate to the order the
// authors gave the puzzles it was fitted on: a rank correlation of at
// least 0.8, and every estimate within one of the author's difficulty.
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
		if d := r.Difficulty - pz.Difficulty; d < -1 || d > 1 {
			t.Errorf("%s: estimate %d (score %.2f), the author gave %d", pz.ID, r.Difficulty, r.Score, pz.Difficulty)
		}
		est = append(est, r.Score)
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
