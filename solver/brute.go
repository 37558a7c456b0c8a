package solver

import (
	"context"
	"time"

	"github.com/birdcrab/birdcrab/engine"
)

// BruteForce solves p by plain enumeration: every legal order set of the
// side (built from the engine's PieceOptions, PlaceCells and CheckOrders,
// not from the solver's agents) against every reply of the model, then the
// minimal ones among the sets that met the goals against all. It is the
// reference the solver is tested against, and is feasible for small
// positions only. It returns no tries. A cancelled context gives a Result
// with Stopped set.
func BruteForce(ctx context.Context, p *Problem) (*Result, error) {
	start := time.Now()
	if err := p.Check(); err != nil {
		return nil, err
	}
	cat := p.Rules.Kinds
	pos := &p.Pos
	mine := LegalOrderSets(pos, cat, p.Side)
	var replies [][][]engine.Order // each: every player's orders
	switch p.Opponent {
	case Hold:
		replies = [][][]engine.Order{make([][]engine.Order, pos.NumPlayers)}
	case Fixed:
		r := make([][]engine.Order, pos.NumPlayers)
		for i, os := range p.Replies {
			if i+1 != p.Side {
				r[i] = os
			}
		}
		replies = [][][]engine.Order{r}
	case Any:
		replies = [][][]engine.Order{make([][]engine.Order, pos.NumPlayers)}
		for n := 1; n <= int(pos.NumPlayers); n++ {
			if n == p.Side || pos.Player(n).Out {
				continue
			}
			sets := LegalOrderSets(pos, cat, n)
			var next [][][]engine.Order
			for _, r := range replies {
				for _, s := range sets {
					c := append([][]engine.Order(nil), r...)
					c[n-1] = s
					next = append(next, c)
				}
			}
			replies = next
		}
	}
	res := &Result{}
	var out engine.Outcome
	var sols [][]engine.Order
	first := 0 // the reply that refuted the last set: tried first
	for _, o := range mine {
		if res.Nodes&1023 == 0 && ctx.Err() != nil {
			res.Stopped = true
			break
		}
		ok := true
		for k := range replies {
			i := (first + k) % len(replies)
			var plan engine.Plan
			addOrders(&plan, uint8(p.Side), o)
			for n, os := range replies[i] {
				if n+1 != p.Side {
					addOrders(&plan, uint8(n+1), os)
				}
			}
			p.Rules.Resolve(pos, &plan, &out, nil)
			res.Nodes++
			if !engine.AllMet(p.Goals, pos, &out, p.Side) {
				ok, first = false, i
				break
			}
		}
		if ok {
			sols = append(sols, o)
		}
	}
	for _, s := range minimalSets(sols) {
		res.Solutions = append(res.Solutions, Solution{Orders: s})
	}
	res.Complete = !res.Stopped
	res.Unique = res.Complete && len(res.Solutions) == 1
	if res.Stopped {
		res.NotProven = "the enumeration was stopped: other solutions may exist, and a solution found may not be minimal"
	}
	res.Elapsed = time.Since(start)
	return res, nil
}

// addOrders writes a player's (already checked) orders into a plan.
func addOrders(pl *engine.Plan, player uint8, orders []engine.Order) {
	for _, o := range orders {
		pl.Add(int(player), o)
	}
}

// LegalOrderSets lists every legal order set of player n in p, each once,
// each in canonical order: every combination of each piece's options (no
// order, a move, a turn, and for a Witch a move with a turn), of up to three
// placements from hand on distinct cells (so identical pieces placed on
// swapped cells are one set), and of a Necromancer target. Every set passes
// CheckOrders. The list grows as the product of the options: it is meant
// for small positions.
func LegalOrderSets(p *engine.Position, cat *engine.Catalogue, n int) [][]engine.Order {
	if p.Over || p.Player(n).Out {
		return [][]engine.Order{{}}
	}
	// Each piece: no order, or one of its options.
	var pieces [][][]engine.Order
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		pc := p.Board[l]
		if pc.Owner != uint8(n) {
			continue
		}
		opts := p.PieceOptions(cat, l, nil)
		choices := [][]engine.Order{nil}
		for _, o := range opts {
			choices = append(choices, []engine.Order{o})
		}
		if cat.Kind(pc.Kind).Has(engine.MovesAndTurns) {
			for _, mv := range opts {
				for _, t := range opts {
					if mv.Op == engine.OpMove && t.Op == engine.OpTurn {
						choices = append(choices, []engine.Order{mv, t})
					}
				}
			}
		}
		pieces = append(pieces, choices)
	}
	// Single placements, by cell.
	var singles []engine.Order
	var kinds []engine.KindID
	for _, k := range p.Player(n).HandKinds() {
		if len(kinds) == 0 || kinds[len(kinds)-1] != k {
			kinds = append(kinds, k)
		}
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		for _, k := range kinds {
			for _, pcell := range p.PlaceCells(cat, n, k, nil) {
				if pcell.Loc != l {
					continue
				}
				for f := engine.A; f <= engine.F; f++ {
					if pcell.Facings&(1<<f) != 0 {
						singles = append(singles, engine.Place(k, l, f))
					}
				}
			}
		}
	}
	// Placement sets: strictly increasing cells, at most three, each set
	// legal on its own.
	places := [][]engine.Order{nil}
	var grow func(from int, cur []engine.Order)
	grow = func(from int, cur []engine.Order) {
		if len(cur) == engine.MaxPlace {
			return
		}
		for i := from; i < len(singles); i++ {
			if len(cur) > 0 && singles[i].Loc <= cur[len(cur)-1].Loc {
				continue
			}
			next := append(append([]engine.Order(nil), cur...), singles[i])
			used := 0
			for _, o := range next {
				if o.Kind == singles[i].Kind {
					used++
				}
			}
			if used > p.CountHand(n, singles[i].Kind) {
				continue
			}
			var plan engine.Plan
			if p.CheckOrders(cat, n, next, &plan) == nil {
				places = append(places, next)
			}
			grow(i+1, next)
		}
	}
	grow(0, nil)
	// Targets, which need a Necromancer on the board or placed.
	necro := func(set []engine.Order) bool {
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if pc := p.Board[l]; pc.Owner == uint8(n) && cat.Kind(pc.Kind).Has(engine.Raises) {
				return true
			}
		}
		for _, o := range set {
			if o.Op == engine.OpPlace && cat.Kind(o.Kind).Has(engine.Raises) {
				return true
			}
		}
		return false
	}
	targets := [][]engine.Order{nil}
	for i, g := range p.Graveyard() {
		if i == 0 || p.Grave[i-1].Kind != g.Kind {
			targets = append(targets, []engine.Order{engine.Target(g.Kind)})
		}
	}
	// The product, keeping the legal sets.
	var out [][]engine.Order
	var walk func(i int, cur []engine.Order)
	walk = func(i int, cur []engine.Order) {
		if i < len(pieces) {
			for _, c := range pieces[i] {
				walk(i+1, append(cur[:len(cur):len(cur)], c...))
			}
			return
		}
		for _, pl := range places {
			for i, t := range targets {
				if i > 0 && !necro(pl) {
					break
				}
				set := append(append(append([]engine.Order{}, cur...), pl...), t...)
				var plan engine.Plan
				if p.CheckOrders(cat, n, set, &plan) != nil {
					continue
				}
				SortOrders(set)
				out = append(out, set)
			}
		}
	}
	walk(0, nil)
	return out
}
