package tui

import (
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
)

// The shared widgets know no screen, no pack and no search: of this
// module they import the engine alone.
func TestImportsEngineOnly(t *testing.T) {
	for _, p := range tuitest.Deps(t, ".") {
		if p != "github.com/birdcrab/birdcrab/engine" {
			t.Errorf("tui imports %s; it may import the engine only", p)
		}
	}
}
