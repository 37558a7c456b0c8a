package engine

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

// FuzzParseOrder: whatever parses prints back to text that parses to the same order.
func FuzzParseOrder(f *testing.F) {
	for _, s := range []string{"move AB3 C 2", "turn BC2 E", "place Pikeman AB4 D", "place Cloud Man AB4 D",
		"target Spear", "move pit a 1", "MOVE ab3 c 5", "place", "turn X1 A", "move A1 A 0", "move A1 A 99"} {
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
