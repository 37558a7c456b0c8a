package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// writtenOrders is the side's orders written in the attempt open, in the
// event loop.
func writtenOrders(tr *Trainer) string {
	if tr.att == nil {
		return ""
	}
	a := tr.att
	return engine.OrdersText(a.cat, a.orders[a.side()-1], "no orders")
}

// tedit 7: with a scenario editor holding unsaved changes to the pack, E
// rewrote the file without a word, where a second editor warns. E asks
// first: n leaves the file alone, y opens it.
func TestTrainEditPackAsksWhenAnEditorHasUnsavedChanges(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, pack, readFile(t, trainPackFile))
	editor := []string{"sh", "-c", `sed -i 's/title = "Step in"/title = "Stepped in"/' "$0"`}
	var asked string
	elsewhere := func(path string) bool { asked = path; return true }
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, Editor: editor, EditedElsewhere: elsewhere}, 80, 24)
	h.openItem("step-in")
	h.Keys("E")
	h.WaitText("birdcrab edit has unsaved changes to mine.toml")
	h.Keys("n")
	h.waitMessage("mine.toml not opened: a scenario editor has unsaved changes to it")
	if strings.Contains(readFile(t, pack), "Stepped in") || asked != pack {
		t.Fatalf("n: the editor ran, or the check was of %q", asked)
	}
	h.Keys("E")
	h.WaitText("birdcrab edit has unsaved changes to mine.toml")
	h.Keys("y")
	h.waitMessage("mine.toml read again after the editor")
	h.WaitText("Puzzle 1 · Stepped in")
}

// tedit 7: the trainer's lists stayed as they were read while an editor
// saved the pack (4 puzzles shown, 5 in the file). A pack file changed on
// disk is read again while the learner is on a list; on the play screen
// the trainer waits, the answer being written kept, until the list.
func TestTrainListFollowsAPackSavedElsewhere(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, pack, readFile(t, trainPackFile))
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, WatchEvery: 20 * time.Millisecond}, 80, 24)
	h.openItem("step-in")
	h.order("A3", "md1", "move A3 D 1")
	later := time.Now().Add(2 * time.Second)
	rewrite := func(old, new string) {
		t.Helper()
		text := readFile(t, pack)
		if !strings.Contains(text, old) {
			t.Fatalf("the test pack lacks %q", old)
		}
		writeFile(t, pack, strings.Replace(text, old, new, 1))
		later = later.Add(time.Second) // a stamp apart, however coarse the clock
		if err := os.Chtimes(pack, later, later); err != nil {
			t.Fatal(err)
		}
	}
	rewrite(`title = "Meet it"`, `title = "Meet it there"`)
	time.Sleep(100 * time.Millisecond)
	h.waitFor("the puzzle still open, the answer kept", func(tr *Trainer) bool {
		return tr.screen == scrPlay && tr.att.sc.ID == "step-in" && writtenOrders(tr) == "move A3 D 1"
	})
	h.Key(tcell.KeyBackspace) // back to the list
	h.waitMessage("mine.toml changed on disk: read again")
	h.WaitText("filter: step-in") // kept (TestTrainReadAgainKeepsTheListFilter)
	h.Key(tcell.KeyEscape)        // clears it
	h.WaitText("Meet it there")
	h.openItem("step-in")
	h.waitFor("the answer kept", func(tr *Trainer) bool { return writtenOrders(tr) == "move A3 D 1" })
}
