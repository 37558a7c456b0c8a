package quality

import (
	"context"
	"fmt"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// MinCandidates is the fewest candidates a puzzle that is not trivial has.
const MinCandidates = 50

// MaxCandidates bounds the census: a puzzle with more candidates is
// counted up to this many, in the same order every time.
const MaxCandidates = 100_000

// MaxCandidateOrders is the most orders a candidate set holds.
const MaxCandidateOrders = 3

// Zone returns the cells near the action of a puzzle: within one cell of an
// opposing piece, of a cell it may step through (under "fixed" its scripted
// moves and placements, under "any" every move it has), or of a cell the
// goals name (the piece to kill or keep, the territory to ransack, the Pit).
func Zone(p *solver.Problem) [engine.NumLocs]bool { return zoneOf(p, true) }

// nearZone is the zone without the opponent's moves.
func nearZone(p *solver.Problem) [engine.NumLocs]bool { return zoneOf(p, false) }

func zoneOf(p *solver.Problem, moves bool) (zone [engine.NumLocs]bool) {
	mark := func(c engine.Loc) {
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if engine.Distance(l, c) <= 1 {
				zone[l] = true
			}
		}
	}
	cat := p.Rules.Kinds
	path := func(o engine.Order) {
		l := o.Loc
		for range int(o.Dist) {
			if l = l.Neighbour(o.Dir); !l.Valid() {
				return
			}
			mark(l)
		}
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if o := p.Pos.Board[l].Owner; o != 0 && int(o) != p.Side {
			mark(l)
			if moves && p.Opponent == solver.Any {
				for _, o := range p.Pos.PieceOptions(cat, l, nil) {
					if o.Op == engine.OpMove {
						path(o)
					}
				}
			}
		}
	}
	if moves && p.Opponent == solver.Fixed {
		for i, os := range p.Replies {
			if i+1 == p.Side {
				continue
			}
			for _, o := range os {
				switch o.Op {
				case engine.OpMove:
					path(o)
				case engine.OpPlace:
					mark(o.Loc)
				}
			}
		}
	}
	for _, g := range p.Goals {
		switch g.Kind {
		case engine.GoalKill, engine.GoalKeep:
			mark(g.Loc)
		case engine.GoalRansack:
			for _, c := range g.Terr.Cells() {
				mark(c)
			}
		case engine.GoalPit:
			mark(engine.Pit)
		}
	}
	return zone
}

// CandidateOrders lists the candidate orders of the side, in canonical
// order: every move of a piece whose path (its cell included) touches the
// zone (see Zone); every placement from hand on a cell next to an opposing
// piece as it stands or to a cell the goals name (the zone without the
// opponent's moves), with each legal facing; every Necromancer target; and, when a Cloud Man is on
// the board or in a hand (the only time a facing can matter), every turn of
// a piece in the zone.
func CandidateOrders(p *solver.Problem) []engine.Order {
	cat := p.Rules.Kinds
	pos := &p.Pos
	zone := Zone(p)
	cloud := false
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := pos.Board[l]; !pc.Empty() && cat.Kind(pc.Kind).Has(engine.Vanishes) {
			cloud = true
		}
	}
	for n := 1; n <= int(pos.NumPlayers); n++ {
		for _, k := range pos.Player(n).HandKinds() {
			if cat.Kind(k).Has(engine.Vanishes) {
				cloud = true
			}
		}
	}
	var out []engine.Order
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if int(pos.Board[l].Owner) != p.Side {
			continue
		}
		for _, o := range pos.PieceOptions(cat, l, nil) {
			switch o.Op {
			case engine.OpMove:
				if pathTouches(pos, o, &zone) {
					out = append(out, o)
				}
			case engine.OpTurn:
				if cloud && zone[l] {
					out = append(out, o)
				}
			}
		}
	}
	var kinds []engine.KindID
	for _, k := range pos.Player(p.Side).HandKinds() {
		if len(kinds) == 0 || kinds[len(kinds)-1] != k {
			kinds = append(kinds, k)
		}
	}
	near := nearZone(p)
	for _, k := range kinds {
		for _, c := range pos.PlaceCells(cat, p.Side, k, nil) {
			if !near[c.Loc] {
				continue
			}
			for f := engine.A; f <= engine.F; f++ {
				if c.Facings&(1<<f) != 0 {
					out = append(out, engine.Place(k, c.Loc, f))
				}
			}
		}
	}
	necro := false
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := pos.Board[l]; int(pc.Owner) == p.Side && cat.Kind(pc.Kind).Has(engine.Raises) {
			necro = true
		}
	}
	for _, k := range kinds {
		necro = necro || cat.Kind(k).Has(engine.Raises)
	}
	if necro {
		var seen []engine.KindID
		for _, g := range pos.Graveyard() {
			if !containsKind(seen, g.Kind) {
				seen = append(seen, g.Kind)
				out = append(out, engine.Target(g.Kind))
			}
		}
	}
	solver.SortOrders(out)
	return out
}

func containsKind(ks []engine.KindID, k engine.KindID) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// pathTouches reports whether a move's path, from its cell to where it
// ends if nothing stops it, touches the zone.
func pathTouches(pos *engine.Position, o engine.Order, zone *[engine.NumLocs]bool) bool {
	l := o.Loc
	if zone[l] {
		return true
	}
	for range int(o.Dist) {
		l = l.Neighbour(o.Dir)
		if !l.Valid() {
			return false
		}
		if zone[l] {
			return true
		}
	}
	return false
}

// clash reports whether two candidate orders cannot stand in one set: two
// orders of one piece, two placements on one cell, two targets.
func clash(a, b engine.Order) bool {
	switch {
	case a.Op == engine.OpTarget || b.Op == engine.OpTarget:
		return a.Op == b.Op
	case (a.Op == engine.OpPlace) != (b.Op == engine.OpPlace):
		return false
	}
	return a.Loc == b.Loc
}

// Candidates takes the census of the candidates of a puzzle: every legal
// order set of one to MaxCandidateOrders candidate orders (CandidateOrders),
// at most one per piece, each played against no orders and, under "fixed",
// against the fixed orders. Under "any" a candidate works when it reaches
// the goals against no orders and contains the stated solution: the
// uniqueness proof shows that no other set works. The census stops at
// MaxCandidates sets.
func Candidates(ctx context.Context, p *solver.Problem, stated []engine.Order) (Count, error) {
	return census(ctx, p, stated, nil)
}

// Working takes the census without a stated solution and returns the
// count and the minimal candidates that work under the puzzle's model
// (under "any", that reach the goals against no orders, which every
// solution must). Under "hold" and "fixed" a puzzle whose solution is one
// of the candidates is unique only if exactly one minimal candidate works.
// It keeps at most maxWorking sets as it goes, so that with very many the
// minimal ones it returns may be some of them only (still more than one).
func Working(ctx context.Context, p *solver.Problem) (Count, [][]engine.Order, error) {
	var sets [][]engine.Order
	c, err := census(ctx, p, nil, func(set []engine.Order) {
		if len(sets) > maxWorking {
			return
		}
		for _, s := range sets {
			if contains(set, s) {
				return
			}
		}
		sets = append(sets, append([]engine.Order(nil), set...))
	})
	if err != nil {
		return c, nil, err
	}
	// Sets come smaller first only within one branch: drop any set that
	// holds another.
	var min [][]engine.Order
	for i, s := range sets {
		holds := false
		for j, t := range sets {
			if i != j && len(t) < len(s) && contains(s, t) {
				holds = true
				break
			}
		}
		if !holds {
			min = append(min, s)
		}
	}
	return c, min, nil
}

// maxWorking bounds the working sets Working keeps: past it there are
// many, and which are minimal no longer matters to the generator.
const maxWorking = 64

// census walks the candidates; works, when not nil, is given each one that
// works (the slice is reused).
func census(ctx context.Context, p *solver.Problem, stated []engine.Order, works func([]engine.Order)) (Count, error) {
	var c Count
	cat := p.Rules.Kinds
	pos := &p.Pos
	orders := CandidateOrders(p)
	var base engine.Plan
	if p.Opponent == solver.Fixed {
		var err error
		if base, err = pos.PlanOrders(cat, p.Replies); err != nil {
			return c, fmt.Errorf("the fixed orders: %w", err)
		}
	}
	var out engine.Outcome
	set := make([]engine.Order, 0, MaxCandidateOrders)
	// addTo adds the set to a plan: directly when it holds moves and turns
	// of distinct pieces and at most one placement, each legal alone by
	// construction; through CheckOrders otherwise (hand counts, Snakes per
	// trench, targets).
	addTo := func(pl *engine.Plan) bool {
		places, simple := 0, true
		for _, o := range set {
			switch o.Op {
			case engine.OpPlace:
				places++
			case engine.OpTarget:
				simple = false
			}
		}
		if !simple || places > 1 {
			return pos.CheckOrders(cat, p.Side, set, pl) == nil
		}
		for _, o := range set {
			pl.Add(p.Side, o)
		}
		return true
	}
	visit := func() error {
		if c.Candidates%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		var hold engine.Plan
		if !addTo(&hold) {
			return nil
		}
		c.Candidates++
		p.Rules.Resolve(pos, &hold, &out, nil)
		reach := engine.AllMet(p.Goals, pos, &out, p.Side)
		family := contains(set, stated)
		work := reach
		switch p.Opponent {
		case solver.Fixed:
			pl := base
			if !addTo(&pl) {
				return nil
			}
			p.Rules.Resolve(pos, &pl, &out, nil)
			work = engine.AllMet(p.Goals, pos, &out, p.Side)
		case solver.Any:
			work = reach && family
		}
		if reach {
			c.Reaching++
		}
		if family {
			c.Family++
		}
		if work {
			if works != nil {
				works(set)
			}
			c.Working++
			if !family {
				c.Stray++
			}
		}
		if reach && !work {
			c.Tempting++
		}
		return nil
	}
	var walk func(from int) error
	walk = func(from int) error {
		for i := from; i < len(orders) && c.Candidates < MaxCandidates; i++ {
			o := orders[i]
			ok := true
			for _, x := range set {
				if clash(x, o) {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			set = append(set, o)
			if err := visit(); err != nil {
				return err
			}
			if len(set) < MaxCandidateOrders {
				if err := walk(i + 1); err != nil {
					return err
				}
			}
			set = set[:len(set)-1]
		}
		return nil
	}
	return c, walk(0)
}
