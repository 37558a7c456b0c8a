package tui

import (
	"strings"
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

// tteach 3: in lesson 12, with "move CD3 F 1" written and the Crab still
// selected, Enter on AB1 to place the Pikeman from hand was taken for a
// move of the Crab ("refused: move CD3 A 4 ... front speed is 0"), the
// hint line offered no Enter there, and the facing letter then did
// nothing. Enter on an empty cell the piece cannot reach places from hand
// (the hint says "Enter: place"); on a cell it can reach where a piece
// from hand can go too, and the move would replace its order, Enter asks.
func TestEnterOnAnEmptyCellItCannotReachPlaces(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 h:Pikeman Crab/CD3/A | DE.EF.FA m6 Pikeman/DE6/A Pikeman/D1/A Bird/A1/A | g:-")}
	var at engine.Loc
	e := NewOrderEntry(testCat, h)
	e.Allowed = func(n int) bool { return n == 1 }
	e.Cursor = func() engine.Loc { return at }
	e.Activate(loc(t, "CD3"))
	for _, r := range "mf1" {
		e.HandleKey(runeKey(r))
	}
	at = loc(t, "AB1")
	if got := e.EnterHint(); got != "place" {
		t.Errorf("cursor on AB1: Enter hint %q, want %q", got, "place")
	}
	e.Activate(at)
	if e.Step() != "place" || e.Selected() != engine.NoLoc {
		t.Fatalf("Enter on AB1: step %q, selected %v, message %q; want the placement asked, the Crab deselected", e.Step(), e.Selected(), h.msg)
	}
	e.HandleKey(runeKey('e'))
	if got := engine.OrdersText(testCat, h.orders[0], ""); got != "move CD3 F 1; place Pikeman AB1 E" {
		t.Errorf("Red's orders %q, want the move kept and the Pikeman placed", got)
	}

	// CD2: the Crab can move there (B 1), and the Pikeman be placed.
	h.orders = Orders{}
	e.Activate(loc(t, "CD3"))
	for _, r := range "mf1" {
		e.HandleKey(runeKey(r))
	}
	at = loc(t, "CD2")
	if got := e.EnterHint(); got != "move or place?" {
		t.Errorf("cursor on CD2: Enter hint %q, want %q", got, "move or place?")
	}
	var asked []MenuItem
	h.choose = func(items []MenuItem) int { asked = items; return 1 }
	e.Activate(at)
	if len(asked) != 2 || !strings.Contains(asked[0].Text, "instead of move CD3 F 1") || asked[1].Text != "place a Pikeman from hand here" {
		t.Fatalf("Enter on CD2 asked %v, want the move (instead of the order) or the placement", asked)
	}
	e.HandleKey(runeKey('a'))
	if got := engine.OrdersText(testCat, h.orders[0], ""); got != "move CD3 F 1; place Pikeman CD2 A" {
		t.Errorf("placement chosen: Red's orders %q", got)
	}
	// Without an order to replace, Enter on a cell in reach moves.
	h.orders = Orders{}
	e.Activate(loc(t, "CD3"))
	at = loc(t, "CD2")
	if got := e.EnterHint(); got != "move" {
		t.Errorf("no order yet, cursor on CD2: Enter hint %q, want %q", got, "move")
	}
}
