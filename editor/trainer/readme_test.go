package trainer

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

	"github.com/gdamore/tcell/v2"
)

// readmeBlock checks the README's screen name against the trainer's
// screen now, or rewrites it with -update.
func readmeBlock(t *testing.T, h *trainHarness, name string) {
	t.Helper()
	tuitest.READMEScreen(t, "../../README.md", name, h.Capture(), *update)
}

// The README's pictures of the trainer at 80x24 are the trainer's own
// screens, on the shipped packs with no progress: the first screen, the
// first lesson, and a wrong answer to the second (submitted with nothing
// marked) with the first event of the turn picked. go test -update
// rewrites them.
func TestREADMEScreens(t *testing.T) {
	h := startTrainer(t, Options{}, 80, 24)
	h.WaitText("Welcome to Bird Crab!")
	readmeBlock(t, h, "first")
	h.Key(tcell.KeyEnter)
	h.waitFor("the first lesson", func(tr *Trainer) bool { return tr.screen == scrPlay })
	h.WaitText("Lesson 1 · ")
	readmeBlock(t, h, "lesson")
	h.Keys("n")
	h.WaitText("Lesson 2 · ")
	h.Keys("s")
	h.WaitText("Not yet")
	h.Key(tcell.KeyRight)
	h.Key(tcell.KeyDown)
	h.waitFor("an event picked", func(tr *Trainer) bool { return tr.att.result.play.Page == 1 && tr.att.result.play.Event >= 0 })
	readmeBlock(t, h, "wrong")
}
