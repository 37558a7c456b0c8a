package trainer

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
)

// Lesson 58's board draws "EF1+" for the Witch's turn, which finds no
// room beside her cell, and nothing said what the "+" was. The panel says
// it under the orders while one is drawn, on the verdict's replay too,
// and says nothing of it on a board without one.
func TestTrainExplainsTheCrowdedPlus(t *testing.T) {
	h := startLessons(t, 80, 24)
	h.openItem("witch")
	h.waitFor("a + drawn", func(tr *Trainer) bool { return tr.board.Crowded() })
	h.waitPanel("(nothing marked: nothing dies). " + tui.CrowdedLegend)
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	h.waitPanel("before the turn")
	h.waitPanel(tui.CrowdedLegend)

	h = startLessons(t, 80, 24)
	h.openItem("facing")
	h.waitPanel("Goal:")
	if p := h.panelText(); strings.Contains(p, tui.CrowdedLegend) {
		t.Errorf("the legend of the + with none drawn:\n%s", p)
	}
}
