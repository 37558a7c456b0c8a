package editor

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
)

// otherEditor runs a second editor on path, with an autosave folder of
// its own, and has it apply edits and save: another program's change.
func otherEditor(t *testing.T, path string, edits ...func(*State) error) {
	t.Helper()
	o := start(t, Options{Path: path}, 100, 30)
	o.WaitText("puzzle from-behind (1 of 2)")
	o.Sync(func() {
		for _, edit := range edits {
			if err := o.ed.doc.Apply("test", edit); err != nil {
				t.Error(err)
			}
		}
	})
	o.Keys("w")
	o.waitMessage("saved " + path)
	later := time.Now().Add(2 * time.Second)
	os.Chtimes(path, later, later)
}

// setTitleOf changes the title of puzzle i.
func setTitleOf(i int, title string) []func(*State) error {
	return []func(*State) error{SwitchPuzzle(i), SetMeta(func(m *Meta) error { m.Title = title; return nil })}
}

// loadPack reads the pack at path.
func loadPack(t *testing.T, path string) *puzzles.Pack {
	t.Helper()
	pk, err := puzzles.Load(path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	return pk
}

// packIDs lists a pack's puzzles' ids.
func packIDs(pk *puzzles.Pack) string {
	var ids []string
	for _, pz := range pk.Puzzles {
		ids = append(ids, pz.ID)
	}
	return strings.Join(ids, " ")
}

// revfiles item 1: work recovered from a dead editor had no clean state,
// so the changed-on-disk question named nothing, r laid nothing over the
// file reloaded, and u then w wrote the whole recovered version over
// another program's change to a puzzle the dead editor never touched,
// naming none. The recovery file keeps the pack the work was based on:
// the question names the change, and r u w keeps it.
func TestRecoveredWorkKeepsAChangeMadeOnDisk(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "pack.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle from-behind (1 of 2)")
	changed := changeOnePuzzle(h)
	edited := h.state()
	h.waitFor("the recovery file", func(*Editor) bool { return len(recoveryFiles(t, auto)) == 1 })
	h.close() // a crash

	otherEditor(t, path, setTitleOf(1, "Meet it (vim)")...)

	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("r")
	h.waitMessage("w asks before replacing it")
	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	h.WaitText("Changed on disk: puzzle meet-it.")
	h.WaitText("r  reload the file from disk (u puts your changes back over it)")
	h.Keys("r")
	h.waitMessage("u puts your changes back over it")
	h.Keys("u")
	h.waitFor("the recovered edit back", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage("saved " + path)
	if msg := h.message(); strings.Contains(msg, "changed on disk too") {
		t.Errorf("the save names a puzzle changed on one side only: %s", msg)
	}
	pk := loadPack(t, path)
	if got := pk.Puzzle("meet-it").Title; got != "Meet it (vim)" {
		t.Errorf("the other program's change was taken back: meet-it's title is %q", got)
	}
	if got := packIDs(pk); got != "from-behind meet-it" {
		t.Errorf("puzzles %s, want from-behind meet-it", got)
	}
	if pk.Puzzle(changed).Position != edited.Pos {
		t.Errorf("the recovered change to %s was lost", changed)
	}
}

// Work recovered from a recovery file that does not keep the pack it was
// based on (an older editor's) cannot be told from another program's
// changes: the question promises no merge, and the save after r u names
// every puzzle of the disk's it replaced.
func TestRecoveredWorkOfUnknownBaseNamesWhatTheSaveReplaces(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "pack.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle from-behind (1 of 2)")
	changeOnePuzzle(h)
	rec := h.holding(auto, cleanSeparator)
	h.close() // a crash
	data := mustRead(t, rec)
	old, _, _ := strings.Cut(string(data), cleanSeparator)
	if err := os.WriteFile(rec, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}

	otherEditor(t, path, setTitleOf(1, "Meet it (vim)")...)

	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("r")
	h.waitMessage("w asks before replacing it")
	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	h.WaitText("r  reload the file from disk (u brings this version back)")
	h.Keys("r")
	h.waitMessage("reloaded pack.toml from disk; u brings your version back")
	h.Keys("u")
	h.waitFor("the recovered work back", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage("your version replaced puzzles from-behind and meet-it, changed on disk too: the disk's are kept in pack.toml.bak")
}
