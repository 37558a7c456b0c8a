package engine

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

// FuzzParseOrder: whatever parses prints back to text that parses to the same order.
func FuzzParseOrder(f *testing.F) {
	for _, s := range []string{"move AB3 C 2", "turn BC2 E", "place Pikeman AB4 D", "place Cloud Man AB4 D",
		"target Spear", "move pit a 1", "MOVE ab3 c 5", "place", "turn X1 A", "move A1 A 0", "move A1 A 99",
		"move AB3 C +2", "move AB3 C 2 2", "place Cloud Man", "place  AB4 D", "target", "target Cloud  Man",
		"turn Pit \u00e1", "move \x00 A 1", "place Spear AB4 DD", "turn BC2 é", "move A1 A -1"} {
		f.Add(s)
	}
	cat := testCatalogue(f)
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOrder(cat, s)
		if err != nil {
			return
		}
		text := o.Format(cat)
		o2, err := ParseOrder(cat, text)
		if err != nil {
			t.Fatalf("%q parsed, printed as %q, which does not parse: %v", s, text, err)
		}
		if o2 != o {
			t.Fatalf("%q -> %+v -> %q -> %+v", s, o, text, o2)
		}
	})
}

// FuzzParseCode: a code that parses prints back to a code of the same position.
func FuzzParseCode(f *testing.F) {
	cat := testCatalogue(f)
	f.Add(benchCode)
	f.Add("bc1 t2 d30 | AB.BC.CD m6 h:Spear Spear/A2/D | DE.EF.FA m6 Spear/A1/A | g:-")
	f.Add("bc1 t9 d0 s2 n w1 | - m7 k3 l1 r1 ?2 x:Spear out | AB m6 | - m6 | g:Spear/1,Pawn/3")
	for _, s := range []string{"bc1 t+5 d30 | - m6 | - m6 | g:-", "bc1 | AB.AB m6 | - | g:-", "bc1 t1 | - m6 h: | - | g:",
		"bc1 | - m6 Spear/A1/A Spear/A1/B | - | g:-", "bc1 s9 | - | - | g:-", "bc1 | - m99 ?99 | - | g:Spear/9",
		"bc1 | - / // | - | g:/,/1", "bc1 n2 | - x: | - | g:-", "|||", "bc1 | - | - | - | - | - | - | - | g:-",
		"bc1 s4 | - Spear/A4/A | - Spear/Pit/A | g:-", "bc1 | - h:Spear,Spear,Spear,Spear,Spear,Spear,Spear,Spear,Spear,Spear,Spear,Spear,Spear | - | g:-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		p, err := ParseCode(cat, code)
		if err != nil {
			return
		}
		text := p.Code(cat)
		q, err := ParseCode(cat, text)
		if err != nil {
			t.Fatalf("%q parsed, printed as %q, which does not parse: %v", code, text, err)
		}
		if p != q {
			t.Fatalf("round trip changed the position:\n%s\n%s", code, text)
		}
	})
}

// FuzzResolve draws a random position and random legal orders from the fuzz
// input and checks the properties of TestProperties on them.
func FuzzResolve(f *testing.F) {
	for i := uint64(0); i < 8; i++ {
		var b [16]byte
		binary.LittleEndian.PutUint64(b[:], i*7919)
		binary.LittleEndian.PutUint64(b[8:], i)
		f.Add(b[:])
	}
	cat := testCatalogue(f)
	rules := &Rules{Kinds: cat}
	f.Fuzz(func(t *testing.T, data []byte) {
		var seed [16]byte
		copy(seed[:], data)
		rng := rand.New(rand.NewPCG(binary.LittleEndian.Uint64(seed[:]), binary.LittleEndian.Uint64(seed[8:])))
		p := randomPosition(rng, cat, 2+rng.IntN(2))
		orders := randomOrders(rng, cat, &p)
		plan := mustPlan(t, cat, &p, orders)
		before := p
		var out Outcome
		rules.Resolve(&p, &plan, &out, nil)
		if p != before {
			t.Fatal("Resolve changed its input")
		}
		checkInvariants(t, cat, &p, &out)
		for n := range orders {
			for a, b := 0, len(orders[n])-1; a < b; a, b = a+1, b-1 {
				orders[n][a], orders[n][b] = orders[n][b], orders[n][a]
			}
		}
		plan2 := mustPlan(t, cat, &p, orders)
		var out2 Outcome
		rules.Resolve(&p, &plan2, &out2, nil)
		if out2 != out {
			t.Fatalf("reversing the orders changed the outcome\n%s", p.Code(cat))
		}
		if p.NumPlayers == 2 {
			mp := mirrorPos(p)
			mplan := mustPlan(t, cat, &mp, mirrorOrders(orders))
			var mout Outcome
			rules.Resolve(&mp, &mplan, &mout, nil)
			if mout.Pos != mirrorPos(out.Pos) {
				t.Fatalf("mirror differs\n%s", p.Code(cat))
			}
		}
	})
}

// FuzzParseGoal: whatever parses prints back to text that parses to the same goal.
func FuzzParseGoal(f *testing.F) {
	for _, s := range []string{"ransack DE", "kill DE3", "kills 2", "keep AB3", "no-losses", "nolosses", "pit",
		"eliminate 2", "win", "kills 99999999999999999999", "kills -1", "eliminate 0", "kill", "ransack XY", "pit 2", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseGoal(s)
		if err != nil {
			return
		}
		text := g.String()
		g2, err := ParseGoal(text)
		if err != nil {
			t.Fatalf("%q parsed, printed as %q, which does not parse: %v", s, text, err)
		}
		if g2 != g {
			t.Fatalf("%q -> %+v -> %q -> %+v", s, g, text, g2)
		}
	})
}
