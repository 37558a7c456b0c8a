package engine

import (
	"math/rand/v2"
	"slices"
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
		p, orders, plan := facedCase(t, rng, cat, i)
		var out Outcome
		rules.Resolve(&p, &plan, &out, nil)
		for k := 0; k < int(out.NumPlaced); k++ {
			if out.PlacedFaced&(1<<k) != 0 {
				read++
				continue
			}
			unread++
			eachFacing(t, rules, &p, orders, &out, k, func(f Dir, same bool) {
				if !same {
					t.Fatalf("the placement on %v was not read, yet facing %v changes the turn\n%s\n%v", out.PlacedAt[k].Loc, f, p.Code(cat), orders)
				}
			})
		}
	}
	if read == 0 || unread == 0 {
		t.Fatalf("%d placements read, %d not: the test reads nothing", read, unread)
	}
	t.Logf("%d placements read, %d not, each of those alike facing every other way", read, unread)
}

// eachFacing resolves the turn of orders again with placement k of out
// facing each other way the rules allow, and hands fn the facing and
// whether the turn came out the same but for it.
func eachFacing(t *testing.T, rules *Rules, p *Position, orders [][]Order, out *Outcome, k int, fn func(f Dir, same bool)) {
	for f := A; f <= F; f++ {
		if f == out.PlacedAt[k].Facing {
			continue
		}
		if same, legal := sameRefaced(t, rules, p, orders, out, []int{k}, []Dir{f}); legal {
			fn(f, same)
		}
	}
}

// eachPairFacing is eachFacing for placements k and k2 of out facing each
// pair f, f2 that ok allows.
func eachPairFacing(t *testing.T, rules *Rules, p *Position, orders [][]Order, out *Outcome, k, k2 int, ok func(f, f2 Dir) bool, fn func(f, f2 Dir, same bool)) {
	for f := A; f <= F; f++ {
		for f2 := A; f2 <= F; f2++ {
			if !ok(f, f2) {
				continue
			}
			if same, legal := sameRefaced(t, rules, p, orders, out, []int{k, k2}, []Dir{f, f2}); legal {
				fn(f, f2, same)
			}
		}
	}
}

// sameRefaced resolves the turn of orders again with placements ks (one or
// two) of out facing fs, and reports whether it came out the same but for
// those facings, and whether the orders are legal.
func sameRefaced(t *testing.T, rules *Rules, p *Position, orders [][]Order, out *Outcome, ks []int, fs []Dir) (same, legal bool) {
	xs := make([]Placement, len(ks))
	for n, k := range ks {
		xs[n] = out.PlacedAt[k]
	}
	other, legal := refaced(rules.Kinds, p, orders, xs, fs)
	if !legal {
		return false, false
	}
	plan := mustPlan(t, rules.Kinds, p, other)
	var out2 Outcome
	rules.Resolve(p, &plan, &out2, nil)
	j := -1
	if len(ks) > 1 {
		j = ks[1]
	}
	return out.SameBut(&out2, ks[0], j), true
}

// facedCase returns the i-th random position of the facings' tests, with
// orders for every player: of two or three players, every other one
// crowded (placements meet more pieces, Kings among them).
func facedCase(t *testing.T, rng *rand.Rand, cat *Catalogue, i int) (Position, [][]Order, Plan) {
	p := randomPosition(rng, cat, 2+i%2)
	if i%2 == 0 {
		crowd(rng, cat, &p, 30)
	}
	orders := randomOrders(rng, cat, &p)
	return p, orders, mustPlan(t, cat, &p, orders)
}

// crowd tries n times to put a random piece on a random empty cell of p.
func crowd(rng *rand.Rand, cat *Catalogue, p *Position, n int) {
	for range n {
		l := Loc(rng.IntN(NumLocs))
		if p.Board[l].Empty() && !p.Removed(l) {
			p.Board[l] = Piece{Kind: KindID(rng.IntN(cat.Len())), Owner: uint8(1 + rng.IntN(int(p.NumPlayers))), Facing: Dir(rng.IntN(6))}
		}
	}
}

// refaced returns orders with the placements on the cells of xs (player's
// own) facing fs instead, and whether they are legal.
func refaced(cat *Catalogue, p *Position, orders [][]Order, xs []Placement, fs []Dir) ([][]Order, bool) {
	other := make([][]Order, len(orders))
	for n := range orders {
		for _, o := range orders[n] {
			for k, x := range xs {
				if o.Op == OpPlace && o.Loc == x.Loc && n+1 == int(x.Player) {
					o.Dir = fs[k]
				}
			}
			other[n] = append(other[n], o)
		}
		var pl Plan
		if p.CheckOrders(cat, n+1, other[n], &pl) != nil {
			return nil, false
		}
	}
	return other, true
}

// TestAlikeFacings: a placement given instead one of the facings
// Resolver.Alike names makes the same turn, but for its facing; so do two
// placements of one player, each given one of its own; watching the facings
// does not change the turn, when their pair is in Resolver.AlikeWith and
// they did not both change a verdict (AlikeBent); and facings read come
// out alike and unlike.
func TestAlikeFacings(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	rng := rand.New(rand.NewPCG(9, 10))
	var r, plain Resolver
	r.WatchFacings(1<<NumLocs - 1)
	alike, unlike, pairs, bent, together := 0, 0, 0, 0, 0
	for i := 0; i < 2*propCount; i++ {
		p, orders, plan := facedCase(t, rng, cat, i)
		var out, out0 Outcome
		r.Resolve(rules, &p, &plan, &out, nil)
		plain.Resolve(rules, &p, &plan, &out0, nil)
		if out != out0 {
			t.Fatalf("watching the facings changed the turn\n%s\n%v", p.Code(cat), orders)
		}
		var masks [MaxPlayers * MaxPlace]uint8
		for k := 0; k < int(out.NumPlaced); k++ {
			masks[k] = r.Alike(k)
		}
		for k := 0; k < int(out.NumPlaced); k++ {
			x := out.PlacedAt[k]
			eachFacing(t, rules, &p, orders, &out, k, func(f Dir, same bool) {
				switch {
				case masks[k]&(1<<f) != 0 && !same:
					t.Fatalf("facing %v of the placement on %v was alike, yet changes the turn\n%s\n%v", f, x.Loc, p.Code(cat), orders)
				case masks[k]&(1<<f) != 0 && out.PlacedFaced&(1<<k) != 0:
					alike++
					if masks[k]&AlikeBent != 0 {
						bent++
					}
				case masks[k]&(1<<f) == 0 && !same:
					unlike++
				}
			})
			// Two placements of one player, each facing one of its own
			// alike facings.
			for k2 := k + 1; k2 < int(out.NumPlaced); k2++ {
				y := out.PlacedAt[k2]
				if y.Player != x.Player || masks[k]&masks[k2]&AlikeBent != 0 {
					continue
				}
				with := r.AlikeWith(k, k2)
				if with != transpose6(r.AlikeWith(k2, k)) {
					t.Fatalf("AlikeWith(%d, %d) and AlikeWith(%d, %d) disagree", k, k2, k2, k)
				}
				if with != 1<<36-1 {
					together++
				}
				ok := func(f, f2 Dir) bool {
					return masks[k]&(1<<f) != 0 && masks[k2]&(1<<f2) != 0 && with&(1<<(6*f+f2)) != 0
				}
				eachPairFacing(t, rules, &p, orders, &out, k, k2, ok, func(f, f2 Dir, same bool) {
					if !same {
						t.Fatalf("facings %v and %v of the placements on %v and %v were alike, yet change the turn\n%s\n%v", f, f2, x.Loc, y.Loc, p.Code(cat), orders)
					}
					if out.PlacedFaced&(1<<k) != 0 && out.PlacedFaced&(1<<k2) != 0 {
						pairs++
					}
				})
			}
		}
	}
	if alike == 0 || unlike == 0 || pairs == 0 || bent == 0 || together == 0 {
		t.Fatalf("%d facings read and alike (%d of bent placements), %d unlike, %d pairs read and alike (%d read together): the test reads too little", alike, bent, unlike, pairs, together)
	}
	t.Logf("%d facings read and alike (%d of bent placements), %d unlike, %d pairs of placements read and alike (%d read together)", alike, bent, unlike, pairs, together)
}

// TestAlikeBentPairs: two placements of one player each given one of its
// alike facings can change the turn when both are marked AlikeBent (each
// changed a verdict that the other's fights made up for), which is why
// Resolver.Alike does not cover such pairs.
func TestAlikeBentPairs(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	rng := rand.New(rand.NewPCG(11, 12))
	var r Resolver
	r.WatchFacings(1<<NumLocs - 1)
	bent, changed := 0, 0
	for i := 0; i < 40*propCount && changed == 0; i++ {
		p := randomPosition(rng, cat, 2)
		crowd(rng, cat, &p, 40)
		orders := randomOrders(rng, cat, &p)
		plan := mustPlan(t, cat, &p, orders)
		var out Outcome
		r.Resolve(rules, &p, &plan, &out, nil)
		for k := 0; k < int(out.NumPlaced); k++ {
			for k2 := k + 1; k2 < int(out.NumPlaced); k2++ {
				x, y := out.PlacedAt[k], out.PlacedAt[k2]
				m, m2 := r.Alike(k), r.Alike(k2)
				if x.Player != y.Player || m&m2&AlikeBent == 0 || r.AlikeWith(k, k2) != 1<<36-1 {
					continue
				}
				bent++
				ok := func(f, f2 Dir) bool { return m&(1<<f) != 0 && m2&(1<<f2) != 0 }
				eachPairFacing(t, rules, &p, orders, &out, k, k2, ok, func(_, _ Dir, same bool) {
					if !same {
						changed++
					}
				})
			}
		}
	}
	if changed == 0 {
		t.Fatalf("%d pairs of bent placements, none changing the turn together: the mark is not needed, or the test finds none", bent)
	}
	t.Logf("%d pairs of bent placements, %d changing the turn together", bent, changed)
}

// TestAlikeFacingsOf: following only some facings of each placement
// (Resolver.WatchFacingsOf) does not change the turn; Alike names none of
// the others, every facing it names makes the same turn, and it names
// every facing followed that following them all names.
func TestAlikeFacingsOf(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	rng := rand.New(rand.NewPCG(13, 14))
	var r, all, plain Resolver
	all.WatchFacings(1<<NumLocs - 1)
	named, left := 0, 0
	for i := 0; i < 2*propCount; i++ {
		p, orders, plan := facedCase(t, rng, cat, i)
		var faces [NumLocs]uint8
		var cells uint64
		for l := range faces {
			if rng.IntN(4) > 0 {
				cells |= 1 << l
				faces[l] = uint8(rng.IntN(64))
			}
		}
		r.WatchFacingsOf(cells, &faces)
		var out, outAll, out0 Outcome
		r.Resolve(rules, &p, &plan, &out, nil)
		all.Resolve(rules, &p, &plan, &outAll, nil)
		plain.Resolve(rules, &p, &plan, &out0, nil)
		if out != out0 {
			t.Fatalf("following some facings changed the turn\n%s\n%v", p.Code(cat), orders)
		}
		for k := 0; k < int(out.NumPlaced); k++ {
			x := out.PlacedAt[k]
			var followed uint8
			if cells&(1<<x.Loc) != 0 {
				followed = faces[x.Loc]
			}
			got, full := r.Alike(k)&0x3f, all.Alike(k)&0x3f
			if got&^followed != 0 {
				t.Fatalf("placement on %v: facings %06b named alike, only %06b followed\n%s\n%v", x.Loc, got, followed, p.Code(cat), orders)
			}
			if full&followed&^got != 0 {
				t.Fatalf("placement on %v: facings %06b alike when all are followed, %06b when %06b are\n%s\n%v", x.Loc, full, got, followed, p.Code(cat), orders)
			}
			if out.PlacedFaced&(1<<k) == 0 {
				continue
			}
			eachFacing(t, rules, &p, orders, &out, k, func(f Dir, same bool) {
				switch {
				case got&(1<<f) != 0 && !same:
					t.Fatalf("facing %v of the placement on %v was alike, yet changes the turn\n%s\n%v", f, x.Loc, p.Code(cat), orders)
				case got&(1<<f) != 0:
					named++
				case full&(1<<f) != 0:
					left++
				}
			})
		}
	}
	if named == 0 || left == 0 {
		t.Fatalf("%d facings read named alike, %d alike but not followed: the test reads too little", named, left)
	}
	t.Logf("%d facings read named alike, %d alike but not followed", named, left)
}

// TestAlikeImpSwarmJumps: an Imp Swarm placed this turn reads its facing
// when it kills, to choose the cell it jumps to (see impTarget); its alike
// facings keep those with which it would have jumped to the same cell. Each
// facing kept makes the same turn, some are kept where a swarm jumped, and
// some left out change the turn, so keeping them all would be caught.
func TestAlikeImpSwarmJumps(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	imp, ok := cat.Lookup("Imp Swarm")
	if !ok {
		t.Fatal("no Imp Swarm in the catalogue")
	}
	rng := rand.New(rand.NewPCG(15, 16))
	var r, plain Resolver
	var out2 Outcome
	r.WatchFacings(1<<NumLocs - 1)
	kept, unlike := 0, 0
	for i := 0; i < 20*propCount && (kept < 20 || unlike < 20); i++ {
		p := randomPosition(rng, cat, 2)
		crowd(rng, cat, &p, 40)
		for pl := 1; pl <= 2; pl++ {
			_ = p.AddHand(pl, imp)
			_ = p.AddHand(pl, imp)
		}
		orders := randomOrders(rng, cat, &p)
		plan := mustPlan(t, cat, &p, orders)
		var out Outcome
		var rec Record
		r.Resolve(rules, &p, &plan, &out, nil)
		plain.Resolve(rules, &p, &plan, &out2, &rec)
		for k := 0; k < int(out.NumPlaced); k++ {
			x := out.PlacedAt[k]
			if ft := out.Placed[k]; x.Kind != imp || ft.Loc == NoLoc || ft.Loc == x.Loc || !slices.ContainsFunc(rec.Events, func(e Event) bool {
				return e.Type == EvJump && e.From == x.Loc && e.A.Kind == imp && e.A.Owner == x.Player
			}) {
				continue // not a swarm placed, jumping from its cell and alive
			}
			mask := r.Alike(k)
			eachFacing(t, rules, &p, orders, &out, k, func(f Dir, same bool) {
				switch {
				case mask&(1<<f) != 0 && !same:
					t.Fatalf("facing %v of the Imp Swarm placed on %v was alike, yet changes the turn\n%s\n%v", f, x.Loc, p.Code(cat), orders)
				case mask&(1<<f) != 0:
					kept++
				case !same:
					unlike++
				}
			})
		}
	}
	if kept == 0 || unlike == 0 {
		t.Fatalf("%d facings of jumping Imp Swarms kept alike, %d left out that change the turn: the test reads too little", kept, unlike)
	}
	t.Logf("%d facings of jumping Imp Swarms kept alike, %d left out that change the turn", kept, unlike)
}
