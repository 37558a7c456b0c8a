package solver

import (
	"context"
	"slices"
	"testing"
)

// TestPiecesDeadAtOnceAreBranchedOnLast checks actingFirst: a free piece
// dead in the first round of close combat of the turn evaluated is
// branched on after the agents that act at once. Each position is solved
// so and with the piece branched on where the closure finds it
// (noDeadLast): the solutions are the same, and the search is smaller.
//
// The first two positions try the others' search: our Runner on A2 ties
// theirs on FA3 as the turn begins, and player 2 may place its Rock on
// FA1, next to our Runner, which divides it and saves theirs. The closure
// finds their Runner first (the victim), whose moves change nothing while
// it dies at once. In the first that placement beats us; in the second
// our Lance on A1 kills the Rock placed there, so giving no orders is the
// solution. The last two try the side's search, on positions of the hard
// suite.
func TestPiecesDeadAtOnceAreBranchedOnLast(t *testing.T) {
	cat := testCatalogue(t)
	specs := []problemSpec{
		{code: "bc1 t5 d20 | AB.BC.CD m6 h:Pawn Runner/A2/F | DE.EF.FA m6 h:Rock Runner/FA3/C | g:-", goals: []string{"kills 1"}, opponent: Any},
		{code: "bc1 t5 d20 | AB.BC.CD m6 h:Pawn,Shield Runner/A2/F Lance/A1/F | DE.EF.FA m6 h:Rock,Pawn Runner/FA3/C Shield/E2/B | g:-", goals: []string{"kills 1"}, opponent: Any},
	}
	for _, e := range readHard(t) {
		if e.name == "hold-kills-c" || e.name == "fixed-kills-c" {
			specs = append(specs, e.g.spec)
		}
	}
	if len(specs) != 4 {
		t.Fatalf("%d positions, want 4", len(specs))
	}
	defer func() { testUnsound = soundPrunings }()
	for _, spec := range specs {
		p := spec.build(t, cat)
		testUnsound = soundPrunings
		r, err := Solve(context.Background(), p, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		testUnsound = noDeadLast
		plain, err := Solve(context.Background(), p, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if g, w := solutionStrings(cat, r), solutionStrings(cat, plain); !slices.Equal(g, w) {
			t.Errorf("%s: %d solutions, %d without the order", spec.code, len(g), len(w))
		}
		if r.Nodes >= plain.Nodes {
			t.Errorf("%s: %d nodes, %d without the order: want fewer", spec.code, r.Nodes, plain.Nodes)
		}
		t.Logf("%s %s: %d nodes, %d without the order, %d solutions", spec.goals[0], spec.opponent, r.Nodes, plain.Nodes, len(r.Solutions))
	}
}
