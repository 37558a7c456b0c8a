package tui

import (
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// The orders on the board: never over a cell's name, never over another
// order. A move's steps take the piece lines of the free cells it crosses,
// a piece's own orders the gaps right of its cell.

// drawPaths fills the piece line of a cell with no piece: an arrow for
// each move that crosses it or ends on it (underlined), in its player's
// colour, side by side.
func (b *Board) drawPaths(screen tcell.Screen, x, y, width int, l engine.Loc, pos *engine.Position, m *Marks) {
	th := b.theme
	cell := th.Cell(l, pos)
	Fill(screen, x, y, width, cell)
	paths := m.Paths(l)
	mid := width / 2
	cols := [][]int{nil, {mid}, {mid - 1, mid + 1}, {mid - 1, mid, mid + 1}}[len(paths)]
	for i, pm := range paths {
		st := th.Player(int(pm.Owner)).Background(bgOf(cell)).Underline(pm.End)
		DrawText(screen, x+cols[i], y, 1, th.Arrow(pm.Dir), st)
	}
}

// glyph is a mark drawn in a gap beside a cell.
type glyph struct {
	text  string
	style tcell.Style
}

// drawOrders draws a cell's orders in the gaps right of it, where the
// cursor's bracket would go (the orders win): the move's arrow beside the
// piece, a turn's glyph and new facing, and the moves crossing a cell
// whose piece line is taken. What finds no room is a "+" (the list beside
// the board names every order).
func (b *Board) drawOrders(screen tcell.Screen, g geometry, l engine.Loc, pos *engine.Position, m *Marks) {
	th := b.theme
	var want []glyph
	om := m.Order[l]
	if om.Owner != 0 && !om.Place {
		st := th.Player(int(om.Owner))
		if om.Dist > 0 {
			want = append(want, glyph{th.Arrow(om.Move), st})
		}
		if om.Turns {
			want = append(want, glyph{th.Arrow(om.Turn), st.Underline(true)}, glyph{th.TurnGlyph(), st})
		}
	}
	if !pos.Board[l].Empty() || !m.Ghost[l].Empty() {
		for _, pm := range m.Paths(l) {
			want = append(want, glyph{th.Arrow(pm.Dir), th.Player(int(pm.Owner)).Underline(pm.End)})
		}
	}
	if len(want) == 0 && m.More[l] == 0 {
		return
	}
	cx, cy := g.cellXY(l)
	x := cx + g.textWidth()
	slots := []int{cy + g.lines - 1} // the piece line's gap, then the name line's
	if g.lines == 2 {
		slots = append(slots, cy)
	}
	if len(want) > len(slots) || m.More[l] > 0 {
		keep := len(slots) - 1
		if len(want) < keep {
			keep = len(want)
		}
		want = append(want[:keep], glyph{"+", th.Bold()})
	}
	for i, gl := range want {
		DrawText(screen, x, slots[i], 1, gl.text, gl.style)
	}
}
