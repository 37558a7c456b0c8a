package main

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"

	"github.com/birdcrab/birdcrab/editor/trainer"
)

func init() {
	register(command{
		name:  "train",
		usage: "train [PACK...] [--pieces FILE] [--no-color] [--ascii]",
		brief: "the trainer: lessons and puzzles of the shipped packs and of yours (the default)",
		run:   runTrain,
	})
}

func runTrain(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("train", stdout, stderr,
		"usage: birdcrab train [PACK...] [--pieces FILE] [--no-color] [--ascii]",
		"Opens the trainer on the shipped packs, with your pack files listed first:",
		"those given, then every *.toml in the packs folder of the birdcrab",
		"configuration folder. Progress is kept in progress.toml of that folder",
		"(the configuration folder is $"+trainer.ConfigDirEnv+" when it is set).")
	display := fs.display()
	files, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if slices.Contains(files, "-") || *fs.pieces == "-" {
		return fail(stderr, "train reads files by name: standard input (-) is not taken here yet")
	}
	if err := checkScreenFiles(files); err != nil {
		return fail(stderr, "%v", err)
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	opts := trainer.Options{Packs: withUserPacks(files, userPacks()), Cat: cat}
	opts.Mono, opts.ASCII = display()
	tr, err := trainer.New(opts)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	return runScreen(stderr, tr.Run)
}

// userPacks lists the packs in the packs folder beside the progress file
// (~/.config/birdcrab/packs/*.toml on Linux), in name order; none when
// there is no such folder.
func userPacks() []string {
	progress, err := trainer.ProgressPath()
	if err != nil {
		return nil
	}
	found, _ := filepath.Glob(filepath.Join(filepath.Dir(progress), "packs", "*.toml"))
	sort.Strings(found)
	return found
}

// withUserPacks appends the user's packs to the files given, leaving out
// those given already.
func withUserPacks(files, user []string) []string {
	out := append([]string{}, files...)
	for _, u := range user {
		dup := false
		for _, f := range files {
			dup = dup || sameFile(f, u)
		}
		if !dup {
			out = append(out, u)
		}
	}
	return out
}

// sameFile reports whether two paths name one file.
func sameFile(a, b string) bool {
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}
