package tui

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// MenuItem is one line of a Menu.
type MenuItem struct {
	Text string
	// Key, when set, chooses the item at once.
	Key rune
	// Heading marks a line that titles the lines under it: the highlight
	// passes over it (it used to rest there, on a line Enter does nothing
	// on).
	Heading bool
}

// Menu is a framed list to choose from: arrows (and j/k) move, Enter or a
// click chooses, Esc cancels, / starts a filter. With TypeToFilter every
// letter typed goes to the filter (the kind palette). A detail function can
// draw more about the highlighted item beside the list (a kind's numbers).
type Menu struct {
	*tview.Box
	// covered is set while a window is open over the screen the menu is
	// a widget of (SetCovered).
	covered bool
	theme   *Theme
	items   []MenuItem
	visible []int
	cur     int
	offset  int
	filter  string
	typing  bool // letters go to the filter
	// keep is 1 + the item the highlight returns to while the filter
	// changes (see SetFilter), 0 for none: the one highlighted when the
	// filter began to change, until the highlight is moved.
	keep int
	// TypeToFilter sends every printable key to the filter.
	TypeToFilter bool
	// Question makes the menu a question answered by its items' keys
	// ("Reset the progress?"): it has no filter, and its first line says
	// which keys answer it.
	Question bool
	// Detail, when set, returns lines describing item i, drawn right of the
	// list, in DetailWidth-1 columns: the last one is kept for the mark
	// ("…") that says the detail is cut, when it is longer than the menu.
	Detail      func(i int) []Line
	DetailWidth int
	// Activate, when set, is called for Enter, Space and a click instead of
	// choosing: the menu stays open (a list of fields to change).
	Activate func(i int)
	// Hint replaces the line above the items that says how to use them.
	Hint string
	// Back, when set before the menu is shown, says where Esc and q go
	// instead of closing a menu of their own ("back to the families": a
	// list opened from another, which the done of -1 reopens); the keys
	// line, the window's hint line and its help say it.
	Back string
	// Note, when set, is said under that line, above the items, wrapped to
	// the menu's width: what a choice means that its own line has no room
	// for ("a save loses ...").
	Note string
	// MinRows is the least number of item lines the menu asks room for.
	MinRows int
	// Refresh, when set, gives the items anew before every draw.
	Refresh func() []MenuItem
	// Match, when set, decides which items the filter keeps (the trainer's
	// lists read tags and difficulties in it); by default an item is kept
	// when its text holds the filter, ignoring case, spaces and dashes.
	Match func(i int, filter string) bool
	// Say, when set, is told of a key the menu does not take (a letter of
	// no item, a function key): "z does nothing here", and the menu's keys
	// as the line above the items says them. Unset, such a key does nothing without a word. A dialog's menu
	// has it (ShowMenu); the shell says so itself of a key that a menu with
	// the focus of its main view does not take (see Takes).
	Say func(msg string, isErr bool)
	// HelpKeys are the keys the menu's opener takes before it (an input
	// capture: + and - on a list of fields), for the short help ? shows in
	// the window (WindowKeys).
	HelpKeys []*Table
	done     func(int)
	keys     []*Table
	// askKeys are a question's letters (see Question).
	askKeys *Table
	// Since, when set, is when the menu appeared: a key pressed before
	// it (typed ahead, before the window drew) is not taken, and Say says
	// so. See WithFreshKeys.
	Since time.Time
}

// NewMenu returns a menu titled title; done is called once with the index
// of the chosen item, or -1 when the menu is cancelled.
func NewMenu(theme *Theme, title string, items []MenuItem, done func(int)) *Menu {
	m := &Menu{Box: tview.NewBox(), theme: theme, items: items, done: done}
	if !strings.HasPrefix(title, " ") {
		title = " " + title + " "
	}
	m.SetBorder(true).SetTitle(title)
	m.refilter()
	return m
}

// SetItems replaces the items, keeping the highlight on the same line.
func (m *Menu) SetItems(items []MenuItem) {
	m.items = items
	m.refilter()
}

// SetCurrent highlights item i when it is visible.
func (m *Menu) SetCurrent(i int) {
	m.keep = 0
	m.setCur(i)
}

// setCur highlights item i when it is visible.
func (m *Menu) setCur(i int) {
	for k, v := range m.visible {
		if v == i {
			m.cur = k
		}
	}
}

// Visible returns the indices of the items the filter keeps, in order.
func (m *Menu) Visible() []int { return m.visible }

// Items returns the items.
func (m *Menu) Items() []MenuItem { return m.items }

// Current returns the index of the highlighted item, or -1.
func (m *Menu) Current() int {
	if m.cur < 0 || m.cur >= len(m.visible) {
		return -1
	}
	return m.visible[m.cur]
}

// Filter returns the text of the filter.
func (m *Menu) Filter() string { return m.filter }

// SetFilter replaces the text of the filter and filters the items anew
// (after changing Match, too). The highlight stays on the item it was on
// when the filter began to change, whenever the new filter shows it, else
// goes to the first line: not to the line of the same number, which would
// be another item. So typing "d3" comes back to a d3 puzzle that "d" hid.
// Clearing the filter keeps the item highlighted now (the one a filter
// found), and moving the highlight makes its new item the one kept.
func (m *Menu) SetFilter(f string) {
	if cur := m.Current(); cur >= 0 && (m.keep == 0 || f == "") {
		m.keep = cur + 1
	}
	m.filter = f
	m.refilter()
	m.cur = min(0, len(m.visible)-1)
	if m.keep > 0 {
		m.setCur(m.keep - 1)
	}
	m.offHeading(1)
}

// Typing reports whether the keys typed go to the filter (after /).
func (m *Menu) Typing() bool { return m.typing || m.TypeToFilter }

// StopTyping ends the typing of the filter; the filter stays.
func (m *Menu) StopTyping() { m.typing = false }

// Size returns the width and height the menu wants, within maxW by maxH:
// room for the title, the hint line and the items as they are now (a
// Refresh may have made a line longer since the last draw).
func (m *Menu) Size(maxW, maxH int) (int, int) {
	if m.Refresh != nil {
		m.SetItems(m.Refresh())
	}
	w := max(StringWidth(m.title())+4, StringWidth(m.keysLine())+2)
	for _, it := range m.items {
		w = max(w, StringWidth(it.Text)+4)
	}
	w = max(w, 40, StringWidth(m.Note)+2)
	if m.Detail != nil {
		w += m.DetailWidth + 1
	}
	w = min(w, maxW)
	h := max(len(m.items), m.MinRows) + 3 + len(m.noteLines(w-2))
	if m.Detail != nil {
		h = max(h, 12)
	}
	return w, min(h, maxH)
}

// noteLines is the note wrapped to width.
func (m *Menu) noteLines(width int) []string {
	if m.Note == "" {
		return nil
	}
	return WrapText(m.Note, max(width, 1))
}

func (m *Menu) title() string { return m.GetTitle() }

// refilter recomputes the visible items from the filter.
func (m *Menu) refilter() {
	m.visible = m.visible[:0]
	f := engine.NormName(m.filter)
	for i, it := range m.items {
		if m.Match != nil {
			if m.Match(i, m.filter) {
				m.visible = append(m.visible, i)
			}
			continue
		}
		if f == "" || strings.Contains(engine.NormName(it.Text), f) {
			m.visible = append(m.visible, i)
		}
	}
	if m.cur >= len(m.visible) {
		m.cur = len(m.visible) - 1
	}
	if m.cur < 0 && len(m.visible) > 0 {
		m.cur = 0
	}
	m.offHeading(1)
}

// heading reports whether visible line k is a heading.
func (m *Menu) heading(k int) bool {
	return k >= 0 && k < len(m.visible) && m.items[m.visible[k]].Heading
}

// offHeading moves the highlight off a heading: to the nearest line that
// is none, looking first in direction dir (1 down, -1 up); it stays when
// every line is a heading.
func (m *Menu) offHeading(dir int) {
	if !m.heading(m.cur) {
		return
	}
	for _, d := range []int{dir, -dir} {
		for k := m.cur + d; k >= 0 && k < len(m.visible); k += d {
			if !m.heading(k) {
				m.cur = k
				return
			}
		}
	}
}

// choose is Enter, Space or a click on item i.
func (m *Menu) choose(i int) {
	if m.Activate != nil {
		m.Activate(i)
		return
	}
	m.finish(i)
}

// Close cancels the menu, as Esc does.
func (m *Menu) Close() { m.finish(-1) }

func (m *Menu) finish(i int) {
	if m.done != nil {
		d := m.done
		m.done = nil
		d(i)
	}
}

// KeyTables returns every key table of the menu: the moves and choices,
// the letters when not filtering (j k, Space, /, q; the items' own keys
// come before them, see Keys), the letters typed into the filter.
func (m *Menu) KeyTables() []*Table {
	if m.keys == nil {
		m.buildKeys()
	}
	return m.keys
}

// Keys returns the tables of the moment: the moves, then the letters as
// filter text, or as the items' own keys and then as commands: an item's
// key comes first, so that a question's "q  quit" answers to q, which
// otherwise closes the menu.
func (m *Menu) Keys() Keymap {
	t := m.KeyTables()
	if m.TypeToFilter || m.typing {
		return Keymap{t[0], t[2]}
	}
	letters := t[1]
	if m.Question {
		letters = m.askKeys
	}
	return Keymap{t[0], &Table{Else: m.itemKey}, letters}
}

func (m *Menu) buildKeys() {
	m.keys = []*Table{
		{Title: "Lists and menus", Bindings: []Binding{
			{Keys: Keys(tcell.KeyUp, tcell.KeyBacktab), Action: "up", Do: func() { m.Step(-1) }, Help: "the line above"},
			{Keys: Keys(tcell.KeyDown, tcell.KeyTab), Action: "down", Do: func() { m.Step(1) }, Help: "the line below"},
			{Keys: Keys(tcell.KeyPgUp), Action: "pageUp", Do: func() { m.Step(-10) }, Help: "ten lines up"},
			{Keys: Keys(tcell.KeyPgDn), Action: "pageDown", Do: func() { m.Step(10) }, Help: "ten lines down"},
			{Keys: Keys(tcell.KeyHome), Action: "first", Do: func() { m.cur, m.keep = 0, 0; m.offHeading(1) }, Help: "the first line"},
			{Keys: Keys(tcell.KeyEnd), Action: "last", Do: func() { m.cur, m.keep = len(m.visible)-1, 0; m.offHeading(-1) }, Help: "the last line"},
			{Keys: Keys(tcell.KeyEnter), Action: "choose", Do: m.ChooseCurrent, Help: "choose the line"},
			{Keys: Keys(tcell.KeyEscape), Action: "cancel", Do: m.cancel, Help: "clear the filter being typed, else " + m.closeWord("close the menu")},
			{Keys: Keys(tcell.KeyBackspace), Action: "erase", Do: m.erase, Help: "erase the filter's last letter"},
			{Keys: []Key{Mouse}, Action: "click", Help: "choose the line; the wheel moves"},
		}},
		{Title: "Lists and menus: letters", Bindings: []Binding{
			{Keys: Keys('j'), Action: "down", Do: func() { m.Step(1) }, Help: "the line below"},
			{Keys: Keys('k'), Action: "up", Do: func() { m.Step(-1) }, Help: "the line above"},
			{Keys: Keys(' '), Action: "choose", Do: m.ChooseCurrent, Help: "choose the line"},
			{Keys: Keys('/'), Action: "filter", Do: m.StartTyping, Help: "type a filter"},
			{Keys: Keys('q'), Action: "cancel", Do: m.Close, Help: m.closeWord("close the menu, cancel the question (unless one of its answers is q)")},
		}},
		{Title: "Lists and menus: a filter", Bindings: []Binding{
			{Keys: []Key{AnyRune}, Action: "type", Type: m.typeRune, Help: "the letter goes to the filter"},
		}},
	}
	// A question's letters: those of a list but /, since a question has
	// no filter.
	m.askKeys = &Table{}
	for _, b := range m.keys[1].Bindings {
		if b.Action != "filter" {
			m.askKeys.Bindings = append(m.askKeys.Bindings, b)
		}
	}
}

// WindowKeys returns the keys the menu takes as a window, for the short
// help ? shows in it: its items' own keys (a question's answers), the
// opener's (HelpKeys), then the menu's own of the moment.
func (m *Menu) WindowKeys() []*Table {
	own := &Table{Title: "This window's letters"}
	for _, it := range m.items {
		if it.Key != 0 {
			own.Bindings = append(own.Bindings, Binding{Keys: Keys(it.Key), Action: "item", Help: strings.TrimSpace(strings.TrimPrefix(it.Text, string(it.Key)+" "))})
		}
	}
	var out []*Table
	if len(own.Bindings) > 0 {
		out = append(out, own)
	}
	out = append(out, m.HelpKeys...)
	for _, t := range m.Keys() {
		if t == m.askKeys {
			t = &Table{Title: "Lists and menus: letters", Bindings: t.Bindings}
		}
		out = append(out, t)
	}
	return out
}

// TakesHelpKey reports whether ? is a letter of the filter being typed,
// not a call for the window's keys.
func (m *Menu) TakesHelpKey() bool { return m.TypeToFilter || m.typing }

// InputHandler runs the menu's key tables.
func (m *Menu) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return m.WrapInputHandler(func(ev *tcell.EventKey, _ func(tview.Primitive)) {
		k := KeyOf(ev)
		if !m.Since.IsZero() && ev.When().Before(m.Since) {
			if m.Say != nil {
				// Not named: the keys typed ahead are several, and a
				// terminal's names for them (Enter as Ctrl-J) puzzle.
				m.Say(fmt.Sprintf("keys pressed before this question appeared are not taken as answers (%s)", m.keysLine()), true)
			}
			return
		}
		if !m.Keys().Dispatch(k, quiet) && m.Say != nil {
			m.Say(m.doesNothing(k), true)
		}
	})
}

// doesNothing says that k does nothing here, and which keys do: the line
// above the items says them.
func (m *Menu) doesNothing(k Key) string {
	return fmt.Sprintf("%v does nothing here (%s)", k, m.keysLine())
}

// ChooseCurrent chooses the highlighted line, as Enter does. With no line
// to choose (a filter that matches nothing) Say says so: Enter did nothing
// without a word.
func (m *Menu) ChooseCurrent() {
	i := m.Current()
	switch {
	case i >= 0:
		m.choose(i)
	case m.Say != nil && m.filter != "":
		m.Say(fmt.Sprintf("nothing matches %q to choose: Backspace erases the filter", m.filter), true)
	case m.Say != nil:
		m.Say("there is nothing to choose here", true)
	}
}

// StartTyping sends the letters typed to the filter, as / does.
func (m *Menu) StartTyping() { m.typing = true }

// cancel is Esc: it clears a filter being typed, else closes the menu;
// in a menu that filters as you type (the kind palette) too, which Esc
// closed whole where a list with / cleared the filter first.
func (m *Menu) cancel() {
	if m.Typing() && m.filter != "" {
		m.typing = false
		m.SetFilter("")
		return
	}
	m.finish(-1)
}

// erase takes the last letter off the filter.
func (m *Menu) erase() {
	if r := []rune(m.filter); len(r) > 0 {
		m.SetFilter(string(r[:len(r)-1]))
	}
}

// MaxFilter is the most letters a filter holds: every word of a filter
// must match, so a longer one finds nothing, and each letter filters every
// item again with the whole filter (a 10 KB paste froze the trainer's
// list for minutes).
const MaxFilter = 60

// typeRune adds a letter to the filter.
func (m *Menu) typeRune(r rune) {
	if m.TypeToFilter && r == '/' && m.filter == "" {
		// A list's / starts its filter; here typing does: "filter: /_
		// (nothing matches)" took it for the first letter.
		if m.Say != nil {
			m.Say("no / here: type the name, it filters as you type", false)
		}
		return
	}
	if utf8.RuneCountInString(m.filter) >= MaxFilter {
		if m.Say != nil {
			m.Say(fmt.Sprintf("the filter is full (%d letters): Backspace erases", MaxFilter), true)
		}
		return
	}
	m.SetFilter(m.filter + string(r))
}

// itemKey chooses the item whose Key is k.
func (m *Menu) itemKey(k Key) bool {
	if i := m.keyed(k); i >= 0 {
		m.finish(i)
		return true
	}
	return false
}

// keyed returns the item whose Key is k, or -1.
func (m *Menu) keyed(k Key) int {
	if !k.IsRune() {
		return -1
	}
	for i, it := range m.items {
		if it.Key != 0 && it.Key == k.Rune {
			return i
		}
	}
	return -1
}

// Takes reports whether the menu has a use for k now: a key of its
// tables, or an item's own key. The shell says so of a key that neither
// the screen nor a menu with the focus takes.
func (m *Menu) Takes(k Key) bool {
	if m.keyed(k) >= 0 {
		return true
	}
	for _, t := range m.Keys() {
		if b := t.Lookup(k); b != nil && b.acts() {
			return true
		}
	}
	return false
}

// Step moves the highlight by n visible items, within the list.
func (m *Menu) Step(n int) {
	if len(m.visible) == 0 {
		return
	}
	from := m.cur
	m.cur, m.keep = min(max(m.cur+n, 0), len(m.visible)-1), 0
	dir := 1
	if n < 0 {
		dir = -1
	}
	m.offHeading(dir)
	if dir*(m.cur-from) < 0 {
		m.cur = from // only headings that way: stay
	}
}

// MouseHandler chooses a clicked item and scrolls with the wheel.
func (m *Menu) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return m.WrapMouseHandler(func(action tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		x, y := ev.Position()
		if !m.InRect(x, y) {
			return false, nil
		}
		switch action {
		case tview.MouseLeftDown:
			setFocus(m)
		case tview.MouseLeftClick:
			ix, iy, _, _ := m.ListRect()
			row := y - iy
			if x >= ix && row >= 0 && m.offset+row < len(m.visible) && !m.heading(m.offset+row) {
				m.cur = m.offset + row
				m.choose(m.visible[m.cur])
			}
		case tview.MouseScrollUp:
			m.Step(-1)
		case tview.MouseScrollDown:
			m.Step(1)
		default:
			return false, nil
		}
		return true, nil
	})
}

// ListRect is where the items are drawn: below the filter line.
func (m *Menu) ListRect() (int, int, int, int) {
	x, y, w, h := m.GetInnerRect()
	if m.Detail != nil {
		w -= m.DetailWidth + 1
	}
	n := min(len(m.noteLines(w)), max(h-2, 0)) // a line for an item at least
	return x, y + 1 + n, w, h - 1 - n
}

// Draw draws the filter line, the items and the detail.
func (m *Menu) Draw(screen tcell.Screen) {
	if _, _, bw, _ := m.GetRect(); StringWidth(m.GetTitle()) > bw-2 {
		full := m.GetTitle()
		m.SetTitle(fitTitle(full, bw-2, m.theme.ASCII))
		defer m.SetTitle(full)
	}
	m.DrawForSubclass(screen, m)
	if m.Refresh != nil {
		m.SetItems(m.Refresh())
	}
	x, y, w, h := m.GetInnerRect()
	if w <= 0 || h <= 0 {
		return
	}
	_, ly, lw, _ := m.ListRect()
	DrawText(screen, x, y, lw, m.head(), m.theme.Dim())
	for i, l := range m.noteLines(lw) {
		if y+1+i >= ly {
			break
		}
		DrawText(screen, x, y+1+i, lw, l, m.theme.Error())
	}
	m.drawItems(screen)
	if m.Detail != nil && m.Current() >= 0 {
		m.drawDetail(screen, x+w-m.DetailWidth, y, h)
	}
}

// drawDetail draws the highlighted item's detail from column dx, row y on,
// in h rows. When it is cut, its last row ends with the cut mark, in the
// column its lines leave free (a lesson's text stopped mid-sentence at
// 80x24 with no sign of more).
func (m *Menu) drawDetail(screen tcell.Screen, dx, y, h int) {
	lines := m.Detail(m.Current())
	for i, line := range lines {
		if i >= h {
			break
		}
		line.Draw(screen, dx, y+i, m.DetailWidth)
	}
	if len(lines) > h && h > 0 && m.DetailWidth > 1 && !m.covered {
		mark := '…'
		if m.theme.ASCII {
			mark = '~'
		}
		screen.SetContent(dx+m.DetailWidth-1, y+h-1, mark, nil, m.theme.Dim())
	}
}

// fitTitle returns a title as it fits width columns: whole, else its end
// after the cut mark. A question says last what it asks ("PATH exists:
// replace it?"), and a path had better lose its start than its file name;
// the border cut both ends.
func fitTitle(title string, width int, ascii bool) string {
	if StringWidth(title) <= width || width < 3 {
		return title
	}
	mark := "…"
	if ascii {
		mark = "~"
	}
	rs := []rune(title)
	w, i := 2, len(rs) // a space and the mark before the end kept
	for i > 0 {
		rw := StringWidth(string(rs[i-1]))
		if w+rw > width {
			break
		}
		w += rw
		i--
	}
	return " " + mark + string(rs[i:])
}

// head is the line above the items: the filter, with the cursor while
// letters go to it, else how to use the menu.
func (m *Menu) head() string {
	if m.filter != "" || m.typing {
		if m.Typing() {
			return "filter: " + shownFilter(m.filter) + "_"
		}
		return "filter: " + shownFilter(m.filter)
	}
	return m.keysLine()
}

// keysLine says how to use the menu: its Hint, else its keys (a
// question's: the keys that answer it).
func (m *Menu) keysLine() string {
	switch {
	case m.Hint != "":
		return m.Hint
	case m.TypeToFilter:
		return "type to filter"
	case m.Question:
		return m.answerKeys() + "Enter choose · " + m.cancelKeys()
	}
	return "/ filter · Enter choose · " + m.cancelKeys()
}

// cancelKeys names the keys that cancel: Esc, and q unless an item
// answers to it (q cancelled a question whose line named Esc alone).
func (m *Menu) cancelKeys() string {
	what := "cancel"
	if m.Back != "" {
		what = m.Back
	}
	for _, it := range m.items {
		if it.Key == 'q' {
			return "Esc " + what
		}
	}
	return "Esc/q " + what
}

// closeWord is what closing the menu does, as the help says it: close,
// unless Back is set ("go back to the families").
func (m *Menu) closeWord(close string) string {
	if m.Back != "" {
		return "go " + m.Back
	}
	return close
}

// EscHint is the window's hint line's word for Esc: with Back set, it
// goes back rather than closing the window ("Esc closes the window"
// read as losing the list it came from).
func (m *Menu) EscHint() string {
	if m.Back != "" {
		return "Esc " + m.Back
	}
	return "Esc closes the window"
}

// answerKeys names the items' keys, "a or c answers · ", or "" when no
// item has one.
func (m *Menu) answerKeys() string {
	var keys []string
	for _, it := range m.items {
		if it.Key != 0 {
			keys = append(keys, Rune(it.Key).String())
		}
	}
	switch n := len(keys); n {
	case 0:
		return ""
	case 1:
		return keys[0] + " answers · "
	default:
		return strings.Join(keys[:n-1], ", ") + " or " + keys[n-1] + " answers · "
	}
}

// SetCovered says whether a window is open over the screen the menu is a
// widget of: the shell sets it before each draw. While it is, the menu
// draws no scroll mark, which beside the window's frame would read as the
// window's own.
func (m *Menu) SetCovered(c bool) { m.covered = c }

// drawItems draws the items the filter keeps, scrolled to keep the
// highlighted one in view. When they do not all fit, the last column is
// kept for scroll marks, as LinesView draws them: ▲ on the first row when
// items are hidden above, ▼ on the last when some are below (^ and v in
// ASCII).
func (m *Menu) drawItems(screen tcell.Screen) {
	th := m.theme
	lx, ly, lw, lh := m.ListRect()
	m.offset = min(m.offset, m.cur)
	if lh > 0 && m.cur >= m.offset+lh {
		m.offset = m.cur - lh + 1
	}
	m.offset = max(m.offset, 0)
	if len(m.visible) == 0 {
		DrawText(screen, lx, ly, lw, "(nothing matches)", th.Dim())
	}
	tw := lw // the width of the items' text
	scrolls := lh > 0 && len(m.visible) > lh && lw > 2
	if scrolls {
		tw--
	}
	for row := 0; row < lh && m.offset+row < len(m.visible); row++ {
		k := m.offset + row
		st := th.Base()
		if k == m.cur {
			st = th.Selected()
			Fill(screen, lx, ly+row, lw, st)
		}
		DrawText(screen, lx, ly+row, tw, cutMarked(m.items[m.visible[k]].Text, tw, th.ASCII), st)
	}
	if !scrolls || m.covered {
		return
	}
	up, down := '▲', '▼'
	if th.ASCII {
		up, down = '^', 'v'
	}
	if m.offset > 0 {
		screen.SetContent(lx+lw-1, ly, up, nil, th.Dim())
	}
	if m.offset+lh < len(m.visible) {
		screen.SetContent(lx+lw-1, ly+lh-1, down, nil, th.Dim())
	}
}

// cutMarked returns s cut to width columns with "…" ("~" in ASCII) as its
// last one when it is wider: a line cut at the edge of a window does not
// read as whole.
func cutMarked(s string, width int, ascii bool) string {
	if width < 2 || StringWidth(s) <= width {
		return s
	}
	head, _ := cutWidth(s, width-1)
	if ascii {
		return head + "~"
	}
	return head + "…"
}
