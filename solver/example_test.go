package solver_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// Solve a small puzzle: a Spear on A3 must kill the Pawn on A1, whatever
// the Pawn does.
func ExampleSolve() {
	cat, _ := engine.NewCatalogue(
		engine.Kind{Name: "Spear", Combat: [6]int8{5, 2, 0, 0, 0, 2}, Speed: [6]int8{2, 1, 0, 0, 0, 1}},
		engine.Kind{Name: "Pawn", Combat: [6]int8{1, 1, 1, 1, 1, 1}, Speed: [6]int8{1, 1, 1, 1, 1, 1}},
	)
	pos, err := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-")
	if err != nil {
		panic(err)
	}
	goal, _ := engine.ParseGoal("kill A1")
	p := &solver.Problem{
		Rules:    &engine.Rules{Kinds: cat},
		Pos:      pos,
		Side:     1,
		Goals:    []engine.Goal{goal},
		Opponent: solver.Any,
	}
	r, err := solver.Solve(context.Background(), p, solver.Options{})
	if err != nil {
		panic(err)
	}
	for _, s := range r.Solutions {
		fmt.Println(strings.Join(s.Format(cat), "; "))
	}
	fmt.Println("unique:", r.Unique, "complete:", r.Complete)
	// Output:
	// move A3 D 1
	// move A3 D 2
	// unique: false complete: true
}

// Ask why an order set fails: the Spear turning in place leaves the Pawn
// alive even if the Pawn gives no orders.
func ExampleRefute() {
	cat, _ := engine.NewCatalogue(
		engine.Kind{Name: "Spear", Combat: [6]int8{5, 2, 0, 0, 0, 2}, Speed: [6]int8{2, 1, 0, 0, 0, 1}},
		engine.Kind{Name: "Pawn", Combat: [6]int8{1, 1, 1, 1, 1, 1}, Speed: [6]int8{1, 1, 1, 1, 1, 1}},
	)
	pos, _ := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-")
	goal, _ := engine.ParseGoal("kill A1")
	p := &solver.Problem{Rules: &engine.Rules{Kinds: cat}, Pos: pos, Side: 1, Goals: []engine.Goal{goal}, Opponent: solver.Any}
	turn, _ := engine.ParseOrder(cat, "turn A3 E")
	reply, refuted, err := solver.Refute(context.Background(), p, []engine.Order{turn})
	if err != nil {
		panic(err)
	}
	fmt.Println("refuted:", refuted, "player 2 orders:", len(reply[1]))
	// Output:
	// refuted: true player 2 orders: 0
}
