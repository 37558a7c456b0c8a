package editor

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
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

// copyFixture copies a file of testdata into a folder of the test's own.
func copyFixture(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// holding waits until a recovery file in dir holds every one of texts,
// and returns its path.
func (h *harness) holding(dir string, texts ...string) string {
	h.T.Helper()
	var path string
	h.waitFor(fmt.Sprintf("a recovery file holding %q", texts), func(*Editor) bool {
		for _, f := range recoveryFiles(h.T, dir) {
			data, _ := os.ReadFile(f)
			all := true
			for _, s := range texts {
				all = all && strings.Contains(string(data), s)
			}
			if all {
				path = f
				return true
			}
		}
		return false
	})
	return path
}

// puzzleIs waits until the puzzle on the board has its title and goals.
func (h *harness) puzzleIs(title, goals string) {
	h.T.Helper()
	h.waitFor(fmt.Sprintf("the puzzle %q with goals %q", title, goals), func(e *Editor) bool {
		m := e.doc.State().Puzzle
		return m != nil && m.Title == title && engine.GoalsText(m.Goals) == goals
	})
}

// The tester's report: a pack whose hand is over its maximum cannot be
// saved yet, and recovering it after a crash brought back the position
// alone, deleted the recovery file that held the title and goals, and
// pointed the message at it. Now the recovery gets the title and goals
// back, as an unsaved draft whose problem is shown, keeps the work in a
// recovery file through another crash until it is saved, and the save
// writes the title and goals.
func TestRecoveryOfPackOverHandMaxKeepsTitleAndGoals(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "one-puzzle.toml")
	const title, goals = "My title", "kill A3, kills 2"
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle puzzle-1 (1 of 1)")
	h.Keys("M")
	h.WaitText("Title:")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.Keys(title)
	h.Key(tcell.KeyEnter)
	for range 6 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals: ")
	h.Keys(goals)
	h.Key(tcell.KeyEnter)
	h.puzzleIs(title, goals)
	h.Key(tcell.KeyEscape)
	h.Keys("H")
	h.WaitText("unknown pieces")
	h.Key(tcell.KeyUp) // above the add line H opens on
	h.Keys(strings.Repeat("+", 10))
	h.waitFor("ten unknown pieces in Red's hand", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 10 })
	h.Key(tcell.KeyEscape)
	h.Keys("w")
	h.waitMessage("the pack is not saved")
	h.holding(auto, `title = "My title"`, `"kill A3"`)
	h.close() // a crash

	recoverIt := func() *harness {
		t.Helper()
		h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
		h.WaitText("Unsaved work of one-puzzle.toml")
		h.Keys("r")
		h.puzzleIs(title, goals)
		h.WaitText("puzzle puzzle-1 (1 of 1)")
		h.waitMessage("over the hand maximum of 6")
		if msg := h.message(); strings.Contains(msg, ".recovery") || strings.Contains(msg, "could not") {
			t.Errorf("the message after recovery: %s", msg)
		}
		if st := h.state(); st.Pos.Player(1).Hidden != 10 {
			t.Errorf("Red's hand after recovery: %d unknown pieces, want 10", st.Pos.Player(1).Hidden)
		}
		// The work is in this editor's recovery file, the pack with it.
		own := h.holding(auto, `title = "My title"`, `"kill A3"`, "hidden = 10")
		h.Sync(func() {
			if own != h.ed.rec.path {
				t.Errorf("the work is in %s, not in the editor's own recovery file", own)
			}
		})
		return h
	}
	h = recoverIt()
	h.close() // another crash, before the draft is fixed
	h = recoverIt()

	// Fixed, the draft saves with its title and goals; no recovery file is left.
	h.Keys("H")
	h.WaitText("unknown pieces")
	h.Key(tcell.KeyUp) // above the add line H opens on
	h.Keys(strings.Repeat("-", 10))
	h.waitFor("Red's hand emptied", func(e *Editor) bool { return e.doc.Pos().Player(1).Hidden == 0 })
	h.Key(tcell.KeyEscape)
	h.Keys("w")
	h.waitMessage("saved " + path)
	pk, err := puzzles.Load(path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	if pz := pk.Puzzle("puzzle-1"); pz == nil || pz.Title != title || engine.GoalsText(pz.Goals) != goals {
		t.Errorf("the saved puzzle: %+v", pz)
	}
	h.waitFor("no recovery file left", func(*Editor) bool { return len(recoveryFiles(t, auto)) == 0 })
}

// A recovery file whose pack part does not read back (here a title that
// is not a string: a file changed by hand, or kinds changed since) gives
// its position and orders back into the pack as opened, on the puzzle it
// names, so that w does not replace the pack with the position alone; the
// file stays where the message says, and the next start offers it again.
func TestRecoveryKeepsAFileItCannotReadWhole(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "pack.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.setStateKeepPack(func(s *State) {
		if err := SwitchPuzzle(1)(s); err != nil {
			t.Error(err)
		}
		s.Pos.Turn = 9
		s.Puzzle.Title = "Changed"
	})
	old := h.holding(auto, `title = "Changed"`, "bc1 t9 ")
	lost := h.state()
	h.close() // a crash
	data, _ := os.ReadFile(old)
	bad := strings.Replace(string(data), `title = "Changed"`, `title = 7`, 1)
	if err := os.WriteFile(old, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	line := strings.Count(bad[:strings.Index(bad, "title = 7")], "\n") + 1

	h = start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("r")
	h.waitMessage(fmt.Sprintf("the rest of the pack stays in its recovery file (i says where): line %d: ", line))
	h.WaitText("(i says where)") // on the screen, not cut off at 80 columns
	h.WaitText("puzzle meet-it (2 of 2)")
	h.showsPath("i", old)
	st := h.state()
	if st.Pos != lost.Pos || !st.Orders.Equal(lost.Orders) || st.Pack == nil || len(st.Pack.Puzzles) != 2 || st.Puzzle.Title == "Changed" {
		t.Errorf("recovered %v into %+v", st.Pos.Code(testCat), st.Puzzle)
	}
	if _, err := os.Stat(old); err != nil {
		t.Fatalf("the file the message names: %v", err)
	}
	h.holding(auto, "bc1 t9 ", "# ---- the pack ----") // this editor's own
	h.Keys("q")
	h.WaitText("Unsaved changes: quit?")
	h.Keys("d")
	h.waitDone()

	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("d")
	h.WaitText("for good?")
	h.Keys("y")
	h.waitMessage("the unsaved work was discarded")
	if files := recoveryFiles(t, auto); len(files) != 0 {
		t.Errorf("left after a discard: %v", files)
	}
}

// When this editor's own recovery file cannot be written, recovering
// leaves the dead editor's file in place and says so.
func TestRecoveryKeepsTheFileWhenAutosaveFails(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "one-puzzle.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle puzzle-1 (1 of 1)")
	h.setStateKeepPack(func(s *State) {
		if err := SetMeta(func(m *Meta) error { m.Title = "My title"; return nil })(s); err != nil {
			t.Error(err)
		}
	})
	old := h.holding(auto, `title = "My title"`)
	h.close()

	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of one-puzzle.toml")
	h.Sync(func() { h.ed.rec.path = filepath.Join(auto, "no such folder", "own.recovery") })
	h.Keys("r")
	h.puzzleIs("My title", "")
	h.waitMessage("which stays in its recovery file too (i says where), as this editor's autosave failed")
	h.showsPath("i", old)
	if _, err := os.Stat(old); err != nil {
		t.Errorf("the dead editor's file: %v", err)
	}
}

// Found while fixing crash recovery: the recovered pack was the recovery
// file's pack read back, and a pack that could not be saved yet (a hand
// over its maximum, say) is written there in the stable layout, without
// comments. Once fixed and saved, the whole file was in the stable layout:
// its comments and the layout of the puzzles not touched were gone. A
// recovered pack now saves as the pack as opened saves: every table that
// did not change as the file wrote it.
func TestRecoveredPackSavesLikeThePackAsOpened(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "pack.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.setStateKeepPack(func(s *State) { s.Pos.Turn = 9 })
	var want []byte
	h.Sync(func() {
		st := h.ed.doc.State()
		var err error
		if want, err = encodeOver(h.ed.cat, &st, path, h.ed.file.Text()); err != nil {
			t.Error(err)
		}
	})
	for _, kept := range []string{"# The complete example of docs/packs.md", "# the other players' orders below are the script"} {
		if !strings.Contains(string(want), kept) {
			t.Fatalf("the save before the crash would not keep %q:\n%s", kept, want)
		}
	}
	h.setStateKeepPack(func(s *State) { s.Pos.Player(1).HandMax = 0 }) // a draft
	h.holding(auto, "bc1 t9 ", "hand_max = 0")
	h.close() // a crash

	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("r")
	h.waitMessage("the pack saves once this is fixed")
	h.setStateKeepPack(func(s *State) { s.Pos.Player(1).HandMax = 7 })
	h.Keys("w")
	h.waitMessage("saved " + path)
	if got := mustRead(t, path); string(got) != string(want) {
		t.Errorf("saved after the recovery:\n%s\nwant, as the pack as opened saves:\n%s", got, want)
	}
}

// When another program saved the file after the dead editor read or saved
// it, recovering that editor's work and saving does not replace the other
// program's version unasked: the save asks, as for any file changed on
// disk, and overwriting keeps the other version as the backup.
func TestRecoveryOverAFileChangedOnDiskAsksBeforeSaving(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "pack.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.setStateKeepPack(func(s *State) { s.Pos.Turn = 9 })
	h.holding(auto, "bc1 t9 ", fileHeader+"sha256:")
	h.close() // a crash
	other := "# Saved by another program.\n" + string(mustRead(t, path))
	if err := os.WriteFile(path, []byte(other), 0o644); err != nil {
		t.Fatal(err)
	}

	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("r")
	h.waitMessage("pack.toml changed on disk since that editor read or saved it: w asks before replacing it")
	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	if got := string(mustRead(t, path)); got != other {
		t.Fatalf("the other program's version was replaced unasked:\n%s", got)
	}
	h.Keys("o")
	h.waitMessage("saved " + path)
	if got := string(mustRead(t, BackupPath(path))); got != other {
		t.Errorf("the backup is not the other program's version:\n%s", got)
	}
	pk, err := puzzles.Load(path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(mustRead(t, path)); pk.Puzzle("from-behind").Position.Turn != 9 || !strings.HasPrefix(got, "# Saved by another program.\n") {
		t.Errorf("saved:\n%s", got)
	}
}

// safe9 item 7b: work recovered for a file deleted since said "pack.toml
// changed on disk since that editor read or saved it", and w then asked
// about a file no longer on disk: the message says so now.
func TestRecoveryOverAFileDeletedSaysItIsGone(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "pack.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.setStateKeepPack(func(s *State) { s.Pos.Turn = 9 })
	h.holding(auto, "bc1 t9 ", fileHeader+"sha256:")
	h.close() // a crash
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("r")
	h.waitMessage("pack.toml is no longer on disk (another program deleted or moved it since that editor read or saved it): w asks before writing it again")
	h.Keys("w")
	h.WaitText("pack.toml is no longer on disk")
}

// showsPath presses key and waits for a dialog that shows path whole (cut
// into lines, when it is longer than the dialog is wide), then closes it.
func (h *harness) showsPath(key, path string) {
	h.T.Helper()
	h.Keys(key)
	h.waitFor("the dialog shows "+path, func(*Editor) bool {
		var joined strings.Builder
		for _, line := range strings.Split(tuitest.ScreenText(h.Sim), "\n") {
			joined.WriteString(strings.Trim(line, " │║┃"))
		}
		return strings.Contains(joined.String(), path)
	})
	h.Key(tcell.KeyEscape)
}

// Recovered over a file another program changed, the work is still based
// on the version the first editor read: its recovery file says so, so that
// after a second crash the editor that recovers it asks before replacing
// the other program's version too (it once named the file on disk, and the
// third editor saved over it unasked).
func TestRecoveryTwiceStillAsksBeforeSaving(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "pack.toml")
	sum := sha256.Sum256(mustRead(t, path))
	based := fileHeader + "sha256:" + hex.EncodeToString(sum[:])
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.setStateKeepPack(func(s *State) { s.Pos.Turn = 9 })
	h.holding(auto, "bc1 t9 ", based)
	h.close() // a crash
	other := "# Saved by another program.\n" + string(mustRead(t, path))
	if err := os.WriteFile(path, []byte(other), 0o644); err != nil {
		t.Fatal(err)
	}

	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("r")
	h.waitMessage("w asks before replacing it")
	h.setStateKeepPack(func(s *State) { s.Pos.Turn = 8 })
	h.holding(auto, "bc1 t8 ", based)
	h.close() // a second crash

	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("Unsaved work of pack.toml")
	h.Keys("r")
	h.waitMessage("w asks before replacing it")
	// First, so that it shows on a message line of 80 columns.
	if msg := h.message(); !strings.HasPrefix(msg, "pack.toml changed on disk") {
		t.Errorf("the message does not begin with the file changed: %q", msg)
	}
	h.Keys("w")
	h.WaitText("pack.toml changed on disk since the version you edit was read")
	if got := string(mustRead(t, path)); got != other {
		t.Fatalf("the other program's version was replaced unasked:\n%s", got)
	}
}

// A recovery file made with a catalogue of --pieces names it, so that work
// with its kinds, which cannot be read without it, can be recovered: an
// editor started without it says so, names the catalogue and the command
// to start again with, and leaves the file in place; started with it, the
// editor offers the work back. It used to say only "unknown kind".
func TestRecoveryNamesTheCatalogueItNeeds(t *testing.T) {
	lr := leaveLancerRecovery(t)
	h := start(t, Options{Path: lr.path, AutosaveDir: lr.auto}, 110, 34)
	h.waitMessage("a recovery file needs --pieces cat.toml: it is left in place; i says how to recover it")
	h.waitMessage(`unknown kind "Lancer")`)
	h.showsPath("i", lr.file)
	h.showsPath("i", lr.pieces)
	if _, err := os.Stat(lr.file); err != nil {
		t.Fatalf("the recovery file: %v", err)
	}
	h.close()

	h = start(t, Options{Path: lr.path, Cat: lr.cat, Pieces: lr.pieces, AutosaveDir: lr.auto}, 110, 34)
	h.WaitText("Unsaved work of new.txt")
	h.Keys("r")
	h.waitFor("the Lancer back", func(e *Editor) bool { return e.doc.Pos().Code(lr.cat) == lr.lancer.Pos.Code(lr.cat) })
}

// At 80 columns the message about a recovery file that needs --pieces
// keeps what it needs and that i says how to recover it, which shows the
// whole command. The message used to start with the command, two paths
// long, and lost "it is left in place (i says where)" off the message
// line.
func TestRecoveryNeedsPiecesAdviceFitsAt80Columns(t *testing.T) {
	lr := leaveLancerRecovery(t)
	h := start(t, Options{Path: lr.path, AutosaveDir: lr.auto}, 80, 24)
	h.waitMessage("a recovery file needs --pieces cat.toml")
	h.WaitText("a recovery file needs --pieces cat.toml: it is left in place; i says how to")
	h.WaitText("recover it")
	h.Keys("i")
	want := "To recover it, quit and start again with birdcrab edit --pieces " + lr.pieces + " " + lr.path + "."
	h.waitFor("i shows the whole command", func(*Editor) bool {
		// The window's lines alone: the board's corner letter left of
		// its frame is no word of it.
		var inside []string
		for _, l := range strings.Split(tuitest.ScreenText(h.Sim), "\n") {
			if i, j := strings.Index(l, "║"), strings.LastIndex(l, "║"); i >= 0 && j > i {
				inside = append(inside, l[i+len("║"):j])
			}
		}
		words := strings.Fields(strings.Join(inside, " "))
		return strings.Contains(strings.Join(words, " "), want)
	})
	h.Key(tcell.KeyEscape)
	h.showsPath("i", lr.file)
}

// lancerRecovery is a recovery file of work with a kind of a --pieces
// catalogue, left by an editor that died.
type lancerRecovery struct {
	auto, pieces, path, file string // file: the recovery file
	cat                      *engine.Catalogue
	lancer                   State
}

// leaveLancerRecovery makes an editor started with --pieces hold unsaved
// work with its kind Lancer in new.txt, and die.
func leaveLancerRecovery(t *testing.T) lancerRecovery {
	t.Helper()
	auto, dir := t.TempDir(), t.TempDir()
	pieces := filepath.Join(dir, "cat.toml")
	catText := "[[kind]]\nname = \"Lancer\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n"
	if err := os.WriteFile(pieces, []byte(catText), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := puzzles.LoadCatalogue(pieces)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "new.txt")
	h := start(t, Options{Path: path, Cat: cat, Pieces: pieces, AutosaveDir: auto}, 110, 34)
	h.WaitText("does not exist yet")
	lancer, err := ParseState(cat, "lancer", []byte("bc1 t2 d30 | AB.BC.CD m6 Lancer/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\n"))
	if err != nil {
		t.Fatal(err)
	}
	h.Sync(func() { h.ed.doc.Replace(lancer, false) }) // unsaved work
	file := h.holding(auto, "Lancer/A3/D", "# the catalogue of --pieces: "+pieces)
	h.close() // a crash
	return lancerRecovery{auto: auto, pieces: pieces, path: path, file: file, cat: cat, lancer: lancer}
}

// The recovery question's discard choice says what the editor then shows:
// untitled work has no file to open as saved, nor has a file never
// written, so it does not offer to open one. It used to offer "open the
// file as saved" for both.
func TestRecoveryDiscardSaysWhatComesInstead(t *testing.T) {
	cases := []struct{ name, path, want string }{
		{"untitled", "", "d  discard it and start with an empty board (there is no file)"},
		{"a file not on disk", filepath.Join(t.TempDir(), "new.txt"), "d  discard it and start new.txt anew (it is not on disk)"},
		{"a file", copyFixture(t, "one-puzzle.toml"), "d  discard it and open the file as saved"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			auto := t.TempDir()
			h := start(t, Options{Path: c.path, AutosaveDir: auto}, 110, 34)
			h.Sync(func() { h.ed.doc.Replace(fightState(t), false) }) // unsaved work
			h.holding(auto, "bc1 ")
			h.close() // a crash
			h = start(t, Options{Path: c.path, AutosaveDir: auto}, 110, 34)
			h.WaitText("(its editor is gone)")
			h.WaitText(c.want)
			h.Keys("d")
			h.WaitText("for good?")
			h.Keys("y")
			h.waitMessage("the unsaved work was discarded")
		})
	}
}

// Recovering untitled work over a document given on standard input (or as
// a code), which no file holds, used to replace it for good: the recovery
// is now an edit, and u brings back what was opened.
func TestRecoveryOverStandardInputIsUndoable(t *testing.T) {
	auto := t.TempDir()
	h := start(t, Options{AutosaveDir: auto}, 110, 34)
	h.Sync(func() { h.ed.doc.Replace(fightState(t), false) }) // unsaved work
	h.holding(auto, "bc1 ")
	h.close() // a crash
	given := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Crab/AB1/E | DE.EF.FA m6 | g:-")}
	h = start(t, Options{AutosaveDir: auto, Text: FormatState(testCat, &given)}, 110, 34)
	h.WaitText("(its editor is gone)")
	h.WaitText("d  discard it and go on with what was opened (there is no file)")
	h.Keys("r")
	h.waitMessage("recovered the unsaved work: w saves it (u brings back what was opened)")
	if got := h.state(); !got.Equal(fightState(t)) {
		t.Errorf("recovered %v", got.Pos.Code(testCat))
	}
	h.Keys("u")
	h.waitFor("what was opened, back", func(e *Editor) bool { return e.doc.State().Equal(given) })
}

// The testers' E1: the recovery question deleted the dead editor's work
// (the user's only copy of it) on d, or Down and Enter, at once; and keys
// typed before the question appeared answered it. Keys pressed before it
// are now not taken, and discarding asks again, Enter there going back.
func TestRecoveryDiscardAsksAgainAndTakesNoTypedAhead(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "one-puzzle.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.Sync(func() { h.ed.doc.Replace(fightState(t), false) }) // unsaved work
	h.holding(auto, "bc1 ")
	h.close() // a crash
	// Pressed before the next editor's question appears.
	ahead := []*tcell.EventKey{
		tcell.NewEventKey(tcell.KeyRune, 'd', tcell.ModNone),
		tcell.NewEventKey(tcell.KeyDown, 0, tcell.ModNone),
		tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone),
	}
	h = start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.WaitText("(its editor is gone)")
	h.CountKeys()
	for _, ev := range ahead {
		if err := h.Sim.PostEvent(ev); err != nil {
			t.Fatal(err)
		}
	}
	h.WaitKeys(3)
	h.waitMessage("keys pressed before this question appeared are not taken as answers")
	h.WaitText("(its editor is gone)")
	if files := recoveryFiles(t, auto); len(files) != 1 {
		t.Fatalf("keys typed ahead left %v", files)
	}
	// d asks again; Enter there goes back to the question.
	h.Keys("d")
	h.WaitText("Delete the unsaved work of one-puzzle.toml for good?")
	h.Key(tcell.KeyEnter)
	h.WaitText("(its editor is gone)")
	if files := recoveryFiles(t, auto); len(files) != 1 {
		t.Fatalf("Enter on the second question left %v", files)
	}
	// Down and Enter ask again too; y there deletes it.
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("for good?")
	h.Keys("y")
	h.waitMessage("the unsaved work was discarded")
	if files := recoveryFiles(t, auto); len(files) != 0 {
		t.Errorf("left after a discard: %v", files)
	}
}

// A pack made by a from a position file is untitled, so its recovery file
// was untitled's: after a crash, birdcrab edit on that file did not offer
// it (only birdcrab edit with no file did). It is offered there too now,
// named as the pack made from it, and recovered as that untitled pack, so
// that w asks for a .toml name and never writes a pack into the position
// file.
func TestRecoveryOfAPackMadeFromAPositionFile(t *testing.T) {
	auto := t.TempDir()
	path := filepath.Join(t.TempDir(), "mid.txt")
	st := fightState(t)
	text := FormatState(testCat, &st)
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.holding(auto, "# ---- the pack ----")
	lost := h.state()
	h.close() // a crash

	for _, opened := range []string{"", path} {
		h = start(t, Options{Path: opened, AutosaveDir: auto}, 80, 24)
		h.WaitText("Unsaved pack made from mid.txt")
		h.close()
	}
	h = start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h.WaitText("Unsaved pack made from mid.txt")
	h.Keys("r")
	h.waitMessage("recovered the pack made from mid.txt")
	h.waitFor("the pack recovered, untitled", func(e *Editor) bool {
		st := e.doc.State()
		return st.Pack != nil && len(st.packPuzzles()) == 1 && st.Puzzle != nil && st.Puzzle.ID == "puzzle-1" &&
			st.Pos == lost.Pos && st.Orders.Equal(lost.Orders) && e.doc.Dirty() && e.doc.Path == "" && e.madePackFrom == path
	})
	h.Keys("w")
	h.WaitText("Save as")
	h.WaitText("mid.toml")
	h.Key(tcell.KeyEscape)
	if data, _ := os.ReadFile(path); string(data) != string(text) {
		t.Errorf("mid.txt changed:\n%s", data)
	}
}

// After a, u makes the pack a position again, untitled still: its work is
// offered on the position file too, named as work made from it (not as
// a pack).
func TestRecoveryOfAPositionMadeUntitledByA(t *testing.T) {
	auto := t.TempDir()
	path := filepath.Join(t.TempDir(), "mid.txt")
	st := fightState(t)
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.Keys("u")
	h.waitFor("a position, untitled", func(e *Editor) bool { return e.doc.State().Pack == nil && e.doc.Path == "" })
	h.edit("g") // a change of its own
	h.waitFor("its recovery file, without a pack", func(e *Editor) bool {
		files := recoveryFiles(t, auto)
		if len(files) != 1 {
			return false
		}
		data, _ := os.ReadFile(files[0])
		return strings.Contains(string(data), madeFromHeader) && !strings.Contains(string(data), packSeparator)
	})
	h.close() // a crash
	h = start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h.WaitText("Unsaved work made from mid.txt")
	h.Keys("r")
	h.waitMessage("recovered the work made from mid.txt, untitled: w asks for a name")
	h.waitFor("untitled", func(e *Editor) bool { return e.doc.Path == "" && e.madePackFrom == path && e.doc.Dirty() })
}

// Keys pressed the instant the editor starts, before the recovery
// question is on the screen, reached the main screen: S opened the Solve
// window under the question. They are not taken until it is settled.
func TestNoKeysBeforeTheRecoveryQuestion(t *testing.T) {
	auto := t.TempDir()
	path := copyFixture(t, "one-puzzle.toml")
	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.Sync(func() { h.ed.doc.Replace(fightState(t), false) }) // unsaved work
	h.holding(auto, "bc1 ")
	h.close() // a crash

	// The editor as it is before its first draw: the question is due,
	// not open yet.
	ed, err := New(Options{Path: path, AutosaveDir: auto, Cat: testCat, Screen: tcell.NewSimulationScreen("UTF-8")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ed.abandon)
	if !ed.rec.asking || ed.shell.Dialogs() != 0 {
		t.Fatalf("asking %v with %d windows open: not the state before the first draw", ed.rec.asking, ed.shell.Dialogs())
	}
	before := ed.doc.State()
	for _, k := range tui.Runes("Sga") {
		ed.Keys().Dispatch(k, ed.shell.Say)
	}
	if n := ed.shell.Dialogs(); n != 0 || ed.solve != nil || !ed.doc.State().Equal(before) {
		t.Errorf("keys before the question: %d windows open, solving %v, document changed %v", n, ed.solve != nil, !ed.doc.State().Equal(before))
	}
	// Once the question is answered (kept for the next start), the keys
	// act again.
	ed.rec.asking = false
	ed.Keys().Dispatch(tui.Rune('S'), ed.shell.Say)
	if ed.shell.Dialogs() == 0 {
		t.Error("S opened no window once the question was settled")
	}
}

// A file that could not be opened at start, with a dead editor's untitled
// work to offer: the recovery question's answer took the message line, and
// the word that the file was not opened, and that Ctrl-E edits it, was
// lost ("the recovery file is kept until the next start" alone). Each
// answer now says it again, with the file's problem.
func TestRecoveryKeepsSayingTheFileFailedToOpen(t *testing.T) {
	cases := []struct {
		name string
		keys string
		want string
	}{
		{"kept", "", "the recovery file is kept until the next start. bad.txt is not opened, an untitled position is edited instead; Ctrl-E edits bad.txt in $EDITOR. "},
		{"recovered", "r", "recovered the unsaved work: w saves it. bad.txt is not opened; Ctrl-E edits bad.txt in $EDITOR. "},
		{"discarded", "dy", "the unsaved work was discarded. bad.txt is not opened, an untitled position is edited instead; Ctrl-E edits bad.txt in $EDITOR. "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			auto := t.TempDir()
			h := start(t, Options{AutosaveDir: auto}, 110, 34)
			h.Sync(func() { h.ed.doc.Replace(fightState(t), false) }) // unsaved work
			h.holding(auto, "bc1 ")
			h.close() // a crash
			bad := filepath.Join(t.TempDir(), "bad.txt")
			if err := os.WriteFile(bad, []byte("bc1 h:Pawn\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			h = start(t, Options{Path: bad, AutosaveDir: auto}, 110, 34)
			h.WaitText("(its editor is gone)")
			if c.keys == "" {
				h.Key(tcell.KeyEscape)
			}
			for _, k := range c.keys {
				h.Keys(string(k))
				if k == 'd' {
					h.WaitText("for good?")
				}
			}
			h.waitMessage(c.want + bad + ":1: position code")
			h.waitFor("Ctrl-E edits bad.txt", func(e *Editor) bool { return e.failedPath == bad && e.doc.Path == "" })
		})
	}
}

// A failed autosave was said once on the message line, which the next
// edit's message covered at once: a closed terminal then lost work the
// user thought kept. The title says so until an autosave succeeds, and i
// says why.
func TestAutosaveFailureStaysInTheTitle(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "a file")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := copyFixture(t, "one-puzzle.toml")
	h := start(t, Options{Path: path, AutosaveDir: filepath.Join(blocker, "autosave")}, 100, 30)
	h.WaitText("puzzle puzzle-1 (1 of 1)")
	for _, title := range []string{"First", "Second"} {
		h.setStateKeepPack(func(s *State) {
			if err := SetMeta(func(m *Meta) error { m.Title = title; return nil })(s); err != nil {
				t.Error(err)
			}
		})
		h.WaitText("[not autosaved: i]")
	}
	h.Keys("i")
	h.WaitText("autosave failed: the unsaved work is in no recovery file")
}

// A base name too long for a recovery file's name (with its hash, session
// and suffix) is cut, so that autosave can write it; a file reached
// through a link to its folder has the key of its own path, so that the
// work of one is offered to the other.
func TestDocKeyFitsAndFollowsLinks(t *testing.T) {
	long := strings.Repeat("名", 70) + ".toml" // 215 bytes
	name := filepath.Base(recoveryFile(t.TempDir(), filepath.Join(t.TempDir(), long), newSession()))
	if len(name) > 255 || !utf8.ValidString(name) {
		t.Errorf("recovery file name of %d bytes (valid UTF-8: %v): %s", len(name), utf8.ValidString(name), name)
	}
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, filepath.Join(dir, "alias")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if a, b := docKey(filepath.Join(dir, "alias", "p.toml")), docKey(filepath.Join(real, "p.toml")); a != b {
		t.Errorf("through the link %s, by its path %s", a, b)
	}
}

// Work an older editor left for a file reached through a linked folder
// was written under the key of the path as given (links not resolved):
// it is still offered now that keys resolve links.
func TestRecoveryOfAnOlderEditorThroughALink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	path := filepath.Join(link, "pos.txt")
	sum := sha256.Sum256([]byte(path))
	auto := t.TempDir()
	old := filepath.Join(auto, "pos.txt-"+hex.EncodeToString(sum[:6])+"~123-456.recovery")
	if err := os.WriteFile(old, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := findRecovery(auto, "", path, "999-1"); len(got) != 1 || got[0].path != old {
		t.Errorf("found %v, want the older editor's %s", got, old)
	}
}

// leaveWork has an editor on path, with unsaved work (the piece on A3 to
// the graveyard), crash; it returns that work.
func leaveWork(t *testing.T, auto, path string) State {
	t.Helper()
	h := openSavedIn(t, auto, path)
	h.edit("g")
	work := h.state()
	h.holding(auto, "bc")
	h.close() // a crash: the lock given back, the file left
	return work
}

// openSavedIn is openSaved with the recovery files in auto.
func openSavedIn(t *testing.T, auto, path string) *harness {
	t.Helper()
	st := fightState(t)
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h.WaitText("opened " + path)
	return h
}

// safe9 item 4: a file opened by E (or by Ctrl-E once fixed) was never
// checked for the work a dead editor left for it, which a start on it
// offers; nor for a live editor's unsaved changes. It is now, as at
// start.
func TestRecoveryOfAFileOpenedByE(t *testing.T) {
	auto := t.TempDir()
	path := filepath.Join(t.TempDir(), "a.txt")
	work := leaveWork(t, auto, path)

	h := start(t, Options{AutosaveDir: auto}, 80, 24)
	h.Keys("E")
	h.WaitText("File: ")
	h.Keys(path)
	h.Key(tcell.KeyEnter)
	h.WaitText("Unsaved work of a.txt")
	h.Keys("r")
	h.waitFor("the dead editor's work", func(e *Editor) bool { return e.doc.State().Equal(work) && e.doc.Dirty() && e.doc.Path == path })

	// A live editor's unsaved changes are said.
	h2 := start(t, Options{AutosaveDir: auto}, 80, 24)
	h2.Keys("E")
	h2.WaitText("File: ")
	h2.Keys(path)
	h2.Key(tcell.KeyEnter)
	h2.waitMessage("another editor has unsaved changes to a.txt open")
	if strings.Contains(h2.Screen(), "Unsaved work of") {
		t.Error("the live editor's work is offered")
	}
}

// A file that cannot be opened at start says that a dead editor's work
// waits for it, and Ctrl-E, once it fixed the file, offers that work.
func TestRecoveryOfAFileThatFailedToOpen(t *testing.T) {
	auto := t.TempDir()
	dir := t.TempDir()
	path := filepath.Join(dir, "b.txt")
	work := leaveWork(t, auto, path)
	good := mustRead(t, path)
	if err := os.WriteFile(path, []byte("bc1 h:Pawn\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fixed := filepath.Join(dir, "fixed")
	if err := os.WriteFile(fixed, good, 0o644); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "fake-editor")
	os.WriteFile(script, []byte("#!/bin/sh\ncp '"+fixed+"' \"$1\"\n"), 0o755)
	t.Setenv("VISUAL", "")
	t.Setenv("EDITOR", script)

	h := start(t, Options{Path: path, AutosaveDir: auto}, 100, 30)
	h.waitMessage("unsaved work of b.txt that an editor left (it is gone) waits in its recovery file: it is offered once b.txt opens. ")
	h.waitMessage("b.txt is not opened")
	h.Key(tcell.KeyCtrlE)
	h.WaitText("Unsaved work of b.txt")
	h.Keys("r")
	h.waitFor("the dead editor's work", func(e *Editor) bool { return e.doc.State().Equal(work) && e.doc.Dirty() && e.doc.Path == path })
}

// safe9 item 2: the work a dead editor left for a file whose folder was
// renamed was offered nowhere: recovery files were found by a hash of the
// path only. The file at its new place, as that editor last saved it,
// offers it; birdcrab edit alone says it waits (i: where); and StrayWork,
// which birdcrab edit uses when the old folder is gone, names its file.
func TestRecoveryOfAFileInARenamedFolder(t *testing.T) {
	auto := t.TempDir()
	base := t.TempDir()
	old, moved := filepath.Join(base, "proj"), filepath.Join(base, "proj2")
	if err := os.Mkdir(old, 0o755); err != nil {
		t.Fatal(err)
	}
	work := leaveWork(t, auto, filepath.Join(old, "pos.txt"))
	if err := os.Rename(old, moved); err != nil {
		t.Fatal(err)
	}
	recs := StrayWork(auto, filepath.Join(old, "pos.txt"))
	if len(recs) != 1 || len(recoveryFiles(t, auto)) != 1 || recs[0] != recoveryFiles(t, auto)[0] {
		t.Errorf("StrayWork = %q, want the one recovery file %q", recs, recoveryFiles(t, auto))
	}

	h := start(t, Options{AutosaveDir: auto}, 100, 30)
	h.waitMessage("unsaved work of pos.txt, no longer where it was, waits in a recovery file: i says where")
	h.waitFor("i names the recovery file", func(e *Editor) bool {
		return len(recs) == 1 && strings.Contains(strings.Join(e.rec.notes, "\n"), recs[0])
	})

	path := filepath.Join(moved, "pos.txt")
	h2 := start(t, Options{Path: path, AutosaveDir: auto}, 120, 30)
	h2.WaitText("Unsaved work of pos.txt (was proj/pos.txt)")
	h2.Keys("r")
	h2.waitFor("the dead editor's work on the file moved", func(e *Editor) bool {
		return e.doc.State().Equal(work) && e.doc.Dirty() && e.doc.Path == path
	})
	h2.waitFor("the old recovery file gone", func(e *Editor) bool { return len(StrayWork(auto, filepath.Join(old, "pos.txt"))) == 0 })
}
