package prove

import (
	"context"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
)

// Every answer the trainer accepts for a shipped lesson needs the lesson's
// rule (where its stated solution does: see Answers) and uses nothing
// a later lesson teaches.
func TestShippedLessonsAcceptOnlyAnswersThatNeedTheirRule(t *testing.T) {
	pk, err := puzzles.ParseShipped("packs/lessons.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !pk.IsCurriculum() {
		t.Fatal("the lessons pack is no curriculum")
	}
	judged := 0
	for _, l := range pk.Lessons {
		if l.Task != puzzles.TaskGoals {
			continue
		}
		judged++
		msgs, stopped := Answers(context.Background(), pk, l, time.Minute)
		for _, p := range msgs {
			t.Errorf("lesson %q: %s", l.ID, p)
		}
		if stopped != "" {
			t.Errorf("lesson %q: %s", l.ID, stopped)
		}
	}
	if judged < 25 {
		t.Errorf("%d lessons with goals judged, want at least 25", judged)
	}
}
