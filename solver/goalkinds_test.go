package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestEveryGoalKind loops over every kind of goal in the engine's table and
// every opponent model: the solver must have a rule for the kind (see
// goalRules), and on random small positions whose one goal is of that kind
// it must find what the brute force finds, some of them solvable. Remove a
// kind from the engine's table (TestGoalKindTable fails), from goalRules,
// or break its rule, and this fails.
func TestEveryGoalKind(t *testing.T) {
	cat := testCatalogue(t)
	for _, info := range engine.GoalKinds() {
		if _, ok := goalRules[info.Kind]; !ok {
			t.Errorf("the solver has no rule for the goal %q", info.Word)
		}
		for _, opp := range []Opponent{Hold, Fixed, Any} {
			t.Run(fmt.Sprintf("%s/%v", info.Word, opp), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(info.Kind), uint64(opp)))
				solved, n := 0, 0
				for tries := 0; (n < 8 || solved < 2) && n < 60 && tries < 20000; tries++ {
					p := randomProblem(rng, cat, opp)
					i := slices.IndexFunc(p.Goals, func(g engine.Goal) bool { return g.Kind == info.Kind })
					if i < 0 {
						continue
					}
					p.Goals = p.Goals[i : i+1]
					n++
					want, err := BruteForce(context.Background(), p)
					if err != nil {
						t.Fatal(err)
					}
					got, err := Solve(context.Background(), p, Options{})
					if err != nil {
						t.Fatal(err)
					}
					g, w := solutionStrings(cat, got), solutionStrings(cat, want)
					if !slices.Equal(g, w) || got.Unique != want.Unique {
						t.Errorf("solver %q, brute force %q\n%s", g, w, describe(cat, p))
					}
					if len(w) > 0 && w[0] != "-" {
						solved++
					}
				}
				if solved < 2 {
					t.Errorf("%d positions with the goal, %d of them solvable: the test proves nothing", n, solved)
				}
			})
		}
	}
}
