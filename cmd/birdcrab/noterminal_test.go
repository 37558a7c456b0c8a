package main

import (
	"bytes"
	"errors"
	"os"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
)

// A screen with no terminal to draw on says which command needs one: it
// said "the terminal failed: open /dev/tty: no such device or address"
// (birdcrab edit run from a script).
func TestNoTerminalSaysTheCommandNeedsOne(t *testing.T) {
	var stderr bytes.Buffer
	run := func() error { return &tui.NoTerminalError{Err: errors.New("open /dev/tty: no such device or address")} }
	code := runScreen(&stderr, "edit", run, func() os.Signal { return nil })
	want := "birdcrab: birdcrab edit needs a terminal: open /dev/tty: no such device or address\n"
	if code != 1 || stderr.String() != want {
		t.Errorf("exit %d, %q; want 1, %q", code, stderr.String(), want)
	}
}
