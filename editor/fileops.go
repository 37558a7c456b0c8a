package editor

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"birdcrab/engine"
)

// openAtStart opens the file named on the command line. A file that does
// not exist yet is a new one, saved under that name; a file that cannot be
// read is reported and an untitled position is edited instead, so that
// saving never overwrites a file the editor did not understand.
func (e *Editor) openAtStart(path string) {
	s, err := LoadState(e.cat, path)
	switch {
	case err == nil:
		e.doc.Replace(s, true)
		e.doc.Path = path
		e.say(fmt.Sprintf("opened %s", path), false)
	case errors.Is(err, fs.ErrNotExist):
		e.doc.Path = path
		e.say(fmt.Sprintf("%s does not exist yet: w saves the position there", path), false)
	default:
		e.say(fmt.Sprintf("%v; editing an untitled position instead", err), true)
	}
}

// offerRecovery offers the autosave file left by a session that did not
// end cleanly.
func (e *Editor) offerRecovery() {
	data, err := os.ReadFile(e.autosavePath)
	if err != nil {
		return
	}
	_, s, err := parseRecovery(e.cat, e.autosavePath, data)
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
	e.confirm("Unsaved work of "+e.docName()+when+" was found", []MenuItem{
		{Text: "r  recover it (then save it)", Key: 'r'},
		{Text: "d  discard it and open the file as saved", Key: 'd'},
	}, func(i int) {
		switch i {
		case 0:
			e.doc.Replace(s, false)
			e.say("recovered the unsaved work: w saves it", false)
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
	if e.autosavePath == "" {
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
func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		return errors.Join(werr, cerr)
	}
	return os.Rename(tmp.Name(), path)
}

func (e *Editor) removeAutosave() {
	if e.autosavePath != "" {
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
	}
	e.prompt("Save as", "File: ", initial, func(path string, ok bool) {
		path = strings.TrimSpace(path)
		if !ok || path == "" {
			e.say("not saved", true)
			return
		}
		if path != e.doc.Path {
			if info, err := os.Stat(path); err == nil && !info.IsDir() {
				e.confirm(path+" exists: replace it?", []MenuItem{
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
	})
}

// saveTo saves under a new name.
func (e *Editor) saveTo(path string) {
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
	if err := SaveFile(e.doc.Path, FormatState(e.cat, &st)); err != nil {
		e.say(err.Error(), true)
		return false
	}
	e.doc.MarkSaved()
	e.removeAutosave()
	if !quiet {
		msg := "saved " + e.doc.Path
		if statErr == nil {
			msg += " (the previous version is kept as " + filepath.Base(BackupPath(e.doc.Path)) + ")"
		}
		e.say(msg, false)
	}
	return true
}

// openFile asks for a file to open, after asking about unsaved changes.
func (e *Editor) openFile() {
	ask := func() {
		e.prompt("Open", "File: ", e.doc.Path, func(path string, ok bool) {
			path = strings.TrimSpace(path)
			if !ok || path == "" {
				return
			}
			s, err := LoadState(e.cat, path)
			if err != nil {
				e.say(err.Error(), true)
				return
			}
			e.mode = modeEdit
			e.entry.Reset()
			e.carry = engine.NoLoc
			e.setPath(path)
			e.doc.Replace(s, true)
			e.say("opened "+path, false)
		})
	}
	if !e.doc.Dirty() {
		ask()
		return
	}
	e.confirm("Unsaved changes: open another file?", []MenuItem{
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
	if e.screen != nil {
		e.screen.SetClipboard([]byte(code))
	}
	e.say("copied: "+code, false)
}

// pasteDialog reads a one-line position code, pasted or typed, and makes it
// the position (orders cleared; undo brings the old one back).
func (e *Editor) pasteDialog() {
	e.prompt("Paste a position code", "Code: ", e.clipboard, func(text string, ok bool) {
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
			*s = State{Pos: p}
			return nil
		}, "pasted the position (its orders cleared; u undoes)")
	})
}
