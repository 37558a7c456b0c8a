package engine

import (
	"strings"
	"testing"
)

// TestParseCodeRefuses: a code that names what cannot be is refused with a
// message that names it, never read as a position.
func TestParseCodeRefuses(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range []struct{ code, want string }{
		{"bc1 t2 d30 w5 | AB m6 | DE m6 | g:-", "the winner is player 5, but there are 2 players"},
		{"bc1 t2 d30 w3 | AB m6 | DE m6 | - m6 | g:-", ""},
		{"bc1 t0 | - | - | g:-", `bad field "t0" (want t and a number from 1 to 9999)`},
		{"bc1 t10000 | - | - | g:-", `bad field "t10000" (want t and a number from 1 to 9999)`},
		{"bc1 t2 | - Spear/A9/A | - | g:-", `unknown location "A9"`},
		{"bc1 t2 | - Spear/A1/G | - | g:-", `unknown direction "G"`},
		{"bc1 t2 | - Spear/A1/A | - Pawn/A1/D | g:-", "two pieces on A1"},
		{"bc1 s4 | - Spear/A4/A | - | g:-", "A4: a piece where sudden death removed the board"},
		{"bc1 t2 | AB m6 | AB m6 | g:-", "territory AB is listed twice"},
		{"bc1 t2 | - | - | g:Spear/3", "owner is not a player"},
	} {
		_, err := ParseCode(cat, c.code)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.code, err)
		case c.want != "" && err == nil:
			t.Errorf("%s: read, want an error saying %q", c.code, c.want)
		case c.want != "" && !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: %v, want it to say %q", c.code, err, c.want)
		}
	}
}

// TestCodeFieldGivenTwice: a field given twice in the header or in a
// player block is refused, naming the player and the field; before, the
// last one silently won (t2 t5 played turn 5) and two hands joined.
func TestCodeFieldGivenTwice(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range []struct{ code, want string }{
		{"bc1 t2 t5 d30 | AB m6 | DE m6 | g:-", `position code: field "t5": the turn given twice`},
		{"bc1 t2 d30 d4 | AB m6 | DE m6 | g:-", `position code: field "d4": the deck given twice`},
		{"bc1 t2 n n | AB m6 | DE m6 | g:-", `position code: field "n": n (nobody drew) given twice`},
		{"bc1 t2 | AB m6 m7 | DE m6 | g:-", `position code, player 1: field "m7": the hand maximum given twice`},
		{"bc1 t2 | AB m6 k1 k3 | DE m6 | g:-", `position code, player 1: field "k3": kills given twice`},
		{"bc1 t2 | AB m6 | DE m6 l1 l0 | g:-", `position code, player 2: field "l0": kills last turn given twice`},
		{"bc1 t2 | AB m6 r1 r1 | DE m6 | g:-", `position code, player 1: field "r1": ransacks given twice`},
		{"bc1 t2 | AB m6 ?1 ?2 | DE m6 | g:-", `position code, player 1: field "?2": hidden pieces given twice`},
		{"bc1 t2 | AB m6 | DE m6 x:Spear x:Pawn | g:-", `position code, player 2: field "x:Pawn": the Necromancer target given twice`},
		{"bc1 t2 | AB m6 out out | DE m6 | g:-", `position code, player 1: field "out": out given twice`},
		{"bc1 t2 | AB m6 h:Spear h:Pawn | DE m6 | g:-", `position code, player 1: field "h:Pawn": the hand given twice (one h: lists the whole hand: h:Spear,Crab)`},
	} {
		_, err := ParseCode(cat, c.code)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want it to say %q", c.code, err, c.want)
		}
	}
	// Many pieces, one of each field: read.
	if _, err := ParseCode(cat, "bc1 t2 d30 | AB m6 k1 l1 r1 h:Spear,Pawn Spear/A1/A Pawn/A2/A | DE m6 | g:-"); err != nil {
		t.Errorf("a code with each field once and two pieces: %v", err)
	}
}

// TestUnknownCodeField: a field a code does not have is refused with the
// field meant (in lower case, or in the other part of the code), how a
// piece is written, or the fields that part of the code has.
func TestUnknownCodeField(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range []struct{ code, want string }{
		{"bc1 T2 d30 | AB m6 | DE m6 | g:-", `unknown field "T2" (did you mean "t2"?)`},
		{"bc1 t2 d30 | AB M6 | DE m6 | g:-", `unknown field "M6" (did you mean "m6"?)`},
		{"bc1 t2 d30 | AB H:Spear | DE m6 | g:-", `unknown field "H:Spear" (did you mean "h:Spear"?)`},
		{"bc1 t2 d30 m6 | AB | DE m6 | g:-", `unknown field "m6" in the header: it belongs in a player block`},
		{"bc1 t2 | AB m6 d30 | DE m6 | g:-", `unknown field "d30" in a player block: it belongs in the header (before the first |)`},
		{"bc1 t2 | AB m6 Spear A1 A | DE m6 | g:-", `unknown field "Spear" (a code writes a piece as KIND/LOC/FACING, with slashes: Pikeman/A3/D)`},
		// A kind in lower case whose first letter is a field's.
		{"bc1 t2 | AB m6 magician A1 A | DE m6 | g:-", `unknown field "magician" (a code writes a piece as KIND/LOC/FACING, with slashes: Pikeman/A3/D)`},
		{"bc1 t2 | AB m6 king A1 A | DE m6 | g:-", `unknown field "king" (a code writes a piece as KIND/LOC/FACING, with slashes: Pikeman/A3/D)`},
		{"bc1 t2 q7 | AB m6 | DE m6 | g:-", `unknown field "q7" (the header holds bc1, then tN the turn, dN the deck, sN the sudden-death stage, n when nobody drew, wN the winner)`},
		{"bc1 t2 | AB m6 hand:Spear | DE m6 | g:-", `unknown field "hand:Spear" (a player block holds its territories (AB.BC or -), then mN the hand maximum`},
	} {
		_, err := ParseCode(cat, c.code)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want it to say %q", c.code, err, c.want)
		}
	}
	// One piece is one piece, not "1 pieces".
	_, err := ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 Giant/AB2/A | g:"+strings.TrimSuffix(strings.Repeat("Pawn/2,", GraveCap), ","))
	if want := "1 piece on the board and 96 in the graveyard"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a full graveyard: %v, want it to say %q", err, want)
	}
}

// TestGraveyardRoomForPlacedPieces: a position is refused when its
// graveyard could not take every piece that may die in the turn, those
// placed from hand included; before, three Pawns placed and killed beside
// a graveyard of 94 and two Giants left one Pawn nowhere (the graveyard
// holds 96).
func TestGraveyardRoomForPlacedPieces(t *testing.T) {
	cat := testCatalogue(t)
	grave := func(n int) string { return strings.TrimSuffix(strings.Repeat("Pawn/2,", n), ",") }
	code := func(n int) string {
		return "bc1 t2 d30 | AB.BC.CD m6 h:Pawn,Pawn,Pawn | DE.EF.FA m6 Giant/AB2/A Giant/B4/A | g:" + grave(n)
	}
	_, err := ParseCode(cat, code(94))
	if err == nil || !strings.Contains(err.Error(), "2 pieces on the board, 3 that may be placed from hand and 94 in the graveyard") {
		t.Fatalf("a graveyard of 94: %v", err)
	}
	p, err := ParseCode(cat, code(91))
	if err != nil {
		t.Fatalf("a graveyard of 91: %v", err)
	}
	ords, err := ParseOrders(cat, []string{"place Pawn AB1 D", "place Pawn AB3 D", "place Pawn AB5 D"})
	if err != nil {
		t.Fatal(err)
	}
	plan, err := p.PlanOrders(cat, [][]Order{ords})
	if err != nil {
		t.Fatal(err)
	}
	out, _ := (&Rules{Kinds: cat}).Play(p, plan)
	if out.Pos.GraveLen != 91+3 {
		t.Fatalf("the three Pawns placed and killed: graveyard %d, want 94", out.Pos.GraveLen)
	}
	checkInvariants(t, cat, &p, &out)
}

// TestGraveyardRoomCountsOnlyThoseWhoCanPlace: a hand whose player controls
// no territory has no cell to place on, and takes no room in the
// graveyard (a code that resolved fine was refused for a day).
func TestGraveyardRoomCountsOnlyThoseWhoCanPlace(t *testing.T) {
	cat := testCatalogue(t)
	code := "bc1 t5 d30 | AB.BC.CD.DE.EF.FA m6 Giant/A3/D | - m6 h:Pawn,Pawn,Pawn Pawn/FA6/A | g:" +
		strings.TrimSuffix(strings.Repeat("Pawn/1,", 92), ",")
	if _, err := ParseCode(cat, code); err != nil {
		t.Fatalf("player 2 can place nothing: %v", err)
	}
}
