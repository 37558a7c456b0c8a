package main

import (
	"os"
	"os/signal"
	"syscall"
)

// noteSignals watches for SIGHUP and SIGTERM while a screen runs, beside
// the shell's own watch (every channel registered with signal.Notify
// receives a signal): the shell quits on it, and caught, called once the
// screen stopped, tells which came (0 for none). The watch lets go of the
// signal as soon as it has one, so that a second signal still kills at
// once, as the shell intends, once the shell has let go too.
func noteSignals() (caught func() syscall.Signal) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGHUP, syscall.SIGTERM)
	var got os.Signal
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		select {
		case got = <-ch:
			signal.Stop(ch)
		case <-done:
		}
	}()
	return func() syscall.Signal {
		// After Stop nothing more is sent to ch: a signal that stopped
		// the screen was taken by the watch or waits in ch.
		signal.Stop(ch)
		close(done)
		<-finished
		if got == nil {
			select {
			case got = <-ch:
			default:
			}
		}
		if sig, ok := got.(syscall.Signal); ok {
			return sig
		}
		return 0
	}
}
