package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// The messages of the order entry said "the Cyclops on Pit is Blue's"
// and "Cyclops (Red) on Pit selected": the Pit is a place pieces stand
// in, as the lessons and the replay's texts say it.
func TestOrderEntrySaysInThePit(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Bird/A1/D | DE.EF.FA m6 Cyclops/Pit/D | g:-")}
	e := NewOrderEntry(testCat, h)
	e.Allowed = func(n int) bool { return n == 1 }
	e.Activate(engine.Pit)
	if want := "the Cyclops in the Pit is Blue's: you give orders for your own pieces"; h.msg != want {
		t.Errorf("Enter on Blue's Cyclops says %q, want %q", h.msg, want)
	}
	e.Allowed = func(int) bool { return true }
	e.Activate(engine.Pit)
	if want := "Cyclops (Blue) in the Pit selected"; h.msg != want {
		t.Errorf("Enter on the Cyclops says %q, want %q", h.msg, want)
	}
}

// The replay's cards of a fight were headed "Blockhead (Blue) on Pit:".
func TestFightCardsSayInThePit(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Bird/A1/D | DE.EF.FA m6 Blockhead/Pit/A | g:-")
	r, err := PlayTurn(&engine.Rules{Kinds: testCat}, p, [][]engine.Order{nil, nil})
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(&StaticContent{Pos: p, Cat: testCat}, NewTheme(true))
	fights := 0
	for i := range r.Events {
		ev := &r.Events[i]
		if ev.Type != engine.EvFight {
			continue
		}
		fights++
		var text []string
		for _, l := range FightCards(NewTheme(true), testCat, b, ev) {
			text = append(text, l.String())
		}
		all := strings.Join(text, "\n")
		if !strings.Contains(all, "Blockhead (Blue) in the Pit:") || strings.Contains(all, "on Pit") {
			t.Errorf("the fight's cards say:\n%s", all)
		}
	}
	if fights == 0 {
		t.Fatal("no fight: the test needs one")
	}
}
