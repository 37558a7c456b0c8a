package fileio

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// BackupPath is where a backup of path is kept: path.bak, beside the name
// the user gave (beside the link, when path is a symbolic link).
func BackupPath(path string) string { return path + ".bak" }

// maxLinks bounds the symbolic links followed to the file they name.
const maxLinks = 40

// Target returns the file that writing to path replaces: path itself, or
// the file a symbolic link (or a chain of them) names, which need not
// exist yet.
func Target(path string) (string, error) {
	for range maxLinks {
		info, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) || (err == nil && info.Mode()&fs.ModeSymlink == 0) {
			return path, nil
		}
		if err != nil {
			return "", err
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(path), dest)
		}
		path = dest
	}
	return "", fmt.Errorf("more than %d symbolic links in a chain", maxLinks)
}

// SameTarget reports whether writing to a and writing to b replace the
// same file: the files they name (see Target) have the same name in the
// same folder, however a and b spell it (./a.toml, an absolute name, a
// link to the file or to its folder). Two hard links to one file are not
// the same target: a write replaces one name only.
func SameTarget(a, b string) bool {
	ta, erra := Target(a)
	tb, errb := Target(b)
	if erra != nil || errb != nil || filepath.Base(ta) != filepath.Base(tb) {
		return false
	}
	da, erra := os.Stat(filepath.Dir(ta))
	db, errb := os.Stat(filepath.Dir(tb))
	return erra == nil && errb == nil && os.SameFile(da, db)
}

// WriteFile writes data to path atomically: a failure at any point, or a
// crash, leaves path as it was or holding data, never a part of it. A
// symbolic link is followed and the file it names replaced. With backup
// the file being replaced is first copied to BackupPath(path).
func WriteFile(path string, data []byte, backup bool) error {
	if backup {
		_, err := WriteFileKept(path, data)
		return err
	}
	return write(path, data, nil)
}

// WriteFileKept is WriteFile with a backup, and returns the name an older
// backup of another version was kept under (BackupPath(path) and ".1", or
// the first of ".2", ".3" ... free; see keepCopy), "" when none was: a
// writer says where each version went.
func WriteFileKept(path string, data []byte) (aside string, err error) {
	err = write(path, data, func(target string, exists bool) error {
		if !exists {
			return nil
		}
		var err error
		aside, err = keepCopy(target, BackupPath(path))
		return err
	})
	return aside, err
}

// write replaces the target of path with data; before the rename, keep
// (when not nil) keeps a backup, told whether the target exists.
func write(path string, data []byte, keep func(target string, exists bool) error) error {
	target, mode, exists, err := destination(path)
	if err != nil {
		return err
	}
	var before func() error
	if keep != nil {
		before = func() error {
			if err := keep(target, exists); err != nil {
				return fmt.Errorf("cannot keep the previous %s as %s: %w", path, BackupPath(path), pathErr(err))
			}
			return nil
		}
	}
	if err := replace(path, target, mode, data, before); err != nil {
		return err
	}
	if keep != nil {
		// The backup's own temporary files, left by a writer killed while
		// it wrote the backup: a save that leaves the backup as it is
		// (it holds the version kept already) removes them too.
		removeStaleTemps(BackupPath(path))
	}
	return nil
}

// replace writes data to a temporary file beside target, with mode, and
// renames it over target (a symbolic link at target is replaced, not
// followed); before (when not nil) runs first, and its error stops the
// write. Errors name the file as path.
func replace(path, target string, mode fs.FileMode, data []byte, before func() error) error {
	return replaceFrom(path, target, mode, bytes.NewReader(data), before)
}

// replaceFrom is replace with the data read from src.
func replaceFrom(path, target string, mode fs.FileMode, src io.Reader, before func() error) error {
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, tempPattern(target))
	if err != nil {
		return &Error{"save to", path, pathErr(err)}
	}
	tmpName := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmpName)
		return &Error{"save to", path, pathErr(err)}
	}
	if _, err := tmp.ReadFrom(src); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return fail(err)
	}
	if err := syncFile(tmp); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if before != nil {
		if err := before(); err != nil {
			os.Remove(tmpName)
			return err
		}
	}
	if err := os.Rename(tmpName, target); err != nil {
		os.Remove(tmpName)
		return &Error{"save to", path, pathErr(err)}
	}
	syncDir(dir)
	removeStaleTemps(target)
	return nil
}

// syncFile syncs a temporary file to disk; tests make it fail as a full
// disk would.
var syncFile = (*os.File).Sync

// tempPattern is the os.CreateTemp pattern of the temporary files that
// replace file: ".NAME.tmp" and digits, in its folder.
func tempPattern(file string) string { return "." + filepath.Base(file) + ".tmp*" }

// staleTemp is the age after which a temporary file of tempPattern is
// taken as left by a writer that died (kill -9, a crash, power lost)
// before its rename: a write takes well under a second.
const staleTemp = 10 * time.Minute

// clock is the time removeStaleTemps reads; tests move it on.
var clock = time.Now

// removeStaleTemps removes the temporary files of file's own pattern
// (".NAME.tmp" and digits only, as os.CreateTemp names them; regular
// files) that have not changed for staleTemp: what a writer killed
// mid-save left beside it. Their age is that of their last change
// (changeTime: the status change time too, where the system keeps one),
// not their modification time alone: a temporary file another writer
// made by a copy or a link that keeps an old time is at work, not stale.
// Any other file is left alone, and failures are ignored.
func removeStaleTemps(file string) {
	dir := filepath.Dir(file)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := strings.TrimSuffix(tempPattern(file), "*")
	old := clock().Add(-staleTemp)
	for _, e := range entries {
		digits, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || digits == "" || strings.Trim(digits, "0123456789") != "" || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && changeTime(info).Before(old) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// destination returns the file that writing to path replaces (see Target),
// the permissions the new file takes (the old file's, else 0644), and
// whether that file exists; a target that is not a regular file is an
// error.
func destination(path string) (target string, mode fs.FileMode, exists bool, err error) {
	target, err = Target(path)
	if err != nil {
		return "", 0, false, &Error{"save to", path, pathErr(err)}
	}
	info, err := os.Stat(target)
	switch {
	case err == nil && !info.Mode().IsRegular():
		return "", 0, false, &Error{"save to", path, fmt.Errorf("it is %s", kindOf(info.Mode()))}
	case err == nil:
		return target, info.Mode().Perm(), true, nil
	case !errors.Is(err, fs.ErrNotExist):
		return "", 0, false, &Error{"save to", path, pathErr(err)}
	}
	return target, newFilePerm, false, nil
}

// newFilePerm is the permissions of a file made where none stood.
const newFilePerm fs.FileMode = 0o644

// permOf is the permissions of the file info describes, as a file that
// replaces or keeps it takes them; newFilePerm when it could not be read
// (err).
func permOf(info fs.FileInfo, err error) fs.FileMode {
	if err != nil {
		return newFilePerm
	}
	return info.Mode().Perm()
}

// CheckWritable reports whether WriteFile could write to path, before the
// work that makes the data: what path names is a regular file or nothing
// yet, and a file can be made in its folder (a temporary one, made and
// removed at once). With backup, BackupPath(path) must be free for a
// backup too: nothing there, or a file, not a directory.
func CheckWritable(path string, backup bool) error {
	target, _, _, err := destination(path)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), tempPattern(target))
	if err != nil {
		return &Error{"save to", path, pathErr(err)}
	}
	tmp.Close()
	os.Remove(tmp.Name())
	if backup {
		if info, err := os.Lstat(BackupPath(path)); err == nil && info.IsDir() {
			return fmt.Errorf("cannot keep the previous %s as %s: it is a directory", path, BackupPath(path))
		}
	}
	return nil
}

// ReadOnly reports whether path names a file that is read-only: its
// permissions deny its owner writing (chmod 444; the read-only attribute
// on Windows), or the system denies this process writing it. WriteFile
// would still replace it (the folder allows it) and keep its permissions:
// a writer asks or refuses first, as editors do.
func ReadOnly(path string) (bool, error) {
	target, err := Target(path)
	if err != nil {
		return false, &Error{"read", path, pathErr(err)}
	}
	info, err := os.Stat(target)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	case err != nil:
		return false, &Error{"read", path, pathErr(err)}
	case !info.Mode().IsRegular():
		return false, nil
	}
	return info.Mode().Perm()&0o200 == 0 || deniesWrite(target), nil
}

// BackupWouldLose reports whether WriteFile(path, data, true) would lose a
// file: path names a file, and BackupPath(path) already holds another
// text (an older version the backup would replace: perhaps the only copy
// of the user's original). A backup that holds the same text as the file
// loses nothing.
func BackupWouldLose(path string) (bool, error) {
	target, err := Target(path)
	if err != nil {
		return false, &Error{"read", path, pathErr(err)}
	}
	cur, err := os.Stat(target)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	} else if err != nil {
		return false, &Error{"read", path, pathErr(err)}
	}
	bak := BackupPath(path)
	old, err := os.Lstat(bak)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	case err != nil:
		return false, &Error{"read", bak, pathErr(err)}
	case !old.Mode().IsRegular():
		// A symbolic link is replaced, not the file it names; a directory
		// is refused (CheckWritable).
		return false, nil
	case os.SameFile(cur, old):
		return false, nil
	case cur.Size() != old.Size():
		return true, nil
	}
	same, err := sameFiles(target, bak)
	if err != nil {
		return false, &Error{"read", path + " or " + bak, pathErr(err)}
	}
	return !same, nil
}

// keepCopy makes bak a copy of the regular file src, written atomically
// (copyBackup). The old bak is replaced only once the new one is whole (a
// rename over it), and only when it holds src's text: another version
// (perhaps the only copy of the user's original, kept by an editor that
// saved meanwhile) is first kept as bak.1, or the first of .2, .3 ...
// free (keepAside), as Tracked.Write keeps it, and aside is that name (""
// when nothing was kept aside). Whoever writes, no backup is lost.
//
// It is a copy, never a hard link to src: the save renames a new file
// over src's name, but the old one may have other names (ln), or be held
// open by a program that writes it in place later (>>, an editor that
// writes without renaming), and a link would take those writes too,
// losing the version kept.
func keepCopy(src, bak string) (aside string, err error) {
	if err := checkBackup(bak); err != nil {
		return "", err
	}
	if aside, err = keepOther(src, bak); err != nil {
		return "", err
	}
	return aside, copyBackup(src, bak)
}

// copyBackup writes a copy of the file src as the backup bak, as
// writeBackup does, streamed (src may be too large to hold): the system
// copies it within the file system where it can (copy_file_range, which
// shares the blocks on a file system that allows it).
func copyBackup(src, bak string) error {
	in, err := openNonBlocking(src)
	if err != nil {
		return err
	}
	defer in.Close()
	return replaceFrom(bak, bak, permOf(in.Stat()), in, nil)
}

// keepOther keeps the regular file bak aside (keepAside) when it holds
// another text than src, and returns the name it kept it under ("" when
// it did not). Neither file is held: src may be too large to hold.
func keepOther(src, bak string) (string, error) {
	aside, _, err := keepIfOther(bak, func() (bool, error) { return sameFiles(src, bak) })
	return aside, err
}

// keepIfOther keeps the regular file bak aside (keepAside) when it holds
// another text than the current one, as same (asked only when bak is
// there) reports, and returns the name it kept it under ("" when it did
// not); same reports that bak holds that text already. A symbolic link at
// bak is neither: it is replaced, not the file it names.
func keepIfOther(bak string, sameText func() (bool, error)) (aside string, same bool, err error) {
	info, err := os.Lstat(bak)
	if errors.Is(err, fs.ErrNotExist) || (err == nil && !info.Mode().IsRegular()) {
		return "", false, nil
	} else if err != nil {
		return "", false, err
	}
	if same, err = sameText(); err != nil || same {
		return "", same, err
	}
	aside, err = keepAside(bak)
	return aside, false, err
}

// sameFiles reports whether the files a and b hold the same bytes: files
// of different sizes do not, else they are compared a block at a time,
// neither held whole.
func sameFiles(a, b string) (bool, error) {
	fa, err := openNonBlocking(a)
	if err != nil {
		return false, err
	}
	defer fa.Close()
	fb, err := openNonBlocking(b)
	if err != nil {
		return false, err
	}
	defer fb.Close()
	ia, err := fa.Stat()
	if err != nil {
		return false, err
	}
	ib, err := fb.Stat()
	if err != nil {
		return false, err
	}
	if ia.Size() != ib.Size() {
		return false, nil
	}
	return sameReaders(fa, fb)
}

// sameFileText reports whether the file name holds data, compared a block
// at a time when its size is data's.
func sameFileText(name string, data []byte) (bool, error) {
	f, err := openNonBlocking(name)
	if err != nil {
		return false, err
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || info.Size() != int64(len(data)) {
		return false, err
	}
	return sameReaders(f, bytes.NewReader(data))
}

// compareBlock is the size of the blocks sameReaders compares.
const compareBlock = 64 << 10

// sameReaders reports whether a and b give the same bytes, read a block
// at a time.
func sameReaders(a, b io.Reader) (bool, error) {
	ba, bb := make([]byte, compareBlock), make([]byte, compareBlock)
	for {
		na, erra := io.ReadFull(a, ba)
		nb, errb := io.ReadFull(b, bb)
		if !bytes.Equal(ba[:na], bb[:nb]) {
			return false, nil
		}
		endA := errors.Is(erra, io.EOF) || errors.Is(erra, io.ErrUnexpectedEOF)
		endB := errors.Is(errb, io.EOF) || errors.Is(errb, io.ErrUnexpectedEOF)
		switch {
		case erra != nil && !endA:
			return false, erra
		case errb != nil && !endB:
			return false, errb
		case endA || endB:
			return endA == endB, nil
		}
	}
}

// writeBackup writes data as the backup file bak, replacing what is there
// once the new backup is whole: it is written to a temporary file and
// renamed over bak, so that a failure (a full disk) leaves the old backup.
// A symbolic link at bak is replaced, not followed: a backup is a file of
// its own. It takes the permissions of the file at src (0644 when src
// cannot be read): a private file's backup stays private.
func writeBackup(bak, src string, data []byte) error {
	if err := checkBackup(bak); err != nil {
		return err
	}
	return replace(bak, bak, permOf(os.Stat(src)), data, nil)
}

// checkBackup refuses a directory where a backup goes.
func checkBackup(bak string) error {
	if info, err := os.Lstat(bak); err == nil && info.IsDir() {
		return fmt.Errorf("%s is a directory", bak)
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// syncDir makes a rename in dir durable where the system allows it; a
// failure is not an error, since the data itself is synced.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
