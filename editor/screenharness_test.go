package editor

import (
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// screenHarness is what the editor's and the trainer's test harnesses
// share: an application running on tcell's simulation screen, with its
// board, driven by injected keys and clicks and read inside its event loop.
type screenHarness struct {
	t     *testing.T
	sim   tcell.SimulationScreen
	app   *tview.Application
	board *Board
	done  chan error
	stop  bool
}

// sync runs f in the event loop and waits for it.
func (h *screenHarness) sync(f func()) {
	h.t.Helper()
	ok := make(chan struct{})
	go func() {
		h.app.QueueUpdate(f)
		close(ok)
	}()
	select {
	case <-ok:
	case <-time.After(waitLimit):
		h.t.Fatal("the event loop did not answer")
	}
}

// key injects a key; runes go as KeyRune.
func (h *screenHarness) key(k tcell.Key) { h.sim.InjectKey(k, 0, tcell.ModNone) }

// keys types each rune of s as a key.
func (h *screenHarness) keys(s string) {
	for _, r := range s {
		h.sim.InjectKey(tcell.KeyRune, r, tcell.ModNone)
	}
}

// click presses and releases the left button at (x, y).
func (h *screenHarness) click(x, y int) {
	h.sim.InjectMouse(x, y, tcell.Button1, tcell.ModNone)
	h.sim.InjectMouse(x, y, tcell.ButtonNone, tcell.ModNone)
}

// cellPos returns where cell l's name line is drawn.
func (h *screenHarness) cellPos(l engine.Loc) (int, int) {
	h.t.Helper()
	var x, y int
	var ok bool
	h.sync(func() { x, y, ok = h.board.CellPos(l) })
	if !ok {
		h.t.Fatalf("cell %v is not on the screen", l)
	}
	return x, y
}

// clickCell clicks the name line of cell l.
func (h *screenHarness) clickCell(l engine.Loc) {
	h.t.Helper()
	x, y := h.cellPos(l)
	h.click(x+1, y)
}

// screen returns the text of the screen, one line per row.
func (h *screenHarness) screen() string {
	h.t.Helper()
	var s string
	h.sync(func() { s = screenText(h.sim) })
	return s
}

// textAt returns n characters of the screen at (x, y) and the style of the
// first.
func (h *screenHarness) textAt(x, y, n int) (string, tcell.Style) {
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
func (h *screenHarness) waitText(want string) {
	h.t.Helper()
	poll(h.t, waitLimit, shown(h.screen, want))
}

// waitNoText polls the screen until it no longer contains s.
func (h *screenHarness) waitNoText(s string) {
	h.t.Helper()
	poll(h.t, waitLimit, gone(h.screen, s))
}

// randomRunes are the letters randomInput types.
const randomRunes = "abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPRSTUVWXYZ0123456789?/+-= <>"

// randomInput sends n random events to an 80x24 screen: mostly letters,
// else one of keys, else a click, syncing every hundred events.
func (h *screenHarness) randomInput(rng *rand.Rand, n int, keys []tcell.Key) {
	for i := 0; i < n; i++ {
		switch r := rng.Intn(10); {
		case r < 6:
			h.sim.InjectKey(tcell.KeyRune, rune(randomRunes[rng.Intn(len(randomRunes))]), tcell.ModNone)
		case r < 9:
			h.key(keys[rng.Intn(len(keys))])
		default:
			h.click(rng.Intn(80), rng.Intn(24))
		}
		if i%100 == 0 {
			h.sync(func() {})
		}
	}
}
