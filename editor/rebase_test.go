package editor

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
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
	if msg := h.message(); strings.Contains(msg, "changed on disk too") {
		t.Errorf("the reload names a puzzle changed on one side only: %s", msg)
	}
	h.Keys("u")
	h.waitFor("the edit back", func(e *Editor) bool { return *e.doc.Pos() == edited.Pos && e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage("saved " + path)
	if msg := h.message(); strings.Contains(msg, "changed on disk too") {
		t.Errorf("the save names a puzzle changed on one side only: %s", msg)
	}
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

	got := rebaseOnto(cat, mine, clean, theirs)
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

// scr3 item 1: a puzzle the editor changed and another program changed
// too came back as the editor's on u after r, and the save replaced the
// other program's version, kept only in the .bak, without a word. The
// reload and the save now name it, and say where the disk's version is.
func TestReloadThenUndoNamesPuzzlesChangedOnBothSides(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	changed := changeOnePuzzle(h)
	text := strings.Replace(string(mustRead(t, path)), `title = "From behind"`, `title = "From behind (vim)"`, 1)
	if !strings.Contains(text, "From behind (vim)") {
		t.Fatal("the test pack has no puzzle titled From behind")
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(2 * time.Second)
	os.Chtimes(path, later, later)
	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	h.Keys("r")
	h.waitMessage("u puts your changes back over it (puzzle " + changed + " changed on disk too: u puts your version back over the disk's, which the next save keeps in the .bak)")
	h.Keys("u")
	h.waitFor("the edit back", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage(" (2 puzzles, 2 lessons); your version replaced puzzle " + changed + ", changed on disk too: the disk's is kept in pack.toml.bak (the file as reloaded)")
	if bak := string(mustRead(t, BackupPath(path))); !strings.Contains(bak, "From behind (vim)") {
		t.Errorf("the .bak has not the version changed on disk:\n%s", bak)
	}
	first := h.message()
	changeOnePuzzle(h) // saved again: named once
	h.Keys("w")
	h.waitFor("a second save", func(e *Editor) bool { return !e.doc.Dirty() && e.shell.Message() != first })
	if msg := h.message(); strings.Contains(msg, "changed on disk too") {
		t.Errorf("the second save names %s again: %s", changed, msg)
	}
}

// A puzzle the editor removed that another program changed is replaced
// by nothing: the save names it too, as it does the pack's title changed
// on both sides; a puzzle only the other program changed is not named.
func TestOverwrittenNamesARemovedPuzzleAndTheTitle(t *testing.T) {
	clean, cat := loadTestPack(t)
	pd := *clean.Pack
	pd.Puzzles = clean.packPuzzles()
	pd.Puzzles[0].Meta.Title = "From behind (vim)"
	pd.Puzzles[1].Meta.Title = "Meet it (vim)"
	base := *pd.Base
	base.Title = "Theirs"
	pd.Base, pd.Cur = &base, -1
	theirs := State{Pack: &pd}
	mine := clean
	for _, edit := range []func(*State) error{RemovePuzzle(1), SetPackTitle("Mine")} {
		if err := edit(&mine); err != nil {
			t.Fatal(err)
		}
	}
	saved := rebaseOnto(cat, mine, clean, theirs)
	d := &diskEdits{clean: clean, theirs: theirs, told: map[string]bool{}}
	if got := strings.Join(d.overwritten(&saved), ", "); got != "the pack's title, meet-it" {
		t.Errorf("overwritten = %q, want the pack's title, meet-it", got)
	}
	if got := bothSides(clean, theirs, mine); !strings.Contains(got, "(the pack's title and puzzle meet-it changed on disk too") {
		t.Errorf("the reload says %q", got)
	}
}

// The changed-on-disk question names the puzzles changed on disk, and of
// those the ones the editor changed too, as their files hold them: orders
// a file does not keep are no change; a long list is cut.
func TestChangedOnDiskNamesPuzzles(t *testing.T) {
	clean, cat := loadTestPack(t)
	mine := clean
	// Blue's orders in from-behind, under hold: the file keeps none.
	if err := SetPlayerOrders(cat, 2, []engine.Order{engine.Turn(loc(t, "DE1"), engine.A)})(&mine); err != nil {
		t.Fatal(err)
	}
	pd := *clean.Pack
	pd.Puzzles = clean.packPuzzles()
	pd.Puzzles[1].Meta.Title = "Meet it (vim)"
	pd.Cur = -1
	theirs := State{Pack: &pd}
	disk, both := changedOnDisk(clean, theirs, mine)
	if strings.Join(disk, " ") != "meet-it" || len(both) != 0 {
		t.Errorf("changedOnDisk = %q, %q; want [meet-it], []", disk, both)
	}
	if err := SwitchPuzzle(1)(&mine); err != nil {
		t.Fatal(err)
	}
	if err := SetMeta(func(m *Meta) error { m.Hints = append(m.Hints, "mine"); return nil })(&mine); err != nil {
		t.Fatal(err)
	}
	if _, both = changedOnDisk(clean, theirs, mine); strings.Join(both, " ") != "meet-it" {
		t.Errorf("both = %q, want [meet-it]", both)
	}
	var many []string
	for i := range 20 {
		many = append(many, fmt.Sprint("p", i))
	}
	if got := namesText(fewNames(many)); got != "puzzles p0, p1, p2, p3, p4, p5, p6 and 13 more" {
		t.Errorf("a long list reads %q", got)
	}
}
