//go:build !(linux || openbsd || solaris || dragonfly || darwin || freebsd || netbsd)

package fileio

import (
	"io/fs"
	"time"
)

// changeTime returns when the file info describes last changed: its
// modification time (the system gives no status change time here).
func changeTime(info fs.FileInfo) time.Time { return info.ModTime() }
