package editor

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// edfix item 6: K said "kept the result: turn 3 is next", but the turn's
// result is the position before the next turn's draw (the deck and the
// hands as the turn left them), and the panel then said "(1 last turn:
// bonus draw)" of hands never dealt. K now says what each player draws
// and how to add the pieces, and the panel says the draw is not made
// while the board holds the result kept.
func TestKeepingAResultSaysItsDrawIsOwed(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	st := redOrder(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A Crab/DE3/B | g:-", "move A3 D 1")
	h.setState(st)
	h.Keys("O") // K goes back to Orders mode: "O, then H" (TestOwedDrawCountsDown: from Edit mode)
	h.WaitText("Orders mode")
	h.playToEnd()
	h.waitSide("Red: 1 kill (a bonus draw next turn)")
	h.Keys("K")
	h.waitMessage("kept the result: turn 3 is next (u goes back). Turn 3's draw is not made: Red draws 4 (with the kill bonus), Blue 3; of a draw of 3 each keeps 2, up to the hand's maximum (of a bonus draw the rules do not say): O, then H adds the pieces kept to the hands")
	h.waitSide("Turn 3's draw is not made yet: Red draws 4 (with the kill bonus), Blue 3. Of a draw of 3 each keeps 2, up to the hand's maximum, and returns the rest (how many of a bonus draw, the rules do not say): in Edit mode (O), H adds the pieces kept to the hands (+ for unknown kinds); F sets the deck.")
	kept := h.state().Pos
	if d := kept.FairDeal(); d[0] != 4 || d[1] != 3 || kept.Deck != 30 {
		t.Fatalf("the position kept deals %v from a deck of %d: the test's numbers are stale", d, kept.Deck)
	}
	// Once the turn is another (u goes back before it), the note goes.
	h.Keys("u")
	h.waitFor("back before the turn", func(e *Editor) bool { return *e.doc.Pos() == st.Pos })
	if words := h.sideWords(); strings.Contains(words, "draw is not made") {
		t.Errorf("the panel still says the draw is owed: %s", words)
	}
}

// The reminder of the draw K's result owes went with the first piece
// added (the position no longer the one kept), though Red had 2 more to
// add and Blue 3, and P then played the turn without a word of it. K
// from Edit mode said "O, then H": O would have left Edit mode, where H
// is. The reminder now counts the pieces added to each hand, stays while
// any is owed, and P says the draw is not made.
func TestOwedDrawCountsDown(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	st := redOrder(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A Crab/DE3/B | g:-", "move A3 D 1")
	h.setState(st)
	h.playToEnd()
	h.Keys("K")
	h.waitMessage("Turn 3's draw is not made: Red draws 4 (with the kill bonus), Blue 3; of a draw of 3 each keeps 2, up to the hand's maximum (of a bonus draw the rules do not say): H adds the pieces kept")
	h.waitFor("back in Edit mode", func(e *Editor) bool { return e.mode == modeEdit })
	h.Keys("H")
	h.WaitText("Red's hand: 0 of at most 6")
	h.Key(tcell.KeyUp) // unknown pieces
	h.Keys("+")
	h.waitFor("an unknown piece in Red's hand", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 1 })
	h.Key(tcell.KeyEscape)
	h.waitSide("Turn 3's draw is not made yet: Red draws 4 (with the kill bonus; 1 added), Blue 3.")
	h.Keys("H")
	h.WaitText("Red's hand: 1 of at most 6")
	h.Key(tcell.KeyUp)
	h.Keys("++")
	h.waitFor("3 unknown pieces in Red's hand", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 3 })
	h.Key(tcell.KeyEscape)
	h.waitSide("Turn 3's draw is not made yet: Blue draws 3.")
	h.Keys("P")
	h.waitMessage("turn 3 played without its draw, still owed: Blue draws 3. 0 events")
}

// rev10 #1: K on a turn that ends the game said "turn 9 is next" and
// "Turn 9's draw is not made: Red draws 4", and the panel said it too,
// beside "the game is over": no turn 9 comes, and nobody draws.
func TestKeepingAFinalResultOwesNoDraw(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, "bc1 t8 d30 | AB.BC.CD m6 k2 Pikeman/A2/D | - m6 k1 Bird/A1/D | g:-")})
	h.playToEnd()
	h.Keys("K")
	h.waitFor("back in Edit mode", func(e *Editor) bool { return e.mode == modeEdit })
	if !h.state().Pos.Over {
		t.Fatal("the turn did not end the game: the test's position is stale")
	}
	h.waitMessage("kept the result: the game is over: Red won (Blue eliminated) (u goes back)")
	if msg := h.message(); strings.Contains(msg, "next") || strings.Contains(msg, "draw") {
		t.Errorf("K's message promises a next turn or a draw: %s", msg)
	}
	h.waitSide("the game is over")
	if words := h.sideWords(); strings.Contains(words, "draw is not made") {
		t.Errorf("the panel says a draw is owed after the game ended: %s", words)
	}
}

// rev10 #2: the reminder of the draw K's result owes was tied to the turn
// number alone: a position pasted (v) at that turn, or made anew (N) and
// set to it, said its draw was not made. It holds now for the result kept,
// its hands and deck aside (H and F make the draw).
func TestOwedDrawIsTheKeptResults(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	st := redOrder(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A Crab/DE3/B | g:-", "move A3 D 1")
	h.setState(st)
	h.playToEnd()
	h.Keys("K")
	h.waitFor("back in Edit mode", func(e *Editor) bool { return e.mode == modeEdit })
	h.waitSide("Turn 3's draw is not made yet")
	kept := h.state().Pos
	// The draw made by hand (F sets the deck): still the result kept.
	drawn := kept
	drawn.Deck = 25
	drawn.Player(2).Hidden = 1
	h.Sync(func() { h.ed.doc.Replace(State{Pos: drawn}, false); h.ed.shell.App.ForceDraw() })
	h.waitSide("Turn 3's draw is not made yet: Red draws 4 (with the kill bonus), Blue 3 (1 added).")
	// Another position at turn 3, pasted.
	h.Sync(func() { h.ed.clipboard = "bc1 t3 d30 | AB.BC m6 Cyclops/C1/F | DE.EF.FA m6 Bird/EF1/B | g:-" })
	h.Keys("v")
	h.WaitText("Paste a position code")
	h.Key(tcell.KeyEnter)
	h.waitMessage("pasted the position")
	h.waitSide("Red hand 0/6 holds AB BC · kills 0")
	if words := h.sideWords(); strings.Contains(words, "draw is not made") {
		t.Errorf("the panel says the kept result's draw is owed on a position pasted: %s", words)
	}
	h.Keys("P")
	h.waitMessage("turn 3 played")
	if msg := h.message(); strings.Contains(msg, "still owed") {
		t.Errorf("P says the kept result's draw is owed on a position pasted: %s", msg)
	}
}

// playToEnd plays the turn (P) and goes to its last page, where K keeps
// the result.
func (h *harness) playToEnd() {
	h.T.Helper()
	h.Keys("P")
	h.waitFor("play mode", func(e *Editor) bool { return e.mode == modePlay })
	h.Key(tcell.KeyEnd)
}
