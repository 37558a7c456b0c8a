package editor

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// testCat is the default catalogue, shared read-only by the tests.
var testCat = puzzles.DefaultCatalogue()

// mustPos parses a position code.
func mustPos(t *testing.T, code string) engine.Position {
	t.Helper()
	p, err := engine.ParseCode(testCat, code)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// loc parses a location name.
func loc(t *testing.T, s string) engine.Loc {
	t.Helper()
	l, err := engine.ParseLoc(s)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// kind parses a kind name.
func kind(t *testing.T, s string) engine.KindID {
	t.Helper()
	k, err := testCat.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// screenText reads a simulation screen's text; call it in the event loop.
func screenText(sim tcell.SimulationScreen) string {
	cells, w, hh := sim.GetContents()
	var b strings.Builder
	for y := 0; y < hh; y++ {
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			if len(c.Runes) == 0 {
				b.WriteByte(' ')
			} else {
				b.WriteString(string(c.Runes))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
