package solver

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestFreeAgentsOutOfBudget: knockRunWalks reads a free agent's Harpy
// options through m.legal(&w.bud, ...), which is right only while w.bud
// holds the held agents' placements alone, the free ones standing at no
// order. Every reading with a free agent's Harpy options in random
// positions with Harpies under every model is checked so
// (checkHeldBudget); none may differ, and some must be read.
func TestFreeAgentsOutOfBudget(t *testing.T) {
	cat := testCatalogue(t)
	c := &memoCheck{}
	testHeldBudget = c
	defer func() { testHeldBudget = nil }()
	kinds := *diffKinds
	*diffKinds = "Harpy"
	defer func() { *diffKinds = kinds }()
	n := 40
	if !testing.Short() {
		n = max(*diffN/6, 40)
	}
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		rng := rand.New(rand.NewPCG(*diffSeed, uint64(opp)+900))
		for range n {
			if _, err := Solve(context.Background(), randomProblem(rng, cat, opp), Options{Workers: 1}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if c.given.Load() == 0 {
		t.Fatal("knockRunWalks read no family with a free Harpy: the check checked nothing")
	}
	if c.wrong.Load() != 0 {
		t.Fatalf("%d of %d readings of knockRunWalks had a free agent's placement in w.bud", c.wrong.Load(), c.given.Load())
	}
	t.Logf("%d readings checked", c.given.Load())
}

// TestHeldBudgetCheckSeesFreePlacement: the check of
// TestFreeAgentsOutOfBudget sees a free agent's placement counted in
// w.bud, and not a held one's.
func TestHeldBudgetCheckSeesFreePlacement(t *testing.T) {
	spec := problemSpec{
		code:     "bc1 t2 d30 | AB.BC.CD m6 h:Club,Harpy | DE.EF.FA m6 Harpy/AB1/A Shield/B4/A | g:-",
		goals:    []string{"kills 2"},
		opponent: Hold}
	m := spec.model(t)
	a := -1
	for b := range m.agents {
		if m.agents[b].kind == agCell && len(m.agents[b].opts) > 1 {
			a = b
			break
		}
	}
	if a < 0 {
		t.Fatal("no placement cell with an option")
	}
	c := &memoCheck{}
	testHeldBudget = c
	defer func() { testHeldBudget = nil }()
	w := newWorker(m, &shared{})
	w.assign(a, 1)
	defer w.unassign(a, 1)
	var free aset
	for b := range m.agents {
		free.set(b)
	}
	w.checkHeldBudget(&free)
	if c.wrong.Load() != 1 {
		t.Fatal("a free agent's placement, counted in w.bud, not seen")
	}
	free.clear(a)
	w.checkHeldBudget(&free)
	if c.wrong.Load() != 1 {
		t.Fatal("a held agent's placement, counted in w.bud, taken as a free one's")
	}
}
