package puzzles

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// A newcomer took lessons 1 to 30 at 80x24. Each test here pins one of the
// fixes.

// lessonTexts returns every text of l a learner reads: its rule, text,
// why, hints and the whys of its wrong answers, each on one line.
func lessonTexts(l *Lesson) []string {
	texts := append([]string{l.Rule, l.Text, l.Why}, l.Hints...)
	for _, w := range l.Wrong {
		texts = append(texts, w.Why)
	}
	for i, s := range texts {
		texts[i] = strings.Join(strings.Fields(s), " ")
	}
	return texts
}

// Lesson kills said "Kills count for bonuses and, at the end of a game, for
// the win": a newcomer learnt that the player with the most kills wins. The
// last player left wins, whatever the kills (the engine: Blue, with 5 kills
// to Red's none, still loses when Red puts him out); kills decide only
// between players who all go out in the same turn. No text says kills win
// without saying so, and no lesson names a bonus before the lesson that
// teaches one.
func TestLessonsKillsDecideOnlyWhenAllGoOutTogether(t *testing.T) {
	pk := shippedLessons(t)
	l := *pk.Lesson("elimination")
	l.Position.Player(1).Kills, l.Position.Player(2).Kills = 0, 5
	turn, ok, err := l.Try(l.Solution)
	if err != nil || !ok {
		t.Fatalf("elimination with Blue on 5 kills: solved %v, %v", ok, err)
	}
	for _, err := range l.CheckClaims([]string{"eliminated 2", "winner 1"}, turn) {
		t.Errorf("the last player left, with fewer kills: %v", err)
	}

	onKills := regexp.MustCompile(`(?i)for the win|most kills|on kills|kills (decide|win)`)
	together := regexp.MustCompile(`(?i)same turn|together|at once`)
	bonus := regexp.MustCompile(`(?i)\bbonus`)
	taught := false
	for _, l := range pk.Lessons {
		for _, s := range lessonTexts(l) {
			for _, sent := range regexp.MustCompile(`[.!?:;]\s`).Split(s, -1) {
				if onKills.MatchString(sent) && !together.MatchString(sent) {
					t.Errorf("lesson %s has kills decide the game without saying when (all the last players out in the same turn): %q", l.ID, sent)
				}
			}
			if !taught && slices.Contains(l.Teaches, "bonus") {
				taught = true
			}
			if m := bonus.FindString(s); m != "" && !taught {
				t.Errorf("lesson %s says %q before the lesson that teaches it: %q", l.ID, m, s)
			}
		}
	}
}

// Lesson columns named "birdcrab's ruling (march-column in its rules)" and
// "the quick reference", words no lesson introduces; the remark on where
// the rule comes from is in its why, in plain words.
func TestLessonsNameNoRulingOrQuickReference(t *testing.T) {
	unknown := regexp.MustCompile(`(?i)quick reference|\bruling|its rules\b`)
	for _, l := range shippedLessons(t).Lessons {
		texts := lessonTexts(l)
		for _, s := range texts {
			if m := unknown.FindString(s); m != "" {
				t.Errorf("lesson %s says %q, which no lesson introduces: %q", l.ID, m, s)
			}
		}
	}
	l := shippedLessons(t).Lesson("columns")
	if !strings.Contains(strings.Join(strings.Fields(l.Text), " "), "A piece is not bumped by an ally that leaves the cell in the same step") {
		t.Errorf("the columns text no longer states its rule:\n%s", l.Text)
	}
}

// Lesson the-board gives each player half the board, and later lessons
// start with other holdings: it says a lesson may start with territories
// taken. And it says how to give the order it asks for, with the
// trainer's keys (Enter selects, Enter on a cell in line moves; m, a
// letter, a distance; s submits).
func TestTheBoardSaysHoldingsMayDifferAndHowToMove(t *testing.T) {
	pk := shippedLessons(t)
	l := pk.Lesson("the-board")
	text := strings.Join(strings.Fields(l.Text), " ")
	for _, want := range []string{
		"A lesson may start with territories already taken",
		"Enter on your Bird selects it",
		"Enter on a cell in line with it moves it there",
		"type m, the direction's letter and the number of cells",
		"s submits your orders",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the-board does not say %q:\n%s", want, l.Text)
		}
	}
	std := engine.NewPosition(2).Control
	differ := false
	for _, o := range pk.Lessons {
		differ = differ || o.Position.Control != std
	}
	if !differ {
		t.Error("no lesson starts with other holdings: the-board's remark is moot")
	}
}

// Lesson angled's wrong answer, the Bird flown in from E1, said only that
// the Bird dies, and the Pit ended empty: the Blue Crab that won stepped in
// next to the Crab on C1 and died there. The why says so, and the engine
// agrees.
func TestAngledWrongAnswerSaysThePitEndsEmpty(t *testing.T) {
	l := shippedLessons(t).Lesson("angled")
	var w *Wrong
	for i := range l.Wrong {
		if len(l.Wrong[i].Orders) == 1 && l.Wrong[i].Orders[0].Format(l.cat) == "move E1 B 1" {
			w = &l.Wrong[i]
		}
	}
	if w == nil {
		t.Fatal("no wrong answer move E1 B 1")
	}
	turn, _, err := l.Try(w.Orders)
	if err != nil {
		t.Fatal(err)
	}
	if p := turn.Outcome.Pos.At(engine.Pit); !p.Empty() {
		t.Fatalf("the Pit ends with %v in it", p)
	}
	why := strings.Join(strings.Fields(w.Why), " ")
	for _, want := range []string{"The enemy Crab steps into the Pit, next to your Crab on C1, and dies there", "The Pit ends empty"} {
		if !strings.Contains(why, want) {
			t.Errorf("the wrong answer's why does not say %q:\n%s", want, w.Why)
		}
	}
}
