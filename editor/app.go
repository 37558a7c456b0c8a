package editor

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/internal/safetext"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// mode is what the keys of the board do.
type mode uint8

const (
	modeEdit   mode = iota // build the position
	modeOrders             // write orders
	modePlay               // step through a resolved turn
)

func (m mode) String() string {
	switch m {
	case modeOrders:
		return "Orders"
	case modePlay:
		return "Play"
	}
	return "Edit"
}

// Options configure an Editor.
type Options struct {
	// Path is the file to open; it need not exist yet. It may be a
	// one-line position or puzzle code instead. "" starts untitled.
	Path string
	// Text, when not nil, is the document to edit instead of Path's: a
	// pack, a position file or a code, read from standard input. The
	// document is untitled: w asks for a name.
	Text []byte
	// Cat is the catalogue of kinds; nil uses the default catalogue.
	Cat *engine.Catalogue
	// Pieces is the catalogue file Cat was read from (--pieces), "" for
	// none: recovery files name it, so that work with its kinds can be
	// recovered.
	Pieces string
	// Mono draws without colours (NO_COLOR, --no-color).
	Mono bool
	// ASCII draws directions as letters instead of arrows.
	ASCII bool
	// Screen, when set, is used instead of the terminal (tests use tcell's
	// simulation screen).
	Screen tcell.Screen
	// AutosaveDir is where recovery files go; "" means recovery in the
	// state folder (StateDir), where old ones are looked for in the cache
	// folder too. NoAutosave turns them off.
	AutosaveDir string
	NoAutosave  bool
	// Solver runs the searches of the Solve screen; nil means
	// solver.Solve.
	Solver Solver
}

// baseCat is the catalogue files are read with: a pack lays its own kinds
// over it.
func (o *Options) baseCat() *engine.Catalogue {
	if o.Cat == nil {
		o.Cat = puzzles.DefaultCatalogue()
	}
	return o.Cat
}

// piecesPath returns Pieces as an absolute path ("-", standard input, as
// it is), for the recovery file: a later editor may start elsewhere.
func (o *Options) piecesPath() string {
	if o.Pieces == "" || o.Pieces == "-" {
		return o.Pieces
	}
	if abs, err := filepath.Abs(o.Pieces); err == nil {
		return abs
	}
	return o.Pieces
}

// Editor is the scenario editor: a board, a side panel, a status line and
// the dialogs over them, editing a Doc. Build it with New and start it with
// Run. Everything in it belongs to tview's event loop: from other
// goroutines, go through Application().QueueUpdateDraw.
type Editor struct {
	shell *tui.Shell
	theme *tui.Theme
	opts  Options
	board *tui.Board
	side  *tui.LinesView
	doc   *Doc
	cat   *engine.Catalogue
	entry *tui.OrderEntry
	marks tui.Marks

	mode     mode
	prevMode mode

	carry       engine.Loc // cell of the piece lifted, NoLoc when none
	brushOwner  uint8
	brushFacing [engine.MaxPlayers]engine.Dir
	lastKind    engine.KindID
	clipboard   string

	play     *tui.ReplayView
	solve    *solveState
	checking context.CancelFunc // stops the proof of the puzzle, nil when none runs
	keys     keyTables

	// solveSets keeps the Solve window's settings for the session, by
	// file and puzzle (solveKey).
	solveSets map[string]solveMemory
	// lastSolve is the result of the last search, which the Solve window
	// offers again while the board and its settings are those it was
	// found for; nil before the first.
	lastSolve *solveResult

	rec  recovery
	file *fileio.Tracked // the document's file as read and saved; nil: untitled or not read
	// madePackFrom is the position file whose document a made a pack
	// (untitled since: a pack is not written to a position file): Save as
	// offers a pack of its name in its folder, not puzzles.toml wherever
	// the editor was started, and the file itself if u made it a position
	// again. Another document (leaveDoc), or a file of its own (setPath),
	// forgets it.
	madePackFrom string
	// saveAsField is the last Save as field opened (it may be closed):
	// a name typed there is work the quit question names (see Quit).
	saveAsField *tui.TextEntry
	// madePackFile is madePackFrom's file as read or saved (nil when not
	// known): Save as to that name, of the document a position again,
	// writes over its text (its comments are kept) and asks, as any save
	// of the file, when another program changed it since.
	madePackFile *fileio.Tracked
	// failedPath is the file that could not be opened (its text has a
	// problem) while the document is untitled: Ctrl-E edits it in
	// $VISUAL/$EDITOR, and opens it once it reads (editFailed). Another
	// document (leaveDoc), or a file of its own (setPath), forgets it.
	failedPath string
	failedErr  error // why failedPath could not be opened
	// pinNote says what the text the last save encoded pins in [[kind]]
	// tables so that it reads without --pieces (puzzles.PinKinds), ""
	// when nothing; pinSaid is the path and note a save message last
	// said it of: it is said once, not at every save.
	pinNote, pinSaid string
	// writeReadOnly is the read-only file the user agreed to overwrite
	// (askReadOnly): later saves to it do not ask again.
	writeReadOnly string
	// keptOwed is the turn's result K last kept: while the board holds
	// it (its hands and deck aside: keptResult), the panel says the draw it owes, less the pieces added
	// since (owedLines), and P says it is not made.
	keptOwed *engine.Position
	// rewriteAgreed is the pack file the user agreed to have rewritten as
	// tables, its comments left out (askRewrite): later saves do not ask.
	rewriteAgreed string
	// fileWas says what file's Opened version is, which saves keep as the
	// backup: "" for the file as it was when opened; else the file a
	// Save as replaced, the file as reloaded, the version changed on disk
	// that o overwrote.
	fileWas string
	// diskEdits is what the changed-on-disk question's r read, while its
	// file is the document's: a save names what it replaced that another
	// program changed (overwrittenNote).
	diskEdits *diskEdits
}

// New builds an editor and opens opts.Path; a file that cannot be read is
// reported on screen and an untitled position is edited instead.
func New(opts Options) (*Editor, error) {
	cat := opts.baseCat()
	if opts.Solver == nil {
		opts.Solver = solver.Solve
	}
	e := &Editor{
		opts:     opts,
		cat:      cat,
		carry:    engine.NoLoc,
		lastKind: engine.NoKind,
	}
	e.shell = tui.NewShell(tui.ShellOptions{
		Program: "birdcrab edit", Kept: "your work is kept",
		Screen: opts.Screen, Mono: opts.Mono, ASCII: opts.ASCII, Paste: true,
		MessageMore: tui.CutMessageKey,
	})
	e.theme = e.shell.Theme
	e.brushOwner = 1
	e.brushFacing = [engine.MaxPlayers]engine.Dir{engine.F, engine.C, engine.A, engine.A, engine.A, engine.A}
	e.doc = NewDoc(cat, State{Pos: engine.NewPosition(2)})
	e.doc.MarkSaved()
	e.marks.Reset()

	e.board = tui.NewBoard(editorContent{e}, e.theme)
	e.board.SetSelectedFunc(e.activate).SetClickedFunc(e.clicked).SetChangedFunc(func(engine.Loc) {})
	e.side = tui.NewLinesView(e.panelLines)
	e.entry = tui.NewOrderEntry(cat, orderHost{e})
	e.entry.Cursor = e.board.Cursor
	e.buildKeys()
	e.shell.SetScreen(e)
	e.shell.SetFocus(e.board)
	e.shell.OnStop(func() {
		e.cancelSolve()
		e.stopCheck()
		if e.shell.HungUp() {
			e.keepRecovery() // nobody was asked: the unsaved work stays
			return
		}
		e.endRecovery()
	})

	switch {
	case opts.Text != nil:
		e.openText(fileio.StdinName, opts.Text)
	case opts.Path != "":
		e.openAtStart(opts.Path)
	}
	if !opts.NoAutosave {
		e.startRecovery()
	}
	e.doc.OnChange = e.changed
	return e, nil
}

// Application returns the tview application, for Run and for queueing
// updates from other goroutines.
func (e *Editor) Application() *tview.Application { return e.shell.App }

// Run runs the editor until it quits.
func (e *Editor) Run() error { return e.shell.Run() }

// StoppedBy returns the signal (SIGHUP, SIGTERM) that stopped the editor,
// or nil when the user quit (see tui.Shell.StoppedBy).
func (e *Editor) StoppedBy() os.Signal { return e.shell.StoppedBy() }

// Doc returns the document; use it only in the event loop.
func (e *Editor) Doc() *Doc { return e.doc }

// Board returns the board widget.
func (e *Editor) Board() *tui.Board { return e.board }

// turnRules are the rules the position on the board is resolved and
// solved with: the document's kinds, and the Tech Fall option of the
// puzzle on the board (none for a plain position).
func (e *Editor) turnRules() *engine.Rules {
	r := &engine.Rules{Kinds: e.cat}
	if m := e.doc.State().Puzzle; m != nil {
		r.TechFall = m.TechFall
	}
	return r
}

// say shows a message in the message line.
// Text from a pack or a file name (a title, a hint) may hold control
// characters: they are shown escaped (safetext.Clean), never sent to the
// terminal.
func (e *Editor) say(msg string, isErr bool) { e.shell.Say(safetext.Clean(msg), isErr) }

// changed runs after every change of the document.
func (e *Editor) changed() {
	e.autosave()
}

// docName is the file's base name, or "untitled".
func (e *Editor) docName() string {
	if e.doc.Path == "" {
		return "untitled"
	}
	return safetext.Clean(filepath.Base(e.doc.Path))
}

// editorContent shows the editor's state on the board.
type editorContent struct{ e *Editor }

func (c editorContent) BoardPosition() *engine.Position {
	if c.e.mode == modePlay && c.e.play != nil {
		return c.e.play.Pos()
	}
	return c.e.doc.Pos()
}

func (c editorContent) BoardCatalogue() *engine.Catalogue { return c.e.cat }

func (c editorContent) BoardMarks() *tui.Marks {
	e := c.e
	m := &e.marks
	m.Reset()
	switch e.mode {
	case modePlay:
		if e.play != nil {
			e.play.Mark(m)
		}
		return m
	case modeOrders:
		m.AddOrders(e.doc.Pos(), e.doc.Orders().Lists(int(e.doc.Pos().NumPlayers)))
		e.entry.Mark(m)
	default:
		m.AddOrders(e.doc.Pos(), e.doc.Orders().Lists(int(e.doc.Pos().NumPlayers)))
		if e.carry != engine.NoLoc {
			m.Faded[e.carry] = true
			if cur := e.board.Cursor(); cur != e.carry {
				m.Ghost[cur] = e.doc.Pos().Board[e.carry]
			}
		}
	}
	return m
}

// orderHost lets the order entry write into the document.
type orderHost struct{ e *Editor }

func (h orderHost) EntryPosition() *engine.Position { return h.e.doc.Pos() }
func (h orderHost) EntryOrders() tui.Orders         { return h.e.doc.Orders() }
func (h orderHost) Say(msg string, isErr bool)      { h.e.say(msg, isErr) }

// SetEntryOrders applies the orders as one edit, named after the player
// whose orders change when only one does.
func (h orderHost) SetEntryOrders(o tui.Orders) error {
	cur := h.e.doc.Orders()
	var changed []int
	for n := 1; n <= engine.MaxPlayers; n++ {
		if !slices.Equal(cur[n-1], o[n-1]) {
			changed = append(changed, n)
		}
	}
	label := "the orders"
	if len(changed) == 1 {
		label = fmt.Sprintf("%s's orders", tui.PlayerName(changed[0]))
	}
	err := h.e.doc.Apply(label, func(s *State) error {
		for _, n := range changed {
			if err := SetPlayerOrders(h.e.cat, n, o[n-1])(s); err != nil {
				return err
			}
		}
		return nil
	})
	if errors.Is(err, ErrNoChange) {
		return nil
	}
	return err
}

func (h orderHost) Choose(title string, items []tui.MenuItem, done func(int)) {
	h.e.shell.ShowMenu(title, items, false, done)
}

// ChooseWith is Choose, the menu taking keys' keys first
// (tui.KeyedChooser: a facing letter places the highlighted piece).
func (h orderHost) ChooseWith(title string, items []tui.MenuItem, done func(int), keys func(m *tui.Menu) *tui.Table) {
	h.e.shell.ShowMenu(title, items, false, done, func(m *tui.Menu) {
		t := keys(m)
		m.HelpKeys = []*tui.Table{t}
		m.SetInputCapture(t.MenuCapture(m, h.e.say))
	})
}

// Title is the title line: the file, whether it changed, the puzzle on
// the board, the mode.
func (e *Editor) Title() tui.Line { return e.title(false, false, -1) }

// FitTitle is the title in w columns (tui.TitleFitter): the program's
// name shorter, then the puzzle's label ("divide-to-save 1/226"), then
// the puzzle's id cut ("the-crab-runs-the-pr… 1/1"), so
// that the mode and "? keys" stay (a modified pack at 80 columns lost
// them).
func (e *Editor) FitTitle(w int) tui.Line {
	t := e.title(false, false, -1)
	for _, v := range [][2]bool{{false, true}, {true, true}} {
		if t.Width() <= w {
			return t
		}
		t = e.title(v[0], v[1], -1)
	}
	if m := e.doc.State().Puzzle; m != nil && t.Width() > w {
		if room := tui.StringWidth(m.ID) - (t.Width() - w) - tui.StringWidth(cutMark(e.theme.ASCII)); room >= 4 {
			t = e.title(true, true, room)
		}
	}
	return t
}

// title is the title line; short gives the puzzle's label short, bare
// names the program "edit" only, idRoom (when not -1) cuts the puzzle's
// id to that many columns, and a mark.
func (e *Editor) title(short, bare bool, idRoom int) tui.Line {
	th := e.theme
	name := " birdcrab edit "
	if bare {
		name = " edit "
	}
	left := tui.Line{{Text: name, Style: th.Bold()}, {Text: "· " + e.docName(), Style: th.Base()}}
	if e.doc.Dirty() {
		left = append(left, tui.Span{Text: " [modified]", Style: th.Error()})
		if e.rec.failed != "" {
			left = append(left, tui.Span{Text: " [not autosaved: i]", Style: th.Error()})
		}
	}
	if st := e.doc.State(); st.Pack != nil {
		label := puzzleLabel(&st)
		if short {
			label = shortPuzzleLabel(&st, idRoom, e.theme.ASCII)
		}
		left = append(left, tui.Span{Text: " · " + label, Style: th.Base()})
	}
	return append(left, tui.Span{Text: " · " + e.mode.String() + " mode", Style: th.Key()})
}

// saveThenQuit is the quit question's "save, then quit": it quits once the
// document is saved, at once or after the questions the save may ask on
// the way (a name, a file changed on disk), and stays when the save is
// cancelled or fails.
//
// Text typed in a field of a window and not yet taken (a puzzle's title)
// is taken first, as Enter would: s saved the board's change and dropped
// the text. A text refused (the field opens again, saying why) or whose
// taking asks a question stays, with nothing saved; a text taken and
// nothing else to save quits.
//
// A name typed in Save as is taken the same way: the document is saved
// under it (s saved under the document's old name, or with none asked
// Save as again from its first name, the name typed lost). When that
// leaves the document unsaved (the save failed, or saved the position
// alone), the program stays, the message saying why.
//
// A draft that Esc kept in a field of a window still open (TypedDrafts)
// is taken the same way, first: a name typed in Save as saves it too.
func (e *Editor) saveThenQuit() bool {
	if !e.shell.AcceptDrafts() {
		return false
	}
	if in := e.typedField(); in != nil {
		if !e.shell.AcceptField(in) {
			return false
		}
		if in == e.saveAsField && e.doc.Dirty() {
			return false
		}
	}
	if !e.doc.Dirty() {
		return true
	}
	e.saveNow(false, e.shell.Quit)
	return false
}

// typedField is the field whose typed text is unsaved work (see
// tui.Shell.TypedField), or nil. A Save as field emptied is none: there is
// no name to save under ("The name typed in Save as, , ..." was asked, and
// its s saved nothing).
func (e *Editor) typedField() *tui.TextEntry {
	in := e.shell.TypedField()
	if in != nil && in == e.saveAsField && strings.TrimSpace(in.Text()) == "" {
		return nil
	}
	return in
}

// typedNote says which texts typed in fields of windows are not taken
// yet, for the question before quitting: the field open (nil none), then
// the drafts Esc kept (their fields' names). Names are quoted, as they
// are titles that begin with a capital ("A hint", "The pack's title"),
// and joined as a sentence joins them: two drafts read "The text typed in
// Id, Title and kept by Esc are not taken yet" before.
func typedNote(field *tui.TextEntry, drafts []string) string {
	var parts []string
	if field != nil {
		parts = append(parts, "The text typed in "+quotedField(tui.FieldName(field)))
	}
	if len(drafts) > 0 {
		quoted := make([]string, len(drafts))
		for i, d := range drafts {
			quoted[i] = quotedField(d)
		}
		what := "the text typed in "
		if len(drafts) > 1 {
			what = "the texts typed in "
		}
		kept := what + engine.AndList(quoted) + ", kept by Esc,"
		if field == nil {
			kept = "T" + strings.TrimPrefix(kept, "t")
		}
		parts = append(parts, kept)
	}
	verb, it := "is", "it"
	if n := len(parts) - 1 + len(drafts); n > 1 {
		verb, it = "are", "them"
	}
	return strings.Join(parts, ", and ") + " " + verb + " not taken yet: s takes " + it + ", as Enter does, then saves."
}

// quotedField is a field's name as a sentence names it: quoted.
func quotedField(name string) string { return `"` + name + `"` }

// Layout puts the board left and the side panel right.
func (e *Editor) Layout(x, y, w, h int) []tview.Primitive {
	bw := tui.BoardWidthBeside(w, h)
	e.board.SetRect(x, y, bw, h)
	e.side.SetRect(x+bw+1, y, w-bw-1, h)
	return []tview.Primitive{e.board, e.side}
}

// Notice is the first problem of the position, for the message line when
// there is no message.
func (e *Editor) Notice() string {
	if e.mode == modePlay {
		return ""
	}
	st := e.doc.State()
	probs := Problems(e.cat, &st)
	if len(probs) == 0 {
		return ""
	}
	text := "! " + probs[0]
	if len(probs) > 1 {
		text += fmt.Sprintf(" (+%d more: i lists them)", len(probs)-1)
	}
	return text
}

// lostNote is the note of a question about unsaved changes whose s saves
// first: what the pack's file cannot hold, lost even by that save ("" for
// nothing).
func (e *Editor) lostNote() string {
	st := e.doc.State()
	lost := lostWork(&st)
	if len(lost) == 0 {
		return ""
	}
	verb := "they are lost"
	if len(lost) == 1 && len(lostOrders(&st)) == 0 {
		verb = "it is lost"
	}
	return "s saves, but the file cannot hold " + strings.Join(lost, ", ") + ": " + verb + "."
}

// Quit asks about unsaved changes before quitting. What a pack's file
// cannot hold (a position on the board that is not a puzzle, orders the
// file leaves out) is unsaved work too: the question names it, as lost
// even by a save.
//
// Text typed in a field of a window (a puzzle's title, a hint) and not yet
// taken is unsaved work too: Ctrl-C there quit at once and lost it. The
// question names the field, and s takes its text before saving. So is
// the text such a field kept as its draft when Esc left it, while its
// window is open (tui.Shell.TypedDrafts): a quit dropped it without a
// question.
func (e *Editor) Quit() *tui.Question {
	field, drafts := e.typedField(), e.shell.TypedDrafts()
	if !e.doc.Dirty() && field == nil && len(drafts) == 0 {
		return nil
	}
	// What a save loses is a note above the choices, wrapped: on the
	// save's line it ran past an 80-column window and was cut.
	note, discard := e.lostNote(), "d  quit and discard the changes"
	if field != nil || len(drafts) > 0 {
		var typed string
		switch {
		case field != nil && field == e.saveAsField:
			typed = "The name typed in Save as, " + safetext.Clean(field.Text()) + ", is not taken yet: s saves under it, as Enter does."
			if len(drafts) > 0 {
				typed += " " + typedNote(nil, drafts)
			}
		default:
			typed = typedNote(field, drafts)
		}
		note = strings.TrimSpace(typed + " " + note)
		discard = "d  quit and discard the text typed"
		if e.doc.Dirty() {
			discard = "d  quit and discard the changes and the text typed"
		}
	}
	return &tui.Question{Title: "Unsaved changes: quit?", Note: note, Choices: []tui.Choice{
		{Key: 's', Text: "s  save, then quit", Quit: e.saveThenQuit},
		{Key: 'd', Text: discard, Quit: func() bool { return true }},
		{Key: 'c', Text: "c  cancel: keep editing"},
	}}
}
