package tui

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// BoardContent supplies what a Board draws. The widget keeps no position of
// its own: it asks on every draw, so the model stays outside it (as tview's
// TableContent separates a table from its data).
type BoardContent interface {
	// BoardPosition returns the position to draw.
	BoardPosition() *engine.Position
	// BoardCatalogue returns the kinds of the position.
	BoardCatalogue() *engine.Catalogue
	// BoardMarks returns the marks laid over the position, or nil.
	BoardMarks() *Marks
}

// StaticContent is a BoardContent holding its values, for screens that
// show one position at a time.
type StaticContent struct {
	Pos   engine.Position
	Cat   *engine.Catalogue
	Marks *Marks
}

// BoardPosition implements BoardContent.
func (s *StaticContent) BoardPosition() *engine.Position { return &s.Pos }

// BoardCatalogue implements BoardContent.
func (s *StaticContent) BoardCatalogue() *engine.Catalogue { return s.Cat }

// BoardMarks implements BoardContent.
func (s *StaticContent) BoardMarks() *Marks { return s.Marks }

// Sizes of the board on screen.
const (
	BoardWidth     = 41 // pitch 4 with the corner letters
	BoardHeight    = 20 // two lines a row with the corner letters
	BoardWideWidth = 59 // pitch 6
	// BoardMarksWidth is pitch 5: each cell has a column of its own for
	// the marks of its orders, right of its text, and a gap after it.
	// At pitch 4 a mark took the gap, touching the next cell's text
	// ("A1 ↻A2", "Cr→↙Cr←"), and read as that cell's.
	BoardMarksWidth  = 48
	BoardShortHeight = 11 // one line a row
)

// geometry places the cells: pitch columns by lines rows a cell, the origin
// of the cell grid, and whether the board fits at all.
type geometry struct {
	pitch, lines int
	x0, y0       int
	ok           bool
}

// textWidth is the number of columns a cell's text may use: all but the
// gap, and at pitch 5 but the marks' column too (see BoardMarksWidth).
func (g geometry) textWidth() int {
	if g.pitch == 5 {
		return 3
	}
	return g.pitch - 1
}

// cellXY returns the top-left corner of the text of cell l.
func (g geometry) cellXY(l engine.Loc) (int, int) {
	h := l.Hex()
	return g.x0 + (2*h.Q+h.R+8)*g.pitch/2, g.y0 + (h.R+4)*g.lines
}

// layoutBoard chooses the largest layout that fits w by h and centres it.
func layoutBoard(x, y, w, h int) geometry {
	var g geometry
	switch {
	case w >= BoardWideWidth && h >= BoardHeight:
		g = geometry{pitch: 6, lines: 2}
	case w >= BoardMarksWidth && h >= BoardHeight:
		g = geometry{pitch: 5, lines: 2}
	case w >= BoardWidth && h >= BoardHeight:
		g = geometry{pitch: 4, lines: 2}
	case w >= BoardWidth && h >= BoardShortHeight:
		g = geometry{pitch: 4, lines: 1}
	default:
		return geometry{}
	}
	bw := 8*g.pitch + g.pitch - 1 + 6
	bh := 9*g.lines + 2
	g.x0 = x + (w-bw)/2 + 3
	g.y0 = y + (h-bh)/2 + 1
	g.ok = true
	return g
}

// Board is the board widget: the 61 cells as offset rows, each piece with
// its kind letters, owner and facing, territories shaded by controller, the
// marks of its content (orders, placements, highlights) and a cursor moved
// with the arrows, hjkl and the mouse. It embeds *tview.Box and draws in
// Draw. Enter or Space, or a click on the cursor's cell, calls the selected
// function; other keys go to the input capture (SetInputCapture) first.
type Board struct {
	*tview.Box
	content  BoardContent
	theme    *Theme
	cursor   engine.Loc
	wantCol  int // the column vertical moves stay near
	geo      geometry
	letters  []string
	lettersC *engine.Catalogue
	lettersN int
	selected func(engine.Loc)
	changed  func(engine.Loc)
	clicked  func(engine.Loc) bool
	keys     *Table
	// Resting, set while another widget has the keys (the editor's side
	// panel after Tab), draws the cursor at rest: its cell not lit, its
	// brackets dim, so that the board is seen not to take the arrows (the
	// cursor looked the same, and only the status line said where the
	// keys went).
	Resting bool
}

// NewBoard returns a board drawing content with theme, its cursor on the Pit.
func NewBoard(content BoardContent, theme *Theme) *Board {
	b := &Board{Box: tview.NewBox(), content: content, theme: theme}
	b.SetCursor(engine.Pit)
	return b
}

// SetContent changes what the board draws.
func (b *Board) SetContent(c BoardContent) *Board { b.content = c; return b }

// Cursor returns the cell under the cursor.
func (b *Board) Cursor() engine.Loc { return b.cursor }

// SetCursor moves the cursor to l (a valid location) without calling the
// changed function.
func (b *Board) SetCursor(l engine.Loc) *Board {
	if l.Valid() {
		b.cursor = l
		h := l.Hex()
		b.wantCol = 2*h.Q + h.R
	}
	return b
}

// SetSelectedFunc sets the function called with the cursor's cell on Enter,
// Space, and a click on the cell under the cursor.
func (b *Board) SetSelectedFunc(f func(engine.Loc)) *Board { b.selected = f; return b }

// SetChangedFunc sets the function called when the cursor moves.
func (b *Board) SetChangedFunc(f func(engine.Loc)) *Board { b.changed = f; return b }

// SetClickedFunc sets the function called when a cell is clicked, after the
// cursor moved there. When it returns true the click is done; otherwise a
// click on the cell already under the cursor selects it.
func (b *Board) SetClickedFunc(f func(engine.Loc) bool) *Board { b.clicked = f; return b }

// Letters returns the abbreviation of kind k on this board.
func (b *Board) Letters(cat *engine.Catalogue, k engine.KindID) string {
	if b.lettersC != cat || b.lettersN != cat.Len() {
		b.letters, b.lettersC, b.lettersN = KindLetters(cat), cat, cat.Len()
	}
	if int(k) >= len(b.letters) {
		return "??"
	}
	return b.letters[k]
}

// CellAt returns the cell drawn at screen position (x, y).
func (b *Board) CellAt(x, y int) (engine.Loc, bool) {
	g := b.currentGeometry()
	if !g.ok {
		return engine.NoLoc, false
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		cx, cy := g.cellXY(l)
		if x >= cx && x < cx+g.pitch && y >= cy && y < cy+g.lines {
			return l, true
		}
	}
	return engine.NoLoc, false
}

// CellPos returns the screen position of the first letter of cell l's name
// line, and false when the board does not fit its rectangle.
func (b *Board) CellPos(l engine.Loc) (int, int, bool) {
	g := b.currentGeometry()
	if !g.ok || !l.Valid() {
		return 0, 0, false
	}
	x, y := g.cellXY(l)
	return x, y, true
}

func (b *Board) currentGeometry() geometry {
	x, y, w, h := b.GetInnerRect()
	return layoutBoard(x, y, w, h)
}

// Move moves the cursor one cell in a screen direction: dx -1 or +1 along
// the row, or dy -1 or +1 to the row above or below, staying near the
// column of the last horizontal move. It reports whether the cursor moved.
func (b *Board) Move(dx, dy int) bool {
	cur := b.cursor
	next := engine.NoLoc
	switch {
	case dx < 0:
		next = cur.Neighbour(engine.D)
	case dx > 0:
		next = cur.Neighbour(engine.A)
	case dy != 0:
		a, c := engine.E, engine.F // up: north-west, north-east
		if dy > 0 {
			a, c = engine.C, engine.B
		}
		la, lc := cur.Neighbour(a), cur.Neighbour(c)
		switch {
		case la == engine.NoLoc:
			next = lc
		case lc == engine.NoLoc:
			next = la
		default:
			ca, cc := col(la), col(lc)
			if absInt(cc-b.wantCol) < absInt(ca-b.wantCol) {
				next = lc
			} else {
				next = la
			}
		}
	}
	if next == engine.NoLoc {
		return false
	}
	b.cursor = next
	if dx != 0 {
		b.wantCol = col(next)
	}
	if b.changed != nil {
		b.changed(next)
	}
	return true
}

func col(l engine.Loc) int { h := l.Hex(); return 2*h.Q + h.R }

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Keys returns the board's key table: the arrows and hjkl move the
// cursor, Enter and Space select the cell under it; a click moves the
// cursor there.
func (b *Board) Keys() *Table {
	if b.keys == nil {
		b.keys = &Table{Title: "The board", Bindings: []Binding{
			{Keys: Keys(tcell.KeyLeft, 'h'), Action: "cursorLeft", Do: func() { b.Move(-1, 0) }, Help: "move the cursor left"},
			{Keys: Keys(tcell.KeyRight, 'l'), Action: "cursorRight", Do: func() { b.Move(1, 0) }, Help: "move the cursor right"},
			{Keys: Keys(tcell.KeyUp, 'k'), Action: "cursorUp", Do: func() { b.Move(0, -1) }, Help: "move the cursor up, near its column"},
			{Keys: Keys(tcell.KeyDown, 'j'), Action: "cursorDown", Do: func() { b.Move(0, 1) }, Help: "move the cursor down, near its column"},
			{Keys: Keys(tcell.KeyEnter, ' '), Action: "select", Do: b.selectCursor, Help: "select the cell under the cursor"},
			{Keys: []Key{Mouse}, Action: "click", Help: "move the cursor to the cell; again, or a double click, selects it"},
		}}
	}
	return b.keys
}

// InputHandler runs the board's key table.
func (b *Board) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return b.WrapInputHandler(func(ev *tcell.EventKey, _ func(tview.Primitive)) {
		Keymap{b.Keys()}.Dispatch(KeyOf(ev), quiet)
	})
}

func (b *Board) selectCursor() {
	if b.selected != nil {
		b.selected(b.cursor)
	}
}

// MouseHandler moves the cursor to the clicked cell; a click on the cell
// already under the cursor, or a double click, selects it.
func (b *Board) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return b.WrapMouseHandler(func(action tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		x, y := ev.Position()
		if !b.InRect(x, y) {
			return false, nil
		}
		switch action {
		case tview.MouseLeftDown:
			setFocus(b)
			return true, nil
		case tview.MouseLeftClick, tview.MouseLeftDoubleClick:
			l, ok := b.CellAt(x, y)
			if !ok {
				return true, nil
			}
			again := l == b.cursor
			b.SetCursor(l)
			if !again && b.changed != nil {
				b.changed(l)
			}
			if b.clicked != nil && b.clicked(l) {
				return true, nil
			}
			// A double click selects as its second click does, on
			// the cell under the cursor: tview reports one for two
			// quick clicks on different cells, which selected the
			// second cell at its first click.
			if again {
				b.selectCursor()
			}
			return true, nil
		}
		return false, nil
	})
}

// Draw draws the board centred in its rectangle, or says that it does not
// fit.
func (b *Board) Draw(screen tcell.Screen) {
	b.DrawForSubclass(screen, b)
	x, y, w, h := b.GetInnerRect()
	g := layoutBoard(x, y, w, h)
	b.geo = g
	if !g.ok {
		msg := fmt.Sprintf("the board needs %dx%d", BoardWidth, BoardShortHeight)
		for i, s := range WrapText(msg, max(w, 8)) {
			if i < h {
				DrawText(screen, x, y+i, w, s, b.theme.Error())
			}
		}
		return
	}
	if b.content == nil {
		return
	}
	pos := b.content.BoardPosition()
	cat := b.content.BoardCatalogue()
	marks := b.content.BoardMarks()
	if marks == nil {
		marks = NewMarks()
	}
	b.drawCorners(screen, g, marks)
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		b.drawCell(screen, g, l, pos, cat, marks)
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		b.drawOrders(screen, g, l, pos, marks)
	}
	if lifting(marks) && b.cursor.Valid() {
		// Where the lifted piece would go is the one thing to see: the
		// cursor's brackets win over the orders of the cells beside it
		// (a neighbour's arrow took the place of its "[").
		b.drawBrackets(screen, g, b.cursor, marks)
	}
}

// lifting reports whether a piece is lifted (Marks.Faded).
func lifting(m *Marks) bool {
	for _, f := range m.Faded {
		if f {
			return true
		}
	}
	return false
}

// drawCorners writes the letter of each corner beside it. The letters of
// A and D, beside their cells' names, go up a line while the cursor's or
// the selection's brackets are on the corner cell: "D[ D4 ]" and
// "[ A4 ]A" ran together.
func (b *Board) drawCorners(screen tcell.Screen, g geometry, m *Marks) {
	st := b.theme.Bold()
	for d := engine.A; d <= engine.F; d++ {
		l, _ := engine.ParseLoc(d.String() + "4")
		x, y := g.cornerXY(d, l)
		if bracketed := l == b.cursor || l == m.Selected; bracketed && g.lines == 2 && (d == engine.A || d == engine.D) {
			y--
		}
		screen.SetContent(x, y, rune('A'+d), nil, st)
	}
}

// cornerXY is where the letter of corner d goes, beside its cell l.
func (g geometry) cornerXY(d engine.Dir, l engine.Loc) (int, int) {
	cx, cy := g.cellXY(l)
	x, y := cx, cy
	switch d {
	case engine.A:
		x = cx + g.pitch
	case engine.B:
		x, y = cx+g.pitch, cy+g.lines
	case engine.C:
		x, y = cx-2, cy+g.lines
	case engine.D:
		x = cx - 2
	case engine.E:
		x, y = cx-2, cy-1
	case engine.F:
		x, y = cx+g.pitch, cy-1
	}
	if g.lines == 1 && (d == engine.B || d == engine.C) {
		y = cy + 1
	}
	return x, y
}

// PieceLetters returns a piece's kind letters as the board writes them: in
// monochrome, player 1's in upper case and player 2's in lower case, so
// owners differ in glyphs as well as attributes. The piece cards beside
// the board use them too, so that a piece reads the same in both.
func (b *Board) PieceLetters(cat *engine.Catalogue, pc engine.Piece) string {
	s := b.Letters(cat, pc.Kind)
	if b.theme.Mono {
		switch pc.Owner {
		case 1:
			s = strings.ToUpper(s)
		case 2:
			s = strings.ToLower(s)
		}
	}
	return s
}

// pieceText writes a piece as its letters (PieceLetters) and facing arrow,
// centred in width columns.
func (b *Board) pieceText(cat *engine.Catalogue, pc engine.Piece, width int) string {
	return Center(b.PieceLetters(cat, pc)+b.theme.Arrow(pc.Facing), width)
}

// drawCell draws one cell: its name line and its piece line (the piece,
// or the moves crossing the cell); in one line a cell, the piece if there
// is one, marked as the name would be (markedPiece), else the name.
func (b *Board) drawCell(screen tcell.Screen, g geometry, l engine.Loc, pos *engine.Position, cat *engine.Catalogue, m *Marks) {
	cx, cy := g.cellXY(l)
	tw := g.textWidth()
	name, nameSt := b.nameLine(l, pos, m, tw)
	piece, pieceSt := b.pieceLine(l, pos, cat, m, tw)
	if mc := g.pitch - 1 - tw; mc > 0 {
		// The marks' column takes the cell's shade: it is the cell's.
		cell := b.theme.Cell(l, pos)
		for i := 0; i < g.lines; i++ {
			Fill(screen, cx+tw, cy+i, mc, cell)
		}
	}
	switch {
	case g.lines == 2:
		DrawText(screen, cx, cy, tw, name, nameSt)
		if piece == "" {
			b.drawPaths(screen, cx, cy+1, tw, l, pos, m)
		} else {
			DrawText(screen, cx, cy+1, tw, piece, pieceSt)
		}
	case piece != "":
		switch {
		case l == b.cursor:
			pieceSt = nameSt
		case m.Hi[l] != HiNone:
			// The mark the name would carry (a move's destination, an
			// event's cell such as a fight's): the piece replaced the
			// name, and the mark was lost.
			pieceSt = markedPiece(pieceSt)
		}
		DrawText(screen, cx, cy, tw, piece, pieceSt)
	default:
		DrawText(screen, cx, cy, tw, name, nameSt)
	}
	b.drawBrackets(screen, g, l, m)
}

// nameLine is the text and style of a cell's first line: its name, lit as
// marked and under the cursor. Orders never take its place.
func (b *Board) nameLine(l engine.Loc, pos *engine.Position, m *Marks, width int) (string, tcell.Style) {
	th := b.theme
	hi := m.Hi[l]
	if m.Dying[l] && !th.Mono {
		hi = max(hi, HiTarget)
	}
	st := th.lit(th.Name(l, pos), hi)
	if l == b.cursor && !b.Resting {
		st = th.cursor(st)
	}
	name := Center(l.String(), width)
	if b.geo.pitch == 5 {
		name = fmt.Sprintf("%*s", width, l.String()) // a mark right of it is next to it
	}
	return name, st
}

// pieceLine is the text and style of a cell's second line: a piece to be
// placed, a piece lifted (faded) or the piece on it; "" for none.
func (b *Board) pieceLine(l engine.Loc, pos *engine.Position, cat *engine.Catalogue, m *Marks, width int) (string, tcell.Style) {
	th := b.theme
	cell := th.Cell(l, pos)
	pc := pos.Board[l]
	switch {
	case !m.Ghost[l].Empty():
		return b.pieceText(cat, m.Ghost[l], width), th.Ghost(m.Ghost[l].Owner).Background(bgOf(cell))
	case !pc.Empty() && m.Dying[l] && th.Mono:
		return b.pieceText(cat, pc, width), th.Dying(pc.Owner)
	case !pc.Empty() && (m.Faded[l] || m.Dying[l]):
		return b.pieceText(cat, pc, width), th.Dim().Background(bgOf(cell))
	case !pc.Empty():
		return b.pieceText(cat, pc, width), th.Piece(pc.Owner)
	}
	return "", cell
}

// drawBrackets draws brackets in the gaps around the cursor, [ ], and the
// selected piece, { }.
func (b *Board) drawBrackets(screen tcell.Screen, g geometry, l engine.Loc, m *Marks) {
	open, closing := rune(0), rune(0)
	switch {
	case l == b.cursor:
		open, closing = '[', ']'
	case l == m.Selected:
		open, closing = '{', '}'
	default:
		return
	}
	cx, cy := g.cellXY(l)
	st := b.theme.Bold()
	if l == b.cursor && b.Resting {
		st = b.theme.Dim()
	}
	for i := 0; i < g.lines; i++ {
		screen.SetContent(cx-1, cy+i, open, nil, st)
		screen.SetContent(cx+g.pitch-1, cy+i, closing, nil, st) // the gap, after a marks' column
	}
}

// markedPiece is the style st of a piece drawn in place of its cell's
// marked name, one line a cell: reversed, or not when the piece already
// is (a player's pieces in monochrome).
func markedPiece(st tcell.Style) tcell.Style {
	_, _, attrs := st.Decompose()
	return st.Reverse(attrs&tcell.AttrReverse == 0)
}

func bgOf(st tcell.Style) tcell.Color {
	_, bg, _ := st.Decompose()
	return bg
}
