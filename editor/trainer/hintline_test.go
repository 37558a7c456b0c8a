package trainer

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// selectPiece selects the side's piece on cell c of the open lesson.
func (h *trainHarness) selectPiece(c string) {
	h.T.Helper()
	h.moveTo(loc(h.T, c))
	h.Key(tcell.KeyEnter)
	h.waitFor(c+" selected", func(tr *Trainer) bool { return tr.att.entry.Selected() == loc(h.T, c) })
}

// At 80x24, with the Necromancer selected, the hint line "Enter on cell
// in line: move · m move · t turn · T target · x clear · ? keys" left s
// submit out. Shorter labels keep it, at 80 columns and at 100.
func TestTrainHintLineKeepsSubmitWithTarget(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 32}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			h := startLessons(t, size[0], size[1])
			h.openItem("necromancer")
			h.selectPiece("D2")
			h.waitFor("the hint line", func(*Trainer) bool { return strings.Contains(h.lastLine(), "T target") })
			if line := h.lastLine(); !strings.Contains(line, "t turn · T target") || !strings.Contains(line, "s submit") || !strings.HasSuffix(line, "? keys") {
				t.Errorf("the hint line with the Necromancer selected: %q", line)
			}
		})
	}
}

// The hint line offered "t turn" for a Cloud Man, which cannot rotate (t
// answers "a Cloud Man cannot rotate"). It offers t only for a piece that
// can.
func TestTrainHintLineNoTurnForCloudMan(t *testing.T) {
	h := startLessons(t, 100, 32)
	h.openItem("cloud-man")
	h.selectPiece("D4")
	h.waitFor("the hint line", func(*Trainer) bool { return strings.Contains(h.lastLine(), "m move") })
	if line := h.lastLine(); strings.Contains(line, "t turn") || !strings.Contains(line, "s submit") {
		t.Errorf("the hint line with the Cloud Man selected: %q", line)
	}
}

// revscreens 7: at 80 columns, "Enter: move or place?" (lesson 12, the
// Crab with an order, the cursor on CD2) left "s submit" out; and the
// verdict's hint line left "H hint" out, which the verdict itself names.
func TestTrainHintLineKeepsSubmitAndHintAt80(t *testing.T) {
	h := startLessons(t, 80, 24)
	h.openItem("test-two-at-once")
	h.order("CD3", "mf1", "Red: move CD3 F 1")
	h.moveTo(loc(t, "CD2"))
	h.waitFor("the hint line", func(*Trainer) bool { return strings.Contains(h.lastLine(), "Enter: move or place?") })
	if line := h.lastLine(); !strings.Contains(line, "s submit") || !strings.HasSuffix(line, "? keys") {
		t.Errorf("the hint line with Enter: move or place?: %q", line)
	}
	h.Key(tcell.KeyEscape) // deselect
	h.Keys("s")
	h.WaitText("Not yet")
	h.waitFor("the verdict's hint line", func(*Trainer) bool { return strings.Contains(h.lastLine(), "try again") })
	if line := h.lastLine(); !strings.Contains(line, "H hint") {
		t.Errorf("the verdict's hint line: %q", line)
	}
}
