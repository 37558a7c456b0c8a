package puzzles

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

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

// Lesson 52 (left-berzerker) taught a piece that cannot turn with a fight
// that turning, after all movement, could never have changed: with the
// Left Berzerker's special rule switched off its answer was the same, and
// no turn reached the goals. Now a Cloud Man comes down after the turning:
// without the rule, turning the Berzerker to meet it wins; with it, that
// turn is refused, and the answer moves.
func TestLeftBerzerkerLessonNeedsCannotRotate(t *testing.T) {
	l := shippedLessons(t).Lesson("left-berzerker")
	if _, ok, err := l.Try(l.Solution); err != nil || !ok {
		t.Fatalf("the stated solution: %v, %v", ok, err)
	}
	for _, o := range l.Solution {
		if o.Op == engine.OpTurn {
			t.Errorf("the stated solution turns a piece: %s", o.Format(l.Catalogue()))
		}
	}
	v := *l
	v.Without = []string{"special Left Berzerker"}
	off, err := v.PlayedWithout()
	if err != nil {
		t.Fatal(err)
	}
	works := 0
	for loc := engine.Loc(0); loc < engine.NumLocs; loc++ {
		pc := l.Position.At(loc)
		if int(pc.Owner) != l.Side || l.Catalogue().Kind(pc.Kind).Special != engine.LeftBerzerker {
			continue
		}
		for d := engine.A; d <= engine.F; d++ {
			turn := []engine.Order{engine.Turn(loc, d)}
			if _, _, err := l.Try(turn); err == nil {
				t.Errorf("%s is accepted: the Left Berzerker turns", turn[0].Format(l.Catalogue()))
			}
			if _, ok, err := off.Try(turn); err == nil && ok {
				works++
			}
		}
	}
	if works == 0 {
		t.Error("without the Left Berzerker's rule no turn of it reaches the goals: the lesson does not need the rule")
	}
}
