package puzzles

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// BackupPath is where WriteFile keeps the previous version of path.
func BackupPath(path string) string { return path + ".bak" }

// WriteFile writes data to path atomically: a temporary file in the same
// directory is written, synced and given the old file's permissions, then
// renamed over path. With backup the previous file is first kept as
// path.bak. A failure leaves path as it was. Packs, positions, the editor's
// autosave and the trainer's progress are all written this way.
func WriteFile(path string, data []byte, backup bool) error {
	mode := fs.FileMode(0o644)
	info, statErr := os.Stat(path)
	switch {
	case statErr == nil && info.IsDir():
		return fmt.Errorf("cannot save to %s: it is a directory", path)
	case statErr == nil:
		mode = info.Mode().Perm()
	case !errors.Is(statErr, fs.ErrNotExist):
		return fmt.Errorf("cannot save to %s: %w", path, pathErr(statErr))
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("cannot save to %s: %w", path, pathErr(err))
	}
	tmpName := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmpName)
		return fmt.Errorf("cannot save to %s: %w", path, pathErr(err))
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if backup && statErr == nil {
		if err := keepBackup(path); err != nil {
			os.Remove(tmpName)
			return fmt.Errorf("cannot keep the previous %s as %s: %w", path, BackupPath(path), pathErr(err))
		}
	}
	if err := os.Rename(tmpName, path); err != nil {
		os.Remove(tmpName)
		return fmt.Errorf("cannot save to %s: %w", path, pathErr(err))
	}
	return nil
}

// keepBackup makes path.bak a copy of path: a hard link where the file system
// allows it, else a copy written atomically.
func keepBackup(path string) error {
	bak := BackupPath(path)
	os.Remove(bak)
	if err := os.Link(path, bak); err == nil {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return WriteFile(bak, data, false)
}

// pathErr drops the path an *fs.PathError repeats, since the message names
// the file already.
func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
