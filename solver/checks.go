package solver

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// This file counts, for the progress reports, the searches of the others'
// replies under way (Progress.Checking). Under Any each order set of the
// side that no remembered reply beats is checked against every reply: the
// others' search ends at the first reply that beats it, or proves it a
// solution when none does. Most such searches end within a few turns (of
// the 185 that 32 positions like the hard suite's ran in 2 s each, 184
// ended within 256 turns, and the other took 22,445, the whole of its
// position's search), but one can go on for minutes, and the side's
// branches wait on it: the root of a real-game position ("keep CD2" under any) was
// still checked after 17 million turns, while the part of the search done
// read 0% and nothing said why.
//
// The counting costs the search nothing it would notice: a worker adds the
// turns of the search it takes part in to that search's count just after
// it adds its turns to shared.nodes (every flushNodes turns, atomically, no
// lock), and the reports read the counts about ten times a second, before
// shared.nodes: so the counts are part of Progress.Nodes, every worker's
// turns included, also those the result does not count (see oShare).

// longCheck is how many turns a search of the others' replies to one order
// set resolves before the progress reports it as under way: shorter ones
// come and go between two reports.
const longCheck = 10_000

// flushNodes is how many turns a worker resolves between two additions to
// shared.nodes (and to the count of the check it takes part in).
const flushNodes = 1024

// checkCount is the turns resolved so far in the search of the others'
// replies to one order set that a worker runs, the workers lent to it
// included (see oShare), as they added them; 0 when it runs none. It
// stands on cache lines of its own: the lent workers write it.
type checkCount struct {
	nodes atomic.Int64
}

// checks are the counts of the workers of a search, for the progress
// reports, and the long checks the search was stopped in, for
// Result.NotProven.
type checks struct {
	mu       sync.Mutex
	all      []*checkCount
	cut      atomic.Int32
	cutNodes atomic.Int64
}

// newCheckCount returns a worker's count, known to sh's reports.
func (sh *shared) newCheckCount() *checkCount {
	c := &ownLines[checkCount](1)[0]
	sh.checks.mu.Lock()
	sh.checks.all = append(sh.checks.all, c)
	sh.checks.mu.Unlock()
	return c
}

// checking returns how many searches of the others' replies under way
// have resolved longCheck turns or more, and the turns they have resolved.
func (sh *shared) checking() (n int, nodes int64) {
	sh.checks.mu.Lock()
	defer sh.checks.mu.Unlock()
	for _, c := range sh.checks.all {
		if k := c.nodes.Load(); k >= longCheck {
			n++
			nodes += k
		}
	}
	return n, nodes
}

// beginCheck counts the turns the worker resolves from now on for its own
// search of the others' replies (see oSearch).
func (w *worker) beginCheck() {
	w.check, w.checkSkip = w.ownCheck, w.flush
}

// endCheck ends the count of the worker's search of the others' replies:
// the workers lent to it have given theirs back (see oShare). A long one
// that a stop cut short is kept for the result to name.
func (w *worker) endCheck() {
	if k := w.ownCheck.nodes.Load(); k != 0 {
		if k >= longCheck && w.stopped() {
			w.sh.checks.cut.Add(1)
			w.sh.checks.cutNodes.Add(k)
		}
		w.ownCheck.nodes.Store(0)
	}
	w.check = nil
}

// cutText says which long checks the stop cut short, if any, as the
// progress line did: ", checking 1 order set against every reply when
// stopped (17M replies so far)".
func (sh *shared) cutText() string {
	n := int(sh.checks.cut.Load())
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(", checking %s against every reply when stopped (%s replies so far)",
		plural(n, "order set"), ShortCount(float64(sh.checks.cutNodes.Load())))
}

// addCheck adds the turns of the worker's flush (those not yet added to
// shared.nodes) to the count of the search of the others' replies it
// takes part in, if any, but for those resolved before it began. A lent
// worker adds its own as the worker it was lent to does (see oShare).
func (w *worker) addCheck() {
	if w.check != nil {
		if k := w.check.nodes.Add(w.flush - w.checkSkip); testCheckNodes > 0 && k >= testCheckNodes {
			w.sh.stop.Store(true)
		}
	}
	w.checkSkip = 0
}

// testCheckNodes, when set by a test, stops the search once a search of
// the others' replies has resolved that many turns (as addCheck counts
// them, a flush at a time).
var testCheckNodes int64
