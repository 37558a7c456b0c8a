package tui

import (
	"errors"
	"testing"
)

func TestPlural(t *testing.T) {
	tests := []struct {
		n    int
		one  string
		many []string
		want string
	}{
		{0, "piece", nil, "0 pieces"},
		{1, "piece", nil, "1 piece"},
		{2, "more problem", nil, "2 more problems"},
		{1, "child", []string{"children"}, "1 child"},
		{3, "child", []string{"children"}, "3 children"},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			if got := Plural(tc.n, tc.one, tc.many...); got != tc.want {
				t.Errorf("Plural(%d, %q) = %q", tc.n, tc.one, got)
			}
		})
	}
}

// OneLine counts the problems it leaves out in the singular or plural.
func TestOneLineCounts(t *testing.T) {
	tests := []struct{ text, want string }{
		{"a", "a"},
		{"a\nb", "a (and 1 more problem)"},
		{"a\nb\nc", "a (and 2 more problems)"},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			if got := OneLine(errors.New(tc.text)); got != tc.want {
				t.Errorf("OneLine(%q) = %q", tc.text, got)
			}
		})
	}
}

func TestArticle(t *testing.T) {
	for name, want := range map[string]string{"Crab": "a Crab", "Imp Swarm": "an Imp Swarm", "eel": "an eel", "": "a "} {
		if got := Article(name); got != want {
			t.Errorf("Article(%q) = %q, want %q", name, got, want)
		}
	}
}
