package tui_test

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// A board shows a position held outside it; here drawn straight onto a
// simulation screen, as a golden test would.
func ExampleBoard() {
	cat := puzzles.DefaultCatalogue()
	p, _ := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-")
	marks := tui.NewMarks()
	o, _ := engine.ParseOrder(cat, "move AB3 E 2")
	marks.AddOrder(&p, 1, o)
	board := tui.NewBoard(&tui.StaticContent{Pos: p, Cat: cat, Marks: marks}, tui.NewTheme(false))
	e4, _ := engine.ParseLoc("E4")
	board.SetCursor(e4)

	screen := tcell.NewSimulationScreen("UTF-8")
	screen.Init()
	screen.SetSize(tui.BoardWidth, tui.BoardHeight)
	board.SetRect(0, 0, tui.BoardWidth, tui.BoardHeight)
	board.Draw(screen)
	screen.Show()
	cells, w, h := screen.GetContents()
	for y := 0; y < h; y++ {
		var line strings.Builder
		for x := 0; x < w; x++ {
			line.WriteString(string(cells[y*w+x].Runes))
		}
		fmt.Println("|" + strings.TrimRight(line.String(), " "))
	}
	// Output:
	// |         E                     F
	// |          [E4 ]EF4 EF5 EF6 F4
	// |          [   ]
	// |         DE6 E3  EF2 EF3 F3  FA4
	// |
	// |       DE5 DE3 E2  EF1 F2  FA2 FA5
	// |           Cr↘
	// |     DE4 DE2 DE1 E1  F1  FA1 FA3 FA6
	// |
	// | D D4  D3  D2  D1  Pit A1  A2  A3  A4  A
	// |                        ↖
	// |     CD6 CD3 CD1 C1  B1  AB1 AB2 AB4
	// |                          ↖
	// |       CD5 CD2 C2  BC1 B2  AB3 AB5
	// |                           Pi↖↖
	// |         CD4 C3  BC3 BC2 B3  AB6
	// |
	// |           C4  BC6 BC5 BC4 B4
	// |
	// |         C                     B
}

// host keeps the orders of an OrderEntry: here, as a trainer would, only
// the learner's (player 1's).
type host struct {
	pos    engine.Position
	cat    *engine.Catalogue
	orders tui.Orders
	msg    string
}

func (h *host) EntryPosition() *engine.Position { return &h.pos }
func (h *host) EntryOrders() tui.Orders         { return h.orders }
func (h *host) Say(msg string, isErr bool)      { h.msg = msg }
func (h *host) Choose(title string, items []tui.MenuItem, done func(int)) {
	done(0) // a real host shows a Menu
}
func (h *host) SetEntryOrders(o tui.Orders) error {
	for n := 1; n <= int(h.pos.NumPlayers); n++ {
		var plan engine.Plan
		if err := h.pos.CheckOrders(h.cat, n, o[n-1], &plan); err != nil {
			return err
		}
	}
	h.orders = o
	return nil
}

// Order entry turns cells and keys into orders checked by the engine.
func ExampleOrderEntry() {
	cat := puzzles.DefaultCatalogue()
	p, _ := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-")
	h := &host{pos: p, cat: cat}
	entry := tui.NewOrderEntry(cat, h)
	entry.Allowed = func(n int) bool { return n == 1 }

	ab3, _ := engine.ParseLoc("AB3")
	a1, _ := engine.ParseLoc("A1")
	entry.Activate(ab3) // select the Pikeman
	entry.Activate(a1)  // a cell in line: move there
	fmt.Println(h.msg)

	for _, r := range "mb" { // the Pikeman, still selected, toward B: its back, speed 0
		entry.HandleKey(tcell.NewEventKey(tcell.KeyRune, r, tcell.ModNone))
	}
	fmt.Println(h.msg)

	entry.Cancel() // Esc: nothing selected
	de3, _ := engine.ParseLoc("DE3")
	entry.Activate(de3)
	fmt.Println(h.msg)
	// Output:
	// Red: move AB3 E 2
	// refused: move AB3 B 1: the Pikeman on AB3 cannot move toward B: its back speed is 0
	// the Crab on DE3 is Blue's: you give orders for your own pieces
}
