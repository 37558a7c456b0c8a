package editor

import (
	"path/filepath"
	"strings"
	"testing"
)

// leaveTwoWorks leaves the unsaved work of two editors of path, each
// with its own edit, both dead; it returns the folder of their recovery
// files.
func leaveTwoWorks(t *testing.T, path string) string {
	t.Helper()
	auto := t.TempDir()
	one := openSavedIn(t, auto, path)
	one.edit("g")
	one.waitFor("its recovery file", func(*Editor) bool { return len(recoveryFiles(t, auto)) == 1 })
	two := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	two.waitMessage("another editor has unsaved changes to a.txt open")
	two.edit("x")
	two.waitFor("a recovery file each", func(*Editor) bool { return len(recoveryFiles(t, auto)) == 2 })
	one.close() // a crash: the lock given back, the file left
	two.close()
	return auto
}

// safe10 item 5: two dead editors left unsaved work for one file. The
// start offered the newest and said nothing of the other, and the next
// start asked the same question, of the same minute, as if nothing had
// been recovered. The question now says "(1 of 2)"; the recovery says
// that another editor's work waits, and a discard offers it at once.
func TestRecoveryOfTwoWorks(t *testing.T) {
	t.Run("recover", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "a.txt")
		auto := leaveTwoWorks(t, path)
		h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
		h.WaitText("(its editor is gone) (1 of 2)")
		h.Keys("r")
		h.waitMessage("recovered the unsaved work")
		h.waitMessage("; another editor's unsaved work on a.txt waits too, in its recovery file: the next start offers it")
	})
	t.Run("discard", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "a.txt")
		auto := leaveTwoWorks(t, path)
		h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
		h.WaitText("(its editor is gone) (1 of 2)")
		h.Keys("d")
		h.WaitText("Delete the unsaved work of a.txt for good?")
		h.Keys("y")
		h.WaitText("(its editor is gone)") // the other one's, at once
		h.WaitNoText("(1 of 2)")
		h.Keys("r")
		h.waitMessage("recovered the unsaved work")
		if m := h.message(); strings.Contains(m, "waits too") {
			t.Errorf("nothing else waits, and the message says %q", m)
		}
	})
}
