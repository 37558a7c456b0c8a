package trainer

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// A refused order names its player by colour, as the trainer names
// players everywhere else: placing on another's territory said "player 1
// does not control territory DE".
func TestTrainRefusalNamesPlayerByColour(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 h:Crab Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | opponent hold | goals kill A1"
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{code}, Named: 1}, 100, 30)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Key(tcell.KeyEnter)
	h.waitFor("the puzzle open", func(tr *Trainer) bool { return tr.screen == scrPlay })
	h.moveTo(loc(t, "DE1"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("cannot place on DE1: Red does not control territory DE")
}
