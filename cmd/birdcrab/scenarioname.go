package main

import (
	"fmt"

	"github.com/birdcrab/birdcrab/puzzles"
)

// scenarioPlace names the scenario s of pk where a message starts, as
// show, solve and resolve head it: `pack.toml: puzzle "pincer"` for a
// pack's; for a code, what it is, "puzzle code" (it sets a task) or
// "position code" (see codeNames), and for a position file the file. The
// one puzzle of a code or a position file has the id "position", which
// no user gave: `position code: puzzle "position"` named a puzzle code
// a position code, and its puzzle a position.
func scenarioPlace(pk *puzzles.Pack, s *puzzles.Scenario) string {
	if _, from, ok := codeNames(pk, s); ok {
		return from
	}
	return pk.File + ": " + s.Name()
}

// scenarioName names the scenario s of pk within a sentence: `puzzle
// "pincer"`, "the puzzle code", "the position code", "the position of
// turn.toml".
func scenarioName(pk *puzzles.Pack, s *puzzles.Scenario) string {
	_, from, ok := codeNames(pk, s)
	switch {
	case !ok:
		return s.Name()
	case isCodeName(from):
		return "the " + from
	}
	return "the position of " + from
}

// noSuchID says that pk has no puzzle or lesson id. A code or a position
// file holds one scenario, whose id ("position") no user gave: its ids
// are not listed, it is named as show heads it.
func noSuchID(pk *puzzles.Pack, id string) error {
	if pk.ReadFromCode() || pk.FromPosition() {
		name := codeFileName(pk)
		what := "the file holds one position"
		switch name {
		case puzzles.CodeFile:
			what = "a position code holds one position"
		case "puzzle code":
			what = "a puzzle code holds one puzzle"
		}
		return fmt.Errorf("%s: no puzzle or lesson %q: %s, which needs no --id", name, id, what)
	}
	return fmt.Errorf("%s: no puzzle or lesson %q (it holds: %s)", pk.File, id, idsText(pk.IDs()))
}
