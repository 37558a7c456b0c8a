package main

import (
	"strings"
	"testing"
)

// Under a locale that is not UTF-8 resolve's text drew the board with
// arrows and wrote a fight's shares as "2½" and the Priest's "×": a
// terminal of that locale shows them as "?". It is ASCII now: the board's
// directions as letters, "2 1/2", "x".
func TestResolveTextASCIIUnderCLocale(t *testing.T) {
	for _, c := range []struct {
		id   string
		want []string
	}{
		{"any-loss", []string{"front 5 / 2 opponents = 2 1/2: Bird(1) loses", "\n               CYa\n"}},
		{"together", []string{"back 1 / 2 opponents = 1/2, against"}},
		{"priest", []string{"front-left 2 x 2 enemies = 4"}},
	} {
		t.Setenv("LC_ALL", "C")
		out, errs, status := runCmd(t, "resolve", "../../puzzles/packs/lessons.toml", "--id", c.id)
		if status != 0 {
			t.Fatalf("%s: %s", c.id, errs)
		}
		for i, r := range out {
			if r > 0x7e || (r < 0x20 && r != '\n') {
				t.Errorf("%s: %q at %d, in %q", c.id, r, i, out[max(0, i-40):min(len(out), i+20)])
				break
			}
		}
		for _, want := range c.want {
			if !strings.Contains(out, want) {
				t.Errorf("%s: the output lacks %q:\n%s", c.id, want, out)
			}
		}
		t.Setenv("LC_ALL", "C.UTF-8") // and in UTF-8, as before
		out, _, _ = runCmd(t, "resolve", "../../puzzles/packs/lessons.toml", "--id", c.id)
		if !strings.ContainsAny(out, "½×→") {
			t.Errorf("%s: in UTF-8 no share, × nor arrow is left:\n%s", c.id, out)
		}
	}
}
