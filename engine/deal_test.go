package engine

import "testing"

// TestFairDealingDecidesTheDraw pins ruling fair-dealing-decides-the-draw
// (docs/rules.md): the Pit bonus, then the kill bonuses, then the same
// regular draw for every hand with room, as far as the deck goes.
func TestFairDealingDecidesTheDraw(t *testing.T) {
	cat := testCatalogue(t)
	cases := []struct {
		name, code string
		want       [2]int
	}{
		{"deck suffices: three each", "bc1 t5 d30 | AB.BC.CD m6 Pawn/AB4/D | DE.EF.FA m6 Pawn/DE4/A | g:-", [2]int{3, 3}},
		{"Pit and kill bonuses on top", "bc1 t5 d30 | AB.BC.CD m6 l1 Pawn/Pit/A | DE.EF.FA m6 l2 Pawn/DE4/A | g:-", [2]int{5, 4}},
		{"empty deck", "bc1 t5 d0 | AB.BC.CD m6 | DE.EF.FA m6 | g:-", [2]int{0, 0}},
		{"one piece, two hands: none", "bc1 t5 d1 | AB.BC.CD m6 | DE.EF.FA m6 | g:-", [2]int{0, 0}},
		{"five pieces: two each", "bc1 t5 d5 | AB.BC.CD m6 | DE.EF.FA m6 | g:-", [2]int{2, 2}},
		{"full hand takes no part", "bc1 t5 d1 | AB.BC.CD m1 h:Pawn | DE.EF.FA m6 | g:-", [2]int{0, 1}},
		{"the Pit first", "bc1 t5 d1 | AB.BC.CD m6 Pawn/Pit/A | DE.EF.FA m6 | g:-", [2]int{1, 0}},
		{"Pit bonus needs room in hand", "bc1 t5 d1 | AB.BC.CD m1 h:Pawn Pawn/Pit/A | DE.EF.FA m6 | g:-", [2]int{0, 1}},
		{"kill bonuses only if each gets one", "bc1 t5 d1 | AB.BC.CD m6 l1 | DE.EF.FA m6 l1 | g:-", [2]int{0, 0}},
		{"kill bonuses, then the rest shared", "bc1 t5 d4 | AB.BC.CD m6 l1 | DE.EF.FA m6 l1 | g:-", [2]int{2, 2}},
		{"Pit, then kill bonus, then nothing", "bc1 t5 d2 | AB.BC.CD m6 l1 Pawn/Pit/A | DE.EF.FA m6 | g:-", [2]int{2, 0}},
		{"eliminated player takes no part", "bc1 t5 d1 | AB.BC.CD m6 | - m6 out | g:-", [2]int{1, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := ParseCode(cat, c.code)
			if err != nil {
				t.Fatal(err)
			}
			got := p.FairDeal()
			if [2]int{got[0], got[1]} != c.want {
				t.Errorf("FairDeal = %v, want %v", got[:2], c.want)
			}
		})
	}
}

// TestNextDrawGivesItsReasons: NextDraw deals as FairDeal does and marks
// the kill bonus where step 2 deals it and a hand without room, which the
// screens word after a turn ("no bonus draw, hand full"); they used to
// infer both from FairDeal's totals.
func TestNextDrawGivesItsReasons(t *testing.T) {
	cat := testCatalogue(t)
	cases := []struct {
		name, code string
		kill, full [2]bool
	}{
		{"kill bonus on top", "bc1 t5 d30 | AB.BC.CD m6 l1 Pawn/Pit/A | DE.EF.FA m6 l2 Pawn/DE4/A | g:-", [2]bool{true, true}, [2]bool{}},
		{"deck too short for both kill bonuses", "bc1 t5 d1 | AB.BC.CD m6 l1 | DE.EF.FA m6 l1 | g:-", [2]bool{}, [2]bool{}},
		{"the Pit takes the last piece", "bc1 t5 d1 | AB.BC.CD m6 l1 Pawn/Pit/A | DE.EF.FA m6 | g:-", [2]bool{}, [2]bool{}},
		{"a full hand", "bc1 t5 d30 | AB.BC.CD m1 l1 h:Pawn | DE.EF.FA m6 l1 | g:-", [2]bool{false, true}, [2]bool{true, false}},
		{"a full hand, empty deck", "bc1 t5 d0 | AB.BC.CD m1 l1 h:Pawn | DE.EF.FA m6 | g:-", [2]bool{}, [2]bool{true, false}},
		{"an eliminated player has neither", "bc1 t5 d30 | AB.BC.CD m6 | - m6 l1 out | g:-", [2]bool{}, [2]bool{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := ParseCode(cat, c.code)
			if err != nil {
				t.Fatal(err)
			}
			d := p.NextDraw()
			if d.Pieces != p.FairDeal() {
				t.Errorf("NextDraw deals %v, FairDeal %v", d.Pieces[:2], p.FairDeal())
			}
			if kill := [2]bool{d.KillBonus[0], d.KillBonus[1]}; kill != c.kill {
				t.Errorf("KillBonus %v, want %v", kill, c.kill)
			}
			if full := [2]bool{d.HandFull[0], d.HandFull[1]}; full != c.full {
				t.Errorf("HandFull %v, want %v", full, c.full)
			}
		})
	}
}

// TestStalemateReachesSuddenDeath plays quiet turns from a position whose deck
// holds one piece for two players: fair dealing deals nothing, so the turn
// after is marked as one without a draw, and the quiet turn after that starts
// sudden death. Counting "deck empty" instead, the game never got there.
func TestStalemateReachesSuddenDeath(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	p, err := ParseCode(cat, "bc1 t5 d1 | AB.BC.CD m6 Pawn/AB4/D | DE.EF.FA m6 Pawn/DE4/A | g:-")
	if err != nil {
		t.Fatal(err)
	}
	var plan Plan
	var out Outcome
	for turn := 0; turn < 2; turn++ {
		rules.Resolve(&p, &plan, &out, nil)
		p = out.Pos
	}
	if p.SuddenDeath != 1 {
		t.Fatalf("after two quiet turns: %s, want sudden death begun", p.Code(cat))
	}
}
