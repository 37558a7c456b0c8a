package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestCompleteWords(t *testing.T) {
	tests := []completeCase{
		{"commands", []string{""}, []string{"check", "completion", "show", "solve", "train", "version", "--version"}, []string{"__complete"}},
		{"a prefix", []string{"so"}, []string{"solve"}, []string{"show", "check"}},
		{"flags", []string{"solve", "--"}, []string{"--goal", "--id", "--json", "--opponent", "--pieces", "--timeout"}, []string{"--svg"}},
		{"show's flags", []string{"show", "x.toml", "--s"}, []string{"--svg"}, []string{"--png"}},
		{"opponent models", []string{"solve", "x.toml", "--opponent", ""}, []string{"hold", "fixed", "any"}, nil},
		{"goal words", []string{"solve", "x.toml", "--goal", "ki"}, []string{"kill", "kills"}, []string{"ransack"}},
		{"puzzle ids", []string{"show", "testdata/two.toml", "--id", ""}, []string{"ransack", "standoff"}, nil},
		{"puzzle ids, flags first", []string{"solve", "--json", "testdata/two.toml", "--id", "s"}, []string{"standoff"}, []string{"ransack"}},
		{"puzzle ids after a flag value", []string{"resolve", "--pieces", "testdata/my-pieces.toml", "testdata/two.toml", "--id", "r"}, []string{"ransack"}, []string{"standoff"}},
		{"pack files", []string{"check", ""}, []string{completePacks}, []string{completeFiles}},
		{"catalogue files", []string{"solve", "--pieces", ""}, []string{completePacks}, nil},
		{"shells", []string{"completion", ""}, []string{"bash", "zsh", "fish"}, nil},
		{"help topics", []string{"help", "re"}, []string{"resolve"}, []string{"solve"}},
		{"nothing after version", []string{"version", ""}, nil, []string{completeFiles, completePacks}},
		{"generate's goal kinds", []string{"generate", "--goal", ""}, []string{"kill", "kills", "ransack", "pit", "keep", "eliminate"}, []string{"win", "no-losses"}},
		{"generate's pieces, a range", []string{"generate", "--pieces", ""}, nil, []string{completeFiles, completePacks}},
		{"generate's catalogue", []string{"generate", "--kinds", ""}, []string{completePacks}, nil},
		{"generate's output, any file", []string{"generate", "--out", ""}, []string{completeFiles}, nil},
		{"no file options where none is read", []string{"version", "--"}, nil, []string{"--pieces", "--max-size"}},
		// train --id opens a lesson or puzzle of the packs given, the packs
		// folder or the shipped packs: it offered none.
		{"train's ids, shipped", []string{"train", "--id", "pinc"}, []string{"pincer"}, []string{"ransack", "the-board"}},
		{"train's ids, a pack given", []string{"train", "testdata/two.toml", "--id", ""}, []string{"ransack", "standoff", "pincer", "the-board"}, nil},
		// Flags with no command before them are the trainer's.
		{"the trainer's flags first", []string{"--"}, []string{"--help", "--version", "--no-color", "--id", "--pieces"}, []string{"--json"}},
		{"ids after the trainer's flags", []string{"--no-color", "--id", "pinc"}, []string{"pincer"}, nil},
		{"files after the trainer's flags", []string{"--ascii", ""}, []string{completePacks}, nil},
	}
	checkCompletions(t, tests)
	if out, _, _ := runCmd(t, "help"); strings.Contains(out, "__complete") {
		t.Error("help lists __complete")
	}
}

// completeCase is a completion asked (__complete and args) and the words
// it must offer and must not.
type completeCase struct {
	name      string
	args      []string
	want, not []string
}

// checkCompletions asks each case's completion and checks its words.
func checkCompletions(t *testing.T, cases []completeCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := runCmd(t, append([]string{"__complete"}, tc.args...)...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			got := strings.Split(strings.TrimSpace(out), "\n")
			for _, w := range tc.want {
				if !contains(got, w) {
					t.Errorf("%q: %q lacks %q", tc.args, got, w)
				}
			}
			for _, w := range tc.not {
				if contains(got, w) {
					t.Errorf("%q: %q has %q", tc.args, got, w)
				}
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Each completion script parses in its shell: bash always, zsh and fish
// where they are installed (.ci/steps/40-completion installs them and sets
// BIRDCRAB_ALL_SHELLS, so that none is skipped there).
func TestCompletionScriptsParse(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish"} {
		t.Run(sh, func(t *testing.T) {
			out, errs, code := runCmd(t, "completion", sh)
			if code != 0 || !strings.Contains(out, "__complete") {
				t.Fatalf("exit %d: %s", code, errs)
			}
			path, err := exec.LookPath(sh)
			if err != nil {
				if sh == "bash" || os.Getenv("BIRDCRAB_ALL_SHELLS") != "" {
					t.Fatalf("%s is not installed", sh)
				}
				t.Skipf("%s is not installed: its script is not parsed", sh)
			}
			cmd := exec.Command(path, "-n")
			cmd.Stdin = strings.NewReader(out)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s -n: %v\n%s", sh, err, msg)
			}
			broken := strings.Replace(out, "\nfi\n", "\n", 1)
			broken = strings.Replace(broken, "\nend\n", "\n", 1)
			broken = strings.Replace(broken, "\n}\n", "\n", 1)
			cmd = exec.Command(path, "-n")
			cmd.Stdin = strings.NewReader(broken)
			if err := cmd.Run(); err == nil {
				t.Errorf("%s -n accepts a script with a block left open: the check checks nothing", sh)
			}
		})
	}
	if _, errs, code := runCmd(t, "completion", "tcsh"); code != 2 || !strings.Contains(errs, `unknown shell "tcsh"`) {
		t.Errorf("tcsh: exit %d, %q", code, errs)
	}
}

// The bash and fish scripts complete through a real birdcrab binary.
func TestCompletionInShells(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "birdcrab")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	pack, err := filepath.Abs("testdata/two.toml")
	if err != nil {
		t.Fatal(err)
	}
	script := `source <(birdcrab completion bash)
COMP_WORDS=(birdcrab show ` + pack + ` --id ""); COMP_CWORD=4; _birdcrab; echo "${COMPREPLY[*]}"
COMP_WORDS=(birdcrab sol); COMP_CWORD=1; _birdcrab; echo "${COMPREPLY[*]}"`
	cmd := exec.Command("bash", "-c", script)
	cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, err := cmd.CombinedOutput()
	if err != nil || string(out) != "ransack standoff\nsolve\n" {
		t.Errorf("bash completes %q (%v), want the ids, then solve", out, err)
	}
	// A file to read is a pack, a position or a folder: the pictures
	// show draws and the backups saving keeps were offered too.
	files := t.TempDir()
	for _, name := range []string{"mine.toml", "mine.toml.bak", "pos.txt", "pos.svg", "pos.png"} {
		writeFile(t, filepath.Join(files, name), "")
	}
	for _, name := range []string{"packs", "old.toml"} { // a folder named like a pack is offered once
		if err := os.Mkdir(filepath.Join(files, name), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cmd = exec.Command("bash", "-c", `source <(birdcrab completion bash)
COMP_WORDS=(birdcrab solve ""); COMP_CWORD=2; _birdcrab; printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' '
COMP_WORDS=(birdcrab generate --out p); COMP_CWORD=3; _birdcrab; printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' '`)
	cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	cmd.Dir = files
	if out, err := cmd.CombinedOutput(); err != nil || string(out) != "mine.toml old.toml packs pos.txt packs pos.png pos.svg pos.txt " {
		t.Errorf("bash completes files as %q (%v), want the pack, the position and the folder, then any file for --out", out, err)
	}
	if _, err := exec.LookPath("fish"); err != nil {
		t.Log("fish is not installed: its completion is not tried")
		return
	}
	cmd = exec.Command("fish", "--no-config", "-c", "birdcrab completion fish | source; complete -C 'birdcrab solve --opponent '")
	cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, err = cmd.CombinedOutput()
	if err != nil || strings.Fields(string(out))[0] != "any" || !strings.Contains(string(out), "hold") {
		t.Errorf("fish completes %q (%v)", out, err)
	}
	cmd = exec.Command("fish", "--no-config", "-c", "birdcrab completion fish | source; complete -C 'birdcrab show '")
	cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	cmd.Dir = files
	if out, err := cmd.CombinedOutput(); err != nil || strings.Join(strings.Fields(string(out)), " ") != "mine.toml old.toml/ packs/ pos.txt" {
		t.Errorf("fish completes files as %q (%v), want the pack, the folder and the position", out, err)
	}
}

// TestCompleteIDsOfAQuotedFile: bash and zsh give the completion the words
// as typed, so a pack whose name has a space, quoted or escaped, or one
// under ~, came as "my pack.toml" with its quotes, and --id offered
// nothing. fish gives the words as passed, which still read as they are.
func TestCompleteIDsOfAQuotedFile(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	pack := readTestdata(t, "two.toml")
	writeFile(t, filepath.Join(home, "my pack.toml"), pack)
	writeFile(t, filepath.Join(home, `it's.toml`), pack)
	t.Chdir(home)
	for _, typed := range []string{
		`"my pack.toml"`,
		`'my pack.toml'`,
		`my\ pack.toml`,
		`my" "pack.toml`,
		`~/my\ pack.toml`,
		`"` + home + `/my pack.toml"`,
		`"it's.toml"`,
		`it\'s.toml`,
		`'it'\''s.toml'`,
		`my pack.toml`, // fish's
		`it's.toml`,
	} {
		out, errs, code := runCmd(t, "__complete", "solve", typed, "--id", "")
		if code != 0 || errs != "" || strings.Fields(out) == nil || strings.Join(strings.Fields(out), " ") != "ransack standoff" {
			t.Errorf("solve %s --id: completes %q (exit %d, %q), want the pack's ids", typed, out, code, errs)
		}
	}
}

// A quoted or escaped "-" typed before --id is standard input as the
// shell passes it: completion read the terminal for a pack, and the Tab
// hung until Ctrl-D. It is left out as "-" is.
func TestCompleteIDsSkipsAQuotedDash(t *testing.T) {
	pack := readTestdata(t, "check-good.toml")
	for _, dash := range []string{"'-'", `\-`, `"-"`} {
		out, _, _ := runStdin(t, pack, "__complete", "solve", dash, "--id", "")
		if strings.Contains(out, "one-way") {
			t.Errorf("solve %s --id: completion read standard input:\n%s", dash, out)
		}
	}
}
