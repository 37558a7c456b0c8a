package trainer

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// The editor goes to a cell with G (its g sends a piece to the
// graveyard); in the trainer G said only "G does nothing here". Both
// screens share G now, and g keeps working.
func TestTrainCapitalGGoesToACell(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.openItem("step-in")
	h.Keys("G")
	h.WaitText("Go to a cell")
	h.Keys("A1")
	h.Key(tcell.KeyEnter)
	h.waitFor("the cursor on A1", func(tr *Trainer) bool { return tr.board.Cursor() == loc(t, "A1") && tr.shell.Dialogs() == 0 })
	h.Keys("G")
	h.WaitText("Go to a cell")
	h.Key(tcell.KeyEnter)
	h.waitMessage("no cell given: G, then a cell's name")
	h.moveTo(loc(t, "A3")) // g
}
