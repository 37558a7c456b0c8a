package engine

import (
	"go/build"
	"strings"
	"testing"
)

// TestStandardLibraryOnly keeps the engine free of files, terminals and
// search: it may import the standard library alone.
func TestStandardLibraryOnly(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if strings.Contains(strings.Split(imp, "/")[0], ".") || strings.HasPrefix(imp, "birdcrab") {
			t.Errorf("engine imports %q; it may use the standard library only", imp)
		}
	}
}
