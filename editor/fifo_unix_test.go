//go:build unix

package editor

import (
	"path/filepath"
	"syscall"
	"testing"
)

// makeFIFO makes a named pipe, or skips the test where there are none.
func makeFIFO(t *testing.T) string {
	t.Helper()
	fifo := filepath.Join(t.TempDir(), "pipe.toml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	return fifo
}
