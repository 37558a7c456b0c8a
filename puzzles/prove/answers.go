package prove

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"
)

// The trainer accepts any orders that reach a lesson's goals, not only the
// stated solution: a lesson teaches its rule only if every answer it
// accepts needs that rule, and, in a curriculum, uses nothing taught after
// it. Package puzzles judges one answer (Lesson.RuleMattersFor,
// Pack.LaterRules) but cannot list them: the solver does, so the listing
// is here (Answers), where birdcrab check and the screens can share it.
//
// The solver lists the accepted answers as families: a minimal solution
// stands for every order set containing it that still reaches the goals.
// A family is judged soundly from both sides:
//
//   - its minimal solution must fail played without the rule, and use no
//     later rule (the extra orders of a bigger member are orders the goals
//     do not need);
//   - a bigger member could still reach the goals without the rule, by
//     orders the imagined game needs. So the lesson is also solved as the
//     player who ignores the rule imagines it (PlayedWithout), and each of
//     that game's minimal solutions, alone and joined to each accepted
//     minimal solution, must fail in the real game: a member of a family
//     that works in both games holds a minimal solution of each.
//
// Bigger sets than those joins, which would need an order spoiling one
// game and not the other, are not tried. A failing answer is an error, as
// the stated solution failing the same test is (puzzles.Check).

// AnswersNote says why Answers judges no answer lesson l accepts by its
// rule, for a lesson with goals and a without key: the key changes only
// the goals, or the stated solution reaches the goals without the rule
// too (under "any": against every reply, as the solver proves, each
// search bounded by limit, 0: none, and stopped with ctx); "" when it
// judges them, or when a search was stopped before it could tell (Answers
// then says what was not judged).
func AnswersNote(ctx context.Context, l *puzzles.Lesson, limit time.Duration) string {
	if l.WithoutChangesGoalsOnly() {
		return "without changes only the goals: it shows what a player aims for, not that the rule matters to the turn, so no accepted answer is judged by it (switch the rule off with any other change: rule, special, combat, speed, facing, remove, no-draw, sudden-death, tech-fall)"
	}
	switch err := l.RuleMattersAgainst(ctx, Refuter(limit), l.Solution); {
	case puzzles.SearchStopped(err):
		return ""
	case errors.Is(err, puzzles.ErrUnjudged):
		return fmt.Sprintf("whether the stated solution needs the rule is not known (%v), so no accepted answer is judged by it", err)
	case err != nil:
		return "the stated solution reaches the goals without the rule too: a wrong answer alone shows it, so no accepted answer is judged by it"
	}
	return ""
}

// rulePlays reports whether the lesson's stated solution needs its rule,
// played without it as its without key says (under "any", some reply
// beats it then), and that key switches a rule off rather than only
// changing the goals. The error is a search refute's context stopped
// (puzzles.SearchStopped): then it is not known.
func rulePlays(ctx context.Context, l *puzzles.Lesson, refute puzzles.Refuter) (bool, error) {
	if l.WithoutChangesGoalsOnly() {
		return false, nil
	}
	err := l.RuleMattersAgainst(ctx, refute, l.Solution)
	if puzzles.SearchStopped(err) {
		return false, err
	}
	return err == nil, nil
}

// Answers lists what is wrong with the answers lesson l of pk accepts, one
// message a wrong answer ("the accepted answer move D2 A 3: without rule
// priorities, it still reaches the goals: ..."), or, when limit (0: none)
// or ctx stopped a search before it listed them, says what was not judged
// (stopped), which is no problem of the lesson. Each answer must need the
// lesson's rule, where its stated solution does and its without key
// switches a rule off (AnswersNote says why not otherwise), and, in a
// curriculum, use no rule a later lesson teaches. A lesson with nothing
// to judge its answers by is not searched.
func Answers(ctx context.Context, pk *puzzles.Pack, l *puzzles.Lesson, limit time.Duration) (msgs []string, stopped string) {
	curriculum := pk.IsCurriculum()
	refute := Refuter(limit)
	judgeRule, err := rulePlays(ctx, l, refute)
	if err != nil {
		return nil, "accepted answers not judged: the search for a reply that beats the stated solution without the rule did not finish"
	}
	if !judgeRule && !curriculum {
		return nil, "" // nothing to judge the answers by: no search
	}
	cat := l.Catalogue()
	p, err := Problem(&l.Scenario)
	if err != nil {
		return []string{fmt.Sprintf("accepted answers: %v", err)}, ""
	}
	accepted, why, cut := listSolutions(ctx, p, limit)
	if why != "" {
		return unlisted("accepted answers not all listed: "+why, cut)
	}
	var out []string
	said := map[string]bool{}
	bad := func(orders []engine.Order, format string, args ...any) {
		text := engine.OrdersText(cat, orders, "to give no orders")
		msg := fmt.Sprintf("the accepted answer %s: %s", text, fmt.Sprintf(format, args...))
		if !said[msg] {
			said[msg] = true
			out = append(out, msg)
		}
	}
	// Every answer is judged as the stated solution is (RuleMatters):
	// where it must fail without the rule, so must each. Where it need
	// not, the lesson shows its rule by a wrong answer that works without
	// it (a rule that forbids: "two pieces killing one earn one kill"),
	// and other goals say nothing of whether an answer needs the rule (an
	// answer may reach both): check notes both, and judges no answer so.
	for _, a := range accepted {
		msgs, err := judgeAnswer(ctx, pk, l, a, judgeRule, refute)
		for _, m := range msgs {
			bad(a, "%s", m)
		}
		if err != nil {
			return out, "accepted answers not all judged: " + err.Error()
		}
	}
	if !judgeRule {
		return out, ""
	}
	both, why, cut := imaginedAnswers(ctx, l, accepted, limit, refute)
	if why != "" {
		more, stopped := unlisted("the answers of the lesson played without its rule not all listed: "+why, cut)
		return append(out, more...), stopped
	}
	for _, a := range both {
		bad(a.orders, "%v", a.err)
	}
	return out, ""
}

// judgeAnswer says what is wrong with answer a of lesson l of pk: it does
// not need the lesson's rule (when judgeRule; under "any" refute finds the
// replies), or, in a curriculum, uses a rule taught later. The error says
// that whether it needs the rule is not known (puzzles.ErrUnjudged).
func judgeAnswer(ctx context.Context, pk *puzzles.Pack, l *puzzles.Lesson, a []engine.Order, judgeRule bool, refute puzzles.Refuter) ([]string, error) {
	var out []string
	if judgeRule {
		switch err := l.RuleMattersAgainst(ctx, refute, a); {
		case errors.Is(err, puzzles.ErrUnjudged):
			return out, err
		case err != nil:
			out = append(out, err.Error())
		}
	}
	if !pk.IsCurriculum() {
		return out, nil
	}
	switch later, err := pk.LaterRules(l, a); {
	case err != nil:
		out = append(out, err.Error())
	case len(later) > 0:
		out = append(out, fmt.Sprintf("it uses %s, which no lesson up to it teaches", strings.Join(later, ", ")))
	}
	return out, nil
}

// unlisted is what Answers says of answers a search did not all
// list: why, a problem; or, when the time limit or an interrupt stopped
// the search (cut), no problem but what was left unjudged.
func unlisted(why string, cut bool) (msgs []string, stopped string) {
	if cut {
		return nil, why
	}
	return []string{why}, ""
}

// imagined is an answer of the lesson played without its rule that
// reaches the goals in the real game too, and what RuleMattersFor says of
// it.
type imagined struct {
	orders []engine.Order
	err    error
}

// imaginedAnswers returns the answers of the lesson played without its
// rule, alone and joined to each accepted answer, that reach the goals in
// the real game too (refute looks for the reply that beats them there):
// answers a player who ignores the rule may give and pass. It says why when they are not all known, and
// whether a search was stopped (cut), as listSolutions does.
func imaginedAnswers(ctx context.Context, l *puzzles.Lesson, accepted [][]engine.Order, limit time.Duration, refute puzzles.Refuter) (out []imagined, why string, cut bool) {
	v, err := l.PlayedWithout()
	if err != nil {
		return nil, "", false // reported by puzzles.Check
	}
	q, err := Problem(&v.Scenario)
	if err != nil {
		return nil, "", false
	}
	answers, why, cut := listSolutions(ctx, q, limit)
	if why != "" {
		return nil, why, cut
	}
	for _, w := range answers {
		tries := [][]engine.Order{w}
		for _, a := range accepted {
			tries = append(tries, joinOrders(a, w))
		}
		for _, t := range tries {
			err := l.RuleMattersAgainst(ctx, refute, t)
			if errors.Is(err, puzzles.ErrUnjudged) {
				return nil, err.Error(), puzzles.SearchStopped(err)
			}
			if err == nil {
				continue
			}
			ok, rerr := reaches(ctx, refute, l, t)
			if rerr != nil {
				return nil, rerr.Error(), puzzles.SearchStopped(rerr)
			}
			if ok {
				out = append(out, imagined{t, err})
			}
		}
	}
	return out, "", false
}

// listSolutions returns every minimal solution of p, or why they are not
// all known: an error, or the time limit or an interrupt stopping the
// search (cut: nothing is known to be wrong).
func listSolutions(ctx context.Context, p *solver.Problem, limit time.Duration) (sols [][]engine.Order, why string, cut bool) {
	res, err := solver.Solve(ctx, p, solver.Options{Timeout: limit})
	switch {
	case err != nil:
		return nil, err.Error(), false
	case res.Stopped:
		return nil, fmt.Sprintf("the search stopped (%s)", res.NotProven), true
	}
	out := make([][]engine.Order, len(res.Solutions))
	for i, s := range res.Solutions {
		out[i] = s.Orders
	}
	return out, "", false
}

// reaches reports whether orders, legal, reach the lesson's goals in the
// real game against every reply its opponent model allows; refute looks
// for a reply, within its limit. The error says it cannot tell: a search
// stopped (puzzles.SearchStopped) or a problem that cannot be searched.
func reaches(ctx context.Context, refute puzzles.Refuter, l *puzzles.Lesson, orders []engine.Order) (bool, error) {
	if _, ok, err := l.Try(orders); err != nil || !ok {
		return false, nil
	}
	_, refuted, err := refute(ctx, &l.Scenario, orders)
	if err != nil {
		return false, fmt.Errorf("whether %s reaches the goals against every reply is not known: %w", engine.OrdersText(l.Catalogue(), orders, "to give no orders"), err)
	}
	return !refuted, nil
}

// joinOrders returns the orders of a and those of b not in a.
func joinOrders(a, b []engine.Order) []engine.Order {
	out := slices.Clone(a)
	for _, o := range b {
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}
