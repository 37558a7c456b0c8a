package trainer

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

const techFallLine = "Tech Fall 5: at the end of the turn, a player 5 or more pieces of material behind the one with the most is out."

// The Tech Fall option was told only by a lesson's text: the goal block
// of the trainer never said it, and a puzzle code with "techfall 5" was
// won by Tech Fall ("Blue is eliminated") without a word of it before.
// The goal block says it, under the goal, in the list and on the puzzle.
func TestTrainSaysTechFall(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | techfall 5 | goals kill A1"
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{code}, Named: 1}, 100, 32)
	h.WaitText("Puzzle 1  Kill the Bird on A1")
	h.waitWords("Goal: kill Blue's Bird on A1 Tech Fall 5: at the end of the turn,")
	h.Key(tcell.KeyEnter)
	h.waitFor("the puzzle open", func(tr *Trainer) bool { return tr.screen == scrPlay })
	h.waitPanel("Goal: kill Blue's Bird on A1 " + techFallLine + " Blue gives no orders")

	// Without the option, no line.
	code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | goals kill A1"
	h = startTrainer(t, Options{NoShipped: true, Packs: []string{code}, Named: 1}, 100, 32)
	h.WaitText("Puzzle 1  Kill the Bird on A1")
	h.Key(tcell.KeyEnter)
	h.waitPanel("Goal: kill Blue's Bird on A1 Blue gives no orders")
}

// Lesson 39 gives its number in the text alone; the goal block says it.
func TestTrainLessonSaysTechFall(t *testing.T) {
	h := startLessons(t, 80, 24)
	h.openItem("tech-fall")
	h.waitPanel("Goal: eliminate Blue " + techFallLine)
}
