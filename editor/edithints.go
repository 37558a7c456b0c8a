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

// ordersKeysAt is Orders mode's table with the status line's keys for the
// cell l: Enter's part there (select a piece, place on an empty cell),
// x/X clear only where there are orders to clear (of the piece on l, or a
// placement there), T target
// only with a Necromancer on the board or placed. At 80 columns the line
// held neither x/X clear nor T target, ranked after the others, even
// where they were the keys wanted.
func ordersKeysAt(t *tui.Table, cat *engine.Catalogue, p *engine.Position, orders tui.Orders, l engine.Loc) *tui.Table {
	// p places as Enter does on an empty cell: the line says Enter's
	// part there, and leaves p (in the help) off.
	hints := map[string]string{"clear": "", "target": "", "place": ""}
	switch {
	case l == engine.NoLoc:
		hints["place"] = "p place"
	case p.At(l).Empty():
		hints["selectPiece"] = "Enter place"
	default:
		hints["selectPiece"] = "Enter select"
	}
	for _, os := range orders {
		for _, o := range os {
			if l != engine.NoLoc && o.Loc == l {
				hints["clear"] = "x/X clear"
			}
			if o.Op == engine.OpPlace && int(o.Kind) < cat.Len() && cat.Kind(o.Kind).Has(engine.Raises) {
				hints["target"] = "T target"
			}
		}
	}
	for _, pc := range p.Board {
		if !pc.Empty() && int(pc.Kind) < cat.Len() && cat.Kind(pc.Kind).Has(engine.Raises) {
			hints["target"] = "T target"
		}
	}
	for action, hint := range hints {
		t = t.WithHint(action, hint)
	}
	return t
}
