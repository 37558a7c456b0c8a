package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// listFilter is the filter of the list of lessons or puzzles and how many
// lines it shows, in the event loop.
func listFilter(tr *Trainer) (string, int) {
	if tr.itemMenu == nil {
		return "", -1
	}
	return tr.itemMenu.Filter(), len(tr.itemMenu.Visible())
}

// revscreens 1: the pack read again (saved elsewhere, or after E) dropped
// the list's filter: "filter: meet" gone, every puzzle back. The filter is
// kept with the place, on the list and under the lesson or puzzle open.
func TestTrainReadAgainKeepsTheListFilter(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, pack, readFile(t, trainPackFile))
	editor := []string{"sh", "-c", `sed -i 's/title = "Meet it there"/title = "Meet it here"/' "$0"`}
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, Editor: editor, WatchEvery: 20 * time.Millisecond}, 80, 24)
	h.waitFor("the pack's list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Keys("/")
	h.Keys("meet")
	h.Key(tcell.KeyEnter)
	h.waitFor("meet-it open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.att.sc.ID == "meet-it" })
	h.Key(tcell.KeyBackspace)
	h.waitFor("the list, filtered", func(tr *Trainer) bool {
		f, n := listFilter(tr)
		return tr.screen == scrItems && f == "meet" && n == 1
	})
	later := time.Now().Add(2 * time.Second)
	if err := os.WriteFile(pack, []byte(strings.Replace(readFile(t, pack), `title = "Meet it"`, `title = "Meet it there"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(pack, later, later); err != nil {
		t.Fatal(err)
	}
	h.waitMessage("mine.toml changed on disk: read again")
	h.WaitText("Meet it there")
	h.waitFor("the filter kept", func(tr *Trainer) bool {
		f, n := listFilter(tr)
		return tr.screen == scrItems && f == "meet" && n == 1 && highlighted(tr) == "meet-it"
	})

	// E on the puzzle open: back from it, the list is filtered still.
	h.Key(tcell.KeyEnter)
	h.waitFor("meet-it open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.att.sc.ID == "meet-it" })
	h.Keys("E")
	h.waitMessage("mine.toml read again after the editor")
	h.WaitText("Meet it here")
	h.Key(tcell.KeyBackspace)
	h.waitFor("the list, filtered, after E", func(tr *Trainer) bool {
		f, n := listFilter(tr)
		return tr.screen == scrItems && f == "meet" && n == 1
	})
}

// revscreens 6: only the pack files read at start were watched: a pack
// copied into the packs folder afterwards was not listed until the next
// start, though the lists follow a pack saved elsewhere. A new pack there
// is read and listed, and said.
func TestTrainListsANewPackOfThePacksFolder(t *testing.T) {
	dir := t.TempDir()
	folder := filepath.Join(dir, "packs")
	if err := os.MkdirAll(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	mine := filepath.Join(folder, "mine.toml")
	writeFile(t, mine, readFile(t, trainPackFile))
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{mine}, ProgressPath: filepath.Join(dir, "progress.toml"), NoState: true, WatchEvery: 20 * time.Millisecond}, 80, 24)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks && len(tr.packs) == 1 })
	other := strings.Replace(readFile(t, trainPackFile), `title = "Trainer test pack"`, `title = "Another test pack"`, 1)
	other = strings.Replace(other, `id = "train-test"`, `id = "another-test"`, 1)
	writeFile(t, filepath.Join(folder, "other.toml"), other)
	h.waitMessage("other.toml is new in your packs folder: listed")
	h.WaitText("Another test pack")
	h.waitFor("two packs", func(tr *Trainer) bool { return len(tr.packs) == 2 && tr.packs[1].pack != nil })
}
