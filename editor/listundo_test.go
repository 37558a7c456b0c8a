package editor

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// x on a puzzle of L says "taken out of the pack (u brings it back)": u
// there brings it back and Ctrl-R takes it out again, without leaving the
// window (u said "u does nothing here").
func TestUndoInThePuzzlesWindow(t *testing.T) {
	h := start(t, Options{Path: testPack}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("L")
	h.WaitText("Enter load · K/J move · x take out")
	h.Keys("x")
	h.waitMessage("puzzle from-behind taken out of the pack (u brings it back)")
	h.waitFor("one puzzle left", func(e *Editor) bool { return puzzleCount(e) == 1 })
	h.Keys("u")
	h.waitFor("two puzzles again", func(e *Editor) bool { return puzzleCount(e) == 2 })
	h.waitMessage("undone: ")
	h.WaitText("Puzzles of the pack")
	h.Key(tcell.KeyCtrlR)
	h.waitFor("one puzzle again", func(e *Editor) bool { return puzzleCount(e) == 1 })
	h.waitMessage("redone: ")
	h.WaitText("Puzzles of the pack")
}

// u in M undoes the change a line made, as on the board.
func TestUndoInThePuzzleWindow(t *testing.T) {
	h := start(t, Options{Path: testPack}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("M")
	h.WaitText("Enter proves the puzzle as birdcrab check does")
	for range 3 {
		h.Key(tcell.KeyDown) // Difficulty
	}
	h.Keys("+")
	h.waitFor("difficulty 2", func(e *Editor) bool { return e.doc.State().Puzzle.Difficulty == 2 })
	h.Keys("u")
	h.waitFor("difficulty 1 again", func(e *Editor) bool { return e.doc.State().Puzzle.Difficulty == 1 })
	h.WaitText("The puzzle")
}

// puzzleCount is the number of puzzles of the pack.
func puzzleCount(e *Editor) int {
	st := e.doc.State()
	return len(st.packPuzzles())
}
