package trainer

import (
	"path/filepath"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"
)

// A title of invisible characters is no title: the puzzle goes by its id
// and the pack by its file name, as with an empty title. The list read
// "Continue: Puzzle 1, " with nothing after the comma.
func TestBlankTitleFallsBack(t *testing.T) {
	it := &trainItem{puzzle: &puzzles.Puzzle{Scenario: puzzles.Scenario{ID: "pincer", Title: "\u200b\u200b\u200b"}}, n: 1}
	if got := it.title(); got != "pincer" {
		t.Errorf("a puzzle titled with zero-width spaces shows as %q, want its id", got)
	}
	pk := puzzles.NewPack(filepath.Join("packs", "mine.toml"), nil)
	pk.Title = " \u200b "
	tp := &trainPack{file: pk.File, pack: pk}
	if got := tp.title(); got != "mine.toml" {
		t.Errorf("a pack titled with a zero-width space shows as %q, want its file name", got)
	}
}
