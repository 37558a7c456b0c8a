package quality

import (
	"math/bits"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// The themes a puzzle can have, in the order they are listed. Besides
// these, the name of each special rule ("Harpy", "Cloud Man" ...) is a
// theme when a piece of that rule took part in the turn.
const (
	ThemeDivision    = "division"    // a close-combat fight where a piece divided its number among two or more opponents
	ThemeFacing      = "facing"      // a fight lost on a side other than the front
	ThemeRanged      = "ranged"      // a ranged fight: two pieces stepping into one cell
	ThemeAngled      = "angled"      // a ranged fight at an angle (two sides summed)
	ThemeTop         = "top"         // top combat: a piece stepped, landed or was placed onto an enemy
	ThemeTie         = "tie"         // a fight that killed both pieces
	ThemeBump        = "bump"        // a piece was bumped and stopped
	ThemeInterrupted = "interrupted" // a moving piece died before it finished its move (not after a bump, which ends it)
	ThemePriority    = "priority"    // timing: two moving pieces met, or a piece stepped where another had just left
	ThemeKnockback   = "knockback"   // a dying Harpy knocked its killer away
	ThemeHarpyBomb   = "harpy-bomb"  // Harpies surrounding a piece killed it
	ThemePlacement   = "placement"   // the solution places a piece from hand
	ThemeRansack     = "ransack"     // a territory was ransacked
	ThemeEliminate   = "eliminate"   // a player was eliminated
	ThemeTechFall    = "tech-fall"   // Tech Fall eliminated a player
	ThemeSuddenDeath = "sudden-death"
)

// themeOrder is the order themes are listed in; special rules come after.
var themeOrder = []string{ThemeDivision, ThemeFacing, ThemeRanged, ThemeAngled, ThemeTop, ThemeTie,
	ThemeBump, ThemeInterrupted, ThemePriority, ThemeKnockback, ThemeHarpyBomb, ThemePlacement,
	ThemeRansack, ThemeEliminate, ThemeTechFall, ThemeSuddenDeath}

// weakThemes are themes that do not make a puzzle themed on their own: the
// goal alone gives ransack and eliminate, and nearly every kill is on a
// side other than the front.
var weakThemes = []string{ThemeRansack, ThemeEliminate, ThemeFacing}

// turns holds the turn the solution plays and the turn without orders,
// both against the model's baseline reply (the fixed orders, or none).
type turns struct {
	p       *solver.Problem
	replies [][]engine.Order
	sol     engine.Outcome
	solEv   []engine.Event
	idleEv  []engine.Event
	orders  []engine.Order
}

// baseline returns the replies the model plays when nobody searches:
// the fixed orders, or none.
func baseline(p *solver.Problem) [][]engine.Order {
	out := make([][]engine.Order, p.Pos.NumPlayers)
	if p.Opponent == solver.Fixed {
		for i, os := range p.Replies {
			if i+1 != p.Side && i < len(out) {
				out[i] = os
			}
		}
	}
	return out
}

// play resolves the side's orders against the baseline reply.
func play(p *solver.Problem, orders []engine.Order) (engine.Outcome, []engine.Event, bool) {
	return playAgainst(p, orders, baseline(p))
}

// playAgainst resolves the side's orders against a reply (the other
// players' orders; the side's entry is ignored).
func playAgainst(p *solver.Problem, orders []engine.Order, reply [][]engine.Order) (engine.Outcome, []engine.Event, bool) {
	all := make([][]engine.Order, p.Pos.NumPlayers)
	for i := range all {
		if i < len(reply) && i+1 != p.Side {
			all[i] = reply[i]
		}
	}
	all[p.Side-1] = orders
	plan, err := p.Pos.PlanOrders(p.Rules.Kinds, all)
	if err != nil {
		return engine.Outcome{}, nil, false
	}
	out, ev := p.Rules.Play(p.Pos, plan)
	return out, ev, true
}

func playTurns(p *solver.Problem, orders []engine.Order) *turns {
	return playTurnsAgainst(p, orders, baseline(p))
}

// playTurnsAgainst is playTurns against another reply.
func playTurnsAgainst(p *solver.Problem, orders []engine.Order, reply [][]engine.Order) *turns {
	t := &turns{p: p, replies: make([][]engine.Order, p.Pos.NumPlayers), orders: orders}
	copy(t.replies, reply)
	t.replies[p.Side-1] = nil
	t.sol, t.solEv, _ = playAgainst(p, orders, t.replies)
	_, t.idleEv, _ = playAgainst(p, nil, t.replies)
	return t
}

// Themes lists the themes of a solution: the rules its turn shows against
// the model's baseline reply (the fixed orders, or none) and, under "any",
// against each reply that refutes a near miss (the opponent's best tries,
// which the solution must also beat). In each turn the events that count
// are those the turn in which the side gives no orders does not have, and
// the deaths it has that the solution prevents (a Witch that had to move).
func Themes(p *solver.Problem, orders []engine.Order, nearMisses []solver.Try) []string {
	found := map[string]bool{}
	for _, th := range themesOf(p, orders, playTurns(p, orders)) {
		found[th] = true
	}
	if p.Opponent == solver.Any {
		for _, nm := range nearMisses {
			for _, reply := range nm.Refutations {
				for _, th := range themesOf(p, orders, playTurnsAgainst(p, orders, reply)) {
					found[th] = true
				}
			}
		}
	}
	return sortThemes(found)
}

// sortThemes lists a set of themes in their order.
func sortThemes(found map[string]bool) []string {
	var out []string
	for _, th := range themeOrder {
		if found[th] {
			out = append(out, th)
		}
	}
	for sp := engine.Catapult; sp <= engine.Witch; sp++ {
		if found[sp.String()] {
			out = append(out, sp.String())
		}
	}
	return out
}

// newEvents returns the events of ev that idle does not have (as a
// multiset: an event that happens twice in ev and once in idle is new once).
func newEvents(ev, idle []engine.Event) []engine.Event {
	left := slices.Clone(idle)
	var out []engine.Event
	for _, e := range ev {
		if i := slices.Index(left, e); i >= 0 {
			left = slices.Delete(left, i, i+1)
			continue
		}
		out = append(out, e)
	}
	return out
}

// pieces counts the pieces involved: those whose start cells fought, were
// bumped or pushed in the solution's turn, the pieces the solution moves,
// and the pieces it places.
func (t *turns) pieces() int {
	touched := t.sol.Touched
	n := 0
	for _, o := range t.orders {
		switch o.Op {
		case engine.OpMove:
			touched |= 1 << o.Loc
		case engine.OpPlace:
			n++
		}
	}
	return n + bits.OnesCount64(touched)
}

// mover follows one piece given a move order through the events.
type mover struct {
	kind  engine.KindID
	cur   engine.Loc
	dist  int
	steps int
	dead  bool
}

// themesOf finds the themes of the solution's turn: from the events that
// the turn without the side's orders does not have, the rules they show.
func themesOf(p *solver.Problem, orders []engine.Order, t *turns) []string {
	cat := p.Rules.Kinds
	found := map[string]bool{}
	for _, o := range orders {
		if o.Op == engine.OpTarget {
			found[engine.Necromancer.String()] = true
		}
		if o.Op == engine.OpPlace {
			found[ThemePlacement] = true
			if sp := cat.Kind(o.Kind).Special; sp != engine.Plain {
				found[sp.String()] = true
			}
		}
	}
	special := func(k engine.KindID) {
		if sp := cat.Kind(k).Special; sp != engine.Plain && sp != engine.Necromancer {
			found[sp.String()] = true
		}
	}
	// Movers: the side's moves and the baseline replies' moves.
	var movers []*mover
	all := slices.Clone(t.replies)
	all[p.Side-1] = orders
	for _, os := range all {
		for _, o := range os {
			if o.Op == engine.OpMove {
				movers = append(movers, &mover{kind: p.Pos.Board[o.Loc].Kind, cur: o.Loc, dist: int(o.Dist)})
			}
		}
	}
	moverAt := func(f engine.Fighter) *mover {
		for _, m := range movers {
			if !m.dead && m.cur == f.Loc && m.kind == f.Kind {
				return m
			}
		}
		return nil
	}
	fresh := newEvents(t.solEv, t.idleEv)
	isFresh := func(i int) bool { return slices.Contains(fresh, t.solEv[i]) }
	left := map[engine.Loc]engine.Stage{} // cells left by a step, and when
	for i, e := range t.solEv {
		// Follow the movers through every event of the turn.
		switch e.Type {
		case engine.EvStep:
			if m := moverAt(engine.Fighter{Loc: e.From, Kind: e.A.Kind}); m != nil {
				m.cur, m.steps = e.To, m.steps+1
			}
			if st, ok := left[e.To]; ok && st < e.Stage && isFresh(i) {
				found[ThemePriority] = true
			}
			left[e.From] = e.Stage
		case engine.EvBump:
			// Bumped, it stops for the rest of the turn: its move is over.
			if m := moverAt(e.A); m != nil {
				m.dist = m.steps
			}
		case engine.EvDie:
			if m := moverAt(e.A); m != nil {
				m.dead = true
				if m.steps < m.dist && m.steps > 0 && e.Stage.Priority() > 0 && isFresh(i) {
					found[ThemeInterrupted] = true
				}
			}
		}
		if !isFresh(i) {
			continue
		}
		switch e.Type {
		case engine.EvFight:
			special(e.A.Kind)
			special(e.B.Kind)
			if e.A.Owner == e.B.Owner {
				found[engine.Cerberus.String()] = true
			}
			for _, f := range []engine.Fighter{e.A, e.B} {
				if f.Mods&engine.ModMagician != 0 {
					found[engine.Magician.String()] = true
				}
				if f.Mods&engine.ModReverse != 0 {
					found[engine.ReverseCentaur.String()] = true
				}
				if f.Mods&engine.ModCatapult != 0 {
					found[engine.Catapult.String()] = true
				}
				if f.Mods&engine.ModKing != 0 {
					found[engine.King.String()] = true
				}
				if f.Mods&engine.ModPriest != 0 {
					found[engine.Priest.String()] = true
				}
				if f.Mods&engine.ModHarpy != 0 {
					found[engine.Harpy.String()] = true
				}
				if e.Combat == engine.Close && f.Divisor > 1 && f.Mods&engine.ModPriest == 0 && f.Mods&engine.ModReverse == 0 {
					found[ThemeDivision] = true
				}
				if f.Lost && e.Combat != engine.Top && f.NSides > 0 && f.Sides[0] != engine.Front {
					found[ThemeFacing] = true
				}
			}
			switch e.Combat {
			case engine.RangedStraight:
				found[ThemeRanged] = true
			case engine.RangedAngled:
				found[ThemeRanged], found[ThemeAngled] = true, true
			case engine.Top:
				found[ThemeTop] = true
			}
			if e.A.Lost && e.B.Lost {
				found[ThemeTie] = true
			}
			if e.Stage.Priority() > 0 {
				if ma, mb := moverAt(e.A), moverAt(e.B); ma != nil && mb != nil && ma.steps > 0 && mb.steps > 0 {
					found[ThemePriority] = true
				}
			}
		case engine.EvBump:
			found[ThemeBump] = true
		case engine.EvKnock:
			found[ThemeKnockback], found[engine.Harpy.String()] = true, true
		case engine.EvBomb:
			found[ThemeHarpyBomb], found[engine.Harpy.String()] = true, true
		case engine.EvJump:
			found[engine.ImpSwarm.String()] = true
		case engine.EvLand, engine.EvVanish:
			found[engine.CloudMan.String()] = true
		case engine.EvDrunk:
			found[engine.Drunk.String()] = true
		case engine.EvConvert:
			found[engine.Priest.String()] = true
		case engine.EvRaise:
			found[engine.Necromancer.String()] = true
		case engine.EvRansack:
			found[ThemeRansack] = true
		case engine.EvEliminate:
			found[ThemeEliminate] = true
			if e.Why == engine.WhyTechFall {
				found[ThemeTechFall] = true
			}
		case engine.EvSuddenDeath:
			found[ThemeSuddenDeath] = true
		case engine.EvDie:
			if sp, ok := deathRule[e.Why]; ok {
				found[sp.String()] = true
			}
		}
	}
	// Deaths the solution prevents: the rule that would have killed.
	for _, e := range newEvents(t.idleEv, t.solEv) {
		if e.Type != engine.EvDie || int(e.A.Owner) != p.Side {
			continue
		}
		if sp, ok := deathRule[e.Why]; ok {
			found[sp.String()] = true
		}
	}
	return sortThemes(found)
}

// deathRule gives the special rule behind a death of its own: a Skeleton
// that fought, a Witch that stood still, a Catapult in a trench, a piece
// that landed on a Harpy.
var deathRule = map[engine.Why]engine.Special{
	engine.WhySkeleton:  engine.Skeleton,
	engine.WhyWitch:     engine.Witch,
	engine.WhyTrench:    engine.Catapult,
	engine.WhyHarpyLand: engine.Harpy,
}

// own reports whether themes hold one that is not weak (see weakThemes).
func own(themes []string) bool {
	for _, th := range themes {
		if !slices.Contains(weakThemes, th) {
			return true
		}
	}
	return false
}
