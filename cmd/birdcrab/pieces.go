package main

import (
	"fmt"
	"io"

	"github.com/birdcrab/birdcrab/puzzles"
)

func init() {
	register(command{
		name:  "pieces",
		usage: "pieces [--pieces FILE] [--dump]",
		brief: "print the catalogue of kinds, each as a hexagon of its numbers",
		run:   runPieces,
	})
}

func runPieces(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("pieces", stdout, stderr,
		"usage: birdcrab pieces [--pieces FILE] [--dump]",
		"Prints the catalogue of kinds, each as a hexagon of its combat and speed numbers.")
	dump := fs.Bool("dump", false, "print the built-in catalogue file, to copy and correct (not with --pieces)")
	rest, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		return fail(stderr, "pieces takes no arguments (got %q)", rest[0])
	}
	pieces := fs.pieces
	if *dump && *pieces != "" {
		return fail(stderr, "--dump prints the built-in catalogue file, which --pieces does not change; \"birdcrab pieces --pieces %s\" shows your kinds laid over it", *pieces)
	}
	if *dump {
		stdout.Write(puzzles.DefaultPieces())
		return 0
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	fmt.Fprintln(stdout, puzzles.ProvisionalNote)
	if *pieces != "" {
		fmt.Fprintf(stdout, "Kinds from %s are laid over them.\n", puzzles.FileName(*pieces))
	}
	fmt.Fprintln(stdout, "Each card: combat/speed on each side; ^ marks the front.")
	fmt.Fprintln(stdout)
	cards := make([][]string, 0, cat.Len())
	for i := range cat.Kinds() {
		cards = append(cards, puzzles.KindCard(&cat.Kinds()[i]))
	}
	const perRow, width = 2, 38
	for i := 0; i < len(cards); i += perRow {
		rows := 0
		for _, c := range cards[i:min(i+perRow, len(cards))] {
			rows = max(rows, len(c))
		}
		for r := 0; r < rows; r++ {
			line := ""
			for j, c := range cards[i:min(i+perRow, len(cards))] {
				cell := ""
				if r < len(c) {
					cell = c[r]
				}
				if j < perRow-1 && i+j+1 < len(cards) {
					cell = fmt.Sprintf("%-*s", width, cell)
				}
				line += cell
			}
			fmt.Fprintln(stdout, line)
		}
		fmt.Fprintln(stdout)
	}
	return 0
}
