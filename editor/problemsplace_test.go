package editor

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

	"github.com/gdamore/tcell/v2"
)

// outPack has a sound puzzle whose player 2 is out with a piece still on
// the board (out = true on line 12): the engine warns of it.
const outPack = `[[puzzle]]
id = "p1"
goals = ["kill A1"]
solution = ["move A3 D 1"]
alternatives = [["move A3 D 2"]]

[[puzzle.player]]
pieces = ["Pikeman A3 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]
out = true
`

// The list of problems (i) places the engine's warnings on a puzzle of
// the pack as birdcrab check does, at the line of the key each is about
// ("out.toml:12:1: puzzle "p1": player 2 is eliminated, ..."): it gave
// them with no file, line or puzzle, while check placed them.
func TestProblemsPlaceTheWarningsAsCheckDoes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.toml")
	if err := os.WriteFile(path, []byte(outPack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	h.WaitText(`puzzle p1`)
	h.Keys("i")
	h.WaitText("Problems of the position")
	h.WaitText("/out.toml:12:1: puzzle")
	want := []string{
		path + `:12:1: puzzle "p1": player 2 is eliminated, but has pieces on the board: they fight, and take no orders`,
		path + `:12:1: puzzle "p1": player 2 is eliminated, but controls territory DE: an opponent who enters it ransacks it`,
		path + `:12:1: puzzle "p1": player 2 is eliminated, but controls territory EF: an opponent who enters it ransacks it`,
		path + `:12:1: puzzle "p1": player 2 is eliminated, but controls territory FA: an opponent who enters it ransacks it`,
	}
	var got []string
	h.Sync(func() {
		st := h.ed.doc.State()
		got = problems(h.ed.cat, &st, h.ed.placedWarnings(&st))
	})
	if !slices.Equal(got, want) {
		t.Errorf("the list holds\n%q\nwant\n%q", got, want)
	}
	// The message line's notice stays short, in the engine's words.
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Problems of the position")
	h.WaitText("! player 2 is eliminated, but has pieces on the board")
}

// M's Check says the first note of a sound puzzle in its own words: it
// read "...; note: check: puzzle "p1": player 2 is eliminated, ...", the
// place of a pack made for the check.
func TestCheckNoteInItsOwnWords(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.toml")
	if err := os.WriteFile(path, []byte(outPack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	h.WaitText(`puzzle p1`)
	h.Keys("M")
	h.WaitText("Enter proves the puzzle as birdcrab check does")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	want := "puzzle p1 is sound: its solution reaches the goals against every reply of the model and is the only one, but for its alternatives; note: player 2 is eliminated, but has pieces on the board: they fight, and take no orders"
	var msg string
	tuitest.Poll(t, 60*time.Second, tuitest.Holds(h.Sync, func() bool {
		msg = h.ed.shell.Message()
		return strings.Contains(msg, "is sound") || strings.Contains(msg, "fails")
	}, "the check's verdict", h.Screen))
	if msg != want {
		t.Errorf("the message says\n%q\nwant\n%q", msg, want)
	}
}
