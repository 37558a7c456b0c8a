package editor

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/internal/safetext"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Saving goes through the document's fileio.Tracked file: before each save
// the editor looks whether another program changed the file since it was
// read or last saved (Changed), and if so asks; each save keeps the file as
// it was when opened as FILE.bak, however many saves follow.

// save saves the document, asking for a name when it has none or when
// asked to (save as); then, when not nil, runs once the document is saved
// (see saveNow).
func (e *Editor) save(as bool, then func()) {
	if !as && e.doc.Path != "" {
		e.saveNow(false, then)
		return
	}
	initial := e.doc.Path
	if initial == "" {
		initial = "position.txt"
		if e.doc.State().Pack != nil {
			initial = "puzzles.toml"
		}
		if from := e.madePackFrom; from != "" {
			initial = from
			if e.doc.State().Pack != nil {
				initial = strings.TrimSuffix(from, filepath.Ext(from)) + ".toml"
			}
		}
	}
	e.askSaveAs(initial, then)
}

// askSaveAs asks for the name to save under, the field starting with
// initial (selected: typing replaces it). A name typed there and not yet
// taken is unsaved work (TextEntry.Work): quitting asks, naming it.
func (e *Editor) askSaveAs(initial string, then func()) *tui.TextEntry {
	in := e.shell.Prompt("Save as (a .toml name saves a pack)", "File: ", initial, func(path string, ok bool) {
		e.saveAsChosen(path, ok, then)
	})
	in.Complete = tui.CompletePath
	// A name typed is work: quitting asks, and s saves under it.
	in.Work = true
	e.saveAsField = in
	return in
}

// saveAsChosen saves under the name given to Save as, asking first before
// replacing another file. A name that cannot be a new file (a folder, a
// file in a folder that does not exist) opens the field again with the
// name as typed, to correct it.
func (e *Editor) saveAsChosen(path string, ok bool, then func()) {
	path = tui.ExpandHome(strings.TrimSpace(path))
	if !ok || path == "" {
		e.say("not saved", true)
		return
	}
	if why := notAFileName(path); why != "" {
		e.say(why, true)
		e.askSaveAs(path, then).SetText(path)
		return
	}
	if e.ownFile(path) {
		// The document's own file under another spelling (./a.toml): a
		// save of it, not a file it replaces (which asked "exists:
		// replace it?" of its own file, and kept the file on disk as
		// the backup, unasked if another program had changed it).
		path = e.doc.Path
	}
	if path != e.doc.Path && e.madeFileFor(path) == nil && e.originFor(path) == nil {
		if info, err := os.Stat(path); err == nil && !info.IsDir() {
			e.askReplace(path, then)
			return
		}
	}
	e.saveTo(path, then)
}

// ownFile reports whether path names the document's file under another
// spelling: writing to either replaces the same file (fileio.SameTarget).
func (e *Editor) ownFile(path string) bool {
	return e.doc.Path != "" && path != e.doc.Path && fileio.SameTarget(path, e.doc.Path)
}

// askReplace asks before Save as replaces the file path, another file
// than the document's, and saves there on y.
func (e *Editor) askReplace(path string, then func()) {
	title, replace := path+" exists: replace it?", "y  replace it (the old one is kept as "
	ro, _ := fileio.ReadOnly(path)
	if ro {
		title, replace = path+" exists and is read-only: replace it?", "y  replace it (it stays read-only; the old one is kept as "
	}
	// What the file holds, and what replaces it: the question said
	// neither, and a pack of many puzzles went for one.
	note := e.replaceNote(path)
	if e.openElsewhere(path) {
		// Its next save asks, the file having changed on disk;
		// the question did not say that work is at stake.
		note = strings.TrimSpace("Another editor has unsaved changes to " + safetext.Clean(filepath.Base(path)) + " open: replacing the file leaves them in that editor, whose next save asks first. " + note)
	}
	var opts []func(*tui.Menu)
	if note != "" {
		opts = append(opts, tui.WithNote(note))
	}
	e.shell.Confirm(title, []tui.MenuItem{
		{Text: replace + filepath.Base(BackupPath(path)) + ")", Key: 'y'},
		{Text: "n  do not save", Key: 'n'},
	}, func(i int) {
		if i == 0 {
			if ro {
				e.writeReadOnly = path
			}
			e.saveTo(path, then)
		} else {
			e.say("not saved", true)
		}
	}, opts...)
}

// replaceNote says what the file at path, which Save as replaces, holds
// (or that it cannot be read), and what the save writes there; "" when a
// position file replaces a position file.
func (e *Editor) replaceNote(path string) string {
	name := safetext.Clean(filepath.Base(path))
	var was string
	oldLessons := 0
	old, _, _, err := openDoc(e.opts.baseCat(), path)
	if err == nil && old.Pack != nil {
		oldLessons = len(old.Pack.Base.Lessons)
	}
	switch {
	case err != nil:
		was = name + " cannot be read (" + tui.OneLine(err) + ")"
	case old.Pack != nil:
		was = name + " is a pack of " + countOf(len(old.Pack.Puzzles), oldLessons, false)
	default:
		was = name + " is a position file"
	}
	st := e.doc.State()
	var writes string
	switch {
	case !isPackName(path) && st.Pack != nil:
		writes = "the position on the board alone"
	case !isPackName(path):
		writes = "the position"
	case st.Pack == nil:
		writes = "a pack of 1 puzzle, the position"
	default:
		writes = "a pack of " + countOf(len(st.packPuzzles()), len(st.Pack.Base.Lessons), oldLessons > 0)
	}
	if err == nil && old.Pack == nil && writes == "the position" {
		return "" // a position for a position: nothing to tell
	}
	return was + "; this writes " + writes + "."
}

// countOf says how many puzzles and lessons a pack has: "5 puzzles and 2
// lessons", the lessons left out when there are none unless always.
func countOf(puzzles, lessons int, always bool) string {
	s := tui.Plural(puzzles, "puzzle")
	if lessons > 0 || always {
		s += " and " + tui.Plural(lessons, "lesson")
	}
	return s
}

// notAFileName says why path cannot be saved to as a file: it names a
// folder, or a file in a folder that does not exist ("" when it can be).
func notAFileName(path string) string {
	if inGoneWorkDir(path) {
		return "not saved: " + workDirGoneText
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return fmt.Sprintf("not saved: %s is a folder; type the name of a file in it", path)
	}
	dir := filepath.Dir(path)
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return fmt.Sprintf("not saved: there is no folder %s; type the name of a file in a folder that exists", dir)
	}
	if _, err := os.Stat(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		// A name no file can have (over 255 bytes): the save said
		// "cannot read" it.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Sprintf("not saved: cannot save to %s: %v; type another name", path, err)
	}
	return ""
}

// isPackName reports whether a file name asks for a pack.
func isPackName(path string) bool { return strings.EqualFold(filepath.Ext(path), ".toml") }

// saveTo saves under a new name. A pack saved under a name that is not a
// .toml file writes the position on the board alone, as a position file,
// and the pack stays unsaved: the way out for a draft the pack format
// refuses. A position saved under a .toml name becomes a puzzle of a new
// pack. then runs when the document is saved (not for the position alone).
func (e *Editor) saveTo(path string, then func()) {
	st := e.doc.State()
	if f := e.originFor(path); f != nil {
		e.savePositionOver(f, &st)
		return
	}
	if st.Pack != nil && !isPackName(path) {
		kept, err := savePositionAlone(path, FormatState(e.cat, &st))
		if err != nil {
			e.say(notSaved(err, path, folderCheck), true)
			return
		}
		e.say("saved the position on the board alone to "+path+kept+"; the pack is not saved", false)
		return
	}
	if st.Pack == nil && isPackName(path) {
		if !e.apply("add as a puzzle", AddPuzzleAs(e.cat, e.newPuzzleMeta(newPuzzleID(&st))), "") {
			return
		}
		then = e.thenOfferSolution(then)
	}
	old, oldFile, oldWas, from, fromFile := e.doc.Path, e.file, e.fileWas, e.madePackFrom, e.madePackFile
	var text []byte
	readFrom := ""
	if oldFile != nil {
		text, readFrom = oldFile.Text(), oldFile.Path
	}
	own := e.madeFileFor(path)
	if own != nil {
		// The position is the file's again: it is saved as that
		// file, over its text, and asks if another program changed it.
		path, text, readFrom = own.Path, own.Text(), own.Path
	}
	e.setPath(path)
	if own != nil {
		e.file = own
	}
	if !e.saveNowOver(false, text, readFrom, then) {
		e.setPath(old)
		e.file, e.fileWas, e.madePackFrom, e.madePackFile = oldFile, oldWas, from, fromFile
		e.autosave()
	}
}

// madeFileFor returns the position file a made the untitled document a
// pack from, read or saved as madePackFile, when the document is a
// position again (u took the pack back) and path names that file; nil
// else.
func (e *Editor) madeFileFor(path string) *fileio.Tracked {
	f := e.madePackFile
	if f == nil || e.doc.Path != "" || e.doc.State().Pack != nil || filepath.Clean(f.Path) != filepath.Clean(path) {
		return nil
	}
	return f
}

// originFor returns the position file a made the untitled document a pack
// from, read or saved as madePackFile, while the document is still that
// pack and path names the file (not read-only, unless the user agreed to
// replace it): Save as writes the position alone over it, keeping its
// comments, as the file's own (savePositionOver). Nil else.
func (e *Editor) originFor(path string) *fileio.Tracked {
	f := e.madePackFile
	if f == nil || e.doc.Path != "" || e.doc.State().Pack == nil || filepath.Clean(f.Path) != filepath.Clean(path) {
		return nil
	}
	if ro, _ := fileio.ReadOnly(f.Path); ro && e.writeReadOnly != path {
		return nil
	}
	return f
}

// savePositionOver writes the position on the board alone (st is the
// pack's state) over f, the position file the pack was made from, keeping
// its comments, blank lines and line endings; it asks first when another
// program changed the file since it was read or saved. The pack stays
// unsaved and untitled.
func (e *Editor) savePositionOver(f *fileio.Tracked, st *State) {
	data := puzzles.FormatPositionOver(e.cat, &st.Pos, st.Orders.Lists(int(st.Pos.NumPlayers)), f.Text())
	name, bak := filepath.Base(f.Path), filepath.Base(BackupPath(f.Path))
	// write writes data over the file tracked as to, kept as was (nothing
	// is kept of a file that was not on disk when opened).
	write := func(to *fileio.Tracked, was string) {
		if err := to.Write(data); err != nil {
			e.say(notSaved(err, to.Path, folderCheck), true)
			return
		}
		e.madePackFile = to
		kept := fmt.Sprintf("its comments kept; %s is kept as %s%s", was, bak, keptAside(to))
		if !to.Existed() {
			kept = name + " was not on disk when opened, so there is no backup"
		}
		e.say(fmt.Sprintf("saved the position on the board alone over %s, the file the pack was made from (%s); the pack is not saved: W with a .toml name saves it", f.Path, kept), false)
	}
	changed, err := f.Changed()
	_, statErr := os.Stat(f.Path)
	switch {
	case err != nil:
		e.say(tui.OneLine(err), true)
	case changed && errors.Is(statErr, fs.ErrNotExist):
		// Removed since: Save as to a name not on disk asks nothing.
		write(f, "the file as opened")
	case changed:
		e.shell.Confirm(name+" changed on disk since it was read: write the position alone over it?", []tui.MenuItem{
			{Text: "y  replace it (the version on disk is kept as " + bak + ")", Key: 'y'},
			{Text: "n  do not save", Key: 'n'},
		}, func(i int) {
			if i != 0 {
				e.say("not saved: "+name+" changed on disk", true)
				return
			}
			tr, err := fileio.TrackReplaced(f.Path, puzzles.MaxFileSize)
			if err != nil {
				e.say(tui.OneLine(err), true)
				return
			}
			write(tr, "the version changed on disk")
		})
	default:
		write(f, "the file as opened")
	}
}

// savePositionAlone writes data, a position file, to path, keeping the
// file it replaces as the backup, and a backup there of another version
// aside (see fileio.Tracked.Write); it returns what the message says of
// them ("" when path was a new file).
func savePositionAlone(path string, data []byte) (string, error) {
	tr, err := fileio.TrackReplaced(path, puzzles.MaxFileSize)
	if err == nil {
		err = tr.Write(data)
	}
	if err != nil || !tr.Existed() {
		return "", err
	}
	return "; the file it replaced is kept as " + filepath.Base(BackupPath(path)) + keptAside(tr), nil
}

// keptAside names where the last save of f kept a backup file that held
// another version than the one it keeps now ("" when none): it is never
// replaced unsaid (see fileio.Tracked.Write).
func keptAside(f *fileio.Tracked) string {
	if f == nil || f.KeptAside() == "" {
		return ""
	}
	return " (the older " + filepath.Base(BackupPath(f.Path)) + " is kept as " + filepath.Base(f.KeptAside()) + ")"
}

// madeFile returns file when it is the file read or saved at path (the
// position file a pack is made from), nil else.
func madeFile(file *fileio.Tracked, path string) *fileio.Tracked {
	if file == nil || file.Path != path {
		return nil
	}
	return file
}

// saveNow writes the document to its file and reports whether it did. A
// document without a file is not written: the editor asks for a name; nor
// is a file changed on disk since it was read: the editor asks what to do
// (askChanged). It then reports false, and then, when not nil, runs once
// the answer saved the document, as it runs at once after a save: what the
// user asked to do after saving (quit, open a file) is done after the
// detour too, and never when the save is cancelled or fails.
func (e *Editor) saveNow(quiet bool, then func()) bool {
	var text []byte
	readFrom := ""
	if e.file != nil {
		text, readFrom = e.file.Text(), e.file.Path
	}
	return e.saveNowOver(quiet, text, readFrom, then)
}

// saveNowOver is saveNow for a document whose file held text (nil: none
// known): a position file keeps its comments, blank lines and line endings
// (see encodeOver). Save as gives the text of the file the document came
// from, and its name as readFrom: the comments a save leaves out are said
// to be kept there, unless it is no longer on disk.
func (e *Editor) saveNowOver(quiet bool, text []byte, readFrom string, then func()) bool {
	if e.doc.Path == "" {
		e.save(true, then)
		return false
	}
	if e.doc.State().Pack == nil && isPackName(e.doc.Path) {
		then = e.thenOfferSolution(then) // encodeNow adds the puzzle
	}
	st, data, ok := e.encodeNow(text)
	if !ok || !e.readyToWrite(quiet, data, then) {
		return false
	}
	if readFrom == e.doc.Path && e.rewriteAgreed != readFrom {
		// Save as keeps the file read from as it is: only a save over
		// it loses its comments.
		if n := e.rewrittenComments(&st, text, data); n > 0 {
			e.askRewrite(n, text, func() { e.saveNowOver(quiet, text, readFrom, then) }, then)
			return false
		}
	}
	keeper := "the file it was read from" // Save as: that file stays
	if e.file.Existed() && e.fileWas != replacedFile {
		keeper = filepath.Base(BackupPath(e.doc.Path))
	} else if readFrom != "" && goneFromDisk(readFrom) {
		keeper = "" // removed since: it keeps nothing
	}
	if !e.write(&st, data, quiet, droppedNote(droppedComments(text, data), keeper)) {
		return false
	}
	if then != nil {
		then()
	}
	return true
}

// write writes data, the text of state st, as the document's tracked file
// and marks it saved, and reports whether it did; the file as opened is
// kept as the backup.
func (e *Editor) write(st *State, data []byte, quiet bool, note string) bool {
	kept := e.file.Existed()
	if err := e.file.Write(data); err != nil {
		e.say(notSaved(err, e.doc.Path, folderCheck), true)
		return false
	}
	was := e.fileWas
	if was == "" {
		was = "the file as it was when opened"
	}
	e.saved(st, quiet, kept, was)
	if !quiet && note != "" {
		e.say(e.shell.Message()+note, false)
	}
	return true
}

// encodeNow returns the document's state and the text of its file (over
// text, see encodeOver), the position first added as a puzzle when the
// file's name is a pack's; ok is false, and the reason said, when it
// cannot be saved.
func (e *Editor) encodeNow(text []byte) (st State, data []byte, ok bool) {
	st = e.doc.State()
	if st.Pack == nil && isPackName(e.doc.Path) {
		if !e.apply("add as a puzzle", AddPuzzleAs(e.cat, e.newPuzzleMeta(newPuzzleID(&st))), "") {
			return st, nil, false
		}
		st = e.doc.State()
	}
	data, pins, err := encodePinned(e.cat, &st, e.doc.Path, text)
	e.pinNote = e.pinNoteOf(&st, pins)
	if err != nil {
		e.say(fmt.Sprintf("the pack is not saved: %s. Fix it (i lists the problems), or W with a .txt name saves the position alone", tui.OneLine(err)), true)
		return st, nil, false
	}
	return st, data, true
}

// pinNoteOf says, for the message of a save of st, what the save pins in
// the pack's [[kind]] tables so that it reads without --pieces (pins, see
// encodePinned), and which kinds keep the numbers of the pack's own
// tables over those of the --pieces file (as every command reads them:
// puzzles.PinnedOver); "" when neither.
func (e *Editor) pinNoteOf(st *State, pins []puzzles.PinnedKind) string {
	if st.Pack == nil {
		return e.positionKindsNote(st)
	}
	var note string
	if len(pins) > 0 {
		note = "; pinned " + puzzles.PinnedText(pins) + " in the file ([[kind]] tables) so it reads without --pieces"
	}
	if e.opts.Pieces == "" {
		return note
	}
	if over := puzzles.PinnedOver(e.opts.baseCat(), BuildPack(st, e.doc.Path)); len(over) > 0 {
		keeps := "keeps the numbers of the pack's own [[kind]] table"
		if len(over) > 1 {
			keeps = "keep the numbers of the pack's own [[kind]] tables"
		}
		note += fmt.Sprintf("; %s %s, not %s's", engine.AndList(over), keeps, filepath.Base(e.opts.Pieces))
	}
	return note
}

// positionKindsNote says, for the save of a position file (st), that the
// position uses kinds of the --pieces file that the default catalogue
// lacks or has otherwise, which a position file cannot pin: it reads as
// played only with that file; "" when it uses none.
func (e *Editor) positionKindsNote(st *State) string {
	if e.opts.Pieces == "" {
		return ""
	}
	used := map[engine.KindID]bool{}
	st.Pos.AddKinds(used)
	changed, added, _ := puzzles.CatalogueChanges(nil, e.cat)
	var names []string
	for _, name := range append(added, changed...) {
		if id, ok := e.cat.Lookup(name); ok && used[id] {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return fmt.Sprintf("; it uses %s as %s gives them, which a position file cannot hold: read it with --pieces %s (a .toml name saves a pack, which pins them)",
		strings.Join(names, ", "), filepath.Base(e.opts.Pieces), e.opts.Pieces)
}

// pinNoteOnce returns the pin note of the save (pinNote) the first time a
// save of the document's file says it, "" after: every save writes the
// same pins, and the message said so each time.
func (e *Editor) pinNoteOnce() string {
	if e.pinNote == "" || e.pinSaid == e.doc.Path+e.pinNote {
		return ""
	}
	e.pinSaid = e.doc.Path + e.pinNote
	return e.pinNote
}

// thenOfferSolution is what runs after the save that makes the position a
// puzzle of a pack: then, or when nothing follows the save, offerSolution.
// The puzzle takes the Solve window's goals (newPuzzleMeta) and was saved
// with the side's orders as the board's and no solution, which birdcrab
// check fails, and the message said only "saved".
func (e *Editor) thenOfferSolution(then func()) func() {
	if then != nil {
		return then // saved's note says how to state one
	}
	return e.offerSolution
}

// readyToWrite reports whether the document's file may be written with
// data now: known, unchanged on disk since it was read, and writable or
// allowed to be overwritten. Else it says why, or asks (changed on disk,
// read-only) and runs then after the save the answer makes.
func (e *Editor) readyToWrite(quiet bool, data []byte, then func()) bool {
	if e.file == nil || e.file.Path != e.doc.Path {
		tr, err := fileio.TrackReplaced(e.doc.Path, puzzles.MaxFileSize)
		if err != nil {
			e.say(tui.OneLine(err), true)
			return false
		}
		e.file, e.fileWas = tr, replacedFile // Save as: not the file opened
	} else if changed, err := e.file.Changed(); err != nil || changed {
		if err != nil {
			e.say(tui.OneLine(err), true)
		} else {
			e.askChanged(data, then)
		}
		return false
	}
	if e.readOnlyUnasked() {
		path := e.doc.Path
		e.askReadOnly(func() {
			if e.doc.Path != path {
				// Save as: saveTo went back to the document's
				// old name when the question opened; o saves under
				// the new one, over the document's own text, not
				// the old file again.
				e.saveTo(path, then)
				return
			}
			e.saveNow(quiet, then)
		}, then)
		return false
	}
	return true
}

// replacedFile is what a backup made by Save as holds: another file's
// text, not the document's.
const replacedFile = "the file it replaced"

// readOnlyUnasked reports whether the document's file is read-only and the
// user has not agreed to overwrite it this session.
func (e *Editor) readOnlyUnasked() bool {
	ro, err := fileio.ReadOnly(e.doc.Path)
	return err == nil && ro && e.writeReadOnly != e.doc.Path
}

// writeAsked runs write, which writes the document's file, at once unless
// the file is read-only and the user has not agreed to overwrite it: then
// it asks first (askReadOnly), as every save does, whichever question led
// to it; then runs after a save under another name.
func (e *Editor) writeAsked(write, then func()) {
	if e.readOnlyUnasked() {
		e.askReadOnly(write, then)
		return
	}
	write()
}

// keptNote says, for the message of a save, that the file as it was
// (what) is kept as the backup; after the changed-on-disk question's r,
// what the save replaced that another program changed, first: the
// message line cut it off after the rest (overwrittenNote).
func (e *Editor) keptNote(st *State, what string) string {
	if note := e.overwrittenNote(st); note != "" {
		return note + keptAside(e.file)
	}
	return "; " + what + " is kept as " + filepath.Base(BackupPath(e.doc.Path)) + keptAside(e.file)
}

// saved marks the document saved and says so; kept tells whether a backup
// holds what the file was (what).
func (e *Editor) saved(st *State, quiet, kept bool, what string) {
	// What the file cannot hold keeps the document modified, and in the
	// recovery file.
	e.doc.MarkSavedAs(st.filed())
	if e.doc.Dirty() {
		e.autosave()
	} else {
		e.removeAutosave()
	}
	if quiet {
		return
	}
	msg := "saved " + e.doc.Path
	if st.Pack != nil {
		msg += " (" + tui.Plural(len(st.packPuzzles()), "puzzle")
		if n := len(st.Pack.Base.Lessons); n > 0 {
			msg += ", " + tui.Plural(n, "lesson")
		}
		msg += ")"
	}
	msg += e.pinNoteOnce()
	if kept {
		msg += e.keptNote(st, what)
	}
	if _, _, loose := st.looseBoard(); loose {
		msg += "; the position on the board is not a puzzle, so not in the file (a adds it)"
	} else if st.Pack != nil && st.Puzzle == nil {
		msg += "; the position on the board is not a puzzle (a adds it)"
	}
	if un := unsavedOrders(st); len(un) > 0 {
		msg += "; not in the file: " + strings.Join(un, ", ")
	}
	if set := e.solveNow(); st.Pack == nil && set != nil && len(set.goals) > 0 {
		// They were lost without a word: the file opened again had
		// none in S.
		msg += fmt.Sprintf("; a position file holds no goals: the Solve window's (%s) last until you quit (a makes the position a puzzle of a pack, which keeps them)", engine.GoalsText(set.goals))
	}
	if ids := goalless(st); len(ids) > 0 {
		// A draft saves, but the trainer offers no puzzle without goals.
		msg += "; no goals yet, not one to train: " + strings.Join(ids, ", ") + " (M sets them)"
	}
	if ids := unsolved(st); len(ids) > 0 {
		// As a draft without goals: it saves, and birdcrab check fails it.
		msg += "; no stated solution, which birdcrab check needs: " + strings.Join(ids, ", ") + " (M, Solution, Enter takes the side's orders on the board)"
	}
	e.say(msg, false)
}

// askReadOnly asks before saving over a read-only file (its permissions
// say not to write it; the atomic write would replace it all the same):
// overwrite it, for this and later saves (it stays read-only): write runs;
// save under another name: then runs after that save; or cancel.
func (e *Editor) askReadOnly(write, then func()) {
	path := e.doc.Path
	name := filepath.Base(path)
	// The backup's name is a note: at the end of o's line a name of more
	// than 10 letters was cut at 80 columns.
	note := "o overwrites it; it stays read-only, and the old one is kept as " + filepath.Base(BackupPath(path)) + "."
	e.shell.Confirm(name+" is read-only: overwrite it?", []tui.MenuItem{
		{Text: "o  overwrite it", Key: 'o'},
		{Text: "s  save under another name", Key: 's'},
		{Text: "c  cancel: keep editing, save nothing", Key: 'c'},
	}, func(i int) {
		switch i {
		case 0:
			e.writeReadOnly = path
			write()
		case 1:
			e.save(true, then)
		default:
			e.say("not saved: "+name+" is read-only", true)
		}
	}, tui.WithNote(note))
}

// askChanged asks what to do with a file that another program changed
// since the editor read or saved it: overwrite it (its new version kept as
// the backup), save under another name, or reload it; then runs after a
// save.
func (e *Editor) askChanged(data []byte, then func()) {
	name := filepath.Base(e.doc.Path)
	info, err := os.Stat(e.doc.Path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		e.askGone(data, then)
		return
	case err == nil && !info.Mode().IsRegular():
		// Neither overwriting nor reloading can work: the question
		// offered both, each failing with "it is a directory".
		what := "a directory"
		if !info.IsDir() {
			what = "something other than a file"
		}
		e.askElsewhere(name+" is now "+what+", not a file", "not saved: "+name+" is now "+what, then)
		return
	}
	note, reload := e.changedTexts()
	path := e.doc.Path
	e.shell.Confirm(name+" changed on disk since the version you edit was read", []tui.MenuItem{
		{Text: "o  overwrite it with this version", Key: 'o'},
		{Text: "s  save this version under another name", Key: 's'},
		{Text: reload, Key: 'r'},
		{Text: "c  cancel: keep editing, save nothing", Key: 'c'},
	}, func(i int) {
		if (i == 0 || i == 2) && !e.backTo(path) {
			e.say("not saved: the document is no longer "+name+"'s", true)
			return
		}
		switch i {
		case 0:
			e.writeAsked(func() {
				if e.overwrite(data) && then != nil {
					then()
				}
			}, then)
		case 1:
			e.save(true, then)
		case 2:
			e.reloadAsked(then)
		default:
			e.say("not saved: "+name+" changed on disk", true)
		}
	}, tui.WithNote(note))
}

// changedTexts words the changed-on-disk question's note and its r line,
// from the file as on disk now, read once for both.
func (e *Editor) changedTexts() (note, reload string) {
	theirs, cat, _, err := openDoc(e.opts.baseCat(), e.doc.Path)
	sameKindsRead := err == nil && sameKinds(cat, e.cat)
	// The backup's name is a note: at the end of o's line a name of more
	// than 8 letters was cut at 80 columns.
	note = "o keeps the version on disk as " + filepath.Base(BackupPath(e.doc.Path)) + "."
	if sameKindsRead {
		note = e.diskChangeNote(theirs) + note
	}
	return note, e.reloadText(err == nil && !sameKindsRead)
}

// reloadText words the changed-on-disk question's r: what u brings back
// after it. loses is reloadLoses, worked out from the file as read for
// the question.
func (e *Editor) reloadText(loses bool) string {
	if loses {
		// The positions would read other kinds: the reload is no
		// edit that u takes back.
		return "r  reload the file from disk (its kinds changed: u cannot undo it)"
	}
	if _, hasClean := e.doc.Clean(); hasClean && e.doc.State().Pack != nil {
		return "r  reload the file from disk (u puts your changes back over it)"
	}
	// Without a clean state (work recovered from an older recovery
	// file) there is no telling the editor's changes from the disk's:
	// u brings the whole version back.
	return "r  reload the file from disk (u brings this version back)"
}

// askElsewhere asks, when the document's path can no longer take the
// save (title says why), whether to save under another name; cancelled
// says that nothing was saved. then runs after a save.
func (e *Editor) askElsewhere(title, cancelled string, then func()) {
	e.shell.Confirm(safetext.Clean(title), []tui.MenuItem{
		{Text: "s  save this version under another name", Key: 's'},
		{Text: "c  cancel: keep editing, save nothing (W saves under another name)", Key: 'c'},
	}, func(i int) {
		if i == 0 {
			e.save(true, then)
			return
		}
		if !strings.Contains(cancelled, "W ") {
			cancelled += ": W saves under another name"
		}
		e.say(cancelled, true)
	})
}

// folderCheck reports whether a file can be made in the folder of path,
// as a save makes its temporary file there (fileio.CheckWritable).
var folderCheck = func(path string) error { return fileio.CheckWritable(path, false) }

// notSaved says why a save to path failed (err), and what to do: "no
// space left on device" and "permission denied" (a folder that cannot be
// written, though the file can) said neither that nothing changed on disk
// nor that W saves elsewhere. folder checks the folder (folderCheck): the
// one of the file path links to, when it is a symbolic link.
func notSaved(err error, path string, folder func(string) error) string {
	msg := tui.OneLine(err)
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return msg + ": the disk is full, and nothing was changed on disk (" + filepath.Base(path) + " is as it was): make room, or W saves elsewhere"
	case errors.Is(err, fs.ErrPermission) && errors.Is(folder(path), fs.ErrPermission):
		// The folder a save writes in is the one of the file it replaces:
		// a symbolic link's target's, not the link's.
		target, terr := fileio.Target(path)
		if terr != nil {
			target = path
		}
		dir := filepath.Dir(target)
		where := "its folder " + dir
		switch {
		case filepath.Clean(target) != filepath.Clean(path):
			where = "the folder " + dir + " of the file it links to"
		case dir == ".":
			where = "its folder (the current one)"
		}
		return fmt.Sprintf("cannot save to %s: %s cannot be written (%v; a save writes a temporary file beside the file, then renames it over it), so nothing was changed on disk: W saves elsewhere", path, where, fs.ErrPermission)
	}
	return msg
}

// isDir reports whether dir is a folder.
func isDir(dir string) bool {
	info, err := os.Stat(dir)
	return err == nil && info.IsDir()
}

// inGoneWorkDir reports whether path is a relative name in the working
// folder, and that folder was removed (rm -rf of the folder the editor was
// started in): "." still reads as a folder, but nothing can be made in it.
// A name that climbs out of it first (../x.toml) is not in it.
func inGoneWorkDir(path string) bool {
	if filepath.IsAbs(path) {
		return false
	}
	if c := filepath.Clean(path); c == ".." || strings.HasPrefix(c, ".."+string(filepath.Separator)) {
		return false
	}
	_, err := os.Getwd()
	return errors.Is(err, fs.ErrNotExist)
}

// goneFromDisk reports whether nothing is at path any more (nor, for a
// relative path, the working folder it is in).
func goneFromDisk(path string) bool {
	if inGoneWorkDir(path) {
		return true
	}
	_, err := os.Lstat(path)
	return errors.Is(err, fs.ErrNotExist)
}

// workDirGoneText says that the working folder is gone, and how to save
// elsewhere: after "not saved: ".
const workDirGoneText = "the folder the editor was started in is gone (another program removed it): W with a full path (/… or ~/…) saves elsewhere"

// askGone asks what to do when the file the editor read or saved is no
// longer there (another program deleted or moved it): write it there again
// (the file as opened is kept as the backup, as by any save), or under
// another name; then runs after a save. There is nothing on disk to reload
// or to keep as the backup of a changed version.
func (e *Editor) askGone(data []byte, then func()) {
	name := filepath.Base(e.doc.Path)
	if inGoneWorkDir(e.doc.Path) {
		e.askElsewhere(name+" is no longer on disk, nor the folder the editor was started in", "not saved: "+workDirGoneText, then)
		return
	}
	if dir := filepath.Dir(e.doc.Path); !isDir(dir) {
		// o failed with "no such file or directory".
		e.askElsewhere(name+" is no longer on disk, nor its folder "+filepath.Base(dir), "not saved: the folder "+dir+" is gone", then)
		return
	}
	path := e.doc.Path
	e.shell.Confirm(name+" is no longer on disk: another program deleted or moved it", []tui.MenuItem{
		{Text: "o  save this version there again", Key: 'o'},
		{Text: "s  save this version under another name", Key: 's'},
		{Text: "c  cancel: keep editing, save nothing", Key: 'c'},
	}, func(i int) {
		if i == 0 && !e.backTo(path) {
			e.say("not saved: the document is no longer "+name+"'s", true)
			return
		}
		switch i {
		case 0:
			e.writeAsked(func() {
				if e.writeAgain(data) && then != nil {
					then()
				}
			}, then)
		case 1:
			e.save(true, then)
		default:
			e.say("not saved: "+name+" is no longer on disk", true)
		}
	})
}

// backTo makes path the document's file again, as saveTo made it, when
// saveTo went back to the document's old name as a question about path
// opened: Save as the position file a made the untitled pack from, the
// document a position again (u), is a save of that file, and the
// answers that write or reload it (o, r) wrote to no name ("cannot save
// to : rename") or, the file gone, stopped on a missing file. It reports
// whether the document is path's.
func (e *Editor) backTo(path string) bool {
	if e.doc.Path == path {
		return true
	}
	own := e.madeFileFor(path)
	if own == nil {
		return false
	}
	e.setPath(path)
	e.file = own
	return true
}

// writeAgain saves data as the document's file, which is no longer on
// disk, and reports whether it did.
func (e *Editor) writeAgain(data []byte) bool {
	st := e.doc.State()
	return e.write(&st, data, false, "")
}

// overwrite saves data over a file changed on disk, keeping the changed
// version as the backup, and reports whether it did.
func (e *Editor) overwrite(data []byte) bool {
	edits := e.diskEditsNow()
	tr, err := fileio.TrackReplaced(e.doc.Path, puzzles.MaxFileSize)
	if err == nil {
		err = tr.Write(data)
	}
	if err != nil {
		e.say(notSaved(err, e.doc.Path, folderCheck), true)
		return false
	}
	e.file, e.fileWas = tr, "the version changed on disk"
	if edits != nil {
		// The save names what another program changed that it
		// replaced (a puzzle, the order of the puzzles).
		edits.file, e.diskEdits = tr, edits
	}
	st := e.doc.State()
	e.saved(&st, false, tr.Existed(), e.fileWas)
	return true
}

// diskEditsNow returns what another program changed in the pack's file
// since the editor last read or saved it, as the file is now (without a
// clean state, every puzzle on disk counts: unknownBase); nil when the
// file cannot be read as a pack of the same kinds.
func (e *Editor) diskEditsNow() *diskEdits {
	mine := e.doc.State()
	clean, ok := e.doc.Clean()
	if !ok && mine.Pack != nil {
		clean = unknownBase(mine)
	}
	if clean.Pack == nil || mine.Pack == nil {
		return nil
	}
	theirs, cat, _, err := openDoc(e.opts.baseCat(), e.doc.Path)
	if err != nil || theirs.Pack == nil || !sameKinds(cat, e.cat) {
		return nil
	}
	return &diskEdits{clean: clean, theirs: theirs, told: map[string]bool{}}
}

// reloadLoses reports whether reloading the document's file would lose
// the version edited for good: the file on disk reads with other kinds,
// so the reload is no edit that u takes back (see reloadFile).
func (e *Editor) reloadLoses() bool {
	if e.doc.Path == "" {
		return false
	}
	_, cat, _, err := openDoc(e.opts.baseCat(), e.doc.Path)
	return err == nil && !sameKinds(cat, e.cat)
}

// reloadAsked reloads the document's file, asking first when that loses
// the version edited (reloadLoses): save it under another name first (then
// runs after that save), reload all the same, or cancel.
func (e *Editor) reloadAsked(then func()) {
	if !e.reloadLoses() {
		e.reload()
		return
	}
	name := filepath.Base(e.doc.Path)
	e.shell.Confirm("Reload "+name+" and lose this version?", []tui.MenuItem{
		{Text: "s  save this version under another name instead (no reload; E opens " + name + " after)", Key: 's'},
		{Text: "r  reload: this version is lost for good", Key: 'r'},
		{Text: "c  cancel: keep editing, save nothing", Key: 'c'},
	}, func(i int) {
		switch i {
		case 0:
			e.save(true, then)
		case 1:
			e.reload()
		default:
			e.say("not reloaded: "+name+" changed on disk", true)
		}
	}, tui.WithNote("Its kinds changed on disk: u cannot bring this version back."))
}

// reload reads the document's file again, as it is on disk now, in place
// of the edited one: as an edit that u takes back, unless the pack's kinds
// changed (the positions would then read other kinds).
func (e *Editor) reload() {
	if err := e.reloadFile(true); err != nil {
		e.say("cannot reload: "+tui.OneLine(err)+tooLargeWays(err, e.doc.Path), true)
	}
}

// tooLargeWays says, of a file that cannot be read because it is larger
// than the size limit, what can be done: save the version edited over it
// or elsewhere, or read it with a larger limit. "" for another error.
func tooLargeWays(err error, path string) string {
	var big *fileio.TooLargeError
	if !errors.As(err, &big) {
		return ""
	}
	return fmt.Sprintf(". Your version is as it was: w and o save it over the file (kept as %s), W under another name; birdcrab edit --max-size SIZE reads a larger file",
		filepath.Base(BackupPath(path)))
}

// reloadFile is reload; it reports a file that cannot be read, and then
// changes nothing. rebase lays the undo history of a pack over the file
// reloaded (rebaseOnto): the changed-on-disk question's r, where another
// program's changes are at stake. Ctrl-E's read of the file the user just
// edited keeps the history as it was: u takes that edit back.
func (e *Editor) reloadFile(rebase bool) error {
	s, cat, tr, err := openDoc(e.opts.baseCat(), e.doc.Path)
	if err != nil {
		return err
	}
	e.entry.Reset()
	e.carry = engine.NoLoc
	e.file, e.fileWas = tr, "the file as reloaded"
	name := filepath.Base(e.doc.Path)
	if !sameKinds(cat, e.cat) {
		e.setCatalogue(cat)
		e.doc.Replace(s, true)
		e.say("reloaded "+name+" from disk (its kinds changed: u cannot bring the old version back)", false)
		return nil
	}
	clean, hasClean := e.doc.Clean()
	mine := e.doc.State()
	err = e.doc.Apply("reload "+name, func(st *State) error { *st = s; return nil })
	if err != nil && !errors.Is(err, ErrNoChange) {
		return err
	}
	e.doc.MarkSaved()
	e.removeAutosave()
	if rebase && hasClean && s.Pack != nil && clean.Pack != nil {
		// u brings back the editor's changes, over the file as
		// reloaded: the whole version edited took back, at the next
		// save, the tables another program changed.
		e.doc.RebaseHistory(func(old State) State { return rebaseOnto(e.cat, old, clean, s) })
		e.diskEdits = &diskEdits{file: tr, clean: clean, theirs: s, told: map[string]bool{}}
		msg := "reloaded " + name + " from disk; u puts your changes back over it" + bothSides(clean, s, mine)
		if same := sameIDsNote(clean, s, mine, "u keeps both, yours as "); same != "" {
			msg += ". " + strings.TrimSpace(same)
		}
		e.say(msg, false)
		return nil
	}
	if rebase && s.Pack != nil && mine.Pack != nil {
		// No clean state (recovered work whose base is not known):
		// u brings the whole version back, and the save names each
		// puzzle of the disk's it then replaces.
		e.diskEdits = &diskEdits{file: tr, clean: unknownBase(mine), theirs: s, told: map[string]bool{}}
	}
	e.say("reloaded "+name+" from disk; u brings your version back", false)
	return nil
}

// unknownBase is the clean state of diskEdits when there is none: a pack
// with mine's title and no puzzles, so that every puzzle on disk counts
// as another program's, and the save names each one it replaces.
func unknownBase(mine State) State {
	return State{Pack: &PackData{Base: mine.Pack.Base, Cur: -1}}
}

// sameKinds reports whether two catalogues hold the same kinds in the same
// order (kind ids mean the same in both).
func sameKinds(a, b *engine.Catalogue) bool {
	if a == b {
		return true
	}
	if a.Len() != b.Len() {
		return false
	}
	ka, kb := a.Kinds(), b.Kinds()
	for i := range ka {
		if ka[i].Name != kb[i].Name || ka[i].Combat != kb[i].Combat || ka[i].Speed != kb[i].Speed {
			return false
		}
	}
	return true
}

// goalless returns the ids of the pack's puzzles that have no goals.
func goalless(st *State) []string {
	var ids []string
	for _, pd := range st.packPuzzles() {
		if len(pd.Meta.Goals) == 0 {
			ids = append(ids, pd.Meta.ID)
		}
	}
	return ids
}

// unsolved lists the puzzles of the pack with goals and no stated
// solution (goalless names those without goals).
func unsolved(st *State) []string {
	var ids []string
	for _, pd := range st.packPuzzles() {
		if len(pd.Meta.Goals) > 0 && len(pd.Meta.Solution) == 0 {
			ids = append(ids, pd.Meta.ID)
		}
	}
	return ids
}
