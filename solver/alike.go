package solver

import (
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// Options of the others that do the same: a child of the others' search
// standing for its siblings (see worker.oExpand).
//
// A node of the others' search gives a child per option of a free agent
// that can change what the node's verdict hangs on, and each child is
// evaluated, then searched below. Options of one piece of theirs often
// come out the same: moves of one way whose piece dies or is bumped in its
// first steps, before the longer walk takes a step the shorter does not (a
// Runner of any-kills-b seed 7 of the positions like the suite's does so
// at most of the nodes of its proofs; see "The sixty-third round" in
// docs/performance.md). The engine reads a move only step by step (a
// piece is due to step while it has distance left, at the priorities of
// its speed, with the rules as the game has them), so two options whose
// steps are the same through a stage make the same turn through it,
// whatever the other orders; and a piece dead, or bumped (it stops for the
// rest of the turn), does nothing more after. So when a child's piece is
// surely dead or bumped by the end of that stage in every order set of
// the child's family (see worker.stopsBy), every order set of the
// sibling's family makes the same turn as the child's, turn for turn: the
// child's search answers for both, and the sibling is neither evaluated
// nor searched. The sibling's family is the child's with the other option
// (the same agents free, or fewer, with the same restrictions, or more).

// sameSteps reports whether options o1 and o2 of agent a, a plain piece
// with the rules as the game has them, have it take the same steps,
// stage by stage, through stage t (a priority's, see priorityStage): a
// turn takes none before the end, a move takes stepsBy at each priority.
func (m *model) sameSteps(a, o1, o2, t int) bool {
	p1, p2 := &m.agents[a].opts[o1], &m.agents[a].opts[o2]
	if !plainStep(p1) || !plainStep(p2) {
		return false
	}
	if testUnsound == unsoundDeadAlike {
		return true // TestPruningsAreChecked: every option taken as the same
	}
	for p := engine.MaxSpeed; p >= 1 && priorityStage(p) <= t; p-- {
		n1, n2 := stepsOf(p1, p), stepsOf(p2, p)
		if n1 != n2 || n1 > 0 && p1.ords[0].Dir != p2.ords[0].Dir {
			return false
		}
	}
	return true
}

// plainStep reports whether option op is one order, a move or a turn, of
// a piece that nothing may knock off its walk.
func plainStep(op *option) bool {
	return op.n == 1 && !op.wide && (op.ords[0].Op == engine.OpMove || op.ords[0].Op == engine.OpTurn)
}

// stepsOf is the steps option op has its piece take by the end of
// priority p: none for a turn.
func stepsOf(op *option, p int) int {
	if op.ords[0].Op != engine.OpMove {
		return 0
	}
	return stepsBy(int(op.spd), int(op.ords[0].Dist), p)
}

// alikeDead marks, among the children after kids[i] (just evaluated, the
// agents of free free), those of the same agent that it stands for:
// options whose steps are the same as its own through the stage by whose
// end its piece is surely dead or stopped (see stopsBy).
func (w *worker) alikeDead(kids []oKid, i int, free *aset) {
	m := w.m
	k := &kids[i]
	if !w.mayStandFor(k) {
		return
	}
	// The turn just resolved is one of the family's: the piece is dead or
	// stopped in it no sooner than in every one of them.
	low, ok := m.stoppedIn(&w.out, k.a, k.o)
	if !ok {
		return // it walked its whole walk: stopsBy would find nothing
	}
	j := i + 1
	for j < len(kids) && (kids[j].a != k.a || kids[j].alike || !m.sameSteps(k.a, k.o, kids[j].o, low)) {
		j++
	}
	if j == len(kids) {
		return // no sibling it could stand for: nothing is asked
	}
	t, ok := w.stopsBy(k.a, free)
	if testUnsound == unsoundAlikeFromTurn {
		t, ok = low, true // TestAlikeChildrenComeOutTheSameIsChecked: the turn just resolved, not the family
	}
	for ; ok && j < len(kids); j++ {
		if kids[j].a == k.a && !kids[j].alike && m.sameSteps(k.a, k.o, kids[j].o, t) {
			kids[j].alike = true
			if testAlike != nil {
				testAlike(w, k, &kids[j])
			}
		}
	}
}

// mayStandFor reports whether child k may stand for its siblings: in
// standard play (see standardPlay), where the model lets the side's kills
// be read as sure (model.laterKills), for a piece of a plain kind, given a
// move or a turn.
func (w *worker) mayStandFor(k *oKid) bool {
	m := w.m
	ag := &m.agents[k.a]
	return m.laterKills && m.standardPlay() && ag.kind == agPiece && testUnsound != noAlike &&
		m.cat.Kind(m.pos.Board[ag.loc].Kind).Special == engine.Plain && plainStep(&ag.opts[k.o])
}

// standardPlay reports whether the model is of the play the argument above
// holds in: two players, the rules as the game has them (each piece steps
// at the priorities of its speed, a bump lasts the turn, pieces walk
// step by step), and no Priest, Harpy or piece that fights allies in play
// (nothing converts, knocks back or fights a piece for its player's
// pieces, which stopsBy's sure kills and sure bumps do not follow). It is
// what model.laterKills asks today, asked here again so that relaxing
// laterKills for its other readers cannot make this pruning unsound
// unnoticed (TestAlikeOnlyInStandardPlay).
func (m *model) standardPlay() bool {
	return m.pos.NumPlayers == 2 && m.rules.Off == 0 && m.harpies == 0 &&
		!m.priests[0] && !m.priests[1] && !slices.Contains(m.facts.allyFight, true)
}

// testAlike, when set by a test, is given each child marked alike and the
// child that stands for it.
var testAlike func(w *worker, by, kid *oKid)

// stoppedIn returns the stage by whose end the piece of agent a, taking
// option o, was dead or bumped in the turn out, and whether it was: not
// when it stood or walked its whole walk alive.
func (m *model) stoppedIn(out *engine.Outcome, a, o int) (int, bool) {
	ag := &m.agents[a]
	f := out.Start[ag.loc]
	if !f.Alive() {
		return max(int(f.Died)-int(engine.StagePlace), 0), true
	}
	op := &ag.opts[o]
	if op.ords[0].Op != engine.OpMove {
		return 0, false
	}
	n := int(op.ords[0].Dist)
	for j := 1; j <= n; j++ {
		if op.path[j] == engine.NoLoc || m.pos.Removed(op.path[j]) {
			n = j - 1 // bumped at the edge: where its walk ends
		}
	}
	for k := 0; k < n; k++ {
		if op.path[k] == f.Loc {
			return firstStageAt(k+1, int(op.spd)), true // bumped at step k+1
		}
	}
	return 0, false
}

// stopsBy returns a stage by whose end the piece of agent v, another
// player's, held, walking straight or standing still (see standing), is
// surely dead or stopped, in every order set of the family the worker
// stands at (free: the free agents), and whether there is one. The least
// of:
//   - a stage by whose end the side surely kills it (see killedAt);
//   - the first stage in which it steps onto a cell where a piece of its
//     own player stands, surely alive and there, that does not step then
//     (see standsOn): it is bumped there, unless dead or bumped before,
//     and takes no step more.
//
// (A piece of the side standing on the cell it steps onto would have
// fought it in the close combat of an earlier stage, next to it: it is
// not read.) A piece dead or bumped by the end of a stage makes the same
// turn whatever steps its option has after it.
func (w *worker) stopsBy(v int, free *aset) (int, bool) {
	m := w.m
	w.arrGen++ // the arrivals read before may be another family's
	t, ok := w.killedAt(v, free)
	if !ok {
		t = stEnd
	}
	sv, sure := w.standing(v)
	if !sure {
		return t, ok
	}
	player := m.agents[v].player
	for s := 1; s < t; s++ {
		if sv.steps&(1<<s) == 0 {
			continue
		}
		c := sv.at[s]
		for b := range m.agents {
			if b != v && m.agents[b].kind == agPiece && m.agents[b].player == player && !free.has(b) &&
				w.tr[b]&(1<<c) != 0 && w.standsOn(b, c, s, free) {
				return s, true
			}
		}
	}
	return t, ok
}

// standsOn reports whether the piece of agent b, held, is surely alive and
// its player's on cell c from before stage s until after its top and
// ranged combat, not stepping in it, in every order set of the family
// (see arrivals).
func (w *worker) standsOn(b int, c engine.Loc, s int, free *aset) bool {
	ar := w.arrivalsOf(b, free)
	if testUnsound == unsoundStandsOn {
		return ar.sx.at[s] == c // TestAllyBumpsWhereItSurelyStandsIsChecked: not asked whether it is surely alive
	}
	return ar.at&(1<<s) != 0 && ar.sx.at[s-1] == c && ar.sx.at[s] == c && ar.sx.steps&(1<<s) == 0
}

// dropAlike returns kids without the children marked alike.
func dropAlike(kids []oKid) []oKid {
	n := 0
	for _, k := range kids {
		if !k.alike {
			kids[n] = k
			n++
		}
	}
	return kids[:n]
}
