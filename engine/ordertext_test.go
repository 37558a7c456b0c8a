package engine

import (
	"strings"
	"testing"
)

// TestTwoOrdersInOne: a move and a turn written as one order (as a Witch
// takes both) are refused with a word that they go apart, not only with
// the form of one order.
func TestTwoOrdersInOne(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range []struct{ order, want string }{
		{"move A3 D 1 turn A3 B", `order "move A3 D 1 turn A3 B": want move LOC DIR N; "turn A3 B" is an order of its own, given apart (a Witch's move and turn are two orders)`},
		{"turn A3 B move A3 D 1", `order "turn A3 B move A3 D 1": want turn LOC DIR; "move A3 D 1" is an order of its own, given apart (a Witch's move and turn are two orders)`},
		// No second order: no word of one.
		{"move A3 D 1 2", `order "move A3 D 1 2": want move LOC DIR N`},
		{"turn A3", `order "turn A3": want turn LOC DIR`},
	} {
		if _, err := ParseOrder(cat, c.order); err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %q", c.order, err, c.want)
		}
	}
}

// TestWitchTwoOfOneOrder: a Witch given two turns (or two moves) is told
// it already has a turn (a move), not "an order": it may take one of each.
func TestWitchTwoOfOneOrder(t *testing.T) {
	cat := testCatalogue(t)
	p, err := ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Witch/AB3/D Pawn/AB4/D | DE.EF.FA m6 Pawn/DE4/A | g:-")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		orders []string
		want   string
	}{
		{[]string{"turn AB3 B", "turn AB3 C"}, "the Witch on AB3 already has a turn"},
		{[]string{"move AB3 D 1", "move AB3 D 1"}, "the Witch on AB3 already has a move"},
		{[]string{"move AB3 D 1", "turn AB3 C"}, ""},
		{[]string{"turn AB4 B", "turn AB4 C"}, "the Pawn on AB4 already has an order"},
	} {
		var os []Order
		for _, s := range c.orders {
			o, err := ParseOrder(cat, s)
			if err != nil {
				t.Fatal(err)
			}
			os = append(os, o)
		}
		var plan Plan
		err := p.CheckOrders(cat, 1, os, &plan)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%v: refused: %v", c.orders, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%v: %v, want it to say %q", c.orders, err, c.want)
		}
	}
}
