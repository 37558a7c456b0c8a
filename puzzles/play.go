package puzzles

import (
	"sort"

	"github.com/birdcrab/birdcrab/engine"
)

// Turn is one resolved turn of a scenario: the orders played, the outcome
// and the events.
type Turn struct {
	// Orders are the orders of each player (Orders[0] is player 1's).
	Orders  [][]engine.Order
	Outcome engine.Outcome
	Events  []engine.Event
	// Material is each player's material as the end of the turn judged it
	// (engine.Record.Material).
	Material [engine.MaxPlayers]int
}

// Script returns the orders the opponent model gives the other players:
// their orders in the file under "fixed", none under "hold" and "any".
func (s *Scenario) Script() [][]engine.Order {
	out := make([][]engine.Order, s.Position.NumPlayers)
	if s.Opponent == Fixed {
		for i, os := range s.Orders {
			if i+1 != s.Side && i < len(out) {
				out[i] = os
			}
		}
	}
	return out
}

// Try plays side's orders (the orders of s.Side) against the opponent model
// (see Script) and reports the turn and whether every goal was reached.
// Illegal orders give an *engine.OrderError. Under "any" this is one
// opponent among many: proving a solution against all of them is the
// solver's work.
func (s *Scenario) Try(side []engine.Order) (*Turn, bool, error) {
	orders := s.Script()
	if s.Side >= 1 && s.Side <= len(orders) {
		orders[s.Side-1] = side
	}
	t, err := s.Play(orders)
	if err != nil {
		return nil, false, err
	}
	return t, s.Reached(&t.Outcome), nil
}

// Reached reports whether the side reached every goal in the turn that
// led to out.
func (s *Scenario) Reached(out *engine.Outcome) bool {
	return len(s.Goals) > 0 && engine.AllMet(s.Goals, &s.Position, out, s.Side)
}

// FileOrders returns the orders the file gives for one turn: every player's
// orders, the side's taken from the stated solution when it has none of its
// own. `birdcrab resolve` plays them.
func (s *Scenario) FileOrders() [][]engine.Order {
	out := make([][]engine.Order, s.Position.NumPlayers)
	copy(out, s.Orders)
	if s.Side >= 1 && s.Side <= len(out) && len(out[s.Side-1]) == 0 && len(s.Solution) > 0 {
		out[s.Side-1] = s.Solution
	}
	return out
}

// Play checks the orders of every player (orders[i] are player i+1's) and
// resolves the turn, recording its events. Illegal orders give an
// *engine.OrderError.
func (s *Scenario) Play(orders [][]engine.Order) (*Turn, error) {
	plan, err := s.Position.PlanOrders(s.cat, orders)
	if err != nil {
		return nil, err
	}
	t := &Turn{Orders: orders}
	var rec engine.Record
	p := s.Position
	s.Rules().Resolve(&p, &plan, &t.Outcome, &rec)
	t.Events, t.Material = rec.Events, rec.Material
	return t, nil
}

// Deaths returns the cells whose pieces died in the turn that led to out,
// in location order: the start cells of pieces that stood on the board, and
// the placement cells of pieces placed this turn. A piece converted by a
// Priest did not die.
func Deaths(before *engine.Position, out *engine.Outcome) []engine.Loc {
	seen := map[engine.Loc]bool{}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if !before.At(l).Empty() && !out.Start[l].Alive() {
			seen[l] = true
		}
	}
	for i := 0; i < int(out.NumPlaced); i++ {
		if !out.Placed[i].Alive() {
			seen[out.PlacedAt[i].Loc] = true
		}
	}
	cells := make([]engine.Loc, 0, len(seen))
	for l := range seen {
		cells = append(cells, l)
	}
	sort.Slice(cells, func(i, j int) bool { return cells[i] < cells[j] })
	return cells
}

// Judge compares a learner's answer to a lesson that predicts deaths with
// the lesson's answer: it reports whether they agree, the cells the learner
// missed and the cells picked wrongly.
func (l *Lesson) Judge(picked []engine.Loc) (right bool, missed, wrong []engine.Loc) {
	return CompareCells(l.Dies, picked)
}

// CompareCells compares two sets of cells: whether they are the same,
// want's cells missing from got, and got's cells not in want, each in
// location order (the trainer judges a prediction with it too).
func CompareCells(want, got []engine.Loc) (same bool, missing, extra []engine.Loc) {
	in := func(set []engine.Loc, c engine.Loc) bool {
		for _, x := range set {
			if x == c {
				return true
			}
		}
		return false
	}
	for _, c := range want {
		if !in(got, c) && !in(missing, c) {
			missing = append(missing, c)
		}
	}
	for _, c := range got {
		if !in(want, c) && !in(extra, c) {
			extra = append(extra, c)
		}
	}
	sort.Slice(missing, func(i, j int) bool { return missing[i] < missing[j] })
	sort.Slice(extra, func(i, j int) bool { return extra[i] < extra[j] })
	return len(missing) == 0 && len(extra) == 0, missing, extra
}
