package editor

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
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
	h.CheckCellMarks([]tuitest.CellMarks{
		{Cell: "A1", Next: "A2", Line: 0, Text: " A1↻ "},
		{Cell: "A1", Next: "A2", Line: 1, Text: "Cr→↙ "},
		{Cell: "B1", Next: "AB1", Line: 1, Text: "Ha↗↘ "},
	})
}
