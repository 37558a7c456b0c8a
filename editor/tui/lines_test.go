package tui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// The wheel scrolls a side panel that keeps a line in view (the replay's
// event picked) away from it, and the view stays where the wheel left it
// until the kept line changes (18.10).
func TestLinesViewWheelScrolls(t *testing.T) {
	sim := newSim(t, 30, 10)
	v := NewLinesView(func(width int) []Line {
		out := make([]Line, 40)
		for i := range out {
			out[i] = Plain(fmt.Sprintf("line %d", i), tcell.StyleDefault)
		}
		return out
	})
	keep := 20
	v.KeepLine = func() int { return keep }
	v.SetRect(0, 0, 30, 10)
	v.Draw(sim)
	first := v.Offset()
	if first > 20 || first+10 <= 20 {
		t.Fatalf("the kept line 20 is not in view: offset %d", first)
	}
	wheel := func(action tview.MouseAction) {
		v.MouseHandler()(action, tcell.NewEventMouse(5, 5, tcell.WheelDown, tcell.ModNone), func(tview.Primitive) {})
		v.Draw(sim)
	}
	for range 5 {
		wheel(tview.MouseScrollDown)
	}
	if got := v.Offset(); got != first+5 {
		t.Errorf("after 5 turns of the wheel down the offset is %d, want %d", got, first+5)
	}
	for range 8 {
		wheel(tview.MouseScrollUp)
	}
	if got := v.Offset(); got != first-3 {
		t.Errorf("after 8 turns up the offset is %d, want %d", got, first-3)
	}
	keep = 35 // another event picked: it comes into view
	v.Draw(sim)
	if got := v.Offset(); got > 35 || got+10 <= 35 {
		t.Errorf("the new kept line 35 is not in view: offset %d", got)
	}
}

// rev10 #9: in ASCII mode the scroll mark 'v' ran into a line that
// filled the panel's width: "holds DE EF FA - kills 2v". A blank column
// now stands between the text and the mark.
func TestLinesViewASCIIMarkStandsApart(t *testing.T) {
	defer asciiText.Store(asciiText.Load())
	asciiText.Store(true)
	sim := newSim(t, 12, 4)
	v := NewLinesView(func(width int) []Line {
		out := make([]Line, 10)
		for i := range out {
			out[i] = Plain(strings.Repeat("k", width), tcell.StyleDefault)
		}
		return out
	})
	v.SetRect(0, 0, 12, 4)
	v.Draw(sim)
	v.Scroll(1)
	v.Draw(sim)
	sim.Show()
	for _, y := range []int{0, 3} {
		got := ""
		for x := range 12 {
			c, _, _ := sim.Get(x, y)
			got += c
		}
		if got[10] != ' ' || (got[11] != '^' && got[11] != 'v') {
			t.Errorf("row %d reads %q: want the text, a blank, then the mark", y, got)
		}
	}
}
