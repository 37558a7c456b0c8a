package puzzles

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 17, item 8: saving a pack over a symbolic link replaces the file the
// link names, keeps the link, and keeps the previous text as LINK.bak.
func TestSaveThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "packs", "mine.toml")
	os.Mkdir(filepath.Dir(real), 0o755)
	old, err := os.ReadFile("testdata/core.toml")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(real, old, 0o644)
	link := filepath.Join(dir, "mine.toml")
	if err := os.Symlink(filepath.Join("packs", "mine.toml"), link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	pk, err := Load(link, nil)
	if err != nil {
		t.Fatal(err)
	}
	pk.Puzzles[0].Title = "A new title"
	if err := pk.Save(link); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("saving replaced the link with a file")
	}
	data, _ := os.ReadFile(real)
	if !strings.Contains(string(data), "A new title") {
		t.Errorf("the linked file was not saved:\n%s", data)
	}
	if bak, _ := os.ReadFile(BackupPath(link)); string(bak) != string(old) {
		t.Errorf("the backup is not the previous text")
	}
}
