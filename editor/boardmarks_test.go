package editor

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// At 80x24 the marks of a cell's orders sit in a column of the cell's
// own, with a blank gap before the next cell: at a pitch of 4 they took
// the gap and touched the next cell's text, so that "A1 ↻A2" read as A2's
// turn, "Cr→↙Cr←" as the Blue Crab's new facing, and "Ha↗↗Bi" put the
// Harpy's move against the Bird.
func TestBoardMarksStayWithTheirCellAt80x24(t *testing.T) {
	pos := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Crab/A1/A Harpy/B1/F | DE.EF.FA m6 Crab/A2/D Bird/AB1/A | g:-")
	var orders tui.Orders
	for _, s := range []string{"turn A1 C", "move B1 B 1"} {
		o, err := engine.ParseOrder(testCat, s)
		if err != nil {
			t.Fatal(err)
		}
		orders[0] = append(orders[0], o)
	}
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: pos, Orders: orders})
	h.moveTo(loc(t, "DE6")) // the cursor's brackets away
	h.WaitText("Cr→")
	for _, c := range []struct {
		cell, next string
		line       int    // 0 the name line, 1 the piece line
		text       string // from the cell's first column to the next cell's
	}{
		{"A1", "A2", 0, " A1↻ "},
		{"A1", "A2", 1, "Cr→↙ "},
		{"B1", "AB1", 1, "Ha↗↘ "},
	} {
		x, y := h.CellPos(loc(t, c.cell))
		nx, ny := h.CellPos(loc(t, c.next))
		if ny != y || nx != x+len([]rune(c.text)) {
			t.Fatalf("%s is at %d,%d and %s at %d,%d: not %d columns apart", c.cell, x, y, c.next, nx, ny, len([]rune(c.text)))
		}
		got, _ := h.TextAt(x, y+c.line, len([]rune(c.text)))
		if got != c.text {
			t.Errorf("line %d of %s reads %q up to %s, want %q (its marks beside it, a blank before the next cell)", c.line, c.cell, got, c.next, c.text)
		}
	}
}
