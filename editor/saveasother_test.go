package editor

import (
	"path/filepath"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// safe10 item 8: W onto a file another editor has open with unsaved
// changes asked only "b.txt exists: replace it?": a start on that file
// says the other editor's work is there, the question did not. It now
// says so.
func TestSaveAsOntoAFileAnotherEditorEdits(t *testing.T) {
	auto := t.TempDir()
	dir := t.TempDir()
	other := filepath.Join(dir, "b.txt")
	one := openSavedIn(t, auto, other)
	one.edit("g")
	one.waitFor("its recovery file", func(*Editor) bool { return len(recoveryFiles(t, auto)) == 1 })

	h := openSavedIn(t, auto, filepath.Join(dir, "a.txt"))
	h.edit("g")
	h.Keys("W")
	h.WaitText("File: ")
	h.Key(tcell.KeyCtrlU)
	h.Keys(other)
	h.Key(tcell.KeyEnter)
	h.WaitText("b.txt exists: replace it?")
	h.WaitText("Another editor has unsaved changes to b.txt open")
	h.Keys("n")
	h.waitMessage("not saved")

	// Once that editor is gone (quit with its changes saved), nothing is
	// said.
	one.Keys("w")
	one.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
	h.Keys("W")
	h.WaitText("File: ")
	h.Key(tcell.KeyCtrlU)
	h.Keys(other)
	h.Key(tcell.KeyEnter)
	h.WaitText("b.txt exists: replace it?")
	h.WaitNoText("Another editor has unsaved changes")
}
