package editor

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
)

// testCat is the default catalogue, shared read-only by the tests.
var testCat = tuitest.Cat

// mustPos parses a position code.
func mustPos(t *testing.T, code string) engine.Position { t.Helper(); return tuitest.MustPos(t, code) }

// redOrder is the state of the position code with one order of Red's,
// the order given as text.
func redOrder(t *testing.T, code, order string) State {
	t.Helper()
	o, err := engine.ParseOrder(testCat, order)
	if err != nil {
		t.Fatal(err)
	}
	var orders tui.Orders
	orders[0] = []engine.Order{o}
	return State{Pos: mustPos(t, code), Orders: orders}
}

// loc parses a location name.
func loc(t *testing.T, s string) engine.Loc { t.Helper(); return tuitest.Loc(t, s) }

// kind parses a kind name.
func kind(t *testing.T, s string) engine.KindID { t.Helper(); return tuitest.Kind(t, s) }
