//go:build linux || openbsd || solaris || dragonfly

package fileio

import (
	"io/fs"
	"syscall"
	"time"
)

// changeTime returns when the file info describes last changed: the later
// of its modification time and its status change time (ctime, which a
// link, a chmod, a rename or setting the times back moves to now).
func changeTime(info fs.FileInfo) time.Time {
	t := info.ModTime()
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		if c := time.Unix(st.Ctim.Unix()); c.After(t) {
			return c
		}
	}
	return t
}
