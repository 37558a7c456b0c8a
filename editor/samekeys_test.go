package editor

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// + places from hand in Orders mode, as in the trainer (it said "+ does
// nothing in Orders mode"); p still does.
func TestPlusPlacesFromHand(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders mode")
	h.moveTo(loc(t, "AB5"))
	h.Keys("+")
	h.WaitText("place Red's Crab on AB5 facing? c d e f")
	h.Keys("e")
	h.waitFor("the placement", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "place Crab AB5 E" })
}

// n and p are the next and previous puzzle (TUI.md), as in the trainer:
// in Play mode they stepped the turn's stages, where the trainer's n
// opens the next puzzle. → ← l h and Space step the stages.
func TestPlayNAndPStepNoStage(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Keys("O")
	h.WaitText("Orders mode")
	h.Keys("P")
	h.WaitText("Play mode")
	h.WaitText("page 1 of")
	h.Keys("n")
	h.waitMessage("n does nothing in Play mode: →/← stages")
	h.Keys("p")
	h.waitMessage("p does nothing in Play mode: →/← stages")
	h.WaitText("page 1 of")
	h.Keys(" ")
	h.WaitText("page 2 of")
	h.Key(tcell.KeyLeft)
	h.WaitText("page 1 of")
}

// ? while a move waits for its direction opens the help, and the question
// is there again when it closes: ? was eaten as a wrong answer.
func TestHelpWhileAMoveWaitsForItsDirection(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(State{Pos: mustPos(t, ordersPos)})
	h.Keys("O")
	h.WaitText("Orders mode")
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("Pikeman (Red) on AB3")
	h.Keys("m")
	h.WaitText("move: which direction? a-f")
	h.Keys("?")
	h.WaitText("birdcrab edit: every key")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("birdcrab edit: every key")
	h.WaitText("move: which direction? a-f")
	h.Keys("e")
	h.WaitText("how far? 1-2")
	h.Keys("2")
	h.waitFor("the move order", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "move AB3 E 2" })
}
