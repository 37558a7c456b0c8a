package editor

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// tedit #11: at 80x24 the Edit status line keeps the keys of the cell
// under the cursor: with a piece there, r/R rotate and o owner (they fell
// off the line after the board's other keys); on an empty cell, Enter
// places, and the piece's keys are left off.
func TestEditStatusLineAt80ColumnsKeepsThePiecesKeys(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.moveTo(loc(t, "A3"))
	h.WaitText("Edit │ Enter lift · r/R rotate · o owner · x del · O orders · w save")
	h.WaitText("? keys")
	h.moveTo(loc(t, "AB6"))
	h.WaitText("Edit │ Enter place · O orders · P play · w save · c control")
	h.WaitNoText("r/R rotate")
}

// tedit #11: at 80x24 no line of the Solve window is cut: the opponent's
// line when fixed plays as hold (it ended "…so fixed plays…"), the last
// result's line (it ended "Enter shows it…": the key now shows on the key
// line above while the line is highlighted), and that line once the
// result no longer applies.
func TestSolveWindowLinesWholeAt80Columns(t *testing.T) {
	sols := make([]solver.Solution, 23)
	for i := range sols {
		o, err := engine.ParseOrder(testCat, "move AB2 E 1")
		if err != nil {
			t.Fatal(err)
		}
		sols[i] = solver.Solution{Orders: []engine.Order{o}}
	}
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		opt.Progress(solver.Progress{Nodes: 100, Part: 0.87, Found: 23, Elapsed: time.Second})
		<-ctx.Done()
		return &solver.Result{Stopped: true, Solutions: sols, Nodes: 100, NotProven: "stopped at about 87% of the search"}, nil
	}
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(State{Pos: fightState(t).Pos}) // no orders: fixed plays as hold
	solveTo(h, "kill A1, no-losses", 1)
	h.WaitText("about 87% searched")
	h.Key(tcell.KeyEscape)
	h.WaitText("Solutions, maybe not all")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Solutions, maybe not all")
	whole := func(what string) {
		t.Helper()
		for _, line := range strings.Split(h.Screen(), "\n") {
			if strings.Contains(line, "║") && strings.Contains(line, "…") {
				t.Errorf("%s: a line of the Solve window is cut: %q", what, line)
			}
		}
	}
	h.Keys("S")
	h.WaitText("Opponent:     fixed: the others have no orders: plays as hold")
	h.WaitText("◀ Last result: stopped at about 87%: 23 solutions, maybe more")
	h.Key(tcell.KeyUp) // from Start the search
	h.WaitText("Enter shows it again · + - adjust")
	whole("the last result")
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyUp)
	h.Keys("+")
	h.WaitText("Time limit:   35 seconds")
	h.WaitText("Last result: no longer applies (you stopped it; 35 s may find more)")
	whole("the last result stale")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.WaitText("Enter says why · + - adjust")
	h.Key(tcell.KeyEnter)
	h.waitMessage("the last result (stopped at about 87%: 23 solutions, maybe more) no longer applies: you stopped it; 35 s may find more")
}

// revfiles: at 80x24 Orders mode's status line dropped x/X clear and T
// target, ranked after the others. It says Enter's part on the cell under
// the cursor (select a piece, place on an empty cell, which p does too),
// x/X clear where there are orders to clear, T target only with a
// Necromancer.
func TestOrdersStatusLineAt80ColumnsKeepsTheCellsKeys(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("O")
	h.WaitText("Orders mode")
	h.moveTo(loc(t, "DE4")) // Red's Bird, ordered to move
	h.WaitText("Orders │ Enter select · P play · S solve · O edit · x/X clear · ? keys")
	h.moveTo(loc(t, "D3")) // Red's Pikeman, no orders
	h.WaitText("Orders │ Enter select · P play · S solve · O edit · ? keys")
	h.moveTo(loc(t, "A1"))
	h.WaitText("Orders │ Enter place · P play · S solve · O edit · ? keys")
	necro, ok := testCat.Lookup("Necromancer")
	if !ok {
		t.Fatal("no Necromancer in the test catalogue")
	}
	h.setStateKeepPack(func(s *State) { s.Pos.Board[loc(t, "A2")] = engine.Piece{Owner: 2, Kind: necro, Facing: engine.A} })
	h.WaitText("Orders │ Enter place · P play · S solve · O edit · T target · ? keys")
}

// revfiles: at 66 columns the Solve window's opponent line was cut
// ("…so fixed play…"). Each opponent's line is whole, fixed with and
// without the others' orders.
func TestSolveWindowOpponentLineWholeAt66Columns(t *testing.T) {
	for _, c := range []struct {
		others []engine.Order
		want   string
	}{
		{nil, "Opponent:     fixed: the others have no orders: plays as hold"},
		{[]engine.Order{engine.Turn(loc(t, "A1"), engine.B)}, "Opponent:     fixed: the others play the orders on the board"},
	} {
		h := start(t, Options{}, 66, 24)
		st := State{Pos: fightState(t).Pos}
		st.Orders[1] = c.others
		h.setState(st)
		h.Keys("S")
		h.WaitText("═ Solve")
		h.Key(tcell.KeyDown)
		opponent := func() string {
			for _, line := range strings.Split(h.Screen(), "\n") {
				if strings.Contains(line, "Opponent:") {
					return line
				}
			}
			return ""
		}
		seen := ""
		for range engine.Opponents() {
			line := opponent()
			seen += line + "\n"
			if strings.Contains(line, "…") {
				t.Errorf("the opponent's line is cut: %q", line)
			}
			h.Keys("+")
			for end := time.Now().Add(tuitest.WaitLimit); opponent() == line && time.Now().Before(end); {
				time.Sleep(10 * time.Millisecond)
			}
		}
		if !strings.Contains(seen, c.want) {
			t.Errorf("the opponent's lines:\n%swant %q", seen, c.want)
		}
	}
}
