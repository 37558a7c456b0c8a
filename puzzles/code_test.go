package puzzles

import (
	"reflect"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// Every shipped puzzle written as a puzzle code reads back as the same
// problem: position, side, opponent model, goals and the script.
func TestPuzzleCodeRoundTripsShipped(t *testing.T) {
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, pk := range packs {
		for _, pz := range pk.Puzzles {
			t.Run(pk.ID+"/"+pz.ID, func(t *testing.T) {
				code := pz.PuzzleCode()
				if strings.Contains(code, "\n") {
					t.Fatalf("the code is not one line: %q", code)
				}
				back, err := FromCode(code, pk.Catalogue())
				if err != nil {
					t.Fatalf("%s\ndoes not read back: %v", code, err)
				}
				got := &back.Puzzles[0].Scenario
				if got.Position != pz.Position || got.Side != pz.Side || got.Opponent != pz.Opponent ||
					!reflect.DeepEqual(got.Goals, pz.Goals) || !reflect.DeepEqual(nonEmpty(got.Script()), nonEmpty(pz.Script())) {
					t.Errorf("%s\nreads back as side %d, %s, goals %v, script %v; want side %d, %s, goals %v, script %v",
						code, got.Side, got.Opponent, got.Goals, got.Script(), pz.Side, pz.Opponent, pz.Goals, pz.Script())
				}
				if again := got.PuzzleCode(); again != code {
					t.Errorf("written again: %q, first %q", again, code)
				}
				if len(pz.Solution) > 0 && strings.Contains(code, pz.Solution[0].Format(pk.Catalogue())) && pz.Opponent != Fixed {
					t.Errorf("the code gives the solution away: %s", code)
				}
			})
			n++
		}
	}
	if n == 0 {
		t.Fatal("no shipped puzzles")
	}
}

// nonEmpty drops the players without orders, so that nil and empty compare
// equal.
func nonEmpty(script [][]engine.Order) map[int][]engine.Order {
	m := map[int][]engine.Order{}
	for i, os := range script {
		if len(os) > 0 {
			m[i+1] = os
		}
	}
	return m
}

func TestPuzzleCodeFixed(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | opponent fixed | goals kill A1, no-losses | orders 2: move A1 A 1"
	pk, err := FromCode(code, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &pk.Puzzles[0].Scenario
	if s.ID != CodeID || s.Side != 1 || s.Opponent != Fixed || engine.GoalsText(s.Goals) != "kill A1, no-losses" {
		t.Errorf("read %+v", s)
	}
	if got := engine.OrdersText(s.Catalogue(), s.Script()[1], ""); got != "move A1 A 1" {
		t.Errorf("script %q", got)
	}
	if got := s.PuzzleCode(); got != code {
		t.Errorf("written as %q", got)
	}
	// Orders without an opponent block mean "fixed", as in a file.
	pk, err = FromCode("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | goals kill A1 | orders 2: move A1 A 1", nil)
	if err != nil || pk.Puzzles[0].Opponent != Fixed {
		t.Errorf("default opponent: %v, %+v", err, pk)
	}
	// A position code alone is a puzzle of side 1, hold, no goals.
	pk, err = FromCode("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-", nil)
	if err != nil || pk.Puzzles[0].Side != 1 || pk.Puzzles[0].Opponent != Hold || len(pk.Puzzles[0].Goals) != 0 {
		t.Errorf("position code: %v, %+v", err, pk)
	}
}

func TestPuzzleCodeErrors(t *testing.T) {
	const pos = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"
	tests := []struct{ name, task, want string }{
		{"side out of range", " | side 3", `block "side 3": the side is a player, 1 to 2`},
		{"side twice", " | side 1 | side 2", "side is given twice"},
		{"bad opponent", " | opponent all", `unknown opponent model "all"`},
		{"bad goal", " | goals conquer DE", `unknown goal`},
		{"bad orders", " | orders 2: move A1 A 9", `block "orders 2: move A1 A 9"`},
		{"orders without player", " | orders move A1 A 1", `want "orders N: ORDER, ORDER"`},
		{"orders twice", " | orders 2: move A1 A 1 | orders 2: turn A1 B", "player 2's orders are given twice"},
		{"unknown block", " | hint look behind", `unknown block "hint look behind"`},
		{"hold with orders", " | opponent hold | orders 2: move A1 A 1", "hold"},
		{"own piece", " | side 2 | goals kill A1", "own"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := FromCode(pos+tc.task, nil)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			if err != nil && !strings.HasPrefix(err.Error(), CodeFile) {
				t.Errorf("error %q does not name the %s", err, CodeFile)
			}
		})
	}
}
