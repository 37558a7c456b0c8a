package tui

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// linear turns an sRGB channel (0..255) into linear light.
func linear(c float64) float64 {
	c /= 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// deuteranope returns how a person without green cones sees rgb, in linear
// light: the matrix of Machado, Oliveira and Fernandes (2009) for
// deuteranopia at full severity.
func deuteranope(r, g, b float64) (float64, float64, float64) {
	lr, lg, lb := linear(r), linear(g), linear(b)
	return 0.367322*lr + 0.860646*lg - 0.227968*lb,
		0.280085*lr + 0.672501*lg + 0.047413*lb,
		-0.011820*lr + 0.042940*lg + 0.968881*lb
}

// lab returns CIE L*a*b* (D65) of a colour in linear light.
func lab(r, g, b float64) [3]float64 {
	clamp := func(v float64) float64 { return math.Min(math.Max(v, 0), 1) }
	r, g, b = clamp(r), clamp(g), clamp(b)
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*b
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// The players' colours are the Okabe-Ito palette, the one the pictures of
// `birdcrab show` use, and every two of them stay apart for a
// deuteranope: at least 15 (CIE76 ΔE) once both are seen through the
// simulation; players 1 and 2, who meet in most puzzles, much more. The
// palette before (xterm 160, 25, 28, 136, 127, 30) had red and green 10
// apart.
func TestPlayerColoursColourBlindSafe(t *testing.T) {
	want := [engine.MaxPlayers]string{"#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9"}
	seen := make([][3]float64, engine.MaxPlayers)
	for i := range engine.MaxPlayers {
		r, g, b := PlayerColour(i + 1).RGB()
		if got := fmt.Sprintf("#%02X%02X%02X", r, g, b); got != want[i] {
			t.Errorf("player %d's colour is %s, want Okabe-Ito's %s", i+1, got, want[i])
		}
		seen[i] = lab(deuteranope(float64(r), float64(g), float64(b)))
	}
	dist := func(i, j int) float64 {
		a, b := seen[i], seen[j]
		return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
	}
	for i := range engine.MaxPlayers {
		for j := i + 1; j < engine.MaxPlayers; j++ {
			if d := dist(i, j); d < 15 {
				t.Errorf("%s and %s are %.1f apart for a deuteranope, want 15 or more", PlayerName(i+1), PlayerName(j+1), d)
			}
		}
	}
	if d := dist(0, 1); d < 60 {
		t.Errorf("players 1 and 2 are %.1f apart for a deuteranope, want 60 or more", d)
	}
}

// In monochrome the legend of the territories names how each player's
// names are drawn, as the board draws them (monoControl): a third player's
// (Green's, bold) were drawn but not named.
func TestMonoControlLegendNamesEveryPlayer(t *testing.T) {
	th := NewTheme(true)
	if got, want := th.ControlLegend(2), "names: plain Red's, underlined Blue's, struck out nobody's"; got != want {
		t.Errorf("two players: %q, want %q", got, want)
	}
	legend := th.ControlLegend(engine.MaxPlayers)
	for n := 0; n <= engine.MaxPlayers; n++ {
		who := "nobody's"
		if n > 0 {
			who = PlayerName(n) + "'s"
		}
		if want := monoControlText[n] + " " + who; !strings.Contains(legend, want) {
			t.Errorf("the legend %q lacks %q", legend, want)
		}
		style := withAttrs(tcell.StyleDefault, monoControl[n])
		_, _, attrs := style.Decompose()
		for word, attr := range map[string]tcell.AttrMask{"bold": tcell.AttrBold, "underlined": tcell.AttrUnderline, "italic": tcell.AttrItalic, "struck out": tcell.AttrStrikeThrough} {
			if strings.Contains(monoControlText[n], word) != (attrs&attr != 0) {
				t.Errorf("%s's names are drawn with %v, but the legend says %q", who, attrs, monoControlText[n])
			}
		}
	}
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b tcell.Color) float64 {
	lum := func(c tcell.Color) float64 {
		r, g, b := c.RGB()
		return 0.2126*linear(float64(r)) + 0.7152*linear(float64(g)) + 0.0722*linear(float64(b))
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// The messages and the key names are written in colour on the terminal's
// own background, light or dark: each reads at 4.5:1 or more (WCAG AA) on
// white and on black. The good messages (xterm 77) and the key names (178)
// were about 2:1 on white, the errors (203) 3:1.
func TestTextColoursReadOnLightAndDark(t *testing.T) {
	th := NewTheme(false)
	for name, st := range map[string]tcell.Style{"good": th.Good(), "key": th.Key(), "error": th.Error()} {
		fg, _, _ := st.Decompose()
		if fg == tcell.ColorDefault {
			continue // the terminal's own colour reads on its own background
		}
		for _, bg := range []tcell.Color{tcell.NewHexColor(0xFFFFFF), tcell.NewHexColor(0x000000)} {
			if c := contrast(fg, bg); c < 4.5 {
				r, g, b := bg.RGB()
				t.Errorf("the %s style's colour %v is %.2f:1 on #%02X%02X%02X, want 4.5:1 or more", name, fg, c, r, g, b)
			}
		}
	}
	// The three stay apart in colour, and the key names bold.
	good, _, _ := th.Good().Decompose()
	key, _, attrs := th.Key().Decompose()
	bad, _, _ := th.Error().Decompose()
	if good == key || key == bad || good == bad {
		t.Errorf("good %v, key %v and error %v must differ", good, key, bad)
	}
	if attrs&tcell.AttrBold == 0 {
		t.Error("the key names are no longer bold")
	}
}

// In monochrome a target (the trainer's mark on a dying piece, a move's
// destination) has a look of its own, laid over the name's: it keeps the
// attributes the control legend reads, and looks like no unmarked name.
// It added bold and underline: with NO_COLOR a dying piece's "A3" read as
// a name of Blue's ("underlined = Blue's"), a Red cell's as Yellow's.
func TestMonoTargetKeepsTheLegendTrue(t *testing.T) {
	th := NewTheme(true)
	legend := tcell.AttrBold | tcell.AttrUnderline | tcell.AttrItalic | tcell.AttrStrikeThrough | tcell.AttrDim
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")
	cells := []string{"A3", "Pit", "AB2", "CD4", "EF1"}
	unmarked := map[tcell.AttrMask]string{}
	for c := 0; c <= engine.MaxPlayers; c++ {
		for tt := engine.AB; tt <= engine.FA; tt++ {
			p.Control[tt] = uint8(c)
		}
		for _, name := range cells {
			_, _, a := th.Name(loc(t, name), &p).Decompose()
			unmarked[a] = name
		}
	}
	for c := 0; c <= engine.MaxPlayers; c++ {
		for tt := engine.AB; tt <= engine.FA; tt++ {
			p.Control[tt] = uint8(c)
		}
		for _, name := range cells {
			_, _, plain := th.Name(loc(t, name), &p).Decompose()
			_, _, marked := th.lit(th.Name(loc(t, name), &p), HiTarget).Decompose()
			if marked&legend != plain&legend {
				t.Errorf("controller %d, %s: marked it is drawn %v, unmarked %v: the legend reads the mark as control", c, name, marked, plain)
			}
			if like, ok := unmarked[marked]; ok {
				t.Errorf("controller %d, %s: marked it looks like the unmarked name of %s", c, name, like)
			}
		}
	}
}

// tteach 5: with NO_COLOR, Red's and Blue's order arrows were both bold
// arrows, told apart by nothing (the underline marks where a move ends).
// Blue's are double arrows, not bold; in colour both keep the arrow.
func TestMonoOrderArrowsTellTheOwnersApart(t *testing.T) {
	mono, colour := NewTheme(true), NewTheme(false)
	for d := engine.A; d <= engine.F; d++ {
		if mono.OrderGlyph(1, d) == mono.OrderGlyph(2, d) {
			t.Errorf("mono: Red's and Blue's orders toward %v are both %q", d, mono.OrderGlyph(1, d))
		}
		if colour.OrderGlyph(2, d) != d.Arrow() {
			t.Errorf("colour: Blue's order toward %v is %q, want the arrow", d, colour.OrderGlyph(2, d))
		}
	}
	if mono.OrderArrow(1) == mono.OrderArrow(2) {
		t.Errorf("mono: Red's and Blue's arrows share the style %v", mono.OrderArrow(1))
	}
	if _, _, a := mono.OrderArrow(2).Decompose(); a&tcell.AttrReverse != 0 {
		t.Error("mono: Blue's arrows are reversed: beside a Blue piece they run into it")
	}
}
