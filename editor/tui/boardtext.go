package tui

// BoardText draws the board widget as text, for the command line (birdcrab
// show and resolve): drawn on a simulation screen and read back.

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// TextLook says how BoardText draws the board.
type TextLook struct {
	Mono   bool // the monochrome theme: owners told apart by letter case and attributes
	ASCII  bool // directions as the letters a..f
	Colour bool // write the styles as ANSI escape sequences
	// Palette writes the colours as the nearest of the 256-colour
	// palette (38;5;N), for a terminal without 24-bit colour.
	Palette bool
}

// BoardText draws the board as the screens draw it (the board widget,
// drawn on a simulation screen and read back), with the orders given
// marked on it when orders is not nil, and returns its lines, without
// trailing spaces. With look.Colour each line carries the ANSI escape
// sequences of its styles.
func BoardText(p *engine.Position, cat *engine.Catalogue, orders [][]engine.Order, look TextLook) []string {
	var marks *Marks
	if orders != nil {
		marks = NewMarks()
		marks.AddOrders(p, orders)
	}
	theme := NewTheme(look.Mono)
	theme.ASCII = look.ASCII
	board := NewBoard(&StaticContent{Pos: *p, Cat: cat, Marks: marks}, theme)
	w, h := BoardWidth, BoardHeight
	board.SetRect(0, 0, w, h)
	// The widget always draws its cursor. Draw it on the Pit, then take the
	// Pit's cell from a second drawing with the cursor on a far corner.
	cells, cw, ch, err := drawOnce(board, engine.Pit, w, h)
	if err != nil {
		return []string{fmt.Sprintf("(the board cannot be drawn: %v)", err)}
	}
	clean, _, _, err := drawOnce(board, engine.Loc(mustLoc("D4")), w, h)
	if err != nil {
		return []string{fmt.Sprintf("(the board cannot be drawn: %v)", err)}
	}
	if x, y, ok := board.CellPos(engine.Pit); ok {
		for dy := 0; dy < 2; dy++ {
			for dx := -1; dx <= 3; dx++ {
				if i := (y+dy)*cw + x + dx; i >= 0 && i < len(cells) {
					cells[i] = clean[i]
				}
			}
		}
	}
	markRemoved(board, p, cells, cw, look)
	return trimBlankLines(cellLines(cells, cw, ch, look))
}

// cellLines writes the drawn cells as lines of text without trailing
// spaces, with the ANSI escape sequences of their styles when look.Colour
// is set.
func cellLines(cells []tcell.SimCell, cw, ch int, look TextLook) []string {
	colour := look.Colour
	lines := make([]string, 0, ch)
	for y := 0; y < ch; y++ {
		var b strings.Builder
		last := tcell.StyleDefault
		for x := 0; x < cw; x++ {
			c := cells[y*cw+x]
			if colour && c.Style != last {
				b.WriteString(sgr(c.Style, look.Palette))
				last = c.Style
			}
			if len(c.Runes) == 0 {
				b.WriteByte(' ')
			} else {
				b.WriteString(string(c.Runes))
			}
		}
		if colour && last != tcell.StyleDefault {
			b.WriteString("\x1b[0m")
		}
		lines = append(lines, strings.TrimRight(b.String(), " "))
	}
	return lines
}

// trimBlankLines drops the blank lines the widget leaves around the board.
func trimBlankLines(lines []string) []string {
	for len(lines) > 0 && strings.TrimSpace(StripSGR(lines[0])) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && strings.TrimSpace(StripSGR(lines[len(lines)-1])) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// markRemoved writes "x" in place of the name of each cell sudden death
// removed, as resolve's board does, when the board is drawn without
// colours: the screens show such a name dimmed and struck through, which
// plain text (a pipe, --no-color) loses, and the board then showed the
// removed rings as cells still in play.
func markRemoved(board *Board, p *engine.Position, cells []tcell.SimCell, cw int, look TextLook) {
	if look.Colour {
		return
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		x, y, ok := board.CellPos(l)
		if !ok || !p.Removed(l) {
			continue
		}
		name := []rune(l.String())
		for dx := -1; dx <= 1; dx++ {
			at := y*cw + x + dx
			if at < 0 || at+len(name) > len(cells) || !spells(cells[at:at+len(name)], name) {
				continue
			}
			for i := range name {
				cells[at+i].Runes = []rune{' '}
			}
			cells[at].Runes = []rune{'x'}
			break
		}
	}
}

// spells reports whether cells hold the runes of name, one a cell.
func spells(cells []tcell.SimCell, name []rune) bool {
	for i, r := range name {
		if len(cells[i].Runes) != 1 || cells[i].Runes[0] != r {
			return false
		}
	}
	return true
}

// drawOnce draws the board with its cursor on l, and returns the cells.
func drawOnce(board *Board, l engine.Loc, w, h int) ([]tcell.SimCell, int, int, error) {
	sim := tcell.NewSimulationScreen("UTF-8")
	if err := sim.Init(); err != nil {
		return nil, 0, 0, err
	}
	defer sim.Fini()
	sim.SetSize(w, h)
	board.SetCursor(l)
	board.Draw(sim)
	sim.Show()
	cells, cw, ch := sim.GetContents()
	return cells, cw, ch, nil
}

func mustLoc(name string) engine.Loc {
	l, err := engine.ParseLoc(name)
	if err != nil {
		panic(err)
	}
	return l
}

// sgr writes a style as an ANSI escape sequence, from the default style;
// its colours from the 256-colour palette when palette is set.
func sgr(st tcell.Style, palette bool) string {
	fg, bg, attrs := st.Decompose()
	codes := []string{"0"}
	for _, a := range []struct {
		mask tcell.AttrMask
		code string
	}{{tcell.AttrBold, "1"}, {tcell.AttrDim, "2"}, {tcell.AttrItalic, "3"}, {tcell.AttrBlink, "5"}, {tcell.AttrReverse, "7"}, {tcell.AttrStrikeThrough, "9"}} {
		if attrs&a.mask != 0 {
			codes = append(codes, a.code)
		}
	}
	if st.GetUnderlineStyle() != tcell.UnderlineStyleNone {
		codes = append(codes, "4")
	}
	codes = append(codes, colourCode(fg, "38", palette)...)
	codes = append(codes, colourCode(bg, "48", palette)...)
	return "\x1b[" + strings.Join(codes, ";") + "m"
}

// colourCode writes a colour as the SGR parameters after prefix (38 for
// the foreground, 48 for the background); the default colour has none. A
// 24-bit colour is written as the nearest of the 256-colour palette when
// palette is set (show rewrote its output's sequences afterwards, and a
// title that read like one with them).
func colourCode(c tcell.Color, prefix string, palette bool) []string {
	if palette && c.IsRGB() {
		c = tcell.FindColor(c, xterm256)
	}
	switch {
	case c == tcell.ColorDefault || !c.Valid():
		return nil
	case c.IsRGB():
		r, g, b := c.RGB()
		return []string{prefix, "2", fmt.Sprint(r), fmt.Sprint(g), fmt.Sprint(b)}
	}
	return []string{prefix, "5", fmt.Sprint(int(c - tcell.ColorValid))}
}

// xterm256 is the 256-colour palette.
var xterm256 = func() []tcell.Color {
	p := make([]tcell.Color, 256)
	for i := range p {
		p[i] = tcell.PaletteColor(i)
	}
	return p
}()

// StripSGR removes ANSI escape sequences, as BoardText writes them.
func StripSGR(s string) string {
	for {
		i := strings.Index(s, "\x1b[")
		if i < 0 {
			return s
		}
		j := strings.IndexByte(s[i:], 'm')
		if j < 0 {
			return s
		}
		s = s[:i] + s[i+j+1:]
	}
}
