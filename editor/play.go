package editor

import (
	"fmt"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// startPlay resolves the turn with the orders written and shows its first
// page.
func (e *Editor) startPlay() {
	p := *e.doc.Pos()
	orders := e.doc.Orders().Lists(int(p.NumPlayers))
	if err := p.Validate(e.cat); err != nil {
		e.say("cannot play this position: "+err.Error(), true)
		return
	}
	r, err := tui.PlayTurn(e.turnRules(), p, orders)
	if err != nil {
		e.say("cannot play: "+tui.Reason(err), true)
		return
	}
	// The draw K's result owes, not made: the turn played without it
	// went without a word.
	// Said before the stages, not in brackets: the draw's own "(with the
	// kill bonus)" nested in them.
	owed := ": "
	if o := e.owedText(&p); o != "" {
		owed = fmt.Sprintf(" without its draw, still owed: %s. ", o)
	}
	e.play = tui.NewReplayView(r, orders)
	e.entry.Reset()
	e.carry = engine.NoLoc
	e.prevMode, e.mode = e.mode, modePlay
	// The pages are the stages with events, and before and after the turn:
	// the status line counts pages, as the side panel does.
	e.say(fmt.Sprintf("turn %d played%s%s in %s (%d pages with before and after the turn); → steps through it",
		p.Turn, owed, tui.Plural(len(r.Events), "event"), tui.Plural(len(r.Pages)-2, "stage"), len(r.Pages)), owed != ": ")
}

// goPage shows page n of the turn.
func (e *Editor) goPage(n int) {
	e.play.GoPage(n)
	e.say("", false)
}

// next is Enter in Play mode: the next page. On the last one it says how
// to keep the result: Enter used to keep it, replacing the position
// without a key of its own, and one Enter more then placed a piece.
func (e *Editor) next() {
	if e.play.Page == e.play.Last() {
		e.say("the end of the turn: K keeps the result as the new position (u takes it back), Esc goes back to the orders", false)
		return
	}
	e.goPage(e.play.Page + 1)
}

// pickEvent moves the picked event of the page by n.
func (e *Editor) pickEvent(n int) {
	if !e.play.PickEvent(n) {
		e.say("no events on this page: →/← change stage", true)
	}
}

// keepResult makes the position after the turn the new position.
func (e *Editor) keepResult() {
	out := e.play.R.Out.Pos
	next := fmt.Sprintf("turn %d is next", out.Turn)
	if over := tui.GameOverText(&out); over != "" {
		// No turn follows a game that ended: K said "turn 9 is next".
		next = over
	}
	msg := fmt.Sprintf("kept the result: %s (u goes back)", next)
	if st := e.doc.State(); st.onPuzzle() {
		msg = leftPuzzleSaid("kept the result, "+next, st.Puzzle.ID)
	}
	// The turn's result is the position before the next turn's draw:
	// nobody drew (the hands and the deck are as the turn left them),
	// and the message said only "turn 8 is next".
	if owed := tui.OwedDrawText(&out); owed != "" {
		how := owedHow
		if e.prevMode == modeEdit {
			// K goes back to Edit mode, where H is: "O, then H" would
			// leave it.
			how = owedHowEdit
		}
		msg += fmt.Sprintf(". Turn %d's draw is not made: %s; %s", out.Turn, owed, how)
	}
	if e.apply("play the turn", func(s *State) error {
		s.leavePuzzle()
		s.Pos, s.Orders = out, tui.Orders{}
		return nil
	}, "") {
		e.keptOwed = &out
		e.leavePlay(msg)
	}
}

// owedHow says how to make the draw a kept result owes: a player keeps 2
// of a draw of 3 and returns 1 (docs/rules.md, "Bonuses"), and how many of
// a bonus draw he keeps the rules leave open, so the pieces to add are the
// ones kept, not those drawn; H and F are keys of Edit mode, which K does
// not leave Orders mode for.
const owedHow = owedKeep + "O, then " + owedAdd

// owedHowEdit is owedHow when K goes back to Edit mode.
const owedHowEdit = owedKeep + owedAdd

const (
	owedKeep = "of a draw of 3 each keeps 2, up to the hand's maximum (of a bonus draw the rules do not say): "
	owedAdd  = "H adds the pieces kept to the hands (+ for unknown kinds), F sets the deck"
)

// owedHowPanel is owedHow as a sentence.
const owedHowPanel = "Of a draw of 3 each keeps 2, up to the hand's maximum, and returns the rest (how many of a bonus draw, the rules do not say): in Edit mode (O), H adds the pieces kept to the hands (+ for unknown kinds); F sets the deck"

// owedLines are the panel's lines on the draw the position on the board
// owes, when it is the turn's result K kept, its hands and deck aside
// (keptResult): the panel said "(1 last turn: bonus draw)" of
// hands never dealt. It counts the pieces added to each hand since K, and
// leaves out a player whose hand is full or grew by what he keeps (see
// owedLeft): the reminder went with the first piece added.
func (e *Editor) owedLines(p *engine.Position, width int) []tui.Line {
	owed := e.owedText(p)
	if owed == "" {
		return nil
	}
	return wrapped(fmt.Sprintf("Turn %d's draw is not made yet: %s. %s.", p.Turn, owed, owedHowPanel), width, e.theme.Error())
}

// owedText is what the draw K's result owes still deals, for p: "Red
// draws 4 (with the kill bonus; 1 added), Blue 3"; "" when nothing is
// owed any more, or p is not K's result (see keptResult).
func (e *Editor) owedText(p *engine.Position) string {
	k := e.keptOwed
	if k == nil || !keptResult(p, k) {
		return ""
	}
	return tui.OwedDrawTextSince(k, func(n, d int) (int, bool) {
		added := max(p.Player(n).HandSize()-k.Player(n).HandSize(), 0)
		return added, owedLeft(p, n, d, added) > 0
	})
}

// keptResult reports whether p is the result k that K kept, but for what
// the draw it owes changes (the hands, their maximum, the deck, whether
// nobody drew): the reminder was tied to the turn number alone, and a
// position pasted (v) or made anew (N, F) at that turn said the draw was
// owed.
func keptResult(p, k *engine.Position) bool {
	q := *p
	for i := range q.Players {
		pl, kl := &q.Players[i], &k.Players[i]
		pl.Hand, pl.HandLen, pl.Hidden, pl.HandMax = kl.Hand, kl.HandLen, kl.Hidden, kl.HandMax
	}
	q.Deck, q.NoDraw = k.Deck, k.NoDraw
	return q == *k
}

// owedLeft is how many of a draw of d pieces player n has still to add to
// his hand in p, added being those added since K: none once his hand is
// full; else he keeps all but the one he returns of a draw of 3 or more
// (how many of a bonus draw the rules leave open: this counts the bonus
// piece as kept, as "draw 4 instead of 3" reads), all of a smaller one:
// ruling owed-draw-keeps-all-but-one in docs/rules.md.
func owedLeft(p *engine.Position, n, d, added int) int {
	pl := p.Player(n)
	if pl.HandSize() >= min(int(pl.HandMax), engine.HandCap) {
		return 0
	}
	keep := d
	if d >= engine.RegularDraw {
		keep = d - 1
	}
	return max(keep-added, 0)
}

func (e *Editor) leavePlay(msg string) {
	e.play = nil
	e.mode = e.prevMode
	e.say(msg, false)
}

// wrapped wraps text to width, a line each, its newlines kept.
func wrapped(text string, width int, st tcell.Style) []tui.Line {
	var out []tui.Line
	for _, w := range tui.WrapText(text, width) {
		out = append(out, tui.Plain(w, st))
	}
	return out
}

// lines is the side panel of Play mode: the stage, its events with the
// picked one marked, the fighters' cards of a picked fight, and on the
// last page the outcome.
func (e *Editor) playLines(width int) []tui.Line {
	th := e.theme
	ps := e.play
	r := ps.R
	pg := &r.Pages[ps.Page]
	out := []tui.Line{tui.Plain(ps.Heading(), th.Bold())}
	for _, w := range tui.WrapText(pg.Title, width) {
		out = append(out, tui.Plain(w, th.Key()))
	}
	out = append(out, tui.Line{})
	switch {
	case ps.Page == 0:
		any := false
		col := tui.NameWidth(int(r.Before.NumPlayers))
		for n, os := range ps.Orders {
			for _, o := range os {
				any = true
				out = append(out, tui.PlayerOrderLines(th, n+1, col, o.Format(e.cat), width)...)
			}
		}
		if !any {
			out = append(out, tui.Plain("no orders: the pieces hold", th.Dim()))
		}
		out = append(out, tui.Line{})
		out = append(out, wrapped("→ or Enter: the first stage", width, th.Dim())...)
	case pg.Final:
		for _, s := range r.Summary() {
			for _, w := range tui.WrapText(s, width) {
				out = append(out, tui.Plain(w, th.Base()))
			}
		}
		out = append(out, tui.Line{})
		out = append(out, e.goalLines(r, width)...)
		// Wrapped, not cut: at 66 columns the panel is 24 wide.
		out = append(out, wrapped("K keeps this as the new position;\nEsc goes back to the orders.", width, th.Good())...)
	default:
		out = append(out, tui.EventLines(th, e.cat, e.board, r, ps.Page, ps.Event, width)...)
	}
	return out
}

// goalSet is one list of goals the last page of a turn played judges:
// its side, and whose they are ("the puzzle's").
type goalSet struct {
	goals []engine.Goal
	side  int
	from  string
}

// playGoals are the goals the last page of a turn played judges: those
// the Solve window holds for the board (S), then the puzzle's when they
// differ (or are for another side); none when neither has goals. It
// judged the puzzle's alone when there were both, so a solution loaded
// from S for other goals was shown missing the puzzle's and never
// meeting its own (tedit #5).
func (e *Editor) playGoals() []goalSet {
	var out []goalSet
	var window *solveSettings
	if mem, ok := e.solveSets[e.solveKey()]; ok && len(mem.set.goals) > 0 {
		window = mem.set
	}
	m := e.doc.State().Puzzle
	if m != nil && len(m.Goals) == 0 {
		m = nil
	}
	if window != nil && (m == nil || window.side != m.Side || engine.GoalsText(window.goals) != engine.GoalsText(m.Goals)) {
		out = append(out, goalSet{goals: window.goals, side: window.side, from: "the Solve window's"})
	}
	if m != nil {
		out = append(out, goalSet{goals: m.Goals, side: m.Side, from: "the puzzle's"})
	}
	return out
}

// goalLines say on the last page which goals the turn met and which it
// missed: the page said "Red: 1 kill, 1 piece lost" and left it to the
// reader to find the no-losses goal failed (solvux #7).
func (e *Editor) goalLines(r *tui.Replay, width int) []tui.Line {
	th := e.theme
	var out []tui.Line
	for _, set := range e.playGoals() {
		out = append(out, wrapped(fmt.Sprintf("%s goals (%s):", tui.PlayerName(set.side)+"'s", set.from), width, th.Bold())...)
		for _, g := range set.goals {
			word, st := "missed", th.Error()
			if g.Met(&r.Before, &r.Out, set.side) {
				word, st = "met", th.Good()
			}
			out = append(out, wrapped(fmt.Sprintf("  %s: %s", g, word), width, st)...)
		}
		out = append(out, tui.Line{})
	}
	return out
}
