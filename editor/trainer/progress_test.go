package trainer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
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
	for _, e := range entries {
		if e.Name() != "progress.toml" && e.Name() != "progress.toml.lock" {
			t.Errorf("the directory holds %s, want the progress file and its lock alone (no temporary files left)", e.Name())
		}
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

// A file with broken records keeps its good ones (17.4): each bad record
// is named by its line in the warning, the file as it was is copied aside
// before anything is written, and the next write keeps the good records.
func TestProgressBadRecordKeepsTheGood(t *testing.T) {
	good := "[[record]]\npack = \"p\"\nid = \"good\"\nhash = \"h\"\nsolved = true\nattempts = 2\n"
	tests := []struct {
		name, bad, want string
	}{
		{"negative", "[[record]]\npack = \"p\"\nid = \"neg\"\nhash = \"h\"\nattempts = -1\n", "line 9: record neg of p: attempts = -1, below 0"},
		{"typo", "[[record]]\npack = \"p\"\nid = \"typo\"\nhash = \"h\"\natempts = 1\n", `line 9: unknown key "atempts"`},
		{"type", "[[record]]\npack = 3\nid = \"x\"\n", "line 10: pack: want a string, not a whole number"},
		{"syntax", "[[record]\npack = \"p\"\n", "line 9:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "progress.toml")
			text := "format = 1\n\n" + good + tc.bad + strings.Replace(good, "good", "good2", 1)
			writeFile(t, path, text)
			p, err := LoadProgress(path)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "kept as progress.toml.broken-") {
				t.Fatalf("error %v, want %q and where the file went", err, tc.want)
			}
			checkSolved(t, p, "as read", ProgressKey{"p", "good", "h"}, ProgressKey{"p", "good2", "h"})
			aside, _ := filepath.Glob(path + ".broken-*")
			if len(aside) != 1 || readFile(t, aside[0]) != text || readFile(t, path) != text {
				t.Fatalf("the file was not copied aside as it was, or was changed before a write: %v", aside)
			}
			if err := p.Update(ProgressKey{"x", "y", "z"}, func(r *ProgressRecord) { r.Solved = true }); err != nil {
				t.Fatal(err)
			}
			q, err := LoadProgress(path)
			if err != nil {
				t.Fatalf("the file written does not load: %v", err)
			}
			checkSolved(t, q, "after a write", ProgressKey{"p", "good", "h"}, ProgressKey{"p", "good2", "h"}, ProgressKey{"x", "y", "z"})
			if again, _ := filepath.Glob(path + ".broken-*"); len(again) != 1 {
				t.Errorf("the write copied the file aside again: %v", again)
			}
		})
	}
}

// A time far ahead in the file (a hand-written year 9999) is kept, read
// as a year before 9999's end: the change stamped after it was year
// 10000, which the next start could not read, and the reset that far
// ahead forgot every record of its pack made until then.
func TestProgressFarFutureTimeCapped(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	writeFile(t, path, "format = 1\n[[reset]]\npack = \"shipped:nothing\"\nat = 9999-12-31T23:59:59.999999Z\n")
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatalf("the reset far ahead is refused: %v", err)
	}
	k := ProgressKey{"shipped:nothing", "lesson-1", "h"}
	if err := p.Update(k, func(r *ProgressRecord) { r.Solved = true }); err != nil {
		t.Fatal(err)
	}
	q, err := LoadProgress(path)
	if err != nil {
		t.Fatalf("the file written does not load: %v\n%s", err, readFile(t, path))
	}
	checkSolved(t, q, "after a write", k)
}

// A record saved after a reset, both far ahead (hand-written year 9999),
// survives the next write: both times were read as latestRead, equal, and
// the reset then forgot the record on the next load.
func TestProgressFarFutureResetKeepsLaterRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	writeFile(t, path, "format = 1\n"+
		"[[reset]]\npack = \"p\"\nat = 9999-06-01T00:00:00Z\n"+
		"[[record]]\npack = \"p\"\nid = \"f\"\nhash = \"h\"\nsolved = true\nattempts = 1\nupdated = 9999-07-01T00:00:00Z\n")
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	k := ProgressKey{"p", "f", "h"}
	checkSolved(t, p, "as read", k)
	if err := p.Update(ProgressKey{"q", "g", "h"}, func(r *ProgressRecord) { r.Solved = true }); err != nil {
		t.Fatal(err)
	}
	q, err := LoadProgress(path)
	if err != nil {
		t.Fatalf("the file written does not load: %v\n%s", err, readFile(t, path))
	}
	checkSolved(t, q, "after another record's write", k)
}

// Progress saved while the computer's clock was set years ahead is kept,
// record, draft and reset alike: it was left out as a bad record, the
// learner's solved puzzles lost (Tactics 0/222).
func TestProgressClockAheadKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	ahead := time.Now().UTC().AddDate(2, 0, 0).Truncate(time.Second)
	stamp := ahead.Format(time.RFC3339)
	writeFile(t, path, "format = 1\n"+
		"[[reset]]\npack = \"q\"\nat = "+stamp+"\n"+
		"[[record]]\npack = \"p\"\nid = \"f\"\nhash = \"h\"\nsolved = true\nattempts = 1\nupdated = "+stamp+"\n"+
		"[[draft]]\npack = \"p\"\nid = \"d\"\norders = [\"hold A1\"]\nupdated = "+stamp+"\n")
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatalf("progress saved with the clock ahead is refused: %v", err)
	}
	k := ProgressKey{"p", "f", "h"}
	checkSolved(t, p, "as read", k)
	if got := p.Get(k).Updated; !got.Equal(ahead) {
		t.Errorf("updated read as %v, want %v as written", got, ahead)
	}
	if len(p.drafts) != 1 || len(p.resets) != 1 {
		t.Errorf("drafts %v, resets %v: want the one of each written", p.drafts, p.resets)
	}
	k2 := ProgressKey{"q", "g", "h"}
	if err := p.Update(k2, func(r *ProgressRecord) { r.Solved = true }); err != nil {
		t.Fatal(err)
	}
	q, err := LoadProgress(path)
	if err != nil {
		t.Fatalf("the file written does not load: %v\n%s", err, readFile(t, path))
	}
	checkSolved(t, q, "after a write", k, k2)
}

// stamp never writes a time past year 9999, which TOML cannot hold, even
// when the clock is past it.
func TestProgressStampStaysReadable(t *testing.T) {
	p := NewProgress("")
	p.now = func() time.Time { return time.Date(10001, 1, 1, 0, 0, 0, 0, time.UTC) }
	p.change(ProgressKey{"p", "a", "h"}, func(r *ProgressRecord) {})
	if got := p.Get(ProgressKey{"p", "a", "h"}).Updated; got.Year() > 9999 {
		t.Errorf("stamped %v, past what TOML holds", got)
	}
}

// A file with bad records that the trainer did not write over yet (nothing
// was answered) is copied aside once, not again at every start: the next
// start names the copy already made.
func TestProgressBadRecordCopiedAsideOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	text := "format = 1\n\n[[record]]\npack = \"p\"\nid = \"typo\"\nhash = \"h\"\natempts = 1\n"
	writeFile(t, path, text)
	var names []string
	for range 3 {
		_, err := LoadProgress(path)
		if err == nil {
			t.Fatal("no warning for the bad record")
		}
		names = append(names, err.Error())
	}
	aside, _ := filepath.Glob(path + ".broken-*")
	if len(aside) != 1 || readFile(t, aside[0]) != text {
		t.Fatalf("three starts on one broken file left %d copies: %v", len(aside), aside)
	}
	for _, msg := range names {
		if !strings.Contains(msg, "kept as "+filepath.Base(aside[0])+";") {
			t.Errorf("the warning %q does not name the copy %s", msg, filepath.Base(aside[0]))
		}
	}
	// A file broken otherwise later is copied aside again.
	writeFile(t, path, text+"[[record]]\npack = 3\n")
	if _, err := LoadProgress(path); err == nil {
		t.Fatal("no warning for the bad records")
	}
	if again, _ := filepath.Glob(path + ".broken-*"); len(again) != 2 {
		t.Errorf("a file with other bad records was not copied aside: %v", again)
	}
}

// checkSolved fails the test unless p holds each of keys as solved.
func checkSolved(t *testing.T, p *Progress, when string, keys ...ProgressKey) {
	t.Helper()
	for _, k := range keys {
		if !p.Get(k).Solved {
			t.Errorf("%s, the record %v is lost: %+v", when, k, p.Get(k))
		}
	}
}

// A file of a newer format is neither used nor overwritten.
func TestProgressNewerFormat(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	writeFile(t, path, "format = 9\n")
	p, err := LoadProgress(path)
	if err == nil || !strings.Contains(err.Error(), "format 9, newer") || !strings.Contains(err.Error(), "not saved") {
		t.Fatalf("error %v, want the newer format named and progress not saved", err)
	}
	if err := p.Update(ProgressKey{"x", "y", "z"}, func(r *ProgressRecord) { r.Solved = true }); err != nil {
		t.Fatal(err)
	}
	if readFile(t, path) != "format = 9\n" {
		t.Errorf("the newer file was overwritten")
	}
}

// Two trainers on one file (17.3): each record is the later of the two
// trainers' (by its own time), whichever writes last, and a reset in one
// is not undone by the other, which still holds the records in memory.
func TestProgressTwoTrainers(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	clock := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	tick := func() time.Time { clock = clock.Add(time.Second); return clock }
	a, _ := LoadProgress(path)
	b, _ := LoadProgress(path)
	a.now, b.now = tick, tick
	k1, k2, k3 := ProgressKey{"one", "a", "1"}, ProgressKey{"one", "b", "1"}, ProgressKey{"two", "c", "1"}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(a.Update(k1, func(r *ProgressRecord) { r.Attempts = 1 }))
	must(b.Update(k1, func(r *ProgressRecord) { r.Attempts, r.Solved = 5, true })) // later: wins
	must(a.Update(k2, func(r *ProgressRecord) { r.Attempts = 1 }))                 // a still holds its older k1
	c, _ := LoadProgress(path)
	if r := c.Get(k1); r.Attempts != 5 || !r.Solved {
		t.Errorf("the later record of %v was lost to the earlier one: %+v", k1, r)
	}
	if c.Get(k2).Attempts != 1 {
		t.Errorf("record %v lost", k2)
	}
	if r := a.Get(k1); r.Attempts != 5 {
		t.Errorf("after its write, trainer a does not see b's record: %+v", r)
	}

	must(b.Update(k3, func(r *ProgressRecord) { r.Attempts = 1 }))
	must(a.Reset("one")) // b holds k1 and k2 in memory
	must(b.Update(k3, func(r *ProgressRecord) { r.Attempts = 2 }))
	d, _ := LoadProgress(path)
	d.now = tick
	if d.Get(k1).Attempts != 0 || d.Get(k2).Attempts != 0 {
		t.Errorf("the reset in a was undone by b: %+v", d.Records())
	}
	if d.Get(k3).Attempts != 2 {
		t.Errorf("b's record of another pack: %+v", d.Get(k3))
	}
	if b.Get(k1).Attempts != 0 {
		t.Errorf("b still shows a record that a reset: %+v", b.Get(k1))
	}
	// A record changed after the reset is kept.
	must(b.Update(k1, func(r *ProgressRecord) { r.Attempts = 1 }))
	must(a.Update(k3, func(r *ProgressRecord) { r.Attempts = 3 }))
	if e, _ := LoadProgress(path); e.Get(k1).Attempts != 1 || e.Get(k3).Attempts != 3 {
		t.Errorf("after the reset, new records: %+v", e.Records())
	}
	must(d.Reset(""))
	must(b.Update(ProgressKey{"three", "z", "1"}, func(r *ProgressRecord) { r.Attempts = 1 }))
	if e, _ := LoadProgress(path); len(e.Records()) != 1 {
		t.Errorf("after resetting all, only the newer record stays: %+v", e.Records())
	}
}

// Two trainers writing at once, each its own records, lose none: the
// read, merge and write of one never interleave with the other's.
func TestProgressConcurrentWriters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	const n = 40
	done := make(chan error, 2)
	for w := range 2 {
		go func() {
			p, _ := LoadProgress(path)
			for i := range n {
				if err := p.Update(ProgressKey{"pack", fmt.Sprintf("w%d-%d", w, i), "h"}, func(r *ProgressRecord) { r.Attempts = 1 }); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(p.Records()); got != 2*n {
		t.Errorf("the file holds %d records, want %d: writers lost each other's", got, 2*n)
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
		{"tech fall", "step-in", `goals = ["kill A1"]`, "goals = [\"kill A1\"]\ntech_fall = 3", false},
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

// A change is made to the record the file holds when it is written, not
// to the one this trainer read before: another trainer's answer since is
// kept. A wrong answer in one trainer, after a right one in the other on
// the same puzzle, wrote its stale record over the newer: the puzzle was
// no longer solved, and the other's attempt was gone.
func TestProgressUpdateChangesTheRecordOnFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	a, _ := LoadProgress(path)
	b, _ := LoadProgress(path)
	k := ProgressKey{"one", "a", "1"}
	if err := b.Update(k, func(r *ProgressRecord) { r.Attempts++; r.Solved = true }); err != nil {
		t.Fatal(err)
	}
	if err := a.Update(k, func(r *ProgressRecord) { r.Attempts++; r.Failed = true }); err != nil {
		t.Fatal(err)
	}
	c, _ := LoadProgress(path)
	if r := c.Get(k); !r.Solved || r.Attempts != 2 || !r.Failed {
		t.Errorf("the file holds %+v, want solved, failed last, 2 attempts", r)
	}
	if r := a.Get(k); !r.Solved || r.Attempts != 2 {
		t.Errorf("trainer a holds %+v, want solved after 2 attempts", r)
	}
}

// The same, on screen: two trainers on one progress file show the same
// puzzle; one answers it right, then the other wrong. The puzzle stays
// solved, with both attempts.
func TestTrainTwoTrainersKeepEachOthersVerdict(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	a := startTrainer(t, opts, 80, 24)
	b := startTrainer(t, opts, 80, 24)
	a.openItem("step-in")
	b.openItem("step-in")
	b.Key(tcell.KeyEnter)
	b.Keys("md1")
	b.waitMessage("Red: move A3 D 1")
	b.Keys("s")
	b.WaitText("Right!")
	a.Keys("s")
	a.WaitText("Not yet")
	if r := a.record("step-in"); !r.Solved || r.Attempts != 2 {
		t.Errorf("after a right answer in one trainer and a wrong one in the other: %+v, want solved, 2 attempts", r)
	}
	c, _ := LoadProgress(opts.ProgressPath)
	for _, r := range c.Records() {
		if r.ID == "step-in" && (!r.Solved || r.Attempts != 2) {
			t.Errorf("the file holds %+v, want solved, 2 attempts", r)
		}
	}
}

// Back to a list, it shows what another trainer on the same progress file
// solved meanwhile: the list kept the marks and counts it had read when
// it opened the puzzle, and went on to offer the puzzle solved there.
func TestTrainListShowsAnotherTrainersProgress(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	a := startTrainer(t, opts, 80, 24)
	b := startTrainer(t, opts, 80, 24)
	a.openItem("step-in")
	b.openItem("step-in")
	b.Key(tcell.KeyEnter)
	b.Keys("md1")
	b.waitMessage("Red: move A3 D 1")
	b.Keys("s")
	b.WaitText("Right!")
	a.Key(tcell.KeyEscape)
	a.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	a.WaitText("✓ Puzzle 1 d1  Step in")
	a.Key(tcell.KeyEscape) // the filter openItem typed
	a.waitFor("the filter cleared", func(tr *Trainer) bool { return len(tr.visibleItems()) > 1 })

	// The list of packs too, and its first line, once the lesson the list
	// shows unsolved is solved in the other trainer.
	b.Key(tcell.KeyEscape) // back to the answer
	b.waitMessage("try again")
	b.Key(tcell.KeyEscape)
	b.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	b.Key(tcell.KeyEscape) // the filter openItem typed
	b.waitFor("the filter cleared", func(tr *Trainer) bool { return len(tr.visibleItems()) > 1 })
	b.Keys("kkk") // from Puzzle 1 up to Lesson 1
	b.waitHighlight("facing")
	b.Key(tcell.KeyEnter)
	b.waitFor("the lesson open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.att.sc.ID == "facing" })
	b.moveTo(loc(t, "A1"))
	b.Key(tcell.KeyEnter)
	b.moveTo(loc(t, "CD1"))
	b.Key(tcell.KeyEnter)
	b.Keys("s")
	b.WaitText("Right!")
	a.Key(tcell.KeyEscape)
	a.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	a.WaitText("Trainer test pack  2/6 solved")
	a.WaitText("★ Continue: Lesson 2, Together")
}
