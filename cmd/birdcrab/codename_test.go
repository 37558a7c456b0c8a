package main

import (
	"strings"
	"testing"
)

// A code is named as show heads it and docs/json.md names it, "puzzle
// code" when it sets a task and "position code" when it does not, in every
// message: a puzzle code was "position code" and its puzzle `puzzle
// "position"`, an id no user gave, which --id listed as the one to choose.
func TestMessagesNameACodeAsWhatItIs(t *testing.T) {
	const position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-"
	const puzzle = position + " | side 1 | goals kill A1"
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"solve", puzzle, "--id", "x"}, `birdcrab: puzzle code: no puzzle or lesson "x": a puzzle code holds one puzzle, which needs no --id` + "\n"},
		{[]string{"resolve", puzzle, "--id", "x"}, `birdcrab: puzzle code: no puzzle or lesson "x"`},
		{[]string{"show", position, "--id", "x"}, `birdcrab: position code: no puzzle or lesson "x": a position code holds one position, which needs no --id` + "\n"},
		{[]string{"solve", puzzle, "--tries", "2"}, "and the puzzle code has opponent hold\n"},
		{[]string{"solve", position, "--goal", "kill A1", "--tries", "2"}, "and the position code has opponent hold\n"},
		{[]string{"solve", puzzle, "--opponent", "fixed"}, "--opponent fixed: the puzzle code gives the others no orders"},
		{[]string{"solve", puzzle, "--side", "2"}, "birdcrab: puzzle code: goal \"kill A1\": "},
	}
	for _, c := range cases {
		_, errs, _ := runCmd(t, c.args...)
		if !strings.Contains(errs, c.want) || strings.Contains(errs, `"position"`) {
			t.Errorf("%s: stderr %q, want %q and no puzzle \"position\"", strings.Join(c.args, " "), errs, c.want)
		}
	}
}
