package editor

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// waitLimit bounds every wait of a screen test.
const waitLimit = 5 * time.Second

// harness runs an Editor on tcell's simulation screen.
type harness struct {
	screenHarness
	ed *Editor
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
	hs := &harness{screenHarness: screenHarness{t: t, sim: sim, app: ed.app, board: ed.board, done: make(chan error, 1)}, ed: ed}
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
