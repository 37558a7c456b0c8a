package editor

import (
	"path/filepath"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// One of a thing is said in the singular: a pack of one puzzle saved, a
// solution of one order.
func TestSingularCounts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "one.toml")
	h := start(t, Options{Path: path}, 100, 32)
	h.WaitText("one.toml does not exist yet")
	pk, err := puzzles.FromCode(puzzleCode, testCat)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := engine.ParseOrder(testCat, "move A3 D 1")
	if err != nil {
		t.Fatal(err)
	}
	pk.Puzzles[0].Solution = []engine.Order{sol}
	h.setState(stateFromPack(pk))
	h.WaitText("solution of 1 order")
	h.Keys("w")
	h.waitMessage("saved " + path + " (1 puzzle)")
}
