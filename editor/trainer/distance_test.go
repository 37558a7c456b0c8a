package trainer

import (
	"strings"
	"testing"
)

// Lesson 1 teaches a move as "m, the direction's letter and the number of
// cells"; toward a side of speed 1 the move is written with its direction,
// and the 1 typed after it said "1 does nothing here". It is taken for
// the move written.
func TestTrainDistanceAfterSpeedOne(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.order("A3", "mc", "Red: move A3 C 1") // a front side: speed 1
	h.Sync(func() { h.tr.say("before the 1", false) })
	h.Keys("1")
	h.waitMessage("Red: move A3 C 1")
	if got := h.myOrders(); got != "move A3 C 1" {
		t.Errorf("orders %q, want move A3 C 1", got)
	}
	h.Keys("1") // once only: a second 1 does nothing
	h.waitMessage("1" + sayDoesNothing)
	if s := h.Screen(); strings.Contains(s, "how far?") {
		t.Errorf("a distance is asked:\n%s", s)
	}
}
