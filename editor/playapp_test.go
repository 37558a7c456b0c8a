package editor

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// fightState: a Pikeman steps next to a Crab that another Crab already
// faces; the turn has a placement-stage fight and a priority with a step.
func fightState(t *testing.T) State {
	t.Helper()
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/AB2/E | DE.EF.FA m6 Crab/A1/A Crab/FA3/C | g:-")
	o, err := engine.ParseOrder(testCat, "move AB2 E 1")
	if err != nil {
		t.Fatal(err)
	}
	var orders tui.Orders
	orders[0] = []engine.Order{o}
	return State{Pos: p, Orders: orders}
}

// Play the turn, step through it forward and back with the fight
// explained in numbers, then keep the result; u goes back.
func TestPlayStepThrough(t *testing.T) {
	// At 80 columns the panel wraps its texts: they are found in its
	// words, however they wrap.
	h := start(t, Options{}, 80, 24)
	before := fightState(t)
	h.setState(before)
	rules := engine.Rules{Kinds: testCat}
	want, err := tui.PlayTurn(&rules, before.Pos, before.Orders.Lists(2))
	if err != nil {
		t.Fatal(err)
	}
	h.Keys("P")
	h.WaitText("Play mode")
	h.waitSide("before the turn")
	h.waitSide("Red   move AB2 E 1")
	a3 := loc(t, "A3")
	x, y := h.CellPos(a3)
	if got, _ := h.TextAt(x, y+1, 3); got != "Pi←" {
		t.Errorf("before the turn A3 shows %q, want the Pikeman", got)
	}

	h.Key(tcell.KeyRight)
	h.waitSide("close combat, before the priorities") // nothing placed, no top combat
	h.waitSide("close combat: Pikeman (Red) on A3,")
	h.waitSide("front-left 3: Pikeman (Red)")
	if got, _ := h.TextAt(x, y+1, 3); got != "   " {
		t.Errorf("after the placement stage A3 shows %q, want the dead Pikeman gone", got)
	}
	// The fight picked: both fighters' cards, and its cells lit.
	h.Key(tcell.KeyDown)
	h.waitSide("Pikeman (Red) on A3:")
	h.waitSide("Crab (Blue) on FA3:")
	h.waitFor("A3 lit as the event's cell", func(e *Editor) bool { return e.marks.Hi[a3] == tui.HiEvent })

	// Back to the start: the Pikeman stands again.
	h.Key(tcell.KeyLeft)
	h.waitSide("before the turn")
	if got, _ := h.TextAt(x, y+1, 3); got != "Pi←" {
		t.Errorf("stepping back, A3 shows %q, want the Pikeman again", got)
	}

	h.Key(tcell.KeyEnd)
	h.waitSide("K keeps this as the new position;")
	h.Key(tcell.KeyEnter) // does not replace the position: it says how to
	h.waitMessage("the end of the turn: K keeps the result as the new position")
	h.waitFor("still the turn's last page", func(e *Editor) bool {
		return e.mode == modePlay && e.play != nil && e.play.Page == e.play.Last() && e.doc.State().Equal(before)
	})
	h.Keys("K")
	h.waitFor("the result kept", func(e *Editor) bool { return e.mode == modeEdit && *e.doc.Pos() == want.Out.Pos })
	h.waitMessage("kept the result: turn 3 is next")
	h.Keys("u")
	h.waitFor("back before the turn", func(e *Editor) bool { return e.doc.State().Equal(before) })
}

// waitSide waits until the side panel's words, joined by single spaces
// whatever their lines, hold want's.
func (h *harness) waitSide(want string) {
	h.T.Helper()
	tuitest.Poll(h.T, tuitest.WaitLimit, tuitest.Shown(h.sideWords, strings.Join(strings.Fields(want), " ")))
}

// sideWords returns the words of the side panel as flatScreen does the
// screen's: a sentence the panel wraps is found whole.
func (h *harness) sideWords() string {
	h.T.Helper()
	var x, y, w, hh int
	h.Sync(func() { x, y, w, hh = h.ed.side.GetRect() })
	var words []string
	for row := y; row < y+hh; row++ {
		line, _ := h.TextAt(x, row, w)
		words = append(words, strings.Fields(line)...)
	}
	return strings.Join(words, " ")
}

// Esc leaves Play mode without changing anything.
func TestPlayEscape(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	before := fightState(t)
	h.setState(before)
	h.Keys("O")
	h.WaitText("Orders mode")
	h.Keys("P")
	h.WaitText("Play mode")
	h.Keys("l")
	h.WaitText("page 2 of")
	h.Key(tcell.KeyEscape)
	h.WaitText("Orders mode")
	h.waitFor("the document as it was", func(e *Editor) bool { return e.doc.State().Equal(before) && !e.doc.Dirty() })
}

// The message of a turn played and the status line count alike: the
// stages with events, and the pages with before and after the turn, as
// the side panel counts them.
func TestPlayCountsAgree(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	h.Keys("P")
	h.WaitText("Play mode")
	h.waitMessage("in 2 stages (4 pages with before and after the turn)")
	h.WaitText("Turn 2 · page 1 of 4")
	h.WaitText("Play › page 1 of 4")
	h.Key(tcell.KeyRight)
	h.WaitText("Turn 2 · page 2 of 4")
	h.WaitText("Play › page 2 of 4")
}

// Play mode takes the keys its help lists: w, Ctrl-S, W, y and i act and
// the turn stays on the screen; u, Ctrl-R, S, E, Ctrl-O, Ctrl-E and v go
// back to the position, then act; O and P, and any other letter or Ctrl
// key, say why they do nothing. They used to be refused with the stage
// keys' reminder ("Everywhere" said otherwise), the Ctrl keys silently.
func TestPlayModeKeysActOrSayWhy(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pos.txt")
	h := openSaved(t, path, fightState(t))
	play := func() {
		h.T.Helper()
		h.Keys("P")
		h.waitFor("Play mode", func(e *Editor) bool { return e.mode == modePlay })
	}
	inPlay := func(what string) {
		h.T.Helper()
		h.waitFor(what+", in Play mode", func(e *Editor) bool { return e.mode == modePlay })
	}
	h.edit("g")
	play()
	h.Keys("w")
	h.waitMessage("saved " + path)
	inPlay("saved")
	h.edit("u")
	play()
	h.Key(tcell.KeyCtrlS)
	h.waitMessage("saved " + path)
	inPlay("saved by Ctrl-S")
	h.Keys("i")
	h.WaitText("Esc closes")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Esc closes")
	inPlay("the problems listed")
	for _, k := range []string{"O", "P"} {
		h.Keys(k)
		h.waitMessage("Play mode: Esc goes back to the position first")
		inPlay(k + " refused")
	}
	h.Keys("z")
	h.waitMessage("z does nothing in Play mode")
	h.Key(tcell.KeyCtrlB)
	h.waitMessage("Ctrl-B does nothing in Play mode")
	inPlay("z and Ctrl-B refused")
	h.Key(tcell.KeyEscape)
	h.edit("g")
	play()
	h.Keys("u")
	h.waitFor("back in Edit mode, the edit undone", func(e *Editor) bool { return e.mode == modeEdit && !e.doc.Dirty() })
	play()
	h.Key(tcell.KeyCtrlO)
	h.WaitText("Open a pack or a position file")
	h.waitFor("back in Edit mode", func(e *Editor) bool { return e.mode == modeEdit })
}

// At 66 columns the side panel is 24 wide: Play mode's own texts wrap
// instead of being cut ("K keeps this as the new", and the rest lost).
func TestPlayPanelTextsWrapWhenNarrow(t *testing.T) {
	h := start(t, Options{}, 66, 16)
	h.setState(fightState(t))
	h.Keys("P")
	h.WaitText("→ or Enter: the first")
	h.WaitText("stage")
	h.Key(tcell.KeyEnd)
	h.WaitText("K keeps this as the new")
	h.WaitText("position;")
	h.WaitText("Esc goes back to the")
}

// Play mode's first page lists the orders with their players' names
// apart from them: Violet, the fifth, is no "Violetmove".
func TestPlayOrdersOfAFifthPlayer(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	st := State{Pos: mustPos(t, "bc1 t2 d30 | AB m6 | BC m6 | CD m6 | DE m6 | EF m6 Crab/EF3/A | FA m6 | g:-")}
	st.Orders[4] = []engine.Order{engine.Turn(loc(t, "EF3"), engine.B)}
	h.setState(st)
	h.Keys("P")
	h.WaitText("Play mode")
	h.WaitText("Violet turn EF3 B")
}

// At 66 columns Play mode's first page wraps an order too long for the
// side panel, as the Orders list does: "place Reverse Centaur AB4 E" was
// cut at the panel's edge.
func TestPlayOrdersWrapWhenNarrow(t *testing.T) {
	h := start(t, Options{}, 66, 14)
	st := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 h:ReverseCentaur | DE.EF.FA m6 | g:-")}
	o, err := engine.ParseOrder(testCat, "place ReverseCentaur AB4 E")
	if err != nil {
		t.Fatal(err)
	}
	st.Orders[0] = []engine.Order{o}
	h.setState(st)
	h.Keys("P")
	h.WaitText("Play mode")
	h.WaitText("Red   place Reverse")
	h.WaitText("      Centaur AB4 E")
}

// solvux #7: the last page of a turn played says which goals it met and
// which it missed: those the Solve window holds for the position (or the
// puzzle's). It said "Red: 1 kill" and left the goals to the reader.
func TestPlayLastPageJudgesTheGoals(t *testing.T) {
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Complete: true}, nil
	}
	st := fightState(t)
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(st)
	// Blue's goals: the turn meets two and misses one.
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyEnter)
	h.WaitText("Side:         Blue")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys("kills 2, no-losses, pit")
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        kills 2, no-losses")
	h.Key(tcell.KeyEsc)
	h.WaitNoText("═ Solve ═")
	r, err := tui.PlayTurn(&engine.Rules{Kinds: testCat}, st.Pos, st.Orders.Lists(int(st.Pos.NumPlayers)))
	if err != nil {
		t.Fatal(err)
	}
	h.Keys("P")
	h.WaitText("turn 2 played")
	h.Key(tcell.KeyEnd)
	h.WaitText("Blue's goals (the Solve window's):")
	h.WaitText("kills 2: met")
	h.WaitText("pit: missed")
	goals, err := engine.ParseGoals([]string{"kills 2", "no-losses", "pit"})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range goals {
		want := g.String() + ": missed"
		if g.Met(&r.Before, &r.Out, 2) {
			want = g.String() + ": met"
		}
		h.WaitText(want)
	}
}

// With one line a board row (a short terminal, 80x20) a piece takes the
// place of its cell's name, where a mark is drawn: the cell of an event
// (a fight's) showed no mark when it held a piece. The piece is drawn
// reversed then.
func TestShortBoardMarksACellWithAPiece(t *testing.T) {
	h := start(t, Options{}, 80, 20)
	h.setState(fightState(t))
	fa3 := loc(t, "FA3")
	x, y := h.CellPos(fa3)
	reversed := func() (string, bool) {
		got, st := h.TextAt(x, y, 3)
		_, _, attrs := st.Decompose()
		return got, attrs&tcell.AttrReverse != 0
	}
	if got, _ := h.TextAt(x, y+1, 3); got == "Cr↙" {
		t.Fatal("the board has two lines a row at 80x20")
	}
	h.Keys("P")
	h.waitSide("before the turn")
	if got, rev := reversed(); got != "Cr↙" || rev {
		t.Fatalf("before the turn FA3 reads %q (reversed %v), want the Crab unmarked", got, rev)
	}
	h.Key(tcell.KeyRight)
	h.waitSide("close combat: Pikeman (Red) on A3,")
	h.Key(tcell.KeyDown)
	h.waitFor("FA3 lit as the fight's cell", func(e *Editor) bool { return e.marks.Hi[fa3] == tui.HiEvent })
	h.waitSide("Crab (Blue) on FA3:")
	if got, rev := reversed(); got != "Cr↙" || !rev {
		t.Errorf("FA3, lit as the fight's cell, reads %q (reversed %v), want the Crab reversed", got, rev)
	}
}

// The turn's last page gives each player's kills with what they give at
// the next draw, as the engine deals it: with a full hand, no bonus draw.
func TestPlayLastPageSaysWhatTheKillsGive(t *testing.T) {
	h := start(t, Options{}, 100, 30)
	h.setState(redOrder(t, "bc1 t2 d30 | AB.BC.CD m6 ?6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A Crab/DE3/B | g:-", "move A3 D 1"))
	h.Keys("P")
	h.WaitText("Play mode")
	h.Key(tcell.KeyEnd)
	h.waitSide("Red: 1 kill (no bonus draw, hand full), 0 pieces lost")
	h.waitSide("Blue: 0 kills, 1 piece lost")
}

// tedit #5: on a puzzle whose goals the Solve window was changed from
// (a solution loaded from S for other goals), the last page judges the
// Solve window's goals, then the puzzle's: it judged the puzzle's alone,
// and said nothing of the goals the orders were found for.
func TestPlayLastPageJudgesTheSolveWindowsGoalsOnAPuzzle(t *testing.T) {
	st := fightState(t)
	own, err := engine.ParseGoals([]string{"no-losses"})
	if err != nil {
		t.Fatal(err)
	}
	m := Meta{ID: "p1", Side: 1, Opponent: engine.Hold, Goals: own}
	st.Puzzle = m.clone()
	st.Pack = &PackData{Base: puzzles.NewPack("", testCat), Puzzles: []PuzzleData{{Meta: m, Pos: st.Pos, Orders: st.Orders.Clone()}}, Cur: 0}
	h := start(t, Options{}, 100, 32)
	h.setState(st)
	h.Keys("P")
	h.WaitText("turn 2 played")
	h.Key(tcell.KeyEnd)
	h.WaitText("Red's goals (the puzzle's):")
	h.WaitNoText("the Solve window's")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Play mode")
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Key(tcell.KeyCtrlU)
	h.Keys("kills 1")
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        kills 1")
	h.Key(tcell.KeyEsc)
	h.WaitNoText("═ Solve ═")
	r, err := tui.PlayTurn(&engine.Rules{Kinds: testCat}, st.Pos, st.Orders.Lists(int(st.Pos.NumPlayers)))
	if err != nil {
		t.Fatal(err)
	}
	h.Keys("P")
	h.WaitText("turn 2 played")
	h.Key(tcell.KeyEnd)
	h.WaitText("Red's goals (the Solve window's):")
	h.WaitText("Red's goals (the puzzle's):")
	kills, err := engine.ParseGoals([]string{"kills 1"})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range append(kills, own...) {
		want := g.String() + ": missed"
		if g.Met(&r.Before, &r.Out, 1) {
			want = g.String() + ": met"
		}
		h.WaitText(want)
	}
	if s := h.Screen(); strings.Index(s, "the Solve window's") > strings.Index(s, "the puzzle's") {
		t.Errorf("the puzzle's goals come first:\n%s", s)
	}
}
