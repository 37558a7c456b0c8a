package solver

import (
	"context"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestRefute checks the reply Refute gives, model by model: "no orders"
// under Hold, the scripted orders under Fixed, a reply from which no order
// can be left out under Any, and no reply for a solution.
func TestRefute(t *testing.T) {
	cat := testCatalogue(t)
	pit := "bc1 t2 d30 | AB.BC.CD m6 Pawn/A1/A | DE.EF.FA m6 Pawn/D2/A | g:-"
	keep := "bc1 t2 d30 | AB.BC.CD m6 Pawn/A1/A | DE.EF.FA m6 Club/A3/D | g:-"
	cases := []struct {
		name    string
		spec    problemSpec
		orders  []string
		refuted bool
		reply   string // player 2's orders joined by "; "
	}{
		{"hold, holds", problemSpec{code: pit, goals: []string{"pit"}}, []string{"move A1 D 1"}, false, ""},
		{"hold, fails", problemSpec{code: pit, goals: []string{"pit"}}, nil, true, ""},
		{"fixed, fails", problemSpec{code: pit, goals: []string{"pit"}, opponent: Fixed, replies: [][]string{nil, {"move D2 A 1"}}},
			[]string{"move A1 D 1"}, true, "move D2 A 1"},
		{"fixed, holds", problemSpec{code: pit, goals: []string{"pit"}, opponent: Fixed, replies: [][]string{nil, {"move D2 D 1"}}},
			[]string{"move A1 D 1"}, false, ""},
		{"any, one reply beats it", problemSpec{code: pit, goals: []string{"pit"}, opponent: Any},
			[]string{"move A1 D 1"}, true, "move D2 A 1"},
		{"any, the Club must step", problemSpec{code: keep, goals: []string{"keep A1"}, opponent: Any},
			nil, true, "move A3 D 1"},
		{"any, nothing beats it", problemSpec{code: keep, goals: []string{"keep A1"}, opponent: Any},
			[]string{"move A1 D 1"}, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := c.spec.build(t, cat)
			orders, err := engine.ParseOrders(cat, c.orders)
			if err != nil {
				t.Fatal(err)
			}
			reply, refuted, err := Refute(context.Background(), p, orders)
			if err != nil {
				t.Fatal(err)
			}
			if refuted != c.refuted {
				t.Fatalf("refuted %v, want %v", refuted, c.refuted)
			}
			if !refuted {
				if reply != nil {
					t.Errorf("reply %v for orders that hold", reply)
				}
				return
			}
			if len(reply) != 2 || len(reply[0]) != 0 {
				t.Fatalf("reply %v: want one list per player, the side's empty", reply)
			}
			if got := strings.Join(engine.FormatOrders(cat, reply[1]), "; "); got != c.reply {
				t.Errorf("reply %q, want %q", got, c.reply)
			}
		})
	}
}

// TestRefuteErrors checks that Refute refuses illegal orders, and reports a
// context cancelled before the answer was proven.
func TestRefuteErrors(t *testing.T) {
	cat := testCatalogue(t)
	p := problemSpec{code: "bc1 t2 d30 | AB.BC.CD m6 Pawn/A1/A | DE.EF.FA m6 Club/A3/D | g:-", goals: []string{"keep A1"}, opponent: Any}.build(t, cat)
	if _, _, err := Refute(context.Background(), p, []engine.Order{engine.Move(loc(t, "A3"), engine.D, 1)}); err == nil ||
		!strings.Contains(err.Error(), "belongs to player 2") {
		t.Errorf("orders for the opponent's piece: error %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := Refute(ctx, p, []engine.Order{engine.Move(loc(t, "A1"), engine.D, 1)}); err == nil {
		t.Error("cancelled context: no error")
	}
}
