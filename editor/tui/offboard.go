package tui

import (
	"fmt"

	"github.com/birdcrab/birdcrab/engine"
)

// PathNote says, of the move order o in p, where its straight path leaves
// the cells in play, where the engine bumps the piece instead of stepping
// (engine.WhyOffBoard, engine.WhyRemoved): "its first step leaves the
// board: it will be bumped and stay on CD6", or of a later step "its step
// 3 leaves the board: it is bumped there, if nothing stops it before". ""
// when the path stays in play, for another order, and for a kind that
// vanishes (it lands on the last cell in play along the way). The engine
// takes such an order, and the turn then said "bumped going D (the step
// leaves the board)" with no word when it was entered.
func PathNote(cat *engine.Catalogue, p *engine.Position, o engine.Order) string {
	if o.Op != engine.OpMove || o.Dist == 0 || !o.Loc.Valid() || !o.Dir.Valid() {
		return ""
	}
	pc := p.Board[o.Loc]
	if pc.Empty() {
		return ""
	}
	k := cat.Kind(pc.Kind)
	if k.Special.Has(engine.Vanishes) {
		return ""
	}
	n := min(int(o.Dist), int(k.Speed[engine.SideOf(pc.Facing, o.Dir)]))
	l := o.Loc
	for i := 1; i <= n; i++ {
		l = l.Neighbour(o.Dir)
		why := ""
		switch {
		case l == engine.NoLoc:
			why = "leaves the board"
		case p.Removed(l):
			why = "goes onto a cell sudden death removed"
		default:
			continue
		}
		if i == 1 {
			return fmt.Sprintf("its first step %s: it will be bumped and stay %s", why, OnCell(o.Loc))
		}
		return fmt.Sprintf("its step %d %s: it is bumped there, if nothing stops it before", i, why)
	}
	return ""
}
