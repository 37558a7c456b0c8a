package solver

import (
	"context"
	"testing"
)

func TestSmoke(t *testing.T) {
	cat := testCatalogue(t)
	for _, opp := range []Opponent{Hold, Any} {
		s := problemSpec{code: "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-", goals: []string{"kill A1"}, opponent: opp}
		p := s.build(t, cat)
		r, err := Solve(context.Background(), p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := BruteForce(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%v solver %q nodes %d; brute %q nodes %d", opp, solutionStrings(cat, r), r.Nodes, solutionStrings(cat, b), b.Nodes)
	}
}
