package quality

import (
	"math"

	"github.com/birdcrab/birdcrab/solver"
)

// Features are the measurable things the difficulty estimate reads.
type Features struct {
	Candidates float64 // log10 of the candidates
	Tempting   float64 // the tempting share, 0 to 1
	Orders     float64 // orders in the solution
	Pieces     float64 // pieces involved
	Rules      float64 // themes
	Any        float64 // 1 under "any"
}

// FeaturesOf reads the features of a report.
func FeaturesOf(r *Report) Features {
	f := Features{
		Candidates: math.Log10(float64(max(r.Count.Candidates, 1))),
		Tempting:   r.Count.TemptingShare(),
		Orders:     float64(len(r.Stated)),
		Pieces:     float64(r.Pieces),
		Rules:      float64(len(r.Themes)),
	}
	if r.Opponent == solver.Any {
		f.Any = 1
	}
	return f
}

// weights of the difficulty estimate, fitted by least squares to the
// difficulty the authors gave the shipped tactics pack (see
// TestDifficultyFollowsTheShippedOrder); bias first.
var weights = [7]float64{difficultyBias, wCandidates, wTempting, wOrders, wPieces, wRules, wAny}

const (
	difficultyBias = 0.0
	wCandidates    = 0.5
	wTempting      = 1.0
	wOrders        = 0.5
	wPieces        = 0.1
	wRules         = 0.3
	wAny           = 0.5
)

// score is the difficulty estimate before rounding.
func score(r *Report) float64 {
	f := FeaturesOf(r)
	x := [7]float64{1, f.Candidates, f.Tempting, f.Orders, f.Pieces, f.Rules, f.Any}
	s := 0.0
	for i := range x {
		s += weights[i] * x[i]
	}
	return s
}

// level rounds a score to a difficulty from 1 to 5.
func level(s float64) int {
	return min(5, max(1, int(math.Round(s))))
}
