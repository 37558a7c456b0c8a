package trainer

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
)

// loc parses a location name.
func loc(t *testing.T, s string) engine.Loc { t.Helper(); return tuitest.Loc(t, s) }
