package editor

import (
	"context"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// typeSolveGoals gives the open Solve window goals on its Goals line
// (from Side: the window opens on Start the search) and waits for them.
func typeSolveGoals(h *harness, goals string) {
	h.T.Helper()
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys(goals)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        " + goals)
}

// solveTo sets the goals in the Solve dialog, and the opponent model
// (opponent steps after hold), and starts the search.
func solveTo(h *harness, goals string, opponent int) {
	h.T.Helper()
	h.Keys("S")
	h.WaitText("═ Solve ═")
	typeSolveGoals(h, goals)
	h.Key(tcell.KeyDown)
	for range opponent {
		h.Keys("+")
	}
	h.WaitText("Opponent:     " + engine.Opponents()[opponent].String())
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
}

// The search runs in the background; its solutions are listed, and one
// loads as the side's orders.
func TestSolveAndLoad(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	var got *solver.Problem
	var gotOpt solver.Options
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		got, gotOpt = p, opt
		opt.Progress(solver.Progress{Nodes: 10, Found: 1})
		return &solver.Result{Solutions: []solver.Solution{{Orders: []engine.Order{sol}}}, Unique: true, Complete: true, Nodes: 42}, nil
	}
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(State{Pos: fightState(t).Pos})
	solveTo(h, "kill A1", 0)
	h.WaitText("Solutions: Enter loads one as Red's orders")
	h.WaitText("1. move AB2 E 1")
	h.waitMessage("one minimal solution: every order set that reaches the goals holds its orders (orders added to it are not checked: some may spoil it) (42 positions")
	if got.Side != 1 || engine.GoalsText(got.Goals) != "kill A1" || got.Opponent != engine.Hold || gotOpt.Timeout != 30*time.Second {
		t.Errorf("the solver was asked %+v within %v", got, gotOpt.Timeout)
	}
	h.Key(tcell.KeyEnter)
	h.waitFor("the solution as Red's orders", func(e *Editor) bool {
		return orderTexts(e.doc.State(), 1) == "move AB2 E 1" && e.mode == modeOrders
	})
	// The Solve window offers the result again, as the message named it.
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("◀ Last result: one minimal solution")
}

// Esc stops a search that would run on: the solver's context is
// cancelled, what it found is kept and listed, and the editor stays
// responsive. While it runs, the window shows the solutions so far and the
// time against the limit, a bar of the branches near the root searched to
// the end with those done and known so far, the positions and their rate
// (issue 11).
func TestSolveAndCancel(t *testing.T) {
	var cancelled atomic.Bool
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		var n int64
		for {
			select {
			case <-ctx.Done():
				cancelled.Store(true)
				return &solver.Result{Stopped: true, Nodes: n, Solutions: []solver.Solution{{Orders: []engine.Order{sol}}}}, nil
			case <-tick.C:
				n += 100
				opt.Progress(solver.Progress{Nodes: n, Done: 1, Total: 4, Found: 1, Elapsed: time.Second})
			}
		}
	}
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(fightState(t))
	solveTo(h, "kill A1", 0)
	h.WaitText("████░░░░░░░░░░░░ branches: 1 done, 4 known so far")
	h.WaitText("positions, ")
	// The solutions and the time against the limit come first: the
	// branches known so far grow as the search cuts them, so their count
	// says little of the time left.
	h.WaitText("1 solution so far · 1.0 s of at most 30 s")
	h.WaitText("Esc stops the search")
	h.Key(tcell.KeyEscape)
	h.waitMessage("1 solution, the search was stopped by you: there may be more")
	if !cancelled.Load() {
		t.Error("the solver's context was not cancelled")
	}
	h.WaitText("1. move AB2 E 1")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Solving")
	h.waitFor("no search running", func(e *Editor) bool { return e.solve == nil })
	// The editor still answers.
	h.Keys("O")
	h.WaitText("Orders mode")
}

// solvux #2: Ctrl-C while a search runs stops it and keeps what it found,
// as Esc does and as the command line's solve does. It quit the editor at
// once, with no question: the solutions found and the settings lost.
func TestSolveCtrlCStopsTheSearch(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		opt.Progress(solver.Progress{Nodes: 100, Found: 1, Elapsed: time.Second})
		<-ctx.Done()
		return &solver.Result{Stopped: true, Nodes: 100, Solutions: []solver.Solution{{Orders: []engine.Order{sol}}}}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(fightState(t))
	solveTo(h, "kill A1", 0)
	h.WaitText("1 solution so far")
	if s := h.Screen(); strings.Contains(s, "Ctrl-C quits") {
		t.Errorf("the hint line says Ctrl-C quits while the search runs:\n%s", s)
	}
	h.Key(tcell.KeyCtrlC)
	h.waitMessage("1 solution, the search was stopped by you: there may be more")
	h.WaitText("1. move AB2 E 1")
	if h.Stopped {
		t.Fatal("the editor quit")
	}
	h.waitFor("the editor runs, no search", func(e *Editor) bool { return e.solve == nil && !e.shell.Stopped() })
	// Out of the search, Ctrl-C quits again.
	h.Key(tcell.KeyEscape)
	h.WaitNoText("1. move AB2 E 1")
	h.Key(tcell.KeyCtrlC)
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
}

// The Solve window opened before the other players had orders, its
// opponent left at hold, starts at fixed once they have orders, as on a
// first opening, keeping the goals it was left with: it stayed at hold,
// and its solution ignored their orders. An opponent chosen is kept.
func TestSolveRememberedHoldBecomesFixedWhenOthersGetOrders(t *testing.T) {
	h := start(t, Options{Solver: func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Complete: true}, nil
	}}, 100, 32)
	st := State{Pos: fightState(t).Pos}
	h.setState(st)
	h.Keys("S")
	h.WaitText("Opponent:     hold")
	typeSolveGoals(h, "kill A1")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")

	blue, err := engine.ParseOrder(testCat, "turn A1 B")
	if err != nil {
		t.Fatal(err)
	}
	st.Orders[1] = []engine.Order{blue}
	h.setState(st)
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.WaitText("Goals:        kill A1")
	h.WaitText("Opponent:     fixed")

	// Chosen: any stays any, whatever the others' orders.
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Keys("+")
	h.WaitText("Opponent:     any")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")
	h.setState(State{Pos: st.Pos})
	h.Keys("S")
	h.WaitText("Goals:        kill A1")
	h.WaitText("Opponent:     any")
}

// solvux #1: on a position whose other players have orders, the Solve
// window starts at fixed, as birdcrab solve reads the file: it started at
// hold, and P then played Blue's orders against a solution found without
// them, which failed. A search left at hold says so when its solution is
// loaded.
func TestSolveStartsFixedWhenOthersHaveOrders(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	var got *solver.Problem
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		got = p
		return &solver.Result{Solutions: []solver.Solution{{Orders: []engine.Order{sol}}}, Unique: true, Complete: true}, nil
	}
	st := State{Pos: fightState(t).Pos}
	blue, err := engine.ParseOrder(testCat, "turn A1 B")
	if err != nil {
		t.Fatal(err)
	}
	st.Orders[1] = []engine.Order{blue}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(st)
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.WaitText("Opponent:     fixed")
	typeSolveGoals(h, "kill A1")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.WaitText("1. move AB2 E 1")
	if got == nil || got.Opponent != engine.Fixed || len(got.Replies) < 2 || len(got.Replies[1]) != 1 {
		t.Fatalf("the solver was asked %+v", got)
	}
	h.Key(tcell.KeyEnter)
	h.waitMessage("solution 1 is Red's orders: P plays it")
	if msg := h.message(); strings.Contains(msg, "left out") {
		t.Errorf("a search at fixed says %q", msg)
	}
	// Set to hold: the loaded solution says P plays Blue's orders too.
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Keys("-")
	h.WaitText("Opponent:     hold")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.WaitText("1. move AB2 E 1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("but P plays Blue's orders too, which this search (opponent hold) left out")
}

// solvux #4: near misses are asked for under any only when the search
// looks for every solution. A search stopping at the first ones (is there
// one?) asked for them too, which made it several times slower, for near
// misses it never showed; when it finds none, it says how to get them.
func TestSolveTriesOnlyForAllSolutions(t *testing.T) {
	var tries []int
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		tries = append(tries, opt.Tries)
		return &solver.Result{Complete: true}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	solveTo(h, "kill A1", 2)
	h.waitMessage("no solution: the goals cannot be reached")
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyHome)
	for range 5 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("Solutions:    stop at the first")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.waitMessage("near misses are looked for when Solutions is all of them")
	if len(tries) != 2 || tries[0] != maxTries || tries[1] != 0 {
		t.Errorf("the searches asked for %v near misses, want [%d 0]", tries, maxTries)
	}
}

// solvux #5: the list of a stopped search's solutions says in its title
// that they may not be all, and i in it shows what the search said (the
// message line cuts it, "i: all of it"): i did nothing in the list and
// its "does nothing" replaced the note.
func TestSolveStoppedListKeepsItsNote(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		<-ctx.Done()
		return &solver.Result{Stopped: true, Nodes: 100, Solutions: []solver.Solution{{Orders: []engine.Order{sol}}},
			NotProven: "about 40% of the search done: other solutions may exist"}, nil
	}
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(fightState(t))
	solveTo(h, "kill A1", 0)
	h.WaitText("Esc stops")
	h.Key(tcell.KeyEscape)
	h.WaitText("1. move AB2 E 1")
	h.WaitText("Solutions, maybe not all")
	h.Keys("i")
	h.WaitText("What the search found, all of it")
	h.WaitText("║1 solution, the search was stopped by you; not proven: about 40% of the")
	if msg := h.message(); strings.Contains(msg, "does nothing") {
		t.Errorf("i in the list says %q", msg)
	}
	h.Key(tcell.KeyEscape)
	h.WaitNoText("What the search found")
	h.WaitText("1. move AB2 E 1")
}

// solvux #8: the Solve window's goals field refuses a goal the side
// cannot reach at once, as M's goals field does: a ransack of nobody's
// territory was taken, and refused only at Start.
func TestSolveGoalsFieldChecksTheGoals(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF m6 Crab/A1/A | g:-")})
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys("ransack FA")
	h.Key(tcell.KeyEnter)
	h.waitMessage("refused for Red: goal \"ransack FA\"")
	h.WaitText("Goals: ransack FA")
	h.Key(tcell.KeyCtrlU)
	h.Keys("ransack DE")
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        ransack DE")
}

// The Solve window keeps its settings for the file and puzzle through the
// session: closed with Esc, or after a search, it opens again as it was
// left; another file starts from the defaults.
func TestSolveKeepsSettings(t *testing.T) {
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Complete: true}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(fightState(t))
	h.Keys("S")
	h.WaitText("═ Solve ═")
	typeSolveGoals(h, "kills 2")
	h.Key(tcell.KeyDown)
	h.Keys("+")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Keys("+")
	h.WaitText("Time limit:   35 seconds")
	kept := func() {
		t.Helper()
		h.WaitText("Goals:        kills 2")
		h.WaitText("Opponent:     " + engine.Opponents()[1].String())
		h.WaitText("Time limit:   35 seconds")
	}
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	kept()
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.waitMessage("no solution")
	h.waitFor("no search running", func(e *Editor) bool { return e.solve == nil })
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	kept()
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")
	h.Sync(func() { h.ed.doc.Path = "other.txt" })
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("Goals:        none yet")
	h.WaitText("Time limit:   30 seconds")
}

// Enter on the Solve window's time limit asks for the seconds, from 5 to
// 3600 as + and - keep them.
func TestSolveTimeLimitEnter(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("Time limit:   30 seconds")
	for range 4 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("Time limit in seconds (5..3600)")
	h.Keys("120")
	h.Key(tcell.KeyEnter)
	h.WaitText("Time limit:   120 seconds")
	h.Key(tcell.KeyEnter)
	h.WaitText("Time limit in seconds (5..3600)")
	h.Keys("2")
	h.Key(tcell.KeyEnter)
	h.waitMessage("Time limit in seconds: from 5 to 3600, not 2")
	// The field stays open with it, to correct; a value taken replaces
	// the refusal on the message line.
	h.WaitText("Time limit in seconds (5..3600): 2")
	h.Key(tcell.KeyCtrlU)
	h.Keys("60")
	h.Key(tcell.KeyEnter)
	h.WaitText("Time limit:   60 seconds")
	h.waitMessage("time limit: 60 seconds")
	h.Key(tcell.KeyEnter)
	h.Keys("x")
	h.Key(tcell.KeyEnter)
	h.waitMessage(`"x" is not a number`)
	h.WaitText("Time limit in seconds (5..3600): x")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Time limit in seconds (5..3600)")
	h.Keys("+")
	h.WaitText("Time limit:   65 seconds")
	h.waitMessage("time limit: 65 seconds")
}

// Goals refused in the Solve window, then goals taken: the refusal goes
// from the message line.
func TestSolveGoalsReplaceRefusal(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys("kills")
	h.Key(tcell.KeyEnter)
	h.waitFor("a refusal", func(e *Editor) bool { return e.shell.Message() != "" })
	refusal := h.message()
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Key(tcell.KeyCtrlU)
	h.Keys("kills 2")
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        kills 2")
	h.waitMessage("goals: kills 2")
	if strings.Contains(h.message(), refusal) {
		t.Errorf("the message still says %q", refusal)
	}
}

// The message of a refused start (no goals yet) goes when the search
// starts: the message line says a search runs.
func TestSolveClearsStaleMessage(t *testing.T) {
	release := make(chan struct{})
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		select {
		case <-release:
		case <-ctx.Done():
		}
		return &solver.Result{Complete: true}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(fightState(t))
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.waitMessage("give the goals first")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys("kill A1")
	h.Key(tcell.KeyEnter)
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.WaitText("Esc stops the search")
	h.waitMessage("searching for Red's orders")
	close(release)
	h.waitMessage("no solution")
}

// Goals that do not parse open the field again with the text as typed, to
// correct it, and the Solve window's goals line shows the notation.
func TestSolveGoalsTypedWrongStayToCorrect(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: fightState(t).Pos})
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("═ Solve ═")
	h.WaitText("none yet: Enter sets them (ransack DE")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Keys("kill crab")
	h.Key(tcell.KeyEnter)
	h.waitMessage(`unknown location "crab"`)
	h.WaitText("Goals: kill crab")
	// The text is no longer selected: typing corrects it.
	for range len("crab") {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys("A1")
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        kill A1")
}

// A search stopped before it found anything says so, without "0
// solutions ... there may be more".
func TestSolveStoppedEmpty(t *testing.T) {
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		<-ctx.Done()
		return &solver.Result{Stopped: true, Nodes: 7}, nil
	}
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(fightState(t))
	solveTo(h, "kill A1", 0)
	h.WaitText("0 solutions so far")
	h.Key(tcell.KeyEscape)
	h.waitMessage("no solution found before the search was stopped by you: there may be one (7 positions")
}

// A search stopped with no solution gives the solver's words on what it
// left unproven, as solve's "not proven:" line does: the order sets it was
// checking against every reply when stopped were said only by the CLI. i
// shows all of it.
func TestSolveStoppedEmptySaysWhatIsNotProven(t *testing.T) {
	const notProven = "stopped at about 12% of the search, " +
		"checking 1 order set against every reply when stopped (40k replies so far): a solution may exist"
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		opt.Progress(solver.Progress{Nodes: 100, Part: 0.5})
		<-ctx.Done()
		return &solver.Result{Stopped: true, NotProven: notProven, Nodes: 7}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(fightState(t))
	solveTo(h, "kill A1", 0)
	h.WaitText("about 50% searched")
	h.Key(tcell.KeyEscape)
	h.waitMessage("no solution found before the search was stopped by you; not proven: " + notProven + " (7 positions")
	h.Keys("i")
	tuitest.Poll(t, tuitest.WaitLimit, tuitest.Shown(h.flatScreen, "checking 1 order set against every reply when stopped"))
}

// A search its time limit stopped says so, not "the search was stopped"
// as for Esc, and gives the solver's words on what it left unproven: a
// solution found may not be minimal (as solve prints them). One found
// nothing says it found none within the time limit, and those words too.
func TestSolveTimeLimitSaysSo(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	const notProven = "stopped at about 38% of the search: other solutions may exist, and a solution found may not be minimal"
	const notProvenNone = "stopped at about 38% of the search: a solution may exist"
	var sols []solver.Solution
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		if len(sols) == 0 {
			return &solver.Result{Stopped: true, NotProven: notProvenNone, Nodes: 7, Elapsed: opt.Timeout}, nil
		}
		return &solver.Result{Solutions: sols, Stopped: true, NotProven: notProven, Nodes: 7, Elapsed: opt.Timeout}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(fightState(t))
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("Time limit:   30 seconds")
	for range 4 {
		h.Key(tcell.KeyDown)
	}
	for range 5 {
		h.Keys("-")
	}
	h.WaitText("Time limit:   5 seconds")
	h.Key(tcell.KeyEsc)
	sols = []solver.Solution{{Orders: []engine.Order{sol}}}
	solveTo(h, "kill A1", 0)
	h.waitMessage("1 solution, the search reached its time limit of 5 s; not proven: " + notProven + " (7 positions, 5s)")
	h.WaitText("1. move AB2 E 1")
	h.Key(tcell.KeyEsc)
	h.WaitNoText("1. move AB2 E 1")
	sols = nil
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("Time limit:   5 seconds")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	h.waitMessage("no solution found before the time limit of 5 s; not proven: " + notProvenNone + " (7 positions, 5s)")
}

// The Solve window's Solutions line asks the solver to stop at the first
// solutions (solve --solutions): Enter goes from all to the first to two,
// the search is asked for that many, and the message says there may be
// more.
func TestSolveStopsAtTheFirst(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	var gotOpt solver.Options
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		gotOpt = opt
		return &solver.Result{Solutions: []solver.Solution{{Orders: []engine.Order{sol}}}, Limited: true, Nodes: 7}, nil
	}
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(State{Pos: fightState(t).Pos})
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("Solutions:    all of them")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.WaitText("Solutions:    stop at the first (is there one?)")
	h.Key(tcell.KeyEnter)
	h.WaitText("Solutions:    stop at 2")
	h.Keys("-")
	h.WaitText("Solutions:    stop at the first (is there one?)")
	h.Key(tcell.KeyEsc)
	solveTo(h, "kill A1", 0)
	h.waitMessage("1 solution, as many as asked for: there may be more (7 positions")
	if gotOpt.MaxSolutions != 1 {
		t.Errorf("the solver was asked to stop at %d solutions, want 1", gotOpt.MaxSolutions)
	}
}

// reportingSolver is a solver that passes on each progress report sent
// down reports, and stops, having found nothing, when it is cancelled.
func reportingSolver(reports <-chan solver.Progress) func(context.Context, *solver.Problem, solver.Options) (*solver.Result, error) {
	return func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		for {
			select {
			case <-ctx.Done():
				return &solver.Result{Stopped: true}, nil
			case pr := <-reports:
				opt.Progress(pr)
			}
		}
	}
}

// The solver finds more branches near the root as it goes, so the share
// of those known so far falls when it does, and is whole while it still
// cuts more: the bar went back, or sat full while the search went on. It
// now never goes back, is never full before the search ends, and the
// window says the branches are those known so far.
func TestSolveBarNeverGoesBack(t *testing.T) {
	reports := make(chan solver.Progress)
	fake := reportingSolver(reports)
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(fightState(t))
	solveTo(h, "kill A1", 0)
	for _, c := range []struct {
		done, total int
		want        string
	}{
		{3, 4, "████████████░░░░ branches: 3 done, 4 known so far"},
		{3, 12, "████████████░░░░ branches: 3 done, 12 known so far"},
		{12, 12, "███████████████░ branches: 12 done, 12 known so far"},
		{13, 24, "███████████████░ branches: 13 done, 24 known so far"},
	} {
		reports <- solver.Progress{Nodes: 100, Done: c.done, Total: c.total, Elapsed: time.Second}
		h.WaitText(c.want)
	}
	h.Key(tcell.KeyEscape)
	h.waitFor("the search ended", func(e *Editor) bool { return e.solve == nil })
}

// A search held up by an order set checked against every reply says so
// beside the bar, which stands still meanwhile: a real-game position's
// window read "branches: 0 done, 1 known so far" for minutes, nothing
// saying why. The line fits the window.
func TestSolveWindowSaysWhatIsChecked(t *testing.T) {
	reports := make(chan solver.Progress)
	fake := reportingSolver(reports)
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(fightState(t))
	solveTo(h, "kill A1", 0)
	reports <- solver.Progress{Nodes: 17_000_000, Total: 1, Elapsed: 240 * time.Second, Checking: 12, CheckNodes: 16_900_000}
	h.WaitText("░░░░░░░░░░░░░░░░ checking 12 order sets against every reply")
	h.WaitText("17.0M positions, 71k/s · Esc stops")
	h.Key(tcell.KeyEscape)
	h.waitFor("the search ended", func(e *Editor) bool { return e.solve == nil })
}

// The message of a search counts its positions in words: one position
// searched is "1 position", not "1 positions".
func TestSolveHeadlineCountsPositions(t *testing.T) {
	for n, want := range map[int64]string{1: "(1 position, ", 2: "(2 positions, ", 0: "(0 positions, "} {
		got := solveHeadline(&solver.Result{Nodes: n, Complete: true}, stopCause{})
		if !strings.Contains(got, want) {
			t.Errorf("after %d positions the message reads %q, want %q", n, got, want)
		}
	}
}

// solvux #8: a search stopped with no solution says how much of it was
// done, as one stopped with solutions does; a solution of no orders is
// listed as birdcrab solve writes it, "(no orders)" (it read "hold
// everything").
func TestSolveStoppedEmptySaysTheShareAndNoOrders(t *testing.T) {
	got := solveHeadline(&solver.Result{Stopped: true, Nodes: 5}, stopCause{limit: 30 * time.Second, share: 0.4})
	if want := "no solution found before the time limit of 30 s: there may be one; stopped at about 40% of the search (5 positions"; !strings.HasPrefix(got, want) {
		t.Errorf("the message reads %q, want it to start %q", got, want)
	}
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Solutions: []solver.Solution{{}}, Unique: true, Complete: true}, nil
	}
	h := start(t, Options{Solver: fake}, 80, 24)
	h.setState(State{Pos: fightState(t).Pos})
	solveTo(h, "keep A3", 0)
	h.WaitText("1. (no orders)")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("1. (no orders)")

	// The share as the window said it ("about 97% searched"), though the
	// bar stops one cell short of full.
	h2 := start(t, Options{Solver: func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		opt.Progress(solver.Progress{Nodes: 100, Part: 0.97, Elapsed: time.Second})
		<-ctx.Done()
		return &solver.Result{Stopped: true, Nodes: 100}, nil
	}}, 80, 24)
	h2.setState(State{Pos: fightState(t).Pos})
	solveTo(h2, "kill A1", 0)
	h2.WaitText("about 97% searched")
	h2.Key(tcell.KeyEscape)
	h2.waitMessage("no solution found before the search was stopped by you: there may be one; stopped at about 97% of the search")
}

// A solution loaded from the Solve window on a puzzle with no goals yet
// makes the window's goals (side, opponent, Tech Fall) the puzzle's, and
// the orders its stated solution, so that w saves a puzzle the trainer
// offers. The goals used to stay in the window: w saved a puzzle with no
// goals and no solution, and the trainer refused the pack. A save that
// leaves a puzzle without goals says so.
func TestSolveLoadGivesAPuzzleWithoutGoalsTheWindowsGoals(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Solutions: []solver.Solution{{Orders: []engine.Order{sol}}}, Unique: true, Complete: true, Nodes: 42}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	path := filepath.Join(t.TempDir(), "club.toml")
	h.Keys("w")
	h.WaitText("File: ")
	h.Key(tcell.KeyCtrlU)
	h.Keys(path)
	h.Key(tcell.KeyEnter)
	h.waitMessage("no goals yet, not one to train: puzzle-1 (M sets them)")

	solveTo(h, "kill A1", 0)
	h.WaitText("1. move AB2 E 1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("solution 1 is Red's orders, and puzzle-1's solution; its goals: kill A1")
	h.Keys("w")
	h.waitMessage("saved " + path)
	if msg := h.message(); strings.Contains(msg, "no goals") {
		t.Errorf("the save says %q", msg)
	}
	pk, err := puzzles.Load(path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	pz := pk.Puzzle("puzzle-1")
	if pz == nil || engine.GoalsText(pz.Goals) != "kill A1" || pz.Side != 1 || engine.OrdersText(testCat, pz.Solution, "") != "move AB2 E 1" {
		t.Errorf("the saved puzzle: %+v", pz)
	}
}

// The result of a search outlives loading one of its solutions: S opens
// the Solve window with a line that lists it again, without searching
// again (loading solution 1 and playing it with P used to lose it: a long
// search had to run again). Once the board or the settings change, the
// line says plainly that the result no longer applies.
func TestSolveReopensTheLastResult(t *testing.T) {
	sol1, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	sol2, _ := engine.ParseOrder(testCat, "move AB2 D 1")
	var searches atomic.Int32
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		searches.Add(1)
		return &solver.Result{Solutions: []solver.Solution{{Orders: []engine.Order{sol1}}, {Orders: []engine.Order{sol2}}},
			Stopped: true, Nodes: 42}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	solveTo(h, "kill A1", 0)
	// The two are a family, one line; Enter lists them.
	h.WaitText("1-2. move AB2 D 1 | E 1")
	h.Key(tcell.KeyEnter)
	h.WaitText("2. move AB2 E 1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("solution 1 is Red's orders")
	h.Keys("P")
	h.WaitText("Play mode")
	h.Key(tcell.KeyEsc)
	h.WaitNoText("Play mode")

	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("◀ Last result: stopped: 2 solutions, maybe more")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.WaitText("1-2. move AB2 D 1 | E 1")
	h.waitMessage("2 solutions, the search reached its time limit of 30 s: there may be more (42 positions")
	if n := searches.Load(); n != 1 {
		t.Errorf("the solver ran %d times, want once", n)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("2. move AB2 E 1")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.waitMessage("solution 2 is Red's orders")

	// Other settings: the line says the result was found with others.
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("◀ Last result: ")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Keys("+")
	h.WaitText("Last result: no longer applies (it was found with other settings)")
	h.Keys("-")
	h.WaitText("◀ Last result: ")
	h.Key(tcell.KeyEsc)
	h.WaitNoText("Solve ═")

	// Another position: the line says so, and Enter on it lists nothing.
	st := fightState(t)
	pos := st.Pos
	pos.Turn++
	h.setState(State{Pos: pos})
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("Last result: no longer applies (the position changed since)")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.waitMessage("the last result (stopped: 2 solutions, maybe more) no longer applies: the position changed since")
	h.WaitText("Solve ═")
}

// A solution loaded on a puzzle without goals from a search that found
// others is still adopted, but the message says it is not the only one:
// the puzzle saved so failed check ("not unique") with no word from the
// editor.
func TestSolveLoadSaysANonUniqueSolutionIsNotTheOnlyOne(t *testing.T) {
	sol1, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	sol2, _ := engine.ParseOrder(testCat, "move AB2 D 1")
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Solutions: []solver.Solution{{Orders: []engine.Order{sol1}}, {Orders: []engine.Order{sol2}}},
			Complete: true, Nodes: 42}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	solveTo(h, "kill A1", 0)
	h.WaitText("1-2. move AB2 D 1 | E 1")
	h.Key(tcell.KeyEnter)
	h.WaitText("2. move AB2 E 1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("but the search found 2: a puzzle's answer must be the only one")
}

// The last result is for the pieces' numbers it was found with: another
// catalogue (a file opened with kinds of its own) drops it, however alike
// the position (the Solve window offered 2 solutions of a position that
// had none under the new file's numbers).
func TestLastResultDroppedWithAnotherCatalogue(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	other, err := engine.NewCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	h.Sync(func() {
		h.ed.lastSolve = &solveResult{}
		h.ed.setCatalogue(h.ed.cat)
		if h.ed.lastSolve == nil {
			t.Error("the same catalogue dropped the last result")
		}
		h.ed.setCatalogue(other)
		if h.ed.lastSolve != nil {
			t.Error("another catalogue kept the last result")
		}
	})
}

// A search that stopped at its time limit is no answer for a longer one:
// the Solve window offered a result stopped at 30 s as the last result
// when the limit was now 35 s, which may find more. A shorter or equal
// limit still offers it, and so does a longer one for a search that
// finished.
func TestSolveLastResultStoppedIsStaleForALongerLimit(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	for _, stopped := range []bool{true, false} {
		t.Run(map[bool]string{true: "stopped", false: "finished"}[stopped], func(t *testing.T) {
			fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
				return &solver.Result{Solutions: []solver.Solution{{Orders: []engine.Order{sol}}},
					Stopped: stopped, Complete: !stopped, Unique: !stopped, Nodes: 42}, nil
			}
			h := start(t, Options{Solver: fake}, 100, 32)
			h.setState(State{Pos: fightState(t).Pos})
			solveTo(h, "kill A1", 0)
			h.WaitText("1. move AB2 E 1")
			h.Key(tcell.KeyEsc)
			h.WaitNoText("1. move AB2 E 1")

			h.Keys("S")
			h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
			h.WaitText("◀ Last result: ")
			for range 4 {
				h.Key(tcell.KeyDown)
			}
			h.Keys("+")
			h.WaitText("Time limit:   35 seconds")
			if stopped {
				h.WaitText("Last result: no longer applies (stopped at 30 s; 35 s may find more)")
			} else {
				h.WaitText("◀ Last result: one minimal solution")
			}
			h.Keys("--")
			h.WaitText("Time limit:   25 seconds")
			h.WaitText("◀ Last result: ")
			h.Key(tcell.KeyEsc)
			h.WaitNoText("Solve ═")
		})
	}
}

// While the search runs, the hint line says what Esc does in its window:
// it stops the search and keeps what it found. It said "Esc closes the
// window", as of any window, which read as losing the search.
func TestSolveHintLineSaysEscStopsTheSearch(t *testing.T) {
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		<-ctx.Done()
		return &solver.Result{Stopped: true}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(fightState(t))
	solveTo(h, "kill A1", 0)
	h.WaitText("Solving · Esc stops")
	h.WaitText("Solving │ Esc or Ctrl-C stops the search, keeps what it found")
	if strings.Contains(h.Screen(), "Esc closes the window") {
		t.Errorf("the hint line says Esc closes the window:\n%s", h.Screen())
	}
	h.Key(tcell.KeyEscape)
	h.waitFor("the search ended", func(e *Editor) bool { return e.solve == nil })
}

// A search stopped by Esc is no answer for a longer limit either, and the
// line says who stopped it; one that finished answers any limit.
func TestSolveStaleSaysWhatStoppedTheSearch(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.Sync(func() {
		pos := *h.ed.doc.Pos()
		set := solveSettings{side: 1, seconds: 30}
		longer := set
		longer.seconds = 60
		for _, c := range []struct {
			res  solver.Result
			want string
		}{
			{solver.Result{Stopped: true}, "you stopped it; 60 s may find more"},
			{solver.Result{Complete: true}, ""},
		} {
			r := &solveResult{req: &solver.Problem{Pos: pos, Side: 1}, set: set, res: &c.res}
			if got := h.ed.stale(r, &longer); got != c.want {
				t.Errorf("stale(%+v) = %q, want %q", c.res, got, c.want)
			}
			if got := h.ed.stale(r, &set); got != "" {
				t.Errorf("stale(%+v) under its own limit = %q", c.res, got)
			}
		}
	})
}

// A search that did not finish but found two solutions or more has shown
// the one loaded is not the only one: the message says how many it found
// (it said only that the search did not finish).
func TestSolveLoadFromAStoppedSearchSaysHowManyItFound(t *testing.T) {
	sol1, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	sol2, _ := engine.ParseOrder(testCat, "move AB2 D 1")
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Solutions: []solver.Solution{{Orders: []engine.Order{sol1}}, {Orders: []engine.Order{sol2}}},
			Stopped: true, Nodes: 42}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	solveTo(h, "kill A1", 0)
	h.WaitText("1-2. move AB2 D 1 | E 1")
	h.Key(tcell.KeyEnter)
	h.WaitText("2. move AB2 E 1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("but the search found 2, and did not finish: a puzzle's answer must be the only one")
}

// The testers' E8: a number field closed on a value out of its range (0,
// or one too big to read), and the digits typed after it went to the list
// of fields ("9 does nothing here"). The field stays open with the value,
// as the goals' field does, and says why 0 is not "no limit" here.
func TestNumberFieldStaysOpenOnABadValue(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(fightState(t))
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("Time limit:   30 seconds")
	for range 4 {
		h.Key(tcell.KeyDown)
	}
	for _, typed := range []string{"0", "99999999999999999999"} {
		h.Key(tcell.KeyEnter)
		h.WaitText("Time limit in seconds (5..3600)")
		h.Keys(typed)
		h.Key(tcell.KeyEnter)
		h.waitMessage("Time limit in seconds: from 5 to 3600, not " + typed + " (the editor's search always has a limit; birdcrab solve --timeout 0 has none)")
		h.WaitText("Time limit in seconds (5..3600): " + typed)
		h.Key(tcell.KeyCtrlU)
		h.Keys("9")
		h.WaitText("Time limit in seconds (5..3600): 9")
		h.Key(tcell.KeyEnter)
		h.WaitText("Time limit:   9 seconds")
	}
	if msg := h.message(); strings.Contains(msg, "does nothing here") {
		t.Errorf("the message says %q", msg)
	}
}

// The Solve window opens on its last line, Start the search: it opened on
// Side, where Up then Enter (as a user reaching for Start does) switched
// the side to Blue unnoticed. With no goals yet it opens on Goals: Enter
// on Start only said "give the goals first".
func TestSolveOpensOnStart(t *testing.T) {
	var asked atomic.Pointer[solver.Problem] // the search runs in a goroutine of its own
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		asked.Store(p)
		return &solver.Result{Complete: true}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(fightState(t))
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyEnter) // no goals yet: on Goals
	h.WaitText("Goals, all to reach")
	h.Keys("kills 1")
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals:        kills 1")
	h.WaitText("Side:         Red looks for orders")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.Key(tcell.KeyUp) // the solutions line
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.waitFor("the search asked", func(e *Editor) bool { return asked.Load() != nil })
	if side := asked.Load().Side; side != 1 {
		t.Errorf("the search was for player %d, want 1 (Red): the side was switched", side)
	}
}
