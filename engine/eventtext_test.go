package engine

import "testing"

// The texts a replay reads with colour names: the lessons' words ("in the
// Pit", "the outer ring"), the kills that decide a game all go out of, and
// the material Tech Fall weighs.
func TestEventTextsNamed(t *testing.T) {
	cat := testCatalogue(t)
	pawn, ok := cat.Lookup("Pawn")
	if !ok {
		t.Fatal("no Pawn in testdata/kinds.txt")
	}
	a := Fighter{Kind: pawn, Owner: 2, Loc: Pit}
	for _, c := range []struct {
		e    Event
		want string
	}{
		{Event{Type: EvGameOver, Player: 1, Why: WhyMostKills, N: 3, M: 2},
			"the game ends: Red wins on kills, 3 to 2 (all remaining players are out at once)"},
		{Event{Type: EvGameOver, Why: WhyMostKills, N: 2, M: 2},
			"the game ends in a draw on kills, 2 to 2 (all remaining players are out at once)"},
		{Event{Type: EvGameOver, Player: 2}, "the game ends: Blue wins"},
		{Event{Type: EvMaterial, Player: 2, N: 3, M: 6}, "Blue has 3 pieces of material, 3 behind the most (6)"},
		{Event{Type: EvMaterial, Player: 1, N: 6, M: 6}, "Red has 6 pieces of material, the most"},
		{Event{Type: EvMaterial, Player: 2, N: 1, M: 1}, "Blue has 1 piece of material, the most"},
		{Event{Type: EvSuddenDeath, N: 4}, "sudden death begins, as nothing was drawn, placed or killed in the turn: the outer ring (ring 4) is removed from the board"},
		{Event{Type: EvSuddenDeath, N: 2}, "ring 2, now the outer ring, is removed from the board"},
		{Event{Type: EvTerritoriesGo}, "from the next turn nobody holds a territory (they still counted for this turn's elimination)"},
		{Event{Type: EvDie, A: a, Why: WhyCombat}, "Pawn (Blue) in the Pit dies"},
		{Event{Type: EvPlace, A: a, To: Pit}, "Blue places Pawn in the Pit facing A"},
		{Event{Type: EvStep, A: a, Dir: 0, From: Pit, To: Pit.Neighbour(0)}, "Pawn (Blue) steps A from the Pit to " + Pit.Neighbour(0).String()},
		{Event{Type: EvLand, A: a, To: Pit}, "Pawn (Blue) lands in the Pit"},
		{Event{Type: EvNoKnock, A: a, From: Pit, To: Pit.Neighbour(0), Dir: 0, Why: WhyTaken}, "Pawn (Blue) in the Pit is not knocked back A: " + Pit.Neighbour(0).String() + " is taken"},
		{Event{Type: EvNoJump, A: a, From: Pit, To: Pit.Neighbour(0), Dir: 0, Why: WhyPushed}, "Pawn (Blue) in the Pit does not jump A to " + Pit.Neighbour(0).String() + ": a Harpy's push takes the place of its jump"},
		{Event{Type: EvNoJump, A: a, From: Pit, To: Pit.Neighbour(0), Dir: 0, Why: WhyWanted}, "Pawn (Blue) in the Pit does not jump A: another knockback or jump goes to " + Pit.Neighbour(0).String() + " too"},
	} {
		if got := c.e.TextNamed(cat, PlayerName); got != c.want {
			t.Errorf("%v event: got %q, want %q", c.e.Type, got, c.want)
		}
	}
}

// A material event concerns a player, not a piece: its A.Loc names no cell,
// so that a screen lighting an event's cells lights none (Loc 0 is E4, a
// real cell).
func TestMaterialEventsNameNoCell(t *testing.T) {
	cat := testCatalogue(t)
	p, err := ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 h:Pawn,Pawn Pawn/AB4/D Pawn/AB5/D Pawn/AB6/D Pawn/BC4/E | DE.EF.FA m6 Pawn/DE4/A Pawn/DE5/A Pawn/DE6/A | g:-")
	if err != nil {
		t.Fatal(err)
	}
	rules := Rules{Kinds: cat, TechFall: 5}
	var out Outcome
	var rec Record
	rules.Resolve(&p, &Plan{}, &out, &rec)
	n := 0
	for _, e := range rec.Events {
		if e.Type != EvMaterial {
			continue
		}
		n++
		if e.A.Loc.Valid() {
			t.Errorf("%s: names cell %v", e.Text(cat), e.A.Loc)
		}
	}
	if n != 2 {
		t.Errorf("%d material events, want one for each of the 2 players", n)
	}
}

// Record.Material is the material the end of the turn judges, with Tech
// Fall off as well: in the turn sudden death begins, player 2, with nothing
// on the board, still holds DE, EF and FA, so his piece in hand counts (ruling
// sudden-death-territories-held-to-the-turn-end). The puzzles' material and
// behind claims read it, so the rule lives here alone.
func TestRecordMaterial(t *testing.T) {
	cat := testCatalogue(t)
	for _, tc := range []struct {
		code string
		want [MaxPlayers]int
	}{
		{"bc1 t9 d30 n | AB.BC.CD m6 Pawn/A3/A | DE.EF.FA m6 k2 h:Pawn | g:-", [MaxPlayers]int{1, 1}},
		// Sudden death began before the turn: no territory, no hand.
		{"bc1 t10 d30 s1 | - m6 Pawn/A2/A | - m6 k2 h:Pawn | g:-", [MaxPlayers]int{1, 0}},
		// Out before the turn: 0; the hand counts while AB is held.
		{"bc1 t5 d30 | AB m6 h:Pawn,Pawn Pawn/AB4/D | CD m6 Pawn/CD4/A | - m6 out | g:-", [MaxPlayers]int{3, 1}},
	} {
		p, err := ParseCode(cat, tc.code)
		if err != nil {
			t.Fatal(err)
		}
		rules := Rules{Kinds: cat}
		var out Outcome
		rec := Record{Material: [MaxPlayers]int{9, 9, 9, 9, 9, 9}}
		rules.Resolve(&p, &Plan{}, &out, &rec)
		if rec.Material != tc.want {
			t.Errorf("%s: material %v, want %v", tc.code, rec.Material, tc.want)
		}
	}
}

// A fighter's share of its number among its opponents is written one way,
// as an exact number in lowest terms: halves were decimals ("= 1.5")
// beside thirds as fractions ("= 4/3"); then fractions "3/2", read on a
// panel where "3/2" is a card's combat and speed on a side. A share is a
// mixed number with a vulgar fraction, "1½".
func TestFractionsWrittenOneWay(t *testing.T) {
	for _, c := range []struct {
		n, d int
		want string
	}{
		{3, 2, "1½"}, {1, 2, "½"}, {9, 2, "4½"}, {4, 3, "1⅓"}, {2, 3, "⅔"},
		{8, 3, "2⅔"}, {1, 4, "¼"}, {7, 4, "1¾"}, {3, 5, "⅗"}, {9, 5, "1⅘"},
		{1, 6, "⅙"}, {5, 6, "⅚"}, {13, 6, "2⅙"}, {5, 8, "5/8"}, {9, 7, "9/7"},
		{6, 2, "3"}, {6, 4, "1½"}, {0, 3, "0"}, {-3, 2, "-1½"},
	} {
		if got := FractionText(c.n, c.d); got != c.want {
			t.Errorf("%d/%d written %q, want %q", c.n, c.d, got, c.want)
		}
	}
}

// Against a Magician a fighter's number is 9 minus it: "9 minus each" read
// oddly of one number ("back 0 (9 minus each, against a Magician) = 9").
// One number says "9 minus it"; an angled pair and top combat's six say
// "each". A King's sum toward one side is one number, taken from 9 whole
// (9 - (6 + 3) = 0): "9 minus the sum", not "each"; a King's two angled
// sums are each taken from 9.
func TestMagicianTextOneNumberOrEach(t *testing.T) {
	one := Fighter{NSides: 1, Sides: [2]Side{Back}, Raw: [2]int8{0}, Base: 9, Mods: ModMagician}
	two := Fighter{NSides: 2, Sides: [2]Side{Front, FrontRight}, Raw: [2]int8{6, 3}, Base: 9, Mods: ModMagician}
	top := Fighter{Base: 42, Mods: ModMagician}
	king := Fighter{NSides: 1, Sides: [2]Side{Front}, Raw: [2]int8{9}, Base: 0, Mods: ModMagician | ModKing}
	kingTwo := Fighter{NSides: 2, Sides: [2]Side{Front, FrontRight}, Raw: [2]int8{9, 4}, Base: 5, Mods: ModMagician | ModKing}
	for _, c := range []struct {
		f    Fighter
		ck   CombatKind
		want string
	}{
		{one, Close, "back 0 (9 minus it, against a Magician) = 9"},
		{two, RangedAngled, "front 6 + front-right 3 (9 minus each, against a Magician) = 9"},
		{top, Top, "all six sides (9 minus each, against a Magician) = 42"},
		{king, Close, "front 9 (summed over its group) (9 minus the sum, against a Magician) = 0"},
		{king, RangedStraight, "front 9 (summed over its group) (9 minus the sum, against a Magician) = 0"},
		{kingTwo, RangedAngled, "front 9 + front-right 4 (summed over its group) (9 minus each, against a Magician) = 5"},
	} {
		if got := numberText(&c.f, c.ck); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}
