package main

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// resolve --json gave the deck, every player's kills of the last turn (the
// next turn's bonus draw) and its ransacks only inside code, which a pack
// of its own kinds has none of: deck, last_kills and ransacks give them,
// after targets, the last key before them.
func TestResolveJSONDeckLastKillsRansacks(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "own.toml")
	writeFile(t, pack, `[[kind]]
name = "Spear"
combat = [5, 2, 0, 0, 0, 2]
speed  = [2, 1, 0, 0, 0, 1]

[[puzzle]]
id = "p"
goals = ["kill A1"]
solution = ["move A3 D 1"]
position = "bc1 t2 d12 | AB.BC.CD m8 r2 Spear/A3/D | DE.EF.FA m6 l1 Pikeman/A1/A | g:-"
`)
	type counts struct {
		Deck      *int           `json:"deck"`
		LastKills map[string]int `json:"last_kills"`
		Ransacks  map[string]int `json:"ransacks"`
		TurnKills map[string]int `json:"turn_kills"`
	}
	deck := func(n int) *int { return &n }
	for _, c := range []struct {
		name string
		arg  string
		want counts
	}{
		// The Pikeman kills the Spear stepping on to it; no code is given.
		{"own kinds", pack, counts{deck(12), map[string]int{"1": 0, "2": 1}, map[string]int{"1": 2, "2": 0}, map[string]int{"1": 0, "2": 1}}},
		// The game is over: no turn is played, and the kills of the last
		// turn stay the position's.
		{"over", "bc1 t5 d7 w1 | AB.BC.CD m7 l2 r1 Pikeman/A3/D | DE.EF.FA m6 out | g:-", counts{deck(7), map[string]int{"1": 2, "2": 0}, map[string]int{"1": 1, "2": 0}, map[string]int{"1": 0, "2": 0}}},
	} {
		status, out, errs := birdcrab(t, "resolve", c.arg, "--json")
		if status != 0 {
			t.Fatalf("%s: exit %d: %s", c.name, status, errs)
		}
		var got counts
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %s, want %s", c.name, jsonOf(got), jsonOf(c.want))
		}
		i, j := strings.Index(out, `"targets"`), strings.Index(out, `"deck"`)
		if j < i || strings.Index(out, `"last_kills"`) < j || strings.Index(out, `"ransacks"`) < strings.Index(out, `"last_kills"`) {
			t.Errorf("%s: not targets, deck, last_kills, ransacks in that order:\n%s", c.name, out)
		}
	}
}
