package tui

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// One name per player (18.9): the replay's events name players by their
// colour, as the board, the lists and the panels do ("Red", "Pikeman
// (Red)"), never "player 1" or "Pikeman(1)".
func TestReplayNamesPlayersByColour(t *testing.T) {
	numbered := regexp.MustCompile(`[Pp]layer [0-9]|\([0-9]\)`)
	rng := rand.New(rand.NewSource(7))
	board := NewBoard(&StaticContent{Cat: testCat}, NewTheme(false))
	fights := 0
	for range 200 {
		p, orders := randomTurn(rng)
		r, err := PlayTurn(&engine.Rules{Kinds: testCat}, p, orders)
		if err != nil {
			continue
		}
		for page := range r.Pages {
			for _, line := range EventLines(NewTheme(false), testCat, board, r, page, -1, 200) {
				text := line.String()
				if numbered.MatchString(text) {
					t.Fatalf("an event names a player by number: %q", text)
				}
				if strings.Contains(text, "combat:") {
					fights++
					if !strings.Contains(text, "(Red)") && !strings.Contains(text, "(Blue)") {
						t.Errorf("a fight names no piece with its colour: %q", text)
					}
				}
			}
		}
	}
	if fights == 0 {
		t.Fatal("no fight in 200 random turns: the test checks nothing")
	}
}
