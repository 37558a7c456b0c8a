package tui

import "github.com/gdamore/tcell/v2"

// asciiForms are the runes the shell draws otherwise in ASCII mode, for
// what a terminal without Unicode would show in their place: tcell's
// fallback for "·" is the letter o, a key ("Enter select/place o s submit
// o H hint"), where "·" separates the hints and the parts of a line.
var asciiForms = map[rune]rune{'·': '-'}

// asciiScreen is a screen drawn on in ASCII mode: every cell set goes
// through asciiForms, whoever draws it (the shell's lines, tview's
// window titles, the screens' widgets).
type asciiScreen struct{ tcell.Screen }

func asciiRune(r rune) rune {
	if f, ok := asciiForms[r]; ok {
		return f
	}
	return r
}

func asciiString(s string) string {
	out := []rune(s)
	for i, r := range out {
		out[i] = asciiRune(r)
	}
	return string(out)
}

func (a asciiScreen) SetContent(x, y int, primary rune, combining []rune, style tcell.Style) {
	a.Screen.SetContent(x, y, asciiRune(primary), combining, style)
}

func (a asciiScreen) SetCell(x, y int, style tcell.Style, ch ...rune) {
	out := make([]rune, len(ch))
	for i, r := range ch {
		out[i] = asciiRune(r)
	}
	a.Screen.SetCell(x, y, style, out...)
}

func (a asciiScreen) Put(x, y int, str string, style tcell.Style) (string, int) {
	return a.Screen.Put(x, y, asciiString(str), style)
}

func (a asciiScreen) PutStr(x, y int, str string) { a.Screen.PutStr(x, y, asciiString(str)) }

func (a asciiScreen) PutStrStyled(x, y int, str string, style tcell.Style) {
	a.Screen.PutStrStyled(x, y, asciiString(str), style)
}
