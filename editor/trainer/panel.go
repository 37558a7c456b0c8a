package trainer

import (
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
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

// techFallWords says the scenario's Tech Fall option, "" when it is off:
// a turn won by it ("Blue is eliminated") was told nowhere before the
// replay, the number only in a lesson's text, or not at all from a code.
func techFallWords(sc *puzzles.Scenario) string {
	if sc.TechFall <= 0 {
		return ""
	}
	return fmt.Sprintf("Tech Fall %d: at the end of the turn, a player %d or more pieces of material behind the one with the most is out.", sc.TechFall, sc.TechFall)
}

// techFallLines are techFallWords wrapped, none when the option is off.
func techFallLines(sc *puzzles.Scenario, width int, st tcell.Style) []tui.Line {
	if s := techFallWords(sc); s != "" {
		return tui.WrapLines(s, width, st)
	}
	return nil
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
	if len(names) == 0 {
		return "nobody"
	}
	return engine.AndList(names)
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

// opponentLines are the opponent model in words (opponentWords) in style
// st and, under "fixed", the orders the others will play: the one text of
// the puzzle list's detail and of the puzzle's panel (the list said
// "Blue will play these orders:" and none followed).
func opponentLines(th *tui.Theme, cat *engine.Catalogue, sc *puzzles.Scenario, width int, st tcell.Style) []tui.Line {
	out := tui.WrapLines(opponentWords(sc), width, st)
	if sc.Opponent != engine.Fixed {
		return out
	}
	for i, os := range sc.Script() {
		if i+1 == sc.Side {
			continue
		}
		out = append(out, orderLines(th, cat, &sc.Position, i+1, os, width)...)
		if len(os) == 0 {
			out = append(out, indentedLines(tui.PlayerName(i+1)+": no orders", width, th.Dim())...)
		}
	}
	return out
}

// orderLines list orders of player n, indented, each wrapped to width:
// an order too long for the room after the player's name goes on below
// it, under its first word, so that none is cut (at 66x14 the panel lost
// the facing of "place Snake A1 D").
// The names take a column as wide as the longest of the players' (tui.NameWidth).
func orderLines(th *tui.Theme, cat *engine.Catalogue, p *engine.Position, n int, os []engine.Order, width int) []tui.Line {
	var out []tui.Line
	who := "  " + fmt.Sprintf("%-*s", tui.NameWidth(int(p.NumPlayers)), tui.PlayerName(n))
	indent := strings.Repeat(" ", tui.StringWidth(who))
	for _, o := range os {
		for i, part := range tui.WrapText(o.Format(cat), width-len(indent)) {
			head := tui.Span{Text: indent}
			if i == 0 {
				head = tui.Span{Text: who, Style: th.Player(n)}
			}
			out = append(out, tui.Line{head, {Text: part, Style: th.Base()}})
		}
	}
	return out
}

// handLeft takes the pieces the orders place out of the hand's names;
// placed says each ("Snake on A1").
func handLeft(cat *engine.Catalogue, hand []string, orders []engine.Order) (left, placed []string) {
	left = slices.Clone(hand)
	for _, o := range orders {
		if o.Op != engine.OpPlace {
			continue
		}
		name := cat.Name(o.Kind)
		if i := slices.Index(left, name); i >= 0 {
			left = slices.Delete(left, i, i+1)
		}
		placed = append(placed, fmt.Sprintf("%s on %v", name, o.Loc))
	}
	return left, placed
}

// othersOrderLines write a reply: the orders of every player but the
// side, "no orders" for one that gives none. A reply of no orders at all
// left the panel's "o lists every reply to try:" with nothing under it.
func othersOrderLines(th *tui.Theme, cat *engine.Catalogue, sc *puzzles.Scenario, orders [][]engine.Order, width int) []tui.Line {
	var out []tui.Line
	for n := 1; n <= int(sc.Position.NumPlayers); n++ {
		if n == sc.Side {
			continue
		}
		var os []engine.Order
		if n <= len(orders) {
			os = orders[n-1]
		}
		if len(os) == 0 {
			who := "  " + fmt.Sprintf("%-*s", tui.NameWidth(int(sc.Position.NumPlayers)), tui.PlayerName(n))
			out = append(out, tui.Line{{Text: who, Style: th.Player(n)}, {Text: "no orders", Style: th.Base()}})
			continue
		}
		out = append(out, orderLines(th, cat, &sc.Position, n, os, width)...)
	}
	return out
}

// indentedLines wraps text to width, each line indented by two spaces, as
// the orders are.
func indentedLines(text string, width int, st tcell.Style) []tui.Line {
	var out []tui.Line
	for _, w := range tui.WrapText(text, width-2) {
		out = append(out, tui.Plain("  "+w, st))
	}
	return out
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
	head := it.label() + " · " + it.title()
	if n := it.difficulty(); n > 0 {
		head += fmt.Sprintf(" · difficulty %d", n)
	}
	out := tui.WrapLines(head, width, th.Bold())
	if ch := it.chapter(); ch != "" {
		out = append(out, tui.WrapLines("Chapter: "+ch, width, th.Dim())...)
	}
	if miss := it.solutionMiss(); miss != "" {
		out = append(out, tui.WrapLines(miss, width, th.Error())...)
	}
	t.keepLine, t.cardLine, t.newest = -1, -1, [2]int{-1, -1}
	if a.result != nil {
		return append(out, t.resultLines(width, len(out))...)
	}
	if tags := it.tags(); len(tags) > 0 {
		out = append(out, tui.WrapLines("tags: "+strings.Join(tags, ", "), width, th.Dim())...)
	}
	// The task first, short, then the text that teaches or tells the
	// story: both fit at 80x24 for most lessons, and the panel scrolls.
	if it.played() {
		out = append(out, t.predictLines(width)...)
	} else {
		out = append(out, t.goalLines(width)...)
	}
	out = append(out, t.crowdedLines(width)...)
	var mine []engine.Order
	if !it.played() {
		mine = a.orders[a.side()-1]
	}
	hands := handLines(th, a.cat, &sc.Position, sc.Side, mine, width)
	if legend := t.legend(&sc.Position, width); len(hands) > 0 && len(legend) > 0 {
		hands = slices.Insert(hands, 1, legend...) // under the blank line
	}
	out = append(out, hands...)
	out = append(out, t.hintLines(width, len(out))...)
	if text := it.text(); text != "" {
		out = append(out, tui.Line{})
		out = append(out, tui.WrapLines(text, width, th.Base())...)
	}
	out = append(out, tui.Line{})
	t.cardLine = len(out)
	out = append(out, tui.CellLines(th, a.cat, t.board, &sc.Position, t.board.Cursor(), width)...)
	out = append(out, tui.Line{})
	return append(out, tui.PositionLines(th, a.cat, &sc.Position, width)...)
}

// moreBelow says what the side panel hides below its view (from line
// first on): the card of the cell under the cursor, with its piece's
// numbers, when it is there, in as many words as the panel's last row
// holds.
func (t *Trainer) moreBelow(first int) string {
	if t.cardLine+2 >= first { // the piece's numbers are hidden
		kind := ""
		if pc := t.att.sc.Position.Board[t.board.Cursor()]; !pc.Empty() {
			kind = t.att.cat.Name(pc.Kind)
		}
		_, _, w, _ := t.side.GetInnerRect()
		return cardBelow(kind, w)
	}
	return "PgDn: more below"
}

// cardBelow is the panel's last row when the card of the cell under the
// cursor is below it (kind names the piece there, "" for none): the
// longest of its forms that fits width columns after the row's "▼ ".
func cardBelow(kind string, width int) string {
	forms := []string{"PgDn: the cell's card, the position", "PgDn: the cell's card"}
	if kind != "" {
		forms = []string{"PgDn: " + kind + "'s numbers, the position", "PgDn: " + kind + "'s numbers", "PgDn: its numbers"}
	}
	for _, f := range forms {
		if tui.StringWidth("▼ "+f) <= width {
			return f
		}
	}
	return "PgDn: more"
}

// predictLines are the task of a lesson that predicts deaths or asks where
// a piece faces: the orders played, and the answer so far.
func (t *Trainer) predictLines(width int) []tui.Line {
	a := t.att
	th := t.theme
	question := "Which pieces die when these orders are played?"
	if a.item.facing() {
		question = fmt.Sprintf("Which way does %s face at the end of the turn, when these orders are played?", a.item.lesson.FacingPiece())
	}
	out := tui.WrapLines(question, width, th.Key())
	out = append(out, techFallLines(a.sc, width, th.Base())...)
	any := false
	for i, os := range a.sc.FileOrders() {
		out = append(out, orderLines(th, a.cat, &a.sc.Position, i+1, os, width)...)
		any = any || len(os) > 0
	}
	if !any {
		out = append(out, indentedLines("nobody gives orders", width, th.Dim())...)
	}
	switch {
	case a.item.facing() && a.faced == engine.NoDir:
		return append(out, tui.WrapLines("A letter, a..f, answers; s submits.", width, th.Dim())...)
	case a.item.facing():
		return append(out, tui.WrapLines(fmt.Sprintf("You say it ends facing %v.", a.faced), width, th.Good())...)
	}
	if len(a.picked) == 0 {
		return append(out, tui.WrapLines("Enter on a piece marks it as dying; s submits (nothing marked: nothing dies).", width, th.Dim())...)
	}
	return append(out, tui.WrapLines("You say these die: "+cellsText(a.picked), width, th.Good())...)
}

// goalLines are the task of a puzzle: the goal, the opponent model (with
// its orders under "fixed") and the learner's orders.
func (t *Trainer) goalLines(width int) []tui.Line {
	a := t.att
	th := t.theme
	sc := a.sc
	out := tui.WrapLines("Goal: "+goalsWords(sc), width, th.Key())
	out = append(out, techFallLines(sc, width, th.Base())...)
	out = append(out, opponentLines(th, a.cat, sc, width, th.Base())...)
	out = append(out, tui.Line{}, tui.Plain(fmt.Sprintf("Your orders (%s):", tui.PlayerName(sc.Side)), th.Player(sc.Side)))
	if mine := a.orders[sc.Side-1]; len(mine) > 0 {
		return append(out, orderLines(th, a.cat, &a.sc.Position, sc.Side, mine, width)...)
	}
	none := "none yet: Enter on your pieces"
	switch pieces, places := orderWays(sc); {
	case !places && !pieces:
		none = "none: you have no piece on the board and none to place"
	case places && !pieces:
		none = "none yet: Enter on an empty cell to place from your hand"
	case places:
		none = "none yet: Enter on your pieces, or on an empty cell to place"
	}
	return append(out, indentedLines(none, width, th.Dim())...)
}

// resultLines show the verdict and the turn played out; base is the
// number of panel lines above them.
func (t *Trainer) resultLines(width, base int) []tui.Line {
	a := t.att
	th := t.theme
	v := a.result
	out := t.verdictLines(width)
	out = append(out, tui.Line{})
	out = append(out, t.replayLines(width, base+len(out))...)
	if crowded := t.crowdedLines(width); len(crowded) > 0 {
		out = append(out, tui.Line{})
		out = append(out, crowded...)
	}
	if legend := t.legend(&a.sc.Position, width); len(legend) > 0 {
		// The replay's board tells the owners apart as the answer's did.
		out = append(out, tui.Line{})
		out = append(out, legend...)
	}
	if why, whyHead := t.whyLine(); why != "" {
		out = append(out, tui.Line{})
		out = append(out, tui.WrapLines(whyHead+why, width, th.Base())...)
		if note := t.claimsNote(t.att.item); note != "" && strings.Contains(why, clean(t.att.item.lesson.Why)) {
			out = append(out, tui.WrapLines(note, width, th.Error())...)
		}
	}
	out = append(out, t.hintLines(width, base+len(out))...)
	out = append(out, tui.Line{})
	next := "r try again · n next"
	if v.ok {
		next = "n next · r try again"
	}
	return append(out, tui.WrapLines("→ ← stages · ↓ ↑ events · "+next, width, th.Dim())...)
}

// whyLine returns the lesson's or puzzle's text on the answer judged and
// the head it goes under; none when there is none to show.
func (t *Trainer) whyLine() (why, whyHead string) {
	a := t.att
	v := a.result
	switch {
	case v.stated != "":
		// The lesson's texts explain its own answer, which is wrong.
	case v.ok && a.item.solutionMiss() != "":
		// They explain a stated solution that misses the goals.
	case a.item.lesson != nil && !v.ok && t.countsOnly():
		// The why-not text names the pieces missed, which the first
		// miss keeps back (predictionMisses): it comes with their names.
	case a.item.lesson != nil && !v.ok:
		why, whyHead = t.lessonWhyNot()
	case a.item.lesson != nil:
		why, whyHead = clean(a.item.lesson.Why), "Why: "
		if !a.holdsStated() {
			whyHead = "Your answer works too. Why the lesson's answer (" + a.statedText() + ") works: "
		}
	case v.ok:
		why, whyHead = clean(a.item.puzzle.Explanation), "Why it works: "
		if !a.holdsStated() {
			whyHead = "Your answer works too. Why the solution (" + a.statedText() + ") works: "
		}
	}
	return why, whyHead
}

// lessonWhyNot explains a wrong answer to a lesson: the text it lists
// for the answer, with the lesson's answer and its why from the second
// miss on (answerDue), or unlistedMiss when it lists none. A listed
// answer missed second held the answer back to a third miss, which the
// first miss had promised to the second.
func (t *Trainer) lessonWhyNot() (why, whyHead string) {
	a := t.att
	why, whyHead = t.whyNot(), "Why not: "
	switch {
	case a.item.facing() && why == clean(a.item.lesson.Why) && !t.answerDue():
		// A letter the lesson lists no text for got the lesson's why,
		// the answer itself, at the first miss; the goals' lessons and
		// the predictions keep it back to the second.
		why, whyHead = "a second miss shows the lesson's answer and why it works.", "Not this way: "
	case a.item.facing() && why == clean(a.item.lesson.Why):
		// From the second miss the lesson's why is its answer's, not a
		// why-not of the letter given: said so, as for the goals.
		whyHead = fmt.Sprintf("Not this way. Why the lesson's answer (%v) works: ", a.item.lesson.Faces)
	case a.item.played():
	case why == clean(a.item.lesson.Why):
		why, whyHead = t.unlistedMiss()
	case t.answerDue():
		why += " The lesson's answer (" + a.statedText() + ") works: " + clean(a.item.lesson.Why)
	}
	return why, whyHead
}

// unlistedMiss explains wrong orders to a lesson that lists no text true
// of the turn they play. Its why tells of the lesson's own answer, not of
// the turn played, and names that answer: the first miss of a visit keeps
// it back, as a prediction's first miss keeps back the pieces missed, and
// says what the turn played did (playedText); a second miss, or the solution shown,
// gives it under a head that says whose answer it explains.
func (t *Trainer) unlistedMiss() (why, whyHead string) {
	a := t.att
	miss := a.item.solutionMiss()
	if t.answerDue() {
		return clean(a.item.lesson.Why), "Not this way. Why the lesson's answer (" + a.statedText() + ") works: "
	}
	why = "in the turn you played, " + playedText(a) + ". → steps through it"
	if miss != "" {
		return why + ".", "Not this way: " // the lesson's answer misses too
	}
	return why + "; a second miss shows the lesson's answer and why it works.", "Not this way: "
}

// answerDue reports whether a wrong answer to a lesson that plays the
// learner's orders is told the lesson's answer and why it works: from the
// second miss of the visit on, whether the lesson lists a text for the
// orders or not, or once the solution is shown; never when the lesson's
// own answer misses its goals.
func (t *Trainer) answerDue() bool {
	a := t.att
	return a.item.solutionMiss() == "" && (a.misses > 1 || a.hints > len(hintSteps(a.item)))
}

// whyNot explains a wrong answer to a lesson: the lesson's text for that
// wrong answer when it lists one, else its why; cleaned, as every text
// of a pack is.
func (t *Trainer) whyNot() string {
	a := t.att
	l := a.item.lesson
	switch {
	case a.item.predict():
		return clean(l.ExplainPrediction(a.picked))
	case a.item.facing():
		return clean(l.ExplainFacing(a.faced))
	}
	return clean(l.Explain(a.orders[a.side()-1]))
}

// verdictLines say right or not yet, and why not: the cells missed, the
// goals missed, the reply that beat the answer; and that the lesson's
// stated answer is wrong, when the engine says otherwise.
func (t *Trainer) verdictLines(width int) []tui.Line {
	v := t.att.result
	th := t.theme
	out := t.verdictHead(width)
	if v.stated != "" {
		out = append(out, tui.WrapLines(v.stated, width, th.Error())...)
	}
	return out
}

// verdictHead says right or not yet, and why not (verdictLines).
func (t *Trainer) verdictHead(width int) []tui.Line {
	a := t.att
	th := t.theme
	v := a.result
	sc := a.sc
	if v.ok {
		out := []tui.Line{tui.Plain(statusMark(th, statusSolved)+" Right!", th.Good().Bold(true))}
		if sc.Opponent == engine.Any && !a.item.played() && len(v.replies) > 0 {
			which := "the one that comes closest to beating them"
			if v.capped {
				which = fmt.Sprintf("the one of the %d tried (too many to try them all) that comes closest to beating them", len(v.replies))
			}
			if v.shown > 0 {
				which = fmt.Sprintf("reply %d of %d", v.shown+1, len(v.replies))
			}
			out = append(out, tui.WrapLines(fmt.Sprintf("No reply of %s beats your orders. Here they are played against %s (%s); o lists every reply to try:", othersName(sc), which, measureText(&v.replies[v.shown])), width, th.Base())...)
			out = append(out, othersOrderLines(th, a.cat, sc, v.replies[v.shown].orders, width)...)
		}
		return out
	}
	out := []tui.Line{tui.Plain(statusMark(th, statusFailed)+" Not yet.", th.Error())}
	if a.item.facing() {
		return append(out, tui.WrapLines(fmt.Sprintf("It does not end facing %v.", a.faced), width, th.Base())...)
	}
	if a.item.predict() {
		return append(out, t.predictionMisses(width)...)
	}
	if len(v.missed) > 0 {
		why := strings.TrimSpace(strings.Join(v.missedWhy, " "))
		out = append(out, tui.WrapLines(strings.TrimSpace("Missed: "+goalListWords(sc, v.missed)+". "+why), width, th.Base())...)
	}
	return append(out, t.replyLines(width)...)
}

// countsOnly reports a wrong prediction whose missed pieces are counted,
// not named: the first miss of a visit, before a hint, when the lesson's
// stated answer holds (predictionMisses).
func (t *Trainer) countsOnly() bool {
	a := t.att
	v := a.result
	return a.item.predict() && !v.ok && len(v.missedCells) > 0 && !v.nameMissed && a.hints == 0 && v.stated == ""
}

// predictionMisses say what a wrong prediction missed: the pieces that
// die too, and those marked that live. The first miss of a visit says how
// many die too, not which (naming them gave the whole answer away), and
// keeps back the why-not text, which names them; a second miss, a hint,
// or a pack's wrong stated answer names them and says why.
func (t *Trainer) predictionMisses(width int) []tui.Line {
	a := t.att
	th := t.theme
	v := a.result
	var out []tui.Line
	switch n := len(v.missedCells); {
	case n == 0:
	case !t.countsOnly():
		out = append(out, tui.WrapLines("These die too: "+cellsText(v.missedCells), width, th.Base())...)
	default:
		more := "1 piece you did not mark dies too: a second miss, or H, names it and says why."
		if n > 1 {
			more = fmt.Sprintf("%d pieces you did not mark die too: a second miss, or H, names them and says why.", n)
		}
		out = append(out, tui.WrapLines(more, width, th.Base())...)
	}
	if len(v.wrongCells) > 0 {
		out = append(out, tui.WrapLines("These live: "+cellsText(v.wrongCells), width, th.Base())...)
	}
	return out
}

// replyLines show the reply of the others that beat the answer.
func (t *Trainer) replyLines(width int) []tui.Line {
	a := t.att
	th := t.theme
	v := a.result
	sc := a.sc
	switch {
	case v.reply == nil:
		return nil
	case v.noReply:
		return tui.WrapLines(fmt.Sprintf("Even when %s gives no orders, your orders fail.", othersName(sc)), width, th.Base())
	}
	out := tui.WrapLines(fmt.Sprintf("%s's best reply beats your orders:", othersName(sc)), width, th.Key())
	return append(out, othersOrderLines(th, a.cat, sc, v.reply, width)...)
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
			out = append(out, orderLines(th, a.cat, &a.sc.Position, n+1, os, width)...)
			any = any || len(os) > 0
		}
		if !any {
			out = append(out, indentedLines("no orders: the pieces hold", width, th.Dim())...)
		}
		out = append(out, tui.WrapLines("→ steps through the turn", width, th.Dim())...)
	case pg.Final:
		for _, s := range r.Summary() {
			out = append(out, tui.WrapLines(s, width, th.Base())...)
		}
		if died := r.DeathsText(a.cat); died != "" {
			out = append(out, tui.WrapLines(died, width, th.Base())...)
		}
		if conv := r.ConversionsText(a.cat); conv != "" {
			out = append(out, tui.WrapLines(conv, width, th.Base())...)
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
	if a.result.full != nil && ps.Page == ps.Last() {
		out = append(out, tui.WrapLines("The end of the turn is held back, as it shows the answer: a second miss, or the answer shown (H), shows it.", width, th.Dim())...)
	}
	return out
}

// handLines list each player's hand in a line: the pieces they may place.
// The side's is what its orders (mine) leave: "Red's hand: Snake" beside
// "place Snake A1 D" offered to place the Snake again, and refused it.
func handLines(th *tui.Theme, cat *engine.Catalogue, p *engine.Position, side int, mine []engine.Order, width int) []tui.Line {
	var out []tui.Line
	for n := 1; n <= int(p.NumPlayers); n++ {
		hand := tui.HandNames(cat, p, n)
		var placed []string
		if n == side {
			hand, placed = handLeft(cat, hand, mine)
		}
		text := "empty"
		switch {
		case len(hand) > 0:
			text = strings.Join(hand, ", ")
		case len(placed) > 0:
			text = "none left"
		}
		if len(placed) > 0 {
			text += " (your orders place " + engine.AndList(placed) + ")"
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

// crowdedLines say what the "+" beside a cell means while the board
// draws one (tui.Board.Crowded): orders it has no room for, which the
// list names. Lesson 58 drew "EF1+" for the Witch's turn, and nothing
// said what it was.
func (t *Trainer) crowdedLines(width int) []tui.Line {
	if !t.board.Crowded() {
		return nil
	}
	return tui.WrapLines(tui.CrowdedLegend, width, t.theme.Dim())
}

// legend says, without colours, what the board's marks mean: the owners
// (ownerLegend), then the marks drawn now (markLegend); nil in colour.
func (t *Trainer) legend(p *engine.Position, width int) []tui.Line {
	out := ownerLegend(t.theme, p, width)
	if len(out) == 0 {
		return nil
	}
	m := trainContent{t}.BoardMarks()
	lit := "a cell the selected piece can go to"
	switch a := t.att; {
	case a == nil:
	case a.result != nil:
		lit = "the cells of the event shown"
	case a.item.facing():
		lit = "the piece the question is about"
	case a.entry != nil && a.entry.Step() == "place":
		lit = "the cell of the placement"
	}
	return append(out, markLegend(t.theme, m, p, width, lit)...)
}

// markLegend says, in monochrome, what the marks drawn on the board mean:
// the order arrows in their owners' looks, the underline of a move's end,
// a turn's glyph, a piece struck out as dying, a reversed cell name. With
// NO_COLOR only the owners had a legend: Red's and Blue's arrows looked
// alike, and a cell marked as dying was reversed, as Blue's pieces are.
func markLegend(th *tui.Theme, m *tui.Marks, p *engine.Position, width int, litWhat string) []tui.Line {
	if !th.Mono {
		return nil
	}
	owners, turns, dying, lit := marksDrawn(m)
	var parts []string
	var players []int
	for n := 1; n <= int(p.NumPlayers); n++ {
		if owners[n] {
			players = append(players, n)
		}
	}
	if len(players) > 0 {
		s := "Arrows: orders, " + th.ArrowLegend(players) + "; underlined where a move ends"
		if turns {
			s += "; " + th.TurnLegend()
		}
		parts = append(parts, s)
	}
	if dying {
		parts = append(parts, "Struck out, underlined: a piece you marked as dying")
	}
	if lit {
		parts = append(parts, "Reversed name: "+litWhat)
	}
	// Underlined means a move's end and a dying piece above, and a cell's
	// name of Blue's territory too: said here, as the editor's Control
	// line says it (revscreens 3: only the first two were).
	parts = append(parts, "Control: "+th.ControlLegend(int(p.NumPlayers)))
	var out []tui.Line
	for _, s := range parts {
		out = append(out, tui.WrapLines(s, width, th.Base())...)
	}
	return out
}

// marksDrawn reports which marks m draws: the players whose order arrows
// it draws, whether a turn, a piece marked as dying, a lit cell name.
func marksDrawn(m *tui.Marks) (owners [engine.MaxPlayers + 1]bool, turns, dying, lit bool) {
	for l := range engine.NumLocs {
		o := m.Order[l]
		if o.Owner != 0 && (o.Dist > 0 || o.Turns) {
			owners[o.Owner] = true
			turns = turns || o.Turns
		}
		for _, pm := range m.Path[l] {
			owners[pm.Owner] = true
		}
		dying = dying || m.Dying[l]
		lit = lit || m.Hi[l] != tui.HiNone
	}
	return owners, turns, dying, lit
}

// ownerLegend says, without colours, how the board tells the players'
// pieces apart: "Red: CAPITALS · Blue: lower case", the others by their
// letters' attributes; nil in colour, where the colours and the names
// written in them say it.
func ownerLegend(th *tui.Theme, p *engine.Position, width int) []tui.Line {
	if !th.Mono {
		return nil
	}
	var line tui.Line
	text := ""
	for n := 1; n <= int(p.NumPlayers); n++ {
		how := "CAPITALS"
		switch {
		case n == 2:
			how = "lower case"
		case n > 2:
			how = tui.AttrWords(th.Piece(uint8(n)))
		}
		part := tui.PlayerName(n) + ": " + how
		if n > 1 {
			line = append(line, tui.Span{Text: " · ", Style: th.Base()})
			text += " · "
		}
		line = append(line, tui.Span{Text: part, Style: th.Player(n)})
		text += part
	}
	if tui.StringWidth(text) > width {
		return tui.WrapLines(text, width, th.Base())
	}
	return []tui.Line{line}
}

// holdsStated reports whether the learner's orders hold every order of
// the stated solution: the text written for it (a lesson's why, a
// puzzle's explanation) is then about the turn played. Another answer
// that also reaches the goals plays another turn, which that text does
// not describe: it is shown as the stated answer's.
func (a *attempt) holdsStated() bool {
	if a.sc.Side < 1 || int(a.sc.Side) > len(a.orders) {
		return true
	}
	mine := a.orders[a.sc.Side-1]
	for _, o := range a.sc.Solution {
		if !slices.Contains(mine, o) {
			return false
		}
	}
	return true
}

// statedText is the stated solution in notation ("move A3 D 1; ...").
func (a *attempt) statedText() string {
	return engine.OrdersText(a.cat, a.sc.Solution, "no orders")
}
