package trainer

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// crabLesson is a lesson written for the default kinds, with no [[kind]]
// table: the Crab's front 3 beats the Pikeman's front-right 2, and the
// Pikeman alone dies.
const crabLesson = `[[lesson]]
id = "crab-wins"
title = "Crab wins"
text = "Which pieces die?"
dies = ["E2"]
why = "Your Crab's front 3 beats the Pikeman's front-right 2."
claims = ["combat Crab front 3", "fight close E3 front 3 vs E2 front-right 2", "lives E3"]
turn = 2

[[lesson.player]]
pieces = ["Crab E3 B"]

[[lesson.player]]
pieces = ["Pikeman E2 D"]
`

// withPieces writes the pack and the catalogue file (a club's house
// rules) to a temporary directory, goes there, and returns trainer options that read
// the pack with the file, as birdcrab train --pieces FILE does.
func withPieces(t *testing.T, pack, pieces string) Options {
	t.Helper()
	dir := t.TempDir()
	pk, file := filepath.Join(dir, "club.toml"), filepath.Join(dir, "house.toml")
	writeFile(t, pk, pack)
	writeFile(t, file, pieces)
	cat, err := puzzles.LoadCatalogue(file)
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir) // the file named as a club names it: house.toml
	return Options{NoShipped: true, Packs: []string{"club.toml"}, Named: 1, Cat: cat, Pieces: "house.toml"}
}

// markAndSubmit marks the cells as dying and submits the answer.
func markAndSubmit(h *trainHarness, t *testing.T, cells ...string) {
	t.Helper()
	for _, c := range cells {
		h.moveTo(loc(t, c))
		h.Key(tcell.KeyEnter)
	}
	h.Keys("s")
}

// A lesson right for its own kinds, played under house rules that change
// a kind it uses (a Crab that follows the Skeleton rule dies after its
// fight), said "The pack's answer is wrong ... (birdcrab check finds such
// mistakes.)": check, without the file, finds nothing. It names the file
// and the kind, and does not blame the pack.
func TestPiecesThatChangeALessonsKindsDoNotBlameThePack(t *testing.T) {
	opts := withPieces(t, crabLesson, "[[kind]]\nname = \"Crab\"\nspecial = \"Skeleton\"\n")
	h := startTrainer(t, opts, 100, 30)
	h.openItem("crab-wins")
	markAndSubmit(h, t, "E2")
	h.WaitText("Not yet.")
	h.waitPanel("The lesson says the piece on E2 dies, for the kinds it was written for; house.toml changes Crab, a kind it uses, and with it the engine kills the pieces on E3, E2.")
	h.waitPanel("Its answer and texts may not hold under these pieces.")
	if s := h.panelText(); strings.Contains(s, "answer is wrong") || strings.Contains(s, "birdcrab check") {
		t.Errorf("the pack is blamed for the file's kinds: %s", s)
	}
}

// Read with its own kinds, a pack's wrong answer is still said to be
// wrong: the catalogue file changes no kind the lesson uses.
func TestPiecesThatLeaveALessonsKindsBlameAWrongAnswer(t *testing.T) {
	opts := withPieces(t, wrongAnswers, "[[kind]]\nname = \"Crab\"\nspecial = \"Skeleton\"\n")
	h := startTrainer(t, opts, 100, 30)
	h.openItem("wrong-dies")
	markAndSubmit(h, t, "A3")
	h.waitPanel("The pack's answer is wrong: it says the piece on A3 dies; the engine kills the piece on A1. (birdcrab check finds such mistakes.)")
}

// A text written for the default numbers ("Your Crab's front 3") was shown
// as the truth beside a replay of the house numbers (front 4). Its claims,
// checked on the turn played under the file, name what no longer holds.
func TestPiecesNoteTheTextsWrittenForOtherNumbers(t *testing.T) {
	opts := withPieces(t, crabLesson, "[[kind]]\nname = \"Crab\"\ncombat = [4, 3, 1, 1, 1, 3]\n")
	h := startTrainer(t, opts, 100, 30)
	h.openItem("crab-wins")
	markAndSubmit(h, t, "E2")
	h.WaitText("Right!")
	h.waitPanel("Why: Your Crab's front 3 beats the Pikeman's front-right 2.")
	h.waitPanel("Written for other numbers: under house.toml, the Crab's front combat is 4 and the fight goes otherwise: ")
	if s := h.panelText(); strings.Contains(s, "lives E3") || strings.Contains(s, "more claim") {
		t.Errorf("a claim that holds is named: %s", s)
	}

	// Without the file, the same text stands alone.
	opts.Cat, opts.Pieces = nil, ""
	h2 := startTrainer(t, opts, 100, 30)
	h2.openItem("crab-wins")
	markAndSubmit(h2, t, "E2")
	h2.WaitText("Right!")
	h2.waitPanel("Why: Your Crab's front 3")
	if s := h2.panelText(); strings.Contains(s, "other numbers") {
		t.Errorf("a note without --pieces: %s", s)
	}
}

// The trainer never said which catalogue it used: the packs list's side
// panel names the file and what it changes, and a start says it.
func TestPiecesNamedOnThePacksList(t *testing.T) {
	opts := withPieces(t, crabLesson, "[[kind]]\nname = \"Crab\"\ncombat = [4, 3, 1, 1, 1, 3]\n\n[[kind]]\nname = \"Spear\"\ncombat = [5, 1, 0, 0, 0, 1]\nspeed = [2, 1, 0, 0, 0, 1]\n")
	opts.Named = 0 // the packs list
	h := startTrainer(t, opts, 100, 30)
	h.waitMessage("Pieces: house.toml (changes Crab; adds Spear).")
	h.Key(tcell.KeyDown) // from the first line, Start here, to the pack
	h.waitFor("the pack's detail names the file", func(tr *Trainer) bool {
		var b strings.Builder
		for _, l := range tr.packDetail(tr.packMenu.Current(), 200) {
			b.WriteString(l.String() + " ")
		}
		return strings.Contains(b.String(), "Pieces: house.toml (changes Crab; adds Spear).")
	})
}

// The progress of a lesson is kept per numbers of its kinds: started
// again without the file, a lesson answered under it read "not tried
// yet", with no word why. state.toml keeps the file, and the next start
// with another says so.
func TestPiecesRememberedAndTheChangeSaid(t *testing.T) {
	opts := withPieces(t, crabLesson, "[[kind]]\nname = \"Crab\"\ncombat = [4, 3, 1, 1, 1, 3]\n")
	dir := t.TempDir()
	opts.ProgressPath = filepath.Join(dir, "progress.toml")
	opts.StatePath = StatePath(opts.ProgressPath)
	h := startTrainer(t, opts, 80, 24)
	h.openItem("crab-wins")
	markAndSubmit(h, t, "E2")
	h.WaitText("Right!")
	h.Keys("q")
	h.waitDone()
	h.Stopped = true
	if s := readFile(t, opts.StatePath); !strings.Contains(s, "pieces = ") || !strings.Contains(s, "house.toml") {
		t.Fatalf("state.toml keeps no catalogue:\n%s", s)
	}
	pieces, err := filepath.Abs(opts.Pieces)
	if err != nil {
		t.Fatal(err)
	}
	opts.Cat, opts.Pieces = nil, ""
	h2 := startTrainer(t, opts, 80, 24)
	h2.waitFor("the message", func(tr *Trainer) bool {
		return strings.Contains(tr.shell.Message(), "Last time you trained with --pieces "+pieces+"; now with the default kinds.")
	})
	h2.waitFor("not tried yet", func(tr *Trainer) bool { return tr.status(tr.packs[0].items[0]) == statusNew })
}

// kindsOf leaves out a kind the pack sets back to the default numbers
// (the shipped packs pin every number): the file changes none of the
// lesson's kinds then.
func TestPiecesKindsOfLeaveOutPinnedKinds(t *testing.T) {
	pinned := "[[kind]]\nname = \"Crab\"\ncombat = [3, 3, 1, 1, 1, 3]\nspeed = [0, 3, 2, 0, 2, 3]\n\n" + crabLesson
	opts := withPieces(t, pinned, "[[kind]]\nname = \"Crab\"\ncombat = [4, 3, 1, 1, 1, 3]\n")
	tr, err := New(Options{NoShipped: true, Packs: opts.Packs, Named: 1, Cat: opts.Cat, Pieces: opts.Pieces, NoProgress: true, NoState: true, Screen: tcell.NewSimulationScreen("UTF-8")})
	if err != nil {
		t.Fatal(err)
	}
	it := tr.packs[0].items[0]
	if got := tr.pieces.kindsOf(it); len(got) != 0 {
		t.Errorf("kinds the pack pins back are named: %v", got)
	}
	if c := it.scenario().Catalogue(); c.Kind(mustKind(t, c, "Crab")).Combat[0] != 3 {
		t.Errorf("the pack's Crab is not its own")
	}
}

func mustKind(t *testing.T, c *engine.Catalogue, name string) engine.KindID {
	t.Helper()
	id, ok := c.Lookup(name)
	if !ok {
		t.Fatalf("no kind %s", name)
	}
	return id
}

// stepIn is a puzzle written for the default kinds: the Pikeman's front 6
// kills the Bird's front 2.
const stepIn = `[[puzzle]]
id = "step-in"
title = "Step in"
side = 1
opponent = "hold"
goals = ["kill A1"]
solution = ["move A3 D 1"]
explanation = "On A2 the Pikeman's front 6 meets the Bird's front 2."
turn = 2

[[puzzle.player]]
pieces = ["Pikeman A3 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]
`

// A stated solution that misses its goals only under the file's numbers
// (a Bird of front 7) is not sent to birdcrab check, which finds nothing
// without the file: the file and its kind are named.
func TestPiecesSolutionMissNamesTheFile(t *testing.T) {
	opts := withPieces(t, stepIn, "[[kind]]\nname = \"Bird\"\ncombat = [7, 1, 0, 0, 0, 1]\n")
	tr, err := New(Options{NoShipped: true, Packs: opts.Packs, Named: 1, Cat: opts.Cat, Pieces: opts.Pieces, NoProgress: true, NoState: true, Screen: tcell.NewSimulationScreen("UTF-8")})
	if err != nil {
		t.Fatal(err)
	}
	miss := tr.packs[0].items[0].solutionMiss()
	if want := "The stated solution does not reach its goals under house.toml, which changes Bird, a kind it uses: it was written for other numbers"; !strings.Contains(miss, want) || strings.Contains(miss, "birdcrab check") {
		t.Errorf("solutionMiss = %q, want %q", miss, want)
	}
}
