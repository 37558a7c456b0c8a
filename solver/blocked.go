package solver

import "github.com/birdcrab/birdcrab/engine"

// This file cuts the walks that an immovable ally blocks.
//
// A piece that has no move among its options never steps. If, besides,
// nothing can act on it (no piece of another player, and no piece that
// fights allies or could change sides, ever stands on or next to its cell),
// it stands on its cell all turn, alive and its player's. An ally stepping
// into that cell is then bumped (the cell is held by an ally that does not
// leave) and stops for the rest of the turn. So a move of an ally through
// that cell ends on the cell before it, whatever the others do: its trace
// after that step is the shorter walk's.
//
// Only walks that nothing displaces are cut (a knockback or a jump could
// take a piece off its line, past the wall), and only with every rule on
// (with a bump that does not last, or a march switched off, the walk could
// go on).

// markBlocked cuts the walks of the options that an immovable ally blocks
// (see the top of this file), after the traces and the facts are built.
func (m *model) markBlocked() {
	if m.rules.Off != 0 {
		return
	}
	walls, any := m.walls()
	if !any {
		return
	}
	for a := range m.agents {
		ag := &m.agents[a]
		wall := walls[ag.player-1]
		if ag.kind != agPiece || wall == 0 || m.cat.Kind(m.pos.Board[ag.loc].Kind).Has(engine.Vanishes|engine.JumpsToVictim) {
			continue
		}
		changed := false
		for o := range ag.opts {
			if room, cut := cutWalk(&ag.opts[o], ag.loc, wall); cut {
				m.standFor(a, o, room)
				changed = true
			}
		}
		if changed {
			ag.setEnv()
		}
	}
}

// walls returns the cells of each player's immovable pieces that nothing
// can act on, and whether there is one.
func (m *model) walls() (walls [engine.MaxPlayers]uint64, any bool) {
	priests := &m.facts.priestNear
	for a := range m.agents {
		if m.immovable(a) && (testUnsound == unsoundBlocked || !m.reachable(a, priests)) {
			ag := &m.agents[a]
			walls[ag.player-1] |= 1 << ag.loc
			any = true
		}
	}
	return walls, any
}

// cutWalk cuts option op of the piece on l, when it is a move that nothing
// displaces, before the first cell of wall on its walk, and reports
// whether it did, and how many steps it has room for then. Bumped there,
// it stops for the rest of the turn: it does as the move of that many
// steps, or as no move (see standFor).
func cutWalk(op *option, l engine.Loc, wall uint64) (int, bool) {
	if op.n == 0 || op.ords[0].Op != engine.OpMove || op.wide {
		return 0, false
	}
	d, n := op.ords[0].Dir, int(op.ords[0].Dist)
	j := 1
	for ; j <= n; j++ {
		if c := op.path[j]; c != engine.NoLoc && wall&(1<<c) != 0 {
			break
		}
	}
	if j > n {
		return 0, false
	}
	// Bumped at step j: it walks j-1 steps at its speed.
	short := walkStages(l, d, j-1, int(op.spd), 0, false)
	for t := range op.st {
		op.st[t] &= short[t]
		op.dst[t] = dilate(op.st[t])
	}
	op.trace &= lineTrace(l, d, j-1, 0)
	return j - 1, true
}

// immovable reports whether agent a is a piece with no move among its
// options, which never leaves its cell of its own: not a Cloud Man (gone
// from its cell all turn), nor a piece that fights allies (the ally next
// to it could beat it).
func (m *model) immovable(a int) bool {
	ag := &m.agents[a]
	if ag.kind != agPiece || ag.spec.Has(engine.Vanishes|engine.FightsAllies) {
		return false
	}
	for i := range ag.opts {
		if op := &ag.opts[i]; op.wide || op.n > 0 && op.ords[0].Op == engine.OpMove {
			return false
		}
	}
	return true
}

// reachable reports whether some agent could act on the piece of agent a
// on its cell: one of another player, or an ally that fights allies or
// that a Priest of another player could convert (priests: the cells next
// to where each player's Priests may be), standing on or next to the cell
// at some stage in some option.
func (m *model) reachable(a int, priests *[engine.MaxPlayers]uint64) bool {
	ag := &m.agents[a]
	cell := uint64(1) << ag.loc
	var conv uint64 // where an ally can be converted
	for p, c := range priests {
		if p+1 != int(ag.player) {
			conv |= c
		}
	}
	for b := range m.agents {
		bg := &m.agents[b]
		if b == a || bg.player == ag.player && !m.facts.allyFight[b] && bg.env&conv == 0 {
			continue
		}
		for o := range bg.opts {
			op := &bg.opts[o]
			if bg.player == ag.player && !m.facts.fightsAllies(b, uint16(o), false) && op.trace&conv == 0 {
				continue
			}
			for _, c := range op.dst {
				if c&cell != 0 {
					return true
				}
			}
		}
	}
	return false
}
