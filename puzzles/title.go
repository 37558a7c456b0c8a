package puzzles

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// GoalPhrase says the first goal other than no-losses as the start of a
// title, with the piece a kill or keep is about: "Kill the Bird on A1",
// "Two kills", "Take the Pit", "Knock Blue out" (players by the colours
// that name them on screen); "Lose nothing" when no-losses is all.
func GoalPhrase(cat *engine.Catalogue, pos *engine.Position, goals []engine.Goal) string {
	for _, g := range goals {
		if p := goalPhrase(cat, pos, g); p != "" {
			return p
		}
	}
	return "Lose nothing"
}

// goalPhrase says one goal as the start of a title (see GoalPhrase), ""
// for no-losses.
func goalPhrase(cat *engine.Catalogue, pos *engine.Position, g engine.Goal) string {
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
	return ""
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
// from its goals, every one of them ("Kill the Bird on A1 and take the
// Pit, losing nothing"), so that the trainer's list and show name it by
// its task rather than by its id, "position", as every code's puzzle went
// by; the list shows only the title, which named the first goal alone. A
// position code alone, with no goals, gets none: it is a position.
func codeTitle(s *Scenario) string {
	if len(s.Goals) == 0 {
		return ""
	}
	var tasks []engine.Goal
	losing := false
	for _, g := range s.Goals {
		if g.Kind == engine.GoalNoLosses {
			losing = true
		} else {
			tasks = append(tasks, g)
		}
	}
	if len(tasks) == 0 {
		return "Lose nothing"
	}
	var phrases []string
	for i, g := range tasks {
		p := goalPhrase(s.Catalogue(), &s.Position, g)
		if g.Kind == engine.GoalKills && len(tasks) > 1 {
			p = "Make " + strings.ToLower(p) // "A kill" alone; "Make a kill and take the Pit"
		}
		if i > 0 {
			p = strings.ToLower(p[:1]) + p[1:]
		}
		phrases = append(phrases, p)
	}
	t := engine.AndList(phrases)
	if losing {
		t += ", losing nothing"
	}
	return t
}
