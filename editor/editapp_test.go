package editor

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// The kind palette's title says why the piece starts with its owner when
// that is the owner of the cell's territory, not the last owner used (it
// was given unsaid), until Tab changes it; its keys say how it starts.
func TestPlaceSaysTheTerritorysOwner(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	st := h.state()
	st.Pos.Control[engine.AB] = 2
	h.setState(st)
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB3: Blue (owns AB), facing")
	h.Key(tcell.KeyTab)
	h.WaitText("Place on AB3: Red, facing")
	h.Key(tcell.KeyF1)
	h.WaitText("starts as the owner of the cell's territory, else")
}

// A piece placed with the palette: Enter on an empty cell, type to filter,
// Enter; the model holds it and the screen shows its letters on the cell.
func TestPlaceFromPalette(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	ab3 := loc(t, "AB3")
	h.moveTo(ab3)
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB3: Red, facing F ↗")
	h.Keys("pikem")
	h.WaitText("filter: pikem_")
	h.Key(tcell.KeyEnter)
	h.waitFor("a Pikeman on AB3", func(e *Editor) bool { return !e.doc.Pos().Board[ab3].Empty() })
	pc := h.state().Pos.Board[ab3]
	want := engine.Piece{Kind: kind(t, "Pikeman"), Owner: 1, Facing: engine.F}
	if pc != want {
		t.Fatalf("AB3 holds %+v, want %+v", pc, want)
	}
	x, y := h.CellPos(ab3)
	h.WaitNoText("Place on AB3")
	if got, st := h.TextAt(x, y+1, 3); got != "Pi↗" {
		t.Errorf("the piece line of AB3 reads %q, want %q", got, "Pi↗")
	} else if _, bg, _ := st.Decompose(); bg != tui.PlayerColour(1) {
		t.Errorf("Red's piece is drawn on %v, want Red's colour %v", bg, tui.PlayerColour(1))
	}
	if !strings.Contains(h.Screen(), "[modified]") {
		t.Error("the title does not say the position was modified")
	}
}

// editKeyCase is keys typed on a cell, the undo steps they make, and a
// check of the position they leave.
type editKeyCase struct {
	name  string
	at    string
	keys  string
	edits int // undo steps the keys make
	check func(t *testing.T, p *engine.Position)
}

// editKeysPos is the position the edit keys start from.
const editKeysPos = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Crab/DE3/C | g:-"

// Each editing key of a piece changes the model as it should and u undoes
// it, Ctrl-R redoes it.
func TestEditKeys(t *testing.T) {
	pik, crab := kind(t, "Pikeman"), kind(t, "Crab")
	runEditKeys(t, []editKeyCase{
		{"remove", "AB3", "x", 1, func(t *testing.T, p *engine.Position) {
			if !p.Board[loc(t, "AB3")].Empty() || p.GraveLen != 0 {
				t.Errorf("AB3 %+v, graveyard %d: want the piece gone, not buried", p.Board[loc(t, "AB3")], p.GraveLen)
			}
		}},
		{"to the graveyard", "DE3", "g", 1, func(t *testing.T, p *engine.Position) {
			if !p.Board[loc(t, "DE3")].Empty() || p.GraveLen != 1 || p.Grave[0] != (engine.Grave{Kind: crab, Owner: 2}) {
				t.Errorf("DE3 %+v, graveyard %v", p.Board[loc(t, "DE3")], p.Graveyard())
			}
		}},
		{"rotate clockwise", "AB3", "r", 1, func(t *testing.T, p *engine.Position) {
			if f := p.Board[loc(t, "AB3")].Facing; f != engine.A {
				t.Errorf("faces %v, want A", f)
			}
		}},
		{"rotate counter-clockwise twice", "AB3", "RR", 2, func(t *testing.T, p *engine.Position) {
			if f := p.Board[loc(t, "AB3")].Facing; f != engine.D {
				t.Errorf("faces %v, want D", f)
			}
		}},
		{"owner", "AB3", "o", 1, func(t *testing.T, p *engine.Position) {
			if pc := p.Board[loc(t, "AB3")]; pc.Owner != 2 || pc.Kind != pik {
				t.Errorf("AB3 holds %+v, want Blue's Pikeman", pc)
			}
		}},
		{"lift and set down", "AB3", "\rll\r", 1, func(t *testing.T, p *engine.Position) {
			if !p.Board[loc(t, "AB3")].Empty() || p.Board[loc(t, "AB5")].Kind != pik {
				t.Errorf("AB3 %+v, AB5 %+v: want the Pikeman moved to AB5", p.Board[loc(t, "AB3")], p.Board[loc(t, "AB5")])
			}
		}},
	})
}

// The editing keys of the board (territories, a new position) change the
// model as they should and u undoes them, Ctrl-R redoes them.
func TestEditKeysBoard(t *testing.T) {
	runEditKeys(t, []editKeyCase{
		{"territory control", "AB3", "c", 1, func(t *testing.T, p *engine.Position) {
			if c := p.Control[engine.AB]; c != 2 {
				t.Errorf("AB belongs to %d, want 2", c)
			}
		}},
		{"territory to nobody", "AB3", "cc", 2, func(t *testing.T, p *engine.Position) {
			if c := p.Control[engine.AB]; c != 0 {
				t.Errorf("AB belongs to %d, want nobody", c)
			}
		}},
		{"new position", "Pit", "N", 1, func(t *testing.T, p *engine.Position) {
			if p.CountPieces(1)+p.CountPieces(2) != 0 {
				t.Error("the new position has pieces")
			}
		}},
	})
}

// runEditKeys types each case's keys on editKeysPos, checks the position,
// undoes the edits to the start and redoes them to the same position.
func runEditKeys(t *testing.T, tests []editKeyCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := start(t, Options{}, 80, 24)
			before := State{Pos: mustPos(t, editKeysPos)}
			h.setState(before)
			h.moveTo(loc(t, tc.at))
			for _, r := range tc.keys {
				if r == '\r' {
					h.Key(tcell.KeyEnter)
				} else {
					h.Keys(string(r))
				}
			}
			h.waitFor("the edits are done", func(e *Editor) bool { return len(e.doc.undo) == tc.edits && e.carry == engine.NoLoc })
			after := h.state()
			tc.check(t, &after.Pos)
			h.Keys(strings.Repeat("u", tc.edits))
			h.waitFor("the edit is undone", func(e *Editor) bool { return e.doc.State().Equal(before) && !e.doc.Dirty() })
			for range tc.edits {
				h.Key(tcell.KeyCtrlR)
			}
			h.waitFor("the edit is redone", func(e *Editor) bool { return e.doc.State().Equal(after) })
		})
	}
}

// Lifting a piece and pressing Esc puts it back: nothing changes.
func TestLiftAndPutBack(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	before := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 | g:-")}
	h.setState(before)
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("lifted the Pikeman")
	h.Keys("l")
	h.WaitText("Enter set down")
	h.Key(tcell.KeyEscape)
	h.waitMessage("put back")
	if s := h.state(); !s.Equal(before) {
		t.Errorf("the position changed: %s", s.Pos.Code(testCat))
	}
}

// Refused edits leave the model alone and give the reason.
func TestRefusedEdits(t *testing.T) {
	tests := []struct {
		name, code, at, keys, want string
	}{
		{"remove from an empty cell", "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-", "AB3", "x", "no piece on AB3"},
		{"rotate nothing", "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-", "Pit", "r", "no piece on Pit"},
		{"control of a trench", "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-", "A2", "c", "not a territory"},
		{"place on a removed cell", "bc1 t2 d30 s1 | AB.BC.CD m6 | DE.EF.FA m6 | g:-", "A4", "\r", "removed by sudden death"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := start(t, Options{}, 80, 24)
			before := State{Pos: mustPos(t, tc.code)}
			h.setState(before)
			h.moveTo(loc(t, tc.at))
			for _, r := range tc.keys {
				if r == '\r' {
					h.Key(tcell.KeyEnter)
				} else {
					h.Keys(string(r))
				}
			}
			h.waitMessage(tc.want)
			h.WaitText(tc.want)
			if s := h.state(); !s.Equal(before) {
				t.Errorf("the position changed: %s", s.Pos.Code(testCat))
			}
		})
	}
}

// The mouse moves the cursor; a second click on the same cell opens the
// palette, and a click on a kind places it.
func TestMousePlace(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	bc2 := loc(t, "BC2")
	h.ClickCell(bc2)
	h.waitFor("the cursor on BC2", func(e *Editor) bool { return e.board.Cursor() == bc2 })
	h.WaitText("BC2 · territory BC")
	h.ClickCell(bc2)
	h.WaitText("Place on BC2")
	// Find the line of "Crab" in the palette and click it.
	lines := strings.Split(h.Screen(), "\n")
	cx, cy := -1, -1
	for y, line := range lines {
		if i := strings.Index(line, "║Crab "); i >= 0 {
			cx, cy = len([]rune(line[:i]))+2, y
		}
	}
	if cy < 0 {
		t.Fatalf("no Crab in the palette:\n%s", h.Screen())
	}
	h.Click(cx, cy)
	h.waitFor("a Crab on BC2", func(e *Editor) bool {
		return e.doc.Pos().Board[bc2].Kind == kind(t, "Crab") && !e.doc.Pos().Board[bc2].Empty()
	})
}

// A lifted piece follows a click, and a second click sets it down: one
// click moves the cursor only, as the key table says (kb9 #11: one click
// set it down).
func TestMouseMovePiece(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Crab/CD2/F | DE.EF.FA m6 | g:-")})
	cd2, c2 := loc(t, "CD2"), loc(t, "C2")
	h.ClickCell(cd2)
	h.ClickCell(cd2)
	h.waitMessage("lifted the Crab")
	h.ClickCell(c2)
	h.waitFor("the cursor on C2", func(e *Editor) bool { return e.board.Cursor() == c2 })
	if p := h.state().Pos; p.Board[cd2].Empty() {
		t.Fatal("one click set the lifted Crab down")
	}
	h.ClickCell(c2)
	h.waitFor("the Crab on C2", func(e *Editor) bool { p := e.doc.Pos(); return p.Board[cd2].Empty() && !p.Board[c2].Empty() })
}

// A dialog is modal: a click on the board under it does nothing.
func TestDialogIsModal(t *testing.T) {
	h := start(t, Options{}, 120, 30)
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB3")
	// D4, left of the palette.
	x, y := h.CellPos(loc(t, "D4"))
	if s, _ := h.TextAt(x, y, 4); !strings.Contains(s, "D4") {
		t.Fatalf("D4 is covered: %q", s)
	}
	h.Click(x+1, y)
	h.Click(x+1, y)
	h.Keys("crab")
	h.WaitText("filter: crab_")
	h.waitFor("the cursor still on AB3 and nothing placed", func(e *Editor) bool {
		return e.board.Cursor() == loc(t, "AB3") && e.doc.Pos().CountPieces(1) == 0
	})
	h.Key(tcell.KeyEscape) // the filter first (kb9 #14), then the window
	h.WaitNoText("filter: crab_")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Place on AB3")
}

// In the palette Tab gives the new piece to the next player and the arrows
// turn it.
func TestPlaceOwnerAndFacing(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	ab3 := loc(t, "AB3")
	h.moveTo(ab3)
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB3: Red, facing F")
	h.Key(tcell.KeyTab)
	h.WaitText("Place on AB3: Blue, facing C")
	h.Key(tcell.KeyRight)
	h.WaitText("Place on AB3: Blue, facing D")
	h.Keys("crab")
	h.Key(tcell.KeyEnter)
	h.waitFor("Blue's Crab facing D", func(e *Editor) bool {
		return e.doc.Pos().Board[ab3] == engine.Piece{Kind: kind(t, "Crab"), Owner: 2, Facing: engine.D}
	})
}

// A facing chosen in the palette stays when Tab then changes the owner: it
// used to jump to that owner's facing (Red, facing D, Tab: Blue, facing C).
func TestPlaceFacingChosenStaysWhenTheOwnerChanges(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	ab3 := loc(t, "AB3")
	h.moveTo(ab3)
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB3: Red, facing F")
	h.Keys("Cyc")
	h.Key(tcell.KeyLeft)
	h.Key(tcell.KeyLeft)
	h.WaitText("Place on AB3: Red, facing D")
	h.Key(tcell.KeyTab)
	h.WaitText("Place on AB3: Blue, facing D")
	h.Key(tcell.KeyEnter)
	h.waitFor("Blue's Cyclops facing D", func(e *Editor) bool {
		return e.doc.Pos().Board[ab3] == engine.Piece{Kind: kind(t, "Cyclops"), Owner: 2, Facing: engine.D}
	})
}

// A key that does nothing in Edit or Orders mode says so: a function key,
// a Ctrl key, a letter of another mode (naming that mode and what the key
// does there), and a key the board does not take
// while a piece is lifted; F1 opens the help, as ? does. The keys the board
// takes still move its cursor without a word. Such keys used to do nothing
// silently (Play mode said so for letters and Ctrl keys only).
func TestKeysThatDoNothingSaySo(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 | g:-")})
	h.Key(tcell.KeyF5)
	h.waitMessage("F5 does nothing in Edit mode (? lists the keys)")
	h.Key(tcell.KeyCtrlB)
	h.waitMessage("Ctrl-B does nothing in Edit mode")
	h.Keys("m")
	h.waitMessage("m is a key of Orders mode (O switches to it): move the selected piece")
	h.Keys("z")
	h.waitMessage("z does nothing in Edit mode (? lists the keys)")
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyRight)
	h.waitFor("the cursor moved", func(e *Editor) bool { return e.board.Cursor() != loc(t, "AB3") })
	if msg := h.message(); strings.Contains(msg, "→ does nothing") {
		t.Errorf("an arrow says %q", msg)
	}
	h.Key(tcell.KeyF1)
	h.WaitText("birdcrab edit: every key")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("birdcrab edit: every key")
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("lifted the Pikeman")
	h.Key(tcell.KeyF5)
	h.waitMessage("F5 does nothing: set the piece down first (Enter) or put it back (Esc)")
	h.Key(tcell.KeyEscape)
	h.waitMessage("put back")
	h.Keys("O")
	h.waitFor("Orders mode", func(e *Editor) bool { return e.mode == modeOrders })
	h.Key(tcell.KeyF12)
	h.waitMessage("F12 does nothing in Orders mode (? lists the keys)")
	h.Keys("H")
	h.waitMessage("H is a key of Edit mode (O switches to it): hands and graveyard")
	h.Keys("R")
	h.waitMessage("R is a key of Edit mode (O switches to it): rotate the piece clockwise, counter-clockwise")
	h.Keys("P")
	h.waitFor("Play mode", func(e *Editor) bool { return e.mode == modePlay })
	h.Key(tcell.KeyF5)
	h.waitMessage("F5 does nothing in Play mode")
}

// Tab gives the keys to the side panel: the status line says so and shows
// its keys (the board's hints used to stay, and a user pressing the arrows
// saw the cursor stuck), the arrows scroll it, and Esc, as Tab, gives the
// keys back to the board.
func TestSidePanelFocusShowsOnTheStatusLine(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Key(tcell.KeyTab)
	h.WaitText("Edit › side panel │ ↑↓ PgUp PgDn scroll · Tab/Esc back to the board")
	h.Key(tcell.KeyEscape)
	h.waitFor("the board has the keys", func(e *Editor) bool { return e.shell.Focused() == e.board })
	h.WaitText("Edit │ Enter ")
	h.Keys("O")
	h.Key(tcell.KeyTab)
	h.WaitText("Orders › side panel │ ↑↓ PgUp PgDn scroll")
	h.Key(tcell.KeyTab)
	h.waitFor("the board has the keys", func(e *Editor) bool { return e.shell.Focused() == e.board })
	h.WaitText("Orders │ Enter ")
}

// kb9 #18: while the side panel has the keys the board's cursor rests:
// its cell is not lit as the cursor, so that the board is seen not to
// take the arrows. It looked the same, and only the status line said so.
func TestSidePanelFocusRestsTheCursor(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.moveTo(loc(t, "B2"))
	x, y := h.CellPos(loc(t, "B2"))
	_, lit := h.TextAt(x+1, y, 1)
	h.Key(tcell.KeyTab)
	h.WaitText("Edit › side panel")
	_, resting := h.TextAt(x+1, y, 1)
	if resting == lit {
		t.Error("the cursor's cell is drawn the same with the side panel focused")
	}
	h.Key(tcell.KeyTab)
	h.WaitText("Edit │ Enter ")
	if _, back := h.TextAt(x+1, y, 1); back != lit {
		t.Error("the cursor's cell is not lit again with the keys back on the board")
	}
}

// rev10 #10: the kind palette filters as you type, and took the / a
// list's filter starts with for a letter: "filter: /_ (nothing
// matches)". A leading / is left out, with a word.
func TestPaletteTakesNoSlash(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.WaitText("Place on AB3: Red, facing F ↗")
	h.Keys("/")
	h.waitMessage("no / here: type the name, it filters as you type")
	h.Keys("pikem")
	h.WaitText("filter: pikem_")
	h.WaitNoText("(nothing matches)")
}
