package trainer

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/birdcrab/birdcrab/internal/fileio"

	"github.com/BurntSushi/toml"
)

// The progress and state errors wrap their cause (%w), so errors.Is and
// errors.As see through them; their text stays what the screen says.
func TestProgressErrorsWrapTheirCause(t *testing.T) {
	dir := t.TempDir()

	// A progress file that cannot be read (a folder).
	folder := filepath.Join(dir, "folder.toml")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	_, err := LoadProgress(folder)
	var fe *fileio.Error
	if err == nil || !strings.HasSuffix(err.Error(), "; progress is not saved this time") || !errors.As(err, &fe) || fe.Path != folder {
		t.Errorf("LoadProgress of a folder: %v; want it to wrap fileio's Error", err)
	}

	// A bad record, left out.
	bad := filepath.Join(dir, "bad.toml")
	writeFile(t, bad, "format = 1\n\n[[record]]\npack = \"p\"\nid = \"typo\"\nhash = \"h\"\natempts = 1\n")
	_, err = LoadProgress(bad)
	var br *badRecords
	if err == nil || !strings.Contains(err.Error(), "the good records are kept") || !errors.As(err, &br) {
		t.Errorf("LoadProgress of a bad record: %v; want it to wrap the bad records", err)
	}

	// A folder for it that cannot be made (a file is in the way).
	writeFile(t, filepath.Join(dir, "file"), "")
	p := NewProgress(filepath.Join(dir, "file", "progress.toml"))
	must(t, p.Update(ProgressKey{"pack", "id", "h"}, func(r *ProgressRecord) { r.Solved = true }), syscall.ENOTDIR)

	// A lock that cannot be taken (its file is a folder).
	path := filepath.Join(dir, "progress.toml")
	if err := os.Mkdir(path+".lock", 0o755); err != nil {
		t.Fatal(err)
	}
	p = NewProgress(path)
	must(t, p.Update(ProgressKey{"pack", "id", "h"}, func(r *ProgressRecord) { r.Solved = true }), syscall.EISDIR)

	// A state file that is not TOML.
	state := filepath.Join(dir, "state.toml")
	writeFile(t, state, "screen = \n")
	_, err = LoadPlace(state)
	var pe toml.ParseError
	if err == nil || !strings.HasPrefix(err.Error(), state+": ") || !errors.As(err, &pe) {
		t.Errorf("LoadPlace of a broken file: %v; want it to wrap toml's ParseError", err)
	}
}

// must fails the test unless err is a "cannot save the progress" error
// that wraps target.
func must(t *testing.T, err, target error) {
	t.Helper()
	if err == nil || !strings.HasPrefix(err.Error(), "cannot save the progress: ") || !errors.Is(err, target) {
		t.Errorf("saving: %v; want it to wrap %v", err, target)
	}
}
