//go:build !unix || solaris || aix

package fileio

import (
	"errors"
	"io/fs"
	"os"
	"time"
)

// tryLock makes the lock file, which must not exist yet.
func tryLock(lock string) (func(), error) {
	removeStale(lock)
	f, err := os.OpenFile(lock, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, ErrLocked
	}
	if err != nil {
		return nil, err
	}
	f.Close()
	return func() { os.Remove(lock) }, nil
}

// removeStale removes a lock file older than a minute (its program died).
func removeStale(lock string) {
	if info, err := os.Stat(lock); err == nil && time.Since(info.ModTime()) > time.Minute {
		os.Remove(lock)
	}
}
