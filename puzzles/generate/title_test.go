package generate

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// A generated puzzle's title says its goal, with the piece it is about, and
// the rule that decides it, naming whose piece that is; a title taken
// already gets a second theme, then the id.
func TestGenTitleSaysGoalAndTheme(t *testing.T) {
	cat := puzzles.DefaultCatalogue()
	pos, err := engine.ParseCode(cat, "bc1 t5 d15 | AB.BC.CD m6 h:Bird LeftBerzerker/F4/C Priest/EF2/A | DE.EF.FA m6 h:Pikeman Skeleton/EF4/A Cyclops/EF5/B Priest/FA4/C | g:-")
	if err != nil {
		t.Fatal(err)
	}
	goals := func(ss ...string) []engine.Goal {
		g, err := engine.ParseGoals(ss)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	used := map[string]bool{}
	for _, c := range []struct {
		goals  []engine.Goal
		themes []string
		want   string
	}{
		{goals("kill EF5"), []string{"facing", "division", "Left Berzerker"}, "Kill the Cyclops on EF5 with the Left Berzerker"},
		{goals("kill EF5"), []string{"facing", "division", "Left Berzerker"}, "Kill the Cyclops on EF5 with the Left Berzerker and by division"},
		{goals("kill EF5"), []string{"facing", "division", "Left Berzerker"}, "Kill the Cyclops on EF5 with the Left Berzerker and by division (gen-1-3)"},
		{goals("kill EF4"), []string{"priority", "Skeleton"}, "Kill the Skeleton on EF4 by timing"},
		{goals("kills 1"), []string{"interrupted"}, "A kill with a move cut short"},
		{goals("ransack EF", "no-losses"), []string{"ransack", "Skeleton"}, "Ransack EF against the Skeleton, losing nothing"},
		{goals("pit"), []string{"Priest", "top"}, "Take the Pit with a Priest on each side"},
		{goals("kills 2"), []string{"Bird"}, "Two kills with the Bird"},
		{goals("kills 1"), []string{"Imp Swarm"}, "A kill by the Imp Swarm rule"},
		{goals("keep F4"), []string{"facing"}, "Save the Left Berzerker on F4"},
		{goals("keep F4"), []string{"Left Berzerker", "tie"}, "Save the Left Berzerker on F4 by a trade"},
		{goals("keep EF2"), []string{"Priest"}, "Save the Priest on EF2 with a Priest on each side"},
		{goals("eliminate 2"), []string{"Necromancer"}, "Knock Blue out by the Necromancer rule"},
	} {
		if got := genTitle(cat, &pos, 1, c.goals, c.themes, "gen-1-3", used); got != c.want {
			t.Errorf("goals %v, themes %q: title %q, want %q", c.goals, c.themes, got, c.want)
		}
	}
}

// Two pieces of the rule, one a side: "with an Imp Swarm on each side".
func TestGenTitleRuleOnEachSide(t *testing.T) {
	cat := puzzles.DefaultCatalogue()
	pos, err := engine.ParseCode(cat, "bc1 t5 d15 | AB.BC.CD m6 h:ImpSwarm Bird/F4/C | DE.EF.FA m6 ImpSwarm/EF4/A Cyclops/EF5/B | g:-")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.ParseGoals([]string{"kill EF5"})
	if err != nil {
		t.Fatal(err)
	}
	want := "Kill the Cyclops on EF5 with an Imp Swarm on each side"
	if got := genTitle(cat, &pos, 1, g, []string{"Imp Swarm"}, "x", map[string]bool{}); got != want {
		t.Errorf("title %q, want %q", got, want)
	}
}

// A kill in the Pit names its piece as a kill on a cell does: its rule is
// not said again ("Kill the Cerberus in the Pit against the Cerberus",
// with one Cerberus on the board).
func TestGenTitlePieceInThePit(t *testing.T) {
	cat := puzzles.DefaultCatalogue()
	pos, err := engine.ParseCode(cat, "bc1 t5 d15 | AB.BC.CD m6 Harpy/C2/D Crab/A2/A | DE.EF.FA m6 Cerberus/Pit/A Blockhead/F2/D | g:-")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.ParseGoals([]string{"kill Pit"})
	if err != nil {
		t.Fatal(err)
	}
	want := "Kill the Cerberus in the Pit by a trade"
	if got := genTitle(cat, &pos, 1, g, []string{"tie", "Cerberus"}, "x", map[string]bool{}); got != want {
		t.Errorf("title %q, want %q", got, want)
	}
}
