package picture

import (
	"go/build"
	"strings"
	"testing"
)

// TestImportsEngineAndImageOnly keeps the pictures importable by every
// program: the engine, golang.org/x/image and the standard library, no
// solver, no pack files, no screens.
func TestImportsEngineAndImageOnly(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		switch {
		case imp == "github.com/birdcrab/birdcrab/engine", strings.HasPrefix(imp, "golang.org/x/image/"):
		case strings.Contains(strings.Split(imp, "/")[0], "."):
			t.Errorf("picture imports %q; it may use the engine, golang.org/x/image and the standard library only", imp)
		}
	}
}
