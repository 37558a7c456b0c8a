package editor

import (
	"regexp"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// With package solver: the solution found loads as the side's orders and,
// played, reaches the goal.
func TestRealSolveAndLoad(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	p := fightState(t).Pos
	h.setState(State{Pos: p})
	solveTo(h, "kill A1", 0)
	h.WaitText("Solutions: Enter loads one as Red's orders")
	h.Key(tcell.KeyEnter)
	h.waitFor("a solution as Red's orders", func(e *Editor) bool { return len(e.doc.Orders()[0]) > 0 })
	st := h.state()
	r, err := tui.PlayTurn(&engine.Rules{Kinds: testCat}, p, st.Orders.Lists(2))
	if err != nil {
		t.Fatal(err)
	}
	if r.Out.Start[loc(t, "A1")].Alive() {
		t.Errorf("the solution %q leaves the Crab on A1 alive", orderTexts(st, 1))
	}
}

// A long search under "any", stopped with Esc: the solver stops, the editor
// says so and stays responsive.
func TestRealSolveAndCancel(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	// Eight pieces a side and three in hand: "kills 3" under "any" runs past
	// 10 s (the position with five a side that this test used became a
	// proof of 18,584 nodes).
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 h:Crab,Pikeman,Bird Pikeman/AB3/E Pikeman/B2/F Crab/BC2/F Bird/C2/E Pikeman/CD3/F Crab/C1/F Pikeman/D2/A Bird/A2/D | DE.EF.FA m6 h:Harpy,Crab,Pikeman Crab/DE3/B Pikeman/E2/C Bird/EF2/C Pikeman/FA2/B Crab/DE5/B Pikeman/F2/C Crab/E1/C Bird/DE1/B | g:-")})
	solveTo(h, "kills 3", 2)
	searched := regexp.MustCompile(`[1-9][0-9.]*[kM]? positions, `)
	h.waitFor("progress from the solver", func(e *Editor) bool { return searched.MatchString(tuitest.ScreenText(h.Sim)) })
	h.Key(tcell.KeyEscape)
	h.waitMessage("the search was stopped by you")
	h.waitFor("no search running", func(e *Editor) bool { return e.solve == nil })
	h.Keys("O")
	h.WaitText("Orders mode")
}

// Issue 18, item 8: under "any", a search that finds no solution shows the
// near misses and their refutations, as solve --tries does; Enter loads one
// with its refutation, so that P plays out why it fails.
func TestRealSolveNearMisses(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A2/D | DE.EF.FA m6 Pikeman/D2/A | g:-")})
	solveTo(h, "pit", 2)
	h.waitMessage("no solution: the goals cannot be reached")
	h.WaitText("Near misses")
	h.WaitText("1. move A2 D 2 · fails to Blue move D2 A 1 | Blue move D2 A 2")
	h.Key(tcell.KeyEnter)
	h.waitFor("the near miss and its refutation", func(e *Editor) bool {
		st := e.doc.State()
		return orderTexts(st, 1) == "move A2 D 2" && orderTexts(st, 2) == "move D2 A 1" && e.mode == modeOrders
	})
	h.waitMessage("near miss 1 is Red's orders, against its refutation")
}
