//go:build unix

package editor

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// tedit item 9: text typed in a field of a window and not taken was lost
// when a signal ended the editor (its terminal closed): the recovery
// brought back the board's edits and not the text, and with nothing else
// unsaved nothing at all. The recovery file keeps it; the question and
// the recovery say it, and i lists it.
func TestSignalKeepsTheTextTypedInAField(t *testing.T) {
	for _, edited := range []bool{false, true} {
		name := "nothing else unsaved"
		if edited {
			name = "with an edit"
		}
		t.Run(name, func(t *testing.T) {
			auto := t.TempDir()
			path := filepath.Join(t.TempDir(), "pack.toml")
			if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 32)
			h.WaitText("puzzle from-behind (1 of 2)")
			if edited {
				changeOnePuzzle(h)
			}
			openTitleField(h)
			if err := syscall.Kill(syscall.Getpid(), syscall.SIGHUP); err != nil {
				t.Fatal(err)
			}
			if err := h.waitDone(); err != nil {
				t.Fatal(err)
			}
			if files := recoveryFiles(t, auto); len(files) != 1 {
				t.Fatalf("recovery files %v, want one", files)
			}
			next := start(t, Options{Path: path, AutosaveDir: auto}, 100, 32)
			next.WaitText(`It keeps the text typed in "Title" and not taken when its editor ended:`)
			next.Keys("r")
			next.waitMessage(`the text typed in "Title" and not taken when its editor ended: From behindXYZ (type it again`)
			if st := next.state(); st.Puzzle == nil || st.Puzzle.Title != "From behind" {
				t.Errorf("the text was taken as the title: %+v", st.Puzzle)
			}
			var got bool
			next.Sync(func() { got = next.ed.doc.Dirty() })
			if got != edited {
				t.Errorf("dirty %v after the recovery, want %v", got, edited)
			}
			next.Keys("i")
			next.WaitText("From behindXYZ")
			if strings.Contains(next.Screen(), "Unsaved work of") {
				t.Error("the question is still open")
			}
		})
	}
}
