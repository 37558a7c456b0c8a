package tui

import "github.com/birdcrab/birdcrab/engine"

// Highlight is how strongly a cell is marked on the board.
type Highlight uint8

// Highlights, from none to the strongest.
const (
	HiNone   Highlight = iota
	HiTarget           // a cell an order may name: a move's destination, a placement
	HiEvent            // a cell the event being shown concerns
)

// OrderMark is what a cell's piece was ordered to do, or the placement
// on the cell.
type OrderMark struct {
	Owner uint8 // the player who gave the orders; 0: none
	Move  engine.Dir
	Dist  uint8 // 0: no move
	Turn  engine.Dir
	Turns bool
	Place bool // a piece is placed here
}

// MaxPaths is how many moves passing through one cell the board draws
// there; more are counted in Marks.More.
const MaxPaths = 3

// PathMark is one step of a move order drawn on a cell it passes through.
type PathMark struct {
	Owner uint8 // 0: no path here
	Dir   engine.Dir
	End   bool // the move ends on this cell
}

// Marks are what a Board lays over the position: orders as arrows, pieces
// about to be placed, highlights and the selected piece. The zero value
// marks nothing but a selection at cell 0; start from NewMarks. Marks
// never hide a cell's name: the board draws a piece's orders beside it
// and a move's steps on the free cells it crosses, and counts in More what
// it has no room for (a second placement on a cell), for a list beside
// the board to show.
type Marks struct {
	Order [engine.NumLocs]OrderMark
	Path  [engine.NumLocs][MaxPaths]PathMark
	Ghost [engine.NumLocs]engine.Piece // placements and the carried piece
	More  [engine.NumLocs]uint8        // orders on the cell the board cannot show
	Hi    [engine.NumLocs]Highlight
	Faded [engine.NumLocs]bool // a piece lifted from this cell
	// Dying marks a piece the learner says dies (a lesson that asks
	// which): in colour its name lit and the piece faded; in monochrome
	// the piece struck out in its owner's look. Reversed, as a lit name
	// is in monochrome, it read as one of Blue's pieces.
	Dying    [engine.NumLocs]bool
	Selected engine.Loc // NoLoc when nothing is selected
}

// NewMarks returns marks that mark nothing.
func NewMarks() *Marks { return &Marks{Selected: engine.NoLoc} }

// Reset clears every mark.
func (m *Marks) Reset() { *m = Marks{Selected: engine.NoLoc} }

// AddOrders marks the orders of every player (orders[i] are player i+1's)
// as they apply to p: moves as arrows beside the piece and along their
// path, turns beside the piece, placements as ghost pieces.
func (m *Marks) AddOrders(p *engine.Position, orders [][]engine.Order) {
	for i, os := range orders {
		owner := uint8(i + 1)
		for _, o := range os {
			m.AddOrder(p, owner, o)
		}
	}
}

// AddOrder marks one order of player owner.
func (m *Marks) AddOrder(p *engine.Position, owner uint8, o engine.Order) {
	switch o.Op {
	case engine.OpMove:
		if !o.Loc.Valid() || !o.Dir.Valid() {
			return
		}
		om := &m.Order[o.Loc]
		om.Owner, om.Move, om.Dist = owner, o.Dir, o.Dist
		l := o.Loc
		for k := 0; k < int(o.Dist); k++ {
			l = l.Neighbour(o.Dir)
			if l == engine.NoLoc {
				break
			}
			m.addPath(l, PathMark{Owner: owner, Dir: o.Dir, End: k == int(o.Dist)-1})
		}
	case engine.OpTurn:
		if !o.Loc.Valid() || !o.Dir.Valid() {
			return
		}
		om := &m.Order[o.Loc]
		om.Owner, om.Turn, om.Turns = owner, o.Dir, true
	case engine.OpPlace:
		if !o.Loc.Valid() {
			return
		}
		if !m.Ghost[o.Loc].Empty() {
			m.More[o.Loc]++ // a second placement on the cell
			return
		}
		m.Ghost[o.Loc] = engine.Piece{Kind: o.Kind, Owner: owner, Facing: o.Dir}
		m.Order[o.Loc].Owner, m.Order[o.Loc].Place = owner, true
	}
}

// addPath adds a step of a move to cell l, or counts it in More when the
// cell has no room left.
func (m *Marks) addPath(l engine.Loc, pm PathMark) {
	for i := range m.Path[l] {
		switch x := &m.Path[l][i]; {
		case x.Owner == 0:
			*x = pm
			return
		case x.Owner == pm.Owner && x.Dir == pm.Dir:
			x.End = x.End || pm.End
			return
		}
	}
	m.More[l]++
}

// Paths returns the moves marked on cell l.
func (m *Marks) Paths(l engine.Loc) []PathMark {
	n := 0
	for n < MaxPaths && m.Path[l][n].Owner != 0 {
		n++
	}
	return m.Path[l][:n]
}
