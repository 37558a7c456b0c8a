package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// A state written as a position file reads back the same.
func TestStateFileRoundTrip(t *testing.T) {
	p := mustPos(t, "bc1 t3 d20 n | AB.BC m6 k2 l1 r1 ?1 h:Crab,Pikeman Pikeman/AB3/F Witch/B1/E | CD.DE.EF.FA m7 Crab/DE3/C | g:Pikeman/1")
	var o tui.Orders
	for _, x := range []struct {
		n int
		s string
	}{{1, "move B1 E 1"}, {1, "turn B1 A"}, {1, "place Crab AB2 E"}, {2, "turn DE3 A"}} {
		ord, err := engine.ParseOrder(testCat, x.s)
		if err != nil {
			t.Fatal(err)
		}
		o[x.n-1] = append(o[x.n-1], ord)
	}
	s := State{Pos: p, Orders: o}
	data := FormatState(testCat, &s)
	got, err := ParseState(testCat, "pos.txt", data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !got.Equal(s) {
		t.Errorf("read back\n%s\nas %s", data, got.Pos.Code(testCat))
	}
}

// Bad files are reported with their line, never a panic.
func TestParseStateErrors(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 | g:-"
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "pos.txt: no position code"},
		{"only comments", "# nothing\n\n", "no position code"},
		{"not a code", "hello\n", "pos.txt:1: not a position file"},
		{"bad code", "bc1 t2 | nonsense\n", "pos.txt:1: position code"},
		{"unknown location", code + "\norder 1: move AB9 C 1\n", "pos.txt:2: order \"move AB9 C 1\": unknown location"},
		{"illegal order", "# c\n" + code + "\norder 1: move AB3 C 1\n", "pos.txt:3: player 1, order \"move AB3 C 1\""},
		{"no such player", code + "\norder 3: turn AB3 A\n", "pos.txt:2: order for player \"3\""},
		{"garbage line", code + "\nwhat is this\n", "pos.txt:2: want \"order PLAYER: ORDER\""},
		{"binary", "\x00\x01\x02", "not a position file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseState(testCat, "pos.txt", []byte(tc.text))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// The editor's save (w) replaces the file atomically, keeps its mode and
// the file as opened as the backup, and leaves no temporary file behind.
// (What a save refuses, a directory in the file's place or its folder
// gone, TestSaveAsksWhenChangedOnDisk's cases show.)
func TestSaveKeepsModeAndLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	st := fightState(t)
	opened := FormatState(testCat, &st)
	if err := os.WriteFile(path, opened, 0o600); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("opened " + path)
	for _, key := range []string{"g", "u"} {
		h.edit(key)
		h.Keys("w")
		h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
	}
	for f, want := range map[string]string{path: string(FormatState(testCat, &st)), BackupPath(path): string(opened)} {
		got, err := os.ReadFile(f)
		if err != nil || string(got) != want {
			t.Errorf("%s holds %q (%v), want %q", f, got, err, want)
		}
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("the file's mode is not kept: %v %v", info.Mode(), err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the directory holds %v, want the file and its backup", names)
	}
}

// A recovery file names its document and holds its state.
func TestRecoveryFile(t *testing.T) {
	s := State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/F | DE.EF.FA m6 | g:-")}
	data := formatRecovery(testCat, "/tmp/x/pos.txt", "", "", "", &s)
	path, got, _, packErr, err := parseRecovery(testCat, "r", data)
	if err != nil || packErr != nil || path != "/tmp/x/pos.txt" || !got.Equal(s) {
		t.Errorf("read back %q %v %v %v", path, got.Pos.Code(testCat), packErr, err)
	}
	if _, _, _, _, err := parseRecovery(testCat, "r", []byte("bc1 t2\n")); err == nil {
		t.Error("a file without the autosave header was read")
	}
	if pid := recoveryPID(data); pid != os.Getpid() {
		t.Errorf("the file names process %d, want this one's, %d", pid, os.Getpid())
	}
	one, two := session("1-1"), session("1-2")
	a, b := recoveryFile("d", "one/pos.txt", one), recoveryFile("d", "two/pos.txt", one)
	if a == b || recoveryFile("d", "", one) != filepath.Join("d", "untitled~1-1.recovery") || recoveryFile("d", "", one) == recoveryFile("d", "", two) {
		t.Errorf("recovery files %q %q", a, b)
	}
}
