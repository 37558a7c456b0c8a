package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// itemOf returns the first puzzle of the pack loaded from a file whose
// name ends in suffix (a shipped pack: "packs/tactics.toml").
func (h *trainHarness) itemOf(suffix string, shipped bool) *trainItem {
	h.T.Helper()
	var out *trainItem
	h.Sync(func() {
		for _, tp := range h.tr.packs {
			if tp.shipped == shipped && strings.HasSuffix(tp.file, suffix) {
				for _, it := range tp.items {
					if it.puzzle != nil && out == nil {
						out = it
					}
				}
			}
		}
	})
	if out == nil {
		h.T.Fatalf("no puzzle in a pack of %s", suffix)
	}
	return out
}

// A copy of a shipped pack (the same ids, the same puzzles) keeps its own
// progress and never takes over the shipped pack's (17.6); the two packs,
// of one title, are told apart on screen by their file names.
func TestTrainPackIdentity(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	h := startTrainer(t, Options{ProgressPath: prog}, 100, 30)
	shipped := h.itemOf("packs/tactics.toml", true)
	h.Sync(func() {
		if err := h.tr.prog.Update(shipped.key, func(r *ProgressRecord) { r.Solved, r.Attempts = true, 1 }); err != nil {
			t.Error(err)
		}
	})
	h.close()
	h.Stopped = true

	data, err := puzzles.ShippedData("packs/tactics.toml")
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(dir, "my-tactics.toml")
	if err := os.WriteFile(cp, data, 0o644); err != nil {
		t.Fatal(err)
	}
	h2 := startTrainer(t, Options{ProgressPath: prog, Packs: []string{cp}}, 100, 30)
	mine, theirs := h2.itemOf("my-tactics.toml", false), h2.itemOf("packs/tactics.toml", true)
	h2.Sync(func() {
		if st := h2.tr.status(mine); st != statusNew {
			t.Errorf("the copy's first puzzle is %s: it took the shipped pack's progress", statusWord(st))
		}
		if st := h2.tr.status(theirs); st != statusSolved {
			t.Errorf("the shipped pack's first puzzle is %s, want solved as before", statusWord(st))
		}
	})
	h2.WaitText("Tactics (my-tactics.toml)") // the title of the copy's list
	h2.Key(tcell.KeyEscape)
	h2.WaitText("Tactics (my-tactics.toml)  0/")
	h2.WaitText("Tactics (shipped)")
}

// A pack's text reaches the screen cleaned (17.12): an escape sequence in
// a title or a hint is shown as visible \u escapes, never sent to the
// terminal.
func TestTrainCleansPackText(t *testing.T) {
	src, err := os.ReadFile(trainPackFile)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), `title = "Trainer test pack"`, `title = "Evil\u001b]0;pwned\u0007 pack"`, 1)
	text = strings.Replace(text, `title = "Step in"`, `title = "Step\u009b2J in"`, 1)
	if text == string(src) {
		t.Fatal("the test pack changed: the titles to replace are gone")
	}
	pack := filepath.Join(t.TempDir(), "evil.toml")
	writeFile(t, pack, text)
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1}, 100, 30)
	h.WaitText(`Evil\u001b]0;pwned\u0007 pack`)
	h.WaitText(`Step\u009b2J in`)
	h.Sync(func() {
		cells, _, _ := h.Sim.GetContents()
		for i, c := range cells {
			for _, r := range c.Runes {
				if r < ' ' || (r >= 0x7f && r < 0xa0) {
					t.Errorf("cell %d holds the control character %U", i, r)
				}
			}
		}
	})
}

// A reset of a shipped pack also forgets the records it had under its old
// name (its id, before PackIdentity): the next start does not take them
// over again.
func TestTrainResetForgetsLegacyRecords(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	h := startTrainer(t, Options{ProgressPath: prog}, 100, 30)
	it := h.itemOf("packs/tactics.toml", true)
	h.close()
	h.Stopped = true
	old := ProgressKey{"tactics", it.key.ID, it.key.Hash}
	p, _ := LoadProgress(prog)
	if err := p.Update(old, func(r *ProgressRecord) { r.Solved, r.Attempts = true, 1 }); err != nil {
		t.Fatal(err)
	}

	h2 := startTrainer(t, Options{ProgressPath: prog}, 100, 30)
	it2 := h2.itemOf("packs/tactics.toml", true)
	h2.Sync(func() {
		if st := h2.tr.status(it2); st != statusSolved {
			t.Errorf("the record under the old name was not taken over: %s", statusWord(st))
		}
		h2.tr.reset(it2.pack)
	})
	h2.close()
	h2.Stopped = true

	h3 := startTrainer(t, Options{ProgressPath: prog}, 100, 30)
	it3 := h3.itemOf("packs/tactics.toml", true)
	h3.Sync(func() {
		if st := h3.tr.status(it3); st != statusNew {
			t.Errorf("after a reset, the old record came back: %s", statusWord(st))
		}
	})
}

// The puzzles of First tactics were the tactics pack's until issue 15: a
// record kept of one there (same id, same content) is taken over by the
// shipped First tactics, a record of other content is not, and a reset of
// First tactics forgets the taken record for good without touching the
// tactics pack's own.
func TestTrainFirstTacticsTakeOverTacticsRecords(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	h := startTrainer(t, Options{ProgressPath: prog}, 100, 30)
	first := h.itemOf("packs/first-tactics.toml", true)
	var second *trainItem
	h.Sync(func() { second = first.pack.items[1] })
	tactics := h.itemOf("packs/tactics.toml", true)
	h.close()
	h.Stopped = true
	p, _ := LoadProgress(prog)
	for _, key := range []ProgressKey{
		{"shipped:tactics", first.key.ID, first.key.Hash},
		{"shipped:tactics", second.key.ID, "another content"},
		tactics.key,
	} {
		if err := p.Update(key, func(r *ProgressRecord) { r.Solved, r.Attempts = true, 1 }); err != nil {
			t.Fatal(err)
		}
	}

	status := func(h *trainHarness, it *trainItem) itemStatus {
		var st itemStatus
		h.Sync(func() {
			for _, tp := range h.tr.packs {
				for _, x := range tp.items {
					if x.key == it.key {
						st = h.tr.status(x)
					}
				}
			}
		})
		return st
	}
	h2 := startTrainer(t, Options{ProgressPath: prog}, 100, 30)
	if st := status(h2, first); st != statusSolved {
		t.Errorf("%s: the tactics pack's record was not taken over: %s", first.key.ID, statusWord(st))
	}
	if st := status(h2, second); st != statusNew {
		t.Errorf("%s: a record of other content was taken over: %s", second.key.ID, statusWord(st))
	}
	ftp := h2.itemOf("packs/first-tactics.toml", true).pack
	h2.Sync(func() { h2.tr.reset(ftp) })
	h2.close()
	h2.Stopped = true

	h3 := startTrainer(t, Options{ProgressPath: prog}, 100, 30)
	if st := status(h3, first); st != statusNew {
		t.Errorf("after a reset of First tactics, the tactics pack's record came back: %s", statusWord(st))
	}
	if st := status(h3, tactics); st != statusSolved {
		t.Errorf("a reset of First tactics forgot a puzzle of Tactics: %s", statusWord(st))
	}
}

// The pack list's "Continue:" goes on in the pack the learner worked in
// last: a copy of the shipped lessons (E writes one into the packs
// folder), listed first with the learner's packs and of a progress of its
// own, made it start the copy's lesson 1 while the learner was further on
// in the shipped pack. The line says which of the two it is.
func TestTrainContinueWhereTheLearnerIs(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	h := startTrainer(t, Options{ProgressPath: prog}, 100, 30)
	var shipped []*trainItem
	h.Sync(func() {
		for _, tp := range h.tr.packs {
			if tp.shipped && strings.HasSuffix(tp.file, "packs/lessons.toml") {
				shipped = tp.items
			}
		}
		for _, it := range shipped[:2] {
			if err := h.tr.prog.Update(it.key, func(r *ProgressRecord) { r.Solved, r.Attempts = true, 1 }); err != nil {
				t.Error(err)
			}
		}
	})
	h.close()
	h.Stopped = true

	data, err := puzzles.ShippedData("packs/lessons.toml")
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(dir, "packs", "lessons.toml")
	if err := os.MkdirAll(filepath.Dir(cp), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, cp, string(data))
	h2 := startTrainer(t, Options{ProgressPath: prog, Packs: []string{cp}}, 100, 30)
	// The line names its pack, which the copy's twin title shares
	// ("Continue: Lesson 3" named none).
	h2.WaitText("★ Continue (shipped): Lesson 3, " + shipped[2].title())
	h2.WaitText("Lesson 3 of Learning Bird Crab (shipped)")
	h2.Key(tcell.KeyEnter)
	h2.waitFor("the shipped lesson 3 open", func(tr *Trainer) bool {
		return tr.screen == scrPlay && tr.att.item.pack.shipped && tr.att.item.n == 3
	})
}

// A lesson's why-not texts reach the screen cleaned too: the text of a
// wrong answer, and the lesson's why told after a second miss, were
// drawn as the pack wrote them, escape sequences and all.
func TestTrainCleansWhyNotText(t *testing.T) {
	src, err := os.ReadFile(trainPackFile)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), `why = "Alone, your Pikeman`, `why = "Alone\u001b]0;pwned\u0007, your Pikeman`, 1)
	text = strings.Replace(text, `why = "Both must arrive`, `why = "Both\u009b2J must arrive`, 1)
	if strings.Count(text, `\u`) != strings.Count(string(src), `\u`)+3 {
		t.Fatal("the test pack changed: the whys to replace are gone")
	}
	pack := filepath.Join(t.TempDir(), "evil.toml")
	writeFile(t, pack, text)
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1}, 100, 30)
	noControls := func() {
		h.Sync(func() {
			cells, _, _ := h.Sim.GetContents()
			for i, c := range cells {
				for _, r := range c.Runes {
					if r < ' ' || (r >= 0x7f && r < 0xa0) {
						t.Errorf("cell %d holds the control character %U", i, r)
					}
				}
			}
		})
	}
	h.openItem("together")
	h.moveTo(loc(t, "A2"))
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A2 D 1")
	h.Keys("s")
	h.waitPanel(`Why not: Alone\u001b]0;pwned\u0007, your Pikeman`)
	noControls()
	h.Keys("r")
	h.waitMessage("try again")
	h.Keys("X") // no orders: a miss the lesson lists no text for, the second
	h.Keys("s")
	h.waitPanel(`works: Both\u009b2J must arrive`)
	noControls()
}
