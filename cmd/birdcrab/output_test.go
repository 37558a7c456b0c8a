package main

import (
	"errors"
	"strings"
	"testing"
)

// fullWriter takes room bytes, then fails as a full disk does.
type fullWriter struct{ room int }

func (w *fullWriter) Write(p []byte) (int, error) {
	if len(p) <= w.room {
		w.room -= len(p)
		return len(p), nil
	}
	n := w.room
	w.room = 0
	return n, errors.New("no space left on device")
}

// Every command whose output cannot be written says so on stderr, once,
// and exits 2, whether the first write fails or a later one (pieces,
// show, resolve, completion and version ignored it and exited 0; show
// --svg exited 1).
func TestOutputThatCannotBeWritten(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | goals kill A1"
	for _, args := range [][]string{
		{"pieces", "--dump"},
		{"pieces"},
		{"show", code},
		{"show", code, "--svg"},
		{"show", code, "--png"},
		{"resolve", code},
		{"resolve", code, "--json"},
		{"solve", code},
		{"solve", code, "--json"},
		{"check", "testdata/check-good.toml"},
		{"check", "testdata/check-good.toml", "--json"},
		{"completion", "bash"},
		{"version"},
		{"help"},
		{"solve", "--help"},
		{"generate", "--count", "1", "--seed", "5", "--opponent", "fixed", "--timeout", "0"},
	} {
		for _, room := range []int{0, 40} {
			var errb strings.Builder
			status := run(args, &fullWriter{room: room}, &errb)
			msg := "birdcrab: cannot write the output: no space left on device\n"
			if status != 2 || !strings.HasSuffix(errb.String(), msg) || strings.Count(errb.String(), "no space") != 1 {
				t.Errorf("%v, %d bytes of room: exit %d, stderr %q; want 2 and %q", args, room, status, errb.String(), msg)
			}
		}
	}
}

// Every error line of every command starts with "birdcrab: ", those that
// name a file's line and column as well: a pack or a catalogue that does
// not load, a position code that does not read and a catalogue that is
// missing printed theirs bare, while a bad --goal said "birdcrab: ".
func TestErrorLinesSayBirdcrab(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A9/D | DE.EF.FA m6 | g:-"},
		{"solve", "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-", "--goal", "kill Z1"},
		{"show", "testdata/broken.toml"},
		{"train", "testdata/broken.toml"},
		{"resolve", "testdata/close.toml", "--pieces", "testdata/bad-pieces.toml"},
		{"generate", "--kinds", "nosuch.toml"},
		{"check", "--pieces", "nosuch.toml"},
	} {
		_, errs, code := runCmd(t, args...)
		if code != 2 || errs == "" {
			t.Errorf("%q: exit %d, stderr %q; want 2 and errors", args, code, errs)
		}
		for _, line := range strings.Split(strings.TrimSuffix(errs, "\n"), "\n") {
			if !strings.HasPrefix(line, "birdcrab: ") {
				t.Errorf("%q: an error line without \"birdcrab: \": %q", args, line)
			}
		}
	}
}
