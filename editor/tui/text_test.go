package tui

import (
	"strings"
	"testing"
	"unicode"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// runeAt returns the first rune drawn in the cell (x, y), 0 for none.
func runeAt(sim tcell.SimulationScreen, x, y int) rune {
	cells, w, _ := sim.GetContents()
	if c := cells[y*w+x]; len(c.Runes) > 0 {
		return c.Runes[0]
	}
	return 0
}

func newSim(t *testing.T, w, h int) tcell.SimulationScreen {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	if err := sim.Init(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sim.Fini)
	sim.SetSize(w, h)
	return sim
}

// Wide characters (CJK, emoji) take two columns, as the terminal draws
// them: what follows them starts two columns on, widths are counted in
// columns, wrapping and centring keep to the width, and a wide character
// that would be cut at the edge is left out.
func TestWideCharacters(t *testing.T) {
	sim := newSim(t, 20, 3)
	title := "囲碁 🦀 crab"
	if got, want := StringWidth(title), 2+2+1+2+1+4; got != want {
		t.Errorf("StringWidth(%q) = %d, want %d", title, got, want)
	}
	if got := (Line{{Text: "囲碁"}, {Text: "é"}}).Width(); got != 5 {
		t.Errorf("Line.Width = %d, want 5 (two wide characters and an accented letter)", got)
	}
	n := DrawText(sim, 0, 0, 20, title, tcell.StyleDefault)
	sim.Show()
	if n != 12 {
		t.Errorf("DrawText wrote %d columns, want 12", n)
	}
	for _, c := range []struct {
		x int
		r rune
	}{{0, '囲'}, {2, '碁'}, {5, '🦀'}, {8, 'c'}, {11, 'b'}} {
		if got := runeAt(sim, c.x, 0); got != c.r {
			t.Errorf("column %d holds %q, want %q", c.x, got, c.r)
		}
	}
	// A wide character cut by the edge is left out, not half drawn.
	if n := DrawText(sim, 0, 1, 3, "囲碁", tcell.StyleDefault); n != 2 {
		t.Errorf("DrawText in 3 columns wrote %d, want 2", n)
	}
	for _, line := range WrapText(strings.Repeat("囲碁将棋 ", 6)+"🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀", 10) {
		if w := StringWidth(line); w > 10 {
			t.Errorf("wrapped line %q is %d columns wide, over 10", line, w)
		}
	}
	if got := Center("囲碁", 8); got != "  囲碁  " {
		t.Errorf("Center = %q, want the wide characters centred in 8 columns", got)
	}
	if got := StringWidth(Center("囲碁将棋", 5)); got > 5 {
		t.Errorf("Center cut to %d columns, over 5", got)
	}
}

// A control character from a file (an escape, a C1 control) never reaches
// the terminal: it is drawn as a space.
func TestDrawTextControls(t *testing.T) {
	sim := newSim(t, 20, 1)
	DrawText(sim, 0, 0, 20, "a\x1b]0;x\x07b\u009bc", tcell.StyleDefault)
	sim.Show()
	cells, _, _ := sim.GetContents()
	for i, c := range cells {
		for _, r := range c.Runes {
			if r < ' ' || (r >= 0x7f && r < 0xa0) {
				t.Errorf("cell %d holds the control %U", i, r)
			}
		}
	}
}

// cutWidth counts a control character as the space DrawText draws for it,
// as StringWidth does, so a cut line never runs past its width.
func TestCutWidthCountsControlsAsDrawn(t *testing.T) {
	head, tail := cutWidth("a\x01bc", 2)
	if head != "a\x01" || tail != "bc" {
		t.Errorf("cutWidth = %q, %q; want %q, %q (a control is drawn as one space)", head, tail, "a\x01", "bc")
	}
	if w := StringWidth(head); w != 2 {
		t.Errorf("StringWidth(%q) = %d, want 2", head, w)
	}
}

// ASCIIText writes the shares of fights (engine.FractionText) and the
// Priest's product so that a terminal without Unicode shows them.
func TestASCIIText(t *testing.T) {
	for in, want := range map[string]string{
		"front 3 / 2 opponents = 1½":       "front 3 / 2 opponents = 1 1/2",
		"back 1 / 2 opponents = ½":         "back 1 / 2 opponents = 1/2",
		"counts 2½ against, then 1⅓":       "counts 2 1/2 against, then 1 1/3",
		"⅔ ¼ ¾ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ -1½":            "2/3 1/4 3/4 1/5 2/5 3/5 4/5 1/6 5/6 -1 1/2",
		"front 2 × 3 enemies = 6":          "front 2 x 3 enemies = 6",
		"Pi← · Cr→ faces D ←, no fraction": "Pi← · Cr→ faces D ←, no fraction",
		"Bi↗ faces ↘ ↙ ↖, ↻ turns 60°":     "BiNE faces SE SW NW, t turns 60 degrees",
	} {
		if got := ASCIIText(in); got != want {
			t.Errorf("ASCIIText(%q) = %q, want %q", in, got, want)
		}
	}
	// Every share the engine writes as one rune has its ASCII form.
	for d := 2; d <= 6; d++ {
		for n := 1; n < d; n++ {
			if got := ASCIIText(engine.FractionText(n, d)); strings.ContainsFunc(got, func(r rune) bool { return r > unicode.MaxASCII }) {
				t.Errorf("ASCIIText(FractionText(%d, %d)) = %q, not ASCII", n, d, got)
			}
		}
	}
}

// Reflow keeps a list item written on several lines together: the lesson
// the-turn writes its items with continuation lines indented under the
// item's text, and the screen showed each continuation as a line of its
// own ("pieces from the deck (the" / "pieces not yet in" / "play), keeps
// two ..."). A sentence's number wrapped to the start of a line ("at
// priority" / "3. There it stands") is no list item either.
func TestReflow(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"one\ntwo\n\nthree", "one two\n\nthree"},
		{
			"In order:\n- Draw: three pieces (the pieces not yet in\n  play), keeps two.\n- Orders,\n  in secret.\n\nThen",
			"In order:\n- Draw: three pieces (the pieces not yet in play), keeps two.\n- Orders, in secret.\n\nThen",
		},
		{"Steps:\n1. first\n   still first\n2. second", "Steps:\n1. first still first\n2. second"},
		{"- item\n  - nested\n    more\n- next", "- item\n  - nested more\n- next"},
		{"- item\nlazy", "- item lazy"},
		{"a board:\n  A1 B1\n  C1", "a board:\n  A1 B1\n  C1"},
		{"into the Pit at priority\n3. There it stands", "into the Pit at priority 3. There it stands"},
		{"halved,\n1. Your Cyclops loses.", "halved, 1. Your Cyclops loses."},
		{"1. first\n2. second", "1. first\n2. second"},
		{"one\n\n2. two", "one\n\n2. two"},
	} {
		if got := Reflow(c.in); got != c.want {
			t.Errorf("Reflow(%q)\n= %q\nwant %q", c.in, got, c.want)
		}
	}
}
