package engine_test

import (
	"fmt"

	"github.com/birdcrab/birdcrab/engine"
)

// Resolve one turn: a Spear steps next to a weaker Pawn and kills it.
func ExampleRules_Resolve() {
	cat, _ := engine.NewCatalogue(
		engine.Kind{Name: "Spear", Combat: [6]int8{5, 2, 0, 0, 0, 2}, Speed: [6]int8{2, 1, 0, 0, 0, 1}},
		engine.Kind{Name: "Pawn", Combat: [6]int8{1, 1, 1, 1, 1, 1}, Speed: [6]int8{1, 1, 1, 1, 1, 1}},
	)
	rules := &engine.Rules{Kinds: cat}
	p, err := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-")
	if err != nil {
		panic(err)
	}
	order, _ := engine.ParseOrder(cat, "move A3 D 1")
	var plan engine.Plan
	if err := p.CheckOrders(cat, 1, []engine.Order{order}, &plan); err != nil {
		panic(err)
	}
	var out engine.Outcome
	var rec engine.Record
	rules.Resolve(&p, &plan, &out, &rec)
	for _, e := range rec.Events {
		fmt.Printf("%v: %s\n", e.Stage, e.Text(cat))
	}
	fmt.Println(out.Pos.Code(cat))
	// Output:
	// priority 2: Spear(1) steps D from A3 to A2
	// priority 2: close combat: Spear(1) on A2, front 5, against Pawn(2) on A1, front 1: Pawn(2) loses
	// priority 2: Pawn(2) on A1 dies
	// priority 2: player 1 is credited with the kill of Pawn(2)
	// bc1 t3 d30 | AB.BC.CD m6 k1 l1 Spear/A2/D | DE.EF.FA m6 | g:Pawn/2
}
