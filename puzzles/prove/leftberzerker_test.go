package prove

import (
	"context"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// The shipped lesson left-berzerker is played under "any": Blue's
// Berzerker cannot turn to face the Cloud Man, and check judges its
// answers by that rule (no note), its wrong answers by the replies that
// beat them.
func TestLeftBerzerkerLessonJudgedAgainstEveryReply(t *testing.T) {
	pk, err := puzzles.ParseShipped("packs/lessons.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	l := pk.Lesson("left-berzerker")
	if l == nil {
		t.Fatal("no lesson left-berzerker")
	}
	if l.Opponent != engine.Any || len(l.Wrong) == 0 {
		t.Fatalf("opponent %v, %d wrong answers: want any, and some", l.Opponent, len(l.Wrong))
	}
	if note := AnswersNote(context.Background(), l, DefaultLimit); note != "" {
		t.Errorf("AnswersNote: %s", note)
	}
	for _, r := range Pack(context.Background(), pk, DefaultLimit, nil) {
		if r.ID == l.ID && (!r.OK() || len(r.Unproved) > 0) {
			t.Errorf("problems %v, unproved %v", r.Problems, r.Unproved)
		}
	}
	for i, w := range l.Wrong {
		if got := l.Explain(w.Orders); got != w.Why {
			t.Errorf("wrong answer %d: the trainer explains it with %q", i+1, got)
		}
	}
}
