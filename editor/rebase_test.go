package editor

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
)

// edfix item 1: r on the changed-on-disk question, then u, then w saved
// the whole version edited over the file reloaded, silently taking back
// another program's change to a puzzle the editor never touched. u now
// puts back the editor's own changes over the file as reloaded, and the
// save keeps both.
func TestReloadThenUndoKeepsChangesMadeOnDisk(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	changed := changeOnePuzzle(h)
	if changed != "from-behind" {
		t.Fatalf("changed %s, want from-behind", changed)
	}
	edited := h.state()
	text := strings.Replace(string(mustRead(t, path)), `title = "Meet it"`, `title = "Meet it (vim)"`, 1)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(2 * time.Second)
	os.Chtimes(path, later, later)
	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	h.WaitText("r  reload the file from disk (u puts your changes back over it)")
	h.Keys("r")
	h.waitMessage("reloaded pack.toml from disk; u puts your changes back over it")
	h.Keys("u")
	h.waitFor("the edit back", func(e *Editor) bool { return *e.doc.Pos() == edited.Pos && e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage("saved " + path)
	pk, err := puzzles.Parse(path, mustRead(t, path), testCat)
	if err != nil {
		t.Fatal(err)
	}
	if got := pk.Puzzle("meet-it").Title; got != "Meet it (vim)" {
		t.Errorf("the change made on disk was taken back: meet-it's title is %q", got)
	}
	if got := pk.Puzzle(changed).Position; got != edited.Pos {
		t.Errorf("the editor's change to %s was lost", changed)
	}
}

// rebaseOnto keeps what the editor did (a puzzle removed, one added, the
// pack's title) and takes every other table as the file on disk has it.
func TestRebaseOntoKeepsTheEditorsChangesOnly(t *testing.T) {
	clean, cat := loadTestPack(t)
	mine := clean
	for _, edit := range []func(*State) error{
		RemovePuzzle(1), // meet-it
		AddPuzzle(cat, "new-one"),
		SetPackTitle("Mine"),
	} {
		if err := edit(&mine); err != nil {
			t.Fatal(err)
		}
	}
	pd := *clean.Pack
	pd.Puzzles = clean.packPuzzles()
	pd.Puzzles[0].Meta.Title = "From behind (vim)"
	pd.Cur = -1
	theirs := State{Pack: &pd}
	if err := SwitchPuzzle(0)(&theirs); err != nil {
		t.Fatal(err)
	}

	got := rebaseOnto(mine, clean, theirs)
	var ids []string
	for _, p := range got.packPuzzles() {
		ids = append(ids, p.Meta.ID)
	}
	if strings.Join(ids, " ") != "from-behind new-one" {
		t.Errorf("puzzles %v, want from-behind new-one", ids)
	}
	if pz := got.packPuzzles()[0]; pz.Meta.Title != "From behind (vim)" {
		t.Errorf("from-behind's title %q: the change on disk was lost", pz.Meta.Title)
	}
	if got.Pack.Base.Title != "Mine" {
		t.Errorf("the pack's title %q, want the editor's", got.Pack.Base.Title)
	}
	if got.Puzzle == nil || got.Puzzle.ID != "new-one" {
		t.Errorf("the board holds %+v, want the puzzle added", got.Puzzle)
	}
}
