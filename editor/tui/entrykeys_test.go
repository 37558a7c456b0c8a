package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// A placement of a piece whose every copy in hand is placed already is
// refused before its facing is asked, saying where the piece is placed:
// with "place Snake A1 D" written and one Snake in hand, Enter on B1
// asked for a facing, then said "player 1 has only 1 Snake in hand".
// A piece still in hand, or a placement on the cell that holds the
// written one (which it replaces), asks its facing as before.
func TestPlaceAtSaysWhereThePieceIsPlaced(t *testing.T) {
	tests := []struct {
		name    string
		code    string
		written []string
		at      string
		msg     string // the refusal; "" when the facing is asked
	}{
		{"the only Snake placed", "bc1 t3 d30 | AB.BC.CD m6 h:Snake | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "B1", "Red's only Snake is placed already (place Snake A1 D): x on A1 clears it, to place it here"},
		{"both Snakes placed", "bc1 t3 d30 | AB.BC.CD m6 h:Snake,Snake | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D", "place Snake C1 B"}, "B1", "Red's 2 Snakes are placed already (place Snake A1 D; place Snake C1 B): x on A1 or C1 clears one, to place it here"},
		{"a second Snake in hand", "bc1 t3 d30 | AB.BC.CD m6 h:Snake,Snake | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "B1", ""},
		{"on the Snake's own cell", "bc1 t3 d30 | AB.BC.CD m6 h:Snake | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "A1", ""},
		{"another kind in hand", "bc1 t3 d30 | AB.BC.CD m6 h:Snake,Crab | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "AB2", ""},
		{"the other kind cannot go there", "bc1 t3 d30 | AB.BC.CD m6 h:Snake,Crab | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "B1", "Red's only Snake is placed already (place Snake A1 D): x on A1 clears it, to place it here"},
		{"three placed a turn", "bc1 t3 d30 | AB.BC.CD m6 h:Crab,Crab,Crab,Crab | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Crab AB1 D", "place Crab AB2 D", "place Crab AB3 D"}, "AB4", "cannot place a Crab on AB4: a player places at most 3 pieces a turn"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := &fakeHost{pos: mustPos(t, tc.code)}
			for _, s := range tc.written {
				o, err := engine.ParseOrder(testCat, s)
				if err != nil {
					t.Fatal(err)
				}
				h.orders[0] = append(h.orders[0], o)
			}
			e := NewOrderEntry(testCat, h)
			e.Allowed = func(n int) bool { return n == 1 }
			e.PlaceAt(loc(t, tc.at))
			if tc.msg == "" {
				if !e.Busy() || !strings.Contains(h.msg, "facing?") {
					t.Errorf("no facing asked: %q", h.msg)
				}
				return
			}
			if e.Busy() || h.msg != tc.msg || !h.isErr {
				t.Errorf("busy %v, message %q (error %v), want %q", e.Busy(), h.msg, h.isErr, tc.msg)
			}
		})
	}
}
