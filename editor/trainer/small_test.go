package trainer

import (
	"context"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// resizeTo gives the trainer's screen a new size and waits until it shows
// want.
func (h *trainHarness) resizeTo(w, hh int, want string) {
	h.T.Helper()
	h.Sim.SetSize(w, hh)
	h.Sim.PostEvent(tcell.NewEventResize(w, hh))
	tuitest.Poll(h.T, tuitest.WaitLimit, tuitest.Shown(h.flatScreen, want))
}

// flatScreen returns the screen's words joined by single spaces, so that
// a test finds a sentence however it wraps.
func (h *trainHarness) flatScreen() string {
	h.T.Helper()
	return strings.Join(strings.Fields(h.Screen()), " ")
}

// While the terminal is too small, keys write and submit nothing (the
// tester's Enter, s submitted an answer unseen, counted as failed); q
// quits, as the notice says, since no answer is written.
func TestTrainTooSmallSubmitsNothing(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.CountKeys()
	h.resizeTo(40, 12, "The terminal is too small: 40x12. birdcrab needs 66x14")
	h.Key(tcell.KeyEnter)
	h.Keys("md1s")
	h.WaitKeys(5)
	if r := h.record("step-in"); r.Attempts != 0 || r.Failed || r.Solved {
		t.Errorf("an answer was submitted while the terminal was too small: %+v", r)
	}
	if got := h.myOrders(); got != "no orders" {
		t.Errorf("orders written while the terminal was too small: %s", got)
	}
	h.Keys("q")
	h.waitDone()
}

// With an answer written and not submitted, q and Ctrl-C do not quit
// while the terminal is too small, nor ask unseen: the notice says to
// enlarge the terminal. Large again, q asks, the question does not offer
// Ctrl-C, which does nothing there, and its "y  quit" answers to y.
func TestTrainTooSmallKeepsTheAnswer(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.CountKeys()
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.resizeTo(40, 12, `Enlarge it to go on: q asks "Your answer is not judged: quit?" first`)
	h.Keys("q")
	h.Key(tcell.KeyCtrlC)
	h.Keys("qs")
	h.WaitKeys(8)
	h.resizeTo(80, 24, "Goal:")
	h.Sync(func() {
		if h.tr.shell.Stopped() || h.tr.shell.Dialogs() > 0 || !h.tr.att.unsubmitted() {
			t.Errorf("keys while too small: stopped %v, %d dialogs open, answer unsubmitted %v",
				h.tr.shell.Stopped(), h.tr.shell.Dialogs(), h.tr.att.unsubmitted())
		}
	})
	if r := h.record("step-in"); r.Attempts != 0 {
		t.Errorf("an answer was submitted while the terminal was too small: %+v", r)
	}
	h.Keys("q")
	h.WaitText("Your answer is not judged: quit?")
	h.WaitText("Esc closes the window")
	if s := h.Screen(); strings.Contains(s, "Ctrl-C quits") {
		t.Errorf("the question before quitting offers Ctrl-C:\n%s", s)
	}
	h.Keys("y")
	h.waitDone()
}

// At the smallest size the panel's order lines wrap instead of being cut:
// at 66x14 the reply read "Blue  place Snake A1", its facing lost.
func TestTrainOrderLinesWrapWhenNarrow(t *testing.T) {
	var reply engine.Order
	refute := func(ctx context.Context, p *solver.Problem, orders []engine.Order) ([][]engine.Order, bool, error) {
		return [][]engine.Order{nil, {reply}}, true, nil
	}
	h := startTrainer(t, Options{OpenID: "snake-in-the-grass", Refute: refute}, 80, 24)
	h.resizeTo(66, 14, "Puzzle 28 · Snake in")
	h.waitFor("the panel at 66x14", func(tr *Trainer) bool { _, _, w, _ := tr.side.GetRect(); return w == 66-tui.BoardWidth-1 })
	h.panelFits("the puzzle")
	h.Sync(func() {
		a := h.tr.att
		o, err := engine.ParseOrder(a.cat, "place Snake A1 D")
		if err != nil {
			t.Fatal(err)
		}
		reply = o
		a.orders[a.side()-1] = []engine.Order{o}
	})
	h.waitPanel("Red place Snake A1 D")
	h.panelFits("the orders written")
	h.Keys("s")
	h.waitFor("the verdict", func(tr *Trainer) bool { return tr.att.result != nil })
	h.waitPanel("Blue place Snake A1 D")
	h.panelFits("the verdict")
}

// panelFits fails the test when a line of the side panel above the card
// of the cell under the cursor (tui.CellLines, the editor's too) is wider
// than the panel: it would be cut.
func (h *trainHarness) panelFits(when string) {
	h.T.Helper()
	h.Sync(func() {
		_, _, w, _ := h.tr.side.GetInnerRect()
		width := w - 1 // as the panel draws its lines
		lines := h.tr.panelLines(width)
		if h.tr.cardLine >= 0 {
			lines = lines[:h.tr.cardLine]
		}
		for _, l := range lines {
			if l.Width() > width {
				h.T.Errorf("%s: a panel line wider than the panel's %d columns: %q", when, width, l.String())
			}
		}
	})
}

// At the smallest size the message line has one line, and a long message
// lost its end (often what to do next) without a sign. It now ends with
// "… i: all of it", as the editor's does, and i shows it whole; a message
// that fits is drawn as it is.
func TestTrainLongMessageSaysItIsCut(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 66, 16)
	h.openItem("step-in")
	long := strings.Repeat("a long message about the answer, ", 3) + "and the end says what to do next"
	h.Sync(func() { h.tr.say(long, true); h.tr.shell.App.ForceDraw() })
	h.WaitText("… i: all of it")
	h.WaitNoText("what to do next")
	h.Keys("i")
	h.WaitText("The message line, all of it")
	h.WaitText("what to do next")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("The message line, all of it")
	h.Sync(func() { h.tr.say("a short message", false); h.tr.shell.App.ForceDraw() })
	h.WaitText("a short message")
	h.WaitNoText("… i: all of it")
	h.Keys("i")
	h.waitMessage("the message line holds all of its message")
}

// ? in a window of the trainer (the question of R) lists the keys it
// takes, its answers first.
func TestTrainWindowKeysHelp(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.Keys("R")
	h.WaitText("Reset the progress?")
	h.WaitText("? its keys")
	h.Keys("?")
	h.WaitText("The keys of this window: Reset the progress?")
	h.WaitText("This window's letters")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("The keys of")
	h.WaitText("Reset the progress?")
}
