package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestLegalOrderSetsOnce checks that identical pieces placed on swapped
// cells are one set, and that no set comes twice.
func TestLegalOrderSetsOnce(t *testing.T) {
	cat := testCatalogue(t)
	// Two Pawns in hand, territory AB only (6 cells, 4 facings each), no
	// pieces on the board: 1 + 24 + C(6,2)*16 sets (two Pawns on two
	// distinct cells, each with its facing).
	pos, err := engine.ParseCode(cat, "bc1 t2 d30 | AB m6 h:Pawn,Pawn | DE m6 | g:-")
	if err != nil {
		t.Fatal(err)
	}
	sets := LegalOrderSets(&pos, cat, 1)
	if want := 1 + 24 + 15*16; len(sets) != want {
		t.Errorf("%d order sets, want %d", len(sets), want)
	}
	seen := map[string]bool{}
	for _, s := range sets {
		k := setKey(s)
		if seen[k] {
			t.Errorf("order set %s twice", engine.OrdersText(cat, s, "(no orders)"))
		}
		seen[k] = true
	}
}

// TestAgentsCoverLegalSets checks that the solver's agents span exactly the
// legal order sets: every legal combination of options, each once, is a
// set LegalOrderSets lists (from the engine's own option lists and
// CheckOrders), and every listed set is one combination.
func TestAgentsCoverLegalSets(t *testing.T) {
	cat := testCatalogue(t)
	rng := rand.New(rand.NewPCG(5, 5))
	// A Cloud Man on a cell of its owner's territory, a piece in hand: the
	// hand may be placed on the Cloud Man's cell, whatever the Cloud Man's
	// order (it has vanished before placement; CheckOrders agrees).
	cloud := problemSpec{code: "bc1 t2 d30 | CD m6 h:Pawn CloudMan/CD3/C | DE m6 h:Pawn CloudMan/DE2/F | g:-",
		goals: []string{"no-losses"}, opponent: Any}
	for i := 0; i < 151; i++ {
		p := cloud.build(t, cat)
		if i > 0 {
			p = randomProblem(rng, cat, Any)
		}
		m, err := buildModel(p)
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= int(p.Pos.NumPlayers); n++ {
			want := map[string]bool{}
			for _, s := range LegalOrderSets(&p.Pos, cat, n) {
				want[setKey(s)] = true
			}
			got := map[string]bool{}
			var agents []int
			for a := range m.agents {
				if int(m.agents[a].player) == n {
					agents = append(agents, a)
				}
			}
			w := newWorker(m, &shared{})
			var walk func(i int)
			walk = func(i int) {
				if i == len(agents) {
					k := setKey(m.orders(w.asg, uint8(n)))
					if got[k] {
						t.Errorf("%s, player %d: a set twice", describe(cat, p), n)
					}
					got[k] = true
					return
				}
				a := agents[i]
				walk(i + 1)
				for o := 1; o < len(m.agents[a].opts); o++ {
					if m.legal(&w.bud, a, o) {
						w.assign(a, o)
						walk(i + 1)
						w.unassign(a, o)
					}
				}
			}
			for a := range w.asg {
				if int(m.agents[a].player) == n {
					w.asg[a] = 0
				}
			}
			walk(0)
			if len(got) != len(want) {
				t.Errorf("%s, player %d: the agents give %d sets, LegalOrderSets %d", describe(cat, p), n, len(got), len(want))
				continue
			}
			for k := range got {
				if !want[k] {
					t.Errorf("%s, player %d: the agents give a set LegalOrderSets does not", describe(cat, p), n)
					break
				}
			}
		}
	}
}

// TestMinimalSets checks the minimal elements of a family of order sets.
func TestMinimalSets(t *testing.T) {
	a := engine.Move(engine.Pit, engine.A, 1)
	b := engine.Move(engine.Pit, engine.A, 2)
	c := engine.Turn(engine.HexLoc(engine.Hex{Q: 1}), engine.C)
	d := engine.Move(engine.HexLoc(engine.Hex{Q: 2}), engine.D, 1)
	sorted := func(os ...engine.Order) []engine.Order {
		s := slices.Clone(os)
		SortOrders(s)
		return s
	}
	cases := []struct {
		name   string
		family [][]engine.Order
		want   [][]engine.Order
	}{
		{"a superset goes", [][]engine.Order{sorted(a, c), sorted(a)}, [][]engine.Order{sorted(a)}},
		{"different options of one piece stay", [][]engine.Order{sorted(a), sorted(b, c)}, [][]engine.Order{sorted(a), sorted(b, c)}},
		{"no orders beats all", [][]engine.Order{sorted(a), {}, sorted(c, d)}, [][]engine.Order{{}}},
		{"duplicates once", [][]engine.Order{sorted(a, d), sorted(a, d)}, [][]engine.Order{sorted(a, d)}},
		{"a subset not in the family", [][]engine.Order{sorted(a, c, d), sorted(c, d)}, [][]engine.Order{sorted(c, d)}},
	}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			got := minimalSets(cs.family)
			if !slices.EqualFunc(got, cs.want, func(x, y []engine.Order) bool { return slices.Equal(x, y) }) {
				t.Errorf("minimal sets %v, want %v", got, cs.want)
			}
		})
	}
}
