package tui

import (
	"fmt"
	"strings"
	"sync"
	"unicode"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Theme holds the styles and glyphs of every screen: colour or monochrome,
// arrows or their ASCII letters. A Theme is a plain value owned by the
// screen that draws with it; change it only from the event loop.
type Theme struct {
	// Mono draws with the terminal's default colours and attributes only
	// (bold, underline, reverse, dim), for NO_COLOR and --no-color, and on
	// a terminal of fewer than ColoursNeeded colours (the shell sets it
	// at each draw).
	Mono bool
	// ASCII replaces the arrows with the letters a..f of their directions.
	ASCII bool
}

// NewTheme returns a theme; mono selects the monochrome styles.
func NewTheme(mono bool) *Theme { return &Theme{Mono: mono} }

// ColoursNeeded is how many colours the colour look needs (tcell's
// Screen.Colors): with 8 or 16 every territory's tint falls to black and
// Blue's pieces take Green's colour; with none (xterm-mono) Red's pieces
// look like Blue's. A shell draws in monochrome on a terminal of fewer.
const ColoursNeeded = 256

// OkabeIto are the players' colours, in player order: the Okabe-Ito
// palette (vermillion, blue, bluish green, orange, reddish purple, sky
// blue), told apart by people with the common colour blindnesses. The
// pictures of `birdcrab show` use the same colours.
var OkabeIto = [engine.MaxPlayers]int32{0xD55E00, 0x0072B2, 0x009E73, 0xE69F00, 0xCC79A7, 0x56B4E9}

// playerBG are the piece colours of the players in colour mode.
var playerBG = func() (out [engine.MaxPlayers]tcell.Color) {
	for i, c := range OkabeIto {
		out[i] = tcell.NewHexColor(c)
	}
	return out
}()

// playerText are the colours of the players' names in text: the same.
var playerText = playerBG

// territoryBG tints the cells of a territory by its controller (index 0:
// nobody): each player's colour darkened, so that the light cell names
// read on it.
var territoryBG = func() (out [engine.MaxPlayers + 1]tcell.Color) {
	out[0] = tcell.PaletteColor(238)
	for i, c := range OkabeIto {
		r, g, b := c>>16&0xff, c>>8&0xff, c&0xff
		out[i+1] = tcell.NewRGBColor(r*3/10, g*3/10, b*3/10)
	}
	return out
}()

// monoPiece are the attributes of each player's pieces in monochrome.
var monoPiece = [engine.MaxPlayers]tcell.AttrMask{
	tcell.AttrBold, tcell.AttrReverse, tcell.AttrUnderline,
	tcell.AttrBold | tcell.AttrUnderline, tcell.AttrReverse | tcell.AttrUnderline, tcell.AttrReverse | tcell.AttrBold,
}

// monoControl are the attributes of the names of a territory's cells in
// monochrome, by controller (index 0: nobody).
var monoControl = [engine.MaxPlayers + 1]tcell.AttrMask{
	tcell.AttrDim | tcell.AttrStrikeThrough, 0, tcell.AttrUnderline, tcell.AttrBold,
	tcell.AttrBold | tcell.AttrUnderline, tcell.AttrItalic, tcell.AttrItalic | tcell.AttrUnderline,
}

// PlayerName returns the colour that names player n ("Red", "Blue", ...):
// the engine's names, which a puzzle's title uses too.
func PlayerName(n int) string { return engine.PlayerName(n) }

// PlayerColour returns the colour of player n's pieces in colour mode.
func PlayerColour(n int) tcell.Color {
	if n < 1 || n > engine.MaxPlayers {
		return tcell.ColorDefault
	}
	return playerBG[n-1]
}

// PieceLabel names a piece with its owner: "Pikeman (Red)".
func PieceLabel(cat *engine.Catalogue, pc engine.Piece) string {
	return fmt.Sprintf("%s (%s)", cat.Name(pc.Kind), PlayerName(int(pc.Owner)))
}

// Base is the style of ordinary text.
func (t *Theme) Base() tcell.Style { return tcell.StyleDefault }

// Dim is the style of secondary text.
func (t *Theme) Dim() tcell.Style {
	if t.Mono {
		return tcell.StyleDefault.Dim(true)
	}
	return tcell.StyleDefault.Foreground(tcell.PaletteColor(245))
}

// Bold is the style of headings.
func (t *Theme) Bold() tcell.Style { return tcell.StyleDefault.Bold(true) }

// The colours of text on the terminal's own background, light or dark:
// each reads at about 4.6:1 on white and on black (the brighter 203, 77
// and 178 of before were 2:1 to 3:1 on white).
const (
	errorColour = 131 // indian red, #AF5F5F
	goodColour  = 29  // spring green 4, #00875F
	keyColour   = 98  // medium purple 3, #875FD7
)

// Error is the style of messages about something refused or broken.
func (t *Theme) Error() tcell.Style {
	if t.Mono {
		return tcell.StyleDefault.Bold(true).Reverse(true)
	}
	return tcell.StyleDefault.Foreground(tcell.PaletteColor(errorColour)).Bold(true)
}

// Good is the style of messages about something done.
func (t *Theme) Good() tcell.Style {
	if t.Mono {
		return tcell.StyleDefault.Bold(true)
	}
	return tcell.StyleDefault.Foreground(tcell.PaletteColor(goodColour))
}

// Key is the style of key names in hints.
func (t *Theme) Key() tcell.Style {
	if t.Mono {
		return tcell.StyleDefault.Bold(true)
	}
	return tcell.StyleDefault.Foreground(tcell.PaletteColor(keyColour)).Bold(true)
}

// Selected is the style of the highlighted line of a list.
func (t *Theme) Selected() tcell.Style { return tcell.StyleDefault.Reverse(true) }

// Piece is the style of the letters of a piece of player owner.
func (t *Theme) Piece(owner uint8) tcell.Style {
	if owner < 1 || owner > engine.MaxPlayers {
		return tcell.StyleDefault
	}
	if t.Mono {
		return withAttrs(tcell.StyleDefault, monoPiece[owner-1])
	}
	return tcell.StyleDefault.Background(playerBG[owner-1]).Foreground(inkOn(OkabeIto[owner-1])).Bold(true)
}

// inkOn is the letters' colour on a background of colour rgb: black on the
// light colours (orange, sky blue), white on the others.
func inkOn(rgb int32) tcell.Color {
	r, g, b := rgb>>16&0xff, rgb>>8&0xff, rgb&0xff
	if 299*r+587*g+114*b > 150*1000 {
		return tcell.ColorBlack
	}
	return tcell.ColorWhite
}

// Ghost is the style of a piece about to be placed or being carried.
func (t *Theme) Ghost(owner uint8) tcell.Style {
	if t.Mono || owner < 1 || owner > engine.MaxPlayers {
		return tcell.StyleDefault.Underline(true).Dim(true)
	}
	return tcell.StyleDefault.Foreground(playerText[owner-1]).Underline(true)
}

// Dying is the style, in monochrome, of a piece marked as dying: its
// owner's, struck out and underlined (Marks.Dying; a terminal without
// strike-through still shows the underline).
func (t *Theme) Dying(owner uint8) tcell.Style {
	return t.Piece(owner).StrikeThrough(true).Underline(true)
}

// OrderArrow is the style of player n's order arrows on the board: in
// colour the player's colour; in monochrome Red's bold, the others' as
// their names without the bold (Blue's plain), for Blue's arrows are
// double too (OrderGlyph). Both were bold, and told apart by nothing.
// Reversed, as Blue's pieces are, an arrow beside a piece ran into it.
func (t *Theme) OrderArrow(n int) tcell.Style {
	if t.Mono && n >= 2 && n <= engine.MaxPlayers {
		return withAttrs(tcell.StyleDefault, monoPiece[n-1]&^(tcell.AttrReverse|tcell.AttrBold))
	}
	return t.Player(n)
}

// doubleArrows are the directions' double arrows: Blue's orders in
// monochrome.
var doubleArrows = [6]string{"⇒", "⇘", "⇙", "⇐", "⇖", "⇗"}

// OrderGlyph is the glyph of a direction in an order of player n on the
// board: its arrow (Arrow), in monochrome a double arrow for Blue's
// orders, so that Red's and Blue's read apart without colour.
func (t *Theme) OrderGlyph(n int, d engine.Dir) string {
	if t.Mono && !t.ASCII && n == 2 && d.Valid() {
		return doubleArrows[d]
	}
	return t.Arrow(d)
}

// ArrowLegend names, in monochrome, how the order arrows of players
// look on the board: "Red's → bold, Blue's ⇒ plain". In ASCII the glyph,
// a letter, is quoted: "Red's a bold" read as the article.
func (t *Theme) ArrowLegend(players []int) string {
	var parts []string
	for _, n := range players {
		parts = append(parts, PlayerName(n)+"'s "+t.Glyph(t.OrderGlyph(n, engine.A))+" "+AttrWords(t.OrderArrow(n)))
	}
	return strings.Join(parts, ", ")
}

// TurnLegend names the glyph of a turn on the board, for a legend.
func (t *Theme) TurnLegend() string {
	return t.Glyph(t.TurnGlyph()) + " a turn, to the underlined facing"
}

// Glyph is a board glyph as a legend writes it: quoted in ASCII, where it
// is a letter ("t a turn" read as words).
func (t *Theme) Glyph(g string) string {
	if t.ASCII {
		return `"` + g + `"`
	}
	return g
}

// AttrWords names the attributes of a style: "underlined", "bold and
// reversed"; "plain" with none.
func AttrWords(st tcell.Style) string {
	_, _, attrs := st.Decompose()
	var words []string
	for _, a := range []struct {
		mask tcell.AttrMask
		word string
	}{{tcell.AttrBold, "bold"}, {tcell.AttrUnderline, "underlined"}, {tcell.AttrReverse, "reversed"}} {
		if attrs&a.mask != 0 {
			words = append(words, a.word)
		}
	}
	if len(words) == 0 {
		return "plain"
	}
	return strings.Join(words, " and ")
}

// Player is the style in which player n's name and orders are written.
func (t *Theme) Player(n int) tcell.Style {
	if n < 1 || n > engine.MaxPlayers {
		return tcell.StyleDefault
	}
	if t.Mono {
		return withAttrs(tcell.StyleDefault, monoPiece[n-1]&^tcell.AttrReverse).Bold(true)
	}
	return tcell.StyleDefault.Foreground(playerText[n-1]).Bold(true)
}

// cellKind tells a territory cell from a trench cell and the Pit.
type cellKind uint8

const (
	cellTerritory cellKind = iota
	cellTrench
	cellPit
)

func kindOfCell(l engine.Loc) cellKind {
	switch {
	case l == engine.Pit:
		return cellPit
	case l.Territory() == engine.NoTerritory:
		return cellTrench
	}
	return cellTerritory
}

// Cell is the background style of a cell: territories tinted by their
// controller, trenches plain, the Pit shaded apart.
func (t *Theme) Cell(l engine.Loc, p *engine.Position) tcell.Style {
	if t.Mono {
		return tcell.StyleDefault
	}
	switch kindOfCell(l) {
	case cellPit:
		return tcell.StyleDefault.Background(tcell.PaletteColor(94))
	case cellTrench:
		return tcell.StyleDefault
	}
	c := p.Control[l.Territory()]
	if int(c) > engine.MaxPlayers {
		c = 0
	}
	return tcell.StyleDefault.Background(territoryBG[c])
}

// Name is the style of a location's name on the board.
func (t *Theme) Name(l engine.Loc, p *engine.Position) tcell.Style {
	if p.Removed(l) {
		return t.Cell(l, p).Dim(true).StrikeThrough(true)
	}
	if t.Mono {
		switch kindOfCell(l) {
		case cellPit:
			return tcell.StyleDefault.Bold(true)
		case cellTrench:
			return tcell.StyleDefault.Dim(true)
		}
		c := p.Control[l.Territory()]
		if int(c) > engine.MaxPlayers {
			c = 0
		}
		return withAttrs(tcell.StyleDefault, monoControl[c])
	}
	switch kindOfCell(l) {
	case cellPit:
		return t.Cell(l, p).Foreground(tcell.PaletteColor(230)).Bold(true)
	case cellTrench:
		return tcell.StyleDefault.Foreground(tcell.PaletteColor(244))
	}
	return t.Cell(l, p).Foreground(tcell.PaletteColor(250))
}

// monoControlText names the attributes of monoControl.
var monoControlText = [engine.MaxPlayers + 1]string{
	"struck out", "plain", "underlined", "bold", "bold underlined", "italic", "italic underlined",
}

// ControlLegend says how the board shows who controls a territory, for
// each of the players in monochrome.
func (t *Theme) ControlLegend(players int) string {
	if t.Mono {
		var parts []string
		for n := 1; n <= players && n <= engine.MaxPlayers; n++ {
			parts = append(parts, monoControlText[n]+" "+PlayerName(n)+"'s")
		}
		return "names: " + strings.Join(append(parts, monoControlText[0]+" nobody's"), ", ")
	}
	return "cells tinted by their controller"
}

// Arrow returns the glyph of direction d: an arrow, or its letter a..f in
// ASCII mode.
func (t *Theme) Arrow(d engine.Dir) string {
	if !d.Valid() {
		return "?"
	}
	if t.ASCII {
		return strings.ToLower(d.String())
	}
	return d.Arrow()
}

// TurnGlyph marks a turn order.
func (t *Theme) TurnGlyph() string {
	if t.ASCII {
		return "t"
	}
	return "↻"
}

// KindLetters returns a short, distinct abbreviation of every kind of cat,
// indexed by KindID: the initials of a name of several words ("CM" for
// Cloud Man), else its first two letters ("Pi" for Pikeman), changed where
// two kinds would collide.
func KindLetters(cat *engine.Catalogue) []string {
	out := make([]string, cat.Len())
	used := map[string]bool{}
	for i, k := range cat.Kinds() {
		for _, c := range abbrevCandidates(k.Name) {
			if !used[c] {
				out[i] = c
				used[c] = true
				break
			}
		}
		if out[i] == "" {
			out[i] = "#" + string(rune('0'+i%10))
		}
	}
	return out
}

func abbrevCandidates(name string) []string {
	words := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(words) == 0 {
		return nil
	}
	first := []rune(words[0])
	up := func(r rune) string { return string(unicode.ToUpper(r)) }
	low := func(r rune) string { return string(unicode.ToLower(r)) }
	var cs []string
	if len(words) >= 2 {
		cs = append(cs, up(first[0])+up([]rune(words[1])[0]))
	}
	for _, r := range first[1:] {
		cs = append(cs, up(first[0])+low(r))
	}
	if len(words) >= 2 {
		for _, r := range []rune(words[1])[1:] {
			cs = append(cs, up(first[0])+low(r))
		}
	}
	if len(first) == 1 {
		cs = append(cs, up(first[0])+" ")
	}
	return cs
}

var stylesOnce sync.Once

// UseTerminalColours sets tview's global styles to the terminal's default
// colours, so that light and dark terminals both read well. It runs once;
// call it before building any tview primitive.
func UseTerminalColours() {
	stylesOnce.Do(func() {
		tview.Styles = tview.Theme{
			PrimitiveBackgroundColor:    tcell.ColorDefault,
			ContrastBackgroundColor:     tcell.ColorDefault,
			MoreContrastBackgroundColor: tcell.ColorDefault,
			BorderColor:                 tcell.ColorDefault,
			TitleColor:                  tcell.ColorDefault,
			GraphicsColor:               tcell.ColorDefault,
			PrimaryTextColor:            tcell.ColorDefault,
			SecondaryTextColor:          tcell.ColorDefault,
			TertiaryTextColor:           tcell.ColorDefault,
			InverseTextColor:            tcell.ColorDefault,
			ContrastSecondaryTextColor:  tcell.ColorDefault,
		}
	})
}

// withAttrs returns st with the attributes of mask switched on, through the
// setters (an underline needs its style set too).
func withAttrs(st tcell.Style, mask tcell.AttrMask) tcell.Style {
	st = st.Bold(mask&tcell.AttrBold != 0).Reverse(mask&tcell.AttrReverse != 0).Dim(mask&tcell.AttrDim != 0)
	st = st.Italic(mask&tcell.AttrItalic != 0).StrikeThrough(mask&tcell.AttrStrikeThrough != 0)
	return st.Underline(mask&tcell.AttrUnderline != 0)
}

// lit is st with a cell's highlight laid over it. In monochrome a target
// (a move's destination, a piece marked as dying) is reversed, over the
// attributes that tell who controls the cell: bold and underline, its
// look before, made a Red cell's name read as Blue's or Yellow's in the
// legend's words (ControlLegend).
func (t *Theme) lit(st tcell.Style, hi Highlight) tcell.Style {
	switch {
	case hi == HiTarget && t.Mono:
		return st.Reverse(true)
	case hi == HiTarget:
		return st.Background(tcell.PaletteColor(28)).Foreground(tcell.ColorWhite)
	case hi == HiEvent && t.Mono:
		return st.Reverse(true)
	case hi == HiEvent:
		return st.Background(tcell.PaletteColor(178)).Foreground(tcell.ColorBlack)
	}
	return st
}

// cursor is st under the board's cursor.
func (t *Theme) cursor(st tcell.Style) tcell.Style {
	if t.Mono {
		return st.Reverse(true).Bold(true)
	}
	return st.Background(tcell.PaletteColor(226)).Foreground(tcell.ColorBlack).Bold(true)
}
