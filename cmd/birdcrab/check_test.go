package main

import (
	"strings"
	"testing"
)

func TestCheckShippedPacks(t *testing.T) {
	out, _, code := runCmd(t, "check")
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
