//go:build linux

package main

import (
	"bytes"
	"strings"
	"testing"
)

// show draws the board in colour on a terminal, but not on one whose TERM
// is "dumb", which prints escape sequences as text (it got them), nor, as
// --no-color's help says, on one of fewer than 256 colours (linux, vt100
// got 24-bit colours); 24-bit colours only where COLORTERM says the
// terminal takes them, else the 256-colour palette's.
func TestShowNoColourOnADumbTerminal(t *testing.T) {
	for _, c := range []struct {
		term, colorterm string
		colour, rgb     bool
	}{
		{"xterm-256color", "", true, false}, {"xterm-256color", "truecolor", true, true},
		{"dumb", "", false, false}, {"linux", "", false, false}, {"vt100", "", false, false},
	} {
		t.Setenv("TERM", c.term)
		t.Setenv("COLORTERM", c.colorterm)
		t.Setenv("NO_COLOR", "")
		master, tty := openPTY(t)
		var seen bytes.Buffer
		done := make(chan struct{})
		go func() {
			defer close(done)
			seen.ReadFrom(master) // until the terminal is closed: EIO
		}()
		var errs strings.Builder
		code := run([]string{"show", "testdata/check-good.toml", "--id", "one-way"}, tty, &errs)
		tty.Close()
		<-done
		master.Close()
		got := seen.String()
		if code != 0 || !strings.Contains(got, "Puzzle code:") {
			t.Fatalf("TERM=%s: exit %d, stderr %q, output %q", c.term, code, errs.String(), got)
		}
		if strings.Contains(got, "\x1b[") != c.colour {
			t.Errorf("TERM=%s: colours %v, want %v:\n%q", c.term, !c.colour, c.colour, got)
		}
		if strings.Contains(got, "8;2;") != c.rgb {
			t.Errorf("TERM=%s COLORTERM=%s: 24-bit colours %v, want %v:\n%q", c.term, c.colorterm, !c.rgb, c.rgb, got)
		}
	}
}
