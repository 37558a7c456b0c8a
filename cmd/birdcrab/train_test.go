package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/trainer"
)

// Bad arguments of train stop before the terminal is touched.
func TestTrainArguments(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown flag", []string{"train", "--colour"}, "flag provided but not defined: --colour"},
		{"broken catalogue", []string{"train", "--pieces", "testdata/bad-pieces.toml"}, "testdata/bad-pieces.toml:3"},
		{"missing pack", []string{"train", "testdata/no-such-pack.toml"}, "testdata/no-such-pack.toml: cannot read the pack: no such file"},
		{"broken pack", []string{"train", "testdata/broken.toml"}, "testdata/broken.toml:"},
		{"broken code", []string{"train", "bc1 garbage"}, "position code: "},
		{"empty pack", []string{"train", "testdata/empty.toml"}, "testdata/empty.toml: the file has no puzzles and no lessons"},
	}
	t.Setenv(trainer.ConfigDirEnv, t.TempDir())
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, code := runCmd(t, tc.args...)
			if code != 2 || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, tc.want)
			}
			if name := strings.TrimPrefix(tc.args[len(tc.args)-1], "testdata/"); strings.Count(errs, name) > 1 {
				t.Errorf("the file is named twice: %q", errs)
			}
		})
	}
}

// A broken pack of the packs folder, which the user did not name, is
// listed by the trainer with its problems, as before: it does not stop it.
func TestTrainListsBrokenPacksOfTheFolder(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(trainer.ConfigDirEnv, dir)
	writeFile(t, filepath.Join(dir, "packs", "broken.toml"), "[[puzzle]\n")
	tr, code := newTrainer([]string{"testdata/two.toml"}, &strings.Builder{}, &strings.Builder{})
	if tr == nil {
		t.Fatalf("exit %d", code)
	}
}

// The usage lists the trainer, the command birdcrab runs by default.
func TestHelpListsTrain(t *testing.T) {
	out, _, _ := runCmd(t, "help")
	for _, want := range []string{"train [PACK|CODE|-...]", `opens the trainer ("train")`} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q:\n%s", want, out)
		}
	}
	if _, ok := commands[defaultCommand]; !ok || defaultCommand != "train" {
		t.Errorf("the default command %q is not registered", defaultCommand)
	}
}
