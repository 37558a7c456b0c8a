package trainer

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// goalWords says one goal in words, naming the pieces it is about.
func goalWords(sc *puzzles.Scenario, g engine.Goal) string {
	cat := sc.Catalogue()
	p := &sc.Position
	piece := func(l engine.Loc) string {
		if !l.Valid() || p.Board[l].Empty() {
			return "the piece on " + l.String()
		}
		pc := p.Board[l]
		where := "on " + l.String()
		if l == engine.Pit {
			where = "in the Pit"
		}
		if int(pc.Owner) == sc.Side {
			return fmt.Sprintf("your %s %s", cat.Name(pc.Kind), where)
		}
		return fmt.Sprintf("%s's %s %s", tui.PlayerName(int(pc.Owner)), cat.Name(pc.Kind), where)
	}
	switch g.Kind {
	case engine.GoalRansack:
		return fmt.Sprintf("ransack territory %v (stand in it at the end of the turn, with none of its owner's pieces left there)", g.Terr)
	case engine.GoalKill:
		return "kill " + piece(g.Loc)
	case engine.GoalKills:
		if g.N == 1 {
			return "kill at least one enemy piece"
		}
		return fmt.Sprintf("kill at least %d enemy pieces", g.N)
	case engine.GoalKeep:
		return "keep " + piece(g.Loc) + " alive"
	case engine.GoalNoLosses:
		return "lose no piece"
	case engine.GoalPit:
		return "hold the Pit at the end of the turn"
	case engine.GoalEliminate:
		return "eliminate " + tui.PlayerName(g.N)
	case engine.GoalWin:
		return "win the game this turn"
	}
	return g.String()
}

// goalsWords says every goal of a scenario in words.
func goalsWords(sc *puzzles.Scenario) string {
	if len(sc.Goals) == 0 {
		return "none stated"
	}
	return goalListWords(sc, sc.Goals)
}

func goalListWords(sc *puzzles.Scenario, goals []engine.Goal) string {
	parts := make([]string, len(goals))
	for i, g := range goals {
		parts[i] = goalWords(sc, g)
	}
	switch len(parts) {
	case 1:
		return parts[0]
	case 2:
		return parts[0] + ", and " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], "; ") + "; and " + parts[len(parts)-1]
}

// othersName names the players other than the side: "Blue", "Blue and
// Green".
func othersName(sc *puzzles.Scenario) string {
	var names []string
	for n := 1; n <= int(sc.Position.NumPlayers); n++ {
		if n != sc.Side {
			names = append(names, tui.PlayerName(n))
		}
	}
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// opponentWords explains the opponent model.
func opponentWords(sc *puzzles.Scenario) string {
	who := othersName(sc)
	verb := func(one, many string) string {
		if sc.Position.NumPlayers > 2 {
			return many
		}
		return one
	}
	switch sc.Opponent {
	case engine.Fixed:
		return fmt.Sprintf("%s will play these orders:", who)
	case engine.Any:
		return fmt.Sprintf("%s will answer with %s best reply: your orders must work whatever %s %s.", who, verb("its", "their"), who, verb("does", "do"))
	}
	return fmt.Sprintf("%s %s no orders: %s pieces hold and fight where they stand.", who, verb("gives", "give"), verb("its", "their"))
}

// orderLines list orders of player n, indented.
func orderLines(th *tui.Theme, cat *engine.Catalogue, n int, os []engine.Order) []tui.Line {
	var out []tui.Line
	for _, o := range os {
		out = append(out, tui.Line{{Text: "  " + fmt.Sprintf("%-6s", tui.PlayerName(n)), Style: th.Player(n)}, {Text: o.Format(cat), Style: th.Base()}})
	}
	return out
}

// hintSteps returns the hints of the item in order; the step after the
// last is the solution. A puzzle with fewer than two hints of its own gets
// them from its solution: which pieces matter, which kinds of orders.
func hintSteps(it *trainItem) []string {
	sc := it.scenario()
	hints := append([]string(nil), sc.Hints...)
	if it.predict() {
		if len(hints) == 0 {
			switch n := len(it.lesson.Dies); n {
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
	if len(sc.Solution) == 0 {
		return hints
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
	return "The pieces that matter: " + joinAnd(parts) + "."
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
	return fmt.Sprintf("You need %s: %s.", plural(len(sc.Solution), "order"), joinAnd(parts))
}

// joinAnd writes "a", "a and b", "a, b and c".
func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// solutionText writes the solution: the author's orders and the accepted
// alternatives, or a prediction's answer.
func solutionText(it *trainItem) string {
	sc := it.scenario()
	if it.predict() {
		if len(it.lesson.Dies) == 0 {
			return "Answer: nothing dies."
		}
		return "Answer: the pieces on " + cellsText(it.lesson.Dies) + " die."
	}
	if len(sc.Solution) == 0 {
		return "This puzzle states no solution."
	}
	s := "Solution: " + engine.OrdersText(sc.Catalogue(), sc.Solution, "no orders") + "."
	for _, alt := range sc.Alternatives {
		s += " Also right: " + engine.OrdersText(sc.Catalogue(), alt, "no orders") + "."
	}
	return s
}

// nextHint shows the next hint; the last step, the solution, asks first
// (the key is disabled once everything is shown).
func (t *Trainer) nextHint() {
	a := t.att
	steps := hintSteps(a.item)
	if a.hints < len(steps) {
		a.hints++
		t.recordHints(false)
		t.say(fmt.Sprintf("hint %d of %d shown in the panel (H again: %s)", a.hints, len(steps), nextHintWord(a.hints, len(steps))), false)
		t.side.ScrollTo(0)
		return
	}
	t.askSolution(a)
}

// askSolution shows the solution, or the answer, after a question.
func (t *Trainer) askSolution(a *attempt) {
	what := "the solution"
	if a.item.predict() {
		what = "the answer"
	}
	t.shell.Confirm("Show "+what+"?", []tui.MenuItem{
		{Text: "y  yes, show " + what, Key: 'y'},
		{Text: "n  no, let me think again", Key: 'n'},
	}, func(i int) {
		if i != 0 || t.att != a {
			return
		}
		a.hints++
		t.recordHints(true)
		t.say(what+" is shown in the panel", false)
		t.side.ScrollTo(0)
	})
}

func nextHintWord(shown, steps int) string {
	if shown < steps {
		return "another hint"
	}
	return "the solution"
}

// recordHints writes the hints used to the progress.
func (t *Trainer) recordHints(solution bool) {
	a := t.att
	err := t.prog.Update(a.item.key, func(r *ProgressRecord) {
		r.Hints = max(r.Hints, a.hints)
		if solution {
			r.SolutionShown = true
			if !a.solvedNow {
				r.Failed = true
			}
		}
	})
	if err != nil {
		t.say(err.Error(), true)
	}
}

// panelLines is the side panel of the play screen.
func (t *Trainer) panelLines(width int) []tui.Line {
	a := t.att
	if a == nil {
		return nil
	}
	th := t.theme
	it := a.item
	sc := a.sc
	var out []tui.Line
	head := it.label() + " · " + it.title()
	if n := it.difficulty(); n > 0 {
		head += fmt.Sprintf(" · difficulty %d", n)
	}
	out = append(out, tui.WrapLines(head, width, th.Bold())...)
	t.keepLine = -1
	if a.result != nil {
		return append(out, t.resultLines(width, len(out))...)
	}
	if tags := it.tags(); len(tags) > 0 {
		out = append(out, tui.WrapLines("tags: "+strings.Join(tags, ", "), width, th.Dim())...)
	}
	// The task first, short, then the text that teaches or tells the
	// story: both fit at 80x24 for most lessons, and the panel scrolls.
	if it.predict() {
		out = append(out, tui.WrapLines("Which pieces die when these orders are played?", width, th.Key())...)
		any := false
		for i, os := range sc.FileOrders() {
			out = append(out, orderLines(th, a.cat, i+1, os)...)
			any = any || len(os) > 0
		}
		if !any {
			out = append(out, tui.Plain("  nobody gives orders", th.Dim()))
		}
		if len(a.picked) == 0 {
			out = append(out, tui.WrapLines("Enter on a piece marks it as dying; s submits (nothing marked: nothing dies).", width, th.Dim())...)
		} else {
			out = append(out, tui.WrapLines("You say these die: "+cellsText(a.picked), width, th.Good())...)
		}
	} else {
		out = append(out, tui.WrapLines("Goal: "+goalsWords(sc), width, th.Key())...)
		out = append(out, tui.WrapLines(opponentWords(sc), width, th.Base())...)
		if sc.Opponent == engine.Fixed {
			script := sc.Script()
			for i, os := range script {
				if i+1 != sc.Side {
					out = append(out, orderLines(th, a.cat, i+1, os)...)
					if len(os) == 0 {
						out = append(out, tui.Plain("  "+tui.PlayerName(i+1)+": no orders", th.Dim()))
					}
				}
			}
		}
		out = append(out, tui.Line{}, tui.Plain(fmt.Sprintf("Your orders (%s):", tui.PlayerName(sc.Side)), th.Player(sc.Side)))
		if mine := a.orders[sc.Side-1]; len(mine) > 0 {
			out = append(out, orderLines(th, a.cat, sc.Side, mine)...)
		} else {
			out = append(out, tui.Plain("  none yet: Enter on your pieces", th.Dim()))
		}
	}
	out = append(out, handLines(th, a.cat, &sc.Position, width)...)
	out = append(out, t.hintLines(width)...)
	text := ""
	if it.lesson != nil {
		text = it.lesson.Text
	} else {
		text = it.puzzle.Description
	}
	if text != "" {
		out = append(out, tui.Line{})
		out = append(out, tui.WrapLines(text, width, th.Base())...)
	}
	out = append(out, tui.Line{})
	out = append(out, tui.CellLines(th, a.cat, t.board, &sc.Position, t.board.Cursor(), width)...)
	out = append(out, tui.Line{})
	return append(out, tui.PositionLines(th, a.cat, &sc.Position, width)...)
}

// hintLines show the hints asked for so far.
func (t *Trainer) hintLines(width int) []tui.Line {
	a := t.att
	th := t.theme
	steps := hintSteps(a.item)
	var out []tui.Line
	if a.hints == 0 {
		return nil
	}
	out = append(out, tui.Line{})
	for i := 0; i < a.hints && i < len(steps); i++ {
		out = append(out, tui.WrapLines(fmt.Sprintf("Hint %d: %s", i+1, steps[i]), width, th.Base())...)
	}
	if a.hints > len(steps) {
		out = append(out, tui.WrapLines(solutionText(a.item), width, th.Key())...)
	}
	return out
}

// resultLines show the verdict and the turn played out; base is the
// number of panel lines above them.
func (t *Trainer) resultLines(width, base int) []tui.Line {
	a := t.att
	th := t.theme
	v := a.result
	sc := a.sc
	var out []tui.Line
	if v.ok {
		out = append(out, tui.Plain(statusMark(t.theme, statusSolved)+" Right!", th.Good().Bold(true)))
	} else {
		out = append(out, tui.Plain(statusMark(t.theme, statusFailed)+" Not yet.", th.Error()))
	}
	switch {
	case a.item.predict():
		if len(v.missedCells) > 0 {
			out = append(out, tui.WrapLines("These die too: "+cellsText(v.missedCells), width, th.Base())...)
		}
		if len(v.wrongCells) > 0 {
			out = append(out, tui.WrapLines("These live: "+cellsText(v.wrongCells), width, th.Base())...)
		}
	case !v.ok:
		if len(v.missed) > 0 {
			out = append(out, tui.WrapLines("Missed: "+goalListWords(sc, v.missed)+".", width, th.Base())...)
		}
		if v.reply != nil {
			if v.noReply {
				out = append(out, tui.WrapLines(fmt.Sprintf("Even when %s gives no orders, your orders fail.", othersName(sc)), width, th.Base())...)
			} else {
				out = append(out, tui.WrapLines(fmt.Sprintf("%s's best reply beats your orders:", othersName(sc)), width, th.Key())...)
				for i, os := range v.reply {
					if i+1 != sc.Side {
						out = append(out, orderLines(th, a.cat, i+1, os)...)
					}
				}
			}
		}
	case sc.Opponent == engine.Any:
		out = append(out, tui.WrapLines(fmt.Sprintf("No reply of %s beats your orders; here they are played against no orders.", othersName(sc)), width, th.Base())...)
	}
	out = append(out, tui.Line{})
	out = append(out, t.replayLines(width, base+len(out))...)
	why, whyHead := "", ""
	switch {
	case a.item.lesson != nil:
		why, whyHead = a.item.lesson.Why, "Why: "
	case v.ok:
		why, whyHead = a.item.puzzle.Explanation, "Why it works: "
	}
	if why != "" {
		out = append(out, tui.Line{})
		out = append(out, tui.WrapLines(whyHead+why, width, th.Base())...)
	}
	out = append(out, t.hintLines(width)...)
	out = append(out, tui.Line{})
	next := "r try again · n next"
	if v.ok {
		next = "n next · r try again"
	}
	return append(out, tui.WrapLines("→ ← stages · ↓ ↑ events · "+next, width, th.Dim())...)
}

// replayLines show the page of the replay: its stage and events; base is
// the number of panel lines above them, to keep the picked event in view.
func (t *Trainer) replayLines(width, base int) []tui.Line {
	a := t.att
	th := t.theme
	ps := a.result.play
	r := ps.R
	pg := &r.Pages[ps.Page]
	out := []tui.Line{tui.Plain(ps.Heading(), th.Bold())}
	out = append(out, tui.WrapLines(pg.Title, width, th.Key())...)
	switch {
	case ps.Page == 0:
		any := false
		for n, os := range ps.Orders {
			out = append(out, orderLines(th, a.cat, n+1, os)...)
			any = any || len(os) > 0
		}
		if !any {
			out = append(out, tui.Plain("  no orders: the pieces hold", th.Dim()))
		}
		out = append(out, tui.Plain("→ steps through the turn", th.Dim()))
	case pg.Final:
		for _, s := range r.Summary() {
			out = append(out, tui.WrapLines(s, width, th.Base())...)
		}
		if died := puzzles.Deaths(&r.Before, &r.Out); len(died) > 0 {
			out = append(out, tui.WrapLines("died: the pieces from "+cellsText(died), width, th.Base())...)
		}
	default:
		evs := tui.EventLines(th, a.cat, t.board, r, ps.Page, ps.Event, width)
		for i, l := range evs {
			if len(l) > 0 && strings.HasPrefix(l[0].Text, "> ") {
				t.keepLine = base + len(out) + i
			}
		}
		out = append(out, evs...)
	}
	return out
}

// handLines list each player's hand in a line: the pieces they may place.
func handLines(th *tui.Theme, cat *engine.Catalogue, p *engine.Position, width int) []tui.Line {
	var out []tui.Line
	for n := 1; n <= int(p.NumPlayers); n++ {
		pl := p.Player(n)
		var hand []string
		for _, k := range pl.HandKinds() {
			hand = append(hand, cat.Name(k))
		}
		if pl.Hidden > 0 {
			hand = append(hand, fmt.Sprintf("%d unknown", pl.Hidden))
		}
		text := "empty"
		if len(hand) > 0 {
			text = strings.Join(hand, ", ")
		}
		lines := tui.WrapText(text, max(width-12, 8))
		out = append(out, tui.Line{{Text: fmt.Sprintf("%s's hand: ", tui.PlayerName(n)), Style: th.Player(n)}, {Text: lines[0], Style: th.Base()}})
		for _, w := range lines[1:] {
			out = append(out, tui.Plain("            "+w, th.Base()))
		}
	}
	if len(out) > 0 {
		out = append([]tui.Line{{}}, out...)
	}
	return out
}
