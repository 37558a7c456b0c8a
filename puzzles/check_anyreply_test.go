package puzzles

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// anyCurriculum is a curriculum whose first lesson, under "any", has a
// wrong answer that only a turning beats: Blue's Brute (it cannot move)
// turns D4 A or B to meet the Cloud Man that lands behind it on D3. The
// answer, the Pikeman's step to DE4, kills it at priority 1, before any
// turning; with rotation first (without) the Brute's turn D4 A meets it
// with its front-left 7. Turning (rotate) is taught by the lesson after it.
const anyCurriculum = `
[pack]
id = "any-curriculum"
format = 1

[[kind]]
name = "Brute"
combat = [5, 1, 0, 0, 3, 7]
speed = [0, 0, 0, 0, 0, 0]

[[lesson]]
id = "before-the-turning"
chapter = "One"
rule = "A piece killed while the others move never turns."
teaches = ["board", "move", "card", "close", "speed", "ransack", "bonus", "Pikeman", "Cloud Man", "Brute"]
text = "Kill the Brute, whatever Blue does."
side = 1
opponent = "any"
goals = ["kill D4"]
solution = ["move DE2 D 1"]
without = ["rule rotate-last"]
why = "The Pikeman kills it before it can turn."

[[lesson.player]]
pieces = ["Cloud Man D1 D", "Pikeman DE2 C"]

[[lesson.player]]
pieces = ["Brute D4 D"]

[[lesson.wrong]]
orders = ["move D1 D 2"]
why = "Blue turns the Brute to face the Cloud Man."

[[lesson]]
id = "turning"
chapter = "One"
rule = "A piece may turn instead of moving."
teaches = ["rotate"]
text = "Turn the Pikeman to face A."
side = 1
goals = ["keep A1"]
solution = ["turn A1 A"]
why = "It turns."

[[lesson.player]]
pieces = ["Pikeman A1 D"]

[[lesson.player]]
pieces = []
`

// The turn a wrong answer under "any" is shown and judged by is the one
// against the reply that beats it: a rule that reply uses is used by the
// lesson, and one taught later is out of order. Played against no orders
// (Curriculum), the Brute never turns.
func TestCurriculumPlaysAnyWrongAnswersAgainstTheReply(t *testing.T) {
	pk := mustParse(t, anyCurriculum)
	const want = `uses rotate, which no lesson before it teaches (lesson "turning" teaches it later)`
	if p := strings.Join(pk.Curriculum()[0].Problems, "\n"); strings.Contains(p, want) {
		t.Fatalf("against no orders the Brute turns: the test shows nothing (%s)", p)
	}
	steps := pk.CurriculumRefuting(context.Background(), solverRefuter)
	if p := strings.Join(steps[0].Problems, "\n"); !strings.Contains(p, want) {
		t.Errorf("problems of land-on-it: %q, want %q", p, want)
	}
	var all []string
	for _, r := range CheckRefuting(context.Background(), pk, nil, solverRefuter) {
		for _, p := range r.Problems {
			all = append(all, p.Error())
		}
	}
	if got := strings.Join(all, "\n"); !strings.Contains(got, `lesson "before-the-turning": curriculum: `+want) || strings.Contains(got, `"before-the-turning": without`) {
		t.Errorf("check: %s\nwant %q", got, want)
	}
}

// A search for a reply that the time limit (or an interrupt) stops judges
// nothing: what it left unjudged goes to Result.Stopped, not to the
// problems ("not judged: ... context deadline exceeded" made check fail a
// lesson that was only slow).
func TestCheckRefutingStoppedSearchIsNoProblem(t *testing.T) {
	pk := mustParse(t, anyCurriculum)
	for _, stop := range []error{context.DeadlineExceeded, context.Canceled} {
		slow := func(context.Context, *Scenario, []engine.Order) ([][]engine.Order, bool, error) {
			return nil, false, stop
		}
		r := CheckRefuting(context.Background(), pk, nil, slow)[0]
		for _, p := range r.Problems {
			if strings.Contains(p.Error(), "not judged") {
				t.Errorf("%v: a problem: %v", stop, p)
			}
		}
		got := strings.Join(r.Stopped, "; ")
		for _, want := range []string{
			"wrong answer 1 not judged: the search for a reply that beats it did not finish",
			"its rule not judged: the search for a reply that beats its answer without the rule did not finish",
			"giving no orders not judged: the search for a reply that beats it did not finish",
		} {
			if !strings.Contains(got, want) {
				t.Errorf("%v: stopped %q, want %q", stop, got, want)
			}
		}
	}
	// Any other failure of the search is a problem still.
	broken := func(context.Context, *Scenario, []engine.Order) ([][]engine.Order, bool, error) {
		return nil, false, errors.New("no such piece")
	}
	r := CheckRefuting(context.Background(), pk, nil, broken)[0]
	if len(r.Stopped) > 0 || !strings.Contains(fmt.Sprint(r.Problems), "wrong answer 1: not judged: the search for a reply that beats these orders failed: no such piece") {
		t.Errorf("stopped %q, problems %v", r.Stopped, r.Problems)
	}
}

// A lesson under "any" that giving no orders solves against every reply
// is reported: checkGoals skips the test under "any" (no orders may win
// only against an opponent who gives none), and the lesson's proof looks
// for no other solution, so the trainer took no orders for a right answer.
// Here the Pikeman kills the Brute in the close combat before any move.
func TestAnyLessonSolvedByNoOrders(t *testing.T) {
	const pack = `
[[kind]]
name = "Brute"
combat = [5, 1, 0, 0, 3, 7]
speed = [0, 0, 0, 0, 0, 0]

[[lesson]]
id = "idle"
text = "Kill the Brute, whatever Blue does."
side = 1
opponent = "any"
goals = ["kill D4"]
solution = ["turn D3 E"]
why = "The Pikeman's front 6 beats the Brute's front 5."

[[lesson.player]]
pieces = ["Pikeman D3 D"]

[[lesson.player]]
pieces = ["Brute D4 A"]
`
	pk := mustParse(t, pack)
	r := CheckRefuting(context.Background(), pk, nil, solverRefuter)[0]
	const want = `lesson "idle": goals: the goals are reached without any orders, whatever the others do`
	if got := fmt.Sprint(r.Problems); !strings.Contains(got, want) {
		t.Errorf("problems %s, want %q", got, want)
	}
	if r = Check(context.Background(), pk, nil)[0]; !strings.Contains(strings.Join(r.Unproved, "; "), "that some reply beats giving no orders") {
		t.Errorf("without a refuter: unproved %q", r.Unproved)
	}
}
