package puzzles

import (
	"context"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// The first wrong answers of lessons bonuses and left-berzerker put a piece
// where it was not: "the one on A1 kills the third", of a Pikeman that
// steps from A1 to A2 and kills from there; a Cloud Man that "comes down
// between your two pieces", on A1 and C1, which stood beside the Pit, not
// on its opposite sides (left-berzerker has since been played under
// "any", with other pieces). Each is played here and its words are held
// to where the pieces stand.
func TestLessonWrongAnswersPlaceThePiecesTruly(t *testing.T) {
	ls := shippedLessons(t)
	a1 := mustLoc(t, "A1")

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

	// left-berzerker plays under "any": each wrong answer's turn is the
	// one against the reply that beats it, as the trainer shows it. Its
	// text says where the Cloud Man comes down; that is where it lands.
	l = ls.Lesson("left-berzerker")
	for i, w := range l.Wrong {
		turn, err := l.RefutedTurn(context.Background(), solverRefuter, w.Orders)
		if err != nil {
			t.Fatal(err)
		}
		landed := engine.NoLoc
		for _, e := range turn.Events {
			if e.Type == engine.EvLand && e.A.Owner == 1 {
				landed = e.To
			}
		}
		if landed == engine.NoLoc {
			t.Fatalf("left-berzerker, wrong answer %d: Red's Cloud Man does not land; the test needs a new look", i+1)
		}
		if why := strings.Join(strings.Fields(w.Why), " "); !strings.Contains(why, "comes down on "+landed.String()) {
			t.Errorf("left-berzerker, wrong answer %d: the Cloud Man lands on %s, but the text says:\n%s", i+1, landed, why)
		}
	}
}
