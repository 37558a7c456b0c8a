package fileio

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

func writeTestFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

func readTestFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Issue 17, item 8: saving over a symbolic link replaces the file it names
// and leaves the link a link.
func TestWriteFileThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real", "pack.toml")
	os.Mkdir(filepath.Dir(real), 0o755)
	writeTestFile(t, real, "old")
	link := filepath.Join(dir, "link.toml")
	if err := os.Symlink("real/pack.toml", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := WriteFile(link, []byte("new"), true); err != nil {
		t.Fatal(err)
	}
	info, err := os.Lstat(link)
	if err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link is no longer a link: %v %v", info.Mode(), err)
	}
	if got := readTestFile(t, real); got != "new" {
		t.Errorf("the linked file holds %q, want %q", got, "new")
	}
	bak := BackupPath(link)
	info, err = os.Lstat(bak)
	if err != nil || !info.Mode().IsRegular() {
		t.Fatalf("the backup %s is not a regular file: %v", bak, err)
	}
	if got := readTestFile(t, bak); got != "old" {
		t.Errorf("the backup holds %q, want %q", got, "old")
	}
	// The permissions of the replaced file are kept.
	if info, _ := os.Stat(real); info.Mode().Perm() != 0o600 {
		t.Errorf("the file's mode became %v, want 0600", info.Mode().Perm())
	}
}

// A link that names a file not yet there: the file is created where the
// link points.
func TestWriteFileThroughDanglingSymlink(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link.toml")
	if err := os.Symlink("made.toml", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := WriteFile(link, []byte("x"), true); err != nil {
		t.Fatal(err)
	}
	if got := readTestFile(t, filepath.Join(dir, "made.toml")); got != "x" {
		t.Errorf("got %q", got)
	}
	if _, err := os.Lstat(BackupPath(link)); err == nil {
		t.Error("a backup of a file that did not exist")
	}
}

func TestWriteFileLoop(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	if err := os.Symlink("b", a); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	os.Symlink("a", b)
	err := WriteFile(a, []byte("x"), false)
	if err == nil || !strings.Contains(err.Error(), "symbolic links") {
		t.Fatalf("a loop of links: %v", err)
	}
}

// A failed write leaves the file as it was and no temporary file behind.
func TestWriteFileFailureKeepsOld(t *testing.T) {
	if runtime.GOOS == "windows" || os.Getuid() == 0 {
		t.Skip("needs a folder the test cannot write to (root can write anywhere)")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	writeTestFile(t, path, "old")
	os.Chmod(dir, 0o500)
	defer os.Chmod(dir, 0o700)
	if err := WriteFile(path, []byte("new"), true); err == nil {
		t.Fatal("wrote into a read-only folder")
	}
	if got := readTestFile(t, path); got != "old" {
		t.Errorf("got %q", got)
	}
}

func TestWriteFileRefusesDirectory(t *testing.T) {
	dir := t.TempDir()
	err := WriteFile(dir, []byte("x"), false)
	if err == nil || !strings.Contains(err.Error(), "a directory") {
		t.Fatalf("got %v", err)
	}
}

// Issue 17, item 1 (what the editor needs): two saves of a tracked file
// keep the file as it was when read as the backup.
func TestTrackedKeepsOpenedVersionAsBackup(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pack.toml")
	writeTestFile(t, path, "as opened")
	tr, data, err := ReadTracked(path, 0)
	if err != nil || string(data) != "as opened" {
		t.Fatalf("%q %v", data, err)
	}
	for _, text := range []string{"first save", "second save"} {
		if err := tr.Write([]byte(text)); err != nil {
			t.Fatal(err)
		}
		if got := readTestFile(t, path); got != text {
			t.Errorf("the file holds %q, want %q", got, text)
		}
		if got := readTestFile(t, BackupPath(path)); got != "as opened" {
			t.Errorf("after %q the backup holds %q, want the file as opened", text, got)
		}
	}
	// Plain backups keep the previous version instead.
	if err := WriteFile(path, []byte("third"), true); err != nil {
		t.Fatal(err)
	}
	if got := readTestFile(t, BackupPath(path)); got != "second save" {
		t.Errorf("WriteFile's backup holds %q, want the previous version", got)
	}
}

// A file another program removed before the first save still leaves the
// file as opened in the backup when it is written again.
func TestTrackedBackupOfRemovedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pack.toml")
	writeTestFile(t, path, "as opened")
	tr, _, err := ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(path)
	if changed, err := tr.Changed(); err != nil || !changed {
		t.Fatalf("removed, Changed says %v, %v", changed, err)
	}
	if err := tr.Write([]byte("saved")); err != nil {
		t.Fatal(err)
	}
	if got := readTestFile(t, path); got != "saved" {
		t.Errorf("the file holds %q", got)
	}
	if got := readTestFile(t, BackupPath(path)); got != "as opened" {
		t.Errorf("the backup holds %q, want the file as opened", got)
	}
	// Plain WriteFile to a missing file keeps no backup.
	other := filepath.Join(t.TempDir(), "new.toml")
	if err := WriteFile(other, []byte("new"), true); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(BackupPath(other)); err == nil {
		t.Error("a new file got a backup")
	}
}

func TestTrackedChanged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pack.toml")
	writeTestFile(t, path, "one")
	tr, _, err := ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if ch, err := tr.Changed(); ch || err != nil {
		t.Fatalf("changed before anything happened: %v %v", ch, err)
	}
	if err := tr.Write([]byte("two")); err != nil {
		t.Fatal(err)
	}
	if ch, err := tr.Changed(); ch || err != nil {
		t.Fatalf("our own save counts as a change: %v %v", ch, err)
	}
	// Another program writes the same size; the time differs.
	writeTestFile(t, path, "two")
	later := time.Now().Add(time.Minute)
	os.Chtimes(path, later, later)
	if ch, _ := tr.Changed(); ch {
		t.Error("the same bytes with a new time count as a change")
	}
	writeTestFile(t, path, "six")
	os.Chtimes(path, later.Add(time.Minute), later.Add(time.Minute))
	if ch, _ := tr.Changed(); !ch {
		t.Error("other bytes of the same size are not a change")
	}
	// Safe8: another program's change of the same size that keeps the
	// file's time (cp -p, rsync -t, a coarse FAT or SMB clock) is a
	// change too.
	if err := tr.Write([]byte("ten")); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, path, "one")
	os.Chtimes(path, info.ModTime(), info.ModTime())
	if ch, _ := tr.Changed(); !ch {
		t.Error("other bytes of the same size and time are not a change")
	}
	os.Remove(path)
	if ch, _ := tr.Changed(); !ch {
		t.Error("a removed file is not a change")
	}
}

// A program taking up another's work assumes the version the other last
// read or wrote: a file that is no longer that version counts as changed
// until the next write; the same version does not.
func TestTrackedAssume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pack.toml")
	writeTestFile(t, path, "one")
	old, _, err := ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, text, version string
		changed             bool
	}{
		{"same version", "one", old.Version(), false},
		{"another version", "two", old.Version(), true},
		{"was missing", "one", "missing", true},
		{"unknown", "one", "sha256:00", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			writeTestFile(t, path, tc.text)
			tr, _, err := ReadTracked(path, 0)
			if err != nil {
				t.Fatal(err)
			}
			tr.Assume(tc.version)
			if ch, err := tr.Changed(); ch != tc.changed || err != nil {
				t.Fatalf("Changed() = %v, %v; want %v", ch, err, tc.changed)
			}
			// Work based on the version assumed still names it, for
			// whoever takes it up next.
			if got := tr.Version(); tc.changed && got != tc.version {
				t.Errorf("Version() = %q after Assume(%q)", got, tc.version)
			}
			if err := tr.Write([]byte("three")); err != nil {
				t.Fatal(err)
			}
			if ch, _ := tr.Changed(); ch {
				t.Error("changed after its own write")
			}
		})
	}
	os.Remove(path)
	tr, _, err := ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	tr.Assume("missing")
	if ch, _ := tr.Changed(); ch {
		t.Error("a file missing as assumed counts as changed")
	}
	tr.Assume(old.Version())
	if ch, _ := tr.Changed(); !ch {
		t.Error("a file gone since the version assumed is not a change")
	}
}

func TestTrackedMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new.toml")
	tr, data, err := ReadTracked(path, 0)
	if err != nil || data != nil {
		t.Fatalf("%q %v", data, err)
	}
	if err := tr.Write([]byte("x")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(BackupPath(path)); err == nil {
		t.Error("a backup of a file that did not exist")
	}
}

// Issue 17, items 9 and 10: reading stops at the size limit, for files and
// for standard input alike.
func TestReadSizeLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big")
	writeTestFile(t, path, strings.Repeat("x", 1000))
	if _, err := ReadFile(path, 1000); err != nil {
		t.Fatalf("a file at the limit: %v", err)
	}
	_, err := ReadFile(path, 999)
	var tl *TooLargeError
	if !errors.As(err, &tl) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "999 bytes") {
		t.Fatalf("over the limit: %v", err)
	}
	_, err = ReadAll(endless{}, StdinName, 4<<20)
	if !errors.As(err, &tl) || err.Error() != "cannot read stdin: it is larger than the limit of 4 MiB" {
		t.Fatalf("endless input: %v", err)
	}
	data, err := ReadAll(bytes.NewReader([]byte("abc")), StdinName, 0)
	if err != nil || string(data) != "abc" {
		t.Fatalf("%q %v", data, err)
	}
}

// endless is a reader without end, as /dev/zero is.
type endless struct{}

func (endless) Read(p []byte) (int, error) { return len(p), nil }

// CheckWritable says, before any work, what WriteFile would refuse: a
// missing folder, a directory, a backup that a directory stands in the way
// of; and leaves nothing behind.
func TestCheckWritable(t *testing.T) {
	dir := t.TempDir()
	pack := filepath.Join(dir, "pack.toml")
	writeTestFile(t, pack, "old")
	if err := CheckWritable(pack, true); err != nil {
		t.Errorf("an existing file: %v", err)
	}
	if err := CheckWritable(filepath.Join(dir, "new.toml"), true); err != nil {
		t.Errorf("a new file: %v", err)
	}
	missing := filepath.Join(dir, "no-such-folder", "x.toml")
	if err := CheckWritable(missing, false); err == nil || !strings.Contains(err.Error(), "cannot save to "+missing) {
		t.Errorf("a missing folder: %v", err)
	}
	if err := CheckWritable(dir, false); err == nil || !strings.Contains(err.Error(), "it is a directory") {
		t.Errorf("a directory: %v", err)
	}
	os.Mkdir(BackupPath(filepath.Join(dir, "boxed.toml")), 0o755)
	if err := CheckWritable(filepath.Join(dir, "boxed.toml"), true); err == nil || !strings.Contains(err.Error(), "boxed.toml.bak: it is a directory") {
		t.Errorf("a directory as the backup: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("left behind: %v", entries)
	}
	if got := readTestFile(t, pack); got != "old" {
		t.Errorf("the file was changed: %q", got)
	}
}

// BackupWouldLose tells a backup that holds another text than the file
// (the only copy of an older version, which a write with a backup would
// replace) from one that loses nothing: no file, no backup, the same text,
// the backup a link to the file itself (a hard link, as keepCopy once made).
func TestBackupWouldLoseAnOlderVersion(t *testing.T) {
	dir := t.TempDir()
	pack := filepath.Join(dir, "pack.toml")
	check := func(what string, want bool) {
		t.Helper()
		got, err := BackupWouldLose(pack)
		if err != nil || got != want {
			t.Errorf("%s: %v, %v; want %v", what, got, err, want)
		}
	}
	check("no file", false)
	writeTestFile(t, BackupPath(pack), "mine")
	check("a backup but no file", false)
	writeTestFile(t, pack, "mine")
	check("the same text", false)
	writeTestFile(t, pack, "made")
	check("another text of the same size", true)
	writeTestFile(t, pack, "made by generate")
	check("another text", true)
	if err := WriteFile(pack, []byte("again"), true); err != nil {
		t.Fatal(err)
	}
	if got := readTestFile(t, BackupPath(pack)); got != "made by generate" {
		t.Fatalf("the backup holds %q", got)
	}
	check("after a write, the backup of the file replaced", true)
	os.Remove(BackupPath(pack))
	if err := os.Link(pack, BackupPath(pack)); err == nil {
		check("the backup a hard link to the file", false)
	}
}

// ReadOnly tells a file whose permissions deny writing (chmod 444), which
// WriteFile would replace all the same, from a writable or missing one.
func TestReadOnlyTellsAFileNotToWrite(t *testing.T) {
	dir := t.TempDir()
	pack := filepath.Join(dir, "pack.toml")
	check := func(what string, want bool) {
		t.Helper()
		if got, err := ReadOnly(pack); err != nil || got != want {
			t.Errorf("%s: %v, %v; want %v", what, got, err, want)
		}
	}
	check("no file", false)
	writeTestFile(t, pack, "mine")
	check("a file of mode 0644", false)
	if err := os.Chmod(pack, 0o444); err != nil {
		t.Fatal(err)
	}
	check("a file of mode 0444", true)
}

// Safe8: a backup file that holds another version than the file as
// opened (generate --out kept the user's original pack there) is kept
// aside as FILE.bak.1 by the first save, and named, never replaced.
func TestTrackedKeepsOtherBackupAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.toml")
	bak := BackupPath(path)
	writeTestFile(t, path, "generated")
	writeTestFile(t, bak, "original")
	tr, _, err := ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.Write([]byte("edited")); err != nil {
		t.Fatal(err)
	}
	if got := readTestFile(t, bak); got != "generated" {
		t.Errorf("the backup holds %q, want the file as opened", got)
	}
	if got := tr.KeptAside(); got != bak+".1" {
		t.Fatalf("KeptAside() = %q, want %q", got, bak+".1")
	}
	if got := readTestFile(t, bak+".1"); got != "original" {
		t.Errorf("%s holds %q, want the old backup", bak+".1", got)
	}
	// Later saves leave both alone and keep nothing more aside.
	if err := tr.Write([]byte("edited again")); err != nil {
		t.Fatal(err)
	}
	if got := tr.KeptAside(); got != "" {
		t.Errorf("the second save kept %q aside", got)
	}
	// The next session's first save keeps the previous backup as .2:
	// .1 holds another version.
	tr, _, err = ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.Write([]byte("third")); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{bak: "edited again", bak + ".1": "original", bak + ".2": "generated"} {
		if got := readTestFile(t, name); got != want {
			t.Errorf("%s holds %q, want %q", name, got, want)
		}
	}
}

// Safe8: a backup that cannot be written (a full disk) leaves the old
// backup, and the file, as they were: the new backup is written to a
// temporary file and renamed over the old one.
func TestBackupFailureKeepsOldBackup(t *testing.T) {
	full := errors.New("no space left on device")
	defer func(f func(*os.File) error) { syncFile = f }(syncFile)
	syncFile = func(f *os.File) error {
		if strings.Contains(filepath.Base(f.Name()), ".bak.") {
			return full
		}
		return f.Sync()
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "pack.toml")
	writeTestFile(t, path, "current")
	writeTestFile(t, BackupPath(path), "other")
	tr, _, err := ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.Write([]byte("new")); !errors.Is(err, full) {
		t.Fatalf("Write: %v, want the full disk", err)
	}
	if got := readTestFile(t, path); got != "current" {
		t.Errorf("the file holds %q", got)
	}
	if got := readTestFile(t, BackupPath(path)); got != "other" {
		t.Errorf("the backup holds %q after a failed backup", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) > 3 {
		t.Errorf("left behind: %v", entries)
	}
}

// Safe8: a save removes the temporary files of its own name that a writer
// killed mid-save left (.NAME.tmpDIGITS, .NAME.bak.tmpDIGITS) once they are
// old; a recent one (another writer's, at work) and any other name stay.
func TestWriteRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pack.toml")
	writeTestFile(t, path, "current")
	later := laterClock(t)
	old := time.Now().Add(-time.Hour)
	stale := []string{".pack.toml.tmp123456", ".pack.toml.bak.tmp42"}
	kept := []string{".pack.toml.tmp99", ".pack.toml.tmpx1", "pack.toml.tmp1", ".pack.toml.tmp", ".other.toml.tmp7", ".pack.toml.bak.1.tmp5x"}
	for _, name := range append(append([]string{}, stale...), kept...) {
		writeTestFile(t, filepath.Join(dir, name), "x")
		if name != ".pack.toml.tmp99" {
			os.Chtimes(filepath.Join(dir, name), old, old)
		} else {
			os.Chtimes(filepath.Join(dir, name), later, later)
		}
	}
	tr, _, err := ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.Write([]byte("new")); err != nil {
		t.Fatal(err)
	}
	for _, name := range stale {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			t.Errorf("the stale %s is still there", name)
		}
	}
	for _, name := range kept {
		if _, err := os.Lstat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s was removed: %v", name, err)
		}
	}
}

// safe9 item 3: WriteFile with a backup (generate --out, the editor's
// SaveFile) replaced a FILE.bak that held another version without a word:
// an editor's save during generate's search had made it the user's
// original, and generate's write then lost it. It is kept as FILE.bak.1
// now (.2 when .1 holds yet another version); a backup of the same text
// is replaced and nothing is kept aside.
func TestWriteFileKeepsOtherBackupAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.toml")
	bak := BackupPath(path)
	writeTestFile(t, path, "edited")
	writeTestFile(t, bak, "original")
	writeTestFile(t, bak+".1", "older still")
	if err := WriteFile(path, []byte("generated"), true); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{path: "generated", bak: "edited", bak + ".1": "older still", bak + ".2": "original"} {
		if got := readTestFile(t, name); got != want {
			t.Errorf("%s holds %q, want %q", name, got, want)
		}
	}
	// The backup holds the file's text: replaced, nothing more aside.
	writeTestFile(t, bak, "generated")
	if err := WriteFile(path, []byte("again"), true); err != nil {
		t.Fatal(err)
	}
	if got := readTestFile(t, bak); got != "generated" {
		t.Errorf("%s holds %q, want %q", bak, got, "generated")
	}
	if _, err := os.Stat(bak + ".3"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a backup of the same text was kept aside as %s.3 (%v)", bak, err)
	}
}

// WriteFileKept names where an older backup of another version went, so
// that a writer can say so (generate said only "kept as g.toml.bak"); ""
// when no backup was kept aside.
func TestWriteFileKeptNamesTheOlderBackup(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.toml")
	bak := BackupPath(path)
	writeTestFile(t, path, "edited")
	writeTestFile(t, bak, "original")
	writeTestFile(t, bak+".1", "older still")
	aside, err := WriteFileKept(path, []byte("generated"))
	if err != nil || aside != bak+".2" {
		t.Fatalf("aside %q, %v; want %s.2", aside, err, bak)
	}
	if got := readTestFile(t, aside); got != "original" {
		t.Errorf("%s holds %q, want the older backup", aside, got)
	}
	// The backup is the file's own text, or there is none: nothing aside.
	for _, same := range []bool{false, true} {
		os.Remove(bak)
		if same {
			writeTestFile(t, bak, readTestFile(t, path))
		}
		aside, err := WriteFileKept(path, []byte("more "+strconv.FormatBool(same)))
		if err != nil || aside != "" {
			t.Errorf("backup of the same text %v: aside %q, %v; want none", same, aside, err)
		}
	}
	// A new file: no backup at all.
	if aside, err := WriteFileKept(filepath.Join(dir, "new.toml"), []byte("x")); err != nil || aside != "" {
		t.Errorf("new file: aside %q, %v; want none", aside, err)
	}
}

// safe10 item 3: a ".FILE.bak.tmpDIGITS" left by a save killed while it
// wrote the backup was removed only when a backup was written again, and
// Tracked.Write leaves a backup that holds the version as opened alone:
// every save after the first kept the stale temporary file for good.
func TestTrackedWriteRemovesStaleBackupTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.toml")
	writeTestFile(t, path, "as opened")
	writeTestFile(t, BackupPath(path), "as opened") // the backup holds it already
	stale := filepath.Join(dir, ".p.toml.bak.tmp555")
	fresh := filepath.Join(dir, ".p.toml.bak.tmp556")
	writeTestFile(t, stale, "x")
	writeTestFile(t, fresh, "x") // another writer's, at work now
	later := laterClock(t)
	old := time.Now().Add(-30 * time.Minute)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(fresh, later, later); err != nil {
		t.Fatal(err)
	}
	tr, _, err := ReadTracked(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.Write([]byte("edited")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(stale); err == nil {
		t.Errorf("the stale %s is still there after a save", filepath.Base(stale))
	}
	if _, err := os.Lstat(fresh); err != nil {
		t.Errorf("the fresh %s was removed: %v", filepath.Base(fresh), err)
	}
	if got := readTestFile(t, BackupPath(path)); got != "as opened" {
		t.Errorf("the backup holds %q", got)
	}
}

// safe10 item 2: a file another program made larger than the read limit
// could not be saved over ("o overwrite it", Save as onto it): the
// version replaced was read, with the limit, only to be kept as the
// backup. TrackReplaced tracks it without holding it, and the first
// Write keeps it from disk as the backup; the later ones leave it.
func TestTrackReplacedKeepsALargeFileAsBackup(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.toml")
	big := strings.Repeat("# a comment another program appended\n", 200)
	writeTestFile(t, path, big)
	if _, _, err := ReadTracked(path, 1024); err == nil {
		t.Fatal("the file is not over the limit")
	}
	tr, err := TrackReplaced(path, 1024)
	if err != nil {
		t.Fatal(err)
	}
	if !tr.Existed() || tr.Opened() != nil {
		t.Fatalf("Existed %v, Opened %d bytes", tr.Existed(), len(tr.Opened()))
	}
	if changed, err := tr.Changed(); err != nil || changed {
		t.Fatalf("Changed at once: %v %v", changed, err)
	}
	writeTestFile(t, BackupPath(path), "an older backup")
	for _, text := range []string{"first save", "second save"} {
		if err := tr.Write([]byte(text)); err != nil {
			t.Fatal(err)
		}
		if got := readTestFile(t, path); got != text {
			t.Errorf("the file holds %q, want %q", got, text)
		}
		if got := readTestFile(t, BackupPath(path)); got != big {
			t.Errorf("after %q the backup holds %d bytes, want the large file replaced", text, len(got))
		}
	}
	if got := readTestFile(t, BackupPath(path)+".1"); got != "an older backup" {
		t.Errorf("the older backup was not kept aside: %q", got)
	}
	// A small file is tracked as ReadTracked tracks it.
	small := filepath.Join(dir, "small.toml")
	writeTestFile(t, small, "small")
	if tr, err := TrackReplaced(small, 1024); err != nil || string(tr.Opened()) != "small" {
		t.Errorf("a small file: %v", err)
	}
	// A missing file: nothing to keep.
	if tr, err := TrackReplaced(filepath.Join(dir, "none.toml"), 1024); err != nil || tr.Existed() {
		t.Errorf("a missing file: %v", err)
	}
}

// The backup of a save that keeps the file on disk (a file too large to
// hold, WriteFile with a backup) was a hard link to it: the save renames
// a new file over the name, but the old file lives on under its other
// names and in the programs that hold it open, and a write there in place
// (a program appending to its open file, an editor that does not rename,
// another name of it made by ln) changed the backup with it: the version
// kept was lost. The backup is a copy of its own.
func TestBackupIsNotWrittenThroughTheOldFile(t *testing.T) {
	for _, how := range []string{"large", "WriteFile"} {
		t.Run(how, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "p.toml")
			old := strings.Repeat("# the file as it was\n", 100)
			writeTestFile(t, path, old)
			other := filepath.Join(dir, "other-name.toml")
			if err := os.Link(path, other); err != nil {
				t.Skip("no hard links here:", err)
			}
			held, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer held.Close()
			switch how {
			case "large":
				tr, err := TrackReplaced(path, 64)
				if err != nil {
					t.Fatal(err)
				}
				err = tr.Write([]byte("saved"))
				if err != nil {
					t.Fatal(err)
				}
			default:
				if err := WriteFile(path, []byte("saved"), true); err != nil {
					t.Fatal(err)
				}
			}
			if got := readTestFile(t, BackupPath(path)); got != old {
				t.Fatalf("the backup holds %q", got)
			}
			// In place, through what still names or holds the old file.
			if _, err := held.WriteString("# appended by a program that held it open\n"); err != nil {
				t.Fatal(err)
			}
			f, err := os.OpenFile(other, os.O_WRONLY|os.O_TRUNC, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString("rewritten in place through another name")
			f.Close()
			// And through the file's own name, in place (cat > FILE).
			f, err = os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString("rewritten in place")
			f.Close()
			if got := readTestFile(t, BackupPath(path)); got != old {
				t.Errorf("the backup was written through the old file: it holds %q", got)
			}
		})
	}
}

// laterClock moves the clock removeStaleTemps reads an hour on, until the
// test ends, and returns it: the files a test makes now are an hour old
// by both their times (a status change time cannot be set back), and one
// given the time returned is fresh.
func laterClock(t *testing.T) time.Time {
	later := time.Now().Add(time.Hour)
	clock = func() time.Time { return later }
	t.Cleanup(func() { clock = time.Now })
	return later
}

// fix2 item 1: a save removed another writer's temporary file as stale by
// its modification time alone, and a copy or a link that keeps an old
// time (cp -p, a hard link to an old file) has an old one from the start:
// a second writer's save of the same file deleted it between its making
// and its rename, and that save failed. Its status change time is now.
func TestWriteKeepsALiveTempWithAnOldTime(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pack.toml")
	writeTestFile(t, path, "current")
	live := filepath.Join(dir, ".pack.toml.tmp4242")
	liveBak := filepath.Join(dir, ".pack.toml.bak.tmp4243")
	old := time.Now().Add(-time.Hour)
	for _, name := range []string{live, liveBak} {
		writeTestFile(t, name, "another writer's")
		if err := os.Chtimes(name, old, old); err != nil {
			t.Fatal(err)
		}
		if info, err := os.Stat(name); err != nil || changeTime(info).Equal(info.ModTime()) {
			t.Skip("no status change time here")
		}
	}
	if err := WriteFile(path, []byte("mine"), true); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{live, liveBak} {
		if _, err := os.Lstat(name); err != nil {
			t.Errorf("another writer's %s, made a moment ago with an old time, was removed: %v", filepath.Base(name), err)
		}
	}
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// fix2 item 2: a save that keeps a backup read the file it replaced whole
// into memory to compare it with FILE.bak (and BackupWouldLose and
// Changed read both whole), however large: another program may have made
// the file far larger than the limit. They compare sizes, then blocks.
func TestBackupComparisonsHoldNoLargeFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "big.toml")
	bak := BackupPath(path)
	const size = 4 * DefaultMaxSize
	big := bytes.Repeat([]byte("# a long comment line\n"), size/22)
	if err := os.WriteFile(path, big, 0o644); err != nil {
		t.Fatal(err)
	}
	other := bytes.Clone(big)
	other[len(other)-2] = '!' // the same size, another version
	if err := os.WriteFile(bak, other, 0o644); err != nil {
		t.Fatal(err)
	}
	const bound = DefaultMaxSize / 2
	var lose bool
	var err error
	if n := allocated(func() { lose, err = BackupWouldLose(path) }); n > bound || err != nil || !lose {
		t.Errorf("BackupWouldLose: %v, %v; allocated %d bytes for a file of %d", lose, err, n, len(big))
	}
	tr, err := TrackReplaced(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, other, 0o644) // changed on disk, the same size
	var changed bool
	if n := allocated(func() { changed, err = tr.Changed() }); n > bound || err != nil || !changed {
		t.Errorf("Changed: %v, %v; allocated %d bytes for a file of %d", changed, err, n, len(big))
	}
	os.WriteFile(path, big, 0o644)
	var aside string
	if n := allocated(func() { aside, err = WriteFileKept(path, []byte("small")) }); n > bound || err != nil || aside != bak+".1" {
		t.Errorf("WriteFileKept: aside %q, %v; allocated %d bytes for a file of %d", aside, err, n, len(big))
	}
	if !bytes.Equal(mustRead(t, bak), big) || !bytes.Equal(mustRead(t, bak+".1"), other) {
		t.Errorf("the backups do not hold the versions replaced")
	}
	// The backup holds the file's text: compared through, nothing aside.
	os.WriteFile(path, other, 0o644)
	os.WriteFile(bak, other, 0o644)
	os.Remove(bak + ".1")
	if n := allocated(func() { aside, err = WriteFileKept(path, []byte("small")) }); n > bound || err != nil || aside != "" {
		t.Errorf("WriteFileKept of the same text: aside %q, %v; allocated %d bytes for a file of %d", aside, err, n, len(big))
	}
}

func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// SameTarget: one file however spelt, through a link to it or to its
// folder; another name (a hard link too) is another target.
func TestSameTarget(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.toml")
	writeTestFile(t, a, "x")
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		b    string
		same bool
	}{
		{filepath.Join(dir, ".", "a.toml"), true},
		{filepath.Join(sub, "..", "a.toml"), true},
		{filepath.Join(dir, "b.toml"), false},
		{filepath.Join(sub, "a.toml"), false},
	} {
		if got := SameTarget(a, tc.b); got != tc.same {
			t.Errorf("SameTarget(%s, %s) = %v, want %v", a, tc.b, got, tc.same)
		}
	}
	if err := os.Symlink("a.toml", filepath.Join(dir, "link.toml")); err == nil {
		if !SameTarget(a, filepath.Join(dir, "link.toml")) {
			t.Errorf("a link to a.toml is not the same target")
		}
	}
	if err := os.Symlink(dir, filepath.Join(sub, "up")); err == nil {
		if !SameTarget(a, filepath.Join(sub, "up", "a.toml")) {
			t.Errorf("a.toml through a link to its folder is not the same target")
		}
	}
	if err := os.Link(a, filepath.Join(dir, "hard.toml")); err == nil {
		if SameTarget(a, filepath.Join(dir, "hard.toml")) {
			t.Errorf("a hard link is the same target: a write replaces one name")
		}
	}
}
