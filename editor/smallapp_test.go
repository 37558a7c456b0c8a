package editor

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// resizeTo gives the editor's screen a new size and waits until it shows
// want.
func (h *harness) resizeTo(w, hh int, want string) {
	h.T.Helper()
	h.Sim.SetSize(w, hh)
	h.Sim.PostEvent(tcell.NewEventResize(w, hh))
	tuitest.Poll(h.T, tuitest.WaitLimit, tuitest.Shown(h.flatScreen, want))
}

// flatScreen returns the screen's words joined by single spaces, so that
// a test finds a sentence however it wraps.
func (h *harness) flatScreen() string {
	h.T.Helper()
	return strings.Join(strings.Fields(h.Screen()), " ")
}

// smallPositionFile writes a position file for the tests of a terminal
// too small, and returns its path and text.
func smallPositionFile(t *testing.T) (string, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "big3.txt")
	text := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/AB2/E | DE.EF.FA m6 Crab/A1/A Crab/FA3/C | g:-\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, text
}

// While the terminal is too small, keys and clicks do nothing but q (the
// tester's N, w, q wrote an empty position over the file unseen); q then
// quits, as the notice says, since nothing is unsaved.
func TestTooSmallEditsNothing(t *testing.T) {
	path, text := smallPositionFile(t)
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("opened " + path)
	cx, cy := h.CellPos(loc(t, "DE2"))
	var cursor engine.Loc
	h.Sync(func() { cursor = h.ed.board.Cursor() })
	h.CountKeys()
	h.resizeTo(40, 12, "The terminal is too small: 40x12")
	h.Keys("Nw")
	h.Key(tcell.KeyCtrlS)
	h.Click(cx+1, cy)
	h.Click(cx+1, cy)
	h.Key(tcell.KeyEnter)
	h.WaitKeys(4)
	if got := string(mustRead(t, path)); got != text {
		t.Errorf("the file changed while the terminal was too small:\n%s", got)
	}
	if _, err := os.Stat(BackupPath(path)); !os.IsNotExist(err) {
		t.Errorf("a backup was made while the terminal was too small: %v", err)
	}
	h.Sync(func() {
		e := h.ed
		if e.doc.Dirty() || e.board.Cursor() != cursor || e.shell.Dialogs() > 0 {
			t.Errorf("while the terminal was too small: unsaved changes %v, the cursor moved from %v to %v, %d dialogs open",
				e.doc.Dirty(), cursor, e.board.Cursor(), e.shell.Dialogs())
		}
	})
	h.Keys("q")
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
}

// With unsaved changes, q and Ctrl-C do not quit while the terminal is too
// small, nor open the question unseen (its s or d typed blind would save
// or throw the work away): the notice says to enlarge the terminal. Large
// again, q asks as always, and the question does not offer Ctrl-C, which
// does nothing there.
func TestTooSmallKeepsUnsavedChanges(t *testing.T) {
	path, text := smallPositionFile(t)
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("opened " + path)
	h.CountKeys()
	h.Keys("N")
	h.waitFor("unsaved changes", func(e *Editor) bool { return e.doc.Dirty() })
	h.resizeTo(40, 12, `Enlarge it to go on: q asks "Unsaved changes: quit?" first`)
	h.Keys("q")
	h.Key(tcell.KeyCtrlC)
	h.Keys("dsw")
	h.WaitKeys(6)
	h.resizeTo(80, 24, "[modified]")
	h.Sync(func() {
		if h.ed.shell.Stopped() || h.ed.shell.Dialogs() > 0 || !h.ed.doc.Dirty() {
			t.Errorf("keys while too small: stopped %v, %d dialogs open, unsaved changes %v",
				h.ed.shell.Stopped(), h.ed.shell.Dialogs(), h.ed.doc.Dirty())
		}
	})
	h.Keys("q")
	h.WaitText("Unsaved changes: quit?")
	h.WaitText("Esc closes the window")
	if s := h.Screen(); strings.Contains(s, "Ctrl-C quits") {
		t.Errorf("the question before quitting offers Ctrl-C:\n%s", s)
	}
	h.Keys("d")
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
	if got := string(mustRead(t, path)); got != text {
		t.Errorf("the file changed:\n%s", got)
	}
}

// The windows of lines (H, S) are wide enough for their key line and for
// a line that grew since they opened (the Solve window's opponent, from
// hold to any), at 80 and 100 columns: both were cut off.
func TestListWindowsFitTheirLines(t *testing.T) {
	const hint = "Enter change · + - adjust · x clear · / filter · Esc close"
	const solveHint = "Enter starts it · + - adjust · / filter · Esc close"
	for _, sz := range [][2]int{{80, 24}, {100, 30}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			h := start(t, Options{}, sz[0], sz[1])
			h.setState(fightState(t))
			h.Keys("H")
			h.WaitText("Hands and graveyard")
			h.WaitText(hint)
			h.Key(tcell.KeyEscape)
			h.WaitNoText("Hands and graveyard")
			h.Keys("S")
			h.WaitText("═ Solve ═")
			h.Key(tcell.KeyEnd) // from Goals, where it opens with none: to Start
			h.WaitText(solveHint)
			// The window keeps to its lines' width: the goals line shows
			// the notation without stretching it across the screen.
			h.WaitText("Goals:        none yet: Enter sets them (ransack DE, kills 2 ...)")
			for _, line := range strings.Split(h.Screen(), "\n") {
				if _, after, ok := strings.Cut(line, solveHint); ok {
					if pad, _, _ := strings.Cut(after, "║"); len(pad) > 20 {
						t.Errorf("the Solve window stretches past its lines: %q", line)
					}
				}
			}
			h.Key(tcell.KeyHome) // from Side: the window opens on Start the search
			h.Key(tcell.KeyDown)
			h.Key(tcell.KeyDown)
			h.Keys("++")
			h.WaitText("Opponent:     any: " + opponentText(engine.Any))
		})
	}
}

// A list's key line names only the keys its lines take: the pack's
// puzzles (L) adjust nothing, and x on a puzzle takes it out (the line
// said "x clear"), the Solve window (S) clears nothing, the hands (H)
// take both.
func TestListKeyLinesNameTheirKeys(t *testing.T) {
	h := start(t, Options{Path: testPack}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("L")
	h.WaitText("Enter load · K/J move · x take out · / filter · Esc close")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("x take out")
	h.Keys("S")
	h.WaitText("═ Solve ═")
	h.WaitText("Enter starts it · + - adjust · / filter · Esc close")
	h.Key(tcell.KeyUp)
	h.WaitText("Enter change · + - adjust · / filter · Esc close")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")
	h.Keys("H")
	h.WaitText("Enter change · + - adjust · x clear · / filter · Esc close")
}

// At 66x14 the hands window cannot show every line: a ▼ on its last row
// says more is below (Blue's hand, the graveyard), a ▲ on its first row,
// once scrolled, that more is above. It used to show Red's hand alone,
// with nothing saying the rest was there.
func TestHandsWindowMarksLinesBelowAndAbove(t *testing.T) {
	st := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 h:Crab,Crab,Pikeman,Pikeman,Crab | DE.EF.FA m6 | g:-")}
	h := start(t, Options{}, 66, 14)
	h.setState(st)
	h.Keys("H")
	h.WaitText("Hands and graveyard")
	mark := func(rowOf func(lines []string) int, want rune, what string) func() (bool, func() string) {
		return func() (bool, func() string) {
			screen := h.Screen()
			lines := strings.Split(screen, "\n")
			why := func() string { return fmt.Sprintf("never: %s; the screen shows:\n%s", what, screen) }
			row := rowOf(lines)
			if row < 0 || row >= len(lines) {
				return false, why
			}
			// The mark is the last column inside the frame.
			r := []rune(lines[row])
			for i := len(r) - 1; i > 0; i-- {
				if r[i] == '║' {
					return r[i-1] == want, why
				}
			}
			return false, why
		}
	}
	bottom := func(lines []string) int { // the row above the lower frame
		for i, l := range lines {
			if strings.Contains(l, "╚") {
				return i - 1
			}
		}
		return -1
	}
	top := func(lines []string) int { // the first item's row, under the key line
		for i, l := range lines {
			if strings.Contains(l, "Hands and graveyard") {
				return i + 2
			}
		}
		return -1
	}
	tuitest.Poll(t, tuitest.WaitLimit, mark(bottom, '▼', "a ▼ on the window's last row"))
	if strings.Contains(h.Screen(), "graveyard:") {
		t.Fatal("the window shows every line at 66x14: the test no longer tests a window that scrolls")
	}
	h.Key(tcell.KeyEnd)
	for range 20 {
		h.Key(tcell.KeyDown)
	}
	h.WaitText("add a piece to the graveyard")
	tuitest.Poll(t, tuitest.WaitLimit, mark(top, '▲', "a ▲ on the window's first row"))
}

// At 66 columns the side panel is 23 columns wide: a puzzle's id as wide
// as that, its colon and title after it, wrapped with the colon alone at
// the start of a line (": The crab runs"), and a long id was cut anywhere
// ("the-crab-runs-the-pries", "t-walks"). An id now breaks after a dash,
// and the colon stays with a letter of the id.
func TestNarrowPuzzleTitleWraps(t *testing.T) {
	for _, c := range []struct{ id, want string }{
		{"abcdefghijklmnopqrstuvw", "w: The title"},
		{"the-crab-runs-the-priest-walks", "priest-walks: The title"},
	} {
		t.Run(c.id, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "narrow.toml")
			text := "[[puzzle]]\nid = \"" + c.id + "\"\ntitle = \"The title\"\ngoals = [\"kill A1\"]\n" +
				"position = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-\"\n"
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, Options{Path: path}, 66, 40)
			h.WaitText(c.want)
			for _, row := range strings.Split(h.Screen(), "\n") {
				if r := []rune(row); len(r) > 42 && strings.HasPrefix(strings.TrimSpace(string(r[42:])), ":") {
					t.Errorf("a line of the panel starts with a colon: %q", row)
				}
			}
		})
	}
}

// At 66 columns the title line of a puzzle with a long id was cut with no
// mark ("... priest-walks (1"): it now says with "…" where it is cut. The
// cut is in the id, so that the mode and "? keys" stay (they were cut off
// the end).
func TestNarrowTitleSaysItIsCut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "narrow.toml")
	text := "[[puzzle]]\nid = \"the-crab-runs-the-priest-walks\"\ntitle = \"The title\"\ngoals = [\"kill A1\"]\n" +
		"position = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-\"\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 66, 30)
	h.WaitText("the-crab-runs")
	title := strings.Split(h.Screen(), "\n")[0]
	if want := " edit · narrow.toml · the-crab-runs-the-… 1/1 · Edit mode  ? keys "; title != want {
		t.Errorf("the title line reads %q, want %q", title, want)
	}
}

// A modified pack at 80 columns (a copy of the shipped tactics pack, a
// piece turned) lost the mode and "? keys" off the end of its title line;
// the line now names the program shorter, then the puzzle, to keep them.
// (The copy is of First tactics, whose first puzzle's id is short enough
// to show whole: Tactics, ordered by difficulty, opens on a longer one.)
func TestModifiedPackTitleKeepsModeAndHelpKeyAt80Columns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "first-tactics.toml")
	if err := os.WriteFile(path, mustRead(t, "../puzzles/packs/first-tactics.toml"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("from-behind")
	h.Sync(func() {
		st := h.ed.doc.State()
		for l, pc := range st.Pos.Board {
			if !pc.Empty() {
				h.ed.board.SetCursor(engine.Loc(l))
				break
			}
		}
	})
	h.Keys("r")
	h.waitFor("modified", func(e *Editor) bool { return e.doc.Dirty() })
	h.WaitText("[modified]")
	title := strings.Split(h.Screen(), "\n")[0]
	if !strings.Contains(title, "Edit mode") || !strings.HasSuffix(title, "? keys ") || strings.Contains(title, "…") {
		t.Errorf("the title line reads %q", title)
	}
}

// The side panel's scroll mark ▼ stayed drawn while a window was open,
// beside the window's frame, where it read as the window's own (and PgDn
// scrolls the window then, not the panel). Only the window's marks show.
func TestPanelMarkHidesUnderAWindow(t *testing.T) {
	h := start(t, Options{Path: testPack}, 80, 24)
	h.moveTo(loc(t, "DE4")) // its card fills the panel
	mark := func() (int, int, bool) {
		cells, w, _ := h.Sim.GetContents()
		for i := len(cells) - 1; i >= 0; i-- {
			if len(cells[i].Runes) > 0 && cells[i].Runes[0] == '▼' {
				return i % w, i / w, true
			}
		}
		return 0, 0, false
	}
	var x, y int
	h.waitFor("the panel's ▼", func(*Editor) bool {
		var ok bool
		x, y, ok = mark()
		return ok && x > 42
	})
	for _, key := range []rune{'?', 'M'} {
		h.Keys(string(key))
		h.waitFor("a window", func(e *Editor) bool { return e.shell.Dialogs() > 0 })
		h.Sync(func() {
			if c, _, _ := h.Sim.GetContents(); c[y*80+x].Runes != nil && c[y*80+x].Runes[0] == '▼' {
				t.Errorf("with the window of %c open, the panel's ▼ still shows at %d,%d:\n%s", key, x, y, tuitest.ScreenText(h.Sim))
			}
		})
		h.Key(tcell.KeyEscape)
		h.waitFor("the window closed", func(e *Editor) bool { return e.shell.Dialogs() == 0 })
		h.waitFor("the panel's ▼ back", func(*Editor) bool { x2, y2, ok := mark(); return ok && x2 == x && y2 == y })
	}
}

// ? in a window did nothing (a list said "? does nothing here"): it now
// lists the keys the window takes, over it; Esc goes back to the window.
// In a text field, where ? is a letter, F1 does it.
func TestWindowKeysHelp(t *testing.T) {
	h := start(t, Options{Path: testPack}, 80, 24)
	h.Keys("M")
	h.WaitText("? its keys")
	h.Keys("?")
	h.WaitText("The keys of this window: The puzzle")
	h.WaitText("more, less: a number")
	h.WaitText("Lists and menus")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("The keys of")
	h.WaitText("Id:")
	h.Key(tcell.KeyEscape)
	h.waitFor("no window", func(e *Editor) bool { return e.shell.Dialogs() == 0 })

	h.Keys("W")
	h.WaitText("F1 its keys")
	h.Keys("?")
	h.WaitText("?") // a letter of the name
	h.Key(tcell.KeyF1)
	h.WaitText("The keys of this window: Save as")
	h.WaitText("erase the word before the cursor")
}
