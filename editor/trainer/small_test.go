package trainer

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

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
// Ctrl-C, which does nothing there, and its "q  quit" answers to q.
func TestTrainTooSmallKeepsTheAnswer(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.CountKeys()
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.resizeTo(40, 12, `Enlarge it to go on: q asks "Your answer is not submitted: quit?" first`)
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
	h.WaitText("Your answer is not submitted: quit?")
	h.WaitText("Esc closes the window")
	if s := h.Screen(); strings.Contains(s, "Ctrl-C quits") {
		t.Errorf("the question before quitting offers Ctrl-C:\n%s", s)
	}
	h.Keys("q")
	h.waitDone()
}
