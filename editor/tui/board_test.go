package tui

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

var update = flag.Bool("update", false, "rewrite the golden screens in testdata/")

// goldenPos is the position of the golden board screens: pieces of both
// players, orders of each kind, a placement, a territory of nobody.
const goldenPos = "bc1 t2 d30 | AB.CD m6 h:Pikeman Pikeman/AB3/E Crab/B1/F CloudMan/CD2/E | DE.EF.FA m6 Pikeman/DE3/B Witch/EF1/C | g:-"

// drawBoard draws a board straight onto a simulation screen of w by h,
// without an event loop, and returns the screen.
func drawBoard(t *testing.T, b *Board, w, h int) tcell.SimulationScreen {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	if err := sim.Init(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sim.Fini)
	sim.SetSize(w, h)
	b.SetRect(0, 0, w, h)
	b.Draw(sim)
	sim.Show()
	return sim
}

func goldenBoard(t *testing.T, mono bool) *Board {
	t.Helper()
	p := mustPos(t, goldenPos)
	m := NewMarks()
	for _, s := range []struct {
		owner uint8
		order string
	}{{1, "move AB3 E 2"}, {2, "turn DE3 C"}, {1, "place Pikeman AB4 E"}} {
		o, err := engine.ParseOrder(testCat, s.order)
		if err != nil {
			t.Fatal(err)
		}
		m.AddOrder(&p, s.owner, o)
	}
	return NewBoard(&StaticContent{Pos: p, Cat: testCat, Marks: m}, NewTheme(mono))
}

// The board at each size it knows, in colour and monochrome, against the
// screens in testdata/ (go test -update rewrites them).
func TestBoardGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		w, h int
		mono bool
	}{
		{"board-41x20", 41, 20, false},
		{"board-41x20-mono", 41, 20, true},
		{"board-59x20", 59, 20, false},
		{"board-41x11", 41, 11, false},
		{"board-too-small", 30, 8, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := screenText(drawBoard(t, goldenBoard(t, tc.mono), tc.w, tc.h))
			path := filepath.Join("testdata", tc.name+".txt")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if got != string(want) {
				t.Errorf("the board differs from %s:\n%s\nwant:\n%s", path, got, want)
			}
		})
	}
}

// Every cell is found where it is drawn, in every layout.
func TestCellAtCellPos(t *testing.T) {
	for _, sz := range [][2]int{{41, 20}, {59, 20}, {41, 11}, {100, 40}} {
		b := goldenBoard(t, false)
		b.SetRect(3, 2, sz[0], sz[1])
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			x, y, ok := b.CellPos(l)
			if !ok {
				t.Fatalf("%dx%d: no position for %v", sz[0], sz[1], l)
			}
			for dx := 0; dx < 3; dx++ {
				if got, ok := b.CellAt(x+dx, y); !ok || got != l {
					t.Errorf("%dx%d: CellAt(%d, %d) = %v, want %v", sz[0], sz[1], x+dx, y, got, l)
				}
			}
		}
		if _, ok := b.CellAt(0, 0); ok {
			t.Errorf("%dx%d: a cell at the corner of the screen", sz[0], sz[1])
		}
	}
}

// The cursor moves to a neighbour in the direction of the key, and stays
// near its column when going up and down.
func TestBoardMove(t *testing.T) {
	tests := []struct {
		from   string
		dx, dy int
		want   string
	}{
		{"Pit", 1, 0, "A1"},
		{"Pit", -1, 0, "D1"},
		{"A4", 1, 0, "A4"},  // the edge: no move
		{"E4", 0, -1, "E4"}, // the top row
		{"B4", 0, 1, "B4"},  // the bottom row
		{"D4", 0, -1, "DE4"},
		{"D4", 0, 1, "CD6"},
		{"A4", 0, -1, "FA6"},
		{"A4", 0, 1, "AB4"},
	}
	for _, tc := range tests {
		t.Run(tc.from, func(t *testing.T) {
			b := goldenBoard(t, false)
			b.SetCursor(loc(t, tc.from))
			b.Move(tc.dx, tc.dy)
			if got := b.Cursor(); got != loc(t, tc.want) {
				t.Errorf("from %s by (%d,%d): %v, want %s", tc.from, tc.dx, tc.dy, got, tc.want)
			}
		})
	}
	// Up twice then down twice comes back to the start, and each step goes
	// to a neighbour.
	b := goldenBoard(t, false)
	start := loc(t, "BC2")
	b.SetCursor(start)
	for _, dy := range []int{-1, -1, 1, 1} {
		from := b.Cursor()
		if !b.Move(0, dy) {
			t.Fatalf("no move from %v", from)
		}
		if _, ok := engine.DirTo(from, b.Cursor()); !ok {
			t.Errorf("%v -> %v is not a step to a neighbour", from, b.Cursor())
		}
	}
	if b.Cursor() != start {
		t.Errorf("up, up, down, down ends on %v, want %v", b.Cursor(), start)
	}
}

// The abbreviations of the default kinds are distinct and two letters.
func TestKindLetters(t *testing.T) {
	ls := KindLetters(testCat)
	seen := map[string]string{}
	for i, l := range ls {
		name := testCat.Name(engine.KindID(i))
		if len([]rune(l)) != 2 {
			t.Errorf("%s: %q is not two letters", name, l)
		}
		if other, ok := seen[l]; ok {
			t.Errorf("%s and %s share %q", name, other, l)
		}
		seen[l] = name
	}
	for _, tc := range []struct{ name, want string }{{"Pikeman", "Pi"}, {"Cloud Man", "CM"}, {"Crab", "Cr"}} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ls[kind(t, tc.name)]; got != tc.want {
				t.Errorf("%q, want %q", got, tc.want)
			}
		})
	}
	// Kinds whose first letters collide get other letters.
	cat, err := engine.NewCatalogue(
		engine.Kind{Name: "Spear"}, engine.Kind{Name: "Spearman"}, engine.Kind{Name: "Sp"},
	)
	if err != nil {
		t.Fatal(err)
	}
	got := KindLetters(cat)
	if got[0] == got[1] || got[1] == got[2] || got[0] == got[2] {
		t.Errorf("colliding abbreviations: %q", got)
	}
}

// In monochrome the owners differ in attributes and in glyphs.
func TestMonoOwners(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | g:-")
	b := NewBoard(&StaticContent{Pos: p, Cat: testCat}, NewTheme(true))
	sim := drawBoard(t, b, 41, 20)
	read := func(l engine.Loc) (string, tcell.Style) {
		x, y, _ := b.CellPos(l)
		cells, w, _ := sim.GetContents()
		var s strings.Builder
		for i := 0; i < 3; i++ {
			s.WriteString(string(cells[(y+1)*w+x+i].Runes))
		}
		return s.String(), cells[(y+1)*w+x].Style
	}
	red, redSt := read(loc(t, "AB3"))
	blue, blueSt := read(loc(t, "DE3"))
	if red != "PI↗" || blue != "pi↙" {
		t.Errorf("Red's piece reads %q, Blue's %q: want %q and %q", red, blue, "PI↗", "pi↙")
	}
	_, _, ra := redSt.Decompose()
	_, _, ba := blueSt.Decompose()
	if ra == ba {
		t.Errorf("both owners drawn with attributes %v", ra)
	}
	for _, st := range []tcell.Style{redSt, blueSt} {
		if fg, bg, _ := st.Decompose(); fg != tcell.ColorDefault || bg != tcell.ColorDefault {
			t.Errorf("monochrome piece in colours %v on %v", fg, bg)
		}
	}
}

// In monochrome the piece card beside the board writes the piece as the
// board does: it wrote "Pi↗" for Red's piece the board writes "PI↗", and
// "Pi↙" for Blue's "pi↙".
func TestMonoCardReadsAsTheBoard(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 Pikeman/DE3/C | g:-")
	th := NewTheme(true)
	b := NewBoard(&StaticContent{Pos: p, Cat: testCat}, th)
	for _, c := range []struct{ cell, want string }{{"AB3", "| PI↗ |"}, {"DE3", "| pi↙ |"}} {
		v := NewLinesView(func(width int) []Line { return CellLines(th, testCat, b, &p, loc(t, c.cell), width) })
		sim := tcell.NewSimulationScreen("UTF-8")
		if err := sim.Init(); err != nil {
			t.Fatal(err)
		}
		sim.SetSize(40, 12)
		v.SetRect(0, 0, 40, 12)
		v.Draw(sim)
		sim.Show()
		if text := tuitest.ScreenText(sim); !strings.Contains(text, c.want) {
			t.Errorf("the card of %s lacks %q:\n%s", c.cell, c.want, text)
		}
		sim.Fini()
	}
}

// Issue 18, item 4: orders never hide a cell's name or each other. With
// two Snakes placed on one trench cell, two moves crossing one cell and a
// Witch that both moves and turns, every cell still shows its name; each
// move's arrow is drawn beside its piece and on every free cell it
// crosses; what finds no room on the board is a "+", for the list beside
// it.
func TestOrdersHideNothing(t *testing.T) {
	p := mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 h:Snake Pikeman/AB3/E Witch/B2/F | DE.EF.FA m6 h:Snake Pikeman/FA3/C Bird/F3/B | g:-")
	orders := [][]engine.Order{
		parseOrders(t, &p, 1, "place Snake A1 D", "move AB3 E 2", "move B2 E 1", "turn B2 A"),
		parseOrders(t, &p, 2, "place Snake A1 B", "move FA3 C 2", "move F3 C 1"),
	}
	m := NewMarks()
	m.AddOrders(&p, orders)
	for _, sz := range [][2]int{{41, 20}, {59, 20}} {
		b := NewBoard(&StaticContent{Pos: p, Cat: testCat, Marks: m}, NewTheme(false))
		b.SetCursor(loc(t, "CD4"))
		d := drawnBoard{t: t, b: b, sim: drawBoard(t, b, sz[0], sz[1]), name: fmt.Sprintf("%dx%d", sz[0], sz[1]), tw: 3}
		if sz[0] == 59 {
			d.tw = 5
		}
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if got := strings.TrimSpace(d.text(l, 0, 0, d.tw)); got != l.String() {
				t.Errorf("%s: %v's name line shows %q", d.name, l, got)
			}
		}
		for _, os := range orders {
			for _, o := range os {
				if o.Op == engine.OpMove {
					d.checkMove(&p, m, o)
				}
			}
		}
		// What has no room: the Witch's turn, the second Snake on A1.
		for _, c := range []string{"B2", "A1"} {
			if got := d.text(loc(t, c), d.tw, 0, 1); got != "+" {
				t.Errorf("%s: beside %s's name: %q, want +", d.name, c, got)
			}
		}
	}
}

// parseOrders reads player n's orders and checks that they are legal.
func parseOrders(t *testing.T, p *engine.Position, n int, texts ...string) []engine.Order {
	t.Helper()
	var list []engine.Order
	for _, s := range texts {
		o, err := engine.ParseOrder(testCat, s)
		if err != nil {
			t.Fatal(err)
		}
		list = append(list, o)
	}
	var plan engine.Plan
	if err := p.CheckOrders(testCat, n, list, &plan); err != nil {
		t.Fatalf("player %d's orders are illegal: %v", n, err)
	}
	return list
}

// drawnBoard reads a board drawn on a simulation screen.
type drawnBoard struct {
	t    *testing.T
	b    *Board
	sim  tcell.SimulationScreen
	name string
	tw   int // the columns of a cell's text
}

// text returns n columns at (dx, dy) from the start of cell l's name.
func (d drawnBoard) text(l engine.Loc, dx, dy, n int) string {
	x, y, _ := d.b.CellPos(l)
	cells, w, _ := d.sim.GetContents()
	var s strings.Builder
	for i := 0; i < n; i++ {
		s.WriteString(string(cells[(y+dy)*w+x+dx+i].Runes))
	}
	return s.String()
}

// checkMove checks that a move's arrow stands beside its piece and on each
// free cell it crosses.
func (d drawnBoard) checkMove(p *engine.Position, m *Marks, o engine.Order) {
	d.t.Helper()
	arrow := o.Dir.Arrow()
	if got := d.text(o.Loc, d.tw, 1, 1); got != arrow {
		d.t.Errorf("%s: beside %v: %q, want the move's %s", d.name, o.Loc, got, arrow)
	}
	l := o.Loc
	for k := 0; k < int(o.Dist); k++ {
		l = l.Neighbour(o.Dir)
		line := d.text(l, 0, 1, d.tw)
		if p.Board[l].Empty() && m.Ghost[l].Empty() && !strings.Contains(line, arrow) {
			d.t.Errorf("%s: %v, crossed by the move from %v, shows %q", d.name, l, o.Loc, line)
		}
	}
}

// While a piece is lifted, the cursor's "[" stood in the gap right of the
// cell beside it, where that cell's order arrow is drawn: the arrow won,
// and where the piece would go read as unclear. The cursor's brackets now
// win while a piece is lifted; otherwise the orders do, as before.
func TestLiftedPieceCursorBracketsWin(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A2/D Crab/B1/A | DE.EF.FA m6 | g:-")
	o, err := engine.ParseOrder(testCat, "move A2 D 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, lifted := range []bool{false, true} {
		m := NewMarks()
		m.AddOrder(&p, 1, o)
		if lifted {
			m.Faded[loc(t, "B1")] = true
			m.Ghost[loc(t, "A3")] = p.Board[loc(t, "B1")]
		}
		b := NewBoard(&StaticContent{Pos: p, Cat: testCat, Marks: m}, NewTheme(false))
		b.SetCursor(loc(t, "A3"))
		d := drawnBoard{t: t, b: b, sim: drawBoard(t, b, 59, 20), name: "59x20", tw: 5}
		ax, ay, _ := b.CellPos(loc(t, "A2"))
		cx, cy, _ := b.CellPos(loc(t, "A3"))
		if ay != cy || ax+d.tw != cx-1 {
			t.Fatalf("A2 at %d,%d is not just left of A3 at %d,%d", ax, ay, cx, cy)
		}
		got := d.text(loc(t, "A3"), -1, 1, 1)
		want := "["
		if !lifted {
			want = o.Dir.Arrow() // the orders win
		}
		if got != want {
			t.Errorf("lifted %v: left of A3's piece line: %q, want %q", lifted, got, want)
		}
	}
}

// Lesson 10: with the cursor on the Pit, D1's turn took both gaps left of
// it ("D1 ↻Pit]", "Pi→←   ]"): the cursor had no "[" at all. The turn's
// new facing keeps the piece line's gap (the orders win there), and the
// cursor's "[" keeps the name line's.
func TestTurnLeavesTheCursorItsBracket(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/D1/A | DE.EF.FA m6 | g:-")
	o, err := engine.ParseOrder(testCat, "turn D1 D")
	if err != nil {
		t.Fatal(err)
	}
	for _, cursor := range []string{"Pit", "A3"} {
		m := NewMarks()
		m.AddOrder(&p, 1, o)
		b := NewBoard(&StaticContent{Pos: p, Cat: testCat, Marks: m}, NewTheme(false))
		b.SetCursor(loc(t, cursor))
		d := drawnBoard{t: t, b: b, sim: drawBoard(t, b, 59, 20), name: "59x20", tw: 5}
		name, piece := d.text(loc(t, "D1"), d.tw, 0, 1), d.text(loc(t, "D1"), d.tw, 1, 1)
		if piece != engine.D.Arrow() {
			t.Errorf("cursor on %s: beside D1's piece %q, want the new facing %s", cursor, piece, engine.D.Arrow())
		}
		want := "↻"
		if cursor == "Pit" {
			want = "["
		}
		if name != want {
			t.Errorf("cursor on %s: beside D1's name %q, want %q", cursor, name, want)
		}
	}
}

// Lessons 44 and 45: a Cloud Man's last step onto an enemy was drawn
// right of the enemy piece ("Pi→→"), as if that piece moved. A move
// crossing a piece with no orders of its own is drawn beside the cell's
// name; the piece's own move stays beside the piece.
func TestPathOverAPieceBesideItsName(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 CloudMan/D3/A | DE.EF.FA m6 Pikeman/D1/A | g:-")
	o, err := engine.ParseOrder(testCat, "move D3 A 2")
	if err != nil {
		t.Fatal(err)
	}
	for _, own := range []bool{false, true} {
		m := NewMarks()
		m.AddOrder(&p, 1, o)
		if own {
			mv, err := engine.ParseOrder(testCat, "move D1 C 1")
			if err != nil {
				t.Fatal(err)
			}
			m.AddOrder(&p, 2, mv)
		}
		for _, cursor := range []string{"A4", "Pit"} {
			b := NewBoard(&StaticContent{Pos: p, Cat: testCat, Marks: m}, NewTheme(false))
			b.SetCursor(loc(t, cursor))
			d := drawnBoard{t: t, b: b, sim: drawBoard(t, b, 59, 20), name: "59x20", tw: 5}
			name, piece := d.text(loc(t, "D1"), d.tw, 0, 1), d.text(loc(t, "D1"), d.tw, 1, 1)
			wantName, wantPiece := engine.A.Arrow(), " "
			switch {
			case own:
				wantName, wantPiece = engine.A.Arrow(), engine.C.Arrow()
			case cursor == "Pit":
				wantPiece = "[" // the cursor's, right of D1
			}
			if name != wantName || piece != wantPiece {
				t.Errorf("own orders %v, cursor on %s: beside D1's name %q and piece %q, want %q and %q", own, cursor, name, piece, wantName, wantPiece)
			}
		}
	}
}

// tteach 10: the corner letters of A and D stand beside their cells'
// names, and the cursor's brackets ran into them: "D[ D4 ]", "[ A4 ]A".
// With the cursor there, the letter goes up a line; elsewhere it stays.
func TestCornerLettersKeepClearOfTheCursor(t *testing.T) {
	for _, w := range []int{BoardMarksWidth, BoardWideWidth} {
		for _, cell := range []string{"D4", "A4", "Pit"} {
			b := goldenBoard(t, false)
			b.SetCursor(loc(t, cell))
			text := screenText(drawBoard(t, b, w, 20))
			for _, bad := range []string{"D[", "]A"} {
				if strings.Contains(text, bad) {
					t.Errorf("%d columns, cursor on %s: the board shows %q:\n%s", w, cell, bad, text)
				}
			}
			lines := strings.Split(text, "\n")
			for _, letter := range []string{"A", "D"} {
				n := 0
				for _, l := range lines {
					n += strings.Count(" "+l+" ", " "+letter+" ")
				}
				if n != 1 {
					t.Errorf("%d columns, cursor on %s: the letter %s is drawn %d times:\n%s", w, cell, letter, n, text)
				}
			}
		}
	}
}
