package tui

import "testing"

// A filter typed or pasted with a bidi mark or a joiner in it shows them
// as U+FFFD on its line, as a text field shows a bidi mark: drawn raw,
// "ab\u202ecd" showed as "ab cd", and a joiner between two emoji left a
// stray column and the border doubled.
func TestFilterLineShowsMarks(t *testing.T) {
	m := NewMenu(NewTheme(false), "m", []MenuItem{{Text: "one"}}, func(int) {})
	for filter, want := range map[string]string{
		"ab\u202ecd":         "filter: ab\uFFFDcd",
		"👩\u200d👧":           "filter: 👩\uFFFD👧",
		"crab\u200fpit\x07x": "filter: crab\uFFFDpit\uFFFDx",
		"plain words":        "filter: plain words",
	} {
		m.SetFilter(filter)
		if got := m.head(); got != want {
			t.Errorf("filter %q: the line says %q, want %q", filter, got, want)
		}
		if m.Filter() != filter {
			t.Errorf("the filter became %q, want %q as typed", m.Filter(), filter)
		}
	}
}
