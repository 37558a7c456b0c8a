package puzzles

import (
	"context"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// Every shipped pack loads and passes Check; the engine confirms every
// lesson's answer and solution.
func TestShippedPacksAreSound(t *testing.T) {
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(packs) != len(ShippedFiles()) || len(packs) == 0 {
		t.Fatalf("%d packs of %d files", len(packs), len(ShippedFiles()))
	}
	for _, pk := range packs {
		for _, r := range Check(context.Background(), pk, nil) {
			t.Run(pk.File+"/"+r.ID, func(t *testing.T) {
				for _, p := range r.Problems {
					t.Error(p)
				}
			})
		}
	}
}

// The lessons pack teaches close combat, division and ties first, in that
// order, and what their texts claim holds.
func TestLessons(t *testing.T) {
	data, err := ShippedData("packs/lessons.toml")
	if err != nil {
		t.Fatal(err)
	}
	pk, err := Parse("packs/lessons.toml", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, l := range pk.Lessons {
		ids = append(ids, l.ID)
	}
	if len(ids) < 3 || ids[0] != "close-combat" || ids[1] != "division" || ids[2] != "ties" {
		t.Fatalf("lessons %v", ids)
	}
	if got := cellNames(pk.Lessons[0].Dies); got != "A1 CD1" {
		t.Errorf("close combat: dies %s", got)
	}
	if got := cellNames(pk.Lessons[2].Dies); got != "A1 A2 D1 D2 B2 BC2" {
		t.Errorf("ties: dies %s", got)
	}
	// Division: "alone, neither piece can beat it without dying", and the
	// two together can.
	div := pk.Lessons[1]
	cat := pk.Catalogue()
	for _, o := range []string{"move A2 D 1", "move F4 C 3"} {
		_, ok, err := div.Try(orders(t, cat, o))
		if err != nil || ok {
			t.Errorf("%s alone reaches the goals (err %v)", o, err)
		}
	}
	if _, ok, err := div.Try(div.Solution); err != nil || !ok {
		t.Errorf("the solution fails: %v", err)
	}
	// The pack pins the numbers it relies on: a catalogue with other
	// numbers does not change the answers.
	base := DefaultCatalogue()
	for _, name := range []string{"Pikeman", "Bird", "Crab"} {
		id, _ := base.Lookup(name)
		k := *base.Kind(id)
		k.Combat = [6]int8{1, 1, 1, 1, 1, 1}
		base.Put(k)
	}
	other, err := Parse("packs/lessons.toml", data, base)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range Check(context.Background(), other, nil) {
		if !r.OK() {
			t.Errorf("over another catalogue: %v", r.Problems)
		}
	}
}

func cellNames(cells []engine.Loc) string {
	s := ""
	for i, c := range cells {
		if i > 0 {
			s += " "
		}
		s += c.String()
	}
	return s
}
