package editor

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
	"github.com/gdamore/tcell/v2"
)

// scr3 item 5: the Solve window listed a family of solutions one per line
// (14 lines where birdcrab solve writes 4, "6-14. move AB1 E 1 | E 2 |
// E 3; ..."), and "9." stood out of line with "10.". It lists the
// families as solve does, the numbers right-aligned, and each solution of
// a family stays loadable: Enter on the family lists them.
func TestSolutionsListedInFamilies(t *testing.T) {
	var sols []solver.Solution
	for l := engine.Loc(0); len(sols) < 9; l++ {
		if l.Valid() && l != engine.Pit {
			sols = append(sols, solver.Solution{Orders: []engine.Order{engine.Move(l, engine.A, 1)}})
		}
	}
	p, q := loc(t, "AB1"), loc(t, "AB2")
	var family [][]engine.Order
	for a := 1; a <= 3; a++ {
		for b := 1; b <= 3; b++ {
			o := []engine.Order{engine.Move(p, engine.E, a), engine.Move(q, engine.E, b)}
			family = append(family, o)
			sols = append(sols, solver.Solution{Orders: o})
		}
	}
	groups := solver.GroupSolutions(sols)
	checkLabels(t, groups)
	got := groups[9].Orders()
	if len(got) != len(family) {
		t.Fatalf("the family expands to %d solutions, want %d", len(got), len(family))
	}
	for _, want := range family {
		if !slices.ContainsFunc(got, func(o []engine.Order) bool { return slices.Equal(o, want) }) {
			t.Errorf("the family leaves out %s", engine.OrdersText(testCat, want, noOrders))
		}
	}
}

// checkLabels checks the groups are 9 solutions alone, then a family of
// 9, numbered 1 to 9 then 10-18, all as wide.
func checkLabels(t *testing.T, groups []solver.SolutionGroup) {
	t.Helper()
	firsts, labels := groupNumbers(groups)
	if len(groups) != 10 {
		t.Fatalf("%d groups, want 10", len(groups))
	}
	for i, l := range labels {
		if len(l) != len(labels[0]) {
			t.Errorf("label %q is not as wide as %q", l, labels[0])
		}
		if i < 9 && strings.TrimSpace(l) != fmt.Sprintf("%d.", i+1) {
			t.Errorf("label %d is %q", i, l)
		}
	}
	if labels[9] != "10-18." || firsts[9] != 9 {
		t.Errorf("the family is numbered %q from %d, want 10-18. from 9", labels[9], firsts[9])
	}
	if got := groups[9].Text(testCat, noOrders); got != "move AB1 E 1 | E 2 | E 3; move AB2 E 1 | E 2 | E 3" {
		t.Errorf("the family reads %q", got)
	}
}

// solvedIntoFamilies is the editor showing a search's solutions: one
// alone, then a family of nine (2-10).
func solvedIntoFamilies(t *testing.T) *harness {
	var sols []solver.Solution
	sols = append(sols, solver.Solution{Orders: []engine.Order{engine.Move(loc(t, "A2"), engine.A, 1)}})
	p, q := loc(t, "AB1"), loc(t, "AB2")
	for a := 1; a <= 3; a++ {
		for b := 1; b <= 3; b++ {
			sols = append(sols, solver.Solution{Orders: []engine.Order{engine.Move(p, engine.E, a), engine.Move(q, engine.E, b)}})
		}
	}
	fake := func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
		return &solver.Result{Solutions: sols, Complete: true, Nodes: 42}, nil
	}
	h := start(t, Options{Solver: fake}, 100, 32)
	h.setState(State{Pos: fightState(t).Pos})
	solveTo(h, "kill A1", 0)
	h.WaitText("Solutions: Enter loads one as Red's orders")
	return h
}

// Esc in a family's list of solutions went past the list of families to
// the board (S and Enter to see them again): it goes back to the
// families, the cursor on the family it came from.
func TestEscInFamilyGoesBackToFamilies(t *testing.T) {
	h := solvedIntoFamilies(t)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Solutions 2-10: Enter loads one as Red's orders")
	h.Key(tcell.KeyEscape)
	h.WaitText("Solutions: Enter loads one as Red's orders")
	h.Key(tcell.KeyEnter) // the cursor is on the family
	h.WaitText("Solutions 2-10: Enter loads one as Red's orders")
}

// rev10 #5: in a family's list of solutions Esc and q go back to the
// families, but the list said "Esc/q cancel", the hint line "Esc closes
// the window" and the help "else close the menu"; and the families'
// filter (/AB1) was gone when Esc came back to them.
func TestFamilyListSaysEscGoesBack(t *testing.T) {
	h := solvedIntoFamilies(t)
	h.WaitText("Esc/q cancel")
	h.Keys("/AB1")
	h.WaitText("filter: AB1_")
	h.Key(tcell.KeyEnter)
	h.WaitText("Solutions 2-10: Enter loads one as Red's orders")
	h.WaitText("/ filter · Enter choose · Esc/q back to the families")
	h.WaitText("Esc back to the families")
	h.WaitNoText("Esc closes the window")
	h.Keys("?")
	h.WaitText("clear the filter being typed, else go back to the families")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("clear the filter being typed")
	h.Key(tcell.KeyEscape)
	h.WaitText("Solutions: Enter loads one as Red's orders")
	h.WaitText("filter: AB1")
	h.WaitText("Esc closes the window")
	h.Keys("q")
	h.WaitNoText("Solutions: Enter loads one")
}
