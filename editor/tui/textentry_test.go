package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// press sends keys to a text entry: runes as typed, and tcell keys.
func press(t *TextEntry, keys ...any) {
	h := t.InputHandler()
	for _, k := range keys {
		switch k := k.(type) {
		case string:
			for _, r := range k {
				h(tcell.NewEventKey(tcell.KeyRune, r, tcell.ModNone), func(tview.Primitive) {})
			}
		case tcell.Key:
			h(tcell.NewEventKey(k, 0, tcell.ModNone), func(tview.Primitive) {})
		}
	}
}

// Issue 18, item 1: the text a field starts with is selected, so that
// typing replaces it (Save as: "mypos.txt", not "position.txtmypos.txt");
// an arrow keeps it; Ctrl-U clears; the editing keys do what they say.
func TestTextEntryEditing(t *testing.T) {
	th := &Theme{}
	tests := []struct {
		name string
		keys []any
		want string
		cur  int
	}{
		{"typing replaces the selection", []any{"mypos.txt"}, "mypos.txt", 9},
		{"an arrow keeps the text", []any{tcell.KeyLeft, "X"}, "position.txXt", 12},
		{"End, then typing appends", []any{tcell.KeyEnd, ".bak"}, "position.txt.bak", 16},
		{"Ctrl-U clears", []any{tcell.KeyEnd, tcell.KeyCtrlU, "a"}, "a", 1},
		{"Backspace erases the selection", []any{tcell.KeyBackspace2, "b"}, "b", 1},
		{"Backspace erases a letter", []any{tcell.KeyEnd, tcell.KeyBackspace2}, "position.tx", 11},
		{"Home, Delete", []any{tcell.KeyHome, tcell.KeyDelete}, "osition.txt", 0},
		{"Ctrl-W erases a word", []any{tcell.KeyEnd, tcell.KeyCtrlU, "packs/mine", tcell.KeyCtrlW}, "packs/", 6},
		{"Ctrl-K erases to the end", []any{tcell.KeyHome, tcell.KeyRight, tcell.KeyCtrlK}, "p", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := NewTextEntry(th, "File: ", "position.txt", nil)
			if !e.Selected() {
				t.Fatal("the initial text is not selected")
			}
			press(e, tc.keys...)
			if e.Text() != tc.want || e.Cursor() != tc.cur {
				t.Errorf("text %q, cursor %d; want %q, %d", e.Text(), e.Cursor(), tc.want, tc.cur)
			}
		})
	}
	var got string
	var ok bool
	e := NewTextEntry(th, "File: ", "x", func(s string, k bool) { got, ok = s, k })
	press(e, "yz", tcell.KeyEnter)
	if got != "yz" || !ok {
		t.Errorf("Enter gave %q %v", got, ok)
	}
	e = NewTextEntry(th, "File: ", "x", func(s string, k bool) { got, ok = s, k })
	press(e, tcell.KeyEscape)
	if ok {
		t.Error("Esc accepted the text")
	}
}

// The field shows its cursor: a reverse-video block where the next letter
// goes, and the terminal's cursor on it; the selected text is in reverse.
func TestTextEntryDrawsCursor(t *testing.T) {
	sim := tcell.NewSimulationScreen("UTF-8")
	if err := sim.Init(); err != nil {
		t.Fatal(err)
	}
	defer sim.Fini()
	sim.SetSize(40, 4)
	e := NewTextEntry(&Theme{}, "File: ", "pos.txt", nil)
	e.SetRect(0, 0, 40, 2)
	e.Focus(func(tview.Primitive) {})
	draw := func() {
		sim.Clear()
		e.Draw(sim)
		sim.Show()
	}
	reversed := func(x int) bool {
		_, st, _ := sim.Get(x, 0)
		_, _, attrs := st.Decompose()
		return attrs&tcell.AttrReverse != 0
	}
	draw()
	if got := screenText(sim); !strings.HasPrefix(got, "File: pos.txt") {
		t.Fatalf("the field shows %q", got)
	}
	for x := 6; x < 6+len("pos.txt")+1; x++ {
		if !reversed(x) {
			t.Errorf("column %d of the selected text and the cursor is not in reverse video", x)
		}
	}
	if cx, cy, visible := sim.GetCursor(); !visible || cx != 13 || cy != 0 {
		t.Errorf("the terminal's cursor is at %d,%d (shown %v), want 13,0", cx, cy, visible)
	}
	press(e, tcell.KeyLeft)
	draw()
	if reversed(6) || !reversed(12) || reversed(13) {
		t.Error("after ←, the cursor block is not on the last letter alone")
	}
	// Wide characters take two columns each: the cursor after them too.
	e.SetText("日本.toml")
	draw()
	if cx, _, _ := sim.GetCursor(); cx != 6+4+5 {
		t.Errorf("after 日本.toml the cursor is at column %d, want %d", cx, 6+4+5)
	}
	for x, want := range map[int]string{6: "日", 8: "本", 10: "."} {
		if got, _, _ := sim.Get(x, 0); got != want {
			t.Errorf("column %d shows %q, want %q", x, got, want)
		}
	}
}

// Tab completes a file name as far as the folder's names agree, and shows
// the names left.
func TestCompletePath(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"pincer.toml", "pinned.txt", "other.toml", ".hidden"} {
		os.WriteFile(filepath.Join(dir, n), nil, 0o644)
	}
	os.Mkdir(filepath.Join(dir, "packs"), 0o755)
	sep := string(filepath.Separator)
	tests := []struct {
		in, want string
		choices  int
	}{
		{dir + sep + "pi", dir + sep + "pin", 2},
		{dir + sep + "pinc", dir + sep + "pincer.toml", 1},
		{dir + sep + "pa", dir + sep + "packs" + sep, 1},
		{dir + sep + "x", dir + sep + "x", 0},
		{dir + sep + ".h", dir + sep + ".hidden", 1},
		{dir + sep, dir + sep, 4},
	}
	for _, tc := range tests {
		got, choices := CompletePath(tc.in)
		if got != tc.want || len(choices) != tc.choices {
			t.Errorf("CompletePath(%q) = %q, %v; want %q and %d choices", tc.in, got, choices, tc.want, tc.choices)
		}
	}
	e := NewTextEntry(&Theme{}, "File: ", dir+sep+"pi", nil)
	e.Complete = CompletePath
	press(e, tcell.KeyTab)
	if e.Text() != dir+sep+"pin" || !strings.Contains(e.Note(), "pincer.toml  pinned.txt") {
		t.Errorf("Tab gave %q, note %q", e.Text(), e.Note())
	}
	press(e, "c", tcell.KeyTab)
	if e.Text() != dir+sep+"pincer.toml" {
		t.Errorf("Tab gave %q", e.Text())
	}
}

// The testers' E17: Tab in Save as offered the pictures show draws and
// the backups saving keeps, which the shell's completion leaves out; a
// name typed as one still completes.
func TestCompletePathLeavesOutPicturesAndBackups(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"pack.toml", "pack.toml.bak", "pack.toml.bak.1", "pack.toml.bak.12", "pack.png", "pack.SVG", "pack.txt"} {
		os.WriteFile(filepath.Join(dir, n), nil, 0o644)
	}
	os.Mkdir(filepath.Join(dir, "pack.bak"), 0o755) // a folder is a folder
	sep := string(filepath.Separator)
	_, choices := CompletePath(dir + sep + "pa")
	if got := strings.Join(choices, " "); got != "pack.bak"+sep+" pack.toml pack.txt" {
		t.Errorf("Tab offers %q", got)
	}
	if got, _ := CompletePath(dir + sep + "pack.toml.b"); got != dir+sep+"pack.toml.bak" {
		t.Errorf("a backup named completes to %q", got)
	}
}

func TestProgressBar(t *testing.T) {
	for _, tc := range []struct {
		share float64
		ascii bool
		want  string
	}{
		{0, false, "░░░░░░░░░░"}, {0.25, false, "███░░░░░░░"}, {1, false, "██████████"},
		{2, true, "##########"}, {-1, true, "----------"}, {0.5, true, "#####-----"},
	} {
		if got := ProgressBar(tc.share, 10, tc.ascii); got != tc.want {
			t.Errorf("ProgressBar(%v, 10, %v) = %q, want %q", tc.share, tc.ascii, got, tc.want)
		}
	}
}

// edfix item 3: a text of several lines (a puzzle's description) showed
// each line break as U+FFFD, "from C1.�Kill the one". It shows as ↵ ("\n"
// in ASCII), the cursor after it where the text is, and the text keeps the
// line break.
func TestTextEntryDrawsALineBreakAsAMark(t *testing.T) {
	for _, tc := range []struct {
		ascii bool
		want  string
	}{{false, "C1.↵Kill"}, {true, `C1.\nKill`}} {
		sim := tcell.NewSimulationScreen("UTF-8")
		if err := sim.Init(); err != nil {
			t.Fatal(err)
		}
		sim.SetSize(40, 4)
		e := NewTextEntry(&Theme{ASCII: tc.ascii}, "D: ", "C1.\nKill", nil)
		e.SetRect(0, 0, 40, 2)
		e.Focus(func(tview.Primitive) {})
		sim.Clear()
		e.Draw(sim)
		sim.Show()
		if got := screenText(sim); !strings.HasPrefix(got, "D: "+tc.want+" ") {
			t.Errorf("ascii %v: the field shows %q, want %q", tc.ascii, got, "D: "+tc.want)
		}
		if cx, _, _ := sim.GetCursor(); cx != 3+len([]rune(tc.want)) {
			t.Errorf("ascii %v: the cursor is at column %d, want %d", tc.ascii, cx, 3+len([]rune(tc.want)))
		}
		if got := e.Text(); got != "C1.\nKill" {
			t.Errorf("the text is %q", got)
		}
		sim.Fini()
	}
}
