package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// handOffNodes is the hand-off budget the tests below give the tasks: one
// node, so that the small random positions of the differential test hand
// branches off too, many of them several times.
const handOffNodes = 1

// withHandOff runs f with tasks handing off their branches after
// handOffNodes nodes, and returns how many did.
func withHandOff(f func()) int64 {
	var n atomic.Int64
	testHandNodes, testHanded = handOffNodes, &n
	defer func() { testHandNodes, testHanded = 0, nil }()
	f()
	return n.Load()
}

// TestHandOffKeepsTheSolutions solves random positions of the differential
// test with tasks that hand off their branches after a few nodes: the
// brute force's solutions, and the same nodes and figures with one worker
// as with three.
func TestHandOffKeepsTheSolutions(t *testing.T) {
	cat := testCatalogue(t)
	n := max(*diffN/4, 50)
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		t.Run(opp.String(), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(*diffSeed, uint64(opp)+900))
			handed := withHandOff(func() {
				for i := range n {
					p := randomProblem(rng, cat, opp)
					want, err := BruteForce(context.Background(), p)
					if err != nil {
						t.Fatal(err)
					}
					one, err := Solve(context.Background(), p, Options{Workers: 1})
					if err != nil {
						t.Fatal(err)
					}
					three, err := Solve(context.Background(), p, Options{Workers: 3})
					if err != nil {
						t.Fatal(err)
					}
					g, w := solutionStrings(cat, one), solutionStrings(cat, want)
					if !slices.Equal(g, w) || one.Unique != want.Unique || !one.Complete {
						t.Errorf("%d: solver %q, brute force %q\n%s", i, g, w, describe(cat, p))
						continue
					}
					if three.Nodes != one.Nodes || three.Stats != one.Stats || !slices.Equal(solutionStrings(cat, three), g) {
						t.Errorf("%d: one worker %d nodes %+v, three %d %+v\n%s", i, one.Nodes, one.Stats, three.Nodes, three.Stats, describe(cat, p))
					}
				}
			})
			// Crowded positions under hold are often decided in a few
			// nodes, with no branch left to hand off (-diff.crowd, seed
			// 65390: 180 hand-offs in 375 positions).
			if handed < int64(n/4) {
				t.Errorf("%d tasks handed branches off in %d positions: the test hardly tries the hand-off", handed, n)
			}
			t.Logf("%d positions, %d tasks handed branches off", n, handed)
		})
	}
}

// TestHandOffIsChecked drops one of the branches each task hands off
// (unsoundHandOff): the test above must notice.
func TestHandOffIsChecked(t *testing.T) {
	cat := testCatalogue(t)
	testUnsound = unsoundHandOff
	defer func() { testUnsound = soundPrunings }()
	caught := ""
	withHandOff(func() {
		for _, opp := range []Opponent{Hold, Fixed, Any} {
			rng := rand.New(rand.NewPCG(*diffSeed, uint64(opp)+900))
			for i := 0; i < max(*diffN/4, 50) && caught == ""; i++ {
				if d := disagreement(t, cat, randomProblem(rng, cat, opp)); d != "" {
					caught = fmt.Sprintf("%v position %d: %s", opp, i, d)
				}
			}
		}
	})
	if caught == "" {
		t.Fatal("no position tells a search that drops a branch it hands off")
	}
	t.Log("caught: " + caught)
}

// TestCandidatesBounded merges the near-miss candidates of many tasks, as
// the results of tasks handed off are: no more than twice maxCands are
// kept, and those kept are the first of them all in the order the near
// misses are looked for (see worker.tries), without repeats.
func TestCandidatesBounded(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var all [][]engine.Order
	r := taskResult{finished: true}
	for range 40 {
		var s taskResult
		for range maxCands / 2 {
			c := make([]engine.Order, 1+rng.IntN(3))
			for i := range c {
				c[i] = engine.Order{Op: engine.OpPlace, Loc: engine.Loc(rng.IntN(engine.NumLocs)), Dir: engine.Dir(rng.IntN(6))}
			}
			SortOrders(c)
			s.cands = append(s.cands, c)
			all = append(all, c)
		}
		r.add(&s)
		if len(r.cands) > 2*maxCands {
			t.Fatalf("%d candidates kept, more than %d", len(r.cands), 2*maxCands)
		}
	}
	slices.SortFunc(all, compareSets)
	all = slices.CompactFunc(all, func(a, b []engine.Order) bool { return compareSets(a, b) == 0 })
	kept := slices.Clone(r.cands)
	slices.SortFunc(kept, compareSets)
	kept = slices.CompactFunc(kept, func(a, b []engine.Order) bool { return compareSets(a, b) == 0 })
	if len(kept) < maxCands {
		t.Fatalf("%d candidates kept of %d, fewer than %d", len(kept), len(all), maxCands)
	}
	for i, c := range kept[:maxCands] {
		if compareSets(c, all[i]) != 0 {
			t.Fatalf("candidate %d kept is %v, the %dth of all is %v", i, c, i, all[i])
		}
	}
}
