package engine

import "testing"

// The texts a replay reads with colour names: the lessons' words ("in the
// Pit", "the outer ring"), and the kills that decide a game all go out of.
func TestEventTextsNamed(t *testing.T) {
	cat := testCatalogue(t)
	pawn, ok := cat.Lookup("Pawn")
	if !ok {
		t.Fatal("no Pawn in testdata/kinds.txt")
	}
	a := Fighter{Kind: pawn, Owner: 2, Loc: Pit}
	for _, c := range []struct {
		e    Event
		want string
	}{
		{Event{Type: EvGameOver, Player: 1, Why: WhyMostKills, N: 3, M: 2},
			"the game ends: Red wins on kills, 3 to 2 (all remaining players are out at once)"},
		{Event{Type: EvGameOver, Why: WhyMostKills, N: 2, M: 2},
			"the game ends in a draw on kills, 2 to 2 (all remaining players are out at once)"},
		{Event{Type: EvGameOver, Player: 2}, "the game ends: Blue wins"},
		{Event{Type: EvSuddenDeath, N: 4}, "the outer ring (ring 4) is removed from the board"},
		{Event{Type: EvSuddenDeath, N: 2}, "ring 2, now the outer ring, is removed from the board"},
		{Event{Type: EvDie, A: a, Why: WhyCombat}, "Pawn (Blue) in the Pit dies"},
		{Event{Type: EvPlace, A: a, To: Pit}, "Blue places Pawn in the Pit facing A"},
		{Event{Type: EvStep, A: a, Dir: 0, From: Pit, To: Pit.Neighbour(0)}, "Pawn (Blue) steps A from the Pit to " + Pit.Neighbour(0).String()},
		{Event{Type: EvLand, A: a, To: Pit}, "Pawn (Blue) lands in the Pit"},
	} {
		if got := c.e.TextNamed(cat, PlayerName); got != c.want {
			t.Errorf("%v event: got %q, want %q", c.e.Type, got, c.want)
		}
	}
}
