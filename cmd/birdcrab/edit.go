package main

import (
	"io"
	"slices"

	"github.com/birdcrab/birdcrab/editor"
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
	fs := newFlags("edit", stdout, stderr, "usage: birdcrab edit [FILE] [--pieces FILE] [--no-color] [--ascii]")
	display := fs.display()
	files, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if len(files) > 1 {
		return fail(stderr, "edit takes one file (got %d)", len(files))
	}
	if slices.Contains(files, "-") || *fs.pieces == "-" {
		return fail(stderr, "edit reads files by name: standard input (-) is not taken here yet")
	}
	if err := checkScreenFiles(files); err != nil {
		return fail(stderr, "%v", err)
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	opts := editor.Options{Cat: cat}
	opts.Mono, opts.ASCII = display()
	if len(files) == 1 {
		opts.Path = files[0]
	}
	ed, err := editor.New(opts)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	return runScreen(stderr, ed.Run)
}
