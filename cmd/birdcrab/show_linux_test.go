//go:build linux

package main

import (
	"bytes"
	"strings"
	"testing"
)

// show draws the board in colour on a terminal, but not on one whose TERM
// is "dumb", which prints escape sequences as text (it got them).
func TestShowNoColourOnADumbTerminal(t *testing.T) {
	for _, c := range []struct {
		term   string
		colour bool
	}{{"xterm-256color", true}, {"dumb", false}} {
		t.Setenv("TERM", c.term)
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
	}
}
