package solver

import "github.com/birdcrab/birdcrab/engine"

// This file holds the cells of a turn stage by stage, as the closure
// (relevance.go) reads them.

// The relevance analysis tells apart the parts of a turn in which pieces
// meet: placement (with the start of the turn and the fights after
// placing), the five priorities from 5 down to 1, and the end (rotation,
// landings, the automatic actions of the end of the turn, the final
// position that ransacking and the goals read).
const (
	nStages = 7
	stEnd   = nStages - 1
)

// stages holds a set of cells per stage: st[0] placement, st[1..5]
// priorities 5..1, st[stEnd] the end.
type stages [nStages]uint64

// or adds the cells of t to s, stage by stage.
func (s *stages) or(t *stages) {
	for i := range s {
		s[i] |= t[i]
	}
}

// and keeps of s, stage by stage, only the cells of t.
func (s *stages) and(t *stages) {
	for i := range s {
		s[i] &= t[i]
	}
}

// union returns the cells of every stage.
func (s *stages) union() uint64 {
	var u uint64
	for _, c := range s {
		u |= c
	}
	return u
}

// priorityStage returns the stage index of priority p (5..1).
func priorityStage(p int) int { return 6 - p }

// walkStages returns the cells a piece at l moving n steps toward d at
// speed s may occupy or step toward in each stage, widened by r cells (see
// lineTrace): it steps at priorities s, s-1, ... until it has gone its
// distance or is stopped. A Cloud Man (cloud) is off the board from the
// start of the turn until it lands, at the end, somewhere on its path.
func walkStages(l engine.Loc, d engine.Dir, n, s, r int, cloud bool) stages {
	var st stages
	if d == engine.NoDir {
		d, n = engine.A, 0
	}
	if cloud {
		st[stEnd] = lineTrace(l, d, n, r)
		return st
	}
	st[0] = lineTrace(l, d, 0, r)
	for p := engine.MaxSpeed; p >= 1; p-- {
		st[priorityStage(p)] = lineTrace(l, d, stepsBy(s, n, p), r)
	}
	st[stEnd] = lineTrace(l, d, n, r)
	return st
}

// stepsBy returns how many steps a piece walking n steps at speed s has
// taken once priority p is over: it steps at priorities s, s-1, ... until
// it has gone its distance.
func stepsBy(s, n, p int) int { return min(max(s-p+1, 0), n) }

// stepsAt reports whether a piece walking n steps at speed s steps at
// priority p.
func stepsAt(s, n, p int) bool { return stepsBy(s, n, p) > stepsBy(s, n, p+1) }

// fixedStages returns the same cells for every stage.
func fixedStages(m uint64) stages {
	var st stages
	for i := range st {
		st[i] = m
	}
	return st
}

// allZone is the zone of an agent that matters whatever it does: a seed, or
// any agent when a goal hangs on everything. All its options meet it, even
// those without a trace (Necromancer targets).
var allZone = fixedStages(allCells)

// isAll reports whether z is allZone.
func (z *stages) isAll() bool { return z[0] == allCells }

// firstStage returns the first stage at which cells a and b meet (nStages:
// never).
func firstStage(a, b *stages) int {
	for t := range a {
		if a[t]&b[t] != 0 {
			return t
		}
	}
	return nStages
}

// meetsSt reports whether per-stage cells t meet zone z at some stage.
func meetsSt(t, z *stages) bool { return z.isAll() || firstStage(t, z) < nStages }

// avoids reports whether per-stage cells t avoid the excluded cells ex at
// every stage.
func avoids(t, ex *stages) bool { return firstStage(t, ex) == nStages }
