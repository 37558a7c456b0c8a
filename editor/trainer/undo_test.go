package trainer

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// The trainer had no undo: X cleared every order at once, with no
// question, and u and Ctrl-R said they did nothing. They undo and redo the
// changes to the answer of this visit now.
func TestTrainUndoOrders(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.openItem("step-in")
	h.Keys("u")
	h.waitMessage("nothing to undo: your answer has not changed since you opened this puzzle")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Keys("X")
	h.waitMessage("every order cleared (u brings them back)")
	if got := h.myOrders(); got != "no orders" {
		t.Fatalf("after X the orders are %q", got)
	}
	h.Keys("u")
	h.waitMessage("undone: your orders: move A3 D 1")
	if got := h.myOrders(); got != "move A3 D 1" {
		t.Fatalf("u after X brought back %q, want move A3 D 1", got)
	}
	h.Key(tcell.KeyCtrlR)
	h.waitMessage("redone: your orders: none")
	if got := h.myOrders(); got != "no orders" {
		t.Fatalf("Ctrl-R after u left %q, want no orders", got)
	}
	h.Key(tcell.KeyCtrlR)
	h.waitMessage("nothing to redo")
	h.Keys("uu")
	h.waitMessage("undone: your orders: none")
	h.Keys("u")
	h.waitMessage("nothing to undo")

	// x on the piece's cell clears its orders; u brings them back, and
	// the answer kept in the progress file follows.
	h.Key(tcell.KeyCtrlR)
	h.waitMessage("redone: your orders: move A3 D 1")
	h.moveTo(loc(t, "A3"))
	h.Keys("x")
	h.waitMessage("orders on A3 cleared")
	h.Keys("u")
	h.waitMessage("undone: your orders: move A3 D 1")
	if text := readFile(t, h.progress); !strings.Contains(text, `orders = ["move A3 D 1"]`) {
		t.Errorf("the answer kept is not the one undone to:\n%s", text)
	}

	// After submitting, r goes back to the answer first.
	h.Keys("s")
	h.WaitText("Right")
	h.Keys("u")
	h.waitMessage("after submitting, r goes back to your answer")
}

// In a lesson that asks which pieces die, X unmarked every cell for
// good; u brings the marks back.
func TestTrainUndoMarks(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.openItem("facing")
	h.moveTo(loc(t, "A1"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("A1 marked")
	h.Keys("X")
	h.waitMessage("every mark cleared (u brings them back)")
	h.Keys("u")
	h.waitMessage("undone: you say the pieces on A1 die")
	h.waitFor("A1 marked again", func(tr *Trainer) bool { return len(tr.att.picked) == 1 && tr.att.picked[0] == loc(t, "A1") })
}
