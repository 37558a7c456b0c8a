package puzzles

import "github.com/birdcrab/birdcrab/engine"

// A turn's events name pieces by where they stand at the moment, not by who
// they are. track follows every piece through the events, so that a claim
// or a mechanic can say "the piece that started on A3" of any event.

// tracked is one piece followed through a turn.
type tracked struct {
	start  engine.Loc // its cell when the turn began, or its placement cell
	placed bool       // placed this turn
	kind   engine.KindID
	owner  uint8
	loc    engine.Loc
	alive  bool
	hidden bool // a Cloud Man between vanishing and landing
	moved  int  // the index of the event that last moved it, -1 for none
}

// track holds the pieces of a turn and, for each event, the piece it is
// about (its A), or -1.
type track struct {
	pieces []tracked
	actor  []int
}

// newTrack follows the pieces of before through events.
func newTrack(before *engine.Position, events []engine.Event) *track {
	tr := &track{actor: make([]int, len(events))}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := before.At(l); !pc.Empty() {
			tr.pieces = append(tr.pieces, tracked{start: l, kind: pc.Kind, owner: pc.Owner, loc: l, alive: true, moved: -1})
		}
	}
	runStart := 0
	for i := range events {
		e := &events[i]
		if i == 0 || e.Type != events[i-1].Type || e.Stage != events[i-1].Stage {
			runStart = i
		}
		tr.actor[i] = -1
		switch e.Type {
		case engine.EvPlace:
			tr.pieces = append(tr.pieces, tracked{start: e.To, placed: true, kind: e.A.Kind, owner: e.A.Owner, loc: e.To, alive: true, moved: -1})
			tr.actor[i] = len(tr.pieces) - 1
		case engine.EvVanish:
			if k := tr.find(e.From, &e.A, false, runStart); k >= 0 {
				tr.pieces[k].hidden = true
				tr.actor[i] = k
			}
		case engine.EvLand:
			if k := tr.find(e.From, &e.A, true, runStart); k >= 0 {
				p := &tr.pieces[k]
				p.hidden, p.loc, p.moved = false, e.To, i
				tr.actor[i] = k
			}
		case engine.EvStep, engine.EvKnock, engine.EvJump:
			if k := tr.find(e.From, &e.A, false, runStart); k >= 0 {
				p := &tr.pieces[k]
				p.loc, p.moved = e.To, i
				tr.actor[i] = k
			}
		case engine.EvDie:
			if k := tr.find(e.A.Loc, &e.A, false, -1); k >= 0 {
				tr.pieces[k].alive = false
				tr.actor[i] = k
			}
		case engine.EvConvert:
			if k := tr.find(e.A.Loc, &e.A, false, -1); k >= 0 {
				tr.pieces[k].owner = e.Player
				tr.actor[i] = k
			}
		case engine.EvBump, engine.EvRotate, engine.EvDrunk, engine.EvBomb, engine.EvKill:
			loc := e.A.Loc
			if e.Type == engine.EvBump {
				loc = e.From
			}
			tr.actor[i] = tr.find(loc, &e.A, false, -1)
		}
	}
	return tr
}

// find returns the piece of f's kind and owner on loc (among the hidden
// pieces when hidden is set), preferring one that did not move since the
// event runStart began a run of simultaneous moves; -1 when there is none.
// A killed piece is still found by its last event (EvKill follows EvDie).
func (tr *track) find(loc engine.Loc, f *engine.Fighter, hidden bool, runStart int) int {
	best := -1
	for k := range tr.pieces {
		p := &tr.pieces[k]
		if p.loc != loc || p.kind != f.Kind || p.owner != f.Owner || p.hidden != hidden {
			continue
		}
		if best < 0 || tr.score(k, runStart) > tr.score(best, runStart) {
			best = k
		}
	}
	return best
}

// score ranks the pieces find may return: a live one first, then one that
// has not moved in the current run.
func (tr *track) score(k, runStart int) int {
	p := &tr.pieces[k]
	s := 0
	if p.alive {
		s += 2
	}
	if runStart < 0 || p.moved < runStart {
		s++
	}
	return s
}

// piece returns the index of the piece that started on l (placed there when
// placed is set), or -1.
func (tr *track) piece(l engine.Loc, placed bool) int {
	for k := range tr.pieces {
		if tr.pieces[k].start == l && tr.pieces[k].placed == placed {
			return k
		}
	}
	return -1
}

// of returns the piece a claim means by cell l: the piece that stood on l
// when the turn began, or else the piece placed on l.
func (tr *track) of(l engine.Loc) int {
	if k := tr.piece(l, false); k >= 0 {
		return k
	}
	return tr.piece(l, true)
}
