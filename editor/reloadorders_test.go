package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// holdPack is a pack of one puzzle under "hold": the file keeps none of
// Blue's orders.
const holdPack = `[pack]
format = 1

[[puzzle]]
id = "p1"
side = 1
opponent = "hold"
goals = ["kill FA3"]
turn = 2

[[puzzle.player]]
pieces = [
  "Pikeman AB3 F",
]

[[puzzle.player]]
pieces = [
  "Bird DE3 C",
  "Crab FA3 C",
]
`

// twoEditors writes holdPack and opens it in two editors.
func twoEditors(t *testing.T) (path string, a, b *harness) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "one.toml")
	if err := os.WriteFile(path, []byte(holdPack), 0o644); err != nil {
		t.Fatal(err)
	}
	a = start(t, Options{Path: path}, 100, 32)
	a.WaitText("puzzle p1 (1 of 1)")
	b = start(t, Options{Path: path}, 100, 32)
	b.WaitText("puzzle p1 (1 of 1)")
	return path, a, b
}

// rotateAndSave turns the piece on at by r and saves the pack.
func rotateAndSave(h *harness, at string) {
	h.T.Helper()
	l := loc(h.T, at)
	st := h.state()
	before := st.Pos.At(l).Facing
	h.moveTo(l)
	h.Keys("r")
	h.waitFor("the piece rotated", func(e *Editor) bool { return e.doc.Pos().At(l).Facing != before })
	h.Keys("w")
	h.waitFor("saved", func(e *Editor) bool { return strings.HasPrefix(e.shell.Message(), "saved ") })
}

// facingIn reads the pack at path and returns the facing of the piece on
// at in puzzle p1.
func facingIn(t *testing.T, path, at string) engine.Dir {
	t.Helper()
	pk, err := puzzles.Parse(path, mustRead(t, path), testCat)
	if err != nil {
		t.Fatal(err)
	}
	return pk.Puzzle("p1").Position.At(loc(t, at)).Facing
}

// tedit item 1: a puzzle whose only change was an order the file does not
// keep (Blue's, under hold) counted as the editor's: r on the
// changed-on-disk question, then u, then w wrote the editor's old copy of
// it over the other editor's saved change, "your version replaced puzzle
// p1" said of a puzzle the editor never changed. The question named no
// puzzle. Now only what the file holds is a change: u lays the order over
// the disk's puzzle, the save keeps the other editor's change, and the
// question names the puzzle changed on disk.
func TestReloadThenUndoKeepsTheDisksPuzzleUnderUnsavedOrders(t *testing.T) {
	path, a, b := twoEditors(t)
	a.Keys("O")
	a.WaitText("Orders mode")
	a.moveTo(loc(t, "DE3"))
	a.Key(tcell.KeyEnter)
	a.Keys("ta")
	a.waitFor("Blue's turn order", func(e *Editor) bool { return orderTexts(e.doc.State(), 2) == "turn DE3 A" })
	a.Key(tcell.KeyEscape)

	rotateAndSave(b, "FA3")
	theirs := facingIn(t, path, "FA3")
	if theirs == engine.C {
		t.Fatal("B's rotation of FA3 is not in the file")
	}

	a.Keys("w")
	a.WaitText("one.toml changed on disk since the version you edit was read")
	a.WaitText("Changed on disk: puzzle p1.")
	if strings.Contains(a.Screen(), "You changed") {
		t.Errorf("the question says the editor changed p1 too:\n%s", a.Screen())
	}
	a.Keys("r")
	a.waitMessage("reloaded one.toml from disk; u puts your changes back over it")
	if msg := a.message(); strings.Contains(msg, "changed on disk too") {
		t.Errorf("the reload names a puzzle the editor did not change: %s", msg)
	}
	a.Keys("u")
	a.waitFor("Blue's order back", func(e *Editor) bool { return orderTexts(e.doc.State(), 2) == "turn DE3 A" })
	if st := a.state(); st.Pos.At(loc(t, "FA3")).Facing != theirs {
		got := st.Pos.At(loc(t, "FA3")).Facing
		t.Errorf("after u FA3 faces %v, want the disk's %v", got, theirs)
	}
	a.Keys("w")
	a.waitMessage("saved " + path)
	if msg := a.message(); strings.Contains(msg, "changed on disk too") {
		t.Errorf("the save says it replaced a puzzle: %s", msg)
	}
	if got := facingIn(t, path, "FA3"); got != theirs {
		t.Errorf("the save took back B's change: FA3 faces %v, want %v", got, theirs)
	}
}

// tedit item 2: after a clean reload, an edit made on the disk's version
// of a puzzle and saved was said to have replaced the disk's version
// ("your version replaced puzzle p1, changed on disk too"), though the
// .bak differed only by that edit. The disk's change is kept: nothing is
// named.
func TestEditAfterReloadIsNoConflict(t *testing.T) {
	path, a, b := twoEditors(t)
	rotateAndSave(a, "AB3")
	b.Keys("w")
	b.WaitText("one.toml changed on disk since the version you edit was read")
	b.Keys("r")
	b.waitMessage("reloaded one.toml from disk")
	rotateAndSave(b, "DE3")
	if msg := b.message(); strings.Contains(msg, "changed on disk too") {
		t.Errorf("the save names a conflict: %s", msg)
	}
	if got := facingIn(t, path, "AB3"); got == engine.F {
		t.Error("A's change to AB3 was lost")
	}
}

// A change the editor made that does lose a change on disk is still
// named, part by part: the same piece turned on both sides.
func TestSameCellChangedOnBothSidesIsNamed(t *testing.T) {
	path, a, b := twoEditors(t)
	rotateAndSave(a, "FA3")
	l := loc(t, "FA3")
	b.moveTo(l)
	b.Keys("RR")
	b.waitFor("FA3 turned", func(e *Editor) bool { return e.doc.Pos().At(l).Facing != engine.C })
	b.Keys("w")
	b.WaitText("one.toml changed on disk since the version you edit was read")
	b.WaitText("Changed on disk: puzzle p1. You changed puzzle p1 too")
	b.Keys("r")
	b.waitMessage("(puzzle p1 changed on disk too")
	b.Keys("u")
	b.waitFor("B's version back", func(e *Editor) bool { return e.doc.Dirty() })
	b.Keys("w")
	b.waitMessage("your version replaced puzzle p1, changed on disk too")
	if got := facingIn(t, path, "FA3"); got == engine.C {
		t.Errorf("FA3 faces %v", got)
	}
}
