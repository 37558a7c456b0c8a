package tui

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"sync"
	"syscall"
	"time"
)

// catchSignals makes SIGHUP (the terminal closed) and SIGTERM stop the
// shell as a quit that asks nothing does (HungUp then reports it): the
// screens' OnStop functions run (the trainer keeps its place, the editor
// keeps its recovery file) and tview restores the terminal. Without it the
// programs died on the spot, the terminal left in raw mode. A second
// signal kills at once, as usual, in case the quit itself hangs. While a
// command runs suspended (RunSuspended) the signal goes to it, and the
// shell stops once it ended. stop ends the watch as Run returns.
func (s *Shell) catchSignals() (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGHUP, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			signal.Stop(ch)
			if s.away.signal(sig) {
				return // RunSuspended stops the shell
			}
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

// ErrStopped is what RunSuspended returns when the shell stopped as the
// command ended: the terminal could not be taken back (it is gone), or a
// signal came meanwhile. The OnStop functions have run; the caller changes
// nothing more.
var ErrStopped = errors.New("the terminal is gone: the program stops, its work kept")

// awayKill is how long a command run suspended has, after the signal that
// stops the shell was passed on to it, before it is killed: a text editor
// that ignores SIGHUP must not keep the program waiting for ever.
const awayKill = 5 * time.Second

// awayState is the command a suspended shell waits for, shared with the
// goroutine that catches signals.
type awayState struct {
	mu        sync.Mutex
	suspended bool
	proc      *os.Process // the command, once started
	sig       os.Signal   // the signal that came while suspended
}

// signal takes sig for a suspended shell: it is passed on to the command,
// killed if it still runs after awayKill, and RunSuspended stops the
// shell as it returns. It reports false when the shell is not suspended.
func (a *awayState) signal(sig os.Signal) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.suspended {
		return false
	}
	a.sig = sig
	a.pass()
	return true
}

// pass sends the signal that came to the command, if both are there.
// Call it with mu held.
func (a *awayState) pass() {
	if a.sig == nil || a.proc == nil {
		return
	}
	p := a.proc
	p.Signal(a.sig)
	time.AfterFunc(awayKill, func() { p.Kill() })
}

// set records the command started, or the end of the suspension (nil,
// false), and returns the signal that came meanwhile.
func (a *awayState) set(suspended bool, p *os.Process) os.Signal {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.suspended, a.proc = suspended, p
	a.pass()
	sig := a.sig
	if !suspended {
		a.sig = nil
	}
	return sig
}

// RunSuspended runs the command args (a text editor the user works in)
// with the terminal given back, then takes the terminal again and
// redraws; it returns the command's error. Call it from the event loop:
// the screen waits for the command. When the terminal is gone as the
// command ends (it cannot be taken back, or SIGHUP or SIGTERM came
// meanwhile) the shell stops as on SIGHUP, its OnStop functions keeping
// the work, and RunSuspended returns ErrStopped. tview's Suspend ignored
// the failure: birdcrab lived on without a terminal, drawing on it for
// ever and holding the editor's lock.
func (s *Shell) RunSuspended(args []string) error {
	if s.term == nil {
		var err error
		s.App.Suspend(func() { err = runAway(args, nil) })
		return err
	}
	if err := s.term.Suspend(); err != nil {
		return err
	}
	s.away.set(true, nil)
	err := runAway(args, func(p *os.Process) { s.away.set(true, p) })
	sig := s.away.set(false, nil)
	if rerr := s.term.Resume(); rerr != nil && sig == nil {
		sig = syscall.SIGHUP
	}
	if sig != nil {
		s.hangUp(sig)
		return ErrStopped
	}
	return err
}

// runAway runs the command args on the program's standard files, telling
// started its process.
func runAway(args []string, started func(*os.Process)) error {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	if started != nil {
		started(cmd.Process)
	}
	return cmd.Wait()
}
