package editor

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// recoveryFiles lists the recovery files in dir.
func recoveryFiles(t *testing.T, dir string) []string {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(dir, "*.recovery"))
	return m
}

// Issue 17, item 2: a second editor on an untitled position does not offer
// to discard the first one's recovery file while the first still runs; each
// keeps its own. Once the first is gone (a crash), the next editor offers
// its work for recovery.
func TestRecoveryBelongsToOneEditor(t *testing.T) {
	auto := t.TempDir()
	first := start(t, Options{AutosaveDir: auto}, 80, 24)
	first.setState(fightState(t))
	first.edit("g")
	firstWork := first.state()
	first.waitFor("the first editor's recovery file", func(e *Editor) bool { return len(recoveryFiles(t, auto)) == 1 })

	second := start(t, Options{AutosaveDir: auto}, 80, 24)
	second.waitMessage("another editor has unsaved changes to untitled open")
	if strings.Contains(second.Screen(), "Unsaved work of") {
		t.Fatal("the second editor offers the first one's work while it runs")
	}
	second.setState(fightState(t))
	second.edit("x")
	second.waitFor("a recovery file each", func(e *Editor) bool { return len(recoveryFiles(t, auto)) == 2 })

	first.close() // a crash: the lock given back, the file left
	third := start(t, Options{AutosaveDir: auto}, 80, 24)
	third.WaitText("Unsaved work of untitled")
	third.WaitText("its editor is gone")
	third.Keys("r")
	third.waitFor("the first editor's work", func(e *Editor) bool { return e.doc.State().Equal(firstWork) && e.doc.Dirty() })
	// The second editor's file is still there, and the third's own.
	third.waitFor("the recovered file replaced by the third's own", func(e *Editor) bool {
		files := recoveryFiles(t, auto)
		return len(files) == 2 && !strings.Contains(strings.Join(files, " "), string(first.ed.rec.session))
	})
	// Quitting cleanly removes an editor's file and lock.
	second.Keys("q")
	second.WaitText("Unsaved changes: quit?")
	second.Keys("d")
	second.waitDone()
	third.Keys("q")
	third.WaitText("Unsaved changes: quit?")
	third.Keys("d")
	third.waitDone()
	if left, _ := os.ReadDir(auto); len(left) != 0 {
		var names []string
		for _, f := range left {
			names = append(names, f.Name())
		}
		t.Errorf("left behind: %v", names)
	}
}

// Issue 19: recovery files go to the state folder ($XDG_STATE_HOME, or
// $BIRDCRAB_STATE_DIR), not the cache folder; one left in the old place is
// still found and offered.
func TestRecoveryInStateDir(t *testing.T) {
	state, cache := t.TempDir(), t.TempDir()
	t.Setenv(StateDirEnv, "")
	t.Setenv("XDG_STATE_HOME", state)
	t.Setenv("XDG_CACHE_HOME", cache)
	if got, want := StateDir(), filepath.Join(state, "birdcrab"); got != want {
		t.Fatalf("StateDir() = %q, want %q", got, want)
	}
	old := fightState(t)
	legacy := filepath.Join(cache, "birdcrab", "autosave")
	if legacyRecoveryDir() != legacy {
		t.Skipf("the cache folder here is %q, not $XDG_CACHE_HOME", legacyRecoveryDir())
	}
	os.MkdirAll(legacy, 0o755)
	data := []byte(autosaveHeader + "\n" + string(FormatState(testCat, &old)))
	if err := os.WriteFile(filepath.Join(legacy, "untitled.autosave"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{AutosaveDir: defaultDirs}, 80, 24)
	h.WaitText("Unsaved work of untitled")
	h.Keys("r")
	h.waitFor("the old work recovered", func(e *Editor) bool { return e.doc.State().Equal(old) })
	dir := filepath.Join(state, "birdcrab", "recovery")
	h.waitFor("its recovery file in the state folder", func(e *Editor) bool {
		return len(recoveryFiles(t, dir)) == 1 && filepath.Dir(e.rec.path) == dir
	})
	if _, err := os.Stat(filepath.Join(legacy, "untitled.autosave")); !os.IsNotExist(err) {
		t.Errorf("the old recovery file is still there: %v", err)
	}
	t.Setenv(StateDirEnv, filepath.Join(state, "mine"))
	if got := StateDir(); got != filepath.Join(state, "mine") {
		t.Errorf("with %s set, StateDir() = %q", StateDirEnv, got)
	}
}

// A document whose name holds the characters of a file pattern ([ ] * ?)
// finds its recovery files as any other.
func TestRecoveryOfOddName(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no * or ? in file names here")
	}
	dir, auto := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "pack[1]*?.txt")
	first := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	first.setState(fightState(t))
	first.edit("g")
	first.waitFor("a recovery file", func(e *Editor) bool { return len(recoveryFiles(t, auto)) == 1 })
	first.close()
	second := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	second.WaitText("Unsaved work of pack[1]*?.txt")
}

// The lock file of an editor that died with its work saved (no recovery
// file) is removed by the next start; a live editor's lock is kept.
func TestDeadLocksRemoved(t *testing.T) {
	auto := t.TempDir()
	live := start(t, Options{AutosaveDir: auto}, 80, 24)
	live.setState(fightState(t))
	live.edit("g")
	live.waitFor("a lock", func(e *Editor) bool { return e.rec.lock != nil })
	dead := filepath.Join(auto, "1-1.lock")
	if err := os.WriteFile(dead, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	start(t, Options{AutosaveDir: auto}, 80, 24)
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("a dead session's lock is still there: %v", err)
	}
	live.Sync(func() {
		if _, err := os.Stat(lockFile(auto, live.ed.rec.session)); err != nil {
			t.Errorf("the live editor's lock is gone: %v", err)
		}
	})
}
