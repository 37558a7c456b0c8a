package engine

import (
	"errors"
	"strings"
	"testing"
)

// A refusal that names a player names it by number in Reason (and Error),
// as the command line's text does, and as its caller names players in
// ReasonNamed: the screens named players by colour everywhere but in a
// refusal ("player 1 has no Snake in hand").
func TestRefusalNamesPlayers(t *testing.T) {
	cat := testCatalogue(t)
	colour := func(n int) string { return [...]string{"nobody", "Red", "Blue", "Green"}[n] }
	for _, c := range []struct {
		code, orders       string
		reason, named      string
		player, wantPlayer int
	}{
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-", "place Snake AB1 E", "player 1 has no Snake in hand", "Red has no Snake in hand", 1, 1},
		{"bc1 t2 d30 | AB.BC.CD m6 h:Pawn Pawn/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-", "place Pawn AB1 E, place Pawn AB2 E", "player 1 has only 1 Pawn in hand", "Red has only 1 Pawn in hand", 1, 1},
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 h:Pawn Pawn/A1/A | g:-", "place Pawn AB1 E", "player 2 does not control territory AB", "Blue does not control territory AB", 2, 2},
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-", "move A3 D 1", "the Pawn on A3 belongs to player 1", "the Pawn on A3 belongs to Red", 2, 2},
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 Pawn/A1/A | - m6 out | g:-", "move A3 D 1", "player 3 is eliminated", "Green is eliminated", 3, 3},
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 Pawn/A1/A | g:Pawn/1", "target Pawn", "player 2 has no Necromancer on the board and places none", "Blue has no Necromancer on the board and places none", 2, 2},
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 Necromancer/A1/A | g:Pawn/1", "target Pawn, target Pawn", "player 2 already names a target this turn", "Blue already names a target this turn", 2, 2},
		// No player named: the same text either way.
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-", "move B2 D 1", "no piece on B2", "no piece on B2", 1, 1},
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-", "", "there is no player 4", "there is no player 4", 4, 4},
	} {
		p, err := ParseCode(cat, c.code)
		if err != nil {
			t.Fatalf("%s: %v", c.code, err)
		}
		var os []Order
		if c.orders != "" {
			if os, err = ParseOrders(cat, strings.Split(c.orders, ", ")); err != nil {
				t.Fatalf("%s: %v", c.orders, err)
			}
		}
		var plan Plan
		var oe *OrderError
		if err := p.CheckOrders(cat, c.player, os, &plan); !errors.As(err, &oe) {
			t.Errorf("%q by player %d: %v, want an *OrderError", c.orders, c.player, err)
			continue
		}
		if oe.Reason != c.reason || oe.Player != c.wantPlayer {
			t.Errorf("%q: Reason %q of player %d, want %q of player %d", c.orders, oe.Reason, oe.Player, c.reason, c.wantPlayer)
		}
		if got := oe.ReasonNamed(colour); got != c.named {
			t.Errorf("%q: ReasonNamed %q, want %q", c.orders, got, c.named)
		}
	}
}
