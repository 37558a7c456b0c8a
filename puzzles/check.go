package puzzles

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/engine"
)

// Prover proves what playing the stated orders cannot: that a scenario's
// solution holds against every legal set of opponent orders (opponent
// "any"), and, when unique is set, that no other orders reach the goals
// except the accepted alternatives and orders that make no difference. It
// returns nil for a sound scenario, or an error that says what is wrong (for
// example the other solution it found). The solver provides one; Check takes
// it as a value so that this package does not depend on the solver.
type Prover func(ctx context.Context, s *Scenario, unique bool) error

// Result is the verdict of Check on one puzzle or lesson.
type Result struct {
	File string
	Line int
	What string // "puzzle" or "lesson"
	ID   string
	// Problems are what makes it wrong; none when it is sound.
	Problems []*FileError
	// Unproved lists what was left unchecked for want of a Prover (or,
	// under "any", a Refuter).
	Unproved []string
	// Stopped lists what a search of the Refuter left unjudged because its
	// context stopped it (a time limit, an interrupt): neither sound nor a
	// problem, as a Prover stopped so reports neither (birdcrab check
	// calls it a stop).
	Stopped []string
	// Notes are what a game could not reach but a scenario may show on
	// purpose (engine.Position.Warnings), and a lesson's missing why, placed
	// as a problem is ("file:line:col: lesson ..."); they do not make it
	// wrong.
	Notes []string
	// Elapsed is how long checking it took, the proof included.
	Elapsed time.Duration
}

// OK reports whether no problem was found.
func (r *Result) OK() bool { return len(r.Problems) == 0 }

// Check checks every puzzle and lesson of a pack as far as resolving turns
// with the engine can: the pack is valid (see Validate); each puzzle has
// goals and a stated solution; the solution and every accepted alternative
// reach all goals under "hold" and "fixed" (under "any", against an opponent
// who gives no orders, which every sound solution must survive); the goals
// are not reached by giving no orders at all; each lesson's answer is what
// the engine says. With a prover it also runs prove on every puzzle that
// passes (unique = true) and on every lesson whose opponent is "any"
// (unique = false); without one, Result.Unproved says what is left.
// Check returns one Result per puzzle, then one per lesson, in pack order.
// What a lesson under "any" needs a reply for (its wrong answers, its rule)
// it leaves to Result.Unproved: CheckRefuting judges it.
func Check(ctx context.Context, pk *Pack, prove Prover) []Result {
	return CheckRefuting(ctx, pk, prove, nil)
}

// CheckRefuting is Check that, with refute, also judges a lesson with goals
// under "any" by the replies of the others: each wrong answer is beaten by
// one, its claims hold on the turn played against it, in a curriculum the
// rules that turn uses are taught before it (CurriculumRefuting), and
// played without its rule some reply beats the answer (see
// checkTeaching). A search refute's context stops goes to
// Result.Stopped. Each search is made once: the curriculum and the
// lesson's own check share the reply.
func CheckRefuting(ctx context.Context, pk *Pack, prove Prover, refute Refuter) []Result {
	var out []Result
	refute = refute.once()
	dups, cases := duplicateIDs(pk), caseIDs(pk)
	for _, pz := range pk.Puzzles {
		pz.bind(pk.cat)
		start := time.Now()
		r := newResult(pk, &pz.Scenario)
		r.Notes = append(r.Notes, listNotes(pk, &pz.Scenario, "tags", "tag", "", pz.Tags)...)
		r.Notes = append(r.Notes, listNotes(pk, &pz.Scenario, "hints", "hint", hintBlank, pz.Hints)...)
		if n, ok := cases[&pz.Scenario]; ok {
			r.Notes = append(r.Notes, n)
		}
		if fe := dups[&pz.Scenario]; fe != nil {
			r.Problems = append(r.Problems, fe)
		}
		pz.problems(func(key, msg string) { r.Problems = append(r.Problems, pz.errorf(pk.File, key, "%s", msg)) })
		if r.OK() {
			checkGoals(ctx, pk, &pz.Scenario, &r, prove, true)
		}
		r.Elapsed = time.Since(start)
		out = append(out, r)
	}
	var steps []Step
	if pk.IsCurriculum() {
		steps = pk.CurriculumRefuting(ctx, refute)
	}
	for i, l := range pk.Lessons {
		l.bind(pk.cat)
		start := time.Now()
		r := newResult(pk, &l.Scenario)
		r.Notes = append(r.Notes, listNotes(pk, &l.Scenario, "hints", "hint", hintBlank, l.Hints)...)
		if n, ok := cases[&l.Scenario]; ok {
			r.Notes = append(r.Notes, n)
		}
		if fe := dups[&l.Scenario]; fe != nil {
			r.Problems = append(r.Problems, fe)
		}
		l.problems(func(key, msg string) { r.Problems = append(r.Problems, l.errorf(pk.File, key, "%s", msg)) })
		if r.OK() {
			switch l.Task {
			case TaskPredict:
				checkDeaths(pk, l, &r)
			case TaskFacing:
				checkFacing(pk, l, &r)
			default:
				checkGoals(ctx, pk, &l.Scenario, &r, prove, false)
			}
		}
		if r.OK() {
			checkTeaching(ctx, pk, l, &r, steps != nil, refute)
		}
		if strings.TrimSpace(l.Text) == "" {
			// The text is what the trainer shows with the position: without
			// it the learner gets the task and nothing that teaches the rule.
			r.Problems = append(r.Problems, l.errorf(pk.File, "text", "text: no text: say what the lesson shows and what to do (text = \"Kill the Bird on A1.\")"))
		}
		if strings.TrimSpace(l.Why) == "" {
			// The trainer shows the why after a right answer, and after a
			// wrong one no wrong entry explains: without it the learner is
			// told right or wrong and not the rule that decided it.
			r.Notes = append(r.Notes, l.errorf(pk.File, "why", "why: no why: after a right answer the trainer explains nothing, nor after a wrong one that no [[lesson.wrong]] explains; say what decides the turn (why = \"The Pikeman's front 6 beats the Bird's front 2.\")").Error())
		}
		if steps == nil {
			if n := untestedTexts(pk, l); n != "" {
				r.Notes = append(r.Notes, n)
			}
		}
		if steps != nil {
			for j, p := range steps[i].Problems {
				r.Problems = append(r.Problems, l.errorf(pk.File, steps[i].Keys[j], "curriculum: %s", p))
			}
		}
		r.Elapsed = time.Since(start)
		out = append(out, r)
	}
	return out
}

// untestedTexts notes the numbers and cells a lesson's texts name that
// none of its claims states, in a pack that is no curriculum (where they
// fail it): check tests the claims against the engine, not the texts.
// It gives "" when the texts name none.
func untestedTexts(pk *Pack, l *Lesson) string {
	var named []string
	if nums := l.UnclaimedNumbers(); len(nums) > 0 {
		named = append(named, strings.Join(nums, ", "))
	}
	if cells := l.UnclaimedCells(); len(cells) == 1 {
		named = append(named, "the cell "+cells[0])
	} else if len(cells) > 1 {
		named = append(named, "the cells "+strings.Join(cells, ", "))
	}
	if len(named) == 0 {
		return ""
	}
	key := ""
	if len(l.Claims) > 0 {
		key = "claims"
	}
	return l.errorf(pk.File, key, "its texts name %s, which no claim states: check tests claims, not texts (add claims such as \"fight A3 front 6 vs A1 front 2\" or \"dies A1\" to have what the texts say of them tested)",
		strings.Join(named, " and ")).Error()
}

// listNotes note the empty and repeated texts of list, s's tags or hints
// (key), each an item: harmless to the trainer, which shows them as they
// are (a blank hint, a tag twice), but a slip. blank says what an empty
// one does, if anything.
func listNotes(pk *Pack, s *Scenario, key, item, blank string, list []string) []string {
	var out []string
	for i, v := range list {
		k := fmt.Sprintf("%s[%d]", key, i)
		switch j := slices.Index(list[:i], v); {
		case strings.TrimSpace(v) == "":
			out = append(out, pk.Note(s, k, "%s", labelled(k, fmt.Sprintf("%s %d is empty%s: leave it out", item, i+1, blank))))
		case j >= 0:
			out = append(out, pk.Note(s, k, "%s", labelled(k, fmt.Sprintf("%q is listed twice (%ss %d and %d): leave one out", v, item, j+1, i+1))))
		}
	}
	return out
}

// hintBlank is what an empty hint does.
const hintBlank = " (the trainer would show a blank hint)"

// newResult starts the result of one scenario.
func newResult(pk *Pack, s *Scenario) Result {
	file := pk.File
	if s.src != nil {
		file = s.src.Name
	}
	return Result{File: file, Line: s.Line(), What: s.what, ID: s.ID, Notes: append(positionNotes(pk, s), targetNotes(pk, s)...)}
}

// targetNotes note a Necromancer target that the target order would not
// name as things stand: its player has no Necromancer on the board or in
// hand (and no hidden piece that may be one), or the graveyard holds none
// of its kind. A game can leave a target so (a Necromancer that died with
// a full hand keeps it named; another player may raise the last of the
// kind), so it is no problem; in a puzzle it is most likely a slip.
func targetNotes(pk *Pack, s *Scenario) []string {
	p := &s.Position
	cat := s.Catalogue()
	var out []string
	note := func(i int, msg string) {
		key := s.posKey(fmt.Sprintf("player[%d].target", i))
		out = append(out, s.errorf(pk.File, key, "%s", labelled(key, msg)).Error())
	}
	for i := 0; i < int(p.NumPlayers); i++ {
		pl := &p.Players[i]
		if pl.Target == engine.NoKind || int(pl.Target) >= cat.Len() {
			continue
		}
		name := cat.Name(pl.Target)
		if pl.Hidden == 0 && !holdsRaiser(cat, p, i+1) {
			note(i, fmt.Sprintf("player %d names %s as the Necromancer target, but has no Necromancer on the board or in hand: it raises nothing until one is placed (the target order needs one)", i+1, name))
		}
		if !p.InGrave(pl.Target) {
			note(i, fmt.Sprintf("player %d names %s as the Necromancer target, but the graveyard holds no %s: one is raised only if a %s dies first (the target order needs one there)", i+1, name, name, name))
		}
	}
	return out
}

// TargetNotes are check's notes on the Necromancer targets of s, a
// scenario of pk (see targetNotes): for the commands that play or solve
// s without checking it, so that a slip in a code or a file is noted
// wherever it is used.
func (pk *Pack) TargetNotes(s *Scenario) []string { return targetNotes(pk, s) }

// holdsRaiser reports whether player n has a Necromancer (a piece that
// raises) on the board or in hand.
func holdsRaiser(cat *engine.Catalogue, p *engine.Position, n int) bool {
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.At(l); int(pc.Owner) == n && int(pc.Kind) < cat.Len() && cat.Kind(pc.Kind).Has(engine.Raises) {
			return true
		}
	}
	return slices.ContainsFunc(p.Player(n).HandKinds(), func(k engine.KindID) bool {
		return int(k) < cat.Len() && cat.Kind(k).Has(engine.Raises)
	})
}

// positionNotes are the position's warnings (engine.Position.Warnings),
// but for territories a player holds by default under sudden death: the
// engine would call them listed, and name them again for each player. One
// note says that the tables list none, and what to write.
func positionNotes(pk *Pack, s *Scenario) []string {
	p := s.Position
	if p.SuddenDeath == 0 || s.defaultHeld == 0 {
		return placedWarnings(pk, s, &p)
	}
	var held, players []string
	for n := 1; n <= int(p.NumPlayers); n++ {
		var ts []string
		for t := engine.AB; t <= engine.FA; t++ {
			if s.defaultHeld&(1<<t) != 0 && p.Control[t] == uint8(n) {
				ts = append(ts, t.String())
				p.Control[t] = 0
			}
		}
		if len(ts) > 0 {
			held = append(held, fmt.Sprintf("%s to player %d", engine.AndList(ts), n))
			players = append(players, fmt.Sprint(n))
		}
	}
	tables, fix := fmt.Sprintf("player %s's table lists", players[0]), "write territories = [] in it"
	if len(players) > 1 {
		tables, fix = fmt.Sprintf("the tables of players %s list", engine.AndList(players)), "write territories = [] in each"
	}
	note := fmt.Sprintf("%s no territories, so the default ones hold (%s); but nobody controls a territory once sudden death has begun (sudden_death = %d): %s",
		tables, strings.Join(held, ", and "), p.SuddenDeath, fix)
	return append([]string{s.errorf(pk.File, "", "%s", note).Error()}, placedWarnings(pk, s, &p)...)
}

// placedWarnings are p's warnings, each placed as a problem is: at the key
// it is about when the warning names one (player 2's out, hand or
// territories, the puzzle's sudden_death), else at the scenario's table.
func placedWarnings(pk *Pack, s *Scenario, p *engine.Position) []string {
	var out []string
	for _, w := range p.Warnings(pk.cat) {
		out = append(out, pk.Note(s, warningKey(s, w), "%s", w))
	}
	return out
}

// PlacedWarnings are the engine's warnings on p, the position of s (a
// scenario of pk) or one made from it, each placed as check places them:
// "file:line:col: puzzle "p": player 2 is eliminated, but ...", at the
// key of s's table it is about. The editor lists a puzzle's warnings so,
// p as edited, placed in the pack's file.
func (pk *Pack) PlacedWarnings(s *Scenario, p *engine.Position) []string {
	return placedWarnings(pk, s, p)
}

// warningKey is the key, relative to s's table, that the engine's warning
// w is about (see engine.Position.Warnings), or "" for s's table.
func warningKey(s *Scenario, w string) string {
	var n int
	var t string
	player := func(key string) string {
		if n < 1 || n > engine.MaxPlayers {
			return ""
		}
		return s.posKey(strings.TrimSuffix(fmt.Sprintf("player[%d].%s", n-1, key), "."))
	}
	switch {
	case strings.HasPrefix(w, "the position gives "):
		return "sudden_death"
	case scansAs(w, "territory %s is player %d's", &t, &n):
		return player("territories")
	case !scansAs(w, "player %d ", &n):
		return ""
	case strings.Contains(w, " is eliminated, "):
		return player("out")
	case strings.Contains(w, " holds "):
		return player("hand")
	}
	return player("")
}

// scansAs reports whether text starts as format says, scanning the values
// into args.
func scansAs(text, format string, args ...any) bool {
	_, err := fmt.Sscanf(text, format, args...)
	return err == nil
}

// Note places msg as check places a problem, at key (relative to the table
// of s, a scenario of pk; "" for the table itself): "file:line:col: puzzle
// "p": msg". Commands that add notes to check's results use it.
func (pk *Pack) Note(s *Scenario, key, format string, args ...any) string {
	return s.errorf(pk.File, key, format, args...).Error()
}

// checkGoals checks a scenario whose task is to reach goals.
func checkGoals(ctx context.Context, pk *Pack, s *Scenario, r *Result, prove Prover, unique bool) {
	fail := func(key, format string, args ...any) {
		r.Problems = append(r.Problems, s.errorf(pk.File, key, "%s", labelled(key, fmt.Sprintf(format, args...))))
	}
	if len(s.Goals) == 0 {
		fail("goals", "no goals (goals = [\"kill DE3\"], ...)")
	}
	for i, g := range s.Goals {
		if j := slices.Index(s.Goals[:i], g); j >= 0 {
			// As a repeated alternative: harmless to the engine, but a
			// slip, most likely for another goal.
			fail(fmt.Sprintf("goals[%d]", i), "%q is listed twice (goals %d and %d): leave one out, or write the goal you meant", g.String(), j+1, i+1)
		}
	}
	if len(s.Solution) == 0 {
		fail("solution", "no stated solution (solution = [\"move AB3 D 1\"], ...)%s", sideOrdersHint(s))
	}
	if !r.OK() {
		return
	}
	against := ""
	if s.Opponent == Any {
		against = " against an opponent who gives no orders"
	}
	try := func(key, what string, orders []engine.Order) {
		t, ok, err := s.Try(orders)
		switch {
		case err != nil:
			fail(key, "%s is illegal: %v", what, err)
		case !ok:
			fail(key, "%s does not reach %s%s", what, unmet(s, &t.Outcome), against)
		}
	}
	try("solution", "the stated solution", s.Solution)
	if r.OK() && len(s.Claims) > 0 && s.what == "puzzle" {
		if t, _, err := s.Try(s.Solution); err == nil {
			for _, e := range s.CheckClaims(s.Claims, t) {
				fail(claimKey("claims", e), "%v", e)
			}
		}
	}
	for i, alt := range s.Alternatives {
		key := fmt.Sprintf("alternatives[%d]", i)
		if same := repeatedSolution(s, i); same != "" {
			fail(key, "%s: leave it out", same)
			continue
		}
		try(key, "the accepted alternative", alt)
		if r.OK() {
			if idle := idleOrders(s, i); idle != "" {
				r.Notes = append(r.Notes, s.errorf(pk.File, key, "%s", labelled(key, idle)).Error())
			}
		}
	}
	if s.Opponent != Any {
		if _, ok, err := s.Try(nil); err == nil && ok {
			fail("goals", "the goals are reached without any orders")
		}
	}
	if !r.OK() {
		return
	}
	needsProof := unique || s.Opponent == Any
	switch {
	case !needsProof:
	case prove == nil:
		if s.Opponent == Any {
			r.Unproved = append(r.Unproved, "that the solution works against any opponent")
		}
		if unique {
			r.Unproved = append(r.Unproved, "that the solution is unique up to the accepted alternatives")
		}
	default:
		if err := prove(ctx, s, unique); err != nil {
			for _, p := range Problems(err) {
				if p.File == "" {
					p = s.errorf(pk.File, "", "%s", p.Msg)
				}
				r.Problems = append(r.Problems, p)
			}
		}
	}
}

// idleOrders says which orders of alternative i change nothing: the
// alternative holds all the orders of another accepted answer, and plays
// the same turn, to the last piece's facing and the last kill, as that
// answer. It returns "" when every order counts, or when a part of the
// alternative that keeps one of its other orders reaches the goals too:
// then the alternative is what accepts that part (see repeatedSolution),
// and the order is not for nothing. Alternatives of more than
// maxIdleOrders orders are not searched.
func idleOrders(s *Scenario, i int) string {
	alt := s.Alternatives[i]
	if len(alt) > maxIdleOrders {
		return ""
	}
	answers := [][]engine.Order{s.Solution}
	names := []string{"the stated solution"}
	for j, a := range s.Alternatives {
		if j != i {
			answers, names = append(answers, a), append(names, fmt.Sprintf("alternative %d", j+1))
		}
	}
	played, ok, err := s.Try(alt)
	if err != nil || !ok {
		return ""
	}
	for k, a := range answers {
		if len(a) >= len(alt) || !containsOrders(alt, a) {
			continue
		}
		base, ok, err := s.Try(a)
		if err != nil || !ok || !sameTurn(&base.Outcome, &played.Outcome) {
			continue
		}
		extra := slices.Clone(alt)
		for _, o := range a {
			j := slices.Index(extra, o)
			extra = slices.Delete(extra, j, j+1)
		}
		if acceptsAPart(s, alt, extra) {
			continue
		}
		what := fmt.Sprintf("the order %s changes nothing", extra[0].Format(s.cat))
		if len(extra) > 1 {
			what = fmt.Sprintf("the orders %s change nothing", strings.Join(engine.FormatOrders(s.cat, extra), "; "))
		}
		return fmt.Sprintf("%s: the turn is that of %s; leave the alternative out, or write the answer you meant", what, names[k])
	}
	return ""
}

// maxIdleOrders bounds the alternatives idleOrders searches: it plays
// every part of one.
const maxIdleOrders = 8

// acceptsAPart reports whether a part of alt short of all of it, holding
// at least one order of extra, reaches the goals.
func acceptsAPart(s *Scenario, alt, extra []engine.Order) bool {
	for mask := 1; mask < 1<<len(alt)-1; mask++ {
		var part []engine.Order
		keeps := false
		for j, o := range alt {
			if mask&(1<<j) != 0 {
				part = append(part, o)
				keeps = keeps || slices.Contains(extra, o)
			}
		}
		if !keeps {
			continue
		}
		if _, ok, err := s.Try(part); err == nil && ok {
			return true
		}
	}
	return false
}

// sameTurn reports whether two turns end the same: the position, what
// became of every piece and placement, the kills, losses, ransacks and
// eliminations. Which pieces took part in a fight or a bump (Touched,
// PlacedFaced) is not the turn's result.
func sameTurn(a, b *engine.Outcome) bool {
	x, y := *a, *b
	x.Touched, y.Touched = 0, 0
	x.PlacedFaced, y.PlacedFaced = 0, 0
	return x == y
}

// repeatedSolution says how alternative i repeats what the puzzle accepts
// already: the stated solution or an earlier alternative, or its orders
// given in another sequence (which changes nothing: orders of one turn are
// resolved together). It returns "" when the alternative is another
// answer. An alternative holding all of an accepted answer's orders and
// more is no repeat: the uniqueness proof accepts each minimal solution
// inside some accepted answer, and another minimal solution may lie inside
// it alone (stated solution "move A4 D 1", alternative "move A4 D 1; move
// D1 A 2", both killing the Bird: the alternative is what accepts "move
// D1 A 2"; see TestCheckKeepsAnAlternativeWithMoreOrders).
func repeatedSolution(s *Scenario, i int) string {
	alt := s.Alternatives[i]
	what := func(orders []engine.Order, name string) string {
		switch {
		case len(alt) != len(orders) || !containsOrders(alt, orders):
			return ""
		case slices.Equal(alt, orders):
			return "the same orders as " + name
		}
		return fmt.Sprintf("the orders of %s in another sequence, which changes nothing", name)
	}
	if w := what(s.Solution, "the stated solution"); w != "" {
		return w
	}
	for j := 0; j < i; j++ {
		if w := what(s.Alternatives[j], fmt.Sprintf("alternative %d", j+1)); w != "" {
			return w
		}
	}
	return ""
}

// containsOrders reports whether every order of sub is in orders, each
// as many times as sub gives it.
func containsOrders(orders, sub []engine.Order) bool {
	rest := append([]engine.Order(nil), orders...)
	for _, o := range sub {
		j := slices.Index(rest, o)
		if j < 0 {
			return false
		}
		rest = slices.Delete(rest, j, j+1)
	}
	return len(sub) > 0
}

// sideOrdersHint, for a puzzle without a solution, points at the orders its
// side's table carries: resolve plays them, but the solution is what check
// proves.
func sideOrdersHint(s *Scenario) string {
	if s.Side < 1 || s.Side > len(s.Orders) || len(s.Orders[s.Side-1]) == 0 {
		return ""
	}
	return fmt.Sprintf("; player %d carries orders, which resolve plays: write them as the solution", s.Side)
}

// unmet lists the goals the side did not reach, in notation.
func unmet(s *Scenario, out *engine.Outcome) string {
	var miss []string
	for _, g := range s.Goals {
		if !g.Met(&s.Position, out, s.Side) {
			miss = append(miss, fmt.Sprintf("%q", g.String()))
		}
	}
	return strings.Join(miss, " and ")
}

// checkDeaths checks the answer of a lesson that predicts deaths.
func checkDeaths(pk *Pack, l *Lesson, r *Result) {
	t, err := l.Play(l.FileOrders())
	if err != nil {
		r.Problems = append(r.Problems, l.errorf(pk.File, "", "the orders are illegal: %v", err))
		return
	}
	dies := Deaths(&l.Position, &t.Outcome)
	same, missing, extra := CompareCells(dies, l.Dies)
	if same {
		return
	}
	// "die too" said of the only cells that die was false: each part
	// says what it is about.
	var parts []string
	if len(missing) > 0 {
		parts = append(parts, "it leaves out "+cellList(missing)+", where "+pieceVerb(len(missing), "dies", "die"))
	}
	if len(extra) > 0 {
		parts = append(parts, "it names "+cellList(extra)+", where "+pieceVerb(len(extra), "survives", "survive"))
	}
	r.Problems = append(r.Problems, l.errorf(pk.File, "dies", "dies: the answer is wrong: %s (the engine kills %s)", strings.Join(parts, "; "), cellList(dies)))
}

// pieceVerb is "the piece VERB" for one piece, "the pieces VERBS" for more.
func pieceVerb(n int, one, many string) string {
	if n == 1 {
		return "the piece " + one
	}
	return "the pieces " + many
}

// cellList writes cells as "A1, AB3", or "none".
func cellList(cells []engine.Loc) string {
	if len(cells) == 0 {
		return "none"
	}
	s := make([]string, len(cells))
	for i, c := range cells {
		s[i] = c.String()
	}
	return strings.Join(s, ", ")
}
