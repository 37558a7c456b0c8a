package engine

import (
	"math/rand/v2"
	"testing"
)

// TestPlaceCellsAgreeWithCheckOrders: a placement alone is legal exactly when
// PlaceCells lists its cell and facing, so that the solver and the editor,
// which offer what PlaceCells lists, never offer an illegal placement nor
// miss a legal one (sudden death included, whatever control says).
func TestPlaceCellsAgreeWithCheckOrders(t *testing.T) {
	cat := testCatalogue(t)
	rng := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for i := 0; i < 300; i++ {
		p := randomPosition(rng, cat, 2+i%2)
		for n := 1; n <= int(p.NumPlayers); n++ {
			seen := map[KindID]bool{}
			for _, k := range p.Player(n).HandKinds() {
				if seen[k] {
					continue
				}
				seen[k] = true
				listed := map[Loc]uint8{}
				for _, c := range p.PlaceCells(cat, n, k, nil) {
					listed[c.Loc] = c.Facings
				}
				for l := Loc(0); l < NumLocs; l++ {
					for f := A; f <= F; f++ {
						var pl Plan
						err := p.CheckOrders(cat, n, []Order{Place(k, l, f)}, &pl)
						if ok := listed[l]&(1<<f) != 0; ok != (err == nil) {
							t.Fatalf("place %s %v %v by player %d: PlaceCells says %v, CheckOrders says %v\n%s",
								cat.Name(k), l, f, n, ok, err, p.Code(cat))
						}
						checked++
					}
				}
			}
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d placements checked", checked)
	}
}

func TestNoPlaceCellsInSuddenDeath(t *testing.T) {
	cat := testCatalogue(t)
	p, err := ParseCode(cat, "bc1 t9 d30 s1 | AB.BC.CD m6 h:Pawn,Snake | DE.EF.FA m6 | g:-")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range p.Player(1).HandKinds() {
		if cells := p.PlaceCells(cat, 1, k, nil); len(cells) != 0 {
			t.Errorf("%s: %d cells offered during sudden death", cat.Name(k), len(cells))
		}
	}
}
