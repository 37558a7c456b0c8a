package trainer

import (
	"io"
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

// The place is kept whatever the packs folder holds: its packs are loaded
// as Options.Packs, but only the packs named on the command line
// (Options.Named) limit where the trainer may start. With a pack in the
// packs folder and none named, the trainer went to that pack's list
// instead of the shipped lesson it quit on; with a pack named, it went
// back to a puzzle of the packs folder instead of opening the pack named.
func TestTrainPlaceWithThePacksFolder(t *testing.T) {
	t.Run("none named", func(t *testing.T) {
		dir := t.TempDir()
		opts := Options{Packs: []string{trainPackFile}, ProgressPath: filepath.Join(dir, "progress.toml"), StatePath: filepath.Join(dir, "state.toml")}
		first := opts
		first.OpenID = "the-board" // a shipped lesson
		h := startTrainer(t, first, 80, 24)
		h.waitFor("the shipped lesson open", func(tr *Trainer) bool { return tr.OpenID() == "the-board" })
		h.Keys("q")
		h.waitDone()
		h.Stopped = true

		h2 := startTrainer(t, opts, 80, 24)
		h2.waitFor("the shipped lesson open again", func(tr *Trainer) bool {
			return tr.screen == scrPlay && tr.OpenID() == "the-board" && tr.att.item.pack.shipped
		})
	})
	t.Run("no place", func(t *testing.T) {
		// The place cannot be read: the message says the trainer starts
		// at the packs, and it does (it opened the folder's pack).
		dir := t.TempDir()
		state := filepath.Join(dir, "state.toml")
		writeFile(t, state, "screen = \"play\"\ngarbage\n")
		h := startTrainer(t, Options{NoShipped: true, Packs: []string{trainPackFile}, StatePath: state}, 80, 24)
		h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
		h.waitMessage("the trainer starts at the packs")
	})
	t.Run("no place, one named", func(t *testing.T) {
		// The place cannot be read and a pack is named: the trainer
		// opens its list, and says so (it used to say it started at the
		// packs).
		dir := t.TempDir()
		state := filepath.Join(dir, "state.toml")
		writeFile(t, state, "screen = \"play\"\ngarbage\n")
		h := startTrainer(t, Options{NoShipped: true, Packs: []string{trainPackFile}, Named: 1, StatePath: state}, 80, 24)
		h.waitFor("the list of the pack named", func(tr *Trainer) bool {
			return tr.screen == scrItems && tr.itemsOf == tr.packs[0]
		})
		h.waitMessage("the trainer starts at the list of Trainer test pack")
	})
	t.Run("one named", func(t *testing.T) {
		dir := t.TempDir()
		code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | opponent hold | goals kill A1"
		opts := Options{NoShipped: true, Packs: []string{code, trainPackFile}, Named: 1,
			ProgressPath: filepath.Join(dir, "progress.toml"), StatePath: filepath.Join(dir, "state.toml")}
		first := opts
		first.OpenID = "corner" // a puzzle of the packs folder's pack
		h := startTrainer(t, first, 80, 24)
		h.waitFor("the folder's puzzle open", func(tr *Trainer) bool { return tr.OpenID() == "corner" })
		h.Keys("q")
		h.waitDone()
		h.Stopped = true

		h2 := startTrainer(t, opts, 80, 24)
		h2.waitFor("the list of the pack named", func(tr *Trainer) bool {
			return tr.screen == scrItems && tr.itemsOf == tr.packs[0]
		})
	})
}

// A bad progress record and a broken state.toml at once: both reach the
// learner. The state's error used to take the message line over the
// progress's, and the message naming the bad record and its copy aside
// was lost.
func TestTrainStartProblemsAllShown(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	state := filepath.Join(dir, "state.toml")
	writeFile(t, prog, "format = 1\n[[record]\npack = ")
	writeFile(t, state, "screen = \"play\"\ngarbage\n")
	h := startTrainer(t, Options{NoShipped: true, ProgressPath: prog, StatePath: state}, 80, 24)
	h.waitMessage("2 problems at start")
	h.WaitText("2 problems at start")
	for _, want := range []string{"progress.toml: a bad record left out: line 2", "kept as progress.toml.broken-",
		"state.toml: line 2", "the trainer starts at the list of Trainer test pack"} {
		h.waitWords(want)
	}
	h.Key(tcell.KeyEscape)
	h.WaitNoText("a bad record left out")
	h.waitFor("the window closed", func(tr *Trainer) bool { return tr.shell.Dialogs() == 0 })
}

// Quit on a puzzle opened from the replay list, start again: it is open
// on the replay list, which n and p walk and Esc goes back to. It came
// back on its pack's list, and n went on to the pack's next puzzle.
func TestTrainRemembersTheReplayList(t *testing.T) {
	dir := t.TempDir()
	opts := Options{NoShipped: true, ProgressPath: filepath.Join(dir, "progress.toml"), StatePath: StatePath(filepath.Join(dir, "progress.toml"))}
	h := startTrainer(t, opts, 100, 30)
	h.Sync(func() {
		for _, it := range h.tr.packs[0].items {
			if id := it.scenario().ID; id == "step-in" || id == "meet-it" {
				if err := h.tr.prog.Update(it.key, func(r *ProgressRecord) { r.Failed, r.Attempts = true, 1 }); err != nil {
					t.Error(err)
				}
			}
		}
	})
	h.Key(tcell.KeyEscape)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("/Replay")
	h.Key(tcell.KeyEnter)
	h.waitFor("the replay list", func(tr *Trainer) bool { return tr.screen == scrItems && tr.itemsOf == nil })
	h.openItem("step-in")
	h.Keys("q")
	h.waitDone()
	h.Stopped = true
	if text := readFile(t, filepath.Join(dir, "state.toml")); !strings.Contains(text, "replay = true") {
		t.Errorf("state.toml:\n%s", text)
	}

	h2 := startTrainer(t, opts, 100, 30)
	h2.waitFor("step-in open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.OpenID() == "step-in" })
	h2.Keys("n")
	h2.waitFor("the next of the replay list, not of the pack", func(tr *Trainer) bool { return tr.OpenID() == "meet-it" })
	h2.Key(tcell.KeyEscape)
	h2.waitFor("the replay list", func(tr *Trainer) bool { return tr.screen == scrItems && tr.itemsOf == nil })
}

// birdcrab train with no terminal (setsid, no tty) replaced state.toml
// with its first screen, the packs, as it stopped: the place kept from
// the last session was lost though nobody saw the trainer. A trainer
// whose screen never started keeps none.
func TestTrainWithNoScreenKeepsThePlace(t *testing.T) {
	dir := t.TempDir()
	state := filepath.Join(dir, "state.toml")
	const kept = "screen = \"play\"\npack = \"mine\"\nid = \"pincer\"\n"
	writeFile(t, state, kept)
	sim := tcell.NewSimulationScreen("UTF-8")
	tr, err := New(Options{NoShipped: true, Packs: []string{trainPackFile}, Named: 1, Screen: sim,
		ProgressPath: filepath.Join(dir, "progress.toml"), StatePath: state, Stderr: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	tr.keepPlace() // as the shell's OnStop functions run when Run found no terminal
	if got := readFile(t, state); got != kept {
		t.Errorf("state.toml became:\n%s", got)
	}
}
