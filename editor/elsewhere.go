package editor

import (
	"os"

	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// UnsavedElsewhere reports whether an editor, still running, has unsaved
// changes to the file at path (its recovery file, in the recovery folder
// dir, "" for the state folder's, says so): the check an editor makes
// before it replaces a file another has open (openElsewhere), for the
// trainer's E to ask first too.
func UnsavedElsewhere(dir, path string) bool {
	return unsavedIn(recoveryDir(dir), path, "")
}

// unsavedIn is UnsavedElsewhere in the recovery folder dir, the session
// own left out.
func unsavedIn(dir, path string, own session) bool {
	for _, f := range findRecovery(dir, "", path, own) {
		data, err := fileio.ReadFile(f.path, puzzles.MaxFileSize)
		if err == nil && recoveryMadeFrom(data) == "" && liveIn(dir, f, data) {
			return true
		}
	}
	return false
}

// liveIn reports whether the session that wrote the recovery file f, in
// the folder dir, still runs: its lock is held (or its process runs, for
// a file without a lock).
func liveIn(dir string, f found, data []byte) bool {
	if f.session != "" {
		return sessionLive(lockFile(dir, f.session), f.session.pid())
	}
	pid := recoveryPID(data)
	return pid != os.Getpid() && processLive(pid)
}
