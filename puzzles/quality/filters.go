package quality

import (
	"errors"
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// Filter judges one thing about a puzzle from its report: nil when the
// puzzle passes, an error saying why when it does not.
type Filter struct {
	Name  string
	Check func(r *Report, cat *engine.Catalogue) error
}

// Filters are every filter, in the order they are reported.
var Filters = []Filter{
	{"unique", Unique},
	{"not-trivial", NotTrivial},
	{"model-matters", ModelMatters},
	{"not-a-sum", NotASum},
	{"themed", Themed},
}

// Verdict is one filter's verdict on one puzzle.
type Verdict struct {
	Filter string
	Err    error // nil: passed
}

// Judge runs every filter on a report.
func Judge(r *Report, cat *engine.Catalogue) []Verdict {
	out := make([]Verdict, len(Filters))
	for i, f := range Filters {
		out[i] = Verdict{Filter: f.Name, Err: f.Check(r, cat)}
	}
	return out
}

// Passes reports whether every verdict is a pass.
func Passes(vs []Verdict) bool {
	for _, v := range vs {
		if v.Err != nil {
			return false
		}
	}
	return true
}

// Unique passes a puzzle whose search finished with one idea: every
// minimal solution lies inside the stated solution or an accepted
// alternative (the same idea, one cell further), and the stated solution is
// itself minimal, so that every stated order is needed.
func Unique(r *Report, cat *engine.Catalogue) error {
	if len(r.Solutions) == 0 {
		return errors.New("no solution")
	}
	accepted := append([][]engine.Order{r.Stated}, r.Alternatives...)
	var others []string
	stated := false
	for _, s := range r.Solutions {
		if contains(r.Stated, s) {
			stated = true
		}
		inside := false
		for _, a := range accepted {
			inside = inside || contains(a, s)
		}
		if !inside {
			others = append(others, engine.OrdersText(cat, s, "to give no orders"))
		}
	}
	if len(others) > 0 {
		return fmt.Errorf("%d minimal solutions; besides the accepted ones: %s", len(r.Solutions), strings.Join(others, " | "))
	}
	if !stated {
		return errors.New("no minimal solution lies inside the stated one")
	}
	var extra []string
	for _, o := range r.Stated {
		needed := false
		for _, s := range r.Solutions {
			if contains(r.Stated, s) && containsOrder(s, o) {
				needed = true
			}
		}
		if !needed {
			extra = append(extra, o.Format(cat))
		}
	}
	if len(extra) > 0 {
		return fmt.Errorf("not every stated order is needed: without %s it still works", strings.Join(extra, ", "))
	}
	return nil
}

func containsOrder(os []engine.Order, o engine.Order) bool {
	for _, x := range os {
		if x == o {
			return true
		}
	}
	return false
}

// NotTrivial passes a puzzle with at least MinCandidates candidates of which
// only the stated solution's family works.
func NotTrivial(r *Report, _ *engine.Catalogue) error {
	c := r.Count
	if c.Candidates < MinCandidates {
		sets := "candidate order sets"
		if c.Candidates == 1 {
			sets = "candidate order set"
		}
		return fmt.Errorf("trivial: %d %s, fewer than %d", c.Candidates, sets, MinCandidates)
	}
	switch {
	case c.Stray == 1:
		return errors.New("1 candidate outside the solution's family works too")
	case c.Stray > 0:
		return fmt.Errorf("%d candidates outside the solution's family work too", c.Stray)
	}
	return nil
}

// ModelMatters passes a puzzle whose opponent model changes it: under "any"
// at least one near miss (an order set only one or two replies refute);
// under "fixed" other minimal solutions than when the opponent gives no
// orders. Under "hold" there is nothing to compare, and it passes.
func ModelMatters(r *Report, cat *engine.Catalogue) error {
	switch r.Opponent {
	case solver.Any:
		if len(r.NearMisses) == 0 {
			return errors.New("under any, no near miss: no order set is refuted by only one or two replies")
		}
	case solver.Fixed:
		if sameSets(r.Solutions, r.HoldSolutions) {
			return errors.New("the fixed orders change nothing: the solutions are the same when the opponent gives no orders")
		}
	}
	return nil
}

// NotASum passes a puzzle whose solution does not split into two parts
// that do not interact (see Report.Sum).
func NotASum(r *Report, cat *engine.Catalogue) error {
	if r.Sum == nil {
		return nil
	}
	return fmt.Errorf("a sum of independent ideas: %s and %s do not interact",
		engine.OrdersText(cat, r.Sum[0], ""), engine.OrdersText(cat, r.Sum[1], ""))
}

// Themed passes a puzzle whose solution shows at least one rule besides the
// goal itself (ransacking, elimination) and the facing of the loser: a
// plain kill, head-on or from the side, has none. When the report measured
// which themes decide (Report.DecisiveMeasured), only those count: a
// special rule whose piece took part without changing the answer is no
// theme.
func Themed(r *Report, _ *engine.Catalogue) error {
	themes := r.Themes
	if r.DecisiveMeasured {
		themes = r.Decisive
	}
	if !own(themes) {
		return errors.New("no theme: no rule beyond the goal and the facing of the loser decides the turn")
	}
	return nil
}
