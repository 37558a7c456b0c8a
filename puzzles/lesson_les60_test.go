package puzzles

import (
	"regexp"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// oneLine folds a text's line breaks and runs of spaces into single spaces.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Lesson drunk asks which way a Drunk faces after a dying Harpy knocked it
// back; its answer rests on ruling drunk-knocked-back-has-moved (docs/
// rules.md, "Drunk"), which its text never stated: a learner who knew
// only "the way it last went" had to guess whether a push is a move. The
// lesson's rule and text now say that a knockback counts as a move.
func TestDrunkLessonSaysAKnockbackIsAMove(t *testing.T) {
	l := shippedLessons(t).Lesson("drunk")
	if l == nil {
		t.Fatal("no lesson drunk")
	}
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	knocked := false
	for _, e := range turn.Events {
		if e.Type == engine.EvKnock && l.cat.Kind(e.A.Kind).Special == engine.Drunk {
			knocked = true
		}
	}
	if !knocked {
		t.Fatal("the lesson's Drunk is no longer knocked back; the test needs a new look")
	}
	says := regexp.MustCompile(`(?i)knock(ed)? ?back[^.;]*(counts as (a )?mov|has moved)|knockback counts as a move`)
	for what, s := range map[string]string{"rule": l.Rule, "text": l.Text} {
		if !says.MatchString(oneLine(s)) {
			t.Errorf("lesson drunk's %s does not say that a knockback counts as a move:\n%s", what, s)
		}
	}
}
