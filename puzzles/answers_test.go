package puzzles

import (
	"strings"
	"testing"
)

// RuleMattersFor judges one answer as RuleMatters judges the stated
// solution, without the way out a wrong answer gives: in the kills lesson
// the Cyclops killing both Birds earns two kills with one-kill switched
// off too, though a wrong answer shows the rule.
func TestRuleMattersFor(t *testing.T) {
	pk := shippedLessons(t)
	kills := pk.Lesson("kills")
	if err := kills.RuleMatters(); err != nil {
		t.Fatalf("kills: %v", err)
	}
	err := kills.RuleMattersFor(kills.Solution)
	if err == nil || !strings.Contains(err.Error(), "without rule one-kill, it still reaches the goals") {
		t.Errorf("kills, its stated solution: %v, want it to reach the goals without one-kill", err)
	}
	imp := pk.Lesson("imp-swarm")
	if err := imp.RuleMattersFor(imp.Solution); err != nil {
		t.Errorf("imp-swarm, its stated solution: %v", err)
	}
	// Walking into the Pit, the Imp Swarm kills one Bird, with its rule or
	// without: the goal is two kills, so this answer fails either way.
	if err := imp.RuleMattersFor(orders(t, imp.Catalogue(), "move D2 A 1")); err != nil {
		t.Errorf("imp-swarm, a wrong answer: %v", err)
	}
	if err := pk.Lesson("the-card").RuleMattersFor(nil); err == nil {
		t.Error("a prediction judged as orders of one side")
	}
}

// LaterRules finds what an answer uses that the curriculum teaches after
// its lesson: in priorities, the Pikeman walking into the Pit where the
// Bird stopped is bumped (bumps come in chapter 5).
func TestLaterRules(t *testing.T) {
	pk := shippedLessons(t)
	l := pk.Lesson("priorities")
	if later, err := pk.LaterRules(l, l.Solution); err != nil || len(later) > 0 {
		t.Errorf("the stated solution: %q, %v; want nothing taught later", later, err)
	}
	later, err := pk.LaterRules(l, orders(t, l.Catalogue(), "move D2 A 2", "move C2 F 2"))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(later, "; "); got != `bump (lesson "bumps" teaches it later)` {
		t.Errorf("got %q, want the bump", got)
	}
	if _, err := pk.LaterRules(l, orders(t, l.Catalogue(), "move D2 A 5")); err == nil {
		t.Error("illegal orders judged")
	}
	other := *l
	if _, err := pk.LaterRules(&other, l.Solution); err == nil {
		t.Error("a lesson of no pack judged")
	}
}

func TestWithoutChangesGoalsOnly(t *testing.T) {
	for _, c := range []struct {
		without []string
		want    bool
	}{
		{nil, false},
		{[]string{"goals kill FA1"}, true},
		{[]string{"goals kills 1", "goals pit"}, true},
		{[]string{"goals kills 1", "rule division"}, false},
		{[]string{"special Imp Swarm"}, false},
	} {
		l := &Lesson{Without: c.without}
		if got := l.WithoutChangesGoalsOnly(); got != c.want {
			t.Errorf("%q: %v, want %v", c.without, got, c.want)
		}
	}
}
