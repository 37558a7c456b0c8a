package engine

import (
	"strings"
	"testing"
)

// TestParseCodeRefuses: a code that names what cannot be is refused with a
// message that names it, never read as a position.
func TestParseCodeRefuses(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range []struct{ code, want string }{
		{"bc1 t2 d30 w5 | AB m6 | DE m6 | g:-", "the winner is player 5, but there are 2 players"},
		{"bc1 t2 d30 w3 | AB m6 | DE m6 | - m6 | g:-", ""},
		{"bc1 t0 | - | - | g:-", "turn 0"},
		{"bc1 t2 | - Spear/A9/A | - | g:-", `unknown location "A9"`},
		{"bc1 t2 | - Spear/A1/G | - | g:-", `unknown direction "G"`},
		{"bc1 t2 | - Spear/A1/A | - Pawn/A1/D | g:-", "two pieces on A1"},
		{"bc1 s4 | - Spear/A4/A | - | g:-", "A4: a piece where sudden death removed the board"},
		{"bc1 t2 | AB m6 | AB m6 | g:-", "territory AB is listed twice"},
		{"bc1 t2 | - | - | g:Spear/3", "owner is not a player"},
	} {
		_, err := ParseCode(cat, c.code)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.code, err)
		case c.want != "" && err == nil:
			t.Errorf("%s: read, want an error saying %q", c.code, c.want)
		case c.want != "" && !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: %v, want it to say %q", c.code, err, c.want)
		}
	}
}
