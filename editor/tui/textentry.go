package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
	"github.com/rivo/uniseg"
)

// TextEntry is a one-line text field, framed, as Shell.Prompt shows it: a
// label, the text with a cursor drawn as a block (and the terminal's own
// cursor on it), and a note line below (what Tab found, or the keys). The
// text it starts with is selected: typing replaces it, an arrow keeps it.
// Ctrl-U clears the field, Tab completes (Complete: file paths with
// CompletePath), Enter accepts, Esc cancels. Its keys are a table (Keys).
type TextEntry struct {
	*tview.Box
	theme    *Theme
	label    string
	text     []rune
	cursor   int  // in runes, 0..len(text)
	selected bool // the whole text is selected
	offset   int  // the first rune shown
	note     string
	choices  []string // the names Tab left to choose from, for the note line
	// Complete, when set, is what Tab does: it returns the text completed
	// and the choices left when there are several (shown on the note
	// line). CompletePath completes file names.
	Complete func(text string) (string, []string)
	// Example, when set, is shown on a line of its own under the field
	// ("e.g. ransack DE, kill DE3"): what to type, in the notation the
	// field reads. Set it before the field is first drawn: Prompt's
	// window is a line taller for it.
	Example string
	// Work marks a field whose text is work (a puzzle's title, a hint),
	// not a name to go to: the shell's TypedField finds it when text was
	// typed in it, for the question before quitting (Prompt sets it on a
	// field opened over a window).
	Work    bool
	initial string // the text the field started with
	done    func(text string, ok bool)
	keys    *Table
}

// NewTextEntry returns a field labelled label holding initial, selected;
// done gets the text on Enter, or ok false on Esc.
func NewTextEntry(theme *Theme, label, initial string, done func(text string, ok bool)) *TextEntry {
	t := &TextEntry{Box: tview.NewBox(), theme: theme, label: label, text: []rune(initial), initial: initial, done: done}
	t.cursor = len(t.text)
	t.selected = len(t.text) > 0
	return t
}

// Text returns the text in the field.
func (t *TextEntry) Text() string { return string(t.text) }

// Edited reports whether the text differs from the one the field started
// with: text typed there and not yet taken.
func (t *TextEntry) Edited() bool { return string(t.text) != t.initial }

// Accept takes the text as Enter does.
func (t *TextEntry) Accept() { t.accept() }

// Cursor returns the cursor's place in the text, in runes.
func (t *TextEntry) Cursor() int { return t.cursor }

// Selected reports whether the text is selected (typing replaces it).
func (t *TextEntry) Selected() bool { return t.selected }

// Note returns the note line's text, the whole of it (the choices of Tab
// may be more than the line shows).
func (t *TextEntry) Note() string {
	if len(t.choices) > 0 {
		return strings.Join(t.choices, "  ")
	}
	return t.note
}

// SetText replaces the text, the cursor at its end, nothing selected.
func (t *TextEntry) SetText(s string) {
	t.text, t.cursor, t.selected = []rune(s), len([]rune(s)), false
}

// Keys returns the field's key table.
func (t *TextEntry) Keys() *Table {
	if t.keys == nil {
		t.keys = textEntryKeys(t)
	}
	return t.keys
}

// WindowKeys returns the field's keys, for the short help F1 shows in
// its window.
func (t *TextEntry) WindowKeys() []*Table { return []*Table{t.Keys()} }

// TakesHelpKey reports that ? is a letter of the text: F1 shows the
// field's keys.
func (t *TextEntry) TakesHelpKey() bool { return true }

// TextEntryKeys is the table of the text fields' keys, for a screen's
// help.
func TextEntryKeys() *Table { return textEntryKeys(&TextEntry{}) }

func textEntryKeys(t *TextEntry) *Table {
	return &Table{Title: "Text fields (file names, ids, titles)", Bindings: []Binding{
		{Keys: []Key{AnyRune}, Action: "fieldType", Type: t.insertRune, Label: "type", Help: "insert; the text the field starts with is selected, and typing replaces it"},
		{Keys: Keys(tcell.KeyLeft), Action: "fieldLeft", Do: func() { t.move(-1) }, Help: "move the cursor left, right (the text stays, no longer selected)"},
		{Keys: Keys(tcell.KeyRight), Action: "fieldRight", Do: func() { t.move(1) }, Also: true},
		{Keys: Keys(tcell.KeyHome, tcell.KeyCtrlA), Action: "fieldHome", Do: t.home, Help: "to the start, the end"},
		{Keys: Keys(tcell.KeyEnd, tcell.KeyCtrlE), Action: "fieldEnd", Do: t.end, Also: true},
		{Keys: Keys(tcell.KeyBackspace), Action: "fieldErase", Do: t.erase, Help: "erase the letter before the cursor (or the selected text)"},
		{Keys: Keys(tcell.KeyDelete, tcell.KeyCtrlD), Action: "fieldDelete", Do: t.deleteRune, Help: "erase the letter under the cursor"},
		{Keys: Keys(tcell.KeyCtrlU), Action: "fieldClear", Do: t.clear, Help: "clear the field"},
		{Keys: Keys(tcell.KeyCtrlW), Action: "fieldEraseWord", Do: t.eraseWord, Help: "erase the word before the cursor"},
		{Keys: Keys(tcell.KeyCtrlK), Action: "fieldEraseToEnd", Do: t.eraseToEnd, Help: "erase from the cursor to the end"},
		{Keys: Keys(tcell.KeyTab), Action: "fieldComplete", Do: t.complete, Help: "complete a file name (the choices show below the field)"},
		{Keys: Keys(tcell.KeyEnter), Action: "fieldAccept", Do: t.accept, Help: "accept"},
		{Keys: Keys(tcell.KeyEscape), Action: "fieldCancel", Do: t.cancel, Help: "cancel (in a field of a window, what was typed stays as its draft until the window closes: Enter on the line brings it back; quitting asks about it)"},
	}}
}

// InputHandler runs the key table.
func (t *TextEntry) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return t.WrapInputHandler(func(ev *tcell.EventKey, _ func(tview.Primitive)) {
		Keymap{t.Keys()}.Dispatch(KeyOf(ev), quiet)
	})
}

// PasteHandler inserts pasted text, its line breaks as spaces.
func (t *TextEntry) PasteHandler() func(string, func(tview.Primitive)) {
	return t.WrapPasteHandler(func(text string, _ func(tview.Primitive)) {
		t.insert(strings.Map(func(r rune) rune {
			if r == '\n' || r == '\r' || r == '\t' {
				return ' '
			}
			if unicode.IsControl(r) {
				return -1
			}
			return r
		}, text))
	})
}

// insertRune types r.
func (t *TextEntry) insertRune(r rune) { t.insert(string(r)) }

// insert puts s at the cursor, in place of the selected text.
func (t *TextEntry) insert(s string) {
	if t.selected {
		t.text, t.cursor, t.selected = nil, 0, false
	}
	add := []rune(s)
	text := make([]rune, 0, len(t.text)+len(add))
	text = append(append(append(text, t.text[:t.cursor]...), add...), t.text[t.cursor:]...)
	t.text, t.cursor = text, t.cursor+len(add)
	t.note, t.choices = "", nil
}

func (t *TextEntry) move(n int) {
	t.selected = false
	t.cursor = min(max(t.cursor+n, 0), len(t.text))
}

func (t *TextEntry) home() { t.selected, t.cursor = false, 0 }

func (t *TextEntry) end() { t.selected, t.cursor = false, len(t.text) }

func (t *TextEntry) erase() {
	switch {
	case t.selected:
		t.clear()
	case t.cursor > 0:
		t.text = append(t.text[:t.cursor-1:t.cursor-1], t.text[t.cursor:]...)
		t.cursor--
	}
}

func (t *TextEntry) deleteRune() {
	if t.selected {
		t.clear()
		return
	}
	if t.cursor < len(t.text) {
		t.text = append(t.text[:t.cursor:t.cursor], t.text[t.cursor+1:]...)
	}
}

func (t *TextEntry) clear() {
	t.text, t.cursor, t.selected, t.note, t.choices = nil, 0, false, "", nil
}

// eraseWord erases the word before the cursor and the spaces after it.
func (t *TextEntry) eraseWord() {
	if t.selected {
		t.clear()
		return
	}
	i := t.cursor
	for i > 0 && t.text[i-1] == ' ' {
		i--
	}
	for i > 0 && t.text[i-1] != ' ' && t.text[i-1] != '/' {
		i--
	}
	if i == t.cursor && i > 0 {
		i-- // a lone separator
	}
	t.text = append(t.text[:i:i], t.text[t.cursor:]...)
	t.cursor = i
}

func (t *TextEntry) eraseToEnd() {
	t.selected = false
	t.text = t.text[:t.cursor]
}

// complete is Tab: the text is completed as far as it goes, and the
// choices left are shown on the note line.
func (t *TextEntry) complete() {
	if t.Complete == nil {
		t.note = "nothing to complete here"
		return
	}
	text, choices := t.Complete(string(t.text))
	t.SetText(text)
	t.note, t.choices = "", nil
	switch {
	case len(choices) > 1:
		t.choices = choices
	case len(choices) == 0:
		t.note = "no file name starts so"
	default:
		t.note = ""
	}
}

func (t *TextEntry) accept() {
	if d := t.done; d != nil {
		t.done = nil
		d(string(t.text), true)
	}
}

func (t *TextEntry) cancel() {
	if d := t.done; d != nil {
		t.done = nil
		d("", false)
	}
}

// Draw draws the label, the text scrolled to keep the cursor in view (the
// selected text in reverse video, the cursor as a block) and the note.
func (t *TextEntry) Draw(screen tcell.Screen) {
	t.DrawForSubclass(screen, t)
	x, y, w, h := t.GetInnerRect()
	if w <= 0 || h <= 0 {
		return
	}
	lw := DrawText(screen, x, y, w, t.label, t.theme.Bold())
	if w-lw < 2 {
		return
	}
	t.drawField(screen, x+lw, y, w-lw)
	if t.Example != "" && h > 2 {
		DrawText(screen, x, y+1, w, "e.g. "+t.Example, t.theme.Dim())
		y++
	}
	if h > 1 {
		DrawText(screen, x, y+1, w, t.noteText(w), t.theme.Dim())
	}
}

// drawField draws the text in fw columns at (x, y), scrolled to keep the
// cursor in view; a wide character (CJK) takes two columns.
func (t *TextEntry) drawField(screen tcell.Screen, x, y, fw int) {
	th := t.theme
	t.offset = min(t.offset, t.cursor)
	// The first character drawn is the earliest from which the text up to
	// the cursor takes fewer than fw columns, found from the cursor back in
	// at most fw steps: walked forward, counting the columns to the cursor
	// at each step, a pasted 88 KB code took 24 s to draw.
	k, n := t.cursor, 0
	for k > t.offset {
		c := 0
		if k <= len(t.text) {
			c = t.cellColumns(t.text[k-1])
		}
		if n+c >= fw {
			break
		}
		n += c
		k--
	}
	t.offset = k
	focus := t.HasFocus()
	col, cursorCol := 0, -1
	for k := t.offset; col < fw; k++ {
		r, st := t.cellAt(k, focus)
		if k == t.cursor {
			cursorCol = col
		}
		if col+t.cellColumns(r) > fw {
			break
		}
		for _, g := range t.glyph(r) {
			screen.SetContent(x+col, y, g, nil, st)
			col += runeColumns(g)
		}
	}
	for ; col < fw; col++ {
		screen.SetContent(x+col, y, ' ', nil, th.Base().Underline(true))
	}
	if focus && cursorCol >= 0 {
		screen.ShowCursor(x+cursorCol, y)
	}
}

// cellAt returns what the field draws for its k-th character (a space
// past the end) and its style: selected, under the cursor, or plain.
func (t *TextEntry) cellAt(k int, focus bool) (rune, tcell.Style) {
	th := t.theme
	r, st := ' ', th.Base().Underline(true)
	if k < len(t.text) {
		r = t.text[k]
		if t.selected {
			st = th.Selected()
		}
	}
	if k == t.cursor && focus && (!t.selected || k >= len(t.text)) {
		st = st.Reverse(true)
	}
	return r, st
}

// glyph returns what the field draws for the character r: a line break
// (a text of several lines, such as a description) as a mark, ↵ ("\n" in
// ASCII), another control character as U+FFFD (it is never sent to the
// terminal), else r. The text itself keeps r.
func (t *TextEntry) glyph(r rune) []rune {
	switch {
	case r == '\n' && t.theme.ASCII:
		return []rune(`\n`)
	case r == '\n':
		return []rune{'↵'}
	case unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r):
		return []rune{'\uFFFD'}
	}
	return []rune{r}
}

// cellColumns is the terminal columns the field draws r in (see glyph).
func (t *TextEntry) cellColumns(r rune) int {
	if r < 0x80 && !unicode.IsControl(r) {
		return 1
	}
	n := 0
	for _, g := range t.glyph(r) {
		n += runeColumns(g)
	}
	return n
}

// columns returns the terminal columns of the text from rune i to rune j.
func (t *TextEntry) columns(i, j int) int {
	n := 0
	for _, r := range t.text[i:min(j, len(t.text))] {
		n += t.cellColumns(r)
	}
	return n
}

// runeColumns is the number of terminal columns r takes: two for a wide
// character, at least one.
func runeColumns(r rune) int { return max(uniseg.StringWidth(string(r)), 1) }

// noteText is the note line, width columns wide: what Tab found, else
// the keys.
func (t *TextEntry) noteText(width int) string {
	if len(t.choices) > 0 {
		return fitChoices(t.choices, width, t.theme.ASCII)
	}
	if t.note != "" {
		return t.note
	}
	note := "Enter accept · Esc cancel · Ctrl-U clear"
	if t.Complete != nil {
		note += " · Tab complete"
	}
	return note
}

// ExpandHome returns path with a leading "~" (alone, or before a "/")
// standing for the user's home folder, as a shell reads it: CompletePath
// completes such names, and the screens open and save them. A name typed
// as "-" is the file of that name in the current folder ("./-"): only the
// command line means standard input by it, and reading the terminal from
// a screen would never end.
func ExpandHome(path string) string {
	if path == "-" {
		return "." + string(filepath.Separator) + path
	}
	if path != "~" && !strings.HasPrefix(path, "~"+string(filepath.Separator)) && !strings.HasPrefix(path, "~/") {
		return path
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return path
	}
	return filepath.Join(home, path[1:])
}

// notADocument reports whether a file's name is one of the files birdcrab
// writes that are no pack nor position: the pictures show draws (.png,
// .svg) and the backups saving keeps (.bak, and .bak.1, .bak.2 ... for an
// older backup kept aside). The shell's completion leaves them out, and
// so does CompletePath.
func notADocument(name string) bool {
	lower := strings.ToLower(name)
	if i := strings.LastIndex(lower, ".bak."); i >= 0 {
		if n := lower[i+len(".bak."):]; n != "" && strings.Trim(n, "0123456789") == "" {
			return true
		}
	}
	switch filepath.Ext(lower) {
	case ".png", ".svg", ".bak":
		return true
	}
	return false
}

// CompletePath completes a file name: the text is completed to the
// longest start the names in its folder share (a folder gets its "/"),
// and the names left are returned when there are several. Hidden names
// are offered only when the text asks for them (starts with "."), and
// pictures and backups (notADocument) only when no other name fits it.
func CompletePath(text string) (string, []string) {
	dir, base := filepath.Split(text)
	look := ExpandHome(dir)
	if look == "" {
		look = "."
	}
	entries, err := os.ReadDir(look)
	if err != nil {
		return text, nil
	}
	var names, others []string
	for _, e := range entries {
		n := e.Name()
		if !strings.HasPrefix(n, base) || strings.HasPrefix(n, ".") && !strings.HasPrefix(base, ".") {
			continue
		}
		if !e.IsDir() && notADocument(n) {
			others = append(others, n)
			continue
		}
		if e.IsDir() {
			n += string(filepath.Separator)
		}
		names = append(names, n)
	}
	if len(names) == 0 {
		names = others // the text names one
	}
	sort.Strings(names)
	if len(names) == 0 {
		return text, nil
	}
	common := []rune(names[0])
	for _, n := range names[1:] {
		for !strings.HasPrefix(n, string(common)) {
			common = common[:len(common)-1]
		}
	}
	return dir + string(common), names
}

// fitChoices writes the choices Tab left in width columns: all of them
// when they fit, else as many whole ones as fit and how many more there
// are ("… 12 more", "... 12 more" in ASCII), so that a cut list does not
// read as whole.
func fitChoices(choices []string, width int, ascii bool) string {
	all := strings.Join(choices, "  ")
	if StringWidth(all) <= width {
		return all
	}
	mark := "…"
	if ascii {
		mark = "..."
	}
	for n := len(choices) - 1; n > 0; n-- {
		line := strings.Join(choices[:n], "  ") + fmt.Sprintf("  %s %d more", mark, len(choices)-n)
		if StringWidth(line) <= width {
			return line
		}
	}
	return cutMarked(fmt.Sprintf("%d names: %s", len(choices), all), width, ascii)
}
