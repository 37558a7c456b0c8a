package safetext

import "strings"

// fractions are the ASCII forms of the vulgar fractions a fight's share
// is written with (engine.FractionText).
var fractions = map[rune]string{
	'½': "1/2",
	'⅓': "1/3", '⅔': "2/3",
	'¼': "1/4", '¾': "3/4",
	'⅕': "1/5", '⅖': "2/5", '⅗': "3/5", '⅘': "4/5",
	'⅙': "1/6", '⅚': "5/6",
}

// symbols are the ASCII forms of the other characters the program's own
// texts write: the Priest's "×", and the arrows of the key names and the
// screens' hints.
var symbols = map[rune]string{
	'×': "x",
	'→': "->", '←': "<-", '↑': "^", '↓': "v",
}

// unshown are the ASCII forms of characters a terminal without Unicode
// has no one-cell fallback for (it draws "?", or a backslash for "°"), written
// so in both ASCII and Shares: the diagonal arrows as the compass points
// they point to (the lessons name the directions so: "F north-east"),
// the turn mark "↻" as "t" as the board writes it in ASCII
// (tui.Theme.TurnGlyph), "°" as degrees, the status line's "›" as ">",
// and "…" as "..." (a cut mark the screens draw in ASCII picks its own).
var unshown = map[rune]string{
	'↗': "NE", '↘': "SE", '↙': "SW", '↖': "NW",
	'↻': "t", '°': "degrees", '›': ">", '…': "...",
}

// ASCII returns s with the characters the program's texts write that a
// terminal or a file in ASCII cannot show written in ASCII: a share "2½"
// as "2 1/2", "½" alone as "1/2", "×" as "x", and the arrows "→", "←",
// "↑", "↓" as "->", "<-", "^", "v", the diagonal ones as "NE", "SE",
// "SW", "NW", "↻" as "t", "60°" as "60 degrees", "›" as ">" and "…" as
// "...". Any
// other character is left as it is (a kind's name may be written in any
// script); text without those comes back as it was. The command line uses it in a locale that is not
// UTF-8.
func ASCII(s string) string { return inASCII(s, true) }

// Shares is ASCII but for the four straight arrows, which a screen draws
// with its terminal's own fallbacks, one cell wide as the arrow is: the
// screens write their texts so in ASCII mode (LANG=C, --ascii).
func Shares(s string) string { return inASCII(s, false) }

func inASCII(s string, arrows bool) string {
	form := func(r rune) (string, bool) {
		if f, ok := fractions[r]; ok {
			return f, true
		}
		if f, ok := symbols[r]; ok && (arrows || r == '×') {
			return f, true
		}
		if f, ok := unshown[r]; ok {
			return f, true
		}
		return "", false
	}
	if !strings.ContainsFunc(s, func(r rune) bool { _, ok := form(r); return ok }) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	prev := rune(0)
	for _, r := range s {
		f, ok := form(r)
		switch {
		case !ok:
			b.WriteRune(r)
		case (fractions[r] != "" || r == '°') && prev >= '0' && prev <= '9':
			b.WriteString(" " + f) // a mixed number: "2 1/2"; "60 degrees"
		default:
			b.WriteString(f)
		}
		prev = r
	}
	return b.String()
}
