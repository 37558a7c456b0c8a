package puzzles

import (
	"slices"
	"strings"
	"testing"
)

// A teacher who played lessons 1 to 30 found texts that stated too much or
// too little. Each test here pins one of the fixes.

// Lesson 21 said of every ranged fight that each piece "uses its combat
// number on the side that faces the cell": true only straight on, from
// opposite sides; at an angle two sides are added (lesson 22).
func TestRangedLessonSaysStraightOn(t *testing.T) {
	l := shippedLessons(t).Lesson("ranged")
	for what, s := range map[string]string{"text": l.Text, "rule": l.Rule} {
		if !strings.Contains(s, "straight on") || !strings.Contains(s, "opposite sides") {
			t.Errorf("lesson ranged's %s does not say its side rule holds straight on, from opposite sides:\n%s", what, s)
		}
	}
	if !strings.Contains(l.Text, "angle") {
		t.Errorf("lesson ranged does not point to the angled fight:\n%s", l.Text)
	}
}

// Lessons 11, 22 and 24 offered two of the learner's pieces for one cell,
// and lesson 22 invited sending both; that both are then bumped was taught
// only in lesson 26. A lesson of the chapter on movement says so.
func TestAlliesForOneCellSaidEarly(t *testing.T) {
	ls := shippedLessons(t)
	for _, id := range []string{"priorities", "angled"} {
		if l := ls.Lesson(id); !strings.Contains(l.Text, "both stop") {
			t.Errorf("lesson %s does not say that two of your pieces stepping into one cell both stop:\n%s", id, l.Text)
		}
	}
}

// Lesson 3's answer walks a Pikeman two cells, but its speed was taught
// only in lesson 6.
func TestFacingLessonGivesThePikemansSpeed(t *testing.T) {
	l := shippedLessons(t).Lesson("facing")
	if !slices.Contains(l.Claims, "speed Pikeman front 2") || !strings.Contains(l.Text, "walks up to 2 cells forward") {
		t.Errorf("lesson facing does not give the Pikeman's speed:\n%s\n%v", l.Text, l.Claims)
	}
}

// Marking D3 and B4 in lesson 26 (the edge kills) got the whole
// explanation; a wrong answer now says the piece is bumped and stays.
func TestBumpsLessonExplainsTheEdge(t *testing.T) {
	l := shippedLessons(t).Lesson("bumps")
	for _, w := range l.Wrong {
		if len(w.Extra) == 1 && w.Extra[0].String() == "B4" && len(w.Missed) == 0 {
			return
		}
	}
	t.Error(`lesson bumps has no wrong answer extra = ["B4"]`)
}

// Lesson 27 stated marching as a rule of the game; it is birdcrab's ruling
// march-column (docs/rules.md): the quick reference bumps a piece that
// tries to move into an ally.
func TestColumnsLessonNamesTheRuling(t *testing.T) {
	l := shippedLessons(t).Lesson("columns")
	if !strings.Contains(l.Text, "ruling") || !strings.Contains(l.Text, "march-column") {
		t.Errorf("lesson columns does not say marching is birdcrab's ruling:\n%s", l.Text)
	}
}

// Hints that gave the answer away: the answer's distance, its two orders,
// the piece to pick.
func TestHintsDoNotGiveTheAnswerAway(t *testing.T) {
	ls := shippedLessons(t)
	for id, h := range map[string]string{
		"interrupted":       "fly as far as it can",
		"columns":           "another must take its place",
		"test-take-the-pit": "who has the best front",
	} {
		for _, s := range ls.Lesson(id).Hints {
			if strings.Contains(s, h) {
				t.Errorf("lesson %s's hint gives the answer away: %q", id, s)
			}
		}
	}
}
