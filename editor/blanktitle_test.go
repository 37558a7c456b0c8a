package editor

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
)

// A puzzle titled with invisible characters is headed by its id alone, as
// one with no title, not "Puzzle x: " and nothing.
func TestPuzzleLinesBlankTitle(t *testing.T) {
	lines := PuzzleLines(tui.NewTheme(true), nil, &Meta{ID: "x", Title: "\u200b\u2060"}, 60)
	if got := lines[0].String(); got != "Puzzle x" {
		t.Errorf("head %q, want %q", got, "Puzzle x")
	}
}
