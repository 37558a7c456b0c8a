package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/birdcrab/birdcrab/editor"
	"github.com/birdcrab/birdcrab/puzzles"
)

func init() {
	register(command{
		name:  "edit",
		usage: "edit [FILE|CODE|-] [--pieces FILE] [--max-size SIZE] [--no-color] [--ascii]",
		brief: "the scenario editor: build a position, write orders, play the turn out",
		run:   runEdit,
	})
}

func runEdit(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("edit", stdout, stderr, "usage: birdcrab edit [FILE|CODE|-] [--pieces FILE] [--max-size SIZE] [--no-color] [--ascii]",
		"Opens a pack or a position file (made when it does not exist yet), a one-line",
		"position or puzzle code, or with - a pack, a position file or a code read from",
		"standard input (then w asks for a file name).")
	display := fs.display()
	files, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if files, code = fs.files(files); code != 0 {
		return code
	}
	if len(files) > 1 {
		// Most often a position code not quoted: "bc1" "t2" "d30".
		return fail(stderr, "edit takes one file or code, got %d: %s (quote a position code, or a name that holds spaces: it is one argument)", len(files), quoteAll(files))
	}
	if err := oneStdin(append(files, *fs.pieces)...); err != nil {
		return fail(stderr, "%v", err)
	}
	if err := checkScreenFiles(files); err != nil {
		return fail(stderr, "%v", err)
	}
	if err := checkNewFileFolder(files); err != nil {
		return fail(stderr, "%v", err)
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	opts := editor.Options{Cat: cat, Pieces: *fs.pieces}
	opts.Mono, opts.ASCII = display()
	switch {
	case len(files) == 1 && files[0] == "-":
		data, err := readStdin()
		if err != nil {
			return fail(stderr, "cannot read standard input: %v", err)
		}
		if puzzles.Blank(data) {
			return fail(stderr, "%s: %s: nothing to edit (without a file, edit starts an empty position)", stdinName, puzzles.EmptyStdin)
		}
		opts.Text = data
	case len(files) == 1:
		opts.Path = files[0]
	}
	ed, err := editor.New(opts)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	return runScreen(stderr, "edit", ed.Run, ed.StoppedBy)
}

// checkNewFileFolder refuses a file to make (edit's one argument, not
// there yet) in a folder that does not exist: the editor opened on it, and
// every save then failed. Work a dead editor left for that file is named.
func checkNewFileFolder(files []string) error {
	if len(files) != 1 || files[0] == "-" || puzzles.IsCode(files[0]) {
		return nil
	}
	if _, err := os.Lstat(files[0]); !errors.Is(err, os.ErrNotExist) {
		return nil
	}
	dir := filepath.Dir(files[0])
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		msg := fmt.Sprintf("cannot make %s: there is no folder %s", files[0], dir)
		if recs := editor.StrayWork("", files[0]); len(recs) > 0 {
			// The folder was renamed or removed with unsaved work in an
			// editor that is gone: say where that work is.
			msg += fmt.Sprintf("; unsaved work of %s that an editor left waits in %s (birdcrab edit on the file in its new place offers it, when the file is as that editor last saved it)", files[0], recs[0])
		}
		return errors.New(msg)
	}
	return nil
}
