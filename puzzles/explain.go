package puzzles

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// A learner's wrong answer is explained by the lesson's entry for it in
// `wrong` when there is one, else by the lesson's `why`. The trainer calls
// these after judging an answer wrong.

// Explain returns why the side's orders fail to reach a lesson's goals: the
// text of the wrong answer with the same orders, else of the largest listed
// answer all of whose orders they contain and whose claims hold on the turn
// these orders play, else Why. The orders a learner adds to a listed answer
// may change all its text says (a Crab said to die alone lives once another
// piece joins it): a text is said of a larger answer only when its claims,
// which state what it says, hold on that answer's own turn. Under the
// opponent model "any" the turn depends on the reply, and only the same
// orders get a wrong answer's text.
func (l *Lesson) Explain(orders []engine.Order) string {
	have := orderKeys(l.cat, orders)
	var larger []int
	for i, w := range l.Wrong {
		if len(w.Orders) == 0 {
			continue
		}
		want := orderKeys(l.cat, w.Orders)
		if !subset(want, have) {
			continue
		}
		if len(want) == len(have) {
			return w.Why
		}
		if len(w.Claims) > 0 {
			larger = append(larger, i)
		}
	}
	if len(larger) == 0 || l.Opponent == Any {
		return l.Why
	}
	t, _, err := l.Try(orders)
	if err != nil {
		return l.Why
	}
	// The largest first: it says most of the turn played.
	sort.SliceStable(larger, func(a, b int) bool { return len(l.Wrong[larger[a]].Orders) > len(l.Wrong[larger[b]].Orders) })
	for _, i := range larger {
		if len(l.CheckClaims(l.Wrong[i].Claims, t)) == 0 {
			return l.Wrong[i].Why
		}
	}
	return l.Why
}

// ExplainPrediction returns why a wrong prediction fails: the texts of the
// wrong answers whose missed and extra cells the learner's answer has, the
// ones naming most cells first, each that explains a cell the ones before it
// did not; and then Why when a cell the learner missed or picked wrongly is
// still unexplained, so that a learner who made two mistakes is not told of
// one only. Why alone when no entry matches.
func (l *Lesson) ExplainPrediction(picked []engine.Loc) string {
	_, missed, extra := CompareCells(l.Dies, picked)
	var order []int
	for i, w := range l.Wrong {
		if len(w.Missed)+len(w.Extra) > 0 && cellsIn(w.Missed, missed) && cellsIn(w.Extra, extra) {
			order = append(order, i)
		}
	}
	if len(order) == 0 {
		return l.Why
	}
	size := func(i int) int { return len(l.Wrong[i].Missed) + len(l.Wrong[i].Extra) }
	sort.SliceStable(order, func(a, b int) bool { return size(order[a]) > size(order[b]) })
	left := map[engine.Loc]bool{}
	for _, c := range append(slices.Clone(missed), extra...) {
		left[c] = true
	}
	var texts []string
	for _, i := range order {
		w := l.Wrong[i]
		cells := append(slices.Clone(w.Missed), w.Extra...)
		if !slices.ContainsFunc(cells, func(c engine.Loc) bool { return left[c] }) {
			continue
		}
		for _, c := range cells {
			delete(left, c)
		}
		if !slices.Contains(texts, w.Why) { // two cells, one reason
			texts = append(texts, w.Why)
		}
	}
	if len(left) > 0 && strings.TrimSpace(l.Why) != "" {
		texts = append(texts, l.Why)
	}
	return strings.Join(texts, "\n")
}

// ExplainFacing returns why a piece does not end facing d: the text of the
// wrong answer for d, or Why.
func (l *Lesson) ExplainFacing(d engine.Dir) string {
	for _, w := range l.Wrong {
		if w.Faces == d {
			return w.Why
		}
	}
	return l.Why
}

// FacingPiece names the piece a facing question is about, for the question
// and its answer: "Red's Drunk that starts on A3". The piece may end the
// turn on another cell, so "the piece on A3" would name the wrong cell, or
// another piece that ends there: it is named by owner, kind and the cell it
// starts the turn on, as FacesAt gives it.
func (l *Lesson) FacingPiece() string {
	if !l.FacesAt.Valid() {
		return "the piece"
	}
	pc := l.Position.At(l.FacesAt)
	if pc.Empty() || l.cat == nil || int(pc.Kind) >= l.cat.Len() {
		return fmt.Sprintf("the piece that starts on %v", l.FacesAt)
	}
	return fmt.Sprintf("%s's %s that starts on %v", engine.PlayerName(int(pc.Owner)), l.cat.Name(pc.Kind), l.FacesAt)
}

// JudgeFacing reports whether d is the way the lesson's piece ends facing.
func (l *Lesson) JudgeFacing(d engine.Dir) bool { return l.Task == TaskFacing && d == l.Faces }

// orderKeys writes orders in notation, sorted: a set to compare.
func orderKeys(cat *engine.Catalogue, orders []engine.Order) []string {
	out := make([]string, len(orders))
	for i, o := range orders {
		out[i] = o.Format(cat)
	}
	sort.Strings(out)
	return out
}

// subset reports whether every element of a is in b (both sorted).
func subset(a, b []string) bool {
	j := 0
	for _, x := range a {
		for j < len(b) && b[j] < x {
			j++
		}
		if j == len(b) || b[j] != x {
			return false
		}
		j++
	}
	return true
}

// cellsIn reports whether every cell of a is in b.
func cellsIn(a, b []engine.Loc) bool {
	for _, x := range a {
		found := false
		for _, y := range b {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
