package tui

import (
	"os"
	"os/signal"
	"syscall"
)

// catchSignals makes SIGHUP (the terminal closed) and SIGTERM stop the
// shell as a quit that asks nothing does (HungUp then reports it): the
// screens' OnStop functions run (the trainer keeps its place, the editor
// keeps its recovery file) and tview restores the terminal. Without it the
// programs died on the spot, the terminal left in raw mode. A second
// signal kills at once, as usual, in case the quit itself hangs. stop
// ends the watch as Run returns.
func (s *Shell) catchSignals() (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGHUP, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			signal.Stop(ch)
			s.Go(func() { s.hangUp(sig) })
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}

// hangUp stops the shell on signal sig, asking nothing.
func (s *Shell) hangUp(sig os.Signal) {
	s.stoppedBy.Store(sig)
	s.Quit()
}

// HungUp reports whether the shell stopped on SIGHUP or SIGTERM rather
// than by the user's quit: an OnStop function then keeps what the question
// before quitting would have asked about (the editor's unsaved work stays
// in its recovery file).
func (s *Shell) HungUp() bool { return s.StoppedBy() != nil }

// StoppedBy returns the signal that stopped the shell (SIGHUP or SIGTERM),
// or nil when the user quit: the command exits 128 plus its number, as
// shells expect of a program a signal ended.
func (s *Shell) StoppedBy() os.Signal {
	sig, _ := s.stoppedBy.Load().(os.Signal)
	return sig
}
