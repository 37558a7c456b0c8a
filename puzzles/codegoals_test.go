package puzzles

import (
	"strings"
	"testing"
)

// A code that lists a goal twice is refused as check refuses it in a
// pack: FromCode took "goals pit, pit", and the editor saved it as a pack
// that check then failed.
func TestCodeRefusesARepeatedGoal(t *testing.T) {
	_, err := FromCode("bc1 t2 d30 | AB m6 | DE m6 | g:- | goals pit, kills 1, pit", nil)
	want := `block "goals pit, kills 1, pit": "pit" is listed twice (goals 1 and 3): leave one out, or write the goal you meant`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("FromCode: %v; want %s", err, want)
	}
	if _, err := FromCode("bc1 t2 d30 | AB m6 | DE m6 | g:- | goals pit, kills 1", nil); err != nil {
		t.Errorf("FromCode of two goals: %v", err)
	}
}

// A puzzle of a pack that lists a goal twice has no code: its code would
// not read back (show --code, y in the editor say why instead).
func TestNoCodeForARepeatedGoal(t *testing.T) {
	pk, err := Load("testdata/check-bad.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, pz := range pk.Puzzles {
		if pz.ID == "goal-twice" {
			want := `a code lists each goal once, and here "kill A1" is listed twice (goals 1 and 2)`
			if got := pz.CodeProblem(); got != want {
				t.Errorf("CodeProblem %q, want %q", got, want)
			}
			return
		}
	}
	t.Fatal("no puzzle goal-twice in testdata/check-bad.toml")
}
