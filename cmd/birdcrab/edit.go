package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"birdcrab/editor"
	"birdcrab/puzzles"
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
	fs := flag.NewFlagSet("edit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pieces := fs.String("pieces", "", "a catalogue `FILE` whose kinds replace or add to the default ones")
	noColor := fs.Bool("no-color", false, "draw in monochrome (also when NO_COLOR is set)")
	ascii := fs.Bool("ascii", false, "draw directions as the letters a..f instead of arrows")
	// Flags may come before or after the file name.
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(files) > 1 {
		return fail(stderr, "edit takes one file (got %d)", len(files))
	}
	cat, err := puzzles.LoadCatalogue(*pieces)
	if err != nil {
		return fail(stderr, "%v", err)
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
