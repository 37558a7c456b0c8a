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

// rev10 #6: a finished game still offered what it refuses: the status
// line said "P play" and "Enter select/place · ... p place", O said
// "Enter on a piece to order it", the panel "none yet: Enter on a piece",
// and S opened its window and ran a search that ended "the solver failed:
// the game is over". S is refused at once, as P is, and O, the panel and
// the status line say the game is over instead of offering them.
func TestFinishedGameOffersNoRefusedKey(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.setState(State{Pos: mustPos(t, finishedGame)})
	h.waitSide("the game is over: Red won (Blue eliminated)")
	const refused = "the game is over: Red won (Blue eliminated): no turn to play, no order to give"
	hints := func() string {
		var hs []string
		h.Sync(func() { hs = h.ed.Keys().Hints() })
		return strings.Join(hs, " · ")
	}
	offered := func(mode string, keys ...string) {
		t.Helper()
		got := hints()
		for _, k := range keys {
			if strings.Contains(got, k) {
				t.Errorf("%s: the status line offers %q on a finished game: %s", mode, k, got)
			}
		}
	}
	offered("Edit mode", "P play")
	if got := hints(); !strings.Contains(got, "Enter lift") && !strings.Contains(got, "Enter place") {
		t.Errorf("Edit mode: the status line lost what a finished game allows: %s", got)
	}
	h.Keys("S")
	h.waitMessage(refused)
	h.Sync(func() {
		if h.ed.solve != nil {
			t.Error("S ran a search on a finished game")
		}
	})
	h.Keys("O")
	h.waitMessage("Orders mode: " + refused)
	h.waitSide("none: the game is over")
	if words := h.sideWords(); strings.Contains(words, "Enter on a piece") {
		t.Errorf("the panel offers orders on a finished game: %s", words)
	}
	offered("Orders mode", "P play", "S solve", "Enter select", "p place", "T target")
	if got := hints(); !strings.Contains(got, "O edit") {
		t.Errorf("Orders mode: the status line lost O: %s", got)
	}
	h.Keys("S")
	h.waitFor("S refused", func(e *Editor) bool { return e.solve == nil && strings.HasPrefix(e.shell.Message(), refused) })
}
