package solver

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// TestSharedSearchSameNodes solves positions of the hard suite under Any,
// whose candidates' proofs lend idle workers to the others' search (see
// share.go), with one worker and with several, and wants the same result
// and the same nodes; and workers lent at all (whether a worker is idle
// when a node could use it depends on timing, so over all the runs).
func TestSharedSearchSameNodes(t *testing.T) {
	cat := testCatalogue(t)
	lent := int32(0)
	for _, name := range []string{"any-ransack-b", "any-kill-a", "any-keep-a"} {
		g, err := readGolden("testdata/hard/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		p := g.spec.build(t, cat)
		one, err := Solve(context.Background(), p, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{2, 4} {
			var sh *shared
			testShared = func(s *shared) { sh = s }
			r, err := Solve(context.Background(), p, Options{Workers: workers})
			testShared = nil
			if err != nil {
				t.Fatal(err)
			}
			if r.Nodes != one.Nodes || !slices.Equal(solutionStrings(cat, r), solutionStrings(cat, one)) || r.Unique != one.Unique {
				t.Errorf("%s, %d workers: %d nodes %q, one worker: %d nodes %q", name, workers,
					r.Nodes, solutionStrings(cat, r), one.Nodes, solutionStrings(cat, one))
			}
			lent += sh.lent.Load()
			t.Logf("%s, %d workers: %d nodes, %d workers lent", name, workers, r.Nodes, sh.lent.Load())
		}
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
		one, err := Solve(context.Background(), p, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		var sh *shared
		testShared = func(s *shared) { sh = s }
		r, err := Solve(context.Background(), p, Options{Workers: 3})
		testShared = nil
		if err != nil {
			t.Fatal(err)
		}
		lent += sh.lent.Load()
		if r.Nodes != one.Nodes || !slices.Equal(solutionStrings(cat, r), solutionStrings(cat, one)) || r.Unique != one.Unique {
			t.Errorf("%d: three workers: %d nodes %q, one: %d nodes %q\n%s", i, r.Nodes, solutionStrings(cat, r),
				one.Nodes, solutionStrings(cat, one), describe(cat, p))
		}
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
			one, err := Solve(context.Background(), p, Options{Workers: 1, Timeout: 2 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if one.Stopped {
				continue
			}
			n++
			var sh *shared
			testShared = func(s *shared) { sh = s }
			r, err := Solve(context.Background(), p, Options{Workers: 3})
			testShared = nil
			if err != nil {
				t.Fatal(err)
			}
			lent += sh.lent.Load()
			if r.Nodes != one.Nodes || !slices.Equal(solutionStrings(cat, r), solutionStrings(cat, one)) || r.Unique != one.Unique {
				t.Errorf("%s, seed %d: three workers: %d nodes %q, one: %d nodes %q", goal, seed, r.Nodes,
					solutionStrings(cat, r), one.Nodes, solutionStrings(cat, one))
			}
		}
	}
	if lent == 0 {
		t.Error("no worker was lent to the others' search")
	}
	t.Logf("%d positions, %d workers lent", n, lent)
}
