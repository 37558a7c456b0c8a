package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// revscreens 9: the editor without colours draws Blue's orders as plain
// double arrows (⇗, ⇐) and Red's as bold arrows, and nothing said so:
// only the Control line was a legend. The order list says it in
// monochrome, for the players with orders; in colour it says nothing; in
// ASCII the glyphs are quoted.
func TestOrderLinesSayTheArrowsInMonochrome(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Crab/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-")
	var orders Orders
	orders[0] = []engine.Order{engine.Move(loc(t, "AB3"), engine.E, 1)}
	orders[1] = []engine.Order{engine.Turn(loc(t, "DE3"), engine.A)}
	text := func(th *Theme) string {
		var b strings.Builder
		for _, l := range OrderLines(th, testCat, &p, orders, 200) {
			for _, sp := range l {
				b.WriteString(sp.Text)
			}
			b.WriteString("\n")
		}
		return b.String()
	}
	mono := text(NewTheme(true))
	if want := "Arrows: Red's → bold, Blue's ⇒ plain; underlined where a move ends; ↻ a turn, to the underlined facing"; !strings.Contains(mono, want) {
		t.Errorf("the monochrome order list says:\n%s\nwant %q", mono, want)
	}
	if s := text(NewTheme(false)); strings.Contains(s, "Arrows:") {
		t.Errorf("in colour the order list says:\n%s", s)
	}
	ascii := NewTheme(true)
	ascii.ASCII = true
	if s := text(ascii); !strings.Contains(s, `Red's "a" bold, Blue's "a" plain`) || !strings.Contains(s, `"t" a turn`) {
		t.Errorf("in ASCII the order list says:\n%s", s)
	}
	orders = Orders{}
	if s := text(NewTheme(true)); strings.Contains(s, "Arrows:") {
		t.Errorf("with no orders the order list says:\n%s", s)
	}
}
