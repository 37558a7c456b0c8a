package editor

import (
	"context"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/birdcrab/birdcrab/solver"
)

// Random keys and clicks, thousands of them, in every mode and dialog:
// the editor never hits an internal error (the harness fails the test on
// any it caught) and its position stays one the engine accepts.
func TestRandomInput(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	dir := t.TempDir()
	src := filepath.Join(startDir, testPack)
	t.Chdir(dir) // a file name typed at random lands here
	path := filepath.Join(dir, "pack.toml")
	if err := os.WriteFile(path, mustRead(t, src), 0o644); err != nil {
		t.Fatal(err)
	}
	keys := []tcell.Key{tcell.KeyEnter, tcell.KeyEscape, tcell.KeyTab, tcell.KeyBacktab, tcell.KeyUp, tcell.KeyDown,
		tcell.KeyLeft, tcell.KeyRight, tcell.KeyHome, tcell.KeyEnd, tcell.KeyBackspace2, tcell.KeyDelete,
		tcell.KeyCtrlR, tcell.KeyCtrlS, tcell.KeyPgDn, tcell.KeyPgUp}
	for seed := int64(1); seed <= 2; seed++ {
		h := start(t, Options{Path: path, Solver: quickSolver}, 80, 24)
		rng := rand.New(rand.NewSource(seed))
		events := 1200
		if raceEnabled {
			events = 250
		}
		h.RandomInput(rng, events, keys)
		h.Sync(func() {
			if err := h.ed.doc.Pos().Validate(h.ed.cat); err != nil {
				t.Errorf("seed %d: the position is one the engine refuses: %v", seed, err)
			}
		})
		h.close()
	}
}

// startDir is the package directory, whatever a test changed it to.
var startDir, _ = os.Getwd()

// quickSolver answers at once with the side holding, so that random keys
// reach the list of solutions without long searches.
func quickSolver(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error) {
	opt.Progress(solver.Progress{Nodes: 1})
	return &solver.Result{Solutions: []solver.Solution{{}}, Complete: true, Nodes: 1}, nil
}
