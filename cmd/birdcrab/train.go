package main

import (
	"io"
	"slices"

	"github.com/birdcrab/birdcrab/editor"
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
		"Opens the trainer on the shipped packs, with your pack files listed first.",
		"Progress is kept in progress.toml of the birdcrab configuration folder",
		"(or of $"+editor.ConfigDirEnv+" when it is set).")
	display := fs.display()
	files, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if slices.Contains(files, "-") || *fs.pieces == "-" {
		return fail(stderr, "train reads files by name: standard input (-) is not taken here yet")
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	opts := editor.TrainOptions{Packs: files, Cat: cat}
	opts.Mono, opts.ASCII = display()
	tr, err := editor.NewTrainer(opts)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	return runScreen(stderr, tr.Run)
}
