package main

import (
	"os"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/trainer"
	"github.com/birdcrab/birdcrab/puzzles"
)

// withStdin runs f with standard input reading text.
func withStdin(t *testing.T, text string, f func()) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() { w.WriteString(text); w.Close() }()
	old := os.Stdin
	os.Stdin = r
	defer func() { os.Stdin = old; r.Close() }()
	f()
}

// train --id opens one puzzle; train takes a one-line puzzle code and a
// pack on standard input (-), as the other commands do (issue 19). The
// trainer is built, not run: the terminal is not touched.
func TestTrainOpensOnePuzzle(t *testing.T) {
	t.Setenv(trainer.ConfigDirEnv, t.TempDir())
	data, err := os.ReadFile("testdata/two.toml")
	if err != nil {
		t.Skip("no testdata/two.toml")
	}
	pk, err := puzzles.Parse("two.toml", data, nil)
	if err != nil || len(pk.Puzzles) < 2 {
		t.Fatalf("the test pack: %v", err)
	}
	second := pk.Puzzles[1]
	tests := []struct {
		name, stdin string
		args        []string
		want        string // the id open, "" for none
	}{
		{"file and id", "", []string{"train", "testdata/two.toml", "--id", second.ID}, second.ID},
		{"stdin and id", string(data), []string{"train", "-", "--id", second.ID}, second.ID},
		{"code", "", []string{"train", pk.Puzzles[0].PuzzleCode(), "--id", puzzles.CodeID}, puzzles.CodeID},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var tr *trainer.Trainer
			var code int
			var errs strings.Builder
			withStdin(t, tc.stdin, func() { tr, code = newTrainer(tc.args[1:], &strings.Builder{}, &errs) })
			if tr == nil {
				t.Fatalf("exit %d: %s", code, errs.String())
			}
			if got := tr.OpenID(); got != tc.want {
				t.Errorf("open %q, want %q", got, tc.want)
			}
		})
	}
	// The second puzzle has no goals: its code is no puzzle to train.
	if _, errs, code := runCmd(t, "train", second.PuzzleCode()); code != 2 || !strings.Contains(errs, "no puzzle to train") {
		t.Errorf("a code with no goals: exit %d, %q", code, errs)
	}
	_, errs, code := runCmd(t, "train", "testdata/two.toml", "--id", "no-such-puzzle")
	if code != 2 || !strings.Contains(errs, `no lesson or puzzle has the id "no-such-puzzle"`) {
		t.Errorf("an unknown id: exit %d, %q", code, errs)
	}
	_, errs, code = runCmd(t, "train", "-", "--pieces", "-")
	if code != 2 || !strings.Contains(errs, "standard input (-) is given 2 times") {
		t.Errorf("stdin twice: exit %d, %q", code, errs)
	}
}
