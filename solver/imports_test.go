package solver

import (
	"go/build"
	"strings"
	"testing"
)

// TestImportsEngineOnly keeps the solver on the engine and the standard
// library: no files, no terminal, no puzzle packs.
func TestImportsEngineOnly(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if imp == "github.com/birdcrab/birdcrab/engine" {
			continue
		}
		if strings.Contains(strings.Split(imp, "/")[0], ".") || strings.HasPrefix(imp, "birdcrab") {
			t.Errorf("solver imports %q; it may use the engine and the standard library only", imp)
		}
	}
}
