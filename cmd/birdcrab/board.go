package main

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// cellWidth is the width of one cell of the board diagram.
const cellWidth = 7

// boardDiagram draws the board as text, player 2's side on top as in the
// rules: an empty cell shows its name in lower case, a cell removed by
// sudden death shows "x", and a piece shows three letters of its kind, its
// owner and its facing ("Pik1/D": a Pikeman of player 1 facing D).
func boardDiagram(p *engine.Position, cat *engine.Catalogue) []string {
	var lines []string
	for r := -engine.Radius; r <= engine.Radius; r++ {
		var b strings.Builder
		indent := abs(r) * cellWidth / 2
		b.WriteString(strings.Repeat(" ", indent))
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if l.Hex().R != r {
				continue
			}
			b.WriteString(center(cellText(p, cat, l), cellWidth))
		}
		lines = append(lines, strings.TrimRight(b.String(), " "))
	}
	return lines
}

// cellText is what one cell of the diagram shows.
func cellText(p *engine.Position, cat *engine.Catalogue, l engine.Loc) string {
	if p.Removed(l) {
		return "x"
	}
	pc := p.At(l)
	if pc.Empty() {
		return strings.ToLower(l.String())
	}
	kind := cat.Token(pc.Kind)
	if len(kind) > 3 {
		kind = kind[:3]
	}
	return fmt.Sprintf("%s%d/%v", kind, pc.Owner, pc.Facing)
}

// center pads s to width, centred.
func center(s string, width int) string {
	if len(s) >= width {
		return s
	}
	left := (width - len(s)) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", width-len(s)-left)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
