package tui

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
)

// testCat is the default catalogue, shared read-only by the tests.
var testCat = tuitest.Cat

// mustPos parses a position code.
func mustPos(t *testing.T, code string) engine.Position { t.Helper(); return tuitest.MustPos(t, code) }

// loc parses a location name.
func loc(t *testing.T, s string) engine.Loc { t.Helper(); return tuitest.Loc(t, s) }

// kind parses a kind name.
func kind(t *testing.T, s string) engine.KindID { t.Helper(); return tuitest.Kind(t, s) }

// screenText reads a simulation screen's text.
var screenText = tuitest.ScreenText
