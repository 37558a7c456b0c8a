package editor

import "testing"

// Play refuses orders the position no longer allows naming the player by
// colour, as the editor names players everywhere else: it said "player 1
// has no Crab in hand".
func TestPlayRefusalNamesPlayerByColour(t *testing.T) {
	h := start(t, Options{}, 100, 30)
	h.setState(redOrder(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Crab/A1/A | g:-", "place Crab AB1 E"))
	h.Keys("P")
	h.waitMessage("cannot play: refused: place Crab AB1 E: Red has no Crab in hand")
}

// TestProblemsNameThePlayerOfARefusedOrderByColour: the problems list (i)
// words a refused order as the screens name players; it read "Red's
// orders: player 1, order "place Crab AB1 E": player 1 has no Crab in
// hand".
func TestProblemsNameThePlayerOfARefusedOrderByColour(t *testing.T) {
	st := redOrder(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Crab/A1/A | g:-", "place Crab AB1 E")
	got := Problems(testCat, &st)
	want := "Red's orders: place Crab AB1 E: Red has no Crab in hand"
	for _, line := range got {
		if line == want {
			return
		}
	}
	t.Errorf("problems %q: none is %q", got, want)
}
