package puzzles

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
)

// shippedFS holds the packs that ship inside the binary.
//
//go:embed packs/*.toml
var shippedFS embed.FS

// ShippedFiles lists the names of the shipped packs ("packs/lessons.toml"),
// in name order.
func ShippedFiles() []string {
	names, _ := fs.Glob(shippedFS, "packs/*.toml")
	sort.Strings(names)
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

// Shipped loads every shipped pack with the default catalogue, in name
// order. A problem in one of them (which the tests rule out) is returned
// with the packs that did load.
func Shipped() ([]*Pack, error) {
	var packs []*Pack
	var c collector
	for _, name := range ShippedFiles() {
		data, err := ShippedData(name)
		if err != nil {
			c.add(&FileError{File: name, Msg: err.Error()})
			continue
		}
		pk, err := Parse(name, data, nil)
		if err != nil {
			c.add(err)
			continue
		}
		packs = append(packs, pk)
	}
	return packs, c.err()
}
