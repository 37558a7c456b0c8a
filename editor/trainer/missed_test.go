package trainer

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Each kind of goal, missed in a real turn of a shipped lesson or puzzle,
// is told why: the sentence the verdict adds after "Missed:". A wrong
// answer not in a lesson's list got only the story of the turn: all-out's
// move D2 B 1 left Blue's Bird on E1, test-last-territory's Bird flying
// past DE left DE held, and neither was said.
func TestMissedWhyEveryGoalKind(t *testing.T) {
	packs, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	find := func(id string) *puzzles.Scenario {
		for _, pk := range packs {
			if l := pk.Lesson(id); l != nil {
				return &l.Scenario
			}
			if p := pk.Puzzle(id); p != nil {
				return &p.Scenario
			}
		}
		t.Fatalf("no lesson or puzzle %s", id)
		return nil
	}
	covered := map[engine.GoalKind]bool{}
	for _, c := range []struct{ id, orders, goal, want string }{
		{"all-out", "move D2 B 1", "win", "The game goes on: Blue still has a piece on the board (E1)."},
		{"all-out", "", "win", "The game goes on: Blue still has 2 pieces on the board (E1 and C1)."},
		{"necromancer", "move D2 D 1", "win", "The game ended in a draw."},
		{"test-last-territory", "move A2 D 1; move E2 B 1", "eliminate 2", "Blue still holds DE: none of yours stands in DE at the end of the turn."},
		{"test-last-territory", "move E2 C 1", "eliminate 2", "Blue still has a piece on the board (the Pit)."},
		{"cloud-man", "move D4 A 1", "kill Pit", "Blue's Pikeman in the Pit lives."},
		{"cloud-man", "move D4 A 1", "no-losses", "You lost your Cloud Man from D4."},
		{"test-hold-the-pit", "move Pit A 1; move D2 A 2", "pit", "Nobody stands in the Pit at the end of the turn."},
		{"imp-swarm", "move D2 A 1", "kills 2", "You earned no kill this turn; the goal asks for 2."},
		{"divide-to-save", "", "keep AB3", "Your Crab on AB3 died."},
		{"ransacking", "", "ransack FA", "Blue still has a piece in FA at the end of the turn (FA1)."},
	} {
		sc := find(c.id)
		var orders []engine.Order
		if c.orders != "" {
			orders, err = engine.ParseOrders(sc.Catalogue(), strings.Split(c.orders, "; "))
			if err != nil {
				t.Fatal(err)
			}
		}
		turn, _, err := sc.Try(orders)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		g, err := engine.ParseGoal(c.goal)
		if err != nil {
			t.Fatal(err)
		}
		if g.Met(&sc.Position, &turn.Outcome, sc.Side) {
			t.Errorf("%s [%s]: %s is met", c.id, c.orders, c.goal)
			continue
		}
		covered[g.Kind] = true
		if got := missedWhy(sc, &turn.Outcome, g); got != c.want {
			t.Errorf("%s [%s], %s missed:\n got %q\nwant %q", c.id, c.orders, c.goal, got, c.want)
		}
	}
	for _, k := range engine.GoalKinds() {
		if !covered[k.Kind] {
			t.Errorf("no case misses a goal of kind %v", k.Word)
		}
	}
}
