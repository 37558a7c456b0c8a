package tui

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
)

// The shared widgets know no screen, no pack and no search: of this
// module they import the engine alone, and safetext (standard library
// only), which keeps a pack's control characters off the terminal.
func TestImportsEngineOnly(t *testing.T) {
	for _, p := range tuitest.Deps(t, ".") {
		if p != "github.com/birdcrab/birdcrab/engine" && p != "github.com/birdcrab/birdcrab/internal/safetext" {
			t.Errorf("tui imports %s; it may import the engine (and safetext) only", p)
		}
	}
}
