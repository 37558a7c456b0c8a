package trainer

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// hintSteps returns the hints of the item in order; the step after the
// last is the solution. A puzzle with fewer than two hints of its own gets
// them from its solution: which pieces matter, which kinds of orders.
func hintSteps(it *trainItem) []string {
	sc := it.scenario()
	var hints []string
	for _, h := range sc.Hints {
		hints = append(hints, clean(h))
	}
	if it.facing() {
		return hints
	}
	if it.predict() {
		if len(hints) == 0 {
			dies := it.lesson.Dies
			if truth, err := playedAnswer(it); err == nil {
				dies = truth.dies
			}
			switch n := len(dies); n {
			case 0:
				hints = append(hints, "Look closely: maybe nothing dies.")
			case 1:
				hints = append(hints, "Exactly one piece dies.")
			default:
				hints = append(hints, fmt.Sprintf("%d pieces die.", n))
			}
		}
		return hints
	}
	if len(sc.Solution) == 0 || it.solutionMiss() != "" {
		return hints // no pieces nor orders to tell of a solution that misses
	}
	if len(hints) < 1 {
		hints = append(hints, piecesHint(sc))
	}
	if len(hints) < 2 {
		hints = append(hints, kindsHint(sc))
	}
	return hints
}

// piecesHint names the pieces the solution gives orders to.
func piecesHint(sc *puzzles.Scenario) string {
	cat := sc.Catalogue()
	var parts []string
	seen := map[engine.Loc]bool{}
	placed := 0
	for _, o := range sc.Solution {
		switch o.Op {
		case engine.OpMove, engine.OpTurn:
			if !seen[o.Loc] {
				seen[o.Loc] = true
				parts = append(parts, fmt.Sprintf("the %s on %v", cat.Name(sc.Position.Board[o.Loc].Kind), o.Loc))
			}
		case engine.OpPlace:
			placed++
		}
	}
	if placed > 0 {
		parts = append(parts, plural(placed, "piece")+" from your hand")
	}
	if len(parts) == 0 {
		return "The answer gives hardly any orders."
	}
	return "The pieces that matter: " + engine.AndList(parts) + "."
}

// kindsHint counts the kinds of orders of the solution.
func kindsHint(sc *puzzles.Scenario) string {
	var moves, turns, places, targets int
	for _, o := range sc.Solution {
		switch o.Op {
		case engine.OpMove:
			moves++
		case engine.OpTurn:
			turns++
		case engine.OpPlace:
			places++
		case engine.OpTarget:
			targets++
		}
	}
	var parts []string
	if moves > 0 {
		parts = append(parts, plural(moves, "move"))
	}
	if turns > 0 {
		parts = append(parts, plural(turns, "turn"))
	}
	if places > 0 {
		parts = append(parts, plural(places, "placement"))
	}
	if targets > 0 {
		parts = append(parts, "a Necromancer target")
	}
	return fmt.Sprintf("You need %s: %s.", plural(len(sc.Solution), "order"), engine.AndList(parts))
}

// noSolution reports whether the item is a puzzle that states no
// solution, or states one that misses its goals (solutionMiss): after its
// hints H has nothing to show, and showing nothing must not count it as
// seen.
func noSolution(it *trainItem) bool {
	return !it.played() && (len(it.scenario().Solution) == 0 || it.solutionMiss() != "")
}

// statesNone says what the item states of its solution when noSolution:
// "states no solution", or none that reaches its goals.
func statesNone(it *trainItem) string {
	if it.solutionMiss() != "" {
		return "states no solution that reaches its goals"
	}
	return "states no solution"
}

// solutionMiss says, when the item's stated solution misses its goals (or
// is not legal), that it does: "" when it reaches them and when none is
// stated. A pack that `check` fails opened with no warning, and H showed
// its solution as the answer, which was then judged "Not yet". Replaying
// it is one turn; the answer is cached. Under "any" it is played, as check
// plays it, against others who give no orders: a solution that misses
// then misses against some reply (that it holds against every reply is
// the solver's to tell, and not asked here).
func (it *trainItem) solutionMiss() string {
	if it.missKnown {
		return it.miss
	}
	it.missKnown = true
	sc := it.scenario()
	if it.played() || len(sc.Goals) == 0 || len(sc.Solution) == 0 {
		return ""
	}
	what := "does not reach its goals"
	if sc.Opponent == engine.Any {
		verb := "gives"
		if sc.Position.NumPlayers > 2 {
			verb = "give"
		}
		what += " even when " + othersName(sc) + " " + verb + " no orders"
	}
	switch _, ok, err := sc.Try(sc.Solution); {
	case err != nil:
		what = "is not legal (" + tui.Reason(err) + ")"
	case ok:
		return ""
	}
	pf := it.pack.pieces
	if kinds := pf.kindsOf(it); len(kinds) > 0 { // none when pf is nil
		// Read alone the pack may be right: the file's kinds are why.
		it.miss = fmt.Sprintf("The stated solution %s under %s, which changes %s: it was written for other numbers, and is not shown as the answer.", what, pf.name, kindsWord(kinds))
		return it.miss
	}
	it.miss = fmt.Sprintf("This pack's stated solution %s: `%s` says why. It is not shown as the answer.", what, checkCommand(it.pack))
	return it.miss
}

// checkCommand is the command that checks the pack tp.
func checkCommand(tp *trainPack) string {
	switch {
	case tp == nil:
		return "birdcrab check"
	case tp.shipped:
		return "birdcrab check" // no file: the shipped packs
	case puzzles.IsCode(tp.file):
		return "birdcrab check CODE, with this puzzle's code,"
	}
	f := clean(tp.file)
	if strings.ContainsAny(f, " \t'\"$`\\|&;()<>*?[]{}~#!") {
		f = "'" + strings.ReplaceAll(f, "'", `'\''`) + "'"
	}
	return "birdcrab check " + f
}

// solutionText writes the solution: the author's orders and the accepted
// alternatives, or a prediction's answer.
func solutionText(it *trainItem) string {
	sc := it.scenario()
	if it.played() {
		// The engine's answer, whatever the pack states.
		l := it.lesson
		truth, err := playedAnswer(it)
		if err != nil {
			truth = answerTruth{dies: l.Dies, faces: l.Faces}
		}
		switch {
		case it.facing():
			return fmt.Sprintf("Answer: %s ends facing %v.", l.FacingPiece(), truth.faces)
		case len(truth.dies) == 0:
			return "Answer: nothing dies."
		case len(truth.dies) == 1:
			return "Answer: " + diesText(truth.dies) + " dies."
		}
		return "Answer: " + diesText(truth.dies) + " die."
	}
	if len(sc.Solution) == 0 {
		return "This puzzle states no solution."
	}
	if miss := it.solutionMiss(); miss != "" {
		return miss
	}
	s := "Solution: " + engine.OrdersText(sc.Catalogue(), sc.Solution, "no orders") + "."
	missed := 0
	for _, alt := range sc.Alternatives {
		if missesGoals(sc, alt) {
			missed++ // not said to be right
			continue
		}
		s += " Also right: " + engine.OrdersText(sc.Catalogue(), alt, "no orders") + "."
	}
	switch {
	case missed == 1:
		s += fmt.Sprintf(" The pack accepts 1 other answer that misses its goals, not shown: `%s` says why.", checkCommand(it.pack))
	case missed > 1:
		s += fmt.Sprintf(" The pack accepts %d other answers that miss its goals, not shown: `%s` says why.", missed, checkCommand(it.pack))
	}
	return s
}

// missesGoals reports whether orders of the side are illegal or miss the
// goals, played against the opponent model; under "any", against others
// who give no orders, as check plays them (orders that miss then miss
// against some reply; that they hold against every reply only the solver
// can tell).
func missesGoals(sc *puzzles.Scenario, orders []engine.Order) bool {
	if len(sc.Goals) == 0 {
		return false
	}
	_, ok, err := sc.Try(orders)
	return err != nil || !ok
}

// nextHint shows the next hint; the last step, the solution, asks first
// (the key is disabled once everything is shown).
func (t *Trainer) nextHint() {
	a := t.att
	steps := hintSteps(a.item)
	if a.hints < len(steps) {
		a.hints++
		t.recordHints(false)
		next := "H again: " + nextHintWord(a.hints, len(steps))
		if a.hints == len(steps) && noSolution(a.item) {
			next = "the last: this puzzle " + statesNone(a.item)
		}
		t.say(fmt.Sprintf("hint %d of %d shown in the panel (%s)", a.hints, len(steps), next), false)
		t.showNewest()
		return
	}
	t.askSolution(a)
}

// askSolution shows the solution, or the answer, after a question whose
// answer chosen first is no.
func (t *Trainer) askSolution(a *attempt) {
	what := "the solution"
	if a.item.played() {
		what = "the answer"
	}
	yes := "y  yes, show " + what
	if !t.solvedAlready(a) {
		// What it costs, said before, not only after: the learner
		// confirmed without knowing.
		yes = "y  yes: it then counts as seen, not solved"
	}
	// No first: H pressed once too often, then Enter, showed the
	// solution and turned the puzzle into one seen, not solved.
	t.shell.Confirm("Show "+what+"?", []tui.MenuItem{
		{Text: "n  no, let me think again", Key: 'n'},
		{Text: yes, Key: 'y'},
	}, func(i int) {
		if i != 1 || t.att != a {
			return
		}
		a.hints++
		a.revealed = !t.solvedAlready(a)
		t.recordHints(true)
		t.releaseEnd()
		if a.revealed {
			noun := "puzzle"
			if a.item.lesson != nil {
				noun = "lesson"
			}
			t.say(what+" is shown in the panel: the "+noun+" now counts as seen, not solved, and goes to the replay list", false)
		} else {
			t.say(what+" is shown in the panel", false)
		}
		t.showNewest()
	})
}

// showNewest scrolls the side panel so that the newest hint, or the
// solution, is in view: from the top when the panel holds all down to
// its end, else with its end on the last row above the "▼ PgDn" row (or
// its start on the first row when it is longer than the panel). At 80x24
// the solution of a puzzle with a long text landed below the fold.
func (t *Trainer) showNewest() {
	_, _, w, h := t.side.GetInnerRect()
	t.panelLines(max(w-1, 1)) // notes where the newest hint lies
	from, to := t.newest[0], t.newest[1]
	rows := h - 1 // the last row may say what is below
	if from < 0 || to <= rows {
		t.side.ScrollTo(0)
		return
	}
	t.side.ScrollTo(min(from, to-rows))
}

// solvedAlready reports whether the attempt's item is solved: by a right
// answer in this visit, or before (solved and not seen: a wrong try since
// leaves it solved).
func (t *Trainer) solvedAlready(a *attempt) bool {
	return a.solvedNow || t.status(a.item) == statusSolved
}

func nextHintWord(shown, steps int) string {
	if shown < steps {
		return "another hint"
	}
	return "the solution"
}

// recordHints writes the hints used to the progress. Hints, and the
// solution, asked for once the puzzle is solved (in this visit, or before,
// wrong tries since or not) did not help to find it: they are shown and not
// counted, so that the list does not say "solved · 1 attempt · 1 hint" of
// a puzzle solved unaided, nor take a solved puzzle whose solution the
// learner came back to compare with for one seen, to replay.
func (t *Trainer) recordHints(solution bool) {
	a := t.att
	if t.solvedAlready(a) {
		return
	}
	err := t.prog.Update(a.item.key, func(r *ProgressRecord) {
		r.Hints = max(r.Hints, a.hints)
		if solution {
			r.SolutionShown, r.Seen = true, true
		}
	})
	t.saved(err)
}

// hintLines show the hints asked for so far, from line base of the
// panel on; they note where the newest lies (newest).
func (t *Trainer) hintLines(width, base int) []tui.Line {
	a := t.att
	th := t.theme
	steps := hintSteps(a.item)
	var out []tui.Line
	if a.hints == 0 {
		return nil
	}
	out = append(out, tui.Line{})
	for i := 0; i < a.hints && i < len(steps); i++ {
		t.newest[0] = base + len(out)
		out = append(out, tui.WrapLines(fmt.Sprintf("Hint %d: %s", i+1, steps[i]), width, th.Base())...)
	}
	if a.hints > len(steps) {
		t.newest[0] = base + len(out)
		out = append(out, tui.WrapLines(solutionText(a.item), width, th.Key())...)
	}
	t.newest[1] = base + len(out)
	return out
}
