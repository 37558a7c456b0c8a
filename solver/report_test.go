package solver

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
)

// TestReportJSON checks the JSON object of the solve command: the keys of
// the issue first and in its order, solutions as lists of orders, and "give
// no orders" as an empty list.
func TestReportJSON(t *testing.T) {
	cat := testCatalogue(t)
	cases := []struct {
		name   string
		spec   problemSpec
		prefix string
	}{
		{"several", problemSpec{code: "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-", goals: []string{"kill A1"}},
			`{"solved":true,"unique":false,"solutions":[["move A3 D 1"],["move A3 D 2"]],"nodes":3,"seconds":`},
		{"no orders", problemSpec{code: "bc1 t2 d30 | AB.BC.CD m6 Pawn/A1/A | DE.EF.FA m6 Club/A3/D | g:-", goals: []string{"keep A1"}},
			`{"solved":true,"unique":true,"solutions":[[]],"nodes":1,"seconds":`},
		{"unsolvable", problemSpec{code: "bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 Rock/A1/A | g:-", goals: []string{"kill A1"}},
			`{"solved":false,"unique":false,"solutions":[],"nodes":`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := Solve(context.Background(), c.spec.build(t, cat), Options{})
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := r.WriteJSON(&b, cat); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(b.String(), c.prefix) {
				t.Errorf("JSON %s\nwant it to begin %s", b.String(), c.prefix)
			}
			var back map[string]any
			if err := json.Unmarshal(b.Bytes(), &back); err != nil {
				t.Fatal(err)
			}
			for _, k := range []string{"solved", "unique", "solutions", "nodes", "seconds", "complete", "stopped", "stats"} {
				if _, ok := back[k]; !ok {
					t.Errorf("no key %q in %s", k, b.String())
				}
			}
			st, _ := back["stats"].(map[string]any)
			if j, _ := st["judged"].(float64); j < 1 || int64(j) != r.Stats.Judged {
				t.Errorf("stats %v, the result's %+v", back["stats"], r.Stats)
			}
		})
	}
}

// TestReportTries checks that near misses and their refutations reach the
// JSON object, each reply naming its player.
func TestReportTries(t *testing.T) {
	cat := testCatalogue(t)
	spec := problemSpec{code: "bc1 t2 d30 | AB.BC.CD m6 Pawn/A1/A | DE.EF.FA m6 Pawn/D2/A | g:-", goals: []string{"pit"}, opponent: Any}
	r, err := Solve(context.Background(), spec.build(t, cat), Options{Tries: 3})
	if err != nil {
		t.Fatal(err)
	}
	rep := r.Report(cat)
	want := TryReport{Orders: []string{"move A1 D 1"}, Refutations: [][]PlayerOrders{{{Player: 2, Orders: []string{"move D2 A 1"}}}}}
	if len(rep.Tries) != 1 || !equalJSON(t, rep.Tries[0], want) {
		t.Errorf("tries %+v, want [%+v]", rep.Tries, want)
	}
}

func equalJSON(t *testing.T, a, b any) bool {
	t.Helper()
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	return bytes.Equal(x, y)
}

// TestReportText checks the text for people in each state, the stopped one
// included.
func TestReportText(t *testing.T) {
	cat := testCatalogue(t)
	spear, _ := cat.Lookup("Spear")
	a1, err := engine.ParseLoc("A1")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		r    Result
		want string
	}{
		{"unique", Result{Solutions: []Solution{{Orders: []engine.Order{engine.Move(engine.Pit, engine.A, 1)}}}, Unique: true,
			Complete: true, Nodes: 12, Elapsed: 10 * time.Millisecond},
			"solved: the minimal solution is unique\n  1. move Pit A 1\nsearched 12 positions in 0.010 s\n"},
		{"several", Result{Solutions: []Solution{{}, {Orders: []engine.Order{engine.Place(spear, engine.Pit, engine.B)}}},
			Complete: true, Nodes: 1},
			"solved: 2 solutions, not unique\n  1. (no orders)\n  2. place Spear Pit B\nsearched 1 position in 0.000 s\n"},
		{"unsolvable", Result{Complete: true, Nodes: 40},
			"no solution: proven unsolvable\nsearched 40 positions in 0.000 s\n"},
		{"stopped", Result{Stopped: true, NotProven: "3 of 9 branches searched to the end", Nodes: 7},
			"stopped: no solution found so far; the search did not finish\nnot proven: 3 of 9 branches searched to the end\nsearched 7 positions in 0.000 s\n"},
		{"any", Result{Complete: true, Nodes: 90, Stats: Stats{Judged: 6, Remembered: 3, Refuted: 2, Proved: 1, ReplyNodes: 80, ProofNodes: 70}},
			"no solution: proven unsolvable\nsearched 90 positions in 0.000 s\njudged 6 order sets: 3 beaten by a reply remembered, 2 by a reply searched for, 1 proved against every reply, in 70 positions\n"},
		{"any twins", Result{Solutions: []Solution{{Orders: []engine.Order{engine.Place(spear, engine.Pit, engine.B)}}}, Complete: true, Nodes: 50,
			Stats: Stats{Judged: 4, Remembered: 1, Proved: 3, Twins: 2, ReplyNodes: 40, ProofNodes: 30}},
			"solved: 1 solution, not unique\n  1. place Spear Pit B\nsearched 50 positions in 0.000 s\njudged 4 order sets: 1 beaten by a reply remembered, 0 by a reply searched for, 3 proved against every reply (2 of them by the proof of the same order set with other facings), in 30 positions\n"},
		{"any mirrored", Result{Solutions: []Solution{{Orders: []engine.Order{engine.Place(spear, engine.Pit, engine.B)}}, {Orders: []engine.Order{engine.Place(spear, engine.Pit, engine.C)}}},
			Complete: true, Nodes: 50, Stats: Stats{Judged: 2, Remembered: 1, Proved: 1, Mirrored: 1, ReplyNodes: 40, ProofNodes: 30}},
			"solved: 2 solutions, not unique, in 1 line\n  1-2. place Spear Pit B | C\nsearched 50 positions in 0.000 s\njudged 2 order sets: 1 beaten by a reply remembered, 0 by a reply searched for, 1 proved against every reply, in 30 positions\n" +
				"1 solution found by the search of the same placement with another facing, which came out the same\n"},
		{"grouped", Result{Solutions: []Solution{
			{Orders: []engine.Order{engine.Move(engine.Pit, engine.A, 1)}},
			{Orders: []engine.Order{engine.Move(engine.Pit, engine.A, 2)}},
			{Orders: []engine.Order{engine.Place(spear, engine.Pit, engine.B), engine.Turn(a1, engine.C)}},
			{Orders: []engine.Order{engine.Place(spear, engine.Pit, engine.C), engine.Turn(a1, engine.C)}},
			{Orders: []engine.Order{engine.Place(spear, engine.Pit, engine.D), engine.Turn(a1, engine.D)}},
		}, Complete: true, Nodes: 9},
			"solved: 5 solutions, not unique, in 3 lines\n  1-2. move Pit A 1 | A 2\n  3-4. place Spear Pit B | C; turn A1 C\n  5. place Spear Pit D; turn A1 D\nsearched 9 positions in 0.000 s\n"},
		{"grouped stopped", Result{Solutions: []Solution{
			{Orders: []engine.Order{engine.Move(engine.Pit, engine.A, 1)}},
			{Orders: []engine.Order{engine.Move(engine.Pit, engine.A, 2)}},
		}, Stopped: true, Nodes: 9},
			"stopped: 2 solutions found so far, in 1 line; the search did not finish\n  1-2. move Pit A 1 | A 2\nsearched 9 positions in 0.000 s\n"},
		{"grouped limited", Result{Solutions: []Solution{
			{Orders: []engine.Order{engine.Move(engine.Pit, engine.A, 1)}},
			{Orders: []engine.Order{engine.Move(engine.Pit, engine.A, 2)}},
		}, Limited: true, Nodes: 9},
			"solved: 2 solutions, in 1 line; the search stopped early, as asked, so there may be more\n  1-2. move Pit A 1 | A 2\nsearched 9 positions in 0.000 s\n"},
		{"any unsolvable", Result{Complete: true, Nodes: 12, Stats: Stats{Judged: 3, Refuted: 3, ReplyNodes: 11}},
			"no solution: proven unsolvable\nsearched 12 positions in 0.000 s\njudged 3 order sets: 0 beaten by a reply remembered, 3 by a reply searched for, 0 proved against every reply\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := c.r.WriteText(&b, cat); err != nil {
				t.Fatal(err)
			}
			if b.String() != c.want {
				t.Errorf("got\n%s\nwant\n%s", b.String(), c.want)
			}
		})
	}
}

// TestExitStatus checks the solve command's exit status for each verdict.
func TestExitStatus(t *testing.T) {
	for _, c := range []struct {
		r    Result
		want int
	}{
		{Result{Solutions: []Solution{{}}, Complete: true}, 0},
		{Result{Complete: true}, 1},
		{Result{Stopped: true}, 3},
		{Result{Solutions: []Solution{{}}, Stopped: true}, 3},
	} {
		if got := c.r.ExitStatus(); got != c.want {
			t.Errorf("%+v: exit status %d, want %d", c.r, got, c.want)
		}
	}
}
