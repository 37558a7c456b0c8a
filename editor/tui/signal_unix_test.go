//go:build unix

package tui

import (
	"syscall"
	"testing"
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
