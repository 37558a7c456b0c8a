package trainer

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
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

// safe9 item 5: E on a pack whose puzzle changed (another program saved
// it) drops the answer being written, as a start does, and says so: the
// message said only "mine.toml read again after the editor", hiding that
// the orders on screen and their draft were gone.
func TestTrainEditPackSaysTheAnswerDropped(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, pack, readFile(t, trainPackFile))
	editor := []string{"sh", "-c", `sed -i '/id = "step-in"/,/turn = 2/ s/turn = 2/turn = 3/' "$0"`}
	opts := draftOptions(t.TempDir())
	opts.Packs, opts.Named, opts.Editor = []string{pack}, 1, editor
	h := startTrainer(t, opts, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Keys("E")
	h.waitMessage("the answer you left here was for an older version of this puzzle")
	h.waitMessage("it is dropped")
	h.waitMessage("mine.toml read again after the editor")
	h.WaitNoText("move A3 D 1")
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

// E on a shipped pack, which is no file (a user who installed birdcrab
// has not got its source), offers to write a copy into the packs folder
// and opens the copy; the copy is listed with the learner's packs. A file
// of that name already there is never written over: the next copy takes a
// new name, or the question opens the one there.
func TestTrainEditShippedWritesACopy(t *testing.T) {
	editor := []string{"sh", "-c", `sed -i 's/^title = "Learning Bird Crab"/title = "My lessons"/' "$0"`}
	h := startTrainer(t, Options{Editor: editor}, 100, 30)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("j") // Learning Bird Crab
	h.Keys("E")
	folder := filepath.Join(filepath.Dir(h.progress), "packs")
	copy1 := filepath.Join(folder, "lessons.toml")
	h.waitWords("Learning Bird Crab is built into birdcrab: edit a copy?")
	h.waitWords("y yes: write it as lessons.toml in your packs folder, and open that")
	h.waitMessage("your packs folder, whose packs the trainer lists with the shipped ones: " + folder)
	h.Keys("y")
	h.waitMessage(copy1 + " read again after the editor: it is listed with your packs")
	h.WaitText("My lessons")
	shipped, err := puzzles.ShippedData("packs/lessons.toml")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(string(shipped), "\ntitle = \"Learning Bird Crab\"", "\ntitle = \"My lessons\"", 1)
	if got := readFile(t, copy1); got != want {
		t.Errorf("the copy is not the shipped pack edited (%d bytes, want %d)", len(got), len(want))
	}

	// Again: the copy there is kept, and the new one takes another name.
	h.waitFor("the copy highlighted", func(tr *Trainer) bool { return tr.packHere() != nil && tr.packHere().file == copy1 })
	highlightShipped := func() {
		h.Sync(func() {
			for i, r := range h.tr.packRows {
				if r.pack != nil && r.pack.shipped && r.pack.file == "packs/lessons.toml" {
					h.tr.packMenu.SetCurrent(i)
				}
			}
		})
	}
	highlightShipped()
	h.Keys("E")
	h.waitWords("o open the lessons.toml there already")
	copy2 := filepath.Join(folder, "lessons-2.toml")
	h.waitWords("y yes: write it as lessons-2.toml in your packs folder")
	h.Keys("y")
	h.waitMessage(copy2 + " read again after the editor")
	if got := readFile(t, copy1); got != want {
		t.Error("the first copy was written over")
	}
	if got := readFile(t, copy2); got != want {
		t.Errorf("the second copy is not the shipped pack edited")
	}
	highlightShipped()
	h.Keys("E")
	h.waitWords("edit a copy?")
	h.Keys("n")
	h.waitMessage("nothing copied")
}

// E on a shipped pack when the packs folder is a file (or a folder that
// cannot be looked in) says it cannot copy the pack there: it looked for a
// free name for ever (issue: the trainer hung).
func TestTrainEditShippedPacksFolderNotAFolder(t *testing.T) {
	h := startTrainer(t, Options{Editor: []string{"true"}}, 100, 30)
	folder := filepath.Join(filepath.Dir(h.progress), "packs")
	writeFile(t, folder, "not a folder\n")
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("j") // Learning Bird Crab
	h.Keys("E")
	h.waitMessage("cannot copy Learning Bird Crab into " + folder + ": not a directory")
	h.WaitNoText("edit a copy?")
}

// E with no text editor to run (no $VISUAL nor $EDITOR, and no vi) says so
// at once: it asked whether to copy a shipped pack, wrote the copy, and
// only then said that "vi" could not be found, not that the copy was made.
func TestTrainEditWithNoEditorToRun(t *testing.T) {
	h := startTrainer(t, Options{Editor: []string{"no-such-editor-here"}}, 100, 30)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("j") // Learning Bird Crab
	h.Keys("E")
	h.waitMessage("no text editor to open the pack in: no-such-editor-here is not found (set $VISUAL or $EDITOR)")
	h.WaitNoText("edit a copy?")
	if files, _ := globFiles(filepath.Join(filepath.Dir(h.progress), "packs"), "*"); len(files) > 0 {
		t.Errorf("copies made: %q", files)
	}
}

// E on a lesson of a shipped pack, after the copy is written and edited,
// shows the copy's lesson: what the editor changed is on screen, and E
// edits the copy again. The shipped lesson stayed open, the edit nowhere
// to be seen, and E offered to write a second copy (lessons-2.toml).
func TestTrainEditShippedFromLessonShowsTheCopy(t *testing.T) {
	editor := []string{"sh", "-c", `sed -i 's/^title = "The piece card"/title = "The card, edited"/' "$0"`}
	h := startTrainer(t, Options{Editor: editor}, 100, 30)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("j") // Learning Bird Crab
	h.Key(tcell.KeyEnter)
	h.openItem("the-card")
	h.Keys("H")
	h.waitPanel("Hint 1:")
	h.moveTo(loc(t, "E2"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("E2 marked")
	h.Keys("E")
	h.waitWords("Learning Bird Crab is built into birdcrab: edit a copy?")
	h.Keys("y")
	copy1 := filepath.Join(filepath.Dir(h.progress), "packs", "lessons.toml")
	h.waitMessage(copy1 + " read again after the editor")
	h.waitFor("the copy's lesson open", func(tr *Trainer) bool {
		return tr.screen == scrPlay && tr.att.sc.ID == "the-card" && tr.att.item.pack.file == copy1
	})
	h.WaitText("Lesson 2 · The card, edited")
	h.waitPanel("Hint 1:")               // the hint shown stays shown
	h.waitPanel("You say these die: E2") // and the answer in progress

	// Back from the lesson: the copy's list, the lesson highlighted.
	h.Key(tcell.KeyEscape)
	h.waitFor("the copy's list", func(tr *Trainer) bool {
		return tr.screen == scrItems && tr.itemsOf != nil && tr.itemsOf.file == copy1
	})
	h.waitHighlight("the-card")
}

// E on a shipped pack from its list of lessons shows the copy's list, the
// same line highlighted.
func TestTrainEditShippedFromListShowsTheCopy(t *testing.T) {
	h := startTrainer(t, Options{Editor: []string{"true"}}, 100, 30)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("j") // Learning Bird Crab
	h.Key(tcell.KeyEnter)
	h.waitFor("the lessons", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Keys("jj")
	h.waitHighlight("facing")
	h.Keys("E")
	h.waitWords("edit a copy?")
	h.Keys("y")
	copy1 := filepath.Join(filepath.Dir(h.progress), "packs", "lessons.toml")
	h.waitMessage(copy1 + " read again after the editor")
	h.waitFor("the copy's list", func(tr *Trainer) bool {
		return tr.screen == scrItems && tr.itemsOf != nil && tr.itemsOf.file == copy1
	})
	h.waitHighlight("facing")
}

// E on a shipped pack from the list of packs highlights the copy's line,
// wherever the copy comes in the list: the highlight stayed on the line
// number, which the copy, listed among the learner's packs above the
// shipped ones, had moved down to another pack.
func TestTrainEditShippedFromPacksHighlightsTheCopy(t *testing.T) {
	h := startTrainer(t, Options{Editor: []string{"true"}}, 100, 30)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("jjj") // Tactics, the third shipped pack
	h.waitFor("Tactics highlighted", func(tr *Trainer) bool {
		tp := tr.packHere()
		return tp != nil && tp.shipped && tp.file == "packs/tactics.toml"
	})
	h.Keys("E")
	h.waitWords("edit a copy?")
	h.Keys("y")
	copy1 := filepath.Join(filepath.Dir(h.progress), "packs", "tactics.toml")
	h.waitMessage(copy1 + " read again after the editor")
	h.waitFor("the copy highlighted", func(tr *Trainer) bool { return tr.packHere() != nil && tr.packHere().file == copy1 })
}

// After E on a shipped pack at 80 columns, the copy's line was cut in its
// counts ("First tactics (first-tactics.toml)  0/3…"): its title gives way
// so that the counts are whole, and the file name that tells it from the
// shipped pack stays (here alone: the title would keep too little).
func TestTrainEditShippedCopyLineFits(t *testing.T) {
	h := startTrainer(t, Options{Editor: []string{"true"}}, 80, 24)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("jj") // First tactics, the second shipped pack
	h.waitFor("First tactics highlighted", func(tr *Trainer) bool {
		tp := tr.packHere()
		return tp != nil && tp.shipped && tp.file == "packs/first-tactics.toml"
	})
	h.Keys("E")
	h.waitWords("edit a copy?")
	h.Keys("y")
	h.waitMessage("read again after the editor")
	var total int
	h.Sync(func() { total = countFunc(h.tr.packHere().items, (*trainItem).answerable) })
	want := fmt.Sprintf("  first-tactics.toml  0/%d solved", total)
	tuitest.Poll(t, tuitest.WaitLimit, tuitest.Shown(h.Screen, want))
	h.WaitText(fmt.Sprintf("First tactics (shipped)  0/%d solved", total))
}
