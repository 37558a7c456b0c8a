package editor

import (
	"fmt"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// harness runs an Editor on tcell's simulation screen.
type harness struct {
	tuitest.Harness
	ed *Editor
}

// defaultDirs, as Options.AutosaveDir, has start keep the editor's own
// choice of folders (else each test gets a folder of its own).
const defaultDirs = "\x00default"

// start runs an editor with opts on a w by h simulation screen and waits
// for its first screen.
func start(t *testing.T, opts Options, w, h int) *harness {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	opts.Screen = sim
	if opts.Cat == nil {
		opts.Cat = testCat
	}
	switch {
	case opts.AutosaveDir == defaultDirs:
		opts.AutosaveDir = ""
	case opts.AutosaveDir == "" && !opts.NoAutosave:
		opts.AutosaveDir = t.TempDir()
	}
	ed, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	sim.SetSize(w, h)
	hs := &harness{Harness: tuitest.Harness{T: t, Sim: sim, App: ed.shell.App, Board: ed.board, Done: make(chan error, 1)}, ed: ed}
	go func() { hs.Done <- ed.Run() }()
	t.Cleanup(hs.close)
	// The first screen: the title (" birdcrab edit · ...", " edit · ..."
	// when narrow) or the too-small notice.
	tuitest.Poll(t, tuitest.WaitLimit, func() (bool, func() string) {
		s := hs.Screen()
		return strings.Contains(s, "birdcrab edit") || strings.HasPrefix(s, " edit · "), func() string { return "no first screen: " + s }
	})
	return hs
}

// close stops the editor if it still runs and fails the test on any
// internal error the editor caught.
func (h *harness) close() {
	h.T.Helper()
	if !h.Stopped {
		// As a crash: the lock given back, the files left.
		h.Sync(func() { h.ed.shell.App.Stop() })
		h.waitDone()
		h.ed.abandon()
	}
	if p := h.ed.shell.Panics(); len(p) > 0 {
		h.T.Errorf("the editor caught internal errors:\n%s", strings.Join(p, "\n"))
	}
}

// waitDone waits for Run to return.
func (h *harness) waitDone() error {
	h.T.Helper()
	return h.WaitDone("the editor")
}

// waitFor polls cond in the event loop until it holds.
func (h *harness) waitFor(what string, cond func(e *Editor) bool) {
	h.T.Helper()
	tuitest.Poll(h.T, tuitest.WaitLimit, tuitest.Holds(h.Sync, func() bool { return cond(h.ed) }, what, h.Screen))
}

// state returns the document's state.
func (h *harness) state() State {
	h.T.Helper()
	var s State
	h.Sync(func() { s = h.ed.doc.State() })
	return s
}

// setState replaces the document's state (as a loaded file).
func (h *harness) setState(s State) {
	h.T.Helper()
	h.Sync(func() {
		h.ed.doc.Replace(s, true)
		h.ed.shell.App.ForceDraw()
	})
}

// moveTo moves the cursor onto l.
func (h *harness) moveTo(l engine.Loc) {
	h.T.Helper()
	h.Sync(func() {
		h.ed.board.SetCursor(l)
		h.ed.shell.App.ForceDraw()
	})
}

// message returns the message line's text.
func (h *harness) message() string {
	h.T.Helper()
	var s string
	h.Sync(func() { s = h.ed.shell.Message() })
	return s
}

// waitMessage polls until the message line contains want.
func (h *harness) waitMessage(want string) {
	h.T.Helper()
	h.waitFor(fmt.Sprintf("the message says %q", want), func(e *Editor) bool { return strings.Contains(e.shell.Message(), want) })
}
