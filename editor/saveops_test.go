package editor

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// openSaved writes st as the position file path and opens it in an
// editor.
func openSaved(t *testing.T, path string, st State) *harness {
	t.Helper()
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("opened " + path)
	return h
}

// edit changes the document: the piece on A3 goes to the graveyard, or
// back onto the board with undo.
func (h *harness) edit(what string) {
	h.T.Helper()
	h.moveTo(loc(h.T, "A3"))
	h.Keys(what)
	h.waitFor("the document changed", func(e *Editor) bool { return e.doc.Dirty() })
}

// Issue 17, item 1: however many saves follow, the backup is the file as
// it was when the editor opened it (it used to be the version the last
// save replaced, so a second save lost the original).
func TestBackupIsTheFileAsOpened(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pos.txt")
	h := openSaved(t, path, fightState(t))
	opened := string(mustRead(t, path))
	for i, key := range []string{"g", "u"} {
		h.edit(key)
		h.Keys("w")
		h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
		if !strings.Contains(h.message(), "the file as it was when opened is kept as pos.txt.bak") {
			t.Errorf("save %d says %q", i+1, h.message())
		}
		if got := string(mustRead(t, BackupPath(path))); got != opened {
			t.Errorf("after save %d the backup holds\n%s\nwant the file as opened\n%s", i+1, got, opened)
		}
	}
}

// A position file's own comments (and its CR LF line endings) are kept by
// a save, and by a save under another name; they used to be dropped, the
// message saying nothing.
func TestSaveKeepsPositionFileComments(t *testing.T) {
	st := fightState(t)
	plain := strings.SplitN(string(FormatState(testCat, &st)), "\n", 3)
	text := "# game 12, the key moment\r\n" + plain[1] + "\r\n# Red first\r\n" + strings.ReplaceAll(plain[2], "\n", "\r\n")
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("opened " + path)
	h.edit("g")
	h.Keys("w")
	h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
	saved := string(mustRead(t, path))
	for _, want := range []string{"# game 12, the key moment\r\nbc1 ", "\r\n# Red first\r\norder 1: move AB2 E 1\r\n"} {
		if !strings.Contains(saved, want) {
			t.Errorf("the saved file lacks %q:\n%q", want, saved)
		}
	}
	if got, err := LoadState(testCat, path); err != nil || !got.Equal(h.state()) {
		t.Errorf("the file holds %v (%v), want the edited version", got.Pos.Code(testCat), err)
	}
	other := filepath.Join(dir, "other.txt")
	h.Keys("W")
	h.WaitText("Save as")
	h.Keys(other)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved " + other)
	if got := string(mustRead(t, other)); got != saved {
		t.Errorf("saved as, the file is\n%q\nwant\n%q", got, saved)
	}
}

// changeOnDisk writes another version of path, as another program would.
func changeOnDisk(t *testing.T, path string) string {
	t.Helper()
	other := State{Pos: mustPos(t, "bc1 t5 d20 | AB.BC.CD m6 Bird/B1/A | DE.EF.FA m6 | g:-")}
	text := string(FormatState(testCat, &other))
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(2 * time.Second)
	os.Chtimes(path, later, later)
	return text
}

// Issue 17, item 1: a file changed on disk since it was opened is not
// overwritten without a word: w asks; o overwrites, keeping the changed
// version as the backup; r reloads it (u brings the edited version back);
// c saves nothing.
func TestSaveAsksWhenChangedOnDisk(t *testing.T) {
	t.Run("overwrite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		theirs := changeOnDisk(t, path)
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("o")
		h.waitMessage("the version changed on disk is kept as pos.txt.bak")
		checkWrittenOver(t, h, path, theirs, "the version changed on disk")
	})
	t.Run("reload", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		mine := h.state()
		changeOnDisk(t, path)
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("r")
		h.waitMessage("reloaded pos.txt from disk; u brings your version back")
		h.waitFor("the version on disk, clean", func(e *Editor) bool {
			return e.doc.Pos().Turn == 5 && !e.doc.Dirty()
		})
		h.Keys("u")
		h.waitFor("the edited version back", func(e *Editor) bool { return e.doc.State().Equal(mine) && e.doc.Dirty() })
	})
	// A file removed since (another program deleted or moved it) has no
	// version on disk to keep or reload: w says so, o writes it there
	// again with the file as opened kept as the backup, c saves nothing.
	t.Run("removed", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		opened := string(mustRead(t, path))
		h.edit("g")
		os.Remove(path)
		h.Keys("w")
		h.WaitText("pos.txt is no longer on disk: another program deleted or moved it")
		h.Keys("c")
		h.waitMessage("not saved: pos.txt is no longer on disk")
		if _, err := os.Stat(path); err == nil {
			t.Fatal("c wrote the file")
		}
		h.Keys("w")
		h.WaitText("pos.txt is no longer on disk: another program deleted or moved it")
		h.Keys("o")
		h.waitMessage("the file as it was when opened is kept as pos.txt.bak")
		checkWrittenOver(t, h, path, opened, "the file as opened")
	})
	// safe9 items 6 and 7d: a directory in the file's place, or the
	// file's folder gone, offered o (and r) that could only fail ("it is
	// a directory", "no such file or directory"): only another name can
	// take the save, and the question says so.
	t.Run("directory", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		os.Remove(path)
		os.Mkdir(path, 0o755)
		h.Keys("w")
		h.WaitText("pos.txt is now a directory, not a file")
		h.WaitText("s  save this version under another name")
		h.WaitNoText("o  overwrite")
		h.WaitNoText("r  reload")
		h.Keys("c")
		h.waitMessage("not saved: pos.txt is now a directory: W saves under another name")
		h.Keys("w")
		h.WaitText("pos.txt is now a directory, not a file")
		h.Keys("s")
		h.WaitText("File: ")
	})
	t.Run("folder gone", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "sub")
		os.Mkdir(dir, 0o755)
		path := filepath.Join(dir, "x.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		os.RemoveAll(dir)
		h.Keys("w")
		h.WaitText("x.txt is no longer on disk, nor its folder sub")
		h.WaitNoText("o  save this version there again")
		h.Keys("c")
		h.waitMessage("not saved: the folder " + dir + " is gone: W saves under another name")
	})
	t.Run("cancel", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		theirs := changeOnDisk(t, path)
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("c")
		h.waitMessage("not saved: pos.txt changed on disk")
		if got := string(mustRead(t, path)); got != theirs {
			t.Errorf("the file was written: %q", got)
		}
	})
}

// Safe8: a FILE.bak that holds another version than the file as opened
// (generate --out kept the user's original pack there) is not replaced by
// the first save: it is kept as FILE.bak.1, and the message says so.
func TestFirstSaveKeepsOtherBackupAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pos.txt")
	original := "# the user's original\n"
	if err := os.WriteFile(path+".bak", []byte(original), 0o644); err != nil {
		t.Fatal(err)
	}
	h := openSaved(t, path, fightState(t))
	opened := string(mustRead(t, path))
	h.edit("g")
	h.Keys("w")
	h.waitMessage("the file as it was when opened is kept as pos.txt.bak (the older pos.txt.bak is kept as pos.txt.bak.1)")
	if got := string(mustRead(t, path+".bak")); got != opened {
		t.Errorf("pos.txt.bak is %q, want the file as opened", got)
	}
	if got := string(mustRead(t, path+".bak.1")); got != original {
		t.Errorf("pos.txt.bak.1 is %q, want the older backup", got)
	}
	// The next save says nothing more of it.
	h.edit("u")
	h.Keys("w")
	h.waitFor("saved again, nothing more kept aside", func(e *Editor) bool {
		return !e.doc.Dirty() && !strings.Contains(e.shell.Message(), "older")
	})
}

// checkWrittenOver wants path to hold the editor's version and its backup
// the text backup (what says which); then, the file being the editor's
// again, the next save asks nothing.
func checkWrittenOver(t *testing.T, h *harness, path, backup, what string) {
	t.Helper()
	mine := h.state()
	if got, err := LoadState(testCat, path); err != nil || !got.Equal(mine) {
		t.Errorf("the file holds %v (%v), want the edited version", got.Pos.Code(testCat), err)
	}
	if got := string(mustRead(t, BackupPath(path))); got != backup {
		t.Errorf("the backup holds %q, want %s", got, what)
	}
	h.edit("u")
	h.Keys("w")
	h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
}

// Issue 17, item 10, in the editor: a named pipe given at the open prompt
// is refused with a message, not waited on.
func TestOpenRefusesNamedPipe(t *testing.T) {
	fifo := makeFIFO(t)
	h := start(t, Options{}, 80, 24)
	h.Key(tcell.KeyCtrlO)
	h.WaitText("Open a pack or a position file")
	h.Keys(fifo)
	h.Key(tcell.KeyEnter)
	h.waitMessage("it is a named pipe (FIFO), not a regular file")
}

// Issue 19: Ctrl-E opens the document's file in $EDITOR, the screen
// suspended; a file changed there is read again (u takes it back), through
// the same changed-on-disk logic as a save.
func TestEditInExternalEditor(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake editor is a shell script")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	h := openSaved(t, path, fightState(t))
	other := State{Pos: mustPos(t, "bc1 t5 d20 | AB.BC.CD m6 Bird/B1/A | DE.EF.FA m6 | g:-")}
	otherFile := filepath.Join(dir, "other.txt")
	os.WriteFile(otherFile, FormatState(testCat, &other), 0o644)
	script := filepath.Join(dir, "fake-editor")
	os.WriteFile(script, []byte("#!/bin/sh\nsleep 0.01\ncp '"+otherFile+"' \"$1\"\n"), 0o755)
	t.Setenv("VISUAL", "")
	t.Setenv("EDITOR", script)
	h.Key(tcell.KeyCtrlE)
	h.waitMessage("reloaded pos.txt from disk")
	h.waitFor("the file as edited", func(e *Editor) bool { return e.doc.State().Equal(other) && !e.doc.Dirty() })
	h.Keys("u")
	h.waitFor("the version before", func(e *Editor) bool { return e.doc.State().Equal(fightState(t)) })
	// With unsaved changes, Ctrl-E asks to save them first.
	h.Key(tcell.KeyCtrlE)
	h.WaitText("save them before editing the file?")
	h.Keys("c")
	h.waitFor("still unsaved", func(e *Editor) bool { return e.doc.Dirty() })
	// An editor that changes nothing changes nothing.
	os.WriteFile(script, []byte("#!/bin/sh\nexit 0\n"), 0o755)
	h.Keys("w")
	h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
	h.Key(tcell.KeyCtrlE)
	h.waitMessage("pos.txt is unchanged")
}

// The quit question's "save, then quit" quits once the document is saved,
// also after a question the save asks on the way: a file changed on disk
// saved under another name or overwritten, a document without a file given
// a name. It used to save and stay open, though the user asked to quit. A
// save cancelled on the way saves nothing and stays.
func TestSaveThenQuitQuitsAfterTheSavesQuestions(t *testing.T) {
	quitSave := func(h *harness) {
		h.T.Helper()
		h.Keys("q")
		h.WaitText("Unsaved changes: quit?")
		h.Keys("s")
	}
	changed := func(t *testing.T) (*harness, string) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		st := fightState(t)
		if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
			t.Fatal(err)
		}
		h := start(t, Options{Path: path}, 160, 30)
		h.WaitText("opened " + path)
		h.edit("g")
		changeOnDisk(t, path)
		quitSave(h)
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		return h, path
	}
	running := func(h *harness) {
		h.T.Helper()
		var stopped bool
		h.Sync(func() { stopped = h.ed.shell.Stopped() })
		if stopped {
			h.T.Fatal("the editor quit")
		}
	}
	t.Run("save under another name", func(t *testing.T) {
		h, path := changed(t)
		mine := h.state()
		h.Keys("s")
		h.WaitText("File: ")
		other := filepath.Join(filepath.Dir(path), "mine.txt")
		h.Keys(other)
		h.Key(tcell.KeyEnter)
		if err := h.waitDone(); err != nil {
			t.Fatal(err)
		}
		if got, err := LoadState(testCat, other); err != nil || !got.Equal(mine) {
			t.Errorf("%s holds %v (%v), want the edited version", other, got.Pos.Code(testCat), err)
		}
	})
	t.Run("overwrite", func(t *testing.T) {
		h, _ := changed(t)
		h.Keys("o")
		if err := h.waitDone(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("name cancelled", func(t *testing.T) {
		h, _ := changed(t)
		h.Keys("s")
		h.WaitText("File: ")
		h.Key(tcell.KeyEscape)
		h.waitMessage("not saved")
		running(h)
	})
	t.Run("cancelled", func(t *testing.T) {
		h, _ := changed(t)
		h.Keys("c")
		h.waitMessage("not saved: pos.txt changed on disk")
		running(h)
	})
	t.Run("a document without a file", func(t *testing.T) {
		h := start(t, Options{}, 80, 24)
		h.moveTo(loc(t, "AB3"))
		h.Key(tcell.KeyEnter)
		h.Keys("crab")
		h.Key(tcell.KeyEnter)
		h.waitFor("dirty", func(e *Editor) bool { return e.doc.Dirty() })
		quitSave(h)
		h.WaitText("File: position.txt")
		path := filepath.Join(t.TempDir(), "new.txt")
		h.Keys(path)
		h.Key(tcell.KeyEnter)
		if err := h.waitDone(); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(path); err != nil {
			t.Error(err)
		}
	})
}

// Saving over a read-only file asks first: c saves nothing, s asks for
// another name, o writes it (atomically, so the file stays read-only, the
// old one kept as the backup) and later saves ask no more. The editor used
// to replace a read-only file without a word.
func TestSaveAsksBeforeOverwritingAReadOnlyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pos.txt")
	h := openSaved(t, path, fightState(t))
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	opened := string(mustRead(t, path))
	h.edit("g")
	h.Keys("w")
	h.WaitText("pos.txt is read-only: overwrite it?")
	h.Keys("c")
	h.waitMessage("not saved: pos.txt is read-only")
	if got := string(mustRead(t, path)); got != opened {
		t.Fatalf("c wrote the file: %q", got)
	}
	h.Keys("w")
	h.WaitText("pos.txt is read-only: overwrite it?")
	h.Keys("s")
	h.WaitText("Save as")
	h.Key(tcell.KeyEscape)
	h.waitMessage("not saved")
	h.Keys("w")
	h.WaitText("pos.txt is read-only: overwrite it?")
	h.Keys("o")
	h.waitMessage("saved " + path)
	mine := h.state()
	if got, err := LoadState(testCat, path); err != nil || !got.Equal(mine) {
		t.Errorf("the file holds %v (%v), want the edited version", got.Pos.Code(testCat), err)
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o444 {
		t.Errorf("the file's mode: %v (%v), want it read-only still", info.Mode(), err)
	}
	h.edit("u")
	h.Keys("w")
	h.waitFor("saved without a question", func(e *Editor) bool { return !e.doc.Dirty() })
}

// Save as onto a file made read-only while "exists: replace it?" was open
// asks again, now that it is read-only; its o saved the document's old
// file instead (saveTo had gone back to the old name as the question
// opened), and said "saved" of it: the file named was left as it was. o
// now saves under the name given, the document's own text.
func TestSaveAsOverAFileMadeReadOnlySavesThere(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	h := openSaved(t, path, fightState(t))
	opened := string(mustRead(t, path))
	other := filepath.Join(dir, "other.txt")
	theirs := "# their comment\n" + changeOnDisk(t, other)
	if err := os.WriteFile(other, []byte(theirs), 0o644); err != nil {
		t.Fatal(err)
	}
	h.edit("g")
	mine := h.state()
	h.Keys("W")
	h.WaitText("Save as")
	h.Key(tcell.KeyCtrlU)
	h.Keys(other)
	h.Key(tcell.KeyEnter)
	h.WaitText("other.txt exists: replace it?")
	if err := os.Chmod(other, 0o444); err != nil {
		t.Fatal(err)
	}
	h.Keys("y")
	h.WaitText("other.txt is read-only: overwrite it?")
	h.Keys("o")
	h.waitMessage("saved " + other)
	if got, err := LoadState(testCat, other); err != nil || !got.Equal(mine) {
		t.Errorf("%s holds %v (%v), want the edited version", other, got.Pos.Code(testCat), err)
	}
	if got := string(mustRead(t, other)); strings.Contains(got, "their comment") {
		t.Errorf("%s was laid out over the replaced file's text:\n%s", other, got)
	}
	if got := string(mustRead(t, BackupPath(other))); got != theirs {
		t.Errorf("the backup holds %q, want the file replaced", got)
	}
	if got := string(mustRead(t, path)); got != opened {
		t.Errorf("%s, the old name, was written: %q", path, got)
	}
	h.waitFor("the document is the new file's", func(e *Editor) bool { return e.doc.Path == other && !e.doc.Dirty() })
}

// Save as the position file a made the untitled pack from, after u made
// the document a position again, is a save of that file; when it asks
// (the file changed on disk, gone, read-only), saveTo had gone back to
// the untitled document as the question opened, and o wrote to no name
// ("cannot save to : rename"), stopped on a missing file (a panic, the
// file gone), or asked for a name again (read-only). o now saves the
// file.
func TestSaveAsTheFileAPackWasMadeFromAfterUndoAsks(t *testing.T) {
	for _, how := range []string{"changed", "gone", "read-only"} {
		t.Run(how, func(t *testing.T) {
			st := fightState(t)
			path := filepath.Join(t.TempDir(), "pos.txt")
			if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, Options{Path: path}, 100, 30)
			h.WaitText("opened " + path)
			h.Keys("a")
			h.WaitText("Puzzle id: puzzle-1")
			h.Key(tcell.KeyEnter)
			h.waitMessage("puzzle puzzle-1 added")
			h.Keys("u")
			h.waitFor("a position again", func(e *Editor) bool { return e.doc.State().Pack == nil && e.doc.Path == "" })
			h.edit("g")
			mine := h.state()
			question := "pos.txt changed on disk since the version you edit was read"
			switch how {
			case "changed":
				changeOnDisk(t, path)
			case "gone":
				os.Remove(path)
				question = "pos.txt is no longer on disk"
			default:
				if err := os.Chmod(path, 0o444); err != nil {
					t.Fatal(err)
				}
				question = "pos.txt is read-only: overwrite it?"
			}
			h.Keys("W")
			h.WaitText("Save as")
			h.Key(tcell.KeyCtrlU)
			h.Keys(path)
			h.Key(tcell.KeyEnter)
			h.WaitText(question)
			h.Keys("o")
			h.waitMessage("saved " + path)
			if got, err := LoadState(testCat, path); err != nil || !got.Equal(mine) {
				t.Errorf("the file holds %v (%v), want the edited version", got.Pos.Code(testCat), err)
			}
			h.waitFor("the document is the file's", func(e *Editor) bool { return e.doc.Path == path && !e.doc.Dirty() })
		})
	}
}

// Every answer that writes the document's file asks first when the file is
// read-only, as w does: "o overwrite" in the changed-on-disk question, and
// "save this version there again" when the file was gone and is back, now
// read-only. Both used to write it without a word.
func TestEveryWriteAsksOverReadOnly(t *testing.T) {
	t.Run("changed", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		theirs := changeOnDisk(t, path)
		if err := os.Chmod(path, 0o444); err != nil {
			t.Fatal(err)
		}
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("o")
		h.WaitText("pos.txt is read-only: overwrite it?")
		h.Keys("c")
		h.waitMessage("not saved: pos.txt is read-only")
		if got := string(mustRead(t, path)); got != theirs {
			t.Fatalf("c wrote the file: %q", got)
		}
		h.Keys("w")
		h.WaitText("pos.txt changed on disk since the version you edit was read")
		h.Keys("o")
		h.WaitText("pos.txt is read-only: overwrite it?")
		h.Keys("o")
		h.waitMessage("the version changed on disk is kept as pos.txt.bak")
		if got, err := LoadState(testCat, path); err != nil || !got.Equal(h.state()) {
			t.Errorf("the file holds %v (%v), want the edited version", got.Pos.Code(testCat), err)
		}
	})
	t.Run("back", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "pos.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		os.Remove(path)
		h.Keys("w")
		h.WaitText("pos.txt is no longer on disk: another program deleted or moved it")
		theirs := changeOnDisk(t, path)
		if err := os.Chmod(path, 0o444); err != nil {
			t.Fatal(err)
		}
		h.Keys("o")
		h.WaitText("pos.txt is read-only: overwrite it?")
		h.Keys("c")
		h.waitMessage("not saved: pos.txt is read-only")
		if got := string(mustRead(t, path)); got != theirs {
			t.Fatalf("c wrote the file: %q", got)
		}
	})
}

// Save as with a name that cannot be a new file (a folder, a file in a
// folder that does not exist) says why and opens the field again with the
// name as typed, to correct it; a save that then quits still quits.
func TestSaveAsNameOfAFolderStaysToCorrect(t *testing.T) {
	dir := t.TempDir()
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Keys("W")
	h.WaitText("Save as")
	h.Key(tcell.KeyCtrlU)
	h.Keys(dir)
	h.Key(tcell.KeyEnter)
	h.waitMessage("is a folder; type the name of a file in it")
	h.WaitText("File: " + dir)
	h.Keys("/nodir/x.txt")
	h.Key(tcell.KeyEnter)
	h.waitMessage("there is no folder " + filepath.Join(dir, "nodir"))
	for range len("nodir/x.txt") {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys("x.txt")
	h.Key(tcell.KeyEnter)
	path := filepath.Join(dir, "x.txt")
	h.waitMessage("saved " + path)
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
}

// From the quit question, an untitled document: a folder first, then a
// file in it; the save quits, as it would have at once.
func TestSaveThenQuitThroughAFolderName(t *testing.T) {
	dir := t.TempDir()
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Sync(func() { h.ed.doc.MarkSaved() })
	h.edit("g")
	h.Keys("q")
	h.WaitText("Unsaved changes: quit?")
	h.Keys("s")
	h.WaitText("Save as")
	h.Key(tcell.KeyCtrlU)
	h.Keys(dir)
	h.Key(tcell.KeyEnter)
	h.waitMessage("is a folder")
	h.Keys("/y.txt")
	h.Key(tcell.KeyEnter)
	h.waitDone()
	if _, err := os.Stat(filepath.Join(dir, "y.txt")); err != nil {
		t.Fatal(err)
	}
}

// A name starting with ~/ (as Tab completes it) is in the home folder, to
// save and to open: Save as used to write it under a folder named ~, and
// Open to say that it does not exist.
func TestSaveAsAndOpenTakeTheHomeFolder(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Keys("W")
	h.WaitText("Save as")
	h.Key(tcell.KeyCtrlU)
	h.Keys("~/mine.txt")
	h.Key(tcell.KeyEnter)
	path := filepath.Join(home, "mine.txt")
	h.waitMessage("saved " + path)
	h.Keys("E")
	h.WaitText("Open a pack")
	h.Key(tcell.KeyCtrlU)
	h.Keys("~/mi")
	h.Key(tcell.KeyTab)
	h.WaitText("File: ~/mine.txt")
	h.Key(tcell.KeyEnter)
	h.waitMessage("opened " + path)
}

// At 80 columns the questions before overwriting a file changed on disk,
// or a read-only one, name the backup whole: it ended the o line, which a
// file name of more than 8 or 10 letters pushed past the window's edge.
func TestOverwriteQuestionsNameTheBackupAt80Columns(t *testing.T) {
	t.Run("changed on disk", func(t *testing.T) {
		path := filepath.Join(shortTempDir(t), "my-own-positions.txt")
		h := openSaved(t, path, fightState(t))
		h.edit("g")
		changeOnDisk(t, path)
		h.Keys("w")
		h.WaitText("changed on disk since the version you edit was read")
		h.WaitText("o keeps the version on disk as my-own-positions.txt.bak.")
		h.WaitText("o  overwrite it with this version")
	})
	t.Run("read-only", func(t *testing.T) {
		path := filepath.Join(shortTempDir(t), "my-own-positions.txt")
		h := openSaved(t, path, fightState(t))
		if err := os.Chmod(path, 0o444); err != nil {
			t.Fatal(err)
		}
		h.edit("g")
		h.Keys("w")
		h.WaitText("is read-only: overwrite it?")
		h.WaitText("my-own-positions.txt.bak.")
	})
}

// shortTempDir is a temporary folder of a short path, so that "opened
// PATH" fits the message line at 80 columns.
func shortTempDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "bc")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// a on a position file makes the document a pack, untitled (a pack is not
// written to a position file): w then offers a pack of the file's name in
// its folder, not puzzles.toml in the folder the editor was started in,
// where the pack landed unseen; and u, making it a position again, the
// position file itself.
func TestSaveAfterAddOffersAPackBesideThePositionFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mid.txt")
	st := fightState(t)
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	h.waitMessage("opened " + path)
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.waitMessage("the document is now a pack")
	h.Keys("w")
	h.WaitText("Save as")
	h.WaitText("mid.toml")
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved " + filepath.Join(dir, "mid.toml"))
	if _, err := os.Stat(filepath.Join(dir, "mid.toml")); err != nil {
		t.Error(err)
	}

	// Untitled again by another a on a new position file, then u.
	h2 := start(t, Options{Path: path}, 100, 32)
	h2.waitMessage("opened " + path)
	h2.Keys("a")
	h2.WaitText("Puzzle id:")
	h2.Key(tcell.KeyEnter)
	h2.waitMessage("the document is now a pack")
	h2.Keys("u")
	h2.waitMessage("undone: add a puzzle")
	h2.Keys("W")
	h2.WaitText("Save as")
	h2.WaitText("mid.txt")
}

// A save of that pack that fails (the pack format refuses a hand over its
// maximum) leaves the offer as it was: w offers the pack beside the
// position file again.
func TestSaveAfterAddFailedOffersThePackAgain(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mid.txt")
	st := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m1 h:Crab,Crab Pikeman/AB3/F | DE.EF.FA m6 | g:-")}
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	h.waitMessage("opened " + path)
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.waitMessage("the document is now a pack")
	h.Keys("w")
	h.WaitText("mid.toml")
	h.Key(tcell.KeyEnter)
	h.waitMessage("the pack is not saved")
	h.Keys("w")
	h.WaitText("Save as")
	if scr := h.Screen(); strings.Contains(scr, "puzzles.toml") {
		t.Errorf("Save as offers puzzles.toml again:\n%s", scr)
	}
}

// The testers' E6: a pack that cannot be opened (a bad cell) left an
// untitled position whose message, at 80 columns, was cut before it said
// so, and Ctrl-E said "the document has no file yet": nothing in the
// editor led to fixing the file. The message says first what the editor
// does instead, and Ctrl-E edits the broken file, opening it once it
// reads.
func TestCtrlEEditsTheFileThatFailedToOpen(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake editor is a shell script")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "bad.toml")
	good := mustRead(t, filepath.Join("testdata", "one-puzzle.toml"))
	bad := strings.Replace(string(good), `"Crab A3 A"`, `"Harpy C9 E"`, 1)
	if bad == string(good) {
		t.Fatal("the fixture has no Crab A3 A")
	}
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	fixed := filepath.Join(dir, "fixed.toml")
	os.WriteFile(fixed, good, 0o644)
	script := filepath.Join(dir, "fake-editor")
	os.WriteFile(script, []byte("#!/bin/sh\nexit 0\n"), 0o755)
	t.Setenv("VISUAL", "")
	t.Setenv("EDITOR", script)

	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("bad.toml is not opened, an untitled position is edited instead; Ctrl-E edits")
	h.WaitText("bad.toml in $EDITOR.")
	h.Key(tcell.KeyCtrlE) // the editor changes nothing
	h.waitMessage("bad.toml as edited cannot be opened yet; Ctrl-E edits it again.")
	os.WriteFile(script, []byte("#!/bin/sh\ncp '"+fixed+"' \"$1\"\n"), 0o755)
	h.Key(tcell.KeyCtrlE)
	h.waitMessage("opened " + path)
	h.waitFor("bad.toml opened", func(e *Editor) bool {
		st := e.doc.State()
		return e.doc.Path == path && st.Puzzle != nil && st.Puzzle.ID == "puzzle-1" && !e.doc.Dirty()
	})
}

// Ctrl-E edits the file that failed last. A second file failing to open
// while the untitled document had unsaved changes used to get the generic
// message (no Ctrl-E, no word of the untitled position edited instead),
// and Ctrl-E then ran $EDITOR on the first file, fixed or not.
func TestCtrlEEditsTheFileThatFailedLast(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake editor is a shell script")
	}
	dir := t.TempDir()
	bad1, bad2 := filepath.Join(dir, "bad1.txt"), filepath.Join(dir, "bad2.txt")
	for _, p := range []string{bad1, bad2} {
		if err := os.WriteFile(p, []byte("bc1 h:Pawn\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	edited := filepath.Join(dir, "edited")
	script := filepath.Join(dir, "fake-editor")
	os.WriteFile(script, []byte("#!/bin/sh\necho \"$1\" > '"+edited+"'\n"), 0o755)
	t.Setenv("VISUAL", "")
	t.Setenv("EDITOR", script)

	h := start(t, Options{Path: bad1}, 100, 30)
	h.waitMessage("bad1.txt is not opened")
	h.Key(tcell.KeyEnter)
	h.WaitText("Place in the Pit")
	h.Key(tcell.KeyEnter)
	h.waitFor("unsaved changes", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("E")
	h.WaitText("Unsaved changes: open another file?")
	h.Keys("d")
	h.WaitText("File: ")
	h.Keys(bad2)
	h.Key(tcell.KeyEnter)
	h.waitMessage("bad2.txt is not opened, an untitled position is edited instead; Ctrl-E edits bad2.txt in $EDITOR.")
	h.Key(tcell.KeyCtrlE)
	h.waitMessage("bad2.txt edited; the untitled document has unsaved changes, so it stays")
	if got := strings.TrimSpace(string(mustRead(t, edited))); got != bad2 {
		t.Errorf("Ctrl-E edited %q, want %q", got, bad2)
	}
	h.waitFor("the unsaved work on the board, untitled", func(e *Editor) bool { return e.doc.Dirty() && e.doc.Path == "" })
}

// After a made a position file's document a pack, u makes it a position
// again, untitled: w offers the file's name and writes over it without
// asking to replace it (it is the document's own) and keeps its comments.
// It used to ask "pos.txt exists: replace it?" and drop them.
func TestSaveAfterAddAndUndoKeepsTheFile(t *testing.T) {
	st := fightState(t)
	plain := strings.SplitN(string(FormatState(testCat, &st)), "\n", 3)
	text := "# my note\n" + plain[1] + "\n# before the order\n" + plain[2]
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("opened " + path)
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.Keys("u")
	h.waitFor("a position, untitled", func(e *Editor) bool { return e.doc.State().Pack == nil && e.doc.Path == "" })
	h.edit("g")
	h.Keys("w")
	h.WaitText("Save as")
	h.WaitText("pos.txt")
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved " + path)
	saved := string(mustRead(t, path))
	for _, want := range []string{"# my note\nbc1 ", "\n# before the order\norder 1: move AB2 E 1\n"} {
		if !strings.Contains(saved, want) {
			t.Errorf("the saved file lacks %q:\n%q", want, saved)
		}
	}
	if got, err := LoadState(testCat, path); err != nil || !got.Equal(h.state()) {
		t.Errorf("the file holds %v (%v), want the edited version", got.Pos.Code(testCat), err)
	}
	h.waitFor("the document is the file's", func(e *Editor) bool { return e.doc.Path == path && e.file != nil && !e.doc.Dirty() })
}

// Save as the position file a made the document a pack from, before u:
// the position alone is written over the file, its comments kept, without
// asking to replace it (it is the file the user opened), and the message
// says so. It used to ask "pos.txt exists: replace it?" and write the
// position without the file's comments.
func TestSaveAsTheFileAPackWasMadeFromKeepsItsComments(t *testing.T) {
	st := fightState(t)
	plain := strings.SplitN(string(FormatState(testCat, &st)), "\n", 3)
	text := "# my note\n" + plain[1] + "\n# before the order\n" + plain[2]
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 30)
	h.WaitText("opened " + path)
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.edit("g")
	h.Keys("W")
	h.WaitText("Save as")
	h.Keys(path)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved the position on the board alone over " + path + ", the file the pack was made from (its comments kept; the file as opened is kept as pos.txt.bak); the pack is not saved")
	if strings.Contains(h.Screen(), "replace it?") {
		t.Errorf("asks to replace the file the pack was made from:\n%s", h.Screen())
	}
	saved := string(mustRead(t, path))
	for _, want := range []string{"# my note\nbc1 ", "\n# before the order\norder 1: move AB2 E 1\n"} {
		if !strings.Contains(saved, want) {
			t.Errorf("the saved file lacks %q:\n%q", want, saved)
		}
	}
	if got, err := LoadState(testCat, path); err != nil || got.Pos != h.state().Pos {
		t.Errorf("the file holds %v (%v), want the position on the board", got.Pos.Code(testCat), err)
	}
	if got := string(mustRead(t, path+".bak")); got != text {
		t.Errorf("pos.txt.bak is %q, want the file as opened", got)
	}
	h.waitFor("the pack, untitled and unsaved", func(e *Editor) bool {
		return e.doc.Path == "" && e.doc.State().Pack != nil && e.doc.Dirty()
	})

	saveAsOverAChangedFile(t, h, path, text)
}

// saveAsOverAChangedFile: the file the pack was made from, changed on disk
// since (text was its first version), asks; n saves nothing, y replaces
// it, the other program's version kept as the backup.
func saveAsOverAChangedFile(t *testing.T, h *harness, path, text string) {
	t.Helper()
	other := changeOnDisk(t, path)
	for _, answer := range []string{"n", "y"} {
		h.Keys("W")
		h.WaitText("Save as")
		h.Keys(path)
		h.Key(tcell.KeyEnter)
		h.WaitText("pos.txt changed on disk since it was read: write the position alone over it?")
		h.Keys(answer)
		if answer == "n" {
			h.waitMessage("not saved: pos.txt changed on disk")
			if got := string(mustRead(t, path)); got != other {
				t.Errorf("pos.txt is\n%s\nwant the other program's version", got)
			}
		}
	}
	// Safe8: the backup of the file as opened is kept aside, and named,
	// not replaced by the version changed on disk.
	h.waitMessage("saved the position on the board alone over " + path + ", the file the pack was made from (its comments kept; the version changed on disk is kept as pos.txt.bak (the older pos.txt.bak is kept as pos.txt.bak.1))")
	for name, want := range map[string]string{".bak": other, ".bak.1": text} {
		if got := string(mustRead(t, path+name)); got != want {
			t.Errorf("pos.txt%s is %q, want %q", name, got, want)
		}
	}
	if got, err := LoadState(testCat, path); err != nil || got.Pos != h.state().Pos {
		t.Errorf("the file holds %v (%v), want the position on the board", got.Pos.Code(testCat), err)
	}
}

// The same, the file removed since it was read: Save as writes it again,
// asking nothing, as to any name not on disk; it used to fail to read it.
func TestSaveAsTheFileAPackWasMadeFromAfterItWasRemoved(t *testing.T) {
	st := fightState(t)
	path := filepath.Join(t.TempDir(), "pos.txt")
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 30)
	h.WaitText("opened " + path)
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	h.Keys("W")
	h.WaitText("Save as")
	h.Keys(path)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved the position on the board alone over " + path)
	if got, err := LoadState(testCat, path); err != nil || got.Pos != h.state().Pos {
		t.Errorf("the file holds %v (%v), want the position on the board", got.Pos.Code(testCat), err)
	}
}

// A position file that was not on disk when opened has no backup, and the
// message of a save over it claimed one ("the file as opened is kept as
// pos.txt.bak").
func TestSaveAsTheFileAPackWasMadeFromClaimsNoBackupOfNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pos.txt")
	h := start(t, Options{Path: path}, 100, 30)
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.Keys("W")
	h.WaitText("Save as")
	h.Keys(path)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved the position on the board alone over " + path)
	if _, err := os.Stat(path + ".bak"); err == nil {
		t.Errorf("a backup of a file that was not there: %s.bak", path)
	}
	if msg := h.message(); strings.Contains(msg, ".bak") || !strings.Contains(msg, "so there is no backup") {
		t.Errorf("the message %q claims a backup or does not say there is none", msg)
	}
}

// The same, with the file changed on disk meanwhile: the save asks, as
// any save of the file does, instead of writing over the other version.
func TestSaveAfterAddAndUndoAsksWhenChangedOnDisk(t *testing.T) {
	st := fightState(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("opened " + path)
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.Keys("u")
	h.waitFor("a position, untitled", func(e *Editor) bool { return e.doc.State().Pack == nil && e.doc.Path == "" })
	other := changeOnDisk(t, path)
	h.Keys("w")
	h.WaitText("Save as")
	h.Key(tcell.KeyEnter)
	h.WaitText("changed on disk since the version you edit was read")
	h.Keys("c")
	h.waitMessage("not saved: pos.txt changed on disk")
	if got := string(mustRead(t, path)); got != other {
		t.Errorf("pos.txt is\n%s\nwant the other program's version", got)
	}
}

// A file changed on disk to other kinds cannot be reloaded as an edit u
// takes back: the question used to promise u all the same ("u brings this
// version back"), and u then said there was nothing to undo. It says u
// cannot, and r asks once more, offering to save this version first.
func TestReloadOfOtherKindsAsksFirst(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "kinds.toml")
	pos := "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	text := "[[kind]]\nname = \"Spear\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n\n" +
		"[[puzzle]]\nid = \"spear\"\ngoals = [\"kill A1\"]\nposition = \"" + pos + "\"\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("puzzle spear")
	h.edit("g")
	mine := h.state()
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(2 * time.Second)
	os.Chtimes(path, later, later)
	h.Keys("w")
	h.WaitText("kinds.toml changed on disk since the version you edit was read")
	h.WaitText("r  reload the file from disk (its kinds changed: u cannot undo it)")
	if strings.Contains(h.Screen(), "u brings this version back") {
		t.Errorf("the question promises u:\n%s", h.Screen())
	}
	h.Keys("r")
	h.WaitText("Reload kinds.toml and lose this version?")
	h.WaitText("Its kinds changed on disk: u cannot bring this version back.")
	h.Keys("c")
	h.waitMessage("not reloaded: kinds.toml changed on disk")
	if !h.state().Equal(mine) {
		t.Error("cancelling the reload changed the document")
	}
	// s saves this version under another name first.
	h.Keys("w")
	h.WaitText("kinds.toml changed on disk since the version you edit was read")
	h.Keys("r")
	h.WaitText("Reload kinds.toml and lose this version?")
	h.Keys("s")
	h.WaitText("Save as")
	other := filepath.Join(dir, "mine.toml")
	h.Keys(other)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved " + other)
	if got, _, err := LoadDoc(testCat, other); err != nil || got.Pos != mine.Pos {
		t.Errorf("mine.toml holds %v (%v), want the edited version", got.Pos.Code(testCat), err)
	}
}

// safe9 item 7c: a save said "the file as it was when opened is kept as
// X.bak" when the backup was another file: after Save as over an
// existing file (the file it replaced), and after a reload, undo and save
// (the file as reloaded).
func TestSaveSaysWhatTheBackupHolds(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	h := openSaved(t, path, fightState(t))
	other := filepath.Join(dir, "other.txt")
	changeOnDisk(t, other)
	h.edit("g")
	h.Keys("W")
	h.WaitText("File: ")
	for range len(path) {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys(other)
	h.Key(tcell.KeyEnter)
	h.WaitText("other.txt exists: replace it?")
	h.Keys("y")
	h.waitMessage("saved " + other + "; the file it replaced is kept as other.txt.bak")

	h2 := openSaved(t, path, fightState(t))
	h2.edit("g")
	h2.Keys("w")
	h2.waitMessage("the file as it was when opened is kept as pos.txt.bak")
	changeOnDisk(t, path)
	h2.edit("u")
	h2.Keys("w")
	h2.WaitText("pos.txt changed on disk since the version you edit was read")
	h2.Keys("r")
	h2.waitMessage("reloaded pos.txt from disk")
	h2.Keys("u")
	h2.waitFor("the edited version back", func(e *Editor) bool { return e.doc.Dirty() })
	h2.Keys("w")
	h2.waitMessage("the file as reloaded is kept as pos.txt.bak (the older pos.txt.bak is kept as pos.txt.bak.1)")
}

// fix2 item 7: Save as to the document's own file under another
// spelling (./pos.txt for pos.txt) asked "./pos.txt exists: replace
// it?" of its own file, and its y kept the file on disk as "the file it
// replaced", without asking when another program had changed it. It is
// a save of the document's file now, as s is: changed on disk, it asks.
func TestSaveAsOwnFileUnderAnotherSpelling(t *testing.T) {
	t.Chdir(t.TempDir())
	h := openSaved(t, "pos.txt", fightState(t))
	h.edit("g")
	h.Keys("W")
	h.WaitText("Save as")
	h.Key(tcell.KeyCtrlU)
	h.Keys("./pos.txt")
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved pos.txt")
	if q := h.flatScreen(); strings.Contains(q, "replace it?") {
		t.Errorf("Save as asked of the document's own file:\n%s", h.Screen())
	}
	// Changed on disk since: Save as under another spelling asks, as a
	// save does.
	if err := os.WriteFile("pos.txt", []byte("another program's\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h.edit("u")
	h.Keys("W")
	h.WaitText("Save as")
	h.Key(tcell.KeyCtrlU)
	h.Keys(filepath.Join("..", filepath.Base(mustGetwd(t)), "pos.txt"))
	h.Key(tcell.KeyEnter)
	h.WaitText("pos.txt changed on disk")
	var name string
	h.Sync(func() { name = h.ed.doc.Path })
	if name != "pos.txt" {
		t.Errorf("the document's name became %q", name)
	}
}

func mustGetwd(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return wd
}
