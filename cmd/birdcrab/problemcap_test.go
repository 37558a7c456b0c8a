package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
)

// A file with a great many bad lines prints the first maxProblemLines of
// them and how many more, in resolve's errors and check's FAILs: a
// position file of 100,000 bad orders printed 100,000 lines.
func TestManyProblemsAreCut(t *testing.T) {
	file := filepath.Join(t.TempDir(), "big.txt")
	text := "# birdcrab position\nbc1 t2 d30 | AB.BC.CD m6 h:Crab Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-\n" +
		strings.Repeat("order 1: move AB3 C 2\n", 1000)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	more := file + ": and 980 more problems\n"
	code, _, errs := birdcrab(t, "resolve", file)
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != 2 || len(lines) != maxProblemLines+1 || !strings.HasSuffix(errs, "birdcrab: "+more) ||
		!strings.HasPrefix(lines[maxProblemLines-1], "birdcrab: "+file+":22: player 1") {
		t.Errorf("resolve: exit %d, %d lines, ending %q", code, len(lines), lines[len(lines)-1])
	}
	code, out, _ := birdcrab(t, "check", file)
	if code == 0 || strings.Count(out, "FAIL ") != maxProblemLines+1 || !strings.Contains(out, "FAIL "+more) {
		t.Errorf("check: exit %d, %d FAIL lines:\n%.300s", code, strings.Count(out, "FAIL "), out)
	}
}

// One problem past the cap is "and 1 more problem", not "and 1 more
// problems".
func TestOneMoreProblemIsSingular(t *testing.T) {
	var ps []*puzzles.FileError
	for i := range maxProblemLines + 1 {
		ps = append(ps, &puzzles.FileError{File: "f.txt", Line: i + 1, Msg: "bad"})
	}
	shown := shownProblems(ps)
	if last := shown[len(shown)-1].Msg; len(shown) != maxProblemLines+1 || last != "and 1 more problem" {
		t.Errorf("%d shown, the last %q; want %d, the last \"and 1 more problem\"", len(shown), last, maxProblemLines+1)
	}
	ps = append(ps, &puzzles.FileError{File: "f.txt", Line: 99, Msg: "bad"})
	if shown := shownProblems(ps); shown[len(shown)-1].Msg != "and 2 more problems" {
		t.Errorf("the last shown of %d: %q", len(ps), shown[len(shown)-1].Msg)
	}
}
