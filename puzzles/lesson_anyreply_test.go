package puzzles

import (
	"context"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// solverRefuter is prove.Refuter, which this package's tests cannot
// import (prove imports puzzles): solver.Refute on the scenario's problem,
// its switched-off rules and changed kinds included.
func solverRefuter(ctx context.Context, s *Scenario, orders []engine.Order) ([][]engine.Order, bool, error) {
	p := &solver.Problem{Rules: s.Rules(), Pos: s.Position, Side: s.Side, Goals: s.Goals, Opponent: s.Opponent, Replies: s.Script()}
	return solver.Refute(ctx, p, orders)
}

// lessonNeedsRule is the rule check Check runs on a lesson: RuleMatters,
// or under "any" with goals the same judged against every reply.
func lessonNeedsRule(l *Lesson) error {
	if l.Task == TaskGoals && l.Opponent == Any {
		return l.ruleMattersAgainstAll(context.Background(), solverRefuter)
	}
	return l.RuleMatters()
}

// Lesson 52 (left-berzerker) puts the rule on Blue's Berzerker under
// "any": the Cloud Man comes down behind it after the turning. Blue's turn
// to face it is refused; without the rule that turn beats the answer, and
// it is the only reply that does (against no orders the answer works
// either way, so RuleMatters alone cannot see the rule).
func TestLeftBerzerkerBlueCannotTurnToMeetTheCloudMan(t *testing.T) {
	l := shippedLessons(t).Lesson("left-berzerker")
	if l.Opponent != Any {
		t.Fatalf("opponent %v, want any", l.Opponent)
	}
	if _, ok, err := l.Try(l.Solution); err != nil || !ok {
		t.Fatalf("the stated solution: %v, %v", ok, err)
	}
	off, err := l.PlayedWithout()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := off.Try(l.Solution); err != nil || !ok {
		t.Fatalf("without the rule, against no orders: %v, %v", ok, err)
	}
	beats := blueTurnsThatBeat(t, l, off)
	if beats == 0 {
		t.Error("without the Left Berzerker's rule no turn of Blue's beats the answer: the lesson does not need the rule")
	}
	if err := lessonNeedsRule(l); err != nil {
		t.Error(err)
	}
	if err := l.RuleMatters(); err == nil || !strings.Contains(err.Error(), "still reaches the goals") {
		t.Errorf("RuleMatters, against no orders: %v; want the answer to work without the rule there", err)
	}
}

// blueTurnsThatBeat tries every turn of Blue's Left Berzerkers against the
// stated solution of l: each must be refused, and it counts those that,
// played in off (l without its rule), beat the answer.
func blueTurnsThatBeat(t *testing.T, l, off *Lesson) int {
	t.Helper()
	blue := 3 - l.Side
	beats := 0
	for loc := engine.Loc(0); loc < engine.NumLocs; loc++ {
		pc := l.Position.At(loc)
		if int(pc.Owner) != blue || l.Catalogue().Kind(pc.Kind).Special != engine.LeftBerzerker {
			continue
		}
		for d := engine.A; d <= engine.F; d++ {
			orders := make([][]engine.Order, l.Position.NumPlayers)
			orders[l.Side-1] = l.Solution
			orders[blue-1] = []engine.Order{engine.Turn(loc, d)}
			if _, err := l.Play(orders); err == nil {
				t.Errorf("%s is accepted: Blue's Left Berzerker turns", orders[blue-1][0].Format(l.Catalogue()))
			}
			if tn, err := off.Play(orders); err == nil && !off.Reached(&tn.Outcome) {
				beats++
			}
		}
	}
	return beats
}
