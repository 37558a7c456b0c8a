package main

import (
	"fmt"
	"io"
	"os"

	"birdcrab/editor"
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
	fs := newFlags("train", stderr,
		"usage: birdcrab train [PACK...] [--pieces FILE] [--no-color] [--ascii]",
		"Opens the trainer on the shipped packs, with your pack files listed first.",
		"Progress is kept in progress.toml of the birdcrab configuration folder",
		"(or of $"+editor.ConfigDirEnv+" when it is set).")
	noColor := fs.Bool("no-color", false, "draw in monochrome (also when NO_COLOR is set)")
	ascii := fs.Bool("ascii", false, "draw directions as the letters a..f instead of arrows")
	files, ok := parseInterspersed(fs.FlagSet, args)
	if !ok {
		return 2
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	tr, err := editor.NewTrainer(editor.TrainOptions{
		Packs: files,
		Cat:   cat,
		Mono:  *noColor || os.Getenv("NO_COLOR") != "",
		ASCII: *ascii,
	})
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if err := tr.Run(); err != nil {
		fmt.Fprintf(stderr, "birdcrab: the terminal failed: %v\n", err)
		return 1
	}
	return 0
}
