package engine

import "math/bits"

// This file holds what happens once all pieces have stopped: ransacking,
// bonuses, sudden death, and elimination with the end of the game, in that
// order. The board has been settled (settleBoard) before these run; a piece
// removed here is taken off both the board and its unit.
//
// Ruling elimination-after-the-ring: the ring sudden death removes kills
// the pieces on it at once when the turn ends, and elimination is judged
// when the turn ends on the board as the turn leaves it, so it comes after
// the ring. That is the text's order, not a rule against idle turns: in the
// turn sudden death begins, a player whose last pieces fall with the ring but
// who holds a territory stays in (ruling
// sudden-death-territories-held-to-the-turn-end) for a turn in which he can
// do nothing (no placement in sudden death), and goes at its end.

// removeAtEnd takes the piece on l off the board after the board was settled,
// without kill credit.
func (s *resolver) removeAtEnd(l Loc, why Why) {
	i := s.at[l]
	if i < 0 {
		return
	}
	s.die(int(i), why)
	s.board[s.pos.Board[l].Owner&7] &^= cellBit(l)
	s.pos.Board[l] = Piece{}
	u := &s.u[i]
	if u.start != NoLoc {
		s.out.Start[u.start].Loc, s.out.Start[u.start].Died = NoLoc, s.stage
	} else if u.place >= 0 {
		s.out.Placed[u.place].Loc, s.out.Placed[u.place].Died = NoLoc, s.stage
	}
}

// ransack takes every territory whose controller has no piece in it while an
// opponent has one; each player with a piece there is credited and earns the
// ransacking bonus: a hand maximum one higher (up to HandCap) and one bonus
// draw. Once sudden
// death has begun nobody controls a territory and nothing is ransacked.
//
// Ruling fair-bonus-draws: a territory's bonus draws are void when the deck
// holds fewer pieces than it has ransackers. The draws left are dealt
// together at the end: all of them when the deck suffices, otherwise the same
// number to every player, the largest the deck allows.
func (s *resolver) ransack() {
	s.stage = StageRansack
	p := s.pos
	for n := 0; n < int(p.NumPlayers); n++ {
		// A code holds no more kills than MaxCount.
		p.Players[n].Kills = uint16(min(int(p.Players[n].Kills)+int(s.kills[n]), MaxCount))
		p.Players[n].LastKills = s.kills[n]
	}
	if p.SuddenDeath > 0 {
		// Ruling sudden-death-ransacks-everything: every territory has been
		// ransacked since sudden death began; nothing is left to take or
		// credit, whatever the position says about control. Cleared here,
		// before elimination, and not only in ransackAll: control a
		// position still lists must not keep a player in (golden
		// sudden-death-ransacks-everything-elimination); ransackAll clears
		// it after elimination in the turn sudden death begins.
		p.Control = [6]uint8{}
		return
	}
	var owed [MaxPlayers]int
	var standing uint64 // the cells of the players' pieces
	for o := uint8(1); o <= p.NumPlayers; o++ {
		standing |= s.board[o&7]
	}
	for t := AB; t <= FA; t++ {
		c, tm := p.Control[t], terrMask[t]
		if c == 0 || standing&tm == 0 || c <= p.NumPlayers && s.board[c&7]&tm != 0 {
			continue
		}
		var present uint8
		for o := uint8(1); o <= p.NumPlayers; o++ {
			if s.board[o&7]&terrMask[t] != 0 {
				present |= bit(o)
			}
		}
		if present&bit(c) != 0 || present == 0 {
			continue
		}
		necro := [MaxPlayers]bool{}
		for _, l := range terrLocs[t] {
			if pc := p.Board[l]; !pc.Empty() && s.kinds[pc.Kind].Has(Raises) {
				necro[pc.Owner-1] = true
			}
		}
		p.Control[t] = 0
		s.out.RansackedBy[t] = present
		s.emit(Event{Type: EvRansack, Terr: t, N: int16(c)})
		count := 0
		for o := uint8(1); o <= p.NumPlayers; o++ {
			if present&bit(o) != 0 {
				count++
			}
		}
		short := int(p.Deck) < count
		for o := uint8(1); o <= p.NumPlayers; o++ {
			if present&bit(o) == 0 {
				continue
			}
			pl := &p.Players[o-1]
			if pl.HandMax < HandCap {
				// No hand holds more than HandCap pieces, and a position
				// code holds no higher maximum.
				pl.HandMax++
			}
			if pl.Ransacks < MaxRansacks {
				pl.Ransacks++
			}
			e := Event{Type: EvBonus, Player: o, N: int16(pl.HandMax), Terr: t}
			if short {
				e.Why = WhyDeckShort
			} else {
				owed[o-1]++
			}
			s.emit(e)
			if necro[o-1] {
				s.necroCause[o-1] = true
			}
		}
	}
	s.dealBonuses(owed)
}

// dealBonuses deals the ransacking bonus draws owed to each player, limited
// by the room in each hand and shared fairly when the deck runs short.
func (s *resolver) dealBonuses(owed [MaxPlayers]int) {
	p := s.pos
	total := 0
	var want [MaxPlayers]int
	for n := 0; n < int(p.NumPlayers); n++ {
		pl := &p.Players[n]
		room := min(int(pl.HandMax), HandCap) - pl.HandSize()
		want[n] = max(0, min(owed[n], room))
		total += want[n]
	}
	if total == 0 && owed == [MaxPlayers]int{} {
		return
	}
	share := 1 << 30 // unlimited
	if total > int(p.Deck) {
		// The largest equal share the deck allows.
		share = 0
		for k := 1; ; k++ {
			sum := 0
			for n := range want {
				sum += min(k, want[n])
			}
			if sum > int(p.Deck) {
				break
			}
			share = k
		}
	}
	for n := 0; n < int(p.NumPlayers); n++ {
		if owed[n] == 0 {
			continue
		}
		got := min(want[n], share)
		p.Players[n].Hidden += uint8(got)
		p.Deck -= uint16(got)
		s.drawn += got
		e := Event{Type: EvDraw, Player: uint8(n + 1), N: int16(got)}
		switch {
		case got == owed[n]:
		case want[n] < owed[n]:
			e.Why = WhyHandFull
		default:
			e.Why = WhyDeckShort
		}
		s.emit(e)
	}
}

// bonuses runs the Necromancers' raises: a player whose Necromancer died,
// was converted, or took part in a ransacking this turn takes its target
// from the graveyard.
func (s *resolver) bonuses() {
	s.stage = StageBonus
	s.raise()
}

// raise takes into the hand of each player whose Necromancer has just died,
// been converted or ransacked, the target it names, and clears the causes.
// It runs with the bonuses, and again after sudden death for a Necromancer
// the ring killed (ruling necromancer-any-death-raises).
//
// Ruling contested-raise: when more players raise one kind than the
// graveyard holds pieces of it, none of them raises it (as with a shared
// ransacking bonus the deck cannot serve); their targets stay.
func (s *resolver) raise() {
	p := s.pos
	var raising, refused [MaxPlayers]bool
	for n := 0; n < int(p.NumPlayers); n++ {
		pl := &p.Players[n]
		raising[n] = s.necroCause[n] && pl.Target != NoKind && p.InGrave(pl.Target)
		s.necroCause[n] = false
	}
	for n := 0; n < int(p.NumPlayers); n++ {
		if !raising[n] {
			continue
		}
		pl := &p.Players[n]
		e := Event{Type: EvRaise, Player: uint8(n + 1)}
		e.A.Kind = pl.Target
		wanted, held := 0, 0
		for m := 0; m < int(p.NumPlayers); m++ {
			if raising[m] && p.Players[m].Target == pl.Target {
				wanted++
			}
		}
		for _, g := range p.Graveyard() {
			if g.Kind == pl.Target {
				held++
			}
		}
		switch {
		case wanted > held:
			e.Why = WhyContested
		case pl.HandSize() >= int(pl.HandMax) || pl.HandLen >= HandCap:
			e.Why = WhyHandFull
		}
		s.emit(e)
		refused[n] = e.Why != WhyNone
	}
	for n := 0; n < int(p.NumPlayers); n++ {
		if !raising[n] || refused[n] {
			continue
		}
		pl := &p.Players[n]
		p.TakeGrave(pl.Target, uint8(n+1))
		_ = p.AddHand(n+1, pl.Target)
		pl.Target = NoKind
		s.drawn++
	}
}

// elimination removes the players who are out and ends the game when at most
// one remains.
func (s *resolver) elimination() {
	s.stage = StageElimination
	p := s.pos
	if s.rec != nil {
		s.rec.Material = [MaxPlayers]int{}
	}
	if p.Over {
		return
	}
	// Nobody can be out while every player in the game has a piece on the
	// board and Tech Fall is off.
	var board [MaxPlayers]int
	quiet := s.rules.TechFall <= 0
	for n := 0; n < int(p.NumPlayers); n++ {
		board[n] = bits.OnesCount64(s.board[(n+1)&7])
		quiet = quiet && (board[n] > 0 || p.Players[n].Out)
	}
	var why [MaxPlayers]Why
	var behind [MaxPlayers]int
	if !quiet {
		why, behind = p.outReasons(s.rules.TechFall, &board)
	}
	if s.rec != nil {
		s.rec.Material, _ = p.material(&board)
		if s.rules.TechFall > 0 {
			s.materialEvents(&board)
		}
	}
	var out uint8
	for n := 0; n < int(p.NumPlayers); n++ {
		if why[n] == WhyNone {
			continue
		}
		out |= bit(uint8(n + 1))
		p.Players[n].Out = true
		s.emit(Event{Type: EvEliminate, Player: uint8(n + 1), Why: why[n], N: int16(behind[n])})
		for l := Loc(0); l < NumLocs; l++ {
			if p.Board[l].Owner == uint8(n+1) {
				s.removeAtEnd(l, WhyEliminated)
			}
		}
		for t := range p.Control {
			if p.Control[t] == uint8(n+1) {
				p.Control[t] = 0
			}
		}
	}
	s.out.Eliminated = out
	if p.endGame(out) {
		e := Event{Type: EvGameOver}
		if p.Winner == 0 || p.Players[p.Winner-1].Out {
			// All out together: decided by the kills of the players out.
			e.Why = WhyMostKills
			best, next := p.topKills(out)
			e.N, e.M = int16(best), int16(next)
		}
		if s.off(RuleMostKills) && e.Why == WhyMostKills {
			p.Winner = 0 // all out together: a draw, kills or not
			e.Why, e.N, e.M = WhyAllOut, 0, 0
		}
		e.Player = p.Winner
		s.emit(e)
	}
}

// materialEvents records, with Tech Fall on, each remaining player's
// material and the most any has, as outReasons judges them; the events
// change nothing. board counts each player's pieces on the board.
func (s *resolver) materialEvents(board *[MaxPlayers]int) {
	p := s.pos
	material, most := p.material(board)
	for n := 0; n < int(p.NumPlayers); n++ {
		if !p.Players[n].Out {
			// No piece: A.Loc names no cell for a screen to light.
			s.emit(Event{Type: EvMaterial, Player: uint8(n + 1), N: int16(material[n]), M: int16(most), A: Fighter{Loc: NoLoc}})
		}
	}
}

// material returns the material of each player still in the game, as
// Tech Fall judges it (his pieces on the board, board counting them, and
// his hand while he holds a territory), and the most any has.
func (p *Position) material(board *[MaxPlayers]int) (material [MaxPlayers]int, most int) {
	for n := 0; n < int(p.NumPlayers); n++ {
		if p.Players[n].Out {
			continue
		}
		material[n] = board[n]
		if p.Territories(uint8(n+1)) > 0 {
			material[n] += p.Players[n].HandSize()
		}
		most = max(most, material[n])
	}
	return material, most
}

// topKills returns the most kills in the game among the players of out, and
// the next: the runner-up's (the same when two share the most).
func (p *Position) topKills(out uint8) (best, next int) {
	best, next = -1, -1
	for n := 0; n < int(p.NumPlayers); n++ {
		if out&bit(uint8(n+1)) == 0 {
			continue
		}
		switch k := int(p.Players[n].Kills); {
		case k > best:
			best, next = k, best
		case k > next:
			next = k
		}
	}
	return best, max(next, 0)
}

// outReasons returns, for each player still in the game, why he is out at
// the end of this turn (WhyNone: he stays), and for Tech Fall how far behind
// he is. techFall is the option (0: off); board counts each player's pieces
// on the board.
func (p *Position) outReasons(techFall int, board *[MaxPlayers]int) (why [MaxPlayers]Why, behind [MaxPlayers]int) {
	material, most := p.material(board)
	// bare: the players with nothing on the board or in hand who hold a
	// territory, out if they cannot be dealt a piece; gone: the players out
	// whatever the deal.
	var bare, gone uint8
	for n := 0; n < int(p.NumPlayers); n++ {
		pl := &p.Players[n]
		if pl.Out {
			continue
		}
		terr := p.Territories(uint8(n + 1))
		switch {
		case board[n] > 0:
		case terr == 0:
			why[n] = WhyNoGround
			gone |= bit(uint8(n + 1))
		case pl.HandSize() == 0:
			bare |= bit(uint8(n + 1))
		}
	}
	var fell uint8 // the players Tech Fall eliminates
	if techFall > 0 {
		for n := 0; n < int(p.NumPlayers); n++ {
			if !p.Players[n].Out && why[n] == WhyNone && most-material[n] >= techFall {
				fell |= bit(uint8(n + 1))
				behind[n] = most - material[n]
			}
		}
	}
	if bare != 0 {
		// Ruling fair-dealing-decides-the-draw: "cannot be dealt a piece" is
		// what fair dealing deals him at the next draw, in which the players
		// eliminated now for another reason take no part.
		deal := p.fairDeal(gone | fell&^bare)
		for n := 0; n < int(p.NumPlayers); n++ {
			if bare&bit(uint8(n+1)) != 0 && deal[n] == 0 {
				why[n], behind[n] = WhyNothingDealt, 0
			}
		}
	}
	for n := 0; n < int(p.NumPlayers); n++ {
		if fell&bit(uint8(n+1)) != 0 && why[n] == WhyNone {
			why[n] = WhyTechFall
		}
	}
	return why, behind
}

// endGame ends the game when at most one player remains, out being the
// players eliminated this turn, and reports whether it ended. When all are
// out, the one of out with the most kills wins; a tie for the most is a draw.
func (p *Position) endGame(out uint8) bool {
	remaining, last := 0, uint8(0)
	for n := 0; n < int(p.NumPlayers); n++ {
		if !p.Players[n].Out {
			remaining++
			last = uint8(n + 1)
		}
	}
	switch remaining {
	case 1:
		p.Over, p.Winner = true, last
	case 0:
		best, winner := -1, uint8(0)
		for n := 0; n < int(p.NumPlayers); n++ {
			if out&bit(uint8(n+1)) == 0 {
				continue
			}
			switch k := int(p.Players[n].Kills); {
			case k > best:
				best, winner = k, uint8(n+1)
			case k == best:
				winner = 0
			}
		}
		p.Over, p.Winner = true, winner
	default:
		return false
	}
	return true
}

// suddenDeath starts sudden death after a turn in which nothing was drawn,
// placed or killed (any death counts, whoever is credited), and advances it every turn after that: the outer ring in
// play is removed, with any piece on it. The territories go only once the
// turn has been judged (see ransackAll).
func (s *resolver) suddenDeath() {
	s.stage = StageSuddenDeath
	p := s.pos
	if p.Over {
		return
	}
	switch {
	case p.SuddenDeath > 0:
		if p.SuddenDeath >= Radius {
			return
		}
	case p.NoDraw && s.drawn == 0 && s.placed == 0 && s.killed == 0:
		// Ruling sudden-death-held-off-by-any-death: a piece that died of its
		// own rule (Witch, Skeleton, Catapult) was killed all the same.
	default:
		return
	}
	p.SuddenDeath++
	ring := Radius + 1 - int(p.SuddenDeath)
	s.emit(Event{Type: EvSuddenDeath, N: int16(ring)})
	for l := Loc(0); l < NumLocs; l++ {
		if int(locRing[l]) == ring && !p.Board[l].Empty() {
			s.removeAtEnd(l, WhyRing)
		}
	}
	s.raise()
}

// ransackAll takes every territory from its controller once sudden death has
// begun. Ruling sudden-death-territories-held-to-the-turn-end: "starting with
// the next turn, all territories are ransacked", so at the end of the turn in
// which sudden death begins, elimination and Tech Fall's material still see
// the territories held; the position the turn leaves has none. When that turn
// takes some and the game goes on, an event says so: it is why a player with
// no piece on the board may still be in the game. In a turn that starts in
// sudden death, ransack has cleared control already, before elimination.
func (s *resolver) ransackAll() {
	p := s.pos
	if p.SuddenDeath == 0 {
		return
	}
	if p.SuddenDeath == 1 && p.Control != [6]uint8{} && !p.Over {
		// Stage 1 at the end: sudden death began this turn (a turn that
		// starts at stage 1 ends at 2; ransack cleared its control).
		// Told with elimination, which it explains: the replay's
		// sudden-death page came again after the elimination page.
		s.stage = StageElimination
		s.emit(Event{Type: EvTerritoriesGo, A: Fighter{Loc: NoLoc}})
	}
	p.Control = [6]uint8{}
}
