package solver

import (
	"context"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestRepliesOfThreeOrdersFirst checks that the others' search looks for a
// reply of three orders before it searches every reply (see oCaps). The
// position is any-kills-b seed 1 of the positions like the hard suite's
// ("The fifty-fifth round" in docs/performance.md), the order set one the
// solver once could not settle: "move EF1 B 1; move DE4 B 1; move C2 E 1"
// saves both Birds the side needs one of, but a search of every reply
// first goes below "move EF1 A 1", a subtree of some 10^10 nodes, and
// found it in none of 60 s. A search past 300,000 turns counts as not
// finding it.
func TestRepliesOfThreeOrdersFirst(t *testing.T) {
	cat := testCatalogue(t)
	code := "bc1 t9 d21 | AB.BC.CD m6 h:Dart,Snake,Catapult,LeftBerzerker Bird/E3/E Drunk/EF3/A ReverseCentaur/A1/A " +
		"CloudMan/B1/C Harpy/AB1/F King/AB5/C Skeleton/B3/F | DE.EF.FA m6 h:Spear,Dart,Club,Lance Bird/EF1/A " +
		"Harpy/F2/E Rock/FA5/A Bird/DE4/A Bird/FA6/B ImpSwarm/Pit/D Lance/A2/C Bird/C2/A | g:-"
	orders, err := engine.ParseOrders(cat, []string{"move E3 A 1", "move B1 C 2", "place Dart CD3 A", "place Snake B1 C", "place Catapult CD4 A"})
	if err != nil {
		t.Fatal(err)
	}
	p := problemSpec{code: code, goals: []string{"kills 3"}, opponent: Any}.build(t, cat)
	testCheckNodes = 300_000
	reply, refuted, err := Refute(context.Background(), p, orders)
	testCheckNodes = 0
	if err != nil {
		t.Fatal(err)
	}
	if !refuted {
		t.Fatal("no reply found within 300,000 turns")
	}
	// The reply beats the order set as the engine resolves it.
	fixed := problemSpec{code: code, goals: []string{"kills 3"}, opponent: Fixed,
		replies: [][]string{nil, engine.FormatOrders(cat, reply[1])}}.build(t, cat)
	if _, beats, err := Refute(context.Background(), fixed, orders); err != nil || !beats {
		t.Errorf("reply %q: beats %v (%v), want a reply that beats the order set",
			strings.Join(engine.FormatOrders(cat, reply[1]), "; "), beats, err)
	}
}
