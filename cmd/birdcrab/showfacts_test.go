package main

import (
	"html"
	"regexp"
	"strings"
	"testing"
)

// necroCode is a position in which Blue's Necromancer dies at once and
// raises its target, the Cyclops in the graveyard: the target changes the
// turn, and a position without it (necroCodeNoTarget) ends with Blue's hand
// empty.
const (
	necroCode         = "bc1 t7 d23 | AB.BC.CD m6 ImpSwarm/CD1/E Pikeman/C1/B | DE.EF.FA m6 x:Cyclops Necromancer/B1/F | g:Cyclops/1"
	necroCodeNoTarget = "bc1 t7 d23 | AB.BC.CD m6 ImpSwarm/CD1/E Pikeman/C1/B | DE.EF.FA m6 Necromancer/B1/F | g:Cyclops/1"
)

// svgTexts returns the texts of an SVG's <text> elements, joined by
// spaces: a line the picture wraps reads as one.
func svgTexts(svg string) string {
	var parts []string
	for _, m := range regexp.MustCompile(`<text[^>]*>([^<]*)</text>`).FindAllStringSubmatch(svg, -1) {
		parts = append(parts, html.UnescapeString(m[1]))
	}
	return strings.Join(parts, " ")
}

// show left out a player's Necromancer target (the code's x), which the
// editor's and the trainer's panels give: the text, the SVG and the PNG of
// a position with a target were those of the position without it, but for
// the code line, though the target puts a piece in Blue's hand.
func TestShowGivesNecromancerTarget(t *testing.T) {
	const want = "holds DE EF FA · kills 0 · Necromancer target Cyclops"
	text, errs, status := runCmd(t, "show", necroCode, "--no-color")
	if status != 0 {
		t.Fatal(errs)
	}
	if !strings.Contains(text, "    hand none (max 6) · "+want+"\n") {
		t.Errorf("the text does not name Blue's target: want %q in\n%s", want, text)
	}
	plain, _, _ := runCmd(t, "show", necroCodeNoTarget, "--no-color")
	if strings.Contains(plain, "Necromancer target") {
		t.Errorf("the text names a target where none is named:\n%s", plain)
	}
	svg, errs, status := runCmd(t, "show", necroCode, "--svg")
	if status != 0 {
		t.Fatal(errs)
	}
	if got := svgTexts(svg); !strings.Contains(got, want) {
		t.Errorf("the SVG does not name Blue's target: want %q in\n%s", want, got)
	}
	svg0, _, _ := runCmd(t, "show", necroCodeNoTarget, "--svg")
	if svgTexts(svg) == svgTexts(svg0) {
		t.Error("the SVGs of the positions with and without the target read the same")
	}
	png, _, _ := runCmd(t, "show", necroCode, "--png")
	png0, _, _ := runCmd(t, "show", necroCodeNoTarget, "--png")
	if png == png0 {
		t.Error("the PNGs of the positions with and without the target are the same")
	}
	// --orders --after: the target before the turn, none after it (the
	// Necromancer died and raised the Cyclops).
	both, _, _ := runCmd(t, "show", necroCode, "--no-color", "--orders", "--after")
	before, after, _ := strings.Cut(both, factsLabels[1])
	if !strings.Contains(before, want) || strings.Contains(after, "Necromancer target") {
		t.Errorf("--orders --after: want the target before the turn only:\n%s", both)
	}
}

// show left out the kills of the turn before (the code's l), which give a
// bonus draw at the start of the turn and which the panels give as "(1
// last turn: bonus draw)".
func TestShowGivesLastTurnsKills(t *testing.T) {
	const code = "bc1 t8 d23 | AB.BC.CD m6 k3 l1 ImpSwarm/CD1/E Pikeman/C1/B | DE.EF.FA m6 h:Cyclops | g:Necromancer/2"
	const want = "holds AB BC CD · kills 3 (1 last turn: bonus draw)"
	text, errs, status := runCmd(t, "show", code, "--no-color")
	if status != 0 {
		t.Fatal(errs)
	}
	if !strings.Contains(text, want+"\n") {
		t.Errorf("the text does not give last turn's kills: want %q in\n%s", want, text)
	}
	if strings.Contains(text, "holds DE EF FA · kills 0 (") {
		t.Errorf("Blue, with no kill last turn, gets a bonus draw:\n%s", text)
	}
	svg, _, _ := runCmd(t, "show", code, "--svg")
	if got := svgTexts(svg); !strings.Contains(got, want) {
		t.Errorf("the SVG does not give last turn's kills: want %q in\n%s", want, got)
	}
}

// show left out the deck, the sudden-death stage and that nobody drew at
// the start of the turn (the code's d, s and n), which the side panel's
// first line gives: a position in which nobody drew, where a turn with
// nothing placed or killed begins sudden death, drew as one with a draw.
func TestShowGivesDeckAndDraw(t *testing.T) {
	const code = "bc1 t9 d12 s1 n | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	const drew = "bc1 t9 d12 s1 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	const want = "Deck 12 · sudden death 1 · nobody drew"
	text, errs, status := runCmd(t, "show", code, "--no-color")
	if status != 0 {
		t.Fatal(errs)
	}
	if !strings.Contains(text, "\n"+want+"\n") {
		t.Errorf("the text: want the line %q in\n%s", want, text)
	}
	if text, _, _ := runCmd(t, "show", drew, "--no-color"); !strings.Contains(text, "\nDeck 12 · sudden death 1\n") {
		t.Errorf("the text of a position with a draw: want the line %q in\n%s", "Deck 12 · sudden death 1", text)
	}
	if text, _, _ := runCmd(t, "show", code, "--no-color", "--ascii"); !strings.Contains(text, "\nDeck 12; sudden death 1; nobody drew\n") {
		t.Errorf("--ascii: want the parts set apart by \"; \" in\n%s", text)
	}
	svg, _, _ := runCmd(t, "show", code, "--svg")
	if got := svgTexts(svg); !strings.Contains(got, want) {
		t.Errorf("the SVG: want %q in\n%s", want, got)
	}
	png, _, _ := runCmd(t, "show", code, "--png")
	png0, _, _ := runCmd(t, "show", drew, "--png")
	if png == png0 {
		t.Error("the PNGs of the positions with and without a draw are the same")
	}
	// --orders --after: each board its own line.
	both, _, _ := runCmd(t, "show", code, "--no-color", "--orders", "--after")
	if n := strings.Count(both, "\nDeck 12"); n != 2 {
		t.Errorf("--orders --after: %d deck lines, want one a board:\n%s", n, both)
	}
}

// show --after gave the turn's kills as "(1 last turn: bonus draw)": the
// words of a position as players write orders, for kills of the turn just
// played, with a bonus draw fair dealing does not give to a full hand or
// from an empty deck. After the turn it says what the next draw gives;
// the position before keeps its words.
func TestShowAfterSaysWhatTheTurnsKillsGive(t *testing.T) {
	const turn = "| DE.EF.FA m6 Bird/A1/A Crab/DE3/B | g:- | orders 1: move A3 D 1"
	for _, c := range []struct{ name, code, want string }{
		{"room and deck", "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D " + turn, "kills 1 (1 this turn: a bonus draw next turn)"},
		{"hand full", "bc1 t2 d30 | AB.BC.CD m6 ?6 Pikeman/A3/D " + turn, "kills 1 (1 this turn: no bonus draw, hand full)"},
		{"deck empty", "bc1 t2 d0 | AB.BC.CD m6 Pikeman/A3/D " + turn, "kills 1 (1 this turn: no bonus draw, deck short)"},
	} {
		for _, args := range [][]string{{"--after"}, {"--orders", "--after"}} {
			out, errs, status := runCmd(t, append([]string{"show", c.code, "--no-color"}, args...)...)
			if status != 0 {
				t.Fatal(errs)
			}
			if !strings.Contains(out, "holds AB BC CD · "+c.want+"\n") || strings.Contains(out, "last turn") {
				t.Errorf("%s, %v: want %q after the turn, and no \"last turn\":\n%s", c.name, args, c.want, out)
			}
			svg, _, _ := runCmd(t, append([]string{"show", c.code, "--svg"}, args...)...)
			if got := svgTexts(svg); !strings.Contains(got, c.want) || strings.Contains(got, "last turn") {
				t.Errorf("%s, %v: the SVG lacks %q:\n%s", c.name, args, c.want, got)
			}
		}
	}
}
