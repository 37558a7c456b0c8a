//go:build linux

package main

import (
	"bytes"
	"os"
	"path/filepath"
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

// On a terminal of 256 colours show rewrote every "38;2;R;G;B" of its
// output as a palette colour after writing it, a puzzle's title too
// ("Scores 38;2;10;20;30" read "Scores 38;5;233"): the board writes its
// colours from the palette, and a text stays as it is.
func TestShowKeepsATextThatReadsLikeAColour(t *testing.T) {
	src, err := os.ReadFile("testdata/check-good.toml")
	if err != nil {
		t.Fatal(err)
	}
	const title = "Scores 38;2;10;20;30 and 48;2;1;2;3"
	pack := filepath.Join(t.TempDir(), "pack.toml")
	text := strings.Replace(string(src), "id = \"one-way\"\n", "id = \"one-way\"\ntitle = \""+title+"\"\n", 1)
	if text == string(src) {
		t.Fatal("the test pack changed: no one-way to title")
	}
	if err := os.WriteFile(pack, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TERM", "xterm-256color")
	t.Setenv("COLORTERM", "")
	t.Setenv("NO_COLOR", "")
	master, tty := openPTY(t)
	var seen bytes.Buffer
	done := make(chan struct{})
	go func() {
		defer close(done)
		seen.ReadFrom(master)
	}()
	var errs strings.Builder
	code := run([]string{"show", pack, "--id", "one-way"}, tty, &errs)
	tty.Close()
	<-done
	master.Close()
	got := seen.String()
	if code != 0 || !strings.Contains(got, title) || !strings.Contains(got, "8;5;") {
		t.Errorf("exit %d, stderr %q: want the title %q as it is and the board's palette colours:\n%q", code, errs.String(), title, got)
	}
}
