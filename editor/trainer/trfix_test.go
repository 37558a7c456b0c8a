package trainer

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// startLessons starts the trainer on a copy of the shipped lessons, alone.
func startLessons(t *testing.T, w, h int) *trainHarness {
	t.Helper()
	data, err := puzzles.ShippedData("packs/lessons.toml")
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(t.TempDir(), "lessons.toml")
	writeFile(t, cp, string(data))
	return startTrainer(t, Options{NoShipped: true, Packs: []string{cp}, Named: 1}, w, h)
}

// order gives one order by the keys: the cursor onto from, Enter, keys.
func (h *trainHarness) order(from, keys, want string) {
	h.T.Helper()
	h.moveTo(loc(h.T, from))
	h.Key(tcell.KeyEnter)
	h.Keys(keys)
	h.waitMessage(want)
}

// retry starts the lesson's turn again with no orders: r, then X.
func (h *trainHarness) retry() {
	h.T.Helper()
	h.Keys("r")
	h.waitMessage("try again")
	h.Keys("X")
	h.waitFor("no orders", func(tr *Trainer) bool { return len(tr.att.orders[tr.att.side()-1]) == 0 })
}

const facingAnswer = "The lesson's answer (move A3 D 2) works:"

// The first miss of orders lesson "facing" lists no text for promised
// that "a second miss shows the lesson's answer and why it works"; a
// second miss of orders it lists a text for showed that text alone, and
// the answer came on a third. From the second miss on the answer comes
// with the listed text too.
func TestTrainSecondMissListedGivesTheAnswer(t *testing.T) {
	h := startLessons(t, 100, 30)
	h.openItem("facing")
	h.order("D3", "ma1", "Red: move D3 A 1") // no text listed for it
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	h.waitPanel("a second miss shows the lesson's answer and why it works.")
	h.retry()
	h.order("A3", "md1", "Red: move A3 D 1") // a listed wrong answer
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	h.waitPanel("Why not: One cell takes the Pikeman only to A2")
	h.waitPanel(facingAnswer + " Come from behind")
}

// The other order: a listed wrong answer first keeps the answer back; the
// unlisted miss after it, the second, gives it.
func TestTrainFirstMissListedKeepsTheAnswerBack(t *testing.T) {
	h := startLessons(t, 100, 30)
	h.openItem("facing")
	h.order("A3", "md1", "Red: move A3 D 1")
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	h.waitPanel("Why not: One cell takes the Pikeman only to A2")
	if p := h.panelText(); strings.Contains(p, "move A3 D 2") {
		t.Errorf("the first miss gives the lesson's answer:\n%s", p)
	}
	h.retry()
	h.order("D3", "ma1", "Red: move D3 A 1")
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	h.waitPanel("Not this way. Why the lesson's answer (move A3 D 2) works: Come from behind")
}

// A pack under "any" whose stated solution misses its goals even when
// the others give no orders (`check` fails it so) opened with no warning,
// and H...y showed that solution as the answer: solutionMiss tried only
// "hold" and "fixed".
func TestTrainFalseSolutionUnderAny(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bad.toml")
	writeFile(t, file, `[[puzzle]]
id = "p1"
opponent = "any"
goals = ["kill A1"]
solution = ["turn A3 E"]
[[puzzle.player]]
pieces = ["Pikeman A3 D"]
[[puzzle.player]]
pieces = ["Bird A1 A"]
`)
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{file}, Named: 1}, 100, 32)
	h.openItem("p1")
	h.waitPanel("This pack's stated solution does not reach its goals even when Blue gives no orders: `birdcrab check ")
	h.Keys("H")
	h.waitMessage("states no solution that reaches its goals: there is nothing to show")
	h.Keys("HHy")
	h.WaitNoText("Show the solution?")
	if p := h.panelText(); strings.Contains(p, "Solution:") || strings.Contains(p, "turn A3 E") {
		t.Errorf("the stated solution is shown:\n%s", p)
	}
}
