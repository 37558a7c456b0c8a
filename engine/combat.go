package engine

import (
	"math/bits"
	"slices"
)

func bit(owner uint8) uint8 { return 1 << ((owner - 1) & 7) }

// fighter works out unit i's output against unit j. sides lists the sides
// used (ns of them; ns = 0 means all six, as in top combat); div is the
// number of opponents i faces (close combat) or 1; jCell is where j stands.
func (s *resolver) fighter(i, j int, sides [2]Side, ns int, div int, jCell Loc) Fighter {
	ui := &s.u[i]
	f := s.actor(i)
	f.Sides, f.NSides = sides, uint8(ns)
	ki := &s.kinds[ui.pc.Kind]
	ti, tj := ui.sp.Traits(), s.special(j).Traits()
	value := func(side Side) (raw, v int) {
		if tj.Has(OpponentsUseSpeed) {
			f.Mods |= ModReverse
			return int(ki.Speed[side]), int(ki.Speed[side])
		}
		raw = s.combatOn(i, side)
		v = raw
		if tj.Has(OpponentsNineMinus) {
			f.Mods |= ModMagician
			v = max(MaxCombat-raw, 0)
		}
		return raw, v
	}
	base := 0
	if ns == 0 {
		for side := Front; side <= FrontLeft; side++ {
			_, v := value(side)
			base += v
		}
	} else {
		for k := 0; k < ns; k++ {
			raw, v := value(sides[k])
			f.Raw[k] = int8(raw)
			base += v
		}
	}
	// Against a Reverse Centaur a King fights with its own speed: only its
	// combat is summed over its group.
	if ti.Has(SumsGroup) && !tj.Has(OpponentsUseSpeed) {
		f.Mods |= ModKing
	}
	// A Catapult doubles its combat; against a Reverse Centaur it fights with
	// its speed, which is not doubled (ruling catapult-against-reverse-centaur).
	if ti.Has(DoublesAgainstTrench) && !tj.Has(OpponentsUseSpeed) && jCell.InTrench() && s.u[j].pc.Owner != ui.pc.Owner {
		base *= 2
		f.Mods |= ModCatapult
	}
	f.Base = int16(base)
	f.Num, f.Den, f.Divisor = int16(base), 1, 1
	switch {
	case tj.Has(OpponentsUseSpeed):
		// Speed against a Reverse Centaur is not divided (nor multiplied).
	case ti.Has(MultipliedByEnemies):
		f.Num = int16(base * div)
		f.Divisor = int8(div)
		f.Mods |= ModPriest
	case s.off(RuleDivision):
	default:
		f.Den = int16(div)
		f.Divisor = int8(div)
	}
	return f
}

// combatOn returns the combat number of unit i on a side: the printed number,
// or for a King the sum of its group's numbers toward that direction.
func (s *resolver) combatOn(i int, side Side) int {
	ui := &s.u[i]
	if !s.special(i).Has(SumsGroup) {
		return int(s.kinds[ui.pc.Kind].Combat[side])
	}
	s.faceRead(i)
	return s.kingCombat(i, side.Abs(ui.pc.Facing))
}

// compare decides a fight: each fighter that loses or ties is marked Lost
// (with RuleTies off, a tie marks neither).
func (s *resolver) compare(a, b *Fighter) {
	l, r := int(a.Num)*int(b.Den), int(b.Num)*int(a.Den)
	a.Lost, b.Lost = beats(l, r)
	if l == r && s.off(RuleTies) {
		a.Lost, b.Lost = false, false
	}
}

// beats decides a fight between outputs l and r (cross-multiplied when they
// are fractions): it reports whether each side lost or tied.
func beats(l, r int) (lLost, rLost bool) { return l <= r, r <= l }

// record notes the result of a fight between units i and j for settle:
// aLost and bLost say whether i and j lost or tied it.
func (s *resolver) record(i, j int, aLost, bLost bool) {
	s.u[i].flags |= fFought
	s.u[j].flags |= fFought
	s.touch(i)
	s.touch(j)
	s.addCand(i)
	s.addCand(j)
	// A Priest converts only what it helps beat: a tie is no victory
	// (ruling priest-tie-is-no-conversion).
	if aLost {
		s.lostTo[i] |= bit(s.u[j].pc.Owner)
		if s.u[j].sp.Has(Converts) && !bLost {
			s.byPriest[i] |= bit(s.u[j].pc.Owner)
		}
	}
	if bLost {
		s.lostTo[j] |= bit(s.u[i].pc.Owner)
		if s.u[i].sp.Has(Converts) && !aLost {
			s.byPriest[j] |= bit(s.u[i].pc.Owner)
		}
	}
	// Only knockbacks and jumps read the pairs, the switches of
	// RuleAnyLoss and RuleOneKill, and alikeRound while facings are
	// watched.
	if (s.displacers > 0 || s.watched != 0 || s.off(RuleAnyLoss|RuleOneKill)) && s.npairs < maxPairs {
		s.pairs[s.npairs] = pair{int8(i), int8(j), aLost, bLost}
		s.npairs++
	}
}

func (s *resolver) addCand(i int) {
	if s.inCand.has(i) {
		return
	}
	s.inCand.add(i)
	s.cand[s.ncand] = int8(i)
	s.ncand++
}

// rangedFight runs the ranged combat of units i and j that both step into t.
func (s *resolver) rangedFight(i, j int, t Loc) {
	di, dj := s.u[i].dir, s.u[j].dir
	ck := RangedStraight
	var si, sj [2]Side
	ns := 1
	si[0] = SideOf(s.u[i].pc.Facing, di)
	sj[0] = SideOf(s.u[j].pc.Facing, dj)
	s.u[i].flags |= fFaced
	s.u[j].flags |= fFaced
	s.u[i].alike, s.u[j].alike = 0, 0 // not followed (see unit.alike): placed pieces do not step
	if dj != di.Opposite() {
		// Angled: each uses the side toward the cell and its neighbour on
		// the opponent's side.
		ck, ns = RangedAngled, 2
		si[1] = SideOf(s.u[i].pc.Facing, angledSecond(di, dj))
		sj[1] = SideOf(s.u[j].pc.Facing, angledSecond(dj, di))
		if s.off(RuleAngled) {
			ns = 1
		}
	}
	if s.rec == nil && (s.u[i].sp.Traits()|s.u[j].sp.Traits())&numberTraits == 0 && !s.off(RuleTies) {
		// Printed numbers, undivided.
		ci, cj := &s.kinds[s.u[i].pc.Kind].Combat, &s.kinds[s.u[j].pc.Kind].Combat
		l, r := int(ci[si[0]]), int(cj[sj[0]])
		if ns == 2 {
			l += int(ci[si[1]])
			r += int(cj[sj[1]])
		}
		aLost, bLost := beats(l, r)
		s.record(i, j, aLost, bLost)
		return
	}
	a := s.fighter(i, j, si, ns, 1, s.u[j].loc)
	b := s.fighter(j, i, sj, ns, 1, s.u[i].loc)
	s.compare(&a, &b)
	s.record(i, j, a.Lost, b.Lost)
	if s.rec != nil {
		s.emit(Event{Type: EvFight, Combat: ck, A: a, B: b, To: t})
	}
}

// alikeFight narrows the alike facings (see unit.alike) of units i and j,
// and of the placements whose facings their close combat read in a King's
// sum (s.read), to those with which the fight, j on i's side d, comes out as
// it did: iLost and jLost, whether each lost or tied (see closeVerdict).
// A fighter's facing that changes the verdict is kept for alikeRound to
// judge, when the fight's verdict is read by nothing but the round's deaths
// and credits (see looseFight): it notes the players each alternative
// facing would have lost to (altLost), and the opponent's verdict changed
// (devs). Placements of one player read in the same fight are followed
// together too (see alikeJoint).
func (s *resolver) alikeFight(i, j int, d Dir, ni, nj int, iLost, jLost bool) {
	s.facings = readSkip
	loose := s.looseFight(i, j)
	var a, b Fighter
	var owners uint8 // the players with a placement read
	together := false
	var units [2 + MaxPlayers*MaxPlace]int8
	units[0], units[1] = int8(i), int8(j)
	n := 2
	for _, k := range s.read[:s.nread] {
		if int(k) != i && int(k) != j {
			units[n] = k
			n++
		}
	}
	for x, k := range units[:n] {
		u := &s.u[k]
		if u.flags&fPlaced == 0 {
			continue
		}
		together = together || owners&bit(u.origin) != 0
		owners |= bit(u.origin)
		f0 := u.pc.Facing
		for m := u.alike; m != 0; m &= m - 1 {
			f := Dir(bits.TrailingZeros8(m))
			u.pc.Facing = f
			y0, y1 := s.closeVerdict(i, j, d, ni, nj, &a, &b)
			if (y0 != iLost || y1 != jLost) && (x >= 2 || !loose) {
				u.alike &^= 1 << f
				continue
			}
			if x >= 2 {
				continue
			}
			// k fought: o is its opponent, and own and their its
			// verdict and theirs with facing f.
			o, own, their, was := j, y0, y1, jLost
			if x == 1 {
				o, own, their, was = i, y1, y0, iLost
			}
			if own {
				s.altLost[u.place][f] |= bit(s.u[o].pc.Owner)
			}
			if their != was {
				u.flags |= fBent
				if s.ndevs == len(s.devs) {
					u.alike &^= 1 << f
					continue
				}
				s.devs[s.ndevs] = dev{int8(k), int8(o), f, their}
				s.ndevs++
			}
		}
		u.pc.Facing = f0
	}
	if together {
		s.alikeJoint(units[:n], i, j, d, ni, nj, iLost, jLost)
	}
	s.facings = readZero
}

// alikeJoint narrows the joint facings (see Resolver.AlikeWith) of each
// pair of placements of one player that the close combat of units i and j
// read together (units: the units whose facings it read) to those with
// which the fight comes out the same, the two facing them at once.
func (s *resolver) alikeJoint(units []int8, i, j int, d Dir, ni, nj int, iLost, jLost bool) {
	var a, b Fighter
	for x, k := range units {
		for _, k2 := range units[x+1:] {
			p, q := &s.u[k], &s.u[k2]
			if p.flags&q.flags&fPlaced == 0 || p.origin != q.origin {
				continue
			}
			if p.place > q.place {
				p, q = q, p
			}
			jm := s.joint(p.place, q.place)
			if jm == nil {
				continue
			}
			f0, g0 := p.pc.Facing, q.pc.Facing
			for m := p.alike; m != 0; m &= m - 1 {
				f := Dir(bits.TrailingZeros8(m))
				for m2 := q.alike; m2 != 0; m2 &= m2 - 1 {
					g := Dir(bits.TrailingZeros8(m2))
					if *jm&(1<<(6*f+g)) == 0 {
						continue
					}
					p.pc.Facing, q.pc.Facing = f, g
					if y0, y1 := s.closeVerdict(i, j, d, ni, nj, &a, &b); y0 != iLost || y1 != jLost {
						*jm &^= 1 << (6*f + g)
					}
				}
			}
			p.pc.Facing, q.pc.Facing = f0, g0
		}
	}
}

// joint returns the joint facings of placements p < q (see
// Resolver.AlikeWith), every pair to begin with; nil when too many pairs
// are followed already.
func (s *resolver) joint(p, q int8) *uint64 {
	if k := s.jointAt(p, q); k >= 0 {
		return &s.jmask[k]
	}
	if s.njoint == len(s.jkeys) {
		s.jover = true
		return nil
	}
	k := s.njoint
	s.njoint++
	s.jkeys[k], s.jmask[k] = [2]int8{p, q}, 1<<36-1
	return &s.jmask[k]
}

// jointAt returns where the pair of placements p < q is in jkeys, or -1.
func (s *resolver) jointAt(p, q int8) int {
	for k := range s.njoint {
		if s.jkeys[k] == [2]int8{p, q} {
			return k
		}
	}
	return -1
}

// looseFight reports whether the verdict of a close combat of units i and j
// is read by nothing but the deaths and credits of the round (see settle):
// no Harpy's knockback, no Imp Swarm's jump, no Priest's conversion reads
// it, nor a rule switched off.
func (s *resolver) looseFight(i, j int) bool {
	const readers = KnocksBack | JumpsToVictim | Converts
	return (s.u[i].sp.Traits()|s.u[j].sp.Traits())&readers == 0 && !s.off(RuleAnyLoss|RuleOneKill)
}

// alikeRound keeps, at the end of a round of close combat, the alike facings
// of the round's fighters (see alikeFight) with which the round would have
// ended the same: the placement losing to the players it lost to, and each
// opponent whose verdict the facing changed losing to the same players,
// through another fight of the round.
func (s *resolver) alikeRound() {
	for _, c := range s.cand[:s.ncand] {
		u := &s.u[c]
		if u.flags&fPlaced == 0 {
			continue
		}
		alt := &s.altLost[u.place]
		for m := u.alike; m != 0; m &= m - 1 {
			if f := bits.TrailingZeros8(m); alt[f] != s.lostTo[c] {
				u.alike &^= 1 << f
			}
		}
		*alt = [6]uint8{}
	}
	for _, v := range s.devs[:s.ndevs] {
		u := &s.u[v.u]
		own := bit(u.pc.Owner)
		switch {
		case u.alike&(1<<v.f) == 0:
		case v.lost && s.lostTo[v.o]&own == 0, !v.lost && !s.beatenBesides(int(v.o), int(v.u), own):
			u.alike &^= 1 << v.f
		}
	}
	s.ndevs = 0
}

// beatenBesides reports whether unit o lost or tied, in a fight of the
// round (s.pairs), to a piece of the players own other than unit u.
func (s *resolver) beatenBesides(o, u int, own uint8) bool {
	for _, p := range s.pairs[:s.npairs] {
		switch {
		case int(p.i) == o && p.iLost && int(p.j) != u && bit(s.u[p.j].pc.Owner)&own != 0,
			int(p.j) == o && p.jLost && int(p.i) != u && bit(s.u[p.i].pc.Owner)&own != 0:
			return true
		}
	}
	return false
}

// faceRead notes that a King's sum read the facing of unit i: outside the
// close combat that follows it (see alikeFight), its alike facings are
// emptied.
func (s *resolver) faceRead(i int) {
	u := &s.u[i]
	u.flags |= fFaced
	switch {
	case u.alike == 0 && u.flags&fPlaced == 0:
	case s.facings == readZero:
		u.alike = 0
	case s.facings == readNote && !slices.Contains(s.read[:s.nread], int8(i)):
		s.read[s.nread] = int8(i)
		s.nread++
	}
}

// angledSecond returns the second direction an angled fighter stepping d
// uses against an opponent stepping e into the same cell: the neighbour of d
// on the opponent's side.
func angledSecond(d, e Dir) Dir {
	switch (int(e) - int(d) + 6) % 6 {
	case 1, 2:
		return d.Turn(-1)
	default:
		return d.Turn(1)
	}
}

// topCombat runs the top combat of unit a arriving on the cell that unit b holds.
func (s *resolver) topCombat(a, b int) {
	cell := s.u[b].loc
	s.topFight(a, b)
	s.settle(Top)
	s.lift(cell)
	for _, i := range [2]int{b, a} {
		if s.alive(i) {
			s.set(cell, i)
		}
	}
}

// topFight records the top combat of unit a landing on the cell of unit b.
func (s *resolver) topFight(a, b int) {
	cell := s.u[b].loc
	var fa, fb Fighter
	if s.special(b).Has(KillsWhatLands) && s.at[cell] == int8(b) {
		// A piece that lands on a Harpy is knocked into outer space.
		fa, fb = s.actor(a), s.actor(b)
		fb.Mods |= ModHarpy
		fa.Lost = true
	} else {
		if s.watched != 0 && (s.u[a].sp.Traits()|s.u[b].sp.Traits())&OpponentsNineMinus == 0 {
			// Each sums its six numbers, a King its group's toward every
			// side: no facing counts, unless each side is taken from nine
			// before the sum (see faceRead).
			s.facings = readSkip
		}
		fa = s.fighter(a, b, [2]Side{}, 0, 1, cell)
		fb = s.fighter(b, a, [2]Side{}, 0, 1, cell)
		s.facings = readZero
		// Two pieces cannot share a cell, so a tie in top combat kills
		// both even with RuleTies off (ruling off-ties-not-on-top).
		fa.Lost, fb.Lost = beats(int(fa.Num)*int(fb.Den), int(fb.Num)*int(fa.Den))
	}
	s.record(a, b, fa.Lost, fb.Lost)
	if s.rec != nil {
		s.emit(Event{Type: EvFight, Combat: Top, A: fa, B: fb, To: cell})
	}
}

// closeCombat fights rounds of close combat until no new pair can fight. A
// round leads to another only when it moved or converted a piece; a piece
// dies once, a Harpy pushes and an Imp Swarm jumps only after a death, and a
// piece is converted at most once a turn, so the rounds end. The bound is a
// guard, never reached.
func (s *resolver) closeCombat() {
	for round := 0; round < 4*NumLocs; round++ {
		if !s.closeRound() {
			return
		}
	}
}

// adj is a pair of adjacent opposing units; d points from i to j.
type adj struct {
	i, j int8
	d    Dir
}

// closeRound makes every adjacent opposing pair fight once. It reports whether
// pieces were moved or converted, which can make new pairs. Only pairs with
// a dirty unit are new; each is listed once, by its first dirty unit, and
// the units in the order of their indices, each looking in the order of the
// directions, so the fights come in the same order every time.
func (s *resolver) closeRound() bool {
	if s.dirty.empty() {
		return false
	}
	dirty := s.dirty
	s.dirty = unitSet{}
	adjs := &s.adjs
	na := 0
	for w := range dirty {
		for m := dirty.word(w); m != 0; m &= m - 1 {
			i := firstUnit(w, m)
			if !s.alive(i) {
				continue
			}
			l := s.u[i].loc
			opp := nbrMask[l] & s.oppMask(i)
			if opp == 0 {
				continue
			}
			if opp&(opp-1) == 0 && na < maxPairs {
				// One opponent, the usual case.
				nl := Loc(bits.TrailingZeros64(opp))
				if j := int(s.at[nl]); j < i || !dirty.has(j) {
					adjs[na] = adj{int8(i), int8(j), nbrDir[l][int(nl)-int(l)+nbrSpan]}
					na++
				}
				continue
			}
			for d := A; d <= F; d++ {
				nl := nbr[l][d]
				if nl == NoLoc || opp&cellBit(nl) == 0 {
					continue
				}
				j := int(s.at[nl])
				if j > i && dirty.has(j) {
					// A dirty neighbour further on lists the pair itself.
					continue
				}
				if na < maxPairs {
					adjs[na] = adj{int8(i), int8(j), d}
					na++
				}
			}
		}
	}
	if na == 0 {
		return false
	}
	for _, p := range adjs[:na] {
		i, j := int(p.i), int(p.j)
		ui, uj := &s.u[i], &s.u[j]
		// Each divides by the opponents around it, counted before any
		// fight of the round is settled.
		ni := bits.OnesCount64(nbrMask[ui.loc] & s.oppMask(i))
		nj := bits.OnesCount64(nbrMask[uj.loc] & s.oppMask(j))
		ui.flags |= fFaced
		uj.flags |= fFaced
		if s.watched != 0 {
			s.facings, s.nread = readNote, 0
		}
		var a, b Fighter
		aLost, bLost := s.closeVerdict(i, j, p.d, ni, nj, &a, &b)
		s.record(i, j, aLost, bLost)
		if s.watched != 0 {
			s.alikeFight(i, j, p.d, ni, nj, aLost, bLost)
		}
		if s.rec != nil {
			s.emit(Event{Type: EvFight, Combat: Close, A: a, B: b})
		}
	}
	if s.watched != 0 {
		s.alikeRound()
	}
	s.harpyBombs()
	return s.settle(Close)
}

// closeVerdict decides the close combat of units i and j, j on i's side d,
// with their facings as they are, each divided by its opponents (ni and
// nj): whether each lost or tied. a and b are given the fighters, unless
// the fight compares printed numbers with no record kept.
func (s *resolver) closeVerdict(i, j int, d Dir, ni, nj int, a, b *Fighter) (aLost, bLost bool) {
	ui, uj := &s.u[i], &s.u[j]
	si, sj := SideOf(ui.pc.Facing, d), SideOf(uj.pc.Facing, d.Opposite())
	if s.rec == nil && (ui.sp.Traits()|uj.sp.Traits())&numberTraits == 0 && !s.off(RuleDivision|RuleTies) {
		// Printed numbers, each divided by its opponents: compare ci/ni
		// with cj/nj without dividing.
		return beats(int(s.kinds[ui.pc.Kind].Combat[si])*nj, int(s.kinds[uj.pc.Kind].Combat[sj])*ni)
	}
	*a = s.fighter(i, j, [2]Side{si}, 1, ni, uj.loc)
	*b = s.fighter(j, i, [2]Side{sj}, 1, nj, ui.loc)
	s.compare(a, b)
	return a.Lost, b.Lost
}

// numberTraits are the traits that change the numbers of a fight; a fight
// between pieces without them compares printed numbers.
const numberTraits = OpponentsUseSpeed | OpponentsNineMinus | SumsGroup | DoublesAgainstTrench | MultipliedByEnemies

// endTraits are the traits acted on at the end of the turn (endOfTurn).
const endTraits = TurnsToMove | DiesAfterFighting | DiesIfStill

// settle applies the results of the fights recorded since the last settle:
// deaths and conversions happen together, kills are credited, and after close
// combat the Harpies' knockbacks and the Imp Swarms' jumps follow. It reports
// whether any piece was converted or moved.
//
// What becomes of one candidate depends on its own fights and state only, so
// each is decided and dealt with in turn, in the order of the candidates.
func (s *resolver) settle(ck CombatKind) bool {
	dying := &s.dying
	any, changed := false, false
	for _, c := range s.cand[:s.ncand] {
		i := int(c)
		lt, bp := s.lostTo[i], s.byPriest[i]
		s.lostTo[i], s.byPriest[i] = 0, 0
		dying[i] = false
		if lt == 0 || !s.alive(i) || s.off(RuleAnyLoss) && s.wonAFight(i) {
			continue
		}
		any = true
		own := bit(s.u[i].pc.Owner)
		// A piece is converted at most once a turn; beaten by a Priest again
		// it dies (ruling priest-converts-once), so conversions cannot trade
		// a piece back and forth.
		if ck != Top && bp != 0 && bp == lt && lt != own && lt&(lt-1) == 0 &&
			s.u[i].flags&fConverted == 0 {
			s.convert(i, ownerOf(lt))
			changed = true
		} else {
			dying[i] = true
			s.die(i, WhyCombat)
			s.credit(i, lt)
		}
	}
	// Only a knockback or a jump moves a piece.
	if any && ck == Close && s.displacers > 0 && s.displace(dying) {
		changed = true
	}
	s.ncand, s.npairs, s.inCand = 0, 0, unitSet{}
	return changed
}

func ownerOf(mask uint8) uint8 {
	for o := uint8(1); o <= MaxPlayers; o++ {
		if mask == bit(o) {
			return o
		}
	}
	return 0
}

// credit gives a kill of unit i to every opposing player in mask.
func (s *resolver) credit(i int, mask uint8) {
	victim := s.u[i].pc.Owner
	for m := mask &^ bit(victim); m != 0; m &= m - 1 {
		o := uint8(bits.TrailingZeros8(m)) + 1
		if o > s.pos.NumPlayers {
			break
		}
		s.u[i].by |= bit(o)
		if s.off(RuleOneKill) {
			s.kills[o-1] += uint8(s.newKillers(i, o))
		} else {
			s.kills[o-1]++
		}
		if s.rec != nil {
			s.emit(Event{Type: EvKill, A: s.actor(i), Player: o})
		}
	}
}

// die kills unit i: it leaves the board for the graveyard. It credits
// nobody; after a fight settle credits the killers.
func (s *resolver) die(i int, why Why) {
	u := &s.u[i]
	if u.flags&fDead != 0 {
		return
	}
	s.killed++
	u.flags |= fDead
	u.died = s.stage
	if u.flags&fHidden == 0 && s.at[u.loc] == int8(i) {
		s.lift(u.loc)
	}
	s.lost[u.pc.Owner-1]++
	_ = s.pos.AddGrave(Grave{Kind: u.pc.Kind, Owner: u.pc.Owner})
	if s.special(i).Has(Raises) {
		s.necroCause[u.pc.Owner-1] = true
	}
	if s.rec != nil {
		s.emit(Event{Type: EvDie, A: s.actor(i), Why: why})
	}
}

// convert hands unit i to player to: it stops moving and turning.
func (s *resolver) convert(i int, to uint8) {
	u := &s.u[i]
	s.lost[u.pc.Owner-1]++
	s.kills[to-1]++
	u.by |= bit(to)
	s.killed++
	if s.special(i).Has(Raises) {
		// Converted is killed for its player (ruling necromancer-any-death-raises).
		s.necroCause[u.pc.Owner-1] = true
	}
	e := Event{Type: EvConvert, A: s.actor(i), Player: to}
	// Its cell changes sides with it.
	standing := u.flags&fHidden == 0 && s.at[u.loc] == int8(i)
	if standing {
		s.lift(u.loc)
	}
	u.pc.Owner = to
	if standing {
		s.set(u.loc, i)
	}
	u.flags |= fConverted
	u.steps, u.face = 0, 0
	s.markDirty(i)
	s.emit(e)
	if s.rec != nil {
		s.emit(Event{Type: EvKill, A: e.A, Player: to})
	}
}
