package quality

import (
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// The parts of an explanation: what each order does, the fights that
// decide the goals, the goals reached.

// orderClauses says what each of the side's orders does in the turn.
func (x *explainer) orderClauses() []clause {
	var out []clause
	side := x.s.Side
	for _, o := range x.s.Solution {
		switch o.Op {
		case engine.OpMove:
			c := x.moveClause(o)
			if len(x.keep([]clause{c})) == 0 {
				c = x.orderAlone(o)
			}
			out = append(out, c)
		case engine.OpTurn:
			pc := x.s.Position.At(o.Loc)
			out = append(out, clause{text: fmt.Sprintf("%s %s turns to face %v", x.whose(pc.Owner, pc.Kind), on(o.Loc), o.Dir), claims: []string{fmt.Sprintf("legal %d turn %v %v", side, o.Loc, o.Dir)}})
		case engine.OpPlace:
			out = append(out, clause{text: fmt.Sprintf("you place a %s %s facing %v", x.cat.Name(o.Kind), on(o.Loc), o.Dir), claims: []string{fmt.Sprintf("legal %d %s", side, o.Format(x.cat))}})
		case engine.OpTarget:
			out = append(out, clause{text: fmt.Sprintf("your Necromancer targets the %s", x.cat.Name(o.Kind)), claims: nil})
		}
	}
	return inTurnOrder(x.s.Solution, out)
}

// inTurnOrder sorts the clauses of orders as the turn comes to them: a
// Necromancer's target at its start, a placement before anything moves,
// the moves, a turn at rotation.
func inTurnOrder(orders []engine.Order, cls []clause) []clause {
	phase := map[engine.Op]int{engine.OpTarget: 0, engine.OpPlace: 1, engine.OpMove: 2, engine.OpTurn: 3}
	idx := make([]int, len(cls))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return phase[orders[a].Op] - phase[orders[b].Op] })
	out := make([]clause, len(cls))
	for i, j := range idx {
		out[i] = cls[j]
	}
	return out
}

// moveClause says where a moved piece goes: its last step and when, or
// where it lands (a Cloud Man), or that it is bumped. Under "any" a clause
// that does not hold against every reply is left out (see keep): the order
// alone is said then.
func (x *explainer) moveClause(o engine.Order) clause {
	pc := x.s.Position.At(o.Loc)
	who := x.whose(pc.Owner, pc.Kind)
	k := x.f.Of(o.Loc)
	if k < 0 {
		return x.orderAlone(o)
	}
	steps, last := 0, -1
	for i := range x.t.Events {
		e := &x.t.Events[i]
		if x.f.A[i] != k {
			continue
		}
		switch e.Type {
		case engine.EvLand:
			return clause{text: fmt.Sprintf("%s vanishes %s and lands %s at the end of the turn", who, from(o.Loc), on(e.To)),
				claims: []string{fmt.Sprintf("lands %v %v end", o.Loc, e.To)}, at: &arrival{k, e.To, e.Stage}}
		case engine.EvBump:
			return clause{text: fmt.Sprintf("%s %s is bumped %s and stops", who, on(e.From), e.Stage.When()), claims: []string{fmt.Sprintf("bumped %v %s", o.Loc, stageToken(e.Stage))}}

		case engine.EvStep:
			steps, last = steps+1, i
		}
	}
	if last < 0 {
		return x.orderAlone(o)
	}
	e := &x.t.Events[last]
	claim := []string{fmt.Sprintf("reaches %v %v %s", o.Loc, e.To, stageToken(e.Stage))}
	at := &arrival{k, e.To, e.Stage}
	if steps == 1 {
		return clause{text: fmt.Sprintf("%s steps %s %s %s", who, from(o.Loc), to(e.To), e.Stage.When()), claims: claim, at: at}
	}
	return clause{text: fmt.Sprintf("%s reaches %v %s %s", who, cellName(e.To), from(o.Loc), e.Stage.When()), claims: claim, at: at}
}

// orderAlone says a move order as it is given, for a piece whose steps the
// turn does not bear out as one clause.
func (x *explainer) orderAlone(o engine.Order) clause {
	pc := x.s.Position.At(o.Loc)
	cells := "cells"
	if o.Dist == 1 {
		cells = "cell"
	}
	return clause{text: fmt.Sprintf("%s %s moves %d %s toward %v", x.whose(pc.Owner, pc.Kind), on(o.Loc), o.Dist, cells, o.Dir), claims: []string{fmt.Sprintf("legal %d %s", x.s.Side, o.Format(x.cat))}}

}

// fightClauses words the fights that decide the goals, at most MaxFights,
// one clause each, in the order they happen: the one that beats the piece
// a kill goal names first, then those in which a piece given an order
// beats one of the other players', then those that beat a piece a goal
// needs beaten (see needed). A fight that happens as it is without the
// side's orders decides nothing, and is left out, but for one that clears
// the Pit or the territory of the goal (see clears); so is one that does
// not hold on every turn of x.turns (see keep).
func (x *explainer) fightClauses() []clause {
	type ranked struct {
		c          clause
		rank, when int
	}
	var all []ranked
	done := map[int]bool{}
	for _, k := range x.beatenPieces() {
		i := x.deathFight(k)
		if done[i] {
			continue
		}
		var c clause
		if i >= 0 {
			c, done[i] = x.fightClause(i), true
		} else if d, ok := x.deathClause(k); ok {
			c = d
		} else {
			continue
		}
		if rank := x.rank(k, i, c); rank >= 0 && len(x.keep([]clause{c})) == 1 {
			all = append(all, ranked{c, rank, len(all)})
		}
	}
	slices.SortStableFunc(all, func(a, b ranked) int { return a.rank - b.rank })
	all = all[:min(len(all), MaxFights)]
	slices.SortFunc(all, func(a, b ranked) int { return a.when - b.when })
	out := make([]clause, len(all))
	for j, r := range all {
		out[j] = r.c
	}
	return out
}

// rank orders the clause c of piece k's end (fight i, -1 for none): 0 for
// the piece a kill goal names, 1 when a piece given an order beats it, 2
// when a goal needs it beaten; -1 when it decides nothing.
func (x *explainer) rank(k, i int, c clause) int {
	isTarget := x.killTarget(k)
	if !isTarget && !x.clears(k) && len(x.s.CheckClaims(c.claims, x.base)) == 0 {
		return -1 // it happens without the orders too
	}
	switch {
	case isTarget:
		return 0
	case i >= 0 && x.byOrdered(i, k):
		return 1
	case x.needed(x.f.Pieces[k].Loc):
		return 2
	}
	return -1
}

// beatenPieces lists, in the order it happens, the other players' pieces
// that die while theirs or are converted to the side.
func (x *explainer) beatenPieces() []int {
	var out []int
	for i := range x.t.Events {
		e := &x.t.Events[i]
		k := x.f.A[i]
		if k < 0 || slices.Contains(out, k) || int(e.A.Owner) == x.s.Side {
			continue
		}
		if e.Type == engine.EvDie || (e.Type == engine.EvConvert && int(e.Player) == x.s.Side && x.f.Fate(k).Alive()) {
			out = append(out, k)
		}
	}
	return out
}

// killTarget reports whether a kill goal names piece k.
func (x *explainer) killTarget(k int) bool {
	p := &x.f.Pieces[k]
	return !p.Placed && slices.ContainsFunc(x.s.Goals, func(g engine.Goal) bool { return g.Kind == engine.GoalKill && g.Loc == p.Start })
}

// clears reports whether piece k stands where a goal needs the other
// players gone: in the Pit the side is to hold, or in the territory it is
// to ransack. Its death says why the goal can be reached, whether the
// orders cause it or not.
func (x *explainer) clears(k int) bool {
	p := &x.f.Pieces[k]
	for _, g := range x.s.Goals {
		if (g.Kind == engine.GoalPit && p.Start == engine.Pit) || (g.Kind == engine.GoalRansack && p.Start.Territory() == g.Terr) {
			return !p.Placed
		}
	}
	return false
}

// needed reports whether a goal needs an enemy that dies on l dead: kills
// and eliminations need every death, a ransack those in its territory, the
// Pit those in it and beside it.
func (x *explainer) needed(l engine.Loc) bool {
	for _, g := range x.s.Goals {
		switch g.Kind {
		case engine.GoalKills, engine.GoalEliminate, engine.GoalWin:
			return true
		case engine.GoalRansack:
			if l.Territory() == g.Terr {
				return true
			}
		case engine.GoalPit:
			if engine.Distance(l, engine.Pit) <= 1 {
				return true
			}
		}
	}
	return false
}

// byOrdered reports whether piece k loses fight i to a piece of the side
// given an order.
func (x *explainer) byOrdered(i, k int) bool {
	other := x.f.B[i]
	if x.f.B[i] == k {
		other = x.f.A[i]
	}
	return other >= 0 && x.ordered(other)
}

// ordered reports whether piece k is one of the side's given an order.
func (x *explainer) ordered(k int) bool {
	p := &x.f.Pieces[k]
	return int(p.Owner) == x.s.Side && x.order[p.Start]
}

// deathFight returns the event of the fight that killed (or converted)
// piece k: one it lost in the stage it died, against a piece given an
// order when there is one; -1 when it died otherwise.
func (x *explainer) deathFight(k int) int {
	st, ok := x.endStage(k)
	if !ok {
		return -1
	}
	best := -1
	for i := range x.t.Events {
		e := &x.t.Events[i]
		if e.Type != engine.EvFight || e.Stage != st || e.A.Den == 0 || e.B.Den == 0 {
			continue
		}
		other, lost := x.lostTo(i, k)
		if !lost {
			continue
		}
		if best < 0 || (other >= 0 && x.ordered(other)) {
			best = i
		}
	}
	return best
}

// lostTo reports whether piece k lost fight event i, and the piece it
// lost to there (-1 when none is followed).
func (x *explainer) lostTo(i, k int) (int, bool) {
	e := &x.t.Events[i]
	switch {
	case x.f.A[i] == k && e.A.Lost:
		return x.f.B[i], true
	case x.f.B[i] == k && e.B.Lost:
		return x.f.A[i], true
	}
	return -1, false
}

// endStage returns the stage piece k died in, when a fight killed it, or
// else was converted in: a piece converted and killed later counts by its
// death.
func (x *explainer) endStage(k int) (engine.Stage, bool) {
	st, ok := engine.Stage(0), false
	for i := range x.t.Events {
		e := &x.t.Events[i]
		if x.f.A[i] != k {
			continue
		}
		switch {
		case e.Type == engine.EvDie && e.Why == engine.WhyCombat:
			return e.Stage, true
		case e.Type == engine.EvDie:
			return 0, false
		case e.Type == engine.EvConvert && !ok:
			st, ok = e.Stage, true
		}
	}
	return st, ok
}

// deathClause says how piece k died when no fight it lost killed it: "a
// Witch dies at the end of a turn in which it did not move", in the
// engine's words.
func (x *explainer) deathClause(k int) (clause, bool) {
	for i := range x.t.Events {
		e := &x.t.Events[i]
		if x.f.A[i] == k && e.Type == engine.EvDie {
			p := &x.f.Pieces[k]
			where := on(p.Start) // where it stood, as the claim names it
			if e.A.Loc != p.Start {
				where = from(p.Start)
			}
			return clause{text: fmt.Sprintf("%s %s dies %s: %s", x.whose(e.A.Owner, e.A.Kind), where, e.Stage.When(), e.Why), claims: []string{fmt.Sprintf("dies %v %s", p.Start, stageToken(e.Stage))}},
				true
		}
	}
	return clause{}, false
}

// fightParts are the words of a fight, for fightClause and fold: "at
// priority 1" (when), "your Blockhead on C1" (who, the side's fighter
// first), "beats Blue's Pikeman on CD1" (what), "front 5 against front 6 /
// 2 opponents = 3" (numbers, as the replay writes them, see
// engine.Fighter.NumberText), ", and converts it" (after).
type fightParts struct {
	when, who, what, numbers, after string
	name                            string  // who without where: "your Blockhead"
	close                           bool    // a close-combat fight
	combat                          string  // "" for close combat, "top", "ranged (angled)" ...
	at                              arrival // the side's fighter, where and when
}

// text writes a fight: "at priority 1 your Blockhead on C1 beats Blue's
// Pikeman on CD1, front 5 against front 6 / 2 opponents = 3".
func (p *fightParts) text() string {
	return fmt.Sprintf("%s %s %s, %s%s", p.when, p.who, p.what, p.numbers, p.after)
}

// fightClause words fight i, the side's fighter first, with the numbers
// that decided it as the replay writes them: "at priority 1 your Blockhead
// on C1 beats Blue's Pikeman on CD1, front 5 against front 6 / 2 opponents
// = 3".
func (x *explainer) fightClause(i int) clause {
	e := &x.t.Events[i]
	a, b, ka, kb := &e.A, &e.B, x.f.A[i], x.f.B[i]
	if int(b.Owner) == x.s.Side && int(a.Owner) != x.s.Side {
		a, b, ka, kb = b, a, kb, ka
	}
	name := func(f *engine.Fighter) string { return x.whose(f.Owner, f.Kind) + " " + on(f.Loc) }
	p := &fightParts{when: e.Stage.When(), who: name(a), name: x.whose(a.Owner, a.Kind), close: e.Combat == engine.Close, at: arrival{ka, a.Loc, e.Stage},
		numbers: a.NumberText(e.Combat) + " against " + b.NumberText(e.Combat)}
	if e.Combat != engine.Close {
		p.combat = e.Combat.String()
		p.when += ", in " + p.combat + " combat,"
	} else if e.Stage.Priority() == 0 {
		p.when += ","
	}
	switch {
	case a.Lost && b.Lost:
		p.what, p.after = "ties with "+name(b), ", and both die"
	case b.Lost:
		p.what = "beats " + name(b)
	default:
		p.what = "loses to " + name(b)
	}
	claims := []string{fightClaim(e)}
	claims = append(claims, x.rawClaims(e, a)...)
	claims = append(claims, x.rawClaims(e, b)...)
	claims = append(claims, x.losers(p, a, b, ka, kb)...)
	text := p.text()
	if m, ok := x.comesTo(kb, b.Loc, e.Stage); ok && e.Combat == engine.Close && !a.Lost {
		// "Blue's Cyclops steps from E1 to D1 at priority 1, where your
		// Reverse Centaur in the Pit beats it, ...": what it walks into.
		text = fmt.Sprintf("%s, where %s %s it, %s%s", m.text, p.who, verbOnly(p.what), p.numbers, p.after)
		claims = append(claims, m.claims...)
	}
	return clause{text: text, claims: claims, f: p}
}

// comesTo returns the move of the other players' piece k, given an order
// in the turn, when it ends on l in stage st: the piece walked into the
// fight it fights there.
func (x *explainer) comesTo(k int, l engine.Loc, st engine.Stage) (clause, bool) {
	if k < 0 || x.f.Pieces[k].Placed || int(x.f.Pieces[k].Owner) == x.s.Side {
		return clause{}, false
	}
	start := x.f.Pieces[k].Start
	for n, os := range x.t.Orders {
		for _, o := range os {
			if n+1 == x.s.Side || o.Op != engine.OpMove || o.Loc != start {
				continue
			}
			m := x.moveClause(o)
			return m, m.at != nil && *m.at == arrival{k, l, st}
		}
	}
	return clause{}, false
}

// losers says what became of the fighters who lost (the side's a, the
// other b; ka and kb their pieces): the claims that they died, or that
// they were converted, which p says.
func (x *explainer) losers(p *fightParts, a, b *engine.Fighter, ka, kb int) []string {
	var claims []string
	for _, fk := range []struct {
		f *engine.Fighter
		k int
	}{{a, ka}, {b, kb}} {
		if !fk.f.Lost || fk.k < 0 {
			continue
		}
		if conv, ok := x.converted(fk.k); ok && x.f.Fate(fk.k).Alive() {
			if fk.f == b && !a.Lost && x.cat.Kind(a.Kind).Special == engine.Priest {
				p.after += ", and converts it"
			} else {
				p.after += fmt.Sprintf(", and %s %s is converted", x.whose(fk.f.Owner, fk.f.Kind), on(fk.f.Loc))
			}
			claims = append(claims, conv)
			continue
		}
		claims = append(claims, fmt.Sprintf("dies %v", x.f.Pieces[fk.k].Start))
	}
	return claims
}

// converted returns the claim that piece k is converted, when it is.
func (x *explainer) converted(k int) (string, bool) {
	for i := range x.t.Events {
		if e := &x.t.Events[i]; e.Type == engine.EvConvert && x.f.A[i] == k {
			return fmt.Sprintf("converted %v %d", x.f.Pieces[k].Start, e.Player), true
		}
	}
	return "", false
}

// fightClaim writes fight e as a claim: "fight close p1 C1 front 5 vs CD1
// front 6/2=3".
func fightClaim(e *engine.Event) string {
	form := map[engine.CombatKind]string{engine.Close: "close", engine.RangedStraight: "ranged", engine.RangedAngled: "angled", engine.Top: "top"}[e.Combat]
	return fmt.Sprintf("fight %s %s %v %s vs %v %s", form, stageToken(e.Stage), e.A.Loc, fighterSpec(&e.A, e.Combat), e.B.Loc, fighterSpec(&e.B, e.Combat))
}

// fighterSpec writes a fighter's sides and number as a fight claim does.
func fighterSpec(f *engine.Fighter, ck engine.CombatKind) string {
	sides := "all"
	if ck != engine.Top {
		names := make([]string, f.NSides)
		for s := range names {
			names[s] = f.Sides[s].String()
		}
		sides = strings.Join(names, "+")
	}
	num := fmt.Sprint(f.Num)
	switch {
	case f.Mods&engine.ModPriest != 0 && f.Divisor > 1:
		num = fmt.Sprintf("%dx%d=%d", f.Base, f.Divisor, f.Num)
	case f.Den > 1:
		num = fmt.Sprintf("%d/%d", f.Base, f.Den)
		if f.Num%f.Den == 0 {
			num += fmt.Sprintf("=%d", f.Num/f.Den)
		}
	}
	return sides + " " + num
}

// rawClaims states the printed numbers a fighter's text names besides its
// result: each side of an angled pair, and the number a Magician or a
// Catapult changes (with the Magician's 9).
func (x *explainer) rawClaims(e *engine.Event, f *engine.Fighter) []string {
	if e.Combat == engine.Top || f.Mods&engine.ModKing != 0 || (f.NSides < 2 && f.Mods&(engine.ModMagician|engine.ModCatapult) == 0) {
		return nil
	}
	stat := "combat"
	if f.Mods&engine.ModReverse != 0 {
		stat = "speed"
	}
	var out []string
	for s := 0; s < int(f.NSides); s++ {
		out = append(out, fmt.Sprintf("%s %s %v %d", stat, x.cat.Name(f.Kind), f.Sides[s], f.Raw[s]))
	}
	if f.Mods&engine.ModMagician != 0 {
		out = append(out, "rule nine 9")
	}
	return out
}

// goalClauses says the goals reached that the fights said do not already
// say: who holds the Pit, the territory ransacked, the kills, the pieces
// kept, the player out; under "any", what becomes of the piece b follows.
func (x *explainer) goalClauses(fights []clause, b *beaten) []clause {
	said := map[string]bool{}
	for _, c := range fights {
		for _, cl := range c.claims {
			said[cl] = true
		}
	}
	var out []clause
	keyed := false
	for _, g := range x.s.Goals {
		if b != nil && g.Kind == engine.GoalKill && b.key == g.Loc {
			out, keyed = append(out, x.keyFate(b)), true
			continue
		}
		if c, ok := x.goalClause(g, said); ok {
			out = append(out, c)
		}
	}
	if b != nil && !keyed {
		out = append(out, x.keyFate(b))
	}
	return out
}

// goalClause says that goal g is reached, unless a fight said so.
func (x *explainer) goalClause(g engine.Goal, said map[string]bool) (clause, bool) {
	side := x.s.Side
	switch g.Kind {
	case engine.GoalPit:
		return x.pitClause(), true
	case engine.GoalRansack:
		return clause{text: fmt.Sprintf("%v is ransacked", g.Terr), claims: []string{fmt.Sprintf("ransacked %v %d", g.Terr, side)}}, true
	case engine.GoalKill:
		return x.killClause(g.Loc, said)
	case engine.GoalKills:
		n := int(x.t.Outcome.Kills[side-1])
		return clause{text: fmt.Sprintf("you earn %d kill%s", n, plural(n)), claims: []string{fmt.Sprintf("kills %d %d", side, n)}}, true
	case engine.GoalKeep:
		pc := x.s.Position.At(g.Loc)
		return clause{text: fmt.Sprintf("%s %s lives", x.whose(pc.Owner, pc.Kind), from(g.Loc)), claims: []string{fmt.Sprintf("lives %v", g.Loc)}}, true
	case engine.GoalNoLosses:
		return x.noLossClause(), true
	case engine.GoalEliminate:
		return clause{text: fmt.Sprintf("%s is out", engine.PlayerName(g.N)), claims: []string{fmt.Sprintf("eliminated %d", g.N)}}, true
	case engine.GoalWin:
		return clause{text: "you win the game", claims: []string{fmt.Sprintf("winner %d", side)}}, true
	}
	return clause{}, false
}

// pitClause says which of the side's pieces holds the Pit at the end.
func (x *explainer) pitClause() clause {
	for k, p := range x.f.Pieces {
		if int(p.Owner) != x.s.Side || !x.f.Fate(k).Alive() || x.f.Fate(k).Loc != engine.Pit {
			continue
		}
		if conv, ok := x.converted(k); ok {
			return clause{text: fmt.Sprintf("the converted %s holds the Pit for you", x.cat.Name(p.Kind)), claims: []string{conv, fmt.Sprintf("ends %v Pit", p.Start)}}
		}
		return clause{text: fmt.Sprintf("%s holds the Pit", x.whose(p.Owner, p.Kind)), claims: []string{fmt.Sprintf("ends %v Pit", p.Start)}}
	}
	return clause{text: "the Pit is yours", claims: nil}
}

// killClause says that the piece from l dies (or is converted), unless a
// fight said so.
func (x *explainer) killClause(l engine.Loc, said map[string]bool) (clause, bool) {
	pc := x.s.Position.At(l)
	who := x.whose(pc.Owner, pc.Kind)
	k := x.f.Of(l)
	if c, ok := x.converted(k); ok && x.f.Fate(k).Alive() {
		return clause{text: fmt.Sprintf("%s from %v is converted", who, l), claims: []string{c}}, !said[c]
	}
	c := fmt.Sprintf("dies %v", l)
	for cl := range said {
		if cl == c || strings.HasPrefix(cl, c+" ") {
			return clause{}, false
		}
	}
	return clause{text: fmt.Sprintf("%s from %v dies", who, l), claims: []string{c}}, true
}

// noLossClause says that the side loses no piece.
func (x *explainer) noLossClause() clause {
	var cells []string
	for _, p := range x.f.Pieces {
		owner := p.Owner
		if !p.Placed {
			owner = x.s.Position.At(p.Start).Owner
		}
		if int(owner) == x.s.Side {
			cells = append(cells, p.Start.String())
		}
	}
	if len(cells) == 0 {
		return clause{text: "you lose nothing", claims: nil}
	}
	return clause{text: "you lose nothing", claims: []string{"lives " + strings.Join(cells, " ")}}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
