package trainer

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// A right answer against "any" (18.7) is replayed against the reply that
// comes closest to refuting it, not against no orders; o lists every
// reply, the closest first, and Enter replays the answer against the one
// chosen. Every reply in the list fails to beat the answer.
func TestTrainRightAnswerAgainstStrongestReply(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.openItem("corner")
	h.moveTo(loc(t, "FA3"))
	h.Key(tcell.KeyEnter)
	h.Keys("mc1")
	h.waitMessage("Red: move FA3 C 1")
	h.Keys("s")
	h.WaitText("✓ Right!")
	h.waitMessage("here is the one that comes closest")
	h.waitPanel("No reply of Blue beats your orders. Here they are played against the one that comes closest to beating them")
	var n int
	var first string
	h.Sync(func() {
		v := h.tr.att.result
		n = len(v.replies)
		first = replyText(h.tr.att.cat, v.replies[0].orders, 1)
		for i := range v.replies {
			if i > 0 && closer(&v.replies[i], &v.replies[i-1], 1) {
				t.Errorf("reply %d comes closer than reply %d: the list is not ordered", i+1, i)
			}
		}
	})
	if n < 2 || strings.Contains(first, "no orders") {
		t.Fatalf("%d replies, the closest %q: want several, the closest one that does something", n, first)
	}
	// The replay's first page lists the reply's orders.
	h.WaitText("Blue  " + strings.TrimPrefix(first, "Blue: "))
	h.WaitText("o other replies")
	h.Keys("o")
	h.WaitText("Blue's replies, the closest to beating you first")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.waitMessage("your orders against reply 2 of")
	h.waitPanel("Here they are played against reply 2 of")
	h.WaitText("✓ Right!")
}
