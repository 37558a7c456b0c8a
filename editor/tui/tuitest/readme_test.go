package tuitest

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

// -update replaces the README with a new file written whole (atomically),
// not by cutting the old one short and writing into it: a reader of the
// README meanwhile (git, an editor, another test's -update) reads the
// whole old text, and an -update stopped half-way leaves it whole.
func TestREADMEScreenUpdateIsAtomic(t *testing.T) {
	path := filepath.Join(t.TempDir(), "README.md")
	old := "# Title\n\n<!-- screen s: made by go test -update, do not edit -->\n```\nold screen\n```\n<!-- end of screen s -->\n\nThe rest.\n"
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	reader, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	READMEScreen(t, path, "s", "new screen\n", true)
	want := "# Title\n\n<!-- screen s: made by go test -update, do not edit -->\n```\nnew screen\n```\n<!-- end of screen s -->\n\nThe rest.\n"
	if got, err := os.ReadFile(path); err != nil || string(got) != want {
		t.Fatalf("README after -update: %q, %v; want %q", got, err, want)
	}
	if seen, err := io.ReadAll(reader); err != nil || string(seen) != old {
		t.Errorf("a reader of the README as it was read %q, %v; want the old text whole: it was rewritten in place", seen, err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("README mode after -update: %v, %v", fi.Mode(), err)
	}
}
