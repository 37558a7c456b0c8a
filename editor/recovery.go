package editor

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/internal/safetext"
	"github.com/birdcrab/birdcrab/puzzles"
)

// recovery is the editor's part in the recovery files (recoveryfile.go):
// its session, its own file, and the lock it holds once it has written.
type recovery struct {
	dir     string
	session session
	path    string   // this session's recovery file; "" when autosave is off
	lock    *os.File // held from the first write until the editor quits
	// asking: the question about another session's work is open, and
	// autosave waits, so that the old work stays on disk.
	asking bool
	// written: path holds the document as it is now (the last autosave
	// succeeded).
	written bool
	// failed is why the last autosave failed ("" when it did not): the
	// title says so until one succeeds, and i says why. Said once on the
	// message line, the next edit's message covered it, and the work the
	// user thought kept was lost with the terminal.
	failed string
	// typed is the header line (typedLine) of the text typed in a field
	// and not taken, written into the recovery file as a signal ends the
	// editor; "" for none.
	typed string
	// notes say which recovery file a recovery left in place and why, with
	// its full path: i lists them, the message line has no room for it.
	notes []string
}

// startRecovery sets up autosave and looks for the work other sessions
// left for this document.
func (e *Editor) startRecovery() {
	e.rec = recovery{dir: recoveryDir(e.opts.AutosaveDir), session: newSession()}
	e.rec.path = recoveryFile(e.rec.dir, e.doc.Path, e.rec.session)
	e.checkRecovery()
	e.sayFailedFileWork()
	cleanTemps(e.rec.dir, e.rec.session)
	cleanLocks(e.rec.dir)
}

// staleRecoveryTemp is how long a temporary file of a recovery file stays
// unchanged before cleanTemps takes it for left by an editor killed while
// it wrote (a write takes well under a second).
const staleRecoveryTemp = time.Minute

// cleanTemps removes the temporary files that writes of recovery files
// left in dir, when their editor was killed mid-write: nothing else
// removed them, the session's recovery file never being written again
// (".KEY~SESSION.recovery.tmp392806114" stayed for good). Only those of
// that name (recoveryTemp), of a session other than own that no longer
// runs, unchanged for staleRecoveryTemp, go; failures are ignored.
func cleanTemps(dir string, own session) {
	entries, _ := os.ReadDir(dir)
	old := time.Now().Add(-staleRecoveryTemp)
	for _, ent := range entries {
		s, ok := recoveryTemp(ent.Name())
		if !ok || s == own || !ent.Type().IsRegular() {
			continue
		}
		if info, err := ent.Info(); err != nil || info.ModTime().After(old) {
			continue
		}
		if !sessionLive(lockFile(dir, s), s.pid()) {
			os.Remove(filepath.Join(dir, ent.Name()))
		}
	}
}

// recoveryTemp reads the name of a temporary file that the write of a
// recovery file makes beside it (see fileio.WriteFile):
// ".KEY~SESSION.recovery.tmp" and digits. It returns the session; ok is
// false for another name.
func recoveryTemp(name string) (s session, ok bool) {
	rest, ok := strings.CutPrefix(name, ".")
	i := strings.LastIndex(rest, ".tmp")
	if !ok || i < 0 {
		return "", false
	}
	if digits := rest[i+len(".tmp"):]; digits == "" || strings.Trim(digits, "0123456789") != "" {
		return "", false
	}
	_, s, ok = recoveryName(rest[:i])
	return s, ok
}

// sayFailedFileWork says, first, that a dead editor left unsaved work for
// the file that could not be opened at start: it is offered once the file
// opens (Ctrl-E fixes it). The message said nothing of it.
func (e *Editor) sayFailedFileWork() {
	if e.failedPath == "" {
		return
	}
	legacy := ""
	if e.opts.AutosaveDir == "" {
		legacy = legacyRecoveryDir()
	}
	for _, f := range findRecovery(e.rec.dir, legacy, e.failedPath, e.rec.session) {
		data, err := fileio.ReadFile(f.path, puzzles.MaxFileSize)
		if err != nil || e.liveSession(f, data) {
			continue
		}
		name := safetext.Clean(filepath.Base(e.failedPath))
		e.say(fmt.Sprintf("unsaved work of %s that an editor left (it is gone) waits in its recovery file: it is offered once %s opens. %s", name, name, e.shell.Message()), true)
		return
	}
}

// cleanLocks removes the lock files of dead sessions that left no recovery
// file (an editor that died with its work saved).
func cleanLocks(dir string) {
	entries, _ := os.ReadDir(dir)
	kept := map[session]bool{}
	for _, ent := range entries {
		if _, s, ok := recoveryName(ent.Name()); ok {
			kept[s] = true
		}
	}
	for _, ent := range entries {
		if s, ok := strings.CutSuffix(ent.Name(), ".lock"); ok && !kept[session(s)] {
			lock := filepath.Join(dir, ent.Name())
			if !sessionLive(lock, session(s).pid()) {
				os.Remove(lock)
			}
		}
	}
}

// checkRecovery reads the recovery files other sessions left for this
// document. A live session's file is left alone and named on the message
// line (two editors on one file); the newest file of a dead session is
// offered for recovery at the first draw (offerRecovery), and until the
// question is answered autosave is held back. It runs in New, before any
// edit could write.
func (e *Editor) checkRecovery() { e.lookForRecovery(e.shell.AtStart) }

// recheckRecovery is checkRecovery for a document opened while the editor
// runs (E, Ctrl-E on a file that failed to open, a new file): the question
// opens at once. It was checked at start only: work a dead editor left for
// a file opened so was never offered, and offered again, stale, at a later
// start.
func (e *Editor) recheckRecovery() {
	if e.rec.path == "" || e.rec.asking {
		return // autosave is off, or a question is open
	}
	e.lookForRecovery(func(f func()) { f() })
}

// lookForRecovery looks for the work other sessions left for the
// document: a live one's is said, the newest dead one's offered through
// ask (checkRecovery).
func (e *Editor) lookForRecovery(ask func(func())) {
	legacy := ""
	if e.opts.AutosaveDir == "" {
		legacy = legacyRecoveryDir()
	}
	others := 0
	var first *offer
	for _, f := range append(findRecovery(e.rec.dir, legacy, e.doc.Path, e.rec.session), e.movedHere()...) {
		data, err := fileio.ReadFile(f.path, puzzles.MaxFileSize)
		if err != nil {
			continue
		}
		if e.liveSession(f, data) {
			if recoveryMadeFrom(data) == "" || e.doc.Path == "" {
				others++ // not a pack made from this file: it saves elsewhere
			}
			continue
		}
		if o, ok := e.readOffer(f, data); ok {
			// The newest is offered; the question says how many wait
			// (two dead editors of one file offered one and said
			// nothing of the other).
			if first == nil {
				first = &o
			} else {
				first.more++
			}
		}
	}
	if first != nil {
		e.rec.asking = true
		o := *first
		ask(func() { e.offerRecovery(o) })
	}
	if e.doc.Path == "" && e.failedPath == "" {
		e.sayStrays()
	}
	if others > 0 {
		msg := fmt.Sprintf("another editor has unsaved changes to %s open (its work stays in its recovery file)", e.docName())
		if e.doc.Path != "" {
			msg += ": if both save, the second save asks first, the file having changed on disk"
		}
		if m := e.shell.Message(); m != "" {
			msg = m + "; " + msg
		}
		e.say(msg, true)
	}
}

// openElsewhere reports whether another editor, still running, has
// unsaved changes to the file at path (its recovery file says so), as a
// start on that file tells (lookForRecovery).
func (e *Editor) openElsewhere(path string) bool {
	return e.rec.dir != "" && unsavedIn(e.rec.dir, path, e.rec.session)
}

// movedHere lists the work of dead editors whose file is no longer at its
// path and held, when last read or saved, what the document's file holds
// now: the same file, moved (its folder renamed, or the file itself).
// Found by a hash of the path only, that work was offered nowhere.
func (e *Editor) movedHere() []found {
	version := e.fileVersion()
	if version == "" || version == "missing" {
		return nil
	}
	var out []found
	for _, st := range strays(e.rec.dir, e.rec.session, e.liveSession) {
		if st.version == version && st.file != absPath(e.doc.Path) {
			st.found.movedFrom = st.file
			out = append(out, st.found)
		}
	}
	return out
}

// sayStrays says, for an untitled document, that editors that are gone
// left unsaved work of files no longer where they were (i lists them and
// their recovery files): birdcrab edit alone offered nothing of it.
func (e *Editor) sayStrays() {
	list := strays(e.rec.dir, e.rec.session, e.liveSession)
	if len(list) == 0 {
		return
	}
	var lines []string
	for _, st := range list {
		lines = append(lines, fmt.Sprintf("- %s, in %s", safetext.Clean(st.file), safetext.Clean(st.path)))
	}
	e.rec.notes = append(e.rec.notes, "recovery: unsaved work that editors left of files no longer where they were (the file, then its recovery file); birdcrab edit offers it on the file at its new place when the file is as that editor last saved it:\n"+strings.Join(lines, "\n"))
	msg := fmt.Sprintf("unsaved work of %s, no longer where it was, waits in a recovery file: i says where", safetext.Clean(filepath.Base(list[0].file)))
	if len(list) > 1 {
		msg = fmt.Sprintf("unsaved work of %d files no longer where they were waits in recovery files: i says where", len(list))
	}
	if m := e.shell.Message(); m != "" {
		msg = m + "; " + msg
	}
	e.say(msg, true)
}

// readOffer reads a dead session's recovery file f (its text data) as work
// to offer; ok is false when there is nothing to offer: it cannot be read
// (the message says why, and it is left in place), or it holds the
// document as opened (it is removed).
func (e *Editor) readOffer(f found, data []byte) (o offer, ok bool) {
	_, s, cat, packErr, err := parseRecovery(e.opts.baseCat(), f.path, data)
	if err != nil {
		if need, how := e.piecesHint(data); need != "" {
			// The message line holds what it needs and that i says the
			// rest; the command (two paths) and the file's path would
			// push that off it at 80 columns.
			e.rec.notes = append(e.rec.notes, fmt.Sprintf("recovery: this file was made with another catalogue and cannot be read without it (%s); it stays in place. To recover it, %s. The file:\n%s",
				safetext.Clean(recoveryProblem(err)), safetext.Clean(how), safetext.Clean(f.path)))
			e.say(fmt.Sprintf("a recovery file needs %s: it is left in place; i says how to recover it (%s)", need, recoveryProblem(err)), true)
			return offer{}, false
		}
		e.say(fmt.Sprintf("a recovery file cannot be read (%v); it is left in place", err), true)
		return offer{}, false
	}
	if packErr != nil {
		// What could be read goes into the pack as opened, so that a
		// save does not replace the pack with the position alone.
		s, cat = intoPack(e.doc.State(), s, recoveryPuzzle(data)), e.cat
	} else {
		var same bool
		if s, same = onOpenedPack(e.doc.State(), s, e.cat, cat); same {
			cat = e.cat
		}
		if _, _, typed := recoveryTyped(data); s.Equal(e.doc.State()) && !typed {
			e.dropFound(f)
			return offer{}, false
		}
	}
	when := ", " + f.modTime.Format("2006-01-02 15:04")
	o = offer{f: f, s: s, cat: cat, packErr: packErr, when: when, version: recoveryVersion(data), madeFrom: recoveryMadeFrom(data)}
	if c, ok := recoveryClean(cat, f.path, data); ok && packErr == nil {
		if same, ok := onOpenedPack(e.doc.State(), c, e.cat, cat); ok {
			c = same
		}
		o.clean = &c
	}
	if field, text, ok := recoveryTyped(data); ok {
		o.typed = fmt.Sprintf("the text typed in %s and not taken when its editor ended: %s", quotedField(safetext.Clean(field)), safetext.Clean(text))
	}
	return o, true
}

// piecesHint says, for a recovery file that could not be read, how to read
// it when its editor was given another catalogue by --pieces than this one
// (its kinds may be what is missing): need, short for the message line
// ("--pieces cat.toml"), and how, the whole advice (start again with that
// one, the command in full); "" when it names none, or this one. The editor does not load it by itself: the
// file may have changed or gone since, and kinds the user did not name
// would quietly change what this session reads and saves.
func (e *Editor) piecesHint(data []byte) (need, how string) {
	pieces := recoveryPieces(data)
	switch {
	case pieces == "" || pieces == e.opts.piecesPath() && pieces != "-":
		return "", ""
	case pieces == "-":
		return "the catalogue its editor read from standard input", "start again with that catalogue (--pieces FILE)"
	}
	args := "--pieces " + shellQuote(pieces)
	if e.doc.Path != "" {
		args += " " + shellQuote(e.doc.Path)
	}
	return "--pieces " + filepath.Base(pieces), "quit and start again with birdcrab edit " + args
}

// shellQuote quotes s for a shell when it holds anything but plain
// characters of names and paths.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+,:@%=") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// liveSession reports whether the session that wrote a recovery file still
// runs: its lock is held (or its process runs, for a file without a lock).
func (e *Editor) liveSession(f found, data []byte) bool { return liveIn(e.rec.dir, f, data) }

// dropFound removes a dead session's recovery file and its lock.
func (e *Editor) dropFound(f found) {
	os.Remove(f.path)
	if f.session != "" {
		os.Remove(lockFile(e.rec.dir, f.session))
	}
}

// intoPack returns the state to recover when a recovery file's pack part
// could not be read back: the pack as opened (cur), with the recovered
// position and orders on the board as its puzzle id, or as a position not
// yet a puzzle when the pack has no puzzle id. A document that is not a
// pack gets the recovered state itself.
func intoPack(cur, s State, id string) State {
	if cur.Pack == nil {
		return s
	}
	out := cur
	i := slices.IndexFunc(cur.Pack.Puzzles, func(pd PuzzleData) bool { return id != "" && pd.Meta.ID == id })
	if i >= 0 {
		SwitchPuzzle(i)(&out) // ErrNoChange: it is on the board already
	} else {
		pd := *cur.Pack
		pd.Puzzles, pd.Cur = cur.packPuzzles(), -1
		out = State{Pack: &pd}
	}
	out.Pos, out.Orders = s.Pos, s.Orders
	return out
}

// onOpenedPack returns the recovered state s on the pack as opened (cur's,
// whose kinds are curCat) when that pack has s's header, kinds and lessons:
// the puzzles are s's, and a save keeps the file's text for every table
// that did not change, as the dead editor's save would have. The recovery
// file's own text is no guide to the file's: a pack that could not be
// saved yet is written there in the stable layout, without comments. ok
// is false, and s is returned as it is, when the document as opened is not
// a pack, or not that pack (another program changed it since), or its
// kinds are not cat's.
func onOpenedPack(cur, s State, curCat, cat *engine.Catalogue) (State, bool) {
	if cur.Pack == nil || s.Pack == nil || !sameKinds(curCat, cat) {
		return s, false
	}
	a, errA := packFrame(cur.Pack.Base)
	b, errB := packFrame(s.Pack.Base)
	if errA != nil || errB != nil || !bytes.Equal(a, b) {
		return s, false
	}
	pd := *s.Pack
	pd.Base = cur.Pack.Base
	s.Pack = &pd
	return s, true
}

// packFrame writes what the editor keeps of a pack as loaded: its header,
// kinds and lessons, in the stable layout.
func packFrame(pk *puzzles.Pack) ([]byte, error) {
	frame := *pk
	frame.Puzzles = nil
	return frame.MarshalPlain()
}

// assumeVersion takes the document's file to be the version the recovered
// work is based on (see fileio.Tracked.Assume), so that when another
// program changed the file since, the next save asks first, as it does for
// any file changed on disk. It reports whether the file changed; a version
// not known ("", an older recovery file) changes nothing.
func (e *Editor) assumeVersion(version string) bool {
	if version == "" || e.file == nil || e.file.Path != e.doc.Path || version == e.file.Version() {
		return false
	}
	e.file.Assume(version)
	return true
}

// fileVersion is the version of the document's file as this editor read
// or saved it last, "" when it has not (an untitled document).
func (e *Editor) fileVersion() string {
	if e.file == nil || e.doc.Path == "" || e.file.Path != e.doc.Path {
		return ""
	}
	return e.file.Version()
}

// offer is a dead session's work, as read back for offerRecovery: its
// file, state and catalogue, why its pack part could not be read (nil:
// it could), when it was written (", 2006-01-02 15:04"), the version of
// the file it was based on (recoveryVersion), and the position file its
// untitled pack was made from ("" for none: recoveryMadeFrom).
type offer struct {
	f found
	s State
	// clean is the pack as the file held it when the dead editor last
	// read or saved it (recoveryClean), nil when the file does not say.
	clean                   *State
	cat                     *engine.Catalogue
	packErr                 error
	when, version, madeFrom string
	// typed says the text typed in a field and not taken that the file
	// keeps (see keepRecovery), "" for none.
	typed string
	// more is how many other dead editors' work waits for the document,
	// offered after this one.
	more int
}

// ofMore says which of the works waiting the offer is: " (1 of 3)", ""
// when it is the only one.
func (o offer) ofMore() string {
	if o.more == 0 {
		return ""
	}
	return fmt.Sprintf(" (1 of %d)", o.more+1)
}

// moreWaiting says that other dead editors' work for the document waits,
// after the message of a recovery: "" when none does.
func (o offer) moreWaiting(doc string) string {
	switch o.more {
	case 0:
		return ""
	case 1:
		return "; another editor's unsaved work on " + doc + " waits too, in its recovery file: the next start offers it"
	}
	return fmt.Sprintf("; %d other editors' unsaved work on %s waits too, in their recovery files: the next start offers it", o.more, doc)
}

// recoveryDue reports whether the question about a dead session's work
// is due but not on the screen yet: it opens after the first draw, and
// keys pressed the instant the editor started (S, a, a letter of a file
// name) reached the main screen under it. They are not taken: the work
// on the board may be replaced by the recovery.
func (e *Editor) recoveryDue() bool { return e.rec.asking && e.shell.Dialogs() == 0 }

// workName names the work offered in the recovery question: the document
// it was of, or the pack made from the position file.
func (e *Editor) workName(o offer) string {
	if o.madeFrom != "" {
		if o.s.Pack == nil { // u took the pack back to a position, untitled
			return "work made from " + safetext.Clean(filepath.Base(o.madeFrom))
		}
		return "pack made from " + safetext.Clean(filepath.Base(o.madeFrom))
	}
	if o.f.movedFrom != "" {
		was := filepath.Join(filepath.Base(filepath.Dir(o.f.movedFrom)), filepath.Base(o.f.movedFrom))
		return "work of " + e.docName() + " (was " + safetext.Clean(was) + ")"
	}
	return "work of " + e.docName()
}

// offerRecovery asks whether to recover the work of a dead session. The
// work may be the user's only copy: the question takes no key pressed
// before it appeared (typed ahead of the first draw), and discarding asks
// again (discardRecovery).
func (e *Editor) offerRecovery(o offer) {
	opts := []func(*tui.Menu){tui.WithFreshKeys}
	if o.typed != "" {
		opts = append(opts, tui.WithNote("It keeps "+o.typed+"."))
	}
	e.shell.Confirm("Unsaved "+e.workName(o)+o.when+" (its editor is gone)"+o.ofMore(), []tui.MenuItem{
		{Text: "r  recover it (then save it)", Key: 'r'},
		{Text: e.discardText(), Key: 'd'},
	}, func(i int) {
		switch i {
		case 0:
			e.recoverFound(o)
		case 1:
			e.discardRecovery(func() { e.offerRecovery(o) }, o)
		default:
			e.rec.asking = false
			kept := "the recovery file is kept until the next start"
			if o.more > 0 {
				kept = "the recovery files are kept until the next start"
			}
			e.sayFailedToo(kept, false, failedSaid)
		}
	}, opts...)
}

// discardRecovery asks once more before the dead session's work is
// deleted: nothing brings it back. Its first answer, the one Enter takes,
// goes back to the recovery question; so does Esc.
func (e *Editor) discardRecovery(back func(), o offer) {
	e.shell.Confirm("Delete the unsaved "+e.workName(o)+" for good?", []tui.MenuItem{
		{Text: "b  no: back to the question (recover it or keep it)", Key: 'b'},
		{Text: "y  yes: delete it; nothing brings it back", Key: 'y'},
	}, func(i int) {
		if i != 1 {
			back()
			return
		}
		e.rec.asking = false
		e.dropFound(o.f)
		e.sayFailedToo("the unsaved work was discarded", false, failedSaid)
		if o.more > 0 {
			e.recheckRecovery() // the next one's question, at once
		}
	}, tui.WithFreshKeys)
}

// recoverFound brings the dead session's work back in place of the
// document. A pack made from a position file comes back untitled, as it
// was: w asks for a .toml name, and never writes it into that file.
func (e *Editor) recoverFound(o offer) {
	f, s, packErr := o.f, o.s, o.packErr
	e.rec.asking = false
	if o.typed != "" {
		// i lists it too: the message line may cut it.
		e.rec.notes = append(e.rec.notes, "recovery: "+o.typed)
		if s.Equal(e.doc.State()) && o.madeFrom == "" {
			// Nothing else was unsaved.
			e.dropFound(f)
			e.say("recovered "+o.typed+" (type it again; nothing else was unsaved)"+o.moreWaiting(e.docName()), false)
			return
		}
	}
	base, hasBase := e.recoveredBase(o)
	e.setCatalogue(o.cat)
	given := e.givenUntitled()
	if o.madeFrom != "" {
		from := o.madeFrom
		file := e.file
		if e.doc.Path != "" {
			from = e.doc.Path // as the user gave it
		}
		e.setPath("")
		e.madePackFrom, e.madePackFile = from, madeFile(file, from)
	}
	if given {
		// What was opened (standard input, a code) is in no file:
		// the recovery takes its place as an edit, which u undoes.
		e.doc.Apply("recover the unsaved work", func(st *State) error { *st = s.clone(); return nil })
	} else if hasBase {
		e.doc.ReplaceOn(s, base) // autosave keeps it in this session's file
	} else {
		e.doc.Replace(s, false)
	}
	changed := e.assumeVersion(o.version)
	msg, isErr := e.recovered(f, packErr)
	if given {
		msg += " (u brings back what was opened)"
	}
	if o.madeFrom != "" {
		name := safetext.Clean(filepath.Base(o.madeFrom))
		switch {
		case isErr:
			msg = fmt.Sprintf("recovered the %s, untitled: %s", e.workName(o), msg)
		case o.s.Pack == nil:
			msg = fmt.Sprintf("recovered the %s, untitled: w asks for a name", e.workName(o))
		default:
			msg = fmt.Sprintf("recovered the pack made from %s, untitled: w asks for a .toml name (%s stays a position file)", name, name)
		}
	}
	if o.typed != "" {
		msg += "; " + o.typed + " (type it again)"
	}
	e.sayFailedToo(msg+o.moreWaiting(e.docName()), isErr, failedSaidRecovered)
	if changed {
		// First: at 80 columns the message line shows two lines.
		what := "changed on disk since that editor read or saved it: w asks before replacing it"
		if _, err := os.Stat(e.doc.Path); errors.Is(err, fs.ErrNotExist) {
			what = "is no longer on disk (another program deleted or moved it since that editor read or saved it): w asks before writing it again"
		}
		e.say(fmt.Sprintf("%s %s; %s", e.docName(), what, e.shell.Message()), true)
	}
}

// recoveredBase returns the clean state of the work o offers: the pack
// as the file held it when the dead editor last read or saved it, which
// its recovery file keeps, or, from an older recovery file, the file as
// opened when that is the version the work is based on. ok is false when
// it is not known, or the work is no pack of the document's file.
func (e *Editor) recoveredBase(o offer) (base State, ok bool) {
	if o.packErr != nil || o.madeFrom != "" || o.s.Pack == nil || e.doc.Path == "" {
		return State{}, false
	}
	if o.clean != nil {
		return *o.clean, true
	}
	if o.version == "" || o.version != e.fileVersion() {
		return State{}, false
	}
	clean, ok := e.doc.Clean()
	return clean, ok && clean.Pack != nil
}

// givenUntitled reports whether the document is one the editor was given
// and holds in no file: an untitled document that is not an empty board
// (standard input, a code given on the command line).
func (e *Editor) givenUntitled() bool {
	st := e.doc.State()
	return e.doc.Path == "" && (st.Pack != nil || !st.blankBoard())
}

// discardText words the recovery question's discard choice for what the
// editor then shows: the file as saved, or, when there is no file, what
// it opened with (an untitled document: an empty board, or the code or
// standard input given; a file not written yet).
func (e *Editor) discardText() string {
	if e.doc.Path == "" {
		if st := e.doc.State(); st.Pack == nil && st.blankBoard() {
			return "d  discard it and start with an empty board (there is no file)"
		}
		return "d  discard it and go on with what was opened (there is no file)"
	}
	if _, err := os.Stat(e.doc.Path); errors.Is(err, fs.ErrNotExist) {
		return "d  discard it and start " + e.docName() + " anew (it is not on disk)"
	}
	return "d  discard it and open the file as saved"
}

// recovered returns what to say of what a recovery brought back, and
// removes the dead session's file only when nothing in it is lost: all of
// it was read back and this session's own recovery file now holds it.
// Otherwise the file stays, for the next start to offer again, and the
// message names it.
func (e *Editor) recovered(f found, packErr error) (msg string, isErr bool) {
	switch {
	case packErr != nil:
		e.rec.notes = append(e.rec.notes, fmt.Sprintf("recovery: the rest of the pack could not be read back (%s). It stays in this file, which the next start offers again:\n%s", safetext.Clean(recoveryProblem(packErr)), safetext.Clean(f.path)))
		return fmt.Sprintf("recovered the position and its orders; the rest of the pack stays in its recovery file (i says where): %s", recoveryProblem(packErr)), true
	case !e.rec.written:
		e.rec.notes = append(e.rec.notes, "recovery: this editor's autosave failed, so the unsaved work recovered stays in this file too (w saves it):\n"+safetext.Clean(f.path))
		return "recovered the unsaved work, which stays in its recovery file too (i says where), as this editor's autosave failed: w saves it", true
	}
	e.dropFound(f)
	st := e.doc.State()
	if probs := packProblems(&st); len(probs) > 0 {
		more := ""
		if len(probs) > 1 {
			more = fmt.Sprintf(", and %d more", len(probs)-1)
		}
		return fmt.Sprintf("recovered the unsaved work; the pack saves once this is fixed: %s%s (i lists the problems)", probs[0], more), true
	}
	return "recovered the unsaved work: w saves it", false
}

// recoveryProblem says in one line why a recovery file's pack part could not
// be read, with the line of the recovery file but not its name (which the
// message gives).
func recoveryProblem(err error) string {
	ps := puzzles.Problems(err)
	if len(ps) == 0 {
		return tui.OneLine(err)
	}
	msg := ps[0].Msg
	if ps[0].Line > 0 {
		msg = fmt.Sprintf("line %d: %s", ps[0].Line, msg)
	}
	if len(ps) > 1 {
		msg += fmt.Sprintf(", and %d more", len(ps)-1)
	}
	return msg
}

// autosave writes this session's recovery file after a change, or removes
// it when the document is as saved.
func (e *Editor) autosave() {
	if e.rec.path == "" || e.rec.asking {
		return
	}
	e.rec.written = false
	if !e.doc.Dirty() {
		e.removeAutosave()
		return
	}
	if err := e.writeAutosave(); err != nil {
		e.rec.failed = tui.OneLine(err)
		e.say(fmt.Sprintf("autosave failed: %v: w saves the work (the title says so until an autosave succeeds)", e.rec.failed), true)
		return
	}
	e.rec.failed = ""
	e.rec.written = true
}

// writeAutosave writes the document into this session's recovery file,
// taking the session's lock at the first write.
func (e *Editor) writeAutosave() error {
	if e.rec.lock == nil {
		if err := os.MkdirAll(e.rec.dir, 0o755); err != nil {
			return err
		}
		lock, err := ownLock(lockFile(e.rec.dir, e.rec.session))
		if err != nil {
			return err
		}
		e.rec.lock = lock
	}
	st := e.doc.State()
	data := formatRecovery(e.cat, e.doc.Path, e.fileVersion(), e.opts.piecesPath(), e.madePackFrom, &st)
	if clean, ok := e.doc.Clean(); ok && bytes.Contains(data, []byte(packSeparator)) {
		data = append(data, cleanPackPart(&clean, e.doc.Path)...)
	}
	if e.rec.typed != "" {
		// After the first line, which says what the file is.
		i := bytes.IndexByte(data, '\n') + 1
		data = slices.Concat(data[:i], []byte(e.rec.typed), data[i:])
	}
	return fileio.WriteFile(e.rec.path, data, false)
}

// autosaveNote is what i says of a failed autosave, "" when none failed.
func (e *Editor) autosaveNote() string {
	if e.rec.failed == "" || !e.doc.Dirty() {
		return ""
	}
	return "autosave failed: the unsaved work is in no recovery file, and a closed terminal or a crash loses it (w saves it). The reason:\n" + safetext.Clean(e.rec.failed) + "\nThe recovery folder:\n" + safetext.Clean(e.rec.dir)
}

// removeAutosave removes this session's recovery file.
func (e *Editor) removeAutosave() {
	if e.rec.path != "" {
		os.Remove(e.rec.path)
	}
}

// endRecovery removes this session's recovery file and gives its lock
// back, as the editor quits.
func (e *Editor) endRecovery() {
	e.removeAutosave()
	if e.rec.lock != nil {
		e.rec.lock.Close()
		os.Remove(lockFile(e.rec.dir, e.rec.session))
		e.rec.lock = nil
	}
}

// keepRecovery is the end of an editor stopped by a signal (the terminal
// closed, SIGTERM), which asked nothing: unsaved work stays in the
// recovery file, written as the document is now, for the next editor of
// the file to offer, as after a crash; with nothing unsaved the editor
// ends as a quit does. Quitting as q does removed the file, losing the
// work.
//
// Text typed in a field of a window and not taken (a goal half typed) is
// kept too, in a header of the file, even with nothing else unsaved: the
// recovery says it, to type again. It was lost, only q asking about it.
func (e *Editor) keepRecovery() {
	if in := e.typedField(); in != nil && e.rec.path != "" {
		e.rec.typed = typedLine(tui.FieldName(in), in.Text())
	}
	e.autosave()
	if e.doc.Dirty() && e.rec.written {
		e.abandon()
		return
	}
	if e.rec.typed != "" && !e.rec.asking && e.writeAutosave() == nil {
		e.abandon()
		return
	}
	e.endRecovery()
}

// abandon gives the lock back and leaves the files, as a crash does (the
// system gives back the lock of a process that dies); for the tests, whose
// editors share one process.
func (e *Editor) abandon() {
	if e.rec.lock != nil {
		e.rec.lock.Close()
		e.rec.lock = nil
	}
}

// setPath changes the document's file, and its recovery file with it.
func (e *Editor) setPath(path string) {
	if path != "" {
		e.madePackFrom, e.madePackFile, e.failedPath, e.failedErr = "", nil, "", nil // the document has a file of its own
	}
	if e.doc.Path == path {
		return
	}
	e.removeAutosave()
	e.doc.Path = path
	e.file, e.fileWas = nil, ""
	if e.rec.path != "" {
		e.rec.path = recoveryFile(e.rec.dir, path, e.rec.session)
	}
}
