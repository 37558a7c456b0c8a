package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// growPast4MiB makes the file at path larger than the read limit, as
// another program that appended 4.6 MB of comments did; it returns the
// file's text.
func growPast4MiB(t *testing.T, path string) string {
	t.Helper()
	data := mustRead(t, path)
	text := string(data) + strings.Repeat("# a comment another program appended, to make the file large\n", 75000)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return text
}

// safe10 item 2: "o overwrite it" on a file that another program made
// larger than 4 MiB failed: "cannot read pos.txt: it is larger than the
// limit of 4 MiB", nothing saved, and no way out named. The version on
// disk was read, with the limit, only to be kept as the backup; it is now
// kept from disk, whatever its size. r says what can be done instead; a
// Save as onto such a file works too.
func TestSaveOverAFileGrownPastTheLimit(t *testing.T) {
	t.Run("overwrite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		theirs := growPast4MiB(t, path)
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("o")
		h.waitMessage("the version changed on disk is kept as pos.txt.bak")
		checkWrittenOver(t, h, path, theirs, "the large version changed on disk")

		// The saves after it leave the large backup alone, but a change
		// on disk meanwhile is still asked about, and o keeps it, the
		// large version aside: nothing is lost.
		h.edit("g")
		again := changeOnDisk(t, path)
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("o")
		h.waitMessage("the version changed on disk is kept as pos.txt.bak (the older pos.txt.bak is kept as pos.txt.bak.1)")
		if got := string(mustRead(t, BackupPath(path))); got != again {
			t.Errorf("the backup holds %d bytes, want the version changed on disk", len(got))
		}
		if got := string(mustRead(t, BackupPath(path)+".1")); got != theirs {
			t.Errorf("the large version kept aside holds %d bytes, want %d", len(got), len(theirs))
		}
		// Large again since: asked, and kept as well.
		h.edit("u")
		large := growPast4MiB(t, path)
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("o")
		h.waitMessage("the version changed on disk is kept as pos.txt.bak")
		if got := string(mustRead(t, BackupPath(path))); got != large {
			t.Errorf("the backup holds %d bytes, want the large version changed on disk (%d)", len(got), len(large))
		}
	})
	t.Run("reload", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		growPast4MiB(t, path)
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("r")
		h.waitMessage("cannot reload: cannot read " + path + ": it is larger than the limit of 4 MiB")
		h.waitMessage("w and o save it over the file (kept as pos.txt.bak), W under another name; birdcrab edit --max-size SIZE reads a larger file")
		h.waitFor("the edited version kept", func(e *Editor) bool { return e.doc.Dirty() })
	})
	t.Run("save as", func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, "pos.txt")
		h := openSaved(t, path, fightState(t))
		other := filepath.Join(dir, "big.txt")
		if err := os.WriteFile(other, mustRead(t, path), 0o644); err != nil {
			t.Fatal(err)
		}
		theirs := growPast4MiB(t, other)
		h.edit("g")
		h.Keys("W")
		h.WaitText("File: ")
		h.Key(tcell.KeyCtrlU)
		h.Keys(other)
		h.Key(tcell.KeyEnter)
		h.WaitText("big.txt exists: replace it?")
		h.Keys("y")
		h.waitMessage("big.txt")
		h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() && e.doc.Path == other })
		if got := string(mustRead(t, BackupPath(other))); got != theirs {
			t.Errorf("the backup holds %d bytes, want the large file replaced (%d)", len(got), len(theirs))
		}
		// Changed on disk after that save: the next save asks.
		h.edit("u")
		changeOnDisk(t, other)
		h.Keys("w")
		h.WaitText("big.txt changed on disk since the version you edit was read")
	})
}
