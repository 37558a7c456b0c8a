package engine

import "math/bits"

// This file holds the special rules that act outside the plain combat numbers,
// at the stages where the rulebook puts them:
//
//   - start of turn: Cloud Men vanish (startOfTurn);
//   - combat numbers: King, Magician, Reverse Centaur, Priest, Catapult
//     (fighter and combatOn in combat.go), Cerberus (opposed), Harpy in top
//     combat (topCombat);
//   - after each round of close combat: Harpy Bombs (harpyBombs), Harpy
//     knockbacks and Imp Swarm jumps (displace), Priest conversions (settle);
//   - movement: Catapults die entering a trench (priority, displace);
//   - end of turn: Cloud Men land, Drunks turn, Skeletons and Witches die
//     (endOfTurn); Necromancers raise their targets (bonuses in endturn.go).

// startOfTurn runs the automatic special actions at the start of the turn.
func (s *resolver) startOfTurn() {
	s.stage = StageStart
	for i := 0; s.vanishers > 0 && i < s.n; i++ {
		u := &s.u[i]
		if !s.special(i).Has(Vanishes) {
			continue
		}
		// A Cloud Man leaves the board and will land where its move ends,
		// or on the last cell in play along the way.
		u.dest = u.loc
		for k := 0; k < int(u.steps); k++ {
			nl := u.dest.Neighbour(u.dir)
			if nl == NoLoc || s.pos.Removed(nl) {
				break
			}
			u.dest = nl
		}
		u.flags |= fHidden
		if s.at[u.loc] == int8(i) {
			s.lift(u.loc)
		}
		if s.rec != nil {
			s.emit(Event{Type: EvVanish, A: s.actor(i), From: u.loc})
		}
	}
}

// endOfTurn runs the automatic special actions at the end of the turn.
func (s *resolver) endOfTurn() {
	s.stage = StageEnd
	if s.landClouds() {
		s.closeCombat()
	}
	for i := 0; s.enders > 0 && i < s.n; i++ {
		u := &s.u[i]
		if u.flags&fDead != 0 {
			continue
		}
		tr := s.special(i).Traits()
		if tr == 0 {
			continue
		}
		// A knockback is a move too (ruling drunk-knocked-back-has-moved).
		if tr.Has(TurnsToMove) && u.flags&(fStepped|fDisplaced) != 0 && u.lastDir.Valid() && u.pc.Facing != u.lastDir {
			u.pc.Facing = u.lastDir
			if s.rec != nil {
				s.emit(Event{Type: EvDrunk, A: s.actor(i), Dir: u.lastDir})
			}
		}
		if tr.Has(DiesAfterFighting) && u.flags&fFought != 0 {
			s.die(i, WhySkeleton)
		}
		// Moved by a step of its own or by another piece (ruling
		// witch-knocked-back-has-moved); placed, it could not move (ruling
		// witch-placed-survives).
		if tr.Has(DiesIfStill) && u.flags&(fStepped|fDisplaced|fPlaced) == 0 {
			s.die(i, WhyWitch)
		}
	}
}

// landClouds lands every Cloud Man where its move ends. Each fights top
// combat with whatever holds its cell, ally or enemy, and with every other
// Cloud Man landing there: pair by pair, all landings at once and all deaths
// together. It reports whether any Cloud Man landed.
func (s *resolver) landClouds() bool {
	if s.vanishers == 0 {
		return false
	}
	// The landers, in the order of their indices, and the cells they land
	// on, in the order of the cells, each with the unit that held it
	// before any landed (-1: none) and how many land there.
	type landing struct {
		l    Loc
		occ  int8
		many int8
	}
	var landers [maxUnits]int8
	var cells [maxUnits]landing
	nl, nc := 0, 0
	for i := 0; i < s.n; i++ {
		u := &s.u[i]
		if u.flags&fHidden == 0 || u.flags&fDead != 0 {
			continue
		}
		from := u.loc
		u.loc = u.dest
		if u.loc != from {
			u.flags |= fStepped
			u.lastDir = u.dir
		}
		e := Event{Type: EvLand, A: s.actor(i), From: from, To: u.loc}
		if want := int(u.steps); want > 0 && Distance(from, u.loc) < want {
			e.Why = WhyCloudBlocked
		}
		u.steps = 0
		u.flags &^= fHidden
		s.markDirty(i)
		s.emit(e)
		landers[nl] = int8(i)
		nl++
		c := 0
		for c < nc && cells[c].l < u.loc {
			c++
		}
		if c == nc || cells[c].l != u.loc {
			copy(cells[c+1:nc+1], cells[c:nc])
			cells[c] = landing{u.loc, s.at[u.loc], 0}
			nc++
		}
		cells[c].many++
	}
	if nl == 0 {
		return false
	}
	// Who fights for a landing cell: its occupant, then its landers.
	group := func(c *landing, buf *[maxUnits]int8) []int8 {
		g := buf[:0]
		if c.occ >= 0 {
			g = append(g, c.occ)
		}
		for _, i := range landers[:nl] {
			if s.u[i].loc == c.l {
				g = append(g, i)
			}
		}
		return g
	}
	contested := func(c *landing) bool { return c.many > 1 || c.occ >= 0 }
	var buf [maxUnits]int8
	for c := range cells[:nc] {
		if !contested(&cells[c]) {
			s.set(cells[c].l, int(group(&cells[c], &buf)[0]))
		}
	}
	fought := false
	for c := range cells[:nc] {
		if !contested(&cells[c]) {
			continue
		}
		fought = true
		g := group(&cells[c], &buf)
		for k := 1; k < len(g); k++ {
			for m := 0; m < k; m++ {
				s.topFight(int(g[k]), int(g[m]))
			}
		}
	}
	if fought {
		s.settle(Top)
	}
	for c := range cells[:nc] {
		if !contested(&cells[c]) {
			continue
		}
		s.lift(cells[c].l)
		for _, i := range group(&cells[c], &buf) {
			if s.alive(int(i)) {
				s.set(cells[c].l, int(i))
			}
		}
	}
	return true
}

// kingCombat sums, toward absolute direction d, the printed combat numbers of
// the allies connected to King i through allied neighbours.
func (s *resolver) kingCombat(i int, d Dir) int {
	var seen [NumLocs]bool
	var stack [NumLocs]Loc
	owner := s.u[i].pc.Owner
	stack[0] = s.u[i].loc
	seen[s.u[i].loc] = true
	top, sum := 1, 0
	for top > 0 {
		top--
		l := stack[top]
		for dd := A; dd <= F; dd++ {
			nl := nbr[l][dd]
			if nl == NoLoc || seen[nl] {
				continue
			}
			j := s.at[nl]
			if j < 0 || s.u[j].pc.Owner != owner || !s.alive(int(j)) {
				continue
			}
			seen[nl] = true
			stack[top] = nl
			top++
			pc := s.u[j].pc
			s.faceRead(int(j))
			sum += int(s.kinds[pc.Kind].Combat[SideOf(pc.Facing, d)])
		}
	}
	return sum
}

// harpyBombs kills, whatever the numbers, every piece with enemy Harpies on
// two opposite sides, or three around it not all next to each other. It
// looks around the Harpies, which are few, for the pieces they surround.
func (s *resolver) harpyBombs() {
	if s.harpies == 0 {
		return
	}
	// dirs[v]: the directions from unit v in which an enemy Harpy stands.
	var dirs [maxUnits]uint8
	any := false
	for h := 0; h < s.n; h++ {
		l := s.u[h].loc
		if !s.special(h).Has(Bombs) || !s.alive(h) || s.at[l] != int8(h) {
			continue
		}
		for d := A; d <= F; d++ {
			nl := nbr[l][d]
			if nl == NoLoc {
				continue
			}
			if v := s.at[nl]; v >= 0 && s.u[v].pc.Owner != s.u[h].pc.Owner {
				dirs[v] |= 1 << d.Opposite()
				any = true
			}
		}
	}
	if !any {
		return
	}
	for v := 0; v < s.n; v++ {
		if !harpyBomb(dirs[v]) {
			continue
		}
		var owners uint8
		for d := A; d <= F; d++ {
			if dirs[v]&(1<<d) != 0 {
				h := s.at[nbr[s.u[v].loc][d]]
				owners |= bit(s.u[h].pc.Owner)
				s.u[h].flags |= fFought
				s.touch(int(h))
			}
		}
		s.lostTo[v] |= owners
		s.addCand(v)
		s.u[v].flags |= fFought
		s.touch(v)
		if s.rec != nil {
			s.emit(Event{Type: EvBomb, A: s.actor(v)})
		}
	}
}

// harpyBomb reports whether harpies on the sides in dirs (bit d for direction
// d) make a Harpy Bomb: two opposite, or three spread around (alternate sides).
func harpyBomb(dirs uint8) bool {
	return (dirs&7)&(dirs>>3) != 0 || dirs == 0b010101 || dirs == 0b101010
}

// displace moves pieces after a round of close combat: Harpies that died
// knock back the pieces that beat them, and Imp Swarms that killed jump to
// their victim's cell. A move is blocked when its cell is off the board,
// occupied, or wanted by another move. It reports whether anything moved.
func (s *resolver) displace(dying *[maxUnits]bool) bool {
	var push [maxUnits][2]int8
	var pushed [maxUnits]bool
	var dest [maxUnits]Loc
	var kind [maxUnits]EventType
	var dir [maxUnits]Dir
	anyMove := false
	for _, p := range s.pairs[:s.npairs] {
		for side := 0; side < 2; side++ {
			h, k, hLost, kLost := int(p.i), int(p.j), p.iLost, p.jLost
			if side == 1 {
				h, k, hLost, kLost = k, h, kLost, hLost
			}
			if !hLost || kLost || !dying[h] || !s.special(h).Has(KnocksBack) || !s.alive(k) {
				continue
			}
			d, ok := DirTo(s.u[h].loc, s.u[k].loc)
			if !ok {
				continue
			}
			push[k][0] += int8(dirVec[d][0])
			push[k][1] += int8(dirVec[d][1])
			pushed[k] = true
		}
	}
	for i := 0; i < s.n; i++ {
		dest[i] = NoLoc
		if pushed[i] {
			d, ok := vecDir(push[i])
			if ok && s.u[i].loc.Neighbour(d) != NoLoc {
				dest[i], kind[i], dir[i] = s.u[i].loc.Neighbour(d), EvKnock, d
				anyMove = true
			} else {
				// Held: off the board along d, or pushes that cancel out
				// or point between two cells.
				why, toward := WhyOffBoard, d
				if !ok {
					why, toward = WhyBetween, NoDir
					if push[i] == [2]int8{} {
						why = WhyCancel
					}
				}
				s.heldNote(i, EvNoKnock, toward, NoLoc, why)
				s.pushedNotJump(i, dying)
			}
			continue
		}
		if s.special(i).Has(JumpsToVictim) && s.alive(i) && s.u[i].flags&fConverted == 0 {
			if l := s.impTarget(i, dying); l != NoLoc {
				d, _ := DirTo(s.u[i].loc, l)
				dest[i], kind[i], dir[i] = l, EvJump, d
				anyMove = true
			}
		}
	}
	if !anyMove {
		return false
	}
	var wanted [NumLocs]int8
	for i := 0; i < s.n; i++ {
		if l := dest[i]; l != NoLoc {
			wanted[l]++
		}
	}
	moved := false
	var mv [maxUnits]bool
	for i := 0; i < s.n; i++ {
		l := dest[i]
		if l == NoLoc {
			continue
		}
		if s.pos.Removed(l) || s.at[l] >= 0 || wanted[l] > 1 {
			s.u[i].flags |= fHeld
			if s.rec != nil {
				typ := EvNoKnock
				if kind[i] == EvJump {
					typ = EvNoJump
				}
				s.heldNote(i, typ, dir[i], l, heldWhy(s.pos.Removed(l), s.at[l] >= 0))
				if kind[i] == EvKnock {
					s.pushedNotJump(i, dying)
				}
			}
			continue
		}
		mv[i] = true
	}
	for i := 0; i < s.n; i++ {
		if mv[i] && s.at[s.u[i].loc] == int8(i) {
			s.lift(s.u[i].loc)
		}
	}
	for i := 0; i < s.n; i++ {
		if !mv[i] {
			continue
		}
		u := &s.u[i]
		from := u.loc
		u.loc = dest[i]
		u.flags |= fDisplaced
		u.lastDir = dir[i]
		if s.off(RuleKeepMoving) {
			u.steps = 0
		}
		s.markDirty(i)
		s.set(u.loc, i)
		s.touch(i)
		moved = true
		if s.rec != nil {
			s.emit(Event{Type: kind[i], A: s.actor(i), From: from, To: u.loc, Dir: dir[i]})
		}
		if s.special(i).Has(DiesInTrench) && u.loc.InTrench() {
			s.die(i, WhyTrench)
		}
	}
	return moved
}

// heldNote records, when events are kept, that a knockback or a jump
// (typ EvNoKnock or EvNoJump) of unit i toward d and the cell l (NoLoc
// when there is none) does not happen, and why: a turn's story says why a
// Harpy's or an Imp Swarm's rule did nothing.
func (s *resolver) heldNote(i int, typ EventType, d Dir, l Loc, why Why) {
	if s.rec != nil {
		s.emit(Event{Type: typ, A: s.actor(i), From: s.u[i].loc, To: l, Dir: d, Why: why})
	}
}

// pushedNotJump records, when events are kept, that Imp Swarm i, which a
// Harpy pushed this round without moving it, does not jump although it
// killed a piece (ruling knockback-before-jump): the push took the place of
// the jump. Unlike impTarget it marks no facing as read: the jump does not
// happen, so the outcome does not depend on it.
func (s *resolver) pushedNotJump(i int, dying *[maxUnits]bool) {
	if s.rec == nil || !s.special(i).Has(JumpsToVictim) || !s.alive(i) || s.u[i].flags&fConverted != 0 {
		return
	}
	var vics [maxPairs]Dir
	nv := s.impVictims(i, dying, &vics)
	if nv == 0 {
		return
	}
	l := impPick(s.u[i].loc, s.u[i].pc.Facing, vics[:nv])
	if l == NoLoc {
		return
	}
	d, _ := DirTo(s.u[i].loc, l)
	s.heldNote(i, EvNoJump, d, l, WhyPushed)
}

// heldWhy says why a knockback or a jump to a cell on the board was
// stopped: the cell removed by sudden death, taken, or else wanted by
// another move at the same time.
func heldWhy(removed, taken bool) Why {
	switch {
	case removed:
		return WhyRemoved
	case taken:
		return WhyTaken
	}
	return WhyWanted
}

// vecDir returns the direction a sum of unit pushes points along, when it
// points exactly along one of the six directions.
func vecDir(v [2]int8) (Dir, bool) {
	for d := A; d <= F; d++ {
		dq, dr := int8(dirVec[d][0]), int8(dirVec[d][1])
		for m := int8(1); m <= 6; m++ {
			if v[0] == m*dq && v[1] == m*dr {
				return d, true
			}
		}
	}
	return NoDir, false
}

// impTarget returns the cell an Imp Swarm jumps to after a round: that of the
// front-most piece it killed; between two equally front-most victims (its
// front-right and front-left, or back-right and back-left) the cell in
// between; NoLoc when it killed nothing. Its facing is read when it killed
// something; a placement's alike facings (see unit.alike) keep those with
// which it would have jumped to the same cell: any, when it killed one piece.
func (s *resolver) impTarget(i int, dying *[maxUnits]bool) Loc {
	var vics [maxPairs]Dir // toward each piece it killed
	nv := s.impVictims(i, dying, &vics)
	if nv == 0 {
		return NoLoc
	}
	u := &s.u[i]
	u.flags |= fFaced
	to := impPick(u.loc, u.pc.Facing, vics[:nv])
	for m := u.alike; m != 0; m &= m - 1 {
		if f := Dir(bits.TrailingZeros8(m)); impPick(u.loc, f, vics[:nv]) != to {
			u.alike &^= 1 << f
		}
	}
	return to
}

// impVictims writes into vics the direction from Imp Swarm i toward each
// piece it killed this round (in the order of its fights) and returns how
// many there are.
func (s *resolver) impVictims(i int, dying *[maxUnits]bool, vics *[maxPairs]Dir) int {
	nv := 0
	u := &s.u[i]
	for _, p := range s.pairs[:s.npairs] {
		v, won := -1, false
		switch {
		case int(p.i) == i:
			v, won = int(p.j), p.jLost && !p.iLost
		case int(p.j) == i:
			v, won = int(p.i), p.iLost && !p.jLost
		}
		if v < 0 || !won || !dying[v] {
			continue
		}
		d, ok := DirTo(u.loc, s.u[v].loc)
		if !ok {
			continue
		}
		vics[nv] = d
		nv++
	}
	return nv
}

// impPick returns the cell an Imp Swarm on l facing f jumps to, having
// killed the pieces next to it in the directions vics (in the order of its
// fights): see impTarget.
func impPick(l Loc, f Dir, vics []Dir) Loc {
	best, bestRank := NoDir, 9
	tie := false
	var tieSide Side
	for _, d := range vics {
		side := SideOf(f, d)
		rank := int(side)
		if rank > 3 {
			rank = 6 - rank
		}
		switch {
		case rank < bestRank:
			best, bestRank, tie, tieSide = d, rank, false, side
		case rank == bestRank && d != best:
			tie = true
			tieSide = side
		}
	}
	if tie {
		mid := Front
		if tieSide == BackRight || tieSide == BackLeft {
			mid = Back
		}
		return l.Neighbour(mid.Abs(f))
	}
	return l.Neighbour(best)
}
