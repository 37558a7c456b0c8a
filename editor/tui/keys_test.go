package tui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// A key goes to the first table that binds it; a table's Else sees the
// keys its bindings do not take, before the tables below; a binding
// without a handler leaves the key to the widget; a disabled one says why.
func TestDispatch(t *testing.T) {
	var ran []string
	do := func(name string) func() { return func() { ran = append(ran, name) } }
	blocked := ""
	top := &Table{Bindings: []Binding{
		{Keys: Keys('u'), Action: "top", Do: do("top")},
		{Keys: Keys(tcell.KeyEnter), Action: "widget"},
		{Keys: Keys('d'), Action: "disabled", Do: do("disabled"), Disabled: func() string { return blocked }},
	}, Else: func(k Key) bool {
		if k == Rune('z') {
			ran = append(ran, "else")
			return true
		}
		return false
	}}
	below := &Table{Bindings: []Binding{
		{Keys: Keys("uv"), Action: "below", Do: do("below")},
		{Keys: []Key{AnyRune}, Action: "any", Type: func(r rune) { ran = append(ran, "typed "+string(r)) }},
	}}
	var said []string
	say := func(msg string, isErr bool) { said = append(said, msg) }
	km := Keymap{top, below}
	for _, tc := range []struct {
		key  Key
		used bool
		ran  string
	}{
		{Rune('u'), true, "top"},
		{Rune('v'), true, "below"},
		{Rune('z'), true, "else"},
		{Rune('q'), true, "typed q"},
		{Special(tcell.KeyEnter), false, ""},
		{Special(tcell.KeyF1), false, ""},
		{Rune('d'), true, "disabled"},
	} {
		ran = nil
		if used := km.Dispatch(tc.key, say); used != tc.used || strings.Join(ran, ",") != tc.ran {
			t.Errorf("%v: used %v, ran %q; want %v, %q", tc.key, used, ran, tc.used, tc.ran)
		}
	}
	blocked, ran = "not now", nil
	if !km.Dispatch(Rune('d'), say) || len(ran) > 0 || len(said) != 1 || said[0] != "not now" {
		t.Errorf("a disabled key ran %q and said %q", ran, said)
	}
	// Backspace is one key whichever code the terminal sends.
	if got := KeyOf(tcell.NewEventKey(tcell.KeyBackspace2, 0, tcell.ModNone)); got != (Key{Code: tcell.KeyBackspace}) {
		t.Errorf("Backspace2 reads as %v", got)
	}
}

// The hint line is the first table's prompt, or its hints by rank, then
// in order; the tables below add none.
func TestHints(t *testing.T) {
	first := &Table{Bindings: []Binding{
		{Keys: Keys('a'), Action: "a", Hint: "a third", Rank: 2},
		{Keys: Keys('b'), Action: "b", Hint: "b first"},
		{Keys: Keys('c'), Action: "c"},
		{Keys: Keys('d'), Action: "d", Hint: "d second"},
	}}
	below := &Table{Bindings: []Binding{{Keys: Keys('e'), Action: "e", Hint: "e never"}}}
	if got := strings.Join((Keymap{first, below}).Hints(), " · "); got != "b first · d second · a third" {
		t.Errorf("hints %q", got)
	}
	first.Prompt = func() string { return "which one?" }
	if got := (Keymap{first, below}).Hints(); len(got) != 1 || got[0] != "which one?" {
		t.Errorf("hints with a prompt %q", got)
	}
	if got := FitHints([]string{"one", "two", "three"}, 20); got != "one · two · three" {
		t.Errorf("FitHints = %q, want every hint when they fit", got)
	}
	if got := FitHints([]string{"one", "two", "three"}, 12); got != "? more keys" {
		t.Errorf("FitHints = %q, want the help key when nothing else fits", got)
	}
}

// A help line joins the bindings marked Also; a label replaces the keys'
// names; a borrowed binding adds no line; Markdown puts the keys in code.
func TestHelpLines(t *testing.T) {
	tb := &Table{Title: "Section", Bindings: []Binding{
		{Keys: Keys('u'), Action: "undo", Do: func() {}, Help: "undo, redo"},
		{Keys: Keys(tcell.KeyCtrlR), Action: "redo", Do: func() {}, Also: true},
		{Keys: Keys(tcell.KeyEnter), Action: "here", Label: "Enter on a piece", Help: "lift it"},
		{Keys: Keys(tcell.KeyRight, "l "), Action: "next", Do: func() {}, Label: "→ l Space", Help: "next"},
		{Keys: Keys('u'), Action: "undo", Do: func() {}, Hint: "u undo"},
	}}
	var got []string
	for _, l := range tb.Lines() {
		got = append(got, l.Keys+" = "+l.What)
	}
	if want := "u, Ctrl-R = undo, redo|Enter on a piece = lift it|→ l Space = next"; strings.Join(got, "|") != want {
		t.Errorf("lines %q, want %q", got, want)
	}
	md := Help{Tables: []*Table{tb}}.Markdown()
	for _, want := range []string{"| **Section** | |", "| `u`, Ctrl-R | undo, redo |", "| Enter on a piece | lift it |", "| `→` `l` Space | next |"} {
		if !strings.Contains(md, want) {
			t.Errorf("the Markdown lacks %q:\n%s", want, md)
		}
	}
}

// A help line whose keys are too long for their column puts them on a
// line of their own: the text beside them ran past the window's edge and
// lost its words there ("then" and no "undo").
func TestHelpLongKeysLoseNoWords(t *testing.T) {
	what := "go back to the position (as Esc), then undo, redo, solve, open, edit the file, paste, as everywhere"
	h := Help{Title: "Keys", Tables: []*Table{{Title: "Play mode", Bindings: []Binding{
		{Keys: Keys('u'), Action: "back", Do: func() {}, Label: "u, Ctrl-R, S, E, Ctrl-O, Ctrl-E, v", Help: what},
	}}}}
	const width = 76
	var text []string
	for _, l := range h.Lines(NewTheme(false), width) {
		if w := l.Width(); w > width {
			t.Errorf("the line %q is %d wide, past the window's %d", l.String(), w, width)
		}
		text = append(text, strings.TrimSpace(l.String()))
	}
	if got := strings.Join(strings.Fields(strings.Join(text, " ")), " "); !strings.Contains(got, what) {
		t.Errorf("the help reads %q, want all of %q", got, what)
	}
}

// CheckKeys finds each kind of mistake a key table can hold.
func TestCheckKeys(t *testing.T) {
	widget := &Table{Bindings: []Binding{{Keys: Keys(tcell.KeyUp), Action: "up", Do: func() {}}}}
	ok := Binding{Keys: Keys('a'), Action: "ok", Do: func() {}, Help: "fine"}
	for _, tc := range []struct {
		name  string
		shown []Binding
		other []Binding
		want  string
	}{
		{"sound", []Binding{ok, {Keys: Keys(tcell.KeyUp), Action: "pass", Help: "the widget's"}}, []Binding{ok.As("a ok")}, ""},
		{"no help", []Binding{{Keys: Keys('b'), Action: "b", Do: func() {}}}, nil, "no help text"},
		{"no keys", []Binding{{Action: "c", Do: func() {}, Help: "c"}}, nil, "no keys"},
		{"bound twice", []Binding{ok, {Keys: Keys('a'), Action: "again", Do: func() {}, Help: "again"}}, nil, "bound to ok before"},
		{"no widget takes it", []Binding{{Keys: Keys(tcell.KeyDown), Action: "pass", Help: "nobody's"}}, nil, "no widget binds it"},
		{"label misses a key", []Binding{{Keys: Keys("de"), Action: "d", Do: func() {}, Label: "d", Help: "d"}}, nil, "does not name key e"},
		{"borrowed key not documented", []Binding{ok}, []Binding{{Keys: Keys('z'), Action: "ok", Do: func() {}}}, "not among the keys"},
		{"help out of sight", nil, []Binding{ok}, "help screen does not show"},
		{"joins no line", []Binding{{Keys: Keys('f'), Action: "f", Do: func() {}, Also: true}}, nil, "joins the help line before it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			help := Help{Tables: []*Table{{Title: "Shown", Bindings: tc.shown}}}
			errs := CheckKeys(help, []*Table{{Bindings: tc.other}}, []*Table{widget})
			var all []string
			for _, err := range errs {
				all = append(all, err.Error())
			}
			got := strings.Join(all, "\n")
			if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
				t.Errorf("CheckKeys says %q, want %q", got, tc.want)
			}
		})
	}
}

// Each widget's own table passes the check, and its keys do what they
// say: the board's arrows move its cursor.
func TestWidgetKeys(t *testing.T) {
	b := goldenBoard(t, false)
	m := NewMenu(NewTheme(false), "m", []MenuItem{{Text: "one"}, {Text: "two", Key: 't'}}, func(int) {})
	v := NewLinesView(nil)
	help := Help{Tables: append([]*Table{b.Keys(), v.Keys()}, m.KeyTables()...)}
	for _, err := range CheckKeys(help, nil, nil) {
		t.Error(err)
	}
	b.SetCursor(loc(t, "Pit"))
	Keymap{b.Keys()}.Dispatch(Rune('l'), quiet)
	if got := b.Cursor(); got != loc(t, "A1") {
		t.Errorf("l moves the cursor from the Pit to %v, want A1", got)
	}
}

// A hint line too long for the terminal shortens itself (18.3): the most
// important hints stay, whole; one too long for the room left gives way
// to shorter ones after it; the line ends with the help key, so that the
// keys left out are named one key away; and it never passes the width.
func TestFitHintsShortens(t *testing.T) {
	hints := []string{"Enter place/lift", "O orders", "a rather long hint here", "w save", "x del", "? keys", "r/R rotate"}
	for _, tc := range []struct {
		width int
		want  string
	}{
		{200, "Enter place/lift · O orders · a rather long hint here · w save · x del · r/R rotate · ? keys"},
		{53, "Enter place/lift · O orders · w save · x del · ? keys"},
		{52, "Enter place/lift · O orders · w save · ? keys"},
		{36, "Enter place/lift · O orders · ? keys"},
		{10, "? keys"},
	} {
		got := FitHints(hints, tc.width)
		if got != tc.want {
			t.Errorf("FitHints(%d) = %q, want %q", tc.width, got, tc.want)
		}
		if StringWidth(got) > tc.width {
			t.Errorf("FitHints(%d) is %d columns wide", tc.width, StringWidth(got))
		}
	}
	// kb9 #8: in a window where ? is typed the help key is F1: it stays,
	// last, and the line never offers "? more keys", which typed a "?"
	// into the field.
	field := []string{"Esc closes the window", "Ctrl-C quits", "F1 its keys"}
	if got := FitHints(field, 40); got != "Esc closes the window · F1 its keys" {
		t.Errorf("FitHints in a text field = %q, want F1 kept as the help key", got)
	}
	// Without a help hint of their own the hints end with MoreKeys.
	if got := FitHints([]string{"Enter select", "s submit", "H hint"}, 30); got != "Enter select · "+MoreKeys {
		t.Errorf("FitHints without a help hint = %q, want it to end with %q", got, MoreKeys)
	}
}

// A key names itself as the help and the messages write it: function keys
// and Backspace by their names, not as "key 279" or "Ctrl-H".
func TestKeyNames(t *testing.T) {
	for _, tc := range []struct {
		key  Key
		want string
	}{
		{Special(tcell.KeyF1), "F1"},
		{Special(tcell.KeyF12), "F12"},
		{Special(tcell.KeyInsert), "Insert"},
		{Special(tcell.KeyBackspace), "Backspace"},
		{Special(tcell.KeyCtrlB), "Ctrl-B"},
		{Rune(' '), "Space"},
	} {
		if got := tc.key.String(); got != tc.want {
			t.Errorf("key %d is named %q, want %q", tc.key.Code, got, tc.want)
		}
	}
}
