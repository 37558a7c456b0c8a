package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// fakeHost keeps orders for an OrderEntry, as the trainer would.
type fakeHost struct {
	pos    engine.Position
	orders Orders
	msg    string
	isErr  bool
	choose func(items []MenuItem) int
}

func (f *fakeHost) EntryPosition() *engine.Position { return &f.pos }
func (f *fakeHost) EntryOrders() Orders             { return f.orders }
func (f *fakeHost) Say(msg string, isErr bool)      { f.msg, f.isErr = msg, isErr }
func (f *fakeHost) SetEntryOrders(o Orders) error {
	for n := 1; n <= int(f.pos.NumPlayers); n++ {
		var plan engine.Plan
		if err := f.pos.CheckOrders(testCat, n, o[n-1], &plan); err != nil {
			return err
		}
	}
	f.orders = o
	return nil
}
func (f *fakeHost) Choose(title string, items []MenuItem, done func(int)) {
	i := -1
	if f.choose != nil {
		i = f.choose(items)
	}
	done(i)
}

// chooseText picks the item whose text contains s.
func chooseText(s string) func([]MenuItem) int {
	return func(items []MenuItem) int {
		for i, it := range items {
			if strings.Contains(it.Text, s) {
				return i
			}
		}
		return -1
	}
}

func runeKey(r rune) *tcell.EventKey { return tcell.NewEventKey(tcell.KeyRune, r, tcell.ModNone) }

// Order entry by keys and cells, as a host without a screen sees it: each
// step gives the orders or the engine's reason for refusing them.
func TestOrderEntry(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 h:Crab Pikeman/AB3/E Witch/B2/F | DE.EF.FA m6 Crab/DE3/B | g:Pikeman/2"
	type step struct {
		pick string // the menu item to choose, containing this
		cell string // Activate on this cell
		keys string // then these keys
	}
	tests := []struct {
		name    string
		allowed []int
		steps   []step
		want    []string // orders of players 1 and 2, joined by "; "
		msg     string
	}{
		{"move by keys", nil, []step{{cell: "AB3"}, {keys: "me2"}}, []string{"move AB3 E 2", ""}, "Red: move AB3 E 2"},
		{"move by a cell in line", nil, []step{{cell: "AB3"}, {cell: "A1"}}, []string{"move AB3 E 2", ""}, ""},
		{"turn", nil, []step{{cell: "AB3"}, {keys: "ta"}}, []string{"turn AB3 A", ""}, ""},
		{"a new order replaces the old", nil, []step{{cell: "AB3"}, {keys: "ta"}, {keys: "me1"}}, []string{"move AB3 E 1", ""}, "Red: move AB3 E 1 (instead of turn AB3 A)"},
		{"a Witch's turn replaces her turn only", nil, []step{{cell: "B2"}, {keys: "mf1"}, {keys: "ta"}, {keys: "tc"}}, []string{"move B2 F 1; turn B2 C", ""}, "Red: turn B2 C (instead of turn B2 A)"},
		{"a Witch moves and turns", nil, []step{{cell: "B2"}, {keys: "mf1"}, {keys: "ta"}}, []string{"move B2 F 1; turn B2 A", ""}, ""},
		{"speed 0 refused", nil, []step{{cell: "AB3"}, {keys: "mb"}}, []string{"", ""}, "cannot move toward B: its back speed is 0"},
		{"too far refused", nil, []step{{cell: "AB3"}, {keys: "me5"}}, []string{"", ""}, "moves at most 2 toward E"},
		{"not in line", nil, []step{{cell: "AB3"}, {cell: "DE5"}}, []string{"", ""}, "DE5 is not in a straight line from AB3 · Esc deselects it"},
		{"out of reach, nothing to place", nil, []step{{cell: "AB3"}, {cell: "EF2"}}, []string{"", ""}, "moves at most 2 toward E (its front speed) · Esc deselects it"},
		// Enter on an empty cell the piece cannot reach, where a piece
		// from hand can go, places it: it was a move, refused.
		{"not in line, placed from hand", nil, []step{{cell: "AB3"}, {cell: "CD4"}, {keys: "a"}}, []string{"place Crab CD4 A", ""}, "Red: place Crab CD4 A"},
		{"both players", nil, []step{{cell: "DE3"}, {keys: "tc"}, {cell: "AB3"}, {keys: "ta"}}, []string{"turn AB3 A", "turn DE3 C"}, ""},
		{"place from hand", nil, []step{{cell: "AB5", pick: "Red: Crab"}, {keys: "e"}}, []string{"place Crab AB5 E", ""}, ""},
		{"place backwards refused", nil, []step{{cell: "AB5", pick: "Red: Crab"}, {keys: "a"}}, []string{"", ""}, "may not face A (backwards)"},
		{"place where nobody may", nil, []step{{cell: "EF2"}}, []string{"", ""}, "does not control territory EF"},
		{"clear", nil, []step{{cell: "AB3"}, {keys: "ta"}, {keys: "x"}}, []string{"", ""}, "orders on AB3 cleared"},
		{"only your own pieces", []int{1}, []step{{cell: "DE3"}}, []string{"", ""}, "is Blue's"},
		{"no Necromancer, no target", nil, []step{{keys: "T", pick: "Red: target Pikeman"}}, []string{"", ""}, "has no Necromancer"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := &fakeHost{pos: mustPos(t, code)}
			e := NewOrderEntry(testCat, h)
			if tc.allowed != nil {
				e.Allowed = func(n int) bool {
					for _, a := range tc.allowed {
						if a == n {
							return true
						}
					}
					return false
				}
			}
			for _, s := range tc.steps {
				if s.pick != "" {
					h.choose = chooseText(s.pick)
				}
				if s.cell != "" {
					e.Activate(loc(t, s.cell))
				}
				for _, r := range s.keys {
					if !e.HandleKey(runeKey(r)) {
						t.Fatalf("key %q not used", r)
					}
				}
			}
			for n := 1; n <= 2; n++ {
				var got []string
				for _, o := range h.orders[n-1] {
					got = append(got, o.Format(testCat))
				}
				if g := strings.Join(got, "; "); g != tc.want[n-1] {
					t.Errorf("player %d's orders %q, want %q", n, g, tc.want[n-1])
				}
			}
			if tc.msg != "" && !strings.Contains(h.msg, tc.msg) {
				t.Errorf("message %q, want it to say %q", h.msg, tc.msg)
			}
		})
	}
}

// An order that replaces another names it: the piece's earlier order is
// gone, and the message says so; the same order given again replaces
// nothing and says nothing more.
func TestOrderEntrySaysWhatItReplaced(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-")}
	e := NewOrderEntry(testCat, h)
	e.Activate(loc(t, "AB3"))
	for _, r := range "me2" {
		e.HandleKey(runeKey(r))
	}
	if h.msg != "Red: move AB3 E 2" {
		t.Errorf("the first order says %q", h.msg)
	}
	for _, r := range "me2" {
		e.HandleKey(runeKey(r))
	}
	if h.msg != "Red: move AB3 E 2" {
		t.Errorf("the same order again says %q", h.msg)
	}
	for _, r := range "ta" {
		e.HandleKey(runeKey(r))
	}
	if h.msg != "Red: turn AB3 A (instead of move AB3 E 2)" {
		t.Errorf("the turn in place of the move says %q", h.msg)
	}
}

// T offers only the targets the engine takes: those of a player with a
// Necromancer (on the board, or placed this turn); a player without one is
// not offered, and with nobody to offer T says why.
func TestTargetOffersOnlyPlayersWithANecromancer(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 h:Necromancer Crab/AB3/E | DE.EF.FA m6 Necromancer/DE3/B | g:Pikeman/1,Bird/2")}
	var offered []string
	h.choose = func(items []MenuItem) int {
		offered = nil
		for _, it := range items {
			offered = append(offered, it.Text)
		}
		return -1
	}
	e := NewOrderEntry(testCat, h)
	e.HandleKey(runeKey('T'))
	if got := strings.Join(offered, " | "); got != "Blue: target Bird | Blue: target Pikeman" {
		t.Errorf("T offers %q, want Blue's targets only", got)
	}
	// Red places a Necromancer: Red may target too.
	h.orders[0] = []engine.Order{engine.Place(kind(t, "Necromancer"), loc(t, "AB5"), engine.E)}
	e.HandleKey(runeKey('T'))
	if got := strings.Join(offered, " | "); got != "Red: target Bird | Red: target Pikeman | Blue: target Bird | Blue: target Pikeman" {
		t.Errorf("T offers %q after Red's placement", got)
	}
	// Nobody with a Necromancer: T says why.
	h.pos = mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 Crab/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:Pikeman/1")
	h.orders = Orders{}
	offered = nil
	e.HandleKey(runeKey('T'))
	if offered != nil || !strings.Contains(h.msg, "has no Necromancer") {
		t.Errorf("T with no Necromancer offered %q and said %q", offered, h.msg)
	}
}

// With one piece that may go on the cell, Enter takes it at once and asks
// for the facing: a facing letter then places it. The window used to ask
// to choose the only line, and a facing letter typed there did nothing.
// Every player gives orders here, as in the editor: the question names
// whose piece it is.
func TestPlaceTheOnlyPieceAtOnce(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 h:Crab Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-")}
	h.choose = func(items []MenuItem) int {
		t.Errorf("asked to choose from %v", items)
		return -1
	}
	e := NewOrderEntry(testCat, h)
	e.Activate(loc(t, "AB5"))
	if h.msg != "place Red's Crab on AB5 facing? c d e f (Esc cancels)" || h.isErr {
		t.Errorf("Enter on AB5 says %q", h.msg)
	}
	if !e.HandleKey(runeKey('e')) {
		t.Fatal("the facing letter was not used")
	}
	if got := h.orders[0]; len(got) != 1 || got[0].Format(testCat) != "place Crab AB5 E" {
		t.Errorf("Red's orders %v", got)
	}
}

// Enter on another piece of the selected piece's owner selects it: when it
// stood in line, the selected piece was given a move onto it instead,
// replacing its order unasked (a tester's order "move CD1 A 1" became
// "move CD1 A 3"). m and a direction still move onto an ally, and Enter on
// an enemy in line still moves onto it.
func TestActivateSelectsAnAllyInLine(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E Witch/AB1/F | DE.EF.FA m6 Crab/AB2/B | g:-")}
	e := NewOrderEntry(testCat, h)
	e.Activate(loc(t, "AB3"))
	e.Activate(loc(t, "AB1")) // an ally in line: selected
	if got := e.Selected(); got != loc(t, "AB1") {
		t.Errorf("Enter on the Witch: selected %v, want AB1 (message %q)", got, h.msg)
	}
	if len(h.orders[0]) != 0 {
		t.Errorf("Enter on the Witch gave orders %v", h.orders[0])
	}
	e.Activate(loc(t, "AB3"))
	for _, r := range "me1" { // m, a direction and a distance: onto the ally on AB1
		e.HandleKey(runeKey(r))
	}
	if h.msg != "Red: move AB3 E 1" {
		t.Errorf("m e 1 says %q", h.msg)
	}
	e = NewOrderEntry(testCat, h)
	e.Activate(loc(t, "AB3"))
	e.Activate(loc(t, "AB2")) // an enemy in line: a move onto it
	if !strings.Contains(h.msg, "move AB3") {
		t.Errorf("Enter on the enemy says %q, want a move", h.msg)
	}
}

// edfix item 7: a move whose path leaves the board was taken with no
// word, and the turn then said it "is bumped going D (the step leaves the
// board)". The entry says so with the order.
func TestOrderEntrySaysAStepLeavesTheBoard(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/CD6/D | DE.EF.FA m6 Bird/A1/A | g:-")}
	e := NewOrderEntry(testCat, h)
	e.Activate(loc(t, "CD6"))
	for _, r := range "md1" {
		e.HandleKey(runeKey(r))
	}
	if want := "Red: move CD6 D 1; its first step leaves the board: it will be bumped and stay on CD6"; h.msg != want {
		t.Errorf("message %q, want %q", h.msg, want)
	}
	if h.orders[0] == nil {
		t.Error("the order was not taken: the engine takes it")
	}

	// A cell one step from the edge: the second step leaves it.
	at := engine.NoLoc
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if n := l.Neighbour(engine.D); l != engine.Pit && n != engine.NoLoc && n != engine.Pit && n.Neighbour(engine.D) == engine.NoLoc {
			at = l
			break
		}
	}
	p := engine.NewPosition(2)
	p.Board[at] = engine.Piece{Kind: kind(t, "Pikeman"), Owner: 1, Facing: engine.D}
	o := engine.Move(at, engine.D, 2)
	if got, want := PathNote(testCat, &p, o), "its step 2 leaves the board: it is bumped there, if nothing stops it before"; got != want {
		t.Errorf("%s: note %q, want %q", o.Format(testCat), got, want)
	}
	if got := PathNote(testCat, &p, engine.Move(at, engine.D, 1)); got != "" {
		t.Errorf("a step that stays on the board has the note %q", got)
	}
}
