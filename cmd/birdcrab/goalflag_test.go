package main

import (
	"strings"
	"testing"
)

// --goal with an empty item and --opponent "" are refused, as --goal ","
// and --goal "" are: both were taken silently, "ransack DE,,," as
// "ransack DE" and --opponent "" as no flag at all.
func TestSolveRefusesEmptyTaskFlags(t *testing.T) {
	code := "bc1 t2 d30 | AB m6 | DE m6 | g:- | goals pit"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--goal", "ransack DE,,,"}, `birdcrab: --goal "ransack DE,,,": an empty goal between its commas`},
		{[]string{"--goal", "pit; ,kills 1"}, `birdcrab: --goal "pit; ,kills 1": an empty goal between its commas`},
		// A comma at an end has no goal on one side only: "pit," was said
		// to hold "an empty goal between its commas".
		{[]string{"--goal", "pit,"}, `birdcrab: --goal "pit,": an empty goal after its last comma`},
		{[]string{"--goal", ", pit"}, `birdcrab: --goal ", pit": an empty goal before its first comma`},
		{[]string{"--opponent", ""}, `birdcrab: --opponent: unknown opponent model "" (want hold, fixed or any)`},
	} {
		code, _, errs := birdcrab(t, append([]string{"solve", code}, c.args...)...)
		if code != 2 || !strings.HasPrefix(errs, c.want) {
			t.Errorf("solve %q: exit %d, %s; want exit 2 and %s", c.args, code, errs, c.want)
		}
	}
}
