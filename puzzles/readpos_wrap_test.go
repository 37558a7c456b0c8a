package puzzles

import (
	"errors"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// A piece or graveyard entry that cannot be read wraps the engine's error
// (%w): errors.Unwrap gives the cause, where %v kept its text alone.
func TestPieceErrorsWrapTheirCause(t *testing.T) {
	cat := DefaultCatalogue()
	_, kindErr := cat.Parse("Pikemn")
	_, locErr := engine.ParseLoc("AB9")
	_, dirErr := engine.ParseDir("Q")
	for _, c := range []struct {
		text  string
		cause error
		err   func() error
	}{
		{"Pikemn AB3 D", kindErr, func() error { _, _, _, err := parsePiece(cat, "Pikemn AB3 D"); return err }},
		{"Pikeman AB9 D", locErr, func() error { _, _, _, err := parsePiece(cat, "Pikeman AB9 D"); return err }},
		{"Pikeman AB3 Q", dirErr, func() error { _, _, _, err := parsePiece(cat, "Pikeman AB3 Q"); return err }},
		{"Pikemn 2", kindErr, func() error { _, _, err := parseGrave(cat, "Pikemn 2", 2); return err }},
	} {
		err := c.err()
		if c.cause == nil || err == nil {
			t.Fatalf("%q: no error (cause %v)", c.text, c.cause)
		}
		if got := errors.Unwrap(err); got == nil || got.Error() != c.cause.Error() {
			t.Errorf("%q: %v wraps %v, want %v", c.text, err, got, c.cause)
		}
	}
}
