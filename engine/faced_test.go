package engine

import (
	"math/rand/v2"
	"testing"
)

// TestPlacedFaced: a placement whose facing the turn did not read
// (Outcome.PlacedFaced) gives the same turn facing any other way it may,
// but for its own facing; and some placements are read, some not.
func TestPlacedFaced(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	rng := rand.New(rand.NewPCG(7, 8))
	read, unread := 0, 0
	for i := 0; i < 2*propCount; i++ {
		p := randomPosition(rng, cat, 2+i%2)
		if i%2 == 0 {
			// Crowded: placements meet more pieces, Kings among them.
			for j := 0; j < 30; j++ {
				l := Loc(rng.IntN(NumLocs))
				if p.Board[l].Empty() && !p.Removed(l) {
					p.Board[l] = Piece{Kind: KindID(rng.IntN(cat.Len())), Owner: uint8(1 + rng.IntN(int(p.NumPlayers))), Facing: Dir(rng.IntN(6))}
				}
			}
		}
		orders := randomOrders(rng, cat, &p)
		plan := mustPlan(t, cat, &p, orders)
		var out Outcome
		rules.Resolve(&p, &plan, &out, nil)
		for k := 0; k < int(out.NumPlaced); k++ {
			if out.PlacedFaced&(1<<k) != 0 {
				read++
				continue
			}
			unread++
			x := out.PlacedAt[k]
			for f := A; f <= F; f++ {
				if f == x.Facing {
					continue
				}
				other := make([][]Order, len(orders))
				legal := true
				for n := range orders {
					for _, o := range orders[n] {
						if o.Op == OpPlace && o.Loc == x.Loc && n+1 == int(x.Player) {
							o.Dir = f
						}
						other[n] = append(other[n], o)
					}
					var pl Plan
					if p.CheckOrders(cat, n+1, other[n], &pl) != nil {
						legal = false
					}
				}
				if !legal {
					continue
				}
				plan2 := mustPlan(t, cat, &p, other)
				var out2 Outcome
				rules.Resolve(&p, &plan2, &out2, nil)
				out2.PlacedAt[k].Facing = x.Facing
				if l := out2.Placed[k].Loc; l != NoLoc {
					out2.Pos.Board[l].Facing = out.Pos.Board[l].Facing
				}
				out2.Placed[k].Facing = out.Placed[k].Facing
				if out2 != out {
					t.Fatalf("the placement on %v was not read, yet facing %v changes the turn\n%s\n%v", x.Loc, f, p.Code(cat), orders)
				}
			}
		}
	}
	if read == 0 || unread == 0 {
		t.Fatalf("%d placements read, %d not: the test reads nothing", read, unread)
	}
	t.Logf("%d placements read, %d not, each of those alike facing every other way", read, unread)
}
