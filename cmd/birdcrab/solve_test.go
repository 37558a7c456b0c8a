package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/solver"
)

// crowded is a position of eight pieces a side with five in each hand
// whose search for "kills 3" under any runs far past the time limits the
// tests give it (more than 40 s on two cores). The six pieces a side with
// two in hand used before became a search of 0.4 s when the solver's
// closure learnt the stages of the turn.
const crowded = "bc1 t6 d20 | AB.BC.CD m6 h:Pikeman,Bird,Crab,Cyclops,Blockhead Pikeman/AB1/E Crab/B2/E Bird/BC1/F" +
	" Cyclops/AB3/E Bird/C2/F Pikeman/AB5/D Crab/CD2/E Pikeman/B1/E" +
	" | DE.EF.FA m6 h:Pikeman,Bird,Crab,Cyclops,Blockhead Pikeman/FA1/C Blockhead/E2/B Bird/DE1/C Cyclops/F2/B" +
	" Bird/EF1/B Pikeman/DE3/B Crab/EF3/B Pikeman/E1/B | g:-"

func TestSolveExitStatus(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"solved", []string{"solve", "testdata/check-good.toml", "--id", "one-way"}, 0, "move A3 D 1"},
		{"goal on own piece", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--goal", "kill A1", "--side", "2"}, 2, "is player 2's own"},
		{"proven unsolvable", []string{"solve", "testdata/check-bad.toml", "--id", "hare-escapes"}, 1, "no solution"},
		{"bad goal", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--goal", "conquer DE"}, 2, "unknown goal"},
		{"bad file", []string{"solve", "testdata/broken.toml"}, 2, "testdata/broken.toml:"},
		{"incomplete code", []string{"solve", "bc1 "}, 2, `position code: "bc1 " is no file, and looks like an incomplete position code`},
		{"no goals", []string{"solve", "bc1 t2 d30 | AB.BC.CD m6 Bird/AB3/D | DE.EF.FA m6 Bird/DE3/A | g:-"}, 2, `the position code holds no goals: give them with --goal (e.g. --goal "kill A1"), or end the code with them (... | side 1 | goals kill A1)`},
		{"stopped", []string{"solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "1ms"}, 3, "stopped"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errs, code := runCmd(t, c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, c.code, out, errs)
			}
			if !strings.Contains(out+errs, c.want) {
				t.Errorf("output lacks %q:\n%s%s", c.want, out, errs)
			}
		})
	}
}

// A --side or --goal value that does not fit the puzzle is named by its
// flag, without the solver's internal "problem:"; a goal of the file that
// does not fit the side --side gives is the file's, for that side.
func TestSolveNamesTheFlag(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | goals kill A1"
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--side", "3"}, "birdcrab: --side 3: there is no player 3: the position has 2 players\n"},
		{[]string{"--goal", "kill Q9"}, "birdcrab: --goal \"kill Q9\": unknown location \"Q9\" (the cells are Pit, the trench cells A1 to F4 and the territory cells AB1 to FA6)\n"},
		{[]string{"--goal", "kill A1", "--goal", " kill  a3"}, "birdcrab: --goal \"kill  a3\": the piece on A3 is player 1's own\n"},
		{[]string{"--goal", "ransack AB"}, "birdcrab: --goal \"ransack AB\": territory AB is not an opponent's but player 1's own: write ransack DE, ransack EF or ransack FA\n"},
		{[]string{"--side", "2"}, "birdcrab: puzzle code: goal \"kill A1\": the piece on A1 is player 2's own (for --side 2)\n"},
	}
	for _, c := range cases {
		out, errs, status := runCmd(t, append([]string{"solve", code}, c.args...)...)
		if status != 2 || errs != c.want || out != "" {
			t.Errorf("solve %v: exit %d, stderr %q, want 2 and %q", c.args, status, errs, c.want)
		}
	}
}

func TestSolveJSONShape(t *testing.T) {
	out, errs, code := runCmd(t, "solve", "testdata/check-bad.toml", "--id", "two-ways", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Solved    *bool       `json:"solved"`
		Unique    *bool       `json:"unique"`
		Solutions [][]string  `json:"solutions"`
		Nodes     *int64      `json:"nodes"`
		Seconds   *float64    `json:"seconds"`
		Extra     interface{} `json:"complete"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out)
	}
	if got.Solved == nil || !*got.Solved || got.Unique == nil || *got.Unique || got.Nodes == nil || *got.Nodes < 1 || got.Seconds == nil {
		t.Fatalf("keys missing or wrong: %s", out)
	}
	want := map[string]bool{"move A3 D 1": true, "move A3 D 2": true, "move B2 E 1": true}
	seen := 0
	for _, s := range got.Solutions {
		if len(s) == 1 && want[s[0]] {
			seen++
		}
	}
	if seen != len(want) {
		t.Errorf("solutions %v lack some of %v", got.Solutions, want)
	}
}

// TestSolveProgressOnlyOnATerminal: the progress line goes to stderr only
// when it is a terminal, never into a file or a pipe.
func TestSolveProgressOnlyOnATerminal(t *testing.T) {
	_, errs, code := runCmd(t, "solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "1500ms")
	if code != 3 || strings.Contains(errs, "solving:") || strings.Contains(errs, "\r") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if isTerminal(&strings.Builder{}) {
		t.Error("a buffer taken for a terminal")
	}
}

// A lesson that asks which pieces die has no side: solve says so, and
// solves its position for the side and goals the flags give. It said
// "side 0 is not a player (there are 2)".
func TestSolvePredictionLesson(t *testing.T) {
	file := filepath.Join(t.TempDir(), "predict.toml")
	pack := "[[lesson]]\nid = \"face\"\ntext = \"Which pieces die?\"\ndies = [\"A1\"]\nturn = 2\n\n" +
		"[[lesson.player]]\npieces = [\"Pikeman A3 D\"]\norders = [\"move A3 D 1\"]\n\n" +
		"[[lesson.player]]\npieces = [\"Bird A1 A\"]\n"
	if err := os.WriteFile(file, []byte(pack), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{nil, {"--goal", "kill A1"}} {
		_, errs, code := runCmd(t, append([]string{"solve", file}, args...)...)
		want := `lesson "face" has no side to solve for (it asks what the turn does, not for orders): give --side N and --goal GOAL`
		if code != 2 || !strings.Contains(errs, want) {
			t.Errorf("solve %v: exit %d, stderr %q; want 2 and %q", args, code, errs, want)
		}
	}
	out, errs, code := runCmd(t, "solve", file, "--side", "1", "--goal", "kill A1")
	if code != 0 || !strings.Contains(out, "move A3 D 1") {
		t.Errorf("with --side and --goal: exit %d\n%s%s", code, out, errs)
	}
}

// Flag values that mean nothing are refused, not taken silently: --side 0
// solved for the file's side, --tries -1 was 0. --tries under another
// model than any is noted on stderr (a script may give it for every
// puzzle of a pack whose models differ), and so is --opponent fixed for a
// puzzle that gives the others no orders: it plays as hold.
func TestSolveFlagValues(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--side", "0"}, 2, "birdcrab: --side 0: want a player, 1 or more"},
		{[]string{"--side", "-1"}, 2, "birdcrab: --side -1: want a player, 1 or more"},
		{[]string{"--tries", "-1"}, 2, "birdcrab: --tries -1: want 0 (no near misses) or more"},
		{[]string{"--solutions", "-1"}, 2, "birdcrab: --solutions -1: want 0 (every solution) or more"},
		{[]string{"--tries", "3"}, 0, `birdcrab: note: --tries 3 is ignored: near misses are searched only under opponent any, and puzzle "one-way" has opponent hold`},
		{[]string{"--opponent", "fixed"}, 0, `birdcrab: note: --opponent fixed: puzzle "one-way" gives the others no orders, so fixed plays as hold`},
	} {
		args := append([]string{"solve", "testdata/check-good.toml", "--id", "one-way"}, c.args...)
		out, errs, code := runCmd(t, args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q\n%s", c.args, code, errs, c.code, c.want, out)
		}
	}
	if _, errs, _ := runCmd(t, "solve", "testdata/check-good.toml", "--id", "one-way", "--tries", "3", "--opponent", "any"); strings.Contains(errs, "note") {
		t.Errorf("a note under any: %q", errs)
	}
	// Fixed with the others' orders given plays them: no note.
	if _, errs, _ := runCmd(t, "solve", "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | opponent fixed | goals kill A1 | orders 2: move A1 A 1"); strings.Contains(errs, "note") {
		t.Errorf("a note under fixed with orders: %q", errs)
	}
}

// The puzzle code show prints poses the file's puzzle: with the file's Tech
// Fall at 5, giving no orders eliminates player 2, and the solver says so
// of the code as of the file (the code once left Tech Fall out, and the
// code's puzzle was proven unsolvable).
func TestSolveCodeKeepsTechFall(t *testing.T) {
	verdict := func(what string, args ...string) string {
		t.Helper()
		out, errs, code := runCmd(t, append([]string{"solve"}, append(args, "--goal", "eliminate 2")...)...)
		if code != 0 {
			t.Fatalf("%s: exit %d, want 0 (solved)\n%s%s", what, code, out, errs)
		}
		_, rest, _ := strings.Cut(out, "\n") // the first line names the file
		rest, _, _ = strings.Cut(rest, "searched")
		return rest
	}
	fromFile := verdict("the file", "testdata/techfall.toml")
	shown, errs, code := runCmd(t, "show", "testdata/techfall.toml")
	if code != 0 {
		t.Fatal(errs)
	}
	_, pc, ok := strings.Cut(shown, "Puzzle code: ")
	pc, _, _ = strings.Cut(pc, "\n")
	if !ok || !strings.Contains(pc, "| techfall 5") {
		t.Fatalf("show prints no code with the Tech Fall option:\n%s", shown)
	}
	if fromCode := verdict("the code", pc); fromCode != fromFile {
		t.Errorf("the code %s\nsolves as\n%s\nthe file as\n%s", pc, fromCode, fromFile)
	}
}

// solve --solutions N stops once N solutions are found: on the README's
// position, which has five, --solutions 1 prints one of them, says the
// search stopped as asked and that there may be more, and exits 0
// (solved); --solutions 9 finds all five and says they are all.
func TestSolveEnoughSolutions(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-"
	all, _, st := runCmd(t, "solve", code, "--goal", "kill A1")
	if st != 0 || !strings.Contains(all, "solved: 5 solutions, not unique") {
		t.Fatalf("the full search: exit %d\n%s", st, all)
	}
	out, errs, st := runCmd(t, "solve", code, "--goal", "kill A1", "--solutions", "1")
	if st != 0 || !strings.Contains(out, "solved: 1 solution; the search stopped early, as asked, so there may be more") ||
		!strings.Contains(out, "not proven: the search stopped at 1 solution, as asked") {
		t.Fatalf("--solutions 1: exit %d\n%s%s", st, out, errs)
	}
	// The text groups solutions: the one listed is looked for among the
	// full search's in the JSON, which lists each.
	var line string
	for _, l := range strings.Split(out, "\n") {
		if orders, ok := strings.CutPrefix(l, "  1. "); ok {
			b, _ := json.Marshal(strings.Split(orders, "; "))
			line = string(b)
		}
	}
	allJS, _, _ := runCmd(t, "solve", code, "--goal", "kill A1", "--json")
	if line == "" || !strings.Contains(allJS, line) {
		t.Errorf("--solutions 1 lists %s, not among\n%s", line, allJS)
	}
	js, _, st := runCmd(t, "solve", code, "--goal", "kill A1", "--solutions", "1", "--json")
	if st != 0 || !strings.Contains(js, `"limited":true`) || !strings.Contains(js, `"complete":false`) {
		t.Errorf("--solutions 1 --json: exit %d\n%s", st, js)
	}
	// Near misses are looked for after a complete search only: a search
	// stopped at enough solutions says why there are none.
	anyCode := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Catapult/A1/D | g:-"
	_, errs, st = runCmd(t, "solve", anyCode, "--goal", "kill A1", "--opponent", "any", "--solutions", "1", "--tries", "3")
	if st != 0 || !strings.Contains(errs, "note: --tries 3: no near misses were looked for") {
		t.Errorf("--solutions 1 --tries 3: exit %d, stderr %q", st, errs)
	}
	out, _, st = runCmd(t, "solve", code, "--goal", "kill A1", "--solutions", "9")
	if st != 0 || !strings.Contains(out, "solved: 5 solutions, not unique") || strings.Contains(out, "as asked") {
		t.Errorf("--solutions 9: exit %d\n%s", st, out)
	}
}

// When near misses were asked for under any and the search found none, the
// text says so where they would be listed and the JSON carries "tries" as
// an empty list: the tester's pincer printed only the verdict, and its
// JSON had no "tries" at all. A search stopped by its time limit looks for
// none, and a note says why.
func TestSolveNoNearMisses(t *testing.T) {
	args := []string{"solve", "../../puzzles/packs/tactics.toml", "--id", "pincer", "--opponent", "any", "--tries", "3"}
	out, errs, code := runCmd(t, args...)
	verdict, rest, _ := strings.Cut(out, "no solution: proven unsolvable\n")
	if code != 1 || verdict == "" || !strings.HasPrefix(rest, noNearMisses) || !strings.Contains(rest, "\nsearched ") {
		t.Errorf("%v: exit %d\n%s%s", args, code, out, errs)
	}
	js, errs, code := runCmd(t, append(args, "--json")...)
	if code != 1 || !strings.Contains(js, `"tries":[]`) {
		t.Errorf("%v --json: exit %d\n%s%s", args, code, js, errs)
	}
	// Without --tries nothing is said of them.
	out, _, _ = runCmd(t, args[:len(args)-2]...)
	js, _, _ = runCmd(t, append(args[:len(args)-2], "--json")...)
	if strings.Contains(out, "near miss") || strings.Contains(js, `"tries"`) {
		t.Errorf("without --tries:\n%s%s", out, js)
	}
	_, errs, code = runCmd(t, "solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "1ms", "--tries", "3")
	if code != 3 || !strings.Contains(errs, "birdcrab: note: --tries 3: no near misses were looked for: they are looked for once the search has found every solution, and it was stopped before") {
		t.Errorf("stopped with --tries 3: exit %d, stderr %q", code, errs)
	}
}

// A search stopped by its time limit says so, naming the limit, in the
// text and in the JSON ("stopped_by"), and keeps the solver's sentence on
// what was searched and minimality: the time limit and Ctrl-C once gave
// the same "stopped:" (TestSolveInterrupted has Ctrl-C's).
func TestSolveSaysWhatStoppedIt(t *testing.T) {
	args := []string{"solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "1ms"}
	out, errs, code := runCmd(t, args...)
	_, verdict, _ := strings.Cut(out, "\n")
	if code != 3 || !strings.HasPrefix(verdict, "stopped: the time limit of 1ms was reached; ") ||
		!strings.Contains(out, "the search did not finish\n") || !strings.Contains(out, "not proven: ") {
		t.Errorf("exit %d, want 3 and the time limit named\n%s%s", code, out, errs)
	}
	js, errs, code := runCmd(t, append(args, "--json")...)
	var got struct {
		Stopped   bool   `json:"stopped"`
		StoppedBy string `json:"stopped_by"`
	}
	if err := json.Unmarshal([]byte(js), &got); err != nil || code != 3 || !got.Stopped || got.StoppedBy != "time limit" {
		t.Errorf("--json: exit %d, %v, %+v\n%s%s", code, err, got, js, errs)
	}
	// The limit is written as --timeout reads it: 1m, not 1m0s.
	for d, want := range map[time.Duration]string{
		time.Minute:                "stopped: the time limit of 1m was reached;",
		90 * time.Second:           "stopped: the time limit of 1m30s was reached;",
		2 * time.Hour:              "stopped: the time limit of 2h was reached;",
		time.Hour + 30*time.Minute: "stopped: the time limit of 1h30m was reached;",
		1500 * time.Millisecond:    "stopped: the time limit of 1.5s was reached;",
	} {
		if got := stopHead(stoppedByTimeLimit, "", d); got != want {
			t.Errorf("%v: %q, want %q", d, got, want)
		}
	}
	// A search that finished says nothing of it.
	js, _, _ = runCmd(t, "solve", "testdata/check-good.toml", "--id", "one-way", "--json")
	if strings.Contains(js, "stopped_by") {
		t.Errorf("a finished search has stopped_by: %s", js)
	}
}

// The progress line gives the part of the search done (the solver's
// weighted share: the share of the branches cut so far went backwards as
// the search cut more, "98% of branches", and read near done for a search
// far from it). At 80 columns, less the room an echoed ^C takes, the line
// of a search like the one that showed it fits whole; narrower, the rate
// goes, then the line is cut.
func TestProgressText(t *testing.T) {
	p := solver.Progress{Nodes: 405_000, Done: 31, Total: 33, Part: 0.754, Found: 1783, Elapsed: 2900 * time.Millisecond}
	for _, c := range []struct {
		width int
		want  string
	}{
		{0, "solving: 405k positions (140k/s), 75% searched, 1783 solutions so far, 2.9 s"},
		{100, "solving: 405k positions (140k/s), 75% searched, 1783 solutions so far, 2.9 s"},
		{80 - echoRoom, "solving: 405k positions (140k/s), 75% searched, 1783 solutions so far, 2.9 s"},
		{70, "solving: 405k positions, 75% searched, 1783 solutions so far, 2.9 s"},
		{40 - echoRoom, "solving: 405k positions, 75% searched"},
	} {
		if got := progressText(p, c.width); got != c.want {
			t.Errorf("width %d: %q, want %q", c.width, got, c.want)
		}
	}
	if got := progressText(solver.Progress{Found: 1, Elapsed: time.Second}, 0); !strings.Contains(got, ", 1 solution so far, ") {
		t.Errorf("one solution: %q", got)
	}
	// A search held up by one order set checked against every reply (a
	// real-game position read "0% searched" for minutes, nothing saying
	// why) says so, at 80 columns too, where the share gives way to it.
	p = solver.Progress{Nodes: 17_000_000, Total: 1, Elapsed: 240 * time.Second, Checking: 1, CheckNodes: 16_900_000}
	for _, c := range []struct {
		width int
		want  string
	}{
		{0, "solving: 17.0M positions (71k/s), 0% searched, checking 1 order set against every reply (16.9M replies so far), 0 solutions so far, 240.0 s"},
		{120 - echoRoom, "solving: 17.0M positions, 0% searched, checking 1 order set against every reply, 0 solutions so far, 240.0 s"},
		{100 - echoRoom, "solving: 17.0M positions, 0% searched, checking 1 order set, 0 solutions so far, 240.0 s"},
		{80 - echoRoom, "solving: 17.0M positions, checking 1 order set, 0 solutions so far, 240.0 s"},
		{5, "solvi"},
	} {
		if got := progressText(p, c.width); got != c.want {
			t.Errorf("width %d: %q, want %q", c.width, got, c.want)
		}
	}
}

// TestSolveBriefExitStatuses: the line of "birdcrab help" for solve named
// exit status 3 "timed out", but Ctrl-C stops a search with 3 too, as
// solve's own help and the README say.
func TestSolveBriefExitStatuses(t *testing.T) {
	out, _, _ := runCmd(t, "help")
	_, after, _ := strings.Cut(out, "birdcrab solve ")
	line, _, _ := strings.Cut(strings.SplitN(after, "\n", 3)[1], "\n")
	for _, want := range []string{"0 solved", "1 unsolvable", "3 stopped", "time limit", "Ctrl-C"} {
		if !strings.Contains(line, want) {
			t.Errorf("help's line for solve lacks %q: %q", want, line)
		}
	}
}

// A --goal given twice was solved for and listed twice ("goals kill A1,
// kill A1"): the repeat is dropped, with a note naming it.
func TestSolveRepeatedGoal(t *testing.T) {
	const pos = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	for _, args := range [][]string{
		{"solve", pos, "--goal", "kill A1", "--goal", "kill a1"},
		{"solve", pos, "--goal", "kill A1", "--goal", "kill a1", "--json"},
	} {
		out, errs, code := runCmd(t, args...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", args[2:], code, errs)
		}
		if want := "birdcrab: note: --goal \"kill a1\" repeats --goal \"kill A1\": it is solved for once\n"; errs != want {
			t.Errorf("%q: stderr %q, want %q", args[2:], errs, want)
		}
		if strings.Count(out, "kill A1") > 1 {
			t.Errorf("%q: the goal is listed twice:\n%s", args[2:], out)
		}
	}
}

// solve's text writes solutions in families: those that differ only in
// one order of one piece, a placement's facing or a move's direction and
// distance, share a line that lists the alternatives, numbered with the
// solutions it stands for. They were nine flat lines, four of them one
// placement in its four facings. --json still lists each solution.
func TestSolveGroupsSolutions(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 h:Pikeman Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-"
	out, errs, st := runCmd(t, "solve", code, "--goal", "kill A1")
	want := "solved: 9 solutions, not unique, in 3 lines\n" +
		"  1-2. move A3 D 1 | D 2\n" +
		"  3-5. move B2 E 1 | E 2 | F 1\n" +
		"  6-9. place Pikeman AB1 C | D | E | F\n" +
		"searched "
	if st != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d, want\n%s\nin\n%s%s", st, want, out, errs)
	}
	js, _, _ := runCmd(t, "solve", code, "--goal", "kill A1", "--json")
	var rep struct{ Solutions [][]string }
	if err := json.Unmarshal([]byte(js), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Solutions) != 9 || strings.Join(rep.Solutions[8], ";") != "place Pikeman AB1 F" {
		t.Errorf("--json: want the 9 solutions flat, got %v", rep.Solutions)
	}
}

// --goal takes a list, as the editor's Solve window does and the README
// writes goals ("ransack DE, kills 2"): "kill A1, kills 1" said `want kill
// LOC`, "pit, kill A1" `unknown goal "pit,"`. A goal that does not read is
// named by its text and the value it is part of.
func TestSolveGoalList(t *testing.T) {
	const pos = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-"
	for _, c := range []struct {
		goals []string
		code  int
		want  string
	}{
		{[]string{"kill A1, kills 1"}, 0, "goals kill A1, kills 1\n"},
		{[]string{"kill A1;kills 1"}, 0, "goals kill A1, kills 1\n"},
		{[]string{"kill A1", "kills 1, no-losses"}, 0, "goals kill A1, kills 1, no-losses\n"},
		{[]string{"pit, kill A9"}, 2, `birdcrab: --goal "pit, kill A9": goal "kill A9": unknown location "A9"`},
		{[]string{"kill A1, conquer DE"}, 2, `birdcrab: --goal "kill A1, conquer DE": goal "conquer DE": unknown goal "conquer"`},
		{[]string{"kill"}, 2, `birdcrab: --goal "kill": want kill LOC`},
		{[]string{" , "}, 2, `birdcrab: --goal " , ": no goal (such as --goal "kill A1" or --goal "ransack DE, kills 2")`},
	} {
		args := []string{"solve", pos}
		for _, g := range c.goals {
			args = append(args, "--goal", g)
		}
		out, errs, code := runCmd(t, args...)
		if code != c.code || !strings.Contains(out+errs, c.want) {
			t.Errorf("%q: exit %d, want %d and %q:\n%s%s", c.goals, code, c.code, c.want, out, errs)
		}
	}
}

// A position file holds no goals, and cannot: solve said `puzzle
// "position" has no goals: give them in the file or with --goal`, as if
// the file could hold them.
func TestSolvePositionFileNoGoals(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runCmd(t, "solve", path)
	want := "birdcrab: " + path + ` is a position, which holds no goals: give them with --goal (e.g. --goal "kill A1"), or make it a puzzle (editor: a, then M)` + "\n"
	if code != 2 || errs != want {
		t.Errorf("exit %d, stderr %q\nwant %q", code, errs, want)
	}
}

// A search its time limit stopped said what was not proven, but not that
// --solutions 1 answers whether there is a solution at all, often at once.
func TestSolveTimeLimitSuggestsSolutions(t *testing.T) {
	_, errs, code := runCmd(t, "solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "1ms")
	if code != 3 || !strings.Contains(errs, timeLimitNote+"\n") || !strings.Contains(timeLimitNote, "--solutions 1 stops at the first") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	_, errs, _ = runCmd(t, "solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "1ms", "--solutions", "2")
	if strings.Contains(errs, "--solutions 1") {
		t.Errorf("with --solutions given, stderr %q", errs)
	}
}

// A hunt for near misses that the time limit or Ctrl-C stopped, after a
// search that finished, was "no near misses found", exit 1, "complete":
// true, "tries": [], as if the hunt had ended: the output says it was
// stopped, by what, and that the search's answer stands, whose exit
// status it keeps (1 here: proven unsolvable).
func TestSolveTriesStopped(t *testing.T) {
	res := &solver.Result{Complete: true, TriesStopped: true, Nodes: 10}
	why := stopCause(res, false, 3*time.Second)
	if why != stoppedByTimeLimit || res.ExitStatus() != 1 {
		t.Fatalf("stopped by %q, exit %d; want the time limit, 1", why, res.ExitStatus())
	}
	var b strings.Builder
	if err := writeSolveText(&b, res, nil, true, stopHead(why, "", 3*time.Second), stopBy(why, "", 3*time.Second)); err != nil {
		t.Fatal(err)
	}
	want := "no solution: proven unsolvable\nnear misses: the hunt for them was stopped by the time limit of 3s before it found any, " +
		"though one may exist (the search itself finished: its answer stands)\nsearched 10 positions"
	if !strings.HasPrefix(b.String(), want) || strings.Contains(b.String(), noNearMisses) {
		t.Errorf("text\n%s\nwant it to begin\n%s", b.String(), want)
	}
	b.Reset()
	if err := writeSolveJSON(&b, res, nil, solveTask{Side: 1, Goals: []string{"kill A1"}, Opponent: "any"}, true, why, ""); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"complete":true`, `"stopped":false`, `"tries_stopped":true`, `"stopped_by":"time limit"`, `"tries":[]`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("JSON %s: want %s", b.String(), want)
		}
	}
	// Ctrl-C or SIGTERM: the interrupt, named.
	if why := stopCause(res, true, 3*time.Second); why != stoppedByInterrupt || stopBy(why, "SIGTERM", 0) != "by SIGTERM" || stopBy(why, "", 0) != "by Ctrl-C" {
		t.Errorf("interrupted: %q, %q", why, stopBy(why, "SIGTERM", 0))
	}
	// A hunt that ended is no stop.
	res.TriesStopped = false
	if why := stopCause(res, false, 3*time.Second); why != "" {
		t.Errorf("a hunt that ended: stopped by %q", why)
	}
}

// While the near misses are looked for, after the search, the progress line
// says so: it sat at "100% searched" for the seconds the hunt took.
func TestProgressTextNearMisses(t *testing.T) {
	p := solver.Progress{Nodes: 405_000, Part: 1, Elapsed: 2900 * time.Millisecond, NearMisses: true}
	if got, want := progressText(p, 0), "solving: 405k positions (140k/s), searched, looking for near misses, 0 solutions so far, 2.9 s"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// A search its time limit stopped after it had found solutions was told
// "to learn whether there is a solution at all, --solutions 1 ...", over
// the solutions it listed: it is told that there is one, and that
// --solutions N gives N proven minimal. One that found none keeps the
// note on --solutions 1, and a hunt for near misses stopped its own.
func TestSolveTimeLimitNoteFitsWhatWasFound(t *testing.T) {
	found := &solver.Result{Stopped: true, Solutions: []solver.Solution{{}, {}}}
	for _, c := range []struct {
		res  *solver.Result
		why  string
		most int
		want string
	}{
		{found, stoppedByTimeLimit, 0, foundNote + "\n"},
		{&solver.Result{Stopped: true}, stoppedByTimeLimit, 0, timeLimitNote + "\n"},
		{&solver.Result{Complete: true, TriesStopped: true}, stoppedByTimeLimit, 0, triesTimeNote + "\n"},
		{found, stoppedByTimeLimit, 2, ""},
		{found, stoppedByInterrupt, 0, ""},
	} {
		var b strings.Builder
		timeNotes(&b, c.why, c.res, c.most)
		if b.String() != c.want {
			t.Errorf("%d solutions, stopped by %s, --solutions %d: %q, want %q", len(c.res.Solutions), c.why, c.most, b.String(), c.want)
		}
	}
	if strings.Contains(foundNote, "whether there is a solution") {
		t.Errorf("the note over solutions found asks whether there is one: %q", foundNote)
	}
}
