package quality

import (
	"context"
	"slices"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
)

// analyzeDecisive analyses a puzzle of testdata/decisive.toml, measuring
// which themes decide it.
func analyzeDecisive(t *testing.T, id string) *Report {
	t.Helper()
	pk, err := puzzles.Load("testdata/decisive.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	pz := pk.Puzzle(id)
	if pz == nil {
		t.Fatalf("no puzzle %q", id)
	}
	q, err := FromScenario(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(context.Background(), q, Options{Workers: 1, Decisive: true})
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	if !r.DecisiveMeasured {
		t.Fatalf("%s: Decisive not measured", id)
	}
	return r
}

// A Catapult that fights a fight the Reverse Centaur wins anyway takes
// part, and so shows among the themes, but decides nothing: with it made
// plain the solution still works and is still the only one. The Reverse
// Centaur decides: without its rule there is no solution.
func TestDecisiveDropsASpecialThatDecidesNothing(t *testing.T) {
	r := analyzeDecisive(t, "gen-2-949")
	for _, th := range []string{"Catapult", "Reverse Centaur"} {
		if !slices.Contains(r.Themes, th) {
			t.Fatalf("themes %v: want %s among them (it takes part)", r.Themes, th)
		}
	}
	if slices.Contains(r.Decisive, "Catapult") {
		t.Errorf("decisive %v: the Catapult decides nothing", r.Decisive)
	}
	if !slices.Contains(r.Decisive, "Reverse Centaur") {
		t.Errorf("decisive %v: the Reverse Centaur decides", r.Decisive)
	}
	if err := Themed(r, nil); err != nil {
		t.Errorf("themed: %v", err)
	}
}

// A puzzle whose only themes beyond the facing are rules that decide
// nothing (a Cerberus, a Harpy and its knockback) fails the themed filter
// once the decisive themes are measured, and passed it before.
func TestThemedJudgesTheDecisiveThemes(t *testing.T) {
	r := analyzeDecisive(t, "gen-3-152")
	for _, th := range []string{"Cerberus", "Harpy", ThemeKnockback} {
		if !slices.Contains(r.Themes, th) {
			t.Fatalf("themes %v: want %s among them", r.Themes, th)
		}
		if slices.Contains(r.Decisive, th) {
			t.Errorf("decisive %v: %s decides nothing", r.Decisive, th)
		}
	}
	if err := Themed(r, nil); err == nil {
		t.Errorf("themed passes a puzzle decided by no rule (decisive %v)", r.Decisive)
	}
	presence := *r
	presence.DecisiveMeasured = false
	if err := Themed(&presence, nil); err != nil {
		t.Errorf("without the measure, themed judges the themes that show, as before: %v", err)
	}
}
