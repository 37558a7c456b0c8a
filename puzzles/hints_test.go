package puzzles

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// The tactics packs' hints that name a refuted line say the truth about
// it. "Tempting: X. But Blue answers Y." names a trap: X is no part of any
// accepted answer, and against Y it misses the goals. "Not enough alone: X,
// for Blue answers Y. What must go with it?" names part of the answer: X is
// in the stated solution but is not all of it, and alone it misses the
// goals against Y. (A Tempting hint that named half of the answer as the
// trap sent the learner away from it.) The hints name Red's puzzles' replies
// so; a puzzle set for Blue would name Red's, "But Red answers Y".
func TestTacticsRefutationHints(t *testing.T) {
	tempting := regexp.MustCompile(`^Tempting: (.+)\. But (Red|Blue) answers (.+)\.$`)
	alone := regexp.MustCompile(`^Not enough alone: (.+), for (Red|Blue) answers (.+)\. What must go with it\?$`)
	seen := 0
	for _, name := range []string{"packs/tactics.toml", "packs/first-tactics.toml"} {
		for _, pz := range shippedPack(t, name).Puzzles {
			for _, h := range pz.Hints {
				m, part := tempting.FindStringSubmatch(h), false
				if m == nil {
					if m, part = alone.FindStringSubmatch(h), true; m == nil {
						if strings.Contains(h, "Blue answers") || strings.Contains(h, "Red answers") {
							t.Errorf("%s %q: hint %q names a reply in neither form", name, pz.ID, h)
						}
						continue
					}
				}
				seen++
				tryRefutation(t, pz, h, m[1], m[2], m[3], part)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no hint names a refuted line")
	}
}

// tryRefutation checks one hint: lineText, the side's orders it names;
// replier ("Red" or "Blue") and reply, the opponent's answer; part, whether
// the hint calls them part of the answer.
func tryRefutation(t *testing.T, pz *Puzzle, hint, lineText, replier, reply string, part bool) {
	t.Helper()
	by := 1 // the player who answers: Red is player 1, Blue player 2
	if replier == "Blue" {
		by = 2
	}
	if by == pz.Side || by > int(pz.Position.NumPlayers) {
		t.Errorf("%q: hint %q: %s answers, but the puzzle is set for player %d", pz.ID, hint, replier, pz.Side)
		return
	}
	line, err := parseOrderList(pz.cat, lineText)
	if err != nil {
		t.Errorf("%q: hint %q: %v", pz.ID, hint, err)
		return
	}
	answer, err := parseOrderList(pz.cat, reply)
	if err != nil {
		t.Errorf("%q: hint %q: %v", pz.ID, hint, err)
		return
	}
	within := func(sol []engine.Order) bool {
		names := formatOrders(pz.cat, sol)
		for _, o := range formatOrders(pz.cat, line) {
			if !slices.Contains(names, o) {
				return false
			}
		}
		return true
	}
	if part {
		if !within(pz.Solution) || len(line) >= len(pz.Solution) {
			t.Errorf("%q: hint %q: %s is not a part of the solution %s", pz.ID, hint, lineText, strings.Join(formatOrders(pz.cat, pz.Solution), "; "))
		}
	} else {
		for _, sol := range append([][]engine.Order{pz.Solution}, pz.Alternatives...) {
			if within(sol) {
				t.Errorf("%q: hint %q calls a trap %s, which is part of the answer %s", pz.ID, hint, lineText, strings.Join(formatOrders(pz.cat, sol), "; "))
			}
		}
	}
	orders := make([][]engine.Order, pz.Position.NumPlayers)
	orders[pz.Side-1] = line
	orders[by-1] = answer
	turn, err := pz.Play(orders)
	if err != nil {
		t.Errorf("%q: hint %q: %v", pz.ID, hint, err)
		return
	}
	if pz.Reached(&turn.Outcome) {
		t.Errorf("%q: hint %q: %s still reaches the goals against %s", pz.ID, hint, lineText, reply)
	}
}

func parseOrderList(cat *engine.Catalogue, text string) ([]engine.Order, error) {
	var out []engine.Order
	for _, s := range strings.Split(text, ";") {
		o, err := engine.ParseOrder(cat, strings.TrimSpace(s))
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

func formatOrders(cat *engine.Catalogue, orders []engine.Order) []string {
	out := make([]string, len(orders))
	for i, o := range orders {
		out[i] = o.Format(cat)
	}
	return out
}
