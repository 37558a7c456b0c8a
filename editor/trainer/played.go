package trainer

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// playedText says, from the replay of the turn judged, what became of
// each piece the side gave orders to, placed ones too, and which pieces
// died, in the order they died and when: "your Crab stays on AB5 facing
// F: bumped at priority 3, the step leaves the board; your Bird on A1
// (from D2) died at priority 2, then Blue's Pikeman on A1 at priority 3".
// It said where each piece ended and which died, nothing of a bump, a
// turn, a knockback or a conversion, of when the pieces died, nor of a
// piece placed.
func playedText(a *attempt) string {
	r := a.result.play.R
	stories := r.Stories()
	if stories == nil {
		return endsText(a) // the events not followed to the engine's deaths
	}
	var parts []string
	told := map[int]bool{}
	for _, o := range a.orders[a.side()-1] {
		i := storyOf(stories, o)
		if i < 0 || told[i] {
			continue
		}
		told[i] = true
		if s := storyText(a, r, &stories[i]); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(append(parts, deathsText(a, r, stories)), "; ")
}

// storyOf returns the index of the story of the piece order o is given
// to (placed, for a placement); -1 for none.
func storyOf(stories []tui.PieceStory, o engine.Order) int {
	placed := o.Op == engine.OpPlace
	if !placed && o.Op != engine.OpMove && o.Op != engine.OpTurn {
		return -1
	}
	return slices.IndexFunc(stories, func(s tui.PieceStory) bool { return s.Placed == placed && s.From == o.Loc })
}

// pieceName names a piece the one way the first miss does: "your Bird",
// "Blue's Cyclops".
func pieceName(a *attempt, pc engine.Piece) string {
	if int(pc.Owner) == a.side() {
		return "your " + a.cat.Name(pc.Kind)
	}
	return tui.PlayerName(int(pc.Owner)) + "'s " + a.cat.Name(pc.Kind)
}

// storyText says what became of one piece given orders: where it ends,
// facing where, whose it is, and what stopped, moved, turned or converted
// it on the way; "" for a piece that died with nothing else to tell (the
// deaths tell it).
func storyText(a *attempt, r *tui.Replay, s *tui.PieceStory) string {
	notes := eventNotes(a.cat, r, s)
	name := pieceName(a, s.Start)
	if !s.Alive {
		if len(notes) == 0 {
			return ""
		}
		if moved(r, s) {
			return fmt.Sprintf("%s from %s: %s", name, cellName(s.From), strings.Join(notes, ", "))
		}
		return fmt.Sprintf("%s %s: %s", name, tui.OnCell(s.From), strings.Join(notes, ", "))
	}
	var text string
	switch {
	case s.Placed && s.Loc == s.From:
		text = fmt.Sprintf("%s placed on %v facing %v", name, s.From, s.End.Facing)
	case s.Placed:
		text = fmt.Sprintf("%s placed on %v ends %s facing %v", name, s.From, tui.OnCell(s.Loc), s.End.Facing)
	case s.Loc == s.From && moved(r, s):
		text = fmt.Sprintf("%s from %s ends back %s facing %v", name, cellName(s.From), tui.OnCell(s.Loc), s.End.Facing)
	case s.Loc == s.From:
		text = fmt.Sprintf("%s stays %s facing %v", name, tui.OnCell(s.Loc), s.End.Facing)
	default:
		text = fmt.Sprintf("%s from %s ends %s facing %v", name, cellName(s.From), tui.OnCell(s.Loc), s.End.Facing)
	}
	if s.End.Owner != s.Start.Owner {
		text += ", " + tui.PlayerName(int(s.End.Owner)) + "'s now"
	}
	if len(notes) > 0 {
		text += ": " + strings.Join(notes, ", ")
	}
	return text
}

// moved reports whether a piece left its cell during the turn.
func moved(r *tui.Replay, s *tui.PieceStory) bool {
	return slices.ContainsFunc(s.Events, func(k int) bool {
		e := &r.Events[k]
		return e.Type == engine.EvStep || e.Type == engine.EvKnock || e.Type == engine.EvJump
	})
}

// eventNotes say, in a few words each, the events of a piece's story
// that its end does not: "bumped at priority 3, the step leaves the
// board", "knocked back to A2 at priority 2", "converted by a Priest at
// priority 1", "turned at rotation".
func eventNotes(cat *engine.Catalogue, r *tui.Replay, s *tui.PieceStory) []string {
	var notes []string
	for _, k := range s.Events {
		e := &r.Events[k]
		when := e.Stage.When()
		switch e.Type {
		case engine.EvBump:
			notes = append(notes, "bumped "+when+", "+e.Why.String())
		case engine.EvKnock:
			notes = append(notes, fmt.Sprintf("knocked back to %s %s", cellName(e.To), when))
		case engine.EvJump:
			notes = append(notes, fmt.Sprintf("jumped to %s %s", cellName(e.To), when))
		case engine.EvNoKnock, engine.EvNoJump:
			notes = append(notes, heldNote(cat, e, when))
		case engine.EvConvert:
			notes = append(notes, "converted by a Priest "+when)
		case engine.EvRotate:
			notes = append(notes, "turned "+when)
		case engine.EvDrunk:
			notes = append(notes, "turned toward its last step "+when)
		}
	}
	return notes
}

// heldNote says, as eventNotes does, that a knockback or a jump did not
// happen, and why: "not knocked back at priority 2 (A3 is taken)". The
// why is the engine's, after its sentence's first colon.
func heldNote(cat *engine.Catalogue, e *engine.Event, when string) string {
	what := "not knocked back "
	if e.Type == engine.EvNoJump {
		what = "did not jump "
	}
	if _, why, ok := strings.Cut(e.Text(cat), ": "); ok {
		return what + when + " (" + why + ")"
	}
	return what + when
}

// deathsText says which pieces died, in the order they died, and when:
// "your Bird on A1 (from D2) died at priority 2, then Blue's Pikeman on
// A1 at priority 3"; "nothing died".
func deathsText(a *attempt, r *tui.Replay, stories []tui.PieceStory) string {
	type death struct {
		k    int
		when string
		name string
	}
	var deaths []death
	for _, s := range stories {
		if s.Alive {
			continue
		}
		d := death{k: math.MaxInt, name: pieceName(a, s.End) + " " + tui.OnCell(s.Loc)}
		switch {
		case s.Placed:
			d.name += " (placed this turn)"
		case s.Loc != s.From:
			d.name += fmt.Sprintf(" (from %s)", cellName(s.From))
		}
		for _, k := range s.Events {
			if e := &r.Events[k]; e.Type == engine.EvDie {
				d.k, d.when = k, e.Stage.When()
			}
		}
		deaths = append(deaths, d)
	}
	if len(deaths) == 0 {
		return "nothing died"
	}
	slices.SortStableFunc(deaths, func(x, y death) int { return x.k - y.k })
	var groups []string
	for i := 0; i < len(deaths); {
		j := i
		var names []string
		for ; j < len(deaths) && deaths[j].when == deaths[i].when; j++ {
			names = append(names, deaths[j].name)
		}
		g := engine.AndList(names)
		if i == 0 {
			g += " died"
		}
		if deaths[i].when != "" {
			g += " " + deaths[i].when
		}
		groups = append(groups, g)
		i = j
	}
	return strings.Join(groups, ", then ")
}

// cellName names a cell as a place to go to: "A1", "the Pit".
func cellName(l engine.Loc) string {
	if l == engine.Pit {
		return "the Pit"
	}
	return l.String()
}

// endsText says, from the engine's outcome of the turn judged, where
// each piece the side gave orders to ends and which pieces died: "your
// Bird from D3 ends on D2 facing A; nothing died" (playedText, when the
// replay does not follow the pieces to the engine's deaths).
func endsText(a *attempt) string {
	r := a.result.play.R
	side := a.side()
	var ends []string
	seen := map[engine.Loc]bool{}
	for _, o := range a.orders[side-1] {
		if (o.Op != engine.OpMove && o.Op != engine.OpTurn) || seen[o.Loc] {
			continue
		}
		seen[o.Loc] = true
		f := r.Out.Start[o.Loc]
		pc := r.Before.At(o.Loc)
		if !f.Alive() || pc.Empty() {
			continue // told with the deaths
		}
		s := fmt.Sprintf("your %s from %s ends %s facing %v", a.cat.Name(pc.Kind), cellName(o.Loc), tui.OnCell(f.Loc), f.Facing)
		if int(f.Owner) != side {
			s += ", " + tui.PlayerName(int(f.Owner)) + "'s now"
		}
		ends = append(ends, s)
	}
	died := "nothing died"
	if d := r.DeathsText(a.cat); d != "" {
		died = strings.TrimPrefix(d, "died: ") + " died"
	}
	return strings.Join(append(ends, died), "; ")
}
