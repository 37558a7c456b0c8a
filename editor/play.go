package editor

import (
	"fmt"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// playState is the step-through of a resolved turn: its replay, the page
// (stage) shown and the event picked on it (-1: the whole stage).
type playState struct {
	r      *Replay
	orders [][]engine.Order
	page   int
	ev     int
}

func (ps *playState) pos() *engine.Position { return &ps.r.Pages[ps.page].Pos }

// mark lights up the cells of the stage's events, or of the picked event;
// the first page shows the orders.
func (ps *playState) mark(m *Marks) {
	pg := &ps.r.Pages[ps.page]
	if ps.page == 0 {
		m.AddOrders(&ps.r.Before, ps.orders)
		return
	}
	for k, i := range pg.Events {
		if ps.ev >= 0 && k != ps.ev {
			continue
		}
		for _, l := range eventCells(&ps.r.Events[i]) {
			m.Hi[l] = HiEvent
		}
	}
}

// startPlay resolves the turn with the orders written and shows its first
// page.
func (e *Editor) startPlay() {
	p := *e.doc.Pos()
	orders := e.doc.Orders().Lists(int(p.NumPlayers))
	if err := p.Validate(e.cat); err != nil {
		e.say("cannot play this position: "+err.Error(), true)
		return
	}
	r, err := PlayTurn(&e.rules, p, orders)
	if err != nil {
		e.say("cannot play: "+reason(err), true)
		return
	}
	e.play = &playState{r: r, orders: orders, ev: -1}
	e.entry.Reset()
	e.carry = engine.NoLoc
	e.prevMode, e.mode = e.mode, modePlay
	e.say(fmt.Sprintf("turn %d played: %d events in %d stages; → steps through it", p.Turn, len(r.Events), len(r.Pages)-2), false)
}

// playKey handles the keys of Play mode.
func (e *Editor) playKey(ev *tcell.EventKey) bool {
	ps := e.play
	if ps == nil {
		e.mode = modeEdit
		return false
	}
	last := len(ps.r.Pages) - 1
	goPage := func(n int) {
		ps.page, ps.ev = min(max(n, 0), last), -1
		e.say("", false)
	}
	switch ev.Key() {
	case tcell.KeyRight:
		goPage(ps.page + 1)
	case tcell.KeyLeft:
		goPage(ps.page - 1)
	case tcell.KeyDown:
		e.pickEvent(1)
	case tcell.KeyUp:
		e.pickEvent(-1)
	case tcell.KeyHome:
		goPage(0)
	case tcell.KeyEnd:
		goPage(last)
	case tcell.KeyEnter:
		if ps.page == last {
			e.keepResult()
		} else {
			goPage(ps.page + 1)
		}
	case tcell.KeyEscape:
		e.leavePlay("back to the position before the turn")
	case tcell.KeyTab, tcell.KeyBacktab:
		e.toggleFocus()
	case tcell.KeyCtrlL:
		e.app.Sync()
	case tcell.KeyRune:
		switch ev.Rune() {
		case 'l', 'n', ' ':
			goPage(ps.page + 1)
		case 'h', 'p':
			goPage(ps.page - 1)
		case 'j':
			e.pickEvent(1)
		case 'k':
			e.pickEvent(-1)
		case '?':
			e.showHelp()
		case 'q':
			e.requestQuit()
		case 'A':
			e.theme.ASCII = !e.theme.ASCII
		default:
			e.say("Play mode: →/← stages, Enter on the last page keeps the result, Esc goes back", true)
		}
	default:
		return false
	}
	return true
}

// pickEvent moves the picked event of the page by n.
func (e *Editor) pickEvent(n int) {
	ps := e.play
	evs := ps.r.Pages[ps.page].Events
	if len(evs) == 0 {
		e.say("no events on this page: →/← change stage", true)
		return
	}
	ps.ev = min(max(ps.ev+n, -1), len(evs)-1)
}

// keepResult makes the position after the turn the new position.
func (e *Editor) keepResult() {
	out := e.play.r.Out.Pos
	if e.apply("play the turn", func(s *State) error {
		s.Pos, s.Orders = out, Orders{}
		return nil
	}, "") {
		e.leavePlay(fmt.Sprintf("kept the result: turn %d is next (u goes back)", out.Turn))
	}
}

func (e *Editor) leavePlay(msg string) {
	e.play = nil
	e.mode = e.prevMode
	e.say(msg, false)
}

// lines is the side panel of Play mode: the stage, its events with the
// picked one marked, the fighters' cards of a picked fight, and on the
// last page the outcome.
func (ps *playState) lines(e *Editor, width int) []Line {
	th := e.theme
	r := ps.r
	pg := &r.Pages[ps.page]
	out := []Line{
		Plain(fmt.Sprintf("Turn %d · page %d of %d", r.Before.Turn, ps.page+1, len(r.Pages)), th.Bold()),
	}
	for _, w := range wrapText(pg.Title, width) {
		out = append(out, Plain(w, th.Key()))
	}
	out = append(out, Line{})
	switch {
	case ps.page == 0:
		any := false
		for n, os := range ps.orders {
			for _, o := range os {
				any = true
				out = append(out, Line{{fmt.Sprintf("%-6s", PlayerName(n+1)), th.Player(n + 1)}, {o.Format(e.cat), th.Base()}})
			}
		}
		if !any {
			out = append(out, Plain("no orders: the pieces hold", th.Dim()))
		}
		out = append(out, Line{}, Plain("→ or Enter: the first stage", th.Dim()))
	case pg.Final:
		for _, s := range r.Summary() {
			for _, w := range wrapText(s, width) {
				out = append(out, Plain(w, th.Base()))
			}
		}
		out = append(out, Line{})
		out = append(out, Plain("Enter keeps this as the new position;", th.Good()))
		out = append(out, Plain("Esc goes back to the orders.", th.Good()))
	default:
		out = append(out, eventLines(th, e.cat, e.board, r, ps.page, ps.ev, width)...)
	}
	return out
}

// eventLines lists the events of page page of r, each explained in words
// and numbers; the picked event (pick, an index into the page's events, or
// -1) is marked, and a picked fight shows both fighters' cards.
func eventLines(th *Theme, cat *engine.Catalogue, b *Board, r *Replay, page, pick, width int) []Line {
	var out []Line
	for k, i := range r.Pages[page].Events {
		ev := &r.Events[i]
		st, lead := th.Base(), "- "
		if k == pick {
			st, lead = th.Bold(), "> "
		}
		for j, w := range wrapText(ev.Text(cat), width-2) {
			if j > 0 {
				lead = "  "
			}
			out = append(out, Plain(lead+w, st))
		}
		if k == pick && ev.Type == engine.EvFight {
			out = append(out, fightCards(th, cat, b, ev)...)
		}
	}
	return out
}

// fightCards draws both fighters of a fight with the sides they used lit.
func fightCards(th *Theme, cat *engine.Catalogue, b *Board, ev *engine.Event) []Line {
	var out []Line
	for _, f := range []*engine.Fighter{&ev.A, &ev.B} {
		pc := engine.Piece{Kind: f.Kind, Owner: f.Owner, Facing: f.Facing}
		hi := uint8(0b111111)
		if f.NSides > 0 {
			hi = 0
			for s := 0; s < int(f.NSides); s++ {
				hi |= 1 << f.Sides[s]
			}
		}
		out = append(out, Plain(fmt.Sprintf("  %s on %v:", pieceLabel(cat, pc), f.Loc), th.Dim()))
		for _, l := range PieceCard(th, cat, b.Letters(cat, f.Kind), pc, hi) {
			out = append(out, append(Line{{"  ", th.Base()}}, l...))
		}
	}
	return out
}
