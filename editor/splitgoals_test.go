package editor

import (
	"slices"
	"testing"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// The goals typed in M's and S's Goals fields are split as the command
// line splits them (engine.SplitGoals, for solve --goal): the editor had a
// splitter of its own, which could drift from the command line's.
func TestGoalFieldsSplitAsTheCommandLine(t *testing.T) {
	inputs := []string{
		"ransack DE,",
		"ransack DE; no-losses",
		"  no-losses ;; ransack DE , ",
		",kill DE1,,no-losses;",
	}
	want := func(t *testing.T, in string) []engine.Goal {
		t.Helper()
		g, err := engine.ParseGoals(engine.SplitGoals(in))
		if err != nil || len(g) == 0 {
			t.Fatalf("engine.SplitGoals(%q): %v, %d goals", in, err, len(g))
		}
		return g
	}
	t.Run("M", func(t *testing.T) {
		h := start(t, Options{Path: testPack}, 80, 24)
		h.WaitText("puzzle from-behind (1 of 2)")
		h.Keys("M")
		h.WaitText("ransack DE, no-losses")
		for range 7 {
			h.Key(tcell.KeyDown)
		}
		for _, in := range inputs {
			h.Key(tcell.KeyEnter)
			h.WaitText("Goals, all to reach")
			h.Key(tcell.KeyCtrlU)
			h.Keys(in)
			h.Key(tcell.KeyEnter)
			g := want(t, in)
			h.waitFor("M's goals as engine.SplitGoals splits "+in, func(e *Editor) bool {
				return slices.Equal(e.doc.State().Puzzle.Goals, g)
			})
			h.WaitNoText("Goals, all to reach")
		}
	})
	t.Run("S", func(t *testing.T) {
		h := start(t, Options{Path: testPack}, 80, 24)
		h.WaitText("puzzle from-behind (1 of 2)")
		h.Keys("S")
		h.WaitText("═ Solve ═")
		for _, in := range inputs {
			h.Key(tcell.KeyHome)
			h.Key(tcell.KeyDown)
			h.Key(tcell.KeyEnter)
			h.WaitText("Goals, all to reach")
			h.Key(tcell.KeyCtrlU)
			h.Keys(in)
			h.Key(tcell.KeyEnter)
			h.waitMessage("goals: " + engine.GoalsText(want(t, in)))
			h.WaitNoText("Goals, all to reach")
		}
	})
}
