package trainer

import (
	"os"
	"path/filepath"
	"testing"
)

// A packs folder that is there but cannot be read, and a pack of it that
// is a link to a file gone: the trainer says so at start. Both left the
// learner's packs out without a word (UserPacks lists none of them), as
// if they had never been written.
func TestTrainSaysPacksFolderProblems(t *testing.T) {
	t.Run("folder unreadable", func(t *testing.T) {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, "packs"), "") // a file where the folder should be
		h := startTrainer(t, Options{NoShipped: true, ProgressPath: filepath.Join(dir, "progress.toml")}, 120, 30)
		h.waitMessage("your packs folder " + filepath.Join(dir, "packs") + " cannot be read (not a directory): its packs are not listed")
	})
	t.Run("dangling link", func(t *testing.T) {
		dir := t.TempDir()
		packs := filepath.Join(dir, "packs")
		if err := os.MkdirAll(packs, 0o755); err != nil {
			t.Fatal(err)
		}
		gone := filepath.Join(dir, "gone.toml")
		if err := os.Symlink(gone, filepath.Join(packs, "linked.toml")); err != nil {
			t.Fatal(err)
		}
		h := startTrainer(t, Options{NoShipped: true, ProgressPath: filepath.Join(dir, "progress.toml")}, 160, 30)
		h.waitMessage("linked.toml in your packs folder " + packs + " is a link to " + gone + ", which cannot be read (no such file or directory): it is not listed")
	})
	t.Run("no folder", func(t *testing.T) {
		h := startTrainer(t, Options{NoShipped: true}, 120, 30)
		h.waitFor("no problem said", func(tr *Trainer) bool { return len(tr.packsFolderProblems()) == 0 })
	})
}
