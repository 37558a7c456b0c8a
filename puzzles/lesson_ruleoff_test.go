package puzzles

import "testing"

// Lessons that could be solved without the rule they teach. Each test here
// takes a lesson's rule away and wants its answer to change.

// Lesson 34 (bonuses) said its answer, "end this turn in the Pit, with a
// kill", and its one piece had one way to do both: nothing in it needed
// the next draw's rule. Now the kills bring one bonus piece however many
// they are: a player who counts one for each kill (the lesson's without:
// he aims for two kills) gives a listed wrong answer, more kills and no
// Pit, which draws fewer pieces than the answer's one kill and the Pit.
// The goals still name the answer ("pit", "kills 1"), so the trainer's
// goal line alone leads a learner to it without the rule: what this test
// holds is that the goals and the wrong answers are those of the rule,
// not that the learner must use it, which needs a goal on the next draw
// (no goal kind gives one).
func TestBonusesLessonNeedsNextDraw(t *testing.T) {
	l := shippedLessons(t).Lesson("bonuses")
	turn, ok, err := l.Try(l.Solution)
	if err != nil || !ok {
		t.Fatalf("the stated solution: %v, %v", ok, err)
	}
	me := l.Side - 1
	kills, draw := turn.Outcome.Kills[me], turn.Outcome.Pos.FairDeal()[me]
	if draw != 5 {
		t.Errorf("the stated solution draws %d next turn, want 5", draw)
	}
	v, err := l.PlayedWithout()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := v.Try(l.Solution); err == nil && ok {
		t.Errorf("without %q the stated solution still reaches the goals", l.Without)
	}
	found := false
	for i, w := range l.Wrong {
		if _, ok, err := v.Try(w.Orders); err != nil || !ok {
			continue
		}
		wt, _, err := l.Try(w.Orders)
		if err != nil {
			t.Fatal(err)
		}
		if wt.Outcome.Kills[me] > kills && wt.Outcome.Pos.FairDeal()[me] < draw {
			found = true
		} else {
			t.Errorf("wrong answer %d: %d kills and a draw of %d, against the answer's %d and %d", i+1,
				wt.Outcome.Kills[me], wt.Outcome.Pos.FairDeal()[me], kills, draw)
		}
	}
	if !found {
		t.Error("no listed wrong answer kills more than the answer, draws fewer, and reaches the goals of a player who counts a bonus for each kill")
	}
}
