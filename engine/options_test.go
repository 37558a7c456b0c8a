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

// TestPieceOptionsAgreeWithCheckOrders: a move or a turn alone is legal
// exactly when PieceOptions lists it, so that the editor and the solver,
// which offer what it lists, never offer an illegal order nor miss a legal
// one (a game that is over and a player who is out included).
func TestPieceOptionsAgreeWithCheckOrders(t *testing.T) {
	cat := testCatalogue(t)
	rng := rand.New(rand.NewPCG(5, 13))
	checked := 0
	for i := 0; i < 300; i++ {
		p := randomPosition(rng, cat, 2+i%2)
		switch i % 10 {
		case 3:
			p.Over, p.Winner = true, 1
		case 7:
			p.Player(1 + i%int(p.NumPlayers)).Out = true
		}
		for l := Loc(0); l < NumLocs; l++ {
			pc := p.Board[l]
			if pc.Empty() {
				continue
			}
			listed := map[Order]bool{}
			for _, o := range p.PieceOptions(cat, l, nil) {
				listed[o] = true
			}
			var all []Order
			for d := A; d <= F; d++ {
				all = append(all, Turn(l, d))
				for n := 1; n <= MaxSpeed; n++ {
					all = append(all, Move(l, d, n))
				}
			}
			for _, o := range all {
				var pl Plan
				err := p.CheckOrders(cat, int(pc.Owner), []Order{o}, &pl)
				if listed[o] != (err == nil) {
					t.Fatalf("%s by player %d: PieceOptions says %v, CheckOrders says %v\n%s",
						o.Format(cat), pc.Owner, listed[o], err, p.Code(cat))
				}
				checked++
			}
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d orders checked", checked)
	}
}
