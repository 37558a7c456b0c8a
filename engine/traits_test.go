package engine

import (
	"strings"
	"testing"
)

// Every special rule but Plain has a trait, every trait belongs to some rule,
// and every trait has a name: a trait added without a row, or a rule
// without its traits, fails here.
func TestTraitsTable(t *testing.T) {
	var all Trait
	for s := Special(0); s < numSpecials; s++ {
		tr := s.Traits()
		if (tr == 0) != (s == Plain) {
			t.Errorf("%v has traits %v", s, tr)
		}
		all |= tr
	}
	if want := Trait(1<<numTraits - 1); all != want {
		t.Errorf("traits held by no special rule: %v", want&^all)
	}
	seen := map[string]bool{}
	for i := 0; i < numTraits; i++ {
		n := Trait(1 << i).String()
		if n == "" || strings.Contains(n, "+") || seen[n] {
			t.Errorf("trait %d is named %q", i, n)
		}
		seen[n] = true
	}
	if got := (DiesInTrench | DoublesAgainstTrench).String(); got != "dies-in-trench+doubles-against-trench" {
		t.Errorf("String = %q", got)
	}
	if Special(200).Has(Raises) || Special(200).Traits() != 0 {
		t.Error("an unknown special rule has traits")
	}
}

// The traits say what the rules document says of each special piece.
func TestTraitsOfSpecials(t *testing.T) {
	cases := []struct {
		s    Special
		want Trait
	}{
		{Witch, MovesAndTurns | DiesIfStill},
		{LeftBerzerker, CannotRotate},
		{CloudMan, CannotRotate | Vanishes},
		{Catapult, DiesInTrench | DoublesAgainstTrench},
		{ReverseCentaur, OpponentsUseSpeed},
		{Priest, Converts | MultipliedByEnemies},
		{Harpy, KnocksBack | Bombs | KillsWhatLands},
	}
	for _, c := range cases {
		if got := c.s.Traits(); got != c.want {
			t.Errorf("%v: %v, want %v", c.s, got, c.want)
		}
	}
	k := Kind{Name: "Ghost", Special: CloudMan}
	if !k.Has(Vanishes) || !k.Has(FightsAllies|Vanishes) || k.Has(FightsAllies) {
		t.Error("Kind.Has")
	}
}
