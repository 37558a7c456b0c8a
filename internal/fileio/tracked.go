package fileio

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Tracked is a file that a program read and will write back, as an editor
// does. It remembers the file as it was when read, which its saves keep as
// the backup however many saves follow, and the file as the program last
// read or wrote it, so that Changed tells when another program has changed
// it since.
type Tracked struct {
	Path string

	opened  []byte // the file as first read; nil when it did not exist
	text    []byte // the file as last read or written; nil when missing
	existed bool
	known   state // what the program last read or wrote
	// assumed is the version given to Assume that the file on disk is
	// not, until the next Write: Version gives it, so that work based on
	// it still names it.
	assumed string
	// aside is where the last Write moved a backup that held another
	// version (see Write); "" when it moved none.
	aside string
	// large is set when the file existed and was too large to hold
	// (TrackReplaced): opened is nil, and the first Write keeps the file
	// on disk as the backup; largeKept once it did.
	large, largeKept bool
}

// state is what is seen of a file on disk.
type state struct {
	exists bool
	size   int64
	sum    [sha256.Size]byte
}

// ReadTracked reads the regular file at path (up to limit bytes, see
// ReadFile) and tracks it. A file that does not exist is tracked as
// missing, with nil data: saving it keeps no backup.
func ReadTracked(path string, limit int64) (*Tracked, []byte, error) {
	t := &Tracked{Path: path}
	data, err := ReadFile(path, limit)
	if err != nil {
		if _, serr := os.Stat(path); errors.Is(serr, fs.ErrNotExist) {
			return t, nil, nil
		}
		return nil, nil, err
	}
	t.opened, t.text, t.existed = data, data, true
	st, err := look(path)
	if err != nil {
		return nil, nil, err
	}
	st.sum = sha256.Sum256(data)
	t.known = st
	return t, data, nil
}

// TrackReplaced tracks the file at path that a write is about to replace
// (saved over after it changed on disk, or by Save as), as ReadTracked
// does; but a file larger than limit is tracked too, without holding it:
// Opened and Text are nil, Existed is true, and the first Write keeps the
// file as it is on disk as the backup (a copy, see keepCopy), which
// the later ones leave alone. Another program that made the file larger
// than the limit must not keep a writer from replacing it, nor from
// keeping what it replaces.
func TrackReplaced(path string, limit int64) (*Tracked, error) {
	t, _, err := ReadTracked(path, limit)
	var big *TooLargeError
	if err == nil || !errors.As(err, &big) {
		return t, err
	}
	st, err := lookSum(path)
	if err != nil {
		return nil, err
	}
	return &Tracked{Path: path, existed: st.exists, known: st, large: st.exists}, nil
}

// lookSum reads the size and the sum of path, reading it through, with
// no limit: nothing of it is held.
func lookSum(path string) (state, error) {
	if err := checkRegular(path, os.Stat); err != nil {
		return state{}, err
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return state{}, &Error{"read", path, pathErr(err)}
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return state{}, &Error{"read", path, pathErr(err)}
	}
	st := state{exists: true, size: n}
	copy(st.sum[:], h.Sum(nil))
	return st, nil
}

// Existed reports whether the file existed when it was first read: a
// Write keeps it as the backup (Opened may be nil all the same, see
// TrackReplaced).
func (t *Tracked) Existed() bool { return t.existed }

// look reads the size of path; the sum is left to the caller.
func look(path string) (state, error) {
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return state{}, nil
	}
	if err != nil {
		return state{}, fmt.Errorf("cannot look at %s: %w", path, pathErr(err))
	}
	return state{exists: true, size: info.Size()}, nil
}

// Opened returns the file as it was first read (nil when it did not exist).
func (t *Tracked) Opened() []byte { return t.opened }

// Text returns the file as the program last read or wrote it (nil when it
// did not exist): the text a program that keeps a file's comments keeps
// them from.
func (t *Tracked) Text() []byte { return t.text }

// Changed reports whether the file on disk is no longer what the program
// last read or wrote: it appeared, disappeared, or holds other bytes.
// A file of another size has changed; else its bytes are compared (their
// sum, read through and never held: the file may be large), even
// when its time is unchanged too: a copy that keeps the time (cp -p,
// rsync -t) or two writes within one tick of a coarse clock (FAT, SMB)
// change the bytes and not the size or time.
func (t *Tracked) Changed() (bool, error) {
	now, err := look(t.Path)
	if err != nil {
		return false, err
	}
	switch {
	case now.exists != t.known.exists:
		return true, nil
	case !now.exists:
		return false, nil
	case now.size != t.known.size:
		return true, nil
	}
	sum, err := lookSum(t.Path)
	if err != nil {
		return false, err
	}
	return sum != t.known, nil
}

// Version names the file as the program last read or wrote it:
// "sha256:" and the hash of its bytes, or "missing" when it did not exist;
// after Assume, the version assumed, until the next Write (work based on
// that version is still based on it). Another program that takes up this
// one's work (an editor recovering a dead one's) gives it to Assume.
func (t *Tracked) Version() string {
	if t.assumed != "" {
		return t.assumed
	}
	if !t.known.exists {
		return "missing"
	}
	return "sha256:" + hex.EncodeToString(t.known.sum[:])
}

// Assume makes version (from Version) the file as the program last read
// or wrote it: when the file t read is not that version, Changed reports
// a change from now until the next Write, so that the work based on that
// version does not replace the file unasked. An unknown version is taken
// as another file's.
func (t *Tracked) Assume(version string) {
	if version == t.Version() {
		return
	}
	// No file has size -1: Changed tells at once, unless the file is
	// missing as the version says it was.
	t.known = state{exists: version != "missing", size: -1}
	t.assumed = version
}

// Write saves data to the file atomically (see WriteFile). The backup,
// BackupPath(Path), holds the file as it was when first read: it is
// written by the first save and left alone by the later ones, unless it
// no longer holds that version, even when another program removed the
// file since. A file that did not exist when read gets no backup.
//
// A backup file that holds another version (an older one, perhaps the
// only copy of the user's original, kept by `generate --out`) is never
// replaced: it is first kept as BackupPath(Path)+".1" (".2", ... the
// first name free or holding the same bytes), which KeptAside names.
func (t *Tracked) Write(data []byte) error {
	t.aside = ""
	keep := func(target string, exists bool) error {
		if !t.existed || t.largeKept {
			return nil
		}
		bak := BackupPath(t.Path)
		if t.large {
			// Too large to hold: the file on disk is the version to keep
			// (gone since: there is nothing to keep).
			if !exists {
				return nil
			}
			aside, err := keepCopy(target, bak)
			t.aside, t.largeKept = aside, err == nil
			return err
		}
		aside, same, err := keepIfOther(bak, func() (bool, error) { return sameFileText(bak, t.opened) })
		if t.aside = aside; err != nil || same {
			return err
		}
		return writeBackup(bak, target, t.opened)
	}
	if err := write(t.Path, data, keep); err != nil {
		return err
	}
	st, err := look(t.Path)
	if err != nil {
		return err
	}
	st.sum = sha256.Sum256(data)
	t.known, t.assumed, t.text = st, "", data
	return nil
}

// KeptAside returns the name the last Write kept the backup file under
// because it held another version than the file as first read (see
// Write): "" when it kept none aside.
func (t *Tracked) KeptAside() string { return t.aside }

// maxAside bounds the numbered names keepAside tries.
const maxAside = 1000

// keepAside keeps the backup bak under the first name bak.1, bak.2, ...
// that is free or already holds its text, and returns it. A hard link
// keeps it where the file system allows (an existing name is never
// replaced), else a copy written atomically. No file is held whole.
func keepAside(bak string) (string, error) {
	for n := 1; n <= maxAside; n++ {
		name := fmt.Sprintf("%s.%d", bak, n)
		info, err := os.Lstat(name)
		switch {
		case err == nil:
			if info.Mode().IsRegular() {
				if same, serr := sameFiles(name, bak); serr == nil && same {
					return name, nil
				}
			}
			continue
		case !errors.Is(err, fs.ErrNotExist):
			return "", err
		}
		if err := os.Link(bak, name); err == nil {
			syncDir(filepath.Dir(name))
			return name, nil
		} else if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err := checkBackup(name); err != nil {
			return "", err
		}
		return name, copyBackup(bak, name)
	}
	return "", fmt.Errorf("%s.1 to %s.%d are all taken by other versions", bak, bak, maxAside)
}
