package puzzles

import (
	"regexp"
	"strings"
	"testing"
)

// Rotation comes after all movement, not after all the fights: a Cloud Man
// lands, and fights, at the end of the turn, after rotation (docs/rules.md,
// "Resolution order", step 5). Lessons left-berzerker and rotation said
// turning "comes after all the fights" and "after all movement and its
// fights"; no lesson says so now.
func TestLessonsTurnAfterMovementNotAfterAllFights(t *testing.T) {
	wrong := regexp.MustCompile(`(?i)after all (the )?fights|after all movement and (its|all the) fights`)
	for _, l := range shippedLessons(t).Lessons {
		texts := []string{l.Rule, l.Text, l.Why}
		texts = append(texts, l.Hints...)
		for _, w := range l.Wrong {
			texts = append(texts, w.Why)
		}
		for _, s := range texts {
			if m := wrong.FindString(strings.Join(strings.Fields(s), " ")); m != "" {
				t.Errorf("lesson %s says turning comes %q: a Cloud Man lands and fights after rotation", l.ID, m)
			}
		}
	}
}
