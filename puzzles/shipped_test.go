package puzzles

import (
	"context"
	"testing"
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

// The lessons pack pins the numbers it relies on: a catalogue with other
// numbers does not change its answers.
func TestLessonsPinTheirNumbers(t *testing.T) {
	data, err := ShippedData("packs/lessons.toml")
	if err != nil {
		t.Fatal(err)
	}
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
