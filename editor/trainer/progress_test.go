package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
)

// A record written is read back as it was.
func TestProgressRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "progress.toml")
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	p.now = func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }
	k := ProgressKey{"pack", "p1", "abc"}
	if err := p.Update(k, func(r *ProgressRecord) { r.Solved, r.Attempts, r.Hints = true, 3, 2 }); err != nil {
		t.Fatal(err)
	}
	q, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	got := q.Get(k)
	want := ProgressRecord{Pack: "pack", ID: "p1", Hash: "abc", Solved: true, Attempts: 3, Hints: 2, Updated: p.now()}
	if got != want {
		t.Errorf("read back %+v, want %+v", got, want)
	}
	if other := q.Get(ProgressKey{"pack", "p1", "def"}); other.Attempts != 0 || other.Solved {
		t.Errorf("another hash has a record: %+v", other)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the directory holds %d files, want the progress file alone (no temporary files left)", len(entries))
	}
}

// Two trainers writing one file keep each other's records; a reset
// removes the pack's records from the file too.
func TestProgressMergeAndReset(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	a, _ := LoadProgress(path)
	b, _ := LoadProgress(path)
	ka, kb, kc := ProgressKey{"one", "a", "1"}, ProgressKey{"one", "b", "1"}, ProgressKey{"two", "c", "1"}
	mustUpdate := func(p *Progress, k ProgressKey) {
		t.Helper()
		if err := p.Update(k, func(r *ProgressRecord) { r.Attempts++ }); err != nil {
			t.Fatal(err)
		}
	}
	mustUpdate(a, ka)
	mustUpdate(b, kb)
	mustUpdate(b, kc)
	c, _ := LoadProgress(path)
	for _, k := range []ProgressKey{ka, kb, kc} {
		if c.Get(k).Attempts != 1 {
			t.Errorf("record %v lost: %+v", k, c.Get(k))
		}
	}
	if err := a.Reset("one"); err != nil {
		t.Fatal(err)
	}
	d, _ := LoadProgress(path)
	if d.Get(ka).Attempts != 0 || d.Get(kb).Attempts != 0 || d.Get(kc).Attempts != 1 {
		t.Errorf("after resetting pack one: %+v", d.Records())
	}
	if err := d.Reset(""); err != nil {
		t.Fatal(err)
	}
	if e, _ := LoadProgress(path); len(e.Records()) != 0 {
		t.Errorf("after resetting all: %+v", e.Records())
	}
}

// Broken and too new files are kept aside with a message.
func TestProgressBadFiles(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"syntax", "format = 1\n[[record\n", "is broken"},
		{"types", "format = 1\n[[record]]\npack = 3\n", "is broken"},
		{"newer", "format = 9\n", "format 9 is newer"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "progress.toml")
			writeFile(t, path, tc.text)
			p, err := LoadProgress(path)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "kept as progress.toml.broken-") {
				t.Fatalf("error %v, want %q and where the file went", err, tc.want)
			}
			aside, _ := filepath.Glob(path + ".broken-*")
			if len(aside) != 1 || readFile(t, aside[0]) != tc.text {
				t.Fatalf("the file was not kept aside: %v", aside)
			}
			if err := p.Update(ProgressKey{"x", "y", "z"}, func(r *ProgressRecord) { r.Solved = true }); err != nil {
				t.Fatal(err)
			}
			if q, err := LoadProgress(path); err != nil || !q.Get(ProgressKey{"x", "y", "z"}).Solved {
				t.Errorf("the new file: %v", err)
			}
		})
	}
}

// A progress file that cannot be read is left alone and never overwritten;
// progress is then kept in memory.
func TestProgressUnreadableFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.toml")
	if err := os.Mkdir(path, 0o755); err != nil { // a directory cannot be read as a file
		t.Fatal(err)
	}
	p, err := LoadProgress(path)
	if err == nil || !strings.Contains(err.Error(), "not saved") {
		t.Fatalf("error %v, want a note that progress is not saved", err)
	}
	if err := p.Update(ProgressKey{"x", "y", "z"}, func(r *ProgressRecord) { r.Solved = true }); err != nil {
		t.Errorf("an unsaved progress still works in memory, got %v", err)
	}
	if info, err := os.Stat(path); err != nil || !info.IsDir() {
		t.Errorf("the unreadable path was touched: %v", err)
	}
}

// The environment variable moves the progress file.
func TestProgressPathOverride(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(ConfigDirEnv, dir)
	got, err := ProgressPath()
	if err != nil || got != filepath.Join(dir, "progress.toml") {
		t.Errorf("ProgressPath() = %q, %v", got, err)
	}
}

// The content hash changes with what is solved, not with words around it.
func TestContentHash(t *testing.T) {
	load := func(t *testing.T, text string) *puzzles.Pack {
		t.Helper()
		pk, err := puzzles.Parse("test.toml", []byte(text), nil)
		if err != nil {
			t.Fatal(err)
		}
		return pk
	}
	src := readFile(t, trainPackFile)
	base := load(t, src)
	hash := func(pk *puzzles.Pack, id string) string {
		if pz := pk.Puzzle(id); pz != nil {
			return ContentHash(&pz.Scenario, "puzzle", nil)
		}
		l := pk.Lesson(id)
		return ContentHash(&l.Scenario, lessonTask(l), l.Dies)
	}
	tests := []struct {
		name, id, old, new string
		same               bool
	}{
		{"title", "step-in", `title = "Step in"`, `title = "Go"`, true},
		{"hints", "step-in", `"One step toward the Bird is enough."`, `"Go."`, true},
		{"explanation", "step-in", `explanation = "On A2`, `explanation = "At A2`, true},
		{"goal", "step-in", `goals = ["kill A1"]`, `goals = ["kill A1", "no-losses"]`, false},
		{"opponent", "step-in", `opponent = "hold"
goals = ["kill A1"]
solution = ["move A3 D 1"]`, `opponent = "any"
goals = ["kill A1"]
solution = ["move A3 D 1"]`, false},
		{"position", "facing", `"Pikeman CD1 D"`, `"Pikeman CD1 E"`, false},
		{"orders", "facing", `orders = ["move A3 D 1", "move BC1 E 1"]`, `orders = ["move A3 D 1"]`, false},
		{"numbers", "step-in", "combat = [2, 1, 0, 0, 0, 1]", "combat = [3, 1, 0, 0, 0, 1]", false},
		{"fixed reply", "meet-it", `orders = ["move A1 A 1"]`, `orders = ["move A1 A 2"]`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(src, tc.old) {
				t.Fatalf("the test pack lacks %q", tc.old)
			}
			changed := load(t, strings.Replace(src, tc.old, tc.new, 1))
			if same := hash(base, tc.id) == hash(changed, tc.id); same != tc.same {
				t.Errorf("same hash = %v, want %v", same, tc.same)
			}
		})
	}
}
