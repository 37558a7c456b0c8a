package trainer

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
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

// firstMiss gives orders (notation) to the open lesson or puzzle, submits
// them, and returns what the first miss says the turn played did
// (playedText); r then starts again.
func (h *trainHarness) firstMiss(orders ...string) string {
	h.T.Helper()
	var err error
	h.Sync(func() {
		a := h.tr.att
		var os []engine.Order
		if os, err = engine.ParseOrders(a.cat, orders); err == nil {
			a.orders[a.side()-1] = os
		}
	})
	if err != nil {
		h.T.Fatal(err)
	}
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	var s string
	h.Sync(func() { s = playedText(h.tr.att) })
	h.Keys("r")
	h.waitMessage("try again")
	return s
}

// The first miss said where each piece given orders ended and which
// pieces died, and no more: a piece placed was left out, a bump, a turn,
// a knockback, a conversion went unsaid ("your Crab from AB5 ends on AB5
// facing F" of a Crab bumped off the board), the deaths came in no order
// and without their time (the Pikeman that died at priority 3 after the
// Bird that died at 2), and "your Bird" stood beside "Bird (Red)". The
// replay's events now tell each piece's story, and the deaths in the
// order they came, in one naming style.
func TestTrainFirstMissTellsEachPiece(t *testing.T) {
	h := startLessons(t, 100, 30)
	for _, c := range []struct {
		id     string
		orders []string
		want   string
	}{
		{"placement", []string{"place Pikeman AB3 D"}, "your Pikeman placed on AB3 facing D; nothing died"},
		{"columns", []string{"move Pit A 1"}, "your Pikeman from the Pit ends on A1 facing A; Blue's Bird on A2 died at priority 2"},
		{"test-meet-it", []string{"move AB5 A 3"}, "your Crab stays on AB5 facing F: bumped at priority 3, the step leaves the board; nothing died"},
		{"facing", []string{"turn D3 B"}, "your Bird stays on D3 facing B: turned at rotation; nothing died"},
		{"interrupted", []string{"move A3 D 1"}, "your Bird from A3 ends back on A3 facing D: knocked back to A3 at priority 4; Blue's Harpy on A1 died at priority 4"},
		{"priorities", []string{"move D2 A 4"}, "Blue's Pikeman on A1 died at priority 3, then your Bird on A1 (from D2) at priority 2"},
		{"angled", []string{"move C1 F 1", "move E1 B 1"}, "your Crab stays on C1 facing A: bumped at priority 3, an ally steps into the same cell; " +
			"your Bird on E1: bumped at priority 3, an ally steps into the same cell; " +
			"Blue's Crab in the Pit (from A1) and your Bird on E1 died at priority 3"},
	} {
		h.openItem(c.id)
		if got := h.firstMiss(c.orders...); got != c.want {
			t.Errorf("%s %v: the first miss says\n%q\nwant\n%q", c.id, c.orders, got, c.want)
		}
		h.Key(tcell.KeyEscape)
		h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	}
}

// A piece a Priest converts is said to be converted, and by what: it
// read "your Bird from A1 ends on A1 facing D, Blue's now".
func TestTrainFirstMissSaysConverted(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Bird/A1/D Bird/F1/C | DE.EF.FA m6 Priest/Pit/A | g:- | side 1 | opponent hold | goals kill Pit"
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{code}, Named: 1}, 100, 30)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Key(tcell.KeyEnter)
	h.waitFor("the puzzle open", func(tr *Trainer) bool { return tr.screen == scrPlay })
	const want = "your Bird stays on F1 facing C, Blue's now: converted by a Priest in the combat before the moves; nothing died"
	if got := h.firstMiss("move F1 C 1"); got != want {
		t.Errorf("the first miss says\n%q\nwant\n%q", got, want)
	}
}

// Under "any" an accepted alternative that misses the goals even when
// the others give no orders (check fails it so) was shown as "Also
// right".
func TestTrainFalseAlternativeUnderAny(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bad.toml")
	writeFile(t, file, `[[puzzle]]
id = "p3"
opponent = "any"
goals = ["kill A1"]
solution = ["move A3 D 1"]
alternatives = [["turn A3 E"]]
[[puzzle.player]]
pieces = ["Pikeman A3 D"]
[[puzzle.player]]
pieces = ["Bird A1 A"]
`)
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{file}, Named: 1}, 100, 32)
	h.openItem("p3")
	h.Keys("HHH")
	h.WaitText("Show the solution?")
	h.Keys("y")
	h.waitPanel("Solution: move A3 D 1. The pack accepts 1 other answer that misses its goals, not shown: `birdcrab check ")
	if p := h.panelText(); strings.Contains(p, "stated solution does not reach") || strings.Contains(p, "turn A3 E") {
		t.Errorf("the solution is said to miss, or the false alternative is shown:\n%s", p)
	}
}
