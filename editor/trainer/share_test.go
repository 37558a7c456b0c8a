package trainer

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
)

// y copies the puzzle code of the puzzle on screen to the terminal's
// clipboard, and the code opens the same puzzle (issue 19).
func TestTrainCopyCode(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("corner")
	h.Keys("y")
	h.waitMessage("puzzle code copied: bc1 ")
	var code, hash string
	h.Sync(func() {
		code = string(h.Sim.(interface{ GetClipboardData() []byte }).GetClipboardData())
		hash = h.tr.att.item.key.Hash
	})
	pk, err := puzzles.FromCode(code, nil)
	if err != nil {
		t.Fatalf("the code copied %q does not load: %v", code, err)
	}
	if got := ContentHash(&pk.Puzzles[0].Scenario, "puzzle", nil); got != hash {
		t.Errorf("the code copied is another puzzle: hash %s, want %s", got, hash)
	}
}

// E opens the pack in the text editor, the trainer suspended, and reads it
// again after: what the editor changed is on screen (issue 19).
func TestTrainEditPackInEditor(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, pack, readFile(t, trainPackFile))
	editor := []string{"sh", "-c", `sed -i 's/title = "Step in"/title = "Stepped in"/' "$0"`}
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Editor: editor}, 80, 24)
	h.openItem("step-in")
	h.Keys("E")
	h.waitMessage("mine.toml read again after the editor")
	h.WaitText("Puzzle 1 · Stepped in")
	if !strings.Contains(readFile(t, pack), `title = "Stepped in"`) {
		t.Error("the editor did not run on the pack")
	}
	h.waitFor("the puzzle still open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.att.sc.ID == "step-in" })

	// Without an editor (a test's screen), E says why it does nothing.
	h2 := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}}, 80, 24)
	h2.openItem("step-in")
	h2.Keys("E")
	h2.waitMessage("no text editor to open the pack in")
}
