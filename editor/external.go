package editor

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/birdcrab/birdcrab/editor/tui"
)

// editExternally opens the document's file in the user's text editor
// ($VISUAL or $EDITOR): the screen is suspended until it quits, then the
// file is read again if it changed, as a reload u takes back. Unsaved
// changes are saved first (or the user cancels), so that nothing is lost
// between the two editors.
func (e *Editor) editExternally() {
	if e.doc.Path == "" && e.failedPath != "" {
		e.editFailed()
		return
	}
	if e.doc.Path == "" {
		e.say("the document has no file yet: w saves it, then Ctrl-E edits it in $EDITOR", true)
		return
	}
	if !e.doc.Dirty() {
		e.runExternal()
		return
	}
	e.shell.Confirm("Unsaved changes: save them before editing the file?", []tui.MenuItem{
		{Text: "s  save them, then edit the file", Key: 's'},
		{Text: "c  cancel", Key: 'c'},
	}, func(i int) {
		if i == 0 {
			e.saveNow(true, e.runExternal)
		}
	})
}

// editFailed runs the text editor on the file that could not be opened
// (failedPath), so that the user fixes it, then opens it in place of the
// untitled document when it reads and no unsaved work is on the board.
func (e *Editor) editFailed() {
	path := e.failedPath
	if err := e.suspendEditor(path); err != nil {
		if !errors.Is(err, tui.ErrStopped) {
			e.say(err.Error(), true)
		}
		return
	}
	name := filepath.Base(path)
	if e.doc.Dirty() {
		e.say(fmt.Sprintf("%s edited; the untitled document has unsaved changes, so it stays: w saves them, then E opens %s", name, name), false)
		return
	}
	s, cat, tr, err := openDoc(e.opts.baseCat(), path)
	if err != nil {
		e.say(wholeError(err, name+" as edited cannot be opened yet; Ctrl-E edits it again. ", ""), true)
		return
	}
	e.openedDoc(path, s, cat, tr)
}

// suspendEditor runs the text editor on path with the screen suspended,
// and returns why it failed, nil when it ran. tui.ErrStopped (the
// terminal is gone, the editor stopped and its work kept) comes back as
// it is: the caller returns at once.
func (e *Editor) suspendEditor(path string) error {
	args := append(tui.TextEditor(), path)
	runErr := e.shell.RunSuspended(args)
	if errors.Is(runErr, tui.ErrStopped) {
		return runErr
	}
	if runErr != nil {
		return fmt.Errorf("%s: %v (set $EDITOR to your text editor)", tui.EditorName(args), runErr)
	}
	return nil
}

// runExternal runs the text editor on the document's file with the screen
// suspended, then reads the file again when it changed.
func (e *Editor) runExternal() {
	runErr := e.suspendEditor(e.doc.Path)
	if errors.Is(runErr, tui.ErrStopped) {
		return
	}
	name := filepath.Base(e.doc.Path)
	if runErr != nil {
		e.say(runErr.Error(), true)
	}
	changed := true
	if e.file != nil {
		var err error
		if changed, err = e.file.Changed(); err != nil {
			e.say(tui.OneLine(err), true)
			return
		}
	}
	switch {
	case changed:
		if err := e.reloadFile(false); err != nil {
			e.say(wholeError(err, name+" as edited cannot be read (", "): Ctrl-E edits it again; w would write the version on screen over it, and asks first"), true)
		}
	case runErr == nil:
		e.say(name+" is unchanged", false)
	}
}
