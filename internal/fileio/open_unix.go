//go:build unix

package fileio

import (
	"os"
	"syscall"
)

// openNonBlocking opens path for reading without waiting for a writer, as
// opening a named pipe would.
func openNonBlocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

// deniesWrite reports whether the system would refuse this process to
// open path for writing (its permissions and owner, a read-only mount).
func deniesWrite(path string) bool { return syscall.Access(path, 2 /* W_OK */) != nil }
