package main

import (
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/term"
)

// defaultWidth is the width solve wraps its answer at on a terminal that
// does not tell its own, nor COLUMNS.
const defaultWidth = 80

// textWidth is the width solve's answer is wrapped at when written to w:
// the terminal's width when w is one (COLUMNS, else defaultWidth, when
// the terminal does not say), and 0, no wrapping, when w is a file or a
// pipe. As ls, git and ripgrep leave what they write to a pipe as it is,
// a family stays one line there for grep and scripts; less wraps long
// lines itself, or cuts them with -S (README, "Solving a position").
func textWidth(w io.Writer) int {
	tty, ok := terminal(w)
	if !ok {
		return 0
	}
	if cols, _, err := term.GetSize(int(tty.Fd())); err == nil && cols > 0 {
		return cols
	}
	if cols, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && cols > 0 {
		return cols
	}
	return defaultWidth
}

// writeWrapped writes to w what write writes, wrapped to w's width
// (wrapLines at textWidth): on a terminal, a family's continuation lines
// hang under its first order; to a file or a pipe, lines stay whole.
func writeWrapped(w io.Writer, write func(io.Writer) error) error {
	var b strings.Builder
	if err := write(&b); err != nil {
		return err
	}
	_, err := io.WriteString(w, wrapLines(b.String(), textWidth(w)))
	return err
}

// wrapLines wraps each line of text longer than width (0: none) at the
// spaces between words, and cuts nothing: a word longer than the line
// stays whole. A numbered line of solve's (a family of solutions, "  1-9.
// move CD3 F 1 | F 2; move CD1 F 2") breaks between orders ("; ") or
// alternatives (" | ") rather than inside an order, and its continuation
// lines hang under its first order; a refutation ("    refuted by player
// 2: ...") breaks between orders or players (" / ") too, and hangs under
// its first word after "refuted by"; a near miss's orders likewise, hung
// four columns deeper than the line, past its refutations; any other line
// breaks between words, hung four columns in.
func wrapLines(text string, width int) string {
	if width <= 0 {
		return text
	}
	lines := strings.SplitAfter(text, "\n")
	var b strings.Builder
	for _, line := range lines {
		body, nl := strings.CutSuffix(line, "\n")
		wrapLine(&b, body, width)
		if nl {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// listHead matches the head of a line that lists orders: a numbered
// family ("  1-9. "), or a refutation ("    refuted by ").
var listHead = regexp.MustCompile(`^ *(?:[0-9]+(?:-[0-9]+)?\. |refuted by )`)

// wrapLine writes line to b in lines of at most width characters where it
// can (see wrapLines), without the last newline.
func wrapLine(b *strings.Builder, line string, width int) {
	if utf8.RuneCountInString(line) <= width {
		b.WriteString(line)
		return
	}
	lead := len(line) - len(strings.TrimLeft(line, " "))
	head, hang, orders := line[:lead], lead+4, lead > 0
	if m := listHead.FindString(line); m != "" {
		head, hang = m, len(m)
	}
	if hang > width/2 { // a narrow terminal: room for the orders first
		head, hang = line[:lead], min(lead+2, width/2)
	}
	body := line[len(head):]
	prefix := head
	for {
		avail := max(1, width-utf8.RuneCountInString(prefix))
		end, next := breakAt(body, avail, orders)
		b.WriteString(prefix)
		b.WriteString(body[:end])
		if next >= len(body) {
			return
		}
		b.WriteByte('\n')
		body, prefix = body[next:], strings.Repeat(" ", hang)
	}
}

// breakAt says where the first line of body ends, in at most avail
// characters if it can: end, where the line's text ends, and next, where
// the rest starts (len(body): no rest). A line of orders breaks between
// orders or players where one fits, else between alternatives, else
// between words; a line of prose between words. With no break that fits,
// the line runs on to the first break there is: nothing is cut.
func breakAt(body string, avail int, orders bool) (end, next int) {
	if utf8.RuneCountInString(body) <= avail {
		return len(body), len(body)
	}
	// fits[c] is the last break of class c that fits, first[c] the first
	// of those that do not: 2 between orders or players, 1 between
	// alternatives, 0 between words.
	fits, first := [3]int{-1, -1, -1}, [3]int{-1, -1, -1}
	for i := 1; i < len(body)-1; i++ {
		if body[i] != ' ' || body[i+1] == '|' || body[i+1] == '/' {
			continue // no line starts with a separator
		}
		c := breakClass(body, i, orders)
		if utf8.RuneCountInString(body[:i]) <= avail {
			fits[c] = i
		} else if first[c] < 0 {
			first[c] = i
		}
	}
	at := -1
	for _, i := range []int{fits[2], fits[1], fits[0], first[2], first[1], first[0]} {
		if at < 0 {
			at = i
		}
	}
	if at < 0 {
		return len(body), len(body)
	}
	return at, at + 1
}

// breakClass is the class of a break at the space body[i] (see breakAt):
// 2 after "; " or " / ", or any space of prose; 1 after " | "; 0 else.
func breakClass(body string, i int, orders bool) int {
	switch {
	case !orders || body[i-1] == ';' || (i >= 2 && body[i-2:i] == " /"):
		return 2
	case i >= 2 && body[i-2:i] == " |":
		return 1
	}
	return 0
}
