package editor

import (
	"errors"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync/atomic"

	"github.com/birdcrab/birdcrab/engine"
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
	// Path is the file to open; it need not exist yet. "" starts untitled.
	Path string
	// Cat is the catalogue of kinds; nil uses the default catalogue.
	Cat *engine.Catalogue
	// Mono draws without colours (NO_COLOR, --no-color).
	Mono bool
	// ASCII draws directions as letters instead of arrows.
	ASCII bool
	// Screen, when set, is used instead of the terminal (tests use tcell's
	// simulation screen).
	Screen tcell.Screen
	// AutosaveDir is where recovery files go; "" means the user's cache
	// directory. NoAutosave turns them off.
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

// Editor is the scenario editor: a board, a side panel, a status line and
// the dialogs over them, editing a Doc. Build it with New and start it with
// Run. Everything in it belongs to tview's event loop: from other
// goroutines, go through Application().QueueUpdateDraw.
type Editor struct {
	layers
	opts  Options
	main  *mainView
	board *Board
	side  *LinesView
	doc   *Doc
	cat   *engine.Catalogue
	rules engine.Rules
	entry *OrderEntry
	marks Marks

	mode     mode
	prevMode mode
	msg      string
	msgStyle tcell.Style
	// quitAsked is set while the question before quitting is open.
	quitAsked bool

	carry       engine.Loc // cell of the piece lifted, NoLoc when none
	brushOwner  uint8
	brushFacing [engine.MaxPlayers]engine.Dir
	lastKind    engine.KindID
	clipboard   string

	play  *playState
	solve *solveState

	autosavePath string
	atStart      []func()     // run in the event loop once it runs
	recovering   bool         // the recovery question is open: autosave waits
	screen       tcell.Screen // the screen last drawn on
	// stopped is set when the editor quits, for goroutines (the solver)
	// that would queue updates nobody takes.
	stopped atomic.Bool
	// panics records internal errors caught in the event loop; tests fail
	// when there are any.
	panics []string
}

// New builds an editor and opens opts.Path; a file that cannot be read is
// reported on screen and an untitled position is edited instead.
func New(opts Options) (*Editor, error) {
	UseTerminalColours()
	cat := opts.baseCat()
	if opts.Solver == nil {
		opts.Solver = solver.Solve
	}
	e := &Editor{
		opts:     opts,
		cat:      cat,
		rules:    engine.Rules{Kinds: cat},
		carry:    engine.NoLoc,
		lastKind: engine.NoKind,
	}
	e.theme = &Theme{Mono: opts.Mono, ASCII: opts.ASCII}
	e.brushOwner = 1
	e.brushFacing = [engine.MaxPlayers]engine.Dir{engine.F, engine.C, engine.A, engine.A, engine.A, engine.A}
	e.doc = NewDoc(cat, State{Pos: engine.NewPosition(2)})
	e.doc.MarkSaved()
	e.marks.Reset()

	e.app = tview.NewApplication()
	if opts.Screen != nil {
		e.app.SetScreen(opts.Screen)
	}
	e.app.EnableMouse(true).EnablePaste(true)
	e.board = NewBoard(editorContent{e}, e.theme)
	e.board.SetSelectedFunc(e.activate).SetClickedFunc(e.clicked).SetChangedFunc(func(engine.Loc) {})
	e.side = NewLinesView(e.panelLines)
	e.entry = NewOrderEntry(cat, orderHost{e})
	e.entry.Cursor = e.board.Cursor
	e.main = &mainView{Box: tview.NewBox(), e: e}
	e.main.focus = e.board
	e.base = e.main
	e.pages = tview.NewPages().AddPage("main", e.main, true, true)
	e.app.SetRoot(&guard{protect: e.protect, drawn: func(s tcell.Screen) { e.screen = s }, inner: e.pages}, true).SetFocus(e.main)
	e.app.SetInputCapture(e.capture)

	if opts.Path != "" {
		e.openAtStart(opts.Path)
	}
	if !opts.NoAutosave {
		e.autosavePath = recoveryPath(opts.AutosaveDir, e.doc.Path)
		e.checkRecovery()
	}
	e.doc.OnChange = e.changed
	return e, nil
}

// Application returns the tview application, for Run and for queueing
// updates from other goroutines.
func (e *Editor) Application() *tview.Application { return e.app }

// Run runs the editor until it quits.
func (e *Editor) Run() error {
	if e.opts.Screen == nil && !e.opts.ASCII {
		e.app.SetBeforeDrawFunc(func(screen tcell.Screen) bool {
			e.theme.ASCII = !screen.CanDisplay('↗', false)
			e.app.SetBeforeDrawFunc(nil)
			return false
		})
	}
	// The dialogs of the start wait for the first draw, which sizes the
	// screen they are centred on.
	if start := e.atStart; len(start) > 0 {
		e.atStart = nil
		go e.app.QueueUpdateDraw(func() {
			for _, f := range start {
				e.protect(f)
			}
		})
	}
	return e.app.Run()
}

// Doc returns the document; use it only in the event loop.
func (e *Editor) Doc() *Doc { return e.doc }

// Board returns the board widget.
func (e *Editor) Board() *Board { return e.board }

// say shows a message in the message line.
func (e *Editor) say(msg string, isErr bool) {
	e.msg = msg
	e.msgStyle = e.theme.Good()
	if isErr {
		e.msgStyle = e.theme.Error()
	}
}

// changed runs after every change of the document.
func (e *Editor) changed() {
	e.autosave()
}

// capture sees every key first: Ctrl-C asks to quit instead of stopping.
func (e *Editor) capture(ev *tcell.EventKey) *tcell.EventKey {
	if ev.Key() == tcell.KeyCtrlC {
		e.protect(e.requestQuit)
		return nil
	}
	return ev
}

// protect runs f and turns a panic into a message, so that a bug never
// loses the work: the document stays as it was and is autosaved.
func (e *Editor) protect(f func()) {
	defer func() {
		if p := recover(); p != nil {
			e.internalError(p)
		}
	}()
	f()
}

func (e *Editor) internalError(p any) {
	e.panics = append(e.panics, fmt.Sprintf("%v\n%s", p, debug.Stack()))
	e.say(fmt.Sprintf("internal error: %v (your work is kept; please report this)", p), true)
}

// docName is the file's base name, or "untitled".
func (e *Editor) docName() string {
	if e.doc.Path == "" {
		return "untitled"
	}
	return filepath.Base(e.doc.Path)
}

// editorContent shows the editor's state on the board.
type editorContent struct{ e *Editor }

func (c editorContent) BoardPosition() *engine.Position {
	if c.e.mode == modePlay && c.e.play != nil {
		return c.e.play.pos()
	}
	return c.e.doc.Pos()
}

func (c editorContent) BoardCatalogue() *engine.Catalogue { return c.e.cat }

func (c editorContent) BoardMarks() *Marks {
	e := c.e
	m := &e.marks
	m.Reset()
	switch e.mode {
	case modePlay:
		if e.play != nil {
			e.play.mark(m)
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
func (h orderHost) EntryOrders() Orders             { return h.e.doc.Orders() }
func (h orderHost) Say(msg string, isErr bool)      { h.e.say(msg, isErr) }

func (h orderHost) SetEntryOrders(n int, list []engine.Order) error {
	err := h.e.doc.Apply(fmt.Sprintf("%s's orders", PlayerName(n)), SetPlayerOrders(h.e.cat, n, list))
	if errors.Is(err, ErrNoChange) {
		return nil
	}
	return err
}

func (h orderHost) Choose(title string, items []MenuItem, done func(int)) {
	h.e.showMenu(title, items, false, done)
}

// Minimum size of the terminal.
const (
	minWidth  = 66
	minHeight = 14
)

// tooSmall says so, across the whole screen, when w by h is too small for
// program (the editor or the trainer), and reports whether it is.
func tooSmall(screen tcell.Screen, x, y, w, h int, program string, th *Theme) bool {
	if w >= minWidth && h >= minHeight {
		return false
	}
	msg := fmt.Sprintf("The terminal is too small: %dx%d. %s needs %dx%d or more (80x24 is best). Enlarge it, or press q to quit.", w, h, program, minWidth, minHeight)
	for i, line := range wrapText(msg, max(w-2, 8)) {
		if i < h {
			drawText(screen, x+1, y+i, w-1, line, th.Bold())
		}
	}
	return true
}

// rows splits a screen h lines high: the title and status lines, the
// message lines (two when the board still gets its 20 lines) and the
// board's height between them.
func rows(h int) (board, msgLines int) {
	msgLines = 1
	if h >= BoardHeight+4 {
		msgLines = 2
	}
	return h - 2 - msgLines, msgLines
}

// boardWidth is the board's width on a screen w wide: the wide layout when
// the side panel keeps 40 columns beside it and the board its full height.
func boardWidth(w, bh int) int {
	if w-BoardWideWidth-1 >= 40 && bh >= BoardHeight {
		return BoardWideWidth
	}
	return BoardWidth
}

// mainView lays out the title line, the board, the side panel, the message
// line and the status line; it says so when the terminal is too small.
type mainView struct {
	*tview.Box
	e     *Editor
	focus tview.Primitive
}

// Draw lays the children out and draws them.
func (m *mainView) Draw(screen tcell.Screen) {
	m.DrawForSubclass(screen, m)
	e := m.e
	x, y, w, h := m.GetRect()
	if tooSmall(screen, x, y, w, h, "birdcrab edit", e.theme) {
		return
	}
	bh, msgLines := rows(h)
	bw := boardWidth(w, bh)
	m.e.board.SetRect(x, y+1, bw, bh)
	m.e.side.SetRect(x+bw+1, y+1, w-bw-1, bh)
	e.drawTitle(screen, x, y, w)
	e.board.Draw(screen)
	e.side.Draw(screen)
	e.drawMessage(screen, x, y+1+bh, w, msgLines)
	e.drawStatus(screen, x, y+h-1, w)
}

func (m *mainView) Focus(delegate func(tview.Primitive)) { delegate(m.focus) }

func (m *mainView) HasFocus() bool { return m.e.board.HasFocus() || m.e.side.HasFocus() }

// InputHandler offers each key to the editor, then to the focused child.
func (m *mainView) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return m.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(tview.Primitive)) {
		if m.e.handleKey(ev) {
			return
		}
		if h := m.focus.InputHandler(); h != nil {
			h(ev, setFocus)
		}
	})
}

// MouseHandler passes mouse events to the board and the side panel.
func (m *mainView) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return m.WrapMouseHandler(func(action tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		for _, p := range []tview.Primitive{m.e.board, m.e.side} {
			if ok, capture := p.MouseHandler()(action, ev, func(q tview.Primitive) {
				m.focus = q
				setFocus(q)
			}); ok {
				return true, capture
			}
		}
		return false, nil
	})
}

// drawTitle writes the title line: the file, whether it changed, the mode.
func (e *Editor) drawTitle(screen tcell.Screen, x, y, w int) {
	th := e.theme
	left := Line{{" birdcrab edit ", th.Bold()}, {"· " + e.docName(), th.Base()}}
	if e.doc.Dirty() {
		left = append(left, Span{" [modified]", th.Error()})
	}
	if st := e.doc.State(); st.Pack != nil {
		left = append(left, Span{" · " + puzzleLabel(&st), th.Base()})
	}
	left = append(left, Span{" · " + e.mode.String() + " mode", th.Key()})
	left.draw(screen, x, y, w)
	right := "? keys "
	if w-left.Width() > len(right)+1 {
		drawText(screen, x+w-len(right), y, len(right), right, th.Dim())
	}
}

// drawMessage writes the last message, else the first problem of the
// position, wrapped to at most lines lines.
func (e *Editor) drawMessage(screen tcell.Screen, x, y, w, lines int) {
	put := func(text string, st tcell.Style) {
		for i, line := range wrapText(text, w-2) {
			if i < lines {
				drawText(screen, x+1, y+i, w-1, line, st)
			}
		}
	}
	if e.msg != "" {
		put(e.msg, e.msgStyle)
		return
	}
	if e.mode == modePlay {
		return
	}
	st := e.doc.State()
	probs := Problems(e.cat, &st)
	if len(probs) == 0 {
		return
	}
	text := "! " + probs[0]
	if len(probs) > 1 {
		text += fmt.Sprintf(" (+%d more: i lists them)", len(probs)-1)
	}
	put(text, e.theme.Error())
}

// drawStatus writes the keys of the moment, as many as fit.
func (e *Editor) drawStatus(screen tcell.Screen, x, y, w int) {
	fill(screen, x, y, w, e.theme.Selected())
	drawText(screen, x+1, y, w-1, fitHints(e.hints(), w-2), e.theme.Selected())
}

// fitHints joins hints with " · " up to width columns.
func fitHints(hints []string, width int) string {
	var b strings.Builder
	for _, h := range hints {
		add := h
		if b.Len() > 0 {
			add = " · " + h
		}
		if len([]rune(b.String()+add)) > width {
			break
		}
		b.WriteString(add)
	}
	return b.String()
}

// guard runs every draw and event of the screen under protect, which
// turns a panic into a message (the editor's and the trainer's).
type guard struct {
	protect func(func())
	drawn   func(tcell.Screen) // told the screen before each draw; may be nil
	inner   tview.Primitive
}

func (g *guard) Draw(screen tcell.Screen) {
	if g.drawn != nil {
		g.drawn(screen)
	}
	g.protect(func() { g.inner.Draw(screen) })
}
func (g *guard) GetRect() (int, int, int, int) {
	return g.inner.GetRect()
}
func (g *guard) SetRect(x, y, w, h int)                 { g.inner.SetRect(x, y, w, h) }
func (g *guard) Focus(delegate func(p tview.Primitive)) { g.inner.Focus(delegate) }
func (g *guard) HasFocus() bool                         { return g.inner.HasFocus() }
func (g *guard) Blur()                                  { g.inner.Blur() }

func (g *guard) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return func(ev *tcell.EventKey, setFocus func(tview.Primitive)) {
		g.protect(func() {
			if h := g.inner.InputHandler(); h != nil {
				h(ev, setFocus)
			}
		})
	}
}

func (g *guard) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return func(a tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (consumed bool, capture tview.Primitive) {
		g.protect(func() {
			if h := g.inner.MouseHandler(); h != nil {
				consumed, capture = h(a, ev, setFocus)
			}
		})
		return
	}
}

func (g *guard) PasteHandler() func(string, func(tview.Primitive)) {
	return func(text string, setFocus func(tview.Primitive)) {
		g.protect(func() {
			if h := g.inner.PasteHandler(); h != nil {
				h(text, setFocus)
			}
		})
	}
}
