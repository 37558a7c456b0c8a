package tui_test

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// On a terminal the board carries the screens' colours as ANSI sequences;
// without them it is the same text.
func TestBoardTextColour(t *testing.T) {
	cat := puzzles.DefaultCatalogue()
	p, err := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/AB6/D | DE.EF.FA m6 Crab/A1/D | g:-")
	if err != nil {
		t.Fatal(err)
	}
	lines := tui.BoardText(&p, cat, nil, tui.TextLook{Colour: true})
	joined := strings.Join(lines, "\n")
	if !strings.Contains(joined, "\x1b[0;") || !strings.Contains(joined, ";48;5;") {
		t.Errorf("no colours:\n%q", joined)
	}
	plain := tui.BoardText(&p, cat, nil, tui.TextLook{})
	if len(plain) != len(lines) {
		t.Fatalf("%d lines in colour, %d without", len(lines), len(plain))
	}
	for i := range lines {
		if got := strings.TrimRight(tui.StripSGR(lines[i]), " "); !strings.EqualFold(got, plain[i]) {
			t.Errorf("line %d: %q in colour, %q without", i, got, plain[i])
		}
	}
}
