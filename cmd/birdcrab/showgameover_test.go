package main

import (
	"strings"
	"testing"
)

// show of a finished game never said it was over, nor who won: the
// footer says so, in the text and the SVG, with why as far as the
// position tells (Blue is out).
func TestShowSaysTheGameIsOver(t *testing.T) {
	const code = "bc1 t8 d53 s2 n w1 | - m7 k6 l1 r1 h:Crab,Harpy Crab/Pit/A | - m6 k5 out h:Crab,Cyclops | g:Bird/1,Bird/2"
	const want = "Deck 53 · sudden death 2 · nobody drew · the game is over: Red won (Blue eliminated)"
	text, errs, status := runCmd(t, "show", code, "--no-color")
	if status != 0 {
		t.Fatal(errs)
	}
	if !strings.Contains(text, want+"\n") {
		t.Errorf("the text does not say the game is over: want %q in\n%s", want, text)
	}
	svg, _, _ := runCmd(t, "show", code, "--svg")
	if got := strings.Join(strings.Fields(svgTexts(svg)), " "); !strings.Contains(got, "the game is over: Red won (Blue eliminated)") {
		t.Errorf("the SVG does not say the game is over:\n%s", got)
	}
}
