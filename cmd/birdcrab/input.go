package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Every file a command reads goes through this file: "-" names standard
// input, read once. Files and standard input alike are read through package
// internal/fileio (by way of puzzles for files): regular files only (a named
// pipe or a device is an error, not a hang), at most puzzles.MaxFileSize
// bytes (--max-size).

// stdin is the standard input commands read "-" from; tests replace it.
var stdin io.Reader = os.Stdin

// stdinName names standard input in messages, as a file name would.
const stdinName = fileio.StdinName

// readStdin reads all of standard input, refusing more than
// puzzles.MaxFileSize bytes.
func readStdin() ([]byte, error) {
	data, err := fileio.ReadAll(stdin, stdinName, puzzles.MaxFileSize)
	var fe *fileio.Error
	var big *fileio.TooLargeError
	switch {
	case errors.As(err, &big):
		// As a pack too large once read says (puzzles.checkShape).
		return nil, fmt.Errorf("%v%s", big, maxSizeHint)
	case errors.As(err, &fe):
		return nil, fe.Err // the callers name standard input
	}
	return data, err
}

// maxSizeHint follows the message of a file over the size limit.
const maxSizeHint = " (birdcrab --max-size raises it)"

// pipeHint follows the message of a named pipe, which is refused (a
// process substitution, <(cmd), gives one): standard input reads a pipe.
const pipeHint = " (to read what a command prints, pipe it to standard input and give - in the file's place)"

// problemsOf is puzzles.Problems(err), with maxSizeHint after the message
// of a named file over the size limit, as standard input's has it
// (puzzles says only "it is larger than the limit of 4 MiB"), and
// pipeHint after that of a named pipe.
func problemsOf(err error) []*puzzles.FileError {
	tooBig := (&fileio.TooLargeError{Limit: puzzles.MaxFileSize}).Error()
	var out []*puzzles.FileError
	for _, p := range puzzles.Problems(err) {
		hint := ""
		switch {
		case strings.HasSuffix(p.Msg, tooBig):
			hint = maxSizeHint
		case strings.HasSuffix(p.Msg, "it is a named pipe (FIFO), not a regular file"):
			hint = pipeHint
		}
		if hint != "" {
			q := *p
			q.Msg += hint
			p = &q
		}
		out = append(out, p)
	}
	return out
}

// loadPack reads a pack file, a position or puzzle code, or with "-" a pack
// or a code from standard input, where a code pasted with its quotes or
// its label reads as the code (see puzzles.IsCodeText).
func loadPack(arg string, cat *engine.Catalogue) (*puzzles.Pack, error) {
	if arg != "-" {
		return puzzles.LoadArg(arg, cat)
	}
	data, err := readStdin()
	if err != nil {
		return nil, puzzles.Errors{{File: stdinName, Msg: fmt.Sprintf("cannot read the pack: %v", err)}}
	}
	if puzzles.Blank(data) {
		// Most often the command before the pipe printed nothing.
		return nil, puzzles.Errors{{File: stdinName, Msg: puzzles.EmptyStdin + ": no pack and no code to read"}}
	}
	return puzzles.Parse(stdinName, data, cat) // a code as well: see puzzles.IsCodeText
}

// exists reports whether a file (or a folder) of this name exists: it is
// read as named, whatever it looks like.
func exists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}

// loadCatalogue reads the catalogue of --pieces: the default one with the
// file's kinds over it ("" gives the default alone, "-" reads standard
// input).
func loadCatalogue(path string) (*engine.Catalogue, error) {
	if path != "-" {
		return puzzles.LoadCatalogue(path)
	}
	data, err := readStdin()
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read the catalogue: %w", stdinName, err)
	}
	if puzzles.Blank(data) {
		// Refused as an empty pack is: read as no change, a catalogue
		// whose maker failed quietly gave the default numbers and exit 0.
		return nil, puzzles.Errors{{File: stdinName, Msg: puzzles.EmptyStdin + ": no catalogue to read"}}
	}
	cat := puzzles.DefaultCatalogue()
	if err := puzzles.ReadCatalogue(stdinName, data, cat); err != nil {
		return nil, err
	}
	return cat, nil
}

// oneStdin reports an error when "-" is given more than once among args:
// standard input can be read only once.
func oneStdin(args ...string) error {
	n := 0
	for _, a := range args {
		if a == "-" {
			n++
		}
	}
	if n > 1 {
		return fmt.Errorf("standard input (-) is given %d times; it can be read once", n)
	}
	return nil
}

// sizeFlag is the --max-size option: a size in bytes, with an optional
// unit (KB, MB, GB, TB, KiB, MiB, GiB, TiB, K, M, G, T; a kilobyte is 1024
// bytes here), at most maxSizeLimit. TB is taken so that a limit too large
// in terabytes is said to be too large, not of the wrong form.
type sizeFlag struct{ n *int64 }

// maxSizeLimit is the largest --max-size: 1024GB.
const maxSizeLimit = 1 << 40

func (f sizeFlag) String() string {
	if f.n == nil {
		return ""
	}
	return fileio.SizeText(*f.n)
}

func (f sizeFlag) Set(s string) error {
	t := strings.ToUpper(strings.TrimSpace(s))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"TIB", 1 << 40}, {"GIB", 1 << 30}, {"MIB", 1 << 20}, {"KIB", 1 << 10}, {"TB", 1 << 40}, {"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10},
		{"T", 1 << 40}, {"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}, {"B", 1}} {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.mult
			break
		}
	}
	v, err := strconv.ParseInt(t, 10, 64)
	if err == nil && v > maxSizeLimit/mult || errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(t, "-") {
		return fmt.Errorf("the limit can be at most %dGB", maxSizeLimit>>30)
	}
	if err == nil && v <= 0 {
		return fmt.Errorf("the limit must be at least 1 byte, such as 4MB")
	}
	if err != nil {
		return fmt.Errorf("want a size such as 4MB, 512KB, 2GB or 100000")
	}
	*f.n = v * mult
	return nil
}

// checkScreenFiles checks the files a screen (edit, train) will read and
// write before it opens: regular files, or files still to be made, so that
// a named pipe or a device is an error here rather than a hang there.
func checkScreenFiles(paths []string) error {
	for _, p := range paths {
		if puzzles.IsCode(p) {
			continue
		}
		if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
			continue // edit makes it; train says it is missing
		}
		if err := fileio.CheckRegular(p); err != nil {
			// Worded as the other commands word it: the file first, then
			// what could not be done.
			var fe *fileio.Error
			if !errors.As(err, &fe) {
				return err
			}
			return problemsOf(puzzles.Errors{{File: fe.Path, Msg: "cannot read the pack: " + fe.Err.Error()}})[0]
		}
	}
	return nil
}
