package trainer

import (
	"fmt"
	"path/filepath"
	"strings"
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

// q in the quit question closes it, as in the editor's: q q quit the
// trainer, and cancelled the editor's question. y quits.
func TestTrainQuitQuestionQCancels(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Keys("q")
	h.WaitText("Your answer is not judged: quit?")
	h.Keys("q")
	h.WaitNoText("quit?")
	h.Sync(func() {
		if h.tr.shell.Stopped() {
			t.Error("q q quit the trainer")
		}
	})
	if got := h.myOrders(); got != "move A3 D 1" {
		t.Errorf("after q q the orders are %q", got)
	}
	h.Keys("q")
	h.WaitText("Your answer is not judged: quit?")
	h.Keys("y")
	h.waitDone()
	h.Stopped = true
}

// The hint line ends with "? keys", as the README says: with a piece
// selected it ended "Esc deselect · s submit" at 100 or 160 columns, and
// with the side panel focused "Tab/Esc back to the board".
func TestTrainHintLineEndsWithHelp(t *testing.T) {
	for _, w := range []int{80, 100, 160} {
		h := startTrainer(t, Options{NoShipped: true}, w, 30)
		h.openItem("step-in")
		h.moveTo(loc(t, "A3"))
		h.Key(tcell.KeyEnter)
		h.waitFor("the Pikeman selected", func(tr *Trainer) bool { return tr.att.entry.Selected() == loc(t, "A3") })
		h.waitFor("the hint line ending with ? keys", func(*Trainer) bool { return strings.HasSuffix(h.lastLine(), "? keys") })
		h.Key(tcell.KeyTab)
		h.waitFor("the side panel focused", func(tr *Trainer) bool { return tr.sideFocused() })
		h.waitFor("the hint line ending with ? keys", func(*Trainer) bool { return strings.HasSuffix(h.lastLine(), "? keys") })
	}
}

// lastLine returns the screen's last line, its spaces trimmed; call it
// in the event loop.
func (h *trainHarness) lastLine() string {
	cells, w, ht := h.Sim.GetContents()
	var b strings.Builder
	for x := 0; x < w; x++ {
		c := cells[(ht-1)*w+x]
		if len(c.Runes) > 0 {
			b.WriteRune(c.Runes[0])
		}
	}
	return strings.TrimSpace(b.String())
}

// PgUp and PgDn in a list moved ten lines, however many it showed; they
// move a page now (the lines shown less one, as a text window), and the
// help names them with Home and End.
func TestTrainListPagesByWhatItShows(t *testing.T) {
	h := startTrainer(t, Options{}, 80, 30)
	h.WaitText("Welcome to Bird Crab!")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter) // the lessons
	h.waitFor("the lessons", func(tr *Trainer) bool { return tr.screen == scrItems && len(tr.items) > 30 })
	var page int
	h.Sync(func() { _, _, _, rows := h.tr.itemMenu.ListRect(); page = rows - 1 })
	if page <= 10 {
		t.Fatalf("the list shows %d lines: too few to tell a page from ten lines", page+1)
	}
	h.Key(tcell.KeyHome)
	h.waitFor("the first line", func(tr *Trainer) bool { return tr.itemMenu.Current() == 0 })
	h.Key(tcell.KeyPgDn)
	h.waitFor(fmt.Sprintf("line %d highlighted", page), func(tr *Trainer) bool { return tr.itemMenu.Current() == page })
	h.Key(tcell.KeyPgUp)
	h.waitFor("the first line again", func(tr *Trainer) bool { return tr.itemMenu.Current() == 0 })
	h.Keys("?")
	h.waitWords("PgUp, PgDn; Home, End a page up, down (the lines the list shows)")
}

// q while an order waits for its direction or distance said the question
// again ("move: which direction?"), and only Ctrl-C quit; q quits, asking
// first as anywhere, now.
func TestTrainQuitWhileAnOrderIsHalfWritten(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Keys("m")
	h.waitFor("the direction asked", func(tr *Trainer) bool { return tr.att.entry.Busy() })
	h.Keys("q")
	h.WaitText("Your answer is not judged: quit?")
	h.Keys("q") // closes the question
	h.WaitNoText("quit?")
	h.Keys("d")
	h.waitFor("the distance asked", func(tr *Trainer) bool { return tr.att.entry.Step() == "move D" })
	h.Keys("q")
	h.WaitText("Your answer is not judged: quit?")
	h.Keys("y")
	h.waitDone()
	h.Stopped = true
}

// The editor edits its file in $EDITOR with Ctrl-E (its E opens a file);
// the trainer took only E, and Ctrl-E did nothing. Both keys open the
// pack now, on the lists and on a puzzle.
func TestTrainCtrlEEditsThePack(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, pack, readFile(t, trainPackFile))
	editor := []string{"sh", "-c", `sed -i 's/title = "Step in"/title = "Stepped in"/' "$0"`}
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, Editor: editor}, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyCtrlE)
	h.waitMessage("mine.toml read again after the editor")
	h.WaitText("Puzzle 1 · Stepped in")
	h.Key(tcell.KeyEscape)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Sync(func() { h.tr.say("", false) })
	h.Key(tcell.KeyCtrlE)
	h.waitMessage("mine.toml read again after the editor")
}

// A Necromancer's target is written with T, an order of no piece's; the
// hint line named it nowhere, with the Necromancer selected or not, and
// the necromancer lesson's answer is that order alone. It names it when
// the side has a Necromancer, and only then.
func TestTrainHintLineNamesTheTargetKey(t *testing.T) {
	h := startTrainer(t, Options{}, 100, 32)
	h.WaitText("Welcome to Bird Crab!")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter) // the lessons
	h.openItem("necromancer")
	h.waitFor("the hint line naming T", func(*Trainer) bool { return strings.Contains(h.lastLine(), "T target") })
	h.moveTo(loc(t, "D2"))
	h.Key(tcell.KeyEnter)
	h.waitFor("the Necromancer selected", func(tr *Trainer) bool { return tr.att.entry.Selected() == loc(t, "D2") })
	h.waitFor("the hint line naming T", func(*Trainer) bool {
		line := h.lastLine()
		return strings.Contains(line, "t turn · T target") && strings.Contains(line, "s submit") && strings.HasSuffix(line, "? keys")
	})
	h.Key(tcell.KeyEscape) // deselect
	h.Key(tcell.KeyEscape) // the list
	h.openItem("reverse-centaur")
	h.waitFor("the hint line", func(*Trainer) bool { return strings.Contains(h.lastLine(), "s submit") })
	h.Sync(func() {
		if line := h.lastLine(); strings.Contains(line, "T target") {
			t.Errorf("no Necromancer, but the hint line names T: %q", line)
		}
	})
}
