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

// friendsPack is another pack ([pack] id "friends") whose one puzzle has
// the content of the test pack's step-in under another id and title.
const friendsPack = `[pack]
id = "friends"
title = "A friend's pack"

[[kind]]
name = "Pikeman"

[[puzzle]]
id = "first-steps"
title = "A different title"
side = 1
opponent = "hold"
goals = ["kill A1"]
solution = ["move A3 D 1"]
turn = 2

[[puzzle.player]]
pieces = ["Pikeman A3 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]
`

// trainFresh opens the trainer on prog with the pack files, and returns
// the status of the puzzle id of pack and the message the trainer gave,
// then closes it.
func trainFresh(t *testing.T, prog, pack, id string, files ...string) (itemStatus, string) {
	t.Helper()
	h := startTrainer(t, Options{ProgressPath: prog, NoShipped: true, Packs: files, Named: len(files)}, 100, 30)
	it := h.itemByID(pack, id)
	var st itemStatus
	var msg string
	h.Sync(func() { st, msg = h.tr.status(it), h.tr.shell.Message() })
	h.close()
	h.Stopped = true
	return st, msg
}

// rev6 item 1: a user's pack with no records took those of every other
// path of the progress file whose puzzles shared its content, though that
// file was still there and another pack: a friend's pack showed its
// puzzle solved and said the records were "taken over from an earlier
// path of the pack". Only a path whose file is
// gone (a move) or holds the same pack (the same non-empty [pack] id, a
// copy) gives its records.
func TestTrainProgressStaysWithItsPackBesideAnotherOfTheSameContent(t *testing.T) {
	src, err := os.ReadFile(trainPackFile)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	x, y := filepath.Join(dir, "x", "club.toml"), filepath.Join(dir, "y", "club.toml")
	for _, f := range []string{x, y} {
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, x, string(src))
	writeFile(t, y, friendsPack)
	solveIn(t, prog, x, "step-in")

	t.Run("another pack", func(t *testing.T) {
		st, msg := trainFresh(t, prog, y, "first-steps", x, y)
		if st != statusNew {
			t.Errorf("the friend's first-steps is %s: it took x's record of step-in", statusWord(st))
		}
		if strings.Contains(msg, "taken over") {
			t.Errorf("the trainer says %q, though x/club.toml is still there and another pack", msg)
		}
	})
	t.Run("a copy of the same pack", func(t *testing.T) {
		writeFile(t, y, string(src))
		st, msg := trainFresh(t, prog, y, "step-in", y)
		if st != statusSolved {
			t.Errorf("the copy's step-in is %s, want solved as in x/club.toml, the same [pack] id", statusWord(st))
		}
		if want := "progress: 1 record of the same puzzles taken over from an earlier path of the pack (" + x + ")"; msg != want {
			t.Errorf("the trainer says %q, want %q", msg, want)
		}
	})
	// rev7: x deleted, its path reads as a move; the friend's pack, whose
	// puzzle has step-in's content under another id, took its record.
	t.Run("a deleted pack", func(t *testing.T) {
		z := filepath.Join(dir, "z", "friends.toml")
		if err := os.MkdirAll(filepath.Dir(z), 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, z, friendsPack)
		if err := os.Remove(x); err != nil {
			t.Fatal(err)
		}
		st, msg := trainFresh(t, prog, z, "first-steps", z)
		if st != statusNew {
			t.Errorf("the friend's first-steps is %s: it took the deleted x's record of step-in", statusWord(st))
		}
		if strings.Contains(msg, "taken over") {
			t.Errorf("the trainer says %q", msg)
		}
	})
}

// rev6 item 2: a renamed puzzle took the record of its old id, and so did
// every other puzzle of the pack with the same content, never tried. A
// record of an id gone from the pack goes only to the one puzzle of its
// content with no record: of two without, which was renamed cannot be
// told, and neither takes it.
func TestTrainProgressOfARenamedPuzzleGoesToOnePuzzle(t *testing.T) {
	src, err := os.ReadFile(trainPackFile)
	if err != nil {
		t.Fatal(err)
	}
	dup := strings.Replace(string(src[strings.Index(string(src), "[[puzzle]]"):]), `id = "step-in"`, `id = "step-in-again"`, 1)
	dup = dup[:strings.Index(dup[1:], "[[puzzle]]")+1] // step-in's table alone
	dup = strings.Replace(dup, `title = "Step in"`, `title = "Step in again"`, 1)
	if !strings.Contains(dup, "step-in-again") {
		t.Fatalf("the test pack's first puzzle is not step-in:\n%s", dup)
	}
	text := string(src) + "\n" + dup
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	pack := filepath.Join(dir, "mine.toml")
	writeFile(t, pack, text)
	solveIn(t, prog, pack, "step-in")
	writeFile(t, pack, strings.Replace(text, `id = "step-in"`, `id = "step-in-2"`, 1))

	h := startTrainer(t, Options{ProgressPath: prog, NoShipped: true, Packs: []string{pack}, Named: 1}, 100, 30)
	renamed, again := h.itemByID(pack, "step-in-2"), h.itemByID(pack, "step-in-again")
	h.Sync(func() {
		if st := h.tr.status(again); st != statusNew {
			t.Errorf("step-in-again, never tried, is %s: it took the renamed step-in's record", statusWord(st))
		}
		if st := h.tr.status(renamed); st != statusNew {
			t.Errorf("step-in-2 is %s: which of two puzzles of its content was renamed cannot be told", statusWord(st))
		}
		// Once step-in-again has a record of its own, step-in-2 is the one
		// puzzle of the content without one and takes the old record.
		if err := h.tr.prog.Update(again.key, func(r *ProgressRecord) { r.Attempts = 1 }); err != nil {
			t.Error(err)
		}
	})
	h.close()
	h.Stopped = true
	st, _ := trainFresh(t, prog, pack, "step-in-2", pack)
	if st != statusSolved {
		t.Errorf("step-in-2, the one puzzle of its content with no record, is %s, want solved as step-in was", statusWord(st))
	}
}
