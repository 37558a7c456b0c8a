package editor

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

	"github.com/gdamore/tcell/v2"
)

// readmePack is the pack of the README's picture of the editor.
const readmePack = `[pack]
title = "Mine"

[[puzzle]]
id = "pincer"
title = "Pincer"
goals = ["kill A1"]
turn = 3

[[puzzle.player]]
pieces = ["Pikeman A3 D", "Bird AB2 E", "Crab BC2 F"]
hand = ["Pikeman"]

[[puzzle.player]]
pieces = ["Bird A1 D", "Crab FA1 C", "Pikeman DE3 B"]
`

// The README's pictures of the editor at 80x24 are its own screens: a
// pack opened, Orders mode, one order written and a piece selected; and a
// turn played (P), a fight picked. go test -update rewrites them.
func TestREADMEScreen(t *testing.T) {
	readme, err := filepath.Abs("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.WriteFile("mine.toml", []byte(readmePack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: "mine.toml"}, 80, 24)
	h.WaitText("opened mine.toml")
	h.Keys("O")
	h.moveTo(loc(t, "AB2"))
	h.Key(tcell.KeyEnter)
	h.Keys("m")
	h.Keys("e1")
	h.waitFor("the Bird's move", func(e *Editor) bool { return orderTexts(e.doc.State(), 1) == "move AB2 E 1" })
	h.Key(tcell.KeyEscape)
	h.waitMessage("deselected AB2")
	h.moveTo(loc(t, "A3"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("Pikeman (Red) on A3")
	tuitest.READMEScreen(t, readme, "editor", h.Capture(), *update)

	fight := fightState(t)
	if err := os.WriteFile("fight.txt", FormatState(testCat, &fight), 0o644); err != nil {
		t.Fatal(err)
	}
	h2 := start(t, Options{Path: "fight.txt"}, 80, 24)
	h2.WaitText("opened fight.txt")
	h2.Keys("P")
	h2.Key(tcell.KeyRight)
	h2.Key(tcell.KeyDown)
	h2.waitFor("the fight picked", func(e *Editor) bool { return e.play != nil && e.play.Page == 1 && e.play.Event >= 0 })
	h2.WaitText("Crab (Blue) on FA3")
	tuitest.READMEScreen(t, readme, "editor-play", h2.Capture(), *update)
}
