package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// solve --json prints its object on one line, as docs/json.md shows and
// says, for the scripts that read it by the line; resolve and check
// indent theirs. Orders by player come in the two shapes docs/json.md
// sets side by side: resolve's orders keyed by the player's number as a
// string, a refutation's replies each a list of {player, orders} with the
// number a number.
func TestJSONOrdersByPlayerShapes(t *testing.T) {
	const pack, id = "../../puzzles/packs/tactics.toml", "cover-the-exits"
	js, errs, code := runCmd(t, "solve", pack, "--id", id, "--tries", "3", "--json")
	if code != 0 || strings.Count(js, "\n") != 1 || !strings.HasSuffix(js, "}\n") {
		t.Fatalf("solve --json: exit %d, want 0 and one line: %q %s", code, js, errs)
	}
	var solved struct {
		Tries []struct {
			Refutations [][]struct {
				Player int      `json:"player"`
				Orders []string `json:"orders"`
			} `json:"refutations"`
		} `json:"tries"`
	}
	if err := json.Unmarshal([]byte(js), &solved); err != nil || len(solved.Tries) == 0 || len(solved.Tries[0].Refutations) == 0 {
		t.Fatalf("solve --json --tries: refutations not as docs/json.md shows them (%v):\n%s", err, js)
	}
	if r := solved.Tries[0].Refutations[0]; len(r) == 0 || r[0].Player != 2 || len(r[0].Orders) == 0 {
		t.Errorf("a reply: %+v, want player 2 and its orders", r)
	}
	js, errs, code = runCmd(t, "resolve", pack, "--id", id, "--json")
	if code != 0 || strings.Count(js, "\n") < 10 {
		t.Fatalf("resolve --json: exit %d, want 0 and an indented object: %s %s", code, js, errs)
	}
	var resolved struct {
		Orders map[string][]string `json:"orders"`
	}
	if err := json.Unmarshal([]byte(js), &resolved); err != nil || len(resolved.Orders["1"]) == 0 || resolved.Orders["2"] == nil {
		t.Errorf("resolve --json: orders not keyed \"1\", \"2\" with every player (%v): %v", err, resolved.Orders)
	}
}
