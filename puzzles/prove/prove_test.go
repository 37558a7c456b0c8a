package prove

import (
	"context"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// pack holds one puzzle per opponent model: under "hold" either Spear kills
// the Pawn (not unique), under "fixed" the Pawn's scripted step is part of
// the problem, under "any" the Hare escapes the stated solution.
const pack = `
[pack]
id = "prove-test"
format = 1

[[kind]]
name = "Spear"
combat = [5, 2, 0, 0, 0, 2]
speed  = [2, 1, 0, 0, 0, 1]

[[kind]]
name = "Pawn"
combat = [1, 1, 1, 1, 1, 1]
speed  = [1, 1, 1, 1, 1, 1]

[[kind]]
name = "Hare"
combat = [1, 1, 1, 1, 1, 1]
speed  = [3, 3, 3, 3, 3, 3]

[[puzzle]]
id = "two-ways"
goals = ["kill A1"]
solution = ["move A3 D 1"]

[[puzzle.player]]
pieces = ["Spear A3 D", "Spear B2 E"]

[[puzzle.player]]
pieces = ["Pawn A1 D"]

[[puzzle]]
id = "scripted"
goals = ["kill A1"]
opponent = "fixed"
solution = ["move A3 D 1"]
alternatives = [["move A3 D 2"]]

[[puzzle.player]]
pieces = ["Spear A3 D"]

[[puzzle.player]]
pieces = ["Pawn A1 D"]
orders = ["turn A1 A"]

[[puzzle]]
id = "hare-escapes"
goals = ["kill A1"]
opponent = "any"
solution = ["move A3 D 1"]

[[puzzle.player]]
pieces = ["Spear A3 D"]

[[puzzle.player]]
pieces = ["Hare A1 D"]
`

func load(t *testing.T) *puzzles.Pack {
	t.Helper()
	pk, err := puzzles.Parse("prove-test.toml", []byte(pack), puzzles.DefaultCatalogue())
	if err != nil {
		t.Fatal(err)
	}
	return pk
}

// Problem carries the scenario's position, side, goals and model, and the
// others' scripted orders.
func TestProblem(t *testing.T) {
	pk := load(t)
	for _, want := range []struct {
		id      string
		opp     engine.Opponent
		replies string
	}{{"two-ways", engine.Hold, ""}, {"scripted", engine.Fixed, "turn A1 A"}, {"hare-escapes", engine.Any, ""}} {
		t.Run(want.id, func(t *testing.T) {
			s, err := pk.Scenario(want.id)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Problem(s)
			if err != nil {
				t.Fatal(err)
			}
			if p.Opponent != want.opp || p.Side != 1 || p.Pos != s.Position || engine.GoalsText(p.Goals) != "kill A1" {
				t.Errorf("problem %+v", p)
			}
			var replies []string
			for _, os := range p.Replies {
				if len(os) > 0 {
					replies = append(replies, engine.OrdersText(s.Catalogue(), os, ""))
				}
			}
			if got := strings.Join(replies, "; "); got != want.replies {
				t.Errorf("replies %q, want %q", got, want.replies)
			}
			if err := p.Check(); err != nil {
				t.Errorf("the problem is refused: %v", err)
			}
		})
	}
	s, _ := pk.Scenario("two-ways")
	bad := *s
	bad.Opponent = engine.NumOpponents
	if _, err := Problem(&bad); err == nil {
		t.Error("an unknown opponent model makes a problem")
	}
}

// Pack proves each puzzle with the solver: a second solution and a
// refuting reply are found, a sound puzzle passes.
func TestPack(t *testing.T) {
	want := map[string]string{
		"two-ways":     "not unique: 4 other solutions: move A3 D 2 | move B2 E 1",
		"scripted":     "",
		"hare-escapes": "the stated solution fails against the reply player 2:",
	}
	for _, r := range Pack(context.Background(), load(t), 0, nil) {
		w, ok := want[r.ID]
		if !ok {
			t.Errorf("unexpected result for %q", r.ID)
			continue
		}
		delete(want, r.ID)
		var got []string
		for _, p := range r.Problems {
			got = append(got, p.Msg)
		}
		all := strings.Join(got, "\n")
		switch {
		case w == "" && !r.OK():
			t.Errorf("%s: %s", r.ID, all)
		case w != "" && !strings.Contains(all, w):
			t.Errorf("%s: problems %q, want %q", r.ID, all, w)
		}
	}
	for id := range want {
		t.Errorf("no result for %q", id)
	}
}

// The pack of first tactics (the puzzles that left the tactics pack for the
// filters of issue 15, which its filters = false lets it keep, and one
// generated in place of a repeated lesson) is sound and unique: its filters
// are optional, its soundness is not.
func TestFirstTacticsSound(t *testing.T) {
	if testing.Short() {
		t.Skip("proves 36 puzzles")
	}
	data, err := puzzles.ShippedData("packs/first-tactics.toml")
	if err != nil {
		t.Fatal(err)
	}
	pk, err := puzzles.Parse("packs/first-tactics.toml", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !pk.FiltersOptional {
		t.Error("the pack does not say filters = false")
	}
	n := 0
	for _, r := range Pack(context.Background(), pk, 0, nil) {
		n++
		for _, p := range r.Problems {
			t.Errorf("%s: %s", r.ID, p.Msg)
		}
	}
	if n != 36 {
		t.Errorf("%d puzzles proved, want the pack's 36", n)
	}
}

// TestCheckKeepsAnAlternativeWithMoreOrders: an accepted alternative that
// holds the stated solution's orders and more is no repeat to refuse when
// another minimal solution lies inside it alone: here "move D1 A 2" is
// accepted only through it, and the puzzle is sound and unique. (check
// refused it for a day, and leaving it out made the puzzle not unique.)
func TestCheckKeepsAnAlternativeWithMoreOrders(t *testing.T) {
	const text = `
[pack]
id = "probe"
title = "Probe"
format = 1

[[puzzle]]
id = "two-ways"
title = "Two ways"
description = "Kill the Bird."
side = 1
opponent = "hold"
goals = ["kill A2"]
solution = ["move A4 D 1"]
alternatives = [["move A4 D 2"], ["move A4 D 1", "move D1 A 2"]]

[[puzzle.player]]
pieces = ["Pikeman A4 D", "Pikeman D1 A"]

[[puzzle.player]]
pieces = ["Bird A2 C"]
`
	pk, err := puzzles.Parse("alternatives.toml", []byte(text), puzzles.DefaultCatalogue())
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range Pack(context.Background(), pk, 0, nil) {
		if !r.OK() {
			t.Errorf("%s: %v", r.ID, r.Problems)
		}
	}
}
