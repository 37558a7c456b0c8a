package main

import (
	"io"
	"slices"

	"github.com/birdcrab/birdcrab/editor"
	"github.com/birdcrab/birdcrab/editor/trainer"
)

func init() {
	register(command{
		name:  "train",
		usage: "train [PACK|CODE|-...] [--id ID] [--pieces FILE] [--max-size SIZE] [--no-color] [--ascii]",
		brief: "the trainer: lessons and puzzles of the shipped packs and of yours (the default)",
		run:   runTrain,
	})
}

func runTrain(args []string, stdout, stderr io.Writer) int {
	tr, code := newTrainer(args, stdout, stderr)
	if tr == nil {
		return code
	}
	return runScreen(stderr, "train", tr.Run, tr.StoppedBy)
}

// newTrainer parses train's arguments and builds the trainer, without
// touching the terminal; nil and the exit status when it should not run.
func newTrainer(args []string, stdout, stderr io.Writer) (*trainer.Trainer, int) {
	fs := newFlags("train", stdout, stderr,
		"usage: birdcrab train [PACK|CODE|-...] [--id ID] [--pieces FILE] [--max-size SIZE] [--no-color] [--ascii]",
		"Opens the trainer on the shipped packs, with your packs listed first:",
		"those given (pack files, one-line puzzle codes, or - for a pack on",
		"standard input), then every *.toml in the packs folder of the birdcrab",
		"configuration folder. --id opens that lesson or puzzle at once. A pack",
		"given that cannot be read, or holds nothing, stops it before it opens.",
		"Progress is kept in progress.toml of that folder, and where you were",
		"in state.toml (the configuration folder is $"+trainer.ConfigDirEnv+" when",
		"it is set).")
	id := fs.String("id", "", "open the lesson or puzzle of this `ID` (of the first pack given that has it)")
	display := fs.display()
	files, code, ok := fs.parse(args)
	if !ok {
		return nil, code
	}
	if files, code = fs.files(files); code != 0 {
		return nil, code
	}
	if err := oneStdin(append(slices.Clone(files), *fs.pieces)...); err != nil {
		return nil, fail(stderr, "%v", err)
	}
	if err := checkScreenFiles(files); err != nil {
		return nil, fail(stderr, "%v", err)
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return nil, code
	}
	opts := trainer.Options{Packs: trainer.WithUserPacks(files, trainer.UserPacks()), Named: len(files), Cat: cat, Pieces: *fs.pieces, OpenID: *id}
	opts.Mono, opts.ASCII = display()
	// E asks first when a scenario editor has unsaved changes to the
	// pack, as a second editor on it warns.
	opts.EditedElsewhere = func(path string) bool { return editor.UnsavedElsewhere("", path) }
	tr, err := trainer.New(opts)
	if err != nil {
		return nil, failProblems(stderr, err)
	}
	return tr, 0
}
