package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// fewColours is a simulation screen of a terminal with n colours (tcell's
// Colors: 0 for xterm-mono, 8 for xterm).
type fewColours struct {
	tcell.SimulationScreen
	n int
}

func (s fewColours) Colors() int { return s.n }

// boardScreen is a Screen of the board alone.
type boardScreen struct{ board *Board }

func (f *boardScreen) Title() Line { return Plain(" board test", tcell.StyleDefault) }
func (f *boardScreen) Layout(x, y, w, h int) []tview.Primitive {
	f.board.SetRect(x, y, w, h)
	return []tview.Primitive{f.board}
}
func (f *boardScreen) Keys() Keymap    { return Keymap{&Table{Title: "Test"}} }
func (f *boardScreen) Help() Help      { return Help{Title: "board test"} }
func (f *boardScreen) Quit() *Question { return nil }

// seenOn is how a terminal of no colours and only bold, underline and
// reverse video (xterm-mono) shows a cell's style: tcell drops the
// colours, and writes a dark foreground in reverse video.
func seenOn(st tcell.Style) tcell.AttrMask {
	fg, _, attrs := st.Decompose()
	attrs &= tcell.AttrBold | tcell.AttrUnderline | tcell.AttrReverse
	if fg.Valid() && tcell.FindColor(fg, []tcell.Color{tcell.ColorBlack, tcell.ColorWhite}) == tcell.ColorBlack {
		attrs ^= tcell.AttrReverse
	}
	return attrs
}

// drawnLooks is what a shell draws on a screen of n colours: whether in
// monochrome, the style of a message said before the first draw, and the
// looks (seenOn) of a Red and a Blue piece and of the name of a cell
// marked as the trainer marks a dying piece's and of one unmarked.
type drawnLooks struct {
	mono             bool
	msg, good        tcell.Style
	red, blue        tcell.AttrMask
	marked, unmarked tcell.AttrMask
	// dying is the look of the piece marked as dying.
	dying tcell.AttrMask
}

func drawOnColours(t *testing.T, n int) drawnLooks {
	t.Helper()
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/A Pikeman/AB4/A | DE.EF.FA m6 Pikeman/DE3/A | g:-")
	m := NewMarks()
	m.Dying[loc(t, "AB3")] = true // marked as dying
	sim := fewColours{tcell.NewSimulationScreen("UTF-8"), n}
	s := NewShell(ShellOptions{Program: "birdcrab test", Screen: sim})
	board := NewBoard(&StaticContent{Pos: p, Cat: testCat, Marks: m}, s.Theme)
	s.SetScreen(&boardScreen{board})
	s.Say("Welcome!", false) // before the first draw, as the trainer's
	sim.SetSize(80, 24)
	h := &tuitest.Harness{T: t, Sim: sim, App: s.App, Done: make(chan error, 1)}
	go func() { h.Done <- s.Run() }()
	tuitest.Poll(t, tuitest.WaitLimit, tuitest.Shown(h.Screen, "AB3"))
	var d drawnLooks
	h.Sync(func() {
		d.mono, d.good = s.Theme.Mono, s.Theme.Good()
		cells, w, _ := sim.GetContents()
		at := func(l string, dy int) tcell.AttrMask {
			x, y, ok := board.CellPos(loc(t, l))
			if !ok {
				t.Fatalf("%s is not drawn", l)
			}
			for dx := 0; dx < 4; dx++ { // the cell's first letter
				if c := cells[(y+dy)*w+x+dx]; strings.TrimSpace(string(c.Runes)) != "" {
					return seenOn(c.Style)
				}
			}
			return 0
		}
		d.red, d.blue = at("AB4", 1), at("DE3", 1)
		d.marked, d.unmarked = at("AB3", 0), at("AB4", 0)
		d.dying = at("AB3", 1)
		for i := range cells[:len(cells)-1] {
			if string(cells[i].Runes)+string(cells[i+1].Runes) == "We" {
				d.msg = cells[i].Style
			}
		}
	})
	h.Sync(s.Quit)
	h.WaitDone("the shell")
	return d
}

// On a terminal of too few colours for the colour look the shell draws in
// monochrome, as with NO_COLOR: with TERM=xterm-mono, Red's and Blue's
// pieces were drawn alike (white letters, their backgrounds dropped) and a
// piece marked as dying (the trainer's Lesson 2) showed no mark.
func TestFewColoursDrawInMonochrome(t *testing.T) {
	for _, n := range []int{0, 8, 16} {
		d := drawOnColours(t, n)
		if !d.mono {
			t.Errorf("%d colours: the shell draws in colour, want monochrome", n)
		}
		if d.msg != d.good {
			t.Errorf("%d colours: a message said before the first draw is drawn in %v, want the look's %v", n, d.msg, d.good)
		}
	}
	d := drawOnColours(t, 0)
	if d.red == d.blue {
		t.Errorf("no colours: Red's and Blue's pieces both look %v", d.red)
	}
	// tteach 5: the dying mark was the name reversed, which is how
	// Blue's pieces look: the piece itself is marked now, in its owner's
	// look, underlined (and struck out where the terminal can).
	if d.marked != d.unmarked || d.dying == d.red || d.dying == d.blue || d.dying&tcell.AttrReverse != 0 {
		t.Errorf("no colours: a piece marked as dying looks %v (its name %v, unmarked %v); want Red's %v marked, not reversed like Blue's %v", d.dying, d.marked, d.unmarked, d.red, d.blue)
	}
	// 256 colours and more keep the colour look.
	s := NewShell(ShellOptions{Program: "birdcrab test", Screen: tcell.NewSimulationScreen("UTF-8")})
	sim := tcell.NewSimulationScreen("UTF-8")
	if err := sim.Init(); err != nil {
		t.Fatal(err)
	}
	defer sim.Fini()
	s.draw(sim)
	if s.Theme.Mono {
		t.Errorf("%d colours: the shell draws in monochrome, want colour", sim.Colors())
	}
}

// The colour look needs 256 colours: with 8 or 16 (tcell fits each colour
// to the nearest of the palette) the tints of nobody's, Red's and Blue's
// territories fall to one colour, and two players' pieces share one.
func TestColourLookNeedsColoursNeeded(t *testing.T) {
	fit := func(c tcell.Color, n int) tcell.Color {
		pal := make([]tcell.Color, n)
		for i := range pal {
			pal[i] = tcell.PaletteColor(i)
		}
		return tcell.FindColor(c, pal)
	}
	distinct := func(cs []tcell.Color, n int) bool {
		seen := map[tcell.Color]bool{}
		for _, c := range cs {
			seen[fit(c, n)] = true
		}
		return len(seen) == len(cs)
	}
	for _, n := range []int{8, 16} {
		if distinct(territoryBG[:3], n) && distinct(playerBG[:], n) {
			t.Errorf("with %d colours the territories' tints and the pieces stay apart: ColoursNeeded could be %d", n, n)
		}
	}
	if !distinct(territoryBG[:3], ColoursNeeded) || !distinct(playerBG[:], ColoursNeeded) {
		t.Errorf("with %d colours the tints or the pieces fall together", ColoursNeeded)
	}
}
