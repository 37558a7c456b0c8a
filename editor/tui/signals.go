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
		case <-ch:
			signal.Stop(ch)
			s.Go(s.hangUp)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}

// hangUp stops the shell on a signal, asking nothing.
func (s *Shell) hangUp() {
	s.hungUp.Store(true)
	s.Quit()
}

// HungUp reports whether the shell stopped on SIGHUP or SIGTERM rather
// than by the user's quit: an OnStop function then keeps what the question
// before quitting would have asked about (the editor's unsaved work stays
// in its recovery file).
func (s *Shell) HungUp() bool { return s.hungUp.Load() }
