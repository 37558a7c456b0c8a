package editor

import (
	"slices"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// editHint is one key of Edit mode's status line: its action, its text
// ("" to leave it off) and its rank (the line, shortened to the width,
// keeps the lowest ranks).
type editHint struct {
	action, hint string
	rank         int
}

// pieceHints are Edit mode's status line with a piece under the cursor:
// the keys that change the piece first (at 80 columns "r/R rotate · o
// owner" fell off the line after the board's other keys), then the
// modes, save and play.
var pieceHints = []editHint{
	{"placePiece", "Enter lift", 1}, {"rotate", "r/R rotate", 2}, {"owner", "o owner", 3},
	{"removePiece", "x del", 4}, {"mode", "O orders", 5}, {"save", "w save", 6}, {"play", "P play", 7},
	{"control", "c control", 8}, {"hands", "H hands", 9}, {"fields", "F fields", 10},
}

// cellHints are Edit mode's status line on an empty cell: keys that act
// on a piece are left off, since there is none to act on.
var cellHints = []editHint{
	{"placePiece", "Enter place", 1}, {"mode", "O orders", 2}, {"play", "P play", 3}, {"save", "w save", 4},
	{"control", "c control", 5}, {"hands", "H hands", 6}, {"fields", "F fields", 7},
	{"rotate", "", 0}, {"owner", "", 0}, {"removePiece", "", 0},
}

// editKeysAt is Edit mode's table with the status line's keys for the
// cell l: those of its piece, or of an empty cell (and c only in a
// territory, the only cells it gives).
func editKeysAt(t *tui.Table, p *engine.Position, l engine.Loc) *tui.Table {
	hints := cellHints
	if l != engine.NoLoc && !p.At(l).Empty() {
		hints = pieceHints
	}
	c := *t
	c.Bindings = slices.Clone(t.Bindings)
	for _, h := range hints {
		i := slices.IndexFunc(c.Bindings, func(b tui.Binding) bool { return b.Action == h.action })
		if i < 0 {
			continue
		}
		c.Bindings[i].Hint, c.Bindings[i].Rank = h.hint, h.rank
		if h.action == "control" && (l == engine.NoLoc || l.Territory() == engine.NoTerritory) {
			c.Bindings[i].Hint = ""
		}
	}
	return &c
}
