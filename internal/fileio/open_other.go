//go:build !unix

package fileio

import "os"

// openNonBlocking opens path for reading.
func openNonBlocking(path string) (*os.File, error) { return os.Open(path) }

// deniesWrite reports whether the system would refuse to open path for
// writing; elsewhere than on Unix the permissions (ReadOnly) tell.
func deniesWrite(string) bool { return false }
