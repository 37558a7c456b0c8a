package solver

import "github.com/birdcrab/birdcrab/engine"

// Pieces knocked back at most once, with more than one Harpy in play.
//
// With r Harpies in play, a piece that a Harpy could knock back is widened
// by r cells all around its walk (see buildModel's widen and narrow): it
// may be knocked once by each Harpy, each of which may have been knocked
// off its own walk by the others. Often far fewer can happen. Two players
// with a Harpy each (a position from a real game, issue 11) widened every
// piece near either by two cells every way, and searched a thousand times
// the nodes of the same position with Crabs for the Harpies.
//
// A piece is knocked back only by a Harpy that it beats, once per Harpy,
// since a Harpy dies once. So where the Harpies that could beat a piece are
// one, H, the piece is knocked at most once, from a cell of its walk (it
// is on its walk until then: bumped, it stops short on it), one cell away
// from where H stands when it dies, and goes on with its walk from there
// (knockStages). Where H stands then: H itself is knocked back only by the
// Harpies it beats. With none in play that could, it stands on its walk.
// With one, H2, that only H could beat (or nothing), H is knocked at most
// once, away from H2, and H2 stood on its own walk when it died: the one
// Harpy that could have knocked it off was H, which beat it and lived, so
// died later. So H stands on its walk moved one cell away from H2's walk,
// its walk's cells next to H2's (knockStages again).
//
// Counting Harpies needs them to stay whose they are: with a Priest in play
// a Harpy may change sides, and nothing is read so (the widening stays
// r cells). The Harpies in play are counted per player as buildModel
// counts them all: those on the board, and those the player may place
// (every one in hand of the side, and of the others under any; under fixed
// those the replies place; under hold none).

// unsoundKnockerStill, for TestPruningsAreChecked: the Harpy that knocks a
// piece back is taken to stand on its walk, though another Harpy may have
// knocked it off. (Kept out of the list in search.go, whose values it
// does not take, so that branches adding to that list merge.)
const (
	unsoundKnockerStill unsoundness = 240 + iota
	// unsoundFamilyKnockerStill: so in the closure's reading of the family
	// (knockerCells) alone.
	unsoundFamilyKnockerStill
)

// knockers holds, per player, what knockedOnce reads: the player's Harpies
// in play, and, where the player has one that is knocked back at most once
// as above, the cells it may stand on when it dies.
type knockers struct {
	units [engine.MaxPlayers]int
	ok    [engine.MaxPlayers]bool
	cells [engine.MaxPlayers]uint64
	// from is, where ok, the player whose one Harpy could knock the
	// player's back (-1: none could).
	from [engine.MaxPlayers]int
}

// countHarpies counts each player's Harpies in play: on the board and
// those it may place (see playable).
func (m *model) countHarpies(p *Problem) {
	for _, pc := range m.pos.Board {
		if !pc.Empty() && m.cat.Kind(pc.Kind).Has(engine.KnocksBack) {
			m.knock.units[pc.Owner-1]++
		}
	}
	for n := 1; n <= int(m.pos.NumPlayers); n++ {
		for _, k := range m.playable(p, n) {
			if m.cat.Kind(k).Has(engine.KnocksBack) {
				m.knock.units[n-1]++
			}
		}
	}
}

// beatBits returns the players (bit q: player q+1) whose Harpies could
// beat a piece of kind kd of player pl: all but its own, and its own too
// when it fights allies or sides can change (priests).
func beatBits(pl uint8, kd *engine.Kind, priests bool) uint8 {
	var beat uint8
	for q := range engine.MaxPlayers {
		if q+1 != int(pl) || (priests || kd.Has(engine.FightsAllies|engine.Vanishes)) && testUnsound != unsoundAllyHarpy {
			beat |= 1 << q
		}
	}
	return beat
}

// unitsOf returns the Harpies in play of the players of beat, and the
// last such player with any.
func (k *knockers) unitsOf(beat uint8) (n, last int) {
	last = -1
	for q := range k.units {
		if beat&(1<<q) != 0 && k.units[q] > 0 {
			n += k.units[q]
			last = q
		}
	}
	return n, last
}

// findKnockers sets, for each player with one Harpy in play, whether it is
// knocked back at most once, and the cells it may stand on when it dies
// (see the top of this file). harpyAt holds each player's Harpies' walks.
func (m *model) findKnockers(harpyAt *[engine.MaxPlayers]uint64, priests bool) {
	if priests {
		return
	}
	var beat [engine.MaxPlayers]uint8 // the players whose Harpies could beat each player's Harpy
	for _, h := range m.harpyOpts {
		k, _ := m.optionKind(int(h.a), &m.agents[h.a].opts[h.o])
		beat[h.player-1] |= beatBits(h.player, m.cat.Kind(k), false)
	}
	for q := range m.knock.units {
		if m.knock.units[q] != 1 || beat[q]&(1<<q) != 0 {
			continue
		}
		n, p := m.knock.unitsOf(beat[q])
		switch {
		case n == 0 || testUnsound == unsoundKnockerStill:
			m.knock.ok[q], m.knock.cells[q], m.knock.from[q] = true, harpyAt[q], -1
		case n == 1:
			// H2, player p's one Harpy, beaten by none but H.
			if others, _ := m.knock.unitsOf(beat[p] &^ (1 << q)); others == 0 {
				m.knock.ok[q], m.knock.cells[q], m.knock.from[q] = true, m.knockedHarpy(q, harpyAt[p]), p
			}
		}
	}
}

// knockedHarpy returns the cells of player q's Harpy's options, each walk
// moved one cell away from the cells of harpy next to it (knockStages).
func (m *model) knockedHarpy(q int, harpy uint64) uint64 {
	var c uint64
	for _, h := range m.harpyOpts {
		if int(h.player) == q+1 {
			walk, st := m.plainTrace(int(h.a), &m.agents[h.a].opts[h.o])
			ks := knockStages(&st, walk, harpy)
			c |= ks.union()
		}
	}
	return c
}

// knockedOnce returns, for a piece that the Harpies of the players of beat
// could beat, the cells where the one Harpy among them may stand when it
// dies, and whether there is one such Harpy, knocked back at most once.
func (k *knockers) knockedOnce(beat uint8) (uint64, bool) {
	n, q := k.unitsOf(beat)
	if n != 1 || !k.ok[q] {
		return 0, false
	}
	return k.cells[q], true
}

// knockerCells returns, for wide option op read as knocked once (see
// narrow), the cells where the one Harpy that could beat it may stand when
// it dies, in the family the closure walks: its walks there (w.hw), moved a
// cell away from the walks there of the Harpy that could knock it back,
// where they meet. So knockedCells reads the option as with one Harpy in
// play, knocked away from those cells alone.
func (w *worker) knockerCells(op *option) uint64 {
	k := &w.m.knock
	_, q := k.unitsOf(op.beat)
	hw := w.hw[q]
	if p := k.from[q]; p >= 0 && testUnsound != unsoundFamilyKnockerStill {
		st := fixedStages(hw)
		moved := knockStages(&st, hw, w.hw[p])
		hw = moved.union()
	}
	return hw
}
