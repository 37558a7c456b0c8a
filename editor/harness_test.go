package editor

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// waitLimit bounds every wait of a screen test.
const waitLimit = 5 * time.Second

// harness runs an Editor on tcell's simulation screen.
type harness struct {
	t    *testing.T
	sim  tcell.SimulationScreen
	ed   *Editor
	done chan error
	stop bool
}

// start runs an editor with opts on a w by h simulation screen and waits
// for its first screen.
func start(t *testing.T, opts Options, w, h int) *harness {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	opts.Screen = sim
	if opts.Cat == nil {
		opts.Cat = testCat
	}
	if opts.AutosaveDir == "" && !opts.NoAutosave {
		opts.AutosaveDir = t.TempDir()
	}
	ed, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	sim.SetSize(w, h)
	hs := &harness{t: t, sim: sim, ed: ed, done: make(chan error, 1)}
	go func() { hs.done <- ed.Run() }()
	t.Cleanup(hs.close)
	hs.waitText("birdcrab edit")
	return hs
}

// close stops the editor if it still runs and fails the test on any
// internal error the editor caught.
func (h *harness) close() {
	h.t.Helper()
	if !h.stop {
		h.sync(func() { h.ed.app.Stop() })
		h.waitDone()
	}
	if len(h.ed.panics) > 0 {
		h.t.Errorf("the editor caught internal errors:\n%s", strings.Join(h.ed.panics, "\n"))
	}
}

// waitDone waits for Run to return.
func (h *harness) waitDone() error {
	h.t.Helper()
	select {
	case err := <-h.done:
		h.stop = true
		return err
	case <-time.After(waitLimit):
		h.t.Fatal("the editor did not stop")
	}
	return nil
}

// sync runs f in the event loop and waits for it.
func (h *harness) sync(f func()) {
	h.t.Helper()
	ok := make(chan struct{})
	go func() {
		h.ed.app.QueueUpdate(f)
		close(ok)
	}()
	select {
	case <-ok:
	case <-time.After(waitLimit):
		h.t.Fatal("the event loop did not answer")
	}
}

// key injects a key; runes go as KeyRune.
func (h *harness) key(k tcell.Key) { h.sim.InjectKey(k, 0, tcell.ModNone) }

// keys types each rune of s as a key.
func (h *harness) keys(s string) {
	for _, r := range s {
		h.sim.InjectKey(tcell.KeyRune, r, tcell.ModNone)
	}
}

// click presses and releases the left button at (x, y).
func (h *harness) click(x, y int) {
	h.sim.InjectMouse(x, y, tcell.Button1, tcell.ModNone)
	h.sim.InjectMouse(x, y, tcell.ButtonNone, tcell.ModNone)
}

// clickCell clicks the name line of cell l.
func (h *harness) clickCell(l engine.Loc) {
	h.t.Helper()
	x, y := h.cellPos(l)
	h.click(x+1, y)
}

// cellPos returns where cell l's name line is drawn.
func (h *harness) cellPos(l engine.Loc) (int, int) {
	h.t.Helper()
	var x, y int
	var ok bool
	h.sync(func() { x, y, ok = h.ed.board.CellPos(l) })
	if !ok {
		h.t.Fatalf("cell %v is not on the screen", l)
	}
	return x, y
}

// screen returns the text of the screen, one line per row.
func (h *harness) screen() string {
	h.t.Helper()
	var s string
	h.sync(func() { s = screenText(h.sim) })
	return s
}

// textAt returns n characters of the screen at (x, y) and the style of the
// first.
func (h *harness) textAt(x, y, n int) (string, tcell.Style) {
	h.t.Helper()
	var s string
	var st tcell.Style
	h.sync(func() {
		cells, w, _ := h.sim.GetContents()
		var b strings.Builder
		for i := 0; i < n; i++ {
			c := cells[y*w+x+i]
			if i == 0 {
				st = c.Style
			}
			if len(c.Runes) == 0 {
				b.WriteByte(' ')
			} else {
				b.WriteString(string(c.Runes))
			}
		}
		s = b.String()
	})
	return s, st
}

// waitText polls the screen until it contains want.
func (h *harness) waitText(want string) {
	h.t.Helper()
	poll(h.t, waitLimit, shown(h.screen, want))
}

// waitNoText polls the screen until it no longer contains s.
func (h *harness) waitNoText(s string) {
	h.t.Helper()
	poll(h.t, waitLimit, gone(h.screen, s))
}

// waitFor polls cond in the event loop until it holds.
func (h *harness) waitFor(what string, cond func(e *Editor) bool) {
	h.t.Helper()
	poll(h.t, waitLimit, holds(h.sync, func() bool { return cond(h.ed) }, what, h.screen))
}

// state returns the document's state.
func (h *harness) state() State {
	h.t.Helper()
	var s State
	h.sync(func() { s = h.ed.doc.State() })
	return s
}

// setState replaces the document's state (as a loaded file).
func (h *harness) setState(s State) {
	h.t.Helper()
	h.sync(func() {
		h.ed.doc.Replace(s, true)
		h.ed.app.ForceDraw()
	})
}

// moveTo moves the cursor onto l.
func (h *harness) moveTo(l engine.Loc) {
	h.t.Helper()
	h.sync(func() {
		h.ed.board.SetCursor(l)
		h.ed.app.ForceDraw()
	})
}

// message returns the message line's text.
func (h *harness) message() string {
	h.t.Helper()
	var s string
	h.sync(func() { s = h.ed.msg })
	return s
}

// waitMessage polls until the message line contains want.
func (h *harness) waitMessage(want string) {
	h.t.Helper()
	h.waitFor(fmt.Sprintf("the message says %q", want), func(e *Editor) bool { return strings.Contains(e.msg, want) })
}
