package trainer

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// trainPackFile is the tests' own pack: lessons and puzzles whose answers
// the tests know, so that they do not depend on the shipped packs.
const trainPackFile = "testdata/train.toml"

// trainHarness runs a Trainer on tcell's simulation screen.
type trainHarness struct {
	tuitest.Harness
	tr *Trainer
	// progress is the progress file.
	progress string
}

// startTrainer runs a trainer with opts on a w by h simulation screen and
// waits for its first screen. Unless opts say otherwise it shows only the
// test pack and keeps its progress in a fresh temporary directory.
func startTrainer(t *testing.T, opts Options, w, h int) *trainHarness {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	opts.Screen = sim
	if opts.Packs == nil && opts.NoShipped {
		opts.Packs, opts.Named = []string{trainPackFile}, 1 // as birdcrab train testdata/train.toml
	}
	if opts.ProgressPath == "" && !opts.NoProgress {
		opts.ProgressPath = filepath.Join(t.TempDir(), "progress.toml")
	}
	if opts.Stderr == nil {
		opts.Stderr = io.Discard // what a stop could not save: a test that cares sets its own
	}
	if opts.StatePath == "" {
		opts.NoState = true // a test that restarts the trainer starts afresh
	}
	tr, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	sim.SetSize(w, h)
	hs := &trainHarness{Harness: tuitest.Harness{T: t, Sim: sim, App: tr.shell.App, Board: tr.board, Done: make(chan error, 1)},
		tr: tr, progress: opts.ProgressPath}
	go func() { hs.Done <- tr.Run() }()
	t.Cleanup(hs.close)
	hs.waitFor("the first screen", func(*Trainer) bool { return strings.TrimSpace(tuitest.ScreenText(sim)) != "" })
	return hs
}

// close stops the trainer if it still runs and fails the test on any
// internal error it caught.
func (h *trainHarness) close() {
	h.T.Helper()
	if !h.Stopped {
		h.Sync(func() { h.tr.shell.Quit() })
		h.waitDone()
	}
	if p := h.tr.shell.Panics(); len(p) > 0 {
		h.T.Errorf("the trainer caught internal errors:\n%s", strings.Join(p, "\n"))
	}
}

// waitDone waits for Run to return.
func (h *trainHarness) waitDone() {
	h.T.Helper()
	if err := h.WaitDone("the trainer"); err != nil {
		h.T.Errorf("Run: %v", err)
	}
}

// moveTo moves the board's cursor onto l by the g key and a cell name.
func (h *trainHarness) moveTo(l engine.Loc) {
	h.T.Helper()
	h.Keys("g")
	h.WaitText("Go to a cell")
	h.Keys(l.String())
	h.Key(tcell.KeyEnter)
	h.waitFor("the cursor on "+l.String(), func(tr *Trainer) bool { return tr.board.Cursor() == l && tr.shell.Dialogs() == 0 })
}

// pieceAt returns the piece line of cell l as drawn (3 characters).
func (h *trainHarness) pieceAt(l engine.Loc) string {
	h.T.Helper()
	x, y := h.CellPos(l)
	s, _ := h.TextAt(x, y+1, 3)
	return s
}

// panelText returns the side panel's lines as drawn at its width (those
// scrolled out of view too), joined into one line with single spaces, so
// that a test finds a sentence however it wraps.
func (h *trainHarness) panelText() string {
	h.T.Helper()
	var s string
	h.Sync(func() {
		_, _, w, _ := h.tr.side.GetInnerRect()
		var b strings.Builder
		for _, l := range h.tr.panelLines(max(w-1, 20)) {
			b.WriteString(l.String())
			b.WriteByte(' ')
		}
		s = strings.Join(strings.Fields(b.String()), " ")
	})
	return s
}

// waitPanel polls the side panel until it holds want.
func (h *trainHarness) waitPanel(want string) {
	h.T.Helper()
	tuitest.Poll(h.T, tuitest.WaitLimit, func() (bool, func() string) {
		s := h.panelText()
		return strings.Contains(s, want), func() string { return fmt.Sprintf("the panel never said %q; it says:\n%s", want, s) }
	})
}

// screenWords returns the screen's words, the frames' sides left out,
// joined by single spaces, so that a test finds a sentence of a list's
// detail or of a window however it wraps.
func (h *trainHarness) screenWords() string {
	h.T.Helper()
	return strings.Join(strings.Fields(strings.NewReplacer("║", " ", "│", " ").Replace(h.Screen())), " ")
}

// waitWords polls the screen's words (screenWords) until they hold want.
func (h *trainHarness) waitWords(want string) {
	h.T.Helper()
	tuitest.Poll(h.T, tuitest.WaitLimit, tuitest.Shown(h.screenWords, want))
}

// waitFor polls cond in the event loop until it holds.
func (h *trainHarness) waitFor(what string, cond func(tr *Trainer) bool) {
	h.T.Helper()
	h.waitWithin(tuitest.WaitLimit, what, cond)
}

// waitWithin polls cond in the event loop until it holds, for at most
// limit.
func (h *trainHarness) waitWithin(limit time.Duration, what string, cond func(tr *Trainer) bool) {
	h.T.Helper()
	tuitest.Poll(h.T, limit, tuitest.Holds(h.Sync, func() bool { return cond(h.tr) }, what, h.Screen))
}

// highlighted returns the id of the item highlighted in the item list, ""
// when none is.
func highlighted(tr *Trainer) string {
	if i := tr.itemMenu.Current(); i >= 0 && i < len(tr.items) {
		return tr.items[i].scenario().ID
	}
	return ""
}

// waitHighlight polls until the item list highlights the item with id.
func (h *trainHarness) waitHighlight(id string) {
	h.T.Helper()
	h.waitFor("the highlight on "+id, func(tr *Trainer) bool { return highlighted(tr) == id })
}

// waitMessage polls until the message line contains want.
func (h *trainHarness) waitMessage(want string) {
	h.T.Helper()
	h.waitFor("the message says "+want, func(tr *Trainer) bool { return strings.Contains(tr.shell.Message(), want) })
}

// openItem opens the item with id from the item list by filtering for it
// and pressing Enter.
func (h *trainHarness) openItem(id string) {
	h.T.Helper()
	h.waitFor("the item list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Keys("/" + id)
	h.Key(tcell.KeyEnter)
	h.waitFor("item "+id+" open", func(tr *Trainer) bool {
		return tr.screen == scrPlay && tr.att != nil && tr.att.sc.ID == id
	})
}

// record returns the progress record of the item with id.
func (h *trainHarness) record(id string) ProgressRecord {
	h.T.Helper()
	var r ProgressRecord
	found := false
	h.Sync(func() {
		for _, tp := range h.tr.packs {
			for _, it := range tp.items {
				if it.scenario().ID == id {
					r, found = h.tr.prog.Get(it.key), true
				}
			}
		}
	})
	if !found {
		h.T.Fatalf("no item %q", id)
	}
	return r
}

// myOrders returns the learner's orders in notation.
func (h *trainHarness) myOrders() string {
	h.T.Helper()
	var s string
	h.Sync(func() {
		a := h.tr.att
		s = engine.OrdersText(a.cat, a.orders[a.side()-1], "no orders")
	})
	return s
}

// readFile returns a file's text.
func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// writeFile writes a file or fails the test.
func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// globFiles lists the files of dir matching pattern.
func globFiles(dir, pattern string) ([]string, error) {
	return filepath.Glob(filepath.Join(dir, pattern))
}
