package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// A placement of a piece whose every copy in hand is placed already is
// refused before its facing is asked, saying where the piece is placed:
// with "place Snake A1 D" written and one Snake in hand, Enter on B1
// asked for a facing, then said "player 1 has only 1 Snake in hand".
// A piece still in hand, or a placement on the cell that holds the
// written one (which it replaces), asks its facing as before.
func TestPlaceAtSaysWhereThePieceIsPlaced(t *testing.T) {
	tests := []struct {
		name    string
		code    string
		written []string
		at      string
		msg     string // the refusal; "" when the facing is asked
	}{
		{"the only Snake placed", "bc1 t3 d30 | AB.BC.CD m6 h:Snake | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "B1", "Red's only Snake is placed already (place Snake A1 D): x on A1 clears it, to place it here"},
		{"both Snakes placed", "bc1 t3 d30 | AB.BC.CD m6 h:Snake,Snake | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D", "place Snake C1 B"}, "B1", "Red's 2 Snakes are placed already (place Snake A1 D; place Snake C1 B): x on A1 or C1 clears one, to place it here"},
		{"a second Snake in hand", "bc1 t3 d30 | AB.BC.CD m6 h:Snake,Snake | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "B1", ""},
		{"on the Snake's own cell", "bc1 t3 d30 | AB.BC.CD m6 h:Snake | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "A1", ""},
		{"another kind in hand", "bc1 t3 d30 | AB.BC.CD m6 h:Snake,Crab | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "AB2", ""},
		{"the other kind cannot go there", "bc1 t3 d30 | AB.BC.CD m6 h:Snake,Crab | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Snake A1 D"}, "B1", "Red's only Snake is placed already (place Snake A1 D): x on A1 clears it, to place it here"},
		{"three placed a turn", "bc1 t3 d30 | AB.BC.CD m6 h:Crab,Crab,Crab,Crab | DE.EF.FA m6 Pikeman/FA3/C | g:-",
			[]string{"place Crab AB1 D", "place Crab AB2 D", "place Crab AB3 D"}, "AB4", "cannot place a Crab on AB4: a player places at most 3 pieces a turn"},
	}
	// p (PlaceAt) and Enter on the empty cell (Activate) alike: Enter
	// still asked the facing, then refused the placement.
	ways := []struct {
		name  string
		place func(e *OrderEntry, l engine.Loc)
	}{{"p", (*OrderEntry).PlaceAt}, {"Enter", (*OrderEntry).Activate}}
	for _, way := range ways {
		for _, tc := range tests {
			t.Run(way.name+"/"+tc.name, func(t *testing.T) {
				checkPlaceAt(t, tc.code, tc.written, tc.at, tc.msg, way.place)
			})
		}
	}
}

// checkPlaceAt places (place: PlaceAt or Activate) on at with the orders
// written for Red, and checks the refusal msg ("" when the facing is to
// be asked). It returns the entry and its host.
func checkPlaceAt(t *testing.T, code string, written []string, at, msg string, place func(e *OrderEntry, l engine.Loc)) (*OrderEntry, *fakeHost) {
	t.Helper()
	h := &fakeHost{pos: mustPos(t, code)}
	for _, s := range written {
		o, err := engine.ParseOrder(testCat, s)
		if err != nil {
			t.Fatal(err)
		}
		h.orders[0] = append(h.orders[0], o)
	}
	e := NewOrderEntry(testCat, h)
	e.Allowed = func(n int) bool { return n == 1 }
	place(e, loc(t, at))
	if msg == "" {
		if !e.Busy() || !strings.Contains(h.msg, "facing?") {
			t.Errorf("no facing asked: %q", h.msg)
		}
		return e, h
	}
	if e.Busy() || h.msg != msg || !h.isErr {
		t.Errorf("busy %v, message %q (error %v), want %q", e.Busy(), h.msg, h.isErr, msg)
	}
	return e, h
}

// The pieces offered for an empty cell leave out a kind whose copies are
// all placed on other cells: with "place Crab AB1 D" written and a Crab
// and a Bird in hand, AB2 listed both, and the Crab was refused after
// its facing. The Bird, the one piece left, is taken at once.
func TestPlaceOffersNoPlacedUpKind(t *testing.T) {
	for _, way := range []struct {
		name  string
		place func(e *OrderEntry, l engine.Loc)
	}{{"p", (*OrderEntry).PlaceAt}, {"Enter", (*OrderEntry).Activate}} {
		t.Run(way.name, func(t *testing.T) {
			e, h := checkPlaceAt(t, "bc1 t3 d30 | AB.BC.CD m6 h:Crab,Bird | DE.EF.FA m6 Pikeman/FA3/C | g:-",
				[]string{"place Crab AB1 D"}, "AB2", "", way.place)
			if bird, _ := testCat.Lookup("Bird"); e.place.Kind != bird {
				t.Errorf("placing a %s, want the Bird (message %q)", testCat.Name(e.place.Kind), h.msg)
			}
		})
	}
}

// A direction of speed 1 writes the move at once; the distance typed
// after it, as lesson 1 teaches (m, the direction's letter and the
// number of cells), said "1 does nothing here". 1 right after it is
// taken for the move written, another digit says the move goes one
// cell at most; the echo lasts one key, and an order cleared since
// ends it.
func TestOrderEntryDistanceAfterSpeedOne(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-")}
	e := NewOrderEntry(testCat, h)
	e.Activate(loc(t, "AB3"))
	keys := func(s string) bool {
		t.Helper()
		used := true
		for _, r := range s {
			used = e.HandleKey(runeKey(r))
		}
		return used
	}
	orders := func() string { return engine.OrdersText(testCat, h.orders[0], "") }

	keys("mf")
	if got := orders(); got != "move AB3 F 1" || e.Busy() {
		t.Fatalf("orders %q (busy %v), want move AB3 F 1 written at once", got, e.Busy())
	}
	h.msg = ""
	if !keys("1") || h.msg != "Red: move AB3 F 1" || h.isErr || orders() != "move AB3 F 1" {
		t.Errorf("1 after the move: message %q (error %v), orders %q; want the move said again", h.msg, h.isErr, orders())
	}
	if keys("1") {
		t.Errorf("a second 1 was taken too: the echo lasts one key")
	}

	keys("mf")
	if !keys("2") || !h.isErr || h.msg != "Pikeman (Red) on AB3 goes 1 cell at most toward F (speed 1): move AB3 F 1 is written" {
		t.Errorf("2 after the move: message %q (error %v)", h.msg, h.isErr)
	}

	keys("mf")
	keys("x")
	if keys("1") {
		t.Errorf("1 after the move was cleared was taken: %q", h.msg)
	}

	keys("me2") // a distance asked: no echo after it
	if got := orders(); got != "move AB3 E 2" {
		t.Fatalf("orders %q, want move AB3 E 2", got)
	}
	if keys("1") {
		t.Errorf("1 after a move whose distance was asked was taken: %q", h.msg)
	}
}
