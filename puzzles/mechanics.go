package puzzles

import (
	"sort"

	"github.com/birdcrab/birdcrab/engine"
)

// A curriculum orders its lessons so that none uses a rule before the lesson
// that teaches it. The rules are named here as mechanics. Most are found in
// the turns a lesson plays (its answer's and its wrong answers'): a fight at
// range, a bump, a division, a knockback are events. A few can only be
// declared (reading the board, the order of a turn); a lesson teaches them
// by naming them in teaches.

// Mechanic is one rule a lesson can teach and use.
type Mechanic struct {
	Name string
	// Text says what it is, for the curriculum.
	Text string
	// detect reports whether a lesson uses it; nil for a mechanic that is
	// only declared.
	detect func(u *usage) bool
}

// usage is what a lesson shows: its scenario and the turns it plays.
type usage struct {
	s      *Scenario
	turns  []*Turn
	tracks []*Track
	claims []string
}

// each reports whether some event of some turn satisfies f.
func (u *usage) each(f func(e *engine.Event, tr *Track, i int, evs []engine.Event) bool) bool {
	for n, t := range u.turns {
		for i := range t.Events {
			if f(&t.Events[i], u.tracks[n], i, t.Events) {
				return true
			}
		}
	}
	return false
}

func (u *usage) event(typ engine.EventType) bool {
	return u.each(func(e *engine.Event, _ *Track, _ int, _ []engine.Event) bool { return e.Type == typ })
}

// ordered reports whether some turn carries an order of op.
func (u *usage) ordered(op engine.Op) bool {
	for _, t := range u.turns {
		for _, os := range t.Orders {
			for _, o := range os {
				if o.Op == op {
					return true
				}
			}
		}
	}
	return false
}

func (u *usage) goal(kind engine.GoalKind) bool {
	for _, g := range u.s.Goals {
		if g.Kind == kind {
			return true
		}
	}
	return false
}

func (u *usage) claim(verb string) bool {
	for _, c := range u.claims {
		if len(c) >= len(verb) && c[:len(verb)] == verb && (len(c) == len(verb) || c[len(verb)] == ' ') {
			return true
		}
	}
	return false
}

func (u *usage) fight(ck engine.CombatKind, f func(e *engine.Event) bool) bool {
	return u.each(func(e *engine.Event, _ *Track, _ int, _ []engine.Event) bool {
		return e.Type == engine.EvFight && (ck == 0 || e.Combat == ck) && (f == nil || f(e))
	})
}

// Mechanics lists the mechanics in the order of the shipped curriculum.
var Mechanics = []Mechanic{
	{"board", "the board: the Pit, the trenches, the territories, the names of cells and directions", nil},
	{"move", "a piece moves in a straight line, one step at a time", func(u *usage) bool {
		return u.event(engine.EvStep)
	}},
	{"card", "a piece's card: six combat numbers, clockwise from its front", nil},
	{"close", "close combat: neighbours fight with the sides facing each other", func(u *usage) bool {
		return u.fight(engine.Close, nil)
	}},
	{"facing", "a piece's facing turns its card: which side it shows depends on where it looks", nil},
	{"speed", "speed, one number a side: a piece moves only where its speed is above 0, at most that far", func(u *usage) bool {
		return u.each(func(e *engine.Event, _ *Track, _ int, _ []engine.Event) bool {
			return e.Type == engine.EvStep && e.Dir != e.A.Facing
		})
	}},
	{"priority", "priorities: a piece with speed s steps at priorities s, s-1, ...; the fast move first", func(u *usage) bool {
		return u.priorities()
	}},
	{"place", "placement: up to three pieces a turn on your territories, not backwards; they fight at once", func(u *usage) bool {
		return u.event(engine.EvPlace)
	}},
	{"rotate", "rotation: a piece may turn instead of moving, after all movement", func(u *usage) bool {
		return u.event(engine.EvRotate) || u.ordered(engine.OpTurn)
	}},
	{"turn", "the turn: draw, orders, placement, priorities 5 to 1, rotation, the end of the turn; the hand limit", nil},
	{"tie", "a tie kills both pieces", func(u *usage) bool {
		return u.fight(0, func(e *engine.Event) bool { return e.A.Lost && e.B.Lost && e.B.Mods&engine.ModHarpy == 0 })
	}},
	{"division", "division: in close combat a piece divides its number by the enemies next to it", func(u *usage) bool {
		return u.fight(engine.Close, func(e *engine.Event) bool {
			return e.A.Den > 1 && e.A.Mods&engine.ModReverse == 0 || e.B.Den > 1 && e.B.Mods&engine.ModReverse == 0
		})
	}},
	{"any-loss", "a piece dies if it loses or ties any of its fights, even one of several it won", func(u *usage) bool {
		return u.anyLoss()
	}},
	{"together", "all deaths of a step happen together: a dying piece still fights and divides", nil},
	{"kills", "kills: one for each enemy piece killed, however many pieces killed it", func(u *usage) bool {
		return u.goal(engine.GoalKills) || u.claim("kills")
	}},
	{"ranged", "ranged combat: enemies stepping into one cell fight first, with the side facing it", func(u *usage) bool {
		return u.fight(engine.RangedStraight, nil)
	}},
	{"angled", "angled ranged combat: two sides each, the one facing the cell and its neighbour toward the enemy", func(u *usage) bool {
		return u.fight(engine.RangedAngled, nil)
	}},
	{"ranged-many", "three pieces racing for one cell fight pair by pair, without division", func(u *usage) bool {
		return u.rangedMany()
	}},
	{"bump", "bumps: a step into an ally that stays, or into the cell an ally steps to, stops a piece for the turn", func(u *usage) bool {
		return u.each(func(e *engine.Event, _ *Track, _ int, _ []engine.Event) bool {
			return e.Type == engine.EvBump && (e.Why == engine.WhyAllyStays || e.Why == engine.WhyAllyTargets)
		})
	}},
	{"edge", "a step off the board is bumped", func(u *usage) bool {
		return u.each(func(e *engine.Event, _ *Track, _ int, _ []engine.Event) bool {
			return e.Type == engine.EvBump && e.Why == engine.WhyOffBoard
		})
	}},
	{"march", "a column marches: a piece may step into the cell an ally leaves in the same step", func(u *usage) bool {
		return u.marches()
	}},
	{"cascade", "bumps cascade: a piece behind a bumped ally is bumped in turn", func(u *usage) bool {
		return u.cascades()
	}},
	{"knockback", "a Harpy that dies in close combat knocks back the pieces that beat it", func(u *usage) bool {
		return u.event(engine.EvKnock)
	}},
	{"interrupted", "a piece pushed while it moves goes on in its direction for the steps it has left", func(u *usage) bool {
		return u.interrupted()
	}},
	{"ransack", "ransacking: a territory left without its owner's pieces, with an enemy inside", func(u *usage) bool {
		return u.event(engine.EvRansack) || u.goal(engine.GoalRansack)
	}},
	{"bonus", "the ransacking bonus: the hand maximum rises by one, and one piece is drawn at once", func(u *usage) bool {
		return u.event(engine.EvBonus) || u.claim("draws") || u.claim("hand-max")
	}},
	{"next-draw", "the next draw: three pieces, one more for a piece in the Pit, one more for a kill", func(u *usage) bool {
		return u.claim("next-draw")
	}},
	{"eliminate", "elimination: no piece on the board and no territory, or nothing at all and nothing to be dealt", func(u *usage) bool {
		return u.event(engine.EvEliminate) || u.goal(engine.GoalEliminate)
	}},
	{"win", "the end of the game: the last player in wins; when all go out together, the most kills", func(u *usage) bool {
		return u.event(engine.EvGameOver) || u.goal(engine.GoalWin)
	}},
	{"most-kills", "when every player left goes out in the same turn, the one with the most kills in the game wins", func(u *usage) bool {
		return u.allOut()
	}},
	{"tech-fall", "Tech Fall, an option: a player that many pieces of material behind the one with the most is out", func(u *usage) bool {
		return u.each(func(e *engine.Event, _ *Track, _ int, _ []engine.Event) bool {
			return e.Type == engine.EvEliminate && e.Why == engine.WhyTechFall
		})
	}},
	{"sudden-death", "sudden death: after a turn without a draw, a placement or a death, the outer ring falls", func(u *usage) bool {
		return u.event(engine.EvSuddenDeath)
	}},
	{"rings", "once sudden death has begun, the next ring falls at the end of every turn, and nobody places", func(u *usage) bool {
		return u.s.Position.SuddenDeath > 0
	}},
	{"top", "top combat: a piece landing on another fights it with all six numbers added", func(u *usage) bool {
		return u.fight(engine.Top, func(e *engine.Event) bool { return (e.A.Mods|e.B.Mods)&engine.ModHarpy == 0 })
	}},
	{"bomb", "a Harpy Bomb: Harpies on opposite sides of an enemy kill it whatever the numbers", func(u *usage) bool {
		return u.event(engine.EvBomb)
	}},
	{"harpy-landing", "a piece that lands on a Harpy dies", func(u *usage) bool {
		return u.fight(engine.Top, func(e *engine.Event) bool { return (e.A.Mods|e.B.Mods)&engine.ModHarpy != 0 })
	}},
}

// mechanicIndex finds a mechanic by name.
var mechanicIndex = func() map[string]int {
	m := map[string]int{}
	for i, mc := range Mechanics {
		m[mc.Name] = i
	}
	return m
}()

// MechanicNames lists the names of the mechanics.
func MechanicNames() []string {
	out := make([]string, len(Mechanics))
	for i, m := range Mechanics {
		out[i] = m.Name
	}
	return out
}

// allOut reports whether a game ended with every player left going out in
// the same turn.
func (u *usage) allOut() bool {
	for _, t := range u.turns {
		p := &t.Outcome.Pos
		if !p.Over {
			continue
		}
		out := 0
		for n := 1; n <= int(p.NumPlayers); n++ {
			if t.Outcome.Eliminated&(1<<(n-1)) != 0 {
				out++
			}
		}
		left := 0
		for n := 1; n <= int(p.NumPlayers); n++ {
			if !u.s.Position.Player(n).Out {
				left++
			}
		}
		if out == left && out > 1 {
			return true
		}
	}
	return false
}

// priorities reports whether two pieces begin to move at different
// priorities in one turn.
func (u *usage) priorities() bool {
	for n, t := range u.turns {
		first := map[int]engine.Stage{}
		for i, e := range t.Events {
			if e.Type != engine.EvStep {
				continue
			}
			k := u.tracks[n].A[i]
			if _, ok := first[k]; !ok {
				first[k] = e.Stage
			}
		}
		seen := map[engine.Stage]bool{}
		for _, st := range first {
			seen[st] = true
		}
		if len(seen) > 1 {
			return true
		}
	}
	return false
}

// anyLoss reports whether a piece that won a fight died of another fought
// in the same stage.
func (u *usage) anyLoss() bool {
	for _, t := range u.turns {
		type rec struct{ won, lost bool }
		var stage engine.Stage
		by := map[engine.Loc]*rec{}
		flush := func() bool {
			for _, r := range by {
				if r.won && r.lost {
					return true
				}
			}
			by = map[engine.Loc]*rec{}
			return false
		}
		for _, e := range t.Events {
			if e.Stage != stage && flush() {
				return true
			}
			stage = e.Stage
			if e.Type != engine.EvFight || e.Combat == engine.Top {
				continue
			}
			for _, f := range []*engine.Fighter{&e.A, &e.B} {
				r := by[f.Loc]
				if r == nil {
					r = &rec{}
					by[f.Loc] = r
				}
				if f.Lost {
					r.lost = true
				} else {
					r.won = true
				}
			}
		}
		if flush() {
			return true
		}
	}
	return false
}

// rangedMany reports whether two ranged fights were fought for one cell in
// one priority.
func (u *usage) rangedMany() bool {
	return u.each(func(e *engine.Event, _ *Track, i int, evs []engine.Event) bool {
		if e.Type != engine.EvFight || (e.Combat != engine.RangedStraight && e.Combat != engine.RangedAngled) {
			return false
		}
		for _, f := range evs[i+1:] {
			if f.Type == engine.EvFight && f.Stage == e.Stage && f.To == e.To && f.Combat != engine.Close && f.Combat != engine.Top {
				return true
			}
		}
		return false
	})
}

// marches reports whether a piece stepped into a cell an ally left in the
// same step.
func (u *usage) marches() bool {
	return u.each(func(e *engine.Event, _ *Track, i int, evs []engine.Event) bool {
		if e.Type != engine.EvStep {
			return false
		}
		for _, f := range evs {
			if f.Type == engine.EvStep && f.Stage == e.Stage && f.From == e.To && f.A.Owner == e.A.Owner {
				return true
			}
		}
		return false
	})
}

// cascades reports whether a piece was bumped by an ally bumped in the same
// priority.
func (u *usage) cascades() bool {
	return u.each(func(e *engine.Event, _ *Track, i int, evs []engine.Event) bool {
		if e.Type != engine.EvBump || e.Why != engine.WhyAllyStays {
			return false
		}
		target := e.From.Neighbour(e.Dir)
		for _, f := range evs[:i] {
			if f.Type == engine.EvBump && f.Stage == e.Stage && f.From == target {
				return true
			}
		}
		return false
	})
}

// interrupted reports whether a piece stepped after being knocked back or
// jumping.
func (u *usage) interrupted() bool {
	return u.each(func(e *engine.Event, tr *Track, i int, evs []engine.Event) bool {
		if e.Type != engine.EvStep || tr.A[i] < 0 {
			return false
		}
		for j, f := range evs[:i] {
			if (f.Type == engine.EvKnock || f.Type == engine.EvJump) && tr.A[j] == tr.A[i] {
				return true
			}
		}
		return false
	})
}

// kindsUsed lists the kinds a lesson shows: on the board, in hands, in the
// graveyard, named as targets, or placed.
func (u *usage) kindsUsed() []engine.KindID {
	seen := map[engine.KindID]bool{}
	p := &u.s.Position
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.At(l); !pc.Empty() {
			seen[pc.Kind] = true
		}
	}
	for n := 1; n <= int(p.NumPlayers); n++ {
		pl := p.Player(n)
		for _, k := range pl.HandKinds() {
			seen[k] = true
		}
		if pl.Target != engine.NoKind {
			seen[pl.Target] = true
		}
	}
	for _, g := range p.Graveyard() {
		seen[g.Kind] = true
	}
	for _, t := range u.turns {
		for _, os := range t.Orders {
			for _, o := range os {
				if o.Op == engine.OpPlace || o.Op == engine.OpTarget {
					seen[o.Kind] = true
				}
			}
		}
	}
	out := make([]engine.KindID, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// mechanicsUsed lists the names of the mechanics a lesson's turns show.
func (u *usage) mechanicsUsed() []string {
	var out []string
	for _, m := range Mechanics {
		if m.detect != nil && m.detect(u) {
			out = append(out, m.Name)
		}
	}
	return out
}
