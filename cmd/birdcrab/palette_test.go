package main

import (
	"fmt"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/puzzles/picture"
)

// The pictures and the screens give each player one colour.
func TestPicturesAndScreensShareColours(t *testing.T) {
	for i, c := range tui.OkabeIto {
		if want := fmt.Sprintf("#%06X", c); picture.Colour(i+1) != want {
			t.Errorf("player %d: the pictures draw %s, the screens %s", i+1, picture.Colour(i+1), want)
		}
	}
}
