package engine

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomPosition builds a position with 2 to 12 pieces of any kind of cat
// (adjacent enemies included), random hands, graveyard, control and counters.
func randomPosition(rng *rand.Rand, cat *Catalogue, players int) Position {
	p := NewPosition(players)
	if players != 2 || rng.IntN(4) == 0 {
		for t := range p.Control {
			p.Control[t] = uint8(rng.IntN(players + 1))
		}
	}
	p.Turn = uint16(1 + rng.IntN(4))
	p.Deck = uint16(rng.IntN(6))
	p.NoDraw = rng.IntN(3) == 0
	if rng.IntN(8) == 0 {
		p.SuddenDeath = uint8(1 + rng.IntN(3))
		if rng.IntN(2) == 0 {
			// A position may leave control as it was before sudden death.
			p.Control = [6]uint8{}
		}
	}
	kinds := cat.Len()
	n := 2 + rng.IntN(11)
	for i := 0; i < n; i++ {
		l := Loc(rng.IntN(NumLocs))
		if !p.Board[l].Empty() || p.Removed(l) {
			continue
		}
		p.Board[l] = Piece{Kind: KindID(rng.IntN(kinds)), Owner: uint8(1 + rng.IntN(players)), Facing: Dir(rng.IntN(6))}
	}
	for pl := 1; pl <= players; pl++ {
		for h := rng.IntN(5); h > 0; h-- {
			_ = p.AddHand(pl, KindID(rng.IntN(kinds)))
		}
		p.Player(pl).Hidden = uint8(rng.IntN(2))
		p.Player(pl).Kills = uint16(rng.IntN(3))
	}
	for g := rng.IntN(4); g > 0; g-- {
		_ = p.AddGrave(Grave{Kind: KindID(rng.IntN(kinds)), Owner: uint8(1 + rng.IntN(players))})
	}
	if rng.IntN(8) == 0 {
		// The highest hand maximum a code holds.
		p.Player(1 + rng.IntN(players)).HandMax = HandCap
	}
	if rng.IntN(8) == 0 {
		// The highest turn, kills and ransacks a code holds.
		p.Turn = MaxCount
		pl := p.Player(1 + rng.IntN(players))
		pl.Kills, pl.Ransacks = MaxCount, MaxRansacks
	}
	return p
}

// randomOrders gives each player a random legal set of orders.
func randomOrders(rng *rand.Rand, cat *Catalogue, p *Position) [][]Order {
	out := make([][]Order, p.NumPlayers)
	for n := 1; n <= int(p.NumPlayers); n++ {
		var list []Order
		try := func(o Order) {
			var pl Plan
			cand := append(append([]Order(nil), list...), o)
			if p.CheckOrders(cat, n, cand, &pl) == nil {
				list = cand
			}
		}
		for l := Loc(0); l < NumLocs; l++ {
			if p.Board[l].Owner != uint8(n) || rng.IntN(5) == 0 {
				continue
			}
			opts := p.PieceOptions(cat, l, nil)
			if len(opts) == 0 {
				continue
			}
			o := opts[rng.IntN(len(opts))]
			try(o)
			if cat.Kind(p.Board[l].Kind).Has(MovesAndTurns) && o.Op == OpMove && rng.IntN(2) == 0 {
				try(Turn(l, Dir(rng.IntN(6))))
			}
		}
		for tries := rng.IntN(4); tries > 0; tries-- {
			hand := p.Player(n).HandKinds()
			if len(hand) == 0 {
				break
			}
			k := hand[rng.IntN(len(hand))]
			cells := p.PlaceCells(cat, n, k, nil)
			if len(cells) == 0 {
				continue
			}
			c := cells[rng.IntN(len(cells))]
			f := Dir(rng.IntN(6))
			if c.Facings&(1<<f) == 0 {
				continue
			}
			try(Place(k, c.Loc, f))
		}
		if g := p.Graveyard(); len(g) > 0 && rng.IntN(2) == 0 {
			try(Target(g[rng.IntN(len(g))].Kind))
		}
		out[n-1] = list
	}
	return out
}

func mustPlan(t testing.TB, cat *Catalogue, p *Position, orders [][]Order) Plan {
	t.Helper()
	pl, err := p.PlanOrders(cat, orders)
	if err != nil {
		t.Fatalf("random orders refused: %v\n%s", err, p.Code(cat))
	}
	return pl
}

func material(p *Position) int {
	n := int(p.GraveLen) + int(p.Deck)
	for _, pc := range p.Board {
		if !pc.Empty() {
			n++
		}
	}
	for i := 0; i < int(p.NumPlayers); i++ {
		n += p.Players[i].HandSize()
	}
	return n
}

// checkInvariants checks what every outcome must satisfy.
func checkInvariants(t testing.TB, cat *Catalogue, p *Position, out *Outcome) {
	t.Helper()
	if a, b := material(p), material(&out.Pos); a != b {
		t.Fatalf("pieces not conserved: %d before, %d after\n%s\n%s", a, b, p.Code(cat), out.Pos.Code(cat))
	}
	// Every surviving piece stands where its fate says, alone on its cell.
	onBoard := 0
	for _, pc := range out.Pos.Board {
		if !pc.Empty() {
			onBoard++
		}
	}
	alive := 0
	check := func(f Fate) {
		if !f.Alive() {
			return
		}
		alive++
		if pc := out.Pos.Board[f.Loc]; pc.Owner != f.Owner || pc.Facing != f.Facing {
			t.Fatalf("fate says %v owner %d, board holds %+v\n%s", f.Loc, f.Owner, pc, p.Code(cat))
		}
	}
	eachFate(p, out, check)
	if alive != onBoard {
		t.Fatalf("%d pieces alive by their fates, %d on the board: two pieces shared a cell\n%s", alive, onBoard, p.Code(cat))
	}
	if err := out.Pos.Validate(cat); err != nil {
		t.Fatalf("result does not validate: %v\n%s", err, out.Pos.Code(cat))
	}
	// Its code reads back as the same position: every screen and file
	// keeps a position so.
	if q, err := ParseCode(cat, out.Pos.Code(cat)); err != nil || q != out.Pos {
		t.Fatalf("the result's code does not read back (%v)\n%s\n%s", err, p.Code(cat), out.Pos.Code(cat))
	}
	// Each piece a player earned a kill from names it, and gave it one
	// kill at least: the solver counts kills so (Fate.KilledBy).
	var from [MaxPlayers]int
	eachFate(p, out, func(f Fate) {
		for n := range from {
			if f.KilledBy&(1<<n) != 0 {
				from[n]++
			}
		}
	})
	for n, k := range out.Kills {
		if from[n] > int(k) || (from[n] > 0) != (k > 0) {
			t.Fatalf("player %d earned %d kills from %d pieces\n%s", n+1, k, from[n], p.Code(cat))
		}
	}
}

// eachFate calls f with the fate of every piece of the turn from p: those
// on the board when it began, then those placed.
func eachFate(p *Position, out *Outcome, f func(Fate)) {
	for l := Loc(0); l < NumLocs; l++ {
		if !p.Board[l].Empty() {
			f(out.Start[l])
		}
	}
	for i := 0; i < int(out.NumPlaced); i++ {
		f(out.Placed[i])
	}
}

// checkDeathStages checks that each piece's Fate.Died is the stage of its
// death: as many pieces died in each stage, by their fates, as the events
// say; and that Fate.Displaced agrees with the knockbacks and jumps. The
// solver trusts both to ignore what comes after a death, and the widening
// for knockbacks that did not happen.
func checkDeathStages(t testing.TB, cat *Catalogue, p *Position, out *Outcome, rec *Record) {
	t.Helper()
	var byEvent, byFate [StageSuddenDeath + 1]int
	for _, e := range rec.Events {
		if e.Type == EvDie {
			byEvent[e.Stage]++
		}
	}
	moves, displaced := 0, 0
	eachFate(p, out, func(f Fate) {
		if !f.Alive() {
			byFate[f.Died]++
		}
		if f.Displaced {
			displaced++
		}
	})
	if byEvent != byFate {
		t.Fatalf("deaths per stage: events say %v, fates say %v\n%s", byEvent, byFate, p.Code(cat))
	}
	// Each piece displaced has at least one knockback or jump, and there is
	// none when no piece is.
	for _, e := range rec.Events {
		if e.Type == EvKnock || e.Type == EvJump {
			moves++
		}
	}
	if displaced > moves || (displaced == 0) != (moves == 0) {
		t.Fatalf("%d pieces displaced by their fates, %d knockbacks and jumps\n%s", displaced, moves, p.Code(cat))
	}
}

// mirror turns the board 180° and swaps players 1 and 2.
func mirrorLoc(l Loc) Loc {
	h := l.Hex()
	return HexLoc(Hex{-h.Q, -h.R})
}

func swapOwner(o uint8) uint8 {
	switch o {
	case 1:
		return 2
	case 2:
		return 1
	}
	return o
}

func mirrorPos(p Position) Position {
	q := p
	q.Board = [NumLocs]Piece{}
	for l := Loc(0); l < NumLocs; l++ {
		pc := p.Board[l]
		if !pc.Empty() {
			q.Board[mirrorLoc(l)] = Piece{Kind: pc.Kind, Owner: swapOwner(pc.Owner), Facing: pc.Facing.Turn(3)}
		}
	}
	q.Players[0], q.Players[1] = p.Players[1], p.Players[0]
	for t := range p.Control {
		q.Control[(t+3)%6] = swapOwner(p.Control[t])
	}
	q.Grave, q.GraveLen = [GraveCap]Grave{}, 0
	for _, g := range p.Graveyard() {
		_ = q.AddGrave(Grave{Kind: g.Kind, Owner: swapOwner(g.Owner)})
	}
	if p.Over {
		q.Winner = swapOwner(p.Winner)
	}
	return q
}

func mirrorOrders(orders [][]Order) [][]Order {
	out := [][]Order{nil, nil}
	for i, list := range orders {
		for _, o := range list {
			if o.Loc.Valid() {
				o.Loc = mirrorLoc(o.Loc)
			}
			if o.Op != OpTarget {
				o.Dir = o.Dir.Turn(3)
			}
			out[1-i] = append(out[1-i], o)
		}
	}
	return out
}

func TestProperties(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < propCount; i++ {
		players := 2
		if i%5 == 4 {
			players = 3
		}
		p := randomPosition(rng, cat, players)
		orders := randomOrders(rng, cat, &p)
		plan := mustPlan(t, cat, &p, orders)
		before := p
		var out Outcome
		rules.Resolve(&p, &plan, &out, nil)
		if p != before {
			t.Fatalf("Resolve changed its input\n%s", before.Code(cat))
		}
		checkInvariants(t, cat, &p, &out)

		// Events on or off give the same outcome.
		var rec Record
		var out2 Outcome
		rules.Resolve(&p, &plan, &out2, &rec)
		if out2 != out {
			t.Fatalf("recording events changed the outcome\n%s", p.Code(cat))
		}
		checkDeathStages(t, cat, &p, &out2, &rec)

		// Listing the orders in another order changes nothing.
		shuffled := make([][]Order, len(orders))
		for n := range orders {
			shuffled[n] = append([]Order(nil), orders[n]...)
			rng.Shuffle(len(shuffled[n]), func(a, b int) { shuffled[n][a], shuffled[n][b] = shuffled[n][b], shuffled[n][a] })
		}
		plan2 := mustPlan(t, cat, &p, shuffled)
		var out3 Outcome
		rules.Resolve(&p, &plan2, &out3, nil)
		if out3 != out {
			t.Fatalf("order of orders mattered\n%s\n%v\n%v", p.Code(cat), orders, shuffled)
		}
		// Nor does the order in which the players' orders are added to
		// the plan: the last player's first.
		var plan3 Plan
		for n := len(shuffled); n >= 1; n-- {
			if err := p.CheckOrders(cat, n, shuffled[n-1], &plan3); err != nil {
				t.Fatalf("orders refused: %v\n%s", err, p.Code(cat))
			}
		}
		var out4 Outcome
		rules.Resolve(&p, &plan3, &out4, nil)
		if out4 != out {
			t.Fatalf("order of the players' orders mattered\n%s\n%v", p.Code(cat), shuffled)
		}

		// Turning the board 180° and swapping the players turns the result.
		if players == 2 {
			mp := mirrorPos(p)
			mplan := mustPlan(t, cat, &mp, mirrorOrders(orders))
			var mout Outcome
			rules.Resolve(&mp, &mplan, &mout, nil)
			if got, want := mout.Pos, mirrorPos(out.Pos); got != want {
				t.Fatalf("mirror differs\nbefore %s\norders %s\nresult %s\nmirror %s\nwant   %s",
					p.Code(cat), fmt.Sprint(orders), out.Pos.Code(cat), got.Code(cat), want.Code(cat))
			}
		}
	}
}

func TestResolveDoesNotAllocate(t *testing.T) {
	cat := testCatalogue(t)
	p, plan := benchPosition(t, cat)
	rules := &Rules{Kinds: cat}
	var out Outcome
	allocs := testing.AllocsPerRun(100, func() { rules.Resolve(&p, &plan, &out, nil) })
	if allocs != 0 {
		t.Fatalf("Resolve allocates %v times per call with events off", allocs)
	}
}

// propCount is the number of random positions TestProperties tries; raise it
// with -props for a longer hunt.
var propCount = 3000

func init() {
	flag.IntVar(&propCount, "props", propCount, "random positions tried by TestProperties")
}

// TestResolverReuse resolves random turns one after another in one
// Resolver and wants each outcome, and each list of events, to be what a
// fresh Rules.Resolve gives: nothing of one turn leaks into the next.
func TestResolverReuse(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	rng := rand.New(rand.NewPCG(7, 8))
	var r Resolver
	for i := 0; i < propCount; i++ {
		p := randomPosition(rng, cat, 2+i%3/2)
		plan := mustPlan(t, cat, &p, randomOrders(rng, cat, &p))
		var want, got Outcome
		var wantRec, gotRec Record
		rules.Resolve(&p, &plan, &want, &wantRec)
		if i%2 == 0 {
			r.Resolve(rules, &p, &plan, &got, &gotRec)
		} else {
			r.Resolve(rules, &p, &plan, &got, nil)
			gotRec = wantRec
		}
		if got != want || !slices.Equal(gotRec.Events, wantRec.Events) {
			t.Fatalf("turn %d: a reused Resolver differs\n%s", i, p.Code(cat))
		}
	}
	var out Outcome
	p, plan := benchPosition(t, cat)
	if allocs := testing.AllocsPerRun(100, func() { r.Resolve(rules, &p, &plan, &out, nil) }); allocs != 0 {
		t.Fatalf("Resolver.Resolve allocates %v times per call with events off", allocs)
	}
}

// TestFateHeld pins Fate.Held: player 2's Rock on AB1 beats our Harpy on
// A1, whose knockback toward AB3 is stopped by the Priest standing there
// (Held, not Displaced); with the Priest killed in the same fights by a
// Reverse Centaur placed on AB5, the cell is free and the Rock is knocked
// onto it (Displaced, not Held). The solver reads a piece held so as one
// the pieces around the cell it would have gone to act on.
func TestFateHeld(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	p, err := ParseCode(cat, "bc1 t1 d0 | AB m6 h:ReverseCentaur Harpy/A1/F | CD.EF m6 Rock/AB1/C Priest/AB3/B | g:Harpy/1,ImpSwarm/1")
	if err != nil {
		t.Fatal(err)
	}
	ab1, _ := ParseLoc("AB1")
	for _, c := range []struct {
		orders          []string
		held, displaced bool
	}{
		{nil, true, false},
		{[]string{"place ReverseCentaur AB5 C"}, false, true},
	} {
		ords, err := ParseOrders(cat, c.orders)
		if err != nil {
			t.Fatal(err)
		}
		var plan Plan
		for _, o := range ords {
			plan.Add(1, o)
		}
		var out Outcome
		rules.Resolve(&p, &plan, &out, nil)
		f := out.Start[ab1]
		if f.Held != c.held || f.Displaced != c.displaced {
			t.Errorf("%v: the Rock's fate %+v, want Held %v, Displaced %v", c.orders, f, c.held, c.displaced)
		}
	}
}
