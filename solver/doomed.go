package solver

import (
	"github.com/birdcrab/birdcrab/engine"
)

// This file finds the pieces that are beaten before anything moves. After
// the placements, every pair of opposing pieces standing side by side
// fights once in close combat, each number divided by the opponents next to
// the piece, counted before any fight of the round is settled. Nothing has
// moved yet: the pieces on the board stand where the turn found them, and
// the only pieces that may have joined them are the placed ones. So for a
// piece X and an opponent Y next to it on the board:
//
//   - at least nX opponents stand next to X: those on the board at the
//     start (a Cloud Man left the board, and is not counted);
//   - at most nY stand next to Y: the cells around it holding an opponent
//     of Y at the start, or where a piece that would fight Y could be
//     placed;
//
// and when cX·nY ≤ cY·nX for X's number cX toward Y and Y's number cY
// toward X, X loses or ties that fight, whatever the orders: it dies, or a
// Priest converts it, in the first round of the turn. Either way it never
// moves (a converted piece keeps its cell for the rest of the turn), so its
// moves are the same as giving it no order and are never branched on; and
// when no Priest of another player is in play it is nowhere after the
// placements. Kinds whose rules change the numbers of the fight are left
// out, except a Priest or a Catapult fighting X, whose output is then at
// least its printed number divided as a plain piece's, and a King, whose
// sum is then at least that of the allies joined to it through allies on
// the board at the start (see leastGroupSum), and a Reverse Centaur,
// against which X fights with its speed, undivided: X loses when its speed
// sX toward Y is such that sX·nY ≤ cY. A Cerberus fights the allies next
// to it, and they fight it (see foeAt).

// doomedTraits are the traits of X that the argument cannot follow: its
// own number changed, or its opponents', or not on the board at all.
const doomedTraits = engine.Vanishes | numberTraits

// beaterTraits are the traits of Y the argument cannot follow (the rest of
// numberTraits only make Y stronger, or X fight with its speed undivided
// against a Reverse Centaur; a King's sum is bounded below, see
// leastGroupSum).
const beaterTraits = engine.Vanishes | engine.OpponentsNineMinus

// numberTraits are the traits that change the numbers of a fight.
const numberTraits = engine.OpponentsUseSpeed | engine.OpponentsNineMinus | engine.SumsGroup |
	engine.DoublesAgainstTrench | engine.MultipliedByEnemies

// beatenAtStart reports whether a piece of kind k, owner p and facing f on
// cell l surely loses or ties a fight in the first round of close combat
// after the placements against a piece of player by (0: of any player; see
// the top of this file).
func (m *model) beatenAtStart(k engine.KindID, p uint8, f engine.Dir, l engine.Loc, by uint8) bool {
	if m.rules.Off != 0 {
		return false
	}
	var ys [6]engine.Piece
	nx := 0
	all := m.cat.Kind(k).Has(engine.FightsAllies)
	for d := engine.A; d <= engine.F; d++ {
		if y, ok := m.foeAt(l.Neighbour(d), p, all); ok && !m.cat.Kind(y.Kind).Has(engine.Vanishes) {
			ys[d] = y
			nx++
		}
	}
	return m.loses(m.cat.Kind(k), f, l, &ys, nx, by, func(yl engine.Loc, y engine.Piece) int {
		if testUnsound == unsoundDoomed {
			return 1 // TestPruningsAreChecked
		}
		return m.mostOpponents(yl, y, m.placeable, m.anyRoom)
	})
}

// loses reports whether a piece of kind kx facing f on cell l, with nx
// opponents surely next to it in the first round of close combat after
// the placements (ys, by direction), loses or ties its fight against one
// of them of player by (0: of any player), when each is divided by at most
// most(its cell, it) opponents (see the top of this file).
func (m *model) loses(kx *engine.Kind, f engine.Dir, l engine.Loc, ys *[6]engine.Piece, nx int, by uint8,
	most func(engine.Loc, engine.Piece) int) bool {
	if kx.Has(doomedTraits) {
		return false
	}
	for d := engine.A; d <= engine.F; d++ {
		y := ys[d]
		if y.Empty() || by != 0 && y.Owner != by {
			continue
		}
		ky := m.cat.Kind(y.Kind)
		if ky.Has(beaterTraits) {
			continue
		}
		cx := int(kx.Combat[engine.SideOf(f, d)])
		dx := nx
		if ky.Has(engine.OpponentsUseSpeed) {
			// Against a Reverse Centaur, X fights with its speed,
			// undivided.
			cx, dx = int(kx.Speed[engine.SideOf(f, d)]), 1
			if testUnsound == unsoundCentaurBeater {
				dx = nx // TestPruningsAreChecked
			}
		}
		cy := int(ky.Combat[engine.SideOf(y.Facing, d.Opposite())])
		if ky.Has(engine.SumsGroup) {
			cy = m.leastGroupSum(l.Neighbour(d), y.Owner, d.Opposite())
		}
		ny := 1 // a Priest's number is multiplied, not divided
		if !ky.Has(engine.MultipliedByEnemies) {
			ny = most(l.Neighbour(d), y)
		}
		if cx*ny <= cy*dx {
			return true
		}
	}
	return false
}

// opponentAt returns the piece on cell l at the start of the turn when it
// belongs to another player than p.
func (m *model) opponentAt(l engine.Loc, p uint8) (engine.Piece, bool) {
	if l == engine.NoLoc {
		return engine.Piece{}, false
	}
	y := m.pos.Board[l]
	return y, !y.Empty() && y.Owner != p
}

// foeAt returns the piece on cell l at the start of the turn when it
// fights a piece of player p there: another player's, or any when the
// piece of p fights allies (all), or one that fights allies itself (a
// Cerberus fights every piece next to it, and they fight it).
func (m *model) foeAt(l engine.Loc, p uint8, all bool) (engine.Piece, bool) {
	if l == engine.NoLoc {
		return engine.Piece{}, false
	}
	y := m.pos.Board[l]
	if y.Empty() {
		return y, false
	}
	return y, y.Owner != p || all || m.cat.Kind(y.Kind).Has(engine.FightsAllies) || testUnsound == unsoundAllyFoes
}

// leastGroupSum bounds below the number of a King of player p on cell l
// toward direction d in the first round of close combat: the sum of the
// numbers toward d of the allies connected to it through allies that stood
// on the board at the start (not Cloud Men, gone from it). Nothing has
// moved yet and nobody has died, so they are all in its group then, and a
// placed piece only adds its number and maybe more allies.
func (m *model) leastGroupSum(l engine.Loc, p uint8, d engine.Dir) int {
	var seen uint64
	var stack [engine.NumLocs]engine.Loc
	stack[0], seen = l, 1<<l
	top, sum := 1, 0
	for top > 0 {
		top--
		c := stack[top]
		for dd := engine.A; dd <= engine.F; dd++ {
			nl := c.Neighbour(dd)
			if nl == engine.NoLoc || seen&(1<<nl) != 0 {
				continue
			}
			q := m.pos.Board[nl]
			if q.Empty() || q.Owner != p {
				if testUnsound == unsoundKingGroup && !q.Empty() {
					stack[top], seen = nl, seen|1<<nl // TestPruningsAreChecked: through any piece
					top++
				}
				continue
			}
			kq := m.cat.Kind(q.Kind)
			if kq.Has(engine.Vanishes) && testUnsound != unsoundKingCloud {
				continue
			}
			seen |= 1 << nl
			stack[top] = nl
			top++
			sum += int(kq.Combat[engine.SideOf(q.Facing, d)])
		}
	}
	return sum
}

// fightsFunc says whether a piece of a kind, of the player at an index,
// would fight a given piece.
type fightsFunc func(k engine.KindID, p int) bool

// mostOpponents bounds the opponents that may stand next to piece y on l
// in the first round of close combat: the cells around it holding, at the
// start, a piece of another player or one that fights allies (every piece,
// when y does), those where at says such a piece stands placed in every
// order set, and those where at says one may be placed: empty ones, and
// those of a Cloud Man, which may have vanished before the placements.
// The last count no more than their players may still place (room): a
// player places at most three pieces a turn, and only from the hand.
func (m *model) mostOpponents(l engine.Loc, y engine.Piece, at placeFunc, room roomFunc) int {
	all := m.cat.Kind(y.Kind).Has(engine.FightsAllies)
	fights := func(k engine.KindID, p int) bool {
		return all || p+1 != int(y.Owner) || m.cat.Kind(k).Has(engine.FightsAllies)
	}
	n, cells := 0, 0
	var per [engine.MaxPlayers]int
	for d := engine.A; d <= engine.F; d++ {
		nl := l.Neighbour(d)
		if nl == engine.NoLoc {
			continue
		}
		if q := m.pos.Board[nl]; !q.Empty() {
			if fights(q.Kind, int(q.Owner)-1) {
				n++
				continue
			}
			if !m.cat.Kind(q.Kind).Has(engine.Vanishes) || testUnsound == unsoundCloudCell {
				continue
			}
		}
		switch sure, may := at(nl, fights); {
		case sure:
			n++
		case may != 0:
			cells++
			for q := range per {
				if may&(1<<q) != 0 {
					per[q]++
				}
			}
		}
	}
	placed := 0
	for q, c := range per {
		if c > 0 {
			placed += min(c, room(q, fights))
		}
	}
	return n + min(cells, placed)
}

// placeFunc says of cell l, next to a piece, whether a piece for which
// fights holds stands there in the first round of close combat in every
// order set considered, placed by a held agent (sure), and otherwise which
// players may place one there (may, a bit per player's index).
type placeFunc func(l engine.Loc, fights fightsFunc) (sure bool, may uint8)

// roomFunc bounds how many pieces for which fights holds player q may
// still place, beyond those a placeFunc says are sure.
type roomFunc func(q int, fights fightsFunc) int

// handRoom bounds how many pieces for which fights holds player q may
// place when held agents already place held of them: no more than three a
// turn in all, nor than the hand holds of such kinds. When every kind in
// the hand is such, the held placements took them from it.
func (m *model) handRoom(q int, fights fightsFunc, held int) int {
	hf := 0
	for k, c := range m.handCount[q] {
		if c > 0 && fights(engine.KindID(k), q) {
			hf += int(c)
		}
	}
	room := max(min(engine.MaxPlace-held, hf), 0)
	if hf == m.handSize[q] {
		room = max(min(engine.MaxPlace, hf)-held, 0)
	}
	if testUnsound == unsoundRoom {
		room = min(room, 1) // TestPruningsAreChecked
	}
	return room
}

// placeable says which players may place a piece for which fights holds
// on cell l, by any of their options (see placeFunc).
func (m *model) placeable(l engine.Loc, fights fightsFunc) (sure bool, may uint8) {
	if testUnsound == unsoundDoomedPlaced {
		return false, 0 // TestPruningsAreChecked
	}
	for p := range m.cellAt {
		a := int(m.cellAt[p][l])
		if a < 0 {
			continue
		}
		for o := 1; o < len(m.agents[a].opts); o++ {
			if k, ok := m.optionKind(a, &m.agents[a].opts[o]); ok && fights(k, p) {
				may |= 1 << p
				break
			}
		}
	}
	return false, may
}

// anyRoom is handRoom with no placement held: a bound for every order
// set.
func (m *model) anyRoom(q int, fights fightsFunc) int { return m.handRoom(q, fights, 0) }

// markDoomed applies beatenAtStart to every piece on the board and every
// placement: the moves of a piece beaten at once are skipped (for the
// agents the search branches on: the side's, and the others' under Any),
// and every option of it, or the placement, keeps its cell after the
// placements only while a Priest of another player could convert it.
func (m *model) markDoomed() {
	priests := m.priests
	for a := range m.agents {
		ag := &m.agents[a]
		conv := priests.other(ag.player) && testUnsound != unsoundDoomedPriest
		for o := range ag.opts {
			if op := &ag.opts[o]; m.optionBeatenAtStart(a, op) {
				m.doom(a, op, conv)
			}
		}
		ag.setEnv()
	}
}

// optionBeatenAtStart reports whether the piece of option op of agent a
// (on the board, or placed) is beaten at once (see beatenAtStart).
func (m *model) optionBeatenAtStart(a int, op *option) bool {
	k, ok := m.optionKind(a, op)
	return ok && m.beatenAtStart(k, m.agents[a].player, m.optionFacing(a, op), m.agents[a].loc, 0)
}

// doom narrows option op of agent a, whose piece is beaten at once: it
// stands on its cell until the placements, and after them too, as with no
// order, when a Priest may have converted it (conv); a move is skipped
// when the search branches on the agent (the side's, and the others' under
// Any).
func (m *model) doom(a int, op *option, conv bool) {
	ag := &m.agents[a]
	switch {
	case !conv:
		*op = option{ords: op.ords, n: op.n, trace: 1 << ag.loc, skip: op.skip, harpy: op.harpy}
		op.st[0] = op.trace
	case ag.kind == agPiece:
		still := &ag.opts[0]
		op.trace, op.st, op.wide, op.plain, op.near, op.beat, op.walk = still.trace, still.st, still.wide, still.plain, still.near, still.beat, still.walk
	}
	searched := ag.player == m.side || m.opp == Any
	if ag.kind == agPiece && op.n > 0 && op.ords[0].Op == engine.OpMove && searched {
		op.skip = true
	}
}

// beatenFirst reports whether the piece on l, of another player than by
// (when by is not 0), loses or ties a fight in the first round of close combat against
// a piece of player by (0: of any player), and so dies there, credited to
// that player, in every order set of the family the worker stands at (the
// side's agents held, as in the others' search; see firstBeaten). The
// piece is the one on the board at the start, or, on an empty cell and
// for a player's kills (by not 0), one a held agent of another player
// places there (see firstPiece). For a kill (by 0) no Priest but its own
// player's may be in play: one of the side's would convert it instead
// (and its own could convert it back), another player's could take it.
// For a player's kills any may: a piece that player's pieces beat either
// dies, a kill of theirs, or is converted by a Priest of theirs, which
// counts as a kill too (rules: Priest), and a kill is never undone.
func (w *worker) beatenFirst(l engine.Loc, free *aset, by uint8) bool {
	m := w.m
	v := w.firstPiece(l, free, by)
	if v.Empty() || v.Owner == by {
		return false
	}
	for q, in := range m.priests {
		if in && q+1 != int(v.Owner) && by == 0 && testUnsound != unsoundKillPriest {
			return false
		}
	}
	// TestPruningsAreChecked: the attacker undivided, for a kill (by 0) or
	// for kills.
	undivided := testUnsound == unsoundBeatenFirst && by == 0 || testUnsound == unsoundKillsFirst && by != 0
	return w.firstBeaten(l, free, by, undivided)
}

// lostFirst reports whether the piece of agent x, one of the side's on the
// board, loses or ties a fight in the first round of close combat in every
// order set of the family the worker stands at (see firstBeaten), and so is
// lost: dead, or converted (once a turn).
func (w *worker) lostFirst(x int, free *aset) bool {
	ag := &w.m.agents[x]
	return ag.kind == agPiece && w.firstBeaten(ag.loc, free, 0, false)
}

// firstBeaten reports whether the piece on l (on the board at the start)
// loses or ties, in the first round of close combat, a fight against a
// piece of player by (0: of any player), in every order set of the family
// the worker stands at: the argument of the top of this file, with the
// piece's sure opponents counting the pieces held agents place next to it
// (on territory cells: a trench cell may take Snakes of two players), and
// its beater's possible opponents counting, on each cell next to it, the
// piece standing there at the start, or one that a held agent places there
// or a free one may (see mayPlace). undivided takes the beater
// undivided (TestPruningsAreChecked). The verdict is read from the memo
// when it can be (see firstMemo).
func (w *worker) firstBeaten(l engine.Loc, free *aset, by uint8, undivided bool) bool {
	if w.m.rules.Off != 0 {
		return false
	}
	if undivided {
		return w.firstBeatenScan(l, free, by, true)
	}
	return w.firstBeatenMemo(l, free, by)
}

// firstBeatenScan is firstBeaten, read anew.
func (w *worker) firstBeatenScan(l engine.Loc, free *aset, by uint8, undivided bool) bool {
	m := w.m
	v := w.firstPiece(l, free, by)
	if v.Empty() {
		return false
	}
	ys, nv := w.sureOpponents(l, v.Owner, m.cat.Kind(v.Kind).Has(engine.FightsAllies), free)
	var held [engine.MaxPlayers]int // each player's held placements, read once (+1; 0: not yet)
	room := func(q int, fights fightsFunc) int {
		if held[q] == 0 {
			held[q] = w.heldPlaced(q, free) + 1
		}
		return m.handRoom(q, fights, held[q]-1)
	}
	return m.loses(m.cat.Kind(v.Kind), v.Facing, l, &ys, nv, by, func(yl engine.Loc, y engine.Piece) int {
		if undivided {
			return 1
		}
		return m.mostOpponents(yl, y, func(c engine.Loc, fights fightsFunc) (bool, uint8) { return w.mayPlace(c, fights, free) }, room)
	})
}

// sureOpponents returns the pieces surely next to l in the first round of
// close combat of the family the worker stands at that fight a piece of
// player p there (of other players, and allies too when it fights them,
// all, or they fight it: see foeAt), by direction, and how many: those on
// the board at the start (not Cloud Men, gone from it) and those held
// agents of other players place there.
func (w *worker) sureOpponents(l engine.Loc, p uint8, all bool, free *aset) (ys [6]engine.Piece, n int) {
	m := w.m
	for d := engine.A; d <= engine.F; d++ {
		nl := l.Neighbour(d)
		if nl == engine.NoLoc {
			continue
		}
		if y, ok := m.foeAt(nl, p, all); ok {
			if !m.cat.Kind(y.Kind).Has(engine.Vanishes) {
				ys[d] = y
				n++
			}
			continue
		}
		if y, ok := w.heldPlacement(nl, p, free); ok {
			ys[d] = y
			n++
		}
	}
	return ys, n
}

// firstPiece returns the piece on cell l in the first round of close
// combat of the family the worker stands at: the one on the board at the
// start, or, on an empty cell, the one a held agent of a player other than
// by places there (by 0: none), which stands there as a piece of the board
// would: placed with the others, nothing moved yet, and on a cell where no
// other player places (see heldPlacement). The argument of the top of this
// file holds for it as it is: its sure opponents are on the board at the
// start or placed next to it by held agents.
func (w *worker) firstPiece(l engine.Loc, free *aset, by uint8) engine.Piece {
	v := w.m.pos.Board[l]
	if !v.Empty() || by == 0 {
		return v
	}
	y, _ := w.heldPlacement(l, by, free)
	return y
}

// heldPlacement returns the piece that a held agent of a player other than
// p places on cell l, when there is one that stands there in the first
// fights: on a territory cell, where only its controller places, or on a
// trench cell where no other player may place a Snake too (two Snakes
// there fight in top combat, see mayMeet).
func (w *worker) heldPlacement(l engine.Loc, p uint8, free *aset) (engine.Piece, bool) {
	m := w.m
	trench := trenchMask&(1<<l) != 0
	for q := range m.cellAt {
		a := int(m.cellAt[q][l])
		if a < 0 || q+1 == int(p) || free.has(a) || w.asg[a] == 0 {
			continue
		}
		if trench && w.mayMeet(l, q, free) && testUnsound != unsoundTrenchMeet {
			continue
		}
		o := m.agents[a].opts[w.asg[a]].ords[0]
		if m.cat.Kind(o.Kind).Has(engine.Vanishes) {
			continue
		}
		w.twMark(a)
		return engine.Piece{Kind: o.Kind, Owner: uint8(q + 1), Facing: o.Dir}, true
	}
	return engine.Piece{}, false
}

// mayMeet reports whether, in the family the worker stands at, a player
// other than q may place a piece on cell l too (a trench cell, where the
// Snakes of two players may meet in top combat): its agent there is held
// to a placement, or free with a placement left.
func (w *worker) mayMeet(l engine.Loc, q int, free *aset) bool {
	m := w.m
	for r := range m.cellAt {
		b := int(m.cellAt[r][l])
		if b < 0 || r == q {
			continue
		}
		if !free.has(b) {
			if w.asg[b] != 0 {
				return true
			}
			continue
		}
		for o := 1; o < len(m.agents[b].opts); o++ {
			if w.left(b, o) {
				return true
			}
		}
	}
	return false
}

// mayPlace says, in the family the worker stands at, whether a piece for
// which fights holds (its kind, its player's index) is placed on cell l by
// a held agent (sure), and otherwise which players' free agents have such
// an option left there (see placeFunc).
func (w *worker) mayPlace(l engine.Loc, fights fightsFunc, free *aset) (sure bool, may uint8) {
	m := w.m
	for p := range m.cellAt {
		a := int(m.cellAt[p][l])
		if a < 0 {
			continue
		}
		ag := &m.agents[a]
		for o := 1; o < len(ag.opts); o++ {
			held := !free.has(a) && int(w.asg[a]) == o
			left := free.has(a) && w.left(a, o) && testUnsound != unsoundLostFirst
			if (held || left) && fights(ag.opts[o].ords[0].Kind, p) {
				if held {
					return true, 0
				}
				may |= 1 << p
			}
		}
	}
	return false, may
}

// heldPlaced counts the placements the held agents of player q make in
// the family the worker stands at. A free agent always stands at "no
// order", so they are the cell agents given a placement, counted as they
// are given one (see setAsg).
func (w *worker) heldPlaced(q int, free *aset) int {
	if testHeldPlaced != nil {
		testHeldPlaced(w.heldPlacedScan(q, free), int(w.placed[q]))
	}
	return int(w.placed[q])
}

// heldPlacedScan is heldPlaced, counted anew.
func (w *worker) heldPlacedScan(q int, free *aset) int {
	n := 0
	for _, b := range w.m.cellsOf[q] {
		if !free.has(b) && w.asg[b] != 0 {
			n++
		}
	}
	return n
}

// testHeldPlaced, when set by a test, is given each count heldPlaced
// reads and the count it returns (TestHeldPlacedCountsAsScanned).
var testHeldPlaced func(scan, count int)
