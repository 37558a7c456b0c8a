package main

import (
	"fmt"
	"io"
	"os"

	"birdcrab/editor"
)

func init() {
	register(command{
		name:  "edit",
		usage: "edit [FILE] [--pieces FILE] [--no-color] [--ascii]",
		brief: "the scenario editor: build a position, write orders, play the turn out",
		run:   runEdit,
	})
}

func runEdit(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("edit", stderr, "usage: birdcrab edit [FILE] [--pieces FILE] [--no-color] [--ascii]")
	noColor := fs.Bool("no-color", false, "draw in monochrome (also when NO_COLOR is set)")
	ascii := fs.Bool("ascii", false, "draw directions as the letters a..f instead of arrows")
	files, ok := parseInterspersed(fs.FlagSet, args)
	if !ok {
		return 2
	}
	if len(files) > 1 {
		return fail(stderr, "edit takes one file (got %d)", len(files))
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	opts := editor.Options{Cat: cat, Mono: *noColor || os.Getenv("NO_COLOR") != "", ASCII: *ascii}
	if len(files) == 1 {
		opts.Path = files[0]
	}
	ed, err := editor.New(opts)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if err := ed.Run(); err != nil {
		fmt.Fprintf(stderr, "birdcrab: the terminal failed: %v\n", err)
		return 1
	}
	return 0
}
