package trainer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/gdamore/tcell/v2"
)

// draftOptions are the options of a trainer on the test pack whose
// progress and place are kept in dir, as birdcrab keeps them.
func draftOptions(dir string) Options {
	prog := filepath.Join(dir, "progress.toml")
	return Options{NoShipped: true, ProgressPath: prog, StatePath: StatePath(prog)}
}

// quitAsked quits by q, answering y to the question that an answer in
// progress asks.
func (h *trainHarness) quitAsked() {
	h.T.Helper()
	h.Keys("q")
	h.WaitText("quit?")
	h.Keys("y")
	h.waitDone()
	h.Stopped = true
}

// An answer in progress (issue: the learner quit mid-answer and found it
// empty) is kept in the progress file and comes back when the trainer
// starts again on it: orders, cells marked as dying, a facing given.
func TestTrainAnswerKeptAcrossRestarts(t *testing.T) {
	dir := t.TempDir()
	opts := draftOptions(dir)
	h := startTrainer(t, opts, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.quitAsked()
	text := readFile(t, opts.ProgressPath)
	for _, want := range []string{"\n[[draft]]", `id = "step-in"`, `orders = ["move A3 D 1"]`} {
		if !strings.Contains(text, want) {
			t.Fatalf("the progress file lacks %q:\n%s", want, text)
		}
	}

	h2 := startTrainer(t, opts, 80, 24)
	h2.waitFor("the puzzle open again", func(tr *Trainer) bool { return tr.OpenID() == "step-in" })
	if got := h2.myOrders(); got != "move A3 D 1" {
		t.Errorf("after a restart the orders are %q, want move A3 D 1", got)
	}
	h2.waitMessage("the answer you left here is back")
	h2.waitPanel("Your orders (Red): Red move A3 D 1")
	// Judged, the answer is no draft any more.
	h2.Keys("s")
	h2.WaitText("Right!")
	if text := readFile(t, opts.ProgressPath); strings.Contains(text, "\n[[draft]]") {
		t.Errorf("the judged answer is still a draft:\n%s", text)
	}
	// Marks and a facing, left by the list, are kept too.
	h2.Key(tcell.KeyBackspace)
	h2.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h2.Keys("/facing lesson") // "facing" alone keeps step-in, tagged so
	h2.Key(tcell.KeyEnter)
	h2.waitFor("the lesson open", func(tr *Trainer) bool { return tr.OpenID() == "facing" })
	h2.moveTo(loc(t, "A1"))
	h2.Key(tcell.KeyEnter)
	h2.waitMessage("A1 marked")
	h2.Key(tcell.KeyEscape)
	h2.openItem("drunk-turns")
	h2.Keys("f")
	h2.waitPanel("You say it ends facing F.")
	h2.quitAsked()

	h3 := startTrainer(t, opts, 80, 24)
	h3.waitFor("the facing lesson open again", func(tr *Trainer) bool { return tr.OpenID() == "drunk-turns" })
	h3.waitPanel("You say it ends facing F.")
	h3.Key(tcell.KeyEscape)
	h3.openItem("facing")
	h3.waitPanel("You say these die: A1")
}

// A saved answer that no longer fits its puzzle (an order the position
// refuses, a cell with no piece), or that was written for an older version
// of it, is dropped with a message, never put back nor a crash; a draft
// with a broken line is a bad record of the file, left out as those are.
func TestTrainBrokenDraftDropped(t *testing.T) {
	for _, c := range []struct{ name, draft, want string }{
		{"illegal order", `orders = ["move A3 F 2"]`, "the answer you left here no longer fits, so it is dropped"},
		{"no such cell", `dies = ["Q9"]`, "the answer you left here no longer fits, so it is dropped"},
		{"another question", `faces = "B"`, "it answers another kind of question"},
		{"older version", `hash = "0123456789abcdef"` + "\n" + `orders = ["move A3 D 1"]`, "was for an older version of this puzzle"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			opts := draftOptions(dir)
			opts.NoState = true
			h := startTrainer(t, opts, 80, 24)
			var key ProgressKey
			h.Sync(func() {
				for _, it := range h.tr.packs[0].items {
					if it.key.ID == "step-in" {
						key = it.key
					}
				}
			})
			h.Keys("q")
			h.waitDone()
			h.Stopped = true
			draft := c.draft
			if !strings.Contains(draft, "hash =") {
				draft = `hash = "` + key.Hash + `"` + "\n" + draft
			}
			writeFile(t, opts.ProgressPath, "format = 1\n\n[[draft]]\npack = \""+key.Pack+"\"\nid = \"step-in\"\n"+draft+"\nupdated = 2026-12-01T10:00:00Z\n")

			h2 := startTrainer(t, opts, 80, 24)
			h2.openItem("step-in")
			h2.waitMessage(c.want)
			if got := h2.myOrders(); got != "no orders" {
				t.Errorf("the answer is %q, want none", got)
			}
			h2.waitFor("the draft gone", func(tr *Trainer) bool { return len(tr.prog.Drafts()) == 0 })
			if text := readFile(t, opts.ProgressPath); strings.Contains(text, "\n[[draft]]") {
				t.Errorf("the dropped draft is still in the file:\n%s", text)
			}
		})
	}
	t.Run("broken line", func(t *testing.T) {
		dir := t.TempDir()
		opts := draftOptions(dir)
		opts.NoState = true
		writeFile(t, opts.ProgressPath, "format = 1\n\n[[draft]]\npack = \"x\"\norders = [\"move\n")
		h := startTrainer(t, opts, 80, 24)
		h.waitMessage("a bad record left out: line 5: strings cannot contain newlines")
		h.openItem("step-in")
		if got := h.myOrders(); got != "no orders" {
			t.Errorf("the answer is %q, want none", got)
		}
	})
}

// Two trainers' drafts merge as their records do: each keeps the other's,
// a draft one of them dropped does not come back from the other's memory,
// and a reset of the pack forgets its drafts.
func TestProgressDraftsMerge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	a, _ := LoadProgress(path)
	b, _ := LoadProgress(path)
	k1, k2 := ProgressKey{"one", "a", "1"}, ProgressKey{"one", "b", "1"}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(a.SetDraft(ProgressDraft{Pack: k1.Pack, ID: k1.ID, Hash: k1.Hash, Orders: []string{"move A3 D 1"}}))
	must(b.SetDraft(ProgressDraft{Pack: k2.Pack, ID: k2.ID, Hash: k2.Hash, Dies: []string{"A1"}}))
	c, err := LoadProgress(path)
	must(err)
	if _, ok := c.Draft(k1); !ok {
		t.Errorf("a's draft is lost: %+v", c.Drafts())
	}
	if d, ok := c.Draft(k2); !ok || len(d.Dies) != 1 {
		t.Errorf("b's draft is lost: %+v", c.Drafts())
	}
	must(a.DropDraft(k1))
	must(b.Update(k2, func(r *ProgressRecord) { r.Attempts++ })) // b still holds k1
	c, _ = LoadProgress(path)
	if _, ok := c.Draft(k1); ok {
		t.Errorf("the dropped draft came back: %+v", c.Drafts())
	}
	must(a.Reset("one"))
	c, _ = LoadProgress(path)
	if len(c.Drafts()) != 0 {
		t.Errorf("the reset kept drafts: %+v", c.Drafts())
	}
}

// Two trainers open on one progress file: a puzzle opened in one shows the
// answer the other left in it since the first started, not the one it
// read at its start (issue: it showed its stale copy, or none, and its
// next change wrote over the other's answer); an answer the other
// submitted since is not brought back.
func TestTrainDraftOfTheOtherTrainer(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	a := startTrainer(t, opts, 80, 24)
	b := startTrainer(t, opts, 80, 24)
	b.openItem("step-in")
	b.Key(tcell.KeyEscape)

	a.openItem("step-in")
	a.Key(tcell.KeyEnter)
	a.Keys("md1")
	a.waitMessage("Red: move A3 D 1")
	b.openItem("step-in")
	b.waitMessage("the answer you left here is back")
	if got := b.myOrders(); got != "move A3 D 1" {
		t.Errorf("the other trainer's answer reads %q, want move A3 D 1", got)
	}
	b.Key(tcell.KeyEscape)

	a.Keys("md2")
	a.waitMessage("Red: move A3 D 2")
	b.openItem("step-in")
	if got := b.myOrders(); got != "move A3 D 2" {
		t.Errorf("the other trainer's changed answer reads %q, want move A3 D 2", got)
	}
	b.Key(tcell.KeyEscape)

	a.Keys("s")
	a.WaitText("Right!")
	b.openItem("step-in")
	if got := b.myOrders(); got != "no orders" {
		t.Errorf("the answer the other trainer submitted came back: %q", got)
	}
}

// The quit question promises to keep the answer on the screen only when
// the progress file holds it: another trainer on the same file that
// judged the answer cleared its draft, and this one, still showing it,
// promised "kept for next time" and quit with it lost. It is written
// again first; and when it cannot be (the file became one this birdcrab
// may not write), the question says it is lost, and why.
func TestTrainQuitKeepsTheAnswerItPromises(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	a := startTrainer(t, opts, 80, 24)
	b := startTrainer(t, opts, 80, 24)
	a.openItem("step-in")
	a.Key(tcell.KeyEnter)
	a.Keys("md1")
	a.waitMessage("Red: move A3 D 1")
	b.openItem("step-in")
	b.waitMessage("the answer you left here is back")
	a.Keys("s")
	a.WaitText("Right!")
	if text := readFile(t, opts.ProgressPath); strings.Contains(text, "\n[[draft]]") {
		t.Fatalf("the judged answer is still a draft:\n%s", text)
	}
	b.Keys("q")
	b.WaitText("the answer is kept for next time")
	b.Keys("y")
	b.waitDone()
	b.Stopped = true
	if text := readFile(t, opts.ProgressPath); !strings.Contains(text, `orders = ["move A3 D 1"]`) {
		t.Errorf("the quit question said the answer is kept, and the file lacks it:\n%s", text)
	}

	a.Keys("r")
	a.waitMessage("try again")
	a.Key(tcell.KeyEnter)
	a.Keys("md2")
	a.waitMessage("Red: move A3 D 2")
	writeFile(t, opts.ProgressPath, "format = 99\n")
	a.Keys("q")
	a.WaitText("the answer is lost: it cannot be written")
	a.WaitText("(see below)")
	a.WaitText("cannot save the progress")
	a.WaitNoText("kept for next time")
}

// The drafts of lessons and puzzles that are gone (removed, renamed, or
// changed since) stayed in the progress file for ever. At start, a draft
// is dropped when its pack is loaded, none of its lessons and puzzles has
// the draft's key, and it is more than eight weeks old; the draft of a
// pack not loaded this run, of a puzzle code, or a recent one, is kept.
func TestTrainDropsUnreachableDrafts(t *testing.T) {
	opts := draftOptions(t.TempDir())
	pack, err := filepath.Abs(trainPackFile)
	if err != nil {
		t.Fatal(err)
	}
	recent := time.Now().UTC().Add(-24 * time.Hour).Format(time.RFC3339)
	draft := func(pack, id, updated string) string {
		return fmt.Sprintf("[[draft]]\n  pack = %q\n  id = %q\n  hash = \"0123456789abcdef\"\n  orders = [\"move A3 D 1\"]\n  updated = %s\n\n", pack, id, updated)
	}
	writeFile(t, opts.ProgressPath, "format = 1\n\n"+
		draft(pack, "gone", "2020-01-02T03:04:05Z")+
		draft(pack, "step-in", "2020-01-02T03:04:05Z")+ // an older version of step-in
		draft(pack, "renamed-lately", recent)+
		draft(filepath.Join(filepath.Dir(pack), "not-loaded.toml"), "gone", "2020-01-02T03:04:05Z")+
		draft("shipped:tactics", "gone", "2020-01-02T03:04:05Z")+
		draft("code", "other-code", "2020-01-02T03:04:05Z"))
	h := startTrainer(t, opts, 80, 24)
	h.WaitText("Trainer test pack")
	h.close()
	h.Stopped = true
	text := readFile(t, opts.ProgressPath)
	p, err := LoadProgress(opts.ProgressPath)
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, d := range p.Drafts() {
		left = append(left, filepath.Base(d.Pack)+" "+d.ID)
	}
	want := "not-loaded.toml gone, train.toml renamed-lately, code other-code, shipped:tactics gone"
	if got := strings.Join(left, ", "); got != want {
		t.Errorf("the drafts left are %s, want %s; the file:\n%s", got, want, text)
	}
}

// Every pack from a puzzle code (or standard input) shares one identity:
// opening one puzzle code took the draft another code's puzzle left (same
// pack, same id, another hash) for an older version of it and dropped it.
func TestTrainCodeKeepsAnotherCodesDraft(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	opts.Packs = []string{"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | opponent hold | goals kill A1"}
	opts.Named = 1
	recent := time.Now().UTC().Add(-time.Hour).Format(time.RFC3339)
	writeFile(t, opts.ProgressPath, fmt.Sprintf("format = 1\n\n[[draft]]\n  pack = \"code\"\n  id = \"position\"\n"+
		"  hash = \"0123456789abcdef\"\n  orders = [\"move A3 D 1\"]\n  updated = %s\n", recent))
	h := startTrainer(t, opts, 80, 24)
	h.openItem("position")
	h.WaitNoText("older version")
	h.Key(tcell.KeyEscape)
	h.close()
	h.Stopped = true
	p, err := LoadProgress(opts.ProgressPath)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := p.Draft(ProgressKey{"code", "position", "0123456789abcdef"}); !ok {
		t.Errorf("the other code's draft is dropped:\n%s", readFile(t, opts.ProgressPath))
	}
}

// A trainer that left a puzzle with no answer, never having shown or
// written one there, dropped the answer another trainer on the same file
// left in it since (its memory held that answer once a write of its own,
// a hint's, merged the file): leaving wrote "no answer" over it.
func TestTrainEmptyLeaveKeepsTheOthersDraft(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	a := startTrainer(t, opts, 80, 24)
	b := startTrainer(t, opts, 80, 24)
	a.openItem("step-in")
	b.openItem("step-in")
	b.Key(tcell.KeyEnter)
	b.Keys("md1")
	b.waitMessage("Red: move A3 D 1")
	b.Key(tcell.KeyBackspace)
	b.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	a.Keys("H")
	a.waitFor("a hint", func(tr *Trainer) bool { return tr.att != nil && tr.att.hints > 0 })
	a.Key(tcell.KeyBackspace)
	a.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	if text := readFile(t, opts.ProgressPath); !strings.Contains(text, `orders = ["move A3 D 1"]`) {
		t.Errorf("the other trainer's answer is dropped:\n%s", text)
	}
	b.openItem("step-in")
	if got := b.myOrders(); got != "move A3 D 1" {
		t.Errorf("the answer left reads %q, want move A3 D 1", got)
	}
}

// The same with the answer judged: a trainer that left a puzzle it had
// judged dropped the answer another trainer wrote in it after the judge.
func TestTrainJudgedLeaveKeepsTheOthersDraft(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	a := startTrainer(t, opts, 80, 24)
	b := startTrainer(t, opts, 80, 24)
	a.openItem("step-in")
	a.Key(tcell.KeyEnter)
	a.Keys("md1")
	a.waitMessage("Red: move A3 D 1")
	a.Keys("s")
	a.WaitText("Right!")
	b.openItem("step-in")
	b.Key(tcell.KeyEnter)
	b.Keys("md2")
	b.waitMessage("Red: move A3 D 2")
	b.Key(tcell.KeyBackspace)
	b.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	a.Keys("H")
	a.waitFor("a hint", func(tr *Trainer) bool { return tr.att != nil && tr.att.hints > 0 })
	a.Key(tcell.KeyBackspace)
	a.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	if text := readFile(t, opts.ProgressPath); !strings.Contains(text, `orders = ["move A3 D 2"]`) {
		t.Errorf("the other trainer's answer is dropped:\n%s", text)
	}
}

// A change that could not be written stays this progress's: Save forgot
// which drafts (and records) it had changed before it wrote, so that, the
// write failed, the next write took the file's over them, and a draft
// dropped here came back. The write fails here because the temporary file
// beside a name of 250 bytes has too long a name.
func TestProgressFailedWriteKeepsTheChange(t *testing.T) {
	dir := t.TempDir()
	long := filepath.Join(dir, strings.Repeat("p", 250))
	path := filepath.Join(dir, "progress.toml")
	k := ProgressKey{"one", "a", "1"}
	writeFile(t, long, "format = 1\n\n[[draft]]\n  pack = \"one\"\n  id = \"a\"\n  hash = \"1\"\n  orders = [\"move A3 D 1\"]\n  updated = 2026-01-02T03:04:05Z\n")
	if err := os.Symlink(long, path); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.DropDraft(k); err == nil {
		t.Skip("the write did not fail")
	}
	writeFile(t, filepath.Join(dir, "real.toml"), readFile(t, long))
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.toml", path); err != nil {
		t.Fatal(err)
	}
	if err := p.Update(ProgressKey{"one", "b", "1"}, func(r *ProgressRecord) { r.Attempts++ }); err != nil {
		t.Fatal(err)
	}
	q, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := q.Draft(k); ok {
		t.Errorf("the draft dropped came back:\n%s", readFile(t, path))
	}
}

// A trainer that left a puzzle without changing the answer it showed
// wrote that answer over the newer one another trainer on the same file
// wrote since (its memory held the newer one once a write of its own, a
// hint's, merged the file): the other's answer was lost.
func TestTrainUnchangedLeaveKeepsTheOthersNewerDraft(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	a := startTrainer(t, opts, 80, 24)
	b := startTrainer(t, opts, 80, 24)
	a.openItem("step-in")
	a.Key(tcell.KeyEnter)
	a.Keys("md1")
	a.waitMessage("Red: move A3 D 1")
	b.openItem("step-in")
	b.waitMessage("the answer you left here is back")
	b.Key(tcell.KeyEnter)
	b.Keys("md2")
	b.waitMessage("Red: move A3 D 2")
	b.Key(tcell.KeyBackspace)
	b.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	a.Keys("H")
	a.waitFor("a hint", func(tr *Trainer) bool { return tr.att != nil && tr.att.hints > 0 })
	a.Key(tcell.KeyBackspace)
	a.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	if text := readFile(t, opts.ProgressPath); !strings.Contains(text, `orders = ["move A3 D 2"]`) {
		t.Errorf("the other trainer's newer answer is lost:\n%s", text)
	}
}

// KeepDraft checked the file without its lock: another trainer could drop
// the draft (judge it) between the check, which found it kept, and the
// promise "kept for next time". The check waits for the other's write and
// sees it, and the draft is written again.
func TestProgressKeepDraftChecksUnderTheLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	p, _ := LoadProgress(path)
	d := ProgressDraft{Pack: "one", ID: "a", Hash: "1", Orders: []string{"move A3 D 1"}}
	if err := p.SetDraft(d); err != nil {
		t.Fatal(err)
	}
	unlock, err := fileio.Lock(path, time.Second) // the other trainer's write
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- p.KeepDraft(d) }()
	time.Sleep(100 * time.Millisecond)
	writeFile(t, path, "format = 1\n") // the other trainer judged the answer
	unlock()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("KeepDraft blocked")
	}
	if text := readFile(t, path); !strings.Contains(text, `orders = ["move A3 D 1"]`) {
		t.Errorf("KeepDraft said the draft is kept, and the file lacks it:\n%s", text)
	}
}

// The right answer back after Esc (or r) on the verdict was kept as a
// draft when the learner then left: the next visit, in a later run too,
// and on the replay list for a puzzle seen, opened with it written ("the
// answer you left here is back: s submits it"), one key from a solve. A
// judged right answer is no draft; a wrong one still comes back, to mend.
func TestTrainRightAnswerBackIsNoDraft(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	h := startTrainer(t, opts, 80, 24)
	h.openItem("step-in")
	h.answerStepIn()
	h.WaitText("Right!")
	h.Key(tcell.KeyEscape) // back to the answer
	h.waitMessage("try again: your answer is as you left it")
	if got := h.myOrders(); got != "move A3 D 1" {
		t.Fatalf("the orders back are %q", got)
	}
	h.Key(tcell.KeyEscape) // to the list
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	if text := readFile(t, opts.ProgressPath); strings.Contains(text, "\n[[draft]]") {
		t.Errorf("the right answer was kept as a draft:\n%s", text)
	}
	h.Key(tcell.KeyEnter)
	h.waitFor("the puzzle open again", func(tr *Trainer) bool { return tr.OpenID() == "step-in" })
	h.WaitNoText("the answer you left here is back")
	if got := h.myOrders(); got != "no orders" {
		t.Errorf("the puzzle opened again with the orders %q written", got)
	}

	// A wrong answer back is a draft, to mend next time.
	h.Key(tcell.KeyEnter)
	h.Keys("tb")
	h.waitMessage("Red: turn A3 B")
	h.Keys("s")
	h.WaitText("Not yet.")
	h.Key(tcell.KeyEscape)
	h.waitMessage("try again")
	h.Key(tcell.KeyEscape)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	if text := readFile(t, opts.ProgressPath); !strings.Contains(text, `orders = ["turn A3 B"]`) {
		t.Errorf("the wrong answer back is no draft to mend:\n%s", text)
	}
}

// A pack whose kinds are the catalogue's: a run with --pieces giving
// other numbers makes another version of its puzzles, and the answer left
// in the other is dropped. The message said "its pack changed since",
// which it had not; it names the kinds' numbers too.
func TestTrainDraftOfOtherNumbersSaysWhy(t *testing.T) {
	dir := t.TempDir()
	var kept []string
	skip := false
	for _, line := range strings.Split(readFile(t, trainPackFile), "\n") {
		switch {
		case line == "[[kind]]":
			skip = true
		case skip && line == "":
			skip = false
		case !skip:
			kept = append(kept, line)
		}
	}
	pack := filepath.Join(dir, "mine.toml")
	writeFile(t, pack, strings.Join(kept, "\n"))
	opts := draftOptions(dir)
	opts.NoState = true
	opts.Packs, opts.Named = []string{pack}, 1
	h := startTrainer(t, opts, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("tb")
	h.waitMessage("Red: turn A3 B")
	h.quitAsked()

	fast := filepath.Join(dir, "fast.toml")
	writeFile(t, fast, "[[kind]]\nname = \"Pikeman\"\ncombat = [6, 2, 0, 0, 0, 2]\nspeed = [3, 1, 0, 0, 0, 1]\n")
	cat, err := puzzles.LoadCatalogue(fast) // as --pieces fast.toml
	if err != nil {
		t.Fatal(err)
	}
	opts.Cat = cat
	h2 := startTrainer(t, opts, 80, 24)
	h2.openItem("step-in")
	h2.waitMessage("the answer you left here was for an older version of this puzzle (its pack, or the numbers of its kinds --pieces gives, changed since): it is dropped")
}

// A wrong answer, left from its verdict (Backspace, n, p, q), comes back
// when the lesson or puzzle opens again, in this run or the next, as it
// does after r: it came back blank, though Backspace promised "the
// answer is kept", and the learner wrote it again to mend one mark. A
// right one does not (TestTrainRightAnswerBackIsNoDraft).
func TestTrainWrongAnswerLeftFromVerdictComesBack(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	h := startTrainer(t, opts, 100, 30)
	h.openItem("facing")
	h.moveTo(loc(t, "A1"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("A1 marked")
	h.Keys("s")
	h.WaitText("Not yet.")
	h.Key(tcell.KeyBackspace)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Key(tcell.KeyEnter)
	h.waitMessage("the answer you left here is back, judged wrong: change it, then s submits it")
	h.waitPanel("You say these die: A1")

	// Quit on the verdict of another wrong answer: it is back next run.
	h.moveTo(loc(t, "CD1"))
	h.Key(tcell.KeyEnter)
	h.moveTo(loc(t, "A1"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("A1 unmarked")
	h.Keys("s")
	h.WaitText("Not yet.")
	h.Keys("q")
	h.waitDone()
	h.Stopped = true
	p, err := LoadProgress(opts.ProgressPath)
	if r := p.Get(h.tr.att.item.key); err != nil || r.Attempts != 2 || !r.Failed {
		t.Errorf("record %+v (%v), want 2 attempts, failed", r, err)
	}
	h2 := startTrainer(t, opts, 100, 30)
	h2.openItem("facing")
	h2.waitMessage("the answer you left here is back, judged wrong: change it, then s submits it")
	h2.waitPanel("You say these die: CD1")
	h2.moveTo(loc(t, "A1"))
	h2.Key(tcell.KeyEnter)
	h2.Keys("s")
	h2.WaitText("Right!")
	if text := readFile(t, opts.ProgressPath); strings.Contains(text, "\n[[draft]]") {
		t.Errorf("the right answer left a draft:\n%s", text)
	}
}

// A wrong answer left from its verdict comes back, in the next run, as
// the answer judged: q quits without asking, as it does on the verdict
// and after r. It asked "Your answer is not judged: quit?" of an answer
// judged twice already. Changed, it is an answer in progress again.
func TestTrainJudgedDraftIsJudgedNextRun(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	h := startTrainer(t, opts, 100, 30)
	h.openItem("facing")
	h.moveTo(loc(t, "A1"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("A1 marked")
	h.Keys("s")
	h.WaitText("Not yet.")
	h.Keys("q")
	h.waitDone()
	h.Stopped = true

	h2 := startTrainer(t, opts, 100, 30)
	h2.openItem("facing")
	h2.waitMessage("judged wrong")
	h2.Keys("q")
	h2.waitDone()
	h2.Stopped = true

	h3 := startTrainer(t, opts, 100, 30)
	h3.openItem("facing")
	h3.waitMessage("judged wrong")
	h3.moveTo(loc(t, "CD1"))
	h3.Key(tcell.KeyEnter)
	h3.waitMessage("CD1 marked")
	h3.quitAsked()
	h4 := startTrainer(t, opts, 100, 30)
	h4.openItem("facing")
	h4.waitMessage("the answer you left here is back: s submits it")
}

// The item list says that a lesson or puzzle holds an answer written and
// not judged: it read "not tried yet" over it.
func TestTrainListSaysAnswerInProgress(t *testing.T) {
	opts := draftOptions(t.TempDir())
	opts.NoState = true
	h := startTrainer(t, opts, 100, 30)
	h.openItem("facing")
	h.moveTo(loc(t, "A1"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("A1 marked")
	h.Key(tcell.KeyEscape)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.waitWords("answer in progress, not submitted yet")
	h.Key(tcell.KeyEnter)
	h.waitMessage("the answer you left here is back")
	h.Keys("s")
	h.WaitText("Not yet.")
	h.Key(tcell.KeyBackspace)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.waitWords("to replay · 1 attempt")
	if s := h.screenWords(); strings.Contains(s, "answer in progress") {
		t.Errorf("the answer judged is said to be in progress:\n%s", s)
	}
	h.Key(tcell.KeyEnter)
	h.waitMessage("judged wrong")
	h.moveTo(loc(t, "CD1"))
	h.Key(tcell.KeyEnter)
	h.waitMessage("CD1 marked")
	h.Key(tcell.KeyEscape)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.waitWords("to replay · 1 attempt · answer in progress")
}

// A right answer whose progress write failed (a full disk, a folder not
// writable) stayed in memory, and q quit at once: "progress is always
// saved". q now writes it; while it still cannot, q asks.
func TestTrainQuitWritesProgressAFailedWriteLeft(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	// The progress file cannot be written: a folder stands in its place.
	if err := os.Remove(h.progress); err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	if err := os.Mkdir(h.progress, 0o755); err != nil {
		t.Fatal(err)
	}
	h.Keys("hh")
	h.moveTo(loc(t, "A3"))
	h.Key(tcell.KeyEnter)
	h.Keys("md1s")
	h.WaitText("✓ Right!")
	h.waitMessage("cannot save the progress")
	h.Keys("q")
	h.WaitText("Your progress cannot be saved: quit?")
	h.Keys("c")
	if err := os.Remove(h.progress); err != nil { // room again
		t.Fatal(err)
	}
	h.Keys("q")
	h.waitDone()
	h.Stopped = true
	data, err := os.ReadFile(h.progress)
	if err != nil || !strings.Contains(string(data), `id = "step-in"`) || !strings.Contains(string(data), "solved = true") {
		t.Errorf("the progress file after q: %v\n%s", err, data)
	}
}

// Quitting with orders entered and not submitted: whole orders are the
// learner's work on the puzzle, so q asks and keeps them for next time,
// an order begun as well (here a turn awaiting its direction) or not; an
// order begun alone is no answer yet, and q quits at once.
func TestTrainQuitWithAnOrderBegun(t *testing.T) {
	t.Run("begun alone", func(t *testing.T) {
		h := startTrainer(t, draftOptions(t.TempDir()), 80, 24)
		h.openItem("step-in")
		h.Key(tcell.KeyEnter)
		h.Keys("m")
		h.WaitText("move: which direction? a-f (Esc cancels)")
		h.Keys("q")
		h.waitDone()
		h.Stopped = true
	})
	t.Run("whole orders and one begun", func(t *testing.T) {
		opts := draftOptions(t.TempDir())
		h := startTrainer(t, opts, 80, 24)
		h.openItem("step-in")
		h.Key(tcell.KeyEnter)
		h.Keys("md1")
		h.waitMessage("Red: move A3 D 1")
		h.Keys("t") // the Pikeman stays selected
		h.WaitText("turn to face which direction? a-f (Esc cancels)")
		h.Keys("q")
		h.WaitText("Your answer is not judged: quit?")
		h.WaitText("the answer is kept for next time")
		h.Keys("y")
		h.waitDone()
		h.Stopped = true
		h2 := startTrainer(t, opts, 80, 24)
		h2.waitFor("the puzzle open again", func(tr *Trainer) bool { return tr.OpenID() == "step-in" })
		if got := h2.myOrders(); got != "move A3 D 1" {
			t.Errorf("after a restart the orders are %q, want move A3 D 1", got)
		}
	})
}
