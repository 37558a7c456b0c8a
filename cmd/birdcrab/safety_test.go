package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/trainer"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Issue 17 item 10 and issue 19: every command that reads a file takes "-"
// for standard input.
func TestStdinForEveryFileCommand(t *testing.T) {
	pack, err := os.ReadFile("testdata/check-good.toml")
	if err != nil {
		t.Fatal(err)
	}
	two, _ := os.ReadFile("testdata/two.toml")
	pieces, _ := os.ReadFile("testdata/my-pieces.toml")
	for _, c := range []struct {
		input string
		args  []string
		code  int
		want  string
	}{
		{string(pack), []string{"check", "-"}, 0, `ok   stdin:17 puzzle "one-way"`},
		{string(two), []string{"resolve", "-", "--id", "ransack"}, 0, `puzzle "ransack" (stdin)`},
		{string(two), []string{"solve", "-", "--id", "ransack"}, 0, `puzzle "ransack" (stdin)`},
		{string(pieces), []string{"pieces", "--pieces", "-"}, 0, "Kinds from stdin are laid over them."},
		{string(pieces), []string{"resolve", "testdata/two.toml", "--id", "ransack", "--pieces", "-"}, 0, "Orders"},
		{"", []string{"check", "-", "-"}, 2, "it can be read once"},
	} {
		out, errOut, code := runStdin(t, c.input, c.args...)
		if code != c.code || !strings.Contains(out+errOut, c.want) {
			t.Errorf("%v: exit %d (want %d), output lacks %q:\n%s%s", c.args, code, c.code, c.want, out, errOut)
		}
	}
}

// Issue 17 item 9: --max-size sets the size limit; a file over it is
// refused with the limit named.
func TestMaxSizeFlag(t *testing.T) {
	out, _, code := runCmd(t, "check", "testdata/check-good.toml", "--max-size", "100")
	if code != 2 || !strings.Contains(out, "testdata/check-good.toml: cannot read the pack: it is larger than the limit of 100 bytes") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	// The limit is the command's own: the next command has the default.
	if out, _, code := runCmd(t, "check", "testdata/check-good.toml"); code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	if _, errOut, code := runCmd(t, "check", "--max-size", "lots"); code != 2 || !strings.Contains(errOut, "want a size") {
		t.Fatalf("exit %d:\n%s", code, errOut)
	}
	// Standard input over the limit says how to raise it, whatever reads
	// it: a pack, a catalogue, the editor's document.
	data := readTestdata(t, "check-good.toml")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-", "--max-size", "100"}, "birdcrab: stdin: cannot read the pack: it is larger than the limit of 100 bytes (birdcrab --max-size raises it)\n"},
		{[]string{"pieces", "--pieces", "-", "--max-size", "100"}, "birdcrab: stdin: cannot read the catalogue: it is larger than the limit of 100 bytes (birdcrab --max-size raises it)\n"},
		{[]string{"edit", "-", "--max-size", "100"}, "birdcrab: cannot read standard input: it is larger than the limit of 100 bytes (birdcrab --max-size raises it)\n"},
	} {
		if _, errOut, code := runStdin(t, data, c.args...); code != 2 || errOut != c.want {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", c.args, code, errOut, c.want)
		}
	}
}

// A named file over the size limit says how to raise it, as standard
// input does, whatever reads it: it said only "it is larger than the limit
// of 100 bytes".
func TestMaxSizeNamedFileSaysHowToRaiseIt(t *testing.T) {
	const file = "testdata/check-good.toml"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", file}, "birdcrab: " + file + ": cannot read the pack: it is larger than the limit of 100 bytes (birdcrab --max-size raises it)\n"},
		{[]string{"train", file}, "birdcrab: " + file + ": cannot read the pack: it is larger than the limit of 100 bytes (birdcrab --max-size raises it)\n"},
		{[]string{"pieces", "--pieces", file}, "birdcrab: " + file + ": cannot read the catalogue: it is larger than the limit of 100 bytes (birdcrab --max-size raises it)\n"},
		{[]string{"check", file}, "FAIL " + file + ": cannot read the pack: it is larger than the limit of 100 bytes (birdcrab --max-size raises it)\n"},
	} {
		out, errOut, code := runCmd(t, append(c.args, "--max-size", "100")...)
		if code != 2 || !strings.HasPrefix(out+errOut, c.want) {
			t.Errorf("%q: exit %d, output %q; want 2 and %q", c.args, code, out+errOut, c.want)
		}
	}
}

// --max-size is for the user's files: a limit below the size of the
// built-in catalogue or of a shipped pack does not touch them (it made
// every command panic on the catalogue, and check fail the shipped packs).
func TestMaxSizeSparesBuiltInFiles(t *testing.T) {
	defer func(old int64) { puzzles.MaxFileSize = old }(puzzles.MaxFileSize)
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	for _, args := range [][]string{
		{"resolve", code, "--max-size", "1000"},
		{"show", code, "--max-size", "1000"},
		{"pieces", "--max-size", "1000"},
		{"check", "--no-filters", "--timeout", "0", "--max-size", "10000"},
	} {
		out, errOut, status := runCmd(t, args...)
		if status != 0 || strings.Contains(out+errOut, "larger than the limit") {
			t.Errorf("%v: exit %d:\n%s%s", args, status, out, errOut)
		}
	}
	// The user's files are still held to it.
	_, errOut, status := runCmd(t, "pieces", "--pieces", "testdata/my-pieces.toml", "--max-size", "10")
	if status != 2 || !strings.Contains(errOut, "testdata/my-pieces.toml: cannot read the catalogue: it is larger than the limit of 10 bytes") {
		t.Errorf("a catalogue over the limit: exit %d: %s", status, errOut)
	}
}

// Issue 17 item 13: check on an empty file, or one with no puzzles, says
// so and exits 2: nothing to check is bad input, as train takes it.
func TestCheckEmptyFile(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.toml")
	os.WriteFile(empty, nil, 0o644)
	header := filepath.Join(dir, "header.toml")
	os.WriteFile(header, []byte("# nothing yet\n[pack]\ntitle = \"Soon\"\n"), 0o644)
	for _, f := range []string{empty, header} {
		out, _, code := runCmd(t, "check", f)
		if code != 2 || !strings.Contains(out, "FAIL "+f+": the file has no puzzles and no lessons") {
			t.Errorf("%s: exit %d:\n%s", f, code, out)
		}
	}
}

// An empty file is told alike by every command: check and train, and
// the commands that pick one puzzle (they said "no puzzle or lesson").
func TestEmptyFileOneMessage(t *testing.T) {
	t.Setenv(trainer.ConfigDirEnv, t.TempDir())
	const want = "testdata/empty.toml: the file has no puzzles and no lessons\n"
	for _, args := range [][]string{
		{"solve", "testdata/empty.toml"},
		{"solve", "testdata/empty.toml", "--id", "x"},
		{"resolve", "testdata/empty.toml"},
		{"show", "testdata/empty.toml", "--id", "x"},
		{"train", "testdata/empty.toml"},
		{"check", "testdata/empty.toml"},
	} {
		out, errs, code := runCmd(t, args...)
		if code != 2 || !strings.Contains(out+errs, want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", args, code, out, errs, want)
		}
	}
}

// Issue 17 item 12: text from a file reaches the terminal with its control
// characters escaped, so a pack or catalogue cannot send escape sequences.
func TestPackTextCannotReachTheTerminal(t *testing.T) {
	dir := t.TempDir()
	cat := filepath.Join(dir, "evil-pieces.toml")
	os.WriteFile(cat, []byte("[[kind]]\nname = \"Bird\"\nrule = \"\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m\\u202e\"\n"), 0o644)
	pack := filepath.Join(dir, "evil.toml")
	os.WriteFile(pack, []byte("[[puzzle]]\nid = \"x\"\n\"\\u001b[2Jkey\" = 1\n"), 0o644)
	titled := filepath.Join(dir, "titled.toml")
	os.WriteFile(titled, []byte("[pack]\ntitle = \"\\u001b]0;pwned\\u0007\"\n[[puzzle]]\nid = \"x\"\ntitle = \"\\u001b[2J\\u202e\"\ngoals = [\"kill A1\"]\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n"), 0o644)
	for _, args := range [][]string{
		{"pieces", "--pieces", cat},
		{"resolve", pack},
		{"check", pack},
		{"solve", pack},
		{"show", pack},
		{"resolve", titled},
		{"check", titled},
		{"solve", titled},
		{"show", titled},
		{"show", titled, "--svg"},
		{"check", titled, "--json"},
	} {
		out, errOut, _ := runCmd(t, args...)
		text := out + errOut
		if strings.ContainsAny(text, "\x1b\x07\u009b\u202e") {
			t.Errorf("%v: control characters reach the terminal:\n%q", args, text)
		}
	}
	out, _, _ := runCmd(t, "pieces", "--pieces", cat)
	if !strings.Contains(out, `\u001b]0;pwned\u0007`) {
		t.Errorf("the rule is not shown escaped:\n%s", out)
	}
}

// The README's section on files and docs/packs.md state the limits the
// code enforces.
func TestReadmeStatesTheLimits(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	for _, want := range []string{
		fmt.Sprintf("at most %s\n(`--max-size` raises it)", fileio.SizeText(fileio.DefaultMaxSize)),
		fmt.Sprintf("nested more than %d arrays or tables", puzzles.MaxDepth),
		"`- ' . _ ( ) & + ! ?`",
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("README lacks %q", want)
		}
	}
	packs, err := os.ReadFile("../../docs/packs.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		fmt.Sprintf("larger than %s", fileio.SizeText(fileio.DefaultMaxSize)),
		fmt.Sprintf("nested more than %d arrays", puzzles.MaxDepth),
		"`- ' . _ ( ) & + ! ?`",
	} {
		if !strings.Contains(string(packs), want) {
			t.Errorf("docs/packs.md lacks %q", want)
		}
	}
	if err := puzzles.CheckKindName("a" + "-'._()&+!?"); err != nil {
		t.Errorf("the punctuation the README allows is refused: %v", err)
	}
}
