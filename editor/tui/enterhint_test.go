package tui

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestEnterHintSaysMoveOnlyWhereTheEngineTakesIt: with a piece selected,
// the hint said "Enter: move" on every cell in line with it, also where
// the engine refuses the move (too far for its speed that way); in the
// editor Enter then selected the enemy piece there without a word.
func TestEnterHintSaysMoveOnlyWhereTheEngineTakesIt(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Bird/D3/A | DE.EF.FA m6 Crab/A4/D | g:-")}
	var at engine.Loc
	e := NewOrderEntry(testCat, h)
	e.Cursor = func() engine.Loc { return at }
	e.Activate(loc(t, "D3"))
	for _, c := range []struct {
		cell string
		want string
	}{
		{"D1", "move"},   // 2 toward A, within the Bird's front speed
		{"A2", ""},       // 5 toward A: the Bird moves at most 4 that way
		{"A4", "select"}, // the Crab there, 7 away: the editor selects it
	} {
		at = loc(t, c.cell)
		var o Orders
		h.orders = o
		if c.cell == "A4" {
			e.Allowed = nil // every player gives orders, as in the editor
		} else {
			e.Allowed = func(n int) bool { return n == 1 }
		}
		if got := e.EnterHint(); got != c.want {
			t.Errorf("cursor on %s: Enter hint %q, want %q", c.cell, got, c.want)
		}
	}
}
