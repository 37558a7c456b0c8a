package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// resolve --json had no field for a Necromancer target: targets gives
// each player's after the turn, null when none is named.
func TestResolveJSONTargets(t *testing.T) {
	for _, c := range []struct {
		name, code string
		want       map[string]*string
	}{
		// The Necromancer dies and raises the Cyclops: the target is used.
		{"raised", necroCode, map[string]*string{"1": nil, "2": nil}},
		// The Necromancer, away from the Pikeman, lives: the target stays.
		{"kept", strings.Replace(necroCode, "Necromancer/B1/F", "Necromancer/EF1/D", 1), map[string]*string{"1": nil, "2": ptr("Cyclops")}},
	} {
		status, out, errs := birdcrab(t, "resolve", c.code, "--json")
		if status != 0 {
			t.Fatalf("%s: exit %d: %s", c.name, status, errs)
		}
		var r struct {
			Targets map[string]*string `json:"targets"`
			Hands   map[string]struct {
				Kinds []string `json:"kinds"`
			} `json:"hands"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(r.Targets, c.want) {
			t.Errorf("%s: targets %s, want %v", c.name, jsonOf(r.Targets), jsonOf(c.want))
		}
		if !strings.Contains(out, `"targets": {`) {
			t.Errorf("%s: no targets object:\n%s", c.name, out)
		}
		if i, j := strings.Index(out, `"hands"`), strings.Index(out, `"targets"`); j >= 0 && j < i {
			t.Errorf("%s: targets is not after hands, the last key before it:\n%s", c.name, out)
		}
	}
}

func ptr(s string) *string { return &s }

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
