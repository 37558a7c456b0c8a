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
// The argument. A piece that stands still all turn takes part in no ranged
// combat (that is for pieces stepping into one cell). It can die only by
// losing or tying a fight (close combat with a neighbour, top combat with a
// piece stepping onto it), by its own rule, by Harpy Bombs, or by sudden
// death; it leaves its cell only by dying or by a knockback. In close combat
// its output toward a neighbour is its combat number on the side toward it
// divided by the opposing pieces next to it, at most N, the agents that can
// be next to it in that stage (and at most its neighbouring cells); the
// neighbour's output is at most its own combat number on the side toward
// it (divided by at least 1). In top combat each uses the sum of its six
// numbers. So when every agent that could fight it, in every option the
// family leaves it, is weaker in every stage than its number divided by N
// (and weaker in sum, where it could step onto it), it wins every fight it
// has, whatever the family's orders: it ends where it stood, alive and its
// player's. Kinds whose rules change the numbers of a fight (King,
// Magician, Reverse Centaur, Priest, Catapult next to a trench), bomb or
// knock back (Harpy) or land (Cloud Man) are left to the search, as are
// switched-off rules and a cell sudden death could remove.
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
// fighting its allies.
const witnessTraits = engine.Vanishes | engine.OpponentsUseSpeed | engine.OpponentsNineMinus |
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
	b      int32  // its agent
	o      uint16 // its option
}

// stillOne is a witness standing still all turn: its cell, kind and facing.
type stillOne struct {
	l      engine.Loc
	kind   *engine.Kind
	facing engine.Dir
}

// survives reports whether the piece of agent x, held, standing still on
// its cell all turn, wins every fight it can have in every order set of the
// family the worker stands at (held agents on their options, the free ones
// on any option they have left): it then ends the turn where it stands,
// alive and its player's (see the top of this file).
func (w *worker) survives(x int, free *aset) bool {
	_, stands, _ := w.scan(x, free)
	return stands
}

// scan reads the foes of the piece of agent x, held and standing still, in
// the family the worker stands at (see gatherFoes), and reports whether no
// foe could beat it (it stands), and whether free options could make a
// difference at all (see threatScan.mark); ok is false too when the bound
// cannot follow x.
func (w *worker) scan(x int, free *aset) (ts threatScan, stands, ok bool) {
	m := w.m
	if free.has(x) || m.rules.Off != 0 {
		return ts, false, false
	}
	sx, ok := w.standing(x)
	if !ok {
		return ts, false, false
	}
	// The stages in which fights can happen: placement and the priorities;
	// at the end only when Cloud Men land (see engine's endOfTurn).
	ts = threatScan{sx: sx, free: free, last: stEnd - 1}
	if m.facts.clouds {
		ts.last = stEnd
	}
	ts.count = w.gatherFoes(x, sx.l, free, ts.last)
	stands, ok = ts.mark(w.foes)
	return ts, stands, ok
}

// threats picks, when the piece of agent x, held and standing still, may
// lose a fight in the family the worker stands at (see survives), a free
// agent with options that could beat it: the one with the fewest such
// options, which it leaves in w.thr. Leave those options out of all
// the free agents in turn, and x wins every fight it can have. It returns
// -1 when that cannot be: a held agent, or a free one giving no order, could
// beat x (see mark), or the bound cannot follow x; and
// reports true, with -1, when x stands (see survives).
func (w *worker) threats(x int, free *aset) (int, bool) {
	ts, stands, ok := w.scan(x, free)
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

// threatScan is what threats reads of a witness standing still and the foes
// that may fight it.
type threatScan struct {
	sx    stillOne
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

// standing returns the witness x as it stands all turn, and false when it
// does not stand still or follows a rule the bound cannot (see
// witnessTraits), or sudden death could remove its cell.
func (w *worker) standing(x int) (stillOne, bool) {
	m := w.m
	ag := &m.agents[x]
	op := &ag.opts[w.asg[x]]
	k, ok := m.optionKind(x, op)
	if !ok || ag.kind == agPiece && op.n > 0 && op.ords[0].Op == engine.OpMove {
		return stillOne{}, false
	}
	kx := m.cat.Kind(k)
	if kx.Has(witnessTraits) || m.facts.sdRing&(1<<ag.loc) != 0 {
		return stillOne{}, false
	}
	return stillOne{ag.loc, kx, m.optionFacing(x, op)}, true
}

// gatherFoes fills w.foes with the options of the family that may fight
// agent x's piece on l (every option left to a free agent, the current one
// of a held agent, of any agent that is not its ally, or that could turn or
// fights allies), and counts, per stage up to last, the agents that may
// stand next to it. An option whose
// kind follows a rule the bound cannot (see attackerTraits) is a foe
// without a kind.
func (w *worker) gatherFoes(x int, l engine.Loc, free *aset, last int) (count [nStages]int) {
	m := w.m
	near := nbrMask[l]
	w.foes = w.foes[:0]
	player := m.agents[x].player
	for b := range m.agents {
		bg := &m.agents[b]
		if b == x || bg.player == player && !m.facts.convertible[b] && !m.facts.allyFight[b] {
			continue
		}
		isFree := free.has(b)
		if isFree && w.renvU[b]&near == 0 || !isFree && w.tr[b]&near == 0 {
			continue
		}
		var next uint8 // the stages in which some option is next to it
		for o := range bg.opts {
			if isFree && o > 0 && !w.left(b, o) || !isFree && o != int(w.asg[b]) {
				continue
			}
			next |= w.addFoe(b, o, l, last, player)
		}
		for t := 0; t <= last; t++ {
			if next&(1<<t) != 0 {
				count[t]++
			}
		}
	}
	return count
}

// addFoe adds option bo of agent b to w.foes when it may come near l, and
// returns the stages up to last in which it may stand next to l; it is
// added without its kind when its kind follows a rule the bound cannot.
// Its walk is cut (see walkCut) only when it is another player's than the
// witness's, p: an ally that a Priest could convert walks past the witness
// without a fight, and fights it only from where it was converted.
func (w *worker) addFoe(b, o int, l engine.Loc, last int, p uint8) uint8 {
	m := w.m
	bo := &m.agents[b].opts[o]
	if bo.trace&nbrMask[l] == 0 {
		return 0
	}
	k, ok := m.optionKind(b, bo)
	if !ok {
		return 0
	}
	kb := m.cat.Kind(k)
	if kb.Has(attackerTraits) || kb.Has(engine.DoublesAgainstTrench) && l.InTrench() {
		kb = nil
	}
	var walk *option // a straight line that nothing displaces, another player's
	if bg := &m.agents[b]; kb != nil && bg.kind == agPiece && bg.player != p && bo.n > 0 && bo.ords[0].Op == engine.OpMove &&
		!bo.wide && !bg.spec.Has(engine.JumpsToVictim) {
		walk = bo
	}
	// A walk stands next to the witness only up to its first cell there:
	// after it, it is dead, or the bound fails anyway. So it is read so
	// when it fights the witness, and counted so among its neighbours.
	st := walkCut(&bo.st, walk, l, true)
	fst := st
	if testUnsound == unsoundStops {
		fst = walkCut(&bo.st, walk, l, false) // TestPruningsAreChecked
	}
	w.foes = append(w.foes, foe{kb, m.optionFacing(b, bo), fst, int32(b), uint16(o)})
	if testUnsound == unsoundCount {
		st = walkCut(&bo.st, walk, l, false) // TestPruningsAreChecked
	}
	nb := nbrMask[l] &^ (1 << l)
	var next uint8
	for t := 0; t <= last; t++ {
		if st[t]&nb != 0 {
			next |= 1 << t
		}
	}
	return next
}

// beatsAt returns the stages up to last in which foe fo may beat or tie
// the witness: in close combat its number toward the foe, divided by all
// that may stand next to it then (count), against the foe's number toward
// it; in top combat, where the foe may step onto it, its sum against the
// foe's. A foe without a kind may whenever it comes next to it.
func (sx stillOne) beatsAt(fo *foe, count *[nStages]int, last int) uint8 {
	var at uint8
	l, kx := sx.l, sx.kind
	near := nbrMask[l]
	cells := bits.OnesCount64(near &^ (1 << l))
	for t := 0; t <= last; t++ {
		c := fo.st[t]
		if c&near == 0 {
			continue
		}
		if fo.kind == nil || c&(1<<l) != 0 && fo.kind.CombatSum() >= kx.CombatSum() {
			at |= 1 << t // it may step onto the witness: top combat
			continue
		}
		n := min(count[t], cells)
		if testUnsound == unsoundSurvives {
			n = 1 // TestPruningsAreChecked
		}
		for d := engine.A; d <= engine.F; d++ {
			nl := l.Neighbour(d)
			if nl == engine.NoLoc || c&(1<<nl) == 0 {
				continue
			}
			yc := int(fo.kind.Combat[engine.SideOf(fo.facing, d.Opposite())])
			xc := int(kx.Combat[engine.SideOf(sx.facing, d)])
			if t == stEnd {
				// Either may have turned before Cloud Men land.
				yc, xc = maxOf(fo.kind.Combat), minOf(kx.Combat)
			}
			if yc*n >= xc {
				at |= 1 << t
				break
			}
		}
	}
	return at
}

// walkCut returns the cells st, stage by stage, of an option that may
// fight the witness on l, as the witness sees them: walk, when it is a
// straight walk that nothing displaces of another player than the
// witness's, is cut after its first cell next to the witness (first: with
// that cell; false only in TestPruningsAreChecked). It steps onto that
// cell at one priority (a bumped piece stops for the rest of the turn) and
// fights the witness right after. Either it may beat or tie the witness
// there (beatsAt checks it), or it loses and dies (or changes sides, and
// steps no more): it never stands on a later cell of its walk. The witness
// is there, alive as long as it has won every fight before. (An ally of
// the witness that a Priest could convert walks past it without a fight,
// and fights it only from where it is converted: its walk is not cut.)
func walkCut(st *stages, walk *option, l engine.Loc, first bool) stages {
	if walk == nil {
		return *st
	}
	i := firstNext(walk, l)
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
// it next to l, or -1.
func firstNext(op *option, l engine.Loc) int {
	for i := 0; i <= int(op.ords[0].Dist); i++ {
		c := op.path[i]
		if c == engine.NoLoc || c == l {
			return -1
		}
		if nbrMask[l]&(1<<c) != 0 {
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

func minOf(c [6]int8) int {
	m := c[0]
	for _, v := range c[1:] {
		m = min(m, v)
	}
	return int(m)
}
