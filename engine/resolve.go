package engine

import "math/bits"

// Rules are what a turn is resolved with: the kinds in play and the options.
// Resolve only reads Rules, so one Rules value may serve many goroutines.
type Rules struct {
	Kinds *Catalogue
	// TechFall, when above 0, eliminates at the end of a turn every player
	// whose material is at least this many pieces behind the player with
	// the most material.
	TechFall int
	// Off switches rules off, for tests that show a lesson depends on its
	// rule (see Rule). Zero, every rule on, is the game.
	Off Rule
}

// Fate is what became of one piece in a turn.
type Fate struct {
	Loc    Loc   // where it stands at the end; NoLoc when it died
	Owner  uint8 // its owner at the end (a Priest may have converted it)
	Facing Dir
	// Died is the stage in which it left the board, when Loc is NoLoc: a
	// death is never undone, so nothing after that stage touched it.
	Died Stage
	// Displaced: a Harpy knocked it back or, an Imp Swarm, it jumped onto
	// its victim, at least once: it left the cells of its own walk.
	Displaced bool
	// Held: a knockback or a jump it was due was stopped, at least once,
	// by a piece on the cell it would have gone to, another piece due
	// there at the same time, or the cell removed by sudden death.
	Held bool
	// KilledBy is the set of players (bit n-1 for player n) that earned a
	// kill from this piece this turn: it died beaten by them, or they
	// converted it.
	KilledBy uint8
}

// Alive reports whether the piece is on the board at the end of the turn.
func (f Fate) Alive() bool { return f.Loc != NoLoc }

// Outcome is the result of one turn: the position after it and a summary the
// solver reads without events.
type Outcome struct {
	Pos Position
	// Start holds what became of the piece that stood on each cell when the
	// turn began (the zero Fate where the cell was empty).
	Start [NumLocs]Fate
	// Placed holds what became of each placement, in canonical order (by
	// cell, then player); NumPlaced counts them.
	Placed    [MaxPlayers * MaxPlace]Fate
	PlacedAt  [MaxPlayers * MaxPlace]Placement
	NumPlaced uint8
	// Kills counts the kills each player earned this turn; Lost the pieces
	// each player lost (died or converted away).
	Kills [MaxPlayers]uint8
	Lost  [MaxPlayers]uint8
	// RansackedBy holds, for each territory ransacked this turn, the set of
	// players credited (bit n-1 for player n); 0 when it was not ransacked.
	RansackedBy [6]uint8
	// Eliminated is the set of players eliminated this turn (bit n-1).
	Eliminated uint8
	// Touched is the set of start cells (bit l) whose pieces took part in a
	// fight, a bump against an ally, or were pushed: the pieces whose orders
	// interacted with others.
	Touched uint64
	// PlacedFaced is the set of placements (bit i for Placed[i]) whose
	// facing the turn read: the number of a side in a fight, its own or an
	// ally's in a King's sum, or an Imp Swarm's front toward its victims.
	// Nothing else reads a facing, so a placement not in it would have
	// made the same turn facing any other way, but for its own facing.
	PlacedFaced uint32
}

// SameBut reports whether t is o but for the facings of placements i and j
// (indices in o.Placed; -1: none): what "the same but for those facings"
// means in PlacedFaced and Resolver.Alike. It sets t's facings of those
// placements, where t placed the same, to o's.
func (o *Outcome) SameBut(t *Outcome, i, j int) bool {
	for _, k := range [2]int{i, j} {
		if k < 0 || t.PlacedAt[k].Player != o.PlacedAt[k].Player || t.PlacedAt[k].Loc != o.PlacedAt[k].Loc {
			continue // placed otherwise: the comparison below tells
		}
		t.PlacedAt[k].Facing = o.PlacedAt[k].Facing
		if l := o.Placed[k].Loc; l != NoLoc && t.Placed[k].Loc == l {
			t.Pos.Board[l].Facing = o.Pos.Board[l].Facing
		}
		t.Placed[k].Facing = o.Placed[k].Facing
	}
	return *t == *o
}

// emptyAt is an occupancy table with every cell empty.
var emptyAt = func() (a [NumLocs]int8) {
	for l := range a {
		a[l] = -1
	}
	return
}()

// maxUnits bounds the pieces taking part in one turn.
const maxUnits = NumLocs + MaxPlayers*MaxPlace

// unit is a piece during resolution.
type unit struct {
	pc      Piece
	loc     Loc // current cell (also kept while vanished and after death)
	start   Loc // cell at the start of the turn; NoLoc when placed this turn
	dir     Dir // direction of its move
	lastDir Dir // direction it last moved: its own step, a knockback or a jump
	prio    int8
	steps   int8 // steps still to take
	face    int8 // facing after rotation + 1; 0: no rotation
	flags   uint16
	dest    Loc // a Cloud Man's landing cell
	place   int8
	origin  uint8   // owner at the start of the turn
	sp      Special // its kind's special rule
	died    Stage   // the stage it died in (see fDead)
	by      uint8   // the players credited a kill from it (see Fate.KilledBy)
	// alike, of a placement on a cell watched (see
	// Resolver.WatchFacings), is the set of the other facings (bit d for
	// Dir d) with which the turn so far comes out as it did (see
	// alikeFight, impTarget). A read that is not followed (a ranged fight,
	// a top combat's King against a Magician) empties it.
	alike uint8
}

const (
	fDead uint16 = 1 << iota
	fBumped
	fStepped
	fFought
	fPlaced
	fConverted
	fHidden
	fDisplaced
	fHeld
	fFaced  // its facing was read: see Outcome.PlacedFaced
	fBent   // an alike facing of its changed a verdict: see Resolver.Alike
	fKilled // it earned a kill this turn (RuleOneKill off: see newKillers)
)

// dev is a close combat's verdict that placement unit u, facing f, would
// have changed for its opponent o: lost, whether o would have lost or tied
// (see alikeFight).
type dev struct {
	u, o int8
	f    Dir
	lost bool
}

// The ways a read of a placement's facing in a King's sum is taken (see
// resolver.faceRead).
const (
	readZero = iota // its alike facings are emptied: the read is not followed
	readNote        // it is noted in resolver.read, for alikeFight to follow
	readSkip        // neither: alikeFight is deciding the fight again
)

// resolver is the state of one Resolve call: the turn's own (zeroed at the
// start of every call) and scratch space that every call leaves clean, so
// that a Resolver can reuse it without zeroing it.
type resolver struct {
	turnState

	u [maxUnits]unit
	// at holds the unit on each cell, -1 where none; set and lift keep the
	// occupancy sets of turnState in step with it.
	at [NumLocs]int8

	// fight accumulators for the current round; all zero between fights
	lostTo   [maxUnits]uint8 // players whose pieces beat or tied the unit
	byPriest [maxUnits]uint8 // players whose Priest beat or tied the unit
	cand     [maxUnits]int8
	pairs    [maxPairs]pair
	adjs     [maxPairs]adj

	// priority's scratch: the units due to step in this priority, their
	// target cells and why they are bumped; due is all false between
	// priorities.
	dl      [maxUnits]int8
	tgt     [maxUnits]Loc
	due     [maxUnits]bool
	why     [maxUnits]Why
	clashes [maxUnits][2]int8
	// settle's scratch, written for each candidate before it is read.
	dying [maxUnits]bool

	// A Resolver (keep) keeps what the last board it set up decides before
	// any order is read (tmplBoard, tmpl and the units and cell table made
	// of it) for the next turn resolved from the same board: a search
	// resolves many turns from one position.
	keep      bool
	tmplKnown bool
	tmplBoard [NumLocs]Piece
	tmpl      standing
	tmplU     [NumLocs]unit
	tmplAt    [NumLocs]int8

	// The alike facings of the placements on the cells of watched are
	// followed (see Resolver.WatchFacings), those of wface on each cell,
	// and left in alike, by placement.
	watched uint64
	wface   [NumLocs]uint8
	alike   [MaxPlayers * MaxPlace]uint8
	// While facings are watched, a close combat notes the placements read
	// in King's sums (facings, see faceRead): nread of them, in read.
	facings int8
	nread   int8
	read    [MaxPlayers * MaxPlace]int8
	// The players each placement would have lost to facing otherwise
	// in the round of close combat (altLost, by placement and facing)
	// and the opponents' verdicts it would have changed (devs): see
	// alikeFight. Clean between rounds.
	altLost [MaxPlayers * MaxPlace][6]uint8
	devs    [64]dev
	ndevs   int
	// The pairs of placements read together (jkeys, by placement, the
	// lower first) and their joint facings (jmask, see AlikeWith): njoint
	// of them, jover when more were read together. Reset every turn.
	jkeys  [16][2]int8
	jmask  [16]uint64
	njoint int
	jover  bool
}

// standing is what the board alone decides of a turn's state before the
// orders are read: the units, the occupied cells and the counts of special
// pieces in play.
type standing struct {
	n int

	// The occupied cells (bit l for location l), as at holds them: all,
	// each player's (occ[owner&7], owners being 1..6), and those of units
	// that fight allies.
	all     uint64
	occ     [8]uint64
	allyOcc uint64

	harpies int // Harpies in play: Harpy Bombs are looked for only then
	// allyFighters counts the pieces in play that fight allies (Cerberus):
	// only then can two allies be opposed.
	allyFighters int
	// displacers counts the pieces in play that knock back or jump (Harpies,
	// Imp Swarms): only then does close combat move pieces. vanishers counts
	// the pieces on the board that vanish and land (Cloud Men).
	displacers int
	vanishers  int
	// enders counts the pieces with automatic actions at the end of the
	// turn (Drunks, Skeletons, Witches): endOfTurn looks at the units only
	// when there are.
	enders int
	// apart reports that no two opponents stand side by side, so that the
	// close combat that follows placement has nothing to do when nothing
	// was placed and no Cloud Man vanished. Only a Resolver works it out,
	// once a board.
	apart bool
}

// turnState is the part of the resolver that starts at zero every turn.
type turnState struct {
	rules *Rules
	kinds []Kind
	rec   *Record
	out   *Outcome
	stage Stage
	pos   *Position // the position being built: the outcome's own
	// without holds the rules switched off (Rules.Off), kept here for
	// the resolver's inner loops.
	without Rule

	standing

	kills      [MaxPlayers]uint8
	lost       [MaxPlayers]uint8
	killed     int // pieces that died or were converted, whatever the cause
	drawn      int // pieces drawn during the turn (bonuses, necromancy)
	placed     int
	necroCause [MaxPlayers]bool
	// startAt holds the units ordered to move by the priority of their
	// move, moving the units that have begun and may step again.
	startAt [MaxSpeed + 1]unitSet
	moving  unitSet

	ncand  int
	npairs int
	// inCand is the set of units in cand (bit i for unit i).
	inCand unitSet
	// dirty is the set of units that arrived somewhere (placed, stepped,
	// pushed, landed) or changed sides since the last round of close
	// combat: every new pair of opponents includes one of them.
	dirty unitSet

	// turners counts the pieces ordered to turn: rotation looks at the
	// units only when there are.
	turners int

	// board holds each player's cells on the settled board (board[owner&7]),
	// kept by settleBoard and removeAtEnd for the end of the turn.
	board [8]uint64
}

// unitSet is a set of units, bit i for unit i.
type unitSet [(maxUnits + 63) / 64]uint64

func (u *unitSet) add(i int)         { u[i>>6] |= 1 << (i & 63) }
func (u *unitSet) has(i int) bool    { return u[i>>6]&(1<<(i&63)) != 0 }
func (u *unitSet) empty() bool       { return u[0]|u[1] == 0 }
func (u *unitSet) word(w int) uint64 { return u[w] }
func firstUnit(w int, m uint64) int  { return w<<6 | bits.TrailingZeros64(m) }

// Resolver resolves turns one after another in the same scratch space, so
// that a search resolving millions of turns neither zeroes nor allocates it
// each time. Its zero value is ready; it is not safe for concurrent use.
type Resolver struct{ s resolver }

// WatchFacings makes the turns r resolves from now on follow, for each
// placement on the cells of cells (bit l for Loc l), the other facings it
// could have had with the turn coming out the same (see Alike); with no
// cells, none.
func (r *Resolver) WatchFacings(cells uint64) { r.WatchFacingsOf(cells, &everyFacing) }

// everyFacing follows, on every cell, all six facings.
var everyFacing = func() (f [NumLocs]uint8) {
	for l := range f {
		f[l] = 0x3f
	}
	return
}()

// WatchFacingsOf is WatchFacings following, on each cell l of cells, only
// the facings of faces[l] (bit d for Dir d): Alike names none of the others,
// and the turns cost less to resolve.
func (r *Resolver) WatchFacingsOf(cells uint64, faces *[NumLocs]uint8) {
	r.s.watched = cells
	for c := cells; c != 0; c &= c - 1 {
		l := bits.TrailingZeros64(c)
		r.s.wface[l] = faces[l] & 0x3f
	}
}

// Alike returns, after a turn resolved with facings watched, the other
// facings (bit d for Dir d) placement i (Outcome.Placed[i]), on a cell
// watched, could have had, of those followed (see WatchFacingsOf), with
// every round of close combat that read its facing (its own number, or in
// a King's sum) ending the same: each fight
// coming out the same, or, for a fight of its own read by nothing else, the
// round's deaths and credits being the same by its other fights. A top
// combat's King sums every number of its group, whatever the facings, but
// against a Magician. An Imp Swarm's front, where it chooses the cell it
// jumps to, keeps the facings that choose the same cell (see impTarget).
// Every other read of a facing (a ranged fight, such a top combat) leaves
// none. A placement not in
// Outcome.PlacedFaced was not read, and had every other facing alike. So a turn resolved with the
// placement facing one of them instead comes out the same, but for that
// facing; and one resolved with two placements of a player so changed,
// each facing one of its own, too, when AlikeWith holds the pair.
func (r *Resolver) Alike(i int) uint8 { return r.s.alike[i] }

// AlikeWith returns, after a turn resolved with facings watched, the pairs
// of facings (bit 6*d+e for d of placement i and e of placement j, two
// placements of one player on cells watched) with which every close combat
// that read both their facings came out the same, the two facing them at
// once: every pair when none read both; none when it is not known. A turn
// resolved with the two facing d and e comes out the same, but for their
// facings, when d and e are alike for each (see Alike), the pair is in
// AlikeWith, and the two are not both marked AlikeBent.
func (r *Resolver) AlikeWith(i, j int) uint64 {
	s := &r.s
	p, q := int8(i), int8(j)
	if p > q {
		p, q = q, p
	}
	if k := s.jointAt(p, q); k >= 0 {
		m := s.jmask[k]
		if i > j {
			m = transpose6(m)
		}
		return m
	}
	if s.jover {
		return 0
	}
	return 1<<36 - 1
}

// transpose6 returns m with bit 6*d+e moved to 6*e+d.
func transpose6(m uint64) uint64 {
	var t uint64
	for d := range 6 {
		for e := range 6 {
			if m&(1<<(6*d+e)) != 0 {
				t |= 1 << (6*e + d)
			}
		}
	}
	return t
}

// AlikeBent, in Resolver.Alike, marks a placement that some alike facing
// would have given another verdict in a fight, the round ending the same by
// the other fights' verdicts: two such placements changed at once may
// change the turn (see TestAlikeBentPairs).
const AlikeBent uint8 = 1 << 6

// Resolve is Rules.Resolve in r's scratch space.
func (r *Resolver) Resolve(rules *Rules, p *Position, plan *Plan, out *Outcome, rec *Record) {
	r.s.keep = true
	r.s.run(rules, p, plan, out, rec)
}

type pair struct {
	i, j         int8
	iLost, jLost bool
}

const maxPairs = 3 * maxUnits

// Resolve plays one turn: p and plan are read, never changed; the outcome is
// written to out. When rec is not nil the events are appended to it; with rec
// nil Resolve does not allocate. The result does not depend on the order in
// which orders were added to the plan. A game that is over (p.Over) has no
// turn left: the outcome is p as it stands, every piece where it is, and
// nothing happens.
func (r *Rules) Resolve(p *Position, plan *Plan, out *Outcome, rec *Record) {
	var s resolver
	s.run(r, p, plan, out, rec)
}

// Play is Resolve for callers that want values: it returns the outcome and
// the events.
func (r *Rules) Play(p Position, plan Plan) (Outcome, []Event) {
	var out Outcome
	var rec Record
	r.Resolve(&p, &plan, &out, &rec)
	return out, rec.Events
}

func (s *resolver) run(r *Rules, p *Position, plan *Plan, out *Outcome, rec *Record) {
	// The scratch space is clean: every fight recorded is settled, and
	// settle clears what it read.
	s.turnState = turnState{}
	s.rules, s.kinds, s.rec, s.out, s.without = r, r.Kinds.kinds, rec, out, r.Off
	out.Pos = *p
	out.Start, out.Placed, out.PlacedAt, out.NumPlaced = [NumLocs]Fate{}, [MaxPlayers * MaxPlace]Fate{}, [MaxPlayers * MaxPlace]Placement{}, 0
	out.RansackedBy, out.Eliminated, out.Touched, out.PlacedFaced = [6]uint8{}, 0, 0, 0
	if p.Over {
		// The game has ended: there is no turn to play, and nothing
		// happens (not even the fights of pieces side by side).
		for l := Loc(0); l < NumLocs; l++ {
			if pc := p.Board[l]; !pc.Empty() {
				out.Start[l] = Fate{Loc: l, Owner: pc.Owner, Facing: pc.Facing}
			}
		}
		out.Kills, out.Lost = [MaxPlayers]uint8{}, [MaxPlayers]uint8{}
		return
	}
	s.pos = &out.Pos
	s.at = emptyAt
	s.njoint, s.jover = 0, false
	s.setup(plan)
	s.startOfTurn()
	s.placement(plan)
	for pr := MaxSpeed; pr >= 1; pr-- {
		s.priority(pr)
	}
	s.rotation()
	s.endOfTurn()
	s.settleBoard()
	s.ransack()
	s.bonuses()
	s.suddenDeath()
	s.elimination()
	s.ransackAll()
	s.finish()
}

func (s *resolver) emit(e Event) {
	if s.rec != nil {
		e.Stage = s.stage
		s.rec.Events = append(s.rec.Events, e)
	}
}

func (s *resolver) special(i int) Special { return s.u[i].sp }

func (s *resolver) alive(i int) bool { return s.u[i].flags&(fDead|fHidden) == 0 }

func (s *resolver) markDirty(i int) { s.dirty.add(i) }

// cellBit returns the set of the one cell l (< 64): the mask of the shift
// count spares the check for shifts past the width.
func cellBit(l Loc) uint64 { return 1 << (l & 63) }

// set puts unit i on cell l, lifting whatever held it.
func (s *resolver) set(l Loc, i int) {
	s.lift(l)
	s.put(l, i)
}

// put puts unit i on the empty cell l.
func (s *resolver) put(l Loc, i int) {
	s.at[l] = int8(i)
	b := cellBit(l)
	s.all |= b
	s.occ[s.u[i].pc.Owner&7] |= b
	if s.u[i].sp.Has(FightsAllies) {
		s.allyOcc |= b
	}
}

// lift empties cell l.
func (s *resolver) lift(l Loc) {
	if j := s.at[l]; j >= 0 {
		b := cellBit(l)
		s.all &^= b
		s.occ[s.u[j].pc.Owner&7] &^= b
		s.allyOcc &^= b
		s.at[l] = -1
	}
}

// oppMask returns the occupied cells whose units unit i would fight if
// they stood next to it: pieces of other owners, and allies too when either
// is a Cerberus (a piece that fights allies).
func (s *resolver) oppMask(i int) uint64 {
	u := &s.u[i]
	if s.allyFighters == 0 {
		return s.all &^ s.occ[u.pc.Owner&7]
	}
	if u.sp.Has(FightsAllies) {
		return s.all
	}
	return s.all&^s.occ[u.pc.Owner&7] | s.allyOcc
}

func (s *resolver) actor(i int) Fighter { return actor(s.u[i].pc, s.u[i].loc) }

func (s *resolver) touch(i int) {
	if st := s.u[i].start; st != NoLoc {
		s.out.Touched |= cellBit(st)
	}
}

// setup makes a unit of every piece on the board and reads its orders.
func (s *resolver) setup(plan *Plan) {
	if !s.fromTemplate() {
		s.standOnBoard()
	}
	for i := 0; i < s.n; i++ {
		u := &s.u[i]
		k := &s.kinds[u.pc.Kind]
		if k.Special != u.sp {
			// The catalogue changed since the units were kept: make
			// them anew from the board (standOnBoard cannot differ).
			s.tmplKnown = false
			s.standing, s.turners, s.startAt, s.at = standing{}, 0, [MaxSpeed + 1]unitSet{}, emptyAt
			s.setup(plan)
			return
		}
		l := u.loc
		if d, n := plan.MoveAt(l); n > 0 && d.Valid() {
			sp := int(k.Speed[SideOf(u.pc.Facing, d)])
			if n > sp {
				n = sp
			}
			u.dir, u.prio, u.steps = d, int8(sp), int8(n)
			if s.off(RulePriorities) {
				u.prio = int8(n)
			}
		}
		if f, ok := plan.TurnAt(l); ok && (u.steps == 0 || u.sp.Has(MovesAndTurns)) && !u.sp.Has(CannotRotate) {
			u.face = int8(f) + 1
			if s.off(RuleRotateLast) {
				u.pc.Facing, u.face = f, 0
			} else {
				s.turners++
			}
		}
		if u.steps > 0 {
			s.startAt[min(int(u.prio), MaxSpeed)].add(i)
		}
	}
	// Every piece is new to close combat.
	for i := 0; i < s.n; i += 64 {
		s.dirty[i>>6] = 1<<min(s.n-i, 64) - 1
	}
	for n := 1; n <= int(s.pos.NumPlayers); n++ {
		if k, ok := plan.TargetOf(n); ok {
			s.pos.Players[n-1].Target = k
			if s.rec != nil {
				e := Event{Type: EvTarget, Player: uint8(n)}
				e.A.Kind = k
				s.emit(e)
			}
		}
	}
}

// fromTemplate sets up the units of the board from what a Resolver kept of
// the last turn, when that turn began on the same board. It reports whether
// it did. (setup checks that the kinds' special rules are still those the
// units were made with.)
func (s *resolver) fromTemplate() bool {
	if !s.keep || !s.tmplKnown || s.tmplBoard != s.pos.Board {
		return false
	}
	s.standing = s.tmpl
	copy(s.u[:s.n], s.tmplU[:s.n])
	s.at = s.tmplAt
	return true
}

// standOnBoard makes a unit of every piece on the board, in cell order,
// without its orders. A Resolver keeps what it made for the next turn.
func (s *resolver) standOnBoard() {
	for l := Loc(0); l < NumLocs; l++ {
		pc := s.pos.Board[l]
		if pc.Empty() {
			continue
		}
		i := s.n
		s.n++
		k := &s.kinds[pc.Kind]
		tr := k.Special.Traits()
		s.u[i] = unit{pc: pc, loc: l, start: l, lastDir: NoDir, dest: NoLoc, place: -1, origin: pc.Owner, sp: k.Special}
		// The cell table is empty: no need to lift (set).
		s.at[l] = int8(i)
		b := cellBit(l)
		s.all |= b
		s.occ[pc.Owner&7] |= b
		if tr == 0 {
			continue
		}
		if tr.Has(Bombs) {
			s.harpies++
		}
		if tr.Has(KnocksBack) || tr.Has(JumpsToVictim) {
			s.displacers++
		}
		if tr.Has(Vanishes) {
			s.vanishers++
		}
		if tr.Has(FightsAllies) {
			s.allyFighters++
			s.allyOcc |= b
		}
		if tr.Has(endTraits) {
			s.enders++
		}
	}
	if s.keep {
		s.apart = true
		for i := 0; i < s.n && s.apart; i++ {
			s.apart = nbrMask[s.u[i].loc]&s.oppMask(i) == 0
		}
		s.tmplKnown, s.tmplBoard, s.tmpl = true, s.pos.Board, s.standing
		copy(s.tmplU[:s.n], s.u[:s.n])
		s.tmplAt = s.at
	}
}

// placement puts the placed pieces on the board in canonical order, then runs
// the top combat of pieces placed on one cell and the close combat that follows.
func (s *resolver) placement(plan *Plan) {
	s.stage = StagePlace
	pls := plan.Placements()
	if len(pls) == 0 {
		if s.apart && s.vanishers == 0 {
			// The board as it stands, where no two opponents touch.
			s.dirty = unitSet{}
			return
		}
		s.closeCombat()
		return
	}
	var order [MaxPlayers * MaxPlace]Placement
	ps := order[:copy(order[:], pls)]
	for a := 1; a < len(ps); a++ { // insertion sort: no allocation
		for b := a; b > 0 && placeLess(ps[b], ps[b-1]); b-- {
			ps[b], ps[b-1] = ps[b-1], ps[b]
		}
	}
	type clash struct{ a, b int }
	var clashes [MaxPlayers * MaxPlace]clash
	nc := 0
	for _, x := range ps {
		if !x.Loc.Valid() || int(x.Player) > int(s.pos.NumPlayers) || int(x.Kind) >= len(s.kinds) {
			continue
		}
		if !s.pos.TakeHand(int(x.Player), x.Kind) {
			continue
		}
		i := s.n
		s.n++
		pc := Piece{Kind: x.Kind, Owner: x.Player, Facing: x.Facing}
		sp := s.kinds[x.Kind].Special
		s.u[i] = unit{pc: pc, loc: x.Loc, start: NoLoc, lastDir: NoDir, dest: NoLoc, flags: fPlaced,
			place: int8(s.out.NumPlaced), origin: x.Player, sp: sp}
		if s.watched&cellBit(x.Loc) != 0 {
			s.u[i].alike = s.wface[x.Loc] &^ (1 << (x.Facing & 7))
		}
		s.out.PlacedAt[s.out.NumPlaced] = x
		s.out.NumPlaced++
		s.placed++
		s.markDirty(i)
		if s.u[i].sp.Has(Bombs) {
			s.harpies++
		}
		if s.u[i].sp.Has(KnocksBack) || s.u[i].sp.Has(JumpsToVictim) {
			s.displacers++
		}
		if s.u[i].sp.Has(FightsAllies) {
			s.allyFighters++
		}
		if s.u[i].sp.Has(endTraits) {
			s.enders++
		}
		if s.rec != nil {
			s.emit(Event{Type: EvPlace, A: s.actor(i), To: x.Loc})
		}
		if j := s.at[x.Loc]; j >= 0 {
			clashes[nc] = clash{i, int(j)}
			nc++
		} else {
			s.set(x.Loc, i)
		}
	}
	for _, c := range clashes[:nc] {
		s.topCombat(c.a, c.b)
	}
	if !s.off(RulePlacedFight) {
		s.closeCombat()
	}
}

// priority runs one movement priority: bumps, ranged combat, one step, close combat.
func (s *resolver) priority(p int) {
	s.stage = PriorityStage(p)
	// The pieces due to step, in unit order, with their target cells and
	// why they cannot step there. The list of movers drops the units that
	// will never step again this turn.
	dl, tgt, why, due := &s.dl, &s.tgt, &s.why, &s.due
	nd := 0
	var targets uint64
	// shared: two targets are one cell; bumped: a bump is already known;
	// allyAhead: an ally holds a target cell.
	shared, bumped, allyAhead := false, false, false
	for w := range s.moving {
		s.moving[w] |= s.startAt[p][w]
		for m := s.moving[w]; m != 0; m &= m - 1 {
			i := firstUnit(w, m)
			u := &s.u[i]
			if u.flags&(fDead|fHidden|fBumped|fConverted) != 0 || u.steps <= 0 {
				s.moving[w] &^= 1 << (i & 63)
				continue
			}
			t := step[u.loc][u.dir&7]
			dl[nd], tgt[nd], why[nd] = int8(i), t, WhyNone
			due[i] = true
			switch {
			case t == NoLoc:
				why[nd], bumped = WhyOffBoard, true
			case s.pos.Removed(t):
				why[nd], bumped = WhyRemoved, true
				fallthrough
			default:
				b := cellBit(t)
				shared = shared || targets&b != 0
				allyAhead = allyAhead || s.occ[u.pc.Owner&7]&b != 0
				targets |= b
			}
			nd++
		}
	}
	if nd == 0 {
		return
	}
	// 1. Bumps: off the board, into removed cells, two allies into one cell,
	// then allies that stay, repeated until nothing changes.
	if shared {
		for k := 0; k < nd; k++ {
			for m := k + 1; m < nd; m++ {
				if tgt[k] == tgt[m] && tgt[k] != NoLoc && (s.u[dl[k]].pc.Owner == s.u[dl[m]].pc.Owner || s.off(RuleRanged)) {
					why[k], why[m] = WhyAllyTargets, WhyAllyTargets
					bumped = true
				}
			}
		}
	}
	if bumped {
		for k := 0; k < nd; k++ {
			if why[k] != WhyNone {
				if why[k] == WhyAllyTargets {
					s.touch(int(dl[k]))
				}
				s.bump(int(dl[k]), due, why[k])
			}
		}
	}
	for changed := allyAhead; changed; {
		changed = false
		for k := 0; k < nd; k++ {
			i := int(dl[k])
			if !due[i] {
				continue
			}
			j := s.at[tgt[k]]
			if j >= 0 && int(j) != i && (!due[j] || s.off(RuleMarch)) && s.u[j].pc.Owner == s.u[i].pc.Owner {
				s.touch(i)
				s.bump(i, due, WhyAllyStays)
				changed = true
			}
		}
	}
	// 2. Ranged combat between opposing pieces stepping into one cell.
	ranged := false
	for k := 0; shared && k < nd; k++ {
		for m := k + 1; m < nd; m++ {
			if i, j := int(dl[k]), int(dl[m]); due[i] && due[j] && tgt[k] == tgt[m] {
				s.rangedFight(i, j, tgt[k])
				ranged = true
			}
		}
	}
	if ranged {
		s.settle(RangedStraight)
	}
	// 3. Survivors step: lift every stepper, then set them down.
	for k := 0; k < nd; k++ {
		i := int(dl[k])
		if due[i] && s.alive(i) && s.u[i].flags&fConverted == 0 && s.at[s.u[i].loc] == int8(i) {
			s.lift(s.u[i].loc)
		}
	}
	clashes := &s.clashes
	nc := 0
	for k := 0; k < nd; k++ {
		i := int(dl[k])
		u := &s.u[i]
		if !due[i] || !s.alive(i) || u.flags&fConverted != 0 {
			continue
		}
		from, to := u.loc, tgt[k]
		u.loc = to
		u.steps--
		u.lastDir = u.dir
		u.flags |= fStepped
		s.markDirty(i)
		if s.rec != nil {
			s.emit(Event{Type: EvStep, A: s.actor(i), From: from, To: to, Dir: u.dir})
		}
		if u.sp.Has(DiesInTrench) && to.InTrench() {
			s.die(i, WhyTrench)
			continue
		}
		if j := s.at[to]; j >= 0 {
			clashes[nc] = [2]int8{int8(i), j}
			nc++
		} else {
			s.put(to, i)
		}
	}
	for _, c := range clashes[:nc] {
		s.topCombat(int(c[0]), int(c[1]))
	}
	for k := 0; k < nd; k++ {
		due[dl[k]] = false // clean for the next priority
	}
	// 4. Close combat.
	s.closeCombat()
}

func placeLess(a, b Placement) bool {
	if a.Loc != b.Loc {
		return a.Loc < b.Loc
	}
	return a.Player < b.Player
}

func (s *resolver) bump(i int, due *[maxUnits]bool, why Why) {
	u := &s.u[i]
	due[i] = false
	if !s.off(RuleBumpLasts) {
		u.flags |= fBumped
		u.steps = 0
	}
	if s.rec != nil {
		s.emit(Event{Type: EvBump, A: s.actor(i), From: u.loc, Dir: u.dir, Why: why})
	}
}

// rotation turns every surviving piece that was ordered to.
func (s *resolver) rotation() {
	s.stage = StageRotate
	for i := 0; s.turners > 0 && i < s.n; i++ {
		u := &s.u[i]
		if u.face == 0 || u.flags&(fDead|fConverted) != 0 {
			continue
		}
		u.pc.Facing = Dir(u.face - 1)
		if s.rec != nil {
			s.emit(Event{Type: EvRotate, A: s.actor(i), Dir: u.pc.Facing})
		}
	}
}

// settleBoard writes the units back onto the board and records their fates.
func (s *resolver) settleBoard() {
	s.pos.Board = [NumLocs]Piece{}
	for i := 0; i < s.n; i++ {
		u := &s.u[i]
		f := Fate{Loc: NoLoc, Owner: u.pc.Owner, Facing: u.pc.Facing, Displaced: u.flags&fDisplaced != 0, Held: u.flags&fHeld != 0, KilledBy: u.by}
		switch {
		case u.flags&fDead != 0:
			f.Died = u.died
		case u.flags&fHidden != 0:
			f.Died = StageEnd // off the board at the end without dying: the end of the turn counts
		}
		if u.flags&(fDead|fHidden) == 0 {
			s.pos.Board[u.loc] = u.pc
			s.board[u.pc.Owner&7] |= cellBit(u.loc)
			f.Loc = u.loc
		}
		if u.start != NoLoc {
			s.out.Start[u.start] = f
		} else if u.place >= 0 {
			s.out.Placed[u.place] = f
			if u.flags&fFaced != 0 {
				s.out.PlacedFaced |= 1 << u.place
			}
			if s.watched != 0 {
				s.alike[u.place] = u.alike
				if u.flags&fBent != 0 {
					s.alike[u.place] |= AlikeBent
				}
			}
		}
	}
}

func (s *resolver) finish() {
	p := s.pos
	if p.Turn < MaxCount {
		p.Turn++ // a code holds no higher turn
	}
	// The next turn begins without a draw when fair dealing deals nobody a
	// piece (ruling fair-dealing-decides-the-draw).
	deal := p.FairDeal()
	p.NoDraw = true
	for _, d := range deal {
		p.NoDraw = p.NoDraw && d == 0
	}
	s.out.Kills = s.kills
	s.out.Lost = s.lost
}
