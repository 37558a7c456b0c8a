package editor

import (
	"path/filepath"
	"strings"
	"testing"
)

// A name no file can have (over 255 bytes) is refused by Save as with
// what is wrong, the field open again: the save said "cannot read
// aaaa….toml: file name too long", a save that spoke of reading.
func TestSaveAsRefusesANameTooLong(t *testing.T) {
	path := filepath.Join(t.TempDir(), strings.Repeat("a", 300)+".toml")
	got := notAFileName(path)
	want := "not saved: cannot save to " + path + ": file name too long; type another name"
	if got != want {
		t.Errorf("notAFileName: %q\nwant %q", got, want)
	}
}
