package main

import (
	"fmt"
	"io"
	"os"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Every file a command reads goes through this file: "-" names standard
// input, read once and at most maxStdin bytes. (The reading of regular files
// with their own limits is puzzles' work; when puzzles reads "-" too, these
// functions reduce to calls of it.)

// stdin is the standard input commands read "-" from; tests replace it.
var stdin io.Reader = os.Stdin

// stdinName names standard input in messages, as a file name would.
const stdinName = "stdin"

// maxStdin is the most birdcrab reads from standard input.
const maxStdin = 4 << 20

// readStdin reads all of standard input, refusing more than maxStdin bytes.
func readStdin() ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(stdin, maxStdin+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxStdin {
		return nil, fmt.Errorf("more than %d MB", maxStdin>>20)
	}
	return data, nil
}

// loadPack reads a pack file, a position or puzzle code, or with "-" a pack
// or a code from standard input.
func loadPack(arg string, cat *engine.Catalogue) (*puzzles.Pack, error) {
	if arg != "-" {
		return puzzles.LoadArg(arg, cat)
	}
	data, err := readStdin()
	if err != nil {
		return nil, puzzles.Errors{{File: stdinName, Msg: fmt.Sprintf("cannot read the pack: %v", err)}}
	}
	if puzzles.IsCode(string(data)) {
		return puzzles.FromCode(string(data), cat)
	}
	return puzzles.Parse(stdinName, data, cat)
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
