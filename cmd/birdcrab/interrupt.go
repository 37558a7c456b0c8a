package main

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"syscall"
)

// stopSignals are the signals that stop solve's, check's and generate's
// search as Ctrl-C does, with what was found so far printed: an interrupt
// (Ctrl-C), and SIGTERM, which timeout(1), a cancelled CI job and kill
// send. Left to Go's default, SIGTERM ended the program at once with
// nothing printed.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// signalsWatched is called once the stop signals are caught: a test sends
// one only then (an uncaught SIGTERM would end the test binary).
var signalsWatched = func() {}

// stoppedBySignal is the cause of a context that a stop signal cancelled.
// It is context.Canceled, as the cause of a plain cancel is: what reads
// the cause (generate.Run) takes it for a cancel, not a failure.
type stoppedBySignal struct{ sig os.Signal }

func (s stoppedBySignal) Error() string { return "stopped by " + signalName(s.sig) }
func (s stoppedBySignal) Unwrap() error { return context.Canceled }

// signalName is the name a user knows a stop signal by: Ctrl-C for the
// interrupt.
func signalName(sig os.Signal) string {
	if sig == os.Interrupt {
		return "Ctrl-C"
	}
	if sig == syscall.SIGTERM {
		return "SIGTERM"
	}
	return sig.String()
}

// interruptContext returns a context cancelled by the first stop signal,
// and the function that stops watching for them. Until then a second
// signal is caught and does nothing (as signal.NotifyContext does), so
// that what was found is still printed; the caller calls stop when it no
// longer wants that.
func interruptContext() (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, stopSignals...)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			cancel(stoppedBySignal{sig})
		case <-done:
		}
	}()
	signalsWatched()
	stopped := false
	return ctx, func() {
		if !stopped {
			stopped = true
			signal.Stop(ch)
			close(done)
			cancel(nil)
		}
	}
}

// interruptedBy names what stopped ctx when a stop signal did ("Ctrl-C",
// "SIGTERM"), "" when none did.
func interruptedBy(ctx context.Context) string {
	var s stoppedBySignal
	if errors.As(context.Cause(ctx), &s) {
		return signalName(s.sig)
	}
	return ""
}

// signalField names the stop signal that stopped ctx as the JSON's
// "signal" does, "SIGINT" (Ctrl-C) or "SIGTERM", beside a stopped_by of
// "interrupt", which stands for both; "" when none stopped it.
func signalField(ctx context.Context) string {
	var s stoppedBySignal
	if !errors.As(context.Cause(ctx), &s) {
		return ""
	}
	switch s.sig {
	case os.Interrupt:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return s.sig.String()
}

// signalStopText says what stopped ctx, "stopped by Ctrl-C" or "stopped by
// SIGTERM", when a stop signal did; "" when none did.
func signalStopText(ctx context.Context) string {
	if by := interruptedBy(ctx); by != "" {
		return "stopped by " + by
	}
	return ""
}
