package tui

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// Order entry names the players of an engine's refusal by colour, as the
// screens name them everywhere else: "player 1 does not control
// territory DE" named the player on the screen by number.
func TestEntryRefusalNamesPlayersByColour(t *testing.T) {
	for _, tc := range []struct {
		name, code, at, msg string
	}{
		{"another's territory", "bc1 t3 d30 | AB.BC.CD m6 h:Crab | DE.EF.FA m6 Pikeman/FA3/C | g:-", "DE1", "cannot place on DE1: Red does not control territory DE"},
	} {
		for _, way := range []struct {
			name  string
			place func(e *OrderEntry, l engine.Loc)
		}{{"p", (*OrderEntry).PlaceAt}, {"Enter", (*OrderEntry).Activate}} {
			t.Run(way.name+"/"+tc.name, func(t *testing.T) {
				checkPlaceAt(t, tc.code, nil, tc.at, tc.msg, way.place)
			})
		}
	}
}

// Reason, which every screen gives a refused order with (the trainer's
// judge and replies, the editor's Play), names players by colour.
func TestReasonNamesPlayersByColour(t *testing.T) {
	p := mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Crab/A1/D | g:-")
	o, err := engine.ParseOrder(testCat, "move A3 D 1")
	if err != nil {
		t.Fatal(err)
	}
	var plan engine.Plan
	err = p.CheckOrders(testCat, 2, []engine.Order{o}, &plan)
	if got, want := Reason(err), "refused: move A3 D 1: the Pikeman on A3 belongs to Red"; got != want {
		t.Errorf("Reason %q, want %q", got, want)
	}
}
