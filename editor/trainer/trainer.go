package trainer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Options configure a Trainer.
type Options struct {
	// Packs are the user's pack files (or position codes), listed first.
	Packs []string
	// Named is how many of Packs, the first ones, the user named (birdcrab
	// train FILE...): New fails, before the screen opens, when one of them
	// cannot be read or holds no lesson and no puzzle with goals, and the trainer
	// starts in the first one's list unless it goes back to a place of
	// theirs. The others (those of the packs folder) are listed with their
	// problems, and start nothing.
	Named int
	// NoShipped leaves the shipped packs out (tests use their own).
	NoShipped bool
	// Cat is the catalogue the packs are read with; nil is the default.
	Cat *engine.Catalogue
	// Pieces is the catalogue file Cat was read from (birdcrab train
	// --pieces FILE), "" for none: the packs screen names it and what it
	// changes, and a lesson whose kinds it changes says so where its
	// answer or texts no longer hold.
	Pieces string
	// Mono draws without colours (NO_COLOR, --no-color); ASCII draws
	// directions as letters.
	Mono, ASCII bool
	// Screen, when set, is used instead of the terminal.
	Screen tcell.Screen
	// ProgressPath is the progress file; "" means ProgressPath(), and
	// NoProgress keeps the progress in memory only.
	ProgressPath string
	NoProgress   bool
	// StatePath is where the trainer keeps the place the learner was at
	// when it quit (Place) and starts there; "" means state.toml beside
	// the progress file (none with NoProgress), and NoState keeps none.
	StatePath string
	NoState   bool
	// Editor is the text editor E opens a pack in, a command and its
	// arguments (the file is added last); nil means $VISUAL, $EDITOR or
	// vi, and none at all on a Screen of a test's.
	Editor []string
	// OpenID opens the lesson or puzzle of that id at start, of the first
	// pack that has it (birdcrab train --id).
	OpenID string
	// Refute judges an answer under the "any" model; nil is
	// solver.Refute.
	Refute Refuter
	// JudgeTimeout bounds Refute; 0 means a minute.
	JudgeTimeout time.Duration
	// EditedElsewhere reports whether a running scenario editor
	// (birdcrab edit) holds unsaved changes to the pack file at path: E
	// asks first then, as a second editor on that file warns. birdcrab
	// train sets it (editor.UnsavedElsewhere); nil knows of none.
	EditedElsewhere func(path string) bool
	// WatchEvery is how often the trainer looks whether a pack file
	// changed on disk (an editor saved it) to read the packs again; 0
	// means every 2 seconds (never on a Screen of a test's, as Editor),
	// less than 0 never.
	WatchEvery time.Duration
	// Stderr is where Run says, once the screen is closed, what the
	// trainer could not save as it stopped (the progress, the place);
	// nil means os.Stderr.
	Stderr io.Writer
}

// Refuter finds the reply of the other players that beats the side's
// orders, as solver.Refute does.
type Refuter func(ctx context.Context, p *solver.Problem, orders []engine.Order) (reply [][]engine.Order, refuted bool, err error)

// trainScreen is what the trainer shows.
type trainScreen uint8

const (
	scrPacks trainScreen = iota // the packs
	scrItems                    // the lessons and puzzles of a pack, or the failed ones
	scrPlay                     // one lesson or puzzle
)

// Trainer is the puzzle trainer and the rules lessons: a list of packs,
// the lessons and puzzles of each, and a screen to answer one on the
// board, judged by the engine (and the solver under "any"), with hints, a
// replay of the turn explained, and progress kept in a file. Build it
// with New and start it with Run. Everything in it belongs to
// tview's event loop.
type Trainer struct {
	shell *tui.Shell
	theme *tui.Theme
	opts  Options
	cat   *engine.Catalogue
	// pieces is the catalogue file cat was read from (Options.Pieces),
	// nil for none.
	pieces *piecesFile
	// lastPieces is the catalogue file the last session was given
	// (Place.Pieces).
	lastPieces string
	packs      []*trainPack
	prog       *Progress
	// stamps are the pack files as they were when read (watch.go).
	stamps map[string]fileStamp

	screen trainScreen
	// The lists: packs, and the items of one pack (itemsOf nil: the
	// failed ones of every pack).
	packMenu *tui.Menu
	packRows []packRow
	itemMenu *tui.Menu
	itemsOf  *trainPack
	items    []*trainItem

	// The play screen.
	board *tui.Board
	side  *tui.LinesView
	marks tui.Marks
	att   *attempt
	// keepLine is the panel line that must stay in view (the event
	// picked), -1 for none; cardLine is where the card of the cell under
	// the cursor starts, -1 when the panel has none.
	keepLine, cardLine int
	// newest is where the newest hint (or the solution) lies in the
	// panel, its first line and the line after its last; -1 for none.
	newest [2]int
	// queue is the list an item was opened from, for n and p;
	// replaying is set when that is the replay list (kept in the Place).
	queue     []*trainItem
	replaying bool
	// helped keeps, for the rest of the run, the hints shown of each item
	// and whether its solution was shown before a right answer: leaving a
	// puzzle and coming back (n and p, the list, E) hides neither, and a
	// right answer still counts as seen. A later run starts afresh.
	helped map[ProgressKey]hinted

	// brokenDue is set when the trainer started on the play screen with
	// a pack that cannot be read: the note of it (brokenNote) waits for the
	// lists, so as not to hide how to answer.
	brokenDue bool

	keys keyTables
	// statePath is where the place is kept at quit, "" for nowhere.
	statePath string

	// saveErr is why the last write of the progress failed, "" once one
	// succeeds; saveSaid is set while the message line shows it alone,
	// so that the message of the key that wrote (a hint shown, a piece
	// marked) is added to it instead of replacing it (see say).
	saveErr  string
	saveSaid bool
	// saveAdvice is what the learner can do about saveErr (progressAdvice).
	saveAdvice string
	// stopNotes are said on standard error once the screen is closed:
	// what the trainer could not save as it stopped.
	stopNotes []string
}

// hinted is what the visits of this run to an item showed: hints, the
// hint steps shown (the last one the solution), and revealed, set when
// the solution was shown before a right answer.
type hinted struct {
	hints    int
	revealed bool
}

// New loads the packs and the progress and builds the trainer. A
// pack or a progress file that cannot be read is reported on screen; the
// error is for a pack named (Options.Named) that cannot be used, and for an
// OpenID that no lesson or puzzle has.
func New(opts Options) (*Trainer, error) {
	if opts.Cat == nil {
		opts.Cat = puzzles.DefaultCatalogue()
	}
	if opts.Refute == nil {
		opts.Refute = solver.Refute
	}
	if opts.JudgeTimeout <= 0 {
		opts.JudgeTimeout = time.Minute
	}
	t := &Trainer{opts: opts, cat: opts.Cat, helped: map[ProgressKey]hinted{}}
	t.shell = tui.NewShell(tui.ShellOptions{
		Program: "birdcrab", Kept: "your progress is kept",
		Screen: opts.Screen, Mono: opts.Mono, ASCII: opts.ASCII,
		MessageMore: tui.CutMessageKey,
	})
	t.theme = t.shell.Theme
	t.marks.Reset()
	t.pieces = newPiecesFile(opts.Pieces, opts.Cat)
	t.packs = loadTrainPacks(opts.Packs, !opts.NoShipped, opts.Cat, t.pieces)
	if err := namedProblem(t.packs[:min(opts.Named, len(opts.Packs))]); err != nil {
		return nil, err
	}

	progErr := t.loadProgress()
	movedNote := t.adoptLegacy()
	dropErr := t.dropUnreachableDrafts()
	t.board = tui.NewBoard(trainContent{t}, t.theme)
	t.board.SetSelectedFunc(t.activate).SetClickedFunc(t.clicked)
	t.side = tui.NewLinesView(t.panelLines)
	t.side.KeepLine = func() int { return t.keepLine }
	t.side.More = func(first int) string {
		if t.att == nil {
			return ""
		}
		return t.moreBelow(first)
	}
	t.buildPackMenu()
	t.buildKeys()
	t.shell.SetScreen(t)
	t.stampPacks()
	t.startWatching()
	t.shell.OnStop(func() {
		if t.att != nil {
			t.att.stopJudging()
		}
		t.keepProgress()
		t.keepPlace()
	})

	t.showPacks()
	stateErr := t.start()
	if stateErr != nil && opts.OpenID != "" {
		return nil, stateErr
	}
	problems := t.startProblems(progErr, dropErr, stateErr)
	t.sayProblems(problems)
	switch note := t.piecesNote(); {
	case len(problems) > 0:
	case movedNote != "":
		t.say(movedNote, false)
	case note != "":
		t.say(note, false)
	}
	return t, nil
}

// startProblems are the problems to say at start: the packs that cannot
// be read, then the packs folder's (packsFolderProblems), the progress's, the drafts' and the place's errors. When
// the packs are all, and a lesson or puzzle is open, its message says how
// to answer and the lists say the note (brokenDue).
func (t *Trainer) startProblems(progErr, dropErr, stateErr error) []string {
	var problems []string
	if note := t.brokenNote(); note != "" {
		problems = append(problems, note)
	}
	folder := t.packsFolderProblems()
	if len(problems) == 1 && len(folder) == 0 && progErr == nil && dropErr == nil && stateErr == nil && t.screen == scrPlay {
		t.brokenDue = true
		return nil
	}
	problems = append(problems, folder...)
	if progErr != nil {
		problems = append(problems, clean(progErr.Error()))
	}
	if dropErr != nil && progErr == nil {
		problems = append(problems, clean(dropErr.Error()))
	}
	if stateErr != nil {
		problems = append(problems, clean(stateErr.Error()))
	}
	return problems
}

// brokenNote is the one-line note of the packs of the packs folder that
// cannot be read, "" when every pack can: the packs list marks each ✗ and
// Enter there lists its problems. The first error alone took two lines at
// 80 columns, cut.
func (t *Trainer) brokenNote() string {
	var broken []*trainPack
	for _, tp := range t.packs {
		if tp.err != nil {
			broken = append(broken, tp)
		}
	}
	switch len(broken) {
	case 0:
		return ""
	case 1:
		tp := broken[0]
		where := ""
		var es puzzles.Errors
		if errors.As(tp.err, &es) && len(es) > 0 && es[0].Line > 0 {
			where = fmt.Sprintf(" (line %d)", es[0].Line)
		}
		return clean(filepath.Base(tp.file)) + " cannot be read" + where + ": Enter on it in the packs list says why"
	}
	return fmt.Sprintf("%d packs cannot be read: marked %s in the packs list, where Enter says why", len(broken), statusMark(t.theme, statusFailed))
}

// sayBrokenDue says the note of the packs that cannot be read when it
// waited for the lists (brokenDue).
func (t *Trainer) sayBrokenDue() {
	if !t.brokenDue {
		return
	}
	t.brokenDue = false
	if note := t.brokenNote(); note != "" {
		t.say(note, true)
	}
}

// sayProblems tells the problems found at start: one on the message line;
// several in a window that lists them all, since the message line holds
// one (a bad progress record and its copy aside must not be lost under a
// broken state.toml).
func (t *Trainer) sayProblems(problems []string) {
	switch len(problems) {
	case 0:
		return
	case 1:
		t.say(problems[0], true)
		return
	}
	t.say(fmt.Sprintf("%d problems at start: the window above lists them (Esc closes it)", len(problems)), true)
	t.shell.AtStart(func() {
		t.shell.TextDialog(fmt.Sprintf("%d problems at start", len(problems)), func(width int) []tui.Line {
			var out []tui.Line
			for i, p := range problems {
				if i > 0 {
					out = append(out, tui.Line{})
				}
				out = append(out, tui.WrapLines(p, width-2, t.theme.Base())...)
			}
			return out
		})
	})
}

// loadProgress reads the progress file of the options and sets where the
// place is kept; the error is said on screen.
func (t *Trainer) loadProgress() error {
	opts := &t.opts
	var err error
	switch {
	case opts.NoProgress:
		t.prog = NewProgress("")
	default:
		path := opts.ProgressPath
		if path == "" {
			path, err = ProgressPath()
		}
		if err == nil {
			t.prog, err = LoadProgress(path)
			t.statePath = StatePath(path)
		} else {
			t.prog = NewProgress("")
			err = fmt.Errorf("%w; progress is not saved", err)
		}
	}
	switch {
	case opts.NoState:
		t.statePath = ""
	case opts.StatePath != "":
		t.statePath = opts.StatePath
	}
	return err
}

// adoptLegacy takes over the records the packs had under their old names,
// and those their puzzles had in the pack they moved from; then those of
// the same content under an id or a path gone (adoptMoved). It returns
// what to say of the records taken from other paths ("" for none).
func (t *Trainer) adoptLegacy() string {
	for _, tp := range t.packs {
		for _, it := range tp.items {
			if tp.legacy != "" {
				t.prog.Adopt(ProgressKey{tp.legacy, it.key.ID, it.key.Hash}, it.key)
			}
			for _, old := range tp.moved {
				t.prog.Adopt(ProgressKey{old, it.key.ID, it.key.Hash}, it.key)
			}
		}
	}
	recs := t.prog.Records()
	total, packs, most, from := 0, 0, 0, ""
	for _, tp := range t.packs {
		if n, f := t.adoptMoved(tp, recs); n > 0 {
			total += n
			packs++
			if n > most {
				most, from = n, f
			}
		}
	}
	return movedNote(total, from, packs)
}

// start goes where the trainer starts: the lesson or puzzle OpenID names;
// else the place it quit at, when its pack is loaded (and, when packs are
// named, is one of them); else the first pack named, or the packs (the
// packs of the packs folder are listed there, not opened).
func (t *Trainer) start() error {
	if id := t.opts.OpenID; id != "" {
		for _, tp := range t.packs {
			for _, it := range tp.items {
				if it.key.ID == id {
					t.open(it, tp.items)
					return nil
				}
			}
		}
		return fmt.Errorf("no lesson or puzzle has the id %q (--id) in %s", id, t.searched())
	}
	var err error
	if t.statePath != "" {
		var pl Place
		pl, err = LoadPlace(t.statePath)
		t.lastPieces = pl.Pieces
		if err == nil && t.givenPack(pl.Pack) && t.restore(pl) {
			return nil
		}
	}
	where := "the packs"
	if min(t.opts.Named, len(t.opts.Packs)) > 0 && t.packs[0].pack != nil {
		t.showItemsOf(t.packs[0])
		where = "the list of " + t.packs[0].title()
	}
	if err != nil {
		// The place cannot be read: say where the trainer starts instead.
		err = fmt.Errorf("%w (the trainer starts at %s)", err, where)
	}
	return err
}

// searched names the packs an id was looked for in: the learner's by
// their files (how many, when there are many), then the shipped ones by
// their titles.
func (t *Trainer) searched() string {
	var mine, shipped []string
	for _, tp := range t.packs {
		switch {
		case tp.shipped:
			shipped = append(shipped, tp.title())
		case puzzles.IsCode(tp.file) && tp.codeNo > 0:
			mine = append(mine, fmt.Sprintf("puzzle code %d", tp.codeNo))
		case puzzles.IsCode(tp.file):
			mine = append(mine, "the puzzle code")
		case tp.file == "-":
			mine = append(mine, "standard input")
		case tp.err != nil:
			mine = append(mine, filepath.Base(tp.file)+" (which cannot be read)")
		default:
			mine = append(mine, filepath.Base(tp.file))
		}
	}
	if len(mine) > 4 {
		mine = []string{fmt.Sprintf("%d packs of yours", len(mine))}
	}
	if len(shipped) > 0 {
		mine = append(mine, "the shipped packs ("+strings.Join(shipped, ", ")+")")
	}
	if len(mine) == 0 {
		return "no pack"
	}
	return clean(engine.AndList(mine))
}

// givenPack reports whether the pack of key may be restored: any when no
// packs were named on the command line (Options.Named), else one of those.
// The packs of the packs folder, listed after the named ones in Packs,
// limit nothing: they are loaded whatever the command line says.
func (t *Trainer) givenPack(key string) bool {
	named := min(t.opts.Named, len(t.opts.Packs))
	if named == 0 {
		return true
	}
	for _, tp := range t.packs[:named] {
		if tp.key == key {
			return true
		}
	}
	return false
}

// Application returns the tview application.
func (t *Trainer) Application() *tview.Application { return t.shell.App }

// OpenID returns the id of the lesson or puzzle open, "" on the lists;
// use it only in the event loop (or before Run).
func (t *Trainer) OpenID() string {
	if t.screen == scrPlay && t.att != nil {
		return t.att.item.key.ID
	}
	return ""
}

// Progress returns the progress; use it only in the event loop.
func (t *Trainer) Progress() *Progress { return t.prog }

// Run runs the trainer until it quits, then says on Options.Stderr what
// it could not save as it stopped (stopNotes): the screen that said it is
// gone.
func (t *Trainer) Run() error {
	err := t.shell.Run()
	w := t.opts.Stderr
	if w == nil {
		w = os.Stderr
	}
	for _, note := range t.stopNotes {
		fmt.Fprintf(w, "birdcrab: %s\n", note)
	}
	return err
}

// keepProgress writes, as the trainer stops, the progress a failed write
// left unsaved: q asks first while it cannot, a closed terminal (SIGHUP)
// asks nobody. What still cannot be written is said after the screen
// closes.
func (t *Trainer) keepProgress() {
	if !t.prog.Unsaved() {
		return
	}
	if err := t.prog.Save(); err != nil {
		t.stopNotes = append(t.stopNotes, "this run's progress is not saved: "+clean(tui.OneLine(err)))
	}
}

// StoppedBy returns the signal (SIGHUP, SIGTERM) that stopped the trainer,
// or nil when the user quit (see tui.Shell.StoppedBy).
func (t *Trainer) StoppedBy() os.Signal { return t.shell.StoppedBy() }

// say shows a message in the message line. A failed write of the
// progress said by the same key stays first: the hint shown after it, or
// the piece marked, replaced it, and the learner never saw that their
// progress was not saved.
func (t *Trainer) say(msg string, isErr bool) {
	if t.saveSaid && t.prog.Unsaved() && t.shell.Message() == t.saveErr && msg != t.saveErr {
		msg, isErr = t.saveErr+" · "+msg, true
	}
	t.saveSaid = false
	t.shell.Say(msg, isErr)
}

// saved notes the outcome of a write of the progress: an error is said
// (and kept first by the next message, see say) and marks the title
// until a write succeeds (progressMark). It reports whether it wrote.
func (t *Trainer) saved(err error) bool {
	if err == nil {
		if !t.prog.Unsaved() {
			t.saveErr = ""
		}
		return true
	}
	t.saveErr = clean(tui.OneLine(err))
	t.saveAdvice = progressAdvice(err, t.prog.Path())
	t.say(t.saveErr, true)
	t.saveSaid = true
	return false
}

// progressAdvice says what the learner can do about err, a failed write
// of the progress file at path, by its kind: "" when there is nothing
// to say of it.
func progressAdvice(err error, path string) string {
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return "Make room on the disk."
	case errors.Is(err, fileio.ErrLocked):
		return "Another program (another birdcrab trainer, perhaps) holds the progress file's lock: the next write waits for it again."
	case path != "" && isDir(path):
		return "A folder stands where the progress file goes (" + path + "): move it away."
	case errors.Is(err, fs.ErrPermission):
		return "Make the progress file and its folder (" + filepath.Dir(path) + ") writable."
	}
	return ""
}

// isDir reports whether path is a folder.
func isDir(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.IsDir()
}

// progressMark is the title's mark while the progress holds changes its
// file does not (a write failed): "" when none.
func (t *Trainer) progressMark() string {
	if !t.prog.Unsaved() {
		return ""
	}
	return " [progress not saved: i]"
}

// showMessage is i: all of the message line, and while the progress is
// not saved, why.
func (t *Trainer) showMessage() {
	if !t.prog.Unsaved() || t.saveErr == "" {
		t.shell.ShowMessage()
		return
	}
	why, msg := t.saveErr, t.shell.Message()
	t.shell.KeepMessage()
	t.shell.TextDialog("Your progress is not saved", func(width int) []tui.Line {
		out := tui.WrapLines("The last write of the progress failed: "+why, width, t.theme.Error())
		out = append(out, tui.Line{})
		kept := "What you do is kept in memory and written again at the next change, and at q (which asks before quitting while it still cannot)."
		if t.saveAdvice != "" {
			kept += " " + t.saveAdvice
		}
		out = append(out, tui.WrapLines(kept, width, t.theme.Base())...)
		if msg != "" && msg != why {
			out = append(out, tui.Line{})
			out = append(out, tui.WrapLines("The message line: "+msg, width, t.theme.Dim())...)
		}
		return out
	})
}

// messageBinding is i: the shell's, which also tells why the progress
// is not saved while it is not (showMessage).
func (t *Trainer) messageBinding() tui.Binding {
	b := t.shell.MessageBinding()
	cut := b.Disabled
	b.Do = t.showMessage
	b.Disabled = func() string {
		if t.prog.Unsaved() && t.saveErr != "" {
			return ""
		}
		return cut()
	}
	b.Help = "all of a message the message line cut (…), and why the progress is not saved when the title says so"
	return b
}

// Quit asks before quitting when orders or picks were written and not
// judged (an answer that r brought back unchanged was), or while a submitted answer is being judged (quitting stops
// the search, and the answer is never judged; a verdict that comes in
// while the question is open closes it, see submit). The progress is
// always saved already; the answer is written again first when the
// progress file no longer holds it (keptText), so that the question
// promises to keep it only when it is kept. As in the editor's question,
// q again closes it (y quits): q q quit here and cancelled there.
func (t *Trainer) Quit() *tui.Question {
	if q := t.unsavedProgress(); q != nil {
		return q
	}
	if t.screen != scrPlay || !t.att.unsubmitted() {
		return nil
	}
	kept, ok := t.keptText()
	if t.att.judging != nil {
		// Not judged, the answer stays the draft it was.
		return &tui.Question{Title: "Your answer is being judged: quit?", Choices: []tui.Choice{
			{Key: 'y', Text: "y  quit: the search stops; " + kept, Quit: func() bool { return true }},
			{Key: 'c', Text: "c  cancel: wait for the verdict"},
		}}
	}
	if ok {
		kept += "; progress is saved"
	}
	return &tui.Question{Title: "Your answer is not judged: quit?", Choices: []tui.Choice{
		{Key: 'y', Text: "y  quit: " + kept, Quit: func() bool { return true }},
		{Key: 'c', Text: "c  cancel: go on with the answer"},
	}}
}

// unsavedProgress writes the progress a failed write left unsaved (a right
// answer on a full disk, say), and asks before quitting when it still
// cannot: the trainer quit at once, "progress is always saved", and the
// solve was lost though the disk had room again.
func (t *Trainer) unsavedProgress() *tui.Question {
	if !t.prog.Unsaved() {
		return nil
	}
	if t.saved(t.prog.Save()) {
		return nil
	}
	return &tui.Question{Title: "Your progress cannot be saved: quit?", Choices: []tui.Choice{
		{Key: 'c', Text: "c  cancel: make room or mend the folder, then q saves it"},
		{Key: 'd', Text: "d  quit: this run's progress is lost (see below)", Quit: func() bool { return true }},
	}}
}

// keptText says what quitting does with the answer in progress, after
// making sure the progress file holds it (Progress.KeepDraft): another
// trainer on the same file may have judged or reset it since it was
// written here, or the last write of it failed. "the answer is kept for
// next time" (and ok) only when the file holds it now.
func (t *Trainer) keptText() (text string, ok bool) {
	if t.prog.Path() == "" {
		return "the answer is lost (no progress file to keep it in)", false
	}
	if err := t.prog.KeepDraft(answerOf(t.att)); !t.saved(err) {
		return "the answer is lost: it cannot be written (see below)", false
	}
	return "the answer is kept for next time", true
}

// Layout places the widgets of the screen of the moment: the board and
// the side panel, or a list.
func (t *Trainer) Layout(x, y, w, h int) []tview.Primitive {
	if t.screen == scrPlay {
		bw := tui.BoardWidthBeside(w, h) // as the editor's: marks kept with their cell at 80x24
		t.board.SetRect(x, y, bw, h)
		t.side.SetRect(x+bw+1, y, w-bw-1, h)
		return []tview.Primitive{t.board, t.side}
	}
	m := t.listMenu()
	m.SetRect(x, y, w, h)
	m.DetailWidth = max((w-2)*9/20, 20)
	return []tview.Primitive{m}
}

// Title is the title line: where the learner is.
func (t *Trainer) Title() tui.Line {
	th := t.theme
	left := tui.Line{{Text: " birdcrab ", Style: th.Bold()}, {Text: "· trainer", Style: th.Base()}}
	switch t.screen {
	case scrItems:
		if t.itemsOf != nil {
			left = append(left, tui.Span{Text: " · " + t.itemsOf.title(), Style: th.Base()})
		} else {
			left = append(left, tui.Span{Text: " · replay: failed or seen", Style: th.Base()})
		}
	case scrPlay:
		it := t.att.item
		left = append(left, tui.Span{Text: " · " + it.pack.title(), Style: th.Base()}, tui.Span{Text: " · " + it.label(), Style: th.Key()})
	}
	if mark := t.progressMark(); mark != "" {
		left = append(left, tui.Span{Text: mark, Style: th.Error()})
	}
	return left
}

// FitTitle is the title in w columns (tui.TitleFitter): the pack's title
// (or the list's) cut, with a mark, so that the puzzle's label and
// "? keys" stay, as the editor's title does. A long pack title at 80
// columns drew " birdcrab · trainer · PackAbcdefghij…" and lost both.
func (t *Trainer) FitTitle(w int) tui.Line {
	line := t.Title()
	if over := line.Width() - w; over > 0 && len(line) > 2 {
		title := strings.TrimPrefix(line[2].Text, " · ")
		room := tui.StringWidth(title) - over
		if room >= 4 {
			line[2].Text = " · " + tui.CutText(title, room, t.theme.ASCII)
		}
	}
	return line
}

// sideFocused reports whether the keys go to the side panel.
func (t *Trainer) sideFocused() bool { return t.shell.Focused() == t.side }
