package trainer

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// revscreens 3: with NO_COLOR the board underlines Blue's territory names
// (EF4, DE6), a move's end and a dying piece; the legend beside the board
// explained the last two only. It says the names' looks too, as the
// editor's Control line does.
func TestTrainMonochromeLegendNamesTheTerritories(t *testing.T) {
	th := tui.NewTheme(true)
	p := engine.Position{NumPlayers: 2}
	m := &tui.Marks{}
	got := strings.Join(lineTexts(markLegend(th, m, &p, 200, "")), " ")
	if !strings.Contains(got, "Control: names: plain Red's, underlined Blue's, struck out nobody's") {
		t.Errorf("the monochrome legend says %q, want the looks of the territories' names", got)
	}
	if got := markLegend(tui.NewTheme(false), m, &p, 200, ""); got != nil {
		t.Errorf("in colour the legend says %v", got)
	}
}

// revscreens 8: in ASCII the legend read "Red's a bold, Blue's a plain; ...
// t a turn", the glyph letters as words. They are quoted.
func TestTrainASCIILegendQuotesTheGlyphs(t *testing.T) {
	th := tui.NewTheme(true)
	th.ASCII = true
	p := engine.Position{NumPlayers: 2}
	m := &tui.Marks{}
	m.Order[engine.Loc(3)] = tui.OrderMark{Owner: 1, Dist: 1, Turns: true}
	m.Order[engine.Loc(9)] = tui.OrderMark{Owner: 2, Dist: 1}
	got := strings.Join(lineTexts(markLegend(th, m, &p, 200, "")), " ")
	for _, want := range []string{`Red's "a" bold, Blue's "a" plain`, `"t" a turn`} {
		if !strings.Contains(got, want) {
			t.Errorf("the ASCII legend says %q, want %q", got, want)
		}
	}
}

// lineTexts are the texts of lines.
func lineTexts(lines []tui.Line) []string {
	var out []string
	for _, l := range lines {
		var b strings.Builder
		for _, sp := range l {
			b.WriteString(sp.Text)
		}
		out = append(out, b.String())
	}
	return out
}
