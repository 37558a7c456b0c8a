package solver

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// asOneWorker solves p with the given workers and reports how its result
// differs from one's, that of one worker ("" when it does not), and how
// many workers were lent to the others' search (see share.go).
func asOneWorker(t *testing.T, p *Problem, one *Result, workers int) (string, int32) {
	t.Helper()
	cat := p.Rules.Kinds
	var sh *shared
	testShared = func(s *shared) { sh = s }
	r, err := Solve(context.Background(), p, Options{Workers: workers})
	testShared = nil
	if err != nil {
		t.Fatal(err)
	}
	if r.Nodes != one.Nodes || r.Stats != one.Stats || !slices.Equal(solutionStrings(cat, r), solutionStrings(cat, one)) || r.Unique != one.Unique {
		return fmt.Sprintf("%d workers: %d nodes %+v %q, one worker: %d nodes %+v %q", workers,
			r.Nodes, r.Stats, solutionStrings(cat, r), one.Nodes, one.Stats, solutionStrings(cat, one)), sh.lent.Load()
	}
	return "", sh.lent.Load()
}

// solveOne solves p with one worker, within limit (0: none).
func solveOne(t *testing.T, p *Problem, limit time.Duration) *Result {
	t.Helper()
	r, err := Solve(context.Background(), p, Options{Workers: 1, Timeout: limit})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestSharedSearchSameNodes solves positions of the hard suite under Any,
// whose candidates' proofs lend idle workers to the others' search (see
// share.go), with one worker and with several, and wants the same result
// and the same nodes; and workers lent at all (whether a worker is idle
// when a node could use it depends on timing, so over all the runs).
func TestSharedSearchSameNodes(t *testing.T) {
	cat := testCatalogue(t)
	lent := int32(0)
	for _, name := range []string{"any-ransack-b", "any-kill-a", "any-keep-a", "any-kills-a"} {
		g, err := readGolden("testdata/hard/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		p := g.spec.build(t, cat)
		one := solveOne(t, p, 0)
		for _, workers := range []int{2, 4} {
			d, n := asOneWorker(t, p, one, workers)
			if d != "" {
				t.Errorf("%s: %s", name, d)
			}
			lent += n
		}
	}
	if lent == 0 {
		t.Error("no worker was lent to the others' search")
	}
}

// shareSlow adds to TestSharedSearchPastTheReply the one position known to
// catch a node's twins ended by the children after the reply (about 75 s
// on two cores; CI runs it, .ci/steps/48-shared-search).
var shareSlow = flag.Bool("share.slow", false, "TestSharedSearchPastTheReply: solve any-keep-b seed 6 of the positions like the hard suite's too")

// TestSharedSearchPastTheReply: the children searched after one whose
// subtree holds a reply (as a helper may search them before the reply is
// found) change nothing: not the twins the node ends (see kidResult.ended),
// so not the nodes. Solved as one task with three workers, every child
// searched to its end (testPastCut), the positions of mirrorProblems under
// Any, and with -share.slow any-keep-b seed 6 of the positions like the
// suite's, give the result and the nodes of one worker. (Only the last
// tells the twins of a helper's children past the reply ended, as they
// were before kidResult.ended: 8,308,291 nodes against one worker's
// 8,274,136.)
func TestSharedSearchPastTheReply(t *testing.T) {
	testOneTask, testPastCut = true, true
	defer func() { testOneTask, testPastCut = false, false }()
	ps := mirrorProblems(t)
	if *shareSlow {
		ps = append(ps, hardCandidate(testCatalogue(t), Any, "keep", hardClasses[1], 6))
	}
	lent := int32(0)
	for i, p := range ps {
		if p.Opponent != Any {
			continue
		}
		d, n := asOneWorker(t, p, solveOne(t, p, 0), 3)
		if d != "" {
			t.Errorf("%d: %s", i, d)
		}
		lent += n
	}
	if lent == 0 {
		t.Error("no worker was lent to the others' search")
	}
}

// TestSharedSearchRandom solves random positions under Any as one task
// with three workers, so that the two idle ones are lent to every node of
// the others' search that can use them, and wants the result and the nodes
// of one worker.
func TestSharedSearchRandom(t *testing.T) {
	cat := testCatalogue(t)
	testOneTask = true
	defer func() { testOneTask = false }()
	rng := rand.New(rand.NewPCG(*diffSeed, 77))
	lent := int32(0)
	for i := 0; i < *diffN/2; i++ {
		p := randomProblem(rng, cat, Any)
		d, n := asOneWorker(t, p, solveOne(t, p, 0), 3)
		if d != "" {
			t.Errorf("%d: %s\n%s", i, d, describe(cat, p))
		}
		lent += n
	}
	if lent == 0 {
		t.Error("no worker was lent to the others' search")
	}
	t.Logf("%d positions, %d workers lent", *diffN/2, lent)
}

// TestSharedSearchHard does the same on candidates of the hard suite's
// generator under Any (class a), larger than the random positions, where
// more of the others' search is shared; those one worker solves in 2 s.
func TestSharedSearchHard(t *testing.T) {
	cat := testCatalogue(t)
	testOneTask = true
	defer func() { testOneTask = false }()
	lent, n := int32(0), 0
	for _, goal := range hardGoalKinds {
		for seed := 200; seed < 204; seed++ {
			p := hardCandidate(cat, Any, goal, hardClasses[0], seed)
			if p == nil {
				continue
			}
			one := solveOne(t, p, 2*time.Second)
			if one.Stopped {
				continue
			}
			n++
			d, l := asOneWorker(t, p, one, 3)
			if d != "" {
				t.Errorf("%s, seed %d: %s", goal, seed, d)
			}
			lent += l
		}
	}
	if lent == 0 {
		t.Error("no worker was lent to the others' search")
	}
	t.Logf("%d positions, %d workers lent", n, lent)
}

// TestChildSeedsReadWithItsOutcome solves random positions under Any, with
// one worker and with two, and wants every node of the others' search to
// read its seeds with the outcome of its own evaluation, made again when
// the children after it were evaluated since (see worker.below): the
// closure then follows where the pieces went, not every cell their options
// may take them to.
func TestChildSeedsReadWithItsOutcome(t *testing.T) {
	cat := testCatalogue(t)
	var stale atomic.Int64 // counted by the workers
	var nodes int64
	testStaleSeeds = func() { stale.Add(1) }
	defer func() { testStaleSeeds = nil }()
	rng := rand.New(rand.NewPCG(*diffSeed, 7))
	for i := 0; i < 150; i++ {
		p := randomProblem(rng, cat, Any)
		for _, workers := range []int{1, 2} {
			r, err := Solve(context.Background(), p, Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			nodes += r.Stats.ReplyNodes
		}
	}
	if nodes == 0 {
		t.Fatal("no node of the others' search: the test reads nothing")
	}
	if n := stale.Load(); n > 0 {
		t.Errorf("%d nodes of the others' search read their seeds without their outcome (of %d)", n, nodes)
	}
}
