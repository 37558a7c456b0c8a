package puzzles

import (
	"regexp"
	"strings"
	"testing"
)

// Lesson priest said "A Priest does not kill:" with no exception; in top
// combat it kills (docs/rules.md, "Priest"). Its rule and its text now say
// so.
func TestPriestLessonKillsInTopCombat(t *testing.T) {
	l := shippedLessons(t).Lesson("priest")
	if l == nil {
		t.Fatal("no lesson priest")
	}
	for what, s := range map[string]string{"rule": l.Rule, "text": l.Text} {
		if !saysKillsInTopCombat(s) {
			t.Errorf("lesson priest's %s does not say that a Priest kills in top combat:\n%s", what, s)
		}
	}
}

// TestSaysKillsInTopCombat keeps the check above from passing a text that
// names top combat and killing but denies it.
func TestSaysKillsInTopCombat(t *testing.T) {
	for s, want := range map[string]bool{
		"in top combat it kills": true,
		"A Priest converts (in top combat it kills), and its number is not divided.": true,
		"Only in top combat, when a piece lands on it, does it kill like any piece.": true,
		"It kills in top combat.":                            true,
		"in top combat it never kills":                       false,
		"It does not kill in top combat.":                    false,
		"A Priest does not kill, not even in top combat.":    false,
		"In top combat it kills nothing.":                    false,
		"It cannot kill (top combat included).":              false,
		"A Priest does not kill. In top combat it converts.": false,
	} {
		if got := saysKillsInTopCombat(s); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}

var (
	killWord     = regexp.MustCompile(`(?i)\bkills?\b`)
	negationWord = regexp.MustCompile(`(?i)\b(not|never|no|nothing|none|nor|cannot)\b|n't\b`)
	parenthesis  = regexp.MustCompile(`\(([^()]*)\)`)
)

// saysKillsInTopCombat reports whether s has a sentence (a parenthesis
// counting as one of its own) that says "top combat" and "kill" or
// "kills" with no word of negation: a true statement that a Priest kills
// in top combat, not one that denies it.
func saysKillsInTopCombat(s string) bool {
	s = strings.Join(strings.Fields(s), " ")
	var parts []string
	for _, m := range parenthesis.FindAllStringSubmatch(s, -1) {
		parts = append(parts, m[1])
	}
	parts = append(parts, strings.Split(parenthesis.ReplaceAllString(s, ""), ".")...)
	for _, p := range parts {
		if strings.Contains(strings.ToLower(p), "top combat") && killWord.MatchString(p) && !negationWord.MatchString(p) {
			return true
		}
	}
	return false
}
