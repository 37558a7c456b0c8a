package engine

// PieceOptions appends to dst every legal order of the piece on l, one order
// each: its moves (every direction with speed, every distance) and its
// turns. A Witch's move-and-turn pairs are not listed: combine a move and a
// turn yourself. Holding (no order) is not listed either. Once the game is
// over, or its player is out, the piece has none.
func (p *Position) PieceOptions(cat *Catalogue, l Loc, dst []Order) []Order {
	pc := p.Board[l]
	if pc.Empty() || p.Over || int(pc.Owner) > len(p.Players) || p.Players[pc.Owner-1].Out {
		return dst
	}
	k := cat.Kind(pc.Kind)
	for d := A; d <= F; d++ {
		sp := int(k.Speed[SideOf(pc.Facing, d)])
		for n := 1; n <= sp; n++ {
			dst = append(dst, Move(l, d, n))
		}
	}
	if !k.Has(CannotRotate) {
		for f := A; f <= F; f++ {
			if f != pc.Facing {
				dst = append(dst, Turn(l, f))
			}
		}
	}
	return dst
}

// PlaceCells appends to dst every cell where player n may place a piece of
// kind k this turn (one placement alone; limits across several placements
// are the caller's), with its legal facings as a bit set (bit d for facing d).
// Once sudden death has begun there is none.
func (p *Position) PlaceCells(cat *Catalogue, n int, k KindID, dst []PlaceCell) []PlaceCell {
	if p.Players[n-1].Out || p.Over || p.SuddenDeath > 0 || p.CountHand(n, k) == 0 {
		return dst
	}
	me := uint8(n)
	snake := cat.Kind(k).Has(PlacedInTrench)
	if snake && p.Turn <= 1 {
		return dst
	}
	for l := Loc(0); l < NumLocs; l++ {
		if p.Removed(l) {
			continue
		}
		if pc := p.Board[l]; !pc.Empty() && !cat.Kind(pc.Kind).Has(Vanishes) {
			continue
		}
		var faces uint8
		if snake {
			tr := l.Trench()
			if tr == NoDir || !p.controlsNextTo(me, tr) {
				continue
			}
			faces = 0b111111 &^ (1 << tr)
		} else {
			t := l.Territory()
			if t == NoTerritory || p.Control[t] != me {
				continue
			}
			x, y := t.Letters()
			faces = 0b111111 &^ (1 << x) &^ (1 << y)
		}
		dst = append(dst, PlaceCell{Loc: l, Facings: faces})
	}
	return dst
}

// PlaceCell is a cell open to a placement and the facings allowed there.
type PlaceCell struct {
	Loc     Loc
	Facings uint8
}
