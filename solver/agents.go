package solver

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// This file turns a problem into agents. An agent is one decision a player
// makes in the turn: what one piece on the board does, what is placed on one
// cell from hand, or which graveyard kind a Necromancer targets. Each agent
// has a list of options; option 0 is "no order". A full assignment of an
// option to every agent is a set of orders for every player, and every legal
// set of orders is exactly one assignment: placements are keyed by their
// cell, so identical pieces placed on swapped cells are one assignment.
//
// Each option carries a trace: the cells the agent can occupy or step toward
// during the turn under that option, whatever the others do. An agent's
// envelope is the union of its options' traces.

type agentKind uint8

const (
	agPiece  agentKind = iota // a piece on the board: move, turn, both (Witch) or nothing
	agCell                    // a cell a player may place a piece on
	agTarget                  // a player's Necromancer target
)

// option is one choice of an agent: up to two orders (a Witch's move and
// turn) and the cells it can reach.
type option struct {
	ords  [2]engine.Order
	n     uint8
	trace uint64 // cells (bit l) the agent may stand on or step toward
	st    stages // trace, stage by stage (see stages)
	// dst is st widened by the cells from which a piece acts on another:
	// one cell out, also for a piece that may be knocked back, whose
	// cells in st hold every cell it may be knocked to (see worker.closure).
	dst stages
	// A move's path (its cells from the start, NoLoc off the board) and
	// the speed it moves at.
	path [engine.MaxSpeed + 2]engine.Loc
	spd  int8
	// from is the first stage at which a piece taking this option may do
	// otherwise than with no order: a move's first step (at the priority
	// of its speed), the end for a turn or a Cloud Man's landing; never
	// (nStages) for "no order". Until then its piece stands, faces and
	// fights as it would with no order. 0 for placements and targets.
	from int8
	// skip marks an option the search never branches on: one that only
	// adds a turn no goal can feel (see markTurns), or a placement that
	// does all another does (see mergeFacings), which stands for it.
	skip bool
	// wide marks an option whose piece may be displaced (see narrow): its
	// trace is widened by every cell it may be displaced to. plain is
	// then its cells stage by stage without the widening, for a turn in
	// which it was not displaced, or a family in which no Harpy that could
	// displace it may stand (see worker.closure).
	wide  bool
	plain stages
	// near is, for a wide option that is not an Imp Swarm's, the cells
	// where a Harpy standing next to its walk displaces it (see narrow),
	// and beat, for any wide option, the players (bit q: player q+1) whose
	// Harpies could beat it: while no Harpy of theirs that the family may
	// hold stands on near, it is read plain (see worker.knockedCells; an
	// Imp Swarm's, with the family's Harpies: see worker.jumpCells).
	near uint64
	beat uint8
	// walk is, for a wide option widened for one Harpy (knockStages), its
	// plain trace: the closure widens it again for the Harpies of the
	// family alone (see worker.knockedCells).
	walk uint64
	// jumps marks an Imp Swarm's option whose cells narrowJumps follows.
	jumps bool
	// harpy is, for an option that places or moves a Harpy, its walk (as
	// in harpyOpts): a held agent's is read from its option (see
	// worker.harpyWalks).
	harpy uint64
}

// agent is one decision of one player.
type agent struct {
	kind   agentKind
	player uint8
	loc    engine.Loc     // piece: its cell; cell: the placement cell; target: NoLoc
	spec   engine.Special // piece: its special rule
	opts   []option       // opts[0]: no order
	env    uint64         // union of the options' traces
	trench engine.Dir     // cell agents: the trench of the cell, or NoDir
}

// setEnv sets the agent's envelope from its options' traces.
func (ag *agent) setEnv() {
	ag.env = 0
	for i := range ag.opts {
		ag.env |= ag.opts[i].trace
	}
}

// allStages returns the agent's cells, stage by stage, over all its
// options.
func (ag *agent) allStages() stages {
	var env stages
	for o := range ag.opts {
		env.or(&ag.opts[o].st)
	}
	return env
}

// placesAllyFighter reports whether option o of agent b places a piece that
// fights allies (a Cerberus): its player places no more of them than its
// hand holds (see victimSet).
func (m *model) placesAllyFighter(b, o int) bool {
	k, ok := m.optionKind(b, &m.agents[b].opts[o])
	return ok && m.agents[b].kind == agCell && m.cat.Kind(k).Has(engine.FightsAllies)
}

// maxAgents bounds the agents of one problem (61 pieces, placement cells and
// targets of six players fit).
const maxAgents = 512

// aset is a set of agents.
type aset [maxAgents / 64]uint64

// count returns how many agents s holds.
func (s *aset) count() int {
	n := 0
	for _, x := range s {
		n += bits.OnesCount64(x)
	}
	return n
}

func (s *aset) has(a int) bool { return s[a>>6]&(1<<(a&63)) != 0 }
func (s *aset) set(a int)      { s[a>>6] |= 1 << (a & 63) }
func (s *aset) clear(a int)    { s[a>>6] &^= 1 << (a & 63) }
func (s *aset) or(t *aset) {
	for i := range s {
		s[i] |= t[i]
	}
}

// model is a problem made ready for search. It is read-only once built and
// shared by all workers.
type model struct {
	rules *engine.Rules
	cat   *engine.Catalogue
	pos   engine.Position
	side  uint8
	goals []engine.Goal
	opp   Opponent

	agents []agent
	own    []int // the side's agents
	others []int // the other players' agents
	isOwn  aset
	// fixed holds the option each agent takes when it is not searched: the
	// fixed replies of the other players, "no order" elsewhere.
	fixed []uint16

	pieceAt [engine.NumLocs]int16                    // agent of the piece on each cell, -1
	cellAt  [engine.MaxPlayers][engine.NumLocs]int16 // cell agent of each player on each cell, -1
	byOwner [engine.MaxPlayers]aset                  // agents of each player
	cellsOf [engine.MaxPlayers][]int                 // cell agents of each player
	// inert holds the agents with nothing to branch on: every option but
	// "no order" is skipped (see markTurns). They are never free.
	inert aset

	handCount [engine.MaxPlayers][]uint8 // known pieces in hand by kind
	handSize  [engine.MaxPlayers]int     // known pieces in hand
	necroOn   [engine.MaxPlayers]bool    // the player has a Necromancer on the board
	necroKind []bool                     // kinds whose special is Necromancer
	snakeKind []bool                     // kinds whose special is Snake

	facts   facts     // what the relevance analysis knows of the problem
	priests playerSet // the players with a Priest in play, on the board or placed (see findPriests)
	// jumpers: some option's cells follow an Imp Swarm's jumps (see
	// narrowJumps); allyVictim, per agent and option, is where, stage by
	// stage, its piece may stand as the victim of an Imp Swarm of its own
	// player, allyVictimEnv the union over the options (see markVictims).
	jumpers bool
	// harpies is the number of Harpies in play, the widening for
	// knockbacks (see buildModel); with any, the Imp Swarms' options keep
	// their widened cells, and the closure follows their jumps with the
	// family's Harpies (see narrowJumps).
	harpies int
	knock   knockers  // Harpies that knock back at most once (see knockonce.go)
	kn      knockNear // Harpies that alone can reach a piece (see knocknear.go)
	// laterKills: the side's kills may be read as sure after the first
	// fights (see worker.killedLater): two players, the rules as the game
	// has them, and no Priest, Harpy or piece that fights allies (a
	// Cerberus, a Cloud Man landing) in play.
	laterKills bool
	// presence: the closure may leave out a piece's fate in a stage where
	// only its being there, its number and the opponents next to it count
	// (see level): the rules as the game has them, and no Necromancer
	// target in play. rounds holds the cells near a Priest or an Imp
	// Swarm in play, where a second round of close combat may follow in a
	// stage (a piece converted, or jumped onto: see closure); the
	// Harpies' are read in the family.
	presence bool
	rounds   uint64
	// harpyOpts lists the options that place or move a Harpy, with its
	// walk (see worker.harpyWalks), by agent and option; harpyRuns holds,
	// for each agent with such options, where they start in harpyOpts and
	// where they end.
	harpyOpts []harpyOpt
	harpyRuns [][2]int32
	// priestOpts lists the options whose piece is a Priest (see
	// priestReach, worker.convNear).
	priestOpts    []priestOpt
	priestAgents  []int32 // the agents of priestOpts, once each
	allyVictim    [][]stages
	allyVictimEnv []stages
	// allyLimEnv, per cell agent, is the union of its placements that
	// fight allies, as victims of an Imp Swarm of its player (not in
	// allyVictimEnv), and allyPlaceable, per player, how many such
	// pieces it may place (see victimSet).
	allyLimEnv    []stages
	allyPlaceable [engine.MaxPlayers]int
	// jumpFrom, per agent with an option whose jumps are followed, lists
	// the agents that may add to its victims in the search, and jumpBase
	// holds the victims' cells of those held on one option all along (see
	// victimSources).
	jumpFrom [][]int32
	jumpBase []stages

	// equiv maps a placement or a move the search tries to the
	// placements or moves it stands for, itself first (see mergeFacings and
	// mergeEdgeMoves).
	equiv map[engine.Order][]engine.Order
	// foeFacings says, per player, whether the others' search may take two
	// facings of a placement of the player's as one by the cells its
	// opponents may stand on in the family (see model.sameFacing): no
	// Priest of another player's could turn an ally into an opponent, and
	// no King may be in the player's group. cerberus says which agents'
	// pieces could be a Cerberus, which fights allies.
	foeFacings [engine.MaxPlayers]bool
	cerberus   []bool
	// foesNear lists, per cell agent, the other agents that may ever
	// stand next to its cell (see worker.foeDirs).
	foesNear [][]int32
	// twinOf lists, per agent and option of the side's placements under
	// Any, the options that differ from it in the facing alone, and
	// sideBit numbers the side's cell agents (see findTwins).
	twinOf  [][][]uint16
	sideBit []uint64
}

// board geometry as bit sets, computed once.
var (
	nbrMask    [engine.NumLocs]uint64 // the cell and its neighbours
	trenchMask uint64                 // trench cells and the Pit
	ringMask   [engine.Radius + 1]uint64
	// nbrByte[i][b]: the cells of the byte b of a set's byte i (its cells
	// 8i to 8i+7), and their neighbours, for dilateMany.
	nbrByte [8][256]uint64
)

func init() {
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		m := uint64(1) << l
		for d := engine.A; d <= engine.F; d++ {
			if n := l.Neighbour(d); n != engine.NoLoc {
				m |= 1 << n
			}
		}
		nbrMask[l] = m
		if l.InTrench() {
			trenchMask |= 1 << l
		}
		ringMask[l.Ring()] |= 1 << l
	}
	for i := range nbrByte {
		for b := 1; b < 256; b++ {
			low := b & -b
			l := 8*i + bits.TrailingZeros(uint(low))
			nbrByte[i][b] = nbrByte[i][b&^low]
			if l < engine.NumLocs {
				nbrByte[i][b] |= nbrMask[l]
			}
		}
	}
}

// dilate returns the cells of m and their neighbours.
func dilate(m uint64) uint64 {
	out := m
	for m != 0 {
		l := bits.TrailingZeros64(m)
		m &= m - 1
		out |= nbrMask[l]
	}
	return out
}

// dilateMany is dilate, by bytes: faster on sets of many cells.
func dilateMany(m uint64) uint64 {
	out := m
	for i := 0; m != 0; i, m = i+1, m>>8 {
		out |= nbrByte[i][m&0xff]
	}
	return out
}

// hexDist is the distance between two axial coordinates.
func hexDist(a, b engine.Hex) int {
	dq, dr := a.Q-b.Q, a.R-b.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// lineTrace returns the cells of a straight walk of n steps from l toward d,
// l included, widened by r: every board cell within r of a point of the walk
// (points off the board count, since a displaced piece may walk on where the
// undisplaced walk would have left the board).
func lineTrace(l engine.Loc, d engine.Dir, n, r int) uint64 {
	h := l.Hex()
	if r == 0 {
		m := uint64(1) << l
		for k := 1; k <= n; k++ {
			if c := engine.HexLoc(h.Add(d, k)); c != engine.NoLoc {
				m |= 1 << c
			}
		}
		return m
	}
	var m uint64
	for c := engine.Loc(0); c < engine.NumLocs; c++ {
		for k := 0; k <= n; k++ {
			if hexDist(c.Hex(), h.Add(d, k)) <= r {
				m |= 1 << c
				break
			}
		}
	}
	return m
}

// buildModel checks p and turns it into agents.
func buildModel(p *Problem) (*model, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	m := &model{
		rules: p.Rules,
		cat:   p.Rules.Kinds,
		pos:   p.Pos,
		side:  uint8(p.Side),
		goals: append([]engine.Goal(nil), p.Goals...),
		opp:   p.Opponent,
	}
	cat := m.cat
	pos := &m.pos
	nk := cat.Len()
	m.necroKind = make([]bool, nk)
	m.snakeKind = make([]bool, nk)
	for k := 0; k < nk; k++ {
		m.necroKind[k] = cat.Kind(engine.KindID(k)).Has(engine.Raises)
		m.snakeKind[k] = cat.Kind(engine.KindID(k)).Has(engine.PlacedInTrench)
	}
	for i := range m.pieceAt {
		m.pieceAt[i] = -1
	}
	for p := range m.cellAt {
		for i := range m.cellAt[p] {
			m.cellAt[p][i] = -1
		}
	}

	// Displacement: a Harpy that dies knocks back the piece that beat it by
	// one cell, and an Imp Swarm jumps one cell onto each piece it kills.
	// A piece is displaced at most once per Harpy in play, an Imp Swarm also
	// once per piece it can kill; traces are widened by that many cells.
	harpies, units := 0, 0
	countKind := func(k engine.KindID) {
		units++
		if cat.Kind(k).Has(engine.KnocksBack) {
			harpies++
		}
	}
	for _, pc := range pos.Board {
		if !pc.Empty() {
			countKind(pc.Kind)
		}
	}
	for n := 1; n <= int(pos.NumPlayers); n++ {
		for _, k := range m.playable(p, n) {
			countKind(k)
		}
	}
	widen := func(k engine.KindID) int {
		if cat.Kind(k).Has(engine.JumpsToVictim) {
			return harpies + units
		}
		return harpies
	}

	active := func(n int) bool { return !pos.Player(n).Out }
	add := func(a agent) int {
		a.setEnv()
		m.agents = append(m.agents, a)
		return len(m.agents) - 1
	}

	// Pieces on the board.
	var buf []engine.Order
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		pc := pos.Board[l]
		if pc.Empty() {
			continue
		}
		k := cat.Kind(pc.Kind)
		r := widen(pc.Kind)
		a := agent{kind: agPiece, player: pc.Owner, loc: l, spec: k.Special, trench: engine.NoDir}
		cloud := k.Has(engine.Vanishes)
		still := walkStages(l, engine.NoDir, 0, 0, r, cloud)
		a.opts = append(a.opts, option{trace: lineTrace(l, engine.A, 0, r), st: still, from: nStages})
		if active(int(pc.Owner)) {
			buf = pos.PieceOptions(cat, l, buf[:0])
			var turns []engine.Order
			for _, o := range buf {
				if o.Op == engine.OpTurn {
					turns = append(turns, o)
				}
			}
			for _, o := range buf {
				tr, st := lineTrace(l, o.Dir, int(o.Dist), r), still
				if o.Op == engine.OpTurn {
					tr = lineTrace(l, engine.A, 0, r)
				}
				op := option{ords: [2]engine.Order{o}, n: 1, trace: tr, st: st, from: stEnd}
				if o.Op == engine.OpMove {
					sp := int(k.Speed[engine.SideOf(pc.Facing, o.Dir)])
					op.st = walkStages(l, o.Dir, int(o.Dist), sp, r, cloud)
					op.spd = int8(sp)
					if !cloud {
						op.from = int8(priorityStage(sp))
					}
					for j := range op.path {
						op.path[j] = engine.HexLoc(l.Hex().Add(o.Dir, j))
					}
				}
				a.opts = append(a.opts, op)
				if o.Op == engine.OpMove && k.Has(engine.MovesAndTurns) {
					for _, t := range turns {
						op.ords[1], op.n = t, 2
						a.opts = append(a.opts, op)
					}
				}
			}
		}
		if k.Has(engine.Raises) {
			m.necroOn[pc.Owner-1] = true
		}
		m.pieceAt[l] = int16(add(a))
	}

	// Placement cells, per player, from the kinds in hand.
	for n := 1; n <= int(pos.NumPlayers); n++ {
		m.handCount[n-1] = make([]uint8, nk)
		for _, k := range pos.Player(n).HandKinds() {
			m.handCount[n-1][k]++
			m.handSize[n-1]++
		}
		if !active(n) {
			continue
		}
		var cellOpts [engine.NumLocs][]option
		var kinds []engine.KindID
		for _, k := range pos.Player(n).HandKinds() {
			if len(kinds) == 0 || kinds[len(kinds)-1] != k {
				kinds = append(kinds, k)
			}
		}
		for _, k := range kinds {
			r := widen(k)
			for _, pcell := range pos.PlaceCells(cat, n, k, nil) {
				tr := lineTrace(pcell.Loc, engine.A, 0, r)
				for f := engine.A; f <= engine.F; f++ {
					if pcell.Facings&(1<<f) != 0 {
						cellOpts[pcell.Loc] = append(cellOpts[pcell.Loc], option{
							ords: [2]engine.Order{engine.Place(k, pcell.Loc, f)}, n: 1, trace: tr, st: fixedStages(tr)})
					}
				}
			}
		}
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if len(cellOpts[l]) == 0 {
				continue
			}
			a := agent{kind: agCell, player: uint8(n), loc: l, trench: l.Trench()}
			a.opts = append([]option{{}}, cellOpts[l]...)
			m.cellAt[n-1][l] = int16(add(a))
		}
	}

	// Necromancer targets: a player with a Necromancer on the board or in
	// hand may name any kind in the graveyard.
	for n := 1; n <= int(pos.NumPlayers); n++ {
		if !active(n) {
			continue
		}
		has := m.necroOn[n-1]
		for _, k := range pos.Player(n).HandKinds() {
			has = has || m.necroKind[k]
		}
		if !has || pos.GraveLen == 0 {
			continue
		}
		a := agent{kind: agTarget, player: uint8(n), loc: engine.NoLoc, trench: engine.NoDir}
		a.opts = []option{{}}
		for i, g := range pos.Graveyard() {
			if i > 0 && pos.Grave[i-1].Kind == g.Kind {
				continue
			}
			a.opts = append(a.opts, option{ords: [2]engine.Order{engine.Target(g.Kind)}, n: 1})
		}
		add(a)
	}

	m.fixed = make([]uint16, len(m.agents))
	if err := m.keepReplies(p); err != nil {
		return nil, err
	}
	m.findPriests()
	m.harpies = harpies
	m.countHarpies(p)
	m.narrow()
	m.markDoomed() // before narrowJumps: a piece beaten at once is a victim only where it may still stand
	m.narrowJumps()
	m.markTurns()
	m.mergeEdgeMoves()
	m.mergeFacings()
	m.markDoomed()
	if len(m.agents) > maxAgents {
		return nil, fmt.Errorf("too many decisions to search (%d, at most %d)", len(m.agents), maxAgents)
	}
	for i := range m.agents {
		a := &m.agents[i]
		m.byOwner[a.player-1].set(i)
		if a.kind == agCell {
			m.cellsOf[a.player-1] = append(m.cellsOf[a.player-1], i)
		}
		moves := 0
		for _, o := range a.opts[1:] {
			if !o.skip {
				moves++
			}
		}
		if moves == 0 || testUnsound == unsoundInert && a.kind == agPiece && moves <= 6 {
			m.inert.set(i)
		}
		if a.player == m.side {
			m.own = append(m.own, i)
			m.isOwn.set(i)
		} else {
			m.others = append(m.others, i)
		}
	}
	m.facts = analyse(m)
	m.laterKills = m.pos.NumPlayers == 2 && m.rules.Off == 0 && m.harpies == 0 &&
		!m.priests[0] && !m.priests[1] && !slices.Contains(m.facts.allyFight, true)
	m.presence = m.rules.Off == 0 && !slices.ContainsFunc(m.agents, func(ag agent) bool { return ag.kind == agTarget })
	m.rounds = m.secondRounds()
	for a := range m.agents {
		for o := range m.agents[a].opts {
			op := &m.agents[a].opts[o]
			for t, c := range op.st {
				op.dst[t] = dilate(c)
				if op.wide && !op.jumps && testUnsound == unsoundKnockOut {
					op.dst[t] = dilate(op.plain[t]) // TestPruningsAreChecked
				}
			}
		}
	}
	m.markBlocked()
	m.victimSources()
	m.findTwins()
	return m, nil
}

// narrow takes the widening for displacement back from the options whose
// piece can never be displaced. Only two things move a piece off its walk:
// a Harpy that it beats in close combat, standing next to it, knocks it
// back; an Imp Swarm jumps onto what it kills. A Harpy is beaten by its
// opponents: the pieces of other players, and its allies only when they
// fight allies (a Cerberus, a landing Cloud Man) or when a Priest's
// conversion could change sides during the turn (any Priest in play).
//
// A piece is first knocked off its walk while it stands on it, by a Harpy
// standing next to it, itself at most r-1 cells off its own walk (once for
// each other Harpy; r is the widening, the Harpies in play). So the walks
// of the two come within r cells of each other: the piece's widened trace
// (its walk and r cells around) meets the Harpy's walk. An option whose
// widened trace meets the walk of no Harpy that could beat it, and that is
// not an Imp Swarm's, cannot be displaced: it gets its plain trace back,
// and is not wide.
//
// With one Harpy in play, which nothing displaces, a piece is knocked back
// at most once, and away from the Harpy: from a cell of its walk toward the
// side opposite a neighbour on the Harpy's walk. It then goes on from
// there, so its cells are its walk's, and its walk's moved one cell each
// such way (see knockStages), not the whole ring around.
func (m *model) narrow() {
	harpies := m.harpies
	var harpyAt [engine.MaxPlayers]uint64 // each player's Harpies' walks
	priests := false
	for a := range m.agents {
		for o := range m.agents[a].opts {
			op := &m.agents[a].opts[o]
			if k, ok := m.optionKind(a, op); ok {
				kd := m.cat.Kind(k)
				if kd.Has(engine.KnocksBack) {
					walk, _ := m.plainTrace(a, op)
					harpyAt[m.agents[a].player-1] |= walk
					if n := len(m.harpyRuns); n == 0 || m.harpyOpts[m.harpyRuns[n-1][0]].a != int32(a) {
						m.harpyRuns = append(m.harpyRuns, [2]int32{int32(len(m.harpyOpts)), int32(len(m.harpyOpts))})
					}
					m.harpyOpts = append(m.harpyOpts, harpyOpt{int32(a), uint16(o), m.agents[a].player, walk})
					op.harpy = walk
					m.harpyRuns[len(m.harpyRuns)-1][1]++
				}
				priests = priests || kd.Has(engine.Converts)
			}
		}
	}
	m.findKnockers(&harpyAt, priests)
	m.findKnockNear(priests)
	for a := range m.agents {
		ag := &m.agents[a]
		ag.env = 0
		for o := range ag.opts {
			op := &ag.opts[o]
			k, ok := m.optionKind(a, op)
			if !ok {
				ag.env |= op.trace
				continue
			}
			kd := m.cat.Kind(k)
			jumps := kd.Has(engine.JumpsToVictim)
			op.wide = jumps
			// The Harpies that could beat it: all but its allies', unless
			// it fights them or sides can change.
			beat := beatBits(ag.player, kd, priests)
			var beaters uint64
			for q := range harpyAt {
				if beat&(1<<q) != 0 {
					beaters |= harpyAt[q]
				}
			}
			trace, st := m.plainTrace(a, op)
			near := op.trace
			if testUnsound == unsoundHarpyNear {
				near = trace // TestPruningsAreChecked
			}
			if !jumps && near&beaters != 0 {
				op.wide = true
			}
			if testUnsound == unsoundDisplace {
				op.wide = false // TestPruningsAreChecked
			}
			if op.wide {
				op.plain = st
				op.beat = beat
				if !jumps {
					op.near = near
				}
				if harpies == 1 && !jumps {
					op.st = knockStages(&st, trace, beaters)
					op.trace = op.st.union()
					op.walk = trace
				} else if hc, ok := m.knock.knockedOnce(beat); ok && !jumps {
					// Knocked once, by a Harpy that stands on hc when it
					// dies (knockonce.go; the closure: knockerCells).
					op.st = knockStages(&st, trace, hc)
					op.trace = op.st.union()
					op.walk = trace
				} else if kst, ok := m.knockedFewer(beat, &st, trace, jumps); ok {
					// Knocked back by fewer: those that can reach it
					// (knocknear.go).
					op.st, op.trace = kst, kst.union()
				}
			} else {
				op.trace, op.st = trace, st
			}
			ag.env |= op.trace
		}
	}
}

// harpyOpt is an option that places or moves a Harpy: its agent and
// option, its player and its walk.
type harpyOpt struct {
	a      int32
	o      uint16
	player uint8
	walk   uint64
}

// knockStages returns cells st, stage by stage, widened by the knockback of
// one Harpy that nothing displaces, standing on cells of harpy: a piece on
// a cell of walk next to it is knocked one cell away from it, and goes on
// with its walk from there (or stops: a prefix of the walk moved so).
func knockStages(st *stages, walk, harpy uint64) stages {
	out := *st
	for e := engine.A; e <= engine.F; e++ {
		// Cells of the walk whose neighbour toward e may hold the Harpy:
		// knocked the opposite way.
		if walk&shift(harpy, e.Opposite()) == 0 {
			continue
		}
		away := e.Opposite()
		if testUnsound == unsoundKnockWays {
			away = e // toward the Harpy: TestPruningsAreChecked
		}
		for t := range out {
			out[t] |= shift(st[t], away)
		}
	}
	return out
}

// plainTrace returns the trace of option op of agent a without widening,
// whole and stage by stage.
func (m *model) plainTrace(a int, op *option) (uint64, stages) {
	ag := &m.agents[a]
	if ag.kind == agCell {
		return 1 << ag.loc, fixedStages(1 << ag.loc)
	}
	cloud := m.cat.Kind(m.pos.Board[ag.loc].Kind).Has(engine.Vanishes)
	if op.n > 0 && op.ords[0].Op == engine.OpMove {
		o := op.ords[0]
		return lineTrace(ag.loc, o.Dir, int(o.Dist), 0), walkStages(ag.loc, o.Dir, int(o.Dist), int(op.spd), 0, cloud)
	}
	return lineTrace(ag.loc, engine.A, 0, 0), walkStages(ag.loc, engine.NoDir, 0, 0, 0, cloud)
}

// optionKind returns the kind of the piece that option op of agent a moves
// or places, and whether there is one (not for a target, nor for "no
// placement").
func (m *model) optionKind(a int, op *option) (engine.KindID, bool) {
	ag := &m.agents[a]
	switch {
	case ag.kind == agPiece:
		return m.pos.Board[ag.loc].Kind, true
	case op.n > 0 && op.ords[0].Op == engine.OpPlace:
		return op.ords[0].Kind, true
	}
	return 0, false
}

// playerSet is a set of players: player n at n-1.
type playerSet [engine.MaxPlayers]bool

// other reports whether s holds a player other than p.
func (s *playerSet) other(p uint8) bool {
	for q, in := range s {
		if in && q+1 != int(p) {
			return true
		}
	}
	return false
}

// secondRounds returns the cells near a Priest or an Imp Swarm in play
// (see model.rounds): a piece converted stands next to a Priest, an Imp
// Swarm jumps onto a piece next to it (its cells hold its jumps), and each
// fights again in the same stage, as do the pieces next to it, counting
// the opponents next to them; a Harpy may have knocked the Priest or the
// Imp Swarm a cell off its walk.
func (m *model) secondRounds() uint64 {
	var c uint64
	for _, po := range m.priestOpts {
		c |= m.agents[po.a].opts[po.o].trace
	}
	if m.jumpers {
		for a := range m.agents {
			for o := range m.agents[a].opts {
				if op := &m.agents[a].opts[o]; op.jumps {
					c |= op.trace
				}
			}
		}
	}
	return dilateBy(c, 3+m.harpies)
}

// dilateBy returns the cells within n of those of c.
func dilateBy(c uint64, n int) uint64 {
	for i := 0; c != 0 && i < n; i++ {
		c = dilate(c)
	}
	return c
}

// findPriests lists the options whose piece is a Priest, and their agents
// (see priestReach), and sets the players with a Priest in play.
func (m *model) findPriests() {
	for a := range m.agents {
		ag := &m.agents[a]
		for o := range ag.opts {
			if k, ok := m.optionKind(a, &ag.opts[o]); ok && m.cat.Kind(k).Has(engine.Converts) {
				m.priests[ag.player-1] = true
				m.priestOpts = append(m.priestOpts, priestOpt{int32(a), uint16(o), ag.player})
				if n := len(m.priestAgents); n == 0 || m.priestAgents[n-1] != int32(a) {
					m.priestAgents = append(m.priestAgents, int32(a))
				}
			}
		}
	}
}

// optionFacing returns the facing the piece of option op of agent a fights
// with until rotation: its facing on the board, or a placement's.
func (m *model) optionFacing(a int, op *option) engine.Dir {
	if ag := &m.agents[a]; ag.kind == agPiece {
		return m.pos.Board[ag.loc].Facing
	}
	return op.ords[0].Dir
}

// eachInPlay calls f with the owner and the kind of every piece on the
// board, and of every piece in a hand (once for each).
func (m *model) eachInPlay(f func(n uint8, k engine.KindID)) {
	for _, pc := range m.pos.Board {
		if !pc.Empty() {
			f(pc.Owner, pc.Kind)
		}
	}
	for n := 1; n <= int(m.pos.NumPlayers); n++ {
		for _, k := range m.pos.Player(n).HandKinds() {
			f(uint8(n), k)
		}
	}
}

// markTurns marks the options that add a turn no goal can feel. Rotation
// comes after all movement and combat; only the close combat of Cloud Men
// landing at the end of the turn follows it, and there a piece's facing
// counts when it stands next to a landing Cloud Man of another player's
// (a Cloud Man fights its opponents only), or in its player's King's
// group, which may fight one. No goal reads a facing. So no turn of a
// piece can change whether a goal is met when no Cloud Man of another
// player's is on the board, nor when its player has no King and the piece
// can never stand next to such a Cloud Man's landing cell, nor when its
// kind has the same combat number on every side and the same speed number
// on every side: its facing then changes no number of any fight (close,
// top, a King's sums, a Magician's nine minus, a Reverse Centaur's
// speeds). Such a turn, alone or with a Witch's move, meets the goals
// exactly when the same orders without it do, and is never part of a
// minimal order set.
//
// All of this holds with the rule that rotation comes last (see
// engine.RuleRotateLast); without it, every turn counts.
//
// A Cloud Man's player counts only where the sides cannot blur: with a
// Priest (who converts), a Cerberus (who fights allies), an Imp Swarm (who
// jumps onto its victim's cell, and fights anew there) or a Harpy (who
// knocks back) in play, every Cloud Man counts for every piece, and any
// King for all (see TestTurnsOfAPlayerWithoutACloudManToFear).
func (m *model) markTurns() {
	if m.rules.Off&engine.RuleRotateLast != 0 && testUnsound != unsoundTurnsFirst {
		// Rotation comes first, before anything moves (a lesson played
		// without its rule): every facing counts, and every turn.
		return
	}
	np := int(m.pos.NumPlayers)
	var king [engine.MaxPlayers]bool
	blur := false
	own := testUnsound != unsoundTurnsKing // else TestPruningsAreChecked
	note := func(n uint8, k engine.KindID) {
		kd := m.cat.Kind(k)
		king[n-1] = king[n-1] || kd.Has(engine.SumsGroup)
		blur = blur || kd.Has(engine.Converts|engine.FightsAllies|engine.JumpsToVictim|engine.KnocksBack) &&
			testUnsound != unsoundTurnsBlur // else TestPruningsAreChecked
	}
	m.eachInPlay(note)
	// clouds[q]: the cells where a Cloud Man of player q+1 may land.
	var clouds [engine.MaxPlayers]uint64
	for i := range m.agents {
		if m.lands(i) {
			clouds[m.agents[i].player-1] |= m.agents[i].env
		}
	}
	anyKing := slices.Contains(king[:np], true)
	for i := range m.agents {
		a := &m.agents[i]
		if a.kind != agPiece {
			continue
		}
		// The Cloud Men a facing of a's piece may meet, and whether its
		// King's group may.
		var foes uint64
		for q := range np {
			if q+1 != int(a.player) || blur {
				foes |= clouds[q]
			}
		}
		sums := king[a.player-1] && own || blur && anyKing
		if foes != 0 && (sums || dilate(a.env)&foes != 0) && !sameAllRound(m.cat.Kind(m.pos.Board[a.loc].Kind)) {
			continue
		}
		for o := range a.opts {
			op := &a.opts[o]
			op.skip = op.n > 0 && op.ords[op.n-1].Op == engine.OpTurn
		}
	}
}

// sameAllRound reports whether kind k has one combat number and one speed
// number on all six sides: which side faces where changes nothing.
func sameAllRound(k *engine.Kind) bool {
	if testUnsound == unsoundTurns {
		return true // TestPruningsAreChecked
	}
	for i := 1; i < 6; i++ {
		if k.Combat[i] != k.Combat[0] || k.Speed[i] != k.Speed[0] {
			return false
		}
	}
	return true
}

// playable returns the kinds player n may bring into play from hand this
// turn: the whole hand, except for the other players under Hold (none) and
// Fixed (those their replies place).
func (m *model) playable(p *Problem, n int) []engine.KindID {
	if n == int(m.side) || p.Opponent == Any {
		return m.pos.Player(n).HandKinds()
	}
	var ks []engine.KindID
	if p.Opponent == Fixed && n <= len(p.Replies) && testUnsound != unsoundReplies {
		for _, o := range p.Replies[n-1] {
			if o.Op == engine.OpPlace {
				ks = append(ks, o.Kind)
			}
		}
	}
	return ks
}

// keepReplies leaves the other players' agents, under Hold and Fixed, only
// the options they take (no order, or the reply's, which m.fixed then
// records): the others are never searched, and what they could have done
// but do not cannot widen what the analysis reads of the turn (who may
// knock back, convert or fight where).
func (m *model) keepReplies(p *Problem) error {
	if p.Opponent == Any {
		return nil
	}
	keep := make([]int, len(m.agents))
	if p.Opponent == Fixed {
		for i, os := range p.Replies {
			n := i + 1
			if n == int(m.side) || len(os) == 0 {
				continue
			}
			asg, err := m.assignment(n, os)
			if err != nil {
				return fmt.Errorf("the fixed replies of player %d: %w", n, err)
			}
			for _, x := range asg {
				keep[x.a] = int(x.o)
			}
		}
	}
	for a := range m.agents {
		ag := &m.agents[a]
		if ag.player == m.side {
			continue
		}
		opts := ag.opts[:1:1]
		if keep[a] > 0 {
			opts = append(opts, ag.opts[keep[a]])
			m.fixed[a] = 1
		}
		ag.opts = opts
		ag.setEnv()
	}
	return nil
}

// optionOf returns the option of agent a that holds exactly orders.
func (m *model) optionOf(a int, orders []engine.Order) (int, error) {
	if a < 0 {
		return 0, fmt.Errorf("%s: not among the legal options", engine.OrdersText(m.cat, orders, "(no orders)"))
	}
	for oi := range m.agents[a].opts {
		op := &m.agents[a].opts[oi]
		if int(op.n) != len(orders) {
			continue
		}
		match := true
		for _, o := range orders {
			if o != op.ords[0] && (op.n < 2 || o != op.ords[1]) {
				match = false
			}
		}
		if match {
			return oi, nil
		}
	}
	return 0, fmt.Errorf("%s: not among the legal options", engine.OrdersText(m.cat, orders, "(no orders)"))
}

// assignment maps player n's orders (already checked legal) onto its
// agents: the list of (agent, option) pairs, by agent.
func (m *model) assignment(n int, orders []engine.Order) ([]ao, error) {
	var per [engine.NumLocs][]engine.Order
	var out []ao
	add := func(a int, os []engine.Order) error {
		o, err := m.optionOf(a, os)
		if err != nil {
			return err
		}
		out = append(out, ao{int32(a), uint16(o)})
		return nil
	}
	for _, o := range orders {
		var err error
		switch o.Op {
		case engine.OpMove, engine.OpTurn:
			per[o.Loc] = append(per[o.Loc], o)
		case engine.OpPlace:
			err = add(int(m.cellAt[n-1][o.Loc]), []engine.Order{o})
		case engine.OpTarget:
			err = add(m.targetAgent(n), []engine.Order{o})
		}
		if err != nil {
			return nil, err
		}
	}
	for l, list := range per {
		if len(list) > 0 {
			if err := add(int(m.pieceAt[l]), list); err != nil {
				return nil, err
			}
		}
	}
	slices.SortFunc(out, func(x, y ao) int { return int(x.a) - int(y.a) })
	return out, nil
}

// targetAgent returns the target agent of player n, or -1.
func (m *model) targetAgent(n int) int {
	for i := range m.agents {
		if m.agents[i].kind == agTarget && int(m.agents[i].player) == n {
			return i
		}
	}
	return -1
}

// applyOption adds an agent's option to a plan.
func applyOption(pl *engine.Plan, player uint8, o *option) {
	for i := 0; i < int(o.n); i++ {
		od := o.ords[i]
		switch od.Op {
		case engine.OpMove:
			pl.SetMove(od.Loc, od.Dir, int(od.Dist))
		case engine.OpTurn:
			pl.SetTurn(od.Loc, od.Dir)
		case engine.OpPlace:
			pl.AddPlace(engine.Placement{Player: player, Kind: od.Kind, Loc: od.Loc, Facing: od.Dir})
		case engine.OpTarget:
			pl.SetTarget(int(player), od.Kind)
		}
	}
}

// budget tracks what the assigned placements and targets use up, so that
// only legal combinations are assigned: at most three placements per
// player, no more pieces of a kind than the hand holds, one Snake per trench
// per player, and a target only with a Necromancer on the board or placed.
// A placement on the cell of the player's own Cloud Man goes with any order of
// the Cloud Man: it has vanished before placement.
type budget struct {
	placed  [engine.MaxPlayers]uint8
	used    [engine.MaxPlayers][]uint8
	snakes  [engine.MaxPlayers]uint8 // trenches that received a Snake (bit d)
	necroes [engine.MaxPlayers]uint8 // Necromancers placed
}

func newBudget(m *model) budget {
	var b budget
	for n := range b.used {
		b.used[n] = ownLines[uint8](m.cat.Len()) // a worker's, written at each assignment
	}
	return b
}

// legal reports whether agent a may take option o given what is assigned.
func (m *model) legal(b *budget, a, o int) bool {
	ag := &m.agents[a]
	n := ag.player - 1
	switch ag.kind {
	case agCell:
		k := ag.opts[o].ords[0].Kind
		if b.placed[n] >= engine.MaxPlace || b.used[n][k] >= m.handCount[n][k] {
			return false
		}
		if m.snakeKind[k] && b.snakes[n]&(1<<ag.trench) != 0 {
			return false
		}
	case agTarget:
		return m.necroOn[n] || b.necroes[n] > 0
	}
	return true
}

// take records that agent a takes option o (o > 0); give undoes it.
func (m *model) take(b *budget, a, o int) {
	ag := &m.agents[a]
	if ag.kind != agCell {
		return
	}
	n := ag.player - 1
	k := ag.opts[o].ords[0].Kind
	b.placed[n]++
	b.used[n][k]++
	if m.snakeKind[k] {
		b.snakes[n] |= 1 << ag.trench
	}
	if m.necroKind[k] {
		b.necroes[n]++
	}
}

func (m *model) give(b *budget, a, o int) {
	ag := &m.agents[a]
	if ag.kind != agCell {
		return
	}
	n := ag.player - 1
	k := ag.opts[o].ords[0].Kind
	b.placed[n]--
	b.used[n][k]--
	if m.snakeKind[k] {
		b.snakes[n] &^= 1 << ag.trench
	}
	if m.necroKind[k] {
		b.necroes[n]--
	}
}

// orders returns the orders of player n's agents under assignment asg, in
// canonical order.
func (m *model) orders(asg []uint16, n uint8) []engine.Order {
	out := []engine.Order{}
	for a := range m.agents {
		ag := &m.agents[a]
		if ag.player != n || asg[a] == 0 {
			continue
		}
		op := &ag.opts[asg[a]]
		out = append(out, op.ords[:op.n]...)
	}
	SortOrders(out)
	return out
}

// mergeFacings marks, among the placements on one cell, those that differ
// only in a facing that cannot matter, and keeps one of each class for the
// search. A placed piece does not move; its facing counts only in the
// fights it has from a neighbouring cell (close combat: the combat number,
// or against a Reverse Centaur the speed number, of its side toward the
// opponent; top combat sums all six sides), in the sums of an allied King's
// group, and for an Imp Swarm in where it jumps. So two facings of a kind
// are equivalent when, toward every neighbour on which an opposing piece
// (or any piece, for a Cerberus) could ever stand, the kind has the same
// numbers on the sides facing it; toward every direction when the piece
// could be knocked elsewhere (a Harpy that could beat it may stand next
// to its cell: its option is wide, see narrow), when another player's
// Priest in play could turn an ally into an opponent, or when a King may
// be in the player's group: its own, or another player's that a Priest of
// the player's converts.
// An Imp Swarm's facings are never merged. The piece then behaves alike in
// every turn, so an order set with one is a solution, and minimal, exactly
// when the same set with the other is: the solutions found with the one
// kept are written out for every facing of its class (see expandSolutions).
func (m *model) mergeFacings() {
	cat := m.cat
	var king playerSet
	var priests playerSet
	note := func(n uint8, k engine.KindID) {
		switch kd := cat.Kind(k); {
		case kd.Special == engine.King:
			king[n-1] = true
		case kd.Has(engine.Converts):
			priests[n-1] = true
		}
	}
	// converters reports whether a Priest of a player other than n is in
	// play: it could turn an ally of n's into an opponent.
	converters := func(n uint8) bool { return priests.other(n) && testUnsound != unsoundOwnPriest }
	// kingOf reports whether a King may be in player n's group: one of
	// n's, or another player's that a Priest of n's converts (it then
	// sums its new allies' numbers).
	kingOf := func(n uint8) bool {
		return king[n-1] || priests[n-1] && king.other(n) && testUnsound != unsoundConvertedKing
	}
	m.eachInPlay(note)
	for n := 1; n <= int(m.pos.NumPlayers); n++ {
		m.foeFacings[n-1] = !converters(uint8(n)) && !kingOf(uint8(n))
	}
	cerberus := make([]bool, len(m.agents)) // the agent's piece could be a Cerberus
	m.cerberus = cerberus
	m.foesNear = make([][]int32, len(m.agents))
	for a := range m.agents {
		if m.agents[a].kind != agCell {
			continue
		}
		near := nbrMask[m.agents[a].loc] &^ (1 << m.agents[a].loc)
		for b := range m.agents {
			if b != a && m.agents[b].env&near != 0 {
				m.foesNear[a] = append(m.foesNear[a], int32(b))
			}
		}
	}
	for b := range m.agents {
		for _, op := range m.agents[b].opts {
			if (m.agents[b].kind == agPiece && m.agents[b].spec == engine.Cerberus) ||
				(op.n > 0 && op.ords[0].Op == engine.OpPlace && cat.Kind(op.ords[0].Kind).Special == engine.Cerberus) {
				cerberus[b] = true
			}
		}
	}
	for a := range m.agents {
		ag := &m.agents[a]
		if ag.kind != agCell {
			continue
		}
		for o := 1; o < len(ag.opts); o++ {
			op := &ag.opts[o]
			if op.skip {
				continue
			}
			k := op.ords[0].Kind
			kd := cat.Kind(k)
			if kd.Special == engine.ImpSwarm {
				continue
			}
			// The directions an opponent could fight it from.
			dirs := foesOf(kd, m.neighbourFoes(a, func(b int32) uint64 { return m.agents[b].env }))
			if op.wide && testUnsound != unsoundWideFacings || converters(ag.player) || kingOf(ag.player) {
				dirs = allDirs
			}
			f1 := op.ords[0].Dir
			for q := o + 1; q < len(ag.opts); q++ {
				oq := &ag.opts[q]
				if oq.skip || oq.ords[0].Kind != k {
					continue
				}
				if !sameSides(kd, f1, oq.ords[0].Dir, dirs) && testUnsound != unsoundFacings {
					continue
				}
				oq.skip = true
				m.addEquiv(op.ords[0], oq.ords[0])
			}
		}
	}
}

// mergeEdgeMoves marks the moves that go on past the edge of the board, or
// into a removed cell, as the move that stops there. A piece whose next step
// would leave the board, or enter a removed cell, is bumped and stops for the
// rest of the turn; it does not leave its cell, so an ally stepping into it
// is bumped as by a piece that stays. Nothing else reads how far it was told
// to go: its priority is its speed that way, a Cloud Man lands on the last
// cell in play along the way, and a Witch (dies standing still) and a Drunk
// (turns the way it moved) read only whether and where it stepped. So a
// move of n steps whose walk has room for e < n stands for the move of e
// steps, and, with e = 0, for no move at all: the piece stands and fights
// as with "no order", and a Witch's turn with such a move is the turn
// alone. This holds while nothing displaces the piece (an option that is
// not wide; a knocked piece goes on walking from its new cell) and with
// every rule of movement on (a priority read from the distance, or a bump
// that does not last, tell them apart).
//
// The search never branches on the longer move. A move of e >= 1 steps
// stands for the longer ones as a facing stands for its class: the
// solutions with it are written out for each of them (see expandSolutions).
// A longer move that stands for no move is never part of a minimal
// solution (the set without it meets the goals exactly as it does), and is
// dropped.
func (m *model) mergeEdgeMoves() {
	if m.rules.Off&(engine.RulePriorities|engine.RuleBumpLasts) != 0 && testUnsound != unsoundEdgeRules {
		return
	}
	for a := range m.agents {
		ag := &m.agents[a]
		if ag.kind != agPiece {
			continue
		}
		for o := 1; o < len(ag.opts); o++ {
			op := &ag.opts[o]
			if op.ords[0].Op != engine.OpMove || op.wide && testUnsound != unsoundEdgeWide {
				continue
			}
			e := 0
			for e < int(op.ords[0].Dist) && op.path[e+1] != engine.NoLoc && !m.pos.Removed(op.path[e+1]) {
				e++
			}
			m.standFor(a, o, e)
		}
	}
}

// standFor marks option o of agent a, a move that has room for e steps
// only, as done by the option with the move of e steps instead, or without
// the move when e is 0 (see mergeEdgeMoves), when the agent has it.
func (m *model) standFor(a, o, e int) {
	op := &m.agents[a].opts[o]
	mv := op.ords[0]
	if e >= int(mv.Dist) {
		return
	}
	short, n := op.ords, int(op.n) // the orders it does as
	if e > 0 {
		short[0].Dist = uint8(e)
	} else {
		short[0], n = short[1], n-1
	}
	if _, err := m.optionOf(a, short[:n]); err != nil {
		return
	}
	op.skip = true
	if e > 0 {
		m.addEquiv(short[0], mv)
	}
}

// addEquiv notes that order key, which the search tries, stands for order
// alt too (see expandSolutions).
func (m *model) addEquiv(key, alt engine.Order) {
	if m.equiv == nil {
		m.equiv = map[engine.Order][]engine.Order{}
	}
	if m.equiv[key] == nil {
		m.equiv[key] = []engine.Order{key}
	}
	if !slices.Contains(m.equiv[key], alt) {
		m.equiv[key] = append(m.equiv[key], alt)
	}
}

// expandSolutions writes out each solution once for every facing of each
// of its merged placements (see mergeFacings), and every move of each of
// its moves that stop at the edge (see mergeEdgeMoves).
func (m *model) expandSolutions(sols [][]engine.Order) [][]engine.Order {
	if len(m.equiv) == 0 {
		return sols
	}
	var out [][]engine.Order
	var walk func(s []engine.Order, i int, cur []engine.Order)
	walk = func(s []engine.Order, i int, cur []engine.Order) {
		if i == len(s) {
			c := slices.Clone(cur)
			SortOrders(c)
			out = append(out, c)
			return
		}
		alts, ok := m.equiv[s[i]]
		if !ok {
			alts = s[i : i+1]
		}
		for _, o := range alts {
			walk(s, i+1, append(cur, o))
		}
	}
	for _, s := range sols {
		walk(s, 0, make([]engine.Order, 0, len(s)))
	}
	return out
}

// expandedCount is how many solutions expandSolutions writes s out as.
func (m *model) expandedCount(s []engine.Order) int {
	n := 1
	for _, o := range s {
		if alts, ok := m.equiv[o]; ok {
			n *= len(alts)
		}
	}
	return n
}

// allDirs is every direction, as a set of bits.
const allDirs = 1<<(engine.F+1) - 1

// neighbourFoes returns the directions from cell agent a's cell toward
// the neighbours the other agents' cells (cells) meet: of the agents of
// other players and those whose piece could be a Cerberus (foes[0]), and
// of every agent (foes[1]).
func (m *model) neighbourFoes(a int, cells func(b int32) uint64) (foes [2]uint8) {
	ag := &m.agents[a]
	near := nbrMask[ag.loc] &^ (1 << ag.loc)
	var other, all uint64
	for _, b := range m.foesNear[a] {
		c := cells(b) & near
		if c == 0 {
			continue
		}
		all |= c
		if m.agents[b].player != ag.player || m.cerberus[b] {
			other |= c
		}
	}
	for d := engine.A; d <= engine.F; d++ {
		if nb := ag.loc.Neighbour(d); nb != engine.NoLoc {
			if other&(1<<nb) != 0 {
				foes[0] |= 1 << d
			}
			if all&(1<<nb) != 0 {
				foes[1] |= 1 << d
			}
		}
	}
	return foes
}

// foesOf returns the directions from which a piece of kind kd may be
// fought, of those neighbourFoes found: every agent's for a Cerberus,
// which fights allies, the opponents' for the others.
func foesOf(kd *engine.Kind, foes [2]uint8) uint8 {
	if kd.Special == engine.Cerberus {
		return foes[1]
	}
	return foes[0]
}

// sameSides reports whether a piece of kind kd has the same combat and
// speed numbers facing f1 as facing f2, on the sides toward dirs.
func sameSides(kd *engine.Kind, f1, f2 engine.Dir, dirs uint8) bool {
	for d := engine.A; d <= engine.F; d++ {
		if dirs&(1<<d) == 0 {
			continue
		}
		s1, s2 := engine.SideOf(f1, d), engine.SideOf(f2, d)
		if kd.Combat[s1] != kd.Combat[s2] || kd.Speed[s1] != kd.Speed[s2] {
			return false
		}
	}
	return true
}

// foeDirs returns, for a cell agent of the others' search (a), the
// directions from which a piece it places may meet an opponent in the
// family the worker stands at, by the cells the other agents may occupy
// there (a held one's current option, a free one's options left; see
// neighbourFoes). It reports false when two facings of its placements
// can never be taken as one (see model.foeFacings).
func (w *worker) foeDirs(a int, free *aset) (foes [2]uint8, ok bool) {
	m := w.m
	ag := &m.agents[a]
	if ag.kind != agCell || !m.foeFacings[ag.player-1] {
		return foes, false
	}
	if testUnsound == unsoundFoeFacings {
		return foes, true // no direction tells two facings apart: TestPruningsAreChecked
	}
	return m.neighbourFoes(a, func(b int32) uint64 {
		if free.has(int(b)) {
			return w.renvU[b]
		}
		return w.tr[b]
	}), true
}

// sameFacing reports whether options o1 and o2 of cell agent a place the
// same kind in two facings that are one in a family whose opponents may
// fight the piece from foes (see foeDirs): a piece that no Harpy could
// knock elsewhere (see narrow) stays on its cell all turn, and its facing
// counts only toward the opponents next to it (see mergeFacings); its
// numbers on the sides facing those directions are the same. An Imp
// Swarm's facings are never one: they tell where it jumps.
func (m *model) sameFacing(a, o1, o2 int, foes [2]uint8) bool {
	p1, p2 := &m.agents[a].opts[o1], &m.agents[a].opts[o2]
	k := p1.ords[0].Kind
	if p1.n != 1 || p2.n != 1 || p1.ords[0].Op != engine.OpPlace || p2.ords[0].Op != engine.OpPlace ||
		p2.ords[0].Kind != k || p1.wide || p2.wide {
		return false
	}
	kd := m.cat.Kind(k)
	return kd.Special != engine.ImpSwarm && sameSides(kd, p1.ords[0].Dir, p2.ords[0].Dir, foesOf(kd, foes))
}
