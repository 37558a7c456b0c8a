package quality

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// shippedTactic returns a puzzle of the shipped tactics pack.
func shippedTactic(t *testing.T, id string) *puzzles.Puzzle {
	t.Helper()
	pk, err := puzzles.ParseShipped("packs/tactics.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	pz := pk.Puzzle(id)
	if pz == nil {
		t.Fatalf("no puzzle %q", id)
	}
	return pz
}

// An explanation words the fight that decides a puzzle as the replay
// words it, with the numbers that decided it: those an author wrote for
// Pincer ("its front 8 becomes 4 against the Blockhead's front 5"). The
// fight the Blockhead's step brings about is said with the step, where
// and when it ends, and the goals in a sentence of their own.
func TestExplainWordsTheDecidingFight(t *testing.T) {
	pz := shippedTactic(t, "pincer")
	ex, err := Explain(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"your Blockhead steps from C2 to C1 at priority 1, where it beats Blue's Cyclops in the Pit, front 5 against front 8 / 2 opponents = 4.",
		"You earn 1 kill and you lose nothing.",
	} {
		if !strings.Contains(ex.Text, want) {
			t.Errorf("%q does not say %q", ex.Text, want)
		}
	}
	checkDerived(t, pz, ex)
}

// Under "any" an explanation says only what holds against every reply.
// Cover the exits: against no orders the Cyclops beats the Pikeman where
// it stands, and an explanation under "hold" says so outright; under
// "any" that fight is said only of the replies in which the Pikeman stays,
// and the text says where each reply leaves it to be beaten, and by whom.
func TestExplainAnySaysOnlyWhatEveryReplyBears(t *testing.T) {
	pz := shippedTactic(t, "cover-the-exits")
	fight := "your Cyclops on CD2 beats Blue's Pikeman on CD1, front 8 against front-right 2"
	folded := "your Cyclops steps from C3 to CD2 at priority 1, where it beats Blue's Pikeman on CD1, front 8 against front-right 2"

	hold := *pz
	hold.Opponent = engine.Hold
	ex, err := Explain(&hold.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ex.Text, folded) || strings.Contains(ex.Text, "If it stays") {
		t.Errorf("under hold: %q, want the fight said outright", ex.Text)
	}

	ex, err = Explain(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Whatever Blue does, Blue's Pikeman from CD1 dies and you lose nothing: your Cyclops beats it on CD1 or C2, your Bird on C1.",
		"If it stays, at priority 1 " + fight + ".",
	} {
		if !strings.Contains(ex.Text, want) {
			t.Errorf("%q does not say %q", ex.Text, want)
		}
	}
	if i := strings.Index(ex.Text, fight); i >= 0 && !strings.HasSuffix(ex.Text[:i], "If it stays, at priority 1 ") {
		t.Errorf("%q says the fight of one reply outright", ex.Text)
	}
	checkDerived(t, pz, ex)
}

// checkDerived checks that every claim of ex holds on every turn it speaks
// of, and states every number and cell of its text.
func checkDerived(t *testing.T, pz *puzzles.Puzzle, ex *Explanation) {
	t.Helper()
	turns, err := Turns(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	if pz.Opponent == engine.Any && len(turns) != len(Replies(&pz.Scenario)) {
		t.Errorf("%d turns for %d replies", len(turns), len(Replies(&pz.Scenario)))
	}
	for _, turn := range turns {
		for _, err := range pz.CheckClaims(ex.Claims, turn) {
			t.Error(err)
		}
	}
	only := *pz
	only.Description, only.Hints, only.Explanation, only.Claims = "", nil, ex.Text, ex.Claims
	if n, c := only.UnclaimedNumbers(), only.UnclaimedCells(); len(n)+len(c) > 0 {
		t.Errorf("%q names %v %v, which no claim states", ex.Text, n, c)
	}
}
