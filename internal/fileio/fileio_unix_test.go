//go:build unix

package fileio

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Issue 17, item 10: a named pipe or a device is refused before it is read.
func TestReadFileRefusesNonRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for path, want := range map[string]string{
		fifo:        "named pipe",
		"/dev/zero": "device",
		dir:         "directory",
	} {
		done := make(chan error, 1)
		go func() { _, err := ReadFile(path, 0); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), path) {
				t.Errorf("%s: got %v, want an error naming it %s", path, err, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: reading hangs", path)
		}
		if err := CheckRegular(path); err == nil {
			t.Errorf("CheckRegular(%s) passes", path)
		}
	}
}

// A backup copied from disk was written 0644 whatever the file's own
// permissions: the backup of a private (0600) pack could be read by anyone
// who could read its folder. Every way a backup is made keeps the file's.
func TestBackupKeepsTheFilesPermissions(t *testing.T) {
	saves := map[string]func(t *testing.T, path string){
		"WriteFile": func(t *testing.T, path string) {
			if err := WriteFile(path, []byte("new\n"), true); err != nil {
				t.Fatal(err)
			}
		},
		"tracked": func(t *testing.T, path string) {
			tr, _, err := ReadTracked(path, 1<<20)
			if err != nil {
				t.Fatal(err)
			}
			if err := tr.Write([]byte("new\n")); err != nil {
				t.Fatal(err)
			}
		},
		"tracked, too large to hold": func(t *testing.T, path string) {
			tr, err := TrackReplaced(path, 4)
			if err != nil {
				t.Fatal(err)
			}
			if err := tr.Write([]byte("new\n")); err != nil {
				t.Fatal(err)
			}
		},
	}
	for name, save := range saves {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "private.toml")
			if err := os.WriteFile(path, []byte("the old private text\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(path, 0o600); err != nil {
				t.Fatal(err)
			}
			save(t, path)
			info, err := os.Stat(BackupPath(path))
			if err != nil {
				t.Fatal(err)
			}
			if perm := info.Mode().Perm(); perm != 0o600 {
				t.Errorf("the backup of a 0600 file is %#o", perm)
			}
		})
	}
}
