//go:build !unix || solaris || aix

package editor

import (
	"fmt"
	"os"
)

// ownLock makes the lock file of a session, holding its process id; the
// id is what tells another editor whether the session still runs.
func ownLock(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(f, "%d\n", os.Getpid())
	return f, nil
}

// sessionLive reports whether a session still runs: whether its process
// does.
func sessionLive(lock string, pid int) bool { return processLive(pid) }

// processLive reports whether process pid runs (0: unknown, taken as not).
// A process id used again by another program reads as live: the work is
// then kept, not offered, until that program ends.
func processLive(pid int) bool {
	if pid <= 0 {
		return false
	}
	if pid == os.Getpid() {
		return true
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
