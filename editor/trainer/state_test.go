package trainer

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// The trainer remembers where the learner was (18.11): quit on a puzzle
// with its panel scrolled, start again, and it is there, scrolled as it
// was; quit in a pack's list and the next run opens that list on the same
// line. The place is kept in state.toml beside the progress, written
// atomically.
func TestTrainRemembersThePlace(t *testing.T) {
	dir := t.TempDir()
	opts := Options{NoShipped: true, ProgressPath: filepath.Join(dir, "progress.toml"), StatePath: StatePath(filepath.Join(dir, "progress.toml"))}
	h := startTrainer(t, opts, 80, 24)
	h.Keys("/Trainer")
	h.Key(tcell.KeyEnter)
	h.openItem("corner")
	h.Key(tcell.KeyPgDn)
	var scroll int
	h.waitFor("the panel scrolled", func(tr *Trainer) bool { scroll = tr.side.Offset(); return scroll > 0 })
	h.Keys("q")
	h.waitDone()
	h.Stopped = true
	if text := readFile(t, filepath.Join(dir, "state.toml")); !strings.Contains(text, `screen = "play"`) || !strings.Contains(text, `id = "corner"`) {
		t.Fatalf("state.toml:\n%s", text)
	}

	h2 := startTrainer(t, opts, 80, 24)
	h2.waitFor("the puzzle open, scrolled as it was", func(tr *Trainer) bool {
		return tr.screen == scrPlay && tr.att.sc.ID == "corner" && tr.side.Offset() == scroll
	})
	h2.WaitText("Puzzle 2")
	h2.Key(tcell.KeyEscape) // back to its list
	h2.waitFor("the pack's list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h2.Key(tcell.KeyDown)
	h2.waitFor("the next line", func(tr *Trainer) bool {
		i := tr.itemMenu.Current()
		return i >= 0 && tr.items[i].key.ID == "meet-it"
	})
	h2.Keys("q")
	h2.waitDone()
	h2.Stopped = true

	h3 := startTrainer(t, opts, 80, 24)
	h3.waitFor("the pack's list on the line left", func(tr *Trainer) bool {
		i := tr.itemMenu.Current()
		return tr.screen == scrItems && tr.itemsOf != nil && i >= 0 && tr.items[i].key.ID == "meet-it"
	})
}
