package main

import (
	"bytes"
	"testing"
)

// On a terminal of 256 colours, show rewrote every "38;2;R;G;B" of its
// output as a palette colour, a puzzle's title too ("Scores 38;2;10;20;30"
// read "Scores 38;5;233"): only the board's escape sequences change.
func TestPaletteRewritesOnlyEscapes(t *testing.T) {
	var buf bytes.Buffer
	line := "Scores 38;2;10;20;30 and 48;2;1;2;3 \x1b[0;1;38;2;255;255;255;48;2;0;114;178mAB1\x1b[0m\n"
	if _, err := (palette256{&buf}).Write([]byte(line)); err != nil {
		t.Fatal(err)
	}
	want := "Scores 38;2;10;20;30 and 48;2;1;2;3 \x1b[0;1;38;5;15;48;5;32mAB1\x1b[0m\n"
	if got := buf.String(); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
