package editor

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

func TestCommentsFollowStrings(t *testing.T) {
	text := `# top
[[puzzle]]
id = "a#b" # why this goal
title = 'it''s # not'
explanation = """
a # in a string
""" # after
  # note to self
hints = ["#", '#'] #last`
	want := []string{"top", "why this goal", "after", "note to self", "last"}
	if got := puzzles.Comments([]byte(text)); !reflect.DeepEqual(got, want) {
		t.Errorf("Comments = %q, want %q", got, want)
	}
	if n := droppedComments([]byte(text), []byte("# top\n# after\n")); n != 3 {
		t.Errorf("droppedComments = %d, want 3", n)
	}
}

// A new user changed only a puzzle's difficulty in M and saved: the
// comments inside it (# why this goal, # note to self) were gone, and the
// message said only "saved cm.toml (1 puzzle)". The save now says it left
// them out and that the backup keeps them; so does the save of a pack laid
// out as puzzle = [ {...} ], which keeps none.
func TestSaveSaysItDroppedComments(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"tables", `# my pack
[pack]
format = 1

[[puzzle]]
id = "p1"
side = 1
goals = ["kill A1"] # why this goal
# note to self
turn = 2

[[puzzle.player]]
pieces = ["Pikeman AB2 E"]

[[puzzle.player]]
pieces = ["Crab A1 A"]
`},
		{"inline", `# my pack
puzzle = [ { id = "p1", side = 1, goals = ["kill A1"], turn = 2, player = [ { pieces = ["Pikeman AB2 E"] }, { pieces = ["Crab A1 A"] } ] } ]

[pack]
format = 1
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "cm.toml")
			if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, Options{Path: path}, 100, 32)
			h.waitMessage("opened " + path)
			h.Keys("M")
			h.WaitText("Difficulty:")
			for range 3 {
				h.Key(tcell.KeyDown)
			}
			h.WaitText("(1 easy to 5; 0 not given)")
			h.Keys("+")
			h.waitMessage("the puzzle's difficulty: 1")
			h.Key(tcell.KeyEscape)
			h.Keys("w")
			if tc.name == "inline" {
				// It asks first (edfix item 2).
				h.WaitText("Rewrite cm.toml as tables, leaving out its comments?")
				h.Keys("y")
			}
			h.waitMessage("saved " + path)
			saved := string(mustRead(t, path))
			lost := droppedComments([]byte(tc.text), []byte(saved))
			if lost == 0 {
				// Kept: the save must not say otherwise.
				if msg := h.message(); strings.Contains(msg, "left out") {
					t.Errorf("every comment kept, and the save says %q", msg)
				}
				return
			}
			h.waitMessage(droppedNote(lost, "cm.toml.bak"))
			if !strings.Contains(string(mustRead(t, path+".bak")), "# my pack") {
				t.Error("the backup is not the file as opened")
			}
		})
	}
}
