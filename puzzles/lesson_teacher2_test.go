package puzzles

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// A teacher who played lessons 31 to 60 found lessons passable without
// their rule or from memory. Each test here pins one of the fixes.

// In top-combat the two Snakes on A2 tie whatever the rule: played with
// the Pikeman's numbers changed (the lesson's without), and with a top
// combat that compares fronts, they still die. The why says so, and the
// Cloud Man alone carries the rule.
func TestTopCombatSaysTheSnakesTieWhateverTheRule(t *testing.T) {
	l := shippedLessons(t).Lesson("top-combat")
	if !strings.Contains(l.Why, "Two Snakes tie whatever the") {
		t.Errorf("the why does not say the Snakes tie whatever the rule:\n%s", l.Why)
	}
	v, err := l.PlayedWithout()
	if err != nil {
		t.Fatal(err)
	}
	turn, err := v.Play(v.FileOrders())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range v.CheckClaims([]string{"dies A2"}, turn) {
		t.Errorf("without the rule: %v", c)
	}
}

// test-the-right-piece was the Reverse Centaur's lesson again, the same
// position and answer. Now the Reverse Centaur's answer there fails, and
// the answer needs the Magician's rule and the Reverse Centaur's both.
func TestRightPieceNeedsTwoRules(t *testing.T) {
	pk := shippedLessons(t)
	rc, l := pk.Lesson("reverse-centaur"), pk.Lesson("test-the-right-piece")
	if slices.Equal(rc.Solution, l.Solution) {
		t.Fatal("the test's answer is the Reverse Centaur lesson's")
	}
	if _, ok, err := l.Try(rc.Solution); err == nil && ok {
		t.Errorf("the Reverse Centaur lesson's answer %v passes the test", rc.Solution)
	}
	for _, w := range []string{"special Reverse Centaur", "special Magician"} {
		v := *l
		v.Without = []string{w}
		if err := v.RuleMattersFor(l.Solution); err != nil {
			t.Errorf("without %s: %v", w, err)
		}
	}
}

// The necromancer lesson said its two pieces tie "at placement", where
// nothing is placed: the fight is the close combat before anything
// moves (the step page's "close combat, before the priorities"). And its
// answer, a target, is written with T in the trainer.
func TestNecromancerLessonSaysBeforeAnythingMoves(t *testing.T) {
	l := shippedLessons(t).Lesson("necromancer")
	texts := []string{l.Text, l.Why}
	for _, w := range l.Wrong {
		texts = append(texts, w.Why)
	}
	for _, s := range texts {
		if strings.Contains(strings.Join(strings.Fields(s), " "), "at placement") {
			t.Errorf("a text says \"at placement\", and nothing is placed:\n%s", s)
		}
	}
	if len(l.Position.Player(1).HandKinds())+len(l.Position.Player(2).HandKinds()) > 0 {
		t.Error("a hand holds a piece: a placement is possible")
	}
	if !strings.Contains(strings.Join(strings.Fields(l.Text), " "), "in the trainer, the key T") {
		t.Errorf("the text does not name the trainer's key for a target:\n%s", l.Text)
	}
}

// Lesson 10 taught the draw as "draw 3, keep 2"; test-last-territory's
// wrong answers said "the next draw deals him three pieces", as if he kept
// all three. A text that claims a draw of three says he keeps two.
func TestNextDrawOfThreeSaysKeepsTwo(t *testing.T) {
	for _, l := range shippedLessons(t).Lessons {
		check := func(what, text string, claims []string) {
			for _, c := range claims {
				if f := strings.Fields(c); len(f) == 3 && f[0] == "next-draw" && f[2] == "3" {
					if !strings.Contains(strings.Join(strings.Fields(text), " "), "keeps two") {
						t.Errorf("%s %s: claims a draw of three, and does not say he keeps two:\n%s", l.ID, what, text)
					}
				}
			}
		}
		check("why", l.Why, l.Claims)
		for i, w := range l.Wrong {
			check(fmt.Sprintf("wrong answer %d", i+1), w.Why, w.Claims)
		}
	}
}

// The drunk lesson told its answer ("It backs away east") and its rule's
// second half, the old facing in a fight while moving, never happened.
// Now the Drunk fights as it steps, wins by its old facing (facing the
// way it steps, it would tie and die), and the knockback it earns is the
// last way it moved: the text names neither the answer nor its direction.
func TestDrunkFightsWithItsOldFacing(t *testing.T) {
	l := shippedLessons(t).Lesson("drunk")
	text := strings.Join(strings.Fields(l.Text), " ")
	if strings.Contains(text, "east") || strings.Contains(text, "face A") || strings.Contains(text, "toward A") {
		t.Errorf("the text tells the answer:\n%s", l.Text)
	}
	turn, err := l.Play(l.FileOrders())
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range l.CheckClaims([]string{"fight close p1 DE1 front 5 vs DE2 front-left 2", "knocked E2 E1", "ends E2 E1 A"}, turn) {
		t.Error(e)
	}
	// Turned to face C before the fight, it ties and dies.
	turned := *l
	pc := turned.Position.At(l.FacesAt)
	pc.Facing = engine.C
	turned.Position.Put(l.FacesAt, pc)
	turn, err = turned.Play(turned.FileOrders())
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range turned.CheckClaims([]string{"fight close p1 DE1 front-right 2 vs DE2 front-left 2", "dies E2 DE2"}, turn) {
		t.Errorf("facing the way it steps: %v", e)
	}
}
