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
// nobody a piece. The kinds drawn are unknown: the caller says how to add
// them.
func OwedDrawText(p *engine.Position) string {
	deal := p.NextDraw()
	var parts []string
	for n := 1; n <= int(p.NumPlayers); n++ {
		d := deal.Pieces[n-1]
		if d == 0 {
			continue
		}
		var with []string
		if p.Board[engine.Pit].Owner == uint8(n) {
			with = append(with, "the Pit bonus")
		}
		if deal.KillBonus[n-1] {
			with = append(with, "the kill bonus")
		}
		s := fmt.Sprintf("%s %d", PlayerName(n), d)
		if len(parts) == 0 {
			s = fmt.Sprintf("%s draws %d", PlayerName(n), d)
		}
		if len(with) > 0 {
			s += " (with " + strings.Join(with, " and ") + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}
