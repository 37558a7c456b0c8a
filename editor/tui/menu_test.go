package tui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
)

// An item's own key comes before the menu's letters: the trainer's
// question "q  quit" answers to q; without such an item q closes the menu.
func TestMenuItemKeyFirst(t *testing.T) {
	for _, c := range []struct {
		name  string
		items []MenuItem
		want  int
	}{
		{"an item keyed q", []MenuItem{{Text: "q  quit", Key: 'q'}, {Text: "c  cancel", Key: 'c'}}, 0},
		{"no item keyed q", []MenuItem{{Text: "a  one", Key: 'a'}, {Text: "c  cancel", Key: 'c'}}, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := -2
			m := NewMenu(&Theme{}, "A question", c.items, func(i int) { got = i })
			if !m.Keys().Dispatch(Rune('q'), quiet) {
				t.Fatal("q was not taken")
			}
			if got != c.want {
				t.Errorf("q chose %d, want %d", got, c.want)
			}
		})
	}
}

// A filter typed, erased or cleared keeps the highlight on its item while
// the filter shows it, else puts it on the first line: never on the line of
// the same number, which would be another item.
func TestMenuFilterKeepsItem(t *testing.T) {
	items := []MenuItem{{Text: "Puzzle 1 d1"}, {Text: "Puzzle 2 d2"}, {Text: "Puzzle 3 d3"}, {Text: "Puzzle 4 d1"}, {Text: "Puzzle 12 d3"}}
	for _, c := range []struct {
		name  string
		from  int
		typed string
		want  int
	}{
		{"still shown", 2, "d3", 2},
		{"gone: the first line", 3, "d3", 2},
		{"still shown, nothing before it", 4, "12", 4},
		{"nothing shown", 1, "xy", -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := NewMenu(&Theme{}, "Puzzles", items, nil)
			m.SetCurrent(c.from)
			m.StartTyping()
			for _, r := range c.typed {
				m.Keys().Dispatch(Rune(r), quiet)
			}
			if got := m.Current(); got != c.want {
				t.Errorf("typing %q from item %d highlights %d, want %d", c.typed, c.from, got, c.want)
			}
			if c.want < 0 {
				return
			}
			// Backspace and Esc show the item it began on again: the
			// highlight goes back to it.
			m.Keys().Dispatch(KeyOf(tcell.NewEventKey(tcell.KeyBackspace, 0, tcell.ModNone)), quiet)
			if got := m.Current(); got != c.from {
				t.Errorf("after Backspace: item %d highlighted, want %d", got, c.from)
			}
			m.Keys().Dispatch(KeyOf(tcell.NewEventKey(tcell.KeyEscape, 0, tcell.ModNone)), quiet)
			if m.Filter() != "" || m.Current() != c.from {
				t.Errorf("after Esc: filter %q, item %d highlighted, want none and %d", m.Filter(), m.Current(), c.from)
			}
		})
	}
}

// The filter's cursor shows while letters go to the filter, and not once
// the typing ends (the trainer's Enter): the letters are commands again.
// It used to stay, the head reading "filter: step_".
func TestMenuFilterCursorOnlyWhileTyping(t *testing.T) {
	m := NewMenu(&Theme{}, "Puzzles", []MenuItem{{Text: "step one"}, {Text: "other"}}, nil)
	m.StartTyping()
	for _, r := range "step" {
		m.Keys().Dispatch(Rune(r), quiet)
	}
	if got := m.head(); got != "filter: step_" {
		t.Errorf("while typing the head is %q, want %q", got, "filter: step_")
	}
	m.StopTyping()
	if got := m.head(); got != "filter: step" {
		t.Errorf("after the typing the head is %q, want %q", got, "filter: step")
	}
	m.TypeToFilter = true
	if got := m.head(); got != "filter: step_" {
		t.Errorf("with TypeToFilter the head is %q, want %q", got, "filter: step_")
	}
}

// A filter that hides the item on the way (the trainer's "d" before "d3"
// lists no puzzle) does not lose it: the highlight comes back to the item
// it was on when the filter began, once the filter shows it again; moving
// the highlight makes its new item the one kept.
func TestMenuFilterComesBackToItem(t *testing.T) {
	items := []MenuItem{{Text: "Puzzle 1 d1"}, {Text: "Puzzle 2 d3"}, {Text: "Puzzle 3 d2"}, {Text: "Puzzle 6 d3"}}
	m := NewMenu(&Theme{}, "Puzzles", items, nil)
	m.Match = func(i int, f string) bool { return f == "" || strings.HasSuffix(items[i].Text, " "+f) }
	m.SetCurrent(3)
	m.StartTyping()
	m.Keys().Dispatch(Rune('d'), quiet)
	if got := m.Current(); got != -1 {
		t.Fatalf("\"d\" lists nothing, yet item %d is highlighted", got)
	}
	m.Keys().Dispatch(Rune('3'), quiet)
	if got := m.Current(); got != 3 {
		t.Errorf("\"d3\" highlights item %d, want 3, the one it began on", got)
	}
	m.Keys().Dispatch(KeyOf(tcell.NewEventKey(tcell.KeyUp, 0, tcell.ModNone)), quiet)
	m.Keys().Dispatch(KeyOf(tcell.NewEventKey(tcell.KeyEscape, 0, tcell.ModNone)), quiet)
	if got := m.Current(); got != 1 {
		t.Errorf("moved to item 1, then Esc: item %d highlighted, want 1", got)
	}
}

// A menu asks room for its hint line and for its items as Refresh gives
// them now, not as they were at the last draw (a line that grew was cut).
func TestMenuSizeFitsHintAndRefresh(t *testing.T) {
	long := "Opponent: any: the solution must beat every reply"
	text := "Opponent: hold"
	m := NewMenu(&Theme{}, "Solve", []MenuItem{{Text: text}}, nil)
	m.Hint = "Enter change · + - adjust · x clear · / filter · Esc close"
	m.Refresh = func() []MenuItem { return []MenuItem{{Text: text}} }
	if w, _ := m.Size(200, 40); w < StringWidth(m.Hint)+2 {
		t.Errorf("width %d for a hint of %d", w, StringWidth(m.Hint))
	}
	m.Hint = ""
	text = long
	if w, _ := m.Size(200, 40); w < StringWidth(long)+2 {
		t.Errorf("width %d for a line of %d", w, StringWidth(long))
	}
}

// An item wider than the menu is drawn cut with "…", so that a hint or a
// goal cut at the window's edge on a small terminal does not read as
// whole.
func TestMenuMarksCutItems(t *testing.T) {
	long := "Hint 1: The Pikeman on DE1 only has numbers on its front sides."
	rows := menuRows(t, NewMenu(&Theme{}, "The puzzle", []MenuItem{{Text: "Id: one"}, {Text: long}}, nil), 30, 5)
	// Inside the border: the filter line, then the items.
	if got, want := rows[2], "│Id: one                     │"; got != want {
		t.Errorf("a short item reads %q, want %q", got, want)
	}
	if got, want := rows[3], "│Hint 1: The Pikeman on DE1 …│"; got != want {
		t.Errorf("a long item reads %q, want %q", got, want)
	}
	// In ASCII, the mark is one of its characters.
	if got, want := cutMarked(long, 28, true), "Hint 1: The Pikeman on DE1 ~"; got != want {
		t.Errorf("in ASCII a long item reads %q, want %q", got, want)
	}
}

// A menu whose items do not all fit marks the last column, as LinesView
// does: ▼ on the last row while items are hidden below, ▲ on the first
// while some are hidden above (^ and v in ASCII); the items' text leaves
// that column to the marks. A menu that fits has no mark.
func TestMenuMarksItemsHiddenBelowAndAbove(t *testing.T) {
	var items []MenuItem
	for _, s := range []string{"one", "two", "three", "four", "five", "six"} {
		items = append(items, MenuItem{Text: s + " and a line as wide as the window"})
	}
	for _, c := range []struct {
		name     string
		ascii    bool
		up, down rune
	}{{"Unicode", false, '▲', '▼'}, {"ASCII", true, '^', 'v'}} {
		t.Run(c.name, func(t *testing.T) { checkScrollMarks(t, items, c.ascii, c.up, c.down) })
	}
	// A menu that fits: no mark, the text as wide as the list.
	for y, row := range menuRows(t, NewMenu(&Theme{}, "Numbers", items[:2], nil), 60, 6) {
		if strings.ContainsAny(row, "▲▼") {
			t.Errorf("a menu that fits has a mark on row %d: %q", y, row)
		}
	}
}

// checkScrollMarks draws a menu of items, three of which fit, before and
// after scrolling to its end, and checks its marks up and down.
func checkScrollMarks(t *testing.T, items []MenuItem, ascii bool, up, down rune) {
	m := NewMenu(&Theme{ASCII: ascii}, "Numbers", items, nil)
	rows := menuRows(t, m, 30, 6) // the filter line and 3 items
	first, last := []rune(rows[2]), []rune(rows[4])
	if last[28] != down || last[27] != cutRune(ascii) {
		t.Errorf("the last row reads %q: want the item cut before the column of %c, then %c", rows[4], down, down)
	}
	if first[28] == up {
		t.Errorf("the first row reads %q: nothing is hidden above, want no %c", rows[2], up)
	}
	for range 5 {
		m.Keys().Dispatch(Special(tcell.KeyDown), quiet)
	}
	rows = menuRows(t, m, 30, 6)
	if first, last = []rune(rows[2]), []rune(rows[4]); first[28] != up {
		t.Errorf("scrolled to the end, the first row reads %q: want %c", rows[2], up)
	}
	if last[28] == down {
		t.Errorf("scrolled to the end, the last row reads %q: no %c", rows[4], down)
	}
}

// menuRows draws m on a simulation screen w columns by h rows, and returns
// its rows.
func menuRows(t *testing.T, m *Menu, w, h int) []string {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	if err := sim.Init(); err != nil {
		t.Fatal(err)
	}
	defer sim.Fini()
	sim.SetSize(w, h)
	m.SetRect(0, 0, w, h)
	m.Draw(sim)
	sim.Show()
	rows := make([]string, h)
	for y := range h {
		var b strings.Builder
		for x := range w {
			c, _, _ := sim.Get(x, y)
			b.WriteString(c)
		}
		rows[y] = b.String()
	}
	return rows
}

// cutRune is the mark of a cut item.
func cutRune(ascii bool) rune {
	if ascii {
		return '~'
	}
	return '…'
}

// A title wider than the menu keeps its end, where a question says what
// it asks: a long path used to leave "…-long-file-nam…" and no "replace
// it?" at all.
func TestMenuLongTitleKeepsItsQuestion(t *testing.T) {
	title := "/home/someone/a-very-long-folder-name/another-long-folder/some-long-file-name.txt exists: replace it?"
	for _, ascii := range []bool{false, true} {
		m := NewMenu(&Theme{ASCII: ascii}, title, []MenuItem{{Text: "y  replace it", Key: 'y'}, {Text: "n  do not save", Key: 'n'}}, nil)
		rows := menuRows(t, m, 60, 6)
		if !strings.Contains(rows[0], "some-long-file-name.txt exists: replace it? ") {
			t.Errorf("the title reads %q, want it to end with the file's name and the question", rows[0])
		}
		mark := "…"
		if ascii {
			mark = "~"
		}
		if !strings.Contains(rows[0], " "+mark) {
			t.Errorf("the title reads %q, want the cut marked with %q", rows[0], mark)
		}
		if got := m.GetTitle(); got != " "+title+" " {
			t.Errorf("after the draw the menu's title is %q, want it whole", got)
		}
	}
	// A title that fits is drawn whole.
	if rows := menuRows(t, NewMenu(&Theme{}, "Unsaved changes: quit?", []MenuItem{{Text: "s  save"}}, nil), 60, 5); !strings.Contains(rows[0], " Unsaved changes: quit? ") {
		t.Errorf("a short title reads %q", rows[0])
	}
}

// The highlight passes over heading lines: it opens on the first line
// that is none, steps over headings, and stays when only headings lie
// that way; Home and End go to the first and last lines that are none.
func TestMenuHighlightPassesOverHeadings(t *testing.T) {
	m := NewMenu(&Theme{}, "t", []MenuItem{{Text: "H1", Heading: true}, {Text: "a"}, {Text: "H2", Heading: true}, {Text: "b"}, {Text: "H3", Heading: true}}, nil)
	cur := func() string { return m.Items()[m.Current()].Text }
	if cur() != "a" {
		t.Fatalf("opens on %q", cur())
	}
	for _, s := range []struct {
		step int
		want string
	}{{1, "b"}, {1, "b"}, {-1, "a"}, {-1, "a"}, {10, "b"}, {-10, "a"}} {
		m.Step(s.step)
		if cur() != s.want {
			t.Errorf("Step(%d): on %q, want %q", s.step, cur(), s.want)
		}
	}
	m.Keys().Dispatch(KeyOf(tcell.NewEventKey(tcell.KeyEnd, 0, tcell.ModNone)), nil)
	if cur() != "b" {
		t.Errorf("End: on %q", cur())
	}
	m.Keys().Dispatch(KeyOf(tcell.NewEventKey(tcell.KeyHome, 0, tcell.ModNone)), nil)
	if cur() != "a" {
		t.Errorf("Home: on %q", cur())
	}
}

// Enter on a menu whose filter matches nothing did nothing without a
// word; it now says why, and chooses nothing.
func TestMenuEnterOnNothingMatchesSaysSo(t *testing.T) {
	got, said := -2, ""
	m := NewMenu(&Theme{}, "Kinds", []MenuItem{{Text: "Crab"}, {Text: "Bird"}}, func(i int) { got = i })
	m.Say = func(msg string, _ bool) { said = msg }
	m.StartTyping()
	for _, r := range "zz" {
		m.Keys().Dispatch(Rune(r), quiet)
	}
	if len(m.Visible()) != 0 {
		t.Fatalf("the filter keeps %v", m.Visible())
	}
	m.Keys().Dispatch(Keys(tcell.KeyEnter)[0], quiet)
	if got != -2 {
		t.Errorf("Enter chose %d", got)
	}
	if want := `nothing matches "zz" to choose: Backspace erases the filter`; said != want {
		t.Errorf("Enter says %q, want %q", said, want)
	}
}

// kb9 #14: Esc in a menu that filters as you type (the editor's kind
// palette) clears the filter first, as in a list after /: it closed the
// whole window, where the list's Esc cleared the filter.
func TestMenuEscClearsATypedFilterFirst(t *testing.T) {
	for _, typeToFilter := range []bool{false, true} {
		got := -2
		m := NewMenu(&Theme{}, "Kinds", []MenuItem{{Text: "Crab"}, {Text: "Queen"}}, func(i int) { got = i })
		m.TypeToFilter = typeToFilter
		if !typeToFilter {
			m.Keys().Dispatch(Rune('/'), quiet)
		}
		m.Keys().Dispatch(Rune('q'), quiet)
		if m.Filter() != "q" {
			t.Fatalf("TypeToFilter %v: the filter is %q after q", typeToFilter, m.Filter())
		}
		m.Keys().Dispatch(Special(tcell.KeyEscape), quiet)
		if m.Filter() != "" || got != -2 {
			t.Errorf("TypeToFilter %v: Esc left the filter %q and chose %d, want the filter cleared, the menu open", typeToFilter, m.Filter(), got)
		}
		m.Keys().Dispatch(Special(tcell.KeyEscape), quiet)
		if got != -1 {
			t.Errorf("TypeToFilter %v: the second Esc chose %d, want the menu closed (-1)", typeToFilter, got)
		}
	}
}

// hostile finding 2: a paste into a list's filter refiltered every item
// with the whole filter at each letter, and 10 KB froze the trainer for
// minutes. The filter stops at MaxFilter letters and says so.
func TestMenuFilterStopsAtMaxFilter(t *testing.T) {
	m := NewMenu(&Theme{}, "Packs", []MenuItem{{Text: "Crab"}, {Text: "Queen"}}, func(int) {})
	var said string
	m.Say = func(msg string, _ bool) { said = msg }
	m.Keys().Dispatch(Rune('/'), quiet)
	for range MaxFilter + 40 {
		m.Keys().Dispatch(Rune('é'), quiet)
	}
	if n := utf8.RuneCountInString(m.Filter()); n != MaxFilter {
		t.Errorf("the filter holds %d letters, want %d", n, MaxFilter)
	}
	if !strings.Contains(said, "filter is full") {
		t.Errorf("the message is %q, want it to say the filter is full", said)
	}
	m.Keys().Dispatch(Special(tcell.KeyBackspace), quiet)
	m.Keys().Dispatch(Rune('x'), quiet)
	if n := utf8.RuneCountInString(m.Filter()); n != MaxFilter || !strings.HasSuffix(m.Filter(), "x") {
		t.Errorf("after Backspace and x the filter is %q, want %d letters ending in x", m.Filter(), MaxFilter)
	}
}
