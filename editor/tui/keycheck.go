package tui

import (
	"fmt"
	"strings"
)

// CheckKeys checks the key tables of a screen against its help and its
// widgets, and returns what is wrong: a binding without keys, action or
// help (its own, the line it joins, or a binding of the same action on the
// help screen); a help line that names a key its binding does not take, or
// misses one it does; a key bound twice in one table; a key left to the
// widgets (nil Do) that no widget table binds; help that the help screen
// does not show. help is what the screen's help shows; others are the
// tables it dispatches that the help does not show (a state's borrowed
// keys, a question); widgets are the tables of the Board, Menu and
// LinesView the screen leaves keys to.
func CheckKeys(help Help, others []*Table, widgets []*Table) []error {
	var errs []error
	shown := map[*Table]bool{}
	documented := map[string]*Binding{} // by action, the bindings on a help line
	for _, t := range help.Tables {
		shown[t] = t.Title != ""
		for i := range t.Bindings {
			if b := &t.Bindings[i]; b.Help != "" || b.Also {
				documented[b.Action] = b
			}
		}
	}
	for _, t := range append(append([]*Table(nil), help.Tables...), others...) {
		for i := range t.Bindings {
			b := &t.Bindings[i]
			fail := func(format string, args ...any) {
				errs = append(errs, fmt.Errorf("table %q, %s (%s): %s", t.Title, b.Action, b.label(), fmt.Sprintf(format, args...)))
			}
			if len(b.Keys) == 0 || b.Action == "" {
				fail("no keys or no action")
			}
			checkDocumented(t, i, shown[t] || t.Prompt != nil, documented, fail)
			checkBound(t, i, widgets, fail)
		}
	}
	return errs
}

// checkBound checks that binding i of t is the first of t to take each of
// its keys, and that a key it leaves to the widgets is one they take.
func checkBound(t *Table, i int, widgets []*Table, fail func(string, ...any)) {
	b := &t.Bindings[i]
	for _, k := range b.Keys {
		if j := firstBinding(t, k); j != i && (b.acts() || t.Bindings[j].acts()) {
			fail("key %s is bound to %s before it", k, t.Bindings[j].Action)
		}
		if !b.acts() && k != Mouse && !widgetBinds(widgets, k) {
			fail("key %s is left to the widgets, and no widget binds it", k)
		}
	}
}

// checkDocumented checks that binding i of t is documented, on a help line
// that names its keys, in a table the help screen shows (or one that asks
// a question: shown).
func checkDocumented(t *Table, i int, shown bool, documented map[string]*Binding, fail func(string, ...any)) {
	b := &t.Bindings[i]
	switch {
	case b.Also:
		j := i - 1
		for j >= 0 && t.Bindings[j].Also {
			j--
		}
		if j < 0 || t.Bindings[j].Help == "" {
			fail("joins the help line before it, and there is none")
		} else if first := &t.Bindings[j]; first.Label != "" {
			checkLabel(first.Label, b.Keys, fail)
		}
	case b.Help != "":
		if !shown {
			fail("its help is in a table the help screen does not show")
		}
		if b.Label != "" {
			checkLabel(b.Label, b.Keys, fail)
		}
	default:
		d := documented[b.Action]
		if d == nil {
			fail("no help text: no binding of %s has one", b.Action)
			return
		}
		for _, k := range b.Keys {
			if !d.binds(k) {
				fail("key %s is not among the keys its help line documents (%s)", k, d.label())
			}
		}
	}
}

// checkLabel checks that a help line's label names every key: by its name,
// by a range ("a..f", "1..5") or, for the arrow keys, by "arrows".
func checkLabel(label string, keys []Key, fail func(string, ...any)) {
	words := strings.FieldsFunc(label, func(r rune) bool { return r == ' ' || r == ',' || r == ';' })
	for _, k := range keys {
		if !labelNames(words, k) {
			fail("the help line %q does not name key %s", label, k)
		}
	}
}

func labelNames(words []string, k Key) bool {
	for _, w := range words {
		if wordNames(w, k) {
			return true
		}
	}
	return false
}

// aliases are the words a label may name keys by, besides their names.
var aliases = map[string][]Key{
	"arrows": Arrows, "mouse": {Mouse}, "click": {Mouse}, "type": {AnyRune}, "letters": {AnyRune},
}

// wordNames reports whether a word of a label names k: its name (a
// special key's in any case), an alias, or a range of runes ("a..f").
func wordNames(w string, k Key) bool {
	name := k.String()
	if w == name || !k.IsRune() && strings.EqualFold(w, name) {
		return true
	}
	for _, a := range aliases[w] {
		if a == k {
			return true
		}
	}
	r := []rune(w)
	return k.IsRune() && len(r) == 4 && r[1] == '.' && r[2] == '.' && k.Rune >= r[0] && k.Rune <= r[3]
}

// firstBinding returns the index of the first binding of t that binds k.
func firstBinding(t *Table, k Key) int {
	for i := range t.Bindings {
		if t.Bindings[i].binds(k) {
			return i
		}
	}
	return -1
}

// widgetBinds reports whether a widget table acts on k.
func widgetBinds(widgets []*Table, k Key) bool {
	for _, w := range widgets {
		if b := w.Lookup(k); b != nil && b.acts() {
			return true
		}
	}
	return false
}
