package quality

import (
	"context"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// sumOf looks for a split of the solution into two parts that do not
// interact. Played against the model's baseline reply (the fixed orders,
// or none), each part alone adds events to the turn in which the side gives
// no orders; the parts do not interact when the whole adds exactly the
// events of both, no more and no fewer (bonus draws aside, whose numbers
// add up), and each part alone reaches something the idle turn does not
// (one of the goals, or kills). Under "any" each part must also reach that
// against every reply on its own: two ideas that cover each other against
// the opponent's answers (one piece for each escape) are one idea. It
// returns the two parts of the first split that is a sum, or nil.
func sumOf(ctx context.Context, p *solver.Problem, orders []engine.Order) [][]engine.Order {
	n := len(orders)
	if n < 2 || n > 8 {
		return nil
	}
	idle, _, ok := play(p, nil)
	if !ok {
		return nil
	}
	for mask := 1; mask < 1<<n-1; mask += 2 { // the first order always in part one
		var a, b []engine.Order
		for i, o := range orders {
			if mask&(1<<i) != 0 {
				a = append(a, o)
			} else {
				b = append(b, o)
			}
		}
		if !additive(p, orders, a, b, baseline(p)) {
			continue
		}
		apart := true
		for _, part := range [][]engine.Order{a, b} {
			goals := reached(p, part, &idle)
			if len(goals) == 0 {
				apart = false
				break
			}
			if p.Opponent == solver.Any {
				q := *p
				q.Goals = goals
				if _, refuted, err := solver.Refute(ctx, &q, part); err != nil || refuted {
					apart = false
					break
				}
			}
		}
		if apart {
			return [][]engine.Order{a, b}
		}
	}
	return nil
}

// reached lists what part, played alone against the baseline reply,
// reaches that the idle turn does not: goals of the puzzle, and "kills N"
// for the kills it earns when the puzzle asks for more.
func reached(p *solver.Problem, part []engine.Order, idle *engine.Outcome) []engine.Goal {
	out, _, ok := play(p, part)
	if !ok {
		return nil
	}
	var gs []engine.Goal
	for _, g := range p.Goals {
		met := g.Met(&p.Pos, &out, p.Side)
		switch {
		case met && !g.Met(&p.Pos, idle, p.Side):
			gs = append(gs, g)
		case !met && g.Kind == engine.GoalKills && out.Kills[p.Side-1] > idle.Kills[p.Side-1]:
			gs = append(gs, engine.Goal{Kind: engine.GoalKills, N: int(out.Kills[p.Side-1])})
		}
	}
	return gs
}

// additive reports whether, against reply, the events that orders add to
// the turn without orders are those that a and b add, played apart, and
// both add some.
func additive(p *solver.Problem, orders, a, b []engine.Order, reply [][]engine.Order) bool {
	_, idle, ok0 := playAgainst(p, nil, reply)
	_, whole, ok1 := playAgainst(p, orders, reply)
	_, ea, okA := playAgainst(p, a, reply)
	_, eb, okB := playAgainst(p, b, reply)
	if !ok0 || !ok1 || !okA || !okB {
		return false
	}
	dw := comparable(newEvents(whole, idle))
	da, db := comparable(newEvents(ea, idle)), comparable(newEvents(eb, idle))
	if len(da) == 0 || len(db) == 0 {
		return false
	}
	return sameEvents(dw, append(slices.Clone(da), db...))
}

// comparable drops the events whose numbers add up across a turn (bonus
// draws and hand maximums) rather than tell what happened.
func comparable(ev []engine.Event) []engine.Event {
	return slices.DeleteFunc(slices.Clone(ev), func(e engine.Event) bool {
		return e.Type == engine.EvBonus || e.Type == engine.EvDraw
	})
}

// sameEvents compares two lists of events as multisets.
func sameEvents(a, b []engine.Event) bool {
	if len(a) != len(b) {
		return false
	}
	return len(newEvents(a, b)) == 0
}
