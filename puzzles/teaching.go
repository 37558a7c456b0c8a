package puzzles

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// This file reads and writes what a lesson adds to a scenario: its task and
// answer, its place in the curriculum (chapter, rule, teaches), the changes
// that switch its rule off (without), its typical wrong answers (wrong) and
// the claims of its texts.

// readLessonTask reads task and the answer of a prediction or a facing
// question; a lesson with goals reads them with readTask.
func readLessonTask(t *table, l *Lesson, cat *engine.Catalogue) {
	l.Task = lessonTask(t)
	if l.Task == "" {
		// Reported: what the lesson's keys are for is not known, so
		// none of them is judged against a task.
		for _, k := range []string{"side", "opponent", "goals", "solution", "alternatives", "dies", "faces"} {
			t.has(k)
		}
		return
	}
	l.FacesAt, l.Faces = engine.NoLoc, engine.NoDir
	if l.Task != TaskGoals {
		for _, k := range []string{"side", "opponent", "goals", "solution", "alternatives"} {
			if t.has(k) {
				t.keyError(t.at(k), k, "a lesson that predicts (task %q) takes no %s: every player's orders are played", l.Task, k)
			}
		}
	}
	if l.Task != TaskPredict && t.has("dies") {
		t.keyError(t.at("dies"), "dies", "only a lesson that predicts deaths takes dies")
	}
	if l.Task != TaskFacing && t.has("faces") {
		t.keyError(t.at("faces"), "faces", "only a lesson that asks where a piece faces takes faces")
	}
	switch l.Task {
	case TaskPredict:
		// No piece dying is nil, written or not, so that a pack saved and
		// loaded back is the same.
		if dies, ok := t.strs("dies"); ok && len(dies) > 0 {
			l.Dies = readLocs(t, "dies", dies)
		}
	case TaskFacing:
		if f, ok := t.str("faces"); ok {
			loc, dir, err := parseFaces(f)
			if err != nil {
				t.keyError(t.at("faces"), "faces", "%v", err)
			}
			l.FacesAt, l.Faces = loc, dir
		}
	case TaskGoals:
		readTask(t, &l.Scenario, cat)
	}
}

// lessonTask is the task of a lesson: its task key, else what its answer
// keys tell; "" (reported) when it is unknown, or two answers are given.
func lessonTask(t *table) string {
	task, hasTask := t.str("task")
	if hasTask {
		if task != TaskGoals && task != TaskPredict && task != TaskFacing {
			if low := strings.ToLower(task); low == TaskGoals || low == TaskPredict || low == TaskFacing {
				t.keyError(t.at("task"), "task", "%q: write it in lower case, %q", task, low)
				return ""
			}
			t.keyError(t.at("task"), "task", "unknown task %q (want %s)", task, quoteList([]string{TaskGoals, TaskPredict, TaskFacing}))
			return ""
		}
		return task
	}
	var given []string
	for _, k := range []struct{ key, task string }{{"goals", TaskGoals}, {"dies", TaskPredict}, {"faces", TaskFacing}} {
		if _, ok := t.get(k.key); ok {
			given = append(given, k.key)
			task = k.task
		}
	}
	switch len(given) {
	case 0:
		t.errorAt(t.path, "a lesson needs a task: goals to reach (with a solution), dies: the cells whose pieces die, or faces: where a piece ends up facing")
		return ""
	case 1:
		return task
	}
	t.errorAt(t.path, "a lesson has one task: give goals (with a solution), dies or faces, not %s", strings.Join(given, " and "))
	return ""
}

// parseFaces reads "A3 A": the piece that starts on A3 ends facing A.
func parseFaces(s string) (engine.Loc, engine.Dir, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return engine.NoLoc, engine.NoDir, fmt.Errorf("%q: want a cell and a direction, such as \"A3 A\"", s)
	}
	loc, err := engine.ParseLoc(f[0])
	if err != nil {
		return engine.NoLoc, engine.NoDir, err
	}
	dir, err := engine.ParseDir(f[1])
	if err != nil {
		return engine.NoLoc, engine.NoDir, err
	}
	return loc, dir, nil
}

// readLocs reads a list of cells written at key.
func readLocs(t *table, key string, texts []string) []engine.Loc {
	out := make([]engine.Loc, 0, len(texts))
	for i, d := range texts {
		loc, err := engine.ParseLoc(d)
		if err != nil {
			t.keyError(fmt.Sprintf("%s[%d]", t.at(key), i), key, "%v", err)
			continue
		}
		out = append(out, loc)
	}
	return out
}

// readClaims reads and parses the claims of a puzzle, a lesson or a wrong
// answer; a claim that does not parse is reported at its line.
func readClaims(t *table, cat *engine.Catalogue) []string {
	claims, _ := t.strs("claims")
	for i, c := range claims {
		if _, err := ParseClaim(cat, c); err != nil {
			t.keyError(fmt.Sprintf("%s[%d]", t.at("claims"), i), "claims", "%v", err)
		}
	}
	return claims
}

// readTeaching reads the keys of a lesson in a curriculum and its wrong
// answers.
func readTeaching(t *table, l *Lesson, cat *engine.Catalogue) {
	l.Chapter, _ = t.str("chapter")
	l.Rule, _ = t.str("rule")
	if teaches, ok := t.strs("teaches"); ok {
		l.Teaches = make([]string, 0, len(teaches))
		for i, name := range teaches {
			if err := checkTeachable(cat, name); err != nil {
				t.keyError(fmt.Sprintf("%s[%d]", t.at("teaches"), i), "teaches", "%v", err)
			}
			l.Teaches = append(l.Teaches, name)
		}
	}
	l.Claims = readClaims(t, cat)
	l.Without, _ = t.strs("without")
	for i, v := range l.Without {
		if _, err := ParseVariant(cat, v); err != nil {
			t.keyError(fmt.Sprintf("%s[%d]", t.at("without"), i), "without", "%v", err)
		}
	}
	for _, wt := range t.tables("wrong", func(i int) string { return fmt.Sprintf("%s wrong answer %d", t.who, i+1) }) {
		w := Wrong{Faces: engine.NoDir}
		if os, ok := wt.strs("orders"); ok {
			w.Orders = readOrders(wt, cat, wt.at("orders"), "orders", os)
		}
		if cells, ok := wt.strs("missed"); ok {
			w.Missed = readLocs(wt, "missed", cells)
		}
		if cells, ok := wt.strs("extra"); ok {
			w.Extra = readLocs(wt, "extra", cells)
		}
		if f, ok := wt.str("faces"); ok {
			d, err := engine.ParseDir(f)
			if err != nil {
				wt.keyError(wt.at("faces"), "faces", "%v", err)
			}
			w.Faces = d
		}
		w.Why, _ = wt.str("why")
		w.Claims = readClaims(wt, cat)
		wt.done()
		l.Wrong = append(l.Wrong, w)
	}
}

// checkTeachable reports a name in teaches that is neither a mechanic nor a
// kind of the catalogue.
func checkTeachable(cat *engine.Catalogue, name string) error {
	if _, ok := mechanicIndex[name]; ok {
		return nil
	}
	if _, ok := cat.Lookup(name); ok {
		return nil
	}
	known := MechanicNames()
	for _, k := range cat.Kinds() {
		known = append(known, k.Name)
	}
	if s := suggest(name, known); s != "" {
		return fmt.Errorf("%q is neither a mechanic nor a kind (did you mean %q?)", name, s)
	}
	return fmt.Errorf("%q is neither a mechanic (%s) nor a kind", name, strings.Join(MechanicNames(), ", "))
}

// wrongProblems reports what loading can tell about a lesson's wrong
// answers: each fits the task and explains itself.
func (l *Lesson) wrongProblems(report func(key, msg string)) {
	for i, w := range l.Wrong {
		key := fmt.Sprintf("wrong[%d]", i)
		say := func(msg string) { report(key, fmt.Sprintf("wrong answer %d: %s", i+1, msg)) }
		if strings.TrimSpace(w.Why) == "" {
			say("no why: say why the answer fails")
		}
		switch l.Task {
		case TaskGoals:
			if len(w.Orders) == 0 || len(w.Missed)+len(w.Extra) > 0 || w.Faces != engine.NoDir {
				say("a lesson with goals lists wrong orders, and only them")
			}
		case TaskPredict:
			if len(w.Missed)+len(w.Extra) == 0 || len(w.Orders) > 0 || w.Faces != engine.NoDir {
				say("a prediction's wrong answer names the cells missed or picked wrongly, and only them")
			}
		case TaskFacing:
			if w.Faces == engine.NoDir || len(w.Orders)+len(w.Missed)+len(w.Extra) > 0 {
				say("a facing question's wrong answer is a direction, and only that")
			}
		}
	}
}

// teaching writes the keys of a lesson in a curriculum.
func (w *writer) teaching(l *Lesson) {
	w.str("chapter", l.Chapter)
	w.str("rule", l.Rule)
	if l.Teaches != nil {
		w.line("teaches = [%s]", strings.Join(quoteAll(l.Teaches), ", "))
	}
	w.list("without", l.Without, false)
}

// wrongTables writes a lesson's wrong answers, after its position.
func (w *writer) wrongTables(l *Lesson) {
	for _, wr := range l.Wrong {
		w.b.WriteByte('\n')
		w.line("[[lesson.wrong]]")
		w.list("orders", w.orders(wr.Orders), false)
		w.list("missed", locNames(wr.Missed), false)
		w.list("extra", locNames(wr.Extra), false)
		if wr.Faces != engine.NoDir {
			w.str("faces", wr.Faces.String())
		}
		w.str("why", wr.Why)
		w.list("claims", wr.Claims, true)
	}
}

// locNames writes cells as their names.
func locNames(cells []engine.Loc) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = c.String()
	}
	return out
}

// checkFacing checks the answer of a lesson that asks where a piece faces.
func checkFacing(pk *Pack, l *Lesson, r *Result) {
	t, err := l.Play(l.FileOrders())
	if err != nil {
		r.Problems = append(r.Problems, l.errorf(pk.File, "", "the orders are illegal: %v", err))
		return
	}
	switch f := t.Outcome.Start[l.FacesAt]; {
	case !f.Alive():
		r.Problems = append(r.Problems, l.errorf(pk.File, "faces", "faces: the piece on %v dies", l.FacesAt))
	case f.Facing != l.Faces:
		r.Problems = append(r.Problems, l.errorf(pk.File, "faces", "faces: the answer is wrong: the piece from %v ends on %v facing %v", l.FacesAt, f.Loc, f.Facing))
	}
}

// checkTeaching checks what a lesson adds to its task: its claims hold on
// the turn its answer plays; each wrong answer is wrong, and its claims hold
// on its own turn; and played without its rule its answer changes (always in
// a curriculum, else when it says how). Under "any" a wrong answer is wrong
// when some reply of the others beats it, and its own turn is the one played
// against that reply, as the trainer plays it; refute finds the reply, and
// judges the rule against every reply too (RuleMattersAgainst). Without
// refute, what needs it goes to r.Unproved; what a search refute's context
// stopped left unjudged, to r.Stopped.
func checkTeaching(ctx context.Context, pk *Pack, l *Lesson, r *Result, curriculum bool, refute Refuter) {
	fail := func(key, format string, args ...any) {
		r.Problems = append(r.Problems, l.errorf(pk.File, key, "%s", labelled(key, fmt.Sprintf(format, args...))))
	}
	t, err := l.mainTurn()
	if err != nil {
		fail("", "%v", err)
		return
	}
	for _, e := range l.CheckClaims(l.Claims, t) {
		fail(claimKey("claims", e), "%v", e)
	}
	anyReply := l.Task == TaskGoals && l.Opponent == Any
	if anyReply {
		checkNotIdle(ctx, l, r, refute, fail)
	}
	for i, w := range l.Wrong {
		key := fmt.Sprintf("wrong[%d]", i)
		wt := t
		switch {
		case anyReply && refute == nil:
			what := fmt.Sprintf("that some reply beats wrong answer %d, and its claims", i+1)
			if curriculum {
				what += ", and that the turn played against it uses no rule taught later"
			}
			r.Unproved = append(r.Unproved, what)
			continue
		case anyReply:
			wt, err = l.RefutedTurn(ctx, refute, w.Orders)
			if SearchStopped(err) {
				r.Stopped = append(r.Stopped, fmt.Sprintf("wrong answer %d not judged: the search for a reply that beats it did not finish", i+1))
				continue
			}
			if err != nil {
				fail(key, "%v", err)
				continue
			}
		case l.Task == TaskGoals:
			var ok bool
			wt, ok, err = l.Try(w.Orders)
			switch {
			case err != nil:
				fail(key, "the orders are illegal: %v", err)
				continue
			case ok:
				fail(key, "these orders reach the goals: the answer is right")
			}
		case l.Task == TaskPredict:
			checkWrongCells(l, w, func(format string, args ...any) { fail(key, format, args...) })
		case l.Task == TaskFacing:
			if w.Faces == l.Faces {
				fail(key, "faces: %v is the answer", w.Faces)
			}
		}
		for _, e := range l.CheckClaims(w.Claims, wt) {
			fail(claimKey(key+".claims", e), "%v", e)
		}
	}
	if curriculum || len(l.Without) > 0 {
		checkRuleNeeded(ctx, l, r, anyReply, refute, fail)
	}
	if curriculum {
		if nums := l.UnclaimedNumbers(); len(nums) > 0 {
			fail("claims", "the texts name %s, which no claim states", strings.Join(nums, ", "))
		}
		if cells := l.UnclaimedCells(); len(cells) > 0 {
			fail("claims", "the texts name the cells %s, which no claim names", strings.Join(cells, ", "))
		}
	}
}

// checkNotIdle is, for a lesson with goals under "any", checkGoals' test
// that giving no orders does not reach the goals: there it is skipped, as
// an opponent who gives no orders may be the only one who loses; here
// some reply (refute finds it) must beat no orders. A puzzle's uniqueness
// proof finds no orders as another solution; a lesson's proof does not
// look for others, and the trainer took no orders for a right answer.
func checkNotIdle(ctx context.Context, l *Lesson, r *Result, refute Refuter, fail func(key, format string, args ...any)) {
	if refute == nil {
		r.Unproved = append(r.Unproved, "that some reply beats giving no orders")
		return
	}
	_, refuted, err := refute(ctx, &l.Scenario, nil)
	switch {
	case SearchStopped(err):
		r.Stopped = append(r.Stopped, "giving no orders not judged: the search for a reply that beats it did not finish")
	case err != nil:
		fail("goals", "not judged: the search for a reply that beats giving no orders failed: %v", err)
	case !refuted:
		fail("goals", "the goals are reached without any orders, whatever the others do")
	}
}

// checkRuleNeeded is checkTeaching's check that the lesson needs its rule:
// RuleMatters, or under "any" (anyReply) the same against every reply,
// which refute finds; without refute it is unproved, and a search its
// context stopped leaves it unjudged (r.Stopped).
func checkRuleNeeded(ctx context.Context, l *Lesson, r *Result, anyReply bool, refute Refuter, fail func(key, format string, args ...any)) {
	var err error
	switch {
	case anyReply && refute == nil:
		r.Unproved = append(r.Unproved, "that the lesson needs its rule against every reply")
		return
	case anyReply:
		err = l.ruleMattersAgainstAll(ctx, refute)
	default:
		err = l.RuleMatters()
	}
	switch {
	case SearchStopped(err):
		r.Stopped = append(r.Stopped, "its rule not judged: the search for a reply that beats its answer without the rule did not finish")
	case err != nil:
		fail("without", "%v", err)
	}
}

// checkWrongCells checks a wrong prediction: each cell it misses holds a
// piece that dies, each cell it picks wrongly one that lives.
func checkWrongCells(l *Lesson, w Wrong, fail func(format string, args ...any)) {
	for _, c := range w.Missed {
		switch {
		case l.Position.At(c).Empty() && !l.placesOn(c):
			fail("missed: no piece stands on %v and none is placed there", c)
		case !cellsIn([]engine.Loc{c}, l.Dies):
			fail("missed: the piece on %v does not die, so it cannot be missed", c)
		}
	}
	for _, c := range w.Extra {
		switch {
		case l.Position.At(c).Empty() && !l.placesOn(c):
			fail("extra: no piece stands on %v and none is placed there", c)
		case cellsIn([]engine.Loc{c}, l.Dies):
			fail("extra: the piece on %v does die", c)
		}
	}
}

// Refuter looks, under the opponent model "any", for a reply of the other
// players that beats the orders of s's side: the reply (reply[n-1] are
// player n's orders, the side's empty), whether one does, or an error when
// it cannot tell. A search that ctx stops (a time limit, an interrupt)
// returns an error that wraps ctx's (SearchStopped): check then reports
// what it left unjudged as a stop, not as a problem of the lesson. Package
// puzzles/prove supplies one from the solver (prove.Refuter), the same
// search the trainer judges an answer with, so that the reply it finds is
// the one the trainer plays.
type Refuter func(ctx context.Context, s *Scenario, orders []engine.Order) (reply [][]engine.Order, refuted bool, err error)

// once returns refute asking each question once: the same orders of the
// same scenario get the answer (or the error) of the first search, so that
// the checks that share a turn share its reply. It is not safe for
// concurrent use; nil stays nil.
func (refute Refuter) once() Refuter {
	if refute == nil {
		return nil
	}
	type question struct {
		s      *Scenario
		orders string
	}
	type answer struct {
		reply   [][]engine.Order
		refuted bool
		err     error
	}
	asked := map[question]answer{}
	return func(ctx context.Context, s *Scenario, orders []engine.Order) ([][]engine.Order, bool, error) {
		q := question{s, fmt.Sprint(orders)}
		if a, ok := asked[q]; ok {
			return a.reply, a.refuted, a.err
		}
		reply, refuted, err := refute(ctx, s, orders)
		asked[q] = answer{reply, refuted, err}
		return reply, refuted, err
	}
}

// SearchStopped reports whether err says that a search was stopped by its
// context (a time limit, an interrupt) before it could tell: nothing is
// known to be wrong.
func SearchStopped(err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)
}

// ErrUnjudged marks an error of RuleMattersAgainst that says nothing of the
// rule: the search for a reply could not tell.
var ErrUnjudged = errors.New("not judged")

// RefutedTurn plays a wrong answer of a lesson with goals under "any": the
// turn of the answer's orders against the reply of the others that refute
// finds to beat them, the turn the trainer shows the learner. It fails when
// the orders are illegal, no reply beats them (the answer is right), or
// refute cannot tell (SearchStopped, when its search was stopped).
func (l *Lesson) RefutedTurn(ctx context.Context, refute Refuter, orders []engine.Order) (*Turn, error) {
	if _, _, err := l.Try(orders); err != nil {
		return nil, fmt.Errorf("the orders are illegal: %v", err)
	}
	reply, refuted, err := refute(ctx, &l.Scenario, orders)
	switch {
	case err != nil:
		return nil, fmt.Errorf("not judged: the search for a reply that beats these orders failed: %w", err)
	case !refuted:
		return nil, fmt.Errorf("no reply of the others beats these orders: the answer is right")
	}
	all := make([][]engine.Order, l.Position.NumPlayers)
	copy(all, reply)
	all[l.Side-1] = orders
	t, err := l.Play(all)
	if err != nil {
		return nil, fmt.Errorf("the reply that beats these orders cannot be played: %v", err)
	}
	return t, nil
}

// RuleMattersAgainst is RuleMattersFor under every opponent model. Under
// "any" one answer needs the rule when, played without it, its orders are
// refused, miss the goals against an opponent who gives no orders, or some
// reply of the others (refute finds it) beats them: a player who ignores
// the rule expects the answer to fail. An error says it does not need the
// rule, or, wrapping ErrUnjudged, that refute could not tell.
func (l *Lesson) RuleMattersAgainst(ctx context.Context, refute Refuter, orders []engine.Order) error {
	err := l.RuleMattersFor(orders)
	if err == nil || l.Opponent != Any || l.Task != TaskGoals || len(l.Without) == 0 {
		return err
	}
	v, verr := l.PlayedWithout()
	if verr != nil {
		return verr
	}
	if _, refuted, rerr := refute(ctx, &v.Scenario, v.legalPart(v.Side, orders)); rerr != nil {
		return fmt.Errorf("%w: whether a reply beats it without %s: %w", ErrUnjudged, strings.Join(l.Without, "; "), rerr)
	} else if refuted {
		return nil
	}
	return fmt.Errorf("without %s, no reply of the others beats it: it does not need the lesson's rule", strings.Join(l.Without, "; "))
}

// ruleMattersAgainstAll is RuleMatters for a lesson with goals under
// "any": played without its rule, some reply beats the stated solution, or
// a listed wrong answer is beaten by none.
func (l *Lesson) ruleMattersAgainstAll(ctx context.Context, refute Refuter) error {
	err := l.RuleMattersAgainst(ctx, refute, l.Solution)
	if err == nil || errors.Is(err, ErrUnjudged) {
		return err
	}
	v, verr := l.PlayedWithout()
	if verr != nil {
		return verr
	}
	for _, w := range l.Wrong {
		if _, ok, terr := v.Try(w.Orders); terr != nil || !ok {
			continue
		}
		_, refuted, rerr := refute(ctx, &v.Scenario, w.Orders)
		if rerr != nil {
			return fmt.Errorf("%w: whether a reply beats a wrong answer without its rule: %w", ErrUnjudged, rerr)
		}
		if !refuted {
			return nil
		}
	}
	return fmt.Errorf("without %s, no reply of the others beats the stated solution and every listed wrong answer is beaten: the lesson can be solved without its rule", strings.Join(l.Without, "; "))
}

// RuleMattersFor reports, with an error, orders of the lesson's side that
// reach its goals when the lesson is played without its rule (see
// PlayedWithout): an answer a player who ignores the rule may give and
// still pass. It is RuleMatters for one answer of a lesson with goals,
// such as each answer the trainer accepts (the solver lists them; package
// puzzles does not search): as there, the orders the rule alone allows are
// left out and the rest must fail. Unlike the stated solution, one answer
// is not saved by a wrong answer that works without the rule: the player
// who ignores the rule may give this one. Under "any" it plays against an
// opponent who gives no orders; RuleMattersAgainst tries every reply.
func (l *Lesson) RuleMattersFor(orders []engine.Order) error {
	if l.Task != TaskGoals {
		return fmt.Errorf("only a lesson with goals is answered by orders of one side")
	}
	if len(l.Without) == 0 {
		return fmt.Errorf("no without: say how to switch the lesson's rule off")
	}
	v, err := l.PlayedWithout()
	if err != nil {
		return err
	}
	if _, ok, err := v.Try(v.legalPart(v.Side, orders)); err != nil || !ok {
		return nil
	}
	return fmt.Errorf("without %s, it still reaches the goals: it does not need the lesson's rule", strings.Join(l.Without, "; "))
}

// WithoutChangesGoalsOnly reports whether the lesson's `without` changes
// nothing but its goals: then RuleMatters shows what a player aims for,
// not that the rule matters to how the turn is played.
func (l *Lesson) WithoutChangesGoalsOnly() bool {
	if len(l.Without) == 0 {
		return false
	}
	for _, text := range l.Without {
		if f := strings.Fields(text); len(f) == 0 || f[0] != "goals" {
			return false
		}
	}
	return true
}
