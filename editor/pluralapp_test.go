package editor

import (
	"os"
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

// The pack's puzzles (L) name one lesson kept as it is in the singular:
// the list said "(and 1 lessons, kept as they are)".
func TestOneLessonKeptSaysSo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lesson.toml")
	text := `[[puzzle]]
id = "p1"
goals = ["kill A1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-"

[[lesson]]
id = "face-to-face"
title = "Face to face"
text = "Which pieces die?"
task = "predict"
dies = ["A1"]
turn = 2

[[lesson.player]]
pieces = ["Pikeman A3 D"]
orders = ["move A3 D 1"]

[[lesson.player]]
pieces = ["Bird A1 A"]
`
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	h.WaitText("puzzle p1")
	h.Keys("L")
	h.WaitText("(and 1 lesson, kept as it is)")
}
