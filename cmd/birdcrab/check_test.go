package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
)

func TestCheckShippedPacks(t *testing.T) {
	out, _, code := runCmd(t, "check", "--strict")
	if code != 0 || !strings.Contains(out, "all sound") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

// check with no file checks the shipped packs and says so on stderr: a
// CI line whose file list came out empty (check $(git ls-files ...))
// passed green without a word. Their files are named as built in,
// "(shipped) tactics.toml", in the text and the JSON: "packs/lessons.toml"
// read as a path, which does not exist on disk. A file given gets no note.
func TestCheckShippedSaysSo(t *testing.T) {
	out, errs, code := runCmd(t, "check", "--no-filters", "--json")
	if code != 0 || !strings.Contains(errs, "note: no file given: checking the packs that ship with birdcrab") {
		t.Errorf("exit %d, no note on stderr: %q", code, errs)
	}
	var got jsonCheck
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Files) != len(puzzles.ShippedFiles()) {
		t.Fatalf("%d files, want the %d shipped packs", len(got.Files), len(puzzles.ShippedFiles()))
	}
	for _, f := range got.Files {
		names := []string{f.File}
		for _, r := range f.Results {
			names = append(names, r.File)
		}
		for _, name := range names {
			if !strings.HasPrefix(name, "(shipped) ") || strings.Contains(name, "/") {
				t.Errorf("a shipped pack is named %q, as a path", name)
			}
		}
	}
	text, _, _ := runCmd(t, "check", "--no-filters")
	if !strings.Contains(text, `ok   (shipped) tactics.toml:`) || strings.Contains(text, "packs/") {
		t.Errorf("the text names the shipped packs otherwise:\n%.500s", text)
	}
	if _, errs, code := runCmd(t, "check", "--no-filters", "testdata/check-good.toml"); code != 0 || errs != "" {
		t.Errorf("check of a file: exit %d, stderr %q", code, errs)
	}
}

func TestCheckNamesBrokenPuzzles(t *testing.T) {
	out, _, code := runCmd(t, "check", "testdata/check-bad.toml", "testdata/check-good.toml")
	if code != 1 {
		t.Fatalf("exit %d, want 1:\n%s", code, out)
	}
	for _, want := range []string{
		`FAIL testdata/check-bad.toml:23 puzzle "two-ways"`,
		"not unique: 4 other solutions: move A3 D 2 | move B2 E 1",
		`FAIL testdata/check-bad.toml:36 puzzle "hare-escapes"`,
		"the stated solution fails against the reply player 2:",
		`FAIL testdata/check-bad.toml:49 puzzle "wrong-answer"`,
		`does not reach "kill A1"`,
		`ok   testdata/check-good.toml:17 puzzle "one-way"`,
		"2 packs, 5 puzzles, 0 lessons: 3 failed",
		`note: testdata/check-good.toml:39:1: puzzle "odd-position": territory DE is player 2's, but only opponents stand in it`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// A file that cannot be read or parsed is bad input: exit status 2, as
// for every command, even beside a pack whose puzzles fail (status 1
// alone); the other files are still checked.
func TestCheckUnreadableFile(t *testing.T) {
	for _, args := range [][]string{
		{"testdata/broken.toml"},
		{"testdata/nosuch.toml"},
		{"testdata/check-bad.toml", "testdata/broken.toml"},
	} {
		out, _, code := runCmd(t, append([]string{"check", "--no-filters"}, args...)...)
		if code != 2 || !strings.Contains(out, "FAIL "+args[len(args)-1]+":") || !strings.Contains(out, ", 1 file does not load or holds nothing to check\n") {
			t.Errorf("check %v: exit %d, want 2:\n%s", args, code, out)
		}
		if len(args) > 1 && !strings.Contains(out, `FAIL testdata/check-bad.toml:23 puzzle "two-ways"`) {
			t.Errorf("check %v: the readable pack is not checked:\n%s", args, out)
		}
	}
}

// The summary's verb agrees with the count of files that do not load: it
// said "1 file could not be read or hold nothing to check".
func TestCheckUnloadedCount(t *testing.T) {
	out, _, _ := runCmd(t, "check", "--no-filters", "testdata/broken.toml", "testdata/nosuch.toml")
	if !strings.HasSuffix(out, ": 0 failed, 2 files do not load or hold nothing to check\n") {
		t.Errorf("summary:\n%s", out)
	}
}

// TestTimeLimits pins what a time limit of 0 and a negative one mean: 0 is
// no limit (check used to fail every puzzle with it), a negative limit is a
// usage error (solve used to take it as no limit).
func TestTimeLimits(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"check, no limit", []string{"check", "testdata/check-good.toml", "--timeout", "0"}, 0, "all sound"},
		{"check, negative", []string{"check", "testdata/check-good.toml", "--timeout", "-1s"}, 2, "cannot be negative"},
		{"solve, no limit", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--timeout", "0"}, 0, "move A3 D 1"},
		{"solve, negative", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--timeout", "-1s"}, 2, "cannot be negative"},
		{"solve, a memory budget", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--memory", "1"}, 0, "move A3 D 1"},
		{"solve, no memory", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--memory", "0"}, 2, "--memory 0: give at least 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errs, code := runCmd(t, c.args...)
			if code != c.code || !strings.Contains(out+errs, c.want) {
				t.Errorf("exit %d, want %d with %q:\n%s%s", code, c.code, c.want, out, errs)
			}
		})
	}
}

// withFiltersOff is the text of a test pack with filters = false in its
// [pack].
func withFiltersOff(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "format = 1\n", "format = 1\nfilters = false\n", 1)
	if text == string(data) {
		t.Fatalf("%s: no format line to put filters = false after", file)
	}
	return text
}

// A pack that says filters = false has its filters reported, not
// required: check --strict passes its weak puzzles (and says why they are
// weak, in text and JSON), where the same pack without the key fails; its
// puzzles must still be sound and unique.
func TestCheckStrictFiltersOff(t *testing.T) {
	dir := t.TempDir()
	off := filepath.Join(dir, "good-off.toml")
	writeFile(t, off, withFiltersOff(t, "testdata/check-good.toml"))
	out, _, code := runCmd(t, "check", "--strict", "testdata/check-good.toml")
	if code != 1 || !strings.Contains(out, "2 failed (2 weak by the filters)") {
		t.Fatalf("the weak pack without the key: exit %d, want 1:\n%s", code, out)
	}
	out, _, code = runCmd(t, "check", "--strict", off)
	if code != 0 || !strings.Contains(out, "all sound (2 weak by the filters)") || !strings.Contains(out, `ok   `+off+`:18 puzzle "one-way"`) ||
		!strings.Contains(out, "weak: not-trivial: trivial: 2 candidate order sets") {
		t.Errorf("the weak pack with filters = false: exit %d, want 0 with the verdicts:\n%s", code, out)
	}
	out, _, code = runCmd(t, "check", "--strict", "--json", off, "testdata/check-good.toml")
	var got jsonCheck
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if code != 1 || len(got.Files) != 2 || got.Summary.Failed != 2 || got.Summary.Weak != 4 {
		t.Fatalf("exit %d, summary %+v:\n%s", code, got.Summary, out)
	}
	for i, want := range []struct {
		status   string
		required bool
	}{{"ok", false}, {"fail", true}} {
		f := got.Files[i]
		if f.Status != want.status || f.FiltersRequired == nil || *f.FiltersRequired != want.required {
			t.Errorf("%s: status %q, filters_required %v; want %q, %v", f.File, f.Status, f.FiltersRequired, want.status, want.required)
		}
		for _, r := range f.Results {
			if r.Quality == nil || r.Quality.OK || len(r.Quality.Filters) == 0 {
				t.Errorf("%s: %s: the filters' verdicts are not reported: %+v", f.File, r.ID, r.Quality)
			}
		}
	}
	bad := filepath.Join(dir, "bad-off.toml")
	writeFile(t, bad, withFiltersOff(t, "testdata/check-bad.toml"))
	out, _, code = runCmd(t, "check", "--strict", bad)
	if code != 1 || !strings.Contains(out, "not unique: 4 other solutions") {
		t.Errorf("an unsound pack with filters = false: exit %d, want 1:\n%s", code, out)
	}
}

// --no-filters wins over --strict: no filter runs, so none fails a
// puzzle, and the JSON says none is required (it said filters_required
// true while the exit status said otherwise).
func TestCheckStrictWithNoFilters(t *testing.T) {
	out, _, code := runCmd(t, "check", "--strict", "--no-filters", "--json", "testdata/check-good.toml")
	var got jsonCheck
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	f := got.Files[0]
	if code != 0 || !got.Summary.OK || f.FiltersRequired == nil || *f.FiltersRequired {
		t.Errorf("exit %d, ok %v, filters_required %v; want 0, true, false", code, got.Summary.OK, f.FiltersRequired)
	}
	if out, _, _ := runCmd(t, "check", "--help"); !strings.Contains(out, "--no-filters wins over --strict") {
		t.Errorf("the help does not say which flag wins:\n%s", out)
	}
}

// check says in words what a time limit left unproven (it printed the
// solver's "context deadline exceeded"), as a stop, exit 3, not a failure
// (TestCheckTimeLimitIsNotAFailure), and of a position or puzzle code
// (named without a line 0) that it holds no solution to check, where it
// failed its puzzle for want of a "solution = [...]" key.
func TestCheckMessagesInWords(t *testing.T) {
	out, _, code := runCmd(t, "check", "--no-filters", "--timeout", "1ns", "testdata/check-good.toml")
	if code != 3 || !strings.Contains(out, `STOP testdata/check-good.toml:17 puzzle "one-way"`+"\n     the time limit of 1ns ran out: ") || strings.Contains(out, "deadline") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	puzzle := "bc1 t2 d30 | AB.BC.CD m6 Bird/DE4/A | DE.EF.FA m6 Pikeman/DE1/B | g:- | side 1 | opponent hold | goals ransack DE"
	file := filepath.Join(t.TempDir(), "code.txt")
	writeFile(t, file, puzzle+"\n")
	for _, arg := range []string{puzzle, "bc1 t2 d30 | AB.BC.CD m6 Bird/DE4/A | DE.EF.FA m6 Pikeman/DE1/B | g:-", file} {
		name := puzzles.FileName(arg)
		if puzzles.IsCode(arg) {
			name = puzzles.CodeFile // as show heads it
			if arg == puzzle {
				name = "puzzle code"
			}
		}
		out, _, code := runCmd(t, "check", "--no-filters", arg)
		want := "FAIL " + name + ": a position or puzzle code, with no solution to check (a code leaves it out): solve finds its solutions, edit makes it a puzzle of a pack\n"
		if code != 2 || !strings.HasPrefix(out, want) || strings.Contains(out, ":0") || strings.Contains(out, "solution = [") {
			t.Errorf("check %s: exit %d:\n%s\nwant exit 2 and %q", arg, code, out, want)
		}
	}
}

// check with no file checks the shipped packs over the catalogue of
// --pieces, as it reads every pack: it read them with the default one, and
// a Pikeman given the Harpy's special rule changed nothing.
func TestCheckShippedWithPieces(t *testing.T) {
	out, errs, code := runCmd(t, "check", "--no-filters", "--pieces", "testdata/harpy-pikeman.toml")
	if code != 1 || !strings.Contains(out, "FAIL (shipped) tactics.toml:") || !strings.Contains(out, " failed\n") {
		t.Errorf("exit %d; want 1 and failed puzzles\n%s%s", code, out, errs)
	}
}

// A proof the time limit stops proves a puzzle neither sound nor unsound:
// it is "stopped" (STOP), not "fail", with what stopped it, and check
// exits 3 as solve does; with a puzzle that does fail, 1. It was a FAIL
// with exit 1, "a proof failed", and a script could not tell a slow
// puzzle from a broken one.
func TestCheckTimeLimitIsNotAFailure(t *testing.T) {
	out, _, code := runCmd(t, "check", "--timeout", "1ns", "testdata/check-good.toml")
	for _, want := range []string{
		`STOP testdata/check-good.toml:17 puzzle "one-way"` + "\n     the time limit of 1ns ran out: ",
		"1 pack, 2 puzzles, 0 lessons: 0 failed, 2 not proven, stopped by the time limit\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if code != 3 || strings.Contains(out, "FAIL") {
		t.Errorf("exit %d, want 3 and no FAIL:\n%s", code, out)
	}
	// A puzzle that fails without a proof is found all the same: exit 1.
	out, _, code = runCmd(t, "check", "--timeout", "1ns", "testdata/check-bad.toml", "testdata/check-good.toml")
	if code != 1 || !strings.Contains(out, `FAIL testdata/check-bad.toml:49 puzzle "wrong-answer"`) || !strings.Contains(out, " not proven, stopped by the time limit\n") {
		t.Errorf("exit %d, want 1:\n%s", code, out)
	}
}

// check --json writes a proof the time limit stopped as "stopped", with
// stopped_by and not_proven, and no solutions (those found so far are not
// all of them); summary.stopped counts it, and the file is "stopped".
func TestCheckJSONTimeLimitIsNotAFailure(t *testing.T) {
	js, _, code := runCmd(t, "check", "--json", "--timeout", "1ns", "testdata/check-good.toml")
	var got jsonCheck
	if err := json.Unmarshal([]byte(js), &got); err != nil {
		t.Fatal(err)
	}
	want := checkSummary{Packs: 1, Puzzles: 2, Stopped: 2}
	if code != 3 || got.Summary != want || got.Files[0].Status != "stopped" {
		t.Fatalf("exit %d, summary %+v, want 3 and %+v; files %+v", code, got.Summary, want, got.Files)
	}
	for _, r := range got.Files[0].Results {
		if r.Status != "stopped" || r.StoppedBy != "time limit" || !strings.HasPrefix(r.NotProven, "the time limit of 1ns ran out: ") ||
			len(r.Problems) != 0 || r.Solutions != nil {
			t.Errorf("%s: %+v", r.ID, r)
		}
	}
}

// A lesson whose accepted answers the time limit keeps from being listed
// is stopped too, not failed with "accepted answers not all listed".
func TestCheckLessonAnswersTimeLimit(t *testing.T) {
	out, _, code := runCmd(t, "check", "--no-filters", "--timeout", "1ns", "testdata/check-answers.toml")
	if code != 3 || strings.Contains(out, "FAIL") || !strings.Contains(out, `STOP testdata/check-answers.toml:9 lesson "fly-on"`+"\n     the time limit of 1ns ran out: ") {
		t.Errorf("exit %d, want 3 and fly-on stopped:\n%s", code, out)
	}
}

// A failing result prints its notes too: they help explain the failure
// (here a Necromancer target the target order could not name). They were
// printed only under a result that passed.
func TestCheckNotesUnderAFailure(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "fail.toml")
	text := `[[puzzle]]
id = "wrong-answer"
goals = ["kill A1"]
solution = ["turn A3 C"]

[[puzzle.player]]
pieces = ["Pikeman A3 D"]
target = "Bird"

[[puzzle.player]]
pieces = ["Bird A1 D"]
`
	if err := os.WriteFile(pack, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, code := runCmd(t, "check", "--no-filters", pack)
	if code != 1 || !strings.Contains(out, `FAIL `) {
		t.Fatalf("exit %d, want 1 and a FAIL:\n%s", code, out)
	}
	for _, want := range []string{
		"note: " + pack + ":8:1: puzzle \"wrong-answer\": player 1 target: player 1 names Bird as the Necromancer target, but has no Necromancer",
		"but the graveyard holds no Bird",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
