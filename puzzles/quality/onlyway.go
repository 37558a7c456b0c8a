package quality

import (
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// OnlyWay reports the goal a puzzle is trivial for because its solution is
// the first thing a player tries: the stated solution is one order, and it
// is the only order of the side that brings a piece to the goal's place:
// into the Pit (pit), into the territory (ransack), onto or next to the
// piece to kill (kill). A placement from hand on one of those cells is
// another way; the pieces already there are not (the puzzle is unsolved
// when the side gives no orders: the question is which piece comes in). A
// move counts by the cell it ends on if nothing stops it. ok is false when
// no such goal makes the solution the only way.
func OnlyWay(p *solver.Problem, stated []engine.Order) (g engine.Goal, ok bool) {
	if len(stated) != 1 {
		return engine.Goal{}, false
	}
	for _, g := range p.Goals {
		area, ok := goalArea(g)
		if !ok {
			continue
		}
		ways := reachingOrders(p, &area, 2)
		if len(ways) == 1 && ways[0] == stated[0] {
			return g, true
		}
	}
	return engine.Goal{}, false
}

// goalArea is the place a goal names: the Pit, a territory's cells, or the
// piece to kill and the cells next to it; ok is false for the goals that
// name no place.
func goalArea(g engine.Goal) (area [engine.NumLocs]bool, ok bool) {
	switch g.Kind {
	case engine.GoalPit:
		area[engine.Pit] = true
	case engine.GoalRansack:
		for _, c := range g.Terr.Cells() {
			area[c] = true
		}
	case engine.GoalKill:
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if engine.Distance(l, g.Loc) <= 1 {
				area[l] = true
			}
		}
	default:
		return area, false
	}
	return area, true
}

// reachingOrders lists, up to most, the side's orders that bring a piece
// into an area: a move from outside that ends in it, a placement from hand
// on one of its cells.
func reachingOrders(p *solver.Problem, area *[engine.NumLocs]bool, most int) []engine.Order {
	cat := p.Rules.Kinds
	pos := &p.Pos
	var out []engine.Order
	for l := engine.Loc(0); l < engine.NumLocs && len(out) < most; l++ {
		if pc := pos.Board[l]; pc.Empty() || int(pc.Owner) != p.Side || area[l] {
			continue
		}
		for _, o := range pos.PieceOptions(cat, l, nil) {
			if o.Op == engine.OpMove {
				if end, ok := moveEnd(o); ok && area[end] {
					out = append(out, o)
				}
			}
		}
	}
	for _, k := range pos.Player(p.Side).HandKinds() {
		for _, c := range pos.PlaceCells(cat, p.Side, k, nil) {
			if area[c.Loc] {
				out = append(out, engine.Place(k, c.Loc, engine.NoDir))
			}
		}
	}
	return out
}

// moveEnd is the cell a move ends on if nothing stops it.
func moveEnd(o engine.Order) (engine.Loc, bool) {
	l := o.Loc
	for range int(o.Dist) {
		if l = l.Neighbour(o.Dir); !l.Valid() {
			return l, false
		}
	}
	return l, true
}
