package puzzles

import (
	"fmt"
	"math/rand/v2"
	"slices"
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
// on: the Drunk of lesson 49 started on A3 and ended on A4 (now it starts
// on E2 and ends on E1), and the trainer asked "Which way does the piece
// on A3 face at the end of the turn",
// naming a cell it is no longer on. Every shipped facing question whose
// piece moves is checked, so that none names its piece by a cell alone.
func TestFacingPieceNamesThePieceThatMoves(t *testing.T) {
	if got, want := shippedLessons(t).Lesson("drunk").FacingPiece(), "Red's Drunk that starts on E2"; got != want {
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

// A wrong answer's text is said of the turn the learner played only when
// it is true of it. The trainer told a learner who played lesson 19's
// `move CD1 A 1; move AB1 E 1; move E3 A 2` "Alone, the Crab meets the
// Blockhead's front 5 with 3, and dies", the text of `move AB1 E 1`,
// though with three pieces the Blockhead died and both Crabs lived. For
// every lesson with goals of the shipped packs, every order set of the
// side (a seeded sample where there are too many, with each listed wrong
// answer grown by other orders) that misses the goals is explained by a
// text whose claims hold on the turn it plays, or by the lesson's why.
func TestExplainIsTrueOfTheTurnPlayed(t *testing.T) {
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(19, 24))
	lessons, tried, listed := 0, 0, 0
	for _, pk := range packs {
		for _, l := range pk.Lessons {
			if l.Task != TaskGoals || len(l.Wrong) == 0 {
				continue
			}
			lessons++
			for _, os := range sideOrderSets(l, rng) {
				turn, ok, err := l.Try(os)
				if err != nil || ok {
					continue // illegal, or right: nothing to explain
				}
				tried++
				got := l.Explain(os)
				if got == l.Why {
					continue
				}
				listed++
				if msg := explainedFalsely(l, os, turn, got); msg != "" {
					t.Errorf("%s: %s explained by %q: %s", l.ID, engine.OrdersText(l.cat, os, "no orders"), got, msg)
				}
			}
		}
	}
	if lessons == 0 || listed == 0 {
		t.Fatalf("%d lessons, %d answers explained by a listed text: the test checks nothing", lessons, listed)
	}
	t.Logf("%d lessons, %d wrong order sets, %d explained by a listed text", lessons, tried, listed)
}

// explainedFalsely says why text, said of the side's orders os and the turn
// they play, is false: no wrong answer with that text is those orders, or
// is contained in them with claims that hold on the turn; "" when one is.
func explainedFalsely(l *Lesson, os []engine.Order, turn *Turn, text string) string {
	have := orderKeys(l.cat, os)
	msg := "no listed wrong answer has this text"
	for _, w := range l.Wrong {
		want := orderKeys(l.cat, w.Orders)
		switch {
		case w.Why != text || !subset(want, have):
			continue
		case len(want) == len(have):
			return ""
		case len(w.Claims) == 0:
			msg = "the listed answer it is written for is smaller and has no claims to show it true of this turn"
			continue
		}
		errs := l.CheckClaims(w.Claims, turn)
		if len(errs) == 0 {
			return ""
		}
		msg = fmt.Sprintf("on this turn %v", errs[0])
	}
	return msg
}

// sideOrderSets lists order sets of the lesson's side, legal or not (Try
// tells): every one when the pieces' options and one placement multiply to
// at most maxSets, else a seeded sample, and each listed wrong answer with
// one other order added, then with several.
func sideOrderSets(l *Lesson, rng *rand.Rand) [][]engine.Order {
	const maxSets = 20000
	p := &l.Position
	var slots [][]engine.Order // each slot: one piece's orders, or a placement
	for c := engine.Loc(0); c < engine.NumLocs; c++ {
		if pc := p.Board[c]; !pc.Empty() && int(pc.Owner) == l.Side {
			slots = append(slots, p.PieceOptions(l.cat, c, nil))
		}
	}
	var places []engine.Order
	for _, k := range p.Player(l.Side).HandKinds() {
		for _, pc := range p.PlaceCells(l.cat, l.Side, k, nil) {
			for f := engine.A; f <= engine.F; f++ {
				if pc.Facings&(1<<f) != 0 {
					places = append(places, engine.Place(k, pc.Loc, f))
				}
			}
		}
	}
	if len(places) > 0 {
		slots = append(slots, places)
	}
	total := 1
	for _, s := range slots {
		total *= len(s) + 1
		if total > maxSets {
			break
		}
	}
	var out [][]engine.Order
	if total <= maxSets {
		var walk func(i int, cur []engine.Order)
		walk = func(i int, cur []engine.Order) {
			if i == len(slots) {
				out = append(out, slices.Clone(cur))
				return
			}
			walk(i+1, cur)
			for _, o := range slots[i] {
				walk(i+1, append(cur, o))
			}
		}
		walk(0, nil)
	} else {
		for range 3000 {
			var os []engine.Order
			for _, s := range slots {
				if i := rng.IntN(len(s) + 1); i < len(s) {
					os = append(os, s[i])
				}
			}
			out = append(out, os)
		}
	}
	// Each listed wrong answer grown by the orders of the slots it leaves
	// alone: one at a time, then a few at once.
	for _, w := range l.Wrong {
		var free [][]engine.Order
		for _, s := range slots {
			if !slices.ContainsFunc(s, func(o engine.Order) bool { return slices.Contains(w.Orders, o) }) {
				free = append(free, s)
			}
		}
		for _, s := range free {
			for _, o := range s {
				out = append(out, append(slices.Clone(w.Orders), o))
			}
		}
		for range 300 {
			os := slices.Clone(w.Orders)
			for _, s := range free {
				if i := rng.IntN(len(s) + 1); i < len(s) {
					os = append(os, s[i])
				}
			}
			out = append(out, os)
		}
	}
	return out
}
