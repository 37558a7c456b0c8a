package quality

import "github.com/birdcrab/birdcrab/engine"

// A turn's events name pieces by where they stand at the moment. follow
// tells, for each event, which piece it is about (and, for a fight, both),
// each piece known by the cell it started the turn on or was placed on: the
// cell a claim names it by.

// piece is one piece followed through a turn.
type piece struct {
	start  engine.Loc
	placed bool
	kind   engine.KindID
	owner  uint8
	loc    engine.Loc
	hidden bool // a Cloud Man between vanishing and landing
	alive  bool
}

// followed holds the pieces of a turn and, for each event, the piece its A
// is (and its B, for a fight), or -1.
type followed struct {
	pieces []piece
	a, b   []int
}

// follow follows the pieces of before through events. Moves of one stage
// that come one after another are simultaneous: each is matched against
// the board as it was before the first of them.
func follow(before *engine.Position, events []engine.Event) *followed {
	f := &followed{a: make([]int, len(events)), b: make([]int, len(events))}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := before.At(l); !pc.Empty() {
			f.pieces = append(f.pieces, piece{start: l, kind: pc.Kind, owner: pc.Owner, loc: l, alive: true})
		}
	}
	for i := 0; i < len(events); {
		j := i
		for j < len(events) && moves(events[j].Type) && events[j].Stage == events[i].Stage {
			j++
		}
		if j > i { // a run of moves: find them all, then move them
			for k := i; k < j; k++ {
				e := &events[k]
				f.a[k], f.b[k] = f.find(e.From, &e.A, e.Type == engine.EvLand), -1
			}
			for k := i; k < j; k++ {
				if p := f.a[k]; p >= 0 {
					f.pieces[p].loc, f.pieces[p].hidden = events[k].To, false
				}
			}
			i = j
			continue
		}
		f.one(i, &events[i])
		i++
	}
	return f
}

// moves reports whether an event of type t moves a piece from From to To.
func moves(t engine.EventType) bool {
	return t == engine.EvStep || t == engine.EvKnock || t == engine.EvJump || t == engine.EvLand
}

// one follows an event that moves nothing.
func (f *followed) one(i int, e *engine.Event) {
	f.a[i], f.b[i] = -1, -1
	switch e.Type {
	case engine.EvPlace:
		f.pieces = append(f.pieces, piece{start: e.To, placed: true, kind: e.A.Kind, owner: e.A.Owner, loc: e.To, alive: true})
		f.a[i] = len(f.pieces) - 1
	case engine.EvVanish:
		if f.a[i] = f.find(e.From, &e.A, false); f.a[i] >= 0 {
			f.pieces[f.a[i]].hidden = true
		}
	case engine.EvFight:
		f.a[i], f.b[i] = f.find(e.A.Loc, &e.A, false), f.find(e.B.Loc, &e.B, false)
	case engine.EvDie:
		if f.a[i] = f.find(e.A.Loc, &e.A, false); f.a[i] >= 0 {
			f.pieces[f.a[i]].alive = false
		}
	case engine.EvConvert:
		if f.a[i] = f.find(e.A.Loc, &e.A, false); f.a[i] >= 0 {
			f.pieces[f.a[i]].owner = e.Player
		}
	case engine.EvBump:
		f.a[i] = f.find(e.From, &e.A, false)
	}
}

// find returns the live piece of a's kind and owner on loc (hidden or not),
// or -1.
func (f *followed) find(loc engine.Loc, a *engine.Fighter, hidden bool) int {
	for k := range f.pieces {
		p := &f.pieces[k]
		if p.alive && p.loc == loc && p.kind == a.Kind && p.owner == a.Owner && p.hidden == hidden {
			return k
		}
	}
	return -1
}

// of returns the piece that started on l (or was placed there), or -1.
func (f *followed) of(l engine.Loc) int {
	for k := range f.pieces {
		if f.pieces[k].start == l && !f.pieces[k].placed {
			return k
		}
	}
	for k := range f.pieces {
		if f.pieces[k].start == l {
			return k
		}
	}
	return -1
}
