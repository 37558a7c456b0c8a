// Package tuitest drives the screens in tests: an application running on
// tcell's simulation screen, fed keys and clicks, and read inside its
// event loop (reading it from the test goroutine would race with the
// draws). The editor's and the trainer's test harnesses embed a Harness;
// Poll, Shown, Gone and Holds wait for what a screen should come to show.
//
// It imports neither tui nor the screens, so that tui's own tests can use
// it too.
package tuitest

import (
	"fmt"
	"go/build"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// WaitLimit bounds every wait of a screen test.
const WaitLimit = 5 * time.Second

// Cat is the default catalogue, shared read-only by the tests.
var Cat = puzzles.DefaultCatalogue()

// CellFinder finds where a board draws a cell (tui.Board does).
type CellFinder interface {
	CellPos(l engine.Loc) (x, y int, ok bool)
}

// Harness is an application running on tcell's simulation screen, with
// its board, driven by injected keys and clicks and read inside its event
// loop.
type Harness struct {
	T     *testing.T
	Sim   tcell.SimulationScreen
	App   *tview.Application
	Board CellFinder
	Done  chan error
	// Stopped is set once Run returned.
	Stopped bool
	// taken counts the keys the application took, after CountKeys.
	taken *atomic.Int64
}

// CountKeys has the application count the keys it takes, for WaitKeys.
func (h *Harness) CountKeys() {
	h.T.Helper()
	taken := new(atomic.Int64)
	h.Sync(func() {
		capture := h.App.GetInputCapture()
		h.App.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
			taken.Add(1)
			if capture == nil {
				return ev
			}
			return capture(ev)
		})
	})
	h.taken = taken
}

// WaitKeys waits until the application took n keys since CountKeys, and
// so every event injected before them (keys and clicks travel in order).
// A test that checks that keys did nothing waits so before it looks, and
// before it resizes the screen: the next draw takes the simulation
// screen's new size, whatever key it follows.
func (h *Harness) WaitKeys(n int64) {
	h.T.Helper()
	if h.taken == nil {
		h.T.Fatal("WaitKeys without CountKeys")
	}
	Poll(h.T, WaitLimit, func() (bool, func() string) {
		got := h.taken.Load()
		return got >= n, func() string { return fmt.Sprintf("the application took %d keys of %d", got, n) }
	})
}

// Sync runs f in the event loop and waits for it.
func (h *Harness) Sync(f func()) {
	h.T.Helper()
	ok := make(chan struct{})
	go func() {
		h.App.QueueUpdate(f)
		close(ok)
	}()
	select {
	case <-ok:
	case <-time.After(WaitLimit):
		h.T.Fatal("the event loop did not answer")
	}
}

// Key injects a special key.
func (h *Harness) Key(k tcell.Key) { h.Sim.InjectKey(k, 0, tcell.ModNone) }

// Keys types each rune of s as a key.
func (h *Harness) Keys(s string) {
	for _, r := range s {
		h.Sim.InjectKey(tcell.KeyRune, r, tcell.ModNone)
	}
}

// Click presses and releases the left button at (x, y).
func (h *Harness) Click(x, y int) {
	h.Sim.InjectMouse(x, y, tcell.Button1, tcell.ModNone)
	h.Sim.InjectMouse(x, y, tcell.ButtonNone, tcell.ModNone)
}

// CellPos returns where cell l's name line is drawn.
func (h *Harness) CellPos(l engine.Loc) (int, int) {
	h.T.Helper()
	var x, y int
	var ok bool
	h.Sync(func() { x, y, ok = h.Board.CellPos(l) })
	if !ok {
		h.T.Fatalf("cell %v is not on the screen", l)
	}
	return x, y
}

// CellMarks is what one line of a cell reads from its first column up to
// the next cell's on the same row: the cell's order marks beside it and a
// blank before the next.
type CellMarks struct {
	Cell, Next string
	Line       int    // 0 the name line, 1 the piece line
	Text       string // from Cell's first column to Next's
}

// CheckCellMarks checks that each case's cells stand as far apart as its
// text is wide and that the line reads the text: a cell's marks stay with
// their cell, not the next one.
func (h *Harness) CheckCellMarks(cases []CellMarks) {
	h.T.Helper()
	for _, c := range cases {
		n := len([]rune(c.Text))
		x, y := h.CellPos(Loc(h.T, c.Cell))
		nx, ny := h.CellPos(Loc(h.T, c.Next))
		if ny != y || nx != x+n {
			h.T.Fatalf("%s is at %d,%d and %s at %d,%d: not %d columns apart", c.Cell, x, y, c.Next, nx, ny, n)
		}
		if got, _ := h.TextAt(x, y+c.Line, n); got != c.Text {
			h.T.Errorf("line %d of %s reads %q up to %s, want %q (its marks beside it, a blank before the next cell)", c.Line, c.Cell, got, c.Next, c.Text)
		}
	}
}

// ClickCell clicks the name line of cell l.
func (h *Harness) ClickCell(l engine.Loc) {
	h.T.Helper()
	x, y := h.CellPos(l)
	h.Click(x+1, y)
}

// Screen returns the text of the screen, one line per row.
func (h *Harness) Screen() string {
	h.T.Helper()
	var s string
	h.Sync(func() { s = ScreenText(h.Sim) })
	return s
}

// TextAt returns n characters of the screen at (x, y) and the style of the
// first.
func (h *Harness) TextAt(x, y, n int) (string, tcell.Style) {
	h.T.Helper()
	var s string
	var st tcell.Style
	h.Sync(func() {
		cells, w, _ := h.Sim.GetContents()
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

// WaitText polls the screen until it contains want.
func (h *Harness) WaitText(want string) {
	h.T.Helper()
	Poll(h.T, WaitLimit, Shown(h.Screen, want))
}

// WaitNoText polls the screen until it no longer contains s.
func (h *Harness) WaitNoText(s string) {
	h.T.Helper()
	Poll(h.T, WaitLimit, Gone(h.Screen, s))
}

// WaitDone waits for Run to return and gives its error.
func (h *Harness) WaitDone(what string) error {
	h.T.Helper()
	select {
	case err := <-h.Done:
		h.Stopped = true
		return err
	case <-time.After(WaitLimit):
		h.T.Fatalf("%s did not stop", what)
	}
	return nil
}

// randomRunes are the letters RandomInput types.
const randomRunes = "abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPRSTUVWXYZ0123456789?/+-= <>"

// RandomInput sends n random events to an 80x24 screen: mostly letters,
// else one of keys, else a click, syncing every hundred events.
func (h *Harness) RandomInput(rng *rand.Rand, n int, keys []tcell.Key) {
	for i := 0; i < n; i++ {
		switch r := rng.Intn(10); {
		case r < 6:
			h.Sim.InjectKey(tcell.KeyRune, rune(randomRunes[rng.Intn(len(randomRunes))]), tcell.ModNone)
		case r < 9:
			h.Key(keys[rng.Intn(len(keys))])
		default:
			h.Click(rng.Intn(80), rng.Intn(24))
		}
		if i%100 == 0 {
			h.Sync(func() {})
		}
	}
}

// ScreenText reads a simulation screen's text; call it in the event loop.
func ScreenText(sim tcell.SimulationScreen) string {
	cells, w, hh := sim.GetContents()
	var b strings.Builder
	for y := 0; y < hh; y++ {
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			if len(c.Runes) == 0 {
				b.WriteByte(' ')
			} else {
				b.WriteString(string(c.Runes))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Poll calls probe every few milliseconds until it reports done, for at
// most limit; then the test fails with what probe's why says.
func Poll(t testing.TB, limit time.Duration, probe func() (done bool, why func() string)) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		done, why := probe()
		if done {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal(why())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// Shown is a probe that holds once screen() contains want.
func Shown(screen func() string, want string) func() (bool, func() string) {
	return func() (bool, func() string) {
		s := screen()
		return strings.Contains(s, want), func() string { return fmt.Sprintf("the screen never showed %q; it shows:\n%s", want, s) }
	}
}

// Gone is a probe that holds once screen() no longer contains text.
func Gone(screen func() string, text string) func() (bool, func() string) {
	return func() (bool, func() string) {
		s := screen()
		return !strings.Contains(s, text), func() string { return fmt.Sprintf("the screen still shows %q:\n%s", text, s) }
	}
}

// Holds is a probe that runs cond in the event loop through sync.
func Holds(sync func(func()), cond func() bool, what string, screen func() string) func() (bool, func() string) {
	return func() (bool, func() string) {
		var ok bool
		sync(func() { ok = cond() })
		return ok, func() string { return fmt.Sprintf("never: %s; the screen shows:\n%s", what, screen()) }
	}
}

// MustPos parses a position code of the default catalogue.
func MustPos(t testing.TB, code string) engine.Position {
	t.Helper()
	p, err := engine.ParseCode(Cat, code)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Loc parses a location name.
func Loc(t testing.TB, s string) engine.Loc {
	t.Helper()
	l, err := engine.ParseLoc(s)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Kind parses a kind name of the default catalogue.
func Kind(t testing.TB, s string) engine.KindID {
	t.Helper()
	k, err := Cat.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// Deps returns the packages of this module that the package in dir
// imports, directly or through others (its tests left out), by import
// path. Tests of the import directions read it.
func Deps(t testing.TB, dir string) []string {
	t.Helper()
	root, module := moduleOf(t, dir)
	seen := map[string]bool{}
	var visit func(d string)
	visit = func(d string) {
		pkg, err := build.ImportDir(d, 0)
		if err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		for _, imp := range pkg.Imports {
			if rel, ok := strings.CutPrefix(imp, module+"/"); ok && !seen[imp] {
				seen[imp] = true
				visit(filepath.Join(root, filepath.FromSlash(rel)))
			}
		}
	}
	visit(dir)
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// moduleOf finds the go.mod above dir: its directory and module path.
func moduleOf(t testing.TB, dir string) (root, module string) {
	t.Helper()
	d, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	for {
		if data, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil {
			for _, line := range strings.Split(string(data), "\n") {
				if m, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
					return d, strings.TrimSpace(m)
				}
			}
			t.Fatalf("%s/go.mod names no module", d)
		}
		parent := filepath.Dir(d)
		if parent == d {
			t.Fatalf("no go.mod above %s", dir)
		}
		d = parent
	}
}

// Unshowable lists the cells of a simulation screen that a terminal whose
// character set is ASCII (LANG=C) draws as "?": a rune above 127 that
// tcell has no fallback for (tcell.RuneFallbacks: "→" as ">", "│" as "|"
// ...), or whose fallback misleads: "°" as a backslash, and a fallback
// that is a letter, read as a key ("·" as "o": "Enter select o s submit";
// "↓" as "v" stays, the down arrow's ASCII form as "^" is the up one's).
// Each as "x,y: rune", at most 20 of them; call it in the event loop.
func Unshowable(sim tcell.SimulationScreen) []string {
	cells, w, hh := sim.GetContents()
	var out []string
	for y := 0; y < hh; y++ {
		for x := 0; x < w; x++ {
			for _, r := range cells[y*w+x].Runes {
				if f, ok := tcell.RuneFallbacks[r]; r <= 127 || ok && r != tcell.RuneDegree && (r == tcell.RuneDArrow || !isAlnum(f)) {
					continue
				}
				if len(out) < 20 {
					out = append(out, fmt.Sprintf("%d,%d: %q", x, y, r))
				}
			}
		}
	}
	return out
}

// isAlnum reports whether s is one letter or digit.
func isAlnum(s string) bool {
	r := []rune(s)
	return len(r) == 1 && (unicode.IsLetter(r[0]) || unicode.IsDigit(r[0]))
}
