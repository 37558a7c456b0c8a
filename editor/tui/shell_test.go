package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// shellScreen is a Screen for the shell's own tests: one box, a key table
// that counts what it ran, and a question before quitting when ask is set.
type shellScreen struct {
	box  *tview.Box
	keys *Table
	ran  []string
	ask  bool
}

func newShellScreen() *shellScreen {
	f := &shellScreen{box: tview.NewBox()}
	act := func(name string) func() { return func() { f.ran = append(f.ran, name) } }
	f.keys = &Table{Title: "Test", Bindings: []Binding{
		{Keys: Keys('x', tcell.KeyEnter), Action: "act", Do: act("act"), Help: "act", Hint: "x act"},
	}}
	return f
}

func (f *shellScreen) Title() Line { return Plain(" shell test", tcell.StyleDefault) }

func (f *shellScreen) Layout(x, y, w, h int) []tview.Primitive {
	f.box.SetRect(x, y, w, h)
	return []tview.Primitive{f.box}
}

func (f *shellScreen) Keys() Keymap { return Keymap{f.keys} }

func (f *shellScreen) Help() Help {
	return Help{Title: "shell test: every key", Tables: []*Table{f.keys}}
}

func (f *shellScreen) Quit() *Question {
	if !f.ask {
		return nil
	}
	return &Question{Title: "Unsaved things: quit?", Choices: []Choice{
		{Key: 'd', Text: "d  quit and lose them", Quit: func() bool { return true }},
		{Key: 'c', Text: "c  cancel"},
	}}
}

// shellHarness runs a Shell hosting a shellScreen on a simulation screen.
type shellHarness struct {
	tuitest.Harness
	s  *Shell
	sc *shellScreen
}

// startShell runs a shell on a w by h simulation screen, its screen's
// keys bound to the shell as the editor and the trainer bind them (? help,
// q and Ctrl-C quit, Ctrl-L redraw), and waits for the first draw.
func startShell(t *testing.T, w, h int) *shellHarness {
	t.Helper()
	return startShellOn(t, w, h, nil)
}

// startShellOn is startShell on the screen wrap makes of the simulation
// screen (nil: the simulation screen itself).
func startShellOn(t *testing.T, w, h int, wrap func(tcell.Screen) tcell.Screen) *shellHarness {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	var screen tcell.Screen = sim
	if wrap != nil {
		screen = wrap(sim)
	}
	s := NewShell(ShellOptions{Program: "birdcrab test", Kept: "nothing is lost", Screen: screen})
	sc := newShellScreen()
	sc.keys.Bindings = append(sc.keys.Bindings,
		Binding{Keys: Keys('?'), Action: "help", Do: s.ShowHelp, Help: "this help"},
		Binding{Keys: Keys('q', tcell.KeyCtrlC), Action: "quit", Do: s.RequestQuit, Help: "quit"},
		Binding{Keys: Keys(tcell.KeyCtrlL), Action: "redraw", Do: s.Sync, Help: "redraw"},
	)
	s.SetScreen(sc)
	s.SetFocus(sc.box)
	sim.SetSize(w, h)
	hs := &shellHarness{Harness: tuitest.Harness{T: t, Sim: sim, App: s.App, Done: make(chan error, 1)}, s: s, sc: sc}
	go func() { hs.Done <- s.Run() }()
	t.Cleanup(func() {
		if !hs.Stopped {
			hs.Sync(s.Quit)
			hs.WaitDone("the shell")
		}
		if p := s.Panics(); len(p) > 0 {
			t.Errorf("the shell caught internal errors:\n%s", strings.Join(p, "\n"))
		}
	})
	hs.waitFor("the first draw", func() bool { return strings.TrimSpace(tuitest.ScreenText(sim)) != "" })
	return hs
}

// resize gives the screen a new size and waits for the shell to draw it.
func (h *shellHarness) resize(w, h2 int) {
	h.T.Helper()
	h.Sim.SetSize(w, h2)
	h.Sim.PostEvent(tcell.NewEventResize(w, h2))
	h.waitFor("a draw at the new size", func() bool {
		_, _, gw, gh := h.s.pages.GetRect()
		return gw == w && gh == h2
	})
}

// flat returns the screen's words joined by single spaces, so that a test
// finds a sentence however it wraps.
func (h *shellHarness) flat() string {
	h.T.Helper()
	return strings.Join(strings.Fields(h.Screen()), " ")
}

// waitFlat polls the screen until its words hold want.
func (h *shellHarness) waitFlat(want string) {
	h.T.Helper()
	tuitest.Poll(h.T, tuitest.WaitLimit, tuitest.Shown(h.flat, want))
}

// waitFor polls cond in the event loop.
func (h *shellHarness) waitFor(what string, cond func() bool) {
	h.T.Helper()
	tuitest.Poll(h.T, tuitest.WaitLimit, tuitest.Holds(h.Sync, cond, what, h.Screen))
}

// dialogWidth returns the width of the dialog on top.
func (h *shellHarness) dialogWidth() int {
	h.T.Helper()
	var w int
	h.Sync(func() {
		if n := len(h.s.dialogs); n > 0 {
			_, _, w, _ = h.s.dialogPrims[h.s.dialogs[n-1]].GetRect()
		}
	})
	return w
}

// frameRunes are the runes of the dialogs' frames.
const frameRunes = "─│┌┐└┘═║╔╗╚╝"

// While the terminal is too small, every key but q, Ctrl-C and Ctrl-L is
// dropped, and so is every click: nothing that acts unseen. q then quits,
// as the notice says.
func TestTooSmallTakesOnlyQuit(t *testing.T) {
	h := startShell(t, 40, 12)
	h.WaitText("The terminal is too small: 40x12")
	h.waitFlat("Enlarge it, or press q to quit.")
	h.Keys("x?")
	h.Key(tcell.KeyEnter)
	h.Key(tcell.KeyCtrlL)
	h.Click(5, 5)
	h.Keys("q")
	if err := h.WaitDone("the shell"); err != nil {
		t.Fatal(err)
	}
	if len(h.sc.ran) > 0 || h.s.Dialogs() > 0 {
		t.Errorf("keys acted while the terminal was too small: ran %v, %d dialogs open", h.sc.ran, h.s.Dialogs())
	}
}

// At 20x6 the too-small notice was cut ("The terminal is too small:
// 20x6. birdcrab test needs..." with no end): a shorter one says it all.
func TestTooSmallNoticeWholeAt20x6(t *testing.T) {
	h := startShell(t, 20, 6)
	h.waitFlat("Too small: 20x6; needs 66x14. Enlarge it, or q quits.")
	h.Sync(func() { h.sc.ask = true })
	h.resize(20, 7)
	h.waitFlat("Too small: 20x7; needs 66x14. Enlarge it to go on (q asks first).")
	h.resize(12, 4)
	h.waitFlat("Too small: 12x4; needs 66x14.")
}

// When quitting would ask first, q and Ctrl-C do not quit while the
// terminal is too small (the question could not be seen), nor open the
// question unseen: the notice says to enlarge the terminal instead.
func TestTooSmallQuitAsksNothingUnseen(t *testing.T) {
	h := startShell(t, 80, 24)
	h.CountKeys()
	h.Sync(func() { h.sc.ask = true })
	h.resize(40, 12)
	h.waitFlat("Unsaved things: quit?")
	if strings.Contains(h.flat(), "press q to quit") {
		t.Errorf("the notice offers q to quit, which would ask unseen:\n%s", h.Screen())
	}
	h.Keys("q")
	h.Key(tcell.KeyCtrlC)
	h.Keys("d")
	h.WaitKeys(3)
	h.resize(80, 24)
	h.WaitText("x act")
	h.Sync(func() {
		if h.s.Stopped() || h.s.Dialogs() > 0 {
			t.Errorf("q while too small: stopped %v, %d dialogs open", h.s.Stopped(), h.s.Dialogs())
		}
	})
	h.Keys("q")
	h.WaitText("Unsaved things: quit?")
	h.Keys("d")
	if err := h.WaitDone("the shell"); err != nil {
		t.Fatal(err)
	}
}

// The notice draws alone: the dialogs open stay under it, and come back
// at their full size when the terminal grows.
func TestTooSmallHidesDialogs(t *testing.T) {
	h := startShell(t, 80, 24)
	h.Keys("?")
	h.WaitText("shell test: every key")
	h.resize(40, 12)
	h.WaitText("The terminal is too small: 40x12")
	if s := h.Screen(); strings.ContainsAny(s, frameRunes) || strings.Contains(s, "every key") {
		t.Errorf("a dialog is drawn over the notice:\n%s", s)
	}
	h.resize(80, 24)
	h.WaitText("shell test: every key")
	if w := h.dialogWidth(); w != 78 {
		t.Errorf("the help is %d wide at 80x24, want 78:\n%s", w, h.Screen())
	}
}

// A dialog opened while the terminal is small (the solver's progress, a
// question at start) takes its size from the screen when it is drawn.
func TestDialogOpenedSmallGrows(t *testing.T) {
	h := startShell(t, 40, 12)
	h.WaitText("The terminal is too small: 40x12")
	h.Sync(h.s.ShowHelp)
	h.resize(80, 24)
	h.WaitText("shell test: every key")
	if w := h.dialogWidth(); w != 78 {
		t.Errorf("the help opened at 40x12 is %d wide at 80x24, want 78:\n%s", w, h.Screen())
	}
	h.Key(tcell.KeyEscape)
	h.WaitNoText("every key")
	h.resize(40, 12)
	h.Sync(func() {
		h.s.Confirm("A question", []MenuItem{{Text: "a  one answer", Key: 'a'}}, nil)
	})
	h.resize(100, 30)
	h.WaitText("A question")
	// Its line, "a answers · Enter choose · Esc/q cancel", sets its width.
	if w := h.dialogWidth(); w != 41 {
		t.Errorf("a question is %d wide at 100x30, want 41:\n%s", w, h.Screen())
	}
}

// The question before quitting does not offer Ctrl-C, which does not
// answer it (a second Ctrl-C must not throw away the work it asks about);
// Esc closes it.
func TestQuitQuestionHints(t *testing.T) {
	h := startShell(t, 80, 24)
	h.Sync(func() { h.sc.ask = true })
	h.Keys("?")
	h.WaitText("Ctrl-C quits")
	h.Key(tcell.KeyCtrlC)
	h.WaitText("Unsaved things: quit?")
	h.WaitText("Esc closes the window")
	if s := h.Screen(); strings.Contains(s, "Ctrl-C quits") {
		t.Errorf("the question before quitting says Ctrl-C quits:\n%s", s)
	}
	h.Key(tcell.KeyCtrlC)
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Unsaved things")
	h.Sync(func() {
		if h.s.Stopped() || h.s.Dialogs() != 1 {
			t.Errorf("Ctrl-C, Esc in the question: stopped %v, %d dialogs open (want the help alone)", h.s.Stopped(), h.s.Dialogs())
		}
	})
	h.WaitText("Ctrl-C quits")
}

// waitMessage polls until the message line's message holds want.
func (h *shellHarness) waitMessage(want string) {
	h.T.Helper()
	h.waitFor("the message "+want, func() bool { return strings.Contains(h.s.Message(), want) })
}

// A key that a list does nothing with says so, as the screens do of the
// keys they leave: a list of the screen (the trainer's packs and puzzles)
// that a user pressed z in said nothing, and neither did a list or a
// question in a window. The keys the list takes still act without a word.
func TestListKeyThatDoesNothingSaysSo(t *testing.T) {
	h := startShell(t, 80, 24)
	var list *Menu
	h.Sync(func() {
		list = NewMenu(h.s.Theme, "Packs", []MenuItem{{Text: "one"}, {Text: "two"}}, nil)
		h.s.SetFocus(list)
	})
	h.Keys("j")
	h.waitFor("j moves down", func() bool { return list.Current() == 1 })
	h.Keys("z")
	h.waitMessage("z does nothing here (? lists the keys)")
	h.Key(tcell.KeyF5)
	h.waitMessage("F5 does nothing here (? lists the keys)")
	h.Sync(func() { h.s.Say("", false) })
	h.Keys("/t")
	h.waitFor("/ starts a filter that takes the letters", func() bool { return list.Filter() == "t" })
	h.Keys("x") // the screen's key comes first, as before
	h.waitFor("x acts", func() bool { return len(h.sc.ran) == 1 })
	if msg := h.s.Message(); msg != "" {
		t.Errorf("keys the list takes say %q", msg)
	}

	h.Sync(func() {
		h.s.ShowMenu("Choose one", []MenuItem{{Text: "one"}, {Text: "two"}}, false, nil)
		h.s.App.ForceDraw()
	})
	h.WaitText("Choose one")
	h.Keys("z")
	h.waitMessage("z does nothing here (/ filter · Enter choose · Esc/q cancel)")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Choose one")

	chose := -2
	h.Sync(func() {
		h.s.Confirm("A question", []MenuItem{{Text: "a  one answer", Key: 'a'}, {Text: "c  cancel", Key: 'c'}}, func(i int) { chose = i })
		h.s.App.ForceDraw()
	})
	h.WaitText("A question")
	h.Keys("z")
	h.waitMessage("z does nothing here (a or c answers · Enter choose · Esc/q cancel)")
	h.Keys("a")
	h.waitFor("a answers", func() bool { return chose == 0 })
}

// A question ("Reset the progress?", "Show the solution?") says which keys
// answer it, and has no filter: its first line read "/ filter", which
// makes no sense there, and / hid its answers behind a filter line.
func TestQuestionHasNoFilter(t *testing.T) {
	h := startShell(t, 80, 24)
	chose := -2
	h.Sync(func() {
		h.s.Confirm("Reset the progress?", []MenuItem{{Text: "a  forget it all", Key: 'a'}, {Text: "c  cancel: keep it", Key: 'c'}}, func(i int) { chose = i })
		h.s.App.ForceDraw()
	})
	h.WaitText("a or c answers · Enter choose · Esc/q cancel")
	if s := h.Screen(); strings.Contains(s, "filter") {
		t.Errorf("a question offers a filter:\n%s", s)
	}
	h.Keys("/")
	h.waitMessage("/ does nothing here (a or c answers · Enter choose · Esc/q cancel)")
	h.Keys("j ")
	h.waitFor("Space chooses the line", func() bool { return chose == 1 })
	h.Sync(func() { h.sc.ask = true })
	h.Keys("q")
	h.WaitText("d or c answers · Enter choose · Esc/q cancel")
	h.Keys("c")
	h.WaitNoText("Unsaved things")
}

// Tab's choices too many for the note line end with how many more there
// are: the line was cut at the frame without a mark, and read as every
// name there is; the names shown are whole.
func TestCompleteChoicesSayMore(t *testing.T) {
	dir := t.TempDir()
	var names []string
	for i := range 20 {
		n := fmt.Sprintf("puzzle-%02d.toml", i)
		names = append(names, n)
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := startShell(t, 80, 24)
	h.Sync(func() {
		h.s.Prompt("Open", "File: ", dir+string(filepath.Separator)+"pu", func(string, bool) {}).Complete = CompletePath
		h.s.App.ForceDraw()
	})
	h.WaitText("File: ")
	h.Key(tcell.KeyEnd) // keep the text, not selected
	h.Key(tcell.KeyTab)
	h.WaitText(" more")
	s := h.Screen()
	shown := 0
	for _, n := range names {
		if strings.Contains(s, n) {
			shown++
		}
	}
	if !strings.Contains(s, fmt.Sprintf("… %d more", len(names)-shown)) || shown == 0 {
		t.Errorf("%d names shown, and not how many more:\n%s", shown, s)
	}
	for _, row := range strings.Split(s, "\n") {
		if !strings.Contains(row, " more") {
			continue
		}
		if strings.Count(row, "puzzle-") != shown {
			t.Errorf("a name cut on the note line: %q", row)
		}
	}
}

// typeAheadScreen is a screen whose Fini behaves as a terminal's does
// with keys typed ahead of a quit: tcell's Fini waits until its input
// reader has handed over every key read, which needs room in the event
// queue. Here the keys are posted as Fini starts, and Fini waits (at most
// half of tuitest.WaitLimit, recording a hang) until somebody has read them.
type typeAheadScreen struct {
	tcell.Screen
	hung *atomic.Bool
}

func (sc typeAheadScreen) Fini() {
	for range 10 {
		_ = sc.PostEvent(tcell.NewEventKey(tcell.KeyRune, 'x', tcell.ModNone))
	}
	deadline := time.Now().Add(tuitest.WaitLimit / 2)
	for sc.HasPendingEvent() {
		if time.Now().After(deadline) {
			sc.hung.Store(true)
			break
		}
		time.Sleep(time.Millisecond)
	}
	sc.Screen.Fini()
}

// hostile finding 1: q followed by a paste or a burst of keys (about 300
// in a real terminal) hung the editor and the trainer for good: tview's
// Stop holds its lock while tcell's Fini waits for its input reader,
// which waited for room in the event queue that only tview's reader,
// waiting for that lock, empties. The shell now drops the input itself
// while it stops, and no key typed after the quit acts.
func TestQuitWithKeysTypedAheadEnds(t *testing.T) {
	var hung atomic.Bool
	h := startShellOn(t, 80, 24, func(sc tcell.Screen) tcell.Screen { return typeAheadScreen{sc, &hung} })
	h.Keys("q")
	if err := h.WaitDone("the shell"); err != nil {
		t.Fatal(err)
	}
	if hung.Load() {
		t.Fatal("stopping waited for ever on keys typed ahead of the quit")
	}
	if len(h.sc.ran) > 0 {
		t.Errorf("keys typed after the quit acted: %v", h.sc.ran)
	}
}

// syncScreen counts the redraws asked of it.
type syncScreen struct {
	tcell.Screen
	syncs *atomic.Int32
}

func (sc syncScreen) Sync() {
	sc.syncs.Add(1)
	sc.Screen.Sync()
}

// hostile finding 3: Ctrl-L, which the help lists under "Everywhere" as
// redraw, said "does nothing here" in every window and question. It
// redraws there too, and leaves the window open.
func TestCtrlLRedrawsInAWindow(t *testing.T) {
	var syncs atomic.Int32
	h := startShellOn(t, 80, 24, func(sc tcell.Screen) tcell.Screen { return syncScreen{sc, &syncs} })
	h.sc.ask = true
	h.Keys("q")
	h.WaitText("Unsaved things: quit?")
	h.Key(tcell.KeyCtrlL)
	h.waitFor("a redraw", func() bool { return syncs.Load() > 0 })
	if got := h.flat(); strings.Contains(got, "does nothing") || !strings.Contains(got, "Unsaved things: quit?") {
		t.Errorf("after Ctrl-L in the question the screen reads:\n%s", h.Screen())
	}
}

// q cancels a question, as Esc does, and its line says so (it named Esc
// alone); a question one of whose answers is q names Esc alone, q being
// that answer.
func TestQuestionLineNamesQ(t *testing.T) {
	h := startShell(t, 80, 24)
	chose := -2
	h.Sync(func() {
		h.s.Confirm("A question", []MenuItem{{Text: "a  one answer", Key: 'a'}, {Text: "c  cancel", Key: 'c'}}, func(i int) { chose = i })
		h.s.App.ForceDraw()
	})
	h.WaitText("a or c answers · Enter choose · Esc/q cancel")
	h.Keys("q")
	h.WaitNoText("A question")
	h.waitFor("q cancels", func() bool { return chose == -1 })
	h.Sync(func() {
		h.s.Confirm("Quit?", []MenuItem{{Text: "q  quit", Key: 'q'}, {Text: "c  cancel", Key: 'c'}}, func(i int) { chose = i })
		h.s.App.ForceDraw()
	})
	h.WaitText("q or c answers · Enter choose · Esc cancel")
	h.Keys("q")
	h.waitFor("q answers", func() bool { return chose == 0 })
}

// The status line gives a window's name room before the hints: at 100
// columns "Edit › Open a pack or a position f…" was cut at 28 columns with
// the hints whole after it. Where there is no room, the hints give way
// first, down to the help key (then the name is cut, with a mark).
func TestStatusLineNameBeforeHints(t *testing.T) {
	for _, c := range []struct {
		w    int
		want string
	}{
		{100, "Edit › Open a pack or a position file │ Esc closes the window · Ctrl-C quits · F1 its keys"},
		{66, "Edit › Open a pack or a position file │ F1 its keys"},
	} {
		h := startShell(t, c.w, 24)
		h.Sync(func() {
			h.s.SetScreen(&placedScreen{shellScreen: h.sc, place: "Edit"})
			h.s.Prompt("Open a pack or a position file", "File: ", "", func(string, bool) {})
			h.s.App.ForceDraw()
		})
		h.WaitText(c.want)
	}
}
