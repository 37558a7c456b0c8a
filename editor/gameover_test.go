package editor

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// finishedGame is a game Red won: Blue is out.
const finishedGame = "bc1 t8 d53 s2 n w1 | - m7 k6 l1 r1 h:Crab,Harpy Crab/Pit/A | - m6 k5 out h:Crab,Cyclops | g:Bird/1,Bird/2"

// P on a finished game played a turn that read as if the game had just
// ended, and an order was taken key by key until the engine refused it
// ("refused: move Pit A 1: the game is over"). Both are refused at once,
// saying who won; the panel says why as far as the position tells.
func TestFinishedGameRefusesPlayAndOrders(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, finishedGame)})
	h.waitSide("the game is over: Red won (Blue eliminated)")
	const refused = "the game is over: Red won (Blue eliminated): no turn to play, no order to give"
	h.Keys("P")
	h.waitFor("P refused", func(e *Editor) bool { return strings.HasPrefix(e.shell.Message(), refused) && e.mode != modePlay })
	h.Keys("O")
	h.WaitText("Orders mode")
	h.moveTo(loc(t, "Pit"))
	h.Key(tcell.KeyEnter)
	h.waitFor("Enter on a piece refused", func(e *Editor) bool {
		return strings.HasPrefix(e.shell.Message(), refused) && e.entry.Selected() == engine.NoLoc
	})
	h.Keys("p")
	h.waitFor("p refused", func(e *Editor) bool { return strings.HasPrefix(e.shell.Message(), refused) && !e.entry.Busy() })
}
