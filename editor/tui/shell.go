package tui

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Screen is what a Shell hosts: the scenario editor, the trainer. The
// shell draws the title line, the screen's widgets, the message lines and
// the status line, and asks the screen for the rest.
type Screen interface {
	// Title returns the title line: the program and where the user is.
	Title() Line
	// Layout places the screen's widgets in the rectangle between the
	// title line and the message lines and returns them, in the order they
	// are drawn and offered mouse events.
	Layout(x, y, w, h int) []tview.Primitive
	// Keys returns the key tables of the moment, the most specific first:
	// a key goes to the first binding that takes it (else to the focused
	// widget), and the first table gives the hint line.
	Keys() Keymap
	// Help returns what the help screen (?) shows: the key tables, every
	// one of them, and notes.
	Help() Help
	// Quit returns the question to ask before quitting, or nil to quit at
	// once.
	Quit() *Question
}

// Noticer is a Screen with something to say on the message line when no
// message is shown (the editor: the position's first problem).
type Noticer interface {
	Notice() string
}

// Placer is a Screen that says where the user is, for the start of the
// status line ("Orders › AB3 › move"): the mode and the level within it,
// one more for each thing Esc would take back. The shell adds the dialog
// open, if any.
type Placer interface {
	Place() string
}

// TitleFitter is a Screen whose title has shorter forms: when Title is
// too wide to leave room for the help key, the shell draws FitTitle(w),
// which should be at most w columns wide (the shell cuts it otherwise),
// rather than cut Title's end (the mode) and drop "? keys".
type TitleFitter interface {
	FitTitle(w int) Line
}

// Question is asked before quitting: its choices, each with a key.
type Question struct {
	Title   string
	Choices []Choice
	// Note, when set, is said above the choices, wrapped: what a choice
	// means that its line has no room for.
	Note string
}

// Choice is an answer to a Question: Quit runs when it is chosen and says
// whether to quit; nil Quit goes back to the screen.
type Choice struct {
	Key  rune
	Text string
	Quit func() bool
}

// ShellOptions configure a Shell.
type ShellOptions struct {
	// Program names the program on the too-small notice: "birdcrab edit".
	Program string
	// Kept says what an internal error leaves safe: "your work is kept".
	Kept string
	// Screen, when set, is used instead of the terminal (tests use tcell's
	// simulation screen).
	Screen tcell.Screen
	// Mono draws without colours; ASCII draws directions as letters. With
	// neither Screen nor ASCII set, ASCII is chosen when the terminal's
	// character set is not Unicode.
	Mono, ASCII bool
	// Paste lets the screen take pasted text (the editor's dialogs).
	Paste bool
	// MessageMore, when set, ends a message cut to the message lines, after
	// "…": the key that shows all of it ("i: all of it"). Unset, a message
	// too long is cut without a mark.
	MessageMore string
}

// Shell owns the application and what every screen has: the title line,
// the message line, the status line of hints, the dialogs over the screen
// (menus, prompts, questions, text), the help screen, the question before
// quitting and the guard that turns an internal error into a message. It
// hosts one Screen. Everything in it belongs to tview's event loop; from
// other goroutines use Go.
type Shell struct {
	// App is the tview application; Theme the styles every widget draws
	// with.
	App   *tview.Application
	Theme *Theme

	opts    ShellOptions
	screen  Screen
	root    *guard
	pages   *tview.Pages
	view    *shellView
	focus   tview.Primitive
	widgets []tview.Primitive // laid out at the last draw
	dialogs []string
	// dialogPrims are the dialogs open, by name, for their titles.
	dialogPrims map[string]tview.Primitive
	seq         int // names dialog pages
	// drafts are the texts left with Esc in the fields of a window, by
	// the window's dialog and the field's title (see Prompt).
	drafts map[string]map[string]draft

	msg      string
	msgErr   bool   // the message is a refusal (Theme.Error, else Good)
	msgCut   bool   // the last draw cut the message to its lines
	msgShown string // the message (or notice) the last draw showed
	// presses counts the keys and clicks; msgAt is its count when the
	// message was said: a window opening by a later one clears it (see
	// openDialog).
	presses, msgAt int
	// quitMenu is the question before quitting while it is open: q and
	// Ctrl-C again neither stack a second one nor answer it (two quick
	// Ctrl-C must not throw away the work it asks about).
	quitMenu  *Menu
	quitName  string // quitMenu's dialog
	stopped   atomic.Bool
	started   atomic.Bool  // the screen drew once: it has a terminal to give back
	stoppedBy atomic.Value // the os.Signal that stopped the shell (catchSignals), if one did
	panics    []string
	atStart   []func()
	onStop    []func()
	drawn     tcell.Screen // the screen last drawn on
	// term is the screen Suspend gives back and takes again: the
	// terminal's, or Options.Screen; nil when tview made its own.
	term tcell.Screen
	// away is the command run while the shell is suspended (RunSuspended),
	// and the signal that came meanwhile.
	away awayState
}

// NewShell builds the application; SetScreen gives it its screen.
func NewShell(opts ShellOptions) *Shell {
	UseTerminalColours()
	s := &Shell{opts: opts, Theme: &Theme{Mono: opts.Mono, ASCII: opts.ASCII}}
	s.App = tview.NewApplication()
	if opts.Screen != nil {
		s.App.SetScreen(opts.Screen)
		s.term = opts.Screen
	}
	s.App.EnableMouse(true).EnablePaste(opts.Paste)
	s.view = &shellView{Box: tview.NewBox(), s: s}
	s.pages = tview.NewPages().AddPage("main", s.view, true, true)
	s.root = &guard{protect: s.Protect, draw: s.draw, small: s.small, inner: s.pages}
	s.App.SetRoot(s.root, true)
	s.App.SetInputCapture(s.capture)
	s.App.SetMouseCapture(s.captureMouse)
	return s
}

// SetScreen makes sc the screen the shell hosts.
func (s *Shell) SetScreen(sc Screen) {
	s.screen = sc
	s.App.SetFocus(s.view)
}

// Started says whether the screen drew once: false when Run found no
// terminal to draw on, so that the screens' OnStop functions keep no
// state of a session nobody saw (the trainer wrote its first screen as
// where the learner was).
func (s *Shell) Started() bool { return s.started.Load() }

// Run runs the application until the user quits. The functions given to
// AtStart run once the first draw has sized the screen.
func (s *Shell) Run() error {
	if s.opts.Screen == nil {
		if sc := newTerminalScreen(); sc != nil {
			s.App.SetScreen(sc)
			s.term = sc
			sc.EnableMouse()
			if s.opts.Paste {
				sc.EnablePaste()
			}
		}
	}
	if s.opts.Screen == nil && !s.opts.ASCII {
		s.App.SetBeforeDrawFunc(func(screen tcell.Screen) bool {
			s.Theme.ASCII = !unicodeCharset(screen.CharacterSet())
			s.App.SetBeforeDrawFunc(nil)
			return false
		})
	}
	if start := s.atStart; len(start) > 0 {
		s.atStart = nil
		go s.App.QueueUpdateDraw(func() {
			for _, f := range start {
				s.Protect(f)
			}
		})
	}
	stop := s.catchSignals()
	defer stop()
	s.App.SetAfterDrawFunc(func(tcell.Screen) { s.started.Store(true) })
	err := s.App.Run()
	switch {
	case err == nil || s.stopped.Load():
	case !s.started.Load():
		// The screen never started (no terminal to open): there is no
		// screen to close, and tview's Stop would close tcell's, which
		// panics. The OnStop functions still run.
		s.stopped.Store(true)
		for _, f := range s.onStop {
			f()
		}
		err = &NoTerminalError{Err: err}
	default:
		// tview stopped on its own: the terminal's read failed (it is
		// gone). Nobody can be asked: stop as on SIGHUP, so that the
		// OnStop functions keep the work.
		s.stoppedBy.Store(os.Signal(syscall.SIGHUP))
		s.Quit()
	}
	return err
}

// unicodeCharset reports whether a terminal's character set draws the
// arrows.
func unicodeCharset(cs string) bool {
	cs = strings.ToLower(cs)
	return strings.Contains(cs, "utf") || strings.Contains(cs, "unicode")
}

// AtStart runs f in the event loop after the first draw (a question at
// start waits for the screen to have its size).
func (s *Shell) AtStart(f func()) { s.atStart = append(s.atStart, f) }

// OnStop runs f as the shell stops (cancel background work, remove
// recovery files).
func (s *Shell) OnStop(f func()) { s.onStop = append(s.onStop, f) }

// Say shows a message on the message line; isErr marks a refusal.
func (s *Shell) Say(msg string, isErr bool) {
	s.msg, s.msgErr, s.msgAt = msg, isErr, s.presses
}

// KeepMessage keeps the message under the next window to open, as if it
// were said now: the window shows it (a window opening clears a message
// said by an earlier key, see openDialog).
func (s *Shell) KeepMessage() { s.msgAt = s.presses }

// Message returns the message shown.
func (s *Shell) Message() string { return s.msg }

// MessageCut reports whether the last draw cut the message to the message
// lines: the screen may show it whole elsewhere (ShellOptions.MessageMore).
func (s *Shell) MessageCut() bool { return s.msgCut }

// CutMessageKey is what a message cut to the message lines ends with, after
// "…", in a screen that binds MessageBinding (ShellOptions.MessageMore).
const CutMessageKey = "i: all of it"

// MessageBinding is the key i: it shows all of a message the message
// lines cut, and says so when they cut none.
func (s *Shell) MessageBinding() Binding {
	return Binding{Keys: Keys('i'), Action: "message", Do: s.ShowMessage, Disabled: func() string {
		if !s.msgCut {
			return "the message line holds all of its message (i shows one it cuts: …)"
		}
		return ""
	}, Help: "all of a message the message line cut (…)"}
}

// ShowMessage shows in a window all of the message the message lines
// showed last, cut or not.
func (s *Shell) ShowMessage() {
	msg := s.msgShown
	s.KeepMessage()
	s.TextDialog("The message line, all of it", func(width int) []Line { return WrapLines(msg, width, s.Theme.Base()) })
}

// SetFocus gives the keys the main view leaves to p, one of the screen's
// widgets; a dialog open keeps them until it closes.
func (s *Shell) SetFocus(p tview.Primitive) {
	s.focus = p
	if len(s.dialogs) == 0 {
		s.App.SetFocus(s.view)
	}
}

// Focused returns the widget that gets the keys the screen leaves.
func (s *Shell) Focused() tview.Primitive { return s.focus }

// ShowHelp shows the screen's help.
func (s *Shell) ShowHelp() {
	help := s.screen.Help()
	s.TextDialog("Keys", func(width int) []Line { return help.Lines(s.Theme, width) })
}

// ToggleASCII switches the directions between arrows and letters.
func (s *Shell) ToggleASCII() {
	s.Theme.ASCII = !s.Theme.ASCII
	if s.Theme.ASCII {
		s.Say("directions as letters a..f", false)
	} else {
		s.Say("directions as arrows", false)
	}
}

// Sync redraws the whole terminal.
func (s *Shell) Sync() { s.App.Sync() }

// SetClipboard puts text on the terminal's clipboard, when it has drawn.
func (s *Shell) SetClipboard(text string) {
	if s.drawn != nil {
		s.drawn.SetClipboard([]byte(text))
	}
}

// capture sees every key first: while the terminal is too small only the
// keys its notice names act (see smallKey); Ctrl-C asks to quit instead of
// stopping, and a key with Alt is Escape and the key (see splitAlt): the
// Escape goes through here, the key on to the screen.
func (s *Shell) capture(ev *tcell.EventKey) *tcell.EventKey {
	if s.stopped.Load() {
		// Keys typed after the quit: nobody is there to act on them.
		return nil
	}
	s.presses++
	if s.small() {
		s.Protect(func() { s.smallKey(ev) })
		return nil
	}
	if keys := splitAlt(ev); len(keys) > 1 {
		s.root.InputHandler()(keys[0], func(p tview.Primitive) { s.App.SetFocus(p) })
		ev = keys[1]
	}
	if ev.Key() == tcell.KeyCtrlC {
		// Not on to tview, which stops on Ctrl-C: to the window that
		// takes it, or a question before quitting.
		if s.topTakesCtrlC() {
			s.root.InputHandler()(ev, func(p tview.Primitive) { s.App.SetFocus(p) })
		} else {
			s.Protect(s.RequestQuit)
		}
		return nil
	}
	if len(s.dialogs) > 0 && ev.Key() == tcell.KeyCtrlL {
		// Redraw, as the help says, everywhere: the window on top took
		// the key and said it did nothing.
		s.Sync()
		return nil
	}
	if len(s.dialogs) > 0 && s.windowHelp(ev) {
		return nil
	}
	return ev
}

// EscHinter is the widget of a window whose Esc does more than close it
// (the editor's solver: it stops the search): EscHint is the hint line's
// word for Esc there, in place of "Esc closes the window".
type EscHinter interface {
	EscHint() string
}

// CtrlCTaker is the widget of a window that takes Ctrl-C itself instead of
// quitting (the editor's solver: Ctrl-C stops the search and keeps what it
// found, as the command line's solve does); its keys must bind it.
type CtrlCTaker interface {
	TakesCtrlC() bool
}

// topTakesCtrlC reports whether the window on top takes Ctrl-C itself.
func (s *Shell) topTakesCtrlC() bool {
	w, ok := s.topWindow().(CtrlCTaker)
	return ok && w.TakesCtrlC()
}

// KeyedWindow is the widget of a window that can say which keys it takes
// (WindowKeys), for the short help ? (or F1) shows in the window, and
// whether ? is one of its letters (TakesHelpKey: text typed there; F1
// then shows the help). Menu and TextEntry are; a screen's own window
// (the editor's solver) may be.
type KeyedWindow interface {
	WindowKeys() []*Table
	TakesHelpKey() bool
}

// topWindow is the widget of the window on top, nil for none. (Not the
// application's focus, whose lock the draw holds.)
func (s *Shell) topWindow() tview.Primitive {
	if len(s.dialogs) == 0 {
		return nil
	}
	return s.dialogPrims[s.dialogs[len(s.dialogs)-1]]
}

// windowHelp is ? or F1 in a window: a short help lists the keys the
// window takes, over it (Esc, q, Enter or ? close it). It reports whether
// the key was taken: not when ? is a letter there (a text field, a filter
// being typed: F1 still shows it), nor in a window that has no keys to
// list (a text window, which ? closes).
func (s *Shell) windowHelp(ev *tcell.EventKey) bool {
	help := ev.Key() == tcell.KeyF1 || ev.Key() == tcell.KeyRune && ev.Rune() == '?' && ev.Modifiers()&tcell.ModAlt == 0
	w, ok := s.topWindow().(KeyedWindow)
	if !help || !ok || ev.Key() == tcell.KeyRune && w.TakesHelpKey() {
		return false
	}
	title := s.dialogTitle(s.dialogs[len(s.dialogs)-1])
	if title == "" {
		title = "this window"
	}
	h := Help{Title: "The keys of this window: " + title, Tables: w.WindowKeys()}
	s.TextDialog("Keys of the window", func(width int) []Line { return h.Lines(s.Theme, width) })
	return true
}

// smallKey takes a key while the terminal is too small and the notice is
// all that is drawn: q and Ctrl-C quit, as the notice says, unless the
// screen would ask first (its question could not be seen: the notice then
// says to enlarge the terminal), Ctrl-L redraws, and every other key is
// dropped, since what it did could not be seen.
func (s *Shell) smallKey(ev *tcell.EventKey) {
	switch {
	case ev.Key() == tcell.KeyCtrlL:
		s.Sync()
	case ev.Key() == tcell.KeyCtrlC, ev.Key() == tcell.KeyRune && ev.Rune() == 'q' && ev.Modifiers()&tcell.ModAlt == 0:
		if s.screen == nil || s.screen.Quit() == nil {
			s.Quit()
		}
	}
}

// captureMouse drops the mouse while the terminal is too small: the
// widgets it would reach are not drawn.
func (s *Shell) captureMouse(ev *tcell.EventMouse, a tview.MouseAction) (*tcell.EventMouse, tview.MouseAction) {
	if s.small() || s.stopped.Load() {
		return nil, a
	}
	if a == tview.MouseLeftDown || a == tview.MouseRightDown {
		s.presses++
	}
	return ev, a
}

// RequestQuit quits, asking the screen's question first when it has one.
func (s *Shell) RequestQuit() {
	if s.quitMenu != nil {
		return
	}
	q := s.screen.Quit()
	if q == nil {
		s.Quit()
		return
	}
	items := make([]MenuItem, len(q.Choices))
	for i, c := range q.Choices {
		items[i] = MenuItem{Text: c.Text, Key: c.Key}
	}
	s.quitMenu = s.ShowMenu(q.Title, items, false, func(i int) {
		s.quitMenu = nil
		if i >= 0 && i < len(q.Choices) && q.Choices[i].Quit != nil && q.Choices[i].Quit() {
			s.Quit()
		}
	}, func(m *Menu) {
		asQuestion(m)
		m.Note = q.Note
	})
	s.quitName = s.dialogs[len(s.dialogs)-1]
}

// RefreshQuit asks the screen's question before quitting again when it is
// open: the screen calls it when something it asks about changed meanwhile
// (a verdict came in). The question open is closed, unanswered, and the
// screen's new one takes its place; none when there is nothing left to
// ask, so that q quits at once.
func (s *Shell) RefreshQuit() {
	if s.quitMenu == nil {
		return
	}
	s.CloseDialog(s.quitName)
	s.quitMenu = nil
	if s.screen.Quit() != nil {
		s.RequestQuit()
	}
}

// Quit stops the shell without asking.
func (s *Shell) Quit() {
	s.stopped.Store(true)
	for _, f := range s.onStop {
		f()
	}
	done := s.dropInput()
	s.App.Stop()
	close(done)
}

// dropInput reads the screen's events and drops them until done is
// closed. tview's Stop holds its lock while tcell finishes the screen, and
// tcell waits there for its input reader, which waits for room in its
// event queue: tview's own reader of that queue waits for the lock. Keys
// typed ahead of a q (a paste, a burst) filled the queue and the program
// hung for good, deaf to every key. Nothing is read after Quit anyway.
func (s *Shell) dropInput() chan struct{} {
	done := make(chan struct{})
	sc := s.term
	if sc == nil {
		return done
	}
	go func() {
		for {
			select {
			case <-done:
				return
			default:
			}
			if sc.PollEvent() == nil {
				// The screen is finished (or never ran): the queue
				// has nobody left to wait for room in it.
				runtime.Gosched()
			}
		}
	}()
	return done
}

// Stopped reports whether the shell quit; background work checks it
// before queueing updates nobody would take.
func (s *Shell) Stopped() bool { return s.stopped.Load() }

// Go runs f in the event loop, under the guard, and redraws; it is for
// other goroutines (a search that ends). After the shell quit it does
// nothing.
func (s *Shell) Go(f func()) {
	if s.stopped.Load() {
		return
	}
	s.App.QueueUpdateDraw(func() { s.Protect(f) })
}

// Protect runs f and turns a panic into a message, so that a bug never
// loses the work.
func (s *Shell) Protect(f func()) {
	defer func() {
		if p := recover(); p != nil {
			s.panics = append(s.panics, fmt.Sprintf("%v\n%s", p, debug.Stack()))
			s.Say(fmt.Sprintf("internal error: %v (%s; please report this)", p, s.opts.Kept), true)
		}
	}()
	f()
}

// Panics returns the internal errors caught so far; tests fail on any.
func (s *Shell) Panics() []string { return s.panics }

// dialogHints is the hint line while a dialog is open: each dialog says
// its own keys in its frame. quitQuestionHints are those while the
// question before quitting is open, when Ctrl-C does nothing (see
// quitMenu).
var (
	dialogHints = &Table{Bindings: []Binding{
		{Keys: Keys(tcell.KeyEscape), Action: "closeDialog", Help: "close the window", Hint: "Esc closes the window"},
		{Keys: Keys(tcell.KeyCtrlC), Action: "quit", Help: "quit", Hint: "Ctrl-C quits"},
	}}
	quitQuestionHints = &Table{Bindings: dialogHints.Bindings[:1:1]}
)

// hints returns the keys of the moment.
func (s *Shell) hints() []string {
	switch {
	case s.quitMenu != nil:
		return Keymap{quitQuestionHints}.Hints()
	case len(s.dialogs) > 0:
		hints := Keymap{dialogHints}.Hints()
		if w, ok := s.topWindow().(EscHinter); ok {
			hints[0] = w.EscHint()
		}
		if s.topTakesCtrlC() {
			hints = hints[:1] // Ctrl-C does not quit here
		}
		if w, ok := s.topWindow().(KeyedWindow); ok {
			key := "?"
			if w.TakesHelpKey() {
				key = "F1"
			}
			hints = append(hints, key+" its keys")
		}
		return hints
	}
	return s.screen.Keys().Hints()
}
