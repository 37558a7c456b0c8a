package editor

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/birdcrab/birdcrab/internal/fileio"
)

// safe10 item 6: a save that failed on a full disk said only "cannot save
// to p.toml: no space left on device", and one in a folder that cannot
// be written (the file itself can) "cannot save to p.toml: permission
// denied": neither said that nothing changed on disk, why a writable
// file could not be saved, nor that W saves elsewhere. (The tests run as
// any user, root too, so the errors are made here; the editor's saves
// all say them through notSaved.)
func TestNotSavedSaysWhyAndWhatToDo(t *testing.T) {
	full := &fileio.Error{Op: "save to", Path: "p.toml", Err: syscall.ENOSPC}
	denied := &fileio.Error{Op: "save to", Path: "sub/p.toml", Err: syscall.EACCES}
	folderDenied := func(string) error { return &fileio.Error{Op: "save to", Path: "sub/p.toml", Err: syscall.EACCES} }
	folderFine := func(string) error { return nil }
	for _, tc := range []struct {
		name   string
		err    error
		path   string
		folder func(string) error
		want   string
	}{
		{"full disk", full, "p.toml", folderFine,
			"cannot save to p.toml: no space left on device: the disk is full, and nothing was changed on disk (p.toml is as it was): make room, or W saves elsewhere"},
		{"folder not writable", denied, "sub/p.toml", folderDenied,
			"cannot save to sub/p.toml: its folder sub cannot be written (permission denied; a save writes a temporary file beside the file, then renames it over it), so nothing was changed on disk: W saves elsewhere"},
		{"the current folder", &fileio.Error{Op: "save to", Path: "p.toml", Err: syscall.EACCES}, "p.toml", folderDenied,
			"cannot save to p.toml: its folder (the current one) cannot be written (permission denied; a save writes a temporary file beside the file, then renames it over it), so nothing was changed on disk: W saves elsewhere"},
		{"denied, the folder writable", denied, "sub/p.toml", folderFine, "cannot save to sub/p.toml: permission denied"},
		{"another error", errors.New("cannot save to p.toml: it is a directory"), "p.toml", folderDenied, "cannot save to p.toml: it is a directory"},
	} {
		if got := notSaved(tc.err, tc.path, tc.folder); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

// fix2 item 3: a save to p.toml, a symbolic link to shared-ro/p.toml whose
// folder cannot be written (the file can), named the link's folder as the
// one that cannot be written: it is the target's that a save writes in.
func TestNotSavedNamesTheLinkTargetsFolder(t *testing.T) {
	dir := t.TempDir()
	shared := filepath.Join(dir, "shared-ro")
	if err := os.Mkdir(shared, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(shared, "p.toml"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "p.toml")
	if err := os.Symlink(filepath.Join("shared-ro", "p.toml"), link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	denied := &fileio.Error{Op: "save to", Path: link, Err: syscall.EACCES}
	folderDenied := func(string) error { return &fileio.Error{Op: "save to", Path: link, Err: syscall.EACCES} }
	want := "cannot save to " + link + ": the folder " + shared + " of the file it links to cannot be written (permission denied; a save writes a temporary file beside the file, then renames it over it), so nothing was changed on disk: W saves elsewhere"
	if got := notSaved(denied, link, folderDenied); got != want {
		t.Errorf("\n got %q\nwant %q", got, want)
	}
}
