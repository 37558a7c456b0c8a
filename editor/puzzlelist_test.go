package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// puzzleIDs lists the ids of the state's pack, in its order.
func puzzleIDs(s *State) string {
	var ids []string
	for _, pd := range s.packPuzzles() {
		ids = append(ids, pd.Meta.ID)
	}
	return strings.Join(ids, " ")
}

// MovePuzzle moves one puzzle and keeps the others in their order; the
// puzzle on the board stays on the board, wherever it goes.
func TestMovePuzzleKeepsThePuzzleOnTheBoard(t *testing.T) {
	s, cat := loadTestPack(t)
	for _, id := range []string{"p3", "p4"} {
		if err := AddPuzzle(cat, id)(&s); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		on, from, to int
		want         string
	}{
		{0, 1, 0, "meet-it from-behind p3 p4"},
		{0, 0, 3, "meet-it p3 p4 from-behind"},
		{2, 3, 1, "from-behind p4 meet-it p3"},
		{2, 0, 2, "meet-it p3 from-behind p4"},
		{2, 2, 0, "p3 from-behind meet-it p4"},
		{3, 1, 2, "from-behind p3 meet-it p4"},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.want, " ", "-"), func(t *testing.T) {
			st := s
			if err := SwitchPuzzle(c.on)(&st); err != nil && err != ErrNoChange {
				t.Fatal(err)
			}
			id := st.Puzzle.ID
			if err := MovePuzzle(c.from, c.to)(&st); err != nil {
				t.Fatal(err)
			}
			if got := puzzleIDs(&st); got != c.want {
				t.Errorf("the pack reads %q, want %q", got, c.want)
			}
			if !st.onPuzzle() || st.Puzzle.ID != id || st.Pack.Puzzles[st.Pack.Cur].Meta.ID != id {
				t.Errorf("puzzle %s left the board: on %v, at %d", id, st.Puzzle, st.Pack.Cur)
			}
		})
	}
	st := s
	if err := MovePuzzle(1, 1)(&st); err != ErrNoChange {
		t.Errorf("a move to the same place gives %v, want ErrNoChange", err)
	}
	if err := MovePuzzle(0, 4)(&st); err == nil {
		t.Error("a move past the last place was taken")
	}
}

// tedit #4: K and J in L move a puzzle up and down in the pack, the list's
// highlight following it; u takes a move back; w saves the new order, each
// puzzle with its comments. L had no way to reorder: it took Ctrl-E.
func TestPuzzleListMovesPuzzles(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	h.Keys("L")
	h.WaitText("Enter load · K/J move · x take out")
	h.Keys("J")
	h.waitMessage("puzzle from-behind moved down, now 2 of 2 (u takes it back; w saves the order)")
	h.waitFor("meet-it first", func(e *Editor) bool { st := e.doc.State(); return puzzleIDs(&st) == "meet-it from-behind" })
	h.WaitText("puzzle from-behind (2 of 2)")
	h.Keys("J")
	h.waitMessage("puzzle from-behind is the last already")
	// The highlight followed the puzzle: K moves it back.
	h.Keys("K")
	h.waitFor("from-behind first again", func(e *Editor) bool { st := e.doc.State(); return puzzleIDs(&st) == "from-behind meet-it" })
	h.Keys("u")
	h.waitFor("the move undone", func(e *Editor) bool { st := e.doc.State(); return puzzleIDs(&st) == "meet-it from-behind" })
	h.WaitText("═ Puzzles of the pack ═")
	h.Key(tcell.KeyEscape)
	h.WaitText("[modified]")
	h.Keys("w")
	h.waitMessage("saved " + path)
	pk, err := puzzles.Load(path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	if len(pk.Puzzles) != 2 || pk.Puzzles[0].ID != "meet-it" || pk.Puzzles[1].ID != "from-behind" {
		t.Fatalf("the saved pack's puzzles: %v", pk.Puzzles)
	}
	orig, saved := string(mustRead(t, testPack)), string(mustRead(t, path))
	for _, line := range strings.Split(orig, "\n") {
		if strings.HasPrefix(line, "#") && !strings.Contains(saved, line) {
			t.Errorf("the comment %q was lost", line)
		}
	}
}

// K and J on a line that is no puzzle (the pack's title) say what they
// move, and change nothing.
func TestPuzzleListMoveOnTheTitleSaysSo(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("L")
	h.WaitText("═ Puzzles of the pack ═")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDelete) // nothing to clear: no title
	h.Keys("J")
	h.waitMessage("K and J move a puzzle of L in the pack; nothing moves on this line")
	if st := h.state(); puzzleIDs(&st) != "from-behind meet-it" {
		t.Errorf("the pack reads %q", puzzleIDs(&st))
	}
}

// tedit #6: L opens on the puzzle on the board, and Enter on another puts
// it on the board and closes the list, so that the keys typed next go to
// the board: "L, Up, Enter, M" (the puzzle before, then its window) set
// the pack's title to "M" where L opened on the first puzzle and stayed
// open.
func TestPuzzleListOpensOnTheBoardsPuzzleAndEnterCloses(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("L")
	h.WaitText("═ Puzzles of the pack ═")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("puzzle meet-it (2 of 2)")
	h.WaitNoText("═ Puzzles of the pack ═")
	h.Keys("L")
	h.WaitText("● meet-it (on the board)")
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.WaitNoText("═ Puzzles of the pack ═")
	h.Keys("M")
	h.WaitText("═ The puzzle ═")
	if st := h.state(); st.Pack.Base.Title != "An example pack" || puzzleIDs(&st) != "from-behind meet-it" {
		t.Errorf("the pack changed: title %q, puzzles %q", st.Pack.Base.Title, puzzleIDs(&st))
	}
}

// tedit #6: in monochrome the puzzle on the board is marked apart from
// the highlight: a dot and "(on the board)", in plain style, where the
// highlight (reverse video) is on another line. The mark was "> ", which
// reads as the highlight there. In ASCII the dot is a *.
func TestPuzzleListMarksTheBoardsPuzzleApartFromTheHighlight(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pack.toml")
	if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path, Mono: true}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("L")
	h.WaitText("● from-behind (on the board)")
	h.Key(tcell.KeyDown)
	row := func(text string) (int, int) {
		for y, line := range strings.Split(h.Screen(), "\n") {
			if x := strings.Index(line, text); x >= 0 {
				return len([]rune(line[:x])), y
			}
		}
		t.Fatalf("no line shows %q:\n%s", text, h.Screen())
		return 0, 0
	}
	reversed := func(text string) bool {
		x, y := row(text)
		_, st := h.TextAt(x, y, 1)
		_, _, attrs := st.Decompose()
		return attrs&tcell.AttrReverse != 0
	}
	tuitest.Poll(t, tuitest.WaitLimit, func() (bool, func() string) {
		return reversed("meet-it · Meet it"), func() string { return "the highlight never reached meet-it:\n" + h.Screen() }
	})
	if reversed("from-behind (on the board)") {
		t.Error("the puzzle on the board is drawn as the highlight")
	}
	if strings.Contains(h.Screen(), "> ") {
		t.Errorf("a > mark is left:\n%s", h.Screen())
	}
	h.Key(tcell.KeyEscape)
	h.Keys("A")
	h.Keys("L")
	h.WaitText("* from-behind (on the board)")
}
