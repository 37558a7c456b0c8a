package solver

import (
	"math/bits"

	"github.com/birdcrab/birdcrab/engine"
)

// This file bounds the fights a piece can have. A failed goal's witness is
// often a piece still standing at the end of the turn: the victim of a kill,
// a defender in the territory, the Pit's holder, a survivor of the player to
// eliminate. The closure (relevance.go) branches on every free agent that
// can come next to it, and on every agent that can come next to those; yet
// often none of them, nor all of them together, can beat it. survives proves
// that from the combat numbers alone, and then the whole family fails.
//
// The argument. The witness is held on one option: it stands still all
// turn, or walks a straight line that nothing can knock it off, and that no
// ally of it (nor a piece that could become one) can bump. It can die only
// by losing or tying a fight (close combat with a neighbour; top combat
// with a piece stepping onto it, or onto which it steps; ranged combat with
// a piece stepping into the cell it steps into), by its own rule, by Harpy
// Bombs, or by sudden death. In close combat its output toward a neighbour
// is its combat number on the side toward it divided by the opposing pieces
// next to it, at most N, the agents that can be next to it in that stage
// (and at most its neighbouring cells); the neighbour's output is at most
// its own combat number on the side toward it, divided by at least 1, and
// in the first round after the placements by at least the opponents surely
// next to it then (the pieces on the board at the start and those held
// agents place). In top combat each uses the sum of its six numbers; in
// ranged combat the witness uses at least its number toward its step, the
// other at most its two best neighbouring numbers.
//
// Two pieces side by side fight in the first round after the placements,
// and after that only when one of them has just arrived where it stands
// (stepped, knocked back, jumped, landed) or changed sides (engine: only
// pairs with such a unit fight anew). So a foe that walks a straight line
// that nothing displaces, and that no Priest could convert, fights a
// witness that stays put only from the cell it has just stepped to; a foe
// that stands fights it only in that first round, or when the witness
// steps next to it.
//
// So when every agent that could fight it, in every option the family
// leaves it, is weaker in every fight it may have, it wins them all,
// whatever the family's orders: it ends where its walk ends, alive and its
// player's. Kinds whose rules change the numbers of a fight (King,
// Magician, Reverse Centaur, Priest, Catapult next to a trench), bomb or
// knock back (Harpy) or land (Cloud Man) are left to the search, as are
// switched-off rules and a last cell sudden death could remove; but a
// Reverse Centaur witness is followed: its foes fight it with their speed
// numbers, undivided (see foeNumbers).
//
// A met goal that hangs on such a piece (a keep, the Pit held) then holds
// in the whole family: in the others' search (the side's orders held) the
// replies need not be searched for it (see holdsTo).
//
// When the bound fails, it still says which options could beat the witness:
// those of the foes it could not outclass. If they are all free agents'
// options (not "no order"), the family splits into the order sets that take
// one of them, a branch each, and the rest, in which the witness stands: so
// the search branches on them alone (threats), not on every option that
// comes near. When a held foe, or a free one giving no order, could beat
// the witness (alone, or with others next to it), no split of the free
// options can make it stand, and the search branches as before.

// attackerTraits are the traits of a piece next to the witness that the
// bound cannot follow.
const attackerTraits = engine.Vanishes | engine.OpponentsUseSpeed | engine.OpponentsNineMinus |
	engine.SumsGroup | engine.MultipliedByEnemies | engine.KnocksBack | engine.Bombs

// witnessTraits are the traits of the witness itself that the bound cannot
// follow: numbers changed, dying of its own rule, moving after a kill,
// fighting its allies. (A Reverse Centaur's foes fight it with their speed
// numbers, undivided: see foeNumbers.)
const witnessTraits = engine.Vanishes | engine.OpponentsNineMinus |
	engine.SumsGroup | engine.MultipliedByEnemies | engine.KnocksBack | engine.DiesIfStill |
	engine.DiesAfterFighting | engine.DiesInTrench | engine.JumpsToVictim | engine.FightsAllies |
	engine.DoublesAgainstTrench

// foe is one option of an agent that may fight the witness: its kind, its
// facing, and its cells stage by stage as the witness sees them (see
// walkCut).
type foe struct {
	kind   *engine.Kind // nil: a kind the bound cannot follow (see threats)
	facing engine.Dir
	st     stages
	// moved holds, stage by stage from the first priority on, the cells
	// it may fight from when the witness stays where it is: where it may
	// have just stepped to, or anywhere in st when something else may set
	// it fighting anew (see fightsAnew).
	moved stages
	// div is the fewest opponents next to it in the first round of close
	// combat after the placements (at least 1), when it fights only then
	// in that stage: it stands on its first cell, and nothing moves or
	// converts it then; else 1.
	div int
	b   int32  // its agent
	o   uint16 // its option
}

// witnessAt is the witness as the bound reads it, held on one option: the
// cell it stands on in each stage, the stages in which it steps there (a
// straight walk that nothing displaces or stops), its kind and facing.
type witnessAt struct {
	at     [nStages]engine.Loc
	steps  uint8
	kind   *engine.Kind
	facing engine.Dir
	dir    engine.Dir // the way it walks (when steps is not 0)
	nb     uint64     // the cells next to its cells, its own included
}

// moving reports whether the witness steps in the turn.
func (sx *witnessAt) moving() bool { return sx.steps != 0 }

// survives reports whether the piece of agent x, held, standing still or
// walking (see standing), wins every fight it can have in every order set
// of the family the worker stands at (held agents on their options, the
// free ones on any option they have left): it then ends the turn where its
// walk ends, alive and its player's (see the top of this file). The
// verdict is read from the memo when it can be (see survMemo).
func (w *worker) survives(x int, free *aset) bool {
	if free.has(x) || w.m.rules.Off != 0 {
		return false
	}
	return w.survivesMemo(x, free)
}

// survivesScan is survives, read anew. It stops at the first agent with
// a foe that may beat the witness (see scan): most pieces asked about do
// not stand (a failed kills goal asks about every piece of the other
// players left standing, and on any-kills-c 95% of them could fall).
func (w *worker) survivesScan(x int, free *aset) bool {
	_, stands, _ := w.scan(x, free, true)
	if c := testFirstFoe; c != nil {
		c.given.Add(1)
		if _, all, _ := w.scan(x, free, false); all != stands {
			c.wrong.Add(1)
		}
	}
	return stands
}

// testFirstFoe, when set (by TestScanStopsAtTheFirstFoe), counts the
// verdicts of survivesScan, and those that a reading of every foe does
// not give.
var testFirstFoe *memoCheck

// scan reads the foes of the piece of agent x, held, standing still or
// walking (see standing), in the family the worker stands at (see
// gatherFoes), and reports whether no foe could beat it (it stands), and
// whether free options could make a difference at all (see
// threatScan.mark); ok is false too when the bound cannot follow x.
//
// When quick is set, it reads the agents one by one and stops at the
// first with a foe that may beat the witness with the opponents counted so
// far: then it does not stand, and ts and ok are not to be read. The
// verdict is the one a reading of every agent gives: a foe that beats the
// witness with some of its opponents counted beats it with all of them,
// the witness's numbers being divided by more (see closeLoss). A witness
// that none beat on the way is read again with every opponent counted
// (mark). The agents left unread are not marked read (see twMark), and
// the verdict does not hang on them: with a twin's facing for any of them,
// the foe read still beats the witness.
func (w *worker) scan(x int, free *aset, quick bool) (ts threatScan, stands, ok bool) {
	m := w.m
	if free.has(x) || m.rules.Off != 0 {
		return ts, false, false
	}
	sx, ok := w.standing(x)
	if !ok {
		return ts, false, false
	}
	w.twMark(x)
	// The stages in which fights can happen: placement and the priorities;
	// at the end only when Cloud Men land (see engine's endOfTurn).
	ts = threatScan{sx: sx, free: free, last: stEnd - 1}
	if m.facts.clouds {
		ts.last = stEnd
	}
	w.foes = w.foes[:0]
	for b := range m.agents {
		if !w.mayNear(x, b, &sx, free) {
			continue
		}
		n := len(w.foes)
		if !w.gatherFoe(x, b, &sx, free, ts.last, &ts.count) {
			return ts, false, false
		}
		if quick && ts.beatenSince(w.foes, n) {
			return ts, false, true
		}
	}
	if quick && testUnsound == unsoundFirstFoe {
		return ts, true, true // TestScanStopsAtTheFirstFoe: no foe beat it on the way
	}
	stands, ok = ts.mark(w.foes)
	return ts, stands, ok
}

// beatenSince reports whether a foe of foes[n:] may beat the witness with
// the opponents counted so far (see beatsAt), or follows a rule the bound
// cannot.
func (ts *threatScan) beatenSince(foes []foe, n int) bool {
	for i := n; i < len(foes); i++ {
		if fo := &foes[i]; fo.kind == nil || ts.sx.beatsAt(fo, &ts.count, ts.last) != 0 {
			return true
		}
	}
	return false
}

// threats picks, when the piece of agent x, held, standing or walking, may
// lose a fight in the family the worker stands at (see survives), a free
// agent with options that could beat it: the one with the fewest such
// options, which it leaves in w.thr. Leave those options out of all
// the free agents in turn, and x wins every fight it can have. It returns
// -1 when that cannot be: a held agent, or a free one giving no order, could
// beat x (see mark), or the bound cannot follow x; and
// reports true, with -1, when x stands (see survives).
func (w *worker) threats(x int, free *aset) (int, bool) {
	if w.survives(x, free) {
		return -1, true
	}
	ts, stands, ok := w.scan(x, free, false)
	if stands || !ok || ts.held {
		return -1, stands
	}
	best := ts.pick(w.foes, w.m)
	if best < 0 {
		return -1, false
	}
	w.thr = w.thr[:0]
	for i := range w.foes {
		if fo := &w.foes[i]; int(fo.b) == best && ts.danger(fo) {
			w.thr = append(w.thr, fo.o)
		}
	}
	return best, false
}

// threatScan is what threats reads of a witness, standing or walking, and the foes
// that may fight it.
type threatScan struct {
	sx    witnessAt
	free  *aset
	last  int
	count [nStages]int // see gatherFoes
	held  bool         // an option kept in every branch could beat it (see mark)
}

// kept reports whether foe fo is kept in every branch: a held agent's
// option, or "no order".
func (ts *threatScan) kept(fo *foe) bool { return fo.o == 0 || !ts.free.has(int(fo.b)) }

// mark finds whether an option kept in every branch could beat the
// witness (held). It reports whether no foe could beat it (it stands), and whether
// free options could make a difference: not when a kept foe's kind is not
// one the bound follows.
func (ts *threatScan) mark(foes []foe) (stands, ok bool) {
	beaten := false
	for i := range foes {
		fo := &foes[i]
		if ts.kept(fo) && fo.kind == nil {
			return false, false
		}
		at := ts.sx.beatsAt(fo, &ts.count, ts.last)
		beaten = beaten || at != 0 || fo.kind == nil
		if ts.kept(fo) {
			ts.held = ts.held || at != 0
		}
	}
	return !beaten, true
}

// danger reports whether foe fo, a free agent's option, is a threat: it
// could beat the witness.
func (ts *threatScan) danger(fo *foe) bool {
	return !ts.kept(fo) && (fo.kind == nil || ts.sx.beatsAt(fo, &ts.count, ts.last) != 0)
}

// pick returns the agent with the fewest threats among foes (which hold
// each agent's options together), or -1 when none has any, or one that has
// some has more options than a mask holds.
func (ts *threatScan) pick(foes []foe, m *model) int {
	best, bestN := -1, 1<<30
	for i := 0; i < len(foes); {
		b, n := int(foes[i].b), 0
		j := i
		for ; j < len(foes) && int(foes[j].b) == b; j++ {
			if ts.danger(&foes[j]) {
				n++
			}
		}
		if n > 0 && len(m.agents[b].opts) > maxMasked {
			return -1
		}
		if n > 0 && n < bestN {
			best, bestN = b, n
		}
		i = j
	}
	return best
}

// standing returns the witness x as it stands or walks all turn, and
// false when the bound cannot follow it: a rule it cannot (see
// witnessTraits), a move that could be displaced, sudden death that could
// remove its last cell. A walk whose next cell is off the board or
// removed is bumped there, and stands where it is for the rest of the
// turn (engine: priority).
func (w *worker) standing(x int) (witnessAt, bool) {
	m := w.m
	ag := &m.agents[x]
	op := &ag.opts[w.asg[x]]
	k, ok := m.optionKind(x, op)
	if !ok {
		return witnessAt{}, false
	}
	kx := m.cat.Kind(k)
	sx := witnessAt{kind: kx, facing: m.optionFacing(x, op)}
	for t := range sx.at {
		sx.at[t] = ag.loc
	}
	if ag.kind == agPiece && op.n > 0 && op.ords[0].Op == engine.OpMove {
		if op.wide {
			return witnessAt{}, false // a Harpy could knock it off its walk
		}
		o := op.ords[0]
		n := int(o.Dist)
		for j := 1; j <= int(o.Dist); j++ {
			if op.path[j] == engine.NoLoc || m.pos.Removed(op.path[j]) {
				// Bumped there, it stops for the rest of the turn
				// (engine: priority).
				n = j - 1
				if testUnsound == unsoundBumpStop {
					n = 0 // TestPruningsAreChecked
				}
				break
			}
		}
		sx.dir = o.Dir
		spd, done := int(op.spd), 0
		for p := engine.MaxSpeed; p >= 1; p-- {
			t := priorityStage(p)
			if k := stepsBy(spd, n, p); k > done {
				done = k
				sx.steps |= 1 << t
			}
			sx.at[t] = op.path[done]
		}
		sx.at[stEnd] = op.path[n]
	}
	if kx.Has(witnessTraits) || m.facts.sdRing&(1<<sx.at[stEnd]) != 0 {
		return witnessAt{}, false
	}
	for _, l := range sx.at {
		sx.nb |= nbrMask[l]
	}
	return sx, true
}

// arrivals reads the piece of agent x, held, standing still or walking
// (see standing), and returns it as the bound reads it, the most
// opponents that may stand next to it in each stage (see gatherFoes), and
// the stages after the first fights after which it is surely alive and
// its player's on its cell in every order set of the family the worker
// stands at: no foe may beat or tie it in a stage before (see beatsAt),
// nor in the top or ranged combat of its step in that stage (see meets).
// (The close combat of the stage comes after them.)
func (w *worker) arrivals(x int, free *aset) (ar arrival) {
	m := w.m
	if free.has(x) || m.rules.Off != 0 {
		return ar
	}
	var ok bool
	if ar.sx, ok = w.standing(x); !ok {
		return ar
	}
	w.twMark(x)
	sx := &ar.sx
	if ar.count, ok = w.gatherFoes(x, sx, free, stEnd-1); !ok {
		return ar
	}
	var beaten, met uint8
	for i := range w.foes {
		fo := &w.foes[i]
		beaten |= sx.beatsAt(fo, &ar.count, stEnd-1)
		for t := 1; t < stEnd; t++ {
			if fo.st[t]&(1<<sx.at[t]) != 0 && (fo.kind == nil || sx.meets(fo, t)) {
				met |= 1 << t
			}
		}
	}
	if testUnsound == unsoundArrives {
		beaten = 0 // TestPruningsAreChecked
	}
	for t := 1; t < stEnd; t++ {
		if before := uint8(1)<<t - 1; beaten&before != 0 {
			break // a foe may beat it in a stage before t
		}
		if met&(1<<t) == 0 {
			ar.at |= 1 << t
		}
	}
	return ar
}

// gatherFoes fills w.foes with the options of the family that may fight
// the witness sx, agent x's piece (every option left to a free agent, the
// current one of a held agent, of any agent that is not its ally, or that
// could turn or fights allies), and counts, per stage up to last, the
// agents that may stand next to it. An option whose kind follows a rule
// the bound cannot (see attackerTraits) is a foe without a kind. It
// reports false when the witness walks and could be bumped: when an ally,
// or a piece that could become one, may stand on or step to a cell it
// steps to, in that stage.
func (w *worker) gatherFoes(x int, sx *witnessAt, free *aset, last int) (count [nStages]int, ok bool) {
	w.foes = w.foes[:0]
	for b := range w.m.agents {
		if w.mayNear(x, b, sx, free) && !w.gatherFoe(x, b, sx, free, last, &count) {
			return count, false
		}
	}
	return count, true
}

// mayNear reports whether agent b, not x, has an option in the family
// that may come next to the witness sx, agent x's piece.
func (w *worker) mayNear(x, b int, sx *witnessAt, free *aset) bool {
	if free.has(b) {
		return w.renvU[b]&sx.nb != 0 && b != x
	}
	return w.tr[b]&sx.nb != 0 && b != x
}

// gatherFoe is gatherFoes for agent b, one that may come near the witness
// (see mayNear): it adds b's options that may fight the witness to w.foes,
// counts b in the stages in which it may stand next to it, and reports
// false when b could bump the walking witness.
func (w *worker) gatherFoe(x, b int, sx *witnessAt, free *aset, last int, count *[nStages]int) bool {
	m := w.m
	bg := &m.agents[b]
	player := m.agents[x].player
	if sx.moving() && (bg.player == player || m.priests[player-1]) && w.bumps(b, sx, free) && testUnsound != unsoundWalker {
		return false
	}
	if bg.player == player && !m.facts.convertible[b] && !m.facts.allyFight[b] {
		return true
	}
	next := w.addFoes(b, sx, free, last, player) // the stages in which some option is next to it
	for t := 0; t <= last; t++ {
		if next&(1<<t) != 0 {
			count[t]++
		}
	}
	return true
}

// addFoes adds the options agent b has in the family as foes of the
// witness sx (see addFoe), and returns the stages up to last in which some
// may stand next to it.
func (w *worker) addFoes(b int, sx *witnessAt, free *aset, last int, p uint8) uint8 {
	bg := &w.m.agents[b]
	div := 1 // read only for a foe next to the witness in the first fights
	if bg.loc != engine.NoLoc && nbrMask[sx.at[0]]&(1<<bg.loc) != 0 {
		div = w.firstDivisor(b, free)
	}
	if !free.has(b) {
		if !w.foeOption(b, int(w.asg[b]), p) {
			return 0
		}
		return w.addFoe(b, int(w.asg[b]), sx, last, p, div) // held: its own option
	}
	var next uint8
	for o := range bg.opts {
		if bg.opts[o].trace&sx.nb != 0 && (o == 0 || w.left(b, o)) && w.foeOption(b, o, p) {
			next |= w.addFoe(b, o, sx, last, p, div)
		}
	}
	return next
}

// inFamily reports whether option o of agent b is in the family: one a
// free agent has left, or a held agent's own.
func (w *worker) inFamily(b, o int, free *aset) bool {
	if free.has(b) {
		return o == 0 || w.left(b, o)
	}
	return o == int(w.asg[b])
}

// bumps reports whether some option of agent b in the family may stand on,
// or step to, a cell the walking witness sx steps to, in that stage.
func (w *worker) bumps(b int, sx *witnessAt, free *aset) bool {
	return w.firstBump(b, sx, free) < nStages
}

// firstBump returns the first stage in which some option of agent b in the
// family may stand on, or step to, the cell the walking witness sx steps
// to then, or nStages.
func (w *worker) firstBump(b int, sx *witnessAt, free *aset) int {
	bg := &w.m.agents[b]
	first := nStages
	for o := range bg.opts {
		if !w.inFamily(b, o, free) {
			continue
		}
		for t := range first {
			if sx.steps&(1<<t) != 0 && bg.opts[o].st[t]&(1<<sx.at[t]) != 0 {
				first = t
				break
			}
		}
	}
	return first
}

// firstDivisor returns the fewest opponents next to agent b's piece (on
// the board, or placed) in the first round of close combat after the
// placements, when that holds in every option of the family, at least 1:
// the pieces of the other players on the board at the start and those that
// held agents place next to it (see sureOpponents). Every option of b
// stands on b's cell then.
func (w *worker) firstDivisor(b int, free *aset) int {
	bg := &w.m.agents[b]
	if testUnsound == unsoundFirstDivisor && bg.kind == agPiece {
		// TestPruningsAreChecked: those that could be next to it.
		return max(w.m.mostOpponents(bg.loc, w.m.pos.Board[bg.loc], func(c engine.Loc, fights fightsFunc) (bool, uint8) {
			return w.mayPlace(c, fights, free)
		}, func(int, fightsFunc) int { return engine.MaxPlace }), 1)
	}
	_, n := w.sureOpponents(bg.loc, bg.player, bg.kind == agPiece && bg.spec.Has(engine.FightsAllies), free)
	return max(n, 1)
}

// foeOption reports whether option o of agent b could fight a witness of
// player p: b is another player's, or its piece could be converted, or it
// fights allies on that option (see facts.allyOpt).
func (w *worker) foeOption(b, o int, p uint8) bool {
	m := w.m
	return m.agents[b].player != p || m.facts.convertible[b] ||
		m.facts.fightsAllies(b, uint16(o), false)
}

// addFoe adds option bo of agent b to w.foes when it may come near the
// witness sx, and returns the stages up to last in which it may stand next
// to it; it is added without its kind when its kind follows a rule the
// bound cannot. div is b's fewest opponents in the first fights (see
// firstDivisor). Its walk is cut (see walkCut) only when it is another
// player's than the witness's, p: an ally that a Priest could convert
// walks past the witness without a fight, and fights it only from where it
// was converted.
func (w *worker) addFoe(b, o int, sx *witnessAt, last int, p uint8, div int) uint8 {
	m := w.m
	bg := &m.agents[b]
	bo := &bg.opts[o]
	if bo.trace&sx.nb == 0 {
		return 0
	}
	k, ok := m.optionKind(b, bo)
	if !ok {
		return 0
	}
	kb := m.cat.Kind(k)
	if kb.Has(attackerTraits) || kb.Has(engine.DoublesAgainstTrench) && sx.inTrench() {
		kb = nil
	}
	moves := bg.kind == agPiece && bo.n > 0 && bo.ords[0].Op == engine.OpMove
	plain := !bo.wide && !bg.spec.Has(engine.JumpsToVictim)
	var walk *option // a straight line that nothing displaces, another player's
	if kb != nil && (bg.player != p || testUnsound == unsoundAllyWalk) && moves && plain {
		walk = bo
	}
	// A walk stands next to the witness only up to its first cell there:
	// after it, it is dead, or the bound fails anyway. So it is read so
	// when it fights the witness, and counted so among its neighbours.
	st := walkCut(&bo.st, walk, sx, true)
	fst := st
	if testUnsound == unsoundStops {
		fst = walkCut(&bo.st, walk, sx, false) // TestPruningsAreChecked
	}
	w.twMark(b)
	fo := foe{kind: kb, facing: m.optionFacing(b, bo), st: fst, div: 1, b: int32(b), o: uint16(o)}
	fo.fightsAnew(bo, moves, plain && !m.facts.convertible[b], div)
	w.foes = append(w.foes, fo)
	if testUnsound == unsoundCount {
		st = walkCut(&bo.st, walk, sx, false) // TestPruningsAreChecked
	}
	return sx.nextStages(&st, last)
}

// nextStages returns the stages up to last in which cells st may be next
// to the witness.
func (sx *witnessAt) nextStages(st *stages, last int) uint8 {
	var next uint8
	for t := 0; t <= last; t++ {
		if st[t]&nbrMask[sx.at[t]]&^(1<<sx.at[t]) != 0 {
			next |= 1 << t
		}
	}
	return next
}

// fightsAnew sets what may set foe fo, of option bo, fighting a witness
// that stays put: its own steps (it moves), when nothing else can move or
// convert it (plain), and then it is divided by div in the first fights;
// else anything, anywhere it may be.
func (fo *foe) fightsAnew(bo *option, moves, plain bool, div int) {
	if !plain && testUnsound != unsoundFightsAnew {
		fo.moved = fo.st
		return
	}
	if moves {
		fo.moved = stepStages(bo)
		for t := range fo.moved {
			fo.moved[t] &= fo.st[t]
		}
	}
	fo.div = div
}

// stepStages returns, for the walk of option op, the cell it steps to in
// each stage in which it may step.
func stepStages(op *option) stages {
	var st stages
	spd, n, done := int(op.spd), int(op.ords[0].Dist), 0
	for p := engine.MaxSpeed; p >= 1; p-- {
		if k := stepsBy(spd, n, p); k > done {
			done = k
			if c := op.path[k]; c != engine.NoLoc {
				st[priorityStage(p)] = 1 << c
			}
		}
	}
	return st
}

// inTrench reports whether the witness may stand in a trench.
func (sx *witnessAt) inTrench() bool {
	for _, l := range sx.at {
		if l.InTrench() {
			return true
		}
	}
	return false
}

// beatsAt returns the stages up to last in which foe fo may beat or tie
// the witness. Close combat: a pair fights when one of them has just
// stepped, in the first round after the placements, or when something
// moves or converts one of them (engine: only pairs with a unit that moved
// or changed sides fight anew); the witness's number toward the foe is
// divided by all that may stand next to it then (count), the foe's by its
// fewest opponents in the first round (div), else by 1. Top combat, where
// one may step onto the other: the sums of their numbers. Ranged combat,
// where both may step into one cell: the witness's number toward its step
// at least, against the foe's two best neighbouring numbers. A foe without
// a kind may beat it whenever it comes next to it.
func (sx *witnessAt) beatsAt(fo *foe, count *[nStages]int, last int) uint8 {
	var at uint8
	for t := 0; t <= last; t++ {
		l := sx.at[t]
		near := nbrMask[l]
		c := fo.st[t]
		if c&near == 0 {
			continue
		}
		if fo.kind == nil || sx.meets(fo, t) {
			at |= 1 << t
			continue
		}
		// The cells it may fight the witness from.
		fights, div := c, 1
		switch {
		case t == 0:
			div = fo.div
		case t < stEnd && !sx.stepped(t):
			fights = fo.moved[t]
		}
		n := min(count[t], bits.OnesCount64(near&^(1<<l)))
		if testUnsound == unsoundSurvives {
			n = 1 // TestPruningsAreChecked
		}
		if sx.closeLoss(fo, t, fights, n, div) {
			at |= 1 << t
		}
	}
	return at
}

// stepped reports whether the witness steps in stage t.
func (sx *witnessAt) stepped(t int) bool {
	return sx.steps&(1<<t) != 0 && testUnsound != unsoundWalkerStill
}

// meets reports whether foe fo may beat or tie the witness on its cell in
// stage t: stepping onto it, or it onto the foe (top combat, the sums of
// their numbers), or both stepping into it (ranged combat: the witness's
// number toward its step at least, the foe's two best neighbouring numbers
// at most).
func (sx *witnessAt) meets(fo *foe, t int) bool {
	if fo.st[t]&(1<<sx.at[t]) == 0 {
		return false
	}
	kx := sx.kind
	ys, _ := sx.foeNumbers(fo.kind)
	return sumOf(ys) >= kx.CombatSum() || sx.stepped(t) && testUnsound != unsoundRanged &&
		pairMax(ys) >= int(kx.Combat[engine.SideOf(sx.facing, sx.dir)])
}

// foeNumbers returns the numbers a foe of kind k fights the witness with,
// and whether they are divided by its opponents: against a Reverse
// Centaur, its speed numbers, undivided (engine: fighter); else its combat
// numbers.
func (sx *witnessAt) foeNumbers(k *engine.Kind) ([6]int8, bool) {
	if sx.kind.Has(engine.OpponentsUseSpeed) && testUnsound != unsoundSpeedy {
		return k.Speed, false
	}
	return k.Combat, true
}

// closeLoss reports whether foe fo, from a cell of fights next to the
// witness in stage t, may beat or tie it in close combat: its number
// divided by div against the witness's divided by n.
func (sx *witnessAt) closeLoss(fo *foe, t int, fights uint64, n, div int) bool {
	l, kx := sx.at[t], sx.kind
	ys, divided := sx.foeNumbers(fo.kind)
	if !divided {
		div = 1
	}
	for d := engine.A; d <= engine.F; d++ {
		nl := l.Neighbour(d)
		if nl == engine.NoLoc || fights&(1<<nl) == 0 {
			continue
		}
		yc := int(ys[engine.SideOf(fo.facing, d.Opposite())])
		xc := int(kx.Combat[engine.SideOf(sx.facing, d)])
		if t == stEnd {
			// Either may have turned before Cloud Men land.
			yc, xc = maxOf(ys), minOf(kx.Combat)
		}
		if yc*n >= xc*div {
			return true
		}
	}
	return false
}

// walkCut returns the cells st, stage by stage, of an option that may
// fight the witness sx, as the witness sees them: walk, when it is a
// straight walk that nothing displaces of another player than the
// witness's, is cut after its first step that brings it next to the
// witness, or onto its cell, as the witness stands in that stage (first:
// with that cell; false only in TestPruningsAreChecked). It steps there at
// one priority (a bumped piece stops for the rest of the turn) and fights
// the witness right after: close combat, or top or ranged combat on its
// cell. Either it may beat or tie the witness there (beatsAt checks it),
// or it loses and dies (or changes sides, and steps no more): it never
// stands on a later cell of its walk. The witness is there, alive as long
// as it has won every fight before. (An ally of the witness that a Priest
// could convert walks past it without a fight, and fights it only from
// where it is converted: its walk is not cut.)
func walkCut(st *stages, walk *option, sx *witnessAt, first bool) stages {
	if walk == nil {
		return *st
	}
	i := firstNext(walk, sx)
	if i < 0 {
		return *st
	}
	var pre stages
	if i > 0 {
		pre = walkStages(walk.path[0], walk.ords[0].Dir, i-1, int(walk.spd), 0, false)
	}
	if first {
		pre[firstStageAt(i, int(walk.spd))] |= 1 << walk.path[i]
	}
	for t := range pre {
		pre[t] &= st[t]
	}
	return pre
}

// firstNext returns the first step of walk op (0: its start) that brings
// it next to the witness sx, or onto its cell, as it stands in the stage
// of that step, or -1.
func firstNext(op *option, sx *witnessAt) int {
	for i := 0; i <= int(op.ords[0].Dist); i++ {
		c := op.path[i]
		if c == engine.NoLoc {
			return -1
		}
		if t := firstStageAt(i, int(op.spd)); t < stEnd && nbrMask[sx.at[t]]&(1<<c) != 0 {
			return i
		}
	}
	return -1
}

// firstStageAt returns the first stage in which a piece walking at speed s
// may stand on the cell i steps into its walk (see walkStages).
func firstStageAt(i, s int) int {
	if i == 0 {
		return 0
	}
	for p := engine.MaxSpeed; p >= 1; p-- {
		if s-p+1 >= i {
			return priorityStage(p)
		}
	}
	return stEnd
}

func maxOf(c [6]int8) int {
	m := c[0]
	for _, v := range c[1:] {
		m = max(m, v)
	}
	return int(m)
}

// pairMax returns the largest sum of two neighbouring numbers of c.
func pairMax(c [6]int8) int {
	m := 0
	for i := range c {
		m = max(m, int(c[i])+int(c[(i+1)%6]))
	}
	return m
}

func sumOf(c [6]int8) int {
	s := 0
	for _, v := range c {
		s += int(v)
	}
	return s
}

func minOf(c [6]int8) int {
	m := c[0]
	for _, v := range c[1:] {
		m = min(m, v)
	}
	return int(m)
}
