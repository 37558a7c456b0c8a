package editor

import (
	"fmt"

	"github.com/birdcrab/birdcrab/engine"
)

// LoadDoc reads the document at path as the editor opens it (openDoc),
// for a test to read back what a save wrote: the state and the catalogue
// its kinds index.
func LoadDoc(base *engine.Catalogue, path string) (State, *engine.Catalogue, error) {
	s, cat, _, err := openDoc(base, path)
	return s, cat, err
}

// LoadState reads the position file at path as the editor opens it
// (openDoc); a pack is an error.
func LoadState(cat *engine.Catalogue, path string) (State, error) {
	s, _, err := LoadDoc(cat, path)
	if err == nil && s.Pack != nil {
		return State{}, fmt.Errorf("%s: a pack, not a position file", path)
	}
	return s, err
}
