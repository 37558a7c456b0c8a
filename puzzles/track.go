package puzzles

import "github.com/birdcrab/birdcrab/engine"

// A turn's events name pieces by where they stand at the moment, not by who
// they are. Follow follows every piece through the events, so that a claim,
// a mechanic or an explanation can say "the piece that started on A3" of
// any event.

// Followed is one piece followed through a turn. Owner, Loc, Alive and
// Hidden are as the turn left them.
type Followed struct {
	// Start is its cell when the turn began, or its placement cell: the
	// cell a claim names it by.
	Start  engine.Loc
	Placed bool // placed this turn
	Kind   engine.KindID
	Owner  uint8 // its owner, after any conversion
	Loc    engine.Loc
	Alive  bool
	Hidden bool // a Cloud Man between vanishing and landing
	moved  int  // the index of the event that last moved it, -1 for none
}

// Track holds the pieces of a turn and, for each event, the piece it is
// about.
type Track struct {
	// Pieces are the pieces on the board when the turn began, in the order
	// of their cells, then the pieces placed, in the order of the events.
	Pieces []Followed
	// A holds, for each event, the index in Pieces of the piece its A is
	// (the first fighter of a fight), or -1; B the second fighter of a
	// fight, -1 for every other event.
	A, B    []int
	outcome *engine.Outcome
}

// Follow follows the pieces of before through the events of t, a turn
// played from before.
func Follow(before *engine.Position, t *Turn) *Track {
	events := t.Events
	tr := &Track{A: make([]int, len(events)), B: make([]int, len(events)), outcome: &t.Outcome}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := before.At(l); !pc.Empty() {
			tr.Pieces = append(tr.Pieces, Followed{Start: l, Kind: pc.Kind, Owner: pc.Owner, Loc: l, Alive: true, moved: -1})
		}
	}
	runStart, stepsStart := 0, -1
	for i := range events {
		e := &events[i]
		if i == 0 || e.Type != events[i-1].Type || e.Stage != events[i-1].Stage {
			runStart = i
		}
		tr.A[i], tr.B[i] = -1, -1
		if e.Type == engine.EvStep {
			if stepsStart < 0 || events[stepsStart].Stage != e.Stage {
				stepsStart = i
			}
			// A piece steps once a stage, all at once, though a death
			// in a trench may come between the steps.
			tr.move(events, i, stepsStart)
		} else if !tr.move(events, i, runStart) {
			tr.other(events, i)
		}
	}
	return tr
}

// move follows event i when it places or moves a piece, matching it among
// the pieces that did not move since event runStart began its run of
// simultaneous moves; it reports whether the event was one.
func (tr *Track) move(events []engine.Event, i, runStart int) bool {
	e := &events[i]
	hidden := false
	switch e.Type {
	case engine.EvPlace:
		tr.Pieces = append(tr.Pieces, Followed{Start: e.To, Placed: true, Kind: e.A.Kind, Owner: e.A.Owner, Loc: e.To, Alive: true, moved: -1})
		tr.A[i] = len(tr.Pieces) - 1
		return true
	case engine.EvVanish:
		if k := tr.find(e.From, &e.A, false, runStart); k >= 0 {
			tr.Pieces[k].Hidden = true
			tr.A[i] = k
		}
		return true
	case engine.EvLand:
		hidden = true
	case engine.EvStep, engine.EvKnock, engine.EvJump:
	default:
		return false
	}
	if k := tr.find(e.From, &e.A, hidden, runStart); k >= 0 {
		p := &tr.Pieces[k]
		p.Hidden, p.Loc, p.moved = false, e.To, i
		tr.A[i] = k
	}
	return true
}

// other follows event i when it moves nothing: a fight, a death, a
// conversion, a kill, a bump, a turn, a Harpy Bomb.
func (tr *Track) other(events []engine.Event, i int) {
	e := &events[i]
	switch e.Type {
	case engine.EvFight:
		tr.A[i], tr.B[i] = tr.find(e.A.Loc, &e.A, false, -1), tr.find(e.B.Loc, &e.B, false, -1)
	case engine.EvDie:
		if k := tr.find(e.A.Loc, &e.A, false, -1); k >= 0 {
			tr.Pieces[k].Alive = false
			tr.A[i] = k
		}
	case engine.EvConvert:
		if k := tr.find(e.A.Loc, &e.A, false, -1); k >= 0 {
			tr.Pieces[k].Owner = e.Player
			tr.A[i] = k
		}
	case engine.EvKill:
		tr.A[i] = tr.find(e.A.Loc, &e.A, false, -1)
		if c := i - 1; tr.A[i] < 0 && c >= 0 && events[c].Type == engine.EvConvert && events[c].A == e.A {
			// The kill a conversion credits names the piece as it
			// was before it changed sides.
			tr.A[i] = tr.A[c]
		}
	case engine.EvBump:
		tr.A[i] = tr.find(e.From, &e.A, false, -1)
	case engine.EvRotate, engine.EvDrunk, engine.EvBomb:
		tr.A[i] = tr.find(e.A.Loc, &e.A, false, -1)
	}
}

// find returns the piece of f's kind and owner on loc (among the hidden
// pieces when hidden is set), preferring one that did not move since the
// event runStart began a run of simultaneous moves; -1 when there is none.
// A killed piece is still found by its last event (EvKill follows EvDie).
func (tr *Track) find(loc engine.Loc, f *engine.Fighter, hidden bool, runStart int) int {
	best := -1
	for k := range tr.Pieces {
		p := &tr.Pieces[k]
		if p.Loc != loc || p.Kind != f.Kind || p.Owner != f.Owner || p.Hidden != hidden {
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
func (tr *Track) score(k, runStart int) int {
	p := &tr.Pieces[k]
	s := 0
	if p.Alive {
		s += 2
	}
	if runStart < 0 || p.moved < runStart {
		s++
	}
	return s
}

// piece returns the index of the piece that started on l (placed there when
// placed is set), or -1.
func (tr *Track) piece(l engine.Loc, placed bool) int {
	for k := range tr.Pieces {
		if tr.Pieces[k].Start == l && tr.Pieces[k].Placed == placed {
			return k
		}
	}
	return -1
}

// Of returns the piece a claim means by cell l: the piece that stood on l
// when the turn began, or else the piece placed on l; -1 when there is
// none.
func (tr *Track) Of(l engine.Loc) int {
	if k := tr.piece(l, false); k >= 0 {
		return k
	}
	return tr.piece(l, true)
}

// Fate returns what became of piece k, as the turn's outcome says: dead
// (not Alive) for a placed piece the outcome does not list.
func (tr *Track) Fate(k int) engine.Fate {
	p := &tr.Pieces[k]
	out := tr.outcome
	if !p.Placed {
		return out.Start[p.Start]
	}
	for i := 0; i < int(out.NumPlaced); i++ {
		if out.PlacedAt[i].Loc == p.Start {
			return out.Placed[i]
		}
	}
	return engine.Fate{Loc: engine.NoLoc}
}
