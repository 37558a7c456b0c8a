package solver

import (
	"testing"
)

// snakesMeet is a position where both players may place a Snake in trench
// E, which borders our DE and player 2's EF: two Snakes placed on one of
// its cells fight in top combat before the first round of close combat.
var snakesMeet = problemSpec{
	code:     "bc1 t3 d30 | DE m6 h:Snake Pawn/DE1/A | EF m6 h:Snake Pawn/EF6/A | g:-",
	goals:    []string{"kills 1"},
	opponent: Any,
}

// snakeMet reads, in snakesMeet, whether our Snake held on E1 is taken to
// stand there in the first fights (see heldPlacement) with player 2's agent
// on E1 free, then held with no order; it says where the reading is wrong
// ("" when it is right).
func snakeMet(t *testing.T) string {
	m := snakesMeet.model(t)
	e1 := loc(t, "E1")
	ours, theirs := int(m.cellAt[0][e1]), int(m.cellAt[1][e1])
	if ours < 0 || theirs < 0 || len(m.agents[ours].opts) < 2 || len(m.agents[theirs].opts) < 2 {
		t.Fatalf("E1 takes no Snake of each player (agents %d and %d)", ours, theirs)
	}
	w := newWorker(m, &shared{})
	w.assign(ours, 1)
	defer w.unassign(ours, 1)
	var free aset
	free.set(theirs)
	if _, ok := w.heldPlacement(e1, 2, &free); ok {
		return "our Snake on E1 is taken to stand there though player 2 may place its own Snake there too"
	}
	free.clear(theirs)
	if _, ok := w.heldPlacement(e1, 2, &free); !ok {
		return "our Snake on E1 is not taken to stand there though player 2 places nothing there"
	}
	return ""
}

// TestHeldSnakeMayBeMet: a Snake held in a trench is a sure opponent in
// the first fights only where no other player may place a Snake too.
func TestHeldSnakeMayBeMet(t *testing.T) {
	if d := snakeMet(t); d != "" {
		t.Error(d)
	}
}

// TestHeldSnakeMayBeMetIsChecked: made to take a held Snake to be there
// whatever the other players may place (unsoundTrenchMeet), the reading is
// wrong, and TestHeldSnakeMayBeMet sees it.
func TestHeldSnakeMayBeMetIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundTrenchMeet, snakeMet, "a held Snake taken to be there where another player may place one")
}

// priestsInPlay is a position of three players where our Spear on E2
// beats player 2's Pawn on E3 in the first fights whatever is placed: we
// hold a Priest in hand, and so does player 3, who may place it next to
// the Pawn.
var priestsInPlay = problemSpec{
	code:     "bc1 t3 d30 | AB.BC m6 h:Priest Spear/E2/E | DE m6 Pawn/E3/B | EF m6 h:Priest | g:-",
	goals:    []string{"kills 1"},
	opponent: Any,
}

// beatenWithPriests reads, in priestsInPlay, whether the Pawn is surely
// beaten in the first fights for our kills and for a kill, and says where
// the reading is wrong ("" when it is right): our kills count it whatever
// the Priests do (beaten by our pieces it dies, or our Priest converts it,
// a kill too), but as a kill it may be taken by player 3's Priest, which
// converts it to player 3 when only player 3's pieces beat it.
func beatenWithPriests(t *testing.T) string {
	m := priestsInPlay.model(t)
	w := newWorker(m, &shared{})
	var free aset
	e3 := loc(t, "E3")
	if !w.beatenFirst(e3, &free, 1) {
		return "the Pawn on E3 is not a sure kill of ours, though whatever beats it with us gives us the kill"
	}
	if w.beatenFirst(e3, &free, 0) {
		return "the Pawn on E3 is taken to be killed surely, though player 3's Priest may convert it"
	}
	return ""
}

// TestSureKillsWithPriests: a player's sure kills in the first fights stand
// with Priests in play; a kill's victim does not with another player's.
func TestSureKillsWithPriests(t *testing.T) {
	if d := beatenWithPriests(t); d != "" {
		t.Error(d)
	}
}

// TestSureKillsWithPriestsIsChecked: made to take a kill's victim as dead
// with a third player's Priest in play (unsoundKillPriest), the reading is
// wrong, and TestSureKillsWithPriests sees it.
func TestSureKillsWithPriestsIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundKillPriest, beatenWithPriests, "a kill's victim taken as dead with a third player's Priest in play")
}
