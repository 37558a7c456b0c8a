package puzzles

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"

	"github.com/birdcrab/birdcrab/engine"
)

// shippedFS holds the packs that ship inside the binary.
//
//go:embed packs/*.toml
var shippedFS embed.FS

// shippedOrder is the order the shipped packs come in (the trainer lists
// them so): the lessons first, then the puzzles, the easier pack first. A
// pack not named here comes after them, in name order.
var shippedOrder = []string{"packs/lessons.toml", "packs/first-tactics.toml", "packs/tactics.toml"}

// ShippedFiles lists the names of the shipped packs ("packs/lessons.toml"),
// in the order of shippedOrder.
func ShippedFiles() []string {
	names, _ := fs.Glob(shippedFS, "packs/*.toml")
	rank := func(name string) int {
		if i := slices.Index(shippedOrder, name); i >= 0 {
			return i
		}
		return len(shippedOrder)
	}
	sort.SliceStable(names, func(i, j int) bool {
		if ri, rj := rank(names[i]), rank(names[j]); ri != rj {
			return ri < rj
		}
		return names[i] < names[j]
	})
	return names
}

// ShippedData returns the text of the shipped pack with that name, to copy
// and change.
func ShippedData(name string) ([]byte, error) {
	data, err := shippedFS.ReadFile(path.Clean(name))
	if err != nil {
		return nil, fmt.Errorf("no shipped pack %q", name)
	}
	return data, nil
}

// ParseShipped reads the shipped pack with that name ("packs/tactics.toml")
// with cat (nil: the default catalogue), as Parse does, but whatever
// MaxFileSize is: the limit is for the user's files.
func ParseShipped(name string, cat *engine.Catalogue) (*Pack, error) {
	return ParseShippedAs(name, name, cat)
}

// ParseShippedAs is ParseShipped with the pack and its messages naming
// the file as file: for a command that lists shipped packs beside the
// user's files, where "packs/tactics.toml" reads as a path on disk.
func ParseShippedAs(name, file string, cat *engine.Catalogue) (*Pack, error) {
	data, err := ShippedData(name)
	if err != nil {
		return nil, Errors{{File: file, Msg: err.Error()}}
	}
	return parse(file, data, cat, noLimit, false)
}

// Shipped loads every shipped pack with the default catalogue, in the
// order of ShippedFiles. A problem in one of them (which the tests rule out) is returned
// with the packs that did load.
func Shipped() ([]*Pack, error) {
	var packs []*Pack
	var c collector
	for _, name := range ShippedFiles() {
		pk, err := ParseShipped(name, nil)
		if err != nil {
			c.add(err)
			continue
		}
		packs = append(packs, pk)
	}
	return packs, c.err()
}
