package tui

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// scr3 item 4: Enter on an empty cell with an empty hand said, to the
// trainer's one side, "nobody who gives orders here has a piece in hand
// to place on D3". One side giving orders is told plainly; several keep
// the wording that speaks of them all.
func TestEmptyHandSaysSoPlainly(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Bird/A1/D | DE.EF.FA m6 | g:-"
	one := NewOrderEntry(testCat, &fakeHost{pos: mustPos(t, code)})
	one.Allowed = func(n int) bool { return n == 1 }
	all := NewOrderEntry(testCat, &fakeHost{pos: mustPos(t, code)})
	for _, c := range []struct {
		e    *OrderEntry
		at   engine.Loc
		want string
	}{
		{one, loc(t, "AB3"), "AB3 is empty, and your hand is empty: nothing to place"},
		{one, engine.Pit, "your hand is empty: nothing to place in the Pit"},
		{all, loc(t, "AB3"), "nobody who gives orders here has a piece in hand to place on AB3"},
	} {
		if got := c.e.whyNoPlace(c.at); got != c.want {
			t.Errorf("%v: %q, want %q", c.at, got, c.want)
		}
	}
}
