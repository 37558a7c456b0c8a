package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// revscreens 4: in the editor (every player gives orders), with Blue's
// Pikeman selected, Enter on an empty cell of Red's territory started Red's
// placement ("place Pikeman on CD1 facing?"), naming nobody, and Blue's
// piece was deselected. Enter places for the selected piece's player only:
// here Blue has nothing to place, so it is refused, saying whose piece is
// selected and how to place Red's; the Pikeman stays selected.
func TestEnterPlacesForTheSelectedPiecesPlayer(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 h:Pikeman Crab/CD3/A | DE.EF.FA m6 Pikeman/DE6/A Pikeman/D1/A Bird/A1/A | g:-")}
	var at engine.Loc
	e := NewOrderEntry(testCat, h) // Allowed nil: every player, as in the editor
	e.Cursor = func() engine.Loc { return at }
	d1, cd1 := loc(t, "D1"), loc(t, "CD1")
	e.Activate(d1)
	at = cd1
	if got := e.EnterHint(); got != "" {
		t.Errorf("Blue's Pikeman selected, cursor on CD1: Enter hint %q, want none (Enter refuses)", got)
	}
	e.Activate(cd1)
	if e.Step() != "" || e.Selected() != d1 {
		t.Fatalf("Enter on CD1: step %q, selected %v (%q); want nothing started, Blue's Pikeman still selected", e.Step(), e.Selected(), h.msg)
	}
	for _, want := range []string{"Blue's Pikeman on D1 cannot move to CD1", "Blue has nothing to place there: Esc deselects it, then Enter places Red's"} {
		if !h.isErr || !strings.Contains(h.msg, want) {
			t.Errorf("Enter on CD1 said %q (error %v), want it refused with %q", h.msg, h.isErr, want)
		}
	}
	// Red's Crab selected, the same cell: Red's placement, and the
	// question names whose piece it is.
	e.Activate(loc(t, "CD3"))
	e.Activate(cd1)
	if e.Step() != "place" || !strings.HasPrefix(h.msg, "place Red's Pikeman on CD1 facing?") {
		t.Errorf("Red's Crab selected, Enter on CD1: step %q, message %q; want Red's placement asked by name", e.Step(), h.msg)
	}
}

// revscreens 5: Enter on an empty cell in line the selected piece cannot
// reach, where a piece from hand can go, starts the placement: the move's
// refusal (speed 0 that way) was not said, and Esc then left nothing
// selected. The refusal is said with the facing question, and Esc (or no
// piece chosen) selects the piece again; so does Esc after "move or
// place?" and "place".
func TestPlacementInsteadOfARefusedMoveKeepsReasonAndSelection(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 h:Pikeman Crab/CD3/A | DE.EF.FA m6 Pikeman/DE6/A Pikeman/D1/A Bird/A1/A | g:-")}
	e := NewOrderEntry(testCat, h)
	e.Allowed = func(n int) bool { return n == 1 }
	cd3 := loc(t, "CD3")
	e.Activate(cd3)
	for _, r := range "mf1" {
		e.HandleKey(runeKey(r))
	}
	e.Activate(loc(t, "AB1"))
	if e.Step() != "place" {
		t.Fatalf("Enter on AB1: step %q (%q), want the placement asked", e.Step(), h.msg)
	}
	if !strings.Contains(h.msg, "facing?") || !strings.Contains(h.msg, "not a move: move CD3 A 4: the Crab on CD3 cannot move toward A") {
		t.Errorf("Enter on AB1 said %q, want the facing asked and the move's refusal kept", h.msg)
	}
	if !e.Cancel() || e.Selected() != cd3 || e.Step() != "" {
		t.Errorf("Esc from the placement: selected %v, step %q (%q); want the Crab on CD3 selected again", e.Selected(), e.Step(), h.msg)
	}
	if !strings.Contains(h.msg, "selected again") {
		t.Errorf("Esc from the placement said %q", h.msg)
	}
	// CD2: the Crab could move there too; "place" chosen, then Esc.
	h.choose = chooseText("place")
	e.Activate(loc(t, "CD2"))
	if e.Step() != "place" || e.Selected() != engine.NoLoc {
		t.Fatalf("move or place? place: step %q, selected %v (%q)", e.Step(), e.Selected(), h.msg)
	}
	e.Cancel()
	if e.Selected() != cd3 {
		t.Errorf("Esc from the placement chosen in move or place?: selected %v, want CD3 again", e.Selected())
	}
	// A placement done leaves the piece deselected, as before, and a
	// later Esc brings back nothing.
	e.Activate(loc(t, "AB1"))
	e.HandleKey(runeKey('e'))
	if got := engine.OrdersText(testCat, h.orders[0], ""); got != "move CD3 F 1; place Pikeman AB1 E" {
		t.Errorf("Red's orders %q", got)
	}
	if e.Cancel() || e.Selected() != engine.NoLoc {
		t.Errorf("Esc after the placement: selected %v, want nothing", e.Selected())
	}
}
