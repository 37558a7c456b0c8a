package editor

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// Issue 12, item 5, in the editor: M turns Tech Fall on for the puzzle on
// the board; the turn played (P) and the search (S) use it, and the pack
// saved holds tech_fall.
func TestTechFallToggle(t *testing.T) {
	var asked atomic.Pointer[solver.Problem] // the search runs in a goroutine of its own
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		asked.Store(p)
		return &solver.Result{Complete: true}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 30)
	// Red has six pieces, Blue one: five pieces of material behind.
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E Pikeman/AB4/E Pikeman/AB5/E Pikeman/AB6/E Pikeman/BC4/E Pikeman/BC5/E | DE.EF.FA m6 Crab/DE3/B | g:-")})
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.Keys("M")
	h.WaitText("Tech Fall:    off")
	h.Key(tcell.KeyEnd) // Check
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.WaitText("Tech Fall:    on: a player 5 or more pieces of material behind is out")
	h.waitFor("the puzzle's Tech Fall", func(e *Editor) bool { return e.doc.State().Puzzle.TechFall == 5 })
	h.Key(tcell.KeyEscape)
	h.WaitText("Tech Fall at 5")

	h.Keys("P")
	h.waitFor("Blue out by Tech Fall", func(e *Editor) bool {
		if e.play == nil {
			return false
		}
		for _, ev := range e.play.R.Events {
			if ev.Why == engine.WhyTechFall {
				return true
			}
		}
		return false
	})
	h.Key(tcell.KeyEscape)

	solveTo(h, "kills 1", 0)
	h.waitFor("the search asked", func(e *Editor) bool { return asked.Load() != nil })
	if tf := asked.Load().Rules.TechFall; tf != 5 {
		t.Errorf("the solver was asked with Tech Fall %d, want 5", tf)
	}
	st := h.state()
	data, err := encodeOver(testCat, &st, "p.toml", nil)
	if err != nil || !strings.Contains(string(data), "tech_fall = 5") {
		t.Errorf("the pack saved lacks tech_fall = 5 (%v):\n%s", err, data)
	}
	if pk, err := puzzles.Parse("p.toml", data, testCat); err != nil || pk.Puzzles[0].TechFall != 5 {
		t.Errorf("read back: %v", err)
	}
}

// x on the puzzle window's Tech Fall line turns it off, as the window's
// "x clear" says (it said "nothing to remove on this line"); x on it off
// says so.
func TestTechFallClearedByX(t *testing.T) {
	h := start(t, Options{}, 100, 30)
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-")})
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.Keys("M")
	h.WaitText("Tech Fall:    off")
	h.Key(tcell.KeyEnd) // Check
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.waitFor("the puzzle's Tech Fall on", func(e *Editor) bool { return e.doc.State().Puzzle.TechFall == 5 })
	h.Keys("x")
	h.waitFor("the puzzle's Tech Fall off", func(e *Editor) bool { return e.doc.State().Puzzle.TechFall == 0 })
	h.WaitText("Tech Fall:    off")
	h.Keys("x")
	h.waitMessage("nothing to clear: Tech Fall is off (Enter turns it on)")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Tech Fall:    off")
	h.Keys("u")
	h.waitFor("u brings Tech Fall back", func(e *Editor) bool { return e.doc.State().Puzzle.TechFall == 5 })
}
