package solver

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// sols reads solutions, each as orders separated by "; " ("" for no
// orders).
func sols(t *testing.T, cat *engine.Catalogue, texts ...string) []Solution {
	t.Helper()
	var out []Solution
	for _, text := range texts {
		var s Solution
		if text != "" {
			for _, o := range strings.Split(text, "; ") {
				ord, err := engine.ParseOrder(cat, o)
				if err != nil {
					t.Fatal(err)
				}
				s.Orders = append(s.Orders, ord)
			}
		}
		out = append(out, s)
	}
	return out
}

// expand lists the solutions a group stands for, each as its orders in
// notation, sorted.
func expand(cat *engine.Catalogue, g SolutionGroup) []string {
	out := []string{""}
	for _, alts := range g.Slots {
		var next []string
		for _, prefix := range out {
			for _, o := range alts {
				next = append(next, prefix+o.Format(cat)+";")
			}
		}
		out = next
	}
	return out
}

// solutionSet writes each solution as its orders sorted, the list sorted.
func solutionSet(cat *engine.Catalogue, ss []Solution) []string {
	var out []string
	for _, s := range ss {
		out = append(out, normal(strings.Join(engine.FormatOrders(cat, s.Orders), ";")+";"))
	}
	slices.Sort(out)
	return out
}

func normal(s string) string {
	parts := strings.Split(strings.TrimSuffix(s, ";"), ";")
	slices.Sort(parts)
	return strings.Join(parts, ";") + ";"
}

// groupedSet is what the groups stand for, as solutionSet writes it.
func groupedSet(cat *engine.Catalogue, gs []SolutionGroup) []string {
	var out []string
	for _, g := range gs {
		for _, s := range expand(cat, g) {
			out = append(out, normal(s))
		}
	}
	slices.Sort(out)
	return out
}

// TestGroupSolutions checks the grouping of solutions for people on built
// lists: alternatives of one order of one piece merge, and merge again
// slot by slot; orders of two pieces, two kinds, a move and a turn, and
// solutions that differ in two orders do not.
func TestGroupSolutions(t *testing.T) {
	cat := testCatalogue(t)
	cases := []struct {
		name string
		sols []string
		want []string // each group's Text, numbered by its first solution
	}{
		{"facings", []string{"place Spear BC1 D; move A3 D 1", "place Spear BC1 E; move A3 D 1", "place Spear BC1 F; move A3 D 1"},
			[]string{"0: place Spear BC1 D | E | F; move A3 D 1"}},
		{"moves", []string{"move A3 D 1", "move A3 D 2", "move B2 E 1", "move B2 E 2", "move B2 F 1"},
			[]string{"0: move A3 D 1 | D 2", "2: move B2 E 1 | E 2 | F 1"}},
		{"twice", []string{"move A3 D 1; move B2 E 1", "move A3 D 2; move B2 E 1", "move A3 D 1; move B2 E 2", "move A3 D 2; move B2 E 2"},
			[]string{"0: move A3 D 1 | D 2; move B2 E 1 | E 2"}},
		{"alternatives sorted", []string{"turn A3 F", "turn A3 B", "turn A3 D"},
			[]string{"0: turn A3 B | D | F"}},
		{"two orders differ", []string{"move A3 D 1; move B2 E 1", "move A3 D 2; move B2 E 2"},
			[]string{"0: move A3 D 1; move B2 E 1", "1: move A3 D 2; move B2 E 2"}},
		{"two pieces", []string{"move A3 D 1", "move B2 D 1"},
			[]string{"0: move A3 D 1", "1: move B2 D 1"}},
		{"two kinds", []string{"place Spear BC1 D", "place Pawn BC1 D"},
			[]string{"0: place Spear BC1 D", "1: place Pawn BC1 D"}},
		{"a move and a turn", []string{"move A3 D 1", "turn A3 C"},
			[]string{"0: move A3 D 1", "1: turn A3 C"}},
		{"targets", []string{"target Spear", "target Pawn"},
			[]string{"0: target Spear", "1: target Pawn"}},
		{"lengths", []string{"move A3 D 1", "move A3 D 2; move B2 E 1"},
			[]string{"0: move A3 D 1", "1: move A3 D 2; move B2 E 1"}},
		// Three corners of a square: one pair merges, and the third may
		// not join it, which would stand for the fourth corner too.
		{"no product", []string{"move A3 D 1; move B2 E 1", "move A3 D 2; move B2 E 1", "move A3 D 1; move B2 E 2"},
			[]string{"0: move A3 D 1 | D 2; move B2 E 1", "2: move A3 D 1; move B2 E 2"}},
		{"no orders", []string{"", "move A3 D 1", "move A3 D 2"},
			[]string{"0: (no orders)", "1: move A3 D 1 | D 2"}},
		// A piece's slot found in another place in the list of orders.
		{"slots in another place", []string{"move B2 E 1; move A3 D 1", "move A3 D 1; move B2 E 2"},
			[]string{"0: move B2 E 1 | E 2; move A3 D 1"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ss := sols(t, cat, c.sols...)
			gs := GroupSolutions(ss)
			var got []string
			for _, g := range gs {
				got = append(got, fmt.Sprintf("%d: %s", g.First, g.Text(cat, "(no orders)")))
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("groups\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			if a, b := groupedSet(cat, gs), solutionSet(cat, ss); !slices.Equal(a, b) {
				t.Errorf("the groups stand for\n%v\nnot the solutions\n%v", a, b)
			}
		})
	}
}

// TestGroupSolutionsStandForTheList groups random subsets of the choices
// of three slots: the groups stand for exactly the solutions, each once,
// in no more lines than solutions, and a full product is one line.
func TestGroupSolutionsStandForTheList(t *testing.T) {
	cat := testCatalogue(t)
	var all []string
	for _, a := range []string{"move A3 D 1", "move A3 D 2", "move A3 E 1"} {
		for _, b := range []string{"place Spear BC1 D", "place Spear BC1 E", "place Spear BC1 F"} {
			for _, c := range []string{"turn B2 A", "turn B2 C"} {
				all = append(all, a+"; "+b+"; "+c)
			}
		}
	}
	if gs := GroupSolutions(sols(t, cat, all...)); len(gs) != 1 || gs[0].Len() != len(all) {
		t.Fatalf("the full product: %d groups, want 1 of %d", len(gs), len(all))
	}
	rng := rand.New(rand.NewSource(1))
	for range 200 {
		var sub []string
		for _, s := range all {
			if rng.Intn(2) == 0 {
				sub = append(sub, s)
			}
		}
		ss := sols(t, cat, sub...)
		gs := GroupSolutions(ss)
		n := 0
		for _, g := range gs {
			n += g.Len()
		}
		if a, b := groupedSet(cat, gs), solutionSet(cat, ss); n != len(ss) || !slices.Equal(a, b) {
			t.Fatalf("%v\ngrouped as %d solutions\n%v", b, n, a)
		}
		if again := GroupSolutions(ss); fmt.Sprint(again) != fmt.Sprint(gs) {
			t.Fatalf("grouped twice, two ways:\n%v\n%v", gs, again)
		}
	}
}
