package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/rivo/uniseg"
)

func init() {
	register(command{
		name:  "pieces",
		usage: "pieces [--pieces FILE] [--max-size SIZE] [--dump]",
		brief: "print the catalogue of kinds, each as a hexagon of its numbers",
		run:   runPieces,
	})
}

func runPieces(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("pieces", stdout, stderr,
		"usage: birdcrab pieces [--pieces FILE] [--max-size SIZE] [--dump]",
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
		for _, line := range changeLines(*pieces, cat) {
			fmt.Fprintln(stdout, line)
		}
	}
	fmt.Fprintln(stdout, "Each card: combat/speed on each side; ^ marks the front.")
	fmt.Fprintln(stdout)
	cards := make([][]string, 0, cat.Len())
	for i := range cat.Kinds() {
		cards = append(cards, puzzles.KindCard(&cat.Kinds()[i]))
	}
	for _, line := range cardRows(cards) {
		fmt.Fprintln(stdout, line)
	}
	return 0
}

// cardRows lays the cards out two a row, each card in 38 columns on a
// terminal (uniseg's widths: padding by bytes or runes pushed the second
// card of a row right or left of its column after a kind name or rule
// text in CJK or with combining accents), a blank line after each row.
func cardRows(cards [][]string) []string {
	const perRow, width = 2, 38
	var lines []string
	for i := 0; i < len(cards); i += perRow {
		row := cards[i:min(i+perRow, len(cards))]
		rows := 0
		for _, c := range row {
			rows = max(rows, len(c))
		}
		for r := range rows {
			line := ""
			for j, c := range row {
				cell := ""
				if r < len(c) {
					cell = c[r]
				}
				if j < len(row)-1 {
					cell += strings.Repeat(" ", max(0, width-uniseg.StringWidth(cell)))
				}
				line += cell
			}
			lines = append(lines, line)
		}
		lines = append(lines, "")
	}
	return lines
}

// changeLines says what the catalogue file at path changes, adds and, for
// a corrected copy of the whole catalogue, leaves out (see
// puzzles.CatalogueChanges): a kind renamed or deleted in the dumped file
// stayed in the catalogue, and nothing said so. Standard input, read once,
// gives no names: nothing is said of the kinds left out.
func changeLines(path string, cat *engine.Catalogue) []string {
	var data []byte
	if path != "-" {
		data, _ = puzzles.ReadFile(path)
	}
	changed, added, left := puzzles.CatalogueChanges(data, cat)
	var parts []string
	if len(changed) > 0 {
		parts = append(parts, "changes "+engine.AndList(changed))
	}
	if len(added) > 0 {
		parts = append(parts, "adds "+engine.AndList(added))
	}
	var lines []string
	if len(parts) > 0 {
		lines = append(lines, "It "+strings.Join(parts, " and ")+".")
	}
	if len(left) > 0 {
		lines = append(lines, fmt.Sprintf("It leaves out %s, which stay as the default catalogue has them: a catalogue file changes and adds kinds, it cannot remove or rename one (a new name adds a kind).", engine.AndList(left)))
	}
	return lines
}
