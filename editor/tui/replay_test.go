package tui

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// randomTurn builds a position of random pieces and random legal orders.
func randomTurn(rng *rand.Rand) (engine.Position, [][]engine.Order) {
	p := engine.NewPosition(2)
	for i := 0; i < 4+rng.Intn(10); i++ {
		l := engine.Loc(rng.Intn(engine.NumLocs))
		if !p.Board[l].Empty() {
			continue
		}
		p.Board[l] = engine.Piece{
			Kind:   engine.KindID(rng.Intn(testCat.Len())),
			Owner:  uint8(1 + rng.Intn(2)),
			Facing: engine.Dir(rng.Intn(6)),
		}
	}
	for n := 1; n <= 2; n++ {
		for i := 0; i < rng.Intn(3); i++ {
			p.AddHand(n, engine.KindID(rng.Intn(testCat.Len())))
		}
	}
	orders := make([][]engine.Order, 2)
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		pc := p.Board[l]
		if pc.Empty() || rng.Intn(3) == 0 {
			continue
		}
		opts := p.PieceOptions(testCat, l, nil)
		if len(opts) == 0 {
			continue
		}
		try := append(append([]engine.Order(nil), orders[pc.Owner-1]...), opts[rng.Intn(len(opts))])
		var plan engine.Plan
		if p.CheckOrders(testCat, int(pc.Owner), try, &plan) == nil {
			orders[pc.Owner-1] = try
		}
	}
	for n := 1; n <= 2; n++ {
		orders[n-1] = placeFromHand(rng, &p, n, orders[n-1])
	}
	return p, orders
}

// placeFromHand adds to player n's orders a placement of each kind in
// hand, on a random cell where it may go, when the engine takes it.
func placeFromHand(rng *rand.Rand, p *engine.Position, n int, orders []engine.Order) []engine.Order {
	for _, k := range p.Player(n).HandKinds() {
		cells := p.PlaceCells(testCat, n, k, nil)
		if len(cells) == 0 {
			continue
		}
		c := cells[rng.Intn(len(cells))]
		for f := engine.A; f <= engine.F; f++ {
			if c.Facings&(1<<f) != 0 {
				try := append(append([]engine.Order(nil), orders...), engine.Place(k, c.Loc, f))
				var plan engine.Plan
				if p.CheckOrders(testCat, n, try, &plan) == nil {
					orders = try
				}
				break
			}
		}
	}
	return orders
}

// Following the events piece by piece ends on the engine's own board:
// the step-through shows every piece where the engine put it.
func TestReplayFollowsTheEngine(t *testing.T) {
	rules := &engine.Rules{Kinds: testCat}
	rng := rand.New(rand.NewSource(6))
	fights := 0
	for i := 0; i < 1500; i++ {
		p, orders := randomTurn(rng)
		r, err := PlayTurn(rules, p, orders)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		b := newBoard(&r.Before)
		b.applyAll(r.Events, nil)
		for k := range r.Events {
			if r.Events[k].Type == engine.EvFight {
				fights++
			}
		}
		if last := r.Pages[len(r.Pages)-2]; len(r.Pages) > 2 && last.Stage < engine.StageRansack && last.Pos.Board != r.Out.Pos.Board {
			t.Fatalf("case %d: the last stage's page shows a board other than the outcome's", i)
		}
		if got := b.position(r.Before); got.Board != r.Out.Pos.Board {
			var ev []string
			for k := range r.Events {
				ev = append(ev, r.Events[k].Stage.String()+": "+r.Events[k].Text(testCat))
			}
			t.Fatalf("case %d: %s\norders %v\nthe events lead to\n%s\nthe engine to\n%s\nevents:\n%s", i, p.Code(testCat), orders,
				got.Code(testCat), r.Out.Pos.Code(testCat), strings.Join(ev, "\n"))
		}
		// Pages: before, one per stage in order, after.
		if !r.Pages[len(r.Pages)-1].Final || r.Pages[0].Pos != p {
			t.Fatalf("case %d: the first page is not the position before or the last not the outcome", i)
		}
		for k := 2; k < len(r.Pages)-1; k++ {
			if r.Pages[k].Stage <= r.Pages[k-1].Stage {
				t.Fatalf("case %d: stages out of order", i)
			}
		}
	}
	if fights < 50 {
		t.Errorf("only %d fights in the random turns: the test does not exercise combat", fights)
	}
}

// A turn with illegal orders is refused with the engine's reason.
func TestPlayTurnRefuses(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 | g:-")
	o, _ := engine.ParseOrder(testCat, "move AB3 C 1")
	_, err := PlayTurn(&engine.Rules{Kinds: testCat}, p, [][]engine.Order{{o}, nil})
	if err == nil || !strings.Contains(Reason(err), "cannot move toward C") {
		t.Errorf("error %v", err)
	}
}

// The pieces that died are named by kind, where they died and where they
// started when that was elsewhere: "died: the pieces from E1, D2, C1" gave
// only the start cells, though the piece from D2 died on D1.
func TestReplayNamesTheDead(t *testing.T) {
	rules := &engine.Rules{Kinds: testCat}
	rng := rand.New(rand.NewSource(7))
	moved := 0
	for i := 0; i < 1500; i++ {
		p, orders := randomTurn(rng)
		r, err := PlayTurn(rules, p, orders)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		dies := map[engine.Loc]int{}
		for k := range r.Events {
			if e := &r.Events[k]; e.Type == engine.EvDie {
				dies[e.A.Loc]++
			}
		}
		n := 0
		for _, c := range dies {
			n += c
		}
		if len(r.dead) != n || !r.deadAsEngine() {
			t.Fatalf("case %d: %s %v: %d pieces followed to their deaths, %d die events, as the engine: %v", i, p.Code(testCat), orders, len(r.dead), n, r.deadAsEngine())
		}
		text := r.DeathsText(testCat)
		if (n == 0) != (text == "") {
			t.Fatalf("case %d: %d die, the text says %q", i, n, text)
		}
		for _, u := range r.dead {
			if dies[u.loc] == 0 {
				t.Fatalf("case %d: a piece is said to die on %v, where no piece dies", i, u.loc)
			}
			want := testCat.Name(u.pc.Kind) + " (" + PlayerName(int(u.pc.Owner)) + ") " + OnCell(u.loc)
			if u.loc != u.from && !u.placed {
				moved++
				want += " (from " + u.from.String() + ")"
			}
			if !strings.Contains(text, want) {
				t.Fatalf("case %d: %q does not say %q", i, text, want)
			}
		}
	}
	if moved < 20 {
		t.Errorf("only %d pieces died away from their start cell: the test does not exercise it", moved)
	}
}

// The placement stage's page names only the parts of it that happened:
// "placement, then top and close combat" headed a turn that placed
// nothing and had no top combat.
func TestReplayPlacementTitle(t *testing.T) {
	place := engine.Event{Type: engine.EvPlace}
	top := engine.Event{Type: engine.EvFight, Combat: engine.Top}
	closed := engine.Event{Type: engine.EvFight, Combat: engine.Close}
	die := engine.Event{Type: engine.EvDie}
	for _, c := range []struct {
		evs  []engine.Event
		want string
	}{
		{[]engine.Event{place, top, die, closed}, "placement, then top and close combat"},
		{[]engine.Event{place, closed, die}, "placement, then close combat"},
		{[]engine.Event{place, top}, "placement, then top combat"},
		{[]engine.Event{place}, "placement"},
		{[]engine.Event{closed, die}, "close combat, before the priorities"},
	} {
		if got := stageTitle(engine.StagePlace, c.evs); got != c.want {
			t.Errorf("events %v: title %q, want %q", c.evs, got, c.want)
		}
	}
}

// A Necromancer's target, its player's order, headed its page "start of
// turn: automatic special actions".
func TestReplayStartTitle(t *testing.T) {
	target := engine.Event{Type: engine.EvTarget}
	vanish := engine.Event{Type: engine.EvVanish}
	for _, c := range []struct {
		evs  []engine.Event
		want string
	}{
		{[]engine.Event{target}, "start of turn: Necromancer targets named"},
		{[]engine.Event{target, vanish}, "start of turn: Necromancer targets named, then automatic special actions"},
		{[]engine.Event{vanish}, "start of turn: automatic special actions"},
	} {
		if got := stageTitle(engine.StageStart, c.evs); got != c.want {
			t.Errorf("events %v: title %q, want %q", c.evs, got, c.want)
		}
	}
}

// The last page of a turn gives each player's kills of the turn with what
// they give at the next draw, as the engine deals it: a bonus draw, or
// none with a full hand or an empty deck.
func TestSummarySaysWhatTheKillsGive(t *testing.T) {
	o, _ := engine.ParseOrder(testCat, "move A3 D 1")
	for _, c := range []struct{ red, want string }{
		{"d30 | AB.BC.CD m6", "Red: 1 kill (a bonus draw next turn), 0 pieces lost"},
		{"d30 | AB.BC.CD m6 ?6", "Red: 1 kill (no bonus draw, hand full), 0 pieces lost"},
		{"d0 | AB.BC.CD m6", "Red: 1 kill (no bonus draw, deck short), 0 pieces lost"},
	} {
		p := mustPos(t, "bc1 t2 "+c.red+" Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A Crab/DE3/B | g:-")
		r, err := PlayTurn(&engine.Rules{Kinds: testCat}, p, [][]engine.Order{{o}, nil})
		if err != nil {
			t.Fatal(err)
		}
		got := r.Summary()
		if len(got) < 2 || got[0] != c.want || got[1] != "Blue: 0 kills, 1 piece lost" {
			t.Errorf("%s: the summary is %q, want %q first, then Blue's without a bonus", c.red, got, c.want)
		}
	}
}

// tteach 6: Tactics 6 ("The priest must fall") ended "Red: … 3 pieces
// lost" with one Red piece under "died:" and the two the Priest converted
// nowhere. The summary says how many of the losses were conversions, and
// a line names them; the counts and the lists agree.
func TestReplayListsTheConvertedPieces(t *testing.T) {
	p := mustPos(t, "bc1 t12 d24 | AB.BC.CD m6 Drunk/E3/D Harpy/DE1/D Bird/D2/D | DE.EF.FA m6 Priest/DE2/B Bird/D3/F | g:-")
	r, err := PlayTurn(&engine.Rules{Kinds: testCat}, p, [][]engine.Order{{engine.Move(loc(t, "E3"), engine.C, 1)}, nil})
	if err != nil {
		t.Fatal(err)
	}
	sum := strings.Join(r.Summary(), "\n")
	if !strings.Contains(sum, "Red: 2 kills (a bonus draw next turn), 3 pieces lost (2 converted)") {
		t.Errorf("summary:\n%s\nwant Red's 3 losses, 2 of them converted", sum)
	}
	if got, want := r.DeathsText(testCat), "died: Drunk (Red) on DE3 (from E3), Priest (Blue) on DE2, Bird (Blue) on D3"; got != want {
		t.Errorf("deaths %q, want %q", got, want)
	}
	if got, want := r.ConversionsText(testCat), "converted: Harpy (Red) on DE1 to Blue, Bird (Red) on D2 to Blue"; got != want {
		t.Errorf("conversions %q, want %q", got, want)
	}
}
