package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"
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
			if handed < int64(n) {
				t.Errorf("%d tasks handed branches off in %d positions: the test does not try the hand-off", handed, n)
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
