//go:build unix

package fileio

import (
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
