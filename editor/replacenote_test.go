package editor

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// edfix item 5: Save as over an existing pack asked "cc.toml exists:
// replace it?" without saying what it held: a pack of many puzzles went
// for the one position on the board. The question now says what the
// file holds (or that it cannot be read) and what the save writes.
func TestSaveAsOverAPackSaysWhatItReplaces(t *testing.T) {
	dir := t.TempDir()
	cc := filepath.Join(dir, "cc.toml")
	if err := os.WriteFile(cc, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(bad, []byte("[pack\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := openSaved(t, filepath.Join(dir, "pos.txt"), fightState(t))
	saveAs := func(path string) {
		h.Keys("W")
		h.WaitText("File: ")
		h.Key(tcell.KeyCtrlU)
		h.Keys(path)
		h.Key(tcell.KeyEnter)
	}
	saveAs(cc)
	h.WaitText("cc.toml exists: replace it?")
	h.WaitText("cc.toml is a pack of 2 puzzles and 2 lessons; this writes a pack of 1")
	h.WaitText("puzzle, the position.")
	h.Keys("n")
	h.waitMessage("not saved")
	saveAs(bad)
	h.WaitText("bad.toml exists: replace it?")
	h.WaitText("bad.toml cannot be read")
	h.Keys("n")
	h.waitMessage("not saved")
}
