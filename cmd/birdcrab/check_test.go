package main

import (
	"strings"
	"testing"
)

func TestCheckShippedPacks(t *testing.T) {
	out, _, code := runCmd(t, "check", "--strict")
	if code != 0 || !strings.Contains(out, "all sound") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

func TestCheckNamesBrokenPuzzles(t *testing.T) {
	out, _, code := runCmd(t, "check", "testdata/check-bad.toml", "testdata/check-good.toml")
	if code != 1 {
		t.Fatalf("exit %d, want 1:\n%s", code, out)
	}
	for _, want := range []string{
		`FAIL testdata/check-bad.toml:23 puzzle "two-ways"`,
		"not unique: 4 other solutions: move A3 D 2 | move B2 E 1",
		`FAIL testdata/check-bad.toml:36 puzzle "hare-escapes"`,
		"the stated solution fails against the reply player 2:",
		`FAIL testdata/check-bad.toml:49 puzzle "wrong-answer"`,
		`does not reach "kill A1"`,
		`ok   testdata/check-good.toml:17 puzzle "one-way"`,
		"2 packs, 5 puzzles, 0 lessons: 3 failed",
		"note: territory DE is player 2's, but only opponents stand in it",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestCheckUnreadableFile(t *testing.T) {
	out, _, code := runCmd(t, "check", "testdata/broken.toml")
	if code != 1 || !strings.Contains(out, "FAIL testdata/broken.toml:") || !strings.Contains(out, "could not be read") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

// TestTimeLimits pins what a time limit of 0 and a negative one mean: 0 is
// no limit (check used to fail every puzzle with it), a negative limit is a
// usage error (solve used to take it as no limit).
func TestTimeLimits(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"check, no limit", []string{"check", "testdata/check-good.toml", "--timeout", "0"}, 0, "all sound"},
		{"check, negative", []string{"check", "testdata/check-good.toml", "--timeout", "-1s"}, 2, "cannot be negative"},
		{"solve, no limit", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--timeout", "0"}, 0, "move A3 D 1"},
		{"solve, negative", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--timeout", "-1s"}, 2, "cannot be negative"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errs, code := runCmd(t, c.args...)
			if code != c.code || !strings.Contains(out+errs, c.want) {
				t.Errorf("exit %d, want %d with %q:\n%s%s", code, c.code, c.want, out, errs)
			}
		})
	}
}
