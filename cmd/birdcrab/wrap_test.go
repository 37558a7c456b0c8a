package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// longFamilies is solve's answer with families, a near miss and a
// refutation longer than a terminal (wrapLines' cases).
const longFamilies = "solved: 40 solutions, not unique, in 2 lines\n" +
	"  1-9. move CD3 F 1 | F 2 | F 3; move CD1 F 2; move AB1 E 1 | E 2 | E 3; place Crab BC1 D | E | F; turn B2 C\n" +
	"  10-40. move CD3 F 1 | F 2 | F 3 | F 4 | F 5 | F 6 | F 7 | F 8 | F 9 | F 10 | F 11 | F 12 | F 13\n" +
	"near misses (each fails only to the replies named):\n" +
	"  move CD3 F 1; move CD1 F 2; move AB1 E 1; place Crab BC1 D; turn B2 C; move A1 D 1\n" +
	"    refuted by player 2: move FA5 B 2; move FA1 B 1 / player 3: move EF1 C 1; turn EF3 B\n" +
	"not proven: stopped at about 55% of the search: other solutions may exist, and a solution found may not be minimal\n" +
	"searched 8603 positions in 0.160 s\n"

// TestWrapLinesKeepsEveryOrder: at any width, wrapping cuts nothing (the
// words are the same, in the same order), and keeps to the width where
// no word is longer; without a width (a pipe), it changes nothing.
func TestWrapLinesKeepsEveryOrder(t *testing.T) {
	if got := wrapLines(longFamilies, 0); got != longFamilies {
		t.Errorf("no width changed the text:\n%s", got)
	}
	for _, width := range []int{120, 80, 60, 40, 30, 20, 12, 1} {
		got := wrapLines(longFamilies, width)
		if !slices.Equal(strings.Fields(got), strings.Fields(longFamilies)) {
			t.Errorf("width %d: words lost or moved:\n%s", width, got)
		}
		if !strings.HasSuffix(got, "\n") || strings.Contains(got, "\n\n") || strings.Contains(got, " \n") {
			t.Errorf("width %d: a blank line, a trailing space or no last newline:\n%q", width, got)
		}
		if width < 20 {
			continue // words such as "solutions," may not fit
		}
		for _, line := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
			if n := len([]rune(line)); n > width {
				t.Errorf("width %d: a line of %d characters: %q", width, n, line)
			}
		}
	}
}

// TestWrapLinesFamilyHangsUnderItsFirstOrder: a family longer than the
// terminal breaks between orders where it can, else between alternatives,
// never inside an order, and its continuation lines start under its first
// order, after "1-9. "; a refutation hangs after "refuted by ", a near
// miss deeper than its refutations, prose four columns in.
func TestWrapLinesFamilyHangsUnderItsFirstOrder(t *testing.T) {
	want40 := "solved: 40 solutions, not unique, in 2\n" +
		"    lines\n" +
		"  1-9. move CD3 F 1 | F 2 | F 3;\n" +
		"       move CD1 F 2;\n" +
		"       move AB1 E 1 | E 2 | E 3;\n" +
		"       place Crab BC1 D | E | F;\n" +
		"       turn B2 C\n" +
		"  10-40. move CD3 F 1 | F 2 | F 3 |\n" +
		"         F 4 | F 5 | F 6 | F 7 | F 8 |\n" +
		"         F 9 | F 10 | F 11 | F 12 | F 13\n" +
		"near misses (each fails only to the\n" +
		"    replies named):\n" +
		"  move CD3 F 1; move CD1 F 2;\n" +
		"      move AB1 E 1; place Crab BC1 D;\n" +
		"      turn B2 C; move A1 D 1\n" +
		"    refuted by player 2: move FA5 B 2;\n" +
		"               move FA1 B 1 /\n" +
		"               player 3: move EF1 C 1;\n" +
		"               turn EF3 B\n" +
		"not proven: stopped at about 55% of the\n" +
		"    search: other solutions may exist,\n" +
		"    and a solution found may not be\n" +
		"    minimal\n" +
		"searched 8603 positions in 0.160 s\n"
	if got := wrapLines(longFamilies, 40); got != want40 {
		t.Errorf("at 40 columns:\n%s\nwant:\n%s", got, want40)
	}
	want80 := "  1-9. move CD3 F 1 | F 2 | F 3; move CD1 F 2; move AB1 E 1 | E 2 | E 3;\n" +
		"       place Crab BC1 D | E | F; turn B2 C\n"
	if got := wrapLines(longFamilies, 80); !strings.Contains(got, want80) {
		t.Errorf("at 80 columns, the first family is not\n%s\nin\n%s", want80, got)
	}
}

// TestTextWidthOfAFile: solve wraps nothing it writes to a file or a
// pipe, whatever COLUMNS says: a family stays one line for grep and
// scripts.
func TestTextWidthOfAFile(t *testing.T) {
	t.Setenv("COLUMNS", "40")
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var b strings.Builder
	if w, v := textWidth(f), textWidth(&b); w != 0 || v != 0 {
		t.Errorf("width %d for a file, %d for a buffer, want 0 (no wrapping)", w, v)
	}
}
