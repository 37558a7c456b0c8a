package trainer

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"

	"github.com/gdamore/tcell/v2"
)

var update = flag.Bool("update", false, "rewrite the key tables in README.md")

// newQuiet builds a trainer on the test pack without a screen or a
// progress file.
func newQuiet(t *testing.T) *Trainer {
	t.Helper()
	tr, err := New(Options{Packs: []string{trainPackFile}, NoShipped: true, NoProgress: true})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// Every key the trainer binds has a line of help, every help line a key
// that does what it says, a key left to a widget is one the widget takes,
// and a key is bound once per table (tui.CheckKeys).
func TestKeyTables(t *testing.T) {
	tr := newQuiet(t)
	widgets := append([]*tui.Table{tr.board.Keys(), tr.side.Keys()}, tr.packMenu.KeyTables()...)
	for _, err := range tui.CheckKeys(tr.Help(), tr.otherTables(), widgets) {
		t.Error(err)
	}
}

// The README's table of the trainer's keys is the help's, written by
// Help.Markdown; go test -update rewrites it.
func TestREADMEKeyTable(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const name = "birdcrab train"
	begin, end := "<!-- keys of "+name+": made by go test -update, do not edit -->\n", "<!-- end of the keys of "+name+" -->\n"
	before, rest, ok := strings.Cut(string(data), begin)
	got, after, ok2 := strings.Cut(rest, end)
	if !ok || !ok2 {
		t.Fatalf("README.md lacks the markers %q and %q", begin, end)
	}
	want := newQuiet(t).Help().Markdown()
	switch {
	case got == want:
	case *update:
		if err := os.WriteFile("../../README.md", []byte(before+begin+want+end+after), 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		t.Errorf("the trainer's key table in README.md differs from its help (go test -update rewrites it):\n%s\nwant:\n%s", got, want)
	}
}

// n on the last of the list said "Esc goes back to it" on the verdict
// too, where Esc goes back to the answer: Backspace goes to the list.
func TestTrainEndOfListNamesTheKey(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("meet-it") // the last of the pack
	h.Keys("n")
	h.waitMessage("this is the last of the list: Esc goes back to it")
	h.Keys("s")
	h.WaitText("Not yet.")
	h.Keys("n")
	h.waitMessage("this is the last of the list: Backspace goes back to it")
	h.Key(tcell.KeyBackspace)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
}
