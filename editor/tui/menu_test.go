package tui

import "testing"

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
