package tui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// Crowded says whether the board draws a "+" beside a cell, for a screen
// to explain it: the board drew it and nothing said what it was (lesson
// 58's "EF1+", the Witch's turn). It says so exactly when one is drawn.
func TestBoardCrowded(t *testing.T) {
	p := mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 h:Snake Pikeman/AB3/E Witch/B2/F | DE.EF.FA m6 h:Snake Pikeman/FA3/C Bird/F3/B | g:-")
	tests := []struct {
		name   string
		orders []string
		want   bool
	}{
		{"a move and a turn", []string{"move AB3 E 2", "turn B2 A"}, false},
		{"the Witch moves and turns", []string{"move B2 E 1", "turn B2 A"}, true},
		{"no orders", nil, false},
	}
	for _, tc := range tests {
		m := NewMarks()
		m.AddOrders(&p, [][]engine.Order{parseOrders(t, &p, 1, tc.orders...), nil})
		b := NewBoard(&StaticContent{Pos: p, Cat: testCat, Marks: m}, NewTheme(false))
		if b.Crowded() {
			t.Errorf("%s: crowded before the board is laid out", tc.name)
		}
		for _, sz := range [][2]int{{41, 20}, {59, 20}} {
			sim := drawBoard(t, b, sz[0], sz[1])
			name := fmt.Sprintf("%s at %dx%d", tc.name, sz[0], sz[1])
			cells, w, _ := sim.GetContents()
			drawn := false
			for l := engine.Loc(0); l < engine.NumLocs; l++ {
				x, y, _ := b.CellPos(l)
				x += b.currentGeometry().textWidth()
				for dy := 0; dy < 2; dy++ {
					drawn = drawn || strings.TrimSpace(string(cells[(y+dy)*w+x].Runes)) == "+"
				}
			}
			if drawn != tc.want {
				t.Fatalf("%s: a + drawn: %v, want %v", name, drawn, tc.want)
			}
			if got := b.Crowded(); got != tc.want {
				t.Errorf("%s: Crowded() = %v, want %v", name, got, tc.want)
			}
		}
	}
}
