package trainer

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// A shipped pack's detail says "shipped with birdcrab" once: the line
// after it read "by birdcrab".
func TestTrainShippedPackSaysBirdcrabOnce(t *testing.T) {
	h := startTrainer(t, Options{}, 100, 32)
	h.WaitText("Learning Bird Crab  0/")
	h.Key(tcell.KeyDown) // the pack's line: its detail
	h.WaitText("0 puzzles · shipped with")
	if s := h.Screen(); strings.Contains(s, "by birdcrab") {
		t.Errorf("the shipped pack's detail says birdcrab twice:\n%s", s)
	}
}
