//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Issue 17 item 10: a named pipe or a device given as a file is a clear
// error, not a hang or a read without end.
func TestNonRegularFilesRefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.toml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for _, args := range [][]string{
		{"check", fifo}, {"resolve", fifo}, {"solve", fifo}, {"show", fifo}, {"pieces", "--pieces", fifo},
		{"resolve", "/dev/zero"}, {"check", "/dev/zero"}, {"edit", fifo}, {"train", fifo},
		{"edit", "-"},
	} {
		done := make(chan struct{})
		var out, errOut string
		var code int
		go func() {
			defer close(done)
			out, errOut, code = runCmd(t, args...)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("%v hangs", args)
		}
		text := out + errOut
		if code == 0 || !(strings.Contains(text, "not a regular file") || strings.Contains(text, "standard input")) {
			t.Errorf("%v: exit %d:\n%s", args, code, text)
		}
	}
}

// A named pipe (what a process substitution, <(cmd), gives) is refused
// with the way to read one: standard input, and - in the file's place;
// train and edit word it as the other commands do ("FILE: cannot read
// the pack: ..."), where they said "cannot read FILE: ...".
func TestNamedPipeSaysUseStdin(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.toml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	want := fifo + ": cannot read the pack: it is a named pipe (FIFO), not a regular file (to read what a command prints, pipe it to standard input and give - in the file's place)\n"
	for _, args := range [][]string{{"solve", fifo}, {"show", fifo}, {"check", fifo}, {"train", fifo}, {"edit", fifo}} {
		out, errs, code := runCmd(t, args...)
		if code != 2 || !strings.Contains(out+errs, want) {
			t.Errorf("%v: exit %d, want 2 and %q:\n%s%s", args, code, want, out, errs)
		}
	}
	for _, args := range [][]string{{"train", "."}, {"edit", "."}, {"show", "."}} {
		_, errs, code := runCmd(t, args...)
		if code != 2 || errs != "birdcrab: .: cannot read the pack: it is a directory, not a regular file\n" {
			t.Errorf("%v: exit %d:\n%s", args, code, errs)
		}
	}
}
