package tui

import (
	"strings"
	"unicode"
)

// shownFilter is a filter as its line draws it: a control character, a
// bidi mark or a joiner as U+FFFD, as a text field draws the first two
// (TextEntry.glyph). Drawn raw, a bidi mark turned the text around ("ab",
// U+202E, "cd" showed as "ab cd") and a joiner pasted between two emoji
// left the line a column off, the border doubled. The filter matches with
// the text as typed.
func shownFilter(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || unicode.Is(unicode.Join_Control, r) {
			return '\uFFFD'
		}
		return r
	}, s)
}
