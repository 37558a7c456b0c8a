//go:build unix

package tui

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

	"github.com/gdamore/tcell/v2"
)

// SIGHUP and SIGTERM stop the shell as a quit that asks nothing: the
// OnStop functions run (the trainer keeps its place there), HungUp says
// why, and Run returns, tview restoring the terminal; even with the
// question before quitting open. They used to kill the program on the
// spot.
func TestSignalStopsTheShellThroughItsQuit(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			h := startShell(t, 80, 24)
			h.sc.ask = true
			stopped := false
			h.s.OnStop(func() { stopped = true })
			h.Keys("q")
			h.WaitText("Unsaved things: quit?")
			if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
				t.Fatal(err)
			}
			if err := h.WaitDone("the shell"); err != nil {
				t.Fatal(err)
			}
			if !stopped || !h.s.HungUp() || !h.s.Stopped() {
				t.Errorf("after %v: OnStop ran %v, HungUp %v, Stopped %v", sig, stopped, h.s.HungUp(), h.s.Stopped())
			}
		})
	}
}

// goneScreen is a screen whose terminal is gone once suspended: Resume
// fails, as tcell's does when the terminal was closed meanwhile.
type goneScreen struct{ tcell.Screen }

func (goneScreen) Resume() error { return errors.New("open /dev/tty: no such device or address") }

// runSuspended runs RunSuspended(args) in the event loop, its error sent
// on the channel returned.
func (h *shellHarness) runSuspended(args ...string) chan error {
	res := make(chan error, 1)
	go h.App.QueueUpdate(func() { res <- h.s.RunSuspended(args) })
	return res
}

// ranStopped checks that the shell stopped as on SIGHUP, its OnStop run,
// and that RunSuspended said so.
func ranStopped(t *testing.T, h *shellHarness, stopped *bool, res chan error) {
	t.Helper()
	if err := h.WaitDone("the shell"); err != nil {
		t.Fatal(err)
	}
	if err := <-res; !errors.Is(err, ErrStopped) {
		t.Errorf("RunSuspended returned %v, want ErrStopped", err)
	}
	if !*stopped || h.s.StoppedBy() != syscall.SIGHUP || !h.s.Stopped() {
		t.Errorf("OnStop ran %v, StoppedBy %v, Stopped %v", *stopped, h.s.StoppedBy(), h.s.Stopped())
	}
}

// safe9 item 1: the terminal closed while a text editor ran suspended
// (the editor's Ctrl-E, the trainer's E): tview's Suspend ignored that
// Resume failed, and birdcrab lived on without a terminal, drawing on it
// for ever, its lock held and its work offered nowhere. Now the shell
// stops as on SIGHUP: OnStop keeps the work.
func TestTerminalGoneAfterSuspendStopsTheShell(t *testing.T) {
	h := startShellOn(t, 80, 24, func(sc tcell.Screen) tcell.Screen { return goneScreen{sc} })
	stopped := false
	h.s.OnStop(func() { stopped = true })
	ranStopped(t, h, &stopped, h.runSuspended("true"))
}

// SIGHUP while the text editor runs suspended goes to it, and the shell
// stops once it ended, even when the terminal could be taken back: the
// signal used to wait in the event loop's queue behind the editor, which
// might never end.
func TestSignalWhileSuspendedStopsTheCommandAndTheShell(t *testing.T) {
	h := startShell(t, 80, 24)
	stopped := false
	h.s.OnStop(func() { stopped = true })
	res := h.runSuspended("sleep", "600")
	tuitest.Poll(t, tuitest.WaitLimit, func() (bool, func() string) {
		h.s.away.mu.Lock()
		defer h.s.away.mu.Unlock()
		return h.s.away.proc != nil, func() string { return "the command did not start" }
	})
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	ranStopped(t, h, &stopped, res)
}

// The terminal's read failing (tcell's error event) stops the shell as
// SIGHUP does: tview stopped on its own, and the OnStop functions, which
// keep the work, never ran.
func TestTerminalReadErrorStopsTheShellThroughItsQuit(t *testing.T) {
	h := startShell(t, 80, 24)
	stopped := false
	h.s.OnStop(func() { stopped = true })
	h.Sim.PostEvent(tcell.NewEventError(errors.New("read /dev/tty: input/output error")))
	if err := h.WaitDone("the shell"); err == nil {
		t.Error("Run returned no error")
	}
	if !stopped || h.s.StoppedBy() != syscall.SIGHUP {
		t.Errorf("OnStop ran %v, StoppedBy %v", stopped, h.s.StoppedBy())
	}
}

// Started with no terminal to open (a job with no controlling terminal,
// `birdcrab edit FILE </dev/null` under setsid), Run returns the error, the
// OnStop functions run, and nothing panics: tview's Stop closed a tcell
// screen that never started ("close of nil channel"). The test runs itself
// again in a session of its own, which has no terminal.
func TestNoTerminalStopsWithoutPanic(t *testing.T) {
	if os.Getenv("BIRDCRAB_TEST_NO_TERMINAL") == "1" {
		s := NewShell(ShellOptions{Program: "birdcrab test", Kept: "nothing is lost"})
		stopped := false
		s.OnStop(func() { stopped = true })
		err := s.Run()
		fmt.Printf("error %v, OnStop ran %v\n", err != nil, stopped)
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoTerminalStopsWithoutPanic$")
	cmd.Env = append(os.Environ(), "BIRDCRAB_TEST_NO_TERMINAL=1", "TERM=xterm")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "error true, OnStop ran true") {
		t.Errorf("with no terminal: %v\n%s", err, out)
	}
}
