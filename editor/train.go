package editor

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync/atomic"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// TrainOptions configure a Trainer.
type TrainOptions struct {
	// Packs are the user's pack files (or position codes), listed first.
	Packs []string
	// NoShipped leaves the shipped packs out (tests use their own).
	NoShipped bool
	// Cat is the catalogue the packs are read with; nil is the default.
	Cat *engine.Catalogue
	// Mono draws without colours (NO_COLOR, --no-color); ASCII draws
	// directions as letters.
	Mono, ASCII bool
	// Screen, when set, is used instead of the terminal.
	Screen tcell.Screen
	// ProgressPath is the progress file; "" means ProgressPath(), and
	// NoProgress keeps the progress in memory only.
	ProgressPath string
	NoProgress   bool
	// Refute judges an answer under the "any" model; nil is
	// solver.Refute.
	Refute Refuter
	// JudgeTimeout bounds Refute; 0 means a minute.
	JudgeTimeout time.Duration
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
// with NewTrainer and start it with Run. Everything in it belongs to
// tview's event loop.
type Trainer struct {
	layers
	opts  TrainOptions
	cat   *engine.Catalogue
	packs []*trainPack
	prog  *Progress
	view  *trainView

	screen trainScreen
	// The lists: packs, and the items of one pack (itemsOf nil: the
	// failed ones of every pack).
	packMenu *Menu
	packRows []packRow
	itemMenu *Menu
	itemsOf  *trainPack
	items    []*trainItem

	// The play screen.
	board *Board
	side  *LinesView
	marks Marks
	att   *attempt
	// keepLine is the panel line that must stay in view (the event
	// picked), -1 for none.
	keepLine int
	// queue is the list an item was opened from, for n and p.
	queue []*trainItem
	// drafts keep the orders and picks of items left unanswered.
	drafts map[ProgressKey]draft

	msg       string
	msgStyle  tcell.Style
	quitAsked bool
	stopped   atomic.Bool
	atStart   []func()
	panics    []string
}

// draft is an unanswered attempt kept while the trainer runs.
type draft struct {
	orders Orders
	picked []engine.Loc
}

// NewTrainer loads the packs and the progress and builds the trainer. A
// pack or a progress file that cannot be read is reported on screen, never
// an error.
func NewTrainer(opts TrainOptions) (*Trainer, error) {
	UseTerminalColours()
	if opts.Cat == nil {
		opts.Cat = puzzles.DefaultCatalogue()
	}
	if opts.Refute == nil {
		opts.Refute = solver.Refute
	}
	if opts.JudgeTimeout <= 0 {
		opts.JudgeTimeout = time.Minute
	}
	t := &Trainer{opts: opts, cat: opts.Cat, drafts: map[ProgressKey]draft{}}
	t.theme = &Theme{Mono: opts.Mono, ASCII: opts.ASCII}
	t.marks.Reset()
	t.packs = loadTrainPacks(opts.Packs, !opts.NoShipped, opts.Cat)

	var progErr error
	switch {
	case opts.NoProgress:
		t.prog = NewProgress("")
	default:
		path := opts.ProgressPath
		if path == "" {
			path, progErr = ProgressPath()
		}
		if progErr == nil {
			t.prog, progErr = LoadProgress(path)
		} else {
			t.prog = NewProgress("")
			progErr = fmt.Errorf("%v; progress is not saved", progErr)
		}
	}

	t.app = tview.NewApplication()
	if opts.Screen != nil {
		t.app.SetScreen(opts.Screen)
	}
	t.app.EnableMouse(true)
	t.view = &trainView{Box: tview.NewBox(), t: t}
	t.base = t.view
	t.board = NewBoard(trainContent{t}, t.theme)
	t.board.SetSelectedFunc(t.activate).SetClickedFunc(t.clicked)
	t.side = NewLinesView(t.panelLines)
	t.side.KeepLine = func() int { return t.keepLine }
	t.buildPackMenu()
	t.pages = tview.NewPages().AddPage("main", t.view, true, true)
	t.app.SetRoot(&guard{protect: t.protect, inner: t.pages}, true).SetFocus(t.view)
	t.app.SetInputCapture(t.capture)

	t.showPacks()
	if len(opts.Packs) > 0 && t.packs[0].pack != nil {
		t.showItemsOf(t.packs[0])
	}
	for _, tp := range t.packs {
		if tp.err != nil {
			t.say(fmt.Sprintf("%s: %s", tp.file, oneLine(tp.err)), true)
			break
		}
	}
	if progErr != nil {
		t.say(progErr.Error(), true)
	}
	return t, nil
}

// Application returns the tview application.
func (t *Trainer) Application() *tview.Application { return t.app }

// Progress returns the progress; use it only in the event loop.
func (t *Trainer) Progress() *Progress { return t.prog }

// Run runs the trainer until it quits.
func (t *Trainer) Run() error {
	if t.opts.Screen == nil && !t.opts.ASCII {
		t.app.SetBeforeDrawFunc(func(screen tcell.Screen) bool {
			t.theme.ASCII = !screen.CanDisplay('↗', false)
			t.app.SetBeforeDrawFunc(nil)
			return false
		})
	}
	return t.app.Run()
}

// say shows a message in the message line.
func (t *Trainer) say(msg string, isErr bool) {
	t.msg = msg
	t.msgStyle = t.theme.Good()
	if isErr {
		t.msgStyle = t.theme.Error()
	}
}

// protect runs f and turns a panic into a message: the progress on disk
// is never at risk, since every change was written when it happened.
func (t *Trainer) protect(f func()) {
	defer func() {
		if p := recover(); p != nil {
			t.panics = append(t.panics, fmt.Sprintf("%v\n%s", p, debug.Stack()))
			t.say(fmt.Sprintf("internal error: %v (your progress is kept; please report this)", p), true)
		}
	}()
	f()
}

// capture sees every key first: Ctrl-C asks to quit instead of stopping.
func (t *Trainer) capture(ev *tcell.EventKey) *tcell.EventKey {
	if ev.Key() == tcell.KeyCtrlC {
		t.protect(t.requestQuit)
		return nil
	}
	return ev
}

// requestQuit quits; it asks first when orders or picks were written and
// not submitted. The progress is always saved already.
func (t *Trainer) requestQuit() {
	if t.quitAsked {
		return
	}
	if t.screen != scrPlay || !t.att.unsubmitted() {
		t.quit()
		return
	}
	t.quitAsked = true
	t.confirm("Your answer is not submitted: quit?", []MenuItem{
		{Text: "q  quit (your progress so far is saved)", Key: 'q'},
		{Text: "c  cancel: go on with the answer", Key: 'c'},
	}, func(i int) {
		t.quitAsked = false
		if i == 0 {
			t.quit()
		}
	})
}

// quit stops the trainer.
func (t *Trainer) quit() {
	t.stopped.Store(true)
	if t.att != nil {
		t.att.stopJudging()
	}
	t.app.Stop()
}

// trainView lays out the title line, the screen of the moment, the
// message line and the status line; it says so when the terminal is too
// small.
type trainView struct {
	*tview.Box
	t *Trainer
}

// Draw lays the screen out and draws it.
func (v *trainView) Draw(screen tcell.Screen) {
	v.DrawForSubclass(screen, v)
	t := v.t
	x, y, w, h := v.GetRect()
	if tooSmall(screen, x, y, w, h, "birdcrab", t.theme) {
		return
	}
	bh, msgLines := rows(h)
	t.drawTitle(screen, x, y, w)
	switch t.screen {
	case scrPlay:
		bw := boardWidth(w, bh)
		t.board.SetRect(x, y+1, bw, bh)
		t.side.SetRect(x+bw+1, y+1, w-bw-1, bh)
		t.board.Draw(screen)
		t.side.Draw(screen)
	default:
		m := t.listMenu()
		m.SetRect(x, y+1, w, bh)
		m.DetailWidth = max((w-2)*9/20, 20)
		m.Draw(screen)
	}
	t.drawMessage(screen, x, y+1+bh, w, msgLines)
	fill(screen, x, y+h-1, w, t.theme.Selected())
	drawText(screen, x+1, y+h-1, w-1, fitHints(t.hints(), w-2), t.theme.Selected())
}

// focused returns the widget that takes the keys the trainer leaves.
func (v *trainView) focused() tview.Primitive {
	t := v.t
	switch t.screen {
	case scrPlay:
		if t.side.HasFocus() {
			return t.side
		}
		return t.board
	}
	return t.listMenu()
}

func (v *trainView) Focus(delegate func(tview.Primitive)) { delegate(v.focused()) }

func (v *trainView) HasFocus() bool {
	t := v.t
	return t.board.HasFocus() || t.side.HasFocus() || t.packMenu.HasFocus() || t.itemMenu != nil && t.itemMenu.HasFocus()
}

// InputHandler offers each key to the trainer, then to the focused widget.
func (v *trainView) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return v.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(tview.Primitive)) {
		if v.t.handleKey(ev) {
			return
		}
		if h := v.focused().InputHandler(); h != nil {
			h(ev, setFocus)
		}
	})
}

// MouseHandler passes mouse events to the widgets of the screen.
func (v *trainView) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return v.WrapMouseHandler(func(action tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		t := v.t
		widgets := []tview.Primitive{t.listMenu()}
		if t.screen == scrPlay {
			widgets = []tview.Primitive{t.board, t.side}
		}
		for _, p := range widgets {
			if ok, capture := p.MouseHandler()(action, ev, setFocus); ok {
				return true, capture
			}
		}
		return false, nil
	})
}

// drawTitle writes the title line: where the learner is.
func (t *Trainer) drawTitle(screen tcell.Screen, x, y, w int) {
	th := t.theme
	left := Line{{" birdcrab ", th.Bold()}, {"· trainer", th.Base()}}
	switch t.screen {
	case scrItems:
		if t.itemsOf != nil {
			left = append(left, Span{" · " + t.itemsOf.title(), th.Base()})
		} else {
			left = append(left, Span{" · the ones I failed", th.Base()})
		}
	case scrPlay:
		it := t.att.item
		left = append(left, Span{" · " + it.pack.title(), th.Base()}, Span{" · " + it.label(), th.Key()})
	}
	left.draw(screen, x, y, w)
	right := "? keys "
	if w-left.Width() > len(right)+1 {
		drawText(screen, x+w-len(right), y, len(right), right, th.Dim())
	}
}

// drawMessage writes the last message, wrapped to at most lines lines.
func (t *Trainer) drawMessage(screen tcell.Screen, x, y, w, lines int) {
	for i, line := range wrapText(t.msg, w-2) {
		if i < lines {
			drawText(screen, x+1, y+i, w-1, line, t.msgStyle)
		}
	}
}

// handleKey handles the keys of the screen of the moment; it reports
// whether the key was used (else the focused widget gets it).
func (t *Trainer) handleKey(ev *tcell.EventKey) bool {
	if t.screen == scrPlay {
		return t.playKey(ev)
	}
	return t.listKey(ev)
}

// commonKey handles the keys every screen shares.
func (t *Trainer) commonKey(ev *tcell.EventKey) bool {
	switch ev.Key() {
	case tcell.KeyCtrlL:
		t.app.Sync()
		return true
	case tcell.KeyRune:
		switch ev.Rune() {
		case '?':
			t.textDialog("Keys", t.helpLines)
			return true
		case 'q':
			t.requestQuit()
			return true
		case 'A':
			t.theme.ASCII = !t.theme.ASCII
			if t.theme.ASCII {
				t.say("directions as letters a..f", false)
			} else {
				t.say("directions as arrows", false)
			}
			return true
		}
	}
	return false
}
