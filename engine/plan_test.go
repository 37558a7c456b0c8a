package engine

import "testing"

// Plan.Add writes what CheckOrders writes, order by order.
func TestPlanAddAsCheckOrders(t *testing.T) {
	cat := testCatalogue(t)
	p, err := ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 h:Pawn Necromancer/Pit/A Spear/B2/A | DE.EF.FA m6 Club/E3/A | g:Spear/1")
	if err != nil {
		t.Fatal(err)
	}
	orders, err := ParseOrders(cat, []string{"move B2 A 1", "turn Pit C", "place Pawn AB1 D", "target Spear"})
	if err != nil {
		t.Fatal(err)
	}
	var checked, added Plan
	if err := p.CheckOrders(cat, 1, orders, &checked); err != nil {
		t.Fatal(err)
	}
	for _, o := range orders {
		added.Add(1, o)
	}
	if checked != added {
		t.Errorf("Add wrote %+v, CheckOrders %+v", added, checked)
	}
	if added == (Plan{}) {
		t.Error("Add wrote nothing")
	}
}
