package editor

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// ? lists every key of the help table; Esc closes it.
func TestHelp(t *testing.T) {
	h := start(t, Options{}, 100, 40)
	h.keys("?")
	h.waitText("birdcrab edit: every key")
	h.waitText("Orders mode")
	h.waitText("undo, redo")
	h.key(tcell.KeyEscape)
	h.waitNoText("birdcrab edit: every key")
	// Every section and key of the table is on the help screen.
	var lines []Line
	h.sync(func() { lines = h.ed.helpLines(90) })
	var all strings.Builder
	for _, l := range lines {
		all.WriteString(l.String() + "\n")
	}
	for _, s := range helpSections {
		for _, k := range s.keys {
			if !strings.Contains(all.String(), k.keys) {
				t.Errorf("the help screen lacks %q", k.keys)
			}
		}
	}
}

// A terminal too small says so; grown, it shows the board; at 120x30 the
// board uses the wide cells.
func TestSizes(t *testing.T) {
	h := start(t, Options{}, 50, 10)
	h.waitText("too small: 50x10")
	h.waitText("needs 66x14")
	h.sim.SetSize(80, 24)
	h.sim.PostEvent(tcell.NewEventResize(80, 24))
	h.waitText("D D4  D3  D2  D1 [Pit]A1")
	h.sim.SetSize(120, 30)
	h.sim.PostEvent(tcell.NewEventResize(120, 30))
	h.waitText("D  D4    D3    D2    D1  [ Pit ] A1")
	h.sim.SetSize(80, 16)
	h.sim.PostEvent(tcell.NewEventResize(80, 16))
	// One line a row: the rows of the board follow each other.
	h.waitText("DE6 E3  EF2 EF3 F3  FA4")
	lines := strings.Split(h.screen(), "\n")
	for i, l := range lines {
		if strings.Contains(l, "DE6 E3") && (i+1 >= len(lines) || !strings.Contains(lines[i+1], "DE5")) {
			t.Errorf("at 80x16 the board is not one line a row:\n%s", h.screen())
		}
	}
}

// NO_COLOR: owners told apart by glyphs and attributes, no colours drawn.
func TestMonochromeScreen(t *testing.T) {
	h := start(t, Options{Mono: true}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | g:-")})
	h.waitText("PI↗")
	h.waitText("pi↙")
	h.sync(func() {
		cells, _, _ := h.sim.GetContents()
		for i, c := range cells {
			if fg, bg, _ := c.Style.Decompose(); fg != tcell.ColorDefault || bg != tcell.ColorDefault {
				t.Errorf("cell %d (%q) in colour %v on %v", i, string(c.Runes), fg, bg)
				return
			}
		}
	})
}

// The A key switches the arrows to letters.
func TestASCII(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 | g:-")})
	h.waitText("Pi↗")
	h.keys("A")
	h.waitText("Pif")
}

// F: the position's fields; + and - adjust, Enter on a yes/no line
// switches it, Enter on a number asks for it. Every change is undoable.
func TestFields(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.keys("F")
	h.waitText("Turn:")
	h.keys("+")
	h.waitFor("turn 3", func(e *Editor) bool { return e.doc.Pos().Turn == 3 })
	h.key(tcell.KeyDown) // the deck
	h.key(tcell.KeyEnter)
	h.waitText("Pieces left in the deck (0..9999)")
	for range 2 {
		h.key(tcell.KeyBackspace2)
	}
	h.keys("12")
	h.key(tcell.KeyEnter)
	h.waitFor("deck 12", func(e *Editor) bool { return e.doc.Pos().Deck == 12 })
	h.key(tcell.KeyDown) // sudden death
	h.keys("+")
	h.waitFor("sudden death 1", func(e *Editor) bool { return e.doc.Pos().SuddenDeath == 1 })
	h.key(tcell.KeyDown) // nobody drew
	h.key(tcell.KeyEnter)
	h.waitFor("no draw", func(e *Editor) bool { return e.doc.Pos().NoDraw })
	h.key(tcell.KeyDown) // players
	h.keys("+")
	h.waitFor("3 players", func(e *Editor) bool { return e.doc.Pos().NumPlayers == 3 })
	h.key(tcell.KeyEnd)
	h.waitText("Green: eliminated")
	h.key(tcell.KeyEscape)
	h.waitNoText("Position fields")
	h.keys("uuuuu")
	h.waitFor("everything undone", func(e *Editor) bool {
		p := e.doc.Pos()
		return p.Turn == 2 && p.Deck == 30 && p.SuddenDeath == 0 && !p.NoDraw && p.NumPlayers == 2
	})
}

// A refused field change says why: sudden death over a piece, fewer
// players while one still has pieces.
func TestFieldsRefused(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	before := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC m6 Pikeman/A4/F | CD.DE m6 | EF.FA m6 Crab/EF2/C | g:-")}
	h.setState(before)
	h.keys("F")
	h.waitText("Turn:")
	h.key(tcell.KeyDown)
	h.key(tcell.KeyDown)
	h.keys("+")
	h.waitMessage("A4: a piece where sudden death removed the board")
	h.key(tcell.KeyDown)
	h.key(tcell.KeyDown)
	h.keys("-")
	h.waitMessage("Green still has pieces on the board")
	if s := h.state(); !s.Equal(before) {
		t.Error("a refused change changed the position")
	}
}

// H: hands and graveyard; a piece added from the palette, removed with x,
// unknown pieces counted with + and -.
func TestHands(t *testing.T) {
	h := start(t, Options{}, 80, 30)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.keys("H")
	h.waitText("Red's hand: 0 of at most 6")
	h.key(tcell.KeyDown) // unknown pieces
	h.keys("++")
	h.waitFor("2 unknown pieces", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 2 })
	h.key(tcell.KeyDown) // + add
	h.key(tcell.KeyEnter)
	h.waitText("Add to Red's hand")
	h.keys("harpy")
	h.key(tcell.KeyEnter)
	h.waitFor("a Harpy in Red's hand", func(e *Editor) bool { return e.doc.Pos().CountHand(1, kind(t, "Harpy")) == 1 })
	h.waitText("   Harpy")
	h.key(tcell.KeyHome)
	h.key(tcell.KeyDown) // the Harpy's line, under the heading
	h.keys("x")
	h.waitFor("the Harpy removed", func(e *Editor) bool { return e.doc.Pos().CountHand(1, kind(t, "Harpy")) == 0 })
	// The graveyard: the last line adds, asking whose piece it was.
	h.key(tcell.KeyEnd)
	h.key(tcell.KeyEnter)
	h.waitText("Add to the graveyard")
	h.keys("king")
	h.key(tcell.KeyEnter)
	h.waitText("Whose King was it?")
	h.keys("2")
	h.waitFor("Blue's King in the graveyard", func(e *Editor) bool {
		g := e.doc.Pos().Graveyard()
		return len(g) == 1 && g[0] == engine.Grave{Kind: kind(t, "King"), Owner: 2}
	})
	h.waitText("King (Blue)")
}

// i lists the problems of the position; the message line names the first.
func TestProblemsShown(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 King/A1/F | DE.EF.FA m6 King/A2/C | g:-")})
	h.waitText("! enemies side by side")
	h.keys("i")
	h.waitText("Problems of the position")
	h.waitText("2 King in play, but the deck holds at most 1")
	h.key(tcell.KeyEscape)
	h.waitNoText("Problems of the position")
}
