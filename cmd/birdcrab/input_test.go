package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/trainer"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// runStdin runs the command line with data on standard input.
func runStdin(t *testing.T, data string, args ...string) (string, string, int) {
	t.Helper()
	old := stdin
	stdin = strings.NewReader(data)
	defer func() { stdin = old }()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return out.String(), errb.String(), code
}

func readTestdata(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Every command that reads a pack, a code or a catalogue takes "-" for
// standard input, and says what it read it from.
func TestStdinForEveryFileTakingCommand(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-"
	tests := []struct {
		name  string
		input string
		args  []string
		exit  int
		want  string
	}{
		{"resolve a pack", readTestdata(t, "close.toml"), []string{"resolve", "-"}, 0, `puzzle "close-1" (stdin), turn 2`},
		{"resolve a code", code, []string{"resolve", "-", "--json"}, 0, `"code": "bc1 t3 d30`},
		{"solve a pack", readTestdata(t, "check-good.toml"), []string{"solve", "-", "--id", "one-way"}, 0, "move A3 D 1"},
		{"solve a code", code + " | goals kill A1", []string{"solve", "-"}, 0, "move A3 D 1"},
		{"check a pack", readTestdata(t, "check-good.toml"), []string{"check", "-"}, 0, `ok   stdin:17 puzzle "one-way"`},
		{"check a broken pack", readTestdata(t, "broken.toml"), []string{"check", "-"}, 2, "FAIL stdin:5:16"},
		{"show a pack", readTestdata(t, "close.toml"), []string{"show", "-"}, 0, "close-1"},
		{"show a puzzle code", code + " | goals kill A1", []string{"show", "-", "--svg"}, 0, "<svg"},
		{"pieces", readTestdata(t, "my-pieces.toml"), []string{"pieces", "--pieces", "-"}, 0, "9/2"},
		{"resolve with pieces", readTestdata(t, "strong-bird.toml"), []string{"resolve", code, "--pieces", "-"}, 0, "Position code"},
		{"a broken pack names stdin", readTestdata(t, "broken.toml"), []string{"resolve", "-"}, 2, "stdin:5:16: expected end of table array name"},
		{"twice", "", []string{"resolve", "-", "--pieces", "-"}, 2, "standard input (-) is given 2 times"},
		// It said "stdin: the file has no puzzles and no lessons".
		{"empty", "", []string{"solve", "-"}, 2, "stdin: standard input is empty: no pack and no code to read"},
		{"blank", " \n\n", []string{"resolve", "-", "--json"}, 2, "stdin: standard input is empty"},
		{"empty, checked", "", []string{"check", "-", "--json"}, 2, `"message": "standard input is empty: no pack and no code to read"`},
		{"check twice", "", []string{"check", "-", "-"}, 2, "standard input (-) is given 2 times"},
		{"too much", strings.Repeat("#", int(fileio.DefaultMaxSize)+1), []string{"resolve", "-"}, 2, "stdin: cannot read the pack: it is larger than the limit of 4 MiB"},
		{"train", readTestdata(t, "two.toml"), []string{"train", "-", "--id", "none"}, 2, `no lesson or puzzle has the id "none"`},
		// Empty standard input is worded one way by every command: train
		// said "stdin: the file has no puzzles and no lessons", edit left
		// out "stdin:".
		{"edit", "", []string{"edit", "-"}, 2, "birdcrab: stdin: standard input is empty: nothing to edit"},
		{"train empty", " \n", []string{"train", "-"}, 2, "stdin: standard input is empty: no pack and no code to read"},
		{"show empty", "", []string{"show", "-"}, 2, "stdin: standard input is empty: no pack and no code to read"},
		// An empty catalogue was read as no change: the default numbers,
		// a note, and exit 0.
		{"empty catalogue", "", []string{"solve", "testdata/check-good.toml", "--id", "one-way", "--pieces", "-"}, 2, "stdin: standard input is empty: no catalogue to read"},
		{"blank catalogue", "\ufeff\n \n", []string{"pieces", "--pieces", "-"}, 2, "stdin: standard input is empty: no catalogue to read"},
		{"empty kinds", "", []string{"generate", "--kinds", "-"}, 2, "stdin: standard input is empty: no catalogue to read"},
		{"edit twice", "", []string{"edit", "-", "--pieces", "-"}, 2, "standard input (-) is given 2 times"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errs string
			var exit int
			run := func() { out, errs, exit = runStdin(t, tc.input, tc.args...) }
			if tc.args[0] == "train" {
				// The trainer reads its packs itself, "-" from os.Stdin.
				withStdin(t, tc.input, run)
			} else {
				run()
			}
			if exit != tc.exit || !strings.Contains(out+errs, tc.want) {
				t.Errorf("exit %d, want %d and %q in\nstdout:\n%s\nstderr:\n%s", exit, tc.exit, tc.want, out, errs)
			}
		})
	}
}

// searchTime matches the time on the solver's "searched N positions in
// T s" line.
var searchTime = regexp.MustCompile(`in [0-9]+\.[0-9]+ s\n`)

// untimed blanks the search time in a solver report.
func untimed(report string) string { return searchTime.ReplaceAllString(report, "in T s\n") }

// A file holding a one-line puzzle code loads as the code does on the
// command line and on standard input, for every command that reads one;
// standard input decides as a file does, so a position file without its
// comment line, its code then orders, reads there too.
func TestCodeFileEveryCommand(t *testing.T) {
	t.Setenv(trainer.ConfigDirEnv, t.TempDir())
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | opponent hold | goals kill A1"
	path := filepath.Join(t.TempDir(), "slow.txt")
	if err := os.WriteFile(path, []byte("\uFEFF"+code+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		exit int
		want string
	}{
		{"show", []string{"show", path}, 0, "Red (player 1) to play: kill A1"},
		{"solve", []string{"solve", path, "--timeout", "10s"}, 0, "move A3 D 1"},
		{"resolve", []string{"resolve", path}, 0, "Orders"},
		{"check", []string{"check", path}, 2, "no solution to check"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, exit := runStdin(t, "", tc.args...)
			if exit != tc.exit || !strings.Contains(out+errs, tc.want) || strings.Contains(errs, "unknown territory") {
				t.Errorf("exit %d, want %d and %q in\nstdout:\n%s\nstderr:\n%s", exit, tc.exit, tc.want, out, errs)
			}
			args := append([]string{tc.args[0], code}, tc.args[2:]...)
			byCode, _, _ := runStdin(t, "", args...)
			// The first line names the puzzle code given on the command line
			// "(puzzle code)", and the file by its name.
			named := strings.NewReplacer("("+path+")", "(puzzle code)", "(slow.txt)", "(puzzle code)", "FAIL "+path, "FAIL puzzle code",
				path+":1", puzzles.CodeFile, path, puzzles.CodeFile, "slow.txt", puzzles.CodeFile)
			// The time a search took differs between two runs.
			if got, want := untimed(named.Replace(out)), untimed(byCode); got != want {
				t.Errorf("the file gives\n%s\nthe code\n%s", got, want)
			}
		})
	}
	t.Run("train", func(t *testing.T) {
		var errs strings.Builder
		tr, exit := newTrainer([]string{path, "--id", puzzles.CodeID}, &strings.Builder{}, &errs)
		if tr == nil || tr.OpenID() != puzzles.CodeID {
			t.Fatalf("exit %d: %s", exit, errs.String())
		}
	})
	t.Run("stdin position file", func(t *testing.T) {
		pos := strings.SplitN(code, " | side", 2)[0] + "\norder 1: move A3 D 1\n"
		out, errs, exit := runStdin(t, pos, "resolve", "-")
		if exit != 0 || !strings.Contains(out, "move A3 D 1") {
			t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", exit, out, errs)
		}
	})
}

// An empty argument where a file or a code goes (a script's "$PACK" not
// set) is named as such, before anything is read or drawn: it was read as
// a file of no name ("birdcrab: cannot read the pack: no such file or
// directory", naming nothing; check printed "FAIL : ..."), and edit
// opened on it.
func TestEmptyFileArgument(t *testing.T) {
	for _, args := range [][]string{
		{"solve", ""}, {"resolve", "", "--json"}, {"show", "--svg", ""},
		{"check", "testdata/check-good.toml", ""}, {"check", "--json", ""},
		{"train", ""}, {"edit", ""}, {"--no-color", ""},
	} {
		out, errs, code := runCmd(t, args...)
		name := args[0]
		if name == "--no-color" {
			name = "train"
		}
		want := "birdcrab: " + name + `: an empty argument ("") where a file or a code goes: a variable that is not set?` + "\n"
		if code != 2 || out != "" || errs != want {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and %q", args, code, out, errs, want)
		}
	}
}

// TestPastedCode: a code pasted with the quotes it came between in a post
// or a chat, or with the label show prints before it, reads as the code,
// on the command line and on standard input; it read as a file name
// ("cannot read the pack: no such file or directory") or as broken TOML.
// A file that has such a name is still read as the file.
func TestPastedCode(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | goals kill A1"
	const want = "1-2. move A3 D 1 | D 2"
	for _, pasted := range []string{
		`"` + code + `"`,
		"'" + code + "'",
		"`" + code + "`",
		"“" + code + "”",
		" « " + code + " » ",
		"Puzzle code: " + code,
		`puzzle code: "` + code + `"`,
		"Position code:  " + code + "\n",
		"Position code after the turn: " + code, // show --after's label
		strings.ReplaceAll(code, " ", "\t"),
		strings.ReplaceAll(code, " ", "\u00a0"), // a web page's no-break spaces
	} {
		var out, errb bytes.Buffer
		if exit := run([]string{"solve", pasted}, &out, &errb); exit != 0 || !strings.Contains(out.String(), want) {
			t.Errorf("solve %q: exit %d, want 0 and %q:\n%s%s", pasted, exit, want, out.String(), errb.String())
		}
		if out, errb, exit := runStdin(t, pasted+"\n", "solve", "-"); exit != 0 || !strings.Contains(out, want) {
			t.Errorf("solve - with %q: exit %d, want 0 and %q:\n%s%s", pasted, exit, want, out, errb)
		}
	}
	for _, args := range [][]string{{"resolve", `"` + code + `"`}, {"show", `'` + code + `'`}, {"check", `"` + code + `"`}} {
		var out, errb bytes.Buffer
		run(args, &out, &errb)
		if strings.Contains(errb.String(), "cannot read") || strings.Contains(out.String(), "cannot read") {
			t.Errorf("%s %s read a file:\n%s%s", args[0], args[1], out.String(), errb.String())
		}
	}
	// A code broken in two lines by the paste, as an argument.
	broken := strings.Replace(code, " | DE", "\n| DE", 1)
	if out, errb, _ := runCmd(t, "solve", broken); !strings.Contains(out, want) {
		t.Errorf("solve %q:\n%s%s", broken, out, errb)
	}
	// Not a code: an unbalanced quote, or quotes inside.
	for _, text := range []string{`"` + code, `"` + code + `" "x"`} {
		if puzzles.IsCode(text) {
			t.Errorf("puzzles.IsCode(%q), a code", text)
		}
	}
	// A file of that name is the file.
	pack := readTestdata(t, "check-good.toml")
	t.Chdir(t.TempDir())
	name := `"bc1 a"`
	if !puzzles.IsCode(name) {
		t.Fatalf("%s does not look like a code pasted", name)
	}
	if err := os.WriteFile(name, []byte(pack), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if exit := run([]string{"solve", name, "--id", "one-way"}, &out, &errb); exit != 0 || !strings.Contains(out.String(), "one-way") {
		t.Errorf("solve %s: exit %d, want the file's puzzle:\n%s%s", name, exit, out.String(), errb.String())
	}
}

// A code wrapped over lines (by fold, a mail, a terminal) reads from a
// file and from standard input as it does as an argument: it was read as
// a position file, whose first line is not a whole code ("position code:
// want a header, two or more player blocks and a graveyard"). A position
// file, whose next lines are orders, is read as one still.
func TestWrappedCodeInAFile(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | opponent hold | goals kill A1"
	wrapped := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | \nDE.EF.FA m6 Bird/A1/D | g:- | side 1 | opponent hold \n| goals kill A1\n"
	file := filepath.Join(t.TempDir(), "wrapped.txt")
	writeFile(t, file, wrapped)
	out, errs, code1 := runCmd(t, "solve", file)
	if code1 != 0 || !strings.Contains(out, "1-2. move A3 D 1 | D 2") {
		t.Errorf("solve a wrapped code in a file: exit %d:\n%s%s", code1, out, errs)
	}
	out, errs, code1 = runStdin(t, wrapped, "show", "-")
	if code1 != 0 || !strings.HasSuffix(out, "Puzzle code: "+code+"\n") {
		t.Errorf("show - of a wrapped code: exit %d:\n%s%s", code1, out, errs)
	}
	// A wrapped line may start with the code's orders block, which is no
	// position file's order line: it was read as one, and refused.
	scripted := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | opponent fixed | goals kill A1 |\norders 2: move A1 A 1\n"
	writeFile(t, file, scripted)
	want, errs, code1 := runCmd(t, "solve", strings.ReplaceAll(scripted, "\n", " "), "--json")
	if code1 != 0 || !strings.Contains(want, `"solutions":[["move A4 D 1"],["move A4 D 2"]]`) {
		t.Fatalf("solve the one-line code: exit %d:\n%s%s", code1, want, errs)
	}
	out, errs, code1 = runCmd(t, "solve", file, "--json")
	if code1 != 0 || solutionsJSON(out) != solutionsJSON(want) {
		t.Errorf("solve a code wrapped before its orders block, from a file: exit %d:\n%s%s", code1, out, errs)
	}
	out, errs, code1 = runStdin(t, scripted, "solve", "-", "--json")
	if code1 != 0 || solutionsJSON(out) != solutionsJSON(want) {
		t.Errorf("solve - of a code wrapped before its orders block: exit %d:\n%s%s", code1, out, errs)
	}
	pos := filepath.Join(t.TempDir(), "pos.txt")
	writeFile(t, pos, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-\norder 1: move A3 D 1\n")
	if out, errs, code1 := runCmd(t, "resolve", pos); code1 != 0 || !strings.Contains(out, "player 1: move A3 D 1") {
		t.Errorf("a position file: exit %d:\n%s%s", code1, out, errs)
	}
}

// solutionsJSON is the "solutions" field of solve's JSON, out.
func solutionsJSON(out string) string {
	var v struct{ Solutions json.RawMessage }
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		return "not JSON: " + err.Error()
	}
	return string(v.Solutions)
}

// An argument that holds a code's blocks but does not start as a code
// gets a message about the code, not "cannot read the pack: no such file
// or directory" with the whole code as a file name.
func TestNearMissCodeArgument(t *testing.T) {
	rest := " t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	for arg, want := range map[string]string{
		"bc2" + rest:            `version "bc2", which this birdcrab does not read: it reads "bc1" codes`,
		"BC1" + rest:            `a code starts with "bc1", in lower case, not "BC1"`,
		"> bc1" + rest:          `with ">" before it: give the code alone, from "bc1" on`,
		"Code: bc1" + rest:      `with "Code:" before it: give the code alone, from "bc1" on`,
		strings.TrimSpace(rest): `but a code starts with "bc1 "`,
	} {
		_, errs, code := runCmd(t, "show", arg)
		if code != 2 || !strings.HasPrefix(errs, "birdcrab: position code: no file has that name, and it looks like a position code") ||
			!strings.Contains(errs, want) || strings.Contains(errs, "no such file") {
			t.Errorf("show %q: exit %d, want 2 and %q:\n%s", arg, code, want, errs)
		}
	}
	if _, errs, _ := runCmd(t, "show", "nofile.toml"); !strings.Contains(errs, "nofile.toml: cannot read the pack: no such file or directory") {
		t.Errorf("a missing file: %s", errs)
	}
}

// A code quoted in a chat or a mail ("> bc1 ...") or with another label
// before it, piped to standard input or saved in a file, gets the message
// an argument gets, not the TOML decoder's "expected '.' or '=', but got
// '>' instead". A broken pack keeps its own message.
func TestNearMissCodeInAFile(t *testing.T) {
	rest := " t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | goals kill A1\n"
	file := filepath.Join(t.TempDir(), "quoted.txt")
	for text, want := range map[string]string{
		"> bc1" + rest:                       `stdin:1: it looks like a position code with ">" before it: give the code alone, from "bc1" on`,
		"\n> bc1" + rest + "> more\n":        `stdin:2: it looks like a position code with ">" before it`,
		"Code: bc1" + rest:                   `stdin:1: it looks like a position code with "Code:" before it`,
		"BC1" + rest:                         `stdin:1: it looks like a position code, but a code starts with "bc1", in lower case, not "BC1"`,
		"[[puzzle]]\nid = \"x\" | a | b |\n": "stdin:2:",
	} {
		_, errs, code := runStdin(t, text, "solve", "-")
		if code != 2 || !strings.Contains(errs, "birdcrab: "+want) {
			t.Errorf("solve - of %q: exit %d, want 2 and %q:\n%s", text, code, want, errs)
		}
		writeFile(t, file, text)
		_, errs, code = runCmd(t, "show", file)
		if want := strings.Replace(want, "stdin:", file+":", 1); code != 2 || !strings.Contains(errs, want) {
			t.Errorf("show a file of %q: exit %d, want 2 and %q:\n%s", text, code, want, errs)
		}
	}
}

// A code (an argument, a file of one, a position file, a pack's position
// =) and --goal get the hints the tables of a pack get at an unknown kind
// or location: the kind it looks like, the cells of the trench. They
// said a bare `unknown kind "Pikemn"`, `unknown location "A5"`.
func TestCodeAndGoalHints(t *testing.T) {
	bad := "bc1 t2 d30 | AB.BC.CD m6 Pikemn/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	good := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	dir := t.TempDir()
	code := filepath.Join(dir, "code.txt")
	writeFile(t, code, bad+" | goals kill A1\n")
	pos := filepath.Join(dir, "pos.txt")
	writeFile(t, pos, bad+"\norder 1: move A3 D 1\n")
	pack := filepath.Join(dir, "pack.toml")
	writeFile(t, pack, "[[puzzle]]\nid = \"x\"\ngoals = [\"kill A1\"]\nsolution = [\"move A3 D 1\"]\nposition = \""+bad+"\"\n")
	kind := `unknown kind "Pikemn" (did you mean "Pikeman"?)`
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", bad, "--goal", "kill A1"}, kind},
		{[]string{"show", code}, kind},
		{[]string{"resolve", pos}, kind},
		{[]string{"show", pack}, kind},
		{[]string{"show", strings.Replace(good, "Bird/A1", "Bird/A5", 1)}, `unknown location "A5" (trench A runs from A1 by the Pit to A4 at the corner)`},
		{[]string{"solve", good, "--goal", "kill A5"}, `--goal "kill A5": unknown location "A5" (trench A runs from A1 by the Pit to A4 at the corner)`},
		{[]string{"solve", good, "--goal", "kill BA3"}, `--goal "kill BA3": unknown location "BA3" (did you mean AB3?`},
	} {
		_, errs, exit := runCmd(t, c.args...)
		if exit != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, want 2 and %q:\n%s", c.args, exit, c.want, errs)
		}
	}
}

// A problem of a code's puzzle is the code's, named as its blocks' are:
// "puzzle code: player 2 orders: ...", not `position code: puzzle
// "position": ...`, whose id the code never names.
func TestCodeProblemsNamed(t *testing.T) {
	pos := "bc1 t2 d30 | AB.BC.CD m6 Crab/AB2/D Bird/BC2/F | DE.EF.FA m6 Pikeman/E3/C Crab/F2/F | g:-"
	illegal := pos + " | side 1 | opponent fixed | goals kills 1 | orders 2: move F2 C 2"
	file := filepath.Join(t.TempDir(), "code.txt")
	writeFile(t, file, illegal+"\n")
	over := strings.Replace(pos, "m6 Crab", "m1 h:Crab,Bird Crab", 1)
	for _, c := range []struct{ arg, want string }{
		{illegal, "birdcrab: puzzle code: player 2 orders: order \"move F2 C 2\": the Crab on F2 cannot move toward C"},
		{file, "birdcrab: " + file + ":1: puzzle code: player 2 orders: order \"move F2 C 2\""},
		{over, "birdcrab: position code: player 1 holds 2 pieces, over the hand maximum of 1\n"},
	} {
		_, errs, code := runCmd(t, "show", c.arg)
		if code != 2 || !strings.HasPrefix(errs, c.want) || strings.Contains(errs, `"position"`) {
			t.Errorf("show %q: exit %d, want 2 and %q:\n%s", c.arg, code, c.want, errs)
		}
	}
}

// A binary file given as a pack (head -c 200 /bin/ls > garbage.toml) is
// named as one, and not a text file of control characters or, with a NUL
// in its first bytes (an archive), "probably using UTF-16".
func TestBinaryFileNamed(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		"garbage.toml": "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00\x01\x00\x00\x00",
		"archive.toml": "PK\x03\x04\x14\x00\x00\x00\x08\x00",
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"show", path}, {"resolve", path}, {"pieces", "--pieces", path}} {
			code, _, errs := birdcrab(t, args...)
			if code != 2 || !strings.HasPrefix(errs, "birdcrab: "+path+":1:") || !strings.Contains(errs, ": not a text file: it holds NUL bytes, as a binary file does") || strings.Contains(errs, "UTF-16") {
				t.Errorf("%v: exit %d, %q", args, code, errs)
			}
		}
	}
}
