//go:build unix

package tui

import "github.com/gdamore/tcell/v2"

// newTerminalScreen returns the terminal's screen, its Escape keys read
// unambiguously (escTty), or nil when there is no terminal to wrap: tview
// then makes its own screen and reports what is wrong.
func newTerminalScreen() tcell.Screen {
	tty, err := tcell.NewDevTty()
	if err != nil {
		return nil
	}
	sc, err := tcell.NewTerminfoScreenFromTty(newEscTty(tty))
	if err != nil {
		tty.Close()
		return nil
	}
	return sc
}
