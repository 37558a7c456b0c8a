package puzzles

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/rivo/uniseg"
)

// KindCard draws a kind as a small hexagon with its combat/speed pair on each
// side, the front at the top, its name and deck count above and its rule
// below (wrapped to the card's width).
func KindCard(k *engine.Kind) []string {
	cs := func(s engine.Side) string { return fmt.Sprintf("%d/%d", k.Combat[s], k.Speed[s]) }
	lines := []string{
		fmt.Sprintf("%s (deck %s)", k.Name, CountText(k)),
		fmt.Sprintf("          %s", cs(engine.Front)),
		fmt.Sprintf("   %s  /--^--\\  %s", cs(engine.FrontLeft), cs(engine.FrontRight)),
		"       /       \\",
		"       \\       /",
		fmt.Sprintf("   %s  \\-----/  %s", cs(engine.BackLeft), cs(engine.BackRight)),
		fmt.Sprintf("          %s", cs(engine.Back)),
	}
	rule := k.Rule
	if rule == "" || rule == "none" {
		rule = "no special rule"
	}
	if k.Special != engine.Plain && !strings.Contains(strings.ToLower(rule), strings.ToLower(k.Special.String())) && k.Special.String() != k.Name {
		rule = k.Special.String() + " rule: " + rule
	}
	return append(lines, wrap(rule, 34)...)
}

// wrap breaks text into lines of at most width columns on a terminal
// (uniseg's widths: an accented letter takes one column however many bytes
// it has, a CJK character two); a word wider than width has a line of its
// own.
func wrap(text string, width int) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && uniseg.StringWidth(line)+1+uniseg.StringWidth(w) > width {
			out = append(out, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}
