package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionText(t *testing.T) {
	stamped := &debug.BuildInfo{GoVersion: "go1.24.1", Main: debug.Module{Version: "v1.2.3"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "0b8eaaddfb7967f63d26dfdfcd1c7d8127bce90d"},
		{Key: "vcs.time", Value: "2026-12-01T21:47:14Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	tests := []struct {
		name          string
		info          *debug.BuildInfo
		ver, rev, day string
		want          string
	}{
		{"stamped", stamped, "", "", "", "birdcrab v1.2.3, revision 0b8eaaddfb7967f63d26dfdfcd1c7d8127bce90d (2026-12-01T21:47:14Z), modified, go1.24.1 "},
		{"link-time values win", stamped, "v2.0.0", "abc123", "2027-01-01", "birdcrab v2.0.0, revision abc123 (2027-01-01), modified, go1.24.1 "},
		{"go run from a checkout", &debug.BuildInfo{GoVersion: "go1.24.1", Main: debug.Module{Version: "(devel)"}}, "", "", "", "birdcrab (devel), revision unknown, go1.24.1 "},
		{"no build info", nil, "", "", "", "birdcrab (devel), revision unknown, go"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := versionText(tc.info, tc.ver, tc.rev, tc.day)
			if !strings.HasPrefix(got, tc.want) {
				t.Errorf("got %q, want it to start with %q", got, tc.want)
			}
		})
	}
}

// --version, -version and version print the same line on stdout, exit 0.
func TestVersionCommand(t *testing.T) {
	var first string
	for _, args := range [][]string{{"--version"}, {"-version"}, {"version"}} {
		out, errs, code := runCmd(t, args...)
		if code != 0 || errs != "" || !regexp.MustCompile(`^birdcrab \S+, revision .*go\d`).MatchString(out) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
		if first == "" {
			first = out
		} else if out != first {
			t.Errorf("%v prints %q, --version %q", args, out, first)
		}
	}
	if _, errs, code := runCmd(t, "version", "extra"); code != 2 || !strings.Contains(errs, "takes no arguments") {
		t.Errorf("version extra: exit %d, stderr %q", code, errs)
	}
}

// A binary built from a git clone names its commit. (A git worktree, whose
// .git is a file, gives the go command no VCS information: skipped there.)
func TestVersionNamesTheCommit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(filepath.Join(root, ".git")); err != nil || !st.IsDir() {
		t.Skip("not a git clone: the go command stamps no revision")
	}
	head, err := exec.Command("git", "-C", root, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skipf("git rev-parse: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "birdcrab")
	build := exec.Command("go", "build", "-buildvcs=true", "-o", bin, ".")
	build.Env = append(os.Environ(), "GOFLAGS=")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if rev := strings.TrimSpace(string(head)); !strings.Contains(string(out), "revision "+rev) {
		t.Errorf("--version prints %q, want revision %s", out, rev)
	}
}

// Every command's -h, -help and --help print its usage on stdout and exit 0
// (and its options, when it has any); a bad flag still exits 2 with the
// usage on stderr.
func TestHelpFlagsExitZero(t *testing.T) {
	for name := range commands {
		hasFlags := len(commandFlagList(commands[name])) > 0
		for _, h := range []string{"-h", "-help", "--help"} {
			t.Run(name+h, func(t *testing.T) {
				out, errs, code := runCmd(t, name, h)
				if code != 0 || errs != "" || !strings.Contains(out, "usage: birdcrab "+name) || strings.Contains(out, "Options:") != hasFlags {
					t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
				}
			})
		}
		t.Run(name+" bad flag", func(t *testing.T) {
			out, errs, code := runCmd(t, name, "--no-such-flag")
			if code != 2 || out != "" || !strings.Contains(errs, "flag provided but not defined") || !strings.Contains(errs, "usage: birdcrab "+name) {
				t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
			}
		})
	}
	out, _, code := runCmd(t, "help", "solve")
	if code != 0 || !strings.Contains(out, "usage: birdcrab solve") {
		t.Errorf("help solve: exit %d, %q", code, out)
	}
	if _, errs, code := runCmd(t, "help", "fly"); code != 2 || !strings.Contains(errs, `unknown command "fly"`) {
		t.Errorf("help fly: exit %d, %q", code, errs)
	}
	for _, h := range []string{"help", "-h", "--help"} {
		if out, _, code := runCmd(t, h); code != 0 || !strings.Contains(out, "usage: birdcrab [COMMAND]") {
			t.Errorf("%s: exit %d, %q", h, code, out)
		}
	}
}

// help of help is the usage, and --help before a command is that
// command's usage: both were "unknown command".
func TestHelpOfHelpAndHelpBeforeACommand(t *testing.T) {
	for _, args := range [][]string{{"help", "help"}, {"help", "--help"}, {"--help", "help"}, {"-h", "-h"}} {
		if out, errs, code := runCmd(t, args...); code != 0 || errs != "" || !strings.Contains(out, "usage: birdcrab [COMMAND]") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	for _, h := range []string{"--help", "-h", "-help"} {
		if out, errs, code := runCmd(t, h, "solve"); code != 0 || errs != "" || !strings.Contains(out, "usage: birdcrab solve") {
			t.Errorf("%s solve: exit %d, stdout %q, stderr %q", h, code, out, errs)
		}
	}
	if _, errs, code := runCmd(t, "--help", "fly"); code != 2 || !strings.Contains(errs, `unknown command "fly"`) {
		t.Errorf("--help fly: exit %d, %q", code, errs)
	}
}

// "--" ends the flags: a file named like a flag can be given after it.
func TestDoubleDashEndsFlags(t *testing.T) {
	_, errs, code := runCmd(t, "resolve", "--", "--json")
	if code != 2 || !strings.Contains(errs, "--json: cannot read the pack") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

// A wrong number of arguments is named before the usage, as edit, pieces
// and version name theirs: most often an unquoted value whose second word
// was taken for a second file (--goal kill A1).
func TestWrongArgumentCountIsNamed(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"solve"}, "birdcrab: solve needs a file or a position code"},
		{[]string{"resolve"}, "birdcrab: resolve needs a file or a position code"},
		{[]string{"show"}, "birdcrab: show needs a file or a position code"},
		{[]string{"solve", "testdata/close.toml", "--goal", "kill", "A1"}, `birdcrab: solve takes one file or code, got 2: "testdata/close.toml" "A1"`},
		{[]string{"resolve", "a.toml", "b.toml"}, `birdcrab: resolve takes one file or code, got 2: "a.toml" "b.toml"`},
		{[]string{"show", "a.toml", "--svg", "b.toml"}, `birdcrab: show takes one file or code, got 2: "a.toml" "b.toml"`},
		{[]string{"completion"}, "birdcrab: completion needs a shell (want bash, zsh or fish)"},
		{[]string{"completion", "bash", "zsh"}, `birdcrab: completion takes one shell, got 2: "bash" "zsh"`},
		{[]string{"generate", "x.toml"}, `birdcrab: generate takes no arguments, only options (got "x.toml")`},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errs, code := runCmd(t, c.args...)
			if code != 2 || out != "" || !strings.HasPrefix(errs, c.want) || !strings.Contains(errs, "usage: birdcrab "+c.args[0]) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q before the usage", code, out, errs, c.want)
			}
		})
	}
}

// Every option's value in a command's help is named in capitals, as FILE
// and N are: "--timeout long", "--side player" and "--goal goal" read as
// words of the sentence, not as a value to give.
func TestHelpPlaceholdersAreCapitals(t *testing.T) {
	option := regexp.MustCompile(`(?m)^  (--[a-z-]+) (\S+)$`)
	for name := range commands {
		out, _, _ := runCmd(t, name, "--help")
		for _, m := range option.FindAllStringSubmatch(out, -1) {
			if m[2] != strings.ToUpper(m[2]) {
				t.Errorf("%s: %s %s: name the value in capitals (DURATION, N, GOAL)", name, m[1], m[2])
			}
		}
	}
	// The usage line names the values as the options do.
	out, _, _ := runCmd(t, "generate", "--help")
	for _, want := range []string{"[--seed N]", "[--timeout DURATION]", "[--jobs N]", "  --seed N\n", "  --timeout DURATION\n", "  --jobs N\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("generate --help lacks %q:\n%s", want, out)
		}
	}
}
