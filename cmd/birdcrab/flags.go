package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// commandFlags is a command's flag set with the options every command that
// reads positions shares.
type commandFlags struct {
	*flag.FlagSet
	pieces *string
}

// newFlags returns the flag set of command name; usage lines are printed,
// then the flags, when the arguments are wrong.
func newFlags(name string, stderr io.Writer, usage ...string) commandFlags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	cf := commandFlags{FlagSet: fs}
	cf.pieces = fs.String("pieces", "", "a catalogue `FILE` whose kinds replace or add to the default ones")
	fs.Usage = func() {
		for _, line := range usage {
			fmt.Fprintln(stderr, line)
		}
		fs.PrintDefaults()
	}
	return cf
}

// catalogue loads the --pieces catalogue over the default one; on failure it
// prints the problems and returns exit status 2.
func (cf commandFlags) catalogue(stderr io.Writer) (*engine.Catalogue, int) {
	cat, err := puzzles.LoadCatalogue(*cf.pieces)
	if err != nil {
		return nil, failProblems(stderr, err)
	}
	return cat, 0
}

// loadScenario reads a pack file or a position code and picks the puzzle or
// lesson id ("" for the only one). On failure it prints why and returns exit
// status 2.
func (cf commandFlags) loadScenario(stderr io.Writer, arg, id string) (*puzzles.Pack, *puzzles.Scenario, int) {
	cat, code := cf.catalogue(stderr)
	if code != 0 {
		return nil, nil, code
	}
	pk, err := puzzles.LoadArg(arg, cat)
	if err != nil {
		return nil, nil, failProblems(stderr, err)
	}
	s, err := pk.Scenario(id)
	if err != nil {
		return nil, nil, fail(stderr, "%v", err)
	}
	return pk, s, 0
}

// display declares the options of the screens, --no-color and --ascii; the
// function it returns reads them once the flags are parsed (NO_COLOR in the
// environment also turns colour off).
func (cf commandFlags) display() func() (mono, ascii bool) {
	noColor := cf.Bool("no-color", false, "draw in monochrome (also when NO_COLOR is set)")
	letters := cf.Bool("ascii", false, "draw directions as the letters a..f instead of arrows")
	return func() (bool, bool) { return *noColor || os.Getenv("NO_COLOR") != "", *letters }
}

// runScreen runs a screen until the user quits; a terminal that fails gives
// exit status 1.
func runScreen(stderr io.Writer, run func() error) int {
	if err := run(); err != nil {
		fmt.Fprintf(stderr, "birdcrab: the terminal failed: %v\n", err)
		return 1
	}
	return 0
}
