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

// y copies no code that would pose another puzzle: not of a puzzle whose
// kinds are the pack's own (a code names kinds without their numbers), nor
// of a lesson that asks which pieces die; it says why.
func TestTrainCopyNoCode(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "own.toml")
	writeFile(t, pack, `[[kind]]
name = "Spear"
combat = [5, 2, 0, 0, 0, 2]
speed = [2, 1, 0, 0, 0, 1]

[[puzzle]]
id = "spear"
goals = ["kill A1"]
solution = ["move A3 D 1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
`)
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1}, 80, 24)
	h.openItem("spear")
	h.Keys("y")
	h.waitMessage("no puzzle code to copy: a code names kinds without their numbers, and here Spear is not in the default catalogue")

	h2 := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h2.openItem("facing")
	h2.Keys("y")
	h2.waitMessage("no puzzle code to copy: a code poses goals to reach, and this lesson asks which pieces die")
	h2.Sync(func() {
		if data := h2.Sim.(interface{ GetClipboardData() []byte }).GetClipboardData(); len(data) > 0 {
			t.Errorf("copied %q", data)
		}
	})
}

// E opens the pack in the text editor, the trainer suspended, and reads it
// again after: what the editor changed is on screen (issue 19).
func TestTrainEditPackInEditor(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, pack, readFile(t, trainPackFile))
	editor := []string{"sh", "-c", `sed -i 's/title = "Step in"/title = "Stepped in"/' "$0"`}
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, Editor: editor}, 80, 24)
	h.openItem("step-in")
	h.Keys("E")
	h.waitMessage("mine.toml read again after the editor")
	h.WaitText("Puzzle 1 · Stepped in")
	if !strings.Contains(readFile(t, pack), `title = "Stepped in"`) {
		t.Error("the editor did not run on the pack")
	}
	h.waitFor("the puzzle still open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.att.sc.ID == "step-in" })

	// Without an editor (a test's screen), E says why it does nothing.
	h2 := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1}, 80, 24)
	h2.openItem("step-in")
	h2.Keys("E")
	h2.waitMessage("no text editor to open the pack in")
}

// E that leaves the pack broken says it cannot be read, and why, as the
// list marks it: the message said "mine.toml read again after the editor".
func TestTrainEditPackBrokenSaysCannotBeRead(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, pack, readFile(t, trainPackFile))
	editor := []string{"sh", "-c", `printf '[[puzzle]]\nid = "x"\ngoals = ["kill Z9"]\n' > "$0"`}
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, Editor: editor}, 80, 24)
	h.openItem("step-in")
	h.Keys("E")
	h.waitMessage("mine.toml cannot be read after the editor: ")
	h.waitMessage(`line 1:1: puzzle "x"`)
	h.waitFor("no message that it was read", func(tr *Trainer) bool { return !strings.Contains(tr.shell.Message(), "read again") })
	h.WaitText("mine.toml: cannot be read")
}

// E on a shipped pack said to copy it "into the packs folder", which a
// learner cannot find: it names the folder, and the pack's file in
// birdcrab's source.
func TestTrainEditShippedNamesTheFolder(t *testing.T) {
	h := startTrainer(t, Options{Editor: []string{"true"}}, 100, 30)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("j") // Learning Bird Crab
	h.Keys("E")
	folder := filepath.Join(filepath.Dir(h.progress), "packs")
	h.waitMessage("Learning Bird Crab is built into birdcrab, no file to edit: copy its source's puzzles/packs/lessons.toml into " + folder)
}
