package safetext

import (
	"testing"
	"unicode"
)

func TestASCII(t *testing.T) {
	for in, want := range map[string]string{
		"front 5 / 2 opponents = 2½: Bird(1) loses": "front 5 / 2 opponents = 2 1/2: Bird(1) loses",
		"back 1 / 2 opponents = ½, against":         "back 1 / 2 opponents = 1/2, against",
		"1⅓ 2⅔ 3¼ 4¾ 1⅕ 1⅖ 1⅗ 1⅘ 1⅙ 1⅚":             "1 1/3 2 2/3 3 1/4 4 3/4 1 1/5 1 2/5 1 3/5 1 4/5 1 1/6 1 5/6",
		"(⅔)":                          "(2/3)",
		"front-left 2 × 2 enemies = 4": "front-left 2 x 2 enemies = 4",
		"→ ← stages · ↓ ↑ events":      "-> <- stages · v ^ events",
		"Kämpfer 騎士, 3/8":              "Kämpfer 騎士, 3/8",
		"":                             "",
	} {
		if got := ASCII(in); got != want {
			t.Errorf("ASCII(%q) = %q, want %q", in, got, want)
		}
	}
}

// Every form is ASCII, and every vulgar fraction of engine.FractionText
// has one.
func TestASCIIForms(t *testing.T) {
	for _, forms := range []map[rune]string{fractions, symbols, unshown} {
		for r, form := range forms {
			for _, c := range form {
				if c > unicode.MaxASCII {
					t.Errorf("%q is written %q, not ASCII", r, form)
				}
			}
		}
	}
	for _, r := range "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚" {
		if fractions[r] == "" {
			t.Errorf("%q has no ASCII form", r)
		}
	}
}

// Shares writes the shares and "×" as ASCII does, and leaves the arrows,
// which a screen draws one cell wide with its terminal's fallbacks.
func TestSharesLeavesArrows(t *testing.T) {
	in := "Cr→ counts 2½ × 2 ← ↑ ↓"
	if got, want := Shares(in), "Cr→ counts 2 1/2 x 2 ← ↑ ↓"; got != want {
		t.Errorf("Shares(%q) = %q, want %q", in, got, want)
	}
	if got, want := ASCII(in), "Cr-> counts 2 1/2 x 2 <- ^ v"; got != want {
		t.Errorf("ASCII(%q) = %q, want %q", in, got, want)
	}
}

// The characters a terminal in ASCII has no one-cell fallback for are
// written in ASCII by both: a pack's text "faces ↗" showed "faces ?" in
// ASCII mode, and "a 60° turn" "a 60\ turn" (tcell's fallback for "°").
func TestBothWriteTheUnshown(t *testing.T) {
	in := "Cr↗ faces ↘, then ↙ and ↖; ↻A2 is a 60° turn, ° alone; Play › page 2 …"
	want := "CrNE faces SE, then SW and NW; tA2 is a 60 degrees turn, degrees alone; Play > page 2 ..."
	for name, f := range map[string]func(string) string{"ASCII": ASCII, "Shares": Shares} {
		if got := f(in); got != want {
			t.Errorf("%s(%q) = %q, want %q", name, in, got, want)
		}
	}
}
