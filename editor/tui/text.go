package tui

import (
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/birdcrab/birdcrab/internal/safetext"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"
)

// DrawText writes s at (x, y), clipped to width columns, and returns the
// number of columns written. It goes by grapheme clusters and their widths
// on a terminal (uniseg's): a CJK character or an emoji takes two columns,
// a combining accent none, and a wide character that would be cut at the
// right edge is left out. A control character (an escape that a pack could
// send to the terminal) is drawn as a space.
func DrawText(screen tcell.Screen, x, y, width int, s string, style tcell.Style) int {
	n := 0
	state := -1
	for s != "" {
		var runes []rune
		var w int
		runes, w, s, state = nextCluster(s, state)
		if n+w > width {
			break
		}
		if w == 0 {
			continue // a lone mark with nothing to sit on
		}
		screen.SetContent(x+n, y, runes[0], runes[1:], style)
		n += w
	}
	return n
}

// nextCluster returns the first grapheme cluster of s as DrawText draws it:
// its runes and columns (a control character as one space), and the rest
// of s; state is uniseg's, -1 at the start.
func nextCluster(s string, state int) (runes []rune, w int, rest string, next int) {
	var cluster string
	cluster, rest, w, next = uniseg.FirstGraphemeClusterInString(s, state)
	runes = []rune(cluster)
	if safetext.Unsafe(runes[0]) || runes[0] < ' ' {
		runes, w = []rune{' '}, 1
	}
	return runes, w, rest, next
}

// StringWidth returns the number of columns s takes on a terminal (see
// DrawText).
func StringWidth(s string) int {
	n := 0
	state := -1
	for s != "" {
		var w int
		_, w, s, state = nextCluster(s, state)
		n += w
	}
	return n
}

// cutWidth splits s after at most width columns as DrawText counts them (a
// cluster wider than width alone still goes first, so that the cut always
// moves on).
func cutWidth(s string, width int) (head, tail string) {
	n, i := 0, 0
	state := -1
	rest := s
	for rest != "" {
		var w int
		var after string
		_, w, after, state = nextCluster(rest, state)
		if n+w > width && i > 0 {
			break
		}
		n += w
		i += len(rest) - len(after)
		rest = after
	}
	return s[:i], s[i:]
}

// CutText returns s in at most width columns: whole when it fits, else
// cut and ended with a mark ("…", "..." in ASCII).
func CutText(s string, width int, ascii bool) string {
	if StringWidth(s) <= width {
		return s
	}
	mark := "…"
	if ascii {
		mark = "..."
	}
	head, _ := cutWidth(s, max(width-StringWidth(mark), 0))
	return strings.TrimRight(head, " ") + mark
}

// Fill paints width columns at (x, y) with spaces in style.
func Fill(screen tcell.Screen, x, y, width int, style tcell.Style) {
	for i := 0; i < width; i++ {
		screen.SetContent(x+i, y, ' ', nil, style)
	}
}

// Span is a piece of text in one style; a line of the side panel is a list
// of spans.
type Span struct {
	Text  string
	Style tcell.Style
}

// Line is a line of styled text.
type Line []Span

// Plain returns a line of text in one style.
func Plain(s string, st tcell.Style) Line { return Line{{s, st}} }

// Width returns the number of columns of the line.
func (l Line) Width() int {
	n := 0
	for _, s := range l {
		n += StringWidth(s.Text)
	}
	return n
}

// String returns the line's text.
func (l Line) String() string {
	var b strings.Builder
	for _, s := range l {
		b.WriteString(s.Text)
	}
	return b.String()
}

// Draw writes the line at (x, y), clipped to width.
func (l Line) Draw(screen tcell.Screen, x, y, width int) {
	for _, s := range l {
		if width <= 0 {
			return
		}
		n := DrawText(screen, x, y, width, s.Text, s.Style)
		x += n
		width -= n
	}
}

// WrapText breaks text into lines of at most width columns (8 at least),
// measured as a terminal draws them (StringWidth); a newline in text starts
// a new line. In ASCII mode (Theme.ASCII of the shell that draws) the
// text is written in ASCII first (ASCIIText), so that it is measured as
// it is drawn: every text of the screens that may hold a share or a
// product (panels, replay steps, messages, windows) is wrapped here.
func WrapText(text string, width int) []string {
	if width < 8 {
		width = 8
	}
	if asciiText.Load() {
		text = ASCIIText(text)
	}
	var out []string
	for _, para := range strings.Split(text, "\n") {
		line := ""
		for _, w := range strings.Fields(para) {
			for StringWidth(w) > width {
				if line != "" {
					out = append(out, line)
					line = ""
				}
				var head string
				head, w = cutWord(w, width)
				out = append(out, head)
			}
			if line != "" && StringWidth(line)+1+StringWidth(w) > width {
				out = append(out, line)
				line = ""
			}
			if line != "" {
				line += " "
			}
			line += w
		}
		out = append(out, line)
	}
	return out
}

// asciiText is whether WrapText writes texts in ASCII: Theme.ASCII of the
// shell drawing, which stores it at each draw (a process has one terminal,
// and its character set is the process's). Wrapping has no theme of its
// own, and every text the screens draw is wrapped.
var asciiText atomic.Bool

// ASCIIText writes text in ASCII where a terminal without Unicode could
// not show it: a vulgar fraction as n/d, apart from the whole part of a
// mixed number ("2½" as "2 1/2", "½" as "1/2", "1⅓" as "1 1/3"), and "×"
// as "x", the diagonal arrows as "NE", "SE", "SW", "NW", "↻" as "t", "°"
// as "degrees" and "›" as ">" (safetext.Shares). Other runes are left as
// they are: arrows ← → ↑ ↓ and "·" have the terminal library's fallbacks,
// one cell wide.
func ASCIIText(text string) string { return safetext.Shares(text) }

// cutWord cuts a word wider than width to start a line with: after its
// last dash within width, when that keeps half the width or more (a
// puzzle's id, "the-crab-runs-the-"), else at width, but never so that
// the rest starts with punctuation (a line of its own starting with ":"
// after an id as wide as the line): a letter more goes with it.
func cutWord(w string, width int) (head, rest string) {
	head, rest = cutWidth(w, width)
	if rest == "" {
		return head, rest
	}
	if i := strings.LastIndex(head, "-"); i > 0 && 2*StringWidth(head[:i+1]) >= width {
		return w[:i+1], w[i+1:]
	}
	if strings.ContainsRune(":;,.!?)", []rune(rest)[0]) && StringWidth(head) > 1 {
		return cutWidth(w, StringWidth(head)-1)
	}
	return head, rest
}

// WrapLines wraps text to width in one style, a Line each. The text is
// reflowed first (see Reflow), since pack texts are written in short lines.
func WrapLines(text string, width int, st tcell.Style) []Line {
	var out []Line
	for _, w := range WrapText(Reflow(text), width) {
		out = append(out, Plain(w, st))
	}
	return out
}

// Reflow joins the lines of each paragraph of text, as Markdown does: a
// blank line separates paragraphs, and a line that starts a list item
// ("- ", "* ", "1. ") or is indented starts a line of its own. An
// indented line that continues a list item (indented deeper than the
// item's mark, and not an item itself) is joined onto the item, so that
// an item written on several lines reads as one. A line starting with a
// number and ". " starts an item only at the start of a paragraph, after
// a line ending with ":", or within a list: elsewhere it is a sentence's
// number wrapped to the start of a line ("at priority\n3. There it ...").
func Reflow(text string) string {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	var b strings.Builder
	item := -1 // the indentation of the current list item's mark, -1 outside a list
	for i, line := range lines {
		trimmed := strings.TrimSpace(line)
		own := startsItem(line)
		if i > 0 {
			prev := strings.TrimSpace(lines[i-1])
			own = own && ownLine(line, prev, item)
			if own || trimmed == "" || prev == "" {
				b.WriteString("\n")
			} else {
				b.WriteString(" ")
			}
		}
		switch {
		case trimmed == "" || own && !listMark(trimmed):
			item = -1
		case own:
			item = indentOf(line)
		}
		if own {
			b.WriteString(line)
		} else {
			b.WriteString(trimmed)
		}
	}
	return b.String()
}

// ownLine reports whether line, which starts an item or is indented,
// keeps a line of its own after prev (trimmed), item being the
// indentation of the list item prev belongs to (-1 for none): not when it
// continues that item, nor when it is a sentence's number wrapped to the
// start of a line.
func ownLine(line, prev string, item int) bool {
	trimmed := strings.TrimSpace(line)
	if item >= 0 && !listMark(trimmed) && indentOf(line) > item {
		return false
	}
	return prev == "" || item >= 0 || strings.HasSuffix(prev, ":") || !numberedItem(trimmed)
}

// startsItem reports whether a line starts a list item or is indented.
func startsItem(line string) bool {
	if strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t") {
		return strings.TrimSpace(line) != ""
	}
	return listMark(line)
}

// listMark reports whether s starts with a list item's mark: "- ", "* "
// or a number and ". ".
func listMark(s string) bool {
	return strings.HasPrefix(s, "- ") || strings.HasPrefix(s, "* ") || numberedItem(s)
}

// numberedItem reports whether s starts with a number and ". ".
func numberedItem(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 0 && strings.HasPrefix(s[i:], ". ")
}

// indentOf returns the columns of blank before line's text (a tab as one).
func indentOf(line string) int {
	return len(line) - len(strings.TrimLeft(line, " \t"))
}

// Center pads s with spaces to width columns, centred (extra space right);
// a longer s is cut to width.
func Center(s string, width int) string {
	n := StringWidth(s)
	if n >= width {
		head, _ := cutWidth(s, width)
		return head + strings.Repeat(" ", width-StringWidth(head))
	}
	left := (width - n) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", width-n-left)
}

// OneLine shortens an error of several lines (a pack's problems) to its
// first, with the number of the others.
func OneLine(err error) string {
	lines := strings.Split(strings.TrimSpace(err.Error()), "\n")
	if len(lines) == 1 {
		return lines[0]
	}
	return fmt.Sprintf("%s (and %s)", lines[0], Plural(len(lines)-1, "more problem"))
}

// ProgressBar draws share (0 to 1) as a bar width columns wide: full
// blocks, then light shade (# and - in ASCII).
func ProgressBar(share float64, width int, ascii bool) string {
	share = min(max(share, 0), 1)
	full, empty := "█", "░"
	if ascii {
		full, empty = "#", "-"
	}
	n := int(share*float64(width) + 0.5)
	return strings.Repeat(full, n) + strings.Repeat(empty, width-n)
}
