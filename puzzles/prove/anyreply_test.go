package prove

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// A lesson under "any" is judged by the replies of the others: the rule
// check plays it without its rule through the solver, and a wrong answer
// is wrong when some reply beats it, its claims true of the turn played
// against that reply (the turn the trainer shows).

// anyPack is Blue's Left Berzerker in the corner, D4, its back to Red's
// Cloud Man on D1 and to Red's Pikeman on DE2. The Cloud Man coming down
// on D3 kills it whatever Blue does; the Pikeman stepping to DE4 kills it
// only if it stays: its one step, to CD6, escapes the Pikeman. Each
// lesson is the same position with another without key or wrong answers.
const anyPack = `
[pack]
id = "any-reply"
format = 1

[[lesson]]
id = "berzerker"
text = "Kill the Berzerker, whatever Blue does."
side = 1
opponent = "any"
goals = ["kill D4"]
solution = ["move D1 D 2"]
without = ["special Left Berzerker"]
why = "It cannot turn to face D3."

[[lesson.player]]
pieces = ["Cloud Man D1 D", "Pikeman DE2 C"]

[[lesson.player]]
pieces = ["Left Berzerker D4 D"]

[[lesson.wrong]]
orders = ["move DE2 D 1"]
why = "Blue steps to CD6, away from your Pikeman."
claims = ["reaches DE2 DE4 p1", "ends D4 CD6", "lives D4"]

[[lesson]]
id = "division-off"
text = "Kill the Berzerker, whatever Blue does."
side = 1
opponent = "any"
goals = ["kill D4"]
solution = ["move D1 D 2"]
without = ["rule division"]
why = "It cannot turn to face D3."

[[lesson.player]]
pieces = ["Cloud Man D1 D", "Pikeman DE2 C"]

[[lesson.player]]
pieces = ["Left Berzerker D4 D"]

[[lesson]]
id = "bad-wrongs"
text = "Kill the Berzerker, whatever Blue does."
side = 1
opponent = "any"
goals = ["kill D4"]
solution = ["move D1 D 2"]
why = "It cannot turn to face D3."

[[lesson.player]]
pieces = ["Cloud Man D1 D", "Pikeman DE2 C"]

[[lesson.player]]
pieces = ["Left Berzerker D4 D"]

[[lesson.wrong]]
orders = ["move D1 D 2", "move DE2 D 1"]
why = "Not wrong at all."

[[lesson.wrong]]
orders = ["move DE2 D 1"]
why = "Said of the turn in which Blue stays."
claims = ["dies D4"]
`

func loadAny(t *testing.T) *puzzles.Pack {
	t.Helper()
	pk, err := puzzles.Parse("any-reply.toml", []byte(anyPack), puzzles.DefaultCatalogue())
	if err != nil {
		t.Fatal(err)
	}
	return pk
}

// problemsOf returns the problems prove.Pack finds, by lesson.
func problemsOf(t *testing.T, pk *puzzles.Pack) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, r := range Pack(context.Background(), pk, DefaultLimit, nil) {
		for _, p := range r.Problems {
			out[r.ID] = append(out[r.ID], p.Error())
		}
	}
	return out
}

// Without its rule Blue's Berzerker turns to face D3 and kills the Cloud
// Man: the answer needs the rule, though against an opponent who gives no
// orders it works without it too (all the old check, and the note that
// judged no accepted answer, saw). With division switched off instead no
// reply beats the answer: that lesson does not need its rule.
func TestAnyLessonNeedsItsRuleAgainstEveryReply(t *testing.T) {
	pk := loadAny(t)
	probs := problemsOf(t, pk)
	if p := probs["berzerker"]; len(p) > 0 {
		t.Errorf("lesson berzerker: %q", p)
	}
	l := pk.Lesson("berzerker")
	if err := l.RuleMattersFor(l.Solution); err == nil {
		t.Fatal("against no orders the answer fails without the rule: the test shows nothing")
	}
	if err := l.RuleMattersAgainst(context.Background(), Refuter(0), l.Solution); err != nil {
		t.Errorf("RuleMattersAgainst: %v", err)
	}
	if note := AnswersNote(context.Background(), l, DefaultLimit); note != "" {
		t.Errorf("AnswersNote: %s", note)
	}
	want := "without rule division, no reply of the others beats the stated solution"
	if p := strings.Join(probs["division-off"], "\n"); !strings.Contains(p, want) {
		t.Errorf("lesson division-off: %q, want %q", p, want)
	}
}

// Refuter finds the reply without the rule: Blue turns the Berzerker.
func TestRefuterPlaysWithoutTheRule(t *testing.T) {
	l := loadAny(t).Lesson("berzerker")
	v, err := l.PlayedWithout()
	if err != nil {
		t.Fatal(err)
	}
	reply, refuted, err := Refuter(0)(context.Background(), &v.Scenario, l.Solution)
	if err != nil || !refuted {
		t.Fatalf("refuted %v, %v", refuted, err)
	}
	if got := engine.OrdersText(l.Catalogue(), reply[1], ""); got != "turn D4 A" {
		t.Errorf("the reply %q, want turn D4 A", got)
	}
	if _, refuted, err := Refuter(0)(context.Background(), &l.Scenario, l.Solution); err != nil || refuted {
		t.Errorf("with the rule: refuted %v, %v", refuted, err)
	}
}

// The Pikeman's step is beaten only by Blue's step to CD6: the wrong
// answer's claims are checked on that turn (the Berzerker ends on CD6 and
// lives), not on the turn in which Blue stays (where it dies). A wrong
// answer no reply beats, and a claim of the turn in which Blue stays, are
// problems.
func TestAnyLessonWrongAnswersAreBeatenByAReply(t *testing.T) {
	pk := loadAny(t)
	l := pk.Lesson("berzerker")
	held, ok, err := l.Try(l.Wrong[0].Orders)
	if err != nil || !ok {
		t.Fatalf("against no orders the wrong answer should reach the goals: %v, %v", ok, err)
	}
	if len(l.CheckClaims(l.Wrong[0].Claims, held)) == 0 {
		t.Fatal("the wrong answer's claims hold when Blue stays: the test shows nothing")
	}
	wt, err := l.RefutedTurn(context.Background(), Refuter(0), l.Wrong[0].Orders)
	if err != nil {
		t.Fatal(err)
	}
	if got := engine.OrdersText(l.Catalogue(), wt.Orders[1], ""); got != "move D4 B 1" {
		t.Errorf("the refuting reply %q, want move D4 B 1", got)
	}
	probs := problemsOf(t, pk)
	bad := strings.Join(probs["bad-wrongs"], "\n")
	for _, want := range []string{
		"wrong answer 1: no reply of the others beats these orders: the answer is right",
		`wrong answer 2 claims: claim "dies D4": the piece from D4 lives`,
	} {
		if !strings.Contains(bad, want) {
			t.Errorf("lesson bad-wrongs: %q, want %q", bad, want)
		}
	}
	if len(probs["bad-wrongs"]) != 2 {
		t.Errorf("lesson bad-wrongs: %d problems, want 2: %q", len(probs["bad-wrongs"]), bad)
	}
}

// Without a refuter, what needs a reply is left unproved, never passed or
// failed by playing an opponent who gives no orders.
func TestAnyLessonWithoutRefuterIsUnproved(t *testing.T) {
	pk := loadAny(t)
	for _, r := range puzzles.Check(context.Background(), pk, Prover(DefaultLimit, nil)) {
		if r.ID != "berzerker" {
			continue
		}
		if !r.OK() {
			t.Errorf("problems %v", r.Problems)
		}
		got := strings.Join(r.Unproved, "; ")
		for _, want := range []string{"that some reply beats wrong answer 1, and its claims", "that the lesson needs its rule against every reply"} {
			if !strings.Contains(got, want) {
				t.Errorf("unproved %q, want %q", got, want)
			}
		}
	}
}

// AnswersNote searches under the caller's context and limit: Ctrl-C
// (a cancelled context) or check's --timeout stops it, and a search
// stopped so says nothing (Answers says what was not judged). It searched
// with a background context and a limit of its own, a minute.
func TestAnswersNoteStopsWithItsContext(t *testing.T) {
	l := loadAny(t).Lesson("division-off")
	if note := AnswersNote(context.Background(), l, DefaultLimit); !strings.Contains(note, "reaches the goals without the rule too") {
		t.Fatalf("note %q: the test shows nothing", note)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if note := AnswersNote(ctx, l, DefaultLimit); note != "" {
		t.Errorf("interrupted: note %q", note)
	}
	if note := AnswersNote(context.Background(), l, time.Nanosecond); note != "" {
		t.Errorf("out of time: note %q", note)
	}
}

// When the search that tells whether the stated solution needs its rule
// is stopped, Answers says its answers are not judged (a stop); it judged
// none and said nothing, as if the lesson had no rule to judge them by.
func TestAnswersRuleSearchStoppedIsAStop(t *testing.T) {
	pk := loadAny(t)
	l := pk.Lesson("berzerker")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	msgs, stopped := Answers(ctx, pk, l, DefaultLimit)
	if len(msgs) > 0 || !strings.Contains(stopped, "accepted answers not judged: the search for a reply that beats the stated solution without the rule did not finish") {
		t.Errorf("msgs %q, stopped %q", msgs, stopped)
	}
}

// reaches asks refute, bounded by check's limit, and says when it cannot
// tell: it searched with no limit, and read a stopped search as orders
// that do not reach the goals, leaving out an answer unsaid.
func TestReachesSaysWhenItCannotTell(t *testing.T) {
	l := loadAny(t).Lesson("berzerker")
	if ok, err := reaches(context.Background(), Refuter(0), l, l.Solution); !ok || err != nil {
		t.Fatalf("the stated solution: %v, %v", ok, err)
	}
	ok, err := reaches(context.Background(), Refuter(time.Nanosecond), l, l.Solution)
	if ok || !puzzles.SearchStopped(err) {
		t.Errorf("out of time: %v, %v; want a stopped search", ok, err)
	}
}
