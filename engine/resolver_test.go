package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// resolveBoth resolves one turn in r and afresh with Rules.Resolve, events on
// or off, and fails when they differ.
func resolveBoth(t *testing.T, r *Resolver, rules *Rules, p *Position, plan *Plan, events bool, what string) Outcome {
	t.Helper()
	var want, got Outcome
	var wantRec, gotRec Record
	rules.Resolve(p, plan, &want, &wantRec)
	if events {
		r.Resolve(rules, p, plan, &got, &gotRec)
	} else {
		r.Resolve(rules, p, plan, &got, nil)
		gotRec = wantRec
	}
	if got != want || !slices.Equal(gotRec.Events, wantRec.Events) {
		t.Fatalf("%s: a reused Resolver differs from Rules.Resolve\n%s", what, p.Code(rules.Kinds))
	}
	return got
}

// TestResolverKeepsTheBoard resolves many order sets from one position in
// one Resolver, as a search does, going back and forth between two positions
// and changing what is not on the board (hands, control, deck, turn, sudden
// death) between turns: a Resolver sets up a board it has seen from what it
// kept, and each turn must be what a fresh Rules.Resolve gives.
func TestResolverKeepsTheBoard(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	rng := rand.New(rand.NewPCG(11, 12))
	var r Resolver
	for i := 0; i < propCount/10; i++ {
		a := randomPosition(rng, cat, 2+i%3/2)
		b := randomPosition(rng, cat, 2)
		for k := 0; k < 12; k++ {
			p := &a
			if k%4 == 3 {
				p = &b
			}
			q := *p
			switch k % 3 {
			case 1:
				q.Deck, q.Turn = uint16(rng.IntN(6)), uint16(1+rng.IntN(4))
				_ = q.AddHand(1, KindID(rng.IntN(cat.Len())))
			case 2:
				if q.SuddenDeath == 0 {
					q.Control[rng.IntN(6)] = uint8(rng.IntN(int(q.NumPlayers) + 1))
				}
				rules.TechFall = rng.IntN(3)
			}
			plan := mustPlan(t, cat, &q, randomOrders(rng, cat, &q))
			resolveBoth(t, &r, rules, &q, &plan, k%2 == 0, "turn")
		}
		rules.TechFall = 0
	}
}

// TestResolverSeesACatalogueChange changes the special rule of a kind in
// place between two turns from the same board: the Resolver must not go on
// with the units it made under the old rule.
func TestResolverSeesACatalogueChange(t *testing.T) {
	cat := testCatalogue(t).Clone()
	rules := &Rules{Kinds: cat}
	// Two allied Pawns side by side: plain, they do not fight; as
	// Cerberuses they fight each other and both die (1 against 1).
	p, err := ParseCode(cat, "bc1 t3 d20 | AB.BC.CD m6 Pawn/AB3/A Pawn/AB5/A | DE.EF.FA m6 Shield/DE3/A | g:-")
	if err != nil {
		t.Fatal(err)
	}
	var plan Plan
	var r Resolver
	before := resolveBoth(t, &r, rules, &p, &plan, true, "plain Pawns")
	pawn, _ := cat.Lookup("Pawn")
	k := *cat.Kind(pawn)
	k.Special = Cerberus
	if _, err := cat.Put(k); err != nil {
		t.Fatal(err)
	}
	after := resolveBoth(t, &r, rules, &p, &plan, true, "Pawns that fight allies")
	if before.Lost == after.Lost {
		t.Fatalf("the change of rule changed nothing (%v lost): the test shows nothing", after.Lost)
	}
}

// TestSwitchesWithoutEvents resolves random turns with random rules switched
// off (Rules.Off), in one Resolver without events as the lesson tests'
// searches do, and wants what Rules.Resolve gives with events: the
// resolver's shortcuts for turns without events must honour every switch.
func TestSwitchesWithoutEvents(t *testing.T) {
	cat := testCatalogue(t)
	rng := rand.New(rand.NewPCG(11, 12))
	var r Resolver
	// Ten times TestProperties' count: a tie in ranged combat is rare.
	for i := 0; i < 10*propCount; i++ {
		rules := &Rules{Kinds: cat, Off: Rule(1) << rng.IntN(numRules)}
		if i%4 == 3 {
			rules.Off = Rule(rng.IntN(1 << numRules))
		}
		p := randomPosition(rng, cat, 2+i%3/2)
		plan := mustPlan(t, cat, &p, randomOrders(rng, cat, &p))
		resolveBoth(t, &r, rules, &p, &plan, false, "switched off: "+rules.Off.String())
	}
}
