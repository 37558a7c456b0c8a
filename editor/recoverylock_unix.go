//go:build unix && !solaris && !aix

package editor

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// ownLock takes the lock of a session for as long as it runs: an flock on
// the lock file, which the system gives back when the process dies. It
// returns the open file that holds it.
func ownLock(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// sessionLive reports whether the session whose lock file is lock still
// runs: its lock is held. Without a lock file, the process id decides.
func sessionLive(lock string, pid int) bool {
	f, err := os.OpenFile(lock, os.O_RDWR, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return processLive(pid)
	}
	if err != nil {
		return true // it cannot be told: keep it
	}
	defer f.Close()
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if err == nil {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		return false
	}
	return true
}

// processLive reports whether process pid runs (0: unknown, taken as not).
func processLive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
