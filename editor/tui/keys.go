package tui

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/gdamore/tcell/v2"
)

// Key is one key: a special key (Enter, Esc, Ctrl-R, an arrow) or a rune.
type Key struct {
	Code tcell.Key // tcell.KeyRune for a rune
	Rune rune
}

// Pseudo-keys: the mouse, and any rune a binding takes that no other does
// (the letters typed into a filter). Dispatch never sees the mouse; a
// table lists it so that the help can say what a click does.
const (
	keyMouse   tcell.Key = -1
	keyAnyRune tcell.Key = -2
)

// Mouse is a click: the widgets act on it; tables list it for the help.
var Mouse = Key{Code: keyMouse}

// AnyRune stands for every rune no other binding of the table takes.
var AnyRune = Key{Code: keyAnyRune}

// Rune returns the key of a rune.
func Rune(r rune) Key { return Key{Code: tcell.KeyRune, Rune: r} }

// Runes returns the keys of each rune of s.
func Runes(s string) []Key {
	var out []Key
	for _, r := range s {
		out = append(out, Rune(r))
	}
	return out
}

// Special returns the key of a special key: tcell.KeyEnter, KeyCtrlR ...
func Special(k tcell.Key) Key { return Key{Code: k} }

// Keys lists keys: runes (a rune or a string of them) and tcell.Key values.
func Keys(keys ...any) []Key {
	var out []Key
	for _, k := range keys {
		switch k := k.(type) {
		case rune:
			out = append(out, Rune(k))
		case string:
			out = append(out, Runes(k)...)
		case tcell.Key:
			out = append(out, Special(k))
		case Key:
			out = append(out, k)
		default:
			panic(fmt.Sprintf("tui.Keys: %T is not a key", k))
		}
	}
	return out
}

// Arrows are the four arrow keys.
var Arrows = Keys(tcell.KeyUp, tcell.KeyDown, tcell.KeyLeft, tcell.KeyRight)

// KeyOf returns the key of an event. Backspace is one key, whichever code
// the terminal sends.
func KeyOf(ev *tcell.EventKey) Key {
	switch ev.Key() {
	case tcell.KeyRune:
		return Rune(ev.Rune())
	case tcell.KeyBackspace2:
		return Special(tcell.KeyBackspace)
	}
	return Special(ev.Key())
}

// IsRune reports whether k is a rune.
func (k Key) IsRune() bool { return k.Code == tcell.KeyRune }

// specialNames are the names the help uses for special keys.
var specialNames = map[tcell.Key]string{
	tcell.KeyEnter: "Enter", tcell.KeyEscape: "Esc", tcell.KeyTab: "Tab", tcell.KeyBacktab: "Shift-Tab",
	tcell.KeyUp: "↑", tcell.KeyDown: "↓", tcell.KeyLeft: "←", tcell.KeyRight: "→",
	tcell.KeyHome: "Home", tcell.KeyEnd: "End", tcell.KeyPgUp: "PgUp", tcell.KeyPgDn: "PgDn",
	tcell.KeyDelete: "Delete", tcell.KeyBackspace: "Backspace", tcell.KeyBackspace2: "Backspace",
	tcell.KeyInsert: "Insert", tcell.KeyPause: "Pause", tcell.KeyPrint: "Print", tcell.KeyCancel: "Cancel",
	tcell.KeyClear: "Clear", tcell.KeyHelp: "Help", tcell.KeyExit: "Exit",
	keyMouse: "click", keyAnyRune: "type",
}

// String names the key as the help writes it: "q", "Space", "Enter",
// "Ctrl-R", "↑".
func (k Key) String() string {
	switch {
	case k.Code == tcell.KeyRune && k.Rune == ' ':
		return "Space"
	case k.Code == tcell.KeyRune:
		return string(k.Rune)
	case k.Code >= tcell.KeyCtrlA && k.Code <= tcell.KeyCtrlZ && k.Code != tcell.KeyTab && k.Code != tcell.KeyEnter && k.Code != tcell.KeyBackspace:
		return "Ctrl-" + string(rune('A'+k.Code-tcell.KeyCtrlA))
	case k.Code >= tcell.KeyF1 && k.Code <= tcell.KeyF64:
		return fmt.Sprintf("F%d", k.Code-tcell.KeyF1+1)
	}
	if n, ok := specialNames[k.Code]; ok {
		return n
	}
	return fmt.Sprintf("key %d", k.Code)
}

// Binding ties keys to one action: the keys, the action's name (its
// handler is named after it), the handler, the line of the help, the hint
// for the status line, and why the action cannot act now.
type Binding struct {
	Keys []Key
	// Action names what the keys do, as the handler is named: "undo".
	Action string
	// Do is the handler. A nil Do leaves the keys to the focused widget:
	// the binding only documents them (the board moves its cursor).
	Do func()
	// Help is the line of the help screen. A binding without one is
	// documented by another binding of the same Action (a state's table
	// borrows a key to show it in its hints), or, with Also, by the line
	// of the binding before it.
	Help string
	// Label writes the keys on the help line when their names alone would
	// not say it ("Enter on a piece"); it must name every key.
	Label string
	// Also puts the binding on the help line of the one before it: "u,
	// Ctrl-R  undo, redo".
	Also bool
	// Hint is the binding's text on the status line ("u undo"); "" keeps
	// it off. Only the first table of a Keymap gives the hints, the most
	// important first: by Rank, then in the table's order.
	Hint string
	Rank int
	// Disabled, when set, says why the action cannot act now ("nothing to
	// undo"); the key then says so instead of acting.
	Disabled func() string
	// Type, for a binding of AnyRune, takes the rune typed (instead of Do).
	Type func(r rune)
}

// As returns a copy of b for another table: documented by b's help line,
// shown in that table's hints as hint ("" for none), at rank 0.
func (b Binding) As(hint string) Binding {
	b.Help, b.Label, b.Also, b.Hint, b.Rank = "", "", false, hint, 0
	return b
}

// Hinted returns b with hint at rank r.
func (b Binding) Hinted(hint string, r int) Binding {
	b.Hint, b.Rank = hint, r
	return b
}

// Ranked returns b with its hint at rank r.
func (b Binding) Ranked(r int) Binding {
	b.Rank = r
	return b
}

// label writes the binding's keys for the help.
func (b *Binding) label() string {
	if b.Label != "" {
		return b.Label
	}
	names := make([]string, 0, len(b.Keys))
	for _, k := range b.Keys {
		if n := k.String(); !contains(names, n) {
			names = append(names, n)
		}
	}
	return strings.Join(names, ", ")
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// binds reports whether b takes key k.
func (b *Binding) binds(k Key) bool {
	for _, x := range b.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// Table is the key bindings of one screen in one mode (or of a widget),
// in the order of the help; Title names its section of the help ("" keeps
// it out: a state's table of borrowed keys).
type Table struct {
	Title    string
	Bindings []Binding
	// Prompt, when set, is the whole hint line while the table is first:
	// a question waits for its answer ("move: which direction? a-f").
	Prompt func() string
	// Else takes a key no binding of the table takes, before the tables
	// below it; it reports whether it used the key (a question swallows
	// the keys that do not answer it).
	Else func(k Key) bool
}

// WithHint returns t with the hint of its binding for action as hint (""
// leaves it off the line): a hint that changes with the cell under the
// cursor ("Enter: move", "Enter: deselect"). It returns t when no binding
// has that action.
func (t *Table) WithHint(action, hint string) *Table {
	i := slices.IndexFunc(t.Bindings, func(b Binding) bool { return b.Action == action })
	if i < 0 {
		return t
	}
	c := *t
	c.Bindings = slices.Clone(t.Bindings)
	c.Bindings[i].Hint = hint
	return &c
}

// Lookup returns the binding of the table that takes k: the one bound to
// k, else one bound to AnyRune for a rune; nil when there is none.
func (t *Table) Lookup(k Key) *Binding {
	for i := range t.Bindings {
		if t.Bindings[i].binds(k) {
			return &t.Bindings[i]
		}
	}
	if k.IsRune() {
		for i := range t.Bindings {
			if t.Bindings[i].binds(AnyRune) {
				return &t.Bindings[i]
			}
		}
	}
	return nil
}

// Find returns the binding of action in the first of tables that has it,
// for a table to borrow; a binding of no keys when none has it (CheckKeys
// then says so).
func Find(action string, tables ...*Table) Binding {
	for _, t := range tables {
		if t == nil {
			continue
		}
		for _, b := range t.Bindings {
			if b.Action == action {
				return b
			}
		}
	}
	return Binding{Action: action}
}

// Keymap is the tables of the moment, the most specific first: a key goes
// to the first binding that takes it.
type Keymap []*Table

// Dispatch runs the action bound to k. It reports whether the key was
// used; false leaves it to the focused widget (no binding takes it, or
// its binding documents the widget's key). A disabled action says why
// through say instead of acting.
func (km Keymap) Dispatch(k Key, say func(msg string, isErr bool)) bool {
	for _, t := range km {
		if b := t.Lookup(k); b != nil {
			return b.run(k, say)
		}
		if t.Else != nil && t.Else(k) {
			return true
		}
	}
	return false
}

// acts reports whether the binding has a handler (else the keys are the
// focused widget's).
func (b *Binding) acts() bool { return b.Do != nil || b.Type != nil }

// run runs the binding's handler on k, or says why it cannot act.
func (b *Binding) run(k Key, say func(string, bool)) bool {
	if !b.acts() {
		return false
	}
	if b.Disabled != nil {
		if why := b.Disabled(); why != "" {
			say(why, true)
			return true
		}
	}
	if b.Type != nil {
		b.Type(k.Rune)
	} else {
		b.Do()
	}
	return true
}

// Hints returns the status line's hints: the first table's prompt, or its
// bindings' hints in order.
func (km Keymap) Hints() []string {
	if len(km) == 0 {
		return nil
	}
	if km[0].Prompt != nil {
		return []string{km[0].Prompt()}
	}
	var hinted []*Binding
	for i := range km[0].Bindings {
		if b := &km[0].Bindings[i]; b.Hint != "" {
			hinted = append(hinted, b)
		}
	}
	sort.SliceStable(hinted, func(i, j int) bool { return hinted[i].Rank < hinted[j].Rank })
	out := make([]string, len(hinted))
	for i, b := range hinted {
		out[i] = b.Hint
	}
	return out
}

// Capture returns an input capture for a widget (a dialog) that runs the
// table's bindings and passes the other keys on.
func (t *Table) Capture(say func(string, bool)) func(*tcell.EventKey) *tcell.EventKey {
	return func(ev *tcell.EventKey) *tcell.EventKey {
		if (Keymap{t}).Dispatch(KeyOf(ev), say) {
			return nil
		}
		return ev
	}
}

// MenuCapture is t.Capture for a menu that takes t's keys before its own:
// while a filter is being typed ("/"), a letter is the filter's, not t's
// (a facing key a..f placed the highlighted piece at "/c", and the rest of
// the word ran the board's keys once the menu had closed).
func (t *Table) MenuCapture(m *Menu, say func(string, bool)) func(*tcell.EventKey) *tcell.EventKey {
	capture := t.Capture(say)
	return func(ev *tcell.EventKey) *tcell.EventKey {
		if m.Typing() && ev.Key() == tcell.KeyRune {
			return ev
		}
		return capture(ev)
	}
}

// quiet is a say for widgets, whose bindings are never disabled.
func quiet(string, bool) {}
