package trainer

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// missedWhy said "Blue still has a piece in FA ... (FA1 and FA2)" of two
// pieces, and "You lost your Bird from Pit." where every other text says
// "the Pit".
func TestMissedWhyWords(t *testing.T) {
	pk, err := puzzles.Parse("words.toml", []byte(`[[puzzle]]
id = "w"
goals = ["ransack FA", "no-losses"]
[[puzzle.player]]
pieces = ["Bird Pit A"]
[[puzzle.player]]
pieces = ["Pikeman A1 D", "Pikeman FA1 A", "Pikeman FA2 A"]
`), nil)
	if err != nil {
		t.Fatal(err)
	}
	sc := &pk.Puzzle("w").Scenario
	turn, _, err := sc.Try(nil)
	if err != nil {
		t.Fatal(err)
	}
	for goal, want := range map[string]string{
		"ransack FA": "Blue still has pieces in FA at the end of the turn (FA1 and FA2).",
		"no-losses":  "You lost your Bird from the Pit.",
	} {
		g, err := engine.ParseGoal(goal)
		if err != nil {
			t.Fatal(err)
		}
		if got := missedWhy(sc, &turn.Outcome, g); got != want {
			t.Errorf("%s missed:\n got %q\nwant %q", goal, got, want)
		}
	}
}
