package puzzles

import (
	"fmt"

	"github.com/birdcrab/birdcrab/engine"
)

// GoalPhrase says the first goal other than no-losses as the start of a
// title, with the piece a kill or keep is about: "Kill the Bird on A1",
// "Two kills", "Take the Pit", "Knock Blue out" (players by the colours
// that name them on screen); "Lose nothing" when no-losses is all.
func GoalPhrase(cat *engine.Catalogue, pos *engine.Position, goals []engine.Goal) string {
	for _, g := range goals {
		switch g.Kind {
		case engine.GoalKill, engine.GoalKeep:
			verb := "Kill"
			if g.Kind == engine.GoalKeep {
				verb = "Save"
			}
			where := "on " + g.Loc.String()
			if g.Loc == engine.Pit {
				where = "in the Pit" // as the screens say it, not "on Pit"
			}
			if pc := pos.Board[g.Loc]; !pc.Empty() {
				return fmt.Sprintf("%s the %s %s", verb, cat.Kind(pc.Kind).Name, where)
			}
			return fmt.Sprintf("%s the piece %s", verb, where)
		case engine.GoalKills:
			return killsPhrase(g.N)
		case engine.GoalRansack:
			return "Ransack " + g.Terr.String()
		case engine.GoalPit:
			return "Take the Pit"
		case engine.GoalEliminate:
			return "Knock " + engine.PlayerName(g.N) + " out"
		case engine.GoalWin:
			return "Win the game"
		}
	}
	return "Lose nothing"
}

func killsPhrase(n int) string {
	switch n {
	case 1:
		return "A kill"
	case 2:
		return "Two kills"
	case 3:
		return "Three kills"
	}
	return fmt.Sprintf("%d kills", n)
}

// codeTitle titles the puzzle of a puzzle code, which carries no title,
// from its goals ("Kill the Bird on A1, losing nothing"), so that the
// trainer's list and show name it by its task rather than by its id,
// "position", as every code's puzzle went by. A position code alone, with
// no goals, gets none: it is a position.
func codeTitle(s *Scenario) string {
	if len(s.Goals) == 0 {
		return ""
	}
	t := GoalPhrase(s.Catalogue(), &s.Position, s.Goals)
	if t == "Lose nothing" {
		return t
	}
	for _, g := range s.Goals {
		if g.Kind == engine.GoalNoLosses {
			return t + ", losing nothing"
		}
	}
	return t
}
