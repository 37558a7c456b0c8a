package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
)

// A file over the size limit opened in the editor says how to raise the
// limit, as the command line does: E said only "cannot read d2.toml: it
// is larger than the limit of 4 MiB".
func TestOpenTooLargeSaysMaxSize(t *testing.T) {
	old := puzzles.MaxFileSize
	puzzles.MaxFileSize = 100
	t.Cleanup(func() { puzzles.MaxFileSize = old })
	path := filepath.Join(t.TempDir(), "d2.toml")
	if err := os.WriteFile(path, []byte("# "+strings.Repeat("x", 200)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, _, err := openDoc(puzzles.DefaultCatalogue(), path)
	want := "cannot read " + path + ": it is larger than the limit of 100 bytes (birdcrab edit --max-size raises it)"
	if err == nil || err.Error() != want {
		t.Errorf("openDoc: %v\nwant %s", err, want)
	}
}
