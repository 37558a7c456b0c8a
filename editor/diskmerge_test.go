package editor

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
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

// recoverUnknownBase starts an editor on work recovered from a recovery
// file that does not keep the pack it was based on (an older editor's),
// over a file another program changed since (meet-it's title); it returns
// the editor, at the changed-on-disk question of w, and the file's path.
func recoverUnknownBase(t *testing.T) (*harness, string) {
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
	return h, path
}

// Work recovered from a recovery file that does not keep the pack it was
// based on cannot be told from another program's changes: the question
// promises no merge, and the save after r u names every puzzle of the
// disk's it replaced.
func TestRecoveredWorkOfUnknownBaseNamesWhatTheSaveReplaces(t *testing.T) {
	h, _ := recoverUnknownBase(t)
	h.WaitText("r  reload the file from disk (u brings this version back)")
	h.Keys("r")
	h.waitMessage("reloaded pack.toml from disk; u brings your version back")
	h.Keys("u")
	h.waitFor("the recovered work back", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage("your version replaced puzzles from-behind and meet-it, changed on disk too: the disk's are kept in pack.toml.bak (the file as reloaded)")
}

// o names them too.
func TestRecoveredWorkOfUnknownBaseOverwriteNamesWhatItReplaces(t *testing.T) {
	h, _ := recoverUnknownBase(t)
	h.Keys("o")
	h.waitMessage("your version replaced puzzles from-behind and meet-it, changed on disk too: the disk's are kept in pack.toml.bak (the version changed on disk)")
}

// reloadUndoSave has the editor h save over a file another program
// changed: the changed-on-disk question, then r, u and w.
func (h *harness) reloadUndoSave(path string) {
	h.T.Helper()
	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	h.Keys("r")
	h.waitMessage("reloaded pack.toml from disk; u puts your changes back over it")
	h.Keys("u")
	h.waitFor("the edits back", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage("saved " + path)
}

// revfiles item 2: an unsaved reorder (K and J in L) was dropped by u
// after r: the rebase built the list in the disk's order. The editor's
// order stays when the editor changed it.
func TestReloadThenUndoKeepsAnUnsavedReorder(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	h.Keys("L")
	h.WaitText("Puzzles of the pack")
	h.Keys("J")
	h.waitFor("from-behind moved down", func(e *Editor) bool {
		st := e.doc.State()
		return st.Pack.Puzzles[1].Meta.ID == "from-behind"
	})
	h.Key(tcell.KeyEscape)

	otherEditor(t, path, setTitleOf(1, "Meet it (vim)")...)

	h.reloadUndoSave(path)
	pk := loadPack(t, path)
	if got := packIDs(pk); got != "meet-it from-behind" {
		t.Errorf("puzzles %s, want the editor's order meet-it from-behind", got)
	}
	if got := pk.Puzzle("meet-it").Title; got != "Meet it (vim)" {
		t.Errorf("the other program's change was taken back: meet-it's title is %q", got)
	}
}

// revfiles item 3: a puzzle the editor added after one another program
// removed went to the top of the pack (the index of a puzzle no longer
// there is -1, and -1+1 is 0). It goes after the nearest puzzle before it
// that is still there.
func TestReloadThenUndoKeepsAnAddedPuzzlesPlace(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	h.Sync(func() {
		for _, edit := range []func(*State) error{SwitchPuzzle(1), AddPuzzle(testCat, "new1")} {
			if err := h.ed.doc.Apply("test", edit); err != nil {
				t.Error(err)
			}
		}
	})

	otherEditor(t, path, RemovePuzzle(1))

	h.reloadUndoSave(path)
	if got := packIDs(loadPack(t, path)); got != "from-behind new1" {
		t.Errorf("puzzles %s, want from-behind new1", got)
	}
}

// revfiles item 4: the question said "No puzzle changed on disk" of
// another program's reorder, and o then wrote the editor's order without
// a word. The question names the order, and so does o's save.
func TestChangedOnDiskNamesAReorder(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	changeOnePuzzle(h)

	otherEditor(t, path, MovePuzzle(0, 1))

	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	h.WaitText("Changed on disk: the order of the puzzles.")
	h.Keys("o")
	h.waitMessage("your version replaced the order of the puzzles, changed on disk too: the disk's is kept in pack.toml.bak (the version changed on disk)")
}

// After r, u keeps the other program's reorder when the editor made none.
func TestReloadThenUndoKeepsTheDisksReorder(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	changeOnePuzzle(h)

	otherEditor(t, path, MovePuzzle(0, 1))

	h.reloadUndoSave(path)
	if msg := h.message(); strings.Contains(msg, "replaced") {
		t.Errorf("the save names a loss: %s", msg)
	}
	if got := packIDs(loadPack(t, path)); got != "meet-it from-behind" {
		t.Errorf("puzzles %s, want the disk's order meet-it from-behind", got)
	}
}

// revfiles item 5: a puzzle added in each program under the same id (both
// suggested puzzle-1) was taken for one puzzle changed on both sides, and
// u after r put the editor's in place of the other. Both are kept: the
// editor's under a free id, which the question and the reload name.
func TestReloadThenUndoKeepsTwoNewPuzzlesOfOneID(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	h.Sync(func() {
		for _, edit := range []func(*State) error{SwitchPuzzle(1), AddPuzzle(testCat, "p1")} {
			if err := h.ed.doc.Apply("test", edit); err != nil {
				t.Error(err)
			}
		}
	})
	mine := h.state().Pos

	otherEditor(t, path, AddPuzzle(testCat, "p1"))
	theirs := loadPack(t, path).Puzzle("p1").Position

	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	h.WaitText("Puzzle p1 is new here and on disk, a different") // cut into lines
	h.WaitText("with the same id: after r, u keeps both, yours as p1-2.")
	h.Keys("r")
	h.waitMessage("u keeps both, yours as p1-2")
	if msg := h.message(); strings.Contains(msg, "changed on disk too") {
		t.Errorf("the reload takes the two for one: %s", msg)
	}
	h.Keys("u")
	h.waitFor("the edits back", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage("saved " + path)
	pk := loadPack(t, path)
	if got := packIDs(pk); got != "from-behind meet-it p1-2 p1" {
		t.Fatalf("puzzles %s, want from-behind meet-it p1-2 p1 (the editor's after meet-it, as it was)", got)
	}
	if pk.Puzzle("p1").Position != theirs || pk.Puzzle("p1-2").Position != mine {
		t.Errorf("p1 and p1-2 are not the other program's and the editor's")
	}
}

// revfiles item 6: a's "back as saved" looked the file's puzzle up by id
// alone, and wrote a removed puzzle's board onto a new puzzle that took
// its id. Only the file's own puzzle, never removed since, goes back.
func TestAddKeepsTheBoardOfANewPuzzleOfAFreedID(t *testing.T) {
	h := startOnTestPack(t)
	old := h.state().Pos // from-behind's, as the file has it
	h.Sync(func() {
		for _, edit := range []func(*State) error{RemovePuzzle(0), SwitchPuzzle(0), AddPuzzle(testCat, "from-behind")} {
			if err := h.ed.doc.Apply("test", edit); err != nil {
				t.Error(err)
			}
		}
	})
	h.setStateKeepPack(func(s *State) { s.Pos.Turn = 9 })
	edited := h.state().Pos
	h.Keys("a")
	h.WaitText("Puzzle id: from-behind-2")
	h.Key(tcell.KeyCtrlU)
	h.Keys("fb2")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle fb2 added")
	if msg := h.message(); !strings.Contains(msg, "from-behind keeps the board too: it is a new puzzle, not the file's from-behind") {
		t.Errorf("the message says %q", msg)
	}
	st := h.state()
	pds := byID(st.packPuzzles())
	if got := pds["from-behind"].Pos; got == old || got != edited {
		t.Errorf("from-behind's board is %s, want its own %s (the removed one's was %s)", got.Code(testCat), edited.Code(testCat), old.Code(testCat))
	}
}
