package puzzles

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// A pack whose lessons say what they teach is a curriculum: its lessons come
// in chapters, each teaches its rule with the rules taught before it and no
// other, and each chapter ends with a short test of two or three lessons that
// teach nothing new and mix the chapter's rules. Curriculum works out what
// every lesson uses from the turns it plays, and what is wrong with the
// order.

// IsCurriculum reports whether the pack's lessons say what they teach (some
// lesson has a teaches key).
func (pk *Pack) IsCurriculum() bool {
	for _, l := range pk.Lessons {
		if l.Teaches != nil {
			return true
		}
	}
	return false
}

// Step is one lesson of a curriculum: what it teaches and what it uses.
type Step struct {
	Lesson *Lesson
	// Uses lists the mechanics its turns show, then the kinds it shows.
	Uses []string
	// From gives, for each thing it uses but does not teach, the id of the
	// lesson that taught it ("" when none before it did).
	From map[string]string
	// Test reports a chapter's closing test: it teaches nothing.
	Test bool
	// Problems are what is wrong with its place in the curriculum.
	Problems []string
	// Keys gives, for each of Problems, the key of the lesson's table it
	// is about ("teaches[1]", "chapter"; "" for the table itself), so
	// that check can point at its line.
	Keys []string
}

// problem adds a problem about key to the step.
func (st *Step) problem(key, format string, args ...any) {
	st.Problems = append(st.Problems, fmt.Sprintf(format, args...))
	st.Keys = append(st.Keys, key)
}

// Curriculum returns one Step per lesson of the pack, in order. It plays
// a wrong answer of a lesson with goals under "any" against an opponent
// who gives no orders; CurriculumRefuting plays it against the reply that
// beats it.
func (pk *Pack) Curriculum() []Step {
	return pk.CurriculumRefuting(context.Background(), nil)
}

// CurriculumRefuting is Curriculum that plays a wrong answer of a lesson
// with goals under "any" as checkTeaching judges it and the trainer shows
// it: against the reply refute finds to beat it, so that a rule that reply
// uses counts as used (a learner sees the opponent turn, step or place).
// When refute is nil or finds no such reply, the answer is played against
// no orders (checkTeaching says why no reply was found).
func (pk *Pack) CurriculumRefuting(ctx context.Context, refute Refuter) []Step {
	taught := map[string]string{} // thing -> lesson id
	steps := make([]Step, len(pk.Lessons))
	chapterSeen := map[string]bool{}
	for i, l := range pk.Lessons {
		l.bind(pk.cat)
		st := &steps[i]
		st.Lesson, st.From = l, map[string]string{}
		st.Test = l.Teaches != nil && len(l.Teaches) == 0
		if l.Chapter == "" {
			st.problem("", "no chapter")
		} else if i > 0 && pk.Lessons[i-1].Chapter != l.Chapter && chapterSeen[l.Chapter] {
			st.problem("chapter", "chapter %q comes back after another chapter", l.Chapter)
		}
		chapterSeen[l.Chapter] = true
		if strings.TrimSpace(l.Rule) == "" {
			st.problem("", "no rule: say the lesson's one rule in a sentence")
		}
		if l.Teaches == nil {
			st.problem("", "no teaches: list what the lesson introduces ([] for a chapter's test)")
		}
		u, err := l.usage(ctx, refute)
		if err != nil {
			st.problem("", "%v", err)
			continue
		}
		st.Uses = u.mechanicsUsed()
		for _, k := range u.kindsUsed() {
			st.Uses = append(st.Uses, pk.cat.Name(k))
		}
		teaches := map[string]bool{}
		for j, t := range l.Teaches {
			key := thingKey(t)
			teaches[key] = true
			at := fmt.Sprintf("teaches[%d]", j)
			if by, ok := taught[key]; ok {
				st.problem(at, "teaches %s, which lesson %q taught already", t, by)
			}
			if !contains(st.Uses, key) && isDetected(t) {
				st.problem(at, "teaches %s but its turns do not show it", t)
			}
		}
		for _, used := range st.Uses {
			key := thingKey(used)
			switch {
			case teaches[key]:
			case taught[key] != "":
				st.From[used] = taught[key]
			default:
				st.From[used] = ""
				st.problem(st.teachesKey(), "uses %s, which no lesson before it teaches%s", used, laterTeacher(pk, i, key))
			}
		}
		for _, t := range l.Teaches {
			if _, ok := taught[thingKey(t)]; !ok {
				taught[thingKey(t)] = l.ID
			}
		}
	}
	pk.chapterTests(steps)
	return steps
}

// chapterTests checks that each chapter ends with two or three tests that
// mix at least two of the mechanics and kinds the chapter teaches, and has
// no test before.
func (pk *Pack) chapterTests(steps []Step) {
	for start := 0; start < len(steps); {
		end := start
		for end < len(steps) && steps[end].Lesson.Chapter == steps[start].Lesson.Chapter {
			end++
		}
		tests := 0
		for i := end - 1; i >= start && steps[i].Test; i-- {
			tests++
		}
		chapterTaught := map[string]bool{}
		for i := start; i < end; i++ {
			st := &steps[i]
			for _, t := range st.Lesson.Teaches {
				if t != "board" && t != "card" {
					chapterTaught[thingKey(t)] = true
				}
			}
			if st.Test && i < end-tests {
				st.problem(st.teachesKey(), "a test (teaches nothing) before the end of its chapter")
			}
		}
		if tests < 2 || tests > 3 {
			last := &steps[end-1]
			last.problem(last.teachesKey(), "chapter %q ends with %d tests (lessons that teach nothing); want 2 or 3", steps[start].Lesson.Chapter, tests)
		}
		for i := end - tests; i < end; i++ {
			n := 0
			for _, used := range steps[i].Uses {
				if chapterTaught[thingKey(used)] {
					n++
				}
			}
			if n < 2 {
				steps[i].problem(steps[i].teachesKey(), "a chapter's test mixes its rules: it uses %d of the mechanics and kinds its chapter teaches, want 2 or more", n)
			}
		}
		start = end
	}
}

// teachesKey is the key a problem with what the lesson teaches is said at:
// "teaches", or "" (its table) when it has none.
func (st *Step) teachesKey() string {
	if st.Lesson.Teaches == nil {
		return ""
	}
	return "teaches"
}

// usage plays the lesson's turns: its answer's, and each wrong answer's,
// under "any" against the reply refute finds to beat it (see
// CurriculumRefuting).
func (l *Lesson) usage(ctx context.Context, refute Refuter) (*usage, error) {
	u := &usage{s: &l.Scenario, claims: l.Claims}
	add := func(t *Turn) {
		u.turns = append(u.turns, t)
		u.tracks = append(u.tracks, Follow(&l.Position, t))
	}
	t, err := l.mainTurn()
	if err != nil {
		return nil, err
	}
	add(t)
	for i, w := range l.Wrong {
		u.claims = append(u.claims, w.Claims...)
		if l.Task != TaskGoals {
			continue
		}
		t, _, err := l.Try(w.Orders)
		if err != nil {
			return nil, fmt.Errorf("wrong answer %d is illegal: %v", i+1, err)
		}
		if l.Opponent == Any && refute != nil {
			if rt, err := l.RefutedTurn(ctx, refute, w.Orders); err == nil {
				t = rt
			}
		}
		add(t)
	}
	return u, nil
}

// mainTurn plays the turn a lesson's answer is about: the stated solution of
// a lesson with goals, every player's orders otherwise.
func (l *Lesson) mainTurn() (*Turn, error) {
	if l.Task == TaskGoals {
		t, _, err := l.Try(l.Solution)
		if err != nil {
			return nil, fmt.Errorf("the stated solution is illegal: %v", err)
		}
		return t, nil
	}
	t, err := l.Play(l.FileOrders())
	if err != nil {
		return nil, fmt.Errorf("the orders are illegal: %v", err)
	}
	return t, nil
}

// thingKey folds a mechanic or kind name for comparison.
func thingKey(s string) string {
	if _, ok := mechanicIndex[s]; ok {
		return s
	}
	return engine.NormName(s)
}

// isDetected reports whether t is a kind or a mechanic found in turns.
func isDetected(t string) bool {
	if i, ok := mechanicIndex[t]; ok {
		return Mechanics[i].detect != nil
	}
	return true
}

func contains(list []string, key string) bool {
	for _, x := range list {
		if thingKey(x) == key {
			return true
		}
	}
	return false
}

// laterTeacher names the first lesson after i that teaches key, if any.
func laterTeacher(pk *Pack, i int, key string) string {
	for _, l := range pk.Lessons[i+1:] {
		for _, t := range l.Teaches {
			if thingKey(t) == key {
				return fmt.Sprintf(" (lesson %q teaches it later)", l.ID)
			}
		}
	}
	return ""
}

// CurriculumTable writes the curriculum as a Markdown table: for each
// lesson its chapter, id, rule, what it teaches, and what it assumes with
// the lesson that taught each.
func CurriculumTable(steps []Step) string {
	var b strings.Builder
	b.WriteString("| # | chapter | lesson | its one rule | teaches | assumes (taught by) |\n")
	b.WriteString("|---|---|---|---|---|---|\n")
	for i, st := range steps {
		l := st.Lesson
		teaches := strings.Join(l.Teaches, ", ")
		if st.Test {
			teaches = "(chapter test)"
		}
		var assumes []string
		for _, used := range st.Uses {
			if by, ok := st.From[used]; ok {
				assumes = append(assumes, fmt.Sprintf("%s (%s)", used, by))
			}
		}
		fmt.Fprintf(&b, "| %d | %s | `%s` | %s | %s | %s |\n", i+1, l.Chapter, l.ID,
			strings.ReplaceAll(l.Rule, "|", "/"), teaches, strings.Join(assumes, ", "))
	}
	return b.String()
}

// MechanicsTable writes the mechanics as a Markdown table: each one's name,
// what it is, the lesson of steps that teaches it, and whether the lessons
// using it are found from their turns or must say so.
func MechanicsTable(steps []Step) string {
	by := map[string]string{}
	for _, st := range steps {
		for _, t := range st.Lesson.Teaches {
			if _, ok := mechanicIndex[t]; ok && by[t] == "" {
				by[t] = st.Lesson.ID
			}
		}
	}
	var b strings.Builder
	b.WriteString("| mechanic | the rule | taught by | found in a lesson's turns |\n")
	b.WriteString("|---|---|---|---|\n")
	for _, m := range Mechanics {
		found := "yes"
		if m.detect == nil {
			found = "no: declared"
		}
		teacher := "(none)"
		if by[m.Name] != "" {
			teacher = "`" + by[m.Name] + "`"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", m.Name, m.Text, teacher, found)
	}
	return b.String()
}

// LaterRules returns what the side's orders, an answer to lesson l of the
// curriculum pk, use that no lesson up to l teaches (the mechanics their
// turn shows and the kinds it places or names), each with the lesson that
// teaches it later if one does: the curriculum's order test for one answer,
// such as each answer the trainer accepts. It fails when the orders are
// illegal, or l is not a lesson of pk.
func (pk *Pack) LaterRules(l *Lesson, orders []engine.Order) ([]string, error) {
	at := slices.Index(pk.Lessons, l)
	if at < 0 {
		return nil, fmt.Errorf("%s is not a lesson of the pack", l.Name())
	}
	taught := map[string]bool{}
	for _, x := range pk.Lessons[:at+1] {
		for _, t := range x.Teaches {
			taught[thingKey(t)] = true
		}
	}
	l.bind(pk.cat)
	t, _, err := l.Try(orders)
	if err != nil {
		return nil, fmt.Errorf("the orders are illegal: %v", err)
	}
	u := &usage{s: &l.Scenario, turns: []*Turn{t}, tracks: []*Track{Follow(&l.Position, t)}}
	uses := u.mechanicsUsed()
	for _, k := range u.kindsUsed() {
		uses = append(uses, pk.cat.Name(k))
	}
	var out []string
	for _, used := range uses {
		if key := thingKey(used); !taught[key] {
			out = append(out, used+laterTeacher(pk, at, key))
		}
	}
	return out, nil
}
