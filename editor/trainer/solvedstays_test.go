package trainer

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// A puzzle solved, then tried wrong on purpose (to see what else
// happens), turned ✗ "to replay" and went on the replay list, while the
// pack still counted it solved. Solved stays solved: the list says so,
// with the wrong try noted, and the replay list leaves it out.
func TestTrainSolvedStaysSolvedAfterAWrongTry(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.order("A3", "md1", "Red: move A3 D 1")
	h.Keys("s")
	h.WaitText("✓ Right!")
	h.retry()
	h.order("A3", "tb", "Red: turn A3 B")
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	if r := h.record("step-in"); !r.Solved || !r.Failed || r.Attempts != 2 {
		t.Errorf("record %+v, want solved, the last try wrong, 2 attempts", r)
	}
	h.Key(tcell.KeyEscape) // back to the orders
	h.WaitText("Your orders (Red):")
	h.Key(tcell.KeyEscape) // to the list
	h.WaitText("✓ Puzzle 1 d1  Step in")
	h.waitWords("solved · last try wrong · 2 attempts")
	h.Sync(func() {
		for _, it := range h.tr.failedItems() {
			if it.scenario().ID == "step-in" {
				t.Errorf("the solved puzzle is on the replay list")
			}
		}
	})
}
