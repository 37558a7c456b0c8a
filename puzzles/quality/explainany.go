package quality

import (
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Under "any" a fight depends on the reply, and the text may not describe
// one reply's turn as if it were certain. What it can say of a piece the
// goals need beaten is where each reply leaves it to be beaten and by whom:
// "your Cyclops beats it on CD1, CD2 or C2, your Bird on C1", true of
// every reply; and the fight that beats it when it stays, true of every
// reply in which it gets no order.

// maxBeaters bounds the groups of pieces "beats it on ..." names: more
// would not make a short sentence.
const maxBeaters = 3

// beaten is what every reply does to the key piece of an "any" puzzle.
type beaten struct {
	key    engine.Loc // where it starts
	dies   int        // the replies in which it dies (else it is converted)
	cells  []engine.Loc
	by     map[engine.Loc][]engine.Loc // for each cell it is beaten on, the start cells of the side's pieces that beat it there in every reply
	claims map[engine.Loc][]string     // for each cell, claims of one reply
	names  map[engine.Loc]string       // the side's pieces that beat it, by start cell
	stays  *clause                     // the fight that beats it when it gets no order, the same in each such reply
	// tooMany: saying who beats it where takes more than maxBeaters groups.
	tooMany bool
}

// keyPiece returns the start cell of the piece an "any" explanation
// follows through the replies: the piece of a kill goal, else the first of
// the other players' pieces that dies in every reply.
func (x *explainer) keyPiece() (engine.Loc, bool) {
	for _, g := range x.s.Goals {
		if g.Kind == engine.GoalKill {
			return g.Loc, true
		}
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		pc := x.s.Position.At(l)
		if pc.Empty() || int(pc.Owner) == x.s.Side || !x.needed(l) {
			continue
		}
		dead := true
		for _, t := range x.turns {
			if t.Outcome.Start[l].Alive() {
				dead = false
				break
			}
		}
		if dead {
			return l, true
		}
	}
	return engine.NoLoc, false
}

// beatenEverywhere follows the key piece through every reply: it must be
// beaten in a fight in each, and by the same pieces of the side wherever it
// is beaten on the same cell. It gives false when a reply does otherwise,
// or when more than one other player gives orders (a claim's "with" replays one
// player's).
func (x *explainer) beatenEverywhere() (*beaten, bool) {
	key, ok := x.keyPiece()
	if !ok || x.s.Opponent != engine.Any || x.opponent() < 0 {
		return nil, false
	}
	b := &beaten{key: key, by: map[engine.Loc][]engine.Loc{}, claims: map[engine.Loc][]string{}, names: map[engine.Loc]string{}}
	stays := map[string]bool{} // the texts of the fights when it stays
	for i := range x.turns {
		if !x.beatenIn(b, i, stays) {
			return nil, false
		}
	}
	groups := map[string]bool{}
	for _, c := range b.cells {
		if len(b.by[c]) == 0 {
			return nil, false
		}
		groups[fmt.Sprint(b.by[c])] = true
	}
	b.tooMany = len(groups) > maxBeaters // too long to say
	slices.SortFunc(b.cells, func(p, q engine.Loc) int {
		switch {
		case p == key:
			return -1
		case q == key:
			return 1
		}
		return strings.Compare(p.String(), q.String())
	})
	if len(stays) != 1 {
		b.stays = nil
	}
	return b, true
}

// beatenIn adds to b what reply i does to the key piece, and the text of
// the fight that beats it to stays when the reply gives it no order; it
// reports false when the piece is not beaten in a fight.
func (x *explainer) beatenIn(b *beaten, i int, stays map[string]bool) bool {
	y := *x
	y.t, y.f = x.turns[i], puzzles.Follow(&x.s.Position, x.turns[i])
	k := y.f.Of(b.key)
	fi := y.deathFight(k)
	if fi < 0 {
		return false
	}
	cell, killers := y.killers(k, fi)
	if len(killers) == 0 {
		return false
	}
	if !y.f.Fate(k).Alive() {
		b.dies++
	}
	for _, l := range killers {
		b.names[l] = y.sideName(l)
	}
	if prev, seen := b.by[cell]; seen {
		b.by[cell] = slices.DeleteFunc(prev, func(l engine.Loc) bool { return !slices.Contains(killers, l) })
	} else {
		b.cells = append(b.cells, cell)
		b.by[cell] = killers
		b.claims[cell] = x.with(i, y.fightClause(fi).claims)
	}
	if !x.ordersFor(i, b.key) {
		c := y.fightClause(fi)
		stays[c.text] = true
		if b.stays == nil {
			b.stays = &clause{text: c.text, claims: x.with(i, c.claims)}
		}
	}
	return true
}

// killers returns the cell piece k is beaten on in fight fi, and the start
// cells of the side's pieces it loses to in that stage.
func (x *explainer) killers(k, fi int) (engine.Loc, []engine.Loc) {
	e := &x.t.Events[fi]
	cell := e.A.Loc
	if x.f.B[fi] == k {
		cell = e.B.Loc
	}
	var out []engine.Loc
	for i := range x.t.Events {
		e := &x.t.Events[i]
		if e.Type != engine.EvFight || e.Stage != x.t.Events[fi].Stage {
			continue
		}
		other, lost := x.lostTo(i, k)
		if !lost || other < 0 {
			continue
		}
		if p := &x.f.Pieces[other]; int(p.Owner) == x.s.Side && !slices.Contains(out, p.Start) {
			out = append(out, p.Start)
		}
	}
	return cell, out
}

// opponent returns the one other player who may give orders, or -1.
func (x *explainer) opponent() int {
	n := -1
	for p := 1; p <= int(x.s.Position.NumPlayers); p++ {
		if p == x.s.Side || x.s.Position.Player(p).Out {
			continue
		}
		if n >= 0 {
			return -1
		}
		n = p
	}
	return n
}

// ordersFor reports whether reply i gives the piece on l an order.
func (x *explainer) ordersFor(i int, l engine.Loc) bool {
	for _, os := range x.replies[i] {
		for _, o := range os {
			if (o.Op == engine.OpMove || o.Op == engine.OpTurn) && o.Loc == l {
				return true
			}
		}
	}
	return false
}

// with writes claims as holding on the turn of reply i: "with 2 move CD1
// B 1: dies CD1".
func (x *explainer) with(i int, claims []string) []string {
	n := x.opponent()
	orders := "-"
	if os := x.replies[i][n-1]; len(os) > 0 {
		orders = strings.Join(engine.FormatOrders(x.cat, os), "; ")
	}
	out := make([]string, len(claims))
	for j, c := range claims {
		out[j] = fmt.Sprintf("with %d %s: %s", n, orders, c)
	}
	return out
}

// beatenClause says where the key piece is beaten and by whom: "your
// Cyclops beats it on CD1 or CD2, your Bird on C1".
func (x *explainer) beatenClause(b *beaten) clause {
	var groups [][]engine.Loc // cells beaten by the same pieces
	var keys []string
	for _, c := range b.cells {
		k := fmt.Sprint(b.by[c])
		if j := slices.Index(keys, k); j >= 0 {
			groups[j] = append(groups[j], c)
			continue
		}
		keys = append(keys, k)
		groups = append(groups, []engine.Loc{c})
	}
	var parts, claims []string
	for j, g := range groups {
		var who []string
		for _, l := range b.by[g[0]] {
			who = append(who, b.names[l])
		}
		verb := " beats it "
		if j > 0 {
			verb = " "
		} else if len(who) > 1 {
			verb = " beat it "
		}
		parts = append(parts, engine.AndList(who)+verb+cellsText(g))
		for _, c := range g {
			claims = append(claims, b.claims[c]...)
		}
	}
	return clause{text: strings.Join(parts, ", "), claims: claims}
}

// sideName names the side's piece that starts on l (or is placed there):
// "your Cyclops", "your Blockhead from F2" when the side has two of its
// kind, "the Pikeman you place on BC6".
func (x *explainer) sideName(l engine.Loc) string {
	k := x.f.Of(l)
	p := &x.f.Pieces[k]
	if p.Placed {
		return "your placed " + x.cat.Name(p.Kind)
	}
	n := 0
	for m := engine.Loc(0); m < engine.NumLocs; m++ {
		if q := x.s.Position.At(m); !q.Empty() && q.Owner == p.Owner && q.Kind == p.Kind {
			n++
		}
	}
	if n > 1 {
		return x.whose(p.Owner, p.Kind) + " " + from(l)
	}
	return x.whose(p.Owner, p.Kind)
}

// cellsText writes cells as a place: "on CD1", "on CD1, CD2 or the Pit",
// "in the Pit".
func cellsText(cells []engine.Loc) string {
	if len(cells) == 1 {
		return on(cells[0])
	}
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = cellName(c)
	}
	return "on " + strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// keyFate says what becomes of the key piece in every reply: "Blue's
// Pikeman from CD1 dies".
func (x *explainer) keyFate(b *beaten) clause {
	pc := x.s.Position.At(b.key)
	who := fmt.Sprintf("%s from %v", x.whose(pc.Owner, pc.Kind), b.key)
	switch {
	case b.dies == len(x.turns):
		return clause{text: who + " dies", claims: []string{fmt.Sprintf("dies %v", b.key)}}
	case b.dies == 0:
		return clause{text: who + " is converted", claims: []string{fmt.Sprintf("converted %v %d", b.key, x.s.Side)}}
	}
	return clause{text: who + " dies or is converted", claims: nil}
}
