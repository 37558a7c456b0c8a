package puzzles

import (
	"context"
	"reflect"
	"regexp"
	"slices"
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

// A shipped position is one a game reaches: check has no note on it (a
// territory listed under sudden death, a territory that would have been
// ransacked ...).
func TestShippedPositionsHaveNoNotes(t *testing.T) {
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, pk := range packs {
		for _, r := range Check(context.Background(), pk, nil) {
			for _, n := range r.Notes {
				t.Errorf("%s %s %q: note: %s", pk.File, r.What, r.ID, n)
			}
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

// The shipped packs come in the order the trainer lists them: the lessons,
// then First tactics, then Tactics; a new pack file must be given its place
// in shippedOrder.
func TestShippedOrder(t *testing.T) {
	if got := ShippedFiles(); !slices.Equal(got, shippedOrder) {
		t.Errorf("shipped packs %q, want %q", got, shippedOrder)
	}
}

// First tactics pins the numbers of the kinds as the tactics pack does, so
// that its puzzles (once of the tactics pack) keep their answers.
func TestFirstTacticsPinTacticsKinds(t *testing.T) {
	kinds := map[string][]KindSpec{}
	for _, name := range []string{"packs/tactics.toml", "packs/first-tactics.toml"} {
		kinds[name] = shippedPack(t, name).Kinds
	}
	if a, b := kinds["packs/tactics.toml"], kinds["packs/first-tactics.toml"]; len(a) == 0 || !reflect.DeepEqual(a, b) {
		t.Errorf("the kinds differ:\ntactics       %+v\nfirst tactics %+v", a, b)
	}
}

// The shipped texts name the players as every screen does, by colour
// (docs/packs.md): the lessons said "player 2's Cyclops" while the board,
// the goal ("eliminate Blue") and the orders said Blue. Only the first
// lesson says which number is which colour.
func TestShippedTextsNamePlayersByColour(t *testing.T) {
	numbered := regexp.MustCompile(`(?i)\bplayer\s+[1-6]\b`)
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, pk := range packs {
		say := func(what, id, text string) {
			if m := numbered.FindString(text); m != "" {
				t.Errorf("%s %s %q says %q: name the player by colour (Red, Blue, ...)", pk.File, what, id, m)
			}
		}
		for _, pz := range pk.Puzzles {
			for _, s := range append([]string{pz.Title, pz.Description, pz.Explanation}, pz.Hints...) {
				say("puzzle", pz.ID, s)
			}
		}
		for _, l := range pk.Lessons {
			texts := append([]string{l.Title, l.Why}, l.Hints...)
			if l.ID != "the-board" { // where the colours are introduced
				texts = append(texts, l.Text)
			}
			for _, w := range l.Wrong {
				texts = append(texts, w.Why)
			}
			for _, s := range texts {
				say("lesson", l.ID, s)
			}
		}
	}
}
