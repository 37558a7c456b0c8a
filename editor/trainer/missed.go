package trainer

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// The verdict's "Missed:" line named the goals an answer missed, and the
// replay told the story of the turn, but nothing said why a goal failed:
// that the Bird on E1 still stood, that none of yours stood in DE. Each
// missed goal gets one sentence, read off the engine's outcome of the
// turn played.

// missedWhy says why the side missed goal g in the turn that led from
// before (the scenario's position) to out.
func missedWhy(sc *puzzles.Scenario, out *engine.Outcome, g engine.Goal) string {
	before := &sc.Position
	switch g.Kind {
	case engine.GoalRansack:
		return ransackWhy(sc, out, g.Terr) + "."
	case engine.GoalKill:
		f := out.Start[g.Loc]
		if before.Board[g.Loc].Empty() {
			return fmt.Sprintf("No piece stood %s when the turn began.", tui.OnCell(g.Loc))
		}
		return capital(startPiece(sc, g.Loc)) + " lives" + endsOn(g.Loc, f) + "."
	case engine.GoalKills:
		k := int(out.Kills[sc.Side-1])
		return fmt.Sprintf("You earned %s this turn; the goal asks for %d.", countWord(k, "kill"), g.N)
	case engine.GoalKeep:
		f := out.Start[g.Loc]
		if !f.Alive() {
			return capital(startPiece(sc, g.Loc)) + " died."
		}
		return fmt.Sprintf("%s was converted: it is %s's now.", capital(startPiece(sc, g.Loc)), tui.PlayerName(int(f.Owner)))
	case engine.GoalNoLosses:
		return lossesWhy(sc, out)
	case engine.GoalPit:
		pc := out.Pos.Board[engine.Pit]
		if pc.Empty() {
			return "Nobody stands in the Pit at the end of the turn."
		}
		return fmt.Sprintf("%s %s stands in the Pit at the end of the turn.", whose(sc, int(pc.Owner), true), sc.Catalogue().Name(pc.Kind))
	case engine.GoalEliminate:
		return stayWhy(sc, out, g.N)
	case engine.GoalWin:
		return winWhy(sc, out)
	}
	return ""
}

// startPiece names the piece that stood on l when the turn began: "Blue's
// Bird on E1", "your Pikeman in the Pit".
func startPiece(sc *puzzles.Scenario, l engine.Loc) string {
	pc := sc.Position.Board[l]
	return fmt.Sprintf("%s %s %s", whose(sc, int(pc.Owner), false), sc.Catalogue().Name(pc.Kind), tui.OnCell(l))
}

// endsOn says where a piece that moved ends: "" when it stays on from.
func endsOn(from engine.Loc, f engine.Fate) string {
	if f.Loc == from {
		return ""
	}
	return ", and ends " + tui.OnCell(f.Loc)
}

// whose is "your" for the side, else the player's colour and "'s"; at the
// start of a sentence, "Your".
func whose(sc *puzzles.Scenario, n int, start bool) string {
	if n == sc.Side {
		if start {
			return "Your"
		}
		return "your"
	}
	return tui.PlayerName(n) + "'s"
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// countWord writes n things: "no kill", "1 kill", "2 kills".
func countWord(n int, thing string) string {
	switch n {
	case 0:
		return "no " + thing
	case 1:
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// ransackWhy says why the side did not ransack territory t, without a
// full stop.
func ransackWhy(sc *puzzles.Scenario, out *engine.Outcome, t engine.Territory) string {
	owner := int(sc.Position.Control[t])
	if by := out.RansackedBy[t]; by != 0 {
		return fmt.Sprintf("%v was ransacked, but not by you", t)
	}
	if owner == 0 {
		return fmt.Sprintf("Nobody held %v: only a held territory is ransacked", t)
	}
	if owner == sc.Side {
		return fmt.Sprintf("%v is your own territory", t)
	}
	var mine, theirs []string
	for _, l := range t.Cells() {
		switch pc := out.Pos.Board[l]; {
		case pc.Empty():
		case int(pc.Owner) == sc.Side:
			mine = append(mine, l.String())
		case int(pc.Owner) == owner:
			theirs = append(theirs, l.String())
		}
	}
	if len(theirs) > 0 {
		what := "a piece"
		if len(theirs) > 1 {
			what = "pieces"
		}
		return fmt.Sprintf("%s still has %s in %v at the end of the turn (%s)", tui.PlayerName(owner), what, t, engine.AndList(theirs))
	}
	if len(mine) == 0 {
		return fmt.Sprintf("None of yours stands in %v at the end of the turn", t)
	}
	return fmt.Sprintf("%v was not ransacked", t)
}

// lossesWhy says which of the side's pieces were lost.
func lossesWhy(sc *puzzles.Scenario, out *engine.Outcome) string {
	var lost []string
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		pc := sc.Position.Board[l]
		if pc.Empty() || int(pc.Owner) != sc.Side {
			continue
		}
		if f := out.Start[l]; !f.Alive() || int(f.Owner) != sc.Side {
			lost = append(lost, fmt.Sprintf("your %s from %s", sc.Catalogue().Name(pc.Kind), cellName(l)))
		}
	}
	for i := 0; i < int(out.NumPlaced); i++ {
		if pl, f := out.PlacedAt[i], out.Placed[i]; int(pl.Player) == sc.Side && (!f.Alive() || int(f.Owner) != sc.Side) {
			lost = append(lost, fmt.Sprintf("the %s you placed %s", sc.Catalogue().Name(pl.Kind), tui.OnCell(pl.Loc)))
		}
	}
	if len(lost) == 0 {
		return fmt.Sprintf("You lost %s.", countWord(int(out.Lost[sc.Side-1]), "piece"))
	}
	return "You lost " + engine.AndList(lost) + "."
}

// stayWhy says why player n, not out, is still in the game at the end of
// the turn.
func stayWhy(sc *puzzles.Scenario, out *engine.Outcome, n int) string {
	p := &out.Pos
	name := tui.PlayerName(n)
	if n < 1 || n > int(p.NumPlayers) {
		return fmt.Sprintf("There is no player %d.", n)
	}
	var cells []string
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.Board[l]; !pc.Empty() && int(pc.Owner) == n {
			cells = append(cells, strings.TrimPrefix(strings.TrimPrefix(tui.OnCell(l), "on "), "in "))
		}
	}
	switch {
	case len(cells) == 1:
		return fmt.Sprintf("%s still has a piece on the board (%s).", name, cells[0])
	case len(cells) > 1:
		return fmt.Sprintf("%s still has %d pieces on the board (%s).", name, len(cells), engine.AndList(cells))
	}
	var held []engine.Territory
	var names []string
	for t := engine.AB; t <= engine.FA; t++ {
		if int(p.Control[t]) == n {
			held, names = append(held, t), append(names, t.String())
		}
	}
	if len(held) == 0 {
		return name + " is still in the game."
	}
	why := fmt.Sprintf("%s still holds %s", name, engine.AndList(names))
	if len(held) == 1 {
		why += ": " + lower(ransackWhy(sc, out, held[0]))
	}
	return why + "."
}

// lower puts the first letter of a clause in lower case, but for a
// territory's name ("DE ...") or a colour.
func lower(s string) string {
	for _, w := range []string{"Nobody", "None"} {
		if strings.HasPrefix(s, w) {
			return strings.ToLower(s[:1]) + s[1:]
		}
	}
	return s
}

// winWhy says why the side did not win the game this turn.
func winWhy(sc *puzzles.Scenario, out *engine.Outcome) string {
	p := &out.Pos
	if p.Over {
		if p.Winner == 0 {
			return "The game ended in a draw."
		}
		return tui.PlayerName(int(p.Winner)) + " won the game."
	}
	if p.Players[sc.Side-1].Out {
		return "You went out of the game."
	}
	for n := 1; n <= int(p.NumPlayers); n++ {
		if n != sc.Side && !p.Players[n-1].Out {
			return "The game goes on: " + stayWhy(sc, out, n)
		}
	}
	return "The game goes on."
}
