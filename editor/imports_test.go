package editor

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
)

// The arrows point down: the engine imports neither the packs nor any
// screen, the packs neither the search nor a screen, and the editor never
// the trainer.
func TestImportDirections(t *testing.T) {
	for _, tc := range []struct {
		dir       string
		forbidden []string
	}{
		{"../engine", []string{"puzzles", "solver", "editor", "cmd"}},
		{"../solver", []string{"puzzles", "editor", "cmd"}},
		{"../puzzles", []string{"solver", "editor", "cmd"}},
		{".", []string{"editor/trainer", "cmd"}},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			for _, p := range tuitest.Deps(t, tc.dir) {
				rel := strings.TrimPrefix(p, "github.com/birdcrab/birdcrab/")
				for _, f := range tc.forbidden {
					if rel == f || strings.HasPrefix(rel, f+"/") {
						t.Errorf("%s imports %s", tc.dir, p)
					}
				}
			}
		})
	}
}
