package trainer

import (
	"regexp"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/puzzles"
)

// The shipped texts are reflowed as written: a list item written on
// several lines reads as one line (the-turn's items, whose continuation
// lines are indented, showed each continuation as a line of its own),
// no line keeps an indentation (no shipped text has an indented block),
// and a number that ends a line's sentence does not start a list item of
// its own ("at priority" / "3. There it stands behind ...").
func TestShippedTextsReflowAsWritten(t *testing.T) {
	packs, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	check := func(where, text string) { checkReflow(t, where, text) }
	for _, pk := range packs {
		check(pk.ID+" description", pk.Description)
		for _, pz := range pk.Puzzles {
			for _, s := range append([]string{pz.Description, pz.Explanation}, pz.Hints...) {
				check(pk.ID+" "+pz.ID, s)
			}
		}
		for _, l := range pk.Lessons {
			texts := append([]string{l.Text, l.Why}, l.Hints...)
			for _, w := range l.Wrong {
				texts = append(texts, w.Why)
			}
			for _, s := range texts {
				check(pk.ID+" "+l.ID, s)
			}
		}
	}
}

// numbered is a line that starts with a number and ". ".
var numbered = regexp.MustCompile(`^\d+\. `)

// checkReflow reports a line of text reflowed that keeps an indentation,
// or that starts with a number and is no item of a list.
func checkReflow(t *testing.T, where, text string) {
	t.Helper()
	lines := strings.Split(tui.Reflow(text), "\n")
	for i, line := range lines {
		if strings.TrimSpace(line) != line {
			t.Errorf("%s: line %q keeps its indentation:\n%s", where, line, tui.Reflow(text))
		}
		if numbered.MatchString(line) && i > 0 && lines[i-1] != "" && !strings.HasSuffix(lines[i-1], ":") && !numbered.MatchString(lines[i-1]) {
			t.Errorf("%s: a sentence's number starts a line of its own, %q:\n%s", where, line, tui.Reflow(text))
		}
	}
}

// The-turn's list reads as its opening line and six items, one line each.
func TestTheTurnListReflowsIntoItems(t *testing.T) {
	packs, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, pk := range packs {
		if pk.ID != "lessons" {
			continue
		}
		para, _, _ := strings.Cut(tui.Reflow(pk.Lesson("the-turn").Text), "\n\n")
		lines := strings.Split(para, "\n")
		if len(lines) != 7 || lines[0] != "A whole turn, in order:" {
			t.Fatalf("the-turn's list reflows into %d lines, want its opening line and six items:\n%s", len(lines), para)
		}
		for _, line := range lines[1:] {
			if !strings.HasPrefix(line, "- ") {
				t.Errorf("the-turn's list has a line %q that is no item", line)
			}
		}
	}
}
