package engine

// The draw at the start of a turn happens before the orders, so it is not
// part of resolving a turn; but two things at the end of a turn hang on what
// it will deal: whether a player with nothing left can still be dealt a piece
// (elimination), and whether the next turn begins with a draw at all (the
// no-draw mark that lets sudden death begin). Both follow the quick
// reference's end-game fair dealing, which also gives the ordinary draw when
// the deck suffices.

// RegularDraw is the number of pieces a player draws at the start of a turn
// without bonuses (he keeps two of them and returns one).
const RegularDraw = 3

// FairDeal returns the number of pieces the draw at the start of the next
// turn deals each player (FairDeal()[n-1] for player n), for a position as a
// turn leaves it: its hands before that draw, its board, its kills of the
// turn (LastKills) and its deck. Only players still in the game whose hands
// are below their maximum take part, in this order (ruling
// fair-dealing-decides-the-draw):
//
//  1. the Pit bonus: one piece to the player with a piece in the Pit, if the
//     deck holds one;
//  2. the kill bonus: one piece to each player with a kill in the turn, if
//     the deck holds one for each of them, else none;
//  3. the regular draw: to every such player the same number of pieces, the
//     greatest from 0 to RegularDraw that the deck left allows.
//
// When the deck suffices this is the ordinary draw with its bonuses.
func (p *Position) FairDeal() [MaxPlayers]int { return p.nextDraw(0).Pieces }

// NextDraw is FairDeal with what the screens word about it: for each
// player (index n-1), the pieces dealt, whether the kill bonus (step 2)
// is among them, and whether his hand has no room, so that he is dealt
// nothing. A player out of the game has neither mark.
type NextDraw struct {
	Pieces    [MaxPlayers]int
	KillBonus [MaxPlayers]bool
	HandFull  [MaxPlayers]bool
}

// NextDraw returns the next turn's draw as FairDeal deals it, with its
// reasons.
func (p *Position) NextDraw() NextDraw { return p.nextDraw(0) }

// fairDeal is FairDeal with the players in gone (bit n-1 for player n)
// counted as out too: players whom the end of the turn eliminates take no
// part in the next draw.
func (p *Position) fairDeal(gone uint8) [MaxPlayers]int { return p.nextDraw(gone).Pieces }

// nextDraw deals as fairDeal does, with the reasons NextDraw gives.
func (p *Position) nextDraw(gone uint8) NextDraw {
	var d NextDraw
	var open [MaxPlayers]bool
	deck, n := int(p.Deck), 0
	for i := 0; i < int(p.NumPlayers); i++ {
		pl := &p.Players[i]
		if pl.Out || gone&bit(uint8(i+1)) != 0 {
			continue
		}
		if pl.HandSize() < min(int(pl.HandMax), HandCap) {
			open[i] = true
			n++
		} else {
			d.HandFull[i] = true
		}
	}
	if n == 0 || deck == 0 {
		return d
	}
	if o := p.Board[Pit].Owner; o != 0 && open[o-1] {
		d.Pieces[o-1]++
		deck--
	}
	killers := 0
	for i := 0; i < int(p.NumPlayers); i++ {
		if open[i] && p.Players[i].LastKills > 0 {
			killers++
		}
	}
	if killers > 0 && killers <= deck {
		for i := 0; i < int(p.NumPlayers); i++ {
			if open[i] && p.Players[i].LastKills > 0 {
				d.Pieces[i]++
				d.KillBonus[i] = true
			}
		}
		deck -= killers
	}
	each := min(RegularDraw, deck/n)
	for i := 0; i < int(p.NumPlayers); i++ {
		if open[i] {
			d.Pieces[i] += each
		}
	}
	return d
}
