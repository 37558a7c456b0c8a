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
// difficulty the authors gave the 44 puzzles of the tactics pack before the
// generator (testdata/calibration.toml; see
// TestDifficultyFollowsTheShippedOrder); bias first. What makes a puzzle
// hard, by the fit: the pieces involved, the opponent "any", the share of
// tempting wrong answers and the orders needed; the count of candidates
// adds almost nothing once those are known.
var weights = [7]float64{difficultyBias, wCandidates, wTempting, wOrders, wPieces, wRules, wAny}

const (
	difficultyBias = -0.71
	wCandidates    = -0.08
	wTempting      = 1.65
	wOrders        = 0.35
	wPieces        = 0.73
	wRules         = 0.16
	wAny           = 0.96
)

// score is the difficulty estimate before rounding. A puzzle whose
// solution is the only order that brings a piece to the goal's place
// (Report.OnlyWay) scores at most OnlyWayScore, whatever else it measures:
// the first move a player tries is the answer.
func score(r *Report) float64 {
	s := fitScore(r)
	if r.OnlyWay != nil {
		s = min(s, OnlyWayScore)
	}
	return s
}

// fitScore is the fitted part of the score: the weighted measures.
func fitScore(r *Report) float64 {
	f := FeaturesOf(r)
	x := [7]float64{1, f.Candidates, f.Tempting, f.Orders, f.Pieces, f.Rules, f.Any}
	s := 0.0
	for i := range x {
		s += weights[i] * x[i]
	}
	return s
}

// OnlyWayScore is the most a puzzle whose solution is the only way to the
// goal's place scores: difficulty 1.
const OnlyWayScore = 1.0

// level rounds a score to a difficulty from 1 to 5.
func level(s float64) int {
	return min(5, max(1, int(math.Round(s))))
}
