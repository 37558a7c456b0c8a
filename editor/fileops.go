package editor

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// openAtStart opens the file named on the command line, or the position
// code given in its place. A file that does not exist yet is a new one,
// saved under that name; a file that cannot be read is reported and an
// untitled position is edited instead, so that saving never overwrites a
// file the editor did not understand.
func (e *Editor) openAtStart(path string) {
	if puzzles.IsCode(path) {
		p, err := engine.ParseCode(e.cat, strings.TrimSpace(path))
		if err != nil {
			e.say(err.Error(), true)
			return
		}
		e.doc.Replace(State{Pos: p}, false)
		e.say("the position of the code given: w saves it", false)
		return
	}
	s, cat, err := LoadDoc(e.cat, path)
	switch {
	case err == nil:
		e.setCatalogue(cat)
		e.doc.Replace(s, true)
		e.doc.Path = path
		e.say(fmt.Sprintf("opened %s%s", path, e.packNote()), false)
	case errors.Is(err, fs.ErrNotExist):
		e.doc.Path = path
		e.say(fmt.Sprintf("%s does not exist yet: w saves the position there", path), false)
	default:
		e.say(fmt.Sprintf("%s; editing an untitled position instead", tui.OneLine(err)), true)
	}
}

// packNote says which puzzle of a pack is on the board.
func (e *Editor) packNote() string {
	st := e.doc.State()
	if st.Pack == nil {
		return ""
	}
	if st.Puzzle == nil {
		return fmt.Sprintf(": a pack of %d puzzles and %d lessons; a adds the position as a puzzle", len(st.Pack.Puzzles), len(st.Pack.Base.Lessons))
	}
	return fmt.Sprintf(": puzzle %s, 1 of %d (L lists them, M edits its goals and the rest)", st.Puzzle.ID, len(st.Pack.Puzzles))
}

// setCatalogue makes cat the kinds of the document (a pack's own).
func (e *Editor) setCatalogue(cat *engine.Catalogue) {
	e.cat = cat
	e.rules.Kinds = cat
	e.entry.Cat = cat
	e.doc.Cat = cat
}

// checkRecovery reads the autosave file a session that did not end cleanly
// left for this document. It runs in New, before any edit could write over
// it; the question waits for the first draw (offerRecovery), and until it
// is answered autosaving is held back, so the old work stays on disk.
func (e *Editor) checkRecovery() {
	data, err := os.ReadFile(e.autosavePath)
	if err != nil {
		return
	}
	_, s, cat, packErr, err := parseRecovery(e.opts.baseCat(), e.autosavePath, data)
	if err != nil {
		e.say(fmt.Sprintf("an autosave file cannot be read (%v); it is left in place", err), true)
		e.autosavePath = ""
		return
	}
	if s.Equal(e.doc.State()) {
		os.Remove(e.autosavePath)
		return
	}
	when := ""
	if info, err := os.Stat(e.autosavePath); err == nil {
		when = " from " + info.ModTime().Format("2006-01-02 15:04")
	}
	e.recovering = true
	e.shell.AtStart(func() { e.offerRecovery(s, cat, packErr, when) })
}

// offerRecovery asks whether to recover the work found by checkRecovery.
func (e *Editor) offerRecovery(s State, cat *engine.Catalogue, packErr error, when string) {
	e.shell.Confirm("Unsaved work of "+e.docName()+when+" was found", []tui.MenuItem{
		{Text: "r  recover it (then save it)", Key: 'r'},
		{Text: "d  discard it and open the file as saved", Key: 'd'},
	}, func(i int) {
		e.recovering = false
		switch i {
		case 0:
			e.setCatalogue(cat)
			e.doc.Replace(s, false)
			if packErr != nil {
				e.say("recovered the position and its orders; the pack's other changes could not be: "+tui.OneLine(packErr), true)
			} else {
				e.say("recovered the unsaved work: w saves it", false)
			}
		case 1:
			e.removeAutosave()
			e.say("the unsaved work was discarded", false)
		default:
			e.say("the recovery file is kept until the next change", false)
		}
	})
}

// autosave writes the recovery file after a change, or removes it when the
// document is as saved.
func (e *Editor) autosave() {
	if e.autosavePath == "" || e.recovering {
		return
	}
	if !e.doc.Dirty() {
		e.removeAutosave()
		return
	}
	st := e.doc.State()
	data := formatRecovery(e.cat, e.doc.Path, &st)
	if err := os.MkdirAll(filepath.Dir(e.autosavePath), 0o755); err != nil {
		e.say(fmt.Sprintf("autosave failed: %v", err), true)
		return
	}
	if err := writeAtomic(e.autosavePath, data); err != nil {
		e.say(fmt.Sprintf("autosave failed: %v", err), true)
	}
}

// writeAtomic writes data to path through a temporary file, without backup.
func writeAtomic(path string, data []byte) error { return puzzles.WriteFile(path, data, false) }

func (e *Editor) removeAutosave() {
	if e.autosavePath != "" && !e.recovering {
		os.Remove(e.autosavePath)
	}
}

// setPath changes the document's file, and its recovery file with it.
func (e *Editor) setPath(path string) {
	if e.doc.Path == path {
		return
	}
	e.removeAutosave()
	e.doc.Path = path
	if !e.opts.NoAutosave {
		e.autosavePath = recoveryPath(e.opts.AutosaveDir, path)
	}
}

// save saves the document, asking for a name when it has none or when
// asked to (save as).
func (e *Editor) save(as bool) {
	if !as && e.doc.Path != "" {
		e.saveNow(false)
		return
	}
	initial := e.doc.Path
	if initial == "" {
		initial = "position.txt"
		if e.doc.Pos() != nil && e.doc.State().Pack != nil {
			initial = "puzzles.toml"
		}
	}
	e.shell.Prompt("Save as (a .toml name saves a pack)", "File: ", initial, func(path string, ok bool) {
		e.saveAsChosen(path, ok)
	}).Complete = tui.CompletePath
}

// saveAsChosen saves under the name given to Save as, asking first before
// replacing another file.
func (e *Editor) saveAsChosen(path string, ok bool) {
	path = strings.TrimSpace(path)
	if !ok || path == "" {
		e.say("not saved", true)
		return
	}
	if path != e.doc.Path {
		if info, err := os.Stat(path); err == nil && !info.IsDir() {
			e.shell.Confirm(path+" exists: replace it?", []tui.MenuItem{
				{Text: "y  replace it (the old one is kept as " + filepath.Base(BackupPath(path)) + ")", Key: 'y'},
				{Text: "n  do not save", Key: 'n'},
			}, func(i int) {
				if i == 0 {
					e.saveTo(path)
				} else {
					e.say("not saved", true)
				}
			})
			return
		}
	}
	e.saveTo(path)
}

// isPackName reports whether a file name asks for a pack.
func isPackName(path string) bool { return strings.EqualFold(filepath.Ext(path), ".toml") }

// saveTo saves under a new name. A pack saved under a name that is not a
// .toml file writes the position on the board alone, as a position file,
// and the pack stays unsaved: the way out for a draft the pack format
// refuses. A position saved under a .toml name becomes a puzzle of a new
// pack.
func (e *Editor) saveTo(path string) {
	st := e.doc.State()
	if st.Pack != nil && !isPackName(path) {
		if err := SaveFile(path, FormatState(e.cat, &st)); err != nil {
			e.say(err.Error(), true)
			return
		}
		e.say("saved the position on the board alone to "+path+"; the pack is not saved", false)
		return
	}
	if st.Pack == nil && isPackName(path) {
		if !e.apply("add as a puzzle", AddPuzzle(e.cat, newPuzzleID(&st)), "") {
			return
		}
	}
	old := e.doc.Path
	e.setPath(path)
	if !e.saveNow(false) {
		e.setPath(old)
		e.autosave()
	}
}

// saveNow writes the document to its file and reports whether it could.
func (e *Editor) saveNow(quiet bool) bool {
	if e.doc.Path == "" {
		e.save(true)
		return false
	}
	st := e.doc.State()
	_, statErr := os.Stat(e.doc.Path)
	var err error
	if st.Pack != nil {
		err = e.savePack(&st)
	} else {
		if isPackName(e.doc.Path) {
			if !e.apply("add as a puzzle", AddPuzzle(e.cat, newPuzzleID(&st)), "") {
				return false
			}
			st = e.doc.State()
			err = e.savePack(&st)
		} else {
			err = SaveFile(e.doc.Path, FormatState(e.cat, &st))
		}
	}
	if err != nil {
		e.say(err.Error(), true)
		return false
	}
	e.doc.MarkSaved()
	e.removeAutosave()
	if !quiet {
		msg := "saved " + e.doc.Path
		if st.Pack != nil {
			msg += fmt.Sprintf(" (%d puzzles", len(st.packPuzzles()))
			if n := len(st.Pack.Base.Lessons); n > 0 {
				msg += fmt.Sprintf(", %d lessons", n)
			}
			msg += ")"
		}
		if statErr == nil {
			msg += "; the previous version is kept as " + filepath.Base(BackupPath(e.doc.Path))
		}
		if st.Pack != nil && st.Puzzle == nil {
			msg += "; the position on the board is not a puzzle (a adds it)"
		}
		if un := unsavedOrders(&st); len(un) > 0 {
			msg += "; not in the file: " + strings.Join(un, ", ")
		}
		e.say(msg, false)
	}
	return true
}

// savePack writes the pack, after checking that it would load back.
func (e *Editor) savePack(st *State) error {
	pk := BuildPack(st, e.doc.Path)
	err := pk.Validate()
	if err == nil {
		err = pk.Save(e.doc.Path)
	}
	if err != nil {
		return fmt.Errorf("the pack is not saved: %s. Fix it (i lists the problems), or W with a .txt name saves the position alone", tui.OneLine(err))
	}
	return nil
}

// openFile asks for a file to open, after asking about unsaved changes.
func (e *Editor) openFile() {
	ask := func() {
		e.shell.Prompt("Open a pack or a position file", "File: ", e.doc.Path, func(path string, ok bool) {
			path = strings.TrimSpace(path)
			if !ok || path == "" {
				return
			}
			s, cat, err := LoadDoc(e.opts.baseCat(), path)
			if err != nil {
				e.say(tui.OneLine(err), true)
				return
			}
			e.mode = modeEdit
			e.entry.Reset()
			e.carry = engine.NoLoc
			e.setPath(path)
			e.setCatalogue(cat)
			e.doc.Replace(s, true)
			e.say("opened "+path+e.packNote(), false)
		}).Complete = tui.CompletePath
	}
	if !e.doc.Dirty() {
		ask()
		return
	}
	e.shell.Confirm("Unsaved changes: open another file?", []tui.MenuItem{
		{Text: "s  save them first", Key: 's'},
		{Text: "d  discard them", Key: 'd'},
		{Text: "c  cancel", Key: 'c'},
	}, func(i int) {
		switch i {
		case 0:
			if e.saveNow(false) {
				ask()
			}
		case 1:
			ask()
		}
	})
}

// copyCode copies the one-line position code: into the editor's own
// clipboard (v pastes it back) and to the terminal's clipboard.
func (e *Editor) copyCode() {
	code := e.doc.Pos().Code(e.cat)
	e.clipboard = code
	e.shell.SetClipboard(code)
	e.say("copied: "+code, false)
}

// pasteDialog reads a one-line position code, pasted or typed, and makes it
// the position (orders cleared; undo brings the old one back).
func (e *Editor) pasteDialog() {
	e.shell.Prompt("Paste a position code", "Code: ", e.clipboard, func(text string, ok bool) {
		text = strings.TrimSpace(text)
		if !ok || text == "" {
			return
		}
		p, err := engine.ParseCode(e.cat, text)
		if err != nil {
			e.say(err.Error(), true)
			return
		}
		e.apply("paste a position", func(s *State) error {
			s.Pos, s.Orders = p, tui.Orders{}
			return nil
		}, "pasted the position (its orders cleared; u undoes)")
	})
}
