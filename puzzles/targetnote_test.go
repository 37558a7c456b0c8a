package puzzles

import (
	"context"
	"reflect"
	"testing"
)

// check notes a Necromancer target that the target order would not name
// as things stand, at the player's target key (or the position code): no
// Necromancer on the board or in hand, or none of the kind in the
// graveyard. They loaded without a word. A target a game could leave so
// is no problem: the puzzles stay sound.
func TestCheckNotesNecromancerTarget(t *testing.T) {
	text := `[[puzzle]]
id = "no-necromancer"
side = 1
opponent = "hold"
goals = ["kill A1"]
solution = ["move A3 D 1"]
alternatives = [["move A3 D 2"]]
graveyard = ["Bird 2"]

[[puzzle.player]]
pieces = ["Pikeman A3 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]
target = "Bird"

[[puzzle]]
id = "not-dead"
side = 1
opponent = "hold"
goals = ["kill A1"]
solution = ["move A3 D 1"]
alternatives = [["move A3 D 2"]]
position = "bc1 t2 d30 | AB.BC.CD m6 x:Snake Necromancer/AB4/D Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"

[[puzzle]]
id = "fine"
side = 1
opponent = "hold"
goals = ["kill A1"]
solution = ["move A3 D 1"]
alternatives = [["move A3 D 2"]]
position = "bc1 t2 d30 | AB.BC.CD m6 x:Bird h:Necromancer Pikeman/A3/D | DE.EF.FA m6 x:Bird ?1 Bird/A1/A | g:Bird/2"
`
	pk, err := Parse("tn.toml", []byte(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"no-necromancer": {`tn.toml:15:1: puzzle "no-necromancer": player 2 target: player 2 names Bird as the Necromancer target, but has no Necromancer on the board or in hand: it raises nothing until one is placed (the target order needs one)`},
		"not-dead":       {`tn.toml:24:1: puzzle "not-dead": position: player 1 names Snake as the Necromancer target, but the graveyard holds no Snake: one is raised only if a Snake dies first (the target order needs one there)`},
		"fine":           nil,
	}
	for _, r := range Check(context.Background(), pk, nil) {
		if !r.OK() {
			t.Errorf("%s: %v", r.ID, r.Problems)
		}
		if !reflect.DeepEqual(r.Notes, want[r.ID]) {
			t.Errorf("%s: notes\n%q\nwant\n%q", r.ID, r.Notes, want[r.ID])
		}
	}
}
