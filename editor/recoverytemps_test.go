package editor

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// tedit item 8: an editor killed while it wrote its recovery file left
// the write's temporary file (".KEY~SESSION.recovery.tmpDIGITS") in the
// recovery folder, and nothing ever removed it: the session's file is
// never written again. An editor's start removes those of sessions that
// no longer run, once they are a minute old; a fresh one, a live
// session's and every other file stay.
func TestStartRemovesStaleRecoveryTemps(t *testing.T) {
	dir := t.TempDir()
	dead := session("999999999-1") // no such process
	live := newSession()
	lock, err := ownLock(lockFile(dir, live))
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	key := docKey(filepath.Join(t.TempDir(), "pos9.toml"))
	temp := func(s session, digits string) string { return "." + key + "~" + string(s) + ".recovery.tmp" + digits }
	old := time.Now().Add(-2 * time.Minute)
	files := map[string]time.Time{
		temp(dead, "392806114"):                         old,        // goes
		temp(dead, "12"):                                time.Now(), // being written, perhaps
		temp(live, "77"):                                old,        // its editor runs
		temp(dead, "x1"):                                old,        // not a temporary file's name
		".notes.txt.tmp123":                             old,        // not a recovery file's
		key + "~" + string(dead) + ".recovery":          old,        // work to offer
		"." + key + "~" + string(dead) + ".recovery.tm": old,
	}
	for name, at := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	h := start(t, Options{AutosaveDir: dir}, 80, 24)
	h.Sync(func() {})
	var left []string
	for name := range files {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			left = append(left, name)
		}
	}
	if slices.Contains(left, temp(dead, "392806114")) {
		t.Error("the stale temporary file of a dead editor is still there")
	}
	if len(left) != len(files)-1 {
		t.Errorf("%d files left, want %d: %q", len(left), len(files)-1, left)
	}
}
