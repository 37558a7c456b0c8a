package puzzles

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// A learner who makes two mistakes in a prediction is told of both: the
// texts of the wrong answers that explain each, and the lesson's why when
// no entry explains one of them. Lesson 4 (test-the-card) used to explain a
// learner who missed both deaths with the Cyclops on A1 alone.
func TestExplainPredictionCoversEveryMistake(t *testing.T) {
	pk := mustParse(t, `
[[lesson]]
id = "two"
text = "Which pieces die?"
dies = ["A1", "D2"]
why = "WHY"
turn = 2

[[lesson.player]]
pieces = ["Pikeman A3 D", "Pikeman D3 A"]
orders = ["move A3 D 1"]

[[lesson.player]]
pieces = ["Bird A1 A", "Bird D2 A"]

[[lesson.wrong]]
missed = ["A1"]
why = "ONE"

[[lesson.wrong]]
extra = ["A3"]
why = "EXTRA"
`)
	l := pk.Lesson("two")
	for _, c := range []struct {
		picked string
		want   []string
		not    []string
	}{
		{"D2", []string{"ONE"}, []string{"WHY", "EXTRA"}},       // one mistake, its entry
		{"A1", []string{"WHY"}, []string{"ONE", "EXTRA"}},       // no entry: the why
		{"", []string{"ONE", "WHY"}, []string{"EXTRA"}},         // D2 missed too: the why says it
		{"D2 A3", []string{"ONE", "EXTRA"}, []string{"WHY"}},    // both explained
		{"A3", []string{"ONE", "EXTRA", "WHY"}, nil},            // three mistakes
		{"A1 D2 A3", []string{"EXTRA"}, []string{"ONE", "WHY"}}, // the extra alone
	} {
		var picked []string
		if c.picked != "" {
			picked = strings.Fields(c.picked)
		}
		got := l.ExplainPrediction(locs(t, picked...))
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("picked %q: %q does not say %s", c.picked, got, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("picked %q: %q says %s", c.picked, got, w)
			}
		}
	}

	// Two cells missed for one reason: the reason once.
	ties := shippedLessons(t).Lesson("ties")
	var picked []engine.Loc
	for _, c := range ties.Dies {
		if c.String() != "A1" && c.String() != "A2" {
			picked = append(picked, c)
		}
	}
	if got := ties.ExplainPrediction(picked); strings.Count(got, "6 against 6") != 1 {
		t.Errorf("ties, A1 and A2 missed: %q", got)
	}

	// The shipped lesson: missing both deaths names both pieces.
	tc := shippedLessons(t).Lesson("test-the-card")
	got := tc.ExplainPrediction(nil)
	for _, cell := range []string{"A1", "D2"} {
		if !strings.Contains(got, cell) {
			t.Errorf("test-the-card, nothing picked: %q does not name %s", got, cell)
		}
	}
}

// A facing question names its piece by owner, kind and the cell it starts
// on: the Drunk of lesson 49 starts on A3 and ends on A4, and the trainer
// asked "Which way does the piece on A3 face at the end of the turn",
// naming a cell it is no longer on. Every shipped facing question whose
// piece moves is checked, so that none names its piece by a cell alone.
func TestFacingPieceNamesThePieceThatMoves(t *testing.T) {
	if got, want := shippedLessons(t).Lesson("drunk").FacingPiece(), "Red's Drunk that starts on A3"; got != want {
		t.Errorf("drunk: %q, want %q", got, want)
	}
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	moved := 0
	for _, pk := range packs {
		for _, l := range pk.Lessons {
			if l.Task != TaskFacing {
				continue
			}
			turn, err := l.Play(l.FileOrders())
			if err != nil {
				t.Fatalf("%s: %v", l.ID, err)
			}
			f := turn.Outcome.Start[l.FacesAt]
			if f.Loc == l.FacesAt {
				continue
			}
			moved++
			kind := l.cat.Name(l.Position.At(l.FacesAt).Kind)
			if got := l.FacingPiece(); !strings.Contains(got, kind) || !strings.Contains(got, "starts on "+l.FacesAt.String()) {
				t.Errorf("%s: the piece ends on %v; %q does not name it by kind and start cell", l.ID, f.Loc, got)
			}
		}
	}
	if moved == 0 {
		t.Error("no shipped facing question's piece moves: the test checks nothing")
	}
}
