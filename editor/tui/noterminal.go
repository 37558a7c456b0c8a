package tui

// NoTerminalError is Run's error when the screen could not start: there
// is no terminal to draw on (birdcrab edit run with no terminal, from a
// script or a service), or it could not be set up.
type NoTerminalError struct {
	Err error
}

func (e *NoTerminalError) Error() string { return "no terminal to draw on: " + e.Err.Error() }
func (e *NoTerminalError) Unwrap() error { return e.Err }
