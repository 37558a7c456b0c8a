package tui

import "github.com/rivo/tview"

// unicodeBorders are tview's frames as it draws them in Unicode: single
// lines, and double lines around the widget with the focus (═ ║ ╔ ╗ ╚ ╝),
// which a terminal without Unicode draws as "?".
var unicodeBorders = tview.Borders

// useASCIIBorders makes tview draw its frames in ASCII (+ - |, and = along
// the frame with the focus, where Unicode doubles the line) when ascii is
// set, in Unicode otherwise. The
// shell calls it at each draw with Theme.ASCII, as it stores asciiText:
// a process has one terminal, and its character set is the process's.
// tview.Borders is a package variable tview reads as it draws, in the
// event loop the shell's draw runs in.
func useASCIIBorders(ascii bool) {
	b := unicodeBorders
	if ascii {
		b.Horizontal, b.Vertical = '-', '|'
		b.TopLeft, b.TopRight, b.BottomLeft, b.BottomRight = '+', '+', '+', '+'
		b.LeftT, b.RightT, b.TopT, b.BottomT, b.Cross = '+', '+', '+', '+', '+'
		b.HorizontalFocus, b.VerticalFocus = '=', '|'
		b.TopLeftFocus, b.TopRightFocus, b.BottomLeftFocus, b.BottomRightFocus = '+', '+', '+', '+'
	}
	if tview.Borders != b {
		tview.Borders = b
	}
}
