package editor

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// setSolveGoals opens the Solve window, gives it goals and closes it.
func setSolveGoals(h *harness, goals string) {
	h.T.Helper()
	h.Keys("S")
	h.WaitText("═ Solve ═")
	typeSolveGoals(h, goals)
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")
}

// A new user's game: goals set in S vanished when the position file was
// saved, without a word, and a puzzle made with a started with none, so
// that they were typed a third time in M. The save says a position file
// holds none and how to keep them; a starts the puzzle with them.
func TestSolveGoalsSaveSaysAndAddKeepsThem(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/AB2/E | DE.EF.FA m6 Crab/A1/A Crab/FA3/C | g:-\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	setSolveGoals(h, "kill A1")
	h.moveTo(loc(t, "A3")) // a change to save: the Pikeman on A3 goes
	h.Keys("x")
	h.Keys("w")
	h.waitMessage("saved " + path)
	h.waitMessage("a position file holds no goals: the Solve window's (kill A1) last until you quit (a makes the position a puzzle of a pack, which keeps them)")

	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.waitMessage("added with the Solve window's goals (kill A1), side Red and opponent hold")
	m := h.state().Puzzle
	if m == nil || engine.GoalsText(m.Goals) != "kill A1" || m.Side != 1 || m.Opponent != engine.Hold {
		t.Fatalf("the new puzzle is %+v", m)
	}
}

// A puzzle added while the others have orders on the board starts at
// fixed, as S does (the same rule): it started at hold, and w then said
// Blue's orders were not in the file.
func TestAddPuzzleStartsFixedWhenOthersHaveOrders(t *testing.T) {
	st := fightState(t)
	blue, err := engine.ParseOrder(testCat, "turn A1 B")
	if err != nil {
		t.Fatal(err)
	}
	st.Orders[1] = []engine.Order{blue}
	h := start(t, Options{}, 100, 32)
	h.setState(st)
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.waitMessage("added")
	if m := h.state().Puzzle; m == nil || m.Opponent != engine.Fixed {
		t.Fatalf("the new puzzle is %+v, want opponent fixed", m)
	}
	if un := unsavedOrders(func() *State { s := h.state(); return &s }()); len(un) > 0 {
		t.Errorf("the new puzzle's file leaves out %v", un)
	}
}

// fixed with no orders for the others plays as hold: the Solve window
// said "the others play their orders on the board" when there were none,
// and the search's result did not say so, as birdcrab solve's note does.
func TestSolveFixedWithoutOrdersSaysItPlaysAsHold(t *testing.T) {
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Complete: true}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(fightState(t)) // Red has orders, Blue none
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.WaitText("Opponent:     hold")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Keys("+")
	h.WaitText("Opponent:     fixed: the others have no orders: plays as hold")
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys("kill A1")
	h.Key(tcell.KeyEnter)
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.waitMessage("note: the others have no orders, so fixed plays as hold")
}

// M setting goals on a puzzle whose side has orders on the board and no
// stated solution offers them as the solution: the pack saved after M
// failed birdcrab check (no stated solution), and the way out had to be
// guessed.
func TestMetaGoalsOfferTheOrdersAsSolution(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t)) // Red: move AB2 E 1
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.waitMessage("added")
	h.Keys("M")
	h.WaitText("Goals:        none")
	for range 7 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys("kill A1")
	h.Key(tcell.KeyEnter)
	h.WaitText("Take Red's orders on the board as the solution?")
	h.WaitText("y  yes: move AB2 E 1")
	h.Keys("y")
	h.waitFor("the solution taken", func(e *Editor) bool {
		m := e.doc.State().Puzzle
		return engine.OrdersText(e.cat, m.Solution, "") == "move AB2 E 1" && engine.GoalsText(m.Goals) == "kill A1"
	})
	// Goals changed again: a solution stated, nothing is offered.
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys("kills 1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("the puzzle's goals changed")
	h.WaitNoText("Take Red's orders")
}

// Letters typed on the Solve window's Goals line start its field: typing
// "kill A1" there moved up (k), changed Solutions to "stop at the first"
// (l) unnoticed, and said only "1 does nothing here". A choice's h and l
// say what it became.
func TestSolveTypingOnGoalsStartsTheField(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.Keys("kill A1")
	h.WaitText("Goals: kill A1")
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        kill A1")
	h.WaitText("Solutions:    all of them")
	h.waitMessage("goals: kill A1")
	// Typing replaces the goals, as the field's selected text.
	h.Keys("kills 1")
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        kills 1")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyUp)
	h.WaitText("Solutions:    all of them")
	h.Keys("l")
	h.WaitText("Solutions:    stop at the first")
	h.waitMessage("solutions: stop at the first (is there one?)")
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyUp)
	h.Keys("l")
	h.waitMessage("opponent: fixed: " + fixedAsHold)
}

// A window opening clears a message said before the key that opened it:
// "b does nothing here" stayed under the "Whose Crab was it?" question.
func TestWindowOpeningClearsStaleMessage(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.Keys("b")
	h.waitMessage("b does nothing in Edit mode")
	h.Keys("S")
	h.WaitText("═ Solve ═")
	if msg := h.message(); msg != "" {
		t.Errorf("the message line says %q under the Solve window", msg)
	}
	// What the key opening the window says stays (S on a board with no
	// orders says nothing, a refused Save as does).
}

// A puzzle that a starts with the Solve window's goals, its side having
// orders on the board, is offered them as its solution, as goals set in M
// are: else its pack failed birdcrab check for want of one.
func TestAddWithSolveGoalsOffersTheOrdersAsSolution(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t)) // Red: move AB2 E 1
	setSolveGoals(h, "kill A1")
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.WaitText("Take Red's orders on the board as the solution?")
	h.Keys("y")
	h.waitFor("the solution taken", func(e *Editor) bool {
		m := e.doc.State().Puzzle
		return m != nil && engine.OrdersText(e.cat, m.Solution, "") == "move AB2 E 1" && engine.GoalsText(m.Goals) == "kill A1"
	})
}

// M's choices say what l and h made them: "the puzzle's opponent
// changed" said not to what.
func TestMetaChoicesSayWhatTheyBecame(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.waitMessage("added")
	h.Keys("M")
	h.WaitText("Opponent:     hold")
	// On the id, a line of text, every letter types: the key line says
	// the arrows move there.
	h.WaitText("type or Enter to edit · ↑↓ move · Del clear · Esc close")
	for range 6 {
		h.Key(tcell.KeyDown)
	}
	h.WaitText("Enter change · + - adjust · x clear · / filter · Esc close")
	h.Keys("l")
	h.waitMessage("the puzzle's opponent: fixed: " + fixedAsHold)
	// On the title, typing starts it.
	for range 5 {
		h.Key(tcell.KeyUp)
	}
	h.Keys("Xray")
	h.WaitText("Title: Xray")
	h.Key(tcell.KeyEnter)
	h.waitFor("the title", func(e *Editor) bool { return e.doc.State().Puzzle.Title == "Xray" })
}

// Saved as a .toml, a position whose Solve window has goals becomes a
// puzzle with them, its side's orders on the board and no solution:
// birdcrab check failed the pack ("no stated solution"), and the message
// said only "saved x.toml (1 puzzle)". The save says so and offers the
// orders as the solution, as a does.
func TestSaveAsPackWithSolveGoalsOffersTheOrdersAsSolution(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.txt")
	st := fightState(t) // Red: move AB2 E 1
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	h.waitMessage("opened " + path)
	setSolveGoals(h, "kill A1")
	pack := filepath.Join(dir, "x.toml")
	h.Keys("W")
	h.WaitText("Save as")
	h.Keys(pack)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved " + pack + " (1 puzzle); no stated solution, which birdcrab check needs: puzzle-1 (M, Solution, Enter takes the side's orders on the board)")
	h.WaitText("Take Red's orders on the board as the solution?")
	h.Keys("y")
	h.waitFor("the solution taken", func(e *Editor) bool {
		m := e.doc.State().Puzzle
		return m != nil && engine.OrdersText(e.cat, m.Solution, "") == "move AB2 E 1" && engine.GoalsText(m.Goals) == "kill A1"
	})
	h.Keys("w")
	h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
	if got := string(mustRead(t, pack)); !strings.Contains(got, `solution = ["move AB2 E 1"]`) {
		t.Errorf("the pack has no solution:\n%s", got)
	}
	if msg := h.message(); strings.Contains(msg, "no stated solution") {
		t.Errorf("with the solution stated the save says %q", msg)
	}
}

// a on a puzzle of a pack takes the Solve window's settings only when they
// were changed there: S opened and closed (it opens with the puzzle's own)
// made a copy of the puzzle with its goals, "added with the Solve window's
// goals", and offered its solution on the board as the copy's.
func TestAddOnAPuzzleTakesSolveSettingsOnlyWhenChanged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pack.toml")
	if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.WaitText("Goals:        ransack DE, no-losses")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyCtrlU)
	h.Keys("copy")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle copy added, a copy of from-behind's board: M sets its goals")
	if m := h.state().Puzzle; m == nil || m.ID != "copy" || len(m.Goals) != 0 || len(m.Solution) != 0 {
		t.Fatalf("the new puzzle is %+v", m)
	}
	h.WaitNoText("as the solution?")

	// Goals changed in S, on the copy: a takes them.
	setSolveGoals(h, "kills 1")
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyCtrlU)
	h.Keys("changed")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle changed added with the Solve window's goals (kills 1)")
	if m := h.state().Puzzle; m == nil || m.ID != "changed" || engine.GoalsText(m.Goals) != "kills 1" {
		t.Fatalf("the puzzle added after S changed its goals is %+v", m)
	}
}

// rev2 finding 1: on a line of text, letters the list also binds (j, k,
// q, h, l, u ...) acted on the list instead of typing: "quick" typed on
// the title closed the window (q) and undid the last edit on the board
// (u), and "look" opened "Title: ook". Every letter types there.
func TestTypingOnATextLineNeverActsOnTheList(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.waitMessage("added")
	before := h.state()
	h.Keys("M")
	h.WaitText("═ The puzzle ═")
	h.Key(tcell.KeyDown) // Id to Title
	h.Keys("quick look")
	h.WaitText("Title: quick look")
	h.Key(tcell.KeyEnter)
	h.waitFor("the title", func(e *Editor) bool { return e.doc.State().Puzzle.Title == "quick look" })
	h.WaitText("═ The puzzle ═")
	if after := h.state(); !reflect.DeepEqual(after.Pos, before.Pos) || !reflect.DeepEqual(after.Orders, before.Orders) {
		t.Errorf("typing on the title changed the board: orders %v, want %v", after.Orders, before.Orders)
	}
}
