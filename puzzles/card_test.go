package puzzles

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/rivo/uniseg"
)

// A kind's rule is wrapped by the columns it takes, not by its bytes: an
// accented rule was broken as if each é took two columns, and a CJK rule
// ran past the card's width.
func TestKindCardWrapsByWidth(t *testing.T) {
	accented := "Frappe à l'épée de côté et évite l'ennemi qui s'élève à côté de lui."
	plain := "Frappe a l'epee de cote et evite l'ennemi qui s'eleve a cote de lui."
	got, want := wrap(accented, 34), wrap(plain, 34)
	if len(got) != len(want) {
		t.Fatalf("accented rule wrapped as %q, want the lines of %q", got, want)
	}
	for i := range got {
		if uniseg.StringWidth(got[i]) != len(want[i]) {
			t.Errorf("line %d: %q, want as wide as %q", i+1, got[i], want[i])
		}
	}
	k := engine.Kind{Name: "漢字", Rule: strings.Repeat("漢字の規則 ", 8)}
	card := KindCard(&k)
	for _, line := range card[7:] {
		if w := uniseg.StringWidth(line); w > 34 {
			t.Errorf("rule line %q takes %d columns, more than the card's 34", line, w)
		}
	}
	if len(card) < 9 {
		t.Errorf("CJK rule not wrapped: %q", card[7:])
	}
}
