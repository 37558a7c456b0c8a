//go:build !unix

package tui

import "github.com/gdamore/tcell/v2"

// newTerminalScreen returns nil: tview makes the screen (the console's).
func newTerminalScreen() tcell.Screen { return nil }
