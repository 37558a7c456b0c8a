//go:build unix

package editor

import (
	"syscall"
	"testing"
)

// SIGTERM or SIGHUP (the terminal closed) stops the editor without asking
// and keeps its unsaved work in the recovery file, which the next editor
// offers; with nothing unsaved, nothing is left. The editor used to die
// on the spot, the terminal left in raw mode; a quit as q does would have
// removed the file.
func TestSignalKeepsUnsavedWorkForRecovery(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			auto := t.TempDir()
			h := start(t, Options{AutosaveDir: auto}, 80, 24)
			h.setState(fightState(t))
			h.edit("g")
			work := h.state()
			h.holding(auto, "AB")
			if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
				t.Fatal(err)
			}
			if err := h.waitDone(); err != nil {
				t.Fatal(err)
			}
			if !h.ed.shell.HungUp() {
				t.Error("the shell does not say it stopped on a signal")
			}
			if files := recoveryFiles(t, auto); len(files) != 1 {
				t.Fatalf("recovery files %v, want the one of the work", files)
			}
			next := start(t, Options{AutosaveDir: auto}, 80, 24)
			next.WaitText("Unsaved work of untitled")
			next.Keys("r")
			next.waitFor("the work recovered", func(e *Editor) bool { return e.doc.State().Equal(work) })
		})
	}
	// Nothing unsaved: nothing left behind.
	auto := t.TempDir()
	h := start(t, Options{AutosaveDir: auto}, 80, 24)
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
	if files := recoveryFiles(t, auto); len(files) != 0 {
		t.Errorf("recovery files %v after a signal with nothing unsaved", files)
	}
}
