package editor

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

const ordersPos = "bc1 t2 d30 | AB.BC.CD m6 h:Crab Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-"

// orderTexts returns player n's orders in notation.
func orderTexts(s State, n int) string {
	var out []string
	for _, o := range s.Orders[n-1] {
		out = append(out, o.Format(testCat))
	}
	return strings.Join(out, "; ")
}

// In Orders mode: select a piece, m, a direction and a distance; the order
// is in the model, drawn on the board, listed in the side panel, and u
// takes it back.
func TestOrdersByKeys(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders mode")
	ab3 := loc(t, "AB3")
	h.moveTo(ab3)
	h.Key(tcell.KeyEnter)
	h.waitMessage("Pikeman (Red) on AB3")
	h.Keys("m")
	h.WaitText("move: which direction? a-f")
	h.Keys("e")
	h.WaitText("how far? 1-2")
	h.Keys("2")
	h.waitFor("the move order", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "move AB3 E 2" })
	// Issue 18, item 4: the name stays; the arrow is beside the piece, and
	// the steps on the cells the move crosses.
	x, y := h.CellPos(ab3)
	if got, _ := h.TextAt(x, y, 3); got != "AB3" {
		t.Errorf("AB3's name line reads %q, want its name", got)
	}
	if got, _ := h.TextAt(x, y+1, 4); got != "Pi↖↖" {
		t.Errorf("AB3's piece line reads %q, want the Pikeman and its move's arrow", got)
	}
	h.WaitText("Red   move AB3 E 2")
	// Blue's orders are entered the same way.
	h.moveTo(loc(t, "DE3"))
	h.Key(tcell.KeyEnter)
	h.Keys("ta")
	h.waitFor("Blue's turn order", func(e *Editor) bool { return orderTexts(e.doc.State(), 2) == "turn DE3 A" })
	h.Keys("uu")
	h.waitFor("both orders undone", func(e *Editor) bool { return e.doc.Orders().Count() == 0 })
}

// An illegal order is refused with the engine's reason and changes nothing.
func TestOrdersRefused(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.Keys("mb")
	h.waitMessage("refused: move AB3 B 1: the Pikeman on AB3 cannot move toward B: its back speed is 0")
	h.WaitText("refused: move AB3 B 1: the Pikeman on AB3 cannot move toward B")
	if n := h.state().Orders.Count(); n != 0 {
		t.Errorf("%d orders after a refusal", n)
	}
}

// With the mouse: a click moves the cursor, a second click selects the
// piece there, and two clicks on a cell in line move it there. One click
// moves the cursor only, as the key table says (kb9 #11): it acted at
// once, and a click on an empty cell opened a placement.
func TestOrdersByMouse(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders mode")
	h.ClickCell(loc(t, "AB6"))
	h.waitFor("the cursor on AB6", func(e *Editor) bool { return e.board.Cursor() == loc(t, "AB6") })
	h.ClickCell(loc(t, "AB3"))
	h.waitFor("the cursor on AB3", func(e *Editor) bool { return e.board.Cursor() == loc(t, "AB3") })
	h.waitFor("nothing selected, no window", func(e *Editor) bool { return e.entry.Selected() == engine.NoLoc && e.shell.Dialogs() == 0 })
	h.ClickCell(loc(t, "AB3"))
	h.waitFor("the Pikeman selected", func(e *Editor) bool { return e.entry.Selected() == loc(t, "AB3") })
	h.ClickCell(loc(t, "AB1"))
	h.waitFor("the cursor on AB1", func(e *Editor) bool { return e.board.Cursor() == loc(t, "AB1") })
	if n := h.state().Orders.Count(); n != 0 {
		t.Fatalf("one click gave %d orders", n)
	}
	h.ClickCell(loc(t, "AB1"))
	h.waitFor("the move order", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "move AB3 E 1" })
}

// A placement: Enter on an empty cell of one's territory, the piece (the
// only one in hand: no menu to choose it from), a facing letter.
func TestOrdersPlace(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	ab5 := loc(t, "AB5")
	h.moveTo(ab5)
	h.Key(tcell.KeyEnter)
	h.WaitText("place Red's Crab on AB5 facing? c d e f")
	h.Keys("a")
	h.WaitText("may not face A (backwards)")
	h.Keys("p")
	h.WaitText("place Red's Crab on AB5 facing? c d e f")
	h.Keys("e")
	h.waitFor("the placement", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "place Crab AB5 E" })
	x, y := h.CellPos(ab5)
	if got, _ := h.TextAt(x, y, 3); got != "AB5" {
		t.Errorf("AB5's name line reads %q, want its name", got)
	}
	if got, _ := h.TextAt(x, y+1, 3); got != "Cr↖" {
		t.Errorf("AB5's piece line reads %q, want the Crab to come", got)
	}
	// x on the cell clears the placement.
	h.Keys("x")
	h.waitFor("the placement cleared", func(e *Editor) bool { return e.doc.Orders().Count() == 0 })
}

// Editing the position drops the orders it makes illegal, and says so.
func TestEditDropsOrders(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	o, _ := engine.ParseOrder(testCat, "move AB3 E 2")
	var orders tui.Orders
	orders[0] = []engine.Order{o}
	h.setState(State{Pos: mustPos(t, ordersPos), Orders: orders})
	h.moveTo(loc(t, "AB3"))
	h.Keys("x")
	h.waitMessage("(1 order it made illegal dropped)")
	h.Keys("u")
	h.waitFor("the order back", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "move AB3 E 2" })
}

// Rotating a piece, giving it to another player, giving its territory
// away and placing a piece on a cell say the orders they dropped too, in
// the message that says what they did: the orders used to vanish from the
// panel with no word.
func TestEditSaysTheOrdersItDropped(t *testing.T) {
	cases := []struct {
		name, order, cell, keys, says string
	}{
		{"rotate", "move AB3 E 2", "AB3", "r", "faces F"},
		{"owner", "move AB3 E 2", "AB3", "o", "is now Blue's"},
		{"control", "place Crab AB5 E", "AB5", "c", "territory AB now belongs to Blue"},
		{"place", "place Crab AB5 E", "AB5", "Enter", "placed Crab (Red) on AB5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := start(t, Options{}, 80, 24)
			o, err := engine.ParseOrder(testCat, c.order)
			if err != nil {
				t.Fatal(err)
			}
			var orders tui.Orders
			orders[0] = []engine.Order{o}
			h.setState(State{Pos: mustPos(t, ordersPos), Orders: orders})
			h.moveTo(loc(t, c.cell))
			if c.keys == "Enter" {
				h.Key(tcell.KeyEnter)
				h.WaitText("Place on " + c.cell)
				h.Keys("crab")
				h.Key(tcell.KeyEnter)
			} else {
				h.Keys(c.keys)
			}
			h.waitMessage(c.says)
			h.waitMessage("(1 order it made illegal dropped)")
		})
	}
}

// The position fields' territory lines say whom the territory now belongs
// to, and the orders the change dropped (the message used to be only
// " (1 order it made illegal dropped)").
func TestFieldsControlSaysWhatItDid(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	o, err := engine.ParseOrder(testCat, "place Crab AB5 E")
	if err != nil {
		t.Fatal(err)
	}
	var orders tui.Orders
	orders[0] = []engine.Order{o}
	h.setState(State{Pos: mustPos(t, ordersPos), Orders: orders})
	h.Keys("F/AB")
	h.WaitText("Territory AB belongs to")
	h.Key(tcell.KeyEnter)
	h.Keys("+")
	h.waitMessage("territory AB now belongs to Blue (1 order it made illegal dropped)")
}

// A paste and a new position clear the orders with the position they
// replace: the message says so once, and does not count them as orders the
// edit made illegal.
func TestReplacingThePositionClearsOrdersWithoutDropping(t *testing.T) {
	o, _ := engine.ParseOrder(testCat, "move AB3 E 2")
	var orders tui.Orders
	orders[0] = []engine.Order{o}
	for _, c := range []struct {
		name, keys, want string
	}{
		{"paste", "v", "pasted the position (its orders cleared; u undoes)"},
		{"new", "N", "a new, empty position (u brings the old one back)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := start(t, Options{}, 80, 24)
			h.setState(State{Pos: mustPos(t, ordersPos), Orders: orders})
			h.Keys(c.keys)
			if c.name == "paste" {
				h.WaitText("Paste a position code")
				h.Key(tcell.KeyCtrlU)
				h.Keys("bc1 t2 d30 | AB.BC.CD m6 Crab/AB1/E | DE.EF.FA m6 | g:-")
				h.Key(tcell.KeyEnter)
			}
			h.waitFor("the orders cleared", func(e *Editor) bool { return e.doc.Orders().Count() == 0 })
			if got := h.message(); got != c.want {
				t.Errorf("the message reads %q, want %q", got, c.want)
			}
		})
	}
}

// Issue 18, item 6: Esc goes exactly one level back (the half-written
// order, then the selection, then nothing: Orders mode stays), and the
// status line says where the user is. A key with Alt, as a terminal sends
// Escape and an arrow typed together, is Escape and then the key.
func TestEscOneLevelBack(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders │")
	ab3 := loc(t, "AB3")
	h.moveTo(ab3)
	h.Key(tcell.KeyEnter)
	h.Keys("m")
	h.WaitText("Orders › AB3 › move │")
	steps := []struct{ message, place string }{
		{"order cancelled: the piece on AB3 is still selected", "Orders › AB3 │"},
		{"deselected AB3: Orders mode", "Orders │"},
		{"Orders mode, nothing selected: nothing to take back", "Orders │"},
	}
	for _, st := range steps {
		h.Key(tcell.KeyEscape)
		h.waitMessage(st.message)
		h.WaitText(st.place)
	}
	h.waitFor("still Orders mode", func(e *Editor) bool { return e.mode == modeOrders })
	// Escape and ↑ as one Alt-↑: the selection goes, the cursor moves.
	h.Key(tcell.KeyEnter)
	h.WaitText("Orders › AB3 │")
	h.Sim.InjectKey(tcell.KeyUp, 0, tcell.ModAlt)
	h.waitMessage("deselected AB3")
	h.waitFor("the cursor moved up", func(e *Editor) bool { return e.board.Cursor() != ab3 })
	// Escape and a letter as Alt-O: back to Edit mode by O, not an O lost.
	h.Sim.InjectKey(tcell.KeyRune, 'O', tcell.ModAlt)
	h.waitFor("Edit mode", func(e *Editor) bool { return e.mode == modeEdit })
	h.WaitText("Edit │")
}

// In the menu of the pieces to place, a facing letter places the
// highlighted piece facing so: it used to say "e does nothing here".
func TestPlaceMenuTakesAFacingLetter(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	// Two Crabs: once one is placed, the menu of AB6 still offers one
	// (a kind placed up is not offered).
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 h:Crab,Crab,Bird Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-")})
	h.Keys("O")
	h.WaitText("Orders │")
	h.moveTo(loc(t, "AB5"))
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB5: which piece?")
	h.WaitText("Red: Bird")
	h.Key(tcell.KeyDown) // Red: Crab
	h.Keys("e")
	h.waitFor("the Crab placed facing E", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "place Crab AB5 E" })
	h.WaitNoText("Place on AB5")
	// A facing the piece may not take is refused as the letter after the
	// menu would be.
	h.moveTo(loc(t, "AB6"))
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB6")
	h.Keys("a")
	h.waitMessage("may not face A")
	h.WaitNoText("Place on AB6")
}

// Esc on a placement half written (its facing not given yet) cancels it
// and names no selected piece: a placement has none.
func TestEscCancelsPlacement(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders │")
	h.moveTo(loc(t, "AB1"))
	h.Key(tcell.KeyEnter) // Red's Crab, the only piece to place: taken at once
	h.WaitText("place Red's Crab on AB1 facing?")
	h.waitFor("a placement half written", func(e *Editor) bool { return e.entry.Busy() })
	h.Key(tcell.KeyEscape)
	h.waitFor("the placement cancelled", func(e *Editor) bool { return !e.entry.Busy() })
	if got := h.message(); got != "order cancelled" {
		t.Errorf("Esc on a placement says %q, want %q", got, "order cancelled")
	}
	h.WaitText("Orders │")
}

// X clears every player's orders as one edit: one u brings them all back,
// as the help's "undo every edit and every order" promises (it took one u
// a player, the first bringing back only the last player's orders).
func TestClearAllIsOneEdit(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	s := State{Pos: mustPos(t, ordersPos)}
	s.Orders[0] = []engine.Order{engine.Move(loc(t, "AB3"), engine.E, 2)}
	s.Orders[1] = []engine.Order{engine.Turn(loc(t, "DE3"), engine.A)}
	h.setState(s)
	h.Keys("O")
	h.WaitText("Orders mode")
	h.Keys("X")
	h.waitMessage("every order cleared (u brings them back)")
	h.waitFor("no orders", func(e *Editor) bool { return e.doc.Orders().Count() == 0 })
	h.Keys("u")
	h.waitFor("one u brings both orders back", func(e *Editor) bool {
		st := e.doc.State()
		return orderTexts(st, 1) == "move AB3 E 2" && orderTexts(st, 2) == "turn DE3 A"
	})
	h.waitFor("nothing more to undo", func(e *Editor) bool { return !e.doc.CanUndo() })
}

// At 66 columns the side panel is 24 wide: a long order ("place Reverse
// Centaur AB6 E") goes on under itself and the cell under the cursor says
// where it lies on lines of its own; both were cut at the panel's edge.
func TestPanelLinesWrapWhenNarrow(t *testing.T) {
	h := start(t, Options{}, 66, 16)
	o, err := engine.ParseOrder(testCat, "place Reverse Centaur AB6 E")
	if err != nil {
		t.Fatal(err)
	}
	var orders tui.Orders
	orders[0] = []engine.Order{o}
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 h:Reverse_Centaur | DE.EF.FA m6 | g:-"), Orders: orders})
	h.moveTo(loc(t, "AB6"))
	h.WaitText("Red   place Reverse")
	h.WaitText("      Centaur AB6 E")
	h.WaitText("territory AB, Red's")
}

// Selecting a piece says which piece is selected, once: the message line
// used to repeat the hint line's keys ("Enter on a cell in line to move
// there, m move, t turn, x clear" above "Enter on cell in line: move · m
// move · t turn"), and at 80 columns it took both message lines.
func TestSelectSaysTheKeysOnce(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders mode")
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("Pikeman (Red) on AB3 selected")
	h.WaitText("m move · t turn")
	if s := h.Screen(); strings.Count(s, "m move") != 1 || strings.Count(s, "t turn") != 1 {
		t.Errorf("the keys of a selected piece are said twice:\n%s", s)
	}
}

// A direction of speed 1 writes the move at once; the distance typed
// after it by habit says what the digits are for, not that a key the help
// lists "does nothing in Orders mode".
func TestOrdersDistanceAfterSpeedOne(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders mode")
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("on AB3 selected")
	h.Keys("mf")
	h.waitFor("the move written", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "move AB3 F 1" })
	h.Keys("1")
	h.waitMessage("1 is a move's distance: m, a direction a-f, then the distance")
}

// kb9 #12: with a piece selected in Orders mode the hint line ends with
// "? keys", as every other state's does: it ended "... P play".
func TestSelectedHintsEndWithHelp(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders mode")
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.waitFor("the Pikeman selected", func(e *Editor) bool { return e.entry.Selected() == loc(t, "AB3") })
	// P play fits at 100 columns since Enter's hint says "Enter: deselect"
	// on the piece (it said "Enter on cell in line: move").
	h.WaitText("Esc deselect · P play · ? keys")
}

// In the menu of the pieces to place, "/" then a kind's name filters:
// the letters a..f of the name were facings ("/c" placed the highlighted
// Bird facing C, and the rest of "crab" ran Edit mode's keys).
func TestPlaceMenuFilterTakesFacingLetters(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 h:Bird,Crab | DE.EF.FA m6 Crab/DE3/B | g:-")})
	h.Keys("O")
	h.WaitText("Orders │")
	h.moveTo(loc(t, "AB5"))
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB5: which piece?")
	h.Keys("/crab")
	h.WaitText("crab")
	h.WaitNoText("Red: Bird")
	if got := orderTexts(h.state(), 1); got != "" {
		t.Fatalf("typing the filter gave the orders %q", got)
	}
	h.Key(tcell.KeyEnter) // ends the filter, on the Crab
	h.Keys("e")
	h.waitFor("the Crab placed facing E", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "place Crab AB5 E" })
}
