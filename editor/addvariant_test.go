package editor

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// tedit item 3: a after an edit made the board a new puzzle and left the
// edit in the puzzle it was made on too: a variant made by "edit, then
// add" silently replaced the original, kept only in the .bak. The
// original's board goes back to the file's, the message says so, and u
// gives it the edit again.
func TestAddAfterAnEditLeavesTheOriginalAsSaved(t *testing.T) {
	h := startOnTestPack(t)
	clean := h.state()
	changed := changeOnePuzzle(h)
	edited := h.state()
	h.Keys("a")
	h.WaitText("Add the position as a puzzle")
	h.Key(tcell.KeyCtrlU)
	h.Keys("variant")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle variant added, a copy of " + changed + "'s board: M sets its goals; your edits are variant's alone: " + changed + "'s board is back as saved (u gives " + changed + " the edits again)")
	board := func(s State, id string) engine.Position {
		t.Helper()
		for _, pd := range (&s).packPuzzles() {
			if pd.Meta.ID == id {
				return pd.Pos
			}
		}
		t.Fatalf("no puzzle %s", id)
		return engine.Position{}
	}
	st := h.state()
	if board(st, changed) != board(clean, changed) {
		t.Errorf("%s keeps the edit: the original is lost", changed)
	}
	if board(st, "variant") != edited.Pos || st.Pos != edited.Pos {
		t.Error("the new puzzle is not the edited board")
	}
	h.Keys("u")
	h.waitFor("the edit back in "+changed, func(e *Editor) bool { return board(e.doc.State(), changed) == edited.Pos })
	h.Keys("u")
	h.waitFor("no new puzzle", func(e *Editor) bool { s := e.doc.State(); return len(s.packPuzzles()) == 2 })

	// A board not edited since the file was read: nothing to put back.
	h.Keys("u")
	h.waitFor("the edit undone", func(e *Editor) bool { return !e.doc.Dirty() })
	h.Keys("a")
	h.WaitText("Add the position as a puzzle")
	h.Key(tcell.KeyCtrlU)
	h.Keys("twin")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle twin added, a copy of " + changed + "'s board: M sets its goals")
	if msg := h.message(); strings.Contains(msg, "back as saved") {
		t.Errorf("a on a board as saved says %q", msg)
	}
}

// a on a puzzle the file does not hold yet (added since the save) leaves
// it as it is, and says so: there is no saved board to put back.
func TestAddOnAnUnsavedPuzzleKeepsItsBoard(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("a")
	h.WaitText("Add the position as a puzzle")
	h.Key(tcell.KeyCtrlU)
	h.Keys("fresh")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle fresh added")
	changeOnePuzzle(h)
	edited := h.state().Pos
	h.Keys("a")
	h.WaitText("Add the position as a puzzle")
	h.Key(tcell.KeyCtrlU)
	h.Keys("fresh-2")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle fresh-2 added, a copy of fresh's board: M sets its goals; fresh keeps the board too: it is not in the file yet")
	st := h.state()
	if pd := byID((&st).packPuzzles())["fresh"]; pd.Pos != edited {
		t.Error("fresh lost its board")
	}
}
