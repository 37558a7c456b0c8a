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
		if s = strings.Join(strings.Fields(s), " "); !regexp.MustCompile(`(?i)top combat[^.]*\bkills?\b|\bkills?\b[^.]*top combat`).MatchString(s) {
			t.Errorf("lesson priest's %s does not say that a Priest kills in top combat:\n%s", what, s)
		}
	}
}
