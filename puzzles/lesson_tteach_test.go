package puzzles

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// First tactics said it was "for after the lessons", and a learner who
// took it after the first chapters met the Skeleton, the Catapult, ranged
// combat, ransacking and elimination before their lessons. Its
// description names the last lesson its puzzles need: the latest lesson
// teaching a mechanic or kind that a puzzle's stated solution shows, as
// the curriculum's order test finds them.
func TestFirstTacticsNamesTheLessonsItNeeds(t *testing.T) {
	lessons := shippedLessons(t)
	teacher := map[string]int{}
	for i, l := range lessons.Lessons {
		for _, x := range l.Teaches {
			teacher[thingKey(x)] = i
		}
	}
	ft := shippedPack(t, "packs/first-tactics.toml")
	last, by := -1, ""
	for _, p := range ft.Puzzles {
		tr, _, err := p.Try(p.Solution)
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		u := &usage{s: &p.Scenario, turns: []*Turn{tr}, tracks: []*Track{Follow(&p.Position, tr)}}
		uses := u.mechanicsUsed()
		for _, k := range u.kindsUsed() {
			uses = append(uses, ft.cat.Name(k))
		}
		for _, x := range uses {
			n, ok := teacher[thingKey(x)]
			if !ok {
				t.Errorf("%s uses %s, which no lesson teaches", p.ID, x)
			}
			if n > last {
				last, by = n, p.ID
			}
		}
	}
	if last < 0 {
		t.Fatal("no puzzle uses anything")
	}
	want := fmt.Sprintf("lesson %d (%s)", last+1, lessons.Lessons[last].Title)
	desc := strings.Join(strings.Fields(ft.Description), " ")
	if !strings.Contains(desc, want) {
		t.Errorf("First tactics needs the lessons up to %s (puzzle %s); its description does not say so:\n%s", want, by, desc)
	}
	if strings.Contains(desc, "for after the lessons:") {
		t.Errorf("the description says only \"for after the lessons\":\n%s", desc)
	}
}

// Lesson 2 (the-card) asks which side each piece shows another, which
// depends on where each faces, and lesson 3 (facing) was the first to say
// what the board's arrows mean: a newcomer could not tell that the
// Pikeman on D2 looks away. Every lesson that reads a facing before
// facing is taught says what the arrow means.
func TestCardLessonSaysWhatTheArrowMeans(t *testing.T) {
	pk := shippedLessons(t)
	for _, l := range pk.Lessons {
		if l.ID == "facing" {
			break
		}
		if !slices.Contains(l.Teaches, "card") {
			continue
		}
		text := oneLine(l.Text)
		if !strings.Contains(text, "the arrow after a piece's two letters points the way it faces") {
			t.Errorf("%s reads facings before lesson facing, and does not say what the arrow means:\n%s", l.ID, text)
		}
	}
}
