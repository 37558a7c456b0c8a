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
		st := th.OrderArrow(int(pm.Owner)).Background(bgOf(cell)).Underline(pm.End)
		DrawText(screen, x+cols[i], y, 1, th.OrderGlyph(int(pm.Owner), pm.Dir), st)
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
// the board names every order). One move crossing a piece that has no
// orders of its own is drawn beside the cell's name, not beside the
// piece, where it read as the piece's own move ("Pi→→" for a Cloud Man
// landing on a Pikeman). When the cursor is on the cell to the right, a
// lone turn's glyph gives way to its "[" (the new facing stays beside the
// piece), and a lone mark takes the piece line's gap only, so that the
// cursor keeps the "[" of its name line.
func (b *Board) drawOrders(screen tcell.Screen, g geometry, l engine.Loc, pos *engine.Position, m *Marks) {
	want, slots, x, _ := b.orderLayout(g, l, pos, m)
	for i, gl := range want {
		DrawText(screen, x, slots[i], 1, gl.text, gl.style)
	}
}

// orderLayout is what drawOrders draws beside cell l: the marks, the
// lines they take in the gap at column x, and whether the last is the
// "+" of the orders that find no room.
func (b *Board) orderLayout(g geometry, l engine.Loc, pos *engine.Position, m *Marks) (want []glyph, slots []int, x int, plus bool) {
	own, paths := b.orderGlyphs(l, pos, m)
	want = append(own, paths...)
	if len(want) == 0 && m.More[l] == 0 {
		return nil, nil, 0, false
	}
	cx, cy := g.cellXY(l)
	x = cx + g.textWidth()
	want, slots = b.orderSlots(g, x, cy, want, len(own), m.More[l] > 0, m.Order[l].Turns)
	if len(want) > len(slots) || m.More[l] > 0 {
		keep := len(slots) - 1
		if len(want) < keep {
			keep = len(want)
		}
		want, plus = append(want[:keep], glyph{"+", b.theme.Bold()}), true
	}
	return want, slots, x, plus
}

// Crowded reports whether the board, at its size and with its content of
// the moment, draws a "+" beside a cell: orders there that find no room,
// which only a list beside the board names. A screen says what the "+"
// means (a legend) while one is drawn: nothing did.
func (b *Board) Crowded() bool {
	g := b.currentGeometry()
	if !g.ok || b.content == nil {
		return false
	}
	pos, m := b.content.BoardPosition(), b.content.BoardMarks()
	if m == nil {
		return false
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if _, _, _, plus := b.orderLayout(g, l, pos, m); plus {
			return true
		}
	}
	return false
}

// CrowdedLegend is the legend of the "+" the board draws (Crowded).
const CrowdedLegend = "+ beside a cell: more orders there than fit; the list names them all"

// orderGlyphs are the marks of cell l's orders: its piece's own (a move's
// arrow, a turn's new facing and glyph) and the moves crossing the cell
// when its piece line is taken.
func (b *Board) orderGlyphs(l engine.Loc, pos *engine.Position, m *Marks) (own, paths []glyph) {
	th := b.theme
	om := m.Order[l]
	if om.Owner != 0 && !om.Place {
		st := th.OrderArrow(int(om.Owner))
		if om.Dist > 0 {
			own = append(own, glyph{th.OrderGlyph(int(om.Owner), om.Move), st})
		}
		if om.Turns {
			own = append(own, glyph{th.OrderGlyph(int(om.Owner), om.Turn), st.Underline(true)}, glyph{th.TurnGlyph(), st})
		}
	}
	if !pos.Board[l].Empty() || !m.Ghost[l].Empty() {
		for _, pm := range m.Paths(l) {
			paths = append(paths, glyph{th.OrderGlyph(int(pm.Owner), pm.Dir), th.OrderArrow(int(pm.Owner)).Underline(pm.End)})
		}
	}
	return own, paths
}

// orderSlots returns the lines of the gap at x, right of the cell whose
// name line is y, that the marks want (nOwn of them the piece's own) take
// in turn, and the marks to draw (drawOrders): the piece line's, then the
// name line's; the name line's first for one move crossing a piece of no
// orders; the piece line's alone for a lone mark of the piece's own (a
// turn without its glyph) left of the cursor, whose "[" keeps the name
// line's.
func (b *Board) orderSlots(g geometry, x, y int, want []glyph, nOwn int, more, turns bool) ([]glyph, []int) {
	if g.lines == 1 {
		return want, []int{y}
	}
	bracket := b.bracketAt(g, x, y)
	if bracket && turns && len(want) == 2 {
		want = want[:1] // a lone turn's glyph
	}
	switch {
	case more:
	case nOwn == 0 && len(want) == 1:
		return want, []int{y, y + 1} // the cursor keeps the piece line's "["
	case bracket && len(want) == 1:
		return want, []int{y + 1}
	}
	return want, []int{y + 1, y}
}

// bracketAt reports whether the cursor's "[" goes at x on line y: the
// cursor is on the cell right of that gap.
func (b *Board) bracketAt(g geometry, x, y int) bool {
	if !b.cursor.Valid() {
		return false
	}
	cx, cy := g.cellXY(b.cursor)
	return cx-1 == x && cy == y
}
