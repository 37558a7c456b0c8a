package main

import (
	"strings"
	"testing"
)

// Bad arguments of edit stop before the terminal is touched.
func TestEditArguments(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"two files", []string{"edit", "a.toml", "b.toml"}, `birdcrab: edit takes one file or code, got 2: "a.toml" "b.toml" (quote a position code`},
		{"a code not quoted", []string{"edit", "bc1", "t2", "d30"}, `birdcrab: edit takes one file or code, got 3: "bc1" "t2" "d30" (quote a position code, or a name that holds spaces: it is one argument)`},
		{"unknown flag", []string{"edit", "--colour"}, "flag provided but not defined: --colour"},
		{"broken catalogue", []string{"edit", "x.toml", "--pieces", "testdata/bad-pieces.toml"}, "testdata/bad-pieces.toml:3"},
		{"a new file in no folder", []string{"edit", "testdata/no-such-folder/new.toml"}, "birdcrab: cannot make testdata/no-such-folder/new.toml: there is no folder testdata/no-such-folder\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, code := runCmd(t, tc.args...)
			if code != 2 || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, tc.want)
			}
		})
	}
}

// The usage lists the editor.
func TestHelpListsEdit(t *testing.T) {
	out, _, _ := runCmd(t, "help")
	if !strings.Contains(out, "edit [FILE|CODE|-]") {
		t.Errorf("help does not list edit:\n%s", out)
	}
}

// The help says what turns colour off and what stops solve with exit 3:
// a terminal of fewer than 256 colours draws in monochrome too, and
// SIGTERM stops solve as Ctrl-C does.
func TestHelpSaysMonochromeAndStops(t *testing.T) {
	out, _, _ := runCmd(t, "help")
	if !strings.Contains(out, "3 stopped: time limit, Ctrl-C or SIGTERM)") {
		t.Errorf("help does not say SIGTERM stops solve:\n%s", out)
	}
	for _, cmd := range []string{"train", "edit"} {
		out, errs, _ := runCmd(t, cmd, "--help")
		if text := strings.Join(strings.Fields(out+errs), " "); !strings.Contains(text, "draw in monochrome (also when NO_COLOR is set, or on a terminal of fewer than 256 colours)") {
			t.Errorf("%s --help does not name the terminal of few colours:\n%s%s", cmd, out, errs)
		}
	}
}
