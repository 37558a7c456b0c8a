package tui

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// CardWidth is the width of a piece card.
const CardWidth = 19

// PieceCard draws a piece's numbers as a small hexagon around it, each side
// in the absolute direction it faces on the board, as combat/speed; the
// front is marked with *. The sides in hi (bit s for side s) are
// highlighted: the sides a fight used.
//
//	 5/2   . *3/1
//	     /   \
//	0/0 | Pi↗ | 2/1
//	     \   /
//	 0/0   '  1/1
func PieceCard(th *Theme, cat *engine.Catalogue, letters string, pc engine.Piece, hi uint8) []Line {
	k := cat.Kind(pc.Kind)
	pair := func(d engine.Dir) Span {
		s := engine.SideOf(pc.Facing, d)
		mark := " "
		if s == engine.Front {
			mark = "*"
		}
		st := th.Base()
		if s == engine.Front {
			st = th.Bold()
		}
		if hi&(1<<s) != 0 {
			st = th.Selected().Bold(true)
		}
		return Span{fmt.Sprintf("%s%d/%d", mark, k.Combat[s], k.Speed[s]), st}
	}
	g := th.Dim()
	piece := letters + th.Arrow(pc.Facing)
	return []Line{
		{{" ", g}, pair(engine.E), {"   . ", g}, pair(engine.F)},
		{{"      /   \\", g}},
		{pair(engine.D), {" | ", g}, {Center(piece, 3), th.Piece(pc.Owner)}, {" | ", g}, pair(engine.A)},
		{{"      \\   /", g}},
		{{" ", g}, pair(engine.C), {"   ' ", g}, pair(engine.B)},
	}
}

// RuleText returns a kind's special rule in words.
func RuleText(k *engine.Kind) string {
	rule := strings.TrimSpace(k.Rule)
	if rule == "" || rule == "none" {
		if k.Special == engine.Plain {
			return "no special rule"
		}
		return k.Special.String() + " rule"
	}
	if k.Special != engine.Plain && k.Special.String() != k.Name {
		return k.Special.String() + " rule: " + rule
	}
	return rule
}

// KindDetail describes a kind for the palette: its name, deck count and
// numbers clockwise from the front, and its rule.
func KindDetail(th *Theme, k *engine.Kind, width int) []Line {
	var lines []Line
	for _, w := range WrapText(k.Name, width) {
		lines = append(lines, Plain(w, th.Bold()))
	}
	count := "?"
	switch {
	case k.DeckMax == 0:
	case k.DeckMin == k.DeckMax:
		count = fmt.Sprint(k.DeckMin)
	default:
		count = fmt.Sprintf("%d-%d", k.DeckMin, k.DeckMax)
	}
	lines = append(lines, Plain("deck: "+count, th.Dim()))
	lines = append(lines, Plain("side      combat speed", th.Dim()))
	for s := engine.Front; s <= engine.FrontLeft; s++ {
		lines = append(lines, Plain(fmt.Sprintf("%-11s %d     %d", s, k.Combat[s], k.Speed[s]), th.Base()))
	}
	for _, w := range WrapText(RuleText(k), width) {
		lines = append(lines, Plain(w, th.Base()))
	}
	return lines
}
