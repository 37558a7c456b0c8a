package trainer

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// shownFacing returns the facing the verdict's replay draws the piece on
// l with, on its last page, after End.
func (h *trainHarness) shownFacing(l engine.Loc) engine.Dir {
	h.T.Helper()
	h.Key(tcell.KeyEnd)
	h.waitFor("the last page", func(tr *Trainer) bool {
		v := tr.att.result.play
		return v.Page > 0 && v.Page == v.Last()
	})
	var d engine.Dir
	h.Sync(func() { d = h.tr.att.result.play.Pos().At(l).Facing })
	return d
}

// The first miss of a facing question keeps the answer back in the
// panel, but the replay the status line invites to showed it: its end
// of turn said "Drunk (Red) on E1 turns to face A, the way it last
// moved" and drew the Drunk facing A. The replay now stops before the
// end of the turn until the answer is due: the second miss, or the
// answer shown.
func TestTrainFacingFirstMissHoldsTheEnd(t *testing.T) {
	h := startLessons(t, 100, 32)
	h.openItem("drunk")
	e1 := loc(t, "E1")
	h.Keys("c")
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	if d := h.shownFacing(e1); d != engine.D {
		t.Errorf("the first miss's replay draws the Drunk on E1 facing %v, want its old facing D", d)
	}
	if p := h.panelText(); strings.Contains(p, "turns to face A") || !strings.Contains(p, "The end of the turn is held back") {
		t.Errorf("the first miss's replay ends wrong:\n%s", p)
	}
	h.Key(tcell.KeyRight)
	h.waitMessage("the end of the turn is held back")

	// The answer shown on the verdict gives the whole turn back.
	h.Keys("HHH")
	h.WaitText("Show the answer?")
	h.Keys("y")
	h.WaitNoText("Show the answer?")
	if d := h.shownFacing(e1); d != engine.A {
		t.Errorf("with the answer shown the replay draws the Drunk facing %v, want A", d)
	}

	// So does a second miss.
	h.Keys("r")
	h.waitMessage("try again")
	h.Keys("d")
	h.Keys("s")
	h.waitPanel("It does not end facing D.")
	if d := h.shownFacing(e1); d != engine.A {
		t.Errorf("the second miss's replay draws the Drunk facing %v, want A", d)
	}
	h.Key(tcell.KeyLeft)
	h.waitPanel("turns to face A, the way it last moved")
}
