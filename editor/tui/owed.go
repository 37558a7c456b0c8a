package tui

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// OwedDrawText says what the draw that begins the turn of p deals each
// player, as fair dealing deals it (engine.Position.FairDeal), for a
// position a turn left whose draw is not made yet (the editor's K keeps
// one): "Red draws 3 (with the kill bonus), Blue 2"; "" when it deals
// nobody a piece, or when the game is over (no turn follows for a draw to
// begin). The kinds drawn are unknown: the caller says how to add them.
func OwedDrawText(p *engine.Position) string { return OwedDrawTextSince(p, nil) }

// OwedDrawTextSince is OwedDrawText for a draw partly made: since, when
// not nil, says for player n, owed d pieces, how many he has added
// ("Red draws 4 (with the kill bonus; 1 added)") and whether he still owes
// any (a player who does not is left out).
func OwedDrawTextSince(p *engine.Position, since func(n, d int) (added int, owes bool)) string {
	if p.Over {
		return ""
	}
	deal := p.NextDraw()
	var parts []string
	for n := 1; n <= int(p.NumPlayers); n++ {
		d := deal.Pieces[n-1]
		added, owes := 0, d > 0
		if owes && since != nil {
			added, owes = since(n, d)
		}
		if !owes {
			continue
		}
		var notes, with []string
		if p.Board[engine.Pit].Owner == uint8(n) {
			with = append(with, "the Pit bonus")
		}
		if deal.KillBonus[n-1] {
			with = append(with, "the kill bonus")
		}
		if len(with) > 0 {
			notes = append(notes, "with "+strings.Join(with, " and "))
		}
		if added > 0 {
			notes = append(notes, fmt.Sprintf("%d added", added))
		}
		s := fmt.Sprintf("%s %d", PlayerName(n), d)
		if len(parts) == 0 {
			s = fmt.Sprintf("%s draws %d", PlayerName(n), d)
		}
		if len(notes) > 0 {
			s += " (" + strings.Join(notes, "; ") + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}
