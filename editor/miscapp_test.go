package editor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// ? lists every key of the help table; Esc closes it.
func TestHelp(t *testing.T) {
	h := start(t, Options{}, 100, 40)
	h.Keys("?")
	h.WaitText("birdcrab edit: every key")
	h.WaitText("Orders mode")
	h.WaitText("undo, redo")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("birdcrab edit: every key")
	// Every section and key of the tables is on the help screen.
	var lines []tui.Line
	var help tui.Help
	h.Sync(func() {
		help = h.ed.Help()
		lines = help.Lines(h.ed.theme, 90)
	})
	var all strings.Builder
	for _, l := range lines {
		all.WriteString(l.String() + "\n")
	}
	for _, tb := range help.Tables {
		if !strings.Contains(all.String(), tb.Title) {
			t.Errorf("the help screen lacks the section %q", tb.Title)
		}
		for _, l := range tb.Lines() {
			if !strings.Contains(all.String(), l.Keys) {
				t.Errorf("the help screen lacks %q", l.Keys)
			}
		}
	}
}

// A terminal too small says so; grown, it shows the board; at 120x30 the
// board uses the wide cells.
func TestSizes(t *testing.T) {
	h := start(t, Options{}, 50, 10)
	h.WaitText("too small: 50x10")
	h.WaitText("needs 66x14")
	h.Sim.SetSize(80, 24)
	h.Sim.PostEvent(tcell.NewEventResize(80, 24))
	// A column for each cell's order marks (tui.BoardMarksWidth).
	h.WaitText("D  D4   D3   D2   D1 [Pit ] A1")
	h.Sim.SetSize(120, 30)
	h.Sim.PostEvent(tcell.NewEventResize(120, 30))
	h.WaitText("D  D4    D3    D2    D1  [ Pit ] A1")
	h.Sim.SetSize(80, 16)
	h.Sim.PostEvent(tcell.NewEventResize(80, 16))
	// One line a row: the rows of the board follow each other.
	h.WaitText("DE6 E3  EF2 EF3 F3  FA4")
	lines := strings.Split(h.Screen(), "\n")
	for i, l := range lines {
		if strings.Contains(l, "DE6 E3") && (i+1 >= len(lines) || !strings.Contains(lines[i+1], "DE5")) {
			t.Errorf("at 80x16 the board is not one line a row:\n%s", h.Screen())
		}
	}
}

// NO_COLOR: owners told apart by glyphs and attributes, no colours drawn.
func TestMonochromeScreen(t *testing.T) {
	h := start(t, Options{Mono: true}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | g:-")})
	h.WaitText("PI↗")
	h.WaitText("pi↙")
	h.Sync(func() {
		cells, _, _ := h.Sim.GetContents()
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
	h.WaitText("Pi↗")
	h.Keys("A")
	h.WaitText("Pif")
}

// F: the position's fields; + and - adjust, Enter on a yes/no line
// switches it, Enter on a number asks for it. Every change is undoable.
func TestFields(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.Keys("F")
	h.WaitText("Turn:")
	h.Keys("+")
	h.waitFor("turn 3", func(e *Editor) bool { return e.doc.Pos().Turn == 3 })
	h.Key(tcell.KeyDown) // the deck
	h.Key(tcell.KeyEnter)
	h.WaitText("Pieces left in the deck (0..9999)")
	for range 2 {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys("12")
	h.Key(tcell.KeyEnter)
	h.waitFor("deck 12", func(e *Editor) bool { return e.doc.Pos().Deck == 12 })
	h.Key(tcell.KeyDown) // sudden death
	h.Keys("+")
	h.waitFor("sudden death 1", func(e *Editor) bool { return e.doc.Pos().SuddenDeath == 1 })
	h.Key(tcell.KeyDown) // nobody drew
	h.Key(tcell.KeyEnter)
	h.waitFor("no draw", func(e *Editor) bool { return e.doc.Pos().NoDraw })
	h.Key(tcell.KeyDown) // players
	h.Keys("+")
	h.waitFor("3 players", func(e *Editor) bool { return e.doc.Pos().NumPlayers == 3 })
	h.Key(tcell.KeyEnd)
	h.WaitText("Green: eliminated")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Position fields")
	h.Keys("uuuuu")
	h.waitFor("everything undone", func(e *Editor) bool {
		p := e.doc.Pos()
		return p.Turn == 2 && p.Deck == 30 && p.SuddenDeath == 0 && !p.NoDraw && p.NumPlayers == 2
	})
}

// In a list of fields l and h change the value as → and ← do, as vim's
// users expect (j and k move): they did nothing. A filter being typed
// takes them as letters.
func TestFieldsTakeVimLetters(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.Keys("F")
	h.WaitText("Turn:")
	h.Keys("ll")
	h.waitFor("turn 4", func(e *Editor) bool { return e.doc.Pos().Turn == 4 })
	h.Keys("h")
	h.waitFor("turn 3", func(e *Editor) bool { return e.doc.Pos().Turn == 3 })
	h.Keys("/l")
	h.WaitText("filter: l")
	if turn := h.state().Pos.Turn; turn != 3 {
		t.Errorf("l typed in the filter made the turn %d, want 3", turn)
	}
}

// F names who holds each territory: a player, or nobody (not "Red's").
func TestFieldsNameTheTerritoryHolder(t *testing.T) {
	h := start(t, Options{}, 80, 30)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC m6 | CD.DE m6 | EF m6 | g:-")})
	h.Keys("F")
	h.WaitText("Territory AB belongs to:           Red ")
	h.WaitText("Territory DE belongs to:           Blue ")
	h.WaitText("Territory FA belongs to:           nobody ")
	h.WaitNoText("'s ")
}

// A refused field change says why: sudden death over a piece, fewer
// players while one still has pieces.
func TestFieldsRefused(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	before := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC m6 Pikeman/A4/F | CD.DE m6 | EF.FA m6 Crab/EF2/C | g:-")}
	h.setState(before)
	h.Keys("F")
	h.WaitText("Turn:")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Keys("+")
	h.waitMessage("A4: a piece where sudden death removed the board")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Keys("-")
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
	h.Keys("H")
	h.WaitText("Red's hand: 0 of at most 6")
	// H opens on the line that adds to Red's hand: Enter adds.
	h.Key(tcell.KeyEnter)
	h.WaitText("Add to Red's hand")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Add to Red's hand")
	h.Key(tcell.KeyUp) // unknown pieces
	h.Keys("++")
	h.waitFor("2 unknown pieces", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 2 })
	h.Key(tcell.KeyDown) // + add
	h.Key(tcell.KeyEnter)
	h.WaitText("Add to Red's hand")
	h.Keys("harpy")
	h.Key(tcell.KeyEnter)
	h.waitFor("a Harpy in Red's hand", func(e *Editor) bool { return e.doc.Pos().CountHand(1, kind(t, "Harpy")) == 1 })
	h.WaitText("   Harpy")
	h.Key(tcell.KeyHome) // the Harpy's line: the heading above is passed over
	h.Keys("x")
	h.waitFor("the Harpy removed", func(e *Editor) bool { return e.doc.Pos().CountHand(1, kind(t, "Harpy")) == 0 })
	// The graveyard: the last line adds, asking whose piece it was.
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.WaitText("Add to the graveyard")
	h.Keys("king")
	h.Key(tcell.KeyEnter)
	h.WaitText("Whose King was it?")
	h.Keys("2")
	h.waitFor("Blue's King in the graveyard", func(e *Editor) bool {
		g := e.doc.Pos().Graveyard()
		return len(g) == 1 && g[0] == engine.Grave{Kind: kind(t, "King"), Owner: 2}
	})
	h.WaitText("King (Blue)")
}

// i lists the problems of the position; the message line names the first.
func TestProblemsShown(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 King/A1/F | DE.EF.FA m6 King/A2/C | g:-")})
	h.WaitText("! enemies side by side")
	h.Keys("i")
	h.WaitText("Problems of the position")
	h.WaitText("2 King in play, but the deck holds at most 1")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Problems of the position")
}

// The highlight of H passes over the heading lines ("── Blue's hand: 0 of
// at most 6 ──"): Home goes to the first line under Red's heading, Up
// there stays, and Down from Red's add line goes to Blue's unknown
// pieces. It used to rest on the headings, where no key does anything.
func TestHandsHighlightPassesOverHeadings(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.Keys("H")
	h.WaitText("Red's hand: 0 of at most 6") // on Red's + add line
	h.Key(tcell.KeyDown)
	h.Keys("+")
	h.waitFor("an unknown piece in Blue's hand", func(e *Editor) bool { return e.doc.Pos().Player(2).Hidden == 1 })
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyUp)
	h.Keys("+")
	h.waitFor("an unknown piece in Red's hand", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 1 })
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyUp) // over the graveyard's heading, to Blue's add line
	h.Key(tcell.KeyEnter)
	h.WaitText("Add to Blue's hand")
}

// Enter on a hand's unknown pieces asks for the number, checked as + and
// - check it.
func TestHandsUnknownEnter(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.Keys("H")
	h.WaitText("Red's hand: 0 of at most 6")
	h.Key(tcell.KeyUp) // unknown pieces, above the add line H opens on
	h.Key(tcell.KeyEnter)
	h.WaitText(fmt.Sprintf("Red's unknown pieces (0..%d)", engine.HandCap))
	h.Keys("3")
	h.Key(tcell.KeyEnter)
	h.waitFor("3 unknown pieces", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 3 })
	h.Key(tcell.KeyEnter)
	h.WaitText(fmt.Sprintf("Red's unknown pieces (0..%d)", engine.HandCap))
	h.Keys(strconv.Itoa(engine.HandCap + 1))
	h.Key(tcell.KeyEnter)
	h.waitMessage(fmt.Sprintf("Red's unknown pieces: from 0 to %d, not %d (a hand holds 0 to %d pieces)", engine.HandCap, engine.HandCap+1, engine.HandCap))
	h.Key(tcell.KeyEscape) // the field stays open to correct it
	h.WaitNoText("Red's unknown pieces (0..")
	if st := h.state(); st.Pos.Player(1).Hidden != 3 {
		t.Errorf("a refused number changed the unknown pieces to %d", st.Pos.Player(1).Hidden)
	}
	// x clears the count, as the window's key line says (it said
	// "nothing to remove on this line").
	h.Keys("x")
	h.waitFor("no unknown pieces", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 0 })
}

// After a piece is added to a hand or to the graveyard, the highlight
// stays on the add line, so that Enter adds another.
func TestHandsAddSeveral(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.Keys("H")
	h.WaitText("Red's hand: 0 of at most 6") // on the + add line
	for i, name := range []string{"harpy", "crab"} {
		h.Key(tcell.KeyEnter)
		h.WaitText("Add to Red's hand")
		h.Keys(name)
		h.Key(tcell.KeyEnter)
		h.waitFor(fmt.Sprintf("%d pieces in Red's hand", i+1), func(e *Editor) bool { return e.doc.Pos().Player(1).HandSize() == i+1 })
	}
	h.Key(tcell.KeyEnd)
	for i := range 2 {
		h.Key(tcell.KeyEnter)
		h.WaitText("Add to the graveyard")
		h.Keys("king")
		h.Key(tcell.KeyEnter)
		h.WaitText("Whose King was it?")
		h.Keys("2")
		h.waitFor(fmt.Sprintf("%d pieces in the graveyard", i+1), func(e *Editor) bool { return len(e.doc.Pos().Graveyard()) == i+1 })
	}
}

// The messages of the hands and the graveyard put "an" before a kind
// that starts with a vowel: "an Imp Swarm added", not "a Imp Swarm".
func TestHandsSayAnImpSwarm(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.Keys("H")
	h.WaitText("Red's hand: 0 of at most 6")
	h.Key(tcell.KeyEnter)
	h.WaitText("Add to Red's hand")
	h.Keys("imp")
	h.Key(tcell.KeyEnter)
	h.waitMessage("an Imp Swarm added to Red's hand")
	h.Key(tcell.KeyUp) // the unknown pieces
	h.Key(tcell.KeyUp) // the Imp Swarm
	h.Keys("x")
	h.waitMessage("took an Imp Swarm from Red's hand")
}

// A number too big to read is out of the field's range, and says so as a
// small one does.
func TestFieldsBigNumber(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	for _, typed := range []string{"99999999999999999999999", "-99999999999999999999999"} {
		h.Keys("F")
		h.WaitText("Turn:")
		h.Key(tcell.KeyEnter)
		h.WaitText("Turn (1..9999)")
		h.Keys(typed)
		h.Key(tcell.KeyEnter)
		h.waitMessage("Turn: from 1 to 9999, not " + typed)
		h.WaitText("Turn (1..9999): " + typed) // open, to correct
		h.Key(tcell.KeyEscape)
		h.WaitNoText("Turn (1..9999)")
		h.Key(tcell.KeyEscape)
		h.WaitNoText("Position fields")
	}
}

// An edit refused says so with the edit's name, a verb or a noun alike:
// "cannot the puzzle's goals: ..." once read as a sentence without its verb.
func TestEditRefusedNamesTheEdit(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.Sync(func() {
		h.ed.apply("the puzzle's goals", func(*State) error { return errors.New(`goal "kill A3": no piece on A3`) }, "")
	})
	h.waitMessage(`refused: the puzzle's goals: goal "kill A3": no piece on A3`)
}

// "+ also right" (M) refuses the orders on the board when they are the
// stated solution or an alternative already, in any order: it took them,
// and said the alternatives changed when nothing had.
func TestAlternativeNotTheSolutionAgain(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	var os []engine.Order
	for _, s := range []string{"move AB3 E 1", "turn A3 B"} {
		o, err := engine.ParseOrder(testCat, s)
		if err != nil {
			t.Fatal(err)
		}
		os = append(os, o)
	}
	var orders tui.Orders
	orders[0] = []engine.Order{os[1], os[0]}
	h.Sync(func() {
		h.ed.doc.Replace(State{
			Pos:    mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-"),
			Orders: orders,
			Puzzle: &Meta{ID: "p", Side: 1, Solution: os},
		}, true)
		h.ed.takeSolution(true)
	})
	h.waitMessage("refused: the puzzle's alternatives: these orders are the stated solution")
	if st := h.state(); len(st.Puzzle.Alternatives) != 0 {
		t.Errorf("alternatives %v", st.Puzzle.Alternatives)
	}
	h.Sync(func() {
		s := h.ed.doc.State()
		m := *s.Puzzle
		m.Solution = os[:1]
		s.Puzzle = &m
		h.ed.doc.Replace(s, true)
		h.ed.takeSolution(true)
	})
	h.waitFor("one alternative", func(e *Editor) bool { return len(e.doc.State().Puzzle.Alternatives) == 1 })
	h.Sync(func() { h.ed.takeSolution(true) })
	h.waitMessage("refused: the puzzle's alternatives: these orders are an alternative already")
}

// A message too long for the message lines ends with a mark and the key
// that shows all of it, and i shows it whole: the end of a long message
// (what to do next) used to fall off the screen without a sign.
func TestLongMessageSaysItIsCut(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	long := strings.Repeat("a long message about the file, ", 6) + "and the end says what to do next"
	h.Sync(func() { h.ed.say(long, true); h.ed.shell.App.ForceDraw() })
	h.WaitText("… i: all of it")
	h.WaitNoText("what to do next")
	h.Keys("i")
	h.WaitText("The message line, all of it:")
	h.WaitText("what to do next")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("The message line, all of it:")
	// A message that fits is drawn as it is, and i does not repeat it.
	h.Sync(func() { h.ed.say("a short message", false); h.ed.shell.App.ForceDraw() })
	h.WaitNoText("… i: all of it")
	h.Keys("i")
	h.WaitText("Problems of the position")
	h.WaitNoText("The message line, all of it:")
}

// The values of the position's fields (F) stand in one column: the label
// "Nobody drew at the start of the turn:", wider than the column, pushed
// its value three columns right of the others.
func TestFieldsValuesInOneColumn(t *testing.T) {
	h := start(t, Options{}, 100, 60)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC m6 | CD.DE m6 | EF m6 | g:-")})
	h.Keys("F")
	h.WaitText("Green: eliminated")
	col, lines := -1, 0
	for _, row := range strings.Split(h.Screen(), "\n") {
		r := []rune(row)
		a, b := strings.IndexRune(row, '║'), strings.LastIndex(row, "║")
		if a < 0 || b <= a {
			continue
		}
		inner := []rune(row[a+len("║") : b])
		text := string(inner)
		i := strings.LastIndex(text, ": ")
		if i < 0 || strings.HasPrefix(text, "Enter") {
			continue
		}
		at := len([]rune(text[:i])) + 1 // the colon's column
		for at < len(inner) && inner[at] == ' ' {
			at++
		}
		if col < 0 {
			col = at
		}
		if at != col {
			t.Errorf("a value out of the column %d, at %d: %q", col, at, string(r))
		}
		lines++
	}
	if lines < 20 {
		t.Fatalf("read %d lines of fields:\n%s", lines, h.Screen())
	}
	for n := 1; n <= engine.MaxPlayers; n++ {
		if l := tui.PlayerName(n) + ": unknown pieces in hand:"; len(l) > fieldLabel {
			t.Errorf("%q is wider than the column of labels, %d", l, fieldLabel)
		}
	}
}

// On a territory's line of F, + gives it to the next player and - to the
// one before: both went forward.
func TestFieldsTerritoryMinusGoesBack(t *testing.T) {
	h := start(t, Options{}, 80, 30)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC m6 | CD.DE m6 | EF m6 | g:-")})
	h.Keys("F")
	h.WaitText("Territory AB belongs to:           Red ")
	for range 6 { // Turn, Deck, Sudden death, Nobody drew, Players, The game is over
		h.Key(tcell.KeyDown)
	}
	ab := func(e *Editor) uint8 { return e.doc.Pos().Control[engine.AB] }
	for _, c := range []struct {
		key  string
		want uint8
	}{{"-", 0}, {"-", 3}, {"-", 2}, {"+", 3}, {"+", 0}, {"+", 1}} {
		h.Keys(c.key)
		h.waitFor(fmt.Sprintf("%s: AB held by player %d", c.key, c.want), func(e *Editor) bool { return ab(e) == c.want })
	}
	h.Key(tcell.KeyLeft)
	h.waitFor("←: AB held by nobody", func(e *Editor) bool { return ab(e) == 0 })
}

// The fields' messages said "Red: kills so far changed", not from what to
// what; a piece sent to the graveyard was not named ("sent to the
// graveyard from A3").
func TestFieldAndGraveyardMessagesNameWhat(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	h.Keys("F")
	h.WaitText("Turn:")
	h.Keys("/kills so far")
	h.Key(tcell.KeyEnter)
	h.WaitText("Red: kills so far (0..9999)")
	h.Key(tcell.KeyCtrlU)
	h.Keys("3")
	h.Key(tcell.KeyEnter)
	h.waitMessage("Red: kills so far changed from 0 to 3")
	h.Key(tcell.KeyEscape)
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Position fields")
	h.moveTo(loc(t, "A3"))
	h.Keys("g")
	h.waitMessage("the Pikeman (Red) sent to the graveyard from A3")
}

// kb9 #4: g in the editor sends a piece to the graveyard, where the
// trainer's g goes to a cell. Its message says how to undo it and which
// key goes to a cell, and u brings the piece back; on an empty cell it
// says what g does rather than "no piece on A2".
func TestGraveyardKeySaysUndoAndGoTo(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	before := h.state()
	h.moveTo(loc(t, "A3"))
	h.Keys("g")
	h.waitMessage("the Pikeman (Red) sent to the graveyard from A3 (u takes it back; G goes to a cell by its name)")
	h.Keys("u")
	h.waitFor("the Pikeman back on A3", func(e *Editor) bool { return e.doc.State().Equal(before) })
	h.moveTo(loc(t, "A2"))
	h.Keys("g")
	h.waitMessage("g sends a piece to the graveyard, and there is none on A2 (G goes to a cell by its name)")
	if got := h.state(); !got.Equal(before) {
		t.Errorf("g on an empty cell changed the position: %s", got.Pos.Code(testCat))
	}
}

// G goes to a cell by its name, as the trainer's g does (the editor's g
// sends a piece to the graveyard, and placing pieces far apart walked the
// board with the arrows): in Edit mode, with a piece lifted, and in
// Orders mode; a name that is no cell says so.
func TestGoToCell(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	goTo := func(name string) {
		t.Helper()
		h.Keys("G")
		h.WaitText("Cell (A1, Pit, DE3 ...):")
		h.Keys(name)
		h.Key(tcell.KeyEnter)
	}
	at := func(name string) {
		t.Helper()
		want, err := engine.ParseLoc(name)
		if err != nil {
			t.Fatal(err)
		}
		h.waitFor("the cursor on "+name, func(e *Editor) bool { return e.board.Cursor() == want })
	}
	goTo("DE3")
	at("DE3")
	goTo("pit")
	at("Pit")
	// kb9 #10: a name that is no cell keeps the window open with the
	// name, to correct it: it closed, and the next Enter acted on the
	// cell the cursor had stayed on.
	goTo("ZZ9")
	h.waitFor("a message saying ZZ9 is no cell", func(e *Editor) bool {
		return strings.Contains(e.shell.Message(), "ZZ9") && e.board.Cursor() == engine.Pit
	})
	h.WaitText("Cell (A1, Pit, DE3 ...): ZZ9")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Cell (A1, Pit, DE3 ...):")
	at("Pit")
	goTo("A9")
	h.WaitText("Cell (A1, Pit, DE3 ...): A9")
	h.Key(tcell.KeyBackspace)
	h.Keys("3")
	h.Key(tcell.KeyEnter)
	h.WaitNoText("Cell (A1, Pit, DE3 ...):")
	at("A3")
	goTo("pit")
	at("Pit")
	goTo("")
	h.waitMessage("no cell given: G, then a cell's name such as A1, Pit or DE3")

	// A piece lifted goes where G says: Enter sets it down there.
	goTo("FA3")
	at("FA3")
	h.Key(tcell.KeyEnter) // lift the Crab
	h.waitFor("the Crab lifted", func(e *Editor) bool { return e.carry != engine.NoLoc })
	goTo("DE3")
	at("DE3")
	h.Key(tcell.KeyEnter)
	de3, _ := engine.ParseLoc("DE3")
	h.waitFor("the Crab set down on DE3", func(e *Editor) bool {
		return e.carry == engine.NoLoc && e.doc.Pos().At(de3).Owner == 2
	})

	// In Orders mode too; the editor's g still sends a piece to the graveyard.
	h.Keys("O")
	h.waitFor("Orders mode", func(e *Editor) bool { return e.mode == modeOrders })
	goTo("A1")
	at("A1")
	h.Keys("O")
	h.waitFor("Edit mode", func(e *Editor) bool { return e.mode == modeEdit })
	h.Keys("g")
	h.waitFor("the Crab of A1 in the graveyard", func(e *Editor) bool { return len(e.doc.Pos().Graveyard()) == 1 })
}

// A message cut to the message lines is cut at a space, before the mark:
// cut mid-word ("the so… i: all of it") it read as another word.
func TestLongMessageCutAtASpace(t *testing.T) {
	for w := 80; w < 88; w++ {
		h := start(t, Options{}, w, 24)
		long := strings.Repeat("abcdefg ", 40) + "end"
		h.Sync(func() { h.ed.say(long, true); h.ed.shell.App.ForceDraw() })
		h.WaitText("… i: all of it")
		for _, row := range strings.Split(h.Screen(), "\n") {
			if before, _, ok := strings.Cut(row, " … i: all of it"); ok {
				if f := strings.Fields(before); len(f) == 0 || f[len(f)-1] != "abcdefg" {
					t.Errorf("at %d columns the message line reads %q, a word cut", w, strings.TrimSpace(row))
				}
			}
		}
		h.Keys("q")
		h.waitDone()
	}
}
