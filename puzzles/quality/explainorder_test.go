package quality

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// An explanation tells the turn in its order: a fight before anything
// moves comes before the moves, in the words the trainer's account of a
// turn gives that stage (engine.Stage.When), and the moves follow with
// "then".
func TestExplainSaysTheFightsBeforeTheMovesFirst(t *testing.T) {
	pz := shippedTactic(t, "empty-sky")
	ex, err := Explain(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	when := engine.StagePlace.When()
	want := strings.ToUpper(when[:1]) + when[1:] + ", your Blockhead on E1 beats Blue's Crab on EF1, front 5 against front-left 3. Then your Blockhead steps from E1 to EF1 at priority 1."
	if !strings.HasPrefix(ex.Text, want) {
		t.Errorf("%q does not start %q", ex.Text, want)
	}
	checkDerived(t, pz, ex)
}

// Moves that end at the same priority say it once.
func TestExplainSaysASharedPriorityOnce(t *testing.T) {
	pz := shippedTactic(t, "two-ways-in")
	ex, err := Explain(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	want := "Your Necromancer steps from EF4 to EF2 and your Cyclops steps from E3 to EF4, both at priority 1."
	if !strings.HasPrefix(ex.Text, want) {
		t.Errorf("%q does not start %q", ex.Text, want)
	}
	checkDerived(t, pz, ex)
}

// Under "any", when no fight happens in every reply, an explanation says
// what the opponent can try and the fight that beats it: Crab under the
// cloud's Magician in the Pit loses to the Cloud Man landing on A1, the
// Crab beats it.
func TestExplainAnySaysWhatATryMeets(t *testing.T) {
	pz := shippedTactic(t, "crab-under-the-cloud")
	ex, err := Explain(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	want := "Whatever Blue does, your Crab holds the Pit. If Blue's Cloud Man vanishes from A2 and lands on A1 at the end of the turn, your Crab in the Pit beats it, front-right 3 against back 2 / 2 opponents = 1."
	if !strings.HasSuffix(ex.Text, want) {
		t.Errorf("%q does not end %q", ex.Text, want)
	}
	checkDerived(t, pz, ex)
}

// Under "fixed" the replies are known: a piece of Blue's that moves into
// the fight that beats it is said to, so that the text shows what the
// orders wait for (The centaur waits: the Cyclops steps to D1, beside the
// Reverse Centaur that reached the Pit a priority before).
func TestExplainFixedSaysWhatTheScriptWalksInto(t *testing.T) {
	pz := shippedTactic(t, "the-centaur-waits")
	ex, err := Explain(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	want := "Your Reverse Centaur steps from F1 into the Pit at priority 2. Blue's Cyclops steps from D2 to D1 at priority 1, where your Reverse Centaur in the Pit beats it, back-right 2 against front-left 1 (its speed, against a Reverse Centaur)."
	if !strings.HasPrefix(ex.Text, want) {
		t.Errorf("%q does not start %q", ex.Text, want)
	}
	checkDerived(t, pz, ex)
}

// A fight on the way comes with the step that brings it, before the rest
// of the move: The drunk's raid said the Drunk reached EF2 at priority 1,
// then that it fought on EF3 at priority 2.
func TestExplainSaysAFightOnTheWayWithItsStep(t *testing.T) {
	pz := shippedTactic(t, "the-drunks-raid")
	ex, err := Explain(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	want := "Your Drunk steps from F3 to EF3 at priority 2, where it beats Blue's Bird on EF5, front-left 2 against front-right 1, and goes on to EF2 at priority 1. Blue's Catapult steps from EF4 to EF5 at priority 1, where your Drunk on EF2 beats it, front 5 against front-right 2. EF is ransacked."
	if ex.Text != want {
		t.Errorf("%q, want %q", ex.Text, want)
	}
	checkDerived(t, pz, ex)
}
