package puzzles

import (
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
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
// tries to move into an ally. The lesson says so in its why, in words a
// learner knows (its text named "birdcrab's ruling", "march-column" and
// "the quick reference", which no lesson introduces).
func TestColumnsLessonNamesTheRuling(t *testing.T) {
	l := shippedLessons(t).Lesson("columns")
	why := strings.Join(strings.Fields(l.Why), " ")
	for _, want := range []string{"printed rules say only that a piece stepping into an ally is bumped", "birdcrab lets the column march"} {
		if !strings.Contains(why, want) {
			t.Errorf("lesson columns' why does not say marching is birdcrab's reading (%q):\n%s", want, l.Why)
		}
	}
}

// Hints that gave the answer away: the answer's distance, its two orders,
// the piece to pick, the two cells to go to.
func TestHintsDoNotGiveTheAnswerAway(t *testing.T) {
	ls := shippedLessons(t)
	for id, h := range map[string]string{
		"interrupted":       "fly as far as it can",
		"columns":           "another must take its place",
		"test-take-the-pit": "who has the best front",
		"harpy-bomb":        "A1 and D1",
	} {
		for _, s := range ls.Lesson(id).Hints {
			if strings.Contains(s, h) {
				t.Errorf("lesson %s's hint gives the answer away: %q", id, s)
			}
		}
	}
}

// Lesson 23's three racers all fought with the same result whatever a
// learner did with them (dividing among two opponents changes no ranged
// result), and its point, that each pair fights with its own sides, never
// decided anything: the one racer whose two sums differed won both its
// fights. Now a racer wins one fight and loses the other with two
// different numbers.
func TestThreeWayTurnsOnEachPairsSides(t *testing.T) {
	turn, err := shippedLessons(t).Lesson("three-way").mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	type fought struct {
		num  []big.Rat
		lost []bool
	}
	by := map[engine.Loc]*fought{}
	for _, e := range turn.Events {
		if e.Type != engine.EvFight || e.Combat == engine.Close {
			continue
		}
		for _, f := range []engine.Fighter{e.A, e.B} {
			if by[f.Loc] == nil {
				by[f.Loc] = &fought{}
			}
			by[f.Loc].num = append(by[f.Loc].num, *big.NewRat(int64(f.Num), int64(f.Den)))
			by[f.Loc].lost = append(by[f.Loc].lost, f.Lost)
		}
	}
	for _, f := range by {
		if len(f.num) == 2 && f.num[0].Cmp(&f.num[1]) != 0 && f.lost[0] != f.lost[1] {
			return
		}
	}
	t.Error("no racer of lesson three-way wins one fight and loses the other with two different numbers")
}

// Lesson 23 could be answered without its rule: counting only the side
// each racer turns to the Pit (lesson 21's straight-on model), its three
// fights picked the same winners as the angled sums, and with any-loss off
// the same pieces died too. Now a learner who gives a racer one number for
// both its fights, or who lets a racer that won one fight live, picks other
// pieces; the lesson's own without switches the angled rule off.
func TestThreeWayNeedsEachPairsOwnSides(t *testing.T) {
	l := shippedLessons(t).Lesson("three-way")
	if !slices.Contains(l.Without, "rule angled") {
		t.Errorf("lesson three-way's without is %q, not the angled rule switched off", l.Without)
	}
	for _, off := range []string{"rule angled", "rule any-loss"} {
		v := *l
		v.Without = []string{off}
		if err := v.RuleMatters(); err != nil {
			t.Errorf("lesson three-way: %v", err)
		}
	}
}

// Lesson 25's angled fight was two Pikemen, 8 against 8: counting the
// front alone, 6 against 6, gave the same tie. Now the angled sums and
// the sides facing the cell pick different winners.
func TestCrossfireTurnsOnTheAngle(t *testing.T) {
	l := shippedLessons(t).Lesson("test-crossfire")
	v := *l
	v.Without = []string{"rule angled"}
	w, err := v.PlayedWithout()
	if err != nil {
		t.Fatal(err)
	}
	dead := func(l *Lesson) []string {
		turn, err := l.mainTurn()
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range turn.Events {
			if e.Type == engine.EvDie {
				out = append(out, e.A.Loc.String())
			}
		}
		slices.Sort(out)
		return out
	}
	if a, b := dead(l), dead(w); slices.Equal(a, b) {
		t.Errorf("lesson test-crossfire: the same pieces die with the angled rule and without it: %v", a)
	}
}

// Lesson 11's Bird died in the Pit, its last cell, beside the cell the
// answer's piece ends on: the final cells alone gave the answer. Now the
// Bird dies on its way, short of the cell it flies to.
func TestMeetItDecidedByTiming(t *testing.T) {
	l := shippedLessons(t).Lesson("test-meet-it")
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range turn.Events {
		if e.Type == engine.EvDie && e.A.Owner == 2 {
			if e.A.Loc == engine.Pit {
				t.Errorf("the Bird dies in the Pit, the end of its flight")
			}
			return
		}
	}
	t.Error("nothing of Blue's dies in lesson test-meet-it")
}
