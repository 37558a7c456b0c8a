package fileio

import (
	"errors"
	"fmt"
	"time"
)

// LockPath is the lock file that Lock takes for path: path.lock.
func LockPath(path string) string { return path + ".lock" }

// ErrLocked says another program held the lock for longer than Lock waits.
var ErrLocked = errors.New("another program holds the lock")

// Lock takes the lock of path (a file of its own, LockPath(path), made
// when needed) for one read-change-write of path by several programs at
// once, waiting up to wait for a program that holds it; it returns the
// function that gives it back. On Unix the lock is flock(2) on the lock
// file, released by the system when the program dies; elsewhere the lock
// file's existence is the lock, and one older than a minute is taken as
// left by a program that died.
func Lock(path string, wait time.Duration) (unlock func(), err error) {
	deadline := time.Now().Add(wait)
	for {
		unlock, err := tryLock(LockPath(path))
		if err == nil {
			return unlock, nil
		}
		if !errors.Is(err, ErrLocked) {
			return nil, &Error{"lock", path, pathErr(err)}
		}
		if time.Now().After(deadline) {
			return nil, &Error{"lock", path, fmt.Errorf("%w (waited %v)", ErrLocked, wait)}
		}
		time.Sleep(10 * time.Millisecond)
	}
}
