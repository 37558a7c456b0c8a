package tui

import (
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
