package editor

import (
	"context"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
	"github.com/gdamore/tcell/v2"
)

// Esc while the search, done, looks for near misses (the window says so:
// it sat at "about 100% searched") stops that hunt: the message said only
// "no solution: the goals cannot be reached", as if none existed. It says
// the hunt was stopped, and the result kept is no answer for a longer
// time limit, which may find them.
func TestSolveHuntStoppedSaysSo(t *testing.T) {
	var asked solver.Options
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		asked = opt
		opt.Progress(solver.Progress{Nodes: 200_000, Part: 1, Elapsed: time.Second, NearMisses: true})
		<-ctx.Done()
		return &solver.Result{Complete: true, TriesStopped: true, Nodes: 250_000}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	solveTo(h, "kill A1", 2)
	h.WaitText("searched, looking for near misses")
	h.Key(tcell.KeyEscape)
	h.waitMessage("no solution: the goals cannot be reached; you stopped the hunt for near misses before it found any: there may be some (250000 positions")
	if asked.Tries != maxTries || !asked.TriesIfUnsolved {
		t.Errorf("asked for %d near misses, if unsolved %v; want %d, only if unsolved", asked.Tries, asked.TriesIfUnsolved, maxTries)
	}
	h.Keys("S")
	h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
	h.WaitText("◀ Last result: no solution; the hunt for near misses stopped")
	for range 4 {
		h.Key(tcell.KeyDown)
	}
	h.Keys("+")
	h.WaitText("Last result: no longer applies (you stopped it; 35 s may find more)")
}

// The words for a hunt for near misses that the time limit stopped, after
// some were found.
func TestSolveHuntStoppedByTheLimit(t *testing.T) {
	try := solver.Try{}
	got := solveHeadline(&solver.Result{Complete: true, TriesStopped: true, Tries: []solver.Try{try, try}, Nodes: 5},
		stopCause{limit: 30 * time.Second, share: 1})
	want := "no solution: the goals cannot be reached; the time limit of 30 s stopped the hunt for near misses after 2 near misses: there may be more (5 positions"
	if got[:min(len(got), len(want))] != want {
		t.Errorf("the message reads %q, want it to start %q", got, want)
	}
	r := &solveResult{res: &solver.Result{Complete: true, TriesStopped: true, Tries: []solver.Try{try}}}
	if got, want := r.summary(), "no solution, 1 near miss before the hunt for them stopped"; got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
}

// A search whose one minimal solution is no orders said "the only
// solution" (and the CLI "unique"), though other order sets meet the
// goals too and some orders added spoil it: it says the goals are met with
// no orders, and what the one minimal solution promises. Another single
// minimal solution is said minimal too.
func TestSolveUniqueSaysMinimal(t *testing.T) {
	sol, _ := engine.ParseOrder(testCat, "move AB2 E 1")
	var found []engine.Order
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Solutions: []solver.Solution{{Orders: found}}, Unique: true, Complete: true, Nodes: 3}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	solveTo(h, "keep A3", 0)
	h.WaitText("1. (no orders)")
	h.waitMessage("no orders needed: giving none meets the goals, the one minimal solution (orders added to it are not checked: some may spoil it) (3 positions")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("1. (no orders)")
	h.Keys("S")
	h.Key(tcell.KeyHome)
	h.WaitText("◀ Last result: no orders needed")
	h.Key(tcell.KeyEsc)
	h.WaitNoText("Solve ═")

	found = []engine.Order{sol}
	solveTo(h, "kill A1", 0)
	h.WaitText("1. move AB2 E 1")
	h.waitMessage("one minimal solution: every order set that reaches the goals holds its orders (orders added to it are not checked: some may spoil it)")
}

// A search stopped with no solution said "225 of the 232 branches" beside
// "about 27%", and that a solution found may not be minimal with none
// found; the Solve window offered it again as "no solution found", as if
// proven. It says where it stopped, and the window's line too.
func TestSolveStoppedSaysWhereItStopped(t *testing.T) {
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		opt.Progress(solver.Progress{Nodes: 100, Part: 0.27, Done: 225, Total: 232, Elapsed: time.Second})
		<-ctx.Done()
		return &solver.Result{Stopped: true, Nodes: 100, NotProven: "stopped at about 27% of the search: a solution may exist"}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	solveTo(h, "kill A1", 0)
	h.WaitText("about 27% searched")
	h.Key(tcell.KeyEscape)
	h.waitMessage("no solution found before the search was stopped by you; not proven: stopped at about 27% of the search: a solution may exist (100 positions")
	h.Keys("S")
	h.Key(tcell.KeyHome)
	h.WaitText("◀ Last result: stopped at about 27%: no solution found")
}
