package tui

import "github.com/birdcrab/birdcrab/engine"

// PieceStory is what became of one piece in a replayed turn, followed through
// the events as the replay's pages follow it.
type PieceStory struct {
	Start  engine.Piece // the piece as it started the turn, or was placed
	From   engine.Loc   // where it started the turn, or was placed
	Placed bool         // placed this turn
	End    engine.Piece // as it ends the turn, or died: its owner and facing
	Loc    engine.Loc   // where it ends the turn, or died
	Alive  bool
	// Events are the indices into Replay.Events of the events that concern
	// it alone, in order: its steps, bumps, knockbacks, jumps (and those
	// that did not happen, and why), turns, conversion and death (a fight
	// concerns two pieces, and is left out).
	Events []int
}

// Stories follows every piece of the turn through its events: those on
// the board before it, then those placed. Nil when following them does
// not come to the engine's deaths (DeathsText then says only what the
// engine does).
func (r *Replay) Stories() []PieceStory {
	if r.dead == nil && r.deadCellsText() != "" {
		return nil
	}
	b := newBoard(&r.Before)
	var events [][]int
	for i := 0; i < len(r.Events); {
		st := r.Events[i].Stage
		first := i
		for i < len(r.Events) && r.Events[i].Stage == st {
			i++
		}
		b.applyAll(r.Events[first:i], func(k, u int) {
			for len(events) <= u {
				events = append(events, nil)
			}
			events[u] = append(events[u], first+k)
		})
	}
	out := make([]PieceStory, len(b.units))
	for u, un := range b.units {
		var evs []int
		if u < len(events) {
			evs = events[u]
		}
		start := r.Before.At(un.from)
		if un.placed && len(evs) > 0 { // its first event places it
			e := &r.Events[evs[0]]
			start = engine.Piece{Kind: e.A.Kind, Owner: e.A.Owner, Facing: e.A.Facing}
		}
		out[u] = PieceStory{Start: start, From: un.from, Placed: un.placed, End: un.pc, Loc: un.loc, Alive: un.alive, Events: evs}
	}
	return out
}
