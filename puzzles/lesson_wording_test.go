package puzzles

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// The first wrong answers of lessons bonuses and left-berzerker put a piece
// where it was not: "the one on A1 kills the third", of a Pikeman that
// steps from A1 to A2 and kills from there; a Cloud Man that "comes down
// between your two pieces", on A1 and C1, which stand beside the Pit, not
// on its opposite sides. Each is played here and its words are held to
// where the pieces stand.
func TestLessonWrongAnswersPlaceThePiecesTruly(t *testing.T) {
	ls := shippedLessons(t)
	a1, c1 := mustLoc(t, "A1"), mustLoc(t, "C1")

	l := ls.Lesson("bonuses")
	w := l.Wrong[0]
	turn, _, err := l.Try(w.Orders)
	if err != nil {
		t.Fatal(err)
	}
	why := strings.Join(strings.Fields(w.Why), " ")
	fought := false // a fight of Red's on A1
	for _, e := range turn.Events {
		if e.Type == engine.EvFight && (e.A.Owner == 1 && e.A.Loc == a1 || e.B.Owner == 1 && e.B.Loc == a1) {
			fought = true
		}
	}
	if turn.Outcome.Start[a1].Loc == a1 || fought {
		t.Fatalf("bonuses, wrong answer 1: the Pikeman from A1 no longer steps before it kills; the test needs a new look")
	}
	if strings.Contains(why, "on A1") || !strings.Contains(why, "from A1") {
		t.Errorf("bonuses, wrong answer 1: the Pikeman from A1 kills from %s, but the text says:\n%s", turn.Outcome.Start[a1].Loc, why)
	}

	l = ls.Lesson("left-berzerker")
	w = l.Wrong[0]
	turn, _, err = l.Try(w.Orders)
	if err != nil {
		t.Fatal(err)
	}
	var beside []engine.Dir // toward each of Red's pieces the Cloud Man fights on landing
	for _, e := range turn.Events {
		if e.Type != engine.EvFight || e.Stage != engine.StageEnd {
			continue
		}
		for _, f := range []engine.Fighter{e.A, e.B} {
			if d, ok := engine.DirTo(engine.Pit, f.Loc); ok && f.Owner == 1 {
				beside = append(beside, d)
			}
		}
	}
	if len(beside) != 2 || beside[0] == beside[1].Opposite() {
		t.Fatalf("left-berzerker, wrong answer 1: the Cloud Man meets Red's pieces toward %v; the test needs a new look", beside)
	}
	if why := strings.Join(strings.Fields(w.Why), " "); strings.Contains(why, "between") || !strings.Contains(why, "beside both") {
		t.Errorf("left-berzerker, wrong answer 1: Red's pieces on %s and %s stand beside the Pit, not on its opposite sides, but the text says:\n%s", a1, c1, why)
	}
}
