package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// An order for a piece that is not there said "no piece on Pit", where
// every other text of the entry says "in the Pit"; a cell keeps "on".
func TestOrderForNoPieceSaysInThePit(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Bird/A1/D | DE.EF.FA m6 | g:-")}
	e := NewOrderEntry(testCat, h)
	for _, c := range []struct {
		at   engine.Loc
		want string
	}{{engine.Pit, "no piece in the Pit"}, {loc(t, "AB3"), "no piece on AB3"}} {
		if err := e.give(engine.Turn(c.at, engine.A)); err == nil || err.Error() != c.want {
			t.Errorf("a turn of nothing %s: %v, want %q", OnCell(c.at), err, c.want)
		}
	}
}

// Why nothing can be placed says "in the Pit", as every other text of the
// entry: it said "to place on Pit" and "cannot place on Pit".
func TestWhyNoPlaceSaysInThePit(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{"bc1 t2 d30 | AB.BC.CD m6 Bird/A1/D | DE.EF.FA m6 | g:-", "nobody who gives orders here has a piece in hand to place in the Pit"},
		{"bc1 t2 d30 | AB.BC.CD m6 h:Crab Bird/A1/D | DE.EF.FA m6 | g:-", "cannot place in the Pit: "},
	} {
		e := NewOrderEntry(testCat, &fakeHost{pos: mustPos(t, c.code)})
		if got := e.whyNoPlace(engine.Pit); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: %q, want %q", c.code, got, c.want)
		}
	}
	e := NewOrderEntry(testCat, &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	if got, want := e.whyNoPlace(loc(t, "AB3")), "nobody who gives orders here has a piece in hand to place on AB3"; got != want {
		t.Errorf("on a cell: %q, want %q", got, want)
	}
}
