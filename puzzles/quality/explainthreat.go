package quality

import (
	"fmt"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Under "any" the goals may be reached without a fight the text can say
// of every reply: the Crab in the Pit that nobody can take. What makes it
// work is then what the opponent can try, and why it fails: "if Blue's
// Cloud Man lands in the Pit, your Crab beats it, in top combat, ...".
// threat finds such a try in the replies: one order of the opponent's,
// whose piece moves the same way and is beaten by one of the side's in the
// same fight whatever the opponent's other pieces do, the one nearest the
// goals first.

// try is one move order of the opponent's and the fight its piece loses,
// the same in every reply that gives that order.
type try struct {
	move   clause // the move, as the opponent's reply words it
	fight  clause // the fight it loses
	near   int    // how far from the goals it ends
	n      int    // the replies that play it
	wrong  bool   // a reply with that order moves it otherwise, or has another fight, or none
	folded bool   // the fight is when the move ends
}

// earlyKeyFight returns the fight in which the key piece of b is beaten
// before anything moves, when it is the same in every reply: no reply can
// do anything about it, and it is said outright.
func (x *explainer) earlyKeyFight(b *beaten) (clause, bool) {
	if b == nil || len(b.cells) != 1 || b.cells[0] != b.key {
		return clause{}, false
	}
	i := x.deathFight(x.f.Of(b.key))
	if i < 0 || x.t.Events[i].Stage > engine.StagePlace {
		return clause{}, false
	}
	c := x.fightClause(i)
	return c, len(x.keep([]clause{c})) == 1
}

// threat returns the sentence that says the try nearest the goals, when
// there is one.
func (x *explainer) threat() (clause, bool) {
	var best *try
	for _, tr := range x.tries() {
		if tr.wrong || tr.fight.text == "" {
			continue
		}
		if best == nil || tr.near < best.near || (tr.near == best.near && tr.n > best.n) {
			best = tr
		}
	}
	if best == nil {
		return clause{}, false
	}
	return best.clause(), true
}

// tries gathers the opponent's move orders in every reply, in the order
// they first come, each with what it does and the fight its piece loses.
func (x *explainer) tries() []*try {
	n := x.opponent()
	if n < 0 {
		return nil
	}
	byOrder := map[string]*try{}
	var out []*try
	for i := range x.turns {
		y := *x
		y.t, y.f = x.turns[i], puzzles.Follow(&x.s.Position, x.turns[i])
		for _, o := range x.replies[i][n-1] {
			if o.Op != engine.OpMove {
				continue
			}
			m := y.moveClause(o)
			tr := byOrder[o.Format(x.cat)]
			if tr == nil {
				tr = &try{move: clause{text: m.text, claims: x.with(i, m.claims)}, near: 99}
				byOrder[o.Format(x.cat)] = tr
				out = append(out, tr)
			}
			tr.n++
			if m.at == nil || m.at.loc == o.Loc || m.text != tr.move.text {
				tr.wrong = true // it does not move, or not the same way
				continue
			}
			tr.near = x.nearGoals(m.at.loc)
			f, ok := y.lostBy(o.Loc)
			switch {
			case !ok || (tr.fight.text != "" && tr.fight.text != f.text):
				tr.wrong = true
			case tr.fight.text == "":
				tr.fight = clause{text: f.text, claims: x.with(i, f.claims), f: f.f}
				tr.folded = f.f.at.stage == m.at.stage
			}
		}
	}
	return out
}

// clause says the try: "if Blue's Cloud Man vanishes from A2 and lands on
// A1 at the end of the turn, your Crab in the Pit beats it, front-right 3
// against back 2 / 2 opponents = 1".
func (tr *try) clause() clause {
	f := tr.fight.f
	when, how := f.when+" ", "" // "at priority 1 ", "in the combat before the moves, "
	if tr.folded {
		when = "" // the move said when
		if f.combat != "" {
			how = " in " + f.combat + " combat"
		}
	}
	return clause{text: fmt.Sprintf("if %s, %s%s %s it%s, %s%s", tr.move.text, when, f.who, verbOnly(f.what), how, f.numbers, f.after),
		claims: append(slices.Clone(tr.move.claims), tr.fight.claims...)}
}

// verbOnly is a fight's "beats Blue's Bird on A1" without its object:
// "beats".
func verbOnly(what string) string {
	for _, v := range []string{"beats", "ties with"} {
		if len(what) >= len(v) && what[:len(v)] == v {
			return v
		}
	}
	return what
}

// lostBy returns the fight in which the other players' piece from l loses
// to one of the side's, the side's piece living through it.
func (x *explainer) lostBy(l engine.Loc) (clause, bool) {
	k := x.f.Of(l)
	if k < 0 {
		return clause{}, false
	}
	i := x.deathFight(k)
	if i < 0 || x.t.Events[i].Type != engine.EvFight {
		return clause{}, false
	}
	e := &x.t.Events[i]
	if (x.f.A[i] == k && e.B.Lost) || (x.f.B[i] == k && e.A.Lost) {
		return clause{}, false // a tie
	}
	c := x.fightClause(i)
	return c, c.f != nil && !slices.Contains([]string{"", "loses to"}, verbOnly(c.f.what))
}

// nearGoals says how far cell l is from what the goals are about: the
// Pit, the territory to ransack, a piece to keep or kill (0 on it).
func (x *explainer) nearGoals(l engine.Loc) int {
	best := 99
	for _, g := range x.s.Goals {
		d := 99
		switch g.Kind {
		case engine.GoalPit:
			d = engine.Distance(l, engine.Pit)
		case engine.GoalRansack:
			d = 1
			if l.Territory() == g.Terr {
				d = 0
			}
		case engine.GoalKeep, engine.GoalKill:
			d = engine.Distance(l, g.Loc)
		}
		best = min(best, d)
	}
	return best
}
