package trainer

import (
	"slices"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
)

// The trainer is a screen of its own: it uses the shared widgets of tui,
// the packs, the proof and the engine, and never the scenario editor.
func TestImportsNoEditor(t *testing.T) {
	deps := tuitest.Deps(t, ".")
	if slices.Contains(deps, "github.com/birdcrab/birdcrab/editor") {
		t.Errorf("the trainer imports the editor: %v", deps)
	}
	if !slices.Contains(deps, "github.com/birdcrab/birdcrab/editor/tui") {
		t.Errorf("the trainer does not use tui: %v", deps)
	}
}
