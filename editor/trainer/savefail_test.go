package trainer

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/gdamore/tcell/v2"
)

// blockProgress makes the progress file impossible to write, as a full
// disk or a folder not writable does: a folder stands in its place.
func blockProgress(t *testing.T, path string) {
	t.Helper()
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
}

// A hint whose progress write failed said the error, then replaced it at
// once with "hint 1 of 2 shown in the panel": i did not show it, and
// only q told that the progress was not saved. The error now stays
// first on the message line, the title says the progress is not saved
// until a write succeeds, and i tells why.
func TestTrainHintSaysAFailedProgressWrite(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.openItem("step-in")
	blockProgress(t, h.progress)
	h.Keys("H")
	h.WaitText("Hint 1")
	h.waitMessage("hint 1 of")
	h.waitMessage("cannot save the progress")
	h.WaitText("[progress not saved: i]")
	h.Keys("i")
	h.waitWords("Your progress is not saved")
	h.waitWords("The last write of the progress failed: cannot save the progress")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Your progress is not saved")

	// The same for every write of the progress: a piece marked writes
	// the answer in progress.
	h.Key(tcell.KeyEscape)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Key(tcell.KeyEscape) // clears the filter
	h.WaitNoText("filter: step-in")
	h.Sync(func() { // "facing" is a tag of "step-in" too: no filter picks the lesson alone
		for i, it := range h.tr.items {
			if it.scenario().ID == "facing" {
				h.tr.itemMenu.SetCurrent(i)
			}
		}
	})
	h.waitHighlight("facing")
	h.Key(tcell.KeyEnter)
	h.waitFor("the lesson open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.att.sc.ID == "facing" })
	h.moveTo(loc(t, "A1"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("A1 marked")
	h.waitMessage("cannot save the progress")

	// Room again: the next write clears the mark.
	if err := os.Remove(h.progress); err != nil {
		t.Fatal(err)
	}
	h.Key(tcell.KeyEnter)
	h.waitMessage("A1 unmarked")
	h.WaitNoText("[progress not saved")
	if m := h.tr.shell.Message(); strings.Contains(m, "cannot save") {
		t.Errorf("the message after a write that succeeded: %q", m)
	}
}

// A closed terminal (SIGHUP) stopped the trainer with the progress a
// failed write left unsaved, and said nothing; a state.toml that could
// not be written was said on a screen already closed. The trainer now
// tries the progress once more as it stops, and says on standard error,
// after the screen is closed, what it still could not save.
func TestTrainStopSaysWhatItCouldNotSave(t *testing.T) {
	dir := t.TempDir()
	var stderr bytes.Buffer
	state := filepath.Join(dir, "state.toml")
	h := startTrainer(t, Options{NoShipped: true, ProgressPath: filepath.Join(dir, "progress.toml"), StatePath: state, Stderr: &stderr}, 100, 30)
	h.openItem("step-in")
	blockProgress(t, h.progress)
	if err := os.Mkdir(state, 0o755); err != nil {
		t.Fatal(err)
	}
	h.Keys("H")
	h.waitMessage("cannot save the progress")
	h.Sync(func() { h.tr.shell.Quit() }) // as SIGHUP does: nobody is asked
	h.waitDone()
	h.Stopped = true
	got := stderr.String()
	for _, want := range []string{"birdcrab: this run's progress is not saved: cannot save the progress",
		"birdcrab: where you were is not kept for the next start: cannot save to " + state} {
		if !strings.Contains(got, want) {
			t.Errorf("standard error lacks %q:\n%s", want, got)
		}
	}

	// With room again, the stop writes what was left.
	var quiet bytes.Buffer
	dir2 := t.TempDir()
	h2 := startTrainer(t, Options{NoShipped: true, ProgressPath: filepath.Join(dir2, "progress.toml"), Stderr: &quiet}, 100, 30)
	h2.openItem("step-in")
	blockProgress(t, h2.progress)
	h2.Keys("H")
	h2.waitMessage("cannot save the progress")
	if err := os.Remove(h2.progress); err != nil {
		t.Fatal(err)
	}
	h2.Sync(func() { h2.tr.shell.Quit() })
	h2.waitDone()
	h2.Stopped = true
	if quiet.Len() != 0 {
		t.Errorf("standard error after a stop that saved everything: %s", quiet.String())
	}
	if text := readFile(t, h2.progress); !strings.Contains(text, "hints = 1") {
		t.Errorf("the hint was not written as the trainer stopped:\n%s", text)
	}
}

// A reset (R, r) whose write failed said the error, but Progress.Unsaved
// counted only changed records and drafts: the title had no mark, q quit
// without asking or trying again, and the next start took the forgotten
// records back from the file. A reset not written is now unsaved
// progress like the rest: marked, written again at the stop, and said on
// standard error when it still cannot be.
func TestTrainFailedResetIsUnsaved(t *testing.T) {
	start := func(stderr *bytes.Buffer) (*trainHarness, string) {
		h := startTrainer(t, Options{NoShipped: true, ProgressPath: filepath.Join(t.TempDir(), "progress.toml"), Stderr: stderr}, 100, 30)
		h.openItem("step-in")
		h.Keys("H")
		h.WaitText("Hint 1")
		h.Key(tcell.KeyEscape)
		h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
		was := readFile(t, h.progress)
		if !strings.Contains(was, `id = "step-in"`) {
			t.Fatalf("the hint was not written:\n%s", was)
		}
		blockProgress(t, h.progress)
		h.Keys("R")
		h.WaitText("forget what I did in Trainer test pack")
		h.Keys("r")
		h.waitMessage("cannot save the progress")
		h.waitMessage("is forgotten")
		h.WaitText("[progress not saved: i]")
		if !h.tr.prog.Unsaved() {
			t.Error("a reset not written is not unsaved progress")
		}
		return h, was
	}

	var stderr bytes.Buffer
	h, _ := start(&stderr)
	h.Sync(func() { h.tr.shell.Quit() }) // as SIGHUP does: nobody is asked
	h.waitDone()
	h.Stopped = true
	if want := "birdcrab: this run's progress is not saved: cannot save the progress"; !strings.Contains(stderr.String(), want) {
		t.Errorf("standard error lacks %q:\n%s", want, stderr.String())
	}

	// With room again, the stop writes the reset over the file as it was.
	var quiet bytes.Buffer
	h2, was := start(&quiet)
	if err := os.Remove(h2.progress); err != nil {
		t.Fatal(err)
	}
	writeFile(t, h2.progress, was)
	h2.Sync(func() { h2.tr.shell.Quit() })
	h2.waitDone()
	h2.Stopped = true
	if quiet.Len() != 0 {
		t.Errorf("standard error after a stop that saved everything: %s", quiet.String())
	}
	if text := readFile(t, h2.progress); strings.Contains(text, `id = "step-in"`) || !strings.Contains(text, "[[reset]]") {
		t.Errorf("the reset was not written as the trainer stopped:\n%s", text)
	}
}

// fix2 item 4: i advised "Make room on the disk, or make the folder
// writable." whatever the failed write of the progress was: a lock
// another trainer held, a folder in the file's place. The advice is the
// error's kind's now, and none for another error.
func TestProgressAdviceByKind(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.toml")
	folder := filepath.Join(dir, "folder.toml")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	wrap := func(err error) error {
		return fmt.Errorf("cannot save the progress: %w", &fileio.Error{Op: "save to", Path: path, Err: err})
	}
	for _, tc := range []struct {
		name string
		err  error
		path string
		want string
	}{
		{"disk full", wrap(syscall.ENOSPC), path, "Make room on the disk."},
		{"lock held", fmt.Errorf("cannot save the progress: %w", &fileio.Error{Op: "lock", Path: path, Err: fmt.Errorf("%w (waited 5s)", fileio.ErrLocked)}), path,
			"Another program (another birdcrab trainer, perhaps) holds the progress file's lock: the next write waits for it again."},
		{"permission", wrap(syscall.EACCES), path, "Make the progress file and its folder (" + dir + ") writable."},
		{"a folder in its place", wrap(errors.New("it is a directory")), folder, "A folder stands where the progress file goes (" + folder + "): move it away."},
		{"another error", wrap(errors.New("input/output error")), path, ""},
	} {
		if got := progressAdvice(tc.err, tc.path); got != tc.want {
			t.Errorf("%s: advice %q, want %q", tc.name, got, tc.want)
		}
	}
}

// The i window gives the advice of the write that failed: a folder in
// the progress file's place is no full disk.
func TestTrainMessageWindowAdvisesByKind(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.openItem("step-in")
	blockProgress(t, h.progress)
	h.Keys("H")
	h.WaitText("[progress not saved: i]")
	h.Keys("i")
	h.waitWords("A folder stands where the progress file goes")
	if text := h.screenWords(); strings.Contains(text, "Make room") {
		t.Errorf("the i window advises making room on the disk for a folder in the file's place:\n%s", text)
	}
}
