package tui

import (
	"fmt"

	"github.com/birdcrab/birdcrab/engine"
)

// ReplayView is the step-through of a resolved turn: its replay, the
// orders played, the page (stage) shown and the event picked on it (-1:
// the whole stage). The editor's Play mode and the trainer's verdict both
// step through one; each draws its side panel its own way, with
// EventLines for the events of a page.
type ReplayView struct {
	R      *Replay
	Orders [][]engine.Order
	Page   int
	Event  int
}

// NewReplayView returns a view of r on its first page, nothing picked.
func NewReplayView(r *Replay, orders [][]engine.Order) *ReplayView {
	return &ReplayView{R: r, Orders: orders, Event: -1}
}

// Pos returns the board as it stands at the end of the page shown.
func (v *ReplayView) Pos() *engine.Position { return &v.R.Pages[v.Page].Pos }

// Last returns the index of the last page, the outcome.
func (v *ReplayView) Last() int { return len(v.R.Pages) - 1 }

// GoPage shows page n (kept within the replay) with no event picked.
func (v *ReplayView) GoPage(n int) { v.Page, v.Event = min(max(n, 0), v.Last()), -1 }

// PickEvent moves the picked event of the page by n, from "the whole
// stage" (-1) to the last event; it reports false, and changes nothing,
// when the page has no events.
func (v *ReplayView) PickEvent(n int) bool {
	evs := v.R.Pages[v.Page].Events
	if len(evs) == 0 {
		return false
	}
	v.Event = min(max(v.Event+n, -1), len(evs)-1)
	return true
}

// Mark lights up the cells of the stage's events, or of the picked event;
// the first page shows the orders.
func (v *ReplayView) Mark(m *Marks) {
	pg := &v.R.Pages[v.Page]
	if v.Page == 0 {
		m.AddOrders(&v.R.Before, v.Orders)
		return
	}
	for k, i := range pg.Events {
		if v.Event >= 0 && k != v.Event {
			continue
		}
		for _, l := range EventCells(&v.R.Events[i]) {
			m.Hi[l] = HiEvent
		}
	}
}

// Heading is the first line of a page: the turn and the page number.
func (v *ReplayView) Heading() string {
	return fmt.Sprintf("Turn %d · page %d of %d", v.R.Before.Turn, v.Page+1, len(v.R.Pages))
}

// EventLines lists the events of page page of r, each explained in words
// and numbers; the picked event (pick, an index into the page's events, or
// -1) is marked "> ", and a picked fight shows both fighters' cards.
func EventLines(th *Theme, cat *engine.Catalogue, b *Board, r *Replay, page, pick, width int) []Line {
	var out []Line
	for k, i := range r.Pages[page].Events {
		ev := &r.Events[i]
		st, lead := th.Base(), "- "
		if k == pick {
			st, lead = th.Bold(), "> "
		}
		for j, w := range WrapText(ev.TextNamed(cat, PlayerName), width-2) {
			if j > 0 {
				lead = "  "
			}
			out = append(out, Plain(lead+w, st))
		}
		if k == pick && ev.Type == engine.EvFight {
			out = append(out, FightCards(th, cat, b, ev)...)
		}
	}
	return out
}

// FightCards draws both fighters of a fight with the sides they used lit.
func FightCards(th *Theme, cat *engine.Catalogue, b *Board, ev *engine.Event) []Line {
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
		out = append(out, Plain(fmt.Sprintf("  %s %s:", PieceLabel(cat, pc), OnCell(f.Loc)), th.Dim()))
		for _, l := range PieceCard(th, cat, b.PieceLetters(cat, pc), pc, hi) {
			out = append(out, append(Line{{"  ", th.Base()}}, l...))
		}
	}
	return out
}
