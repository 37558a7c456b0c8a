// Package safetext makes text from files safe to show on a terminal. A
// pack's titles, hints, names and kind names are the author's, and a
// terminal obeys the control characters and escape sequences they may hold
// (retitling the window, moving the cursor, hiding text, reversing it).
// Clean writes every such character as a visible escape instead; Writer
// does so to everything written through it. ASCII writes the program's
// own non-ASCII characters (a share's "½", "×", arrows) in ASCII, for a
// locale that is not UTF-8.
//
// The package uses the standard library only, so that the command line
// and the screens can both use it.
package safetext

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Unsafe reports whether r is a character Clean escapes: a control
// character other than line feed and tab (C0, DEL and C1, which include
// the escape that starts every terminal sequence), or an invisible
// direction mark or override that can reorder or hide text.
func Unsafe(r rune) bool {
	switch {
	case r == '\n' || r == '\t':
		return false
	case unicode.IsControl(r):
		return true
	case r == 0x061c || r == 0x200e || r == 0x200f:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// Clean returns s with each unsafe character written as \uXXXX and each
// byte that is not UTF-8 as \xXX; text without them comes back as it was.
// The \u form keeps JSON output valid.
func Clean(s string) string {
	i := firstUnsafe(s)
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for _, seg := range split(s[i:]) {
		b.WriteString(seg)
	}
	return b.String()
}

// Blank reports whether s shows nothing: it holds only spaces and
// characters that take no room on a screen (zero-width spaces and
// joiners, fillers, variation selectors, controls). A title of them is no
// title: "\u200b\u200b" showed as nothing after "Puzzle 1, ".
func Blank(s string) bool {
	for _, r := range s {
		switch {
		case unicode.IsSpace(r), unicode.IsControl(r), unicode.Is(unicode.Cf, r),
			unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r), unicode.Is(unicode.Variation_Selector, r):
		default:
			return false
		}
	}
	return true
}

// firstUnsafe returns the index of the first unsafe character or bad byte
// of s, or -1.
func firstUnsafe(s string) int {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || Unsafe(r) {
			return i
		}
		i += size
	}
	return -1
}

// split returns s as pieces to write, each unsafe character or bad byte
// replaced by its escape.
func split(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		esc := ""
		switch {
		case r == utf8.RuneError && size == 1:
			esc = fmt.Sprintf(`\x%02x`, s[i])
		case Unsafe(r):
			esc = fmt.Sprintf(`\u%04x`, r)
		}
		if esc != "" {
			out = append(out, s[start:i], esc)
			start = i + size
		}
		i += size
	}
	return append(out, s[start:])
}

// Writer cleans what is written through it (see Clean) before passing it
// on. A character split between two writes is held until the next one;
// Flush writes what is held at the end.
type Writer struct {
	w       io.Writer
	pending []byte
}

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Unwrap returns the writer cw writes to: for a caller that must know what
// it is (a terminal?), and for text known to be safe, such as a progress
// line of numbers with the escape sequences that rewrite it in place.
func (cw *Writer) Unwrap() io.Writer { return cw.w }

// Write cleans p and writes it; it reports len(p) written when the
// underlying writer took all of the cleaned text.
func (cw *Writer) Write(p []byte) (int, error) {
	data := append(cw.pending, p...)
	cut := len(data)
	for i := max(0, len(data)-utf8.UTFMax+1); i < len(data); i++ {
		if utf8.RuneStart(data[i]) && !utf8.FullRune(data[i:]) {
			cut = i
			break
		}
	}
	cw.pending = append([]byte(nil), data[cut:]...)
	if _, err := io.WriteString(cw.w, Clean(string(data[:cut]))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush writes a character left incomplete by the last write, escaped.
func (cw *Writer) Flush() error {
	if len(cw.pending) == 0 {
		return nil
	}
	s := Clean(string(cw.pending))
	cw.pending = nil
	_, err := io.WriteString(cw.w, s)
	return err
}
