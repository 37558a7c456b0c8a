package editor

import (
	"errors"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// mustApply applies an edit to d or fails the test.
func mustApply(t *testing.T, d *Doc, label string, edit func(*State) error) {
	t.Helper()
	if err := d.Apply(label, edit); err != nil {
		t.Fatalf("%s: %v", label, err)
	}
}

// Apply, Undo and Redo walk the history; Dirty follows the saved state.
func TestDocHistory(t *testing.T) {
	p0 := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")
	d := NewDoc(testCat, State{Pos: p0})
	d.MarkSaved()
	changes := 0
	d.OnChange = func() { changes++ }
	pik := kind(t, "Pikeman")
	ab3, ab4 := loc(t, "AB3"), loc(t, "AB4")
	mustApply(t, d, "place", PutPiece(testCat, ab3, engine.Piece{Kind: pik, Owner: 1, Facing: engine.F}))
	mustApply(t, d, "move", MovePiece(testCat, ab3, ab4))
	if !d.Dirty() || changes != 2 {
		t.Fatalf("dirty %v after %d changes", d.Dirty(), changes)
	}
	if err := d.Apply("move", MovePiece(testCat, ab4, ab4)); !errors.Is(err, ErrNoChange) {
		t.Errorf("a move onto itself: %v, want ErrNoChange", err)
	}
	if err := d.Apply("remove", RemovePiece(testCat, ab3, false)); err == nil || !strings.Contains(err.Error(), "no piece on AB3") {
		t.Errorf("removing from an empty cell: %v", err)
	}
	if label, ok := d.Undo(); !ok || label != "move" {
		t.Errorf("undo: %q %v", label, ok)
	}
	if d.Pos().Board[ab3].Empty() || !d.Pos().Board[ab4].Empty() {
		t.Error("undo did not bring the piece back to AB3")
	}
	d.Undo()
	if d.Dirty() {
		t.Error("back at the saved state, but dirty")
	}
	if _, ok := d.Undo(); ok {
		t.Error("undo past the start")
	}
	d.Redo()
	d.Redo()
	if d.Pos().Board[ab4].Empty() {
		t.Error("redo did not replay the move")
	}
	if _, ok := d.Redo(); ok {
		t.Error("redo past the end")
	}
	// A new edit clears the redo history.
	d.Undo()
	d.Apply("remove", RemovePiece(testCat, ab3, true))
	if d.CanRedo() {
		t.Error("a new edit kept the redo history")
	}
}

// Each edit refuses what the engine's Validate would reject, with a reason.
func TestEditRefusals(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 s1 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 | g:-")
	pik := kind(t, "Pikeman")
	tests := []struct {
		name string
		edit func(*State) error
		want string
	}{
		{"occupied", PutPiece(testCat, loc(t, "AB3"), engine.Piece{Kind: pik, Owner: 1, Facing: engine.A}), "already holds a Pikeman"},
		{"removed cell", PutPiece(testCat, loc(t, "A4"), engine.Piece{Kind: pik, Owner: 1, Facing: engine.A}), "removed by sudden death"},
		{"no such player", PutPiece(testCat, loc(t, "AB2"), engine.Piece{Kind: pik, Owner: 3, Facing: engine.A}), "no player 3"},
		{"move onto a removed cell", MovePiece(testCat, loc(t, "AB3"), loc(t, "AB6")), "removed by sudden death"},
		{"take from an empty hand", TakeFromHand(testCat, 1, pik), "Red holds no Pikeman"},
		{"take from an empty graveyard", TakeFromGrave(testCat, pik, 2), "no Pikeman of Blue"},
		{"grave of nobody", AddToGrave(testCat, pik, 0), "no player 0"},
		{"position with a piece on a removed ring", SetPosition(testCat, func() engine.Position {
			q := p
			q.SuddenDeath = 2
			return q
		}()), "sudden death"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := NewDoc(testCat, State{Pos: p})
			err := d.Apply(tc.name, tc.edit)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
			if d.Pos() == nil || *d.Pos() != p || d.CanUndo() {
				t.Error("a refused edit changed the document")
			}
		})
	}
}

// An edit that makes orders illegal drops them, and undo brings them back.
func TestEditPrunesOrders(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 h:Crab Pikeman/AB3/F Crab/AB5/E | DE.EF.FA m6 | g:-")
	var o tui.Orders
	for _, s := range []string{"move AB3 F 2", "turn AB5 A", "place Crab AB4 E"} {
		x, err := engine.ParseOrder(testCat, s)
		if err != nil {
			t.Fatal(err)
		}
		o[0] = append(o[0], x)
	}
	start := State{Pos: p, Orders: o}
	d := NewDoc(testCat, start)
	if err := d.Apply("rotate", RotatePiece(testCat, loc(t, "AB3"), 3)); err != nil {
		t.Fatal(err)
	}
	got := d.Orders()[0]
	if len(got) != 2 || got[0].Op != engine.OpTurn || got[1].Op != engine.OpPlace {
		t.Errorf("after turning the Pikeman round, orders %v: want its move dropped, the rest kept", got)
	}
	d.Undo()
	if !d.State().Equal(start) {
		t.Error("undo did not bring the orders back")
	}
	// Moving a piece takes its orders along.
	if err := d.Apply("move", MovePiece(testCat, loc(t, "AB5"), loc(t, "AB6"))); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, x := range d.Orders()[0] {
		if x.Op == engine.OpTurn && x.Loc == loc(t, "AB6") {
			found = true
		}
	}
	if !found {
		t.Errorf("the Crab's turn did not follow it to AB6: %v", d.Orders()[0])
	}
}

// Problems names every pair of enemies side by side: i lists them all,
// and it used to name two and say "3 more pairs of enemies side by side",
// which left the player to find the others on the board.
func TestProblemsNameEveryPairSideBySide(t *testing.T) {
	s := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A1/F Crab/A2/E King/A3/E | "+
		"DE.EF.FA m6 Harpy/F1/C Pikeman/FA1/C Crab/FA3/C | g:-")}
	got := strings.Join(Problems(testCat, &s), "\n")
	for _, want := range []string{
		"Harpy (Blue) on F1 and Pikeman (Red) on A1",
		"Pikeman (Blue) on FA1 and Crab (Red) on A2",
		"Pikeman (Blue) on FA1 and Pikeman (Red) on A1",
		"Crab (Blue) on FA3 and King (Red) on A3",
		"Crab (Blue) on FA3 and Crab (Red) on A2",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("problems:\n%s\nname no pair %q", got, want)
		}
	}
	if strings.Contains(got, "more pairs") {
		t.Errorf("problems:\n%s\nleave pairs unnamed", got)
	}
}

// Problems names enemies side by side, too many of a kind and warnings.
func TestProblems(t *testing.T) {
	tests := []struct {
		name, code, want string
	}{
		{"clean", "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | g:-", ""},
		{"enemies side by side", "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A1/F | DE.EF.FA m6 Pikeman/A2/C | g:-", "enemies side by side: Pikeman (Red) on A1 and Pikeman (Blue) on A2"},
		// A Cloud Man vanishes as the turn starts and fights where it
		// lands: i listed it with its neighbour as a fight that never
		// comes (a-cloud-over-the-pit).
		{"a Cloud Man beside an enemy", "bc1 t2 d30 | AB.BC.CD m6 CloudMan/D1/F | DE.EF.FA m6 ReverseCentaur/C1/C | g:-", ""},
		{"two Kings", "bc1 t2 d30 | AB.BC.CD m6 King/AB3/F | DE.EF.FA m6 King/DE3/C | g:-", "2 King in play, but the deck holds at most 1"},
		{"hand over its maximum", "bc1 t2 d30 | AB.BC.CD m1 h:Crab,Crab | DE.EF.FA m6 | g:-", "player 1 holds 2 pieces, over the hand maximum of 1"},
		// The end of turn 4 eliminated a player with no piece on the
		// board and no territory: i said "No problems" of players 3-6
		// added at turn 5 with nothing.
		{"not eliminated", "bc1 t5 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | - m6 h:Crab | - m6 | g:-",
			"Green has no piece on the board and no territory, but is not eliminated: the end of turn 4 would have put him out (F: Green: eliminated)"},
		{"out already", "bc1 t5 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | - m6 out | g:-", ""},
		{"the first turn", "bc1 t1 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | - m6 | g:-", ""},
		{"a territory keeps him in", "bc1 t5 d30 | AB.BC m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | CD m6 | g:-", ""},
		// The turn sudden death began judged elimination with the
		// territories still held, and took them after: Blue, with DE, EF
		// and FA then, is rightly in the game the turn after.
		{"sudden death has just begun", "bc1 t10 d30 s1 | - m6 Pikeman/A3/A | - m6 k2 h:Pikeman | g:-", ""},
		// A turn later, the last turn's end found him with neither.
		{"sudden death's second turn", "bc1 t11 d30 s2 | - m6 Pikeman/A2/A | - m6 k2 h:Pikeman | g:-",
			"Blue has no piece on the board and no territory, but is not eliminated: the end of turn 10 would have put him out (F: Blue: eliminated)"},
		// A Necromancer raises the dead and a Priest's conversion is a
		// kill: kills with an empty graveyard are no problem.
		{"kills, empty graveyard", "bc1 t5 d30 | AB.BC.CD m6 k2 Pikeman/AB3/F | DE.EF.FA m6 k3 Pikeman/DE3/C | g:-", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := State{Pos: mustPos(t, tc.code)}
			got := strings.Join(Problems(testCat, &s), "\n")
			if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
				t.Errorf("problems:\n%s\nwant %q", got, tc.want)
			}
		})
	}
}
