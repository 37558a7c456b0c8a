package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// The side panel names each player at the head of its lines, the text
// after the name: a fifth player, Violet, is no "Violethand 0/6", and
// every player's text starts in one column.
func TestPanelNamesStandApartFromTheirText(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB m6 | BC m6 | CD m6 | DE m6 | EF m6 Crab/EF3/A | FA m6 | g:-")
	var orders Orders
	for n := range int(p.NumPlayers) {
		orders[n] = []engine.Order{engine.Move(loc(t, "EF3"), engine.A, 1)}
	}
	lines := append(PositionLines(NewTheme(false), testCat, &p, 40), OrderLines(NewTheme(false), testCat, &p, orders, 40)...)
	col := -1
	seen := 0
	for _, l := range lines {
		if len(l) < 2 || strings.TrimSpace(l[0].Text) == "" {
			continue
		}
		name := strings.TrimSpace(l[0].Text)
		if !strings.HasSuffix(l[0].Text, " ") {
			t.Errorf("%q runs into its text %q", l[0].Text, l[1].Text)
		}
		if col >= 0 && len(l[0].Text) != col {
			t.Errorf("%s's text starts at column %d, another's at %d", name, len(l[0].Text), col)
		}
		col = len(l[0].Text)
		seen++
	}
	if seen != 2*int(p.NumPlayers) {
		t.Fatalf("want a hand line and an order line for each of the %d players, found %d named lines", p.NumPlayers, seen)
	}
	if w := NameWidth(2); w != 6 {
		t.Errorf("two players' names take %d columns, want 6 as before", w)
	}
}
