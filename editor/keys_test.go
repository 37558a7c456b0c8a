package editor

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
)

var update = flag.Bool("update", false, "rewrite the key tables in README.md")

// widgetTables are the key tables of the widgets the editor's tables
// leave keys to: the board, the side panel, the menus.
func widgetTables(e *Editor) []*tui.Table {
	menu := tui.NewMenu(e.theme, "", nil, nil)
	return append([]*tui.Table{e.board.Keys(), e.side.Keys()}, menu.KeyTables()...)
}

// Every key the editor binds has a line of help, every help line a key
// that does what it says, a key left to a widget is one the widget takes,
// and a key is bound once per table (tui.CheckKeys).
func TestKeyTables(t *testing.T) {
	e, err := New(Options{Cat: testCat, NoAutosave: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range tui.CheckKeys(e.Help(), e.otherTables(), widgetTables(e)) {
		t.Error(err)
	}
}

// The README's table of the editor's keys is the help's, written by
// Help.Markdown; go test -update rewrites it.
func TestREADMEKeyTable(t *testing.T) {
	e, err := New(Options{Cat: testCat, NoAutosave: true})
	if err != nil {
		t.Fatal(err)
	}
	checkREADME(t, "../README.md", "birdcrab edit", e.Help().Markdown())
}

// checkREADME compares the README's block between the markers of name
// with want, or rewrites it under -update.
func checkREADME(t *testing.T, path, name, want string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	begin, end := "<!-- keys of "+name+": made by go test -update, do not edit -->\n", "<!-- end of the keys of "+name+" -->\n"
	before, rest, ok := strings.Cut(string(data), begin)
	got, after, ok2 := strings.Cut(rest, end)
	if !ok || !ok2 {
		t.Fatalf("%s lacks the markers %q and %q", path, begin, end)
	}
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(before+begin+want+end+after), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("the key table of %s in %s differs from its help (go test -update rewrites it):\n%s\nwant:\n%s", name, path, got, want)
}
