package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// itemByID returns the lesson or puzzle id of the pack loaded from file.
func (h *trainHarness) itemByID(file, id string) *trainItem {
	h.T.Helper()
	var out *trainItem
	h.Sync(func() {
		for _, tp := range h.tr.packs {
			if tp.file != file {
				continue
			}
			for _, it := range tp.items {
				if it.key.ID == id {
					out = it
				}
			}
		}
	})
	if out == nil {
		h.T.Fatalf("no %s in %s", id, file)
	}
	return out
}

// solveIn records, as a trainer on prog with pack would, that the learner
// solved its puzzle id.
func solveIn(t *testing.T, prog, pack, id string) {
	t.Helper()
	h := startTrainer(t, Options{ProgressPath: prog, NoShipped: true, Packs: []string{pack}, Named: 1}, 100, 30)
	it := h.itemByID(pack, id)
	h.Sync(func() {
		if err := h.tr.prog.Update(it.key, func(r *ProgressRecord) { r.Solved, r.Attempts = true, 1 }); err != nil {
			t.Error(err)
		}
	})
	h.close()
	h.Stopped = true
}

// edfix item 4: progress was keyed by the pack's path, the puzzle's id
// and its content's hash, and lost when the author renamed the puzzle or
// moved the pack's file. A record of the same content is taken over when
// its id is gone from the pack, and, for a pack with no record, from
// another path; the trainer says so.
func TestTrainProgressFollowsARenamedPuzzleAndAMovedPack(t *testing.T) {
	src, err := os.ReadFile(trainPackFile)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	pack := filepath.Join(dir, "mine.toml")
	writeFile(t, pack, string(src))
	solveIn(t, prog, pack, "step-in")

	t.Run("renamed", func(t *testing.T) {
		writeFile(t, pack, strings.Replace(string(src), `id = "step-in"`, `id = "step-in-2"`, 1))
		h := startTrainer(t, Options{ProgressPath: prog, NoShipped: true, Packs: []string{pack}, Named: 1}, 100, 30)
		it := h.itemByID(pack, "step-in-2")
		h.Sync(func() {
			if st := h.tr.status(it); st != statusSolved {
				t.Errorf("the renamed puzzle is %s, want solved as before", statusWord(st))
			}
		})
		h.close()
		h.Stopped = true
	})
	t.Run("moved", func(t *testing.T) {
		moved := filepath.Join(dir, "sub", "club.toml")
		if err := os.MkdirAll(filepath.Dir(moved), 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, moved, string(src))
		if err := os.Remove(pack); err != nil {
			t.Fatal(err)
		}
		h := startTrainer(t, Options{ProgressPath: prog, NoShipped: true, Packs: []string{moved}, Named: 1}, 100, 30)
		h.waitMessage("progress: 1 record of the same puzzles taken over from an earlier path of the pack (" + pack + ")")
		it := h.itemByID(moved, "step-in")
		h.Sync(func() {
			if st := h.tr.status(it); st != statusSolved {
				t.Errorf("the moved pack's puzzle is %s, want solved as before", statusWord(st))
			}
		})
	})
}

// A pack that has records of its own takes over none of another path's:
// two copies of a pack, each trained, keep their own progress.
func TestTrainProgressOfAPackWithRecordsStaysItsOwn(t *testing.T) {
	src, err := os.ReadFile(trainPackFile)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	a, b := filepath.Join(dir, "a.toml"), filepath.Join(dir, "b.toml")
	writeFile(t, a, string(src))
	writeFile(t, b, string(src))
	solveIn(t, prog, a, "step-in")
	// b's own record, written as another trainer would have.
	h0 := startTrainer(t, Options{ProgressPath: prog, NoShipped: true, Packs: []string{a}, Named: 1}, 100, 30)
	corner := h0.itemByID(a, "corner").key
	h0.close()
	h0.Stopped = true
	p, err := LoadProgress(prog)
	if err != nil {
		t.Fatal(err)
	}
	corner.Pack = PackIdentity(b, false, nil)
	if err := p.Update(corner, func(r *ProgressRecord) { r.Solved, r.Attempts = true, 1 }); err != nil {
		t.Fatal(err)
	}
	h := startTrainer(t, Options{ProgressPath: prog, NoShipped: true, Packs: []string{b}, Named: 1}, 100, 30)
	it := h.itemByID(b, "step-in")
	h.Sync(func() {
		if st := h.tr.status(it); st != statusNew {
			t.Errorf("b's step-in is %s: it took a.toml's record", statusWord(st))
		}
	})
}
