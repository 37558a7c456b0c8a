package puzzles

import (
	"slices"
	"strings"
	"testing"
)

// Lesson 46's wrong answer, one Harpy alone, said only that the Harpy
// dies; its knockback pushes the Blockhead to D1, where it beats the other
// Harpy, which dies too and knocks it back into the Pit. The text says so
// now, and claims (checked against the engine by check) pin it.
func TestHarpyBombLoneHarpyLosesBoth(t *testing.T) {
	l := shippedLessons(t).Lesson("harpy-bomb")
	if len(l.Wrong) == 0 {
		t.Fatal("lesson harpy-bomb lists no wrong answer")
	}
	w := l.Wrong[0]
	for _, c := range []string{"knocked Pit D1", "dies A2 D2 p1", "ends Pit Pit"} {
		if !slices.Contains(w.Claims, c) {
			t.Errorf("lesson harpy-bomb's wrong answer does not claim %q: %v", c, w.Claims)
		}
	}
	if why := strings.Join(strings.Fields(w.Why), " "); !strings.Contains(why, "pushed to D1") || !strings.Contains(why, "both Harpies") {
		t.Errorf("lesson harpy-bomb's wrong answer does not tell of the knockback and the second Harpy:\n%s", w.Why)
	}
}
